// The variants of a run, added to the HTML report's data: their ids in plan
// order, an index per cell, execution and pair (so the page keys a cell by
// case × runner × variant), and one note per variant naming what it changes.
// Nothing at all for a run without variants: its page stays as it was.

import type { CellId } from "../../model/cell.ts";
import type { RunFile } from "../../model/result.ts";
import type { ReportView } from "../view.ts";
import type { HtmlPayload } from "./payload-types.ts";
import type { SideBySide } from "./side-by-side.ts";
import { variantChanges } from "../../compare/variant-changes.ts";
import { plainText, truncate } from "../sanitize.ts";
import { variantLine } from "../variant-text.ts";

/**
 * The payload with its variants: cells are view.cells and executions run.results, in order; a pair is
 * matched to the side-by-side it came from by its case and runner.
 */
export function withVariants(payload: HtmlPayload, view: ReportView, sideBySide: readonly SideBySide[] = []): HtmlPayload {
  const variants = payloadVariants(view.model.run, view.cells);
  if (variants.ids.length === 0) return payload;
  const text = (s: string, max: number) => truncate(plainText(s), max).text;
  const from = (p: HtmlPayload["pairs"][number]) =>
    sideBySide.find((s) => text(s.caseId, 500) === payload.cases[p.c]?.id && text(s.runnerId, 200) === payload.runners[p.r]?.id);
  return {
    ...payload,
    cells: payload.cells.map((c, i) => ({ ...c, ...variants.of(view.cells[i]) })),
    executions: payload.executions.map((e, i) => ({ ...e, ...variants.of(view.model.run.results[i]) })),
    pairs: payload.pairs.map((p) => ({ ...p, ...variants.of(from(p) ?? {}) })),
    notes: [...payload.notes, ...variants.notes],
    variants: variants.ids,
  };
}

interface PayloadVariants {
  ids: string[];
  /** `{ v }` for a cell with a variant, `{}` otherwise. */
  of(cell: Partial<CellId>): { v?: number };
  notes: string[];
}

function payloadVariants(run: RunFile, cells: readonly CellId[]): PayloadVariants {
  const ids = [...(run.plan.variants ?? [])];
  for (const c of cells) if (c.variant !== undefined && !ids.includes(c.variant)) ids.push(c.variant);
  const index = new Map(ids.map((id, i) => [id, i]));
  const text = (s: string, max: number) => truncate(plainText(s), max).text;
  const recorded = run.treatment?.variants;
  return {
    ids: ids.map((id) => text(id, 200)),
    of: (cell) => (cell.variant === undefined ? {} : { v: index.get(cell.variant)! }),
    notes: recorded
      ? ids.filter((id) => id in recorded).map((id) => text(`Variant ${variantLine(id, variantChanges(run.treatment, id), (s) => s)}.`, 1_000))
      : [],
  };
}
