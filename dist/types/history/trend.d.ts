import { type CellId } from "../model/cell.js";
import { type HistoryEntry, type HistoryFile, type HistoryLift } from "./entry.js";
import { type FlakyCell } from "./flaky.js";
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
    points: Array<{
        passed: number;
        runs: number;
    } | null>;
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
    head?: TrendPoint & {
        label: string;
    };
    cells: CellTrend[];
    flaky: FlakyCell[];
    /** Skills whose lift main's history kept; absent when none was measured. */
    skills?: SkillTrend[];
}
export declare function changesBetween(before: HistoryEntry, after: HistoryEntry): string[];
/** `head`: this PR's run (not part of main's history), with its label ("PR #12"). */
export declare function buildTrend(history: HistoryFile, head?: {
    entry: HistoryEntry;
    label: string;
}): Trend;
