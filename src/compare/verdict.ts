// The suite verdict, the tests that decided it, and the one sentence that
// explains it, leading with the deciding test's figure (docs/comparison.md,
// "Verdict rules"). The rules, in order:
//   regression          a case that broke: a cell's drop significant among the cells that could reach the cell
//                       level (0.2 alpha), or a broad drop: drop ≥ margin and the suite-level test significant at
//                       the suite level (0.8 alpha); together they false-alarm at most alpha
//   possible-regression evidence short of that: a cell's drop significant at alpha among the cells that could
//                       reach alpha, a reliable cell that broke outright (severity guard), or a drop ≥ margin
//                       significant at alpha but not at the suite level
//   improvement         gain ≥ margin and significant at the suite level
//   no-change           |change| < margin and the runs had ≥ 80% power to see a drop of the margin
//                       (5 points stand in for a margin of 0)
//   inconclusive        everything else: the data cannot tell

import type { CellComparison, CellFamily, DecidingTest, Verdict } from "../model/comparison.ts";
import { formatLevel, formatPercent, formatPInText, formatPoints, formatPointsInterval, formatSignedPoints, plural } from "../report/format.ts";
import { reaches } from "../stats/tarone.ts";
import type { CellResults } from "./cells.ts";
import type { ResolvedOptions } from "./options.ts";
import { TARGET_POWER, type SuiteTest } from "./suite-test.ts";

const EPSILON = 1e-12;

export interface Decision {
  verdict: Verdict;
  reason: string;
  decidedBy: DecidingTest[];
}

