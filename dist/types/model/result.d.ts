import type { z } from "zod";
import type { assertionResultSchema, caseInfoSchema, checkpointRecordSchema, dialogRecordSchema, executionResultSchema, executionStatusSchema, failureClassSchema, failureOriginSchema, planInfoSchema, plannedRunnerSchema, runEnvironmentSchema, runEventLineSchema, runFileSchema, runInvocationSchema, runSummarySchema, serializedErrorSchema, sourceLocationSchema, turnRecordSchema } from "./schema/run-file.js";
export type ExecutionStatus = z.output<typeof executionStatusSchema>;
/** Where a failure came from. Origins in ERRORED_ORIGINS are infrastructure, not the agent. */
export type FailureOrigin = z.output<typeof failureOriginSchema>;
/**
 * Failures that say nothing about the agent: the process could not start, the
 * provider's API failed, the workspace could not be prepared, the run was
 * cancelled. They are counted apart (status "errored") and `--resume` re-runs them.
 */
export declare const ERRORED_ORIGINS: ReadonlySet<FailureOrigin>;
export type FailureClass = z.output<typeof failureClassSchema>;
export declare const DEFAULT_FAILURE_CLASSES: Record<FailureOrigin, FailureClass>;
export declare const UNEXPECTED_PASS_CLASS: FailureClass;
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
