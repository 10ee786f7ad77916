// The normal and Student t distributions: CDFs and quantiles.

import { betaI, gammaP, gammaQ } from "./special.ts";

/** Complementary error function, accurate in both tails. */
export function erfc(x: number): number {
  return x >= 0 ? gammaQ(0.5, x * x) : 1 + gammaP(0.5, x * x);
}

/** Standard normal CDF Φ(x). */
export function normalCdf(x: number): number {
  return 0.5 * erfc(-x / Math.SQRT2);
}

/** Standard normal quantile Φ⁻¹(p): a rational first guess (Abramowitz & Stegun 26.2.23) polished by Halley steps. */
export function normalQuantile(p: number): number {
  if (!(p > 0 && p < 1)) {
    if (p === 0) return -Infinity;
    if (p === 1) return Infinity;
    return Number.NaN;
  }
  if (p === 0.5) return 0;
  if (p > 0.5) return -normalQuantile(1 - p);
  const t = Math.sqrt(-2 * Math.log(p));
  let x = -(t - (2.515517 + 0.802853 * t + 0.010328 * t * t) / (1 + 1.432788 * t + 0.189269 * t * t + 0.001308 * t * t * t));
  for (let i = 0; i < 4; i++) {
    const e = normalCdf(x) - p;
    const u = e * Math.sqrt(2 * Math.PI) * Math.exp((x * x) / 2);
    x -= u / (1 + (x * u) / 2);
  }
  return x;
}

/** P(T > t) for Student's t with `df` degrees of freedom. */
export function studentTUpper(t: number, df: number): number {
  const tail = 0.5 * betaI(df / (df + t * t), df / 2, 0.5);
  return t > 0 ? tail : 1 - tail;
}

/** Student t quantile: the t with P(T ≤ t) = p (bisection on the CDF; monotone, so it cannot miss). */
export function studentTQuantile(p: number, df: number): number {
  if (!(p > 0 && p < 1)) return p === 0 ? -Infinity : p === 1 ? Infinity : Number.NaN;
  if (p < 0.5) return -studentTQuantile(1 - p, df);
  let low = 0;
  let high = 1;
  while (1 - studentTUpper(high, df) < p) high *= 2;
  for (let i = 0; i < 200 && high - low > 1e-13 * high; i++) {
    const mid = (low + high) / 2;
    if (1 - studentTUpper(mid, df) < p) low = mid;
    else high = mid;
  }
  return (low + high) / 2;
}
