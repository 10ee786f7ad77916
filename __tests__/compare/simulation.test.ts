// Calibration by simulation (statistics.md §7.7): on pull requests that change
// nothing, `regression` must be rare (at most alpha, 5%: the whole rule, the
// suite-level test and the cell family together) and `possible-regression`
// must not cry wolf either; real drops must be caught. Seeded, so every run
// gives the same numbers; the measured rates are printed as test diagnostics
// (node --test shows them). docs/comparison.md ("Calibration") has the table.
//
// "Before" figures are the same scenarios, with the same seeds, run against the
// rule this replaced (Boschloo's test adjusted over every cell whose run counts
// could reach the cell level, and a sign-flip suite-level test).

import assert from "node:assert/strict";
import { test } from "node:test";
import { adaptiveBaseline, stabilityOf } from "../../src/adaptive/simulate.ts";
import { compare } from "../../src/compare/compare.ts";
import type { Verdict } from "../../src/model/comparison.ts";
import type { StabilityFile } from "../../src/model/stability.ts";
import { createRng, type Rng } from "../../src/stats/prng.ts";
import { stabilityFile, suiteRates } from "../helpers/stability.ts";

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

function tally(prs: number, run: (pr: number) => { base: StabilityFile; head: StabilityFile }): Tally {
  const verdicts = { regression: 0, "possible-regression": 0, inconclusive: 0, "no-change": 0, improvement: 0, "no-baseline": 0 };
  let flaggedCells = 0;
  let naiveDrops = 0;
  for (let pr = 0; pr < prs; pr++) {
    const { base, head } = run(pr);
    const comparison = compare(base, head);
    verdicts[comparison.verdict]++;
    flaggedCells += comparison.cells.filter((c) => c.tier === "possible-regression" || c.tier === "regressed").length;
    naiveDrops += comparison.cells.filter((c) => c.base && c.head && c.head.passed < c.base.passed).length;
  }
  const share = (n: number): number => n / prs;
  return {
    verdicts: Object.fromEntries(Object.entries(verdicts).map(([k, v]) => [k, share(v)])) as Record<Verdict, number>,
    flaggedCells: share(flaggedCells),
    naiveDrops: share(naiveDrops),
  };
}

function simulate(options: {
  cases: number;
  runs: number;
  drop: number;
  seed: number;
  prs?: number;
  errorRate?: number;
  rates?: (rng: Rng) => number[];
  head?: (rates: number[]) => number[];
}): Tally {
  const rng = createRng(options.seed);
  return tally(options.prs ?? 400, () => {
    const rates = options.rates ? options.rates(rng) : suiteRates(options.cases, rng);
    const base = arm(rates, options.runs, rng, options.errorRate ?? 0);
    const headRates = options.head ? options.head(rates) : rates.map((p) => Math.max(0, p - options.drop));
    return { base, head: arm(headRates, options.runs, rng, options.errorRate ?? 0) };
  });
}

/** Counts drawn with rng.binomial: base and head arms of any run counts (a pooled base has more runs than the head). */
function counts(rates: readonly number[], runs: number, rng: Rng): Array<{ passed: number; runs: number }> {
  return rates.map((p) => ({ passed: rng.binomial(runs, p), runs }));
}

