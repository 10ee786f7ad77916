// What a reader should know before trusting the comparison.

import type { CellComparison } from "../model/comparison.ts";
import type { StabilityFile } from "../model/stability.ts";
import type { RunnerChange } from "./match.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

export function comparisonWarnings(
  base: StabilityFile,
  head: StabilityFile,
  cells: readonly CellComparison[],
  changes: readonly RunnerChange[],
  maxBaselineAgeDays: number,
): string[] {
  const warnings: string[] = [];
  for (const change of changes) {
    warnings.push(`Runner "${change.runnerId}" changed ${change.field} (${change.base} → ${change.head}): its cells are shown but left out of the verdict.`);
  }
  const both = cells.filter((c) => c.base !== null && c.head !== null);
  const redefined = both.filter((c) => c.definitionChanged).length;
  if (redefined > 0) warnings.push(`${count(redefined, "cell")} changed definition since the baseline (prompt, assertions, workspace, skills or runner configuration): shown, but left out of the verdict.`);
  const added = cells.filter((c) => c.tier === "new").length;
  if (added > 0) warnings.push(`${count(added, "cell")} not in the baseline (new): not compared.`);
  const removed = cells.filter((c) => c.tier === "removed").length;
  if (removed > 0) warnings.push(`${count(removed, "cell")} of the baseline did not run on the head (removed, filtered out or skipped): a missing cell is not a pass.`);
  const errored = both.reduce((sum, c) => sum + (c.base?.errored ?? 0) + (c.head?.errored ?? 0), 0);
  if (errored > 0) warnings.push(`${count(errored, "run")} errored (infrastructure, not the agent) and ${errored === 1 ? "was" : "were"} left out of the tests.`);
  if (base.runsPerCase !== head.runsPerCase) warnings.push(`The baseline ran ${base.runsPerCase} runs per case and the head ${head.runsPerCase}.`);
  const age = Date.parse(head.createdAt) - Date.parse(base.createdAt);
  if (Number.isFinite(age) && age > maxBaselineAgeDays * DAY_MS) {
    warnings.push(`The baseline is ${Math.floor(age / DAY_MS)} days older than this run: agents and their APIs drift, so refresh it with a run on the base branch.`);
  }
  return warnings;
}

function count(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? "" : "s"}`;
}
