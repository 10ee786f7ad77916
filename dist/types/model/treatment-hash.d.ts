import type { TreatmentManifest } from "./treatment.js";
import type { VariantManifest } from "./variant-treatment.js";
export declare function treatmentHash(manifest: TreatmentManifest | VariantManifest): string;
/** JSON with sorted keys, so equal manifests hash equally. */
export declare function stableJson(value: unknown): string;
