// What a reader should know before trusting the comparison, as codes and
// their figures (report/comparison-notes.ts says them).

import type { CellComparison, ComparisonNote } from "../model/comparison.ts";
import type { StabilityFile } from "../model/stability.ts";
import type { TreatmentChanges } from "../model/treatment.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

export function comparisonNotes(
  base: StabilityFile,
  head: StabilityFile,
  cells: readonly CellComparison[],
  treatment: TreatmentChanges,
  maxBaselineAgeDays: number,
): ComparisonNote[] {
  const notes: ComparisonNote[] = [];
  if (base.schemaVersion < 2) notes.push({ code: "no-fingerprints", toolVersion: base.tool.version });
  if (base.adaptive?.withBaseline) notes.push({ code: "adaptive-baseline" });
  for (const change of treatment.versions) notes.push({ code: "cli-version", runnerId: change.runnerId, base: change.base, head: change.head });
  const count = (tier: CellComparison["tier"]) => cells.filter((c) => c.tier === tier).length;
  const counted = [
    ["case-changed", count("case-changed")],
    ["new-cells", count("new")],
    ["removed-cells", count("removed")],
  ] as const;
  for (const [code, n] of counted) if (n > 0) notes.push({ code, cells: n });
  const both = cells.filter((c) => c.base !== null && c.head !== null);
  const errored = both.reduce((sum, c) => sum + (c.base?.errored ?? 0) + (c.head?.errored ?? 0), 0);
  if (errored > 0) notes.push({ code: "errored-runs", runs: errored });
  const age = Date.parse(head.createdAt) - Date.parse(base.createdAt);
  if (Number.isFinite(age) && age > maxBaselineAgeDays * DAY_MS) notes.push({ code: "old-baseline", days: Math.floor(age / DAY_MS) });
  return notes;
}
