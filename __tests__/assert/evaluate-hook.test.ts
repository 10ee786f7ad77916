// evaluateCase on suite-module cases: per-assertion results with the suite line
// of each call, soft assertions, assert.classify, failure origins, and the
// engine's expectedFail and classifyFailure handling of the outcome.
import nodeAssert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { before, test } from "node:test";
import { assert, commandMatcher } from "../../src/api.ts";
import { evaluateCase } from "../../src/assert/evaluate.ts";
import { applyClassifyFailure } from "../../src/assert/classify.ts";
import { decide } from "../../src/execute/outcome.ts";
import type { ExecutionResult } from "../../src/model/result.ts";
import type { Session } from "../../src/model/session.ts";
import { EVAL_OPTIONS, moduleCase, scriptedSession } from "./_sessions.ts";

const FILE = "__tests__/assert/evaluate-hook.test.ts";
const SOURCE = readFileSync(new URL(import.meta.url), "utf8").split("\n");
/** The line holding a `// @name` marker in this file. */
const line = (marker: string) => SOURCE.findIndex((l) => l.endsWith(`// @${marker}`)) + 1;

let s: Session;
before(async () => {
  s = await scriptedSession([
    { tool: "skill", name: "find-skills" },
    { tool: "shell", command: "npx skills find expo", output: "upgrading-expo" },
    { text: "Install it with npx skills add upgrading-expo" },
  ]);
});

