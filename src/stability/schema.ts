// zod schemas for the files `compare` reads: stability.json, and the parts of
// results.json that stability is computed from. Objects are loose so a file
// from a newer agent-bench with extra fields still loads.

import { z } from "zod";

const count = z.number().int().nonnegative();
const rate = z.number().min(0).max(1);
const commit = z.looseObject({ sha: z.string(), ref: z.string().optional() });
const distribution = z.looseObject({ mean: z.number(), min: z.number(), max: z.number(), p50: z.number(), p90: z.number(), std: z.number() });
const meanTotal = z.looseObject({ mean: z.number(), total: z.number() }).nullable();
const runner = z.looseObject({ id: z.string(), type: z.string(), model: z.string().optional(), version: z.string().optional() });

const cell = z
  .looseObject({
    caseId: z.string(),
    runnerId: z.string(),
    caseFingerprint: z.string(),
    runs: count,
    passed: count,
    failed: count,
    errored: count,
    passRate: rate,
    wilson: z.looseObject({ low: rate, high: rate }),
    passAtK: z.record(z.string(), rate),
    passHatK: z.record(z.string(), rate),
    classification: z.enum(["stable", "mostly-stable", "unstable", "highly-unstable"]),
    consistency: rate,
    durationMs: distribution,
    tokens: meanTotal,
    costUsd: meanTotal,
    failureClasses: z.record(z.string(), count),
  })
  .refine((c) => c.passed + c.failed + c.errored === c.runs, { message: "passed + failed + errored must equal runs" });

export const stabilityFileSchema = z.looseObject({
  schemaVersion: z.literal(1),
  tool: z.looseObject({ name: z.string(), version: z.string() }),
  createdAt: z.string(),
  suite: z.looseObject({ path: z.string(), fingerprint: z.string() }),
  commit: commit.optional(),
  runsPerCase: count,
  runners: z.array(runner),
  cells: z.array(cell),
  summary: z.looseObject({
    cases: count,
    cells: count,
    executions: count,
    passed: count,
    failed: count,
    errored: count,
    passRate: rate,
    stableCells: count,
    unstableCells: count,
    costUsd: z.number().nullable(),
    durationMs: z.number(),
  }),
});

const result = z.looseObject({
  caseId: z.string(),
  runnerId: z.string(),
  run: z.number().int().positive(),
  status: z.enum(["passed", "failed", "expected-failed", "unexpected-passed", "errored", "skipped"]),
  durationMs: z.number(),
  usage: z.looseObject({ totalTokens: z.number().optional(), inputTokens: z.number().optional(), outputTokens: z.number().optional() }).optional(),
  costUsd: z.number().optional(),
  finalOutput: z.string().optional(),
  outputDigest: z.string().optional(),
  failureClass: z.looseObject({ id: z.string() }).optional(),
  failureOrigin: z.string().optional(),
  cliVersion: z.string().optional(),
  model: z.string().optional(),
});

/** What computeStability reads from results.json. */
export const runFileSchema = z.looseObject({
  schemaVersion: z.literal(1),
  tool: z.looseObject({ name: z.string(), version: z.string() }),
  endedAt: z.string(),
  suite: z.looseObject({ path: z.string(), fingerprint: z.string() }),
  plan: z.looseObject({ cases: z.array(z.string()), runners: z.array(runner), runs: count }),
  environment: z.looseObject({ commit: commit.optional() }),
  cases: z.array(z.looseObject({ id: z.string(), fingerprints: z.record(z.string(), z.string()) })),
  results: z.array(result),
});
