import type { TreatmentManifest } from "./treatment.js";
export declare function treatmentHash(manifest: TreatmentManifest): string;
/** JSON with sorted keys, so equal manifests hash equally. */
export declare function stableJson(value: unknown): string;
