// What a lift report shows beyond the figures, read from the runs' folders:
// each cell's arms side by side (load-pairs.ts) and, from the treatment
// manifest of the run that holds the arm without the skill, what that arm
// changed. One reader for `agent-bench lift` (one run holds both arms) and the
// action's `lift` (the head's run, and each arm's own folder inside it).

import { existsSync } from "node:fs";
import path from "node:path";
import { variantChanges, type VariantChange } from "../../compare/variant-changes.ts";
import type { SkillLift } from "../../model/lift.ts";
import type { ExecutionResult } from "../../model/result.ts";
import { readRunFile } from "../../model/run-file.ts";
import type { TreatmentManifest } from "../../model/treatment.ts";
import { loadLiftPairs } from "./load-pairs.ts";
import type { LiftViews } from "./render.ts";

/** One run of a lift: its folder, results (each with its variant) and treatment manifest. */
export interface LiftRun {
  dir: string;
  results: readonly ExecutionResult[];
  treatment: TreatmentManifest | undefined;
}

export function liftViews(lifts: readonly SkillLift[], runs: readonly LiftRun[]): LiftViews {
  const changes = new Map<string, VariantChange[]>();
  for (const l of lifts) changes.set(l.control, variantChanges(runs.find((r) => r.treatment?.variants?.[l.control])?.treatment, l.control));
  return { pairs: loadLiftPairs(lifts, runs), changes };
}

/** The runs in these folders (a folder without results.json, such as a look that never ran, is left out). */
export async function readLiftRuns(dirs: readonly string[]): Promise<LiftRun[]> {
  const runs: LiftRun[] = [];
  for (const dir of dirs) {
    if (!existsSync(path.join(dir, "results.json"))) continue;
    const run = await readRunFile(dir);
    runs.push({ dir, results: run.results, treatment: run.treatment });
  }
  return runs;
}
