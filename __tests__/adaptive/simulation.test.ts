// Adaptive runs against fixed `runs: 10`, by simulation (statistics.md §7.7):
// pull requests over suites of 20–100 cases with pass rates spread over
// 0.3–1.0, most cells unchanged and some dropping by 20–100 points; the
// baseline has 10 runs per cell, the head either 10 or adaptive (default
// settings: 3 to 10) on the same random runs, so the two designs differ only
// by the design. Seeded: every run gives the same numbers. The table for more
// scenarios is in docs/performance.md (bench item `adaptive`).

import assert from "node:assert/strict";
import { test } from "node:test";
import { resolveAdaptive } from "../../src/adaptive/options.ts";
import { simulateScenario, type Scenario } from "../../src/adaptive/simulate.ts";

const SETTINGS = resolveAdaptive({});
const scenario = (cases: number, dropShare: number, drop: Scenario["drop"], seed: number, pullRequests = 200): Scenario => ({ cases, dropShare, drop, baseRuns: 10, fixedRuns: 10, pullRequests, seed });
const fewer = (adaptive: number, fixed: number): string => `${((1 - adaptive / fixed) * 100).toFixed(0)}% fewer`;

test("no-change PRs of 20, 50 and 100 cases: `regression` at most 5% of the time, with at least 40% fewer executions than runs: 10", (t) => {
  let alarms = 0;
  let prs = 0;
  for (const [cases, n] of [[20, 300], [50, 300], [100, 100]] as const) {
    const r = simulateScenario(scenario(cases, 0, 0, 7000 + cases, n), SETTINGS);
    t.diagnostic(`${cases} cases: regression fixed ${r.fixed.regression.toFixed(3)}, adaptive ${r.adaptive.regression.toFixed(3)}; executions ${r.adaptive.executions.toFixed(0)} vs ${r.fixed.executions} (${fewer(r.adaptive.executions, r.fixed.executions)})`);
    // Each scenario's rate is measured to about ±1.3 points (300 PRs); on the same runs it is no worse than fixed runs'.
    assert.ok(r.adaptive.regression <= 0.075 && r.adaptive.regression <= r.fixed.regression + 0.01, `${cases} cases: false alarms ${r.adaptive.regression}`);
    assert.ok(r.adaptive.executions <= 0.6 * r.fixed.executions, `${cases} cases: ${fewer(r.adaptive.executions, r.fixed.executions)}`);
    alarms += r.adaptive.regression * n;
    prs += n;
  }
  t.diagnostic(`pooled: regression in ${((alarms / prs) * 100).toFixed(1)}% of ${prs} no-change PRs`);
  assert.ok(alarms / prs <= 0.05);
});

test("PRs that drop cells by 20 points are caught about as often as with runs: 10 (within 2 points); over a mix of no-change and breaking PRs at least 40% fewer executions", (t) => {
  // Every cell −20 points (statistics.md §5.1), and 10% of the cells −20 to −100 points.
  const broad = simulateScenario(scenario(20, 1, 0.2, 8020), SETTINGS);
  const broken = simulateScenario(scenario(50, 0.1, [0.2, 1], 8050), SETTINGS);
  const unchanged = simulateScenario(scenario(50, 0, 0, 8051), SETTINGS);
  for (const [name, r] of [["20 cases, every cell −20 points", broad], ["50 cases, 10% of cells −20 to −100 points", broken]] as const) {
    t.diagnostic(`${name}: power fixed ${r.fixed.regression.toFixed(3)}, adaptive ${r.adaptive.regression.toFixed(3)}; executions ${r.adaptive.executions.toFixed(0)} vs ${r.fixed.executions}`);
    // On the same runs, the adaptive design misses a drop only when the first rounds happen to look good
    // (about 1 PR in 100); two points is the tolerance (docs/performance.md has the numbers).
    assert.ok(r.adaptive.regression >= r.fixed.regression - 0.02, `${name}: power ${r.adaptive.regression} < ${r.fixed.regression}`);
  }
  assert.ok(broad.adaptive.regression >= 0.95);
  const mixed = 0.8 * unchanged.adaptive.executions + 0.2 * broken.adaptive.executions;
  t.diagnostic(`50 cases, 80% no-change and 20% breaking PRs: ${mixed.toFixed(0)} executions vs ${unchanged.fixed.executions} (${fewer(mixed, unchanged.fixed.executions)}); false alarms fixed ${unchanged.fixed.regression.toFixed(3)}, adaptive ${unchanged.adaptive.regression.toFixed(3)}`);
  assert.ok(mixed <= 0.6 * unchanged.fixed.executions);
  assert.ok(unchanged.adaptive.regression <= unchanged.fixed.regression + 0.01);
});

test("the price of stopping early: a diffuse drop (30% of cells −20 points, about −6 points for the suite) hidden in the first round is caught up to 5 points less often", (t) => {
  const r = simulateScenario(scenario(50, 0.3, 0.2, 8300), SETTINGS);
  t.diagnostic(`50 cases, 30% of cells −20 points: power fixed ${r.fixed.regression.toFixed(3)}, adaptive ${r.adaptive.regression.toFixed(3)}; executions ${r.adaptive.executions.toFixed(0)} vs ${r.fixed.executions}`);
  assert.ok(r.adaptive.regression >= r.fixed.regression - 0.05, `power ${r.adaptive.regression} vs ${r.fixed.regression}`);
});

test("every case at 50% (the noisiest): false alarms no more than with runs: 10 (both about 5%)", (t) => {
  const r = simulateScenario({ ...scenario(50, 0, 0, 9100, 300), rates: [0.5, 0.5] }, SETTINGS);
  t.diagnostic(`all at 0.5: regression fixed ${r.fixed.regression.toFixed(3)}, adaptive ${r.adaptive.regression.toFixed(3)}; executions ${r.adaptive.executions.toFixed(0)} vs ${r.fixed.executions}`);
  // 300 PRs: the standard error of a 5% rate is 1.3 points.
  assert.ok(r.adaptive.regression <= 0.075 && r.adaptive.regression <= r.fixed.regression + 0.01, `${r.adaptive.regression}`);
});
