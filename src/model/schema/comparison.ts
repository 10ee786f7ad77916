// The comparison (model/comparison.ts): comparison.json, `compare --format
// json` and report.json's `comparison`. The types come from it; a reader of a
// saved comparison parses with it.

import { z } from "zod";
import { baselinePoolSchema } from "./pool.ts";
import { amount, cellCount, commitSchema, count, delta, id, isoTime, list, probability, rate, shortText, text } from "./primitives.ts";

export const verdictSchema = z.enum(["regression", "possible-regression", "inconclusive", "no-change", "improvement", "no-baseline"]);

const cellTierSchema = z.enum([
  "regressed",
  "possible-regression",
  "improved",
  "possible-improvement",
  "no-significant-change",
  "insufficient-data",
  "case-changed",
  "new",
  "removed",
]);

export const armCountsSchema = z
  .object({
    passed: cellCount,
    runs: cellCount,
    passRate: rate,
    errored: cellCount.optional(),
    wilson: z.object({ low: rate, high: rate }).optional(),
  })
  .refine((a) => a.passed <= a.runs, { message: "passed must not exceed runs", path: ["passed"] });

const behaviourAspectSchema = z.enum(["skill", "tool", "command", "write", "failed-assertion", "failure-class", "tokens", "turns", "duration"]);

export const behaviourChangeSchema = z.object({
  aspect: behaviourAspectSchema,
  label: text.optional(),
  base: amount,
  head: amount,
  baseRuns: cellCount.optional(),
  headRuns: cellCount.optional(),
  pValue: probability,
});

export const cellComparisonSchema = z.object({
  caseId: id,
  runnerId: id,
  tier: cellTierSchema,
  base: armCountsSchema.nullable(),
  head: armCountsSchema.nullable(),
  delta: delta.nullable(),
  pValue: probability.nullable(),
  adjustedPValue: probability.nullable(),
  inFamily: z.boolean().optional(),
  severe: z.boolean().optional(),
  testChanged: z.boolean(),
  behaviour: list(behaviourChangeSchema, 1000).optional(),
});

export const cellFamilySchema = z.object({ level: probability, size: count });

export const decidingTestSchema = z.enum(["suite", "cells", "severity"]);

export const suiteArmSchema = z.object({
  passRate: rate,
  runs: count,
  cases: count,
  errored: count,
  costUsd: amount.nullable(),
  durationMs: amount,
  tokens: amount.nullable(),
});

const signed = z.number().min(-1e15).max(1e15);
export const costDeltaSchema = z.object({ base: amount.nullable(), head: amount.nullable(), delta: signed.nullable() });

export const runnerDeltaSchema = z.object({
  runnerId: id,
  passRate: costDeltaSchema,
  durationMs: costDeltaSchema,
  tokens: costDeltaSchema,
  costUsd: costDeltaSchema,
});

export const treatmentChangesSchema = z.object({
  known: z.boolean(),
  files: z.object({ added: list(text), removed: list(text), modified: list(text), omittedChanged: z.boolean() }),
  settings: list(z.object({ runnerId: id, field: id, base: text, head: text })),
  versions: list(z.object({ runnerId: id, base: id, head: id })),
});

export const comparisonSchema = z.object({
  schemaVersion: z.literal(2),
  verdict: verdictSchema,
  reason: text,
  alpha: probability,
  levels: z.object({ suite: probability, cell: probability }),
  adjust: z.enum(["bh", "holm"]),
  families: z.object({ regression: cellFamilySchema, improvement: cellFamilySchema, possibleRegression: cellFamilySchema }).optional(),
  decidedBy: list(decidingTestSchema, 3).optional(),
  margin: rate,
  suite: z.object({
    base: suiteArmSchema.nullable(),
    head: suiteArmSchema,
    delta: delta.nullable(),
    ci: z.tuple([delta, delta]).nullable(),
    pValue: probability.nullable(),
    power: z.object({ detectableDrop: rate, power: rate, runsPerCaseFor80: count.optional() }).optional(),
    pairedCases: count,
  }),
  cells: list(cellComparisonSchema),
  runners: list(runnerDeltaSchema, 10_000),
  totals: z.object({ durationMs: costDeltaSchema, tokens: costDeltaSchema, costUsd: costDeltaSchema }),
  baseline: z.object({ commit: commitSchema.optional(), createdAt: isoTime, runsPerCase: cellCount, pool: baselinePoolSchema.optional() }).optional(),
  treatment: treatmentChangesSchema.optional(),
  warnings: list(shortText, 10_000),
});
