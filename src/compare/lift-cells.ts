// A lift's cells: per case × runner, the treatment's pass rate against the
// control's. Fisher's exact test, two-sided; the cell family is the cells
// whose margins (each arm's non-errored runs and their total passes) let the
// test reach the cell level at all, and Holm's step-down over it counts each
// member by the chance it had of a p-value that small (stats/tarone.ts, as
// compare/cells.ts does one-sided). Conditional on the margins, so the
// family is fixed before any p-value is looked at. Newcombe's interval for
// the lift in each cell.

import { outcomeOf } from "../model/result-math.ts";
import type { LiftArm, LiftCell, LiftMeasure, SkillUse } from "../model/lift.ts";
import { mean } from "../stats/descriptive.ts";
import { fisherTwoSided, fisherTwoSidedAttainable } from "../stats/exact-tests.ts";
import { newcombeInterval } from "../stats/newcombe.ts";
import { adjustInFamily, reaches, type DiscreteTest } from "../stats/tarone.ts";
import { wilsonInterval } from "../stats/wilson.ts";
import type { ArmRecords, LiftRecord } from "./lift-input.ts";
import { measureValues, MEASURES } from "./lift-measures.ts";
import type { ResolvedLiftOptions } from "./lift-options.ts";

export interface CellResults {
  cells: LiftCell[];
  family: { level: number; size: number };
}

export function liftCells(arms: readonly ArmRecords[], skill: string, options: ResolvedLiftOptions): CellResults {
  const counted = arms.map((a) => ({ treatment: armOf(a.treatment, options.alpha), control: armOf(a.control, options.alpha) }));
  const tests = counted.map(({ treatment, control }) => testOf(treatment, control));
  const family = adjustInFamily(tests, options.cellLevel, "holm");
  const cells = arms.map((a, i): LiftCell => {
    const { treatment, control } = counted[i];
    const test = tests[i];
    const adjusted = family.adjusted[i];
    const tested = treatment.passRate !== null && control.passRate !== null;
    const lift = tested ? treatment.passRate! - control.passRate! : null;
    const significant = adjusted !== null && reaches(adjusted, options.cellLevel) && lift !== null && lift !== 0;
    const cell: LiftCell = {
      caseId: a.caseId,
      runnerId: a.runnerId,
      treatment,
      control,
      lift,
      interval: tested ? newcombeInterval(treatment.passed, nonErrored(treatment), control.passed, nonErrored(control), options.alpha) : null,
      pValue: test?.p ?? null,
      adjustedPValue: adjusted,
      inFamily: family.members[i],
      tier: !tested ? "insufficient-data" : significant ? (lift > 0 ? "helps" : "hurts") : "no-significant-change",
      measures: cellMeasures(a),
    };
    const use = skillUse(a.treatment, a.control, skill);
    if (use) cell.skillUse = use;
    return cell;
  });
  return { cells, family: { level: options.cellLevel, size: family.size } };
}

function armOf(records: readonly LiftRecord[], alpha: number): LiftArm {
  let passed = 0;
  let errored = 0;
  for (const r of records) {
    const outcome = outcomeOf(r.status);
    if (outcome === "passed") passed++;
    else if (outcome === "errored") errored++;
  }
  const runs = records.length;
  return { passed, runs, errored, passRate: runs - errored > 0 ? passed / (runs - errored) : null, wilson: wilsonInterval(passed, runs - errored, alpha) };
}

export function nonErrored(arm: LiftArm): number {
  return arm.runs - arm.errored;
}

function testOf(treatment: LiftArm, control: LiftArm): DiscreteTest | null {
  const nt = nonErrored(treatment);
  const nc = nonErrored(control);
  if (nt === 0 || nc === 0) return null;
  return {
    p: fisherTwoSided(treatment.passed, nt, control.passed, nc),
    attainable: fisherTwoSidedAttainable(nt, nc, treatment.passed + control.passed),
  };
}

function cellMeasures(arms: ArmRecords): LiftCell["measures"] {
  const out: LiftCell["measures"] = {};
  for (const measure of MEASURES) {
    const treatment = measureValues(arms.treatment, measure);
    const control = measureValues(arms.control, measure);
    if (treatment.length > 0 && control.length > 0) out[measure satisfies LiftMeasure] = { treatment: mean(treatment), control: mean(control) };
  }
  return out;
}

/** Runs whose session shows the skill used, of the non-errored runs that recorded behaviour; undefined when neither arm recorded any. */
export function skillUse(treatment: readonly LiftRecord[], control: readonly LiftRecord[], skill: string): SkillUse | undefined {
  const count = (records: readonly LiftRecord[]) => {
    const seen = records.filter((r) => r.behaviour && outcomeOf(r.status) !== "errored");
    return { used: seen.filter((r) => r.behaviour!.skills.includes(skill)).length, runs: seen.length };
  };
  const use = { treatment: count(treatment), control: count(control) };
  return use.treatment.runs + use.control.runs > 0 ? use : undefined;
}
