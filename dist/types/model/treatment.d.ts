import type { z } from "zod";
import type { runnerTreatmentSchema, treatmentSchema, workspaceTreatmentSchema } from "./schema/treatment.js";
import type { treatmentChangesSchema } from "./schema/comparison.js";
/** Per runner: the settings that change what the agent does (env: names only, never values). Paths are relative to the repository. */
export type RunnerTreatment = z.output<typeof runnerTreatmentSchema>;
/** files: relative path → content hash (12 hex digits), at most MAX_TREATMENT_FILES entries; omitted: the rest, counted and hashed. */
export type WorkspaceTreatment = z.output<typeof workspaceTreatmentSchema>;
export type TreatmentManifest = z.output<typeof treatmentSchema>;
/** What changed for the agent between the baseline and the head (known: false when the baseline recorded no treatment). */
export type TreatmentChanges = z.output<typeof treatmentChangesSchema>;
export declare const MAX_TREATMENT_FILES = 2000;
