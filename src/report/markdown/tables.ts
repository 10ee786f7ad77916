// The per-runner table and the case × runner grid.

import { caseLabel } from "../../model/cell.ts";
import { cellIcon } from "../labels.ts";
import { formatConfidence, formatCost, formatCount, formatDuration, formatRateWithInterval, formatTokens, plural } from "../format.ts";
import { mdCode, mdText } from "../sanitize.ts";
import type { CellView, ReportView, RunnerView } from "../view.ts";
import { mdTable } from "./table.ts";

export function runnerTable(view: ReportView): string {
  const rows = view.runners.map((r) => {
    const c = r.counts;
    const counts = [c.failed, c.errored, r.stableCells, r.unstableCells, r.failingCells].map(formatCount);
    return [
      runnerLabel(r),
      formatRateWithInterval(c.passed, c.runs),
      `${formatCount(c.passed)}/${formatCount(c.runs)}`,
      ...counts,
      c.runs ? formatDuration(r.durationMs / c.runs) : "–",
      formatTokens(r.tokens),
      formatCost(r.costUsd),
    ];
  });
  const header = [
    "Runner",
    `Pass rate [${formatConfidence()} CI]`,
    "Passed",
    "Failed",
    "Errored",
    "Stable cells",
    "Unstable cells",
    "Cells failing every run",
    "Duration (mean)",
    "Tokens",
    "Cost",
  ];
  return mdTable(header, rows, "llrrrrrrrrr");
}

function runnerLabel(r: RunnerView): string {
  const version = r.runner.version && /^\d/u.test(r.runner.version) ? `v${r.runner.version}` : r.runner.version;
  const details = [...new Set([r.runner.type, r.runner.model, version].filter(Boolean))].join(", ");
  return `${mdCode(r.runner.id)}${details ? ` ${mdText(details, 80)}` : ""}`;
}

/** "✅ 3/3", "🟡 2/3", "💥 0/2 (2 errored)", "⏭️ skipped". */
export function gridCell(cell: CellView | undefined): string {
  if (!cell) return "";
  const c = cell.counts;
  if (c.runs === 0) return c.skipped ? "⏭️ skipped" : "· not run";
  const errored = c.errored ? ` (${formatCount(c.errored)} errored)` : "";
  const expected = c.expectedFailed ? ` (${formatCount(c.expectedFailed)} failed as expected)` : "";
  return `${cellIcon(c)} ${formatCount(c.passed)}/${formatCount(c.runs)}${errored}${expected}`;
}

/**
 * The case × runner grid. `onlyAttention` keeps the cases with a cell that did
 * not always pass: the leaner variant when the budget is tight.
 */
export function grid(view: ReportView, maxRows: number, onlyAttention: boolean): string {
  const runners = view.runners.map((r) => r.runner.id);
  const byCase = new Map<string, Map<string, CellView>>();
  // One row per case, or per case × variant in a run with variants.
  for (const cell of view.cells) {
    let row = byCase.get(caseLabel(cell));
    if (!row) byCase.set(caseLabel(cell), (row = new Map<string, CellView>()));
    row.set(cell.runnerId, cell);
  }
  let cases = [...byCase.entries()];
  const all = cases.length;
  if (onlyAttention) cases = cases.filter(([, row]) => [...row.values()].some((c) => c.counts.passed < c.counts.runs));
  if (cases.length === 0) return "";
  const hasTags = view.model.run.cases.some((c) => c.tags.length > 0);
  const header = ["Case", ...(hasTags ? ["Tags"] : []), ...runners.map((r) => mdCode(r))];
  const rows = cases.slice(0, maxRows).map(([caseId, row]) => {
    const tags = hasTags ? [(row.values().next().value?.case?.tags ?? []).map((t) => mdCode(t)).join(" ")] : [];
    // A case with nothing to check passes whenever the agent finishes: say so next to its pass rate.
    const noCheck = row.values().next().value?.case?.noCheck ? " (no check)" : "";
    return [`${mdCode(caseId, "table", 120)}${noCheck}`, ...tags, ...runners.map((r) => gridCell(row.get(r)))];
  });
  const more = cases.length > maxRows ? ["", `… and ${formatCount(cases.length - maxRows)} more cases (see the HTML report).`] : [];
  const what = onlyAttention
    ? `Cells that did not always pass (${formatCount(cases.length)} of ${formatCount(all)} cases)`
    : `All cells (${plural(all, "case")} × ${plural(runners.length, "runner")})`;
  return [`<details><summary>${what}</summary>`, "", mdTable(header, rows), ...more, "", "</details>"].join("\n");
}
