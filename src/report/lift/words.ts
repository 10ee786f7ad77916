// A skill's lift in words, once for every format: the verdict, why, what these
// runs could have detected, the skill's use, and each measure's change. Plain
// strings with untrusted names (skills, cases, runners) left as they are:
// each renderer escapes them for where they go.

import type { LiftCell, LiftMeasure, LiftVerdict, MeasureLift, SkillLift, SkillUse } from "../../model/lift.ts";
import { docUrl } from "../../doc-link.ts";
import { formatConfidence, formatCost, formatDuration, formatLevel, formatTokens } from "../format.ts";

export const VERDICT_WORDS: Record<LiftVerdict, string> = {
  helps: "helps",
  hurts: "hurts",
  "no-detectable-difference": "no detectable difference",
};

export const MEASURE_WORDS: Record<LiftMeasure, string> = { tokens: "tokens", costUsd: "cost", turns: "turns", durationMs: "duration" };

/** "+40 points", "−12.5 points", "0 points". */
export function points(lift: number): string {
  const value = Math.round(lift * 1000) / 10;
  return `${value > 0 ? "+" : value < 0 ? "−" : ""}${Math.abs(value)} points`;
}

/** "[+12, +68]": an interval of a lift, in points. */
export function pointsInterval(interval: { low: number; high: number } | null): string {
  if (!interval) return "";
  const p = (x: number) => {
    const v = Math.round(x * 100);
    return `${v > 0 ? "+" : v < 0 ? "−" : ""}${Math.abs(v)}`;
  };
  return `[${p(interval.low)}, ${p(interval.high)}]`;
}

/** "−48%", "+5%": a relative change. */
export function percentChange(change: number): string {
  const v = Math.round(change * 100);
  return `${v > 0 ? "+" : v < 0 ? "−" : ""}${Math.abs(v)}%`;
}

/** "p = 0.0031", "p < 0.0001". */
export function pValue(p: number): string {
  return p < 0.0001 ? "p < 0.0001" : `p = ${formatLevel(p)}`;
}

/** "no detectable difference (these runs could have detected a lift of ±18 points)": the verdict with its reading. */
export function verdictLine(lift: SkillLift): string {
  if (lift.verdict !== "no-detectable-difference") return VERDICT_WORDS[lift.verdict];
  return `${VERDICT_WORDS[lift.verdict]} (${detectablePhrase(lift)})`;
}

export function detectablePhrase(lift: SkillLift): string {
  if (lift.why.code === "nothing-comparable") return "no case ran both with and without the skill";
  const d = lift.passRate.detectable;
  return d === null
    ? "these runs are too few to detect any lift: run more cases or more runs"
    : `these runs could have detected a lift of ±${Math.round(d * 100)} points`;
}

/** Why the verdict is what it is, in one sentence. */
export function whyLine(lift: SkillLift): string {
  const why = lift.why;
  switch (why.code) {
    case "pass-rate":
      return `pass rate ${points(why.lift)} over ${why.cells} ${why.cells === 1 ? "case" : "cases"} (${pValue(why.pValue)}, level ${formatLevel(lift.passRate.level)})`;
    case "cells": {
      const others = why.count > 1 ? ` and ${why.count - 1} more` : "";
      const against = why.against > 0 ? `; it also helps in ${why.against}` : "";
      return `case ${why.caseId} on ${why.runnerId}${others}: pass rate ${points(why.lift)} (${pValue(why.pValue)} adjusted over ${why.family} ${why.family === 1 ? "cell" : "cells"})${against}`;
    }
    case "measure":
      return `${MEASURE_WORDS[why.measure]} ${percentChange(why.change)} at an equal pass rate (${pValue(why.pValue)})`;
    case "no-difference": {
      const measure =
        why.measure && why.measure.detectable !== null
          ? `; ${MEASURE_WORDS[why.measure.measure]}: a change of ±${Math.round(why.measure.detectable * 100)}%`
          : "";
      return `${detectablePhrase(lift)}${measure}`;
    }
    case "nothing-comparable":
      return `no case ran both with and without the skill (${why.cells} ${why.cells === 1 ? "cell" : "cells"} seen)`;
  }
}

/** "skill greet used in 5/5 → 0/5 runs" (with → without); undefined when no run recorded its behaviour. */
export function skillUseLine(skill: string, use: SkillUse | null | undefined): string | undefined {
  if (!use) return undefined;
  return `skill ${skill} used in ${use.treatment.used}/${use.treatment.runs} → ${use.control.used}/${use.control.runs} runs`;
}

/** A measure's amount as people read it. */
export function measureAmount(measure: LiftMeasure, value: number): string {
  switch (measure) {
    case "tokens":
      return formatTokens(value);
    case "costUsd":
      return formatCost(value);
    case "turns":
      return String(Math.round(value * 10) / 10);
    case "durationMs":
      return formatDuration(value);
  }
}

/** "cost $0.21 → $0.11 (−48% [−55%, −40%])", with → without read as the sums of each case's mean. */
export function measureLine(m: MeasureLift): string {
  const change =
    m.change === null ? "" : ` (${percentChange(m.change)}${m.interval ? ` [${percentChange(m.interval.low)}, ${percentChange(m.interval.high)}]` : ""})`;
  return `${MEASURE_WORDS[m.measure]} ${measureAmount(m.measure, m.treatment)} with, ${measureAmount(m.measure, m.control)} without${change}`;
}

/** "5/5 → 0/5": a cell's passes with and without the skill (non-errored runs). */
export function cellCounts(cell: LiftCell): string {
  const arm = (a: LiftCell["treatment"]) => `${a.passed}/${a.runs - a.errored}${a.errored > 0 ? ` (+${a.errored} errored)` : ""}`;
  return `${arm(cell.treatment)} → ${arm(cell.control)}`;
}

/** The methods, for a footnote. */
export function methodLine(lift: SkillLift): string {
  return `two-sided tests at ${formatLevel(lift.alpha)} in all (pass rate ${formatLevel(lift.passRate.level)}, cells ${formatLevel(lift.cellFamily.level)}, cost ${formatLevel(lift.alpha - lift.passRate.level - lift.cellFamily.level)}); intervals ${formatConfidence(lift.alpha)}, Newcombe's for pass rates; ${docUrl("lift.md")}`;
}
