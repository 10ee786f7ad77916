// One run of the default branch, kept compact for the history that each push
// run carries forward: enough to draw trends and judge flakiness, nothing a
// reader would need the artifact for. Pure: results in, entry out.

import type { z } from "zod";
import type { RunFile } from "../model/result.ts";
import type { historyEntrySchema, historyFileSchema } from "./schema.ts";
import { treatmentHash } from "../execute/treatment.ts";

/** [case id, runner id, runs passed, runs counted (skipped left out)]. */
export type HistoryCell = HistoryEntry["cells"][number];

/**
 * One run of the default branch: commit ("" when unknown), time (when the run started), runId (links),
 * cli (runner id → agent CLI version), treatment (hash of what the agent was given; absent from older results).
 */
export type HistoryEntry = z.output<typeof historyEntrySchema>;

/** history.json: one per suite (repository-relative path), entries oldest first. */
export type HistoryFile = z.output<typeof historyFileSchema>;

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
