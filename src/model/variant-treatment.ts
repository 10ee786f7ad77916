// The treatment one variant's executions ran under, from a run's manifest:
// the workspace and runners, with the variant's runner settings in place and
// its skill and file changes beside them. The unmodified treatment (no
// variant, or one that changes nothing, as `default`) is the manifest a run
// without variants records, so its hash is the same.

import type { TreatmentManifest } from "./treatment.ts";

export function variantManifest(manifest: TreatmentManifest, variant: string | undefined): TreatmentManifest {
  const { variants, variant: _one, ...base } = manifest;
  const changes = variant === undefined ? undefined : variants?.[variant];
  if (!changes) return base;
  const { runners, ...files } = changes;
  return {
    ...base,
    ...(runners && Object.keys(runners).length > 0 ? { runners: { ...base.runners, ...runners } } : {}),
    ...(Object.keys(files).length > 0 ? { variant: files } : {}),
  };
}
