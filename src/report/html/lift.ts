// The HTML report's "Skill lift" section (the action's `lift` input), in
// report/lift/words.ts's words: per skill the pass rate with and without it,
// the lift with its interval and the verdict; why, the skill's use, each
// measure and what the arm without the skill changed; then every cell with
// both arms, and the cells worth opening: the behaviour diff between the arms
// and one run with the skill beside one without (what `agent-bench lift -o
// lift.html` shows, from report/lift/). Static HTML beside the client's page
// (like the triggers), every text escaped.

import type { SkillLift } from "../../model/lift.ts";
import { LIFT_ICONS } from "../labels.ts";
import { liftCellsHtml } from "../lift/cell-views.ts";
import { armHtml, type LiftViews } from "../lift/render.ts";
import { cellCounts, measureLine, methodLine, points, pointsInterval, skillUseLine, VERDICT_WORDS, verdictLine, whyLine } from "../lift/words.ts";
import { escapeHtml } from "../sanitize.ts";
import { LIFT_TREND_STYLE } from "./lift-trends.ts";

/** The lift section's and the lift trend's style: on a page only when it has either (every other page stays as it was). */
export const LIFT_STYLE = `
#lift { max-width: 1400px; margin: 0 auto; padding: 0 24px 24px; }
#lift table { border-collapse: collapse; font-size: 13px; margin: 8px 0; } #lift th, #lift td { text-align: left; padding: 2px 12px 2px 0; border-bottom: 1px solid var(--line); }
#lift .method { color: var(--muted); font-size: 12px; }
${LIFT_TREND_STYLE}`;

/** Cells listed per skill; the without arm's folder in the artifact has every result. */
const MAX_CELLS = 300;

const rate = (r: number | null) => (r === null ? "–" : `${Math.round(r * 100)}%`);
const liftText = (lift: number | null, interval: SkillLift["passRate"]["interval"]) => (lift === null ? "–" : `${points(lift)} ${pointsInterval(interval)}`);

export function liftSectionHtml(lifts: readonly SkillLift[], views: LiftViews = {}): string {
  const rows = lifts.map((l) =>
    row([
      `<code>${escapeHtml(l.skill)}</code>`,
      rate(l.passRate.treatment),
      rate(l.passRate.control),
      escapeHtml(liftText(l.passRate.lift, l.passRate.interval)),
      `${LIFT_ICONS[l.verdict]} ${escapeHtml(verdictLine(l))}`,
    ]),
  );
  return [
    '<section id="lift">',
    "<h2>Skill lift</h2>",
    "<p>This run (with the skill) against one more run of the same cases without it. The lift informs; it fails the check only with fail-if-not-helping.</p>",
    `<table><thead>${row(["Skill", "With", "Without", "Lift", "Verdict"], "th")}</thead><tbody>`,
    ...rows,
    "</tbody></table>",
    ...lifts.flatMap((l) => skillDetail(l, views)),
    `<p class="method">${escapeHtml(methodLine(lifts[0]))}</p>`,
    "</section>",
  ].join("\n");
}

function skillDetail(l: SkillLift, views: LiftViews): string[] {
  const use = skillUseLine(l.skill, l.skillUse);
  const details = [whyLine(l), ...(use ? [use] : []), ...l.measures.map(measureLine)];
  const cells = l.cells
    .slice(0, MAX_CELLS)
    .map((c) =>
      row([
        `<code>${escapeHtml(c.caseId)}</code>`,
        `<code>${escapeHtml(c.runnerId)}</code>`,
        escapeHtml(cellCounts(c)),
        escapeHtml(liftText(c.lift, c.interval)),
        escapeHtml(c.tier.replaceAll("-", " ")),
      ]),
    );
  return [
    `<h3><code>${escapeHtml(l.skill)}</code>: ${escapeHtml(VERDICT_WORDS[l.verdict])}</h3>`,
    `<ul>${details.map((d) => `<li>${escapeHtml(d)}</li>`).join("")}${armHtml(l, views)}</ul>`,
    `<table><thead>${row(["Case", "Runner", "With → without", "Lift", "Cell"], "th")}</thead><tbody>`,
    ...cells,
    "</tbody></table>",
    l.cells.length > MAX_CELLS ? `<p class="method">… and ${l.cells.length - MAX_CELLS} more cells.</p>` : "",
    liftCellsHtml(l, views.pairs),
  ];
}

function row(cells: readonly string[], tag: "td" | "th" = "td"): string {
  return `<tr>${cells.map((c) => `<${tag}>${c}</${tag}>`).join("")}</tr>`;
}
