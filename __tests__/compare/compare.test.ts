import assert from "node:assert/strict";
import { test } from "node:test";
import { compareInWords } from "../helpers/compare-words.ts";
import { AgentBenchError } from "../../src/errors.ts";
import type { CellComparison, Comparison } from "../../src/model/comparison.ts";
import { stabilityFile, type CellSpec } from "../helpers/stability.ts";

/** n cells that pass `passed` of `runs` on both sides. */
function steady(n: number, passed: number, runs: number, prefix = "steady"): CellSpec[] {
  return Array.from({ length: n }, (_, i) => ({ caseId: `${prefix}-${i + 1}`, passed, runs }));
}

function cell(comparison: Comparison, caseId: string): CellComparison {
  const found = comparison.cells.find((c) => c.caseId === caseId);
  assert.ok(found, `no cell ${caseId}`);
  return found;
}

test("one case breaking outright 10/10 → 0/10 among 19 unchanged: the cell regressed, the verdict is regression", () => {
  const base = stabilityFile([{ caseId: "login", passed: 10, runs: 10 }, ...steady(19, 8, 10)]);
  const head = stabilityFile([{ caseId: "login", passed: 0, runs: 10 }, ...steady(19, 8, 10)]);
  const result = compareInWords(base, head);
  const login = cell(result, "login");
  assert.equal(login.tier, "regressed");
  assert.equal(login.severe, true);
  assert.ok(login.adjustedPValue! < 0.025);
  assert.equal(result.verdict, "regression");
  assert.deepEqual(result.decidedBy, ["cells"]);
  // The 19 cells at 8/10 → 8/10 (16 passes in 20 runs) could at best reach p = 0.043: not the cell level, so not counted.
  assert.equal(result.families!.regression.size, 1);
  assert.equal(login.inFamily, true);
  assert.match(result.reason, /^Case login on agent broke: 10\/10 → 0\/10 \(p < 0\.001 among the 1 cell that could reach significance\)\.$/u);
});

test("a single-case suite going 10/10 → 0/10 is a regression", () => {
  const result = compareInWords(stabilityFile([{ caseId: "only", passed: 10, runs: 10 }]), stabilityFile([{ caseId: "only", passed: 0, runs: 10 }]));
  assert.equal(result.verdict, "regression");
  assert.equal(cell(result, "only").tier, "regressed");
});

test("20 cells, 19 passing 5/5 → 5/5 and one 5/5 → 0/5: the cell family is that one cell, p = 1/252 = 0.004 is significant, the verdict is regression", () => {
  const base = stabilityFile([{ caseId: "login", passed: 5, runs: 5 }, ...steady(19, 5, 5)]);
  const head = stabilityFile([{ caseId: "login", passed: 0, runs: 5 }, ...steady(19, 5, 5)]);
  const result = compareInWords(base, head);
  const login = cell(result, "login");
  assert.equal(login.tier, "regressed");
  assert.ok(Math.abs(login.pValue! - 1 / 252) < 1e-15);
  assert.equal(login.adjustedPValue, login.pValue);
  assert.deepEqual(result.families!.regression, { level: 0.05 * 0.2, size: 1 });
  // The cells that passed every run on both sides can never be significant: out of the family, not adjusted for.
  assert.ok(result.cells.filter((c) => c.caseId !== "login").every((c) => c.inFamily === false && c.adjustedPValue === null));
  assert.equal(result.verdict, "regression");
  assert.equal(result.reason.split(";")[0], "Case login on agent broke: 5/5 → 0/5 (p = 0.004 among the 1 cell that could reach significance)");
});

