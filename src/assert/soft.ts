// Soft assertions: failures collected during assert() are thrown once, as one
// AssertionError listing them all, after it returns; a later hard failure joins
// them. The aggregate keeps the failure class of the first classified failure.

import { AssertionError } from "node:assert";
import { attachFailureClass, failureClassOf } from "./classify.ts";
import type { EvaluationStore, SoftFailure } from "./recording.ts";

const MAX_LISTED = 50;

export function softAggregate(failures: SoftFailure[]): AssertionError {
  const count = failures.length;
  const listed = failures.slice(0, MAX_LISTED).map((f, i) => `${i + 1}. ${f.error.message}`);
  if (count > MAX_LISTED) listed.push(`… and ${count - MAX_LISTED} more (every one is in the assertion results)`);
  const message = [`${count} assertion failure${count === 1 ? "" : "s"} collected during case execution:`, ...listed].join("\n");
  const error = new AssertionError({ message, actual: count, expected: 0, operator: "softAssertions" });
  error.stack = [`${error.name}: ${message}`, ...failures.map((f, i) => `Assertion ${i + 1}\n${f.error.stack ?? f.error.message}`)].join("\n\n");
  const classified = failures.map((f) => f.failureClass ?? failureClassOf(f.error)).find((c) => c !== undefined);
  if (classified) attachFailureClass(error, classified);
  (error as unknown as { failures: Error[] }).failures = failures.map((f) => f.error);
  return error;
}

/** What assert() ended with, soft failures included: undefined when everything passed. */
export function settleSoft(store: EvaluationStore, thrown: unknown): unknown {
  const soft = store.softFailures.splice(0);
  if (thrown === undefined) return soft.length > 0 ? softAggregate(soft) : undefined;
  // A crash (not an assertion) is reported as itself; the soft failures stay listed as results.
  if (!(thrown instanceof AssertionError) || soft.length === 0) return thrown;
  return softAggregate([...soft, { error: thrown, failureClass: failureClassOf(thrown) }]);
}

/** The individual failures inside an aggregate, or the error itself. */
export function partsOf(error: unknown): unknown[] {
  const failures = (error as { failures?: unknown }).failures;
  return error instanceof AssertionError && error.operator === "softAssertions" && Array.isArray(failures) ? failures : [error];
}
