// Descriptive statistics for durations and other per-run numbers.

import type { Distribution } from "../model/stability.ts";

export function mean(values: readonly number[]): number {
  if (values.length === 0) return 0;
  let sum = 0;
  for (const v of values) sum += v;
  return sum / values.length;
}

/** Sample variance with Bessel's correction (n - 1); 0 for fewer than two values. */
export function sampleVariance(values: readonly number[]): number {
  if (values.length < 2) return 0;
  const m = mean(values);
  let sum = 0;
  for (const v of values) sum += (v - m) ** 2;
  return sum / (values.length - 1);
}

export function sampleStd(values: readonly number[]): number {
  return Math.sqrt(sampleVariance(values));
}

/** Quantile with linear interpolation between order statistics (R type 7, NumPy's default). */
export function quantile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return 0;
  const position = (sorted.length - 1) * q;
  const below = Math.floor(position);
  const above = Math.min(below + 1, sorted.length - 1);
  return sorted[below] + (sorted[above] - sorted[below]) * (position - below);
}

/** mean, min, max, p50, p90 and the sample standard deviation; all 0 for no values. */
export function distribution(values: readonly number[]): Distribution {
  if (values.length === 0) return { mean: 0, min: 0, max: 0, p50: 0, p90: 0, std: 0 };
  const sorted = [...values].sort((a, b) => a - b);
  return {
    mean: mean(values),
    min: sorted[0],
    max: sorted[sorted.length - 1],
    p50: quantile(sorted, 0.5),
    p90: quantile(sorted, 0.9),
    std: sampleStd(values),
  };
}
