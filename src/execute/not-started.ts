// Executions that end before their agent starts: a skipped case, a runner
// whose model was rejected earlier in the run, a cancelled run.

import type { SuiteCase } from "../model/case.ts";
import type { RunnerConfig } from "../runners/runner.ts";
import type { ExecutionEnv } from "./execution-env.ts";
import type { ResultFields } from "./execution-result.ts";

export function notStarted(testCase: SuiteCase, runner: RunnerConfig, env: Pick<ExecutionEnv, "rejectedModels" | "signal">): ResultFields | undefined {
  if (testCase.skip) return { status: "skipped", passed: true, error: { name: "Skipped", message: testCase.skip } };
  const rejected = env.rejectedModels.get(runner.id);
  if (rejected) {
    return {
      status: "errored",
      passed: false,
      failureOrigin: "model-rejected",
      failureClass: { id: "model-rejected", label: "Rejected model" },
      error: { name: "ModelRejected", message: `not run: ${rejected}` },
    };
  }
  if (env.signal.aborted) {
    return {
      status: "errored",
      passed: false,
      failureOrigin: "cancelled",
      failureClass: { id: "cancelled", label: "Cancelled" },
      error: { name: "Cancelled", message: "the run was cancelled before this execution started" },
    };
  }
  return undefined;
}
