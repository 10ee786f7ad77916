// Per cell of a lift, what a reader opens to see why it changed: the behaviour
// diff between the arms ("skill `greet` used in 5/5 → 0/5 runs") and one run
// with the skill beside one without, step by step — the side-by-side view
// compare shows between base and head (report/html/side-by-side.ts), as a
// Markdown table and as a static HTML table (the lift page has no script).

import { cellKey } from "../../model/cell.ts";
import type { LiftCell, SkillLift } from "../../model/lift.ts";
import { behaviourPhrase } from "../behaviour-text.ts";
import type { SideBySide } from "../html/side-by-side.ts";
import { escapeHtml, htmlCode, htmlText, mdCode } from "../sanitize.ts";
import { mdTable } from "../markdown/table.ts";
import type { LiftPairs } from "./load-pairs.ts";
import { STEP_KIND_WORDS as KIND } from "../labels.ts";

/** Rows of a side-by-side shown in Markdown (the HTML page shows them all). */
const MD_ROWS = 40;

/** The cells worth opening: with behaviour changes or a side-by-side. */
function shownCells(lift: SkillLift, pairs: LiftPairs | undefined): Array<{ cell: LiftCell; pair?: SideBySide }> {
  return lift.cells.flatMap((cell) => {
    const pair = pairs?.get(lift.skill)?.get(cellKey(cell));
    return cell.behaviour?.length || pair ? [{ cell, ...(pair ? { pair } : {}) }] : [];
  });
}

function pairSummary(p: SideBySide): string {
  const side = (label: string, s: SideBySide["base"]) => `${label} run ${s.run} (${s.passed ? "passed" : "failed"})`;
  const where = p.diverge < 0 ? "the two runs take the same steps" : `they part at step ${p.diverge + 1}`;
  return `${side("with the skill", p.base)} vs ${side("without it", p.head)}; ${where}`;
}

export function liftCellsMarkdown(lift: SkillLift, pairs: LiftPairs | undefined): string[] {
  return shownCells(lift, pairs).flatMap(({ cell, pair }) => {
    const lines = [
      "",
      // An HTML line: GitHub reads no Markdown there, so the names are escaped as HTML (markdown/failures.ts does the same).
      `<details><summary>${htmlCode(cell.caseId, 120)} on ${htmlCode(cell.runnerId)}${pair ? `: ${htmlText(pairSummary(pair))}` : ""}</summary>`,
      "",
    ];
    for (const change of cell.behaviour ?? []) lines.push(`- ${behaviourPhrase(change, (l) => mdCode(l, "text"))}`);
    if (pair) {
      const step = (s: SideBySide["base"], i: number) => (i < 0 ? "" : `${KIND[s.steps[i][0]] ?? s.steps[i][0]} ${mdCode(s.steps[i][1], "table", 120)}`);
      const rows = pair.rows.slice(0, MD_ROWS).map(([b, h], i) => [`${i + 1}${i === pair.diverge ? " ◀" : ""}`, step(pair.base, b), step(pair.head, h)]);
      lines.push("", mdTable(["#", "with the skill", "without it"], rows));
      if (pair.rows.length > MD_ROWS) lines.push("", `… and ${pair.rows.length - MD_ROWS} more steps (lift.html shows them all).`);
    }
    lines.push("", "</details>");
    return lines;
  });
}

export function liftCellsHtml(lift: SkillLift, pairs: LiftPairs | undefined): string {
  return shownCells(lift, pairs)
    .map(({ cell, pair }) => {
      const changes = (cell.behaviour ?? []).map((c) => `<li>${behaviourPhrase(c, (l) => `<code>${escapeHtml(l)}</code>`)}</li>`).join("");
      const summary = `<code>${escapeHtml(cell.caseId)}</code> on <code>${escapeHtml(cell.runnerId)}</code>${pair ? `: ${escapeHtml(pairSummary(pair))}` : ""}`;
      return `<details class="pair"><summary>${summary}</summary>${changes ? `<ul>${changes}</ul>` : ""}${pair ? pairTable(pair) : ""}</details>`;
    })
    .join("\n");
}

function pairTable(p: SideBySide): string {
  const step = (s: SideBySide["base"], i: number) => {
    const x = s.steps[i];
    if (i < 0 || !x) return '<td class="step none"></td>';
    return `<td class="step"><span class="kind">${escapeHtml(KIND[x[0]] ?? x[0])}</span> ${x[0] === "say" ? escapeHtml(x[1]) : `<code>${escapeHtml(x[1])}</code>`}</td>`;
  };
  const rows = p.rows.map(([b, h], i) => {
    const cls = `${b >= 0 && h >= 0 ? "same" : "only"}${i === p.diverge ? " diverge" : ""}`;
    const mark = i === p.diverge ? "◀ first divergence" : "";
    return `<tr class="${cls}"><td class="num">${i + 1}</td>${step(p.base, b)}${step(p.head, h)}<td class="mark">${mark}</td></tr>`;
  });
  return `<table class="side-by-side"><thead><tr><th class="num">#</th><th>With the skill</th><th>Without it</th><th></th></tr></thead><tbody>${rows.join("")}</tbody></table>`;
}
