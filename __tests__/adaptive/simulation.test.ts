// Adaptive runs against fixed `runs: 10`, by simulation (statistics.md §7.7):
// pull requests over suites of 20–100 cases with pass rates spread over
// 0.3–1.0, most cells unchanged and some dropping by 20–100 points; the
// baseline has 10 runs per cell, the head either 10 or adaptive (default
// settings: 3 to 10) on the same random runs, so the two designs differ only
// by the design. Seeded: every run gives the same numbers. The table for more
// scenarios is in docs/performance.md (bench item `adaptive`).
//
// The one tolerance: the two designs are compared PR by PR on the same runs, so
// the Monte Carlo error of the difference of their `regression` rates comes only
// from the PRs on which they disagree (its standard error is
// sqrt(((b + c)/n − d²)/n) for b PRs only fixed flags, c only adaptive flags,
// d = (c − b)/n). The adaptive design must be no worse than fixed runs by more
// than 2 of those standard errors: a one-sided check that fails about 2% of
// the time when the two designs are equally good, and always when one PR in a
// few hundred is lost. When they never disagree, the tolerance is zero.

import assert from "node:assert/strict";
import { test } from "node:test";
import { resolveAdaptive } from "../../src/adaptive/options.ts";
import { simulateScenario, type Scenario, type ScenarioResult } from "../../src/adaptive/simulate.ts";

const SETTINGS = resolveAdaptive({});
const scenario = (cases: number, dropShare: number, drop: Scenario["drop"], seed: number, pullRequests: number): Scenario => ({
  cases,
  dropShare,
  drop,
  baseRuns: 10,
  fixedRuns: 10,
  pullRequests,
  seed,
});
const share = (adaptive: number, fixed: number): string => `${((adaptive / fixed) * 100).toFixed(0)}% of fixed`;
const paired = (r: ScenarioResult): string =>
  `fixed ${(r.fixed.regression * 100).toFixed(1)}%, adaptive ${(r.adaptive.regression * 100).toFixed(1)}% (only fixed ${r.onlyFixed}, only adaptive ${r.onlyAdaptive}, paired SE ${(r.pairedSe * 100).toFixed(2)} pts)`;
const noWorse = (r: ScenarioResult): boolean => r.adaptive.regression >= r.fixed.regression - 2 * r.pairedSe - 1e-12;

test("no-change PRs of 20, 50 and 100 cases: `regression` at most 5% of the time and no more often than with runs: 10; at least 40% fewer executions", (t) => {
  let alarms = 0;
  let prs = 0;
  const shares: number[] = [];
  for (const [cases, n] of [
    [20, 300],
    [50, 300],
    [100, 100],
  ] as const) {
    const r = simulateScenario(scenario(cases, 0, 0, 7000 + cases, n), SETTINGS);
    t.diagnostic(
      `${cases} cases: false alarms ${paired(r)}; executions ${r.adaptive.executions.toFixed(0)} vs ${r.fixed.executions} (${share(r.adaptive.executions, r.fixed.executions)})`,
    );
    // Same runs: no more false alarms than fixed runs beyond the paired Monte Carlo error (see the top).
    assert.ok(r.adaptive.regression <= r.fixed.regression + 2 * r.pairedSe + 1e-12, `${cases} cases: ${paired(r)}`);
    assert.ok(r.adaptive.regression <= 0.075, `${cases} cases: false alarms ${r.adaptive.regression}`);
    shares.push(r.adaptive.executions / r.fixed.executions);
    alarms += r.adaptive.regression * n;
    prs += n;
  }
  const mean = shares.reduce((s, x) => s + x, 0) / shares.length;
  t.diagnostic(
    `pooled: regression in ${((alarms / prs) * 100).toFixed(1)}% of ${prs} no-change PRs; executions ${(mean * 100).toFixed(0)}% of fixed over the three suite sizes`,
  );
  assert.ok(alarms / prs <= 0.05);
  // At least 40% fewer over suites of 20–100 cases; the smallest suite saves least (its suite-level test is the noisiest).
  assert.ok(mean <= 0.6, `executions ${mean}`);
  assert.ok(shares[0] <= 0.6 && shares[1] <= 0.58 && shares[2] <= 0.47, `${shares.join(", ")}`);
});

