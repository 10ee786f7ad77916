// The comparison (model/comparison.ts): comparison.json, `compare --format
// json` and report.json's `comparison`. The types come from it; a reader of a
// saved comparison parses with comparisonReader, which also reads the files
// of version 2 (no `why` and `notes`: their reason and warnings are words only).

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
  variant: id.optional(),
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

const reasonCellSchema = z.object({
  caseId: id,
  runnerId: id,
  variant: id.optional(),
  count: count,
  p: probability,
  family: cellFamilySchema.optional(),
  broke: z.boolean(),
});

const reasonSuiteSchema = z.object({ delta, cells: count, p: probability });

export const verdictWhySchema = z.discriminatedUnion("code", [
  z.object({ code: z.literal("no-baseline") }),
  z.object({ code: z.literal("nothing-comparable"), new: count, removed: count, caseChanged: count, oneSideErrored: count }),
  z.object({ code: z.literal("regression"), cells: reasonCellSchema.optional(), suite: reasonSuiteSchema.optional() }),
  z.object({
    code: z.literal("possible-regression"),
    cells: reasonCellSchema.optional(),
    severity: reasonCellSchema.optional(),
    suite: reasonSuiteSchema.extend({ significant: z.boolean() }).optional(),
  }),
  z.object({ code: z.literal("improvement"), suite: reasonSuiteSchema }),
  z.object({ code: z.literal("no-change"), suite: reasonSuiteSchema, significant: z.boolean(), power: rate, detectableDrop: rate }),
  z.object({ code: z.literal("cannot-reach"), suite: reasonSuiteSchema }),
  z.object({
    code: z.literal("undecided"),
    suite: reasonSuiteSchema,
    large: z.boolean(),
    power: z.object({ power: rate, detectableDrop: rate, runsPerCaseFor80: count.optional() }).optional(),
  }),
]);

export const comparisonNoteSchema = z.discriminatedUnion("code", [
  z.object({ code: z.literal("no-fingerprints"), toolVersion: id }),
  z.object({ code: z.literal("adaptive-baseline") }),
  z.object({ code: z.literal("cli-version"), runnerId: id, base: id, head: id }),
  z.object({ code: z.literal("case-changed"), cells: count }),
  z.object({ code: z.literal("new-cells"), cells: count }),
  z.object({ code: z.literal("removed-cells"), cells: count }),
  z.object({ code: z.literal("errored-runs"), runs: count }),
  z.object({ code: z.literal("old-baseline"), days: count }),
]);

/** What every version holds: the figures, and the reason and warnings in words. */
const comparisonFields = {
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
};

/** The comparison this agent-bench writes: version 3, its reason and warnings with the data they say (`why`, `notes`). */
export const comparisonSchema = z.object({
  schemaVersion: z.literal(3),
  ...comparisonFields,
  why: verdictWhySchema,
  notes: list(comparisonNoteSchema, 10_000),
});

/** The comparison versions agent-bench reads. */
export const COMPARISON_FILE_VERSIONS = [2, 3] as const;

/** What readers accept: version 3, or version 2 (agent-bench before the reason became data) with its words only. */
export const comparisonReader = z.discriminatedUnion("schemaVersion", [comparisonSchema, z.object({ schemaVersion: z.literal(2), ...comparisonFields })]);
