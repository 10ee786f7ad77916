// Adaptive runs (`--runs auto`, the defaults: 3 to 10 runs per cell) against
// fixed `runs: 10`, by simulation through the real decision code
// (decideRound) and the real comparison (statistics.md §7.7): pull requests
// over suites of 20–100 cases, against the baselines users have: a 3-run
// baseline (a push run with `runs: 3` or `runs: auto`), a pooled 20-run
// baseline from main's history, and 10 runs. The adaptive head sees a prefix of
// the fixed head's runs, so the two designs differ only by the design. Seeded:
// every run gives the same numbers. The table for more scenarios is in
// docs/performance.md (bench item `adaptive`).
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
import { adaptiveRuns, simulateScenario, stabilityOf, type Scenario, type ScenarioResult } from "../../src/adaptive/simulate.ts";
import { compareInWords } from "../helpers/compare-words.ts";

const SETTINGS = resolveAdaptive({});
const scenario = (
  cases: number,
  dropShare: number,
  drop: Scenario["drop"],
  seed: number,
  pullRequests: number,
  baseRuns: Scenario["baseRuns"] = 10,
): Scenario => ({
  cases,
  dropShare,
  drop,
  baseRuns,
  fixedRuns: 10,
  pullRequests,
  seed,
});
/** Suites shaped like real ones: 70% of the cells pass every run, the rest spread over 0.3–0.95. */
const realLike = (s: Scenario): Scenario => ({ ...s, perfectShare: 0.7, rates: [0.3, 0.95] });
const share = (adaptive: number, fixed: number): string => `${((adaptive / fixed) * 100).toFixed(0)}% of fixed`;
const paired = (r: ScenarioResult): string =>
  `fixed ${(r.fixed.regression * 100).toFixed(1)}%, adaptive ${(r.adaptive.regression * 100).toFixed(1)}% (only fixed ${r.onlyFixed}, only adaptive ${r.onlyAdaptive}, paired SE ${(r.pairedSe * 100).toFixed(2)} pts)`;
const noWorse = (r: ScenarioResult): boolean => r.adaptive.regression >= r.fixed.regression - 2 * r.pairedSe - 1e-12;
const noMoreAlarms = (r: ScenarioResult): boolean => r.adaptive.regression <= r.fixed.regression + 2 * r.pairedSe + 1e-12;

test("the issue's case: 20 cells at 3/3 on a 3-run baseline, one going 3/3 → 0/10: 67 of 200 executions (before: all 200), and a regression (before: inconclusive)", () => {
  const base = Array.from({ length: 20 }, () => ({ passed: 3, runs: 3 }));
  const outcomes = Array.from({ length: 20 }, (_, i) => Array<boolean>(20).fill(i !== 0));
  const { runs, stops } = adaptiveRuns(base, outcomes, SETTINGS);
  // The broken cell runs to 10 (3/3 → 0/10 is p = 1/286 only there); the 19 that pass every run stop at 3.
  assert.deepEqual(runs, [10, ...Array<number>(19).fill(3)]);
  assert.equal(stops[1], "no-drop");
  const head = stabilityOf(outcomes.map((o, i) => ({ passed: o.slice(0, runs[i]).filter(Boolean).length, runs: runs[i] })));
  head.adaptive = {
    minRuns: 3,
    maxRuns: 10,
    withBaseline: true,
    rounds: 8,
    executions: 67,
    maxExecutions: 200,
    undecided: 0,
    message: "",
    cells: runs.map((n, i) => ({ caseId: `case-${i + 1}`, runnerId: "agent", runs: n, stop: stops[i] })),
  };
  const comparison = compareInWords(stabilityOf(base), head);
  assert.equal(comparison.verdict, "regression");
  assert.match(comparison.reason, /^Case case-1 on agent broke: 3\/3 → 0\/10 \(p = 0\.003 among the 1 cell that could reach significance\)/u);
});

