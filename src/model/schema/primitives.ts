// The building blocks of the saved-file schemas. Bounds are generous for a
// real run and tight enough that a crafted file (a fork's artifact) cannot
// make a report loop, allocate or print without end.

import { z } from "zod";
import { MAX_CASE_ID_LENGTH } from "../case-id.ts";

/** Runs of one cell: the exact tests allocate per run, so a crafted count must not reach them. */
const MAX_RUNS_PER_CELL = 100_000;
/** Executions, cases or cells in one file. */
const MAX_ITEMS = 10_000_000;

export const count = z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER);
export const cellCount = z.number().int().nonnegative().max(MAX_RUNS_PER_CELL);
export const rate = z.number().min(0).max(1);
/** A p-value or a significance level: a rate's bounds, its own description in the JSON Schema. */
export const probability = rate.describe("a p-value or a significance level");
export const nonNegative = z.number().nonnegative().max(Number.MAX_VALUE);
/** Money, durations, token counts: finite and not negative. */
export const amount = z.number().nonnegative().max(1e15);
/** A difference of rates. */
export const delta = z.number().min(-1).max(1);

/** Case and runner ids, labels, versions: one line of text. */
export const id = z.string().max(MAX_CASE_ID_LENGTH);
export const shortText = z.string().max(10_000);
/** Paths and messages. */
export const text = z.string().max(100_000);
/** Stack traces and outputs cut by the writer. */
export const longText = z.string().max(1_000_000);
export const isoTime = z.string().max(40);
export const hash = z.string().max(200);

export function list<T extends z.ZodType>(item: T, max = MAX_ITEMS): z.ZodArray<T> {
  return z.array(item).max(max);
}

/** A record keyed by labels (skills, tools, paths, k). */
export function table<T extends z.ZodType>(value: T): z.ZodRecord<z.ZodString, T> {
  return z.record(z.string().max(10_000), value);
}

/** A git object id (SHA-1, or SHA-256 for repositories that use it): a commit id is shown in comments and links. */
export const commitSchema = z.object({
  sha: z.string().regex(/^(?:[0-9a-f]{40}|[0-9a-f]{64})$/iu, "a commit id is 40 (or 64) hexadecimal digits"),
  ref: z.string().max(1000).optional(),
});
export const toolSchema = z.object({ name: z.literal("agent-bench"), version: z.string().max(100) });
export const runnerRefSchema = z.object({ id, type: id, model: id.optional(), version: id.optional() });
