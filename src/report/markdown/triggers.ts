// Trigger evals in the Markdown report and the PR comment: precision, recall
// and F1 per skill × runner with their intervals, then the queries the agent
// triggered on wrongly and those it missed. Pure; only shown when a run has
// trigger evals.

import { plural } from "../../format.ts";
import { mdCode, mdText } from "../sanitize.ts";
import { TRIGGER_COLUMNS, TRIGGER_METHOD, triggerCells, type TriggerQuery, type TriggerReport } from "../triggers.ts";
import { mdTable } from "./table.ts";

export function triggersSection(reports: readonly TriggerReport[], level: number, maxRows: number): string {
  if (reports.length === 0) return "";
  const rows = reports.map((r) => [mdCode(r.skill), mdCode(r.runner), ...triggerCells(r).map((c) => mdText(c))]);
  const lists = reports.flatMap((r) => [
    ...queryList(`False triggers of ${mdCode(r.skill, "text")} on ${mdCode(r.runner, "text")} (used though it should not be)`, r.falseTriggers, maxRows),
    ...queryList(`Misses of ${mdCode(r.skill, "text")} on ${mdCode(r.runner, "text")} (not used though it should be)`, r.misses, maxRows),
  ]);
  return [
    `${"#".repeat(level)} Skill triggering`,
    "",
    mdTable(TRIGGER_COLUMNS, rows),
    "",
    `<sub>${mdText(TRIGGER_METHOD)}.</sub>`,
    ...(lists.length > 0 ? ["", ...lists] : []),
  ].join("\n");
}

function queryList(title: string, queries: readonly TriggerQuery[], maxRows: number): string[] {
  if (queries.length === 0) return [];
  const items = queries.slice(0, maxRows).map((q) => `- ${mdCode(q.caseId, "text")} ${q.used}/${q.runs} runs: ${mdText(q.query, 200)}`);
  const more = queries.length > maxRows ? [`- … and ${plural(queries.length - maxRows, "more query", "more queries")}`] : [];
  return [`**${title}:**`, "", ...items, ...more, ""];
}
