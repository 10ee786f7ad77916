// The treatment: everything the agent is given to work with (workspace files,
// skills, instruction files, runner settings, CLI version). A pull request
// changes the treatment on purpose, so a changed treatment is compared and
// listed ("What changed for the agent"); only a changed test is left out.
// Documented in docs/stability-json.md and docs/comparison.md.

import type { z } from "zod";
import type { runnerTreatmentSchema, treatmentSchema, workspaceTreatmentSchema } from "./schema/treatment.ts";
import type { treatmentChangesSchema } from "./schema/comparison.ts";

/** Per runner: the settings that change what the agent does (env: names only, never values). Paths are relative to the repository. */
export type RunnerTreatment = z.output<typeof runnerTreatmentSchema>;

/** files: relative path → content hash (12 hex digits), at most MAX_TREATMENT_FILES entries; omitted: the rest, counted and hashed. */
export type WorkspaceTreatment = z.output<typeof workspaceTreatmentSchema>;

export type TreatmentManifest = z.output<typeof treatmentSchema>;

/** What changed for the agent between the baseline and the head (known: false when the baseline recorded no treatment). */
export type TreatmentChanges = z.output<typeof treatmentChangesSchema>;

export const MAX_TREATMENT_FILES = 2000;
