// Execution results and the run file (results.json / results.jsonl).

// The types come from the schema (model/schema/run-file.ts), which readers parse with.

import type { z } from "zod";
import type {
  assertionResultSchema,
  caseInfoSchema,
  checkpointRecordSchema,
  dialogRecordSchema,
  executionResultSchema,
  executionStatusSchema,
  failureClassSchema,
  failureOriginSchema,
  planInfoSchema,
  plannedRunnerSchema,
  runEnvironmentSchema,
  runEventLineSchema,
  runFileSchema,
  runInvocationSchema,
  runSummarySchema,
  serializedErrorSchema,
  sourceLocationSchema,
  turnRecordSchema,
} from "./schema/run-file.ts";

export type ExecutionStatus = z.output<typeof executionStatusSchema>;

/** Where a failure came from. Origins in ERRORED_ORIGINS are infrastructure, not the agent. */
export type FailureOrigin = z.output<typeof failureOriginSchema>;

/**
 * Failures that say nothing about the agent: the process could not start, the
 * provider's API failed, the workspace could not be prepared, the run was
 * cancelled. They are counted apart (status "errored") and `--resume` re-runs them.
 */
export const ERRORED_ORIGINS: ReadonlySet<FailureOrigin> = new Set<FailureOrigin>([
  "api",
  "model-rejected",
  "spawn",
  "workspace",
  "workspace-bootstrap",
  "collection",
  "simulator",
  "output-limit",
  "disk",
  "cancelled",
]);

export type FailureClass = z.output<typeof failureClassSchema>;

export const DEFAULT_FAILURE_CLASSES: Record<FailureOrigin, FailureClass> = {
  assertion: { id: "assertion", label: "Assertion failure" },
  "assert-hook": { id: "assert-hook", label: "Assert hook crash" },
  runner: { id: "runner-crash", label: "Runner crash" },
  timeout: { id: "timeout", label: "Timeout" },
  "max-steps": { id: "max-steps", label: "Max steps exceeded" },
  api: { id: "api-error", label: "Provider API error" },
  "model-rejected": { id: "model-rejected", label: "Rejected model" },
  spawn: { id: "spawn", label: "Agent could not start" },
  workspace: { id: "workspace", label: "Workspace" },
  "workspace-bootstrap": { id: "workspace-bootstrap", label: "Workspace bootstrap" },
  collection: { id: "collection", label: "Artifact collection" },
  normalization: { id: "normalization", label: "Report normalization" },
  simulator: { id: "simulator", label: "Simulated user failed" },
  "output-limit": { id: "output-limit", label: "Output limit exceeded" },
  disk: { id: "disk", label: "Disk full" },
  cancelled: { id: "cancelled", label: "Cancelled" },
};

export const UNEXPECTED_PASS_CLASS: FailureClass = { id: "unexpected-passed", label: "Unexpected pass" };

/** file: repository-relative when the file is inside the repository (never a file:// URL). */
export type SourceLocation = z.output<typeof sourceLocationSchema>;

/** kind: "helper" (assert.* in a suite module), "rule" (JSONL rule), "expected" (JSONL expected), "hook" (the assert function as a whole), "checkpoint" (a multi-turn checkpoint). */
export type AssertionResult = z.output<typeof assertionResultSchema>;

export type SerializedError = z.output<typeof serializedErrorSchema>;

/**
 * One execution. run: 1-based repetition; passed: expectation-aware (passed and expected-failed);
 * finalOutput: cut to a few KB (the full text is in session.json); outputDigest: hash of the normalized
 * final output (stability/normalize-output.ts); artifactDir: relative to the out-dir; strayProcesses:
 * processes the agent left running that agent-bench killed; retries: earlier attempts of this run.
 */
export type ExecutionResult = z.output<typeof executionResultSchema>;

/** One exchange of a multi-turn case: the user's message and the agent's reply (each cut to a few KB). */
export type TurnRecord = z.output<typeof turnRecordSchema>;

/** message: the last message of its assertion: why it passed, or why it has not been reached yet. */
export type CheckpointRecord = z.output<typeof checkpointRecordSchema>;

/** A multi-turn case: the turns, each checkpoint's result, and why the conversation stopped. */
export type DialogRecord = z.output<typeof dialogRecordSchema>;

/** version: the agent CLI's version when known (from its session). */
export type PlannedRunner = z.output<typeof plannedRunnerSchema>;

export type RunEnvironment = z.output<typeof runEnvironmentSchema>;

/**
 * passRate: passed / (executions - skipped), errored runs count as not passed; notRun: planned executions that
 * never started (--fail-fast, cancellation); completed: every planned execution ran and the run was not
 * cancelled, so the run can serve as a baseline (absent in files from older agent-bench).
 */
export type RunSummary = z.output<typeof runSummarySchema>;

export type PlanInfo = z.output<typeof planInfoSchema>;

/** What was asked for, with absolute paths, so `--resume` can rebuild the same plan. */
export type RunInvocation = z.output<typeof runInvocationSchema>;

/** results.json: version 2 since the test/treatment split; version-1 files (older agent-bench) are still read. */
export type RunFile = z.output<typeof runFileSchema>;

/** Per case: the data reports need (tags, source line, test fingerprint: "" when unknown). */
export type CaseInfo = z.output<typeof caseInfoSchema>;

/** One line of results.jsonl (and of a `.jsonl` report). */
export type RunEventLine = z.output<typeof runEventLineSchema>;
