// lift()'s options, their defaults and how alpha is split. A skill is `helps`
// or `hurts` when any of three tests decides: the suite's pass rate, the cell
// family, or one measure (cost, or tokens when no run reported cost). Their
// levels add up to alpha (a weighted Bonferroni split), so a skill that changes
// nothing gets either verdict at most alpha of the time (docs/lift.md).

import { configError } from "../errors.ts";

export interface LiftOptions {
  /** Two-sided false-alarm budget of the verdict (0.05). */
  alpha?: number;
  /** Smallest suite lift in pass rate that counts, as a fraction (0.05 = 5 points). */
  margin?: number;
  /** Smallest relative change of cost (or tokens) that counts (0.1 = 10%). */
  measureMargin?: number;
}

export interface ResolvedLiftOptions {
  alpha: number;
  margin: number;
  measureMargin: number;
  /** The suite's pass-rate test: most of alpha, since a skill's effect is usually broad. */
  suiteLevel: number;
  /** The cell family: a case the skill makes or breaks outright. */
  cellLevel: number;
  /** The measure the verdict reads. */
  measureLevel: number;
}

export const LIFT_SHARES = { suite: 0.6, cells: 0.2, measure: 0.2 } as const;

export const LIFT_DEFAULTS = { alpha: 0.05, margin: 0.05, measureMargin: 0.1 } as const;

export function resolveLiftOptions(options: LiftOptions = {}): ResolvedLiftOptions {
  const alpha = options.alpha ?? LIFT_DEFAULTS.alpha;
  const margin = options.margin ?? LIFT_DEFAULTS.margin;
  const measureMargin = options.measureMargin ?? LIFT_DEFAULTS.measureMargin;
  check("alpha", alpha, alpha > 0 && alpha < 0.5, "a significance level such as 0.05");
  check("margin", margin, margin >= 0 && margin < 1, "a fraction of the pass rate such as 0.05 for 5 points");
  check("measureMargin", measureMargin, measureMargin >= 0 && measureMargin < 1, "a fraction such as 0.1 for 10%");
  return {
    alpha,
    margin,
    measureMargin,
    suiteLevel: alpha * LIFT_SHARES.suite,
    cellLevel: alpha * LIFT_SHARES.cells,
    measureLevel: alpha * LIFT_SHARES.measure,
  };
}

function check(name: string, value: number, ok: boolean, hint: string): void {
  if (!Number.isFinite(value) || !ok) throw configError(`${name} is out of range (got ${value})`, { where: name, hint: `use ${hint}` });
}
