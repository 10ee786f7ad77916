import type { RunFile } from "../model/result.js";
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
export declare const HISTORY_FILE = "history.json";
export declare const DEFAULT_HISTORY_LENGTH = 50;
export declare function historyEntry(run: RunFile, runId?: number): HistoryEntry;
/** The history with `entry` appended, keeping the last `limit` entries; a re-run of the same commit and run replaces its entry. */
export declare function appendEntry(history: HistoryFile, entry: HistoryEntry, limit: number): HistoryFile;
export declare function emptyHistory(suite: string): HistoryFile;
