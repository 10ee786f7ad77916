// results.json and the lines of results.jsonl (model/result.ts): the schema
// the types come from and every reader parses with. Unknown fields are
// dropped on reading (a newer agent-bench may add some); `__proto__` keys are
// refused before parsing (model/saved-file.ts).

import { z } from "zod";
import { stabilityCellSchema } from "./stability.ts";
import { treatmentSchema } from "./treatment.ts";
import { executionBehaviourSchema } from "./behaviour.ts";
import { adaptiveRecordSchema } from "./adaptive.ts";
import {
  amount,
  cellCount,
  commitSchema,
  count,
  hash,
  id,
  isoTime,
  list,
  longText,
  nonNegative,
  rate,
  runnerRefSchema,
  shortText,
  table,
  text,
  toolSchema,
} from "./primitives.ts";

export const executionStatusSchema = z.enum(["passed", "failed", "expected-failed", "unexpected-passed", "errored", "skipped"]);

export const failureOriginSchema = z.enum([
  "assertion",
  "assert-hook",
  "runner",
  "timeout",
  "max-steps",
  "api",
  "model-rejected",
  "spawn",
  "workspace",
  "workspace-bootstrap",
  "collection",
  "normalization",
  "simulator",
  "output-limit",
  "disk",
  "cancelled",
  "unsupported",
  "snapshot",
]);

export const failureClassSchema = z.object({ id, label: id.optional() });

export const sourceLocationSchema = z.object({
  /** Repository-relative when the file is inside the repository (never a file:// URL). */
  file: text,
  line: count.optional(),
  column: count.optional(),
});

export const assertionResultSchema = z.object({
  kind: z.enum(["helper", "rule", "expected", "hook", "checkpoint", "expectation", "trigger"]),
  name: shortText,
  passed: z.boolean(),
  expected: z.unknown().optional(),
  actual: z.unknown().optional(),
  message: longText.optional(),
  soft: z.boolean().optional(),
  location: sourceLocationSchema.optional(),
  question: longText.optional(),
});

export const serializedErrorSchema = z.object({ name: shortText, message: longText, stack: longText.optional() });

const usageSourceSchema = z.enum(["provider", "derived", "chars"]);

export const usageSchema = z.object({
  inputTokens: amount.optional(),
  outputTokens: amount.optional(),
  reasoningTokens: amount.optional(),
  cacheReadTokens: amount.optional(),
  cacheWriteTokens: amount.optional(),
  cacheTokens: amount.optional(),
  totalTokens: amount.optional(),
  inputChars: amount,
  outputChars: amount,
  reasoningChars: amount,
  source: z.object({ input: usageSourceSchema, output: usageSourceSchema, reasoning: usageSourceSchema }),
});

const turnRecordSchema = z.object({
  turn: count,
  user: longText,
  agent: longText.optional(),
  reached: list(id, 10_000),
  artifactDir: text,
  durationMs: amount,
  error: longText.optional(),
});

const checkpointRecordSchema = z.object({
  id,
  description: text.optional(),
  required: z.boolean(),
  reached: z.boolean(),
  reachedAtTurn: count.optional(),
  message: longText.optional(),
});

export const dialogRecordSchema = z.object({
  turns: list(turnRecordSchema, 100_000),
  checkpoints: list(checkpointRecordSchema, 10_000),
  maxTurns: count,
  ended: z.enum(["checkpoints", "max-turns", "goal-achieved", "agent-failure", "simulator-error", "timeout", "cancelled"]),
});

const retrySchema = z.object({
  status: executionStatusSchema,
  failureOrigin: failureOriginSchema.optional(),
  error: serializedErrorSchema.optional(),
  artifactDir: text,
  durationMs: amount,
});

const PASSING = new Set(["passed", "expected-failed"]);

export const executionResultSchema = z
  .object({
    caseId: id,
    runnerId: id,
    variant: id.optional(),
    run: cellCount.min(1),
    status: executionStatusSchema,
    passed: z.boolean(),
    failureOrigin: failureOriginSchema.optional(),
    failureClass: failureClassSchema.optional(),
    error: serializedErrorSchema.optional(),
    assertions: list(assertionResultSchema, 100_000),
    startedAt: isoTime,
    endedAt: isoTime,
    durationMs: amount,
    usage: usageSchema.optional(),
    costUsd: amount.optional(),
    turns: count.optional(),
    exitCode: z.number().int().nullable().optional(),
    finalOutput: longText.optional(),
    outputDigest: hash.optional(),
    artifactDir: text,
    workspacePath: text.optional(),
    cliVersion: id.optional(),
    behaviour: executionBehaviourSchema.optional(),
    model: id.optional(),
    dialog: dialogRecordSchema.optional(),
    strayProcesses: count.optional(),
    unknownEvents: table(count).optional(),
    sharedChanges: z.object({ files: list(text, 20), count }).optional(),
    retries: list(retrySchema, 1000).optional(),
  })
  // A skipped execution is recorded as passed (it is left out of every count).
  .refine((r) => r.status === "skipped" || r.passed === PASSING.has(r.status), {
    message: "passed must be true exactly when status is passed or expected-failed",
    path: ["passed"],
  });

