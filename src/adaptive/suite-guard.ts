// The adaptive decision's view of the suite-level test (docs/comparison.md,
// "Adaptive runs"): whether the runs still to come could take the suite's mean
// difference to a drop the test would flag (the suite guard), and whether a
// broad drop is already so clear that fixed runs would flag it too
// (curtailment). Pure.

import { CELL_ALPHA_SHARE, GUARD_SE } from "../compare/options.ts";
import { suiteCanReach } from "../compare/suite-test.ts";
import { normalQuantile } from "../stats/distributions.ts";
import { stratifiedPermutationTest } from "../stats/stratified-permutation.ts";
import { reaches } from "../stats/tarone.ts";
import type { AdaptiveSettings } from "../model/adaptive.ts";

/** A compared cell: the base's passes and non-errored runs, and the head's so far. */
interface Compared {
  base: { passed: number; runs: number };
  head: { passed: number; runs: number };
}

/**
 * "no-drop": the mean head − base difference so far is above −bar by
 * GUARD_SE standard errors of how far the runs every cell could still get
 * (up to max-runs) may move it, where `bar` is the drop the suite-level test
 * needs with max-runs everywhere (the margin, or its significance threshold
 * when that is larger). "regression": a broad drop the test flags now and
 * would still flag at fixed runs' end. "undecided" otherwise.
 */
export function suiteGuard<C extends Compared>(
  compared: readonly C[],
  settings: AdaptiveSettings,
  family: number,
  onTrack: ReadonlySet<C> = new Set(),
): "no-drop" | "regression" | "undecided" {
  const suiteAlpha = settings.alpha * (1 - CELL_ALPHA_SHARE);
  const cells = compared.filter((c) => c.head.runs > 0);
  const m = cells.length;
  if (
    m === 0 ||
    !suiteCanReach(
      cells.map((c) => ({ base: c.base, head: { runs: settings.maxRuns } })),
      suiteAlpha,
    )
  )
    return "no-drop";
  let sum = 0;
  let remaining = 0;
  let full = 0;
  for (const cell of cells) {
    const { base, head } = cell;
    // A cell its own test is about to flag counts as no change here: its drop is that test's to decide.
    if (!onTrack.has(cell)) sum += head.passed / head.runs - base.passed / base.runs;
    const v = pooledVariance(base, head);
    remaining += v * Math.max(0, 1 / head.runs - 1 / settings.maxRuns);
    full += v * (1 / base.runs + 1 / settings.maxRuns);
  }
  // A shard's cells stand for the whole suite: the merged mean's noise is that of all the family's cells
  // (m·M in the denominator, which is m² without shards).
  const cellsInTest = m * Math.max(family, m);
  const bar = Math.max(settings.margin, -normalQuantile(suiteAlpha) * Math.sqrt(full / cellsInTest));
  const spread = Math.sqrt(remaining / cellsInTest);
  if (sum / m > -bar + GUARD_SE * spread) return "no-drop";
  // Curtailment of a broad drop (stochastic curtailment under "no change from here"): the counts so far already give
  // `regression`, and so would fixed runs' end if the remaining runs changed nothing and still lifted the mean by
  // GUARD_SE standard errors. Not in a shard: its cells alone do not make the merged test.
  if (family <= m && onTrack.size === 0 && sum / m < -bar - GUARD_SE * spread && suiteFlags(cells, settings, suiteAlpha, GUARD_SE * spread))
    return "regression";
  return "undecided";
}

/**
 * The final comparison's suite-level test flags the counts so far, and would still flag where fixed runs would end
 * if the remaining runs passed at each cell's pooled rate (no change from here) and lifted the mean by `lift` more.
 */
function suiteFlags(cells: readonly Compared[], settings: AdaptiveSettings, suiteAlpha: number, lift: number): boolean {
  const now = cells.map(({ base, head }) => ({ basePassed: base.passed, baseRuns: base.runs, headPassed: head.passed, headRuns: head.runs }));
  const end = cells.map(({ base, head }) => {
    const runs = Math.max(head.runs, settings.maxRuns);
    const pooled = (base.passed + head.passed) / (base.runs + head.runs);
    const passed = Math.round(Math.min(runs, head.passed + (runs - head.runs) * pooled + lift * runs));
    return { basePassed: base.passed, baseRuns: base.runs, headPassed: passed, headRuns: runs };
  });
  const flags = (arms: typeof now): boolean => {
    const mean = arms.reduce((s, a) => s + a.headPassed / a.headRuns - a.basePassed / a.baseRuns, 0) / arms.length;
    return mean <= -settings.margin && reaches(stratifiedPermutationTest(arms).pLess, suiteAlpha);
  };
  return flags(end) && flags(now);
}

/** p(1 − p) at the pooled pass rate, smoothed by half a run each way so that 10/10 and 3/3 do not claim no noise at all. */
export function pooledVariance(base: { passed: number; runs: number }, head: { passed: number; runs: number }): number {
  const pooled = (base.passed + head.passed + 0.5) / (base.runs + head.runs + 1);
  return pooled * (1 - pooled);
}
