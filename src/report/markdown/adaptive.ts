// --runs auto in the Markdown report and the PR comment: one line with the
// runs spent (and the budget stop, when one ended the run), and per cell the
// runs it got and why it stopped, folded. Pure.

import type { AdaptiveRecord } from "../../model/adaptive.ts";
import { STOP_LABELS } from "../labels.ts";
import { mdCode, mdText } from "../sanitize.ts";
import { mdTable } from "./table.ts";

export function adaptiveSection(record: AdaptiveRecord | undefined, maxRows: number): string {
  if (!record) return "";
  const alert = record.budgetStop || record.undecided > 0 ? "> [!WARNING]\n> " : "";
  const line = `${alert}**Adaptive runs** (${record.minRuns}–${record.maxRuns} per cell): ${mdText(record.message)}.`;
  const rows = record.cells.slice(0, maxRows).map((c) => [mdCode(c.caseId), mdCode(c.runnerId), String(c.runs), STOP_LABELS[c.stop]]);
  if (maxRows <= 0) return line;
  const more = record.cells.length > maxRows ? `\n\n… and ${record.cells.length - maxRows} more cells` : "";
  const table = mdTable(["case", "runner", "runs", "stopped because"], rows);
  return `${line}\n\n<details><summary>Runs per cell and why each stopped</summary>\n\n${table}${more}\n\n</details>`;
}
