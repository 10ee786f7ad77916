// Calibration by simulation (statistics.md §7.7): on pull requests that change
// nothing, `regression` must be rare (≤ about alpha) and `possible-regression`
// must not cry wolf either; a real 20-point drop must be caught. Seeded, so
// every run gives the same numbers; the measured rates are printed as test
// diagnostics (node --test shows them).

import assert from "node:assert/strict";
import { test } from "node:test";
import { compare } from "../../src/compare/compare.ts";
import type { Verdict } from "../../src/model/comparison.ts";
import type { StabilityFile } from "../../src/model/stability.ts";
import { createRng, type Rng } from "../../src/stats/prng.ts";
import { stabilityFile, suiteRates } from "../helpers/stability.ts";

const PULL_REQUESTS = 400;

interface Tally {
  verdicts: Record<Verdict, number>;
  /** Cells per PR shown as possible-regression or regressed. */
  flaggedCells: number;
  /** Cells per PR whose head count is simply lower: what a naive diff would report. */
  naiveDrops: number;
}

/** One arm: each case runs `runs` times; a run errors (infrastructure) with probability `errorRate`. */
function arm(rates: readonly number[], runs: number, rng: Rng, errorRate: number): StabilityFile {
  return stabilityFile(
    rates.map((p, i) => {
      let passed = 0;
      let errored = 0;
      for (let r = 0; r < runs; r++) {
        if (rng.next() < errorRate) errored++;
        else if (rng.next() < p) passed++;
      }
      return { caseId: `case-${i + 1}`, passed, runs, errored };
    }),
  );
}

function simulate(options: {
  cases: number;
  runs: number;
  drop: number;
  seed: number;
  errorRate?: number;
  rates?: (rng: Rng) => number[];
  head?: (rates: number[]) => number[];
}): Tally {
  const rng = createRng(options.seed);
  const verdicts = { regression: 0, "possible-regression": 0, inconclusive: 0, "no-change": 0, improvement: 0, "no-baseline": 0 };
  let flaggedCells = 0;
  let naiveDrops = 0;
  for (let pr = 0; pr < PULL_REQUESTS; pr++) {
    const rates = options.rates ? options.rates(rng) : suiteRates(options.cases, rng);
    const base = arm(rates, options.runs, rng, options.errorRate ?? 0);
    const headRates = options.head ? options.head(rates) : rates.map((p) => Math.max(0, p - options.drop));
    const head = arm(headRates, options.runs, rng, options.errorRate ?? 0);
    const comparison = compare(base, head);
    verdicts[comparison.verdict]++;
    flaggedCells += comparison.cells.filter((c) => c.tier === "possible-regression" || c.tier === "regressed").length;
    naiveDrops += comparison.cells.filter((c) => c.base && c.head && c.head.passed < c.base.passed).length;
  }
  const share = (n: number): number => n / PULL_REQUESTS;
  return {
    verdicts: Object.fromEntries(Object.entries(verdicts).map(([k, v]) => [k, share(v)])) as Record<Verdict, number>,
    flaggedCells: share(flaggedCells),
    naiveDrops: share(naiveDrops),
  };
}

const NO_CHANGE_SCENARIOS = [
  { cases: 20, runs: 3 },
  { cases: 20, runs: 5 },
  { cases: 20, runs: 10 },
  { cases: 50, runs: 3 },
  { cases: 50, runs: 5 },
  { cases: 50, runs: 10 },
];

test("no-change PRs: `regression` in at most about 5%, `possible-regression` rarely, few cells flagged", (t) => {
  let regressions = 0;
  for (const [i, scenario] of NO_CHANGE_SCENARIOS.entries()) {
    const tally = simulate({ ...scenario, drop: 0, seed: 100 + i });
    t.diagnostic(
      `${scenario.cases} cases × ${scenario.runs} runs: regression ${tally.verdicts.regression.toFixed(3)}, possible-regression ${tally.verdicts["possible-regression"].toFixed(3)}, ` +
        `inconclusive ${tally.verdicts.inconclusive.toFixed(3)}, no-change ${tally.verdicts["no-change"].toFixed(3)}; cells flagged per PR ${tally.flaggedCells.toFixed(2)} (naive diff: ${tally.naiveDrops.toFixed(1)})`,
    );
    regressions += tally.verdicts.regression;
    // 400 PRs: the standard error of a 5% rate is 1.1 points.
    assert.ok(tally.verdicts.regression <= 0.075, `regression rate ${tally.verdicts.regression}`);
    assert.ok(tally.verdicts["possible-regression"] <= 0.05, `possible-regression rate ${tally.verdicts["possible-regression"]}`);
    // Per cell the one-sided test holds alpha, so at most about 5% of the cells show up as possible regressions…
    assert.ok(tally.flaggedCells <= 0.05 * scenario.cases, `flagged cells ${tally.flaggedCells}`);
    // …where a naive "count went down" diff flags a quarter to a third of them.
    assert.ok(tally.naiveDrops >= 0.2 * scenario.cases);
  }
  const pooled = regressions / NO_CHANGE_SCENARIOS.length;
  t.diagnostic(`pooled regression rate ${pooled.toFixed(4)} over ${NO_CHANGE_SCENARIOS.length * PULL_REQUESTS} PRs`);
  assert.ok(pooled <= 0.055, `pooled regression rate ${pooled}`);
});

