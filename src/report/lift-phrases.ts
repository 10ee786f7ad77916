// The words for a skill's lift that every renderer shares (the PR comment's
// "Skill lift" section, the HTML report, the job summary): the verdict, the
// pass rate with and without the skill, the measures, the skill's use and why
// the verdict is what it is. Pure; the skill's name and cell ids are
// untrusted text the callers escape.

import type { LiftMeasure, LiftVerdict, LiftWhy, MeasureLift, SkillLift, SkillUse } from "../model/lift.ts";
import { formatConfidence, formatPInText, formatPercent, formatPoints, formatSignedPoints, plural } from "./format.ts";

export const LIFT_TITLE = "Skill lift";

export const LIFT_VERDICT_LABELS: Record<LiftVerdict, { icon: string; label: string }> = {
  helps: { icon: "🟢", label: "helps" },
  hurts: { icon: "🔴", label: "hurts" },
  "no-detectable-difference": { icon: "⚪", label: "no detectable difference" },
};

const MEASURE_NAMES: Record<LiftMeasure, string> = { tokens: "tokens", costUsd: "cost", turns: "turns", durationMs: "duration" };

/** "no detectable difference (these runs could have detected a lift of ±12 points)". */
export function liftVerdictText(lift: SkillLift): string {
  const { label } = LIFT_VERDICT_LABELS[lift.verdict];
  if (lift.verdict !== "no-detectable-difference") return label;
  const detectable = lift.passRate.detectable;
  return detectable === null
    ? `${label} (these runs are too few to detect any lift in the pass rate)`
    : `${label} (these runs could have detected a lift of ±${Math.round(detectable * 100)} points)`;
}

/** "100% → 20%": the pass rate with the skill, then without it. */
export function liftRates(lift: SkillLift): string {
  const rate = (r: number | null) => (r === null ? "–" : formatPercent(r, 0));
  return `${rate(lift.passRate.treatment)} → ${rate(lift.passRate.control)}`;
}

/** "+80.0 pts (95% CI +52.0 pts to +93.0 pts)". */
export function liftPoints(lift: SkillLift): string {
  const { lift: delta, interval } = lift.passRate;
  if (delta === null) return "–";
  const ci = interval ? ` (${formatConfidence(lift.alpha)} CI ${formatSignedPoints(interval.low)} to ${formatSignedPoints(interval.high)})` : "";
  return `${formatSignedPoints(delta)}${ci}`;
}

function relative(change: number): string {
  const pct = Math.round(change * 1000) / 10;
  return `${pct > 0 ? "+" : pct < 0 ? "−" : "±"}${Math.abs(pct).toFixed(1)}%`;
}

/** "cost −50.0% (−61.0% to −38.0%)" for the measure the verdict reads (cost, else tokens); "" when none changed measurably. */
export function liftMeasureText(m: MeasureLift | undefined): string {
  if (!m || m.change === null) return "";
  const ci = m.interval ? ` (${relative(m.interval.low)} to ${relative(m.interval.high)})` : "";
  return `${MEASURE_NAMES[m.measure]} ${relative(m.change)}${ci}`;
}

/** The measure the verdict reads: the one with a p-value (cost, or tokens when no run reported cost). */
export function decidingMeasureOf(lift: SkillLift): MeasureLift | undefined {
  return lift.measures.find((m) => m.pValue !== undefined) ?? lift.measures.find((m) => m.measure === "costUsd");
}

/** "skill greet used in 5/5 → 0/5 runs" (the caller quotes the name). */
export function skillUseText(use: SkillUse | null, quotedSkill: string): string {
  if (!use) return "";
  return `skill ${quotedSkill} used in ${use.treatment.used}/${use.treatment.runs} → ${use.control.used}/${use.control.runs} runs`;
}

/** Why the verdict is what it is, in one sentence; `cell` quotes a case × runner. */
export function liftWhyText(why: LiftWhy, alpha: number, cell: (caseId: string, runnerId: string) => string): string {
  switch (why.code) {
    case "pass-rate":
      return `The suite's pass rate is ${formatPoints(why.lift)} ${why.lift > 0 ? "higher" : "lower"} with the skill over ${plural(why.cells, "cell")} (${formatPInText(why.pValue)}, two-sided, conditional on each cell's margins).`;
    case "cells":
      return `${plural(why.count, "cell")} changed on ${why.count === 1 ? "its" : "their"} own; the clearest, ${cell(why.caseId, why.runnerId)}: ${formatSignedPoints(why.lift)} with the skill (adjusted ${formatPInText(why.pValue)} among ${plural(why.family, "testable cell")}).`;
    case "measure":
      return `The pass rate held, and ${MEASURE_NAMES[why.measure]} is ${relative(why.change)} with the skill (${formatPInText(why.pValue)}).`;
    case "no-difference":
      return why.detectable === null
        ? `Neither the pass rate nor the cost moved measurably, and these runs are too few to detect a lift at ${formatConfidence(alpha)} confidence: more runs or cases would.`
        : `Neither the pass rate nor the cost moved measurably; a lift of ${Math.round(why.detectable * 100)} points or more would have been found 80% of the time.`;
    case "nothing-comparable":
      return `No cell has a finished run both with and without the skill (${plural(why.cells, "cell")}): nothing to compare.`;
  }
}
