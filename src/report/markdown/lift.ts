// The "Skill lift" section (the action's `lift` input): per measured skill its
// verdict, the pass rate with and without it with the lift's interval, the
// cost, how often the agent used it, and why; then the cells that changed on
// their own. Pure; skill names and ids are untrusted text.

import type { SkillLift } from "../../model/lift.ts";
import { formatCount, formatSignedPoints, plural } from "../format.ts";
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
import { mdCode, mdText } from "../sanitize.ts";
import { mdTable } from "./table.ts";

/** `maxCells`: changed cells listed per skill (0: none, the shortened variant). */
export function liftSection(lifts: readonly SkillLift[] | undefined, level: number, maxCells: number): string {
  if (!lifts || lifts.length === 0) return "";
  const rows = lifts.map((l) => [
    mdCode(l.skill),
    `${LIFT_VERDICT_LABELS[l.verdict].icon} ${mdText(liftVerdictText(l))}`,
    liftRates(l),
    mdText(liftPoints(l)),
    mdText(liftMeasureText(decidingMeasureOf(l))) || "–",
  ]);
  const parts = [
    `${"#".repeat(level)} ${LIFT_TITLE}`,
    `Each skill below was measured on this commit: this run (with the skill) against one more run of the same cases without it (the variant ${mdCode("without:<skill>", "text")}). The lift informs; it does not change the check.`,
    mdTable(["Skill", "Verdict", "Pass rate with → without", "Lift", "Cost"], rows),
  ];
  for (const l of lifts) parts.push(skillDetail(l, maxCells));
  return parts.join("\n\n");
}

function skillDetail(l: SkillLift, maxCells: number): string {
  const skill = mdCode(l.skill, "text");
  const use = skillUseText(l.skillUse, skill);
  const lines = [`**${skill}**: ${liftWhyText(l.why, l.alpha, (c, r) => `${mdCode(c, "text")} × ${mdCode(r, "text")}`)}${use ? ` Behaviour: ${use}.` : ""}`];
  const changed = l.cells.filter((c) => c.tier === "helps" || c.tier === "hurts");
  if (changed.length > 0 && maxCells > 0) {
    const shown = changed.slice(0, maxCells).map((c) => {
      const rate = (a: { passed: number; runs: number; errored: number }) => `${a.passed}/${a.runs - a.errored}`;
      return `- ${LIFT_VERDICT_LABELS[c.tier === "helps" ? "helps" : "hurts"].icon} ${mdCode(c.caseId, "text")} × ${mdCode(c.runnerId, "text")}: ${rate(c.treatment)} → ${rate(c.control)} passed (${c.lift === null ? "–" : formatSignedPoints(c.lift)})`;
    });
    const more = changed.length > maxCells ? [`- … and ${formatCount(changed.length - maxCells)} more`] : [];
    lines.push(`${plural(changed.length, "cell")} changed on ${changed.length === 1 ? "its" : "their"} own:`, [...shown, ...more].join("\n"));
  }
  return lines.join("\n\n");
}
