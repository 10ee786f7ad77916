// history.json as read back: from the previous push run's artifact or from a
// file given to `agent-bench history`. Validated, so a damaged or foreign file
// is an error naming what is wrong, never a chart of garbage.

import { z } from "zod";
import { parseSaved, readSavedFile, type SavedFormat } from "../model/saved-file.ts";

const count = z.number().int().nonnegative();
const id = z.string().max(500);

const cellSchema = z
  .tuple([id, id, count, count])
  .refine(([, , passed, runs]) => passed <= runs, { message: "passed (the third item) must not exceed runs (the fourth)" });

export const historyEntrySchema = z
  .strictObject({
    commit: z.string().regex(/^([0-9a-f]{7,64})?$/i),
    time: z.string().max(40),
    runId: z.number().int().positive().optional(),
    passed: count,
    runs: count,
    costUsd: z.number().nonnegative().optional(),
    durationMs: z.number().nonnegative(),
    cli: z.record(id, z.string().max(100)),
    treatment: z
      .string()
      .regex(/^[0-9a-f]{1,64}$/)
      .optional(),
    cells: z.array(cellSchema).max(100_000),
  })
  .refine((e) => e.passed <= e.runs, { message: "passed must not exceed runs", path: ["passed"] });

export const historyFileSchema = z.strictObject({
  version: z.literal(1),
  suite: z.string().max(1000),
  entries: z.array(historyEntrySchema).max(10_000),
});

const HISTORY_FORMAT: SavedFormat = {
  name: "history file",
  hint: "a history.json written by agent-bench (the action's history artifact)",
  version: { key: "version", supported: [1] },
};

export function parseHistory(value: unknown, where: string): z.output<typeof historyFileSchema> {
  return parseSaved(value, where, historyFileSchema, HISTORY_FORMAT);
}

export async function readHistoryFile(file: string): Promise<z.output<typeof historyFileSchema>> {
  return readSavedFile(file, historyFileSchema, HISTORY_FORMAT);
}
