// One cell's snapshot check, as skillgym decides it: the metric averaged over
// the cell's passing runs may not rise past the baseline by more than the
// tolerance (absolute tokens, percent, or both: exceeding either fails); a
// decrease never fails. Pure: the caller says what the file holds and what
// the mode allows.

import type { SnapshotEntry } from "./file.ts";
import type { SnapshotMetric } from "../model/snapshot-metric.ts";

export interface SnapshotTolerance {
  absolute?: number;
  percent?: number;
}

export interface SnapshotSettings {
  metric: SnapshotMetric;
  tolerance: SnapshotTolerance;
}

/** What the cell's runner is now, to tell a snapshot recorded for something else. */
export interface SnapshotSubject {
  caseId: string;
  runnerId: string;
  agentType: string;
  model?: string;
}

export type SnapshotVerdict =
  | { kind: "within"; baseline: number; actual: number }
  | { kind: "exceeded"; baseline: number; actual: number; allowed: number }
  | { kind: "missing"; actual: number }
  | { kind: "stale"; baseline: SnapshotEntry; actual: number; why: string };

/** The verdict for a cell whose passing runs averaged `actual`. */
export function judgeSnapshot(entry: SnapshotEntry | undefined, actual: number, subject: SnapshotSubject, settings: SnapshotSettings): SnapshotVerdict {
  if (!entry) return { kind: "missing", actual };
  const why = staleness(entry, subject, settings.metric);
  if (why) return { kind: "stale", baseline: entry, actual, why };
  const allowed = allowedValue(entry.value, settings.tolerance);
  if (actual > allowed) return { kind: "exceeded", baseline: entry.value, actual, allowed };
  return { kind: "within", baseline: entry.value, actual };
}

/** The highest value that still passes: the lower of the two limits when both are set. */
export function allowedValue(baseline: number, tolerance: SnapshotTolerance): number {
  const limits = [
    ...(tolerance.absolute !== undefined ? [baseline + tolerance.absolute] : []),
    ...(tolerance.percent !== undefined ? [baseline * (1 + tolerance.percent / 100)] : []),
  ];
  return Math.min(...limits);
}

/** Why a snapshot does not describe this cell any more (another metric, agent or model), or undefined. */
function staleness(entry: SnapshotEntry, subject: SnapshotSubject, metric: SnapshotMetric): string | undefined {
  if (entry.metric !== metric) return `it was recorded for ${entry.metric}, and the config now checks ${metric}`;
  if (entry.agentType !== subject.agentType) return `it was recorded for runner type ${entry.agentType}, and "${subject.runnerId}" is now ${subject.agentType}`;
  if (entry.model !== undefined && subject.model !== undefined && entry.model !== subject.model)
    return `it was recorded with model ${entry.model}, and "${subject.runnerId}" now uses ${subject.model}`;
  return undefined;
}

/** "+300 tokens or +15%: at most 1,265" */
export function toleranceText(tolerance: SnapshotTolerance, allowed: number): string {
  const parts = [
    ...(tolerance.absolute !== undefined ? [`+${formatNumber(tolerance.absolute)} tokens`] : []),
    ...(tolerance.percent !== undefined ? [`+${formatNumber(tolerance.percent)}%`] : []),
  ];
  return `${parts.join(" or ")}: at most ${formatNumber(allowed)}`;
}

/** "rose 1000 → 1500 (+500, +50.0%)" */
export function changeText(baseline: number, actual: number): string {
  const delta = actual - baseline;
  const share = baseline === 0 ? "" : `, ${delta >= 0 ? "+" : ""}${((delta / baseline) * 100).toFixed(1)}%`;
  return `${delta > 0 ? "rose" : delta < 0 ? "fell" : "stayed"} ${formatNumber(baseline)} → ${formatNumber(actual)} (${delta >= 0 ? "+" : ""}${formatNumber(delta)}${share})`;
}

/** As skillgym prints values: integers as they are, others with two decimals. */
export function formatNumber(value: number): string {
  return Number.isInteger(value) ? String(value) : value.toFixed(2);
}
