// The suite's lift in pass rate: one difference per comparable cell
// (treatment − control, over non-errored runs), their mean, and a two-sided
// test of it conditional on each cell's margins (the permutation test
// compare/suite-test.ts uses, twice its smaller tail). The interval is
// Newcombe's on the suite's two pass rates (each the mean over the cells, over
// every non-errored run of its arm): like the test it takes the cases as they
// are, the suite the skill is measured on, and asks only how much the runs'
// noise could move the rates; between-case spread of a binomial kind only
// widens it. The smallest
// detectable lift is the normal approximation at 80% power at the test's
// level (statistics.md §5.1), and null when these run counts could reach the
// level with no outcome at all.

import type { LiftCell, PassRateLift } from "../model/lift.ts";
import { mean, sampleVariance } from "../stats/descriptive.ts";
import { normalQuantile } from "../stats/distributions.ts";
import { newcombeInterval } from "../stats/newcombe.ts";
import { stratifiedPermutationTest } from "../stats/stratified-permutation.ts";
import { nonErrored } from "./lift-cells.ts";
import type { ResolvedLiftOptions } from "./lift-options.ts";
import { suiteCanReach, TARGET_POWER } from "./suite-test.ts";

export function passRateLift(cells: readonly LiftCell[], options: ResolvedLiftOptions): PassRateLift {
  const level = options.suiteLevel;
  const comparable = cells.filter((c) => c.lift !== null);
  const m = comparable.length;
  if (m === 0) return { cells: 0, treatment: null, control: null, lift: null, interval: null, pValue: null, level, canReach: false, detectable: null };
  const arms = comparable.map((c) => ({
    base: { passed: c.control.passed, runs: nonErrored(c.control) },
    head: { passed: c.treatment.passed, runs: nonErrored(c.treatment) },
  }));
  const differences = comparable.map((c) => c.lift!);
  const lift = mean(differences);
  const test = stratifiedPermutationTest(
    arms.map(({ base, head }) => ({ basePassed: base.passed, baseRuns: base.runs, headPassed: head.passed, headRuns: head.runs })),
  );
  // Two-sided: each tail at half the level.
  const canReach = suiteCanReach(arms, level / 2);
  const passed = arms.reduce((sum, a) => sum + a.base.passed + a.head.passed, 0);
  const runs = arms.reduce((sum, a) => sum + a.base.runs + a.head.runs, 0);
  // Add-one smoothed, so "every run passed" in a few runs does not claim zero noise.
  const pooled = (passed + 1) / (runs + 2);
  const binomialVariance = pooled * (1 - pooled) * mean(arms.map((a) => 1 / a.base.runs + 1 / a.head.runs));
  const se = Math.sqrt(Math.max(sampleVariance(differences), binomialVariance) / m);
  const z = normalQuantile(1 - level / 2) + normalQuantile(TARGET_POWER);
  const detectable = canReach && z * se <= 1 ? Math.max(options.margin, z * se) : null;
  const treatment = mean(comparable.map((c) => c.treatment.passRate!));
  const control = mean(comparable.map((c) => c.control.passRate!));
  const treatmentRuns = arms.reduce((sum, a) => sum + a.head.runs, 0);
  const controlRuns = arms.reduce((sum, a) => sum + a.base.runs, 0);
  return {
    cells: m,
    treatment,
    control,
    lift,
    interval: newcombeInterval(treatment * treatmentRuns, treatmentRuns, control * controlRuns, controlRuns, options.alpha),
    pValue: Math.min(1, 2 * Math.min(test.pLess, test.pGreater)),
    level,
    canReach,
    detectable,
  };
}
