// The final table per runner printed after a run.

import type { RunFile } from "../model/result.ts";
import { formatCost, formatDuration, formatPercent, formatTokens } from "../report/format.ts";
import { alignTable } from "../report/text/table.ts";
import { terminalSafe } from "../report/sanitize.ts";

export function summaryTable(run: RunFile): string {
  const rows = [["runner", "pass rate", "passed", "failed", "errored", "executions", "avg time", "tokens", "cost"]];
  for (const runner of run.plan.runners) {
    const results = run.results.filter((r) => r.runnerId === runner.id && r.status !== "skipped");
    const passed = results.filter((r) => r.status === "passed" || r.status === "expected-failed").length;
    const errored = results.filter((r) => r.status === "errored").length;
    const failed = results.length - passed - errored;
    const time = results.length ? results.reduce((s, r) => s + r.durationMs, 0) / results.length : 0;
    const tokens = results.reduce<number | undefined>((s, r) => (r.usage?.totalTokens !== undefined ? (s ?? 0) + r.usage.totalTokens : s), undefined);
    const cost = results.reduce<number | undefined>((s, r) => (r.costUsd !== undefined ? (s ?? 0) + r.costUsd : s), undefined);
    rows.push([
      terminalSafe(runner.id),
      results.length ? formatPercent(passed / results.length) : "–",
      String(passed),
      String(failed),
      String(errored),
      String(results.length),
      formatDuration(time),
      formatTokens(tokens),
      formatCost(cost),
    ]);
  }
  const s = run.summary;
  const lines = [alignTable(rows)];
  const extra = [
    s.skipped ? `${s.skipped} skipped` : "",
    s.expectedFailed ? `${s.expectedFailed} expected failure(s)` : "",
    s.notRun ? `${s.notRun} not run${s.cancelled ? " (cancelled)" : " (--fail-fast)"}` : "",
  ].filter(Boolean);
  lines.push(
    `\n${s.passed}/${s.executions - s.skipped} passed (${formatPercent(s.passRate)}) in ${formatDuration(s.durationMs)}${extra.length ? `; ${extra.join(", ")}` : ""}`,
  );
  return lines.join("\n");
}