test("the same with 3-run arms and the other 19 at 3/3 → 3/3: 3/3 → 0/3 (p = 1/20) cannot reach the cell level, but it is a possible regression", () => {
  const base = stabilityFile([{ caseId: "login", passed: 3, runs: 3 }, ...steady(19, 3, 3)]);
  const head = stabilityFile([{ caseId: "login", passed: 0, runs: 3 }, ...steady(19, 3, 3)]);
  const result = compareInWords(base, head);
  assert.equal(cell(result, "login").tier, "possible-regression");
  assert.equal(result.families!.regression.size, 0);
  assert.equal(result.families!.possibleRegression.size, 1);
  assert.equal(result.verdict, "possible-regression");
  assert.deepEqual(result.decidedBy, ["cells", "suite"]);
  assert.match(
    result.reason,
    /^Case login on agent broke: 3\/3 → 0\/3 \(p = 0\.050 among the 1 cell that could reach significance at 0\.05\), significant at 0\.05 but not at 0\.01, the level a regression needs/u,
  );
});

test("…and against a pooled base of 20 runs per cell (20/20 for every cell) with 3 head runs: 20/20 → 0/3 is p = 1/1771, a regression", () => {
  const base = stabilityFile([{ caseId: "login", passed: 20, runs: 20 }, ...steady(19, 20, 20)]);
  const head = stabilityFile([{ caseId: "login", passed: 0, runs: 3 }, ...steady(19, 3, 3)]);
  const result = compareInWords(base, head);
  const login = cell(result, "login");
  assert.equal(login.tier, "regressed");
  assert.ok(Math.abs(login.pValue! - 1 / 1771) < 1e-15);
  assert.equal(result.verdict, "regression");
  assert.match(result.reason, /^Case login on agent broke: 20\/20 → 0\/3 \(p < 0\.001 among the 1 cell that could reach significance\)/u);
});

test("a reliable case breaking outright among noisy cells, not significant even at alpha among them: the severity guard makes it a possible regression", () => {
  // 5/5 → 0/3 is p = 1/56 = 0.018; twelve cells at 6/10 → 6/10 could each reach that low, so adjusted over them it is not significant.
  const noisy = steady(12, 6, 10, "noisy");
  const base = stabilityFile([{ caseId: "login", passed: 5, runs: 5 }, ...noisy]);
  const head = stabilityFile([{ caseId: "login", passed: 0, runs: 3 }, ...noisy]);
  const result = compareInWords(base, head);
  const login = cell(result, "login");
  assert.equal(login.tier, "possible-regression");
  assert.equal(login.severe, true);
  assert.equal(login.delta, -1);
  assert.equal(result.verdict, "possible-regression");
  assert.deepEqual(result.decidedBy, ["severity"]);
  assert.match(
    result.reason,
    /^Case login on agent passed reliably on the base and no run on the head \(5\/5 → 0\/3\), but its drop cannot reach 0\.01 with these runs \(p = 0\.018\)/u,
  );
});

test("a significant drop after adjustment is regressed without the severity flag", () => {
  const base = stabilityFile([{ caseId: "slow", passed: 10, runs: 10 }, ...steady(5, 8, 10)]);
  const head = stabilityFile([{ caseId: "slow", passed: 2, runs: 10 }, ...steady(5, 8, 10)]);
  const slow = cell(compareInWords(base, head), "slow");
  assert.equal(slow.tier, "regressed");
  assert.equal(slow.severe, undefined);
  assert.ok(slow.adjustedPValue! < 0.05 && slow.adjustedPValue! >= slow.pValue!);
});

test("Fisher's test per cell: 5/5 → 2/5 (p = 0.083) is within noise, 5/5 → 1/5 (p = 5/210 = 0.024) a possible regression, not significant after adjustment", () => {
  const base = stabilityFile([{ caseId: "flaky", passed: 5, runs: 5 }, { caseId: "worse", passed: 5, runs: 5 }, ...steady(20, 4, 5)]);
  const head = stabilityFile([{ caseId: "flaky", passed: 2, runs: 5 }, { caseId: "worse", passed: 1, runs: 5 }, ...steady(20, 4, 5)]);
  const result = compareInWords(base, head);
  assert.equal(cell(result, "flaky").tier, "no-significant-change");
  assert.equal(Number(cell(result, "flaky").pValue!.toPrecision(6)), 0.0833333);
  const worse = cell(result, "worse");
  assert.equal(worse.tier, "possible-regression");
  assert.ok(Math.abs(worse.pValue! - 5 / 210) < 1e-12);
  // 0.024 can never reach 0.01: out of the cell family.
  assert.equal(worse.adjustedPValue, null);
  assert.equal(worse.inFamily, false);
});

