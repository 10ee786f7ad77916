// What the reader chose: the filters, the selected cell, pages and open executions;
// and which cells and executions pass them.

import { caseName, caseOf, cellAt, D, runnerOf, sameCell, type Cell, type CellRef } from "./data.ts";

export const PAGE = 50;
export const GRID_PAGE = 50;
export const CHART_ROWS = 40;
export const EVENTS_PAGE = 150;

export const S = {
  q: "",
  runner: "",
  variant: "",
  tag: "",
  status: "",
  tier: "",
  cell: null as CellRef | null,
  sort: "suite",
  gridPage: 0,
  execPage: 0,
  chartPage: 0,
  open: {} as Record<number, boolean>,
};

/** The filters a <select> sets. */
export type SelectKey = "runner" | "variant" | "tag" | "status" | "tier" | "sort";

/** Redraw what depends on the filters (update) or the whole page (rebuild: the filter bar and chips too). */
export interface Refresh {
  update(): void;
  rebuild(): void;
}

const hay: string[] = [];

function haystack(i: number): string {
  let text = hay[i];
  if (text === undefined) {
    const e = D.executions[i];
    const c = caseOf(e);
    text = [caseName(e), c.prompt, c.tags.map((t) => D.tags[t]).join(" "), runnerOf(e).id, e.m || "", e.fc || "", e.o || "", e.s].join("\n").toLowerCase();
    hay[i] = text;
  }
  return text;
}

function cellPasses(cell: Cell): boolean {
  if (S.runner !== "" && String(cell.r) !== S.runner) return false;
  if (S.variant !== "" && String(cell.v ?? "") !== S.variant) return false;
  if (S.tag !== "" && caseOf(cell).tags.indexOf(Number(S.tag)) < 0) return false;
  if (S.tier !== "" && cell.tier !== S.tier) return false;
  if (S.status === "flaky" && !(cell.p > 0 && cell.p < cell.n)) return false;
  return true;
}

function statusPasses(e: { s: string }): boolean {
  const s = S.status;
  if (s === "" || s === "flaky") return true;
  if (s === "not-passed") return e.s === "failed" || e.s === "unexpected-passed" || e.s === "errored";
  return e.s === s;
}

export function execPasses(i: number): boolean {
  const e = D.executions[i];
  const cell = cellAt(e);
  if (!cell || !cellPasses(cell) || !statusPasses(e)) return false;
  if (S.cell && !sameCell(S.cell, e)) return false;
  return S.q === "" || haystack(i).indexOf(S.q) >= 0;
}

/** A cell shows when it passes the cell filters and has an execution passing the rest (or has none and no execution filter is set). */
export function cellShown(cell: Cell): boolean {
  if (!cellPasses(cell)) return false;
  if (cell.execs.length === 0) return S.q === "" && (S.status === "" || S.status === "flaky");
  return cell.execs.some((i) => statusPasses(D.executions[i]) && (S.q === "" || haystack(i).indexOf(S.q) >= 0));
}

/** Back to the first page of every list (the filters changed). */
export function firstPages(): void {
  S.gridPage = 0;
  S.execPage = 0;
  S.chartPage = 0;
}
