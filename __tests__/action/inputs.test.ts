import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { parseInputs, type InputName } from "../../src/action/inputs.ts";
import { isAgentBenchError } from "../../src/errors.ts";

function inputs(values: Partial<Record<InputName, string>>) {
  return parseInputs((name) => values[name] ?? "");
}

function rejects(values: Partial<Record<InputName, string>>, pattern: RegExp): void {
  assert.throws(
    () => inputs(values),
    (error: unknown) => isAgentBenchError(error) && error.exitCode === 2 && pattern.test(`${error.message}\n${error.hint ?? ""}`),
  );
}

describe("action inputs", () => {
  it("has sensible defaults", () => {
    const i = inputs({ suite: "evals/suite.ts", "github-token": "t" });
    assert.equal(i.runs, 3);
    assert.equal(i.adaptive?.maxRuns, 10, "runs: auto, 3 to 10");
    assert.deepEqual(i.pool, { maxRuns: 20, maxAgeDays: 14 });
    assert.equal(i.mode, "run");
    assert.equal(i.comment, "update");
    assert.equal(i.failOn, "regression");
    assert.equal(i.checkName, "agent-bench");
    assert.equal(i.artifactName, "agent-bench-results");
    assert.deepEqual(i.runners, []);
  });

  it("reads lists separated by commas or newlines", () => {
    const i = inputs({ suite: "s.ts", runners: "claude, codex\ngemini\n", tags: "smoke", cases: "a,b" });
    assert.deepEqual(i.runners, ["claude", "codex", "gemini"]);
    assert.deepEqual(i.tags, ["smoke"]);
    assert.deepEqual(i.cases, ["a", "b"]);
  });

  it("parses numbers, durations and shards", () => {
    const i = inputs({
      suite: "s.ts",
      runs: "5",
      parallel: "8",
      timeout: "10m",
      "max-steps": "40",
      shard: "2/3",
      "min-pass-rate": "85.5",
      "retention-days": "30",
    });
    assert.equal(i.runs, 5);
    assert.equal(i.parallel, 8);
    assert.equal(i.timeoutMs, 600_000);
    assert.equal(i.maxSteps, 40);
    assert.deepEqual(i.shard, { index: 2, total: 3 });
    assert.equal(i.minPassRate, 85.5);
    assert.equal(i.retentionDays, 30);
  });

  it("names the input, the value and what is allowed", () => {
    rejects({ suite: "s.ts", runs: "three" }, /input "runs": "three" is not valid\na whole number from 1 to 100/);
    rejects({ suite: "s.ts", runs: "0" }, /input "runs": "0"/);
    rejects({ suite: "s.ts", mode: "publish" }, /input "mode": "publish" is not valid\none of run, report, merge/);
    rejects({ suite: "s.ts", comment: "always" }, /input "comment".*\none of update, new, on-change, off/);
    rejects({ suite: "s.ts", "fail-on": "regressions" }, /input "fail-on".*\none of regression, possible-regression, failure, never/);
    rejects({ suite: "s.ts", "min-pass-rate": "120" }, /input "min-pass-rate": "120".*\na number from 0 to 100/);
    rejects({ suite: "s.ts", timeout: "soon" }, /input "timeout": "soon"/);
    // A bare number is never milliseconds (nor silently seconds): the hint spells out both.
    rejects({ suite: "s.ts", timeout: "600" }, /input "timeout": "600"[^]*write "600s" for seconds/);
    rejects({ suite: "s.ts", shard: "4/3" }, /input "shard": "4\/3"/);
    rejects({ suite: "s.ts", "retention-days": "365" }, /input "retention-days"/);
    rejects({ suite: "s.ts", "artifact-name": "a/b" }, /input "artifact-name"/);
  });

  it("requires a suite in run mode only", () => {
    rejects({}, /input "suite" is required in run mode/);
    assert.equal(inputs({ mode: "report" }).mode, "report");
    rejects({ mode: "merge", shard: "1/2" }, /shard is for mode "run"/);
  });

  it("reads baseline-runs and baseline-max-age, and names each mistake", () => {
    assert.deepEqual(inputs({ suite: "s.ts", "baseline-runs": "30", "baseline-max-age": "7d" }).pool, { maxRuns: 30, maxAgeDays: 7 });
    assert.deepEqual(inputs({ suite: "s.ts", "baseline-runs": "0", "baseline-max-age": "36h" }).pool, { maxRuns: 0, maxAgeDays: 1.5 });
    rejects({ suite: "s.ts", "baseline-runs": "twenty" }, /input "baseline-runs": "twenty" is not valid\na whole number from 0 to 1000/);
    rejects({ suite: "s.ts", "baseline-runs": "-1" }, /input "baseline-runs"/);
    rejects(
      { suite: "s.ts", "baseline-max-age": "14" },
      /input "baseline-max-age": "14" is not valid\nan age with a unit, in days or hours, e\.g\. 14d or 36h/,
    );
    rejects({ suite: "s.ts", "baseline-max-age": "0d" }, /input "baseline-max-age"/);
    assert.throws(
      () => inputs({ suite: "s.ts", "baseline-max-age": "2w" }),
      (error: unknown) => isAgentBenchError(error) && error.where === "with.baseline-max-age",
    );
  });

  it("lift: off by default; changed; skill names as a list; fail-if-not-helping false by default", () => {
    assert.deepEqual(inputs({ suite: "s.ts" }).lift, { kind: "off" });
    assert.equal(inputs({ suite: "s.ts" }).failIfNotHelping, false);
    assert.deepEqual(inputs({ suite: "s.ts", lift: "Changed" }).lift, { kind: "changed" });
    assert.deepEqual(inputs({ suite: "s.ts", lift: "OFF" }).lift, { kind: "off" });
    assert.deepEqual(inputs({ suite: "s.ts", lift: "greet, pdf\ngreet" }).lift, { kind: "skills", skills: ["greet", "pdf"] });
    assert.equal(inputs({ suite: "s.ts", lift: "greet", "fail-if-not-helping": "TRUE" }).failIfNotHelping, true);
  });

  it("lift: a keyword in a list, or text that is no skill name, is an error naming the input", () => {
    rejects({ suite: "s.ts", lift: "changed, greet" }, /input "lift": "changed, greet" is not valid\nchanged stands alone/u);
    rejects({ suite: "s.ts", lift: "the greet skill" }, /input "lift".*\n"the greet skill" is not a skill name; use off, changed/u);
    rejects({ suite: "s.ts", lift: "../greet" }, /"\.\.\/greet" is not a skill name/u);
    rejects({ suite: "s.ts", "fail-if-not-helping": "yes" }, /input "fail-if-not-helping": "yes" is not valid\none of true, false/u);
  });

  it("what lift does not measure is an error, not a check that passes unguarded", () => {
    rejects({ suite: "s.ts", "fail-if-not-helping": "true" }, /input "fail-if-not-helping": "true" is not valid\nit gates the skills lift measures: set lift/u);
    rejects({ mode: "report", lift: "changed" }, /input "lift": "changed" is not valid\nlift is for mode "run"/u);
  });
});
