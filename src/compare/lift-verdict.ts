// A skill's verdict, and why (docs/lift.md, "How the verdict is decided"). In order:
//   helps / hurts  the suite's pass rate moved by at least the margin, significant at the suite's share of
//                  alpha; or else a cell changed significantly within the cell family (any cell it breaks makes it
//                  `hurts`, however many it helps); or else cost (tokens when no run reported cost) changed by at
//                  least the measure margin, significant at the measure's share, and the pass rate's interval does
//                  not lie wholly the other way (half the cost at a lower pass rate is no help)
//   no-detectable-difference  everything else, with the smallest lift these runs could have detected
// The three levels add up to alpha, so a skill that changes nothing is `helps` or `hurts` at most alpha of the time.

import type { LiftCell, LiftVerdict, LiftWhy, MeasureLift, PassRateLift } from "../model/lift.ts";
import { reaches } from "../stats/tarone.ts";
import type { ResolvedLiftOptions } from "./lift-options.ts";

const EPSILON = 1e-12;

export interface LiftDecision {
  verdict: LiftVerdict;
  why: LiftWhy;
}

export function decideLift(
  passRate: PassRateLift,
  cells: readonly LiftCell[],
  family: { size: number },
  deciding: MeasureLift | undefined,
  options: ResolvedLiftOptions,
): LiftDecision {
  if (passRate.cells === 0) return { verdict: "no-detectable-difference", why: { code: "nothing-comparable", cells: cells.length } };
  const { lift, pValue } = passRate;
  if (lift !== null && pValue !== null && Math.abs(lift) >= options.margin - EPSILON && lift !== 0 && reaches(pValue, options.suiteLevel)) {
    return { verdict: lift > 0 ? "helps" : "hurts", why: { code: "pass-rate", lift, pValue, cells: passRate.cells } };
  }
  const hurt = cells.filter((c) => c.tier === "hurts");
  const helped = cells.filter((c) => c.tier === "helps");
  const deciders = hurt.length > 0 ? hurt : helped;
  if (deciders.length > 0) {
    const clearest = [...deciders].sort((a, b) => (a.adjustedPValue ?? 1) - (b.adjustedPValue ?? 1))[0];
    const why: LiftWhy = {
      code: "cells",
      count: deciders.length,
      caseId: clearest.caseId,
      runnerId: clearest.runnerId,
      lift: clearest.lift!,
      pValue: clearest.adjustedPValue!,
      family: family.size,
      against: hurt.length > 0 ? helped.length : 0,
    };
    return { verdict: hurt.length > 0 ? "hurts" : "helps", why };
  }
  if (
    deciding?.pValue !== undefined &&
    deciding.change !== null &&
    lift !== null &&
    Math.abs(deciding.change) >= options.measureMargin - EPSILON &&
    reaches(deciding.pValue, options.measureLevel)
  ) {
    const cheaper = deciding.change < 0;
    // Cheaper but likely worse (or dearer but likely better) is not a verdict the cost alone can give.
    const interval = passRate.interval;
    const opposed = interval !== null && (cheaper ? interval.high < 0 : interval.low > 0);
    if (!opposed)
      return { verdict: cheaper ? "helps" : "hurts", why: { code: "measure", measure: deciding.measure, change: deciding.change, pValue: deciding.pValue } };
  }
  const why: LiftWhy = { code: "no-difference", detectable: passRate.detectable };
  if (deciding) why.measure = { measure: deciding.measure, detectable: deciding.detectable ?? null };
  return { verdict: "no-detectable-difference", why };
}
