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
const hashes = z.record(z.string(), z.string().max(64));

/** The treatment manifest (model/treatment.ts). */
export const treatmentSchema = z.looseObject({
  workspace: z.looseObject({
    mode: z.enum(["none", "shared", "isolated"]),
    root: z.string(),
    scope: z.enum(["template", "context"]),
    files: hashes,
    omitted: z.looseObject({ files: count, hash: z.string() }).optional(),
    bootstrap: z.looseObject({ command: z.string(), args: z.array(z.string()), env: z.array(z.string()) }).optional(),
  }),
  runners: z.record(
    z.string(),
    z.looseObject({
      type: z.string(),
      model: z.string().optional(),
      command: z.array(z.string()).optional(),
      args: z.array(z.string()),
      env: z.array(z.string()),
      maxSteps: z.number().optional(),
      timeoutMs: z.number().optional(),
      options: z.record(z.string(), z.unknown()),
      files: hashes.optional(),
    }),
  ),
});

const cellFields = {
  caseId: z.string(),
  runnerId: z.string(),
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
  behaviour: z
    .looseObject({
      runs: count,
      skills: z.record(z.string(), count),
      tools: z.record(z.string(), z.looseObject({ runs: count, calls: count })),
      commands: z.record(z.string(), count),
      writes: z.record(z.string(), count),
      failedAssertions: z.record(z.string(), count),
      turns: z.looseObject({ mean: z.number(), std: z.number() }).nullable(),
      tokens: z.looseObject({ mean: z.number(), std: z.number() }).nullable(),
      other: z.record(z.string(), count).optional(),
    })
    .optional(),
};
const consistent = { message: "passed + failed + errored must equal runs" };
const sums = (c: { passed: number; failed: number; errored: number; runs: number }) => c.passed + c.failed + c.errored === c.runs;
// Version 1 held a fingerprint that mixed the test with the treatment and machine paths: unusable, so unknown ("").
const cellV1 = z
  .looseObject({ ...cellFields, caseFingerprint: z.string().optional() })
  .refine(sums, consistent)
  .transform(({ caseFingerprint: _old, ...c }) => ({ ...c, testFingerprint: "" }));
const cellV2 = z.looseObject({ ...cellFields, testFingerprint: z.string() }).refine(sums, consistent);

const stabilityCommon = {
  tool: z.looseObject({ name: z.string(), version: z.string() }),
  createdAt: z.string(),
  suite: z.looseObject({ path: z.string(), fingerprint: z.string() }),
  commit: commit.optional(),
  runsPerCase: count,
  runners: z.array(runner),
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
};

export const stabilityFileSchema = z.discriminatedUnion("schemaVersion", [
  z.looseObject({ ...stabilityCommon, schemaVersion: z.literal(2), treatment: treatmentSchema.optional(), cells: z.array(cellV2) }),
  z.looseObject({ ...stabilityCommon, schemaVersion: z.literal(1), cells: z.array(cellV1) }),
]);

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
  turns: z.number().optional(),
  assertions: z.array(z.looseObject({ name: z.string(), passed: z.boolean() })).optional(),
  behaviour: z
    .looseObject({ skills: z.array(z.string()), tools: z.record(z.string(), z.number()), commands: z.array(z.string()), writes: z.array(z.string()) })
    .optional(),
});

/** What computeStability reads from results.json. */
export const runFileSchema = z.looseObject({
  schemaVersion: z.union([z.literal(1), z.literal(2)]),
  tool: z.looseObject({ name: z.string(), version: z.string() }),
  endedAt: z.string(),
  suite: z.looseObject({ path: z.string(), fingerprint: z.string() }),
  plan: z.looseObject({ cases: z.array(z.string()), runners: z.array(runner), runs: count }),
  environment: z.looseObject({ commit: commit.optional() }),
  // Version 1 files have per-runner `fingerprints` instead, which are not used (computeStability).
  cases: z.array(z.looseObject({ id: z.string(), testFingerprint: z.string().optional() })),
  treatment: treatmentSchema.optional(),
  results: z.array(result),
});
