// The schema explanations.json is read back with (a later `explain` adds to it).

import { z } from "zod";
import { amount, count, id, isoTime, list, longText, text } from "./primitives.ts";
import { assertionResultSchema, executionStatusSchema, failureOriginSchema, sourceLocationSchema } from "./run-file.ts";

export const explanationAnswerSchema = z.object({
  question: longText,
  check: z.object({ kind: assertionResultSchema.shape.kind, name: text, location: sourceLocationSchema.optional() }),
  answer: longText.optional(),
  error: longText.optional(),
  sessionId: text.optional(),
  command: list(longText, 10_000).optional(),
  durationMs: amount,
  costUsd: amount.optional(),
  artifactDir: text,
});

export const explainedExecutionSchema = z.object({
  caseId: id,
  runnerId: id,
  run: count,
  status: executionStatusSchema,
  failureOrigin: failureOriginSchema.optional(),
  artifactDir: text,
  mode: z.enum(["resume", "rerun"]),
  sessionId: text.optional(),
  askedAt: isoTime,
  answers: list(explanationAnswerSchema, 10_000),
});

export const explanationsFileSchema = z.object({
  schemaVersion: z.literal(1),
  tool: z.object({ name: z.literal("agent-bench"), version: id }),
  updatedAt: isoTime,
  executions: list(explainedExecutionSchema),
});
