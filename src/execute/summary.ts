// Run-level counts. Errored executions count as not passed; skipped ones are
// not executions of the agent at all.

import type { ExecutionResult, RunSummary } from "../model/result.ts";
import { roundCost } from "../stability/cell-stats.ts";

export function summarize(results: readonly ExecutionResult[], planned: number, durationMs: number, cancelled: boolean): RunSummary {
  let passed = 0,
    failed = 0,
    errored = 0,
    skipped = 0,
    expectedFailed = 0,
    unexpectedPassed = 0;
  let cost: number | undefined;
  let tokens: number | undefined;
  for (const r of results) {
    switch (r.status) {
      case "passed":
        passed++;
        break;
      case "expected-failed":
        passed++;
        expectedFailed++;
        break;
      case "failed":
        failed++;
        break;
      case "unexpected-passed":
        failed++;
        unexpectedPassed++;
        break;
      case "errored":
        errored++;
        break;
      case "skipped":
        skipped++;
        break;
    }
    if (r.costUsd !== undefined) cost = (cost ?? 0) + r.costUsd;
    const t =
      r.usage?.totalTokens ??
      (r.usage?.inputTokens !== undefined || r.usage?.outputTokens !== undefined ? (r.usage.inputTokens ?? 0) + (r.usage.outputTokens ?? 0) : undefined);
    if (t !== undefined) tokens = (tokens ?? 0) + t;
  }
  const counted = results.length - skipped;
  return {
    executions: results.length,
    passed,
    failed,
    errored,
    skipped,
    expectedFailed,
    unexpectedPassed,
    passRate: counted > 0 ? passed / counted : 0,
    durationMs,
    // Rounded: results finish in any order, and a float sum's last digits follow the order.
    ...(cost !== undefined ? { costUsd: roundCost(cost) } : {}),
    ...(tokens !== undefined ? { totalTokens: tokens } : {}),
    notRun: Math.max(0, planned - results.length),
    cancelled,
    completed: !cancelled && results.length >= planned,
  };
}
