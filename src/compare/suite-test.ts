// The suite-level test: one pass-rate difference per comparable cell (head -
// base, over non-errored runs), a permutation test of their mean conditional
// on each cell's margins at the suite's share of alpha, a two-sided t interval
// at 1 - alpha (for reading, not deciding), and the power to detect a drop of
// the margin.

import { mean, sampleVariance } from "../stats/descriptive.ts";
import { logChoose } from "../stats/hypergeometric.ts";
import { tInterval } from "../stats/paired-t.ts";
import { powerForDrop, runsForPower } from "../stats/power.ts";
import { stratifiedPermutationTest } from "../stats/stratified-permutation.ts";
import { reaches } from "../stats/tarone.ts";
import { evidence, type Evidence } from "./cells.ts";
import type { CellPair } from "./match.ts";
import type { ResolvedOptions } from "./options.ts";

export const TARGET_POWER = 0.8;

export interface SuiteTest {
  /** Cells in the test: in both arms, the same test, a non-errored run on each side. */
  cells: number;
  /** Mean of head - base pass rates over those cells. */
  delta: number | null;
  ci: [number, number] | null;
  /** One-sided permutation p-values: "head is lower" and "head is higher". */
  pLess: number | null;
  pGreater: number | null;
  /** Whether any outcome of these run counts could reach the suite level (every base run passing, every head run failing). */
  canReach: boolean;
  /** The drop the power refers to (the margin, or 5 points when the margin is 0). */
  detectableDrop: number;
  power: number;
  runsPerCaseFor80?: number;
  /** Mean non-errored runs per arm per cell. */
  runsPerArm: number;
}

export function suiteTest(pairs: readonly CellPair[], options: ResolvedOptions): SuiteTest {
  const detectableDrop = options.margin > 0 ? options.margin : 0.05;
  const arms = comparableArms(pairs);
  const m = arms.length;
  if (m === 0) return { cells: 0, delta: null, ci: null, pLess: null, pGreater: null, canReach: false, detectableDrop, power: 0, runsPerArm: 0 };

  const differences = arms.map(({ base, head }) => head.passed / head.runs - base.passed / base.runs);
  const delta = mean(differences);
  const test = stratifiedPermutationTest(
    arms.map(({ base, head }) => ({ basePassed: base.passed, baseRuns: base.runs, headPassed: head.passed, headRuns: head.runs })),
  );
  const canReach = suiteCanReach(arms, options.suiteAlpha);

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
    canReach,
    detectableDrop,
    power: canReach ? powerForDrop(detectableDrop, se, options.suiteAlpha) : 0,
    runsPerArm,
  };
  if (canReach) result.runsPerCaseFor80 = runsForPower(detectableDrop, se, runsPerArm, options.suiteAlpha, TARGET_POWER);
  return result;
}

/** The cells the suite-level test compares: in both arms, the same test, a non-errored run on each side. */
export function comparableArms(pairs: readonly CellPair[]): Array<{ base: Evidence; head: Evidence }> {
  return pairs.flatMap((pair) => {
    if (!pair.base || !pair.head || pair.testChanged) return [];
    const base = evidence(pair.base);
    const head = evidence(pair.head);
    return base.runs > 0 && head.runs > 0 ? [{ base, head }] : [];
  });
}

/**
 * The smallest p-value these run counts allow the suite-level test: every
 * base run passing and every head run failing, when each cell's runs split
 * into exactly that one way out of C(nb + nh, nb). Reaching the level needs
 * the product of those chances to be at most it.
 */
export function suiteCanReach(arms: ReadonlyArray<{ base: { runs: number }; head: { runs: number } }>, level: number): boolean {
  const logSmallest = arms.reduce((sum, { base, head }) => sum - logChoose(base.runs + head.runs, base.runs), 0);
  return reaches(Math.exp(logSmallest), level);
}

function clampInterval([low, high]: [number, number]): [number, number] {
  return [Math.max(-1, low), Math.min(1, high)];
}
