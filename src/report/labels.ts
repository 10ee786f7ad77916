// The words and symbols reports use for verdicts, tiers and statuses, in one
// place so the Markdown, the HTML report and the check run say the same thing.

import type { StopReason } from "../model/adaptive.ts";
import type { CellTier, Verdict } from "../model/comparison.ts";
import type { LiftVerdict } from "../model/lift.ts";
import type { ExecutionStatus } from "../model/result.ts";
import type { StabilityClassification } from "../model/stability.ts";
import { failsEveryRun } from "../stability/fails-every-run.ts";
import type { StatusCounts } from "../model/result-math.ts";

export type AlertKind = "CAUTION" | "WARNING" | "NOTE" | "TIP" | "IMPORTANT";

export const VERDICT_LABELS: Record<Verdict, { icon: string; label: string; alert: AlertKind }> = {
  regression: { icon: "🔴", label: "Regression", alert: "CAUTION" },
  "possible-regression": { icon: "🟠", label: "Possible regression", alert: "WARNING" },
  inconclusive: { icon: "⚪", label: "Inconclusive", alert: "NOTE" },
  "no-change": { icon: "🟢", label: "No change", alert: "TIP" },
  improvement: { icon: "🟢", label: "Improvement", alert: "TIP" },
  "no-baseline": { icon: "⚪", label: "No baseline", alert: "NOTE" },
};

/** A skill's lift verdict as a mark beside its words (report/lift/words.ts). */
export const LIFT_ICONS: Record<LiftVerdict, string> = { helps: "🟢", hurts: "🔴", "no-detectable-difference": "⚪" };

/** Tiers in the order reports list them: what needs attention first. */
export const TIER_ORDER: readonly CellTier[] = [
  "regressed",
  "possible-regression",
  "removed",
  "improved",
  "possible-improvement",
  "case-changed",
  "new",
  "insufficient-data",
  "no-significant-change",
];

export const TIER_LABELS: Record<CellTier, { icon: string; label: string }> = {
  regressed: { icon: "🔴", label: "regressed" },
  "possible-regression": { icon: "🟠", label: "possible regression" },
  improved: { icon: "🟢", label: "improved" },
  "possible-improvement": { icon: "🟢", label: "possible improvement" },
  "no-significant-change": { icon: "⚪", label: "no significant change" },
  "insufficient-data": { icon: "⚪", label: "insufficient data" },
  "case-changed": { icon: "✏️", label: "case changed: not compared" },
  new: { icon: "🆕", label: "new" },
  removed: { icon: "➖", label: "removed" },
};

/** Tiers that are a change worth a row in the comparison. */
export const CHANGED_TIERS: ReadonlySet<CellTier> = new Set<CellTier>([
  "regressed",
  "possible-regression",
  "improved",
  "possible-improvement",
  "case-changed",
  "new",
  "removed",
]);

/** `icon`: Markdown's emoji; `mark`: a text mark for the terminal and the HTML page, where it takes the status colour. */
export const STATUS_LABELS: Record<ExecutionStatus, { icon: string; mark: string; label: string }> = {
  passed: { icon: "✅", mark: "✓", label: "passed" },
  failed: { icon: "❌", mark: "✗", label: "failed" },
  "expected-failed": { icon: "✅", mark: "✓", label: "failed as expected" },
  "unexpected-passed": { icon: "❌", mark: "✗", label: "passed unexpectedly" },
  errored: { icon: "💥", mark: "!", label: "errored" },
  skipped: { icon: "⏭️", mark: "–", label: "skipped" },
};

/** One symbol for a cell: all passed, some passed (flaky), none passed, only errors, only skips. */
export function cellIcon(counts: StatusCounts): string {
  if (counts.runs === 0) return counts.skipped > 0 ? "⏭️" : "·";
  if (counts.passed === counts.runs) return "✅";
  if (counts.passed > 0) return "🟡";
  if (counts.errored === counts.runs) return "💥";
  return "❌";
}

/**
 * A cell's stability in words. A cell that never passed is "fails every run", its own label: it
 * is consistent, and calling it "highly-unstable" (the yao classification, which stays in
 * stability.json) tells a reader the wrong thing.
 */
export function stabilityLabel(cell: { passed: number; runs: number; errored: number; classification: StabilityClassification }): string {
  if (failsEveryRun(cell)) return "fails every run";
  if (cell.runs > 0 && cell.errored === cell.runs) return "errored every run";
  return cell.classification.replace("-", " ");
}

/** Why an adaptive run's cell stopped, in words (results.json keeps the ids). */
export const STOP_LABELS: Record<StopReason, string> = {
  "no-drop": "no drop",
  regression: "regressed whatever the remaining runs give",
  "verdict-decided": "verdict already decided",
  "max-runs": "max-runs",
  settled: "pass rate settled",
  "pool-target": "enough runs for main's pooled base",
  "not-compared": "not compared",
  errored: "every run errored",
  budget: "budget ran out (undecided)",
  cancelled: "cancelled (undecided)",
};

/** The word before a step of the side-by-side view (report/html/side-by-side.ts's step kinds), in the page and in lift reports. */
export const STEP_KIND_WORDS: Readonly<Record<string, string>> = {
  say: "says",
  call: "tool",
  cmd: "runs",
  read: "reads",
  write: "writes",
  skill: "skill",
  error: "error",
};
