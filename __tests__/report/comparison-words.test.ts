// The comparison's words fit where it was made: compare() gives codes and
// figures, report/ says them for a pull request's check (the action), a
// branch's baseline (--base github:) or a local base (--base DIR, compare).
// A local comparison never tells the reader to fix "this pull request" or to
// run "on the base branch"; a pull request's says what it always said.

import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { compare } from "../../src/compare/compare.ts";
import type { ComparisonNote } from "../../src/model/comparison.ts";
import { noteText } from "../../src/report/comparison-notes.ts";
import { describeComparison } from "../../src/report/describe-comparison.ts";
import { verdictReason } from "../../src/report/verdict-reason.ts";
import { LOCAL_BASE, PULL_REQUEST } from "../helpers/compare-words.ts";
import { stabilityFile, type CellSpec } from "../helpers/stability.ts";

const steady = (n: number, passed: number, runs: number): CellSpec[] => Array.from({ length: n }, (_, i) => ({ caseId: `steady-${i + 1}`, passed, runs }));

/** A comparison with every note: a 0.1.0 base of an adaptive run with a base, 20 days older, another CLI version, a changed, a new and a removed case, an errored run. */
function everyNote() {
  const base = {
    ...stabilityFile([...steady(4, 5, 5), { caseId: "changed", passed: 5, runs: 5 }, { caseId: "gone", passed: 5, runs: 5 }], {
      createdAt: "2026-01-01T00:00:00Z",
    }),
    schemaVersion: 1 as const,
  };
  base.adaptive = { minRuns: 3, maxRuns: 10, withBaseline: true, rounds: 1, executions: 30, maxExecutions: 60, undecided: 0, message: "", cells: [] };
  const head = stabilityFile([...steady(4, 5, 5), { caseId: "changed", passed: 5, runs: 5 }, { caseId: "added", passed: 5, runs: 5 }], {
    createdAt: "2026-01-21T00:00:00Z",
  });
  head.runners = [{ ...head.runners[0], version: "2.0.0" }];
  head.cells[0] = { ...head.cells[0], runs: 6, errored: 1 };
  return compare(base, head);
}

const CODES: ReadonlyArray<ComparisonNote["code"]> = [
  "no-fingerprints",
  "adaptive-baseline",
  "cli-version",
  "new-cells",
  "removed-cells",
  "errored-runs",
  "old-baseline",
];

describe("the comparison in the words of where it was made", () => {
  it("the data carries codes and figures, the words come from report/ alone", () => {
    const comparison = everyNote();
    assert.equal(comparison.schemaVersion, 3);
    assert.ok(!("reason" in comparison) && !("warnings" in comparison), "compare() says nothing");
    assert.deepEqual(
      comparison.notes.map((n) => n.code),
      CODES,
    );
    assert.deepEqual(
      comparison.notes.find((n) => n.code === "old-baseline"),
      { code: "old-baseline", days: 20 },
    );
    assert.deepEqual(
      comparison.notes.find((n) => n.code === "cli-version"),
      { code: "cli-version", runnerId: "agent", base: "1.0.0", head: "2.0.0" },
    );
    const said = describeComparison(comparison, PULL_REQUEST);
    assert.deepEqual(
      said.warnings,
      comparison.notes.map((n) => noteText(n, PULL_REQUEST)),
    );
    assert.equal(said.reason, verdictReason(comparison, PULL_REQUEST));
    assert.deepEqual(Object.keys(said).slice(0, 3), ["schemaVersion", "verdict", "reason"], "comparison.json reads verdict, then reason");
  });

  it("a pull request's check says what it always said: the base branch's next run, this pull request", () => {
    const warnings = describeComparison(everyNote(), PULL_REQUEST).warnings;
    assert.match(warnings[0], /0\.1\.0, .*The next run on the base branch fixes this\.$/u);
    assert.match(warnings[1], /Compare with a push run's baseline instead\.$/u);
    assert.match(
      warnings[2],
      /^Runner "agent" ran a different agent CLI version \(1\.0\.0 → 2\.0\.0\).*Pin the CLI version if this pull request did not mean to change it\.$/u,
    );
    assert.match(warnings.at(-1)!, /^The baseline is 20 days older than this run: .*refresh it with a run on the base branch\.$/u);
  });

  it("a local base gets remedies it can act on, never a pull request or a base branch", () => {
    const said = describeComparison(everyNote(), LOCAL_BASE);
    const text = [said.reason, ...said.warnings].join("\n");
    assert.doesNotMatch(text, /pull request|base branch|push run/u);
    assert.match(said.warnings[0], /A baseline made by this agent-bench fixes this\.$/u);
    assert.match(said.warnings[1], /Compare with a baseline run without --base instead\.$/u);
    assert.match(said.warnings[2], /Pin the CLI version if the head was not meant to run another one\.$/u);
    assert.match(said.warnings.at(-1)!, /refresh it with a new run of the base\.$/u);
    // A github: base is a branch's push run: its remedy is that branch's next run, and still no pull request.
    const branch = describeComparison(everyNote(), { base: "branch", pullRequest: false });
    assert.match(branch.warnings[0], /The next run on the base branch fixes this\.$/u);
    assert.match(branch.warnings[2], /Pin the CLI version if the head was not meant to run another one\.$/u);
  });

  it("no baseline: why the lookup found none (the action), else how to get one", () => {
    const head = stabilityFile(steady(2, 3, 5));
    const none = compare(null, head);
    assert.deepEqual(none.why, { code: "no-baseline" });
    assert.equal(
      describeComparison(none, { ...PULL_REQUEST, noBaseline: "the newest baseline artifact on main has expired" }).reason,
      "No baseline: the newest baseline artifact on main has expired.",
    );
    assert.equal(
      describeComparison(none, PULL_REQUEST).reason,
      "No baseline to compare with: the head passed 60% on average over 2 cells (10 runs). Run agent-bench on the base branch to get one.",
    );
    assert.match(describeComparison(none, LOCAL_BASE).reason, /\(10 runs\)\. Give it a baseline to compare with \(--base\)\.$/u);
  });

  it("the reason leads with the deciding test's figure, from the data alone (one story in the numbers)", () => {
    const base = stabilityFile([{ caseId: "login", passed: 5, runs: 5 }, ...steady(29, 5, 5)]);
    const head = stabilityFile([{ caseId: "login", passed: 0, runs: 5 }, ...steady(29, 5, 5)]);
    const comparison = compare(base, head);
    assert.deepEqual(comparison.why, {
      code: "regression",
      cells: {
        caseId: "login",
        runnerId: "agent",
        count: 1,
        p: comparison.cells[0].adjustedPValue,
        family: { level: comparison.levels.cell, size: 1 },
        broke: true,
      },
    });
    assert.deepEqual(comparison.decidedBy, ["cells"]);
    for (const setting of [PULL_REQUEST, LOCAL_BASE]) {
      assert.equal(verdictReason(comparison, setting), "Case login on agent broke: 5/5 → 0/5 (p = 0.004 among the 1 cell that could reach significance).");
    }
  });
});
