import nodeAssert from "node:assert/strict";
/**
 * A callable assert (assert(value, message) is assert.ok) whose methods record.
 * Non-function members (AssertionError, CallTracker, …) are node's own.
 */
export declare function recordedNodeAssert(soft: boolean): typeof nodeAssert;
