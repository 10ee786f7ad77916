export interface Verdict {
    passed: boolean;
    /** The failure message (what was expected, what was observed). */
    message?: string;
    expected?: unknown;
    actual?: unknown;
    /** A ready-made error (node:assert's own), used instead of building one. */
    error?: Error;
    /** The helper group's default follow-up question when it fails (skillgym's wording). */
    question?: string;
    /** What was looked at (skills, commands, …): `explain.question` functions get it. */
    observed?: unknown;
}
export declare function helper<A extends unknown[]>(name: string, check: (...args: A) => Verdict, soft: boolean): (...args: A) => void;
/** For node:assert's rejects / doesNotReject, which settle later. They are never soft (as in skillgym). */
export declare function asyncHelper<A extends unknown[]>(name: string, check: (...args: A) => Promise<Verdict>): (...args: A) => Promise<void>;