test("noise is called noise: 5/5 → 3/5 and 4/5 → 3/5 have no significant change", () => {
  const base = stabilityFile([{ caseId: "x", passed: 5, runs: 5 }, { caseId: "y", passed: 4, runs: 5 }, ...steady(10, 5, 5)]);
  const head = stabilityFile([{ caseId: "x", passed: 3, runs: 5 }, { caseId: "y", passed: 3, runs: 5 }, ...steady(10, 5, 5)]);
  const result = compareInWords(base, head);
  assert.equal(cell(result, "x").tier, "no-significant-change");
  assert.equal(cell(result, "y").tier, "no-significant-change");
});

test("improvements test the other tail: 0/5 → 4/5 is a possible improvement (p = 0.024), 0/10 → 9/10 improved", () => {
  const base = stabilityFile([{ caseId: "up", passed: 0, runs: 5 }, { caseId: "big", passed: 0, runs: 10 }, ...steady(20, 5, 5)]);
  const head = stabilityFile([{ caseId: "up", passed: 4, runs: 5 }, { caseId: "big", passed: 9, runs: 10 }, ...steady(20, 5, 5)]);
  const result = compareInWords(base, head);
  assert.equal(cell(result, "up").tier, "possible-improvement");
  assert.ok(Math.abs(cell(result, "up").pValue! - 5 / 210) < 1e-12);
  assert.equal(cell(result, "big").tier, "improved");
  assert.equal(result.families!.improvement.size, 1);
});

test("too few runs for any conclusion is insufficient-data, however large the drop", () => {
  const base = stabilityFile([
    { caseId: "two", passed: 2, runs: 2 },
    { caseId: "all-errored", passed: 3, runs: 3 },
  ]);
  const head = stabilityFile([
    { caseId: "two", passed: 0, runs: 2 },
    { caseId: "all-errored", passed: 0, runs: 3, errored: 3 },
  ]);
  const result = compareInWords(base, head);
  assert.equal(cell(result, "two").tier, "insufficient-data");
  assert.equal(cell(result, "two").adjustedPValue, null);
  assert.equal(cell(result, "all-errored").tier, "insufficient-data");
  assert.equal(cell(result, "all-errored").delta, null);
});

test("errored runs are shown but left out: 5/5 vs 3 passes + 2 errored is no change", () => {
  const base = stabilityFile([{ caseId: "e", passed: 5, runs: 5 }]);
  const head = stabilityFile([{ caseId: "e", passed: 3, runs: 5, errored: 2 }]);
  const result = compareInWords(base, head);
  const e = cell(result, "e");
  assert.equal(e.tier, "no-significant-change");
  assert.equal(e.delta, 0);
  assert.deepEqual(
    { passed: e.head!.passed, runs: e.head!.runs, errored: e.head!.errored, passRate: e.head!.passRate },
    { passed: 3, runs: 5, errored: 2, passRate: 1 },
  );
  assert.ok(result.warnings.some((w) => /2 runs errored/u.test(w)));
});

test("new and removed cases are tiers of their own, never a pass", () => {
  const base = stabilityFile([{ caseId: "old", passed: 5, runs: 5 }, ...steady(6, 5, 5)]);
  const head = stabilityFile([{ caseId: "fresh", passed: 5, runs: 5 }, ...steady(6, 5, 5)]);
  const result = compareInWords(base, head);
  assert.equal(cell(result, "fresh").tier, "new");
  assert.equal(cell(result, "fresh").base, null);
  assert.equal(cell(result, "old").tier, "removed");
  assert.equal(cell(result, "old").head, null);
  assert.equal(result.suite.pairedCases, 6);
});

