// Executions that end before their agent starts: a skipped case, a case using
// a feature agent-bench cannot run, a runner whose model was rejected earlier
// in the run, a cancelled run.

import type { SuiteCase } from "../model/case.ts";
import type { RunnerConfig } from "../runners/runner.ts";
import type { ExecutionEnv } from "./execution-env.ts";
import type { ResultFields } from "./execution-result.ts";
import { repoRelative } from "./repo.ts";
import { unsupportedLabel, unsupportedText } from "../suite/case-checks.ts";

export function notStarted(
  testCase: SuiteCase,
  runner: RunnerConfig,
  env: Pick<ExecutionEnv, "rejectedModels" | "signal" | "repoRoot">,
): ResultFields | undefined {
  if (testCase.skip) return { status: "skipped", passed: true, error: { name: "Skipped", message: testCase.skip } };
  if (testCase.unsupported?.length) {
    const { file, line } = testCase.source;
    const label = unsupportedLabel(testCase.unsupported);
    return {
      status: "errored",
      passed: false,
      failureOrigin: "unsupported",
      failureClass: { id: label, label },
      error: {
        name: "Unsupported",
        message: `not run (${repoRelative(file, env.repoRoot)}${line ? `:${line}` : ""}): ${unsupportedText(testCase.unsupported)}`,
      },
    };
  }
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
