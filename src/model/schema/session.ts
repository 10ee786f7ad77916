// session.json (model/session.ts): what the HTML report reads back for its
// transcripts and side-by-side view, from a downloaded artifact too. Parsed
// with this schema, so an event of the wrong shape cannot reach the renderer.

import { z } from "zod";
import { amount, count, id, list, shortText, table, text } from "./primitives.ts";
import { usageSchema } from "./run-file.ts";

// A session holds the agent's whole output (the transcript cuts it): bounded only against absurd sizes.
const longText = z.string().max(50_000_000);
const confidence = z.enum(["weak", "medium", "strong", "explicit"]);
const at = z.string().max(40).optional();
const callId = shortText.optional();
const exitCode = z.number().int().optional();

const sessionErrorKindSchema = z.enum(["api", "authentication", "rate-limit", "max-turns", "permission", "model-rejected", "tool", "crash", "output", "other"]);

export const sessionEventSchema = z.discriminatedUnion("type", [
  z.object({
    type: z.literal("message"),
    role: z.enum(["user", "assistant", "system"]),
    phase: z.enum(["thinking", "commentary", "final"]).optional(),
    text: longText,
    at,
    parentToolCallId: callId,
  }),
  z.object({ type: z.literal("toolCall"), id: callId, tool: text, args: z.unknown().optional(), at, parentToolCallId: callId }),
  z.object({
    type: z.literal("toolResult"),
    id: callId,
    tool: text.optional(),
    output: longText,
    isError: z.boolean().optional(),
    exitCode,
    at,
    parentToolCallId: callId,
  }),
  z.object({ type: z.literal("command"), command: longText, exitCode, toolCallId: callId, at, parentToolCallId: callId }),
  z.object({ type: z.literal("fileRead"), path: text, toolCallId: callId, at, parentToolCallId: callId }),
  z.object({
    type: z.literal("fileWrite"),
    path: text,
    kind: z.enum(["create", "edit", "delete", "write"]).optional(),
    toolCallId: callId,
    at,
    parentToolCallId: callId,
  }),
  z.object({ type: z.literal("skillSignal"), skill: text, signal: text, confidence, at }),
  z.object({
    type: z.literal("subagent"),
    toolCallId: callId,
    status: z.enum(["started", "progress", "completed", "failed"]),
    description: longText.optional(),
    at,
  }),
  z.object({
    type: z.literal("error"),
    kind: sessionErrorKindSchema,
    message: longText,
    status: z.number().int().optional(),
    fatal: z.boolean().optional(),
    at,
  }),
  z.object({ type: z.literal("raw"), raw: z.unknown(), at }),
  z.object({ type: z.literal("unparsed"), raw: longText }),
]);

const paths = list(text, 1_000_000);

export const sessionSchema = z.object({
  runner: z.object({ id, pathKey: text, agent: z.object({ type: id, model: id }) }),
  sessionId: text.optional(),
  prompt: longText,
  cliVersion: id.optional(),
  model: id.optional(),
  usage: usageSchema,
  costUsd: amount.optional(),
  turns: count.optional(),
  files: z.object({ observedReads: paths, observedSkillReads: paths, observedWrites: paths }),
  detectedSkills: list(z.object({ skill: text, confidence, evidence: list(longText, 10_000) }), 10_000),
  events: list(sessionEventSchema),
  finalOutput: longText,
  errors: list(z.object({ kind: sessionErrorKindSchema, message: longText, status: z.number().int().optional() }), 100_000),
  startedAt: at,
  endedAt: at,
  durationMs: amount.optional(),
  exitCode: z.number().int().nullable().optional(),
  rawArtifacts: z.object({
    stdoutPath: text.optional(),
    stderrPath: text.optional(),
    sessionPath: text.optional(),
    exportPath: text.optional(),
    telemetryPath: text.optional(),
  }),
  unknownEvents: table(count).optional(),
});
