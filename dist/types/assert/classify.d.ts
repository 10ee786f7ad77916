import type { SuiteCase } from "../model/case.js";
import type { ExecutionResult, FailureClass } from "../model/result.js";
import type { FailureClassInput } from "./types.js";
export declare const FAILURE_CLASS: unique symbol;
export declare function normalizeFailureClass(input: FailureClassInput): FailureClass;
export declare function attachFailureClass(error: unknown, failureClass: FailureClass): void;
export declare function failureClassOf(error: unknown): FailureClass | undefined;
export declare function classify<T>(input: FailureClassInput, callback: () => T): T;
/** Case.classifyFailure runs last and overrides every other class (a string becomes { id }). */
export declare function applyClassifyFailure(testCase: SuiteCase, result: ExecutionResult): {
    result: ExecutionResult;
    warning?: string;
};
