// A skill's lift (model/lift.ts): lift.json, `agent-bench lift --format json`.
// The types come from model/lift.ts; this schema is what other tools validate
// against (docs/schema/lift.schema.json), proven equal to them by
// __tests__/model/schema-types.test.ts.

import { z } from "zod";
import { behaviourChangeSchema } from "./comparison.ts";
import { cellCount, delta, id, list, probability, rate } from "./primitives.ts";

const interval = z.object({ low: z.number().min(-1e6).max(1e6), high: z.number().min(-1e6).max(1e6) });
const measure = z.enum(["tokens", "costUsd", "turns", "durationMs"]);
const amount = z.number().nonnegative().max(1e15);
const use = z.object({ used: cellCount, runs: cellCount });
const skillUse = z.object({ treatment: use, control: use });

const arm = z.object({ passed: cellCount, runs: cellCount, errored: cellCount, passRate: rate.nullable(), wilson: z.object({ low: rate, high: rate }) });

const cell = z.object({
  caseId: id,
  runnerId: id,
  treatment: arm,
  control: arm,
  lift: delta.nullable(),
  interval: interval.nullable(),
  pValue: probability.nullable(),
  adjustedPValue: probability.nullable(),
  inFamily: z.boolean(),
  tier: z.enum(["helps", "hurts", "no-significant-change", "insufficient-data"]),
  skillUse: skillUse.optional(),
  measures: z.partialRecord(measure, z.object({ treatment: amount, control: amount })),
  behaviour: list(behaviourChangeSchema, 1000).optional(),
});

const passRate = z.object({
  cells: cellCount,
  treatment: rate.nullable(),
  control: rate.nullable(),
  lift: delta.nullable(),
  interval: interval.nullable(),
  pValue: probability.nullable(),
  level: probability,
  canReach: z.boolean(),
  detectable: rate.nullable(),
});

const measureLift = z.object({
  measure,
  cells: cellCount,
  treatment: amount,
  control: amount,
  change: z.number().min(-1).max(1e6).nullable(),
  interval: interval.nullable(),
  pValue: probability.optional(),
  level: probability.optional(),
  detectable: z.number().nonnegative().max(1e6).nullable().optional(),
});

const why = z.discriminatedUnion("code", [
  z.object({ code: z.literal("pass-rate"), lift: delta, pValue: probability, cells: cellCount }),
  z.object({ code: z.literal("cells"), count: cellCount, caseId: id, runnerId: id, lift: delta, pValue: probability, family: cellCount, against: cellCount }),
  z.object({ code: z.literal("measure"), measure, change: z.number().min(-1).max(1e6), pValue: probability }),
  z.object({
    code: z.literal("no-difference"),
    detectable: rate.nullable(),
    measure: z.object({ measure, detectable: z.number().nonnegative().max(1e6).nullable() }).optional(),
  }),
  z.object({ code: z.literal("nothing-comparable"), cells: cellCount }),
]);

export const skillLiftSchema = z.object({
  skill: id,
  treatment: id,
  control: id,
  verdict: z.enum(["helps", "hurts", "no-detectable-difference"]),
  why,
  alpha: probability,
  margin: rate,
  passRate,
  cellFamily: z.object({ level: probability, size: cellCount }),
  measures: list(measureLift, 4),
  cells: list(cell),
  skillUse: skillUse.nullable(),
});

export const liftFileSchema = z.object({ kind: z.literal("agent-bench-lift"), version: z.literal(1), skills: list(skillLiftSchema) });