for (const [name, baseRuns, bound] of [
  ["a 3-run baseline", 3, 0.6],
  ["a pooled 20-run baseline", 20, 0.5],
] as const) {
  test(`no-change PRs against ${name}: at most ${bound * 100}% of fixed runs: 10's executions in real-shaped suites of 20, 50 and 100 cases; false alarms at most 5% and no more than fixed`, (t) => {
    for (const [cases, n] of [
      [20, 200],
      [50, 120],
      [100, 60],
    ] as const) {
      const real = simulateScenario(realLike(scenario(cases, 0, 0, 7100 + cases + baseRuns, n, baseRuns)), SETTINGS);
      const flat = simulateScenario(scenario(cases, 0, 0, 7000 + cases + baseRuns, n, baseRuns), SETTINGS);
      t.diagnostic(
        `${cases} cases, real-shaped: executions ${share(real.adaptive.executions, real.fixed.executions)}, false alarms ${paired(real)}; ` +
          `rates spread over 0.3–1.0: executions ${share(flat.adaptive.executions, flat.fixed.executions)}, false alarms ${paired(flat)}`,
      );
      assert.ok(real.adaptive.executions <= bound * real.fixed.executions, `${cases} cases: ${share(real.adaptive.executions, real.fixed.executions)}`);
      for (const r of [real, flat]) {
        assert.ok(r.adaptive.regression <= 0.05, `${cases} cases: ${paired(r)}`);
        assert.ok(noMoreAlarms(r), `${cases} cases: ${paired(r)}`);
      }
    }
  });
}

test("real-shaped suites, 2 of 20 cells breaking to 0%, against a pooled 20-run baseline: `--runs auto` catches at least 97%", (t) => {
  const r = simulateScenario({ ...realLike(scenario(20, 0, 0, 9300, 300, 20)), breaks: 2 }, SETTINGS);
  t.diagnostic(
    `adaptive ${(r.adaptive.regression * 100).toFixed(1)}% with ${share(r.adaptive.executions, r.fixed.executions)} executions; fixed 10 ${(r.fixed.regression * 100).toFixed(1)}%`,
  );
  assert.ok(r.adaptive.regression >= 0.97, paired(r));
  assert.ok(noWorse(r), paired(r));
});

test("no-change PRs of 20, 50 and 100 cases against 10 base runs: `regression` at most 5% and no more often than with runs: 10; at least 40% fewer executions", (t) => {
  let alarms = 0;
  let prs = 0;
  const shares: number[] = [];
  for (const [cases, n] of [
    [20, 200],
    [50, 150],
    [100, 60],
  ] as const) {
    const r = simulateScenario(scenario(cases, 0, 0, 7000 + cases, n), SETTINGS);
    t.diagnostic(
      `${cases} cases: false alarms ${paired(r)}; executions ${r.adaptive.executions.toFixed(0)} vs ${r.fixed.executions} (${share(r.adaptive.executions, r.fixed.executions)})`,
    );
    assert.ok(noMoreAlarms(r), `${cases} cases: ${paired(r)}`);
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
  assert.ok(mean <= 0.6, `executions ${mean}`);
});

test("power on the same runs is at least that of runs: 10 for every drop: every cell −20 points, 30% of cells −20 points (a diffuse drop), 10% of cells −20 to −100 points", (t) => {
  const drops: [string, Scenario][] = [
    ["20 cases, every cell −20 points", scenario(20, 1, 0.2, 8020, 150)],
    ["20 cases, 30% of cells −20 points", scenario(20, 0.3, 0.2, 8320, 300)],
    ["50 cases, 30% of cells −20 points", scenario(50, 0.3, 0.2, 8300, 200)],
    ["20 cases, 10% of cells −20 to −100 points", scenario(20, 0.1, [0.2, 1], 8120, 300)],
    ["50 cases, 10% of cells −20 to −100 points", scenario(50, 0.1, [0.2, 1], 8050, 200)],
    ["20 cases against a 3-run baseline, 10% of cells −20 to −100 points", scenario(20, 0.1, [0.2, 1], 8130, 300, 3)],
    ["20 cases against a pooled 20-run baseline, 10% of cells −20 to −100 points", scenario(20, 0.1, [0.2, 1], 8140, 300, 20)],
  ];
  for (const [name, s] of drops) {
    const r = simulateScenario(s, SETTINGS);
    t.diagnostic(`${name}: power ${paired(r)}; executions ${share(r.adaptive.executions, r.fixed.executions)}`);
    assert.ok(noWorse(r), `${name}: ${paired(r)}`);
  }
});

test("every case at 50% (the noisiest): false alarms no more than with runs: 10 (both about 5%)", (t) => {
  const r = simulateScenario({ ...scenario(50, 0, 0, 9100, 200), rates: [0.5, 0.5] }, SETTINGS);
  t.diagnostic(`all at 0.5: false alarms ${paired(r)}; executions ${share(r.adaptive.executions, r.fixed.executions)}`);
  assert.ok(noMoreAlarms(r) && r.adaptive.regression <= 0.075, paired(r));
});
