import nodeAssert from 'node:assert/strict';

// The suite-author API: what `import { assert, type Case } from "agent-bench"`
// (and from "skillgym") gives a suite module.
const assert = nodeAssert;

export { assert };
