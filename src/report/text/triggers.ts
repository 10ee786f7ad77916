// Trigger evals in the terminal after a run: precision, recall and F1 per
// skill × runner with intervals, and the false triggers and misses.

import { firstLine, terminalSafe } from "../sanitize.ts";
import { TRIGGER_COLUMNS, TRIGGER_METHOD, triggerCells, type TriggerQuery, type TriggerReport } from "../triggers.ts";
import { alignTable } from "./table.ts";

export function triggersText(reports: readonly TriggerReport[]): string {
  if (reports.length === 0) return "";
  const rows = [[...TRIGGER_COLUMNS], ...reports.map((r) => [terminalSafe(r.skill), terminalSafe(r.runner), ...triggerCells(r)])];
  const lines = ["skill triggering:", alignTable(rows), `(${TRIGGER_METHOD})`];
  for (const r of reports) {
    lines.push(...queryLines(`false triggers of ${terminalSafe(r.skill)} on ${terminalSafe(r.runner)}`, r.falseTriggers));
    lines.push(...queryLines(`misses of ${terminalSafe(r.skill)} on ${terminalSafe(r.runner)}`, r.misses));
  }
  return lines.join("\n");
}

function queryLines(title: string, queries: readonly TriggerQuery[]): string[] {
  if (queries.length === 0) return [];
  return [`${title}:`, ...queries.map((q) => `  ${terminalSafe(q.caseId)} ${q.used}/${q.runs} runs: ${firstLine(q.query, 100)}`)];
}
