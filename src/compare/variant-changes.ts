// What a variant changes against the unmodified treatment, item by item, from
// the run's treatment manifest: skills removed or added, workspace files
// replaced or added, and each runner setting it overrides with its new value.
// Pure; report/variant-text.ts words it ("skill `greet` removed").

import type { RunnerTreatment, TreatmentManifest } from "../model/treatment.ts";
import { stableJson } from "../model/treatment-hash.ts";

export type VariantChange =
  | { kind: "skill-removed" | "skill-added"; skill: string }
  | { kind: "file-replaced" | "file-added"; file: string }
  | { kind: "runner"; runnerId: string; field: string; value: string };

/** Empty for the unmodified treatment, a variant the manifest does not record, or a manifest without variants. */
export function variantChanges(manifest: TreatmentManifest | undefined, variant: string): VariantChange[] {
  // Keys from a saved file: only its own entries count ("constructor" is a variant id or file name like any other).
  const changes = manifest?.variants && Object.hasOwn(manifest.variants, variant) ? manifest.variants[variant] : undefined;
  if (!manifest || !changes) return [];
  const out: VariantChange[] = [];
  for (const skill of changes.skillsRemoved ?? []) out.push({ kind: "skill-removed", skill });
  for (const skill of Object.keys(changes.skillsAdded ?? {})) out.push({ kind: "skill-added", skill });
  for (const file of Object.keys(changes.files ?? {})) out.push({ kind: Object.hasOwn(manifest.workspace.files, file) ? "file-replaced" : "file-added", file });
  for (const [runnerId, after] of Object.entries(changes.runners ?? {}))
    out.push(...runnerChanges(runnerId, Object.hasOwn(manifest.runners, runnerId) ? manifest.runners[runnerId] : undefined, after));
  return out;
}

function runnerChanges(runnerId: string, before: RunnerTreatment | undefined, after: RunnerTreatment): VariantChange[] {
  const out: VariantChange[] = [];
  const settings = (r: RunnerTreatment | undefined): Record<string, unknown> => {
    if (!r) return {};
    const { options, ...rest } = r;
    return { ...rest, ...options };
  };
  const b = settings(before);
  const a = settings(after);
  for (const field of [...new Set([...Object.keys(b), ...Object.keys(a)])].sort()) {
    if (stableJson(b[field]) !== stableJson(a[field])) out.push({ kind: "runner", runnerId, field, value: show(a[field]) });
  }
  return out;
}

function show(value: unknown): string {
  if (value === undefined || value === null) return "(none)";
  if (typeof value === "string") return value;
  if (Array.isArray(value) && value.every((v) => typeof v === "string")) return value.length === 0 ? "(none)" : value.join(" ");
  return stableJson(value);
}
