// A skill's lift: the results of one run with two variants, the skill present
// (treatment) and removed (control), paired by case × runner. Per cell an
// exact test and an interval; for the suite a test of the pass rate
// conditional on each cell's margins, lifts in tokens, cost, turns and
// duration, and a verdict. Pure; data only (report/ words it).

import type { SkillLift } from "../model/lift.ts";
import { liftCells, skillUse } from "./lift-cells.ts";
import { groupArms, type LiftRecord } from "./lift-input.ts";
import { decidingMeasure, measureLifts } from "./lift-measures.ts";
import { resolveLiftOptions, type LiftOptions } from "./lift-options.ts";
import { passRateLift } from "./lift-suite.ts";
import { decideLift } from "./lift-verdict.ts";

export interface LiftArms {
  skill: string;
  /** The variant with the skill, and the one without it. */
  treatment: string;
  control: string;
  /** The variant a record without one ran under ("default"). */
  defaultVariant?: string;
}

export function liftOf(records: Iterable<LiftRecord>, arms: LiftArms, options: LiftOptions = {}): SkillLift {
  const resolved = resolveLiftOptions(options);
  const grouped = groupArms(records, arms.treatment, arms.control, arms.defaultVariant);
  const { cells, family } = liftCells(grouped, arms.skill, resolved);
  const passRate = passRateLift(cells, resolved);
  const measures = measureLifts(grouped, resolved);
  const decision = decideLift(passRate, cells, family, decidingMeasure(measures), resolved);
  return {
    skill: arms.skill,
    treatment: arms.treatment,
    control: arms.control,
    verdict: decision.verdict,
    why: decision.why,
    alpha: resolved.alpha,
    margin: resolved.margin,
    passRate,
    cellFamily: family,
    measures,
    cells,
    skillUse:
      skillUse(
        grouped.flatMap((g) => g.treatment),
        grouped.flatMap((g) => g.control),
        arms.skill,
      ) ?? null,
  };
}
