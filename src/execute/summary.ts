// Run-level counts. Errored executions count as not passed; skipped ones are
// not executions of the agent at all.

import type { ExecutionResult, RunSummary } from "../model/result.ts";
import { countStatuses, passRateOf, resultTotals } from "../model/result-math.ts";

export function summarize(results: readonly ExecutionResult[], planned: number, durationMs: number, cancelled: boolean): RunSummary {
  const counts = countStatuses(results);
  const { tokens, costUsd } = resultTotals(results);
  return {
    executions: results.length,
    passed: counts.passed,
    failed: counts.failed,
    errored: counts.errored,
    skipped: counts.skipped,
    expectedFailed: counts.expectedFailed,
    unexpectedPassed: counts.unexpectedPassed,
    passRate: passRateOf(counts) ?? 0,
    durationMs,
    ...(costUsd !== undefined ? { costUsd } : {}),
    ...(tokens !== undefined ? { totalTokens: tokens } : {}),
    notRun: Math.max(0, planned - results.length),
    cancelled,
    completed: !cancelled && results.length >= planned,
  };
}
