// A two-sided permutation test of a per-run measure (tokens, cost, turns,
// duration) between two arms, stratified by cell: under "no difference" a
// cell's runs are exchangeable between its arms, whatever the cell's own level
// or spread. The statistic is the sum over cells of the difference of the arm
// means (treatment − control), so an expensive cell weighs as much as it
// costs, as the suite's total does; under the permutation its expectation is
// exactly 0, so |T*| ≥ |T| is a two-sided test. Exact by enumeration when the
// splits are few, seeded sequential Monte Carlo otherwise (Besag & Clifford
// 1991). Makes no assumption about the measure's distribution, which for cost
// is skewed and for a scripted agent often constant.

import { mean } from "./descriptive.ts";
import { logChoose } from "./hypergeometric.ts";
import { createRng } from "./prng.ts";

export interface MeasureArms {
  treatment: readonly number[];
  control: readonly number[];
}

export interface MeasureTest {
  /** Two-sided p-value. */
  p: number;
  /** Sum over cells of treatment mean − control mean. */
  statistic: number;
  exact: boolean;
  /** The smallest p any split of these runs could give: above the level, the test could never decide. */
  smallest: number;
}

/** Splits enumerated exactly up to this many (product over cells of C(runs, treatment runs)). */
const MAX_EXACT = 20_000;
const SEED = 1;
const EXCEEDANCES = 25;
const RESAMPLES = 2_000;

export function meanPermutationTest(cells: readonly MeasureArms[]): MeasureTest {
  const tested = cells.filter((c) => c.treatment.length > 0 && c.control.length > 0);
  const statistic = tested.reduce((sum, c) => sum + difference(c.treatment, c.control), 0);
  // A cell whose runs all measured the same adds 0 under every split.
  const varying = tested.filter((c) => !constant([...c.treatment, ...c.control]));
  const smallest = smallestP(varying);
  if (varying.length === 0) return { p: 1, statistic, exact: true, smallest: 1 };
  const observed = Math.abs(statistic);
  const tolerance = 1e-9 * (1 + observed);
  const splits = varying.reduce((n, c) => n * choose(c.treatment.length + c.control.length, c.treatment.length), 1);
  if (splits <= MAX_EXACT) {
    let sums = [0];
    for (const cell of varying) {
      const values = cellDifferences(cell);
      sums = sums.flatMap((s) => values.map((v) => s + v));
    }
    const extreme = sums.filter((s) => Math.abs(s) >= observed - tolerance).length;
    return { p: extreme / sums.length, statistic, exact: true, smallest };
  }
  const rng = createRng(SEED);
  const pools = varying.map((c) => {
    const values = Float64Array.from([...c.treatment, ...c.control]);
    return { values, k: c.treatment.length, total: values.reduce((a, b) => a + b, 0) };
  });
  let extreme = 0;
  for (let r = 1; r <= RESAMPLES; r++) {
    let sum = 0;
    for (const { values, k, total } of pools) {
      // A partial Fisher–Yates shuffle: the first k are the treatment's.
      let inTreatment = 0;
      for (let i = 0; i < k; i++) {
        const j = i + rng.int(values.length - i);
        const picked = values[j];
        values[j] = values[i];
        values[i] = picked;
        inTreatment += picked;
      }
      sum += inTreatment / k - (total - inTreatment) / (values.length - k);
    }
    if (Math.abs(sum) >= observed - tolerance && ++extreme === EXCEEDANCES) return { p: EXCEEDANCES / r, statistic, exact: false, smallest };
  }
  // Counting the observed split keeps the p-value valid (never 0).
  return { p: (extreme + 1) / (RESAMPLES + 1), statistic, exact: false, smallest };
}

function difference(treatment: readonly number[], control: readonly number[]): number {
  return mean(treatment) - mean(control);
}

/** The statistic of one cell under each split of its runs (treatment first). */
function cellDifferences(cell: MeasureArms): number[] {
  const values = [...cell.treatment, ...cell.control];
  const k = cell.treatment.length;
  const total = values.reduce((a, b) => a + b, 0);
  const out: number[] = [];
  const pick = (start: number, left: number, sum: number): void => {
    if (left === 0) {
      out.push(sum / k - (total - sum) / (values.length - k));
      return;
    }
    for (let i = start; i <= values.length - left; i++) pick(i + 1, left - 1, sum + values[i]);
  };
  pick(0, k, 0);
  return out;
}

/**
 * A lower bound on the p-value: the most extreme split (the largest values all in one arm in every cell) alone, and
 * its mirror too when every cell's arms are the same size (the mirror then gives −T).
 */
function smallestP(cells: readonly MeasureArms[]): number {
  if (cells.length === 0) return 1;
  const logSplits = cells.reduce((sum, c) => sum + logChoose(c.treatment.length + c.control.length, c.treatment.length), 0);
  const mirrored = cells.every((c) => c.treatment.length === c.control.length);
  return Math.min(1, (mirrored ? 2 : 1) * Math.exp(-logSplits));
}

function constant(values: readonly number[]): boolean {
  return values.every((v) => v === values[0]);
}

function choose(n: number, k: number): number {
  return Math.round(Math.exp(logChoose(n, k)));
}