const uniform = (cases: number, rng: Rng): number[] => Array.from({ length: cases }, () => 0.3 + 0.7 * rng.next());
/** Suites shaped like real ones: 70% of the cells pass every run, the rest spread over 0.3–0.95. */
const realLike = (cases: number, rng: Rng): number[] => Array.from({ length: cases }, () => (rng.next() < 0.7 ? 1 : 0.3 + 0.65 * rng.next()));
const pct = (x: number): string => `${(x * 100).toFixed(1)}%`;

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
    const result = simulate({ ...scenario, drop: 0, seed: 100 + i, prs: 300 });
    t.diagnostic(
      `${scenario.cases} cases × ${scenario.runs} runs: regression ${pct(result.verdicts.regression)}, possible-regression ${pct(result.verdicts["possible-regression"])}, ` +
        `inconclusive ${pct(result.verdicts.inconclusive)}, no-change ${pct(result.verdicts["no-change"])}; cells flagged per PR ${result.flaggedCells.toFixed(2)} (naive diff: ${result.naiveDrops.toFixed(1)})`,
    );
    regressions += result.verdicts.regression;
    // 300 PRs: the standard error of a 5% rate is 1.3 points.
    assert.ok(result.verdicts.regression <= 0.075, `regression rate ${result.verdicts.regression}`);
    assert.ok(result.verdicts["possible-regression"] <= 0.06, `possible-regression rate ${result.verdicts["possible-regression"]}`);
    // Per cell the one-sided test holds alpha, so at most about 5% of the cells show up as possible regressions…
    assert.ok(result.flaggedCells <= 0.05 * scenario.cases, `flagged cells ${result.flaggedCells}`);
    // …where a naive "count went down" diff flags a quarter to a third of them.
    assert.ok(result.naiveDrops >= 0.2 * scenario.cases);
  }
  const pooled = regressions / NO_CHANGE_SCENARIOS.length;
  t.diagnostic(`pooled regression rate ${pct(pooled)} over ${NO_CHANGE_SCENARIOS.length * 300} PRs`);
  assert.ok(pooled <= 0.05, `pooled regression rate ${pooled}`);
});

test("the whole rule false-alarms at most 5% on no-change PRs: 1, 3, 20 and 100 cases × 3, 5 and 10 runs, rates 0.3–1.0, against fixed, pooled (20-run) and adaptive baselines", (t) => {
  let total = 0;
  let scenarios = 0;
  for (const baseline of ["fixed", "pooled", "adaptive"] as const) {
    for (const cases of [1, 3, 20, 100]) {
      for (const runs of [3, 5, 10]) {
        const rng = createRng(1000 + cases * 10 + runs + (baseline === "pooled" ? 5000 : baseline === "adaptive" ? 9000 : 0));
        // Enough PRs that the Monte Carlo error (about 0.6 points at 4%) stays well under the 5% bound.
        const prs = cases === 100 ? 400 : 1000;
        const result = tally(prs, () => {
          const rates = uniform(cases, rng);
          const base = baseline === "adaptive" ? adaptiveBaseline(rates, rng) : counts(rates, baseline === "pooled" ? 20 : runs, rng);
          return { base: stabilityOf(base), head: stabilityOf(counts(rates, runs, rng)) };
        });
        t.diagnostic(
          `${baseline} base, ${cases} × ${runs}: regression ${pct(result.verdicts.regression)}, possible-regression ${pct(result.verdicts["possible-regression"])}`,
        );
        assert.ok(result.verdicts.regression <= 0.05, `${baseline} base, ${cases} cases × ${runs} runs: regression rate ${result.verdicts.regression}`);
        total += result.verdicts.regression;
        scenarios++;
      }
    }
  }
  t.diagnostic(`mean regression rate over the ${scenarios} scenarios: ${pct(total / scenarios)}`);
});

test("one case going 10/10 → 0/10 among 19 unchanged cases is a regression every time", (t) => {
  const result = simulate({
    cases: 20,
    runs: 10,
    drop: 0,
    seed: 500,
    prs: 200,
    rates: (rng) => [1, ...suiteRates(19, rng)],
    head: (rates) => [0, ...rates.slice(1)],
  });
  t.diagnostic(`regression ${pct(result.verdicts.regression)}`);
  assert.equal(result.verdicts.regression, 1);
});

test("no-change PRs stay calibrated with every case at 50% (the noisiest) and with 10% errored runs", (t) => {
  const flaky = simulate({ cases: 50, runs: 3, drop: 0, seed: 7, prs: 300, rates: () => Array<number>(50).fill(0.5) });
  const errored = simulate({ cases: 20, runs: 5, drop: 0, seed: 8, prs: 300, errorRate: 0.1 });
  for (const [name, result] of [
    ["all at 50%", flaky],
    ["10% errored", errored],
  ] as const) {
    t.diagnostic(`${name}: regression ${pct(result.verdicts.regression)}, possible-regression ${pct(result.verdicts["possible-regression"])}`);
    assert.ok(result.verdicts.regression <= 0.075);
    assert.ok(result.verdicts["possible-regression"] <= 0.06);
  }
});

