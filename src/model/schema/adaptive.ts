// The adaptive record (model/adaptive.ts): `adaptive` in results.json and stability.json.

import { z } from "zod";
import { cellCount, count, id, list, nonNegative, text } from "./primitives.ts";

export const stopReasonSchema = z.enum([
  "no-drop",
  "regression",
  "verdict-decided",
  "max-runs",
  "settled",
  "pool-target",
  "not-compared",
  "errored",
  "budget",
  "cancelled",
]);

export const adaptiveCellSchema = z.object({
  caseId: id,
  runnerId: id,
  runs: cellCount,
  stop: stopReasonSchema,
  undecided: z.boolean().optional(),
});

export const adaptiveRecordSchema = z
  .object({
    minRuns: cellCount,
    maxRuns: cellCount,
    maxCostUsd: nonNegative.optional(),
    maxMinutes: nonNegative.optional(),
    withBaseline: z.boolean(),
    rounds: count,
    executions: count,
    maxExecutions: count,
    budgetStop: z.object({ kind: z.enum(["cost", "time"]), limit: nonNegative, spentUsd: nonNegative.optional(), minutes: nonNegative.optional() }).optional(),
    undecided: count,
    message: text,
    cells: list(adaptiveCellSchema),
  })
  .refine((a) => a.minRuns <= a.maxRuns, { message: "minRuns must not exceed maxRuns", path: ["minRuns"] });
