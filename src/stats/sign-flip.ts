// Sign-flip permutation test for paired differences (statistics.md §5): under
// "no change" each difference is as likely to be positive as negative, so the
// observed sum is compared with the sums of all 2^m sign assignments. Exact by
// dynamic programming over the sums when the differences share a small common
// denominator (they do: pass rates are c/n), seeded Monte Carlo otherwise.

import { createRng } from "./prng.ts";

export interface SignFlipResult {
  /** P(sum* ≤ observed): evidence that the differences are negative. */
  pLess: number;
  /** P(sum* ≥ observed): evidence that they are positive. */
  pGreater: number;
  exact: boolean;
}

export interface SignFlipOptions {
  /** Every difference times this is (close to) an integer, e.g. the lcm of the run counts. */
  denominator?: number;
  seed?: number;
  resamples?: number;
}

const MAX_DP_WORK = 50_000_000;

export function signFlipTest(differences: readonly number[], options: SignFlipOptions = {}): SignFlipResult {
  const nonZero = differences.filter((d) => d !== 0);
  if (nonZero.length === 0) return { pLess: 1, pGreater: 1, exact: true };
  const scale = options.denominator;
  if (scale !== undefined && scale > 0) {
    const scaled = nonZero.map((d) => Math.round(d * scale));
    const exactScale = scaled.every((v, i) => Math.abs(v - nonZero[i] * scale) < 1e-6);
    const span = scaled.reduce((sum, v) => sum + Math.abs(v), 0);
    if (exactScale && scaled.length * (2 * span + 1) <= MAX_DP_WORK) return exactTest(scaled, span);
  }
  return monteCarloTest(nonZero, options.seed ?? 1, options.resamples ?? 20_000);
}

function exactTest(values: readonly number[], span: number): SignFlipResult {
  // probabilities[s + span] = P(sum of ±values = s), each sign with probability 1/2.
  let probabilities = new Float64Array(2 * span + 1);
  probabilities[span] = 1;
  for (const v of values) {
    const next = new Float64Array(2 * span + 1);
    const step = Math.abs(v);
    for (let s = 0; s < probabilities.length; s++) {
      const mass = probabilities[s];
      if (mass === 0) continue;
      next[s + step] = next[s + step] + mass / 2;
      next[s - step] = next[s - step] + mass / 2;
    }
    probabilities = next;
  }
  const observed = values.reduce((sum, v) => sum + v, 0) + span;
  let pLess = 0;
  let pGreater = 0;
  for (let s = 0; s < probabilities.length; s++) {
    if (s <= observed) pLess += probabilities[s];
    if (s >= observed) pGreater += probabilities[s];
  }
  return { pLess: Math.min(1, pLess), pGreater: Math.min(1, pGreater), exact: true };
}

function monteCarloTest(values: readonly number[], seed: number, resamples: number): SignFlipResult {
  const rng = createRng(seed);
  const observed = values.reduce((sum, v) => sum + v, 0);
  const tolerance = 1e-12 * values.reduce((sum, v) => sum + Math.abs(v), 0);
  let less = 0;
  let greater = 0;
  for (let r = 0; r < resamples; r++) {
    let sum = 0;
    for (const v of values) sum += rng.next() < 0.5 ? -v : v;
    if (sum <= observed + tolerance) less++;
    if (sum >= observed - tolerance) greater++;
  }
  // Counting the observed assignment keeps the Monte Carlo p-value valid (never 0).
  return { pLess: (less + 1) / (resamples + 1), pGreater: (greater + 1) / (resamples + 1), exact: false };
}
