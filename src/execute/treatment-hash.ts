// One hash over a treatment manifest, for fingerprints (merge, --resume, the
// history's pooling). Apart from building the manifest (treatment.ts, which reads
// the runner registry), so the history needs no runner to compare two hashes.

import type { TreatmentManifest } from "../model/treatment.ts";
import { sha256 } from "./paths.ts";

export function treatmentHash(manifest: TreatmentManifest): string {
  return sha256(stableJson(manifest)).slice(0, 16);
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