test("a mix of 80% no-change PRs and 20% PRs whose cells drop (10% of cells −20 to −100 points): at least 40% fewer executions than runs: 10 over 20, 50 and 100 cases", (t) => {
  // The Done-when's population: suites of 20–100 cases, most cells unchanged, some dropping. The bound is on the
  // mean over the three suite sizes, as the Done-when speaks of suites of 20–100 cases together; each size alone
  // must stay within 2 points of it (the 20-case suite saves least: its suite-level test is the noisiest, so its
  // guard holds the cells longest).
  const shares: number[] = [];
  for (const [cases, n] of [
    [20, 300],
    [50, 300],
    [100, 100],
  ] as const) {
    const unchanged = simulateScenario(scenario(cases, 0, 0, 7000 + cases, n), SETTINGS);
    const dropping = simulateScenario(scenario(cases, 0.1, [0.2, 1], 7500 + cases, n), SETTINGS);
    const mixed = 0.8 * (unchanged.adaptive.executions / unchanged.fixed.executions) + 0.2 * (dropping.adaptive.executions / dropping.fixed.executions);
    t.diagnostic(
      `${cases} cases: executions ${(mixed * 100).toFixed(1)}% of fixed (dropping PRs: ${share(dropping.adaptive.executions, dropping.fixed.executions)}, power ${paired(dropping)})`,
    );
    assert.ok(noWorse(dropping), `${cases} cases: ${paired(dropping)}`);
    shares.push(mixed);
  }
  const mean = shares.reduce((s, x) => s + x, 0) / shares.length;
  t.diagnostic(`mean over 20, 50 and 100 cases: ${(mean * 100).toFixed(1)}% of fixed`);
  assert.ok(mean <= 0.6, `executions ${mean}`);
  assert.ok(
    shares.every((x) => x <= 0.62),
    `${shares.join(", ")}`,
  );
});

test("power on the same runs is at least that of runs: 10 for every drop: every cell −20 points, 30% of cells −20 points (a diffuse drop), 10% of cells −20 to −100 points, over 20, 50 and 100 cases", (t) => {
  const drops: [string, Scenario][] = [
    ["20 cases, every cell −20 points", scenario(20, 1, 0.2, 8020, 200)],
    ["20 cases, 30% of cells −20 points", scenario(20, 0.3, 0.2, 8320, 500)],
    ["50 cases, 30% of cells −20 points", scenario(50, 0.3, 0.2, 8300, 500)],
    ["100 cases, 30% of cells −20 points", scenario(100, 0.3, 0.2, 8310, 200)],
    ["20 cases, 10% of cells −20 to −100 points", scenario(20, 0.1, [0.2, 1], 8120, 300)],
    ["50 cases, 10% of cells −20 to −100 points", scenario(50, 0.1, [0.2, 1], 8050, 300)],
    ["100 cases, 10% of cells −20 to −100 points", scenario(100, 0.1, [0.2, 1], 8150, 150)],
  ];
  for (const [name, s] of drops) {
    const r = simulateScenario(s, SETTINGS);
    t.diagnostic(`${name}: power ${paired(r)}; executions ${share(r.adaptive.executions, r.fixed.executions)}`);
    assert.ok(noWorse(r), `${name}: ${paired(r)}`);
  }
});

test("every case at 50% (the noisiest): false alarms no more than with runs: 10 (both about 5%)", (t) => {
  const r = simulateScenario({ ...scenario(50, 0, 0, 9100, 300), rates: [0.5, 0.5] }, SETTINGS);
  t.diagnostic(`all at 0.5: false alarms ${paired(r)}; executions ${share(r.adaptive.executions, r.fixed.executions)}`);
  assert.ok(r.adaptive.regression <= r.fixed.regression + 2 * r.pairedSe + 1e-12 && r.adaptive.regression <= 0.075, paired(r));
});
