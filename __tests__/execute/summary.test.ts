import assert from "node:assert/strict";
import { test } from "node:test";
import fc from "fast-check";
import { summarize } from "../../src/execute/summary.ts";
import type { ExecutionResult } from "../../src/model/result.ts";

function result(run: number, costUsd: number): ExecutionResult {
  return {
    caseId: "c",
    runnerId: "r",
    run,
    status: "passed",
    passed: true,
    assertions: [],
    startedAt: "2026-02-01T10:00:00.000Z",
    endedAt: "2026-02-01T10:00:01.000Z",
    durationMs: 1000,
    artifactDir: `executions/c/r/run-${run}`,
    costUsd,
  };
}

test("the run's cost is the same whatever order its executions finished in", () => {
  const costs = [0.0021, 0.0021, 0.0021, 0.0027, 0.0012, 0.0027, 0.011, 0.011, 0.0033];
  const results = costs.map((cost, i) => result(i + 1, cost));
  const inPlanOrder = summarize(results, results.length, 1000, false).costUsd;
  // Without rounding, the float sum's last digits follow the order.
  assert.equal(inPlanOrder, 0.0382);
  fc.assert(
    fc.property(
      fc.shuffledSubarray(results, { minLength: results.length }),
      (finished) => summarize(finished, results.length, 1000, false).costUsd === inPlanOrder,
    ),
    { numRuns: 300 },
  );
});