test("a case whose test changed is shown with its head numbers and kept out of the verdict", () => {
  const base = stabilityFile([...steady(10, 5, 5, "c").map((c) => ({ ...c, fingerprint: `old-${c.caseId}` }))]);
  const head = stabilityFile([...steady(10, 0, 5, "c").map((c) => ({ ...c, fingerprint: `new-${c.caseId}` }))]);
  const result = compareInWords(base, head);
  assert.ok(result.cells.every((c) => c.testChanged && c.tier === "case-changed"));
  assert.ok(result.cells.every((c) => c.pValue === null && c.adjustedPValue === null));
  assert.equal(result.suite.pairedCases, 0);
  assert.equal(result.verdict, "inconclusive");
  assert.match(result.reason, /No cell can be compared: 10 cells whose case changed/u);
  // The numbers are still shown for each cell.
  assert.deepEqual([result.cells[0].head!.passed, result.cells[0].head!.runs], [0, 5]);
});

test("one changed case is left out; the other cells are compared and can still regress", () => {
  const base = stabilityFile(steady(10, 10, 10, "c"));
  const head = stabilityFile(steady(10, 10, 10, "c").map((c, i) => (i === 0 ? { ...c, fingerprint: "edited" } : i === 1 ? { ...c, passed: 0 } : c)));
  const result = compareInWords(base, head);
  assert.equal(cell(result, "c-1").tier, "case-changed");
  assert.equal(cell(result, "c-2").tier, "regressed");
  assert.equal(result.suite.pairedCases, 9);
  assert.equal(result.verdict, "regression");
});

test("a changed runner model or CLI version is compared, listed under what changed, and the version warned about", () => {
  const base = stabilityFile(steady(8, 5, 5));
  const head = stabilityFile(steady(8, 5, 5));
  head.runners = [{ ...head.runners[0], version: "2.0.0", model: "m2" }];
  const result = compareInWords(base, head);
  assert.ok(result.cells.every((c) => !c.testChanged && c.tier === "no-significant-change"));
  assert.equal(result.suite.pairedCases, 8);
  assert.deepEqual(result.treatment!.versions, [{ runnerId: "agent", base: "1.0.0", head: "2.0.0" }]);
  assert.deepEqual(result.treatment!.settings, [{ runnerId: "agent", field: "model", base: "m1", head: "m2" }]);
  assert.ok(result.warnings.some((w) => w.includes('Runner "agent" ran a different agent CLI version (1.0.0 → 2.0.0)')));
  // A version known on one side only is not a change.
  delete head.runners[0].version;
  assert.deepEqual(compareInWords(base, head).treatment!.versions, []);
});

test("a baseline from an older agent-bench (stability.json version 1) is compared, with one warning", () => {
  const base = { ...stabilityFile(steady(8, 5, 5)), schemaVersion: 1 as const };
  base.cells = base.cells.map((c) => ({ ...c, testFingerprint: "" }));
  const head = stabilityFile(steady(8, 5, 5).map((c) => ({ ...c, fingerprint: "anything" })));
  const result = compareInWords(base, head);
  assert.equal(result.suite.pairedCases, 8);
  assert.ok(result.cells.every((c) => !c.testChanged));
  assert.equal(result.warnings.filter((w) => /cannot be detected against it/u.test(w)).length, 1);
  assert.equal(result.treatment!.known, false);
});

test("regression: a broad drop of 40 points over 20 cells is significant and beyond the margin", () => {
  const base = stabilityFile(steady(20, 5, 5));
  const head = stabilityFile(steady(20, 3, 5));
  const result = compareInWords(base, head);
  assert.equal(result.verdict, "regression");
  assert.ok(Math.abs(result.suite.delta! + 0.4) < 1e-12);
  assert.ok(result.suite.pValue! < 1e-5);
  assert.ok(result.suite.ci![1] < 0);
  assert.match(result.reason, /fell by 40\.0 pts over 20 comparable cells/u);
});

test("improvement is symmetric", () => {
  const result = compareInWords(stabilityFile(steady(20, 3, 5)), stabilityFile(steady(20, 5, 5)));
  assert.equal(result.verdict, "improvement");
  assert.match(result.reason, /rose by 40\.0 pts/u);
});