test("power: a 20-point drop over 20 cases × 5 runs is caught in at least 90% of PRs (before: 91.3%)", (t) => {
  const result = simulate({ cases: 20, runs: 5, drop: 0.2, seed: 200 });
  const small = simulate({ cases: 20, runs: 3, drop: 0.2, seed: 201 });
  const large = simulate({ cases: 50, runs: 5, drop: 0.1, seed: 202 });
  t.diagnostic(`20 × 5, drop 20 points: regression ${pct(result.verdicts.regression)} (before 91.3%; paired t-test reference 93%)`);
  t.diagnostic(`20 × 3, drop 20 points: regression ${pct(small.verdicts.regression)} (before 70.3%; reference 77%)`);
  t.diagnostic(`50 × 5, drop 10 points: regression ${pct(large.verdicts.regression)} (before 79.5%; reference 83%)`);
  assert.ok(result.verdicts.regression >= 0.9, `power ${result.verdicts.regression}`);
  assert.ok(small.verdicts.regression >= 0.7, `power ${small.verdicts.regression}`);
  assert.ok(large.verdicts.regression >= 0.8, `power ${large.verdicts.regression}`);
  // A real drop is never called an improvement or "no change".
  assert.equal(result.verdicts.improvement + result.verdicts["no-change"], 0);
});

/** Real-shaped suites of 20 cases, 2 of them breaking to 0%, against a base of `baseRuns` and a head of `headRuns`. */
function twoBreak(baseRuns: number, headRuns: number, seed: number): Tally {
  const rng = createRng(seed);
  return tally(400, () => {
    const rates = realLike(20, rng);
    const head = rates.slice();
    const first = rng.int(20);
    let second = rng.int(19);
    if (second >= first) second++;
    head[first] = 0;
    head[second] = 0;
    return { base: stabilityOf(counts(rates, baseRuns, rng)), head: stabilityOf(counts(head, headRuns, rng)) };
  });
}

test("suites shaped like real ones (70% of cells pass every run), 2 of 20 cells breaking to 0%: caught in ≥ 95% against a pooled 20-run base with 5 head runs, ≥ 90% with 3", (t) => {
  // Before: 95.5%, 93.3%, and 58.3% for 5 against 5 runs.
  const five = twoBreak(20, 5, 325);
  const three = twoBreak(20, 3, 323);
  const fixed = twoBreak(5, 5, 310);
  t.diagnostic(`pooled 20 → 5 head runs: regression ${pct(five.verdicts.regression)} (before 95.5%)`);
  t.diagnostic(`pooled 20 → 3 head runs: regression ${pct(three.verdicts.regression)} (before 93.3%)`);
  t.diagnostic(`5 → 5 runs: regression ${pct(fixed.verdicts.regression)}, possible-regression ${pct(fixed.verdicts["possible-regression"])} (before 58.3%)`);
  assert.ok(five.verdicts.regression >= 0.95, `pooled, 5 head runs: ${five.verdicts.regression}`);
  assert.ok(three.verdicts.regression >= 0.9, `pooled, 3 head runs: ${three.verdicts.regression}`);
  assert.ok(fixed.verdicts.regression >= 0.583, `5 against 5: ${fixed.verdicts.regression}`);
});

test("10% of cells dropping 20–100 points at 20 cases × 10 runs is caught no less often than before (49.8% with these runs)", (t) => {
  const rng = createRng(400);
  const result = tally(400, () => {
    const rates = uniform(20, rng);
    const head = rates.map((p) => (rng.next() < 0.1 ? Math.max(0, p - (0.2 + 0.8 * rng.next())) : p));
    return { base: stabilityOf(counts(rates, 10, rng)), head: stabilityOf(counts(head, 10, rng)) };
  });
  t.diagnostic(`regression ${pct(result.verdicts.regression)} (before: 49.8%)`);
  assert.ok(result.verdicts.regression >= 0.498, `power ${result.verdicts.regression}`);
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
