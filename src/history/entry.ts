// One run of the default branch, kept compact for the history that each push
// run carries forward: enough to draw trends and judge flakiness, nothing a
// reader would need the artifact for. Pure: results in, entry out.

import type { RunFile } from "../model/result.ts";
import { treatmentHash } from "../execute/treatment.ts";

/** [case id, runner id, runs passed, runs counted (skipped left out)]. */
export type HistoryCell = [caseId: string, runnerId: string, passed: number, runs: number];

export interface HistoryEntry {
  /** Full sha of the commit under test ("" when unknown). */
  commit: string;
  /** When the run started (ISO 8601). */
  time: string;
  /** The workflow run that produced it, when known (links). */
  runId?: number;
  passed: number;
  runs: number;
  costUsd?: number;
  durationMs: number;
  /** Runner id → agent CLI version, where the sessions reported one. */
  cli: Record<string, string>;
  /** Hash of the treatment manifest (what the agent was given); absent from older results. */
  treatment?: string;
  cells: HistoryCell[];
}

export interface HistoryFile {
  version: 1;
  /** Repository-relative suite path: one history per suite. */
  suite: string;
  /** Oldest first. */
  entries: HistoryEntry[];
}

export const HISTORY_FILE = "history.json";
export const DEFAULT_HISTORY_LENGTH = 50;

export function historyEntry(run: RunFile, runId?: number): HistoryEntry {
  const cells = new Map<string, HistoryCell>();
  const cli: Record<string, string> = {};
  for (const r of run.plan.runners) if (r.version) cli[r.id] = r.version;
  for (const result of run.results) {
    if (result.cliVersion && !cli[result.runnerId]) cli[result.runnerId] = result.cliVersion;
    if (result.status === "skipped") continue;
    const key = `${result.caseId}\u0000${result.runnerId}`;
    const cell = cells.get(key) ?? [result.caseId, result.runnerId, 0, 0];
    cell[3]++;
    if (result.passed) cell[2]++;
    cells.set(key, cell);
  }
  const s = run.summary;
  return {
    commit: run.environment.commit?.sha ?? "",
    time: run.startedAt,
    ...(runId ? { runId } : {}),
    passed: s.passed,
    runs: s.executions - s.skipped,
    ...(s.costUsd !== undefined ? { costUsd: s.costUsd } : {}),
    durationMs: s.durationMs,
    cli,
    ...(run.treatment ? { treatment: treatmentHash(run.treatment) } : {}),
    cells: [...cells.values()],
  };
}

/** The history with `entry` appended, keeping the last `limit` entries; a re-run of the same commit and run replaces its entry. */
export function appendEntry(history: HistoryFile, entry: HistoryEntry, limit: number): HistoryFile {
  const kept = history.entries.filter((e) => !(e.commit === entry.commit && e.runId === entry.runId));
  return { ...history, entries: [...kept, entry].slice(-limit) };
}

export function emptyHistory(suite: string): HistoryFile {
  return { version: 1, suite, entries: [] };
}
