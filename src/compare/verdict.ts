// The suite verdict and the one sentence that explains it (docs/comparison.md,
// "Verdict rules"). The rules, in order:
//   regression          a broad drop: drop ≥ margin and the sign-flip test significant at the suite level
//                       (0.8 alpha), or a case that broke: a cell's drop significant after the adjustment at
//                       the cell level (0.2 alpha); together they false-alarm at most alpha
//   possible-regression evidence short of that: a reliable cell broke outright (severity guard) without
//                       staying significant, or a drop ≥ margin significant at alpha but not at the suite level
//   improvement         gain ≥ margin and significant at the suite level
//   no-change           |change| < margin and the runs had ≥ 80% power to see a drop of the margin
//                       (5 points stand in for a margin of 0)
//   inconclusive        everything else: the data cannot tell

import type { CellComparison, Verdict } from "../model/comparison.ts";
import { formatPercent, formatPInText, formatPoints, formatPointsInterval, formatSignedPoints, plural } from "../report/format.ts";
import type { ResolvedOptions } from "./options.ts";
import { TARGET_POWER, type SuiteTest } from "./suite-test.ts";

const EPSILON = 1e-12;

export function decideVerdict(test: SuiteTest, cells: readonly CellComparison[], options: ResolvedOptions): { verdict: Verdict; reason: string } {
  const { alpha, margin, suiteAlpha } = options;
  const regressed = cells.filter((c) => c.tier === "regressed");
  const broadDrop = test.delta !== null && test.pLess !== null && test.delta <= -margin + EPSILON && test.pLess < suiteAlpha;
  if (broadDrop || regressed.length > 0) return { verdict: "regression", reason: regressionReason(test, regressed, options, broadDrop) };
  if (test.cells === 0 || test.delta === null || test.pLess === null || test.pGreater === null) {
    return { verdict: "inconclusive", reason: `No cell can be compared: ${whyNothingCompares(cells)}.` };
  }
  const delta = test.delta;
  const over = `over ${plural(test.cells, "comparable cell")}`;
  const ci = test.ci ? `, ${formatPointsInterval(test.ci, alpha)}` : "";
  const broke = cells.filter((c) => c.tier === "possible-regression" && c.severe);
  if (broke.length > 0) {
    return {
      verdict: "possible-regression",
      reason: `${plural(broke.length, "case")} that passed reliably on the base ${broke.length === 1 ? "passes" : "pass"} no run on the head (${example(broke[0])}), but the drop is not significant after adjusting for the ${plural(cells.filter((c) => c.adjustedPValue !== null).length, "cell")} compared; the suite changed ${formatSignedPoints(delta)} ${over} (${formatPInText(test.pLess)}).`,
    };
  }
  if (delta <= -margin + EPSILON && test.pLess < alpha) {
    return {
      verdict: "possible-regression",
      reason: `The pass rate fell by ${formatPoints(delta)} ${over} (${formatPInText(test.pLess)}${ci}): significant at ${alpha} but not at ${suiteAlpha}, the level a regression needs.`,
    };
  }
  if (delta >= margin - EPSILON && test.pGreater < suiteAlpha) {
    return {
      verdict: "improvement",
      reason: `The pass rate rose by ${formatPoints(delta)} ${over} (${formatPInText(test.pGreater)}${ci}), at least the margin of ${formatPoints(margin)}.`,
    };
  }
  const p = delta < 0 ? test.pLess : test.pGreater;
  const observed = `${formatSignedPoints(delta)} ${over} (${formatPInText(p)}${ci})`;
  if (Math.abs(delta) < test.detectableDrop - EPSILON && test.power >= TARGET_POWER) {
    const significance = p < suiteAlpha ? "significant but smaller than the margin" : "not significant";
    return {
      verdict: "no-change",
      reason: `No change of ${formatPoints(test.detectableDrop)} or more: ${observed}, ${significance}; these runs had ${formatPercent(test.power, 0)} power to detect a drop of ${formatPoints(test.detectableDrop)}.`,
    };
  }
  if (test.cells < test.minCells) {
    return {
      verdict: "inconclusive",
      reason: `The data cannot tell: ${observed}, and with ${plural(test.cells, "comparable cell")} the suite-level test cannot reach p < ${suiteAlpha}; it needs at least ${test.minCells} cells, so add cases.`,
    };
  }
  const large = Math.abs(delta) >= test.detectableDrop - EPSILON ? ", not significant" : "";
  const more =
    test.runsPerCaseFor80 !== undefined && test.runsPerCaseFor80 > test.runsPerArm
      ? `; about ${test.runsPerCaseFor80} runs per case would give ${formatPercent(TARGET_POWER, 0)}`
      : "";
  const power =
    test.power < TARGET_POWER
      ? `; these runs had only ${formatPercent(test.power, 0)} power to detect a drop of ${formatPoints(test.detectableDrop)}${more}`
      : "";
  return { verdict: "inconclusive", reason: `The data cannot tell: ${observed}${large}${power}.` };
}

function regressionReason(test: SuiteTest, regressed: readonly CellComparison[], options: ResolvedOptions, broadDrop: boolean): string {
  const parts: string[] = [];
  if (broadDrop) {
    const ci = test.ci ? `, ${formatPointsInterval(test.ci, options.alpha)}` : "";
    parts.push(
      `The pass rate fell by ${formatPoints(test.delta!)} over ${plural(test.cells, "comparable cell")} (${formatPInText(test.pLess!)}${ci}), at least the margin of ${formatPoints(options.margin)}`,
    );
  }
  if (regressed.length > 0) {
    const worst = [...regressed].sort((a, b) => (a.adjustedPValue ?? 1) - (b.adjustedPValue ?? 1))[0];
    const others = regressed.length > 1 ? ` and ${plural(regressed.length - 1, "other cell")}` : "";
    const which = `${example(worst)}, adjusted ${formatPInText(worst.adjustedPValue ?? 1)}${others}`;
    parts.push(`${broadDrop ? "; " : ""}${plural(regressed.length, "case")} regressed significantly (${which})`);
  }
  return `${parts.join("")}.`;
}

/** "case `x` on runner `y` 10/10 → 0/10" (plain text: renderers escape it). */
function example(cell: CellComparison): string {
  const arm = (a: CellComparison["base"]) => (a ? `${a.passed}/${a.runs - (a.errored ?? 0)}` : "–");
  return `${cell.caseId} on ${cell.runnerId} ${arm(cell.base)} → ${arm(cell.head)}`;
}

function whyNothingCompares(cells: readonly CellComparison[]): string {
  if (cells.length === 0) return "neither run has any cells";
  const count = (predicate: (c: CellComparison) => boolean): number => cells.filter(predicate).length;
  const parts = [
    [count((c) => c.tier === "new"), "new"],
    [count((c) => c.tier === "removed"), "missing from the head"],
    [count((c) => c.tier === "case-changed"), "whose case changed (prompt, assertions, expected values or timeout)"],
    [count((c) => c.base !== null && c.head !== null && c.tier !== "case-changed"), "had only errored runs on one side"],
  ] as const;
  return parts
    .filter(([n]) => n > 0)
    .map(([n, what]) => `${plural(n, "cell")} ${what}`)
    .join(", ");
}
