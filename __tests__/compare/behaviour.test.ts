// The behaviour diff: which differences between a cell's base and head runs a
// reviewer is told about, in which order, and which are left as noise.

import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { diffBehaviour, welchTwoSided } from "../../src/compare/behaviour.ts";
import { fisherTwoSided } from "../../src/stats/exact-tests.ts";
import { compare } from "../../src/compare/compare.ts";
import type { ExecutionBehaviour } from "../../src/model/behaviour.ts";
import type { StabilityCell } from "../../src/model/stability.ts";
import type { RunRecord } from "../../src/stability/cell-stats.ts";
import { createRng } from "../../src/stats/prng.ts";
import { stabilityFile, type CellSpec } from "../helpers/stability.ts";

const quiet: ExecutionBehaviour = { skills: [], tools: {}, commands: [], writes: [] };

function cell(spec: Omit<CellSpec, "caseId"> & { caseId?: string }): StabilityCell {
  return stabilityFile([{ caseId: "greets", ...spec }]).cells[0];
}

/** A run's record: behaviour labels, and when `fails` the assertion that failed. */
function run(b: Partial<ExecutionBehaviour>, extra: Partial<RunRecord> = {}): Partial<RunRecord> {
  return { behaviour: { ...quiet, ...b }, turns: 4, tokens: 2000, ...extra };
}

describe("behaviour diff", () => {
  it("puts a skill falling from 10/10 to 1/10 runs first, then the failed assertion and the token rise", () => {
    const base = cell({
      passed: 10,
      runs: 10,
      record: (i) => run({ skills: ["greet"], tools: { Read: 2, Bash: 1 }, commands: ["ls"] }, { tokens: 2100 + (i % 3) * 100 }),
    });
    const head = cell({
      passed: 2,
      runs: 10,
      record: (i, outcome) =>
        run(
          { skills: i === 0 ? ["greet"] : [], tools: { Read: 2, Bash: 1 }, commands: ["ls"] },
          { tokens: 5000 + (i % 3) * 100, ...(outcome === "failed" ? { failedAssertions: ["output contains at suite.ts:12"] } : {}) },
        ),
    });
    const changes = diffBehaviour(base, head);
    assert.deepEqual(
      changes.map((c) => [c.aspect, c.label, c.base, c.head]),
      [
        ["skill", "greet", 10, 1],
        ["failed-assertion", "output contains at suite.ts:12", 0, 8],
        ["tokens", undefined, 2190, 5090],
      ],
    );
  });

  it("ranks a skill dropping 10/10 → 1/10 above a smaller but real drop in a command", () => {
    const base = cell({ passed: 10, runs: 10, record: () => run({ skills: ["greet"], commands: ["npm test"] }) });
    const head = cell({ passed: 1, runs: 10, record: (i) => run({ skills: i === 0 ? ["greet"] : [], commands: i < 3 ? ["npm test"] : [] }) });
    const changes = diffBehaviour(base, head);
    assert.equal(changes[0]?.aspect, "skill");
    assert.equal(changes[0]?.label, "greet");
    assert.deepEqual([changes[0]?.base, changes[0]?.baseRuns, changes[0]?.head, changes[0]?.headRuns], [10, 10, 1, 10]);
    assert.equal(changes[1]?.label, "npm test");
  });

  it("names a failure class the base never had: timeout 0 → 4 of 10 runs", () => {
    const base = cell({ passed: 10, runs: 10, record: () => run({ skills: ["greet"] }) });
    const head = cell({ passed: 6, runs: 10, record: (i, outcome) => run({ skills: ["greet"] }, outcome === "failed" ? { failureClass: "timeout" } : {}) });
    const changes = diffBehaviour(base, head);
    assert.deepEqual(
      changes.map((c) => [c.aspect, c.label, c.base, c.head]),
      [["failure-class", "timeout", 0, 4]],
    );
  });

  it("reports no noise-sized change: 5/10 vs 3/10, 4/10 vs 6/10, tokens within their spread", () => {
    const base = cell({
      passed: 7,
      runs: 10,
      record: (i) => run({ commands: i < 5 ? ["npm test"] : [], tools: i < 4 ? { Edit: 1 } : {} }, { tokens: (i % 5) * 300 }),
    });
    const head = cell({
      passed: 6,
      runs: 10,
      record: (i) => run({ commands: i < 3 ? ["npm test"] : [], tools: i < 6 ? { Edit: 1 } : {} }, { tokens: 100 + (i % 5) * 300 }),
    });
    assert.deepEqual(diffBehaviour(base, head), []);
  });

  it("lists nothing, in at least 90% of 400 simulated cells, for a cell whose runs behave alike on both sides (the listing level is 0.1)", () => {
    const rng = createRng(20);
    const labels = ["greet", "lint", "npm test", "npm install", "git status", "ls", "cat", "Read", "Edit", "Bash", "src/a.ts", "README.md"];
    const rates = labels.map(() => 0.1 + 0.8 * rng.next());
    const sample = (runs: number) =>
      cell({
        passed: runs,
        runs,
        durationMs: 1000,
        record: () => {
          const used = labels.filter((_, j) => rng.next() < rates[j]);
          return run(
            { skills: used.slice(0, 2), commands: used.slice(2, 7), tools: Object.fromEntries(used.slice(7, 10).map((t) => [t, 1])), writes: used.slice(10) },
            { tokens: Math.round(rng.next() * 2000) },
          );
        },
      });
    let flagged = 0;
    for (let i = 0; i < 400; i++) if (diffBehaviour(sample(10), sample(10)).length > 0) flagged++;
    assert.ok(flagged <= 40, `${flagged} of 400 no-change cells listed a behaviour change`);
  });

  it("says nothing when either side has no profile (a baseline from an older agent-bench)", () => {
    const base = cell({ passed: 10, runs: 10 });
    const head = cell({ passed: 1, runs: 10, record: () => run({ skills: [] }) });
    assert.equal(base.behaviour, undefined);
    assert.deepEqual(diffBehaviour(base, head), []);
  });

  it("the comparison carries the changes on the cells that changed, not on the unchanged ones", () => {
    const used = () => run({ skills: ["greet"] });
    const base = stabilityFile([
      { caseId: "a", passed: 10, runs: 10, record: used },
      { caseId: "b", passed: 10, runs: 10, record: used },
    ]);
    const head = stabilityFile([
      { caseId: "a", passed: 0, runs: 10, record: () => run({}) },
      { caseId: "b", passed: 10, runs: 10, record: () => run({ skills: [] }) },
    ]);
    const comparison = compare(base, head);
    const [a, b] = comparison.cells;
    assert.equal(a?.tier, "regressed");
    assert.equal(a?.behaviour?.[0]?.label, "greet");
    assert.equal(b?.tier, "no-significant-change");
    assert.equal(b?.behaviour, undefined);
  });
});

