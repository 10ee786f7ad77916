// The comparison's reason in words: one sentence that names the test that
// decided the verdict and leads with its figure (docs/comparison.md, "One
// story"), from the code and figures compare/ decided it with. Plain text:
// renderers escape it.

import type { Comparison, ReasonCell, ReasonSuite, VerdictWhy } from "../model/comparison.ts";
import { sameCell } from "../model/cell.ts";
import type { ComparisonSetting } from "./comparison-setting.ts";
import { formatLevel, formatPercent, formatPInText, formatPoints, formatPointsInterval, formatSignedPoints, plural } from "../format.ts";

export function verdictReason(comparison: Comparison, setting: ComparisonSetting): string {
  const why = comparison.why;
  switch (why.code) {
    case "no-baseline":
      return noBaseline(comparison, setting);
    case "nothing-comparable":
      return `No cell can be compared: ${whyNothingCompares(why)}.`;
    case "regression":
      return regression(comparison, why);
    case "possible-regression":
      return possibleRegression(comparison, why);
    case "improvement":
      return `The pass rate rose by ${formatPoints(why.suite.delta)} ${suiteFigure(why.suite)}, at least the margin of ${formatPoints(comparison.margin)}.`;
    case "no-change": {
      const significance = why.significant ? "significant but smaller than the margin" : "not significant";
      const detectable = formatPoints(why.detectableDrop);
      return `No change of ${detectable} or more: ${observed(comparison, why.suite)}, ${significance}; these runs had ${formatPercent(why.power, 0)} power to detect a drop of ${detectable}.`;
    }
    case "cannot-reach":
      return `The data cannot tell: ${observed(comparison, why.suite)}, and with so few runs the suite-level test cannot reach p ≤ ${formatLevel(comparison.levels.suite)} even if every base run passed and every head run failed; add runs or cases.`;
    case "undecided":
      return `The data cannot tell: ${observed(comparison, why.suite)}${why.large ? ", not significant" : ""}${shortOfPower(why.power)}.`;
  }
}

function noBaseline(comparison: Comparison, setting: ComparisonSetting): string {
  if (setting.noBaseline) return `No baseline: ${setting.noBaseline}.`;
  const head = comparison.suite.head;
  const advice = setting.base === "branch" ? "Run agent-bench on the base branch to get one." : "Give it a baseline to compare with (--base).";
  return `No baseline to compare with: the head passed ${formatPercent(head.passRate)} on average over ${plural(comparison.cells.length, "cell")} (${plural(head.runs, "run")}). ${advice}`;
}

function regression(comparison: Comparison, why: Extract<VerdictWhy, { code: "regression" }>): string {
  if (!why.cells)
    return `The pass rate fell by ${formatPoints(why.suite!.delta)} ${suiteFigure(why.suite!)}, at least the margin of ${formatPoints(comparison.margin)}.`;
  const suite = why.suite ? `; the pass rate also fell by ${formatPoints(why.suite.delta)} ${suiteFigure(why.suite)}` : "";
  return capitalized(`${cellsReason(comparison, why.cells)}${suite}.`);
}

/** "case login on claude broke: 5/5 → 0/5 (p = 0.004 among the 1 cell that could reach significance)". */
function cellsReason(comparison: Comparison, named: ReasonCell): string {
  const evidence = `${counts(comparison, named)} (${familyP(named)})`;
  if (named.count === 1) return `${caseName(named)} ${named.broke ? "broke" : "regressed"}: ${evidence}`;
  return `${plural(named.count, "case")} regressed, the clearest ${caseName(named)}: ${evidence}`;
}

