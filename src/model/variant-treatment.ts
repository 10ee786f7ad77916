// The treatment one variant's executions ran under, from a run's manifest:
// the workspace and runners, with the variant's runner settings in place and
// its skill and file changes beside them. The unmodified treatment (no
// variant, or one that changes nothing, as `default`) is the manifest a run
// without variants records, so its hash is the same.

import type { TreatmentManifest, VariantTreatment } from "./treatment.ts";

/** A run's manifest as one variant saw it: never written, only hashed and compared. */
export type VariantManifest = Omit<TreatmentManifest, "variants"> & { variant?: Omit<VariantTreatment, "runners"> };

export function variantManifest(manifest: TreatmentManifest, variant: string | undefined): VariantManifest {
  const { variants, ...base } = manifest;
  const changes = variant === undefined ? undefined : variants?.[variant];
  if (!changes) return base;
  const { runners, ...files } = changes;
  return {
    ...base,
    ...(runners && Object.keys(runners).length > 0 ? { runners: { ...base.runners, ...runners } } : {}),
    ...(Object.keys(files).length > 0 ? { variant: files } : {}),
  };
}
