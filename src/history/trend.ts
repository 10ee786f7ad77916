// The trend views' data: main's runs as points (pass rate with its interval,
// cost, duration), where the agent CLI or the treatment changed, per-cell
// series, each measured skill's lift, the flaky cells, and optionally the pull
// request's own point. Pure.

import { CellMap, CellSet, type CellId } from "../model/cell.ts";
import { wilsonInterval } from "../stats/wilson.ts";
import { historyCellId, type HistoryEntry, type HistoryFile, type HistoryLift } from "./entry.ts";
import { flakyOnMain, type FlakyCell } from "./flaky.ts";

export interface TrendPoint {
  commit: string;
  time: string;
  runId?: number;
  passed: number;
  runs: number;
  rate: number;
  low: number;
  high: number;
  costUsd?: number;
  durationMs: number;
  /** What changed since the previous point: "claude 2.1.3 → 2.1.4", "treatment changed". */
  changes: string[];
}

/** A cell's series: case × runner, and its variant when main ran with --variant. */
export interface CellTrend extends CellId {
  /** One per main point (null: the cell was not run then). */
  points: Array<{ passed: number; runs: number } | null>;
  flaky: boolean;
}

/** A skill's lift over main (the action's `lift` with skill names, on pushes to the default branch). */
export interface SkillTrend {
  skill: string;
  /** One per main point (null: not measured then). */
  points: Array<HistoryLift | null>;
  /** This pull request's lift of the skill, when it measured one. */
  head?: HistoryLift;
}

export interface Trend {
  suite: string;
  /** Main's runs, oldest first. */
  main: TrendPoint[];
  /** This pull request's point, drawn after main's. */
  head?: TrendPoint & { label: string };
  cells: CellTrend[];
  flaky: FlakyCell[];
  /** Skills whose lift main's history kept; absent when none was measured. */
  skills?: SkillTrend[];
}

function point(entry: HistoryEntry, previous: HistoryEntry | undefined): TrendPoint {
  const { low, high } = wilsonInterval(entry.passed, entry.runs);
  return {
    commit: entry.commit,
    time: entry.time,
    ...(entry.runId ? { runId: entry.runId } : {}),
    passed: entry.passed,
    runs: entry.runs,
    rate: entry.runs ? entry.passed / entry.runs : 0,
    low,
    high,
    ...(entry.costUsd !== undefined ? { costUsd: entry.costUsd } : {}),
    durationMs: entry.durationMs,
    changes: previous ? changesBetween(previous, entry) : [],
  };
}

export function changesBetween(before: HistoryEntry, after: HistoryEntry): string[] {
  const changes: string[] = [];
  for (const runner of [...new Set([...Object.keys(before.cli), ...Object.keys(after.cli)])].sort()) {
    const a = before.cli[runner];
    const b = after.cli[runner];
    if (a && b && a !== b) changes.push(`${runner} ${a} → ${b}`);
  }
  if (before.treatment && after.treatment && before.treatment !== after.treatment) changes.push("treatment changed");
  return changes;
}

/** `head`: this PR's run (not part of main's history), with its label ("PR #12"). */
export function buildTrend(history: HistoryFile, head?: { entry: HistoryEntry; label: string }): Trend {
  const entries = history.entries;
  const main = entries.map((e, i) => point(e, entries[i - 1]));
  const flaky = flakyOnMain(entries);
  const flakyCells = new CellSet(flaky);
  const byEntry = entries.map((e) => new CellMap(e.cells.map((c) => [historyCellId(c), c])));
  const seen = new CellSet(byEntry.flatMap((m) => [...m.keys()]));
  const cells: CellTrend[] = [...seen].map((id) => ({
    ...id,
    points: byEntry.map((m) => {
      const c = m.get(id);
      return c ? { passed: c[2], runs: c[3] } : null;
    }),
    flaky: flakyCells.has(id),
  }));
  cells.sort(
    (a, b) =>
      Number(b.flaky) - Number(a.flaky) ||
      a.caseId.localeCompare(b.caseId) ||
      a.runnerId.localeCompare(b.runnerId) ||
      (a.variant ?? "").localeCompare(b.variant ?? ""),
  );
  const skills = skillTrends(entries, head?.entry);
  return {
    suite: history.suite,
    main,
    ...(head ? { head: { ...point(head.entry, entries.at(-1)), label: head.label } } : {}),
    cells,
    flaky,
    ...(skills.length > 0 ? { skills } : {}),
  };
}

/** Every skill main measured, by name, with one point per entry. */
function skillTrends(entries: readonly HistoryEntry[], head: HistoryEntry | undefined): SkillTrend[] {
  const names = [...new Set(entries.flatMap((e) => Object.keys(e.lifts ?? {})))].sort();
  return names.map((skill) => {
    const lift = (e: HistoryEntry | undefined) => (e?.lifts && Object.hasOwn(e.lifts, skill) ? e.lifts[skill] : undefined);
    const mine = lift(head);
    return { skill, points: entries.map((e) => lift(e) ?? null), ...(mine ? { head: mine } : {}) };
  });
}
