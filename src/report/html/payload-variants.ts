// The variants of a run, as the HTML report's data carries them: their ids in
// plan order, an index per cell, execution and pair (so the page keys a cell by
// case × runner × variant), and one note per variant naming what it changes.
// Nothing at all for a run without variants: its page stays as it was.

import type { CellId } from "../../model/cell.ts";
import type { RunFile } from "../../model/result.ts";
import { variantChanges } from "../../compare/variant-changes.ts";
import { plainText, truncate } from "../sanitize.ts";
import { variantLine } from "../variant-text.ts";

export interface PayloadVariants {
  ids: string[];
  /** `{ v }` for a cell with a variant, `{}` otherwise. */
  of(cell: Partial<CellId>): { v?: number };
  notes: string[];
}

export function payloadVariants(run: RunFile, cells: readonly CellId[]): PayloadVariants {
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
