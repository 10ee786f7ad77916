// The words of a comparison that the Markdown and the terminal renderings
// share: an arm's counts with its interval, the suite's change and a cell's p.
// No Markdown in them, so both can use them as they are.

import type { ArmCounts, CellComparison, Comparison, DecidingTest } from "../model/comparison.ts";
import { formatCount, formatP, formatPInText, formatPointsInterval, formatRateWithInterval, formatSignedPoints, plural } from "../format.ts";

/** "9/10 [60–98%]", with errored runs (left out of the rate) named apart. */
export function arm(counts: ArmCounts | null): string {
  if (!counts) return "–";
  const errored = counts.errored ?? 0;
  const valid = counts.runs - errored;
  const rate = valid > 0 ? ` ${formatRateWithInterval(counts.passed, valid, counts.wilson)}` : "";
  return `${formatCount(counts.passed)}/${formatCount(valid)}${rate}${errored ? `, ${formatCount(errored)} errored` : ""}`;
}

/**
 * "−11.2 pts over 20 cells, suite-level test p < 0.001 (95% CI of the mean over cells −15.0 pts to −7.4 pts)"; ""
 * without a change. The p is always named as the suite-level test's, and when the verdict came from another test
 * the row says so, so a suite p of 0.500 under a regression that one broken case decided never reads as a
 * contradiction; the interval is named as the mean over cells' (one case dropping 100 points among 19 unchanged
 * gives a wide one, next to a small p: both are right).
 */
export function suiteChange(comparison: SuiteFigures): string {
  const { delta, ci, pairedCases } = comparison.suite;
  if (delta === null) return "";
  const interval = ci ? ` (${formatPointsInterval(ci, comparison.alpha).replace(" CI ", " CI of the mean over cells ")})` : "";
  return `${formatSignedPoints(delta)} over ${plural(pairedCases, "cell")}${suiteP(comparison, ", ")}${interval}`;
}

/** What the suite row needs of a comparison (the HTML page has these fields too). */
export type SuiteFigures = Pick<Comparison, "suite" | "alpha" | "decidedBy">;

/** "suite-level test p = 0.500 (the verdict comes from the cells below)", after `lead`; "" without a p. */
export function suiteP(comparison: SuiteFigures, lead = ""): string {
  const { pValue } = comparison.suite;
  if (pValue === null) return "";
  const decidedBy = comparison.decidedBy ?? [];
  const elsewhere = decidedBy.length > 0 && !decidedBy.includes("suite") ? ` (${DECIDED_ELSEWHERE[decidedBy[0]]})` : "";
  return `${lead}suite-level test ${formatPInText(pValue)}${elsewhere}`;
}

/** What decided a verdict the suite-level test did not. */
const DECIDED_ELSEWHERE: Record<DecidingTest, string> = {
  suite: "",
  cells: "the verdict comes from the cells below",
  severity: "the verdict comes from a case that broke outright",
};

/** "0.004 (0.031)": the cell's p and its adjusted p; "–" when it was not tested. */
export function cellP(cell: CellComparison): string {
  return cell.pValue === null ? "–" : `${formatP(cell.pValue)}${cell.adjustedPValue === null ? "" : ` (${formatP(cell.adjustedPValue)})`}`;
}
