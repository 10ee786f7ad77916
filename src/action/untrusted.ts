// A results.json from another workflow run (possibly from a fork) is
// untrusted input: check its shape before anything renders it. Rendering
// escapes every string anyway; this keeps wrong types from reaching the code.

import { z } from "zod";
import { configError } from "../errors.ts";
import type { RunFile } from "../model/result.ts";
import { MAX_CASE_ID_LENGTH } from "../suite/case-id.ts";

const result = z.looseObject({
  caseId: z.string().max(MAX_CASE_ID_LENGTH),
  runnerId: z.string().max(1000),
  run: z.number().int().positive(),
  status: z.enum(["passed", "failed", "expected-failed", "unexpected-passed", "errored", "skipped"]),
  passed: z.boolean(),
  durationMs: z.number().nonnegative(),
  artifactDir: z.string().max(2000),
  assertions: z.array(z.looseObject({ name: z.string(), passed: z.boolean() })).max(10_000),
});

const runFile = z.looseObject({
  schemaVersion: z.union([z.literal(1), z.literal(2)]),
  suite: z.looseObject({ path: z.string().max(2000), fingerprint: z.string().max(200) }),
  plan: z.looseObject({ cases: z.array(z.string()), runners: z.array(z.looseObject({ id: z.string(), type: z.string() })), runs: z.number().int().positive() }),
  environment: z.looseObject({}),
  cases: z.array(z.looseObject({ id: z.string(), source: z.looseObject({ file: z.string() }) })),
  results: z.array(result),
  summary: z.looseObject({ executions: z.number(), passed: z.number(), failed: z.number(), errored: z.number(), skipped: z.number(), passRate: z.number() }),
});

export function validateRunFile(value: unknown, file: string): RunFile {
  const parsed = runFile.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw configError(`${file}: not an agent-bench results file (${issue.path.join(".")}: ${issue.message})`, { hint: "the artifact was not written by a compatible agent-bench" });
  }
  return parsed.data as unknown as RunFile;
}
