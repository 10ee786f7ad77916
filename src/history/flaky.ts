// "Flaky on main": a cell whose pass rate over the default branch's recent
// history is, with 95% confidence, neither close to always passing nor close
// to always failing (docs/history.md explains the choice). A failure of such a
// cell in a pull request is weak evidence against the PR.

import { CellMap, type CellId } from "../model/cell.ts";
import { wilsonInterval } from "../stats/wilson.ts";
import { historyCellId, type HistoryEntry } from "./entry.ts";

/** The last entries of main that are judged. */
export const FLAKY_WINDOW = 20;
/** Fewer runs than this over the window: not enough to call anything flaky. */
export const FLAKY_MIN_RUNS = 8;
/** The 95% interval must lie inside [LOW, HIGH]: a pass rate confidently between 5% and 95%. */
export const FLAKY_LOW = 0.05;
export const FLAKY_HIGH = 0.95;

/** Case × runner, and the variant when main ran with --variant. */
export interface FlakyCell extends CellId {
  passed: number;
  runs: number;
  /** How many of main's runs in the window had this cell. */
  entries: number;
  low: number;
  high: number;
}

export function flakyOnMain(entries: readonly HistoryEntry[]): FlakyCell[] {
  const window = entries.slice(-FLAKY_WINDOW);
  const pooled = new CellMap<FlakyCell>();
  for (const entry of window) {
    for (const c of entry.cells) {
      const [, , passed, runs] = c;
      if (runs === 0) continue;
      const id = historyCellId(c);
      const cell = pooled.upsert(id, () => ({ ...id, passed: 0, runs: 0, entries: 0, low: 0, high: 1 }));
      cell.passed += passed;
      cell.runs += runs;
      cell.entries++;
    }
  }
  const flaky: FlakyCell[] = [];
  for (const cell of pooled.values()) {
    if (cell.entries < 2 || cell.runs < FLAKY_MIN_RUNS) continue;
    const { low, high } = wilsonInterval(cell.passed, cell.runs);
    if (low >= FLAKY_LOW && high <= FLAKY_HIGH) flaky.push({ ...cell, low, high });
  }
  return flaky.sort(
    (a, b) =>
      a.passed / a.runs - b.passed / b.runs ||
      a.caseId.localeCompare(b.caseId) ||
      a.runnerId.localeCompare(b.runnerId) ||
      (a.variant ?? "").localeCompare(b.variant ?? ""),
  );
}
