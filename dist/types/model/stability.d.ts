import type { z } from "zod";
import type { distributionSchema, stabilityCellSchema, stabilityClassificationSchema, stabilityFileSchema, stabilitySummarySchema } from "./schema/stability.js";
import type { runnerRefSchema } from "./schema/primitives.js";
export type StabilityClassification = z.output<typeof stabilityClassificationSchema>;
/** std: sample standard deviation (Bessel's correction, n - 1); 0 for one value. */
export type Distribution = z.output<typeof distributionSchema>;
/**
 * One cell: runs (not skipped) = passed (passed + expected-failed) + failed (failed + unexpected-passed) +
 * errored (infrastructure). testFingerprint is "" when unknown (an older file).
 */
export type StabilityCell = z.output<typeof stabilityCellSchema>;
export type StabilitySummary = z.output<typeof stabilitySummarySchema>;
export type StabilityRunner = z.output<typeof runnerRefSchema>;
/** Version 2, or a version-1 file read with its fingerprints unknown and no treatment. */
export type StabilityFile = z.output<typeof stabilityFileSchema>;