test("a significant drop smaller than the margin is not a regression; with a smaller margin it is", () => {
  const base = stabilityFile(steady(200, 10, 10));
  const head = stabilityFile([...steady(60, 9, 10), ...steady(140, 10, 10, "steady-rest")].map((c, i) => ({ ...c, caseId: `steady-${i + 1}` })));
  const wide = compareInWords(base, head);
  assert.ok(Math.abs(wide.suite.delta! + 0.03) < 1e-12);
  assert.ok(wide.suite.pValue! < 0.001);
  assert.equal(wide.verdict, "no-change");
  assert.match(wide.reason, /significant but smaller than the margin/u);
  assert.equal(compareInWords(base, head, { margin: 0.02 }).verdict, "regression");
});

test("no-change needs power: 100 cells × 10 runs with equal counts can rule out a 5-point drop", () => {
  const result = compareInWords(stabilityFile(steady(100, 9, 10)), stabilityFile(steady(100, 9, 10)));
  assert.equal(result.verdict, "no-change");
  assert.ok(result.suite.power!.power >= 0.8);
  assert.equal(result.suite.delta, 0);
});

test("inconclusive says how many runs per case would give 80% power", () => {
  const base = stabilityFile(Array.from({ length: 20 }, (_, i) => ({ caseId: `c${i}`, passed: [5, 4, 3][i % 3], runs: 5 })));
  const head = stabilityFile(Array.from({ length: 20 }, (_, i) => ({ caseId: `c${i}`, passed: [4, 4, 4][i % 3], runs: 5 })));
  const result = compareInWords(base, head);
  assert.equal(result.verdict, "inconclusive");
  const power = result.suite.power!;
  assert.ok(power.power < 0.8);
  assert.ok(power.runsPerCaseFor80! > 5);
  assert.equal(power.detectableDrop, 0.05);
  assert.match(result.reason, new RegExp(`about ${power.runsPerCaseFor80} runs per case would give 80%`, "u"));
});

test("inconclusive with too few runs says the suite-level test cannot reach significance and to add runs or cases", () => {
  // Three cells breaking outright 10/10 → 0/10: each is significant on its own, and so is the suite.
  const result = compareInWords(stabilityFile(steady(3, 10, 10)), stabilityFile(steady(3, 0, 10)));
  assert.equal(result.verdict, "regression");
  assert.deepEqual(result.decidedBy, ["cells", "suite"]);
  assert.match(result.reason, /^3 cases regressed, the clearest case steady-1 on agent: 10\/10 → 0\/10/u);
  // One run a side: even every base run passing and every head run failing would be p = 1/8.
  const fewer = compareInWords(stabilityFile(steady(3, 1, 1)), stabilityFile(steady(3, 0, 1)));
  assert.equal(fewer.verdict, "inconclusive");
  assert.equal(fewer.suite.power!.power, 0);
  assert.equal(fewer.suite.power!.runsPerCaseFor80, undefined);
  assert.match(fewer.reason, /the suite-level test cannot reach p ≤ 0\.04 even if every base run passed and every head run failed; add runs or cases\.$/u);
});

test("no baseline: the head's numbers are still filled in", () => {
  const head = stabilityFile([
    { caseId: "a", passed: 4, runs: 5, costUsd: 0.1 },
    { caseId: "b", passed: 2, runs: 5, costUsd: 0.1 },
  ]);
  const result = compareInWords(null, head);
  assert.equal(result.verdict, "no-baseline");
  assert.equal(result.suite.base, null);
  assert.ok(Math.abs(result.suite.head.passRate - 0.6) < 1e-12);
  assert.equal(result.suite.head.runs, 10);
  assert.ok(result.cells.every((c) => c.tier === "new" && c.head !== null));
  assert.ok(Math.abs(result.totals.costUsd.head! - 1) < 1e-12);
  assert.equal(result.totals.costUsd.delta, null);
  assert.match(result.reason, /No baseline/u);
});