describe("the tests behind it", () => {
  it("two-sided Fisher matches SciPy 1.17.1's fisher_exact", () => {
    // scipy.stats.fisher_exact([[10, 0], [1, 9]]).pvalue
    assert.ok(Math.abs(fisherTwoSided(10, 10, 1, 10) - 0.00011907597046915932) < 1e-12);
    // fisher_exact([[0, 10], [4, 6]]).pvalue
    assert.ok(Math.abs(fisherTwoSided(0, 10, 4, 10) - 0.08668730650154799) < 1e-12);
    // fisher_exact([[7, 3], [2, 8]]).pvalue: not twice the one-sided p
    assert.ok(Math.abs(fisherTwoSided(7, 10, 2, 10) - 0.06977851869492736) < 1e-12);
    assert.equal(fisherTwoSided(5, 10, 5, 10), 1);
  });

  it("Welch's t-test matches SciPy 1.17.1's ttest_ind(equal_var=False)", () => {
    // ttest_ind([1, 2, 3, 4, 5], [3, 4, 5, 6, 7, 8], equal_var=False).pvalue (df 8.99)
    const p = welchTwoSided({ mean: 3, std: Math.sqrt(2.5), n: 5 }, { mean: 5.5, std: Math.sqrt(3.5), n: 6 });
    assert.ok(Math.abs(p - 0.039803082024136245) < 1e-9, String(p));
    assert.equal(welchTwoSided({ mean: 2, std: 0, n: 5 }, { mean: 2, std: 0, n: 5 }), 1);
    assert.equal(welchTwoSided({ mean: 2, std: 0, n: 5 }, { mean: 3, std: 0, n: 5 }), 0);
  });
});
