// assert.classify(failureClass, fn): whatever fn throws carries this failure
// class, under skillgym's symbol so classes set by either library are read.
// Soft failures collected inside fn keep the class too.

import type { SuiteCase } from "../model/case.ts";
import type { ExecutionResult, FailureClass } from "../model/result.ts";
import { classStorage } from "./recording.ts";
import type { FailureClassInput } from "./types.ts";

export const FAILURE_CLASS = Symbol.for("skillgym.failureClass");

export function normalizeFailureClass(input: FailureClassInput): FailureClass {
  if (typeof input === "string") return { id: input };
  if (typeof input !== "object" || input === null || typeof input.id !== "string" || input.id === "") {
    throw new TypeError(`assert.classify: the failure class must be an id string or { id, label? }, got ${JSON.stringify(input)}`);
  }
  return input.label === undefined ? { id: input.id } : { id: input.id, label: input.label };
}

export function attachFailureClass(error: unknown, failureClass: FailureClass): void {
  if (error instanceof Error && (error as unknown as Record<symbol, unknown>)[FAILURE_CLASS] === undefined) {
    (error as unknown as Record<symbol, unknown>)[FAILURE_CLASS] = failureClass;
  }
}

export function failureClassOf(error: unknown): FailureClass | undefined {
  if (!(error instanceof Error)) return undefined;
  const value = (error as unknown as Record<symbol, unknown>)[FAILURE_CLASS];
  return typeof value === "object" && value !== null && typeof (value as FailureClass).id === "string" ? (value as FailureClass) : undefined;
}

export function classify<T>(input: FailureClassInput, callback: () => T): T {
  const failureClass = normalizeFailureClass(input);
  let result: T;
  try {
    result = classStorage.run(failureClass, callback);
  } catch (error) {
    attachFailureClass(error, failureClass);
    throw error;
  }
  // An async callback: tag its rejection as well.
  if (result instanceof Promise) {
    return result.catch((error: unknown) => {
      attachFailureClass(error, failureClass);
      throw error;
    }) as T;
  }
  return result;
}

/** Case.classifyFailure runs last and overrides every other class (a string becomes { id }). */
export function applyClassifyFailure(testCase: SuiteCase, result: ExecutionResult): { result: ExecutionResult; warning?: string } {
  if (!testCase.classifyFailure || result.passed) return { result };
  try {
    const cls = testCase.classifyFailure(result);
    if (cls === undefined || cls === null) return { result };
    const failureClass = typeof cls === "string" ? { id: cls } : cls;
    return { result: { ...result, failureClass } };
  } catch (error) {
    return { result, warning: `classifyFailure of case "${testCase.id}" threw: ${(error as Error).message}` };
  }
}