test("every helper call is recorded, passed or not, with its suite file and line", async () => {
  const outcome = await evaluateCase(
    moduleCase((report) => {
      assert.skills.has(report, "find-skills"); // @has
      assert.commands.includes(report, commandMatcher("npx").args("skills", "find")); // @includes
      assert.match(report.finalOutput, /upgrading-expo/i); // @match
      assert.commands.includes(report, "npx skills add"); // @fails
    }),
    s,
    EVAL_OPTIONS,
  );
  nodeAssert.deepEqual(
    outcome.assertions.map((a) => [a.kind, a.name, a.passed, a.location?.file, a.location?.line]),
    [
      ["helper", "skills.has", true, FILE, line("has")],
      ["helper", "commands.includes", true, FILE, line("includes")],
      ["helper", "match", true, FILE, line("match")],
      ["helper", "commands.includes", false, FILE, line("fails")],
    ],
  );
  const failed = outcome.assertions[3];
  nodeAssert.equal(failed.expected, '"npx skills add"');
  nodeAssert.deepEqual(failed.actual, ["npx skills find expo"]);
  nodeAssert.equal(failed.message, 'Expected a command matching "npx skills add", but none did.\nObserved commands (1):\n  1. npx skills find expo');
  nodeAssert.equal(outcome.failure?.origin, "assertion");
  nodeAssert.equal(outcome.failure?.error.message, failed.message);
  nodeAssert.equal(outcome.assertions[2].expected, "/upgrading-expo/i");
  nodeAssert.doesNotMatch(JSON.stringify(outcome.assertions), /file:\/\//);
});

test("assert is node:assert/strict, callable, and node's own module stays untouched", async () => {
  const outcome = await evaluateCase(
    moduleCase((report) => {
      assert(report.finalOutput.length > 0, "non-empty");
      assert.ok(true);
      assert.equal(report.finalOutput.includes("npx"), true);
      assert.deepEqual({ a: [1, { b: 2 }] }, { a: [1, { b: 2 }] });
      assert.strict.notEqual(1, 2);
      nodeAssert.throws(() => assert.equal(1, "1"), assert.AssertionError);
    }),
    s,
    EVAL_OPTIONS,
  );
  nodeAssert.deepEqual(
    outcome.assertions.map((a) => [a.name, a.passed]),
    [
      ["ok", true],
      ["ok", true],
      ["equal", true],
      ["deepEqual", true],
      ["notEqual", true],
      ["equal", false],
    ],
  );
  nodeAssert.equal(outcome.failure, undefined, "the caught failure does not fail the case");
  nodeAssert.equal((nodeAssert as unknown as Record<string, unknown>).skills, undefined);
  nodeAssert.equal(assert.AssertionError, nodeAssert.AssertionError);
});

test("a helper inside assert.throws is not recorded on its own", async () => {
  const outcome = await evaluateCase(
    moduleCase((report) => {
      assert.throws(() => assert.commands.includes(report, "rm -rf"), /Expected a command matching "rm -rf"/);
    }),
    s,
    EVAL_OPTIONS,
  );
  nodeAssert.deepEqual(
    outcome.assertions.map((a) => [a.name, a.passed]),
    [["throws", true]],
  );
});

test("soft assertions: every failure is collected and thrown once after assert() returns", async () => {
  let reachedEnd = false;
  const outcome = await evaluateCase(
    moduleCase((report) => {
      assert.soft.skills.has(report, "pdf"); // @soft1
      assert.soft.equal(1, 2);
      assert.soft.commands.includes(report, "npx skills find");
      reachedEnd = true;
    }),
    s,
    EVAL_OPTIONS,
  );
  nodeAssert.equal(reachedEnd, true);
  nodeAssert.equal(outcome.failure?.origin, "assertion");
  nodeAssert.equal(
    outcome.failure?.error.message,
    [
      "2 assertion failures collected during case execution:",
      '1. Expected skill "pdf" to be detected, but it was not.',
      "Observed skills: find-skills (explicit: tool:skill)",
      "2. Expected values to be strictly equal:",
      "",
      "1 !== 2",
      "",
    ].join("\n"),
  );
  nodeAssert.deepEqual(
    outcome.assertions.map((a) => [a.name, a.passed, a.soft]),
    [
      ["skills.has", false, true],
      ["equal", false, true],
      ["commands.includes", true, true],
    ],
  );
  nodeAssert.equal(outcome.assertions[0].location?.line, line("soft1"));
});

test("a hard failure after soft ones joins them; a crash stays a crash", async () => {
  const merged = await evaluateCase(
    moduleCase((report) => {
      assert.soft.output.includes(report, "nope");
      assert.commands.size(report, 5);
      nodeAssert.fail("not reached");
    }),
    s,
    EVAL_OPTIONS,
  );
  nodeAssert.match(
    merged.failure!.error.message,
    /^2 assertion failures collected during case execution:\n1\. Expected the final output to include "nope"\.\n[\s\S]*\n2\. Expected 5 commands in total, but found 1\./,
  );
  const crashed = await evaluateCase(
    moduleCase((report) => {
      assert.soft.output.includes(report, "nope");
      (report as unknown as { missing: { x: number } }).missing.x = 1; // @crash
    }),
    s,
    EVAL_OPTIONS,
  );
  nodeAssert.equal(crashed.failure?.origin, "assert-hook");
  nodeAssert.equal(crashed.failure?.error.name, "TypeError");
  const hook = crashed.assertions.at(-1)!;
  nodeAssert.deepEqual([hook.kind, hook.passed, hook.location?.file, hook.location?.line], ["hook", false, FILE, line("crash")]);
  nodeAssert.equal(crashed.assertions[0].soft, true, "the soft failure is still listed");
});

test("soft assertions outside an evaluation throw at once", () => {
  nodeAssert.throws(() => assert.soft.equal(1, 2), assert.AssertionError);
});

test("a plain AssertionError from another node:assert is origin assertion, listed at its line", async () => {
  const outcome = await evaluateCase(
    moduleCase(() => {
      nodeAssert.equal(1, 2, "from node:assert directly"); // @plain
    }),
    s,
    EVAL_OPTIONS,
  );
  nodeAssert.equal(outcome.failure?.origin, "assertion");
  nodeAssert.deepEqual(
    outcome.assertions.map((a) => [a.kind, a.message, a.location?.file, a.location?.line]),
    [["hook", "from node:assert directly\n\n1 !== 2\n", FILE, line("plain")]],
  );
});

test("a case whose assert records nothing still shows that it ran", async () => {
  const outcome = await evaluateCase(
    moduleCase(() => {}),
    s,
    EVAL_OPTIONS,
  );
  nodeAssert.deepEqual(outcome.assertions, [{ kind: "hook", name: "assert", passed: true, location: { file: "__tests__/assert/suite.ts", line: 1 } }]);
});

test("assert.classify tags what the callback throws (also async and soft); classifyFailure overrides", async () => {
  const alias = { id: "wrong-cli-alias", label: "Wrong CLI alias" };
  const hard = await evaluateCase(
    moduleCase(() => assert.classify(alias, () => assert.doesNotMatch("cursr agent", /\bcursr\b/i, "wrong Cursor CLI alias in final output"))),
    s,
    EVAL_OPTIONS,
  );
  nodeAssert.deepEqual(hard.failure?.failureClass, alias);
  const asyncFail = await evaluateCase(
    moduleCase(async () => {
      await assert.classify("slow-check", async () => {
        await Promise.resolve();
        assert.fail("late");
      });
    }),
    s,
    EVAL_OPTIONS,
  );
  nodeAssert.deepEqual(asyncFail.failure?.failureClass, { id: "slow-check" });
  const soft = await evaluateCase(
    moduleCase((report) => {
      assert.soft.commands.includes(report, "pnpm lint");
      assert.classify("missing-skill", () => assert.soft.skills.has(report, "pdf"));
    }),
    s,
    EVAL_OPTIONS,
  );
  nodeAssert.deepEqual(soft.failure?.failureClass, { id: "missing-skill" });
  const crash = await evaluateCase(
    moduleCase(() => assert.classify("infra", () => void JSON.parse("{"))),
    s,
    EVAL_OPTIONS,
  );
  nodeAssert.deepEqual([crash.failure?.origin, crash.failure?.failureClass], ["assert-hook", { id: "infra" }]);

  // The engine: assert.classify beats the default class; classifyFailure runs last and wins.
  const testCase = moduleCase(undefined, {
    classifyFailure: (r) => (r.error?.message.includes("wrong Cursor CLI alias") ? "from-classify-failure" : undefined),
  });
  const decided = decide({ testCase, evaluation: hard });
  nodeAssert.deepEqual(decided.failureClass, alias);
  const result = {
    ...decided,
    caseId: "case",
    runnerId: "r",
    run: 1,
    assertions: [],
    startedAt: "",
    endedAt: "",
    durationMs: 0,
    artifactDir: "",
  } as ExecutionResult;
  nodeAssert.deepEqual(applyClassifyFailure(testCase, result).result.failureClass, { id: "from-classify-failure" });
  nodeAssert.deepEqual(
    decide({ testCase: moduleCase(undefined), evaluation: soft.failure ? { assertions: [], failure: { ...soft.failure, failureClass: undefined } } : soft })
      .failureClass,
    { id: "assertion", label: "Assertion failure" },
  );
});

test("expectedFail: an assertion failure is expected-failed (a pass), a pass is unexpected-passed, a crash stays failed", async () => {
  const expectedFail = moduleCase(undefined, { expectedFail: true });
  const failing = await evaluateCase(
    moduleCase((r) => assert.skills.has(r, "pdf")),
    s,
    EVAL_OPTIONS,
  );
  const passing = await evaluateCase(
    moduleCase((r) => assert.skills.has(r, "find-skills")),
    s,
    EVAL_OPTIONS,
  );
  const crashing = await evaluateCase(
    moduleCase(() => void JSON.parse("{")),
    s,
    EVAL_OPTIONS,
  );
  nodeAssert.deepEqual(
    [decide({ testCase: expectedFail, evaluation: failing }).status, decide({ testCase: expectedFail, evaluation: failing }).passed],
    ["expected-failed", true],
  );
  nodeAssert.deepEqual(
    [
      decide({ testCase: expectedFail, evaluation: passing }).status,
      decide({ testCase: expectedFail, evaluation: passing }).passed,
      decide({ testCase: expectedFail, evaluation: passing }).failureClass?.id,
    ],
    ["unexpected-passed", false, "unexpected-passed"],
  );
  nodeAssert.deepEqual(
    [decide({ testCase: expectedFail, evaluation: crashing }).status, decide({ testCase: expectedFail, evaluation: crashing }).failureOrigin],
    ["failed", "assert-hook"],
  );
  nodeAssert.equal(decide({ testCase: expectedFail, failure: { origin: "timeout", message: "timed out" } }).passed, false);
});

test("recorded values are bounded: a huge output is cut and says so", async () => {
  const big = await scriptedSession([{ text: `${"x".repeat(100_000)} end` }]);
  const outcome = await evaluateCase(
    moduleCase((r) => assert.output.includes(r, "missing")),
    big,
    EVAL_OPTIONS,
  );
  const actual = outcome.assertions[0].actual as string;
  nodeAssert.ok(actual.length < 2100, `actual has ${actual.length} characters`);
  nodeAssert.match(actual, /… \[98004 more characters\]$/);
  nodeAssert.ok(outcome.failure!.error.message.length < 1000);
});

test("rejects / doesNotReject are recorded when they settle", async () => {
  const outcome = await evaluateCase(
    moduleCase(async () => {
      await assert.rejects(Promise.reject(new Error("boom")), /boom/);
      await assert.doesNotReject(Promise.resolve(1));
    }),
    s,
    EVAL_OPTIONS,
  );
  nodeAssert.deepEqual(
    outcome.assertions.map((a) => [a.name, a.passed, a.location?.file]),
    [
      ["rejects", true, FILE],
      ["doesNotReject", true, FILE],
    ],
  );
});
