// The Done-when of issue #30's cell family, through the CLI a user runs: real
// runs of the scripted agent, 20 cases passing every run on main; the pull
// request changes the agent (its script) so that one case breaks. Compared
// with `agent-bench compare BASE HEAD` and `agent-bench run --base`:
//   5 runs a side          regression, exit 1 (5/5 → 0/5: p = 1/252 among the 1 cell that could reach significance)
//   3 runs a side          possible regression (3/3 → 0/3: p = 1/20 can never reach the cell level of 0.01)
//   a pooled 20-run base   regression with 3 head runs (20/20 → 0/3: p = 1/1771)
// A pooled base is simply a base with more runs per cell than the head.

import assert from "node:assert/strict";
import { readFileSync, writeFileSync } from "node:fs";
import { after, before, describe, it } from "node:test";
import type { DescribedComparison } from "../../src/model/comparison.ts";
import type { StabilityFile } from "../../src/model/stability.ts";
import { runCli } from "../helpers/cli.ts";
import { tempProject } from "../helpers/project.ts";

const CASES = Array.from({ length: 20 }, (_, i) => `case-${String(i + 1).padStart(2, "0")}`);
const project = tempProject({
  "suite.jsonl": CASES.map((id) => JSON.stringify({ id, input: `say hello (${id})`, assert: { type: "contains", value: "hello" } })).join("\n") + "\n",
  "agent-bench.config.json": JSON.stringify({ runners: { agent: { type: "scripted", script: "./agent.json" } } }),
  "agent.json": JSON.stringify({ steps: [{ text: "hello" }] }),
});
after(() => project.remove());

const run = async (args: string[]) => {
  const r = await runCli(["run", "suite.jsonl", ...args], { cwd: project.dir, timeoutMs: 120_000 });
  return r;
};
const compareCli = (base: string, head: string, ...args: string[]) => runCli(["compare", base, head, ...args], { cwd: project.dir });

describe("one case of 20 breaks: the verdict through the CLI", () => {
  before(async () => {
    for (const [runs, dir] of [
      ["5", "base5"],
      ["3", "base3"],
      ["20", "pooled"],
    ]) {
      const r = await run(["--runs", runs, "--out-dir", dir]);
      assert.equal(r.code, 0, r.stderr);
    }
    // The pull request changes the agent: case-07 now gets an answer its assertion rejects.
    writeFileSync(project.file("agent.json"), JSON.stringify({ steps: [{ text: "hello" }], cases: { "case-07": [{ text: "goodbye" }] } }));
    for (const [runs, dir] of [
      ["5", "head5"],
      ["3", "head3"],
    ]) {
      // Exit 1: some executions did not pass.
      const r = await run(["--runs", runs, "--out-dir", dir]);
      assert.equal(r.code, 1, r.stderr);
    }
  });

  it("5 runs a side: `regression`, exit 1, naming the case and the one cell that could reach significance", async () => {
    const r = await compareCli("base5", "head5", "--format", "text");
    assert.equal(r.code, 1, r.stderr);
    const lines = r.stdout.split("\n");
    assert.equal(
      lines[0],
      "Regression: Case case-07 on agent broke: 5/5 → 0/5 (p = 0.004 among the 1 cell that could reach significance); the pass rate also fell by 5.0 pts over 20 comparable cells (suite-level test p = 0.004).",
    );
    // The suite row names its p as the suite-level test's, and the interval as the mean over cells' (wide: one case of 20 moved).
    assert.match(
      r.stdout,
      /^pass rate\s+100%\s+95%\s+−5\.0 pts over 20 cells, suite-level test p = 0\.004 \(95% CI of the mean over cells −15\.5 pts to \+5\.5 pts\)$/m,
    );
    assert.match(r.stdout, /^regressed \(broke outright\)\s+case-07\s+agent\s+5\/5 100% \[57–100%\]\s+0\/5 0% \[0–43%\]\s+−100\.0 pts\s+0\.004 \(0\.004\)$/m);
    // The same comparison as data: the family and what decided the verdict.
    const json = await compareCli("base5", "head5", "--format", "json");
    const comparison = JSON.parse(json.stdout) as DescribedComparison;
    assert.equal(comparison.verdict, "regression");
    assert.deepEqual(comparison.decidedBy, ["cells", "suite"]);
    assert.deepEqual(comparison.families!.regression, { level: comparison.levels.cell, size: 1 });
    const broken = comparison.cells.find((c) => c.caseId === "case-07")!;
    assert.equal(broken.inFamily, true);
    assert.ok(Math.abs(broken.pValue! - 1 / 252) < 1e-12);
    assert.ok(comparison.cells.filter((c) => c !== broken).every((c) => c.inFamily === false && c.tier === "no-significant-change"));
    // The PR comment's Markdown leads with the same sentence.
    const md = await compareCli("base5", "head5", "--format", "md");
    assert.match(
      md.stdout,
      /^> \*\*🔴 Regression\.\*\* Case case-07 on agent broke: 5\/5 → 0\/5 \(p = 0\.004 among the 1 cell that could reach significance\)/m,
    );
  });

  it("3 runs a side: at least `possible-regression` (3/3 → 0/3 is p = 1/20, which no adjustment can bring to 0.01), exit 0", async () => {
    const r = await compareCli("base3", "head3", "--format", "text");
    assert.equal(r.code, 0, r.stderr);
    assert.match(
      r.stdout,
      /^Possible regression: Case case-07 on agent broke: 3\/3 → 0\/3 \(p = 0\.050 among the 1 cell that could reach significance at 0\.05\), significant at 0\.05 but not at 0\.01, the level a regression needs/,
    );
    assert.match(r.stdout, /^possible regression \(broke outright\)|^possible regression\s+case-07/m);
  });

  it("a pooled base of 20 runs per cell against 3 head runs: `regression` from `run --base` and from `compare`, exit 1", async () => {
    const r = await run(["--runs", "3", "--base", "pooled", "--out-dir", "head3-pooled"]);
    assert.equal(r.code, 1, r.stderr);
    const stability = JSON.parse(readFileSync(project.file("head3-pooled/stability.json"), "utf8")) as StabilityFile;
    assert.equal(stability.cells[6].runs, 3);
    // Piped, `run --base` prints plain text, as in a terminal.
    assert.match(r.stdout, /^Regression: Case case-07 on agent broke: 20\/20 → 0\/3 \(p < 0\.001 among the 1 cell that could reach significance\)/m);
    // A base with more runs than the head is what a pooled base is: nothing to warn about.
    assert.doesNotMatch(r.stdout, /runs per case and the head/);
    const written = JSON.parse(readFileSync(project.file("head3-pooled/comparison.json"), "utf8")) as DescribedComparison;
    assert.equal(written.verdict, "regression");
    assert.ok(Math.abs(written.cells.find((c) => c.caseId === "case-07")!.pValue! - 1 / 1771) < 1e-12);
    // With 5 head runs too.
    const five = await compareCli("pooled", "head5", "--format", "text");
    assert.equal(five.code, 1, five.stderr);
    assert.match(five.stdout, /^Regression: Case case-07 on agent broke: 20\/20 → 0\/5/);
  });
});
