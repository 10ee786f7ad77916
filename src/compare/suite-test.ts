// The suite-level test: one pass-rate difference per comparable cell (head -
// base, over non-errored runs), a sign-flip permutation test on their mean at
// the suite's share of alpha, a two-sided t interval at 1 - alpha (for
// reading, not deciding), and the power to detect a drop of the margin.

import { mean, sampleVariance } from "../stats/descriptive.ts";
import { tInterval } from "../stats/paired-t.ts";
import { powerForDrop, runsForPower } from "../stats/power.ts";
import { signFlipTest } from "../stats/sign-flip.ts";
import { evidence } from "./cells.ts";
import type { CellPair } from "./match.ts";
import type { ResolvedOptions } from "./options.ts";

export const TARGET_POWER = 0.8;

export interface SuiteTest {
  /** Cells in the test: in both arms, the same test, a non-errored run on each side. */
  cells: number;
  /** Mean of head - base pass rates over those cells. */
  delta: number | null;
  ci: [number, number] | null;
  /** One-sided sign-flip p-values: "head is lower" and "head is higher". */
  pLess: number | null;
  pGreater: number | null;
  /** Fewest cells with which the sign-flip test can reach alpha at all. */
  minCells: number;
  /** The drop the power refers to (the margin, or 5 points when the margin is 0). */
  detectableDrop: number;
  power: number;
  runsPerCaseFor80?: number;
  /** Mean non-errored runs per arm per cell. */
  runsPerArm: number;
}

export function suiteTest(pairs: readonly CellPair[], options: ResolvedOptions): SuiteTest {
  const detectableDrop = options.margin > 0 ? options.margin : 0.05;
  const minCells = minCellsFor(options.suiteAlpha);
  const arms = pairs.flatMap((pair) => {
    if (!pair.base || !pair.head || pair.testChanged) return [];
    const base = evidence(pair.base);
    const head = evidence(pair.head);
    return base.runs > 0 && head.runs > 0 ? [{ base, head }] : [];
  });
  const m = arms.length;
  if (m === 0) return { cells: 0, delta: null, ci: null, pLess: null, pGreater: null, minCells, detectableDrop, power: 0, runsPerArm: 0 };

  const differences = arms.map(({ base, head }) => head.passed / head.runs - base.passed / base.runs);
  const delta = mean(differences);
  const test = signFlipTest(differences, { denominator: commonDenominator(arms.flatMap(({ base, head }) => [base.runs, head.runs])), seed: options.seed });

  // Variance of one cell's difference: observed, and what binomial noise alone
  // gives at the pooled pass rate (add-one smoothed, so "everything passed" in
  // a few runs does not claim zero noise).
  const passed = arms.reduce((sum, { base, head }) => sum + base.passed + head.passed, 0);
  const runs = arms.reduce((sum, { base, head }) => sum + base.runs + head.runs, 0);
  const pooled = (passed + 1) / (runs + 2);
  const binomialVariance = pooled * (1 - pooled) * mean(arms.map(({ base, head }) => 1 / base.runs + 1 / head.runs));
  const observedVariance = sampleVariance(differences);
  // Power errs on the side of "cannot tell": never less noise than the binomial model gives.
  const se = Math.sqrt(Math.max(observedVariance, binomialVariance) / m);
  // The interval is the paired t interval; only when every difference is the same (no spread to
  // measure) does it fall back to the binomial noise.
  const intervalSe = Math.sqrt((observedVariance > 1e-12 ? observedVariance : binomialVariance) / m);
  const runsPerArm = mean(arms.map(({ base, head }) => (base.runs + head.runs) / 2));

  const result: SuiteTest = {
    cells: m,
    delta,
    ci: m >= 2 ? clampInterval(tInterval(delta, intervalSe, m - 1, options.alpha)) : null,
    pLess: test.pLess,
    pGreater: test.pGreater,
    minCells,
    detectableDrop,
    power: m < minCells ? 0 : powerForDrop(detectableDrop, se, options.suiteAlpha),
    runsPerArm,
  };
  if (m >= minCells) result.runsPerCaseFor80 = runsForPower(detectableDrop, se, runsPerArm, options.suiteAlpha, TARGET_POWER);
  return result;
}

/** Fewest cells with which the sign-flip test can reach `suiteAlpha` at all: with m cells its smallest p is 1/2^m. */
export function minCellsFor(suiteAlpha: number): number {
  return Math.floor(Math.log2(1 / suiteAlpha)) + 1;
}

/** The lcm of the run counts, so every difference times it is an integer (for the exact test); undefined when huge. */
function commonDenominator(runCounts: readonly number[]): number | undefined {
  let l = 1;
  for (const n of new Set(runCounts)) {
    l = (l / gcd(l, n)) * n;
    if (l > 1_000_000) return undefined;
  }
  return l;
}

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}

function clampInterval([low, high]: [number, number]): [number, number] {
  return [Math.max(-1, low), Math.min(1, high)];
}
