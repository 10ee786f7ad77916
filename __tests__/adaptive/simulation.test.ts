// Adaptive runs against fixed `runs: 10`, by simulation (statistics.md §7.7):
// pull requests over suites of 20–100 cases with pass rates spread over
// 0.3–1.0, the baseline at 10 runs per cell, the head fixed at 10 runs or
// adaptive on the same random runs: 3 to 12 runs (`max-runs: 12`, what the
// claims below are made for) and the defaults (3 to 10). Seeded: every run
// gives the same numbers; docs/performance.md has the table (bench item
// `adaptive`).

import assert from "node:assert/strict";
import { test } from "node:test";
import { resolveAdaptive } from "../../src/adaptive/options.ts";
import { simulateScenario, type Scenario } from "../../src/adaptive/simulate.ts";

const SETTINGS = resolveAdaptive({ maxRuns: 12 });
const DEFAULTS = resolveAdaptive({});
const PULL_REQUESTS = 200;
const scenario = (cases: number, dropShare: number, drop: Scenario["drop"], seed: number): Scenario => ({ cases, dropShare, drop, baseRuns: 10, fixedRuns: 10, pullRequests: PULL_REQUESTS, seed });

test("no-change PRs of 20, 50 and 100 cases: the adaptive `regression` rate stays at most 5%, with at least 40% fewer executions than runs: 10", (t) => {
  for (const cases of [20, 50, 100]) {
    const r = simulateScenario(scenario(cases, 0, 0, 7000 + cases), SETTINGS);
    const saved = 1 - r.adaptive.executions / r.fixed.executions;
    t.diagnostic(`${cases} cases: regression fixed ${r.fixed.regression.toFixed(3)}, adaptive ${r.adaptive.regression.toFixed(3)}; executions ${r.adaptive.executions.toFixed(0)} vs ${r.fixed.executions} (${(saved * 100).toFixed(0)}% fewer)`);
    assert.ok(r.adaptive.regression <= 0.05, `${cases} cases: false alarms ${r.adaptive.regression}`);
    assert.ok(saved >= 0.4, `${cases} cases: only ${(saved * 100).toFixed(1)}% fewer executions`);
  }
});

test("a 20-point drop of every cell is caught at least as often as with runs: 10", (t) => {
  for (const cases of [20, 50]) {
    const r = simulateScenario(scenario(cases, 1, 0.2, 8000 + cases), SETTINGS);
    t.diagnostic(`${cases} cases, every cell −20 points: power fixed ${r.fixed.regression.toFixed(3)}, adaptive ${r.adaptive.regression.toFixed(3)}`);
    assert.ok(r.adaptive.regression >= r.fixed.regression, `${cases} cases: power ${r.adaptive.regression} < ${r.fixed.regression}`);
    assert.ok(r.adaptive.regression >= 0.95);
  }
});

test("PRs that break some cells by 20–100 points: caught as often as with runs: 10; over a mix of 80% no-change PRs at least 40% fewer executions", (t) => {
  const broken = simulateScenario(scenario(50, 0.1, [0.2, 1], 9001), SETTINGS);
  const unchanged = simulateScenario(scenario(50, 0, 0, 9002), SETTINGS);
  t.diagnostic(`50 cases, 10% of cells −20 to −100 points: power fixed ${broken.fixed.regression.toFixed(3)}, adaptive ${broken.adaptive.regression.toFixed(3)}; executions ${broken.adaptive.executions.toFixed(0)} vs ${broken.fixed.executions}`);
  assert.ok(broken.adaptive.regression >= broken.fixed.regression - 1e-12);
  const mixed = 0.8 * unchanged.adaptive.executions + 0.2 * broken.adaptive.executions;
  t.diagnostic(`mix of 80% no-change and 20% breaking PRs: ${mixed.toFixed(0)} executions vs ${unchanged.fixed.executions} (${((1 - mixed / unchanged.fixed.executions) * 100).toFixed(0)}% fewer)`);
  assert.ok(mixed <= 0.6 * unchanged.fixed.executions);
});

test("the defaults (3 to 10 runs): at most 5% false alarms, at least 40% fewer executions, power within a point of runs: 10", (t) => {
  const unchanged = simulateScenario(scenario(50, 0, 0, 9200), DEFAULTS);
  const dropped = simulateScenario(scenario(20, 1, 0.2, 9201), DEFAULTS);
  t.diagnostic(`50 cases, no change: regression ${unchanged.adaptive.regression.toFixed(3)}, executions ${unchanged.adaptive.executions.toFixed(0)} vs ${unchanged.fixed.executions}`);
  t.diagnostic(`20 cases, every cell −20 points: power fixed ${dropped.fixed.regression.toFixed(3)}, adaptive ${dropped.adaptive.regression.toFixed(3)}`);
  assert.ok(unchanged.adaptive.regression <= 0.05);
  assert.ok(unchanged.adaptive.executions <= 0.6 * unchanged.fixed.executions);
  assert.ok(dropped.adaptive.regression >= dropped.fixed.regression - 0.01);
});

test("every case at 50% (the noisiest) or near 1.0: still at most 5% false alarms", (t) => {
  for (const [name, low, high] of [["all at 0.5", 0.5, 0.5], ["0.9–1.0", 0.9, 1]] as const) {
    const r = simulateScenario({ ...scenario(50, 0, 0, 9100 + low * 10), rates: [low, high] }, SETTINGS);
    t.diagnostic(`${name}: regression fixed ${r.fixed.regression.toFixed(3)}, adaptive ${r.adaptive.regression.toFixed(3)}; executions ${r.adaptive.executions.toFixed(0)}`);
    assert.ok(r.adaptive.regression <= 0.05, `${name}: ${r.adaptive.regression}`);
  }
});
