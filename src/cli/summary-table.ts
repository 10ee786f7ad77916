// The final table per runner printed after a run.

import type { RunFile } from "../model/result.ts";
import { countStatuses, passRateOf, resultTotals } from "../model/result-math.ts";
import { formatCost, formatDuration, formatPercent, formatTokens } from "../format.ts";
import { alignTable } from "../report/text/table.ts";
import { terminalSafe } from "../report/sanitize.ts";

export function summaryTable(run: RunFile): string {
  const rows = [["runner", "pass rate", "passed", "failed", "errored", "executions", "avg time", "tokens", "cost"]];
  for (const runner of run.plan.runners) {
    const results = run.results.filter((r) => r.runnerId === runner.id && r.status !== "skipped");
    const counts = countStatuses(results);
    const rate = passRateOf(counts);
    const time = results.length ? results.reduce((s, r) => s + r.durationMs, 0) / results.length : 0;
    const { tokens, costUsd } = resultTotals(results);
    rows.push([
      terminalSafe(runner.id),
      rate === undefined ? "–" : formatPercent(rate),
      String(counts.passed),
      String(counts.failed),
      String(counts.errored),
      String(counts.runs),
      formatDuration(time),
      formatTokens(tokens),
      formatCost(costUsd),
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
