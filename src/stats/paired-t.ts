// Student's t on paired differences: the interval reported next to the
// suite-level permutation test, and the paired t-test itself (as SciPy's ttest_rel).

import { mean, sampleStd } from "./descriptive.ts";
import { studentTQuantile, studentTUpper } from "./distributions.ts";

export interface PairedTTest {
  mean: number;
  /** Standard error of the mean difference. */
  se: number;
  t: number;
  df: number;
  /** One-sided p for "the differences are negative" and "positive". */
  pLess: number;
  pGreater: number;
}

export function pairedTTest(differences: readonly number[]): PairedTTest | null {
  const n = differences.length;
  if (n < 2) return null;
  const m = mean(differences);
  const se = sampleStd(differences) / Math.sqrt(n);
  const df = n - 1;
  if (se === 0) return { mean: m, se, t: m === 0 ? 0 : Math.sign(m) * Infinity, df, pLess: m < 0 ? 0 : 1, pGreater: m > 0 ? 0 : 1 };
  const t = m / se;
  return { mean: m, se, t, df, pLess: studentTUpper(-t, df), pGreater: studentTUpper(t, df) };
}

/** Two-sided (1 - alpha) interval mean ± t(1 - alpha/2, df) · se. */
export function tInterval(center: number, se: number, df: number, alpha: number): [number, number] {
  const half = studentTQuantile(1 - alpha / 2, df) * se;
  return [center - half, center + half];
}
