// The report's data (the JSON block render.ts writes) and lookups over it.

import type { HtmlPayload, PayloadCell } from "../payload-types.ts";

export const D = JSON.parse(document.getElementById("agent-bench-data")?.textContent ?? "null") as HtmlPayload;

/** A cell with the indexes of its executions. */
export type Cell = PayloadCell & { execs: number[] };

/** A case and runner, by index. */
export interface CellRef {
  c: number;
  r: number;
}

export const R = D.runners.length;
export const cells: Cell[] = D.cells.map((c) => Object.assign(c, { execs: [] as number[] }));
const cellIndex = new Map<number, Cell>();
for (const c of cells) cellIndex.set(c.c * R + c.r, c);
D.executions.forEach((e, i) => cellAt(e)?.execs.push(i));

export function cellAt(x: CellRef): Cell | undefined {
  return cellIndex.get(x.c * R + x.r);
}

// Tier words and order come from src/report/labels.ts through the payload, so every report says the same.
export const TIERS = D.tierLabels;
export const TIER_ORDER = D.tierOrder;

export function caseOf(x: { c: number }): HtmlPayload["cases"][number] {
  return D.cases[x.c];
}

export function runnerOf(x: { r: number }): HtmlPayload["runners"][number] {
  return D.runners[x.r];
}

export function cellLabel(c: CellRef): string {
  return `${caseOf(c).id} × ${runnerOf(c).id}`;
}
