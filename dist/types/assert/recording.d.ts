import { AsyncLocalStorage } from "node:async_hooks";
import type { AssertionResult, FailureClass } from "../model/result.js";
export interface SoftFailure {
    error: Error;
    failureClass?: FailureClass;
}
export interface EvaluationStore {
    results: AssertionResult[];
    softFailures: SoftFailure[];
    /** Errors already listed in `results`, so the hook entry does not repeat them. */
    recorded: WeakSet<Error>;
    repoRoot: string;
}
/** The failure class of the innermost assert.classify() around the running code. */
export declare const classStorage: AsyncLocalStorage<FailureClass>;
export declare function currentStore(): EvaluationStore | undefined;
export declare function withStore<T>(store: EvaluationStore, fn: () => Promise<T>): Promise<T>;
export declare function newStore(repoRoot: string): EvaluationStore;
export declare function recordResult(result: AssertionResult, error?: Error): void;
