// stability.json (model/stability.ts, documented in docs/stability-json.md):
// the schema the types come from, every reader parses with, and
// docs/schema/stability.schema.json is generated from.

import { z } from "zod";
import { adaptiveRecordSchema } from "./adaptive.ts";
import { behaviourProfileSchema } from "./behaviour.ts";
import { baselinePoolSchema } from "./pool.ts";
import { treatmentSchema } from "./treatment.ts";
import { amount, cellCount, commitSchema, count, hash, id, isoTime, list, rate, runnerRefSchema, table, text } from "./primitives.ts";

export const distributionSchema = z.object({ mean: amount, min: amount, max: amount, p50: amount, p90: amount, std: amount });
const meanTotal = z.object({ mean: amount, total: amount }).nullable();

const stabilityClassificationSchema = z.enum(["stable", "mostly-stable", "unstable", "highly-unstable"]);

const cellFields = {
  caseId: id,
  runnerId: id,
  variant: id.optional(),
  testFingerprint: hash,
  runs: cellCount,
  passed: cellCount,
  failed: cellCount,
  errored: cellCount,
  passRate: rate,
  wilson: z.object({ low: rate, high: rate }),
  passAtK: table(rate),
  passHatK: table(rate),
  classification: stabilityClassificationSchema,
  consistency: rate,
  durationMs: distributionSchema,
  tokens: meanTotal,
  costUsd: meanTotal,
  failureClasses: table(count),
  behaviour: behaviourProfileSchema.optional(),
};

type CellCounts = { passed: number; failed: number; errored: number; runs: number };
const sums = (c: CellCounts): boolean => c.passed + c.failed + c.errored === c.runs;
const consistent = { message: "passed + failed + errored must equal runs", path: ["runs"] };

export const stabilityCellSchema = z.object(cellFields).refine(sums, consistent);

export const stabilitySummarySchema = z.object({
  cases: count,
  cells: count,
  executions: count,
  passed: count,
  failed: count,
  errored: count,
  passRate: rate,
  stableCells: count,
  unstableCells: count,
  costUsd: amount.nullable(),
  durationMs: amount,
});

const fileFields = {
  /**
   * 2 since the test/treatment split; 3 when cells carry a variant (run --variant; a run without variants still writes 2);
   * a version-1 file (older agent-bench) is read with its fingerprints unknown.
   */
  schemaVersion: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  tool: z.object({ name: id, version: id }),
  createdAt: isoTime,
  suite: z.object({ path: text, fingerprint: hash }),
  commit: commitSchema.optional(),
  runsPerCase: cellCount,
  runners: list(runnerRefSchema, 10_000),
  treatment: treatmentSchema.optional(),
  cells: list(stabilityCellSchema),
  summary: stabilitySummarySchema,
  adaptive: adaptiveRecordSchema.optional(),
  pool: baselinePoolSchema.optional(),
};

/** stability.json as the code holds it: version 2 or 3, or version 1 read with its fingerprints unknown. */
export const stabilityFileSchema = z.object(fileFields);

/** stability.json as agent-bench writes it (3 with variants, else 2): docs/schema/stability.schema.json. */
export const stabilityFileV2Schema = stabilityFileSchema.extend({ schemaVersion: z.union([z.literal(2), z.literal(3)]) });

// Version 1 held a fingerprint that mixed the test with the treatment and machine paths: unusable, so unknown ("").
const cellV1 = z
  .object({
    ...cellFields,
    testFingerprint: z
      .unknown()
      .optional()
      .transform(() => ""),
  })
  .refine(sums, consistent);

/** What readers accept: version 3 or 2, or version 1 read with its fingerprints unknown. */
export const stabilityFileReader = z.discriminatedUnion("schemaVersion", [
  stabilityFileSchema.extend({ schemaVersion: z.literal(3) }),
  stabilityFileSchema.extend({ schemaVersion: z.literal(2) }),
  stabilityFileSchema.extend({ schemaVersion: z.literal(1), cells: list(cellV1) }),
]);

export const STABILITY_FILE_VERSIONS = [1, 2, 3] as const;