/** Evidence short of a regression, strongest first: the cell family at alpha, the severity guard, the suite-level test at alpha. */
function possibleRegression(comparison: Comparison, why: Extract<VerdictWhy, { code: "possible-regression" }>): string {
  const { alpha } = comparison;
  const { cell: cellLevel, suite: suiteLevel } = comparison.levels;
  const parts: string[] = [];
  if (why.cells) {
    const first = why.cells;
    const others = first.count > 1 ? ` (and ${plural(first.count - 1, "other cell")})` : "";
    parts.push(
      `${caseName(first)} ${first.broke ? "broke" : "dropped"}: ${counts(comparison, first)} (${familyP(first)} at ${formatLevel(alpha)})${others}, significant at ${formatLevel(alpha)} but not at ${formatLevel(cellLevel)}, the level a regression needs`,
    );
  }
  if (why.severity) {
    const first = why.severity;
    const short = first.family
      ? `its drop is not significant at ${formatLevel(cellLevel)} (${familyP(first)})`
      : `its drop cannot reach ${formatLevel(cellLevel)} with these runs (${formatPInText(first.p)})`;
    const who =
      first.count === 1
        ? `${caseName(first)} passed reliably on the base and no run on the head (${counts(comparison, first)})`
        : `${plural(first.count, "case")} that passed reliably on the base pass no run on the head (${caseName(first)}: ${counts(comparison, first)})`;
    parts.push(`${parts.length ? "; " : ""}${who}, but ${short}`);
  }
  const suite = why.suite;
  if (suite?.significant) {
    parts.push(
      `${parts.length ? "; the pass rate also fell by" : "The pass rate fell by"} ${formatPoints(suite.delta)} ${suiteFigure(suite)}${parts.length ? "" : `: significant at ${formatLevel(alpha)} but not at ${formatLevel(suiteLevel)}, the level a regression needs`}`,
    );
  } else if (suite) {
    // The other test's figure, labelled as the suite's, so it never reads as the deciding one.
    parts.push(
      `; the suite changed ${formatSignedPoints(suite.delta)} over ${plural(suite.cells, "comparable cell")} (suite-level test ${formatPInText(suite.p)})`,
    );
  }
  return capitalized(`${parts.join("")}.`);
}

/** "; these runs had only 22% power to detect a drop of 5.0 pts; about 40 runs per case would give 80%"; "" with enough power. */
function shortOfPower(power: Extract<VerdictWhy, { code: "undecided" }>["power"]): string {
  if (!power) return "";
  const more = power.runsPerCaseFor80 !== undefined ? `; about ${power.runsPerCaseFor80} runs per case would give 80%` : "";
  return `; these runs had only ${formatPercent(power.power, 0)} power to detect a drop of ${formatPoints(power.detectableDrop)}${more}`;
}

/** "−3.0 pts over 20 comparable cells (p = 0.210, 95% CI −8.0 pts to +2.0 pts)". */
function observed(comparison: Comparison, suite: ReasonSuite): string {
  const ci = comparison.suite.ci ? `, ${formatPointsInterval(comparison.suite.ci, comparison.alpha)}` : "";
  return `${formatSignedPoints(suite.delta)} over ${plural(suite.cells, "comparable cell")} (${formatPInText(suite.p)}${ci})`;
}

/** "p = 0.004 among the 1 cell that could reach significance", "adjusted p = 0.008 among the 3 cells …". */
function familyP(named: ReasonCell): string {
  const size = named.family?.size ?? 1;
  return `${size === 1 ? "" : "adjusted "}${formatPInText(named.p)} among the ${plural(size, "cell")} that could reach significance`;
}

/**
 * "over 20 comparable cells (suite-level test p = 0.002)": the test's own figure. The interval of the mean over
 * cells is the suite row's to show: next to a significant p from one broken case among unchanged ones it is wide,
 * and in one sentence the two would read as a contradiction.
 */
function suiteFigure(suite: ReasonSuite): string {
  return `over ${plural(suite.cells, "comparable cell")} (suite-level test ${formatPInText(suite.p)})`;
}

function caseName(named: ReasonCell): string {
  return `case ${named.caseId} on ${named.runnerId}`;
}

/** The reason starts a sentence. */
function capitalized(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** "10/10 → 0/10" over the named cell's non-errored runs. */
function counts(comparison: Comparison, named: ReasonCell): string {
  const cell = comparison.cells.find((c) => sameCell(c, named));
  const arm = (a: (typeof comparison.cells)[number]["base"] | undefined) => (a ? `${a.passed}/${a.runs - (a.errored ?? 0)}` : "–");
  return `${arm(cell?.base)} → ${arm(cell?.head)}`;
}

function whyNothingCompares(why: Extract<VerdictWhy, { code: "nothing-comparable" }>): string {
  const parts = [
    [why.new, "new"],
    [why.removed, "missing from the head"],
    [why.caseChanged, "whose case changed (prompt, assertions, expected values or timeout)"],
    [why.oneSideErrored, "had only errored runs on one side"],
  ] as const;
  const said = parts.filter(([n]) => n > 0).map(([n, what]) => `${plural(n, "cell")} ${what}`);
  return said.length > 0 ? said.join(", ") : "neither run has any cells";
}
