import { type CellId } from "../model/cell.js";
import type { LiftVerdict, SkillLift } from "../model/lift.js";
import type { RunFile } from "../model/result.js";
/**
 * [case id, runner id, runs passed, runs counted (skipped left out), outcomes, variant]. The outcomes
 * (version 2) are one letter per counted run in run order: p passed, f failed, e errored; a
 * pooled baseline takes whole runs from them. Version-1 entries have only the four counts. The
 * variant (version 4) is there only for a cell of a run with --variant.
 */
export type HistoryCell = [caseId: string, runnerId: string, passed: number, runs: number, outcomes?: string, variant?: string];
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
    /** Case id → test fingerprint (version 2; absent from older entries, which therefore never pool). */
    tests?: Record<string, string>;
    cells: HistoryCell[];
    /** Skill name → its lift on this run (version 3; the action's `lift` with skill names). */
    lifts?: Record<string, HistoryLift>;
}
/** A skill's lift kept in the history: its verdict and the pass rate with and without it, with the lift's interval. */
export interface HistoryLift {
    verdict: LiftVerdict;
    /** Pass rates (0..1) with and without the skill; null when an arm had no finished run. */
    with: number | null;
    without: number | null;
    lift: number | null;
    low: number | null;
    high: number | null;
}
export interface HistoryFile {
    /**
     * 4 when an entry holds a cell of a run with --variant (else 3, so a history without variants reads as before);
     * 3 since entries may keep skills' lifts; 2 since they record each case's test fingerprint and each run's outcome.
     */
    version: 1 | 2 | 3 | 4;
    /** Repository-relative suite path: one history per suite. */
    suite: string;
    /** Oldest first. */
    entries: HistoryEntry[];
}
export declare const HISTORY_FILE = "history.json";
export declare const HISTORY_VERSION = 3;
export declare const DEFAULT_HISTORY_LENGTH = 50;
export declare function historyEntry(run: RunFile, runId?: number, lifts?: readonly SkillLift[]): HistoryEntry;
/** A history cell's identity: case, runner and, for a run with --variant, its variant. */
export declare function historyCellId(cell: HistoryCell): CellId;
/** The version a history with these entries is written as: 4 only when a cell has a variant. */
export declare function historyVersion(entries: readonly HistoryEntry[]): 3 | 4;
export declare function historyLift(l: SkillLift): HistoryLift;
/** The history with `entry` appended, keeping the last `limit` entries; a re-run of the same commit and run replaces its entry. */
export declare function appendEntry(history: HistoryFile, entry: HistoryEntry, limit: number): HistoryFile;
export declare function emptyHistory(suite: string): HistoryFile;