const plannedRunnerSchema = runnerRefSchema;

export const runEnvironmentSchema = z.object({
  user: id,
  team: id,
  node: id,
  platform: id,
  agentBench: id,
  ci: z.boolean(),
  commit: commitSchema.optional(),
});

export const runSummarySchema = z
  .object({
    executions: count,
    passed: count,
    failed: count,
    errored: count,
    skipped: count,
    expectedFailed: count,
    unexpectedPassed: count,
    passRate: rate,
    durationMs: amount,
    costUsd: amount.optional(),
    totalTokens: amount.optional(),
    notRun: count,
    cancelled: z.boolean(),
    completed: z.boolean().optional(),
  })
  .refine((s) => s.passed + s.failed + s.errored + s.skipped <= s.executions, {
    message: "passed + failed + errored + skipped must not exceed executions",
    path: ["passed"],
  });

const shardSchema = z
  .object({ index: count.min(1), total: count.min(1) })
  .refine((s) => s.index <= s.total, { message: "index must not exceed total", path: ["index"] });
const idList = list(id, 1_000_000);

export const planInfoSchema = z.object({
  cases: idList,
  runners: list(plannedRunnerSchema, 10_000),
  runs: cellCount,
  executions: count,
  variants: idList.optional(),
  /** The shard manifest of a `--shard I/N` run: what `merge` checks the set by. */
  shard: shardSchema.optional(),
  filters: z.object({ cases: idList.optional(), tags: idList.optional(), runners: idList.optional() }),
});

/** A program's variant (lift's `without:<skill>`), as given: --resume runs it again. */
const variantDefinitionSchema = z.object({
  id,
  skills: z.object({ remove: list(id, 1000).optional(), add: list(text, 1000).optional() }).optional(),
  files: table(text).optional(),
  runners: table(table(z.unknown())).optional(),
});

export const runInvocationSchema = z.object({
  suites: list(text, 10_000),
  inline: longText.optional(),
  config: text.optional(),
  runners: idList.optional(),
  runs: cellCount.optional(),
  tags: idList.optional(),
  cases: idList.optional(),
  shard: shardSchema.optional(),
  model: id.optional(),
  user: id.optional(),
  team: id.optional(),
  adaptive: z.object({ minRuns: cellCount, maxRuns: cellCount, maxCostUsd: nonNegative.optional(), maxMinutes: nonNegative.optional() }).optional(),
  skill: id.optional(),
  base: text.optional(),
  variants: list(z.union([id, variantDefinitionSchema]), 1000).optional(),
  cwd: text,
});

export const caseInfoSchema = z.object({
  id,
  tags: list(id, 10_000),
  prompt: longText,
  expectedFail: z.boolean(),
  skip: text.optional(),
  noCheck: z.literal(true).optional(),
  source: sourceLocationSchema,
  // Version-1 files have per-runner `fingerprints` instead: unknown ("").
  testFingerprint: hash.default(""),
  trigger: z.object({ skill: id, shouldTrigger: z.boolean() }).optional(),
});

const suiteRefSchema = z.object({ path: text, format: z.enum(["module", "jsonl", "inline", "skill-evals", "trigger-evals"]), fingerprint: hash });

/** What a run is, written first: the start line of results.jsonl, and results.json around its results. */
const runHead = {
  tool: toolSchema,
  suite: suiteRefSchema,
  plan: planInfoSchema,
  environment: runEnvironmentSchema,
  cases: list(caseInfoSchema),
  treatment: treatmentSchema.optional(),
  invocation: runInvocationSchema.optional(),
};

export const runFileSchema = z.object({
  /** 3 when the plan has variants (run --variant); a run without variants still writes 2. */
  schemaVersion: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  startedAt: isoTime,
  endedAt: isoTime,
  ...runHead,
  results: list(executionResultSchema),
  summary: runSummarySchema,
  adaptive: adaptiveRecordSchema.optional(),
});

export const RUN_FILE_VERSIONS = [1, 2, 3] as const;

/** One line of results.jsonl (and of a `.jsonl` report). */
export const runEventLineSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("start"), at: isoTime, ...runHead }),
  z.object({ type: z.literal("resume"), at: isoTime, pending: count }),
  z.object({ type: z.literal("execution"), at: isoTime, result: executionResultSchema }),
  z.object({ type: z.literal("stability"), at: isoTime, cell: stabilityCellSchema }),
  z.object({ type: z.literal("summary"), at: isoTime, summary: runSummarySchema }),
]);
