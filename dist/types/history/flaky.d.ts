import { type CellId } from "../model/cell.js";
import { type HistoryEntry } from "./entry.js";
/** The last entries of main that are judged. */
export declare const FLAKY_WINDOW = 20;
/** Fewer runs than this over the window: not enough to call anything flaky. */
export declare const FLAKY_MIN_RUNS = 8;
/** The 95% interval must lie inside [LOW, HIGH]: a pass rate confidently between 5% and 95%. */
export declare const FLAKY_LOW = 0.05;
export declare const FLAKY_HIGH = 0.95;
/** Case × runner, and the variant when main ran with --variant. */
export interface FlakyCell extends CellId {
    passed: number;
    runs: number;
    /** How many of main's runs in the window had this cell. */
    entries: number;
    low: number;
    high: number;
}
export declare function flakyOnMain(entries: readonly HistoryEntry[]): FlakyCell[];
