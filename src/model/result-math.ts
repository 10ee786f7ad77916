// The arithmetic every report does on results, once: what a status counts as,
// status counts, pass rates, token and cost totals. The run summary, the
// reports' views, the terminal table and stability.json all read it, so their
// numbers cannot drift apart. Pure.

import type { ExecutionResult, ExecutionStatus } from "./result.ts";
import type { Usage } from "./session.ts";

export interface StatusCounts {
  /** Executions that were not skipped. */
  runs: number;
  /** Expectation-aware: passed + expected-failed. */
  passed: number;
  /** Agent failures: failed + unexpected-passed. */
  failed: number;
  errored: number;
  skipped: number;
  expectedFailed: number;
  unexpectedPassed: number;
}

/** What a status counts as: expectation-aware, so a case expected to fail that fails has passed. */
export function outcomeOf(status: ExecutionStatus): "passed" | "failed" | "errored" | "skipped" {
  switch (status) {
    case "passed":
    case "expected-failed":
      return "passed";
    case "failed":
    case "unexpected-passed":
      return "failed";
    case "errored":
    case "skipped":
      return status;
  }
}

export function emptyCounts(): StatusCounts {
  return { runs: 0, passed: 0, failed: 0, errored: 0, skipped: 0, expectedFailed: 0, unexpectedPassed: 0 };
}

export function addStatus(counts: StatusCounts, status: ExecutionStatus): void {
  const outcome = outcomeOf(status);
  if (outcome === "skipped") {
    counts.skipped++;
    return;
  }
  counts.runs++;
  counts[outcome]++;
  if (status === "expected-failed") counts.expectedFailed++;
  if (status === "unexpected-passed") counts.unexpectedPassed++;
}

export function countStatuses(results: Iterable<{ status: ExecutionStatus }>): StatusCounts {
  const counts = emptyCounts();
  for (const r of results) addStatus(counts, r.status);
  return counts;
}

/** passed / runs (skipped runs are not runs; errored ones count as not passed); undefined with no runs. */
export function passRateOf(counts: StatusCounts): number | undefined {
  return counts.runs > 0 ? counts.passed / counts.runs : undefined;
}

/** The CLI's own total when it reported one, else input + output. */
export function resultTokens(result: { usage?: Pick<Usage, "totalTokens" | "inputTokens" | "outputTokens"> }): number | undefined {
  const u = result.usage;
  if (!u) return undefined;
  if (u.totalTokens !== undefined) return u.totalTokens;
  return u.inputTokens === undefined && u.outputTokens === undefined ? undefined : (u.inputTokens ?? 0) + (u.outputTokens ?? 0);
}

/** Token and cost totals over results (skipped ones included: they have neither); undefined when none reported it. */
export function resultTotals(results: Iterable<Pick<ExecutionResult, "usage" | "costUsd">>): { tokens?: number; costUsd?: number } {
  let tokens: number | undefined;
  let cost: number | undefined;
  for (const r of results) {
    const t = resultTokens(r);
    if (t !== undefined) tokens = (tokens ?? 0) + t;
    if (r.costUsd !== undefined) cost = (cost ?? 0) + r.costUsd;
  }
  // Rounded: results finish in any order, and a float sum's last digits follow the order.
  return { ...(tokens !== undefined ? { tokens } : {}), ...(cost !== undefined ? { costUsd: roundCost(cost) } : {}) };
}

/** A dollar amount without the float noise of a sum (ten decimal places). */
export function roundCost(usd: number): number {
  return Math.round(usd * 1e10) / 1e10;
}
