// The result arithmetic is done once (src/model/result-math.ts): the terminal
// table, the run summary, the reports' per-runner view and stability.json give
// the same counts and token totals, also for an agent CLI that reports input
// and output tokens but no total (the terminal table used to show "–" for it).

import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { summaryTable } from "../../src/cli/summary-table.ts";
import { summarize } from "../../src/execute/summary.ts";
import { countStatuses, outcomeOf } from "../../src/model/result-math.ts";
import type { ExecutionResult, RunFile } from "../../src/model/result.ts";
import { readRunFile } from "../../src/model/run-file.ts";
import { buildView } from "../../src/report/view.ts";
import { computeStability } from "../../src/stability/accumulate.ts";
import { ROOT } from "../helpers/cli.ts";

/** The recorded quickstart run, its results run again by a runner whose CLI reports no total. */
async function twoRunners(): Promise<RunFile> {
  const run = await readRunFile(`${ROOT}/__tests__/fixtures/runs/quickstart-head`);
  const noTotal = run.results.map((r): ExecutionResult => {
    const { totalTokens: _dropped, ...usage } = r.usage!;
    return { ...r, runnerId: "no-total", usage };
  });
  const results = [...run.results, ...noTotal];
  return {
    ...run,
    plan: { ...run.plan, runners: [...run.plan.runners, { id: "no-total", type: "command" }] },
    results,
    summary: summarize(results, results.length, run.summary.durationMs, false),
  };
}

describe("result arithmetic, once", () => {
  it("input + output stands in for a missing total in the terminal table, the summary, the view and stability.json", async () => {
    const run = await twoRunners();
    const perRunner = run.results.filter((r) => r.runnerId === "scripted").reduce((s, r) => s + r.usage!.totalTokens!, 0);
    assert.ok(perRunner > 0);

    const rows = summaryTable(run).split("\n");
    const row = (id: string) =>
      rows
        .find((line) => line.startsWith(`${id} `))!
        .slice(id.length)
        .trim();
    assert.equal(row("no-total"), row("scripted"), "the same runs with and without a reported total print the same row");
    assert.match(row("no-total"), /\d/u);
    assert.doesNotMatch(row("no-total"), /–/u);

    assert.equal(run.summary.totalTokens, 2 * perRunner);
    const view = buildView({ run });
    assert.deepEqual(
      view.runners.map((r) => [r.runner.id, r.tokens]),
      [
        ["scripted", perRunner],
        ["no-total", perRunner],
      ],
    );
    const stability = computeStability(run);
    const total = (id: string) => stability.cells.filter((c) => c.runnerId === id).reduce((s, c) => s + c.tokens!.total, 0);
    assert.equal(total("no-total"), perRunner);
    assert.equal(total("scripted"), perRunner);
  });

  it("counts statuses the same way everywhere: expected failures pass, unexpected passes fail, skips are not runs", async () => {
    const run = await twoRunners();
    const counts = countStatuses(run.results);
    assert.deepEqual(
      [counts.runs, counts.passed, counts.failed, counts.errored],
      [run.summary.executions - run.summary.skipped, run.summary.passed, run.summary.failed, run.summary.errored],
    );
    assert.deepEqual(buildView({ run }).counts, counts);
    assert.deepEqual((["passed", "expected-failed", "failed", "unexpected-passed", "errored", "skipped"] as const).map(outcomeOf), [
      "passed",
      "passed",
      "failed",
      "failed",
      "errored",
      "skipped",
    ]);
  });
});
