// The HTML report's "Skill lift" section (the action's `lift` input): per
// skill the verdict, the pass rate with and without it, the lift with its
// interval, the cost, the skill's use and why; then every cell with both
// arms. Static HTML beside the client's page (like the triggers), every text
// escaped.

import type { LiftArm, SkillLift } from "../../model/lift.ts";
import { formatSignedPoints } from "../format.ts";
import {
  decidingMeasureOf,
  LIFT_TITLE,
  LIFT_VERDICT_LABELS,
  liftMeasureText,
  liftPoints,
  liftRates,
  liftVerdictText,
  liftWhyText,
  skillUseText,
} from "../lift-phrases.ts";
import { escapeHtml } from "../sanitize.ts";
import { LIFT_TREND_STYLE } from "./lift-trends.ts";

/** The lift table's and the lift trend's style: on a page only when it has either (every other page stays as it was). */
export const LIFT_STYLE = `
#lift { max-width: 1400px; margin: 0 auto; padding: 0 24px 24px; }
#lift table { border-collapse: collapse; font-size: 13px; margin: 8px 0; } #lift th, #lift td { text-align: left; padding: 2px 12px 2px 0; border-bottom: 1px solid var(--line); }
#lift .why { color: var(--muted); font-size: 13px; }
${LIFT_TREND_STYLE}`;

/** Cells listed per skill; results.json and the without arm's folder have every one. */
const MAX_CELLS = 300;

export function liftHtml(lifts: readonly SkillLift[]): string {
  const rows = lifts.map((l) =>
    row([
      `<code>${escapeHtml(l.skill)}</code>`,
      `${LIFT_VERDICT_LABELS[l.verdict].icon} ${escapeHtml(liftVerdictText(l))}`,
      escapeHtml(liftRates(l)),
      escapeHtml(liftPoints(l)),
      escapeHtml(liftMeasureText(decidingMeasureOf(l)) || "–"),
    ]),
  );
  return [
    '<section id="lift">',
    `<h2>${LIFT_TITLE}</h2>`,
    "<p>Each skill was measured on this commit: this run (with the skill) against one more run of the same cases without it. The lift informs; it does not change the check.</p>",
    `<table><thead>${row(["Skill", "Verdict", "Pass rate with → without", "Lift", "Cost"], "th")}</thead><tbody>`,
    ...rows,
    "</tbody></table>",
    ...lifts.flatMap(skillDetail),
    "</section>",
  ].join("\n");
}

function skillDetail(l: SkillLift): string[] {
  const code = (t: string) => `<code>${escapeHtml(t)}</code>`;
  const why = liftWhyText(l.why, l.alpha, (c, r) => `${c} × ${r}`);
  const use = skillUseText(l.skillUse, l.skill);
  const arm = (a: LiftArm) => `${a.passed}/${a.runs - a.errored}${a.errored ? ` (${a.errored} errored)` : ""}`;
  const cells = l.cells
    .slice(0, MAX_CELLS)
    .map((c) =>
      row([
        code(c.caseId),
        code(c.runnerId),
        arm(c.treatment),
        arm(c.control),
        c.lift === null ? "–" : escapeHtml(formatSignedPoints(c.lift)),
        escapeHtml(c.tier === "helps" || c.tier === "hurts" ? LIFT_VERDICT_LABELS[c.tier].label : c.tier.replaceAll("-", " ")),
      ]),
    );
  return [
    `<h3>${code(l.skill)}</h3>`,
    `<p class="why">${escapeHtml(why)}${use ? ` Behaviour: ${escapeHtml(use)}.` : ""}</p>`,
    `<table><thead>${row(["Case", "Runner", "With: passed", "Without: passed", "Lift", "Cell"], "th")}</thead><tbody>`,
    ...cells,
    "</tbody></table>",
    l.cells.length > MAX_CELLS ? `<p class="why">… and ${l.cells.length - MAX_CELLS} more cells.</p>` : "",
  ];
}

function row(cells: readonly string[], tag: "td" | "th" = "td"): string {
  return `<tr>${cells.map((c) => `<${tag}>${c}</${tag}>`).join("")}</tr>`;
}
