// The suite-level permutation test (statistics.md §5), conditional on each
// cell's margins: under "no change" a cell's runs are exchangeable between the
// two arms, so given its total passes the head's passes are hypergeometric,
// whatever the cell's pass rate and however many runs each arm had. The
// statistic is the sum over cells of the pass-rate differences (head − base);
// its null distribution is the convolution of the cells' hypergeometric
// distributions. Unlike flipping the signs of the differences, it does not
// need a difference to be symmetric around 0, which it is not when a pooled
// base has 20 runs and the head 3. Exact by dynamic programming over the sums
// when the run counts share a small common denominator, seeded Monte Carlo
// otherwise (an adaptive run's head, with 3 to 10 runs per cell, often has
// none small enough).

import { logChoose } from "./hypergeometric.ts";
import { createRng } from "./prng.ts";

export interface ArmPair {
  basePassed: number;
  baseRuns: number;
  headPassed: number;
  headRuns: number;
}

export interface PermutationResult {
  /** P(sum* ≤ observed): evidence that the head is lower. */
  pLess: number;
  /** P(sum* ≥ observed): evidence that it is higher. */
  pGreater: number;
  exact: boolean;
}

/** Work of the dynamic programme (grid points × values per cell): a few milliseconds. */
const MAX_DP_WORK = 5_000_000;
const MAX_DENOMINATOR = 1_000_000;

/** One cell under "no change": each difference (head − base pass rate) its margins allow, with its probability. */
interface Support {
  observed: number;
  values: number[];
  probabilities: number[];
}

function support(cell: ArmPair): Support {
  const { baseRuns: nb, headRuns: nh } = cell;
  const total = cell.basePassed + cell.headPassed;
  const logAll = logChoose(nb + nh, total);
  const values: number[] = [];
  const probabilities: number[] = [];
  for (let h = Math.max(0, total - nb); h <= Math.min(nh, total); h++) {
    values.push(h / nh - (total - h) / nb);
    probabilities.push(Math.exp(logChoose(nh, h) + logChoose(nb, total - h) - logAll));
  }
  return { observed: cell.headPassed / nh - cell.basePassed / nb, values, probabilities };
}

export function stratifiedPermutationTest(cells: readonly ArmPair[], options: { resamples?: number } = {}): PermutationResult {
  const tested = cells.filter((c) => c.baseRuns > 0 && c.headRuns > 0);
  // A cell whose runs all passed (or all failed) has one possible split: it adds the same to every sum.
  const supports = tested.map(support).filter((s) => s.values.length > 1);
  if (supports.length === 0) return { pLess: 1, pGreater: 1, exact: true };
  // Every difference is a multiple of 1 / lcm of the run counts; measured from each cell's lowest value, in units
  // of their common divisor, the grid is as coarse as the run counts allow.
  const denominator = commonDenominator(tested.flatMap((c) => [c.baseRuns, c.headRuns]));
  if (denominator !== undefined) {
    const steps = supports.map((s) => s.values.map((v) => Math.round((v - s.values[0]) * denominator)));
    const unit = steps.reduce((g, values) => values.reduce(gcd, g), 0);
    const width = steps.reduce((sum, values) => sum + values[values.length - 1] / unit, 0) + 1;
    if (supports.reduce((n, s) => n + s.values.length, 0) * width <= MAX_DP_WORK) {
      return exactTest(
        supports,
        steps.map((values) => values.map((v) => v / unit)),
        width,
      );
    }
  }
  return monteCarloTest(supports, options.resamples ?? 20_000);
}

/** The null distribution of the sum by dynamic programming over the cells, on the integer grid `steps` give. */
function exactTest(supports: readonly Support[], steps: readonly number[][], width: number): PermutationResult {
  // mass[k] = P(the cells so far sum to their lowest values plus k units).
  let mass = new Float64Array(width);
  mass[0] = 1;
  let reach = 0;
  let observed = 0;
  supports.forEach((s, i) => {
    const next = new Float64Array(width);
    const cell = steps[i];
    for (let at = 0; at <= reach; at++) {
      const m = mass[at];
      if (m === 0) continue;
      for (let j = 0; j < cell.length; j++) next[at + cell[j]] += m * s.probabilities[j];
    }
    mass = next;
    reach += cell[cell.length - 1];
    observed += cell[s.values.findIndex((v) => Math.abs(v - s.observed) < 1e-9)];
  });
  let pLess = 0;
  let pGreater = 0;
  for (let at = 0; at <= reach; at++) {
    if (at <= observed) pLess += mass[at];
    if (at >= observed) pGreater += mass[at];
  }
  return { pLess: Math.min(1, pLess), pGreater: Math.min(1, pGreater), exact: true };
}

/** Seeded, so the same counts always give the same p-value. */
const SEED = 1;
/** Exceedances after which a tail's sampling stops (Besag & Clifford 1991): a large p needs few samples. */
const EXCEEDANCES = 200;

/**
 * Sequential Monte Carlo: each tail stops at its EXCEEDANCES-th sum at least as extreme as the observed one, with
 * p = EXCEEDANCES / samples drawn (Besag & Clifford's valid sequential p-value); a tail that never gets there
 * within `resamples` has (count + 1) / (resamples + 1).
 */
function monteCarloTest(supports: readonly Support[], resamples: number): PermutationResult {
  const rng = createRng(SEED);
  const cumulative = supports.map((s) => {
    let sum = 0;
    return s.probabilities.map((p) => (sum += p));
  });
  const observed = supports.reduce((sum, s) => sum + s.observed, 0);
  const tolerance = 1e-9 * supports.length;
  let less = 0;
  let greater = 0;
  let pLess: number | undefined;
  let pGreater: number | undefined;
  for (let r = 1; r <= resamples && (pLess === undefined || pGreater === undefined); r++) {
    let sum = 0;
    for (let i = 0; i < supports.length; i++) {
      const c = cumulative[i];
      const u = rng.next() * c[c.length - 1];
      let j = 0;
      while (j < c.length - 1 && c[j] <= u) j++;
      sum += supports[i].values[j];
    }
    if (sum <= observed + tolerance && ++less === EXCEEDANCES) pLess ??= EXCEEDANCES / r;
    if (sum >= observed - tolerance && ++greater === EXCEEDANCES) pGreater ??= EXCEEDANCES / r;
  }
  // Counting the observed split keeps a p-value valid (never 0).
  return { pLess: pLess ?? (less + 1) / (resamples + 1), pGreater: pGreater ?? (greater + 1) / (resamples + 1), exact: false };
}

/** The lcm of the run counts, so every difference times it is an integer; undefined when huge. */
function commonDenominator(runCounts: readonly number[]): number | undefined {
  let l = 1;
  for (const n of new Set(runCounts)) {
    l = (l / gcd(l, n)) * n;
    if (l > MAX_DENOMINATOR) return undefined;
  }
  return l;
}

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}
