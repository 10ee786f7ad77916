// --runs auto in the Markdown report and the PR comment: one line with the
// runs spent (and the budget stop, when one ended the run), and per cell the
// runs it got and why it stopped, folded. Pure.

import type { AdaptiveRecord, StopReason } from "../../model/adaptive.ts";
import { mdCode, mdText } from "../sanitize.ts";
import { mdTable } from "./table.ts";

const WHY: Record<StopReason, string> = {
  "no-drop": "no drop",
  regression: "regressed whatever the remaining runs give",
  "verdict-decided": "verdict already decided",
  "max-runs": "max-runs",
  settled: "pass rate settled",
  "not-compared": "not compared",
  errored: "every run errored",
  budget: "budget ran out (undecided)",
  cancelled: "cancelled (undecided)",
};

export function adaptiveSection(record: AdaptiveRecord | undefined, maxRows: number): string {
  if (!record) return "";
  const alert = record.budgetStop || record.undecided > 0 ? "> [!WARNING]\n> " : "";
  const line = `${alert}**Adaptive runs** (${record.minRuns}–${record.maxRuns} per cell): ${mdText(record.message)}.`;
  const rows = record.cells.slice(0, maxRows).map((c) => [mdCode(c.caseId), mdCode(c.runnerId), String(c.runs), WHY[c.stop]]);
  if (maxRows <= 0) return line;
  const more = record.cells.length > maxRows ? `\n\n… and ${record.cells.length - maxRows} more cells` : "";
  const table = mdTable(["case", "runner", "runs", "stopped because"], rows);
  return `${line}\n\n<details><summary>Runs per cell and why each stopped</summary>\n\n${table}${more}\n\n</details>`;
}