test("the whole rule (suite test or any cell regressed) false-alarms at most 5% on no-change PRs of 1 to 100 cases × 3 to 10 runs, rates 0.3–1.0", (t) => {
  for (const cases of [1, 3, 20, 100]) {
    for (const runs of [3, 5, 10]) {
      const tally = simulate({
        cases,
        runs,
        drop: 0,
        seed: 1000 + cases * 10 + runs,
        rates: (rng) => Array.from({ length: cases }, () => 0.3 + 0.7 * rng.next()),
      });
      t.diagnostic(
        `${cases} × ${runs}: regression ${tally.verdicts.regression.toFixed(3)}, possible-regression ${tally.verdicts["possible-regression"].toFixed(3)}`,
      );
      assert.ok(tally.verdicts.regression <= 0.05, `${cases} cases × ${runs} runs: regression rate ${tally.verdicts.regression}`);
    }
  }
});

test("one case going 10/10 → 0/10 among 19 unchanged cases is a regression every time", (t) => {
  const tally = simulate({ cases: 20, runs: 10, drop: 0, seed: 500, rates: (rng) => [1, ...suiteRates(19, rng)], head: (rates) => [0, ...rates.slice(1)] });
  t.diagnostic(`regression ${tally.verdicts.regression.toFixed(3)}`);
  assert.equal(tally.verdicts.regression, 1);
});

test("no-change PRs stay calibrated with every case at 50% (the noisiest) and with 10% errored runs", (t) => {
  const flaky = simulate({ cases: 50, runs: 3, drop: 0, seed: 7, rates: () => Array<number>(50).fill(0.5) });
  const errored = simulate({ cases: 20, runs: 5, drop: 0, seed: 8, errorRate: 0.1 });
  for (const [name, tally] of [
    ["all at 50%", flaky],
    ["10% errored", errored],
  ] as const) {
    t.diagnostic(`${name}: regression ${tally.verdicts.regression.toFixed(3)}, possible-regression ${tally.verdicts["possible-regression"].toFixed(3)}`);
    assert.ok(tally.verdicts.regression <= 0.075);
    assert.ok(tally.verdicts["possible-regression"] <= 0.05);
  }
});

test("power: a 20-point drop at 20 cases × 5 runs is caught in at least 80% of PRs (91% measured; statistics.md §5.1)", (t) => {
  const tally = simulate({ cases: 20, runs: 5, drop: 0.2, seed: 200 });
  const small = simulate({ cases: 20, runs: 3, drop: 0.2, seed: 201 });
  const large = simulate({ cases: 50, runs: 5, drop: 0.1, seed: 202 });
  t.diagnostic(`20 × 5, drop 20 points: regression ${tally.verdicts.regression.toFixed(3)} (paired t-test reference 0.93)`);
  t.diagnostic(`20 × 3, drop 20 points: regression ${small.verdicts.regression.toFixed(3)} (reference 0.77)`);
  t.diagnostic(`50 × 5, drop 10 points: regression ${large.verdicts.regression.toFixed(3)} (reference 0.83)`);
  assert.ok(tally.verdicts.regression >= 0.88, `power ${tally.verdicts.regression}`);
  assert.ok(small.verdicts.regression >= 0.65, `power ${small.verdicts.regression}`);
  assert.ok(large.verdicts.regression >= 0.75, `power ${large.verdicts.regression}`);
  // A real drop is never called an improvement or "no change".
  assert.equal(tally.verdicts.improvement + tally.verdicts["no-change"], 0);
});

test("a severity guard over 3 base runs would cry wolf; the default of 5 does not", () => {
  // Exact: P(a 3-run case passes 3/3 then 0/3 | true rate p) = p³(1-p)³, up to 1/64 at p = 0.5.
  // Over this suite shape it flags about a fifth of no-change 50-case PRs; measured here as a guard on the default.
  const rng = createRng(300);
  let guardedAt3 = 0;
  let guardedDefault = 0;
  for (let pr = 0; pr < 200; pr++) {
    const rates = suiteRates(50, rng);
    const base = arm(rates, 3, rng, 0);
    const head = arm(rates, 3, rng, 0);
    if (compare(base, head, { severity: { minBaseRuns: 3 } }).cells.some((c) => c.severe)) guardedAt3++;
    if (compare(base, head).cells.some((c) => c.severe)) guardedDefault++;
  }
  assert.ok(guardedAt3 / 200 > 0.1, `minBaseRuns 3 flagged ${guardedAt3 / 200}`);
  assert.equal(guardedDefault, 0);
});

test("`no-change` is earned: a large suite that could see a 5-point drop says so; a small one says it cannot tell", (t) => {
  const rng = createRng(400);
  let large = 0;
  let small = 0;
  const prs = 100;
  for (let pr = 0; pr < prs; pr++) {
    const rates = suiteRates(100, rng);
    if (compare(arm(rates, 20, rng, 0), arm(rates, 20, rng, 0)).verdict === "no-change") large++;
    const few = rates.slice(0, 10);
    if (compare(arm(few, 3, rng, 0), arm(few, 3, rng, 0)).verdict === "no-change") small++;
  }
  t.diagnostic(`no-change: 100 cases × 20 runs ${large / prs}, 10 cases × 3 runs ${small / prs}`);
  assert.ok(large / prs >= 0.8, `large suite no-change ${large / prs}`);
  assert.equal(small, 0);
});
