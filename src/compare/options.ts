// compare() options, their defaults and their checks.

import { configError } from "../errors.ts";
import type { AdjustMethod } from "../stats/adjust.ts";

/** The severity guard: a reliable cell that breaks outright is `regressed` whatever its p-value. */
export interface SeverityOptions {
  /** The base must pass at least this share of its non-errored runs… */
  minBaseRate: number;
  /** …over at least this many runs. 5, not 3: a flaky case passes 3/3 and then 0/3 by chance often enough to alarm on a quarter of no-change PRs of a 50-case suite (docs/comparison.md). */
  minBaseRuns: number;
  /** The head passes at most this share… */
  maxHeadRate: number;
  /** …over at least this many non-errored runs. */
  minHeadRuns: number;
}

export interface CompareOptions {
  /** One-sided significance level of every test (0.05). */
  alpha?: number;
  /** Smallest suite-level drop (or gain) in pass rate that counts, as a fraction (0.05 = 5 points). */
  margin?: number;
  severity?: Partial<SeverityOptions>;
  /** Adjustment of the per-cell p-values over the cell family: "holm" (family-wise, the default) or "bh" (false discovery rate). */
  adjust?: Extract<AdjustMethod, "bh" | "holm">;
  /** Warn when the baseline is older than this many days (7). */
  maxBaselineAgeDays?: number;
}

export type ResolvedOptions = Required<Omit<CompareOptions, "severity">> & {
  severity: SeverityOptions;
  /** The two ways to reach `regression` share alpha (a weighted Bonferroni split), so together they false-alarm at most alpha. */
  suiteAlpha: number;
  cellAlpha: number;
};

/**
 * The cell family's share of alpha. A case that really broke gives an extreme
 * p-value (10/10 → 0/10: p ≈ 1e-6), so a fifth of alpha catches it even after
 * adjusting for 100 cells, while the suite-level test, which must see broad
 * drops of a few points, keeps most of alpha (docs/comparison.md).
 */
export const CELL_ALPHA_SHARE = 0.2;

/**
 * Standard errors of the runs still to come that adaptive runs (`--runs auto`) allow for: a guard must clear them
 * before a cell stops. 2.1 leaves about 2% of the drops fixed runs would flag at risk, and measured, the two designs
 * flag the same pull requests within the Monte Carlo error (docs/comparison.md).
 */
export const GUARD_SE = 2.1;

export const DEFAULT_SEVERITY: SeverityOptions = { minBaseRate: 0.9, minBaseRuns: 5, maxHeadRate: 0, minHeadRuns: 3 };

export function resolveOptions(options: CompareOptions = {}): ResolvedOptions {
  const resolved: ResolvedOptions = {
    alpha: options.alpha ?? 0.05,
    margin: options.margin ?? 0.05,
    adjust: options.adjust ?? "holm",
    maxBaselineAgeDays: options.maxBaselineAgeDays ?? 7,
    severity: { ...DEFAULT_SEVERITY, ...options.severity },
    suiteAlpha: 0,
    cellAlpha: 0,
  };
  resolved.cellAlpha = resolved.alpha * CELL_ALPHA_SHARE;
  resolved.suiteAlpha = resolved.alpha - resolved.cellAlpha;
  checkRange("alpha", resolved.alpha, 0, 0.5, false, "a significance level such as 0.05");
  checkRange("margin", resolved.margin, 0, 1, true, "a fraction of the pass rate such as 0.05 for 5 points");
  checkRange("severity.minBaseRate", resolved.severity.minBaseRate, 0, 1, true, "a fraction such as 0.9");
  checkRange("severity.maxHeadRate", resolved.severity.maxHeadRate, 0, 1, true, "a fraction such as 0");
  for (const key of ["minBaseRuns", "minHeadRuns"] as const) {
    const value = resolved.severity[key];
    if (!Number.isInteger(value) || value < 1) {
      throw configError(`severity.${key} must be a positive integer (got ${value})`, { where: `severity.${key}` });
    }
  }
  if (resolved.adjust !== "bh" && resolved.adjust !== "holm") {
    throw configError(`adjust must be "bh" or "holm" (got ${String(resolved.adjust)})`, { where: "adjust" });
  }
  return resolved;
}

function checkRange(name: string, value: number, low: number, high: number, lowInclusive: boolean, hint: string): void {
  const ok = Number.isFinite(value) && (lowInclusive ? value >= low : value > low) && value < high;
  if (!ok) {
    throw configError(`${name} must be ${lowInclusive ? "at least" : "greater than"} ${low} and less than ${high} (got ${value})`, {
      where: name,
      hint: `use ${hint}`,
    });
  }
}
