// Before/after in one bench run (--against). Each repetition measures both
// builds back to back, so whatever load the machine had then weighed on both:
// the ratio within a pair is what the change did, and the spread of those
// ratios is the noise. On a machine whose speed drifts by 2× within an hour
// (docs/performance.md), one median against another says little; the pairs
// give an interval. Reported as the geometric mean of the pair ratios with a
// 95% interval (Student's t on their logarithms, src/stats/paired-t.ts, the
// product's own), and judged as the product judges a regression: slower only
// when the whole interval is above 1.

import { pairedTTest, tInterval } from "../../src/stats/paired-t.ts";
import { round, row } from "./table.mjs";

/**
 * mine[i] / theirs[i] over the pairs where both are positive and finite: the geometric mean ratio and its
 * 95% interval, or undefined with fewer than two pairs.
 * @param {number[]} mine
 * @param {number[]} theirs
 */
export function pairedRatio(mine, theirs) {
  const logs = [];
  for (let i = 0; i < Math.min(mine.length, theirs.length); i++) {
    const ratio = mine[i] / theirs[i];
    if (mine[i] > 0 && theirs[i] > 0 && Number.isFinite(ratio)) logs.push(Math.log(ratio));
  }
  const test = pairedTTest(logs);
  if (!test) return undefined;
  const [low, high] = tInterval(test.mean, test.se, test.df, 0.05);
  return { ratio: Math.exp(test.mean), low: Math.exp(low), high: Math.exp(high), pairs: logs.length };
}

/** "faster", "slower" or "level": where the interval lies against 1. */
export function verdictOf(paired) {
  return paired.high < 1 ? "faster" : paired.low > 1 ? "slower" : "level";
}

/**
 * A table row for "this build / the other" of one measure. The measure an item is about (its wall time) has
 * the target "not slower", missed only when the interval lies wholly above 1; `context: true` (CPU time, which
 * the two cores share with everything else) gives the same numbers and word without a target.
 */
export function pairedRow(item, what, label, mine, theirs, { context = false } = {}) {
  const paired = pairedRatio(mine, theirs);
  if (!paired) return row(item, `${what}, this build / ${label}: fewer than two pairs`, NaN, "×");
  const metric = `${what}, this build / ${label} (${paired.pairs} pairs, 95% CI ${round(paired.low)}–${round(paired.high)}×: ${verdictOf(paired)})`;
  return row(item, metric, paired.ratio, "×", context ? undefined : { text: "not slower", pass: paired.low <= 1 });
}
