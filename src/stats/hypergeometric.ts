// Binomial coefficients and the hypergeometric tails that Fisher's test and the
// suite-level permutation test are built on, in log space so hundreds of runs do not overflow.

import { logGamma } from "./special.ts";

const logFactorials: number[] = [0];

export function logFactorial(n: number): number {
  if (n < logFactorials.length) return logFactorials[n];
  if (n > 100_000) return logGamma(n + 1);
  for (let i = logFactorials.length; i <= n; i++) logFactorials.push(logGamma(i + 1));
  return logFactorials[n];
}

export function logChoose(n: number, k: number): number {
  if (k < 0 || k > n) return -Infinity;
  return logFactorial(n) - logFactorial(k) - logFactorial(n - k);
}

/**
 * Upper tails of the hypergeometric distribution of X = successes among `draws`
 * items drawn from `population` items of which `successes` are successes:
 * `tails[k - min]` = P(X ≥ k) for k in [min, max]. Summed from the top, so
 * small tails keep their precision.
 */
export function hypergeometricUpperTails(population: number, successes: number, draws: number): { min: number; max: number; tails: number[] } {
  const min = Math.max(0, successes - (population - draws));
  const max = Math.min(draws, successes);
  const logTotal = logChoose(population, successes);
  const tails = new Array<number>(max - min + 1);
  let sum = 0;
  for (let k = max; k >= min; k--) {
    sum += Math.exp(logChoose(draws, k) + logChoose(population - draws, successes - k) - logTotal);
    tails[k - min] = Math.min(1, sum);
  }
  return { min, max, tails };
}
