// Wilson score interval for a pass rate: unlike the Wald interval it does not
// collapse to zero width at 0/n or n/n (statistics.md §2).

import { normalQuantile } from "./distributions.ts";

export interface Interval {
  low: number;
  high: number;
}

/** Two-sided (1 - alpha) Wilson interval for `passed` of `runs`; [0, 1] when there are no runs. */
export function wilsonInterval(passed: number, runs: number, alpha = 0.05): Interval {
  if (runs <= 0) return { low: 0, high: 1 };
  const z = normalQuantile(1 - alpha / 2);
  const p = passed / runs;
  const z2n = (z * z) / runs;
  const center = (p + z2n / 2) / (1 + z2n);
  const half = (z / (1 + z2n)) * Math.sqrt((p * (1 - p)) / runs + (z * z) / (4 * runs * runs));
  // At 0/n and n/n one bound is exactly 0 or 1; say so instead of returning 1e-17.
  return {
    low: passed === 0 ? 0 : Math.max(0, center - half),
    high: passed === runs ? 1 : Math.min(1, center + half),
  };
}
