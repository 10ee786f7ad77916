import type { z } from "zod";
import type { RunFile } from "../model/result.js";
import type { historyEntrySchema, historyFileSchema } from "./schema.js";
/** [case id, runner id, runs passed, runs counted (skipped left out)]. */
export type HistoryCell = HistoryEntry["cells"][number];
/**
 * One run of the default branch: commit ("" when unknown), time (when the run started), runId (links),
 * cli (runner id → agent CLI version), treatment (hash of what the agent was given; absent from older results).
 */
export type HistoryEntry = z.output<typeof historyEntrySchema>;
/** history.json: one per suite (repository-relative path), entries oldest first. */
export type HistoryFile = z.output<typeof historyFileSchema>;
export declare const HISTORY_FILE = "history.json";
export declare const DEFAULT_HISTORY_LENGTH = 50;
export declare function historyEntry(run: RunFile, runId?: number): HistoryEntry;
/** The history with `entry` appended, keeping the last `limit` entries; a re-run of the same commit and run replaces its entry. */
export declare function appendEntry(history: HistoryFile, entry: HistoryEntry, limit: number): HistoryFile;
export declare function emptyHistory(suite: string): HistoryFile;
