// Where an assertion was called: the first frame outside agent-bench (src/ or
// the bundled dist/) and Node's internals, repository-relative, never file://.
import assert from "node:assert/strict";
import { test } from "node:test";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { callerFrame, userLocation, userStack } from "../../src/assert/location.ts";
import { REPO_ROOT } from "./_sessions.ts";

const stack = (...frames: string[]) =>
  ["AssertionError [ERR_ASSERTION]: Expected a command", "Observed commands: (none)", ...frames.map((f) => `    at ${f}`)].join("\n");

test("agent-bench's own frames are skipped, from the sources and from the bundle", () => {
  const fromDist = stack(
    "new AssertionError (node:internal/assert/assertion_error:380:5)",
    `settle (file://${REPO_ROOT}/dist/chunks/assert-Ab12Cd.js:52:25)`,
    `Object.includes (file://${REPO_ROOT}/dist/api.js:35:5)`,
    "assert (file:///home/me/repo/suites/skills.ts:18:21)",
    `runExecution (file://${REPO_ROOT}/dist/cli.js:159:15)`,
  );
  assert.deepEqual(userLocation(fromDist, "/home/me/repo"), { file: "suites/skills.ts", line: 18, column: 21 });
  const fromSource = stack(
    `settle (file://${REPO_ROOT}/src/assert/helper.ts:52:25)`,
    "async Promise.all (index 0)",
    "file:///home/me/repo/suites/skills.ts:7:3",
  );
  assert.deepEqual(userLocation(fromSource, "/home/me/repo"), { file: "suites/skills.ts", line: 7, column: 3 });
});

test("a suite outside the repository keeps its absolute path; no user frame gives no location", () => {
  assert.deepEqual(userLocation(stack("assert (file:///tmp/elsewhere/suite.ts:3:1)"), "/home/me/repo"), {
    file: "/tmp/elsewhere/suite.ts",
    line: 3,
    column: 1,
  });
  assert.deepEqual(userLocation(stack("assert (/home/me/repo/suite.cjs:3:1)"), "/home/me/repo"), { file: "suite.cjs", line: 3, column: 1 });
  assert.equal(
    userLocation(stack("new AssertionError (node:internal/assert/assertion_error:380:5)", `x (file://${REPO_ROOT}/src/assert/helper.ts:1:1)`), "/home/me/repo"),
    undefined,
  );
  assert.equal(userLocation(undefined, "/home/me/repo"), undefined);
});

test("stacks in results keep the message and the user's frames only", () => {
  const s = stack(
    "new AssertionError (node:internal/assert/assertion_error:380:5)",
    `settle (file://${REPO_ROOT}/src/assert/helper.ts:52:25)`,
    "assert (file:///home/me/repo/suites/skills.ts:18:21)",
    "file:///home/me/repo/suites/lib/check.ts:4:9",
  );
  assert.equal(
    userStack(s, "/home/me/repo"),
    "AssertionError [ERR_ASSERTION]: Expected a command\nObserved commands: (none)\n    at assert (suites/skills.ts:18:21)\n    at suites/lib/check.ts:4:9",
  );
});

test("callerFrame gives the line and column that called in, the same with source maps on (read from the text stack)", () => {
  const called = (): ReturnType<typeof callerFrame> => callerFrame(); // the call site
  const file = fileURLToPath(import.meta.url);
  const lines = readFileSync(file, "utf8").split("\n");
  const line = lines.findIndex((l) => l.endsWith("// the call site")) + 1;
  const expected = { file, line, column: lines[line - 1].indexOf("callerFrame();") + 1 };
  assert.deepEqual(called(), expected);
  process.setSourceMapsEnabled(true);
  try {
    assert.deepEqual(called(), expected);
  } finally {
    process.setSourceMapsEnabled(false);
  }
});
