import type { TreatmentManifest, VariantTreatment } from "./treatment.js";
/** A run's manifest as one variant saw it: never written, only hashed and compared. */
export type VariantManifest = Omit<TreatmentManifest, "variants"> & {
    variant?: Omit<VariantTreatment, "runners">;
};
export declare function variantManifest(manifest: TreatmentManifest, variant: string | undefined): VariantManifest;