test("duration, token and cost deltas per runner (per run) and for the suite (totals)", () => {
  const base = stabilityFile([
    { caseId: "a", runnerId: "claude", passed: 5, runs: 5, durationMs: 2000, tokens: 1000, costUsd: 0.02 },
    { caseId: "a", runnerId: "codex", passed: 5, runs: 5, durationMs: 1000 },
  ]);
  const head = stabilityFile([
    { caseId: "a", runnerId: "claude", passed: 5, runs: 5, durationMs: 3000, tokens: 1500, costUsd: 0.03 },
    { caseId: "a", runnerId: "codex", passed: 4, runs: 5, durationMs: 1000 },
  ]);
  const result = compareInWords(base, head);
  const claude = result.runners.find((r) => r.runnerId === "claude")!;
  assert.deepEqual(claude.durationMs, { base: 2000, head: 3000, delta: 1000 });
  assert.deepEqual(claude.tokens, { base: 1000, head: 1500, delta: 500 });
  assert.ok(Math.abs(claude.costUsd.delta! - 0.01) < 1e-12);
  const codex = result.runners.find((r) => r.runnerId === "codex")!;
  assert.deepEqual(codex.tokens, { base: null, head: null, delta: null });
  assert.ok(Math.abs(codex.passRate.delta! + 0.2) < 1e-12);
  assert.deepEqual(result.totals.durationMs, { base: 15000, head: 20000, delta: 5000 });
  assert.deepEqual(result.totals.tokens, { base: 5000, head: 7500, delta: 2500 });
});

test("an old baseline is warned about; a different number of runs is not (a pooled base has more than the head, and both tests allow for it)", () => {
  const base = stabilityFile(steady(5, 5, 5), { createdAt: "2026-01-01T00:00:00Z" });
  const head = stabilityFile(steady(5, 5, 3), { createdAt: "2026-01-20T00:00:00Z" });
  const warnings = compareInWords(base, head).warnings;
  assert.ok(warnings.some((w) => /baseline is 19 days older/u.test(w)));
  assert.equal(warnings.length, 1);
});

test("a baseline from an adaptive run that adapted to a baseline of its own is warned about: its pass rates lean high", () => {
  const base = stabilityFile(steady(5, 3, 3));
  base.adaptive = { minRuns: 3, maxRuns: 10, withBaseline: true, rounds: 1, executions: 15, maxExecutions: 50, undecided: 0, message: "", cells: [] };
  assert.ok(compareInWords(base, stabilityFile(steady(5, 3, 3))).warnings.some((w) => /adapted to a baseline of its own \(--runs auto with a base\)/u.test(w)));
  // A push run's adaptive baseline (no baseline of its own: min-runs for every cell) is not.
  base.adaptive.withBaseline = false;
  assert.deepEqual(compareInWords(base, stabilityFile(steady(5, 3, 3))).warnings, []);
});

test("deterministic: the same inputs give the same comparison", () => {
  const base = stabilityFile(Array.from({ length: 30 }, (_, i) => ({ caseId: `c${i}`, passed: i % 6, runs: 5 + (i % 3) })));
  const head = stabilityFile(Array.from({ length: 30 }, (_, i) => ({ caseId: `c${i}`, passed: (i * 7) % 6, runs: 5 + (i % 2) })));
  assert.deepEqual(compareInWords(base, head), compareInWords(base, head));
});

test("bad options are config errors naming the option", () => {
  const file = stabilityFile(steady(2, 5, 5));
  assert.throws(
    () => compareInWords(file, file, { alpha: 0 }),
    (e: AgentBenchError) => e.kind === "config" && e.where === "alpha",
  );
  assert.throws(
    () => compareInWords(file, file, { margin: 1.5 }),
    (e: AgentBenchError) => e.where === "margin",
  );
  assert.throws(
    () => compareInWords(file, file, { severity: { minBaseRuns: 0 } }),
    (e: AgentBenchError) => e.where === "severity.minBaseRuns",
  );
});
