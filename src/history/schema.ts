// history.json as read back: from the previous push run's artifact or from a
// file given to `agent-bench history`. Validated, so a damaged or foreign file
// is an error naming what is wrong, never a chart of garbage.

import { readFile } from "node:fs/promises";
import { z } from "zod";
import { configError } from "../errors.ts";
import type { HistoryFile } from "./entry.ts";

const count = z.number().int().nonnegative();
const id = z.string().max(500);

const entrySchema = z.strictObject({
  commit: z.string().regex(/^([0-9a-f]{7,64})?$/i),
  time: z.string().max(40),
  runId: z.number().int().positive().optional(),
  passed: count,
  runs: count,
  costUsd: z.number().nonnegative().optional(),
  durationMs: z.number().nonnegative(),
  cli: z.record(id, z.string().max(100)),
  treatment: z.string().regex(/^[0-9a-f]{1,64}$/).optional(),
  cells: z.array(z.tuple([id, id, count, count])).max(100_000),
});

export const historyFileSchema = z.strictObject({
  version: z.literal(1),
  suite: z.string().max(1000),
  entries: z.array(entrySchema).max(10_000),
});

export function parseHistory(value: unknown, where: string): HistoryFile {
  const parsed = historyFileSchema.safeParse(value);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  throw configError(`not an agent-bench history file (${issue.path.join(".") || "top level"}: ${issue.message})`, {
    where,
    hint: "a history.json written by agent-bench (the action's history artifact)",
  });
}

export async function readHistoryFile(file: string): Promise<HistoryFile> {
  let text: string;
  try {
    text = await readFile(file, "utf8");
  } catch (error) {
    throw configError(`cannot read the history file: ${(error as Error).message}`, { where: file });
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw configError(`the history file is not JSON: ${(error as Error).message}`, { where: file });
  }
  return parseHistory(json, file);
}
