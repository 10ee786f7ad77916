// The report's data (the JSON block render.ts writes) and lookups over it.

import type { HtmlPayload, PayloadCell } from "../payload-types.ts";

export const D = JSON.parse(document.getElementById("agent-bench-data")?.textContent ?? "null") as HtmlPayload;

/** A cell with the indexes of its executions. */
export type Cell = PayloadCell & { execs: number[] };

/** A case, runner and (in a run with variants) variant, by index: the full cell identity. */
export interface CellRef {
  c: number;
  r: number;
  v?: number;
}

export const R = D.runners.length;
/** The run's variants (none: one implicit variant, index 0). */
export const VARIANTS: readonly string[] = D.variants ?? [];
const V = Math.max(1, VARIANTS.length);
export const cells: Cell[] = D.cells.map((c) => Object.assign(c, { execs: [] as number[] }));
const cellIndex = new Map<number, Cell>();
for (const c of cells) cellIndex.set(keyOf(c), c);
D.executions.forEach((e, i) => cellAt(e)?.execs.push(i));

function keyOf(x: CellRef): number {
  return (x.c * R + x.r) * V + (x.v ?? 0);
}

export function cellAt(x: CellRef): Cell | undefined {
  return cellIndex.get(keyOf(x));
}

export function sameCell(a: CellRef, b: CellRef): boolean {
  return a.c === b.c && a.r === b.r && (a.v ?? 0) === (b.v ?? 0);
}

/** The case as a cell's row names it: "case" or, in a run with variants, "case · variant". */
export function caseName(x: { c: number; v?: number }): string {
  return x.v === undefined ? caseOf(x).id : `${caseOf(x).id} · ${VARIANTS[x.v]}`;
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
  return `${caseName(c)} × ${runnerOf(c).id}`;
}
