// The suite verdict and the one sentence that explains it (docs/comparison.md,
// "Verdict rules"). The rules, in order:
//   regression          drop ≥ margin and the sign-flip test is significant
//   possible-regression a comparable cell is `regressed` (adjusted exact test or severity guard)
//   improvement         gain ≥ margin and significant
//   no-change           |change| < margin and the runs had ≥ 80% power to see a drop of the margin
//                       (5 points stand in for a margin of 0)
//   inconclusive        everything else: the data cannot tell

import type { CellComparison, Verdict } from "../model/comparison.ts";
import type { ResolvedOptions } from "./options.ts";
import { TARGET_POWER, type SuiteTest } from "./suite-test.ts";

const EPSILON = 1e-12;

export function decideVerdict(test: SuiteTest, cells: readonly CellComparison[], options: ResolvedOptions): { verdict: Verdict; reason: string } {
  const { alpha, margin } = options;
  if (test.cells === 0 || test.delta === null || test.pLess === null || test.pGreater === null) {
    return { verdict: "inconclusive", reason: `No cell can be compared: ${whyNothingCompares(cells)}.` };
  }
  const delta = test.delta;
  const over = `over ${plural(test.cells, "comparable cell")}`;
  const ci = test.ci ? `, ${Math.round((1 - alpha) * 100)}% CI ${signedPoints(test.ci[0])} to ${signedPoints(test.ci[1])}` : "";
  if (delta <= -margin + EPSILON && test.pLess < alpha) {
    return {
      verdict: "regression",
      reason: `The pass rate fell by ${points(-delta)} ${over} (${formatP(test.pLess)}${ci}), at least the margin of ${points(margin)}.`,
    };
  }
  const regressed = cells.filter((c) => c.tier === "regressed" && !c.definitionChanged && !c.runnerChanged);
  if (regressed.length > 0) {
    const severe = regressed.filter((c) => c.severe).length;
    const which = severe === regressed.length ? "broke outright" : severe > 0 ? `regressed (${severe} broke outright)` : "regressed";
    return {
      verdict: "possible-regression",
      reason: `${plural(regressed.length, "cell")} ${which}, but the suite as a whole shows no significant drop of ${points(margin)} or more (${signedPoints(delta)} ${over}, ${formatP(test.pLess)}).`,
    };
  }
  if (delta >= margin - EPSILON && test.pGreater < alpha) {
    return {
      verdict: "improvement",
      reason: `The pass rate rose by ${points(delta)} ${over} (${formatP(test.pGreater)}${ci}), at least the margin of ${points(margin)}.`,
    };
  }
  const p = delta < 0 ? test.pLess : test.pGreater;
  const observed = `${signedPoints(delta)} ${over} (${formatP(p)}${ci})`;
  if (Math.abs(delta) < test.detectableDrop - EPSILON && test.power >= TARGET_POWER) {
    const significance = p < alpha ? "significant but smaller than the margin" : "not significant";
    return {
      verdict: "no-change",
      reason: `No change of ${points(test.detectableDrop)} or more: ${observed}, ${significance}; these runs had ${percent(test.power)} power to detect a drop of ${points(test.detectableDrop)}.`,
    };
  }
  if (test.cells < test.minCells) {
    return {
      verdict: "inconclusive",
      reason: `The data cannot tell: ${observed}, and with ${plural(test.cells, "comparable cell")} the sign-flip test cannot reach p < ${alpha}; it needs at least ${test.minCells} cells, so add cases.`,
    };
  }
  const large = Math.abs(delta) >= test.detectableDrop - EPSILON ? ", not significant" : "";
  const more = test.runsPerCaseFor80 !== undefined && test.runsPerCaseFor80 > test.runsPerArm ? `; about ${test.runsPerCaseFor80} runs per case would give ${percent(TARGET_POWER)}` : "";
  const power = test.power < TARGET_POWER ? `; these runs had only ${percent(test.power)} power to detect a drop of ${points(test.detectableDrop)}${more}` : "";
  return { verdict: "inconclusive", reason: `The data cannot tell: ${observed}${large}${power}.` };
}

function whyNothingCompares(cells: readonly CellComparison[]): string {
  if (cells.length === 0) return "neither run has any cells";
  const count = (predicate: (c: CellComparison) => boolean): number => cells.filter(predicate).length;
  const parts = [
    [count((c) => c.tier === "new"), "new"],
    [count((c) => c.tier === "removed"), "missing from the head"],
    [count((c) => c.base !== null && c.head !== null && c.definitionChanged), "changed definition"],
    [count((c) => c.base !== null && c.head !== null && !c.definitionChanged && c.runnerChanged), "ran on a changed runner"],
    [count((c) => c.base !== null && c.head !== null && !c.definitionChanged && !c.runnerChanged), "had only errored runs on one side"],
  ] as const;
  return parts
    .filter(([n]) => n > 0)
    .map(([n, what]) => `${plural(n, "cell")} ${what}`)
    .join(", ");
}

export function points(fraction: number): string {
  return `${(Math.abs(fraction) * 100).toFixed(1)} points`;
}

export function signedPoints(fraction: number): string {
  const rounded = Math.round(fraction * 1000) / 10;
  return `${rounded > 0 ? "+" : rounded < 0 ? "-" : "±"}${Math.abs(rounded).toFixed(1)} points`;
}

export function formatP(p: number): string {
  return p < 0.001 ? "p < 0.001" : `p = ${p.toFixed(3)}`;
}

function percent(x: number): string {
  return `${Math.round(x * 100)}%`;
}

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? "" : "s"}`;
}
