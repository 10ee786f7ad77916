// One hash over a treatment manifest, for fingerprints (merge, --resume, the
// history's pooling). Apart from building the manifest (execute/treatment.ts, which reads
// the runner registry), so the history needs no runner to compare two hashes.

import { createHash } from "node:crypto";
import type { TreatmentManifest } from "./treatment.ts";
import type { VariantManifest } from "./variant-treatment.ts";

export function treatmentHash(manifest: TreatmentManifest | VariantManifest): string {
  return createHash("sha256").update(stableJson(manifest)).digest("hex").slice(0, 16);
}

/** JSON with sorted keys, so equal manifests hash equally. */
export function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(",")}]`;
  if (value !== null && typeof value === "object") {
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${stableJson((value as Record<string, unknown>)[k])}`)
      .join(",")}}`;
  }
  return JSON.stringify(value);
}
