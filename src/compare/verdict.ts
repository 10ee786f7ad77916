// The suite verdict, the tests that decided it, and why, as a code and the
// figures of the deciding test first (docs/comparison.md, "Verdict rules";
// report/verdict-reason.ts says it in words). The rules, in order:
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

import { cellIdOf } from "../model/cell.ts";
import type { CellComparison, CellFamily, DecidingTest, ReasonCell, ReasonSuite, Verdict, VerdictWhy } from "../model/comparison.ts";
import { reaches } from "../stats/tarone.ts";
import type { CellResults } from "./cells.ts";
import type { ResolvedOptions } from "./options.ts";
import { TARGET_POWER, type SuiteTest } from "./suite-test.ts";

const EPSILON = 1e-12;

export interface Decision {
  verdict: Verdict;
  why: VerdictWhy;
  decidedBy: DecidingTest[];
}

export function decideVerdict(test: SuiteTest, results: CellResults, options: ResolvedOptions): Decision {
  const { margin, suiteAlpha } = options;
  const { cells, families } = results;
  const regressed = cells.filter((c) => c.tier === "regressed");
  const drop = test.delta !== null && test.pLess !== null && test.delta <= -margin + EPSILON;
  const broadDrop = drop && reaches(test.pLess!, suiteAlpha);
  if (regressed.length > 0) {
    const worst = clearest(regressed, (c) => c.adjustedPValue ?? 1);
    return {
      verdict: "regression",
      why: {
        code: "regression",
        cells: reasonCell(worst, regressed.length, worst.adjustedPValue ?? 1, families.regression),
        ...(broadDrop ? { suite: suiteFigure(test, test.pLess!) } : {}),
      },
      decidedBy: broadDrop ? ["cells", "suite"] : ["cells"],
    };
  }
  if (broadDrop) return { verdict: "regression", why: { code: "regression", suite: suiteFigure(test, test.pLess!) }, decidedBy: ["suite"] };
  if (test.cells === 0 || test.delta === null || test.pLess === null || test.pGreater === null) {
    return { verdict: "inconclusive", why: nothingComparable(cells), decidedBy: [] };
  }
  const possible = possibleRegression(test, results, options);
  if (possible) return possible;
  const delta = test.delta;
  if (delta >= margin - EPSILON && reaches(test.pGreater, suiteAlpha)) {
    return { verdict: "improvement", why: { code: "improvement", suite: suiteFigure(test, test.pGreater) }, decidedBy: ["suite"] };
  }
  const suite = suiteFigure(test, delta < 0 ? test.pLess : test.pGreater);
  if (Math.abs(delta) < test.detectableDrop - EPSILON && test.power >= TARGET_POWER) {
    const why: VerdictWhy = {
      code: "no-change",
      suite,
      significant: reaches(suite.p, suiteAlpha),
      power: test.power,
      detectableDrop: test.detectableDrop,
    };
    return { verdict: "no-change", why, decidedBy: ["suite"] };
  }
  if (!test.canReach) return { verdict: "inconclusive", why: { code: "cannot-reach", suite }, decidedBy: ["suite"] };
  const more = test.runsPerCaseFor80 !== undefined && test.runsPerCaseFor80 > test.runsPerArm ? { runsPerCaseFor80: test.runsPerCaseFor80 } : {};
  const why: VerdictWhy = {
    code: "undecided",
    suite,
    large: Math.abs(delta) >= test.detectableDrop - EPSILON,
    ...(test.power < TARGET_POWER ? { power: { power: test.power, detectableDrop: test.detectableDrop, ...more } } : {}),
  };
  return { verdict: "inconclusive", why, decidedBy: ["suite"] };
}

/** Evidence short of a regression, strongest first: the cell family at alpha, the severity guard, the suite-level test at alpha. */
function possibleRegression(test: SuiteTest, results: CellResults, options: ResolvedOptions): Decision | undefined {
  const { alpha, margin } = options;
  const decidedBy: DecidingTest[] = [];
  const why: Extract<VerdictWhy, { code: "possible-regression" }> = { code: "possible-regression" };
  if (results.possible.length > 0) {
    const first = clearest(results.possible, (p) => p.adjustedPValue);
    why.cells = reasonCell(first.cell, results.possible.length, first.adjustedPValue, results.families.possibleRegression);
    decidedBy.push("cells");
  }
  // A reliable case that broke outright, unless the cell family at alpha already named it.
  const named = new Set(results.possible.map((p) => p.cell));
  const broke = results.cells.filter((c) => c.tier === "possible-regression" && c.severe && !named.has(c));
  if (broke.length > 0) {
    const [first] = broke;
    why.severity =
      first.adjustedPValue === null
        ? reasonCell(first, broke.length, first.pValue ?? 1)
        : reasonCell(first, broke.length, first.adjustedPValue, results.families.regression);
    decidedBy.push("severity");
  }
  const drop = test.delta !== null && test.pLess !== null && test.delta <= -margin + EPSILON;
  if (drop && reaches(test.pLess!, alpha)) {
    why.suite = { ...suiteFigure(test, test.pLess!), significant: true };
    decidedBy.push("suite");
  } else if (decidedBy.length > 0 && test.delta !== null && test.pLess !== null) {
    // The other test's figure, labelled as the suite's, so it never reads as the deciding one.
    why.suite = { ...suiteFigure(test, test.pLess), significant: false };
  }
  return decidedBy.length > 0 ? { verdict: "possible-regression", why, decidedBy } : undefined;
}

/** The cell with the lowest p (the first of equals). */
function clearest<T>(items: readonly T[], p: (item: T) => number): T {
  return [...items].sort((a, b) => p(a) - p(b))[0];
}

function reasonCell(cell: CellComparison, count: number, p: number, family?: CellFamily): ReasonCell {
  return { ...cellIdOf(cell), count, p, ...(family ? { family } : {}), broke: cell.head?.passed === 0 };
}

/** The suite-level test's own figure. */
function suiteFigure(test: SuiteTest, p: number): ReasonSuite {
  return { delta: test.delta!, cells: test.cells, p };
}

function nothingComparable(cells: readonly CellComparison[]): VerdictWhy {
  const count = (predicate: (c: CellComparison) => boolean): number => cells.filter(predicate).length;
  return {
    code: "nothing-comparable",
    new: count((c) => c.tier === "new"),
    removed: count((c) => c.tier === "removed"),
    caseChanged: count((c) => c.tier === "case-changed"),
    oneSideErrored: count((c) => c.base !== null && c.head !== null && c.tier !== "case-changed"),
  };
}
