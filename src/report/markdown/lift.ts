// The "Skill lift" section of the PR comment, the check run and the job
// summary (the action's `lift` input), in report/lift/words.ts's words: per
// measured skill the pass rate with and without it, the lift with its
// interval and the verdict; then why, the skill's use, each measure, and the
// cells that changed on their own. Pure; skill names and ids are untrusted.

import type { SkillLift } from "../../model/lift.ts";
import { plural } from "../../format.ts";
import { LIFT_ICONS } from "../labels.ts";
import { cellCounts, measureLine, methodLine, points, pointsInterval, skillUseLine, VERDICT_WORDS, verdictLine, whyLine } from "../lift/words.ts";
import { mdCode, mdText } from "../sanitize.ts";
import { mdTable } from "./table.ts";
import { behaviourPhrase } from "../behaviour-text.ts";

export const LIFT_SECTION_TITLE = "Skill lift";

/** `maxCells`: changed cells listed per skill (0: none, for the shortest variant). */
export function liftSection(lifts: readonly SkillLift[] | undefined, level: number, maxCells: number): string {
  if (!lifts || lifts.length === 0) return "";
  const rate = (r: number | null) => (r === null ? "–" : `${Math.round(r * 100)}%`);
  const rows = lifts.map((l) => [
    mdCode(l.skill),
    rate(l.passRate.treatment),
    rate(l.passRate.control),
    l.passRate.lift === null ? "–" : `${points(l.passRate.lift)} ${pointsInterval(l.passRate.interval)}`,
    `${LIFT_ICONS[l.verdict]} ${mdText(verdictLine(l))}`,
  ]);
  return [
    `${"#".repeat(level)} ${LIFT_SECTION_TITLE}`,
    `This run (with the skill) against one more run of the same cases without it. The lift informs; it fails the check only with fail-if-not-helping.`,
    mdTable(["Skill", "With", "Without", "Lift", "Verdict"], rows),
    ...lifts.map((l) => skillDetail(l, maxCells)),
    `<sub>${mdText(methodLine(lifts[0]))}</sub>`,
  ].join("\n\n");
}

function skillDetail(l: SkillLift, maxCells: number): string {
  const use = skillUseLine(l.skill, l.skillUse);
  const lines = [whyLine(l), ...(use ? [use] : []), ...l.measures.map(measureLine)].map((d) => `- ${mdText(d)}`);
  const changed = l.cells.filter((c) => c.tier === "helps" || c.tier === "hurts");
  const shown = maxCells > 0 ? changed.slice(0, maxCells) : [];
  for (const c of shown) {
    lines.push(
      `- ${LIFT_ICONS[c.tier as "helps" | "hurts"]} ${c.tier} in ${mdCode(c.caseId, "text", 120)} on ${mdCode(c.runnerId, "text", 120)}: ${cellCounts(c)}`,
    );
    // What the agent did differently without the skill, as the comparison words a cell's base → head.
    for (const change of (c.behaviour ?? []).slice(0, 3)) lines.push(`  - ${behaviourPhrase(change, (l) => mdCode(l, "text", 120))}`);
  }
  const left = changed.length - shown.length;
  if (left > 0)
    lines.push(
      `- ${shown.length ? "… and " : ""}${plural(left, shown.length ? "more cell" : "cell", shown.length ? "more cells" : "cells")} changed on ${left === 1 ? "its" : "their"} own`,
    );
  return [`**${mdCode(l.skill, "text")}: ${VERDICT_WORDS[l.verdict]}**`, lines.join("\n")].join("\n\n");
}
