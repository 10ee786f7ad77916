// What a reader should know before trusting the comparison.

import type { CellComparison } from "../model/comparison.ts";
import type { StabilityFile } from "../model/stability.ts";
import type { TreatmentChanges } from "../model/treatment.ts";
import { plural } from "../report/format.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

export function comparisonWarnings(
  base: StabilityFile,
  head: StabilityFile,
  cells: readonly CellComparison[],
  treatment: TreatmentChanges,
  maxBaselineAgeDays: number,
): string[] {
  const warnings: string[] = [];
  if (base.schemaVersion < 2) {
    warnings.push(
      `The baseline was written by agent-bench ${base.tool.version}, which did not record what each case tests: a changed prompt or assertion cannot be detected against it, so every cell is compared. The next run on the base branch fixes this.`,
    );
  }
  if (base.adaptive?.withBaseline) {
    warnings.push(
      "The baseline is an adaptive run that adapted to a baseline of its own (--runs auto with a base): it stopped cells whose runs looked fine, so its pass rates lean high and this comparison leans towards a drop. Compare with a push run's baseline instead.",
    );
  }
  for (const change of treatment.versions) {
    warnings.push(
      `Runner "${change.runnerId}" ran a different agent CLI version (${change.base} → ${change.head}): its effect is mixed into this comparison. Pin the CLI version if this pull request did not mean to change it.`,
    );
  }
  const redefined = cells.filter((c) => c.tier === "case-changed").length;
  if (redefined > 0)
    warnings.push(
      `${plural(redefined, "cell")} changed ${redefined === 1 ? "its case" : "their cases"} since the baseline (prompt, assertions, expected values or timeout): head numbers shown, not compared.`,
    );
  const added = cells.filter((c) => c.tier === "new").length;
  if (added > 0) warnings.push(`${plural(added, "cell")} not in the baseline (new): not compared.`);
  const removed = cells.filter((c) => c.tier === "removed").length;
  if (removed > 0)
    warnings.push(`${plural(removed, "cell")} of the baseline did not run on the head (removed, filtered out or skipped): a missing cell is not a pass.`);
  const both = cells.filter((c) => c.base !== null && c.head !== null);
  const errored = both.reduce((sum, c) => sum + (c.base?.errored ?? 0) + (c.head?.errored ?? 0), 0);
  if (errored > 0)
    warnings.push(`${plural(errored, "run")} errored (infrastructure, not the agent) and ${errored === 1 ? "was" : "were"} left out of the tests.`);
  const age = Date.parse(head.createdAt) - Date.parse(base.createdAt);
  if (Number.isFinite(age) && age > maxBaselineAgeDays * DAY_MS) {
    warnings.push(
      `The baseline is ${Math.floor(age / DAY_MS)} days older than this run: agents and their APIs drift, so refresh it with a run on the base branch.`,
    );
  }
  return warnings;
}
