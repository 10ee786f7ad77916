// "What the agent did differently": for each cell that changed, the behaviour
// changes the comparison found, most telling first. Cells that regressed or
// improved are open; possible ones are folded. The PR comment shows a few
// lines per cell, `compare` all of them.

import type { CellComparison } from "../../model/comparison.ts";
import { behaviourPhrase } from "../behaviour-text.ts";
import { plural } from "../../format.ts";
import { TIER_LABELS } from "../labels.ts";
import { mdCode } from "../sanitize.ts";

export function behaviourSection(cells: readonly CellComparison[], level: number, linesPerCell: number): string {
  const explained = cells.filter((c) => c.behaviour && c.behaviour.length > 0);
  if (explained.length === 0) return "";
  const open = explained.filter((c) => c.tier === "regressed" || c.tier === "improved");
  const folded = explained.filter((c) => c.tier !== "regressed" && c.tier !== "improved");
  const parts = [`${"#".repeat(level)} What the agent did differently`];
  if (open.length > 0) parts.push(open.map((c) => cellLines(c, linesPerCell)).join("\n"));
  if (folded.length > 0) {
    parts.push(
      `<details><summary>${plural(folded.length, "cell")} that may have changed</summary>\n\n${folded.map((c) => cellLines(c, linesPerCell)).join("\n")}\n\n</details>`,
    );
  }
  return parts.join("\n\n");
}

function cellLines(cell: CellComparison, max: number): string {
  const changes = cell.behaviour ?? [];
  const code = (label: string) => mdCode(label, "text", 120);
  const lines = changes.slice(0, max).map((change) => `  - ${behaviourPhrase(change, code)}`);
  if (changes.length > max) lines.push(`  - … and ${plural(changes.length - max, "more change")} (see the HTML report)`);
  const tier = TIER_LABELS[cell.tier];
  return [`- ${tier.icon} ${mdCode(cell.caseId, "text", 120)} on ${mdCode(cell.runnerId, "text")}`, ...lines].join("\n");
}