export function decideVerdict(test: SuiteTest, results: CellResults, options: ResolvedOptions): Decision {
  const { alpha, margin, suiteAlpha } = options;
  const { cells, families } = results;
  const regressed = cells.filter((c) => c.tier === "regressed");
  const drop = test.delta !== null && test.pLess !== null && test.delta <= -margin + EPSILON;
  const broadDrop = drop && reaches(test.pLess!, suiteAlpha);
  if (regressed.length > 0) {
    const suite = broadDrop ? `; the pass rate also fell by ${formatPoints(test.delta!)} ${suiteFigure(test, test.pLess!)}` : "";
    return {
      verdict: "regression",
      reason: capitalized(`${cellsReason(regressed, families.regression)}${suite}.`),
      decidedBy: broadDrop ? ["cells", "suite"] : ["cells"],
    };
  }
  if (broadDrop) {
    return {
      verdict: "regression",
      reason: `The pass rate fell by ${formatPoints(test.delta!)} ${suiteFigure(test, test.pLess!)}, at least the margin of ${formatPoints(margin)}.`,
      decidedBy: ["suite"],
    };
  }
  if (test.cells === 0 || test.delta === null || test.pLess === null || test.pGreater === null) {
    return { verdict: "inconclusive", reason: `No cell can be compared: ${whyNothingCompares(cells)}.`, decidedBy: [] };
  }
  const possible = possibleRegression(test, results, options);
  if (possible) return possible;
  const delta = test.delta;
  const over = `over ${plural(test.cells, "comparable cell")}`;
  if (delta >= margin - EPSILON && reaches(test.pGreater, suiteAlpha)) {
    return {
      verdict: "improvement",
      reason: `The pass rate rose by ${formatPoints(delta)} ${suiteFigure(test, test.pGreater)}, at least the margin of ${formatPoints(margin)}.`,
      decidedBy: ["suite"],
    };
  }
  const p = delta < 0 ? test.pLess : test.pGreater;
  const ci = test.ci ? `, ${formatPointsInterval(test.ci, alpha)}` : "";
  const observed = `${formatSignedPoints(delta)} ${over} (${formatPInText(p)}${ci})`;
  if (Math.abs(delta) < test.detectableDrop - EPSILON && test.power >= TARGET_POWER) {
    const significance = reaches(p, suiteAlpha) ? "significant but smaller than the margin" : "not significant";
    return {
      verdict: "no-change",
      reason: `No change of ${formatPoints(test.detectableDrop)} or more: ${observed}, ${significance}; these runs had ${formatPercent(test.power, 0)} power to detect a drop of ${formatPoints(test.detectableDrop)}.`,
      decidedBy: ["suite"],
    };
  }
  if (!test.canReach) {
    return {
      verdict: "inconclusive",
      reason: `The data cannot tell: ${observed}, and with so few runs the suite-level test cannot reach p ≤ ${formatLevel(suiteAlpha)} even if every base run passed and every head run failed; add runs or cases.`,
      decidedBy: ["suite"],
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
  return { verdict: "inconclusive", reason: `The data cannot tell: ${observed}${large}${power}.`, decidedBy: ["suite"] };
}

/** Evidence short of a regression, strongest first: the cell family at alpha, the severity guard, the suite-level test at alpha. */
function possibleRegression(test: SuiteTest, results: CellResults, options: ResolvedOptions): Decision | undefined {
  const { alpha, cellAlpha, suiteAlpha, margin } = options;
  const decidedBy: DecidingTest[] = [];
  const parts: string[] = [];
  if (results.possible.length > 0) {
    const [first] = [...results.possible].sort((a, b) => a.adjustedPValue - b.adjustedPValue);
    const family = results.families.possibleRegression;
    const others = results.possible.length > 1 ? ` (and ${plural(results.possible.length - 1, "other cell")})` : "";
    parts.push(
      `${caseName(first.cell)} ${first.cell.head?.passed === 0 ? "broke" : "dropped"}: ${counts(first.cell)} (${familyP(first.adjustedPValue, family)} at ${formatLevel(alpha)})${others}, significant at ${formatLevel(alpha)} but not at ${formatLevel(cellAlpha)}, the level a regression needs`,
    );
    decidedBy.push("cells");
  }
  // A reliable case that broke outright, unless the cell family at alpha already named it.
  const named = new Set(results.possible.map((p) => p.cell));
  const broke = results.cells.filter((c) => c.tier === "possible-regression" && c.severe && !named.has(c));
  if (broke.length > 0) {
    const [first] = broke;
    const short =
      first.adjustedPValue === null
        ? `its drop cannot reach ${formatLevel(cellAlpha)} with these runs (${formatPInText(first.pValue ?? 1)})`
        : `its drop is not significant at ${formatLevel(cellAlpha)} (${familyP(first.adjustedPValue, results.families.regression)})`;
    const who =
      broke.length === 1
        ? `${caseName(first)} passed reliably on the base and no run on the head (${counts(first)})`
        : `${plural(broke.length, "case")} that passed reliably on the base pass no run on the head (${caseName(first)}: ${counts(first)})`;
    parts.push(`${parts.length ? "; " : ""}${who}, but ${short}`);
    decidedBy.push("severity");
  }
  const drop = test.delta !== null && test.pLess !== null && test.delta <= -margin + EPSILON;
  if (drop && reaches(test.pLess!, alpha)) {
    parts.push(
      `${parts.length ? "; the pass rate also fell by" : "The pass rate fell by"} ${formatPoints(test.delta!)} ${suiteFigure(test, test.pLess!)}${parts.length ? "" : `: significant at ${formatLevel(alpha)} but not at ${formatLevel(suiteAlpha)}, the level a regression needs`}`,
    );
    decidedBy.push("suite");
  } else if (parts.length > 0 && test.delta !== null && test.pLess !== null) {
    // The other test's figure, labelled as the suite's, so it never reads as the deciding one.
    parts.push(
      `; the suite changed ${formatSignedPoints(test.delta)} over ${plural(test.cells, "comparable cell")} (suite-level test ${formatPInText(test.pLess)})`,
    );
  }
  return parts.length > 0 ? { verdict: "possible-regression", reason: capitalized(`${parts.join("")}.`), decidedBy } : undefined;
}

/** "case login on claude broke: 5/5 → 0/5 (p = 0.004 among the 1 cell that could reach significance)" (plain text: renderers escape it). */
function cellsReason(regressed: readonly CellComparison[], family: CellFamily): string {
  const [worst] = [...regressed].sort((a, b) => (a.adjustedPValue ?? 1) - (b.adjustedPValue ?? 1));
  const evidence = `${counts(worst)} (${familyP(worst.adjustedPValue ?? 1, family)})`;
  if (regressed.length === 1) return `${caseName(worst)} ${worst.head?.passed === 0 ? "broke" : "regressed"}: ${evidence}`;
  return `${plural(regressed.length, "case")} regressed, the clearest ${caseName(worst)}: ${evidence}`;
}

/** "p = 0.004 among the 1 cell that could reach significance", "adjusted p = 0.008 among the 3 cells …". */
function familyP(adjusted: number, family: CellFamily): string {
  return `${family.size === 1 ? "" : "adjusted "}${formatPInText(adjusted)} among the ${plural(family.size, "cell")} that could reach significance`;
}

/**
 * "over 20 comparable cells (suite-level test p = 0.002)": the test's own figure. The interval of the mean over
 * cells is the suite row's to show: next to a significant p from one broken case among unchanged ones it is wide,
 * and in one sentence the two would read as a contradiction.
 */
function suiteFigure(test: SuiteTest, p: number): string {
  return `over ${plural(test.cells, "comparable cell")} (suite-level test ${formatPInText(p)})`;
}

function caseName(cell: CellComparison): string {
  return `case ${cell.caseId} on ${cell.runnerId}`;
}

/** The reason starts a sentence. */
function capitalized(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** "10/10 → 0/10" over the non-errored runs. */
function counts(cell: CellComparison): string {
  const arm = (a: CellComparison["base"]) => (a ? `${a.passed}/${a.runs - (a.errored ?? 0)}` : "–");
  return `${arm(cell.base)} → ${arm(cell.head)}`;
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
