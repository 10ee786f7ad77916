// node:assert/strict, recorded: every call of assert(), assert.equal,
// assert.match, … becomes one assertion result with its suite line. Node does
// the checking and writes the message; nothing here changes an outcome.

import { AssertionError } from "node:assert";
import nodeAssert from "node:assert/strict";
import { asyncHelper, helper, type Verdict } from "./helper.ts";

type AnyFn = (...args: unknown[]) => unknown;

/** (actual, expected, message) methods. */
const PAIRED = new Set([
  "equal",
  "notEqual",
  "strictEqual",
  "notStrictEqual",
  "deepEqual",
  "notDeepEqual",
  "deepStrictEqual",
  "notDeepStrictEqual",
  "partialDeepStrictEqual",
  "match",
  "doesNotMatch",
]);
const SYNC = new Set([...PAIRED, "ok", "throws", "doesNotThrow", "ifError", "fail"]);
const ASYNC = new Set(["rejects", "doesNotReject"]);

function syncCheck(method: AnyFn, name: string): (...args: unknown[]) => Verdict {
  return (...args) => {
    try {
      method.apply(nodeAssert, args);
    } catch (error) {
      if (error instanceof AssertionError) return { passed: false, error, ...describeArgs(name, args) };
      throw error;
    }
    return { passed: true, ...describeArgs(name, args) };
  };
}

function asyncCheck(method: AnyFn): (...args: unknown[]) => Promise<Verdict> {
  return async (...args) => {
    try {
      await method.apply(nodeAssert, args);
    } catch (error) {
      if (error instanceof AssertionError) return { passed: false, error };
      throw error;
    }
    return { passed: true };
  };
}

function describeArgs(name: string, args: unknown[]): Pick<Verdict, "expected" | "actual"> {
  if (PAIRED.has(name)) return { actual: args[0], expected: args[1] };
  if (name === "ok") return { actual: args[0] };
  return {};
}

/**
 * A callable assert (assert(value, message) is assert.ok) whose methods record.
 * Non-function members (AssertionError, CallTracker, …) are node's own.
 */
export function recordedNodeAssert(soft: boolean): typeof nodeAssert {
  const ok = helper("ok", syncCheck(nodeAssert.ok as AnyFn, "ok"), soft);
  const wrapped = ((...args: unknown[]) => ok(...args)) as unknown as typeof nodeAssert;
  for (const key of Object.getOwnPropertyNames(nodeAssert)) {
    if (key === "length" || key === "name" || key === "prototype") continue;
    const descriptor = Object.getOwnPropertyDescriptor(nodeAssert, key)!;
    if ("value" in descriptor) {
      if (key === "strict") descriptor.value = wrapped;
      else if (SYNC.has(key)) descriptor.value = helper(key, syncCheck(descriptor.value as AnyFn, key), soft);
      else if (ASYNC.has(key)) descriptor.value = asyncHelper(key, asyncCheck(descriptor.value as AnyFn));
    }
    Object.defineProperty(wrapped, key, descriptor);
  }
  return wrapped;
}
