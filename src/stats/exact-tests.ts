// One-sided exact tests for two independent binomial samples (statistics.md §4):
// arm 1 has x1 passes in n1 runs, arm 2 has x2 in n2; H1: arm 1's pass
// probability is greater than arm 2's. For "did the head get worse", arm 1 is
// the base; for "did it get better", arm 1 is the head.

import { hypergeometricUpperTails, logChoose } from "./hypergeometric.ts";

/** Fisher's exact test: P(X ≥ x1) given the total passes (conditional, conservative at small n). */
export function fisherGreater(x1: number, n1: number, x2: number, n2: number): number {
  checkArm(x1, n1);
  checkArm(x2, n2);
  const { min, tails } = hypergeometricUpperTails(n1 + n2, x1 + x2, n1);
  return tails[x1 - min];
}

// Ties between tables whose Fisher p-values are mathematically equal but were
// computed along different paths (SciPy uses a relative 1e-13 for the same purpose).
const TIE_TOLERANCE = 1e-9;
// Past this many runs in both arms the supremum search gets slow; Fisher's test
// (valid, slightly conservative) answers instead.
const MAX_BOSCHLOO_RUNS = 10_000;
const CACHE_LIMIT = 20_000;
const cache = new Map<string, number>();

/**
 * Boschloo's unconditional test: Fisher's p as the statistic, and the p-value
 * the largest probability of a table at least as extreme over the common pass
 * rate π. Matches SciPy's `boschloo_exact([[x1, x2], [n1 - x1, n2 - x2]],
 * alternative="greater")` (the arms are the columns).
 */
export function boschlooGreater(x1: number, n1: number, x2: number, n2: number): number {
  checkArm(x1, n1);
  checkArm(x2, n2);
  if (n1 === 0 || n2 === 0) return 1;
  const key = `${x1},${n1},${x2},${n2}`;
  const cached = cache.get(key);
  if (cached !== undefined) return cached;
  const p = n1 + n2 > MAX_BOSCHLOO_RUNS ? fisherGreater(x1, n1, x2, n2) : computeBoschloo(x1, n1, x2, n2);
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(key, p);
  return p;
}

function computeBoschloo(x1: number, n1: number, x2: number, n2: number): number {
  const total = n1 + n2;
  const observed = fisherGreater(x1, n1, x2, n2) * (1 + TIE_TOLERANCE);
  // For each total s, the tables with that total that are at least as extreme
  // are x ≥ t_s (the Fisher tail falls as x grows); their conditional
  // probability w_s is that tail. Then P(region | π) = Σ_s w_s · Bin(s; total, π).
  const weights = new Float64Array(total + 1);
  for (let s = 0; s <= total; s++) {
    const { tails } = hypergeometricUpperTails(total, s, n1);
    for (const tail of tails) {
      if (tail <= observed) {
        weights[s] = tail;
        break;
      }
    }
  }
  const logChooses = Float64Array.from({ length: total + 1 }, (_, s) => logChoose(total, s));
  const regionProbability = (pi: number): number => {
    if (pi <= 0) return weights[0];
    if (pi >= 1) return weights[total];
    const logPi = Math.log(pi);
    const logRest = Math.log1p(-pi);
    let sum = 0;
    for (let s = 0; s <= total; s++) {
      if (weights[s] > 0) sum += weights[s] * Math.exp(logChooses[s] + s * logPi + (total - s) * logRest);
    }
    return sum;
  };
  return Math.min(1, supremum(regionProbability, Math.min(2000, Math.max(400, 4 * total))));
}

/** The maximum of a smooth function on [0, 1]: a grid, then golden-section search around every grid peak. */
function supremum(f: (x: number) => number, gridSize: number): number {
  const values = Float64Array.from({ length: gridSize + 1 }, (_, i) => f(i / gridSize));
  let best = Math.max(...values);
  for (let i = 1; i < gridSize; i++) {
    if (values[i] >= values[i - 1] && values[i] >= values[i + 1] && values[i] > 0) {
      best = Math.max(best, goldenMaximum(f, (i - 1) / gridSize, (i + 1) / gridSize));
    }
  }
  return best;
}

const GOLDEN = (Math.sqrt(5) - 1) / 2;

function goldenMaximum(f: (x: number) => number, low: number, high: number): number {
  let a = low;
  let b = high;
  let c = b - GOLDEN * (b - a);
  let d = a + GOLDEN * (b - a);
  let fc = f(c);
  let fd = f(d);
  for (let i = 0; i < 80 && b - a > 1e-13; i++) {
    if (fc >= fd) {
      b = d;
      d = c;
      fd = fc;
      c = b - GOLDEN * (b - a);
      fc = f(c);
    } else {
      a = c;
      c = d;
      fc = fd;
      d = a + GOLDEN * (b - a);
      fd = f(d);
    }
  }
  return Math.max(fc, fd);
}

function checkArm(passed: number, runs: number): void {
  if (!Number.isInteger(passed) || !Number.isInteger(runs) || passed < 0 || passed > runs) {
    throw new RangeError(`an exact test needs integers 0 <= passes <= runs (got ${passed} of ${runs})`);
  }
}
