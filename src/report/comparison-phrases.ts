// The words of a comparison that the Markdown and the terminal renderings
// share: an arm's counts with its interval, the suite's change and a cell's p.
// No Markdown in them, so both can use them as they are.

import type { ArmCounts, CellComparison, Comparison } from "../model/comparison.ts";
import { formatCount, formatP, formatPInText, formatPointsInterval, formatRateWithInterval, formatSignedPoints, plural } from "./format.ts";

/** "9/10 [60–98%]", with errored runs (left out of the rate) named apart. */
export function arm(counts: ArmCounts | null): string {
  if (!counts) return "–";
  const errored = counts.errored ?? 0;
  const valid = counts.runs - errored;
  const rate = valid > 0 ? ` ${formatRateWithInterval(counts.passed, valid, counts.wilson)}` : "";
  return `${formatCount(counts.passed)}/${formatCount(valid)}${rate}${errored ? `, ${formatCount(errored)} errored` : ""}`;
}

/** "−11.2 pts over 20 cells (90% CI −15.0 pts to −7.4 pts), p < 0.001"; "" without a change. */
export function suiteChange(comparison: Comparison): string {
  const { delta, ci, pValue, pairedCases } = comparison.suite;
  if (delta === null) return "";
  return `${formatSignedPoints(delta)} over ${plural(pairedCases, "cell")}${ci ? ` (${formatPointsInterval(ci, comparison.alpha)})` : ""}${pValue === null ? "" : `, ${formatPInText(pValue)}`}`;
}

/** "0.004 (0.031)": the cell's p and its adjusted p; "–" when it was not tested. */
export function cellP(cell: CellComparison): string {
  return cell.pValue === null ? "–" : `${formatP(cell.pValue)}${cell.adjustedPValue === null ? "" : ` (${formatP(cell.adjustedPValue)})`}`;
}
