// F1 of a classifier (here: "the agent used the skill" against "it should
// have") with a percentile bootstrap interval over groups (the queries), so
// the runs of one query, which are alike, count as one draw. Seeded: the same
// counts give the same interval on every machine.

import { quantile } from "./descriptive.ts";
import { createRng } from "./prng.ts";
import type { Interval } from "./wilson.ts";

/** True positives, false positives and false negatives of one group. */
export interface F1Counts {
  tp: number;
  fp: number;
  fn: number;
}

/** 2·TP / (2·TP + FP + FN); undefined when there is nothing to score (no positive expected or predicted). */
export function f1Score(c: F1Counts): number | undefined {
  const denominator = 2 * c.tp + c.fp + c.fn;
  return denominator === 0 ? undefined : (2 * c.tp) / denominator;
}

export const F1_BOOTSTRAP = { resamples: 2000, seed: 20_260_101 } as const;

/**
 * The (1 − alpha) percentile interval of F1 over `resamples` resamples of the groups with replacement; resamples
 * with nothing to score are left out. Undefined with fewer than two groups or when no resample has a score.
 */
export function f1Interval(groups: readonly F1Counts[], options: { resamples?: number; seed?: number; alpha?: number } = {}): Interval | undefined {
  if (groups.length < 2) return undefined;
  const rng = createRng(options.seed ?? F1_BOOTSTRAP.seed);
  const scores: number[] = [];
  for (let b = 0; b < (options.resamples ?? F1_BOOTSTRAP.resamples); b++) {
    const sum = { tp: 0, fp: 0, fn: 0 };
    for (let i = 0; i < groups.length; i++) {
      const g = groups[rng.int(groups.length)];
      sum.tp += g.tp;
      sum.fp += g.fp;
      sum.fn += g.fn;
    }
    const f1 = f1Score(sum);
    if (f1 !== undefined) scores.push(f1);
  }
  if (scores.length === 0) return undefined;
  scores.sort((a, b) => a - b);
  const alpha = options.alpha ?? 0.05;
  return { low: quantile(scores, alpha / 2), high: quantile(scores, 1 - alpha / 2) };
}
