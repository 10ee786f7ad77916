// skillgym's repeatFailure: a failed run is re-run up to `retries` times.

import type { ExecutionResult } from "../model/result.ts";
import type { PlannedExecution } from "../plan/plan.ts";
import type { ExecutionEnv } from "./execution-env.ts";
import { runExecution } from "./execution.ts";
import type { ExecutionReport } from "./execution-result.ts";

/** The last attempt is the run's result and lists the earlier ones. */
export async function runWithRetries(planned: PlannedExecution, env: ExecutionEnv, retries: number): Promise<ExecutionReport> {
  let report = await runExecution(planned, env);
  const earlier: NonNullable<ExecutionResult["retries"]> = [];
  for (let attempt = 2; attempt <= retries + 1 && retryable(report.result) && !env.signal.aborted; attempt++) {
    const r = report.result;
    earlier.push({ status: r.status, failureOrigin: r.failureOrigin, error: r.error, artifactDir: r.artifactDir, durationMs: r.durationMs });
    const next = await runExecution(planned, env, attempt);
    report = { result: { ...next.result, retries: [...earlier] }, warnings: [...report.warnings, ...next.warnings] };
  }
  return report;
}

function retryable(result: ExecutionResult): boolean {
  return !result.passed && result.status === "failed";
}
