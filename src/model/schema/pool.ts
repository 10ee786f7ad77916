// A pooled baseline's record (model/pool.ts): `baseline.pool` in comparison.json.

import { z } from "zod";
import { cellCount, count, id, list } from "./primitives.ts";

export const poolStopSchema = z.enum(["no-history", "older-history", "test", "treatment", "cli", "age", "unverified", "history-start"]);

export const poolCellSchema = z.object({
  caseId: id,
  runnerId: id,
  runs: cellCount,
  commits: count.max(1000),
  stop: poolStopSchema.optional(),
});

export const baselinePoolSchema = z.object({
  maxRuns: cellCount,
  maxAgeDays: z.number().positive().max(100_000),
  // Full shas only: they are shown in comments and reports.
  commits: list(z.string().regex(/^[0-9a-f]{40}$/), 1000),
  runIds: list(count, 1000),
  cells: list(poolCellSchema),
});
