export interface Verdict {
    passed: boolean;
    /** The failure message (what was expected, what was observed). */
    message?: string;
    expected?: unknown;
    actual?: unknown;
    /** A ready-made error (node:assert's own), used instead of building one. */
    error?: Error;
}
export declare function helper<A extends unknown[]>(name: string, check: (...args: A) => Verdict, soft: boolean): (...args: A) => void;
/** For node:assert's rejects / doesNotReject, which settle later. They are never soft (as in skillgym). */
export declare function asyncHelper<A extends unknown[]>(name: string, check: (...args: A) => Promise<Verdict>): (...args: A) => Promise<void>;
