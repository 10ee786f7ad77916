// A lift's measures: tokens, cost, turns and duration, treatment against
// control. The suite's figure is the sum over cells of each arm's mean (what
// one run of every case costs), so the change is a ratio of totals: −0.5 is
// half the cost. The test is a permutation test stratified by cell
// (stats/mean-permutation.ts): exact for any distribution, skewed cost and a
// scripted agent's constant one alike. The interval is for reading: the delta
// method on the log of the ratio, each arm's total with its runs' spread
// (Student's t on the within-cell degrees of freedom). Only non-errored runs
// count, failed ones included: a failed run costs too.

import type { LiftMeasure, MeasureLift } from "../model/lift.ts";
import { outcomeOf, resultTokens } from "../model/result-math.ts";
import { mean, sampleVariance } from "../stats/descriptive.ts";
import { normalQuantile, studentTQuantile } from "../stats/distributions.ts";
import { meanPermutationTest, type MeasureArms } from "../stats/mean-permutation.ts";
import { TARGET_POWER } from "./suite-test.ts";
import type { ArmRecords, LiftRecord } from "./lift-input.ts";
import type { ResolvedLiftOptions } from "./lift-options.ts";

export const MEASURES: readonly LiftMeasure[] = ["tokens", "costUsd", "turns", "durationMs"];

/** The measure of each non-errored run that reported it. */
export function measureValues(records: readonly LiftRecord[], measure: LiftMeasure): number[] {
  const out: number[] = [];
  for (const r of records) {
    if (outcomeOf(r.status) === "errored") continue;
    const v = measure === "tokens" ? resultTokens(r) : r[measure];
    if (v !== undefined && Number.isFinite(v)) out.push(v);
  }
  return out;
}

/**
 * One lift per measure that some cell reported in both arms. The measure the verdict reads (cost when any cell
 * reported it in both arms, else tokens) is tested, with its level and the change it could detect; the others are
 * for reading (their intervals), so they spend no alpha.
 */
export function measureLifts(arms: readonly ArmRecords[], options: ResolvedLiftOptions): MeasureLift[] {
  const lifts: Array<{ lift: MeasureLift; cellArms: MeasureArms[] }> = [];
  for (const measure of MEASURES) {
    const cellArms = arms
      .map((a) => ({ treatment: measureValues(a.treatment, measure), control: measureValues(a.control, measure) }))
      .filter((c) => c.treatment.length > 0 && c.control.length > 0);
    if (cellArms.length === 0) continue;
    const treatment = cellArms.reduce((sum, c) => sum + mean(c.treatment), 0);
    const control = cellArms.reduce((sum, c) => sum + mean(c.control), 0);
    const lift: MeasureLift = {
      measure,
      cells: cellArms.length,
      treatment,
      control,
      change: control > 0 ? treatment / control - 1 : null,
      interval: ratioInterval(cellArms, treatment, control, options.alpha),
    };
    lifts.push({ lift, cellArms });
  }
  const deciding = lifts.find((l) => l.lift.measure === "costUsd") ?? lifts.find((l) => l.lift.measure === "tokens");
  if (deciding) {
    const test = meanPermutationTest(deciding.cellArms);
    deciding.lift.pValue = test.p;
    deciding.lift.level = options.measureLevel;
    deciding.lift.detectable = test.smallest > options.measureLevel ? null : detectableChange(deciding.cellArms, deciding.lift.control, options);
  }
  return lifts.map((l) => l.lift);
}

/** The measure the verdict reads: the one that was tested. */
export function decidingMeasure(lifts: readonly MeasureLift[]): MeasureLift | undefined {
  return lifts.find((l) => l.level !== undefined);
}

/** A cell's spread: each arm's own sample variance, or the cell's pooled one for an arm of a single run. */
function armVariances(c: MeasureArms): { treatment: number; control: number; df: number } | undefined {
  const df = c.treatment.length + c.control.length - 2;
  if (df < 1) return undefined;
  const pooled = (sampleVariance(c.treatment) * (c.treatment.length - 1) + sampleVariance(c.control) * (c.control.length - 1)) / df;
  return {
    treatment: c.treatment.length >= 2 ? sampleVariance(c.treatment) : pooled,
    control: c.control.length >= 2 ? sampleVariance(c.control) : pooled,
    df,
  };
}

function ratioInterval(cells: readonly MeasureArms[], treatment: number, control: number, alpha: number): MeasureLift["interval"] {
  if (treatment <= 0 || control <= 0) return null;
  let varT = 0;
  let varC = 0;
  let df = 0;
  for (const c of cells) {
    const v = armVariances(c);
    if (!v) return null;
    varT += v.treatment / c.treatment.length;
    varC += v.control / c.control.length;
    df += v.df;
  }
  const seLog = Math.sqrt(varT / (treatment * treatment) + varC / (control * control));
  const half = studentTQuantile(1 - alpha / 2, df) * seLog;
  const center = Math.log(treatment / control);
  return { low: Math.exp(center - half) - 1, high: Math.exp(center + half) - 1 };
}

/**
 * The smallest relative change the test would find 80% of the time, by the normal approximation with the cells'
 * pooled spread (the permutation test is close to it once a few cells vary); never below the margin.
 */
function detectableChange(cells: readonly MeasureArms[], control: number, options: ResolvedLiftOptions): number | null {
  if (control <= 0) return null;
  let variance = 0;
  for (const c of cells) {
    const v = armVariances(c);
    if (!v) return null;
    const pooled = (v.treatment * (c.treatment.length - 1) + v.control * (c.control.length - 1)) / Math.max(1, v.df);
    variance += pooled * (1 / c.treatment.length + 1 / c.control.length);
  }
  const z = normalQuantile(1 - options.measureLevel / 2) + normalQuantile(TARGET_POWER);
  return Math.max(options.measureMargin, (z * Math.sqrt(variance)) / control);
}
