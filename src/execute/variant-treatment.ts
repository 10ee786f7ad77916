// What each variant of a run changes, for the treatment manifest: the skills
// it removes (by name) and adds (with a hash over the folder), the workspace
// files it writes (path and content hash), and the settings of each runner it
// overrides, recorded as the manifest records any runner. So two variants have
// different treatment hashes, and the reports can name the change in words.

import path from "node:path";
import type { VariantTreatment } from "../model/treatment.ts";
import type { PlanVariant } from "../plan/plan.ts";
import { sha256 } from "./paths.ts";
import type { PortableRoots } from "./portable.ts";
import { fileHash, listTree, runnerTreatment } from "./treatment.ts";

export async function variantTreatments(variants: readonly PlanVariant[], roots: PortableRoots): Promise<Record<string, VariantTreatment>> {
  const out: Record<string, VariantTreatment> = {};
  for (const { variant, runners } of variants) {
    const t: VariantTreatment = {};
    if (variant.removeSkills.length > 0) t.skillsRemoved = [...variant.removeSkills].sort();
    if (variant.addSkills.length > 0) {
      t.skillsAdded = {};
      for (const skill of [...variant.addSkills].sort((a, b) => (a.name < b.name ? -1 : 1))) t.skillsAdded[skill.name] = await folderHash(skill.dir);
    }
    if (variant.files.length > 0) {
      t.files = {};
      for (const file of [...variant.files].sort((a, b) => (a.target < b.target ? -1 : 1))) t.files[file.target] = await fileHash(file.source);
    }
    const overridden = Object.keys(variant.runners).sort();
    if (overridden.length > 0) {
      t.runners = {};
      for (const id of overridden) {
        const runner = runners.get(id);
        if (runner) t.runners[id] = await runnerTreatment(runner, roots);
      }
    }
    out[variant.id] = t;
  }
  return out;
}

/** One hash over a folder's files (relative path and content hash of each). */
async function folderHash(dir: string): Promise<string> {
  const parts: string[] = [];
  for (const rel of await listTree(dir, dir)) parts.push(`${rel}\0${await fileHash(path.join(dir, rel))}`);
  return sha256(parts.join("\n")).slice(0, 12);
}
