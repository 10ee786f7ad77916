// Per-cell comparison: an exact one-sided test in the direction of the change,
// the severity guard, the adjustment across cells, and the tier. Errored runs
// are shown but left out: they say nothing about the agent.

import type { ArmCounts, CellComparison } from "../model/comparison.ts";
import type { StabilityCell } from "../model/stability.ts";
import { adjustPValues } from "../stats/adjust.ts";
import { boschlooGreater } from "../stats/exact-tests.ts";
import { wilsonInterval } from "../stats/wilson.ts";
import type { CellPair } from "./match.ts";
import type { ResolvedOptions } from "./options.ts";

/** The passes and non-errored runs of one arm: what the tests see. */
export interface Evidence {
  passed: number;
  runs: number;
}

export function evidence(cell: StabilityCell): Evidence {
  return { passed: cell.passed, runs: cell.runs - cell.errored };
}

/** Pass rate over the runs that did not error; null when every run errored. */
export function agentRate(cell: StabilityCell): number | null {
  const e = evidence(cell);
  return e.runs === 0 ? null : e.passed / e.runs;
}

export function armCounts(cell: StabilityCell, alpha: number): ArmCounts {
  const e = evidence(cell);
  return { passed: cell.passed, runs: cell.runs, passRate: e.runs === 0 ? 0 : e.passed / e.runs, errored: cell.errored, wilson: wilsonInterval(e.passed, e.runs, alpha) };
}

interface Tested {
  pValue: number | null;
  direction: "down" | "up" | "none";
  insufficient: boolean;
  severe: boolean;
}

export function compareCells(pairs: readonly CellPair[], options: ResolvedOptions): CellComparison[] {
  const tested = pairs.map((pair) => testPair(pair, options));
  // Cells that could not be significant whatever happened are left out of the
  // family (Tarone): counting them would only weaken the others' adjustment.
  const adjusted = adjustPValues(
    tested.map((t) => (t.insufficient ? null : t.pValue)),
    options.adjust,
  );
  return pairs.map((pair, i) => {
    const t = tested[i]!;
    const adjustedPValue = adjusted[i] ?? null;
    const comparison: CellComparison = {
      caseId: pair.caseId,
      runnerId: pair.runnerId,
      tier: tierOf(pair, t, adjustedPValue, options.alpha),
      base: pair.base ? armCounts(pair.base, options.alpha) : null,
      head: pair.head ? armCounts(pair.head, options.alpha) : null,
      delta: pair.base && pair.head ? difference(pair.base, pair.head) : null,
      pValue: t.pValue,
      adjustedPValue,
      definitionChanged: pair.definitionChanged,
      runnerChanged: pair.runnerChanged,
    };
    if (t.severe) comparison.severe = true;
    return comparison;
  });
}

function difference(base: StabilityCell, head: StabilityCell): number | null {
  const b = agentRate(base);
  const h = agentRate(head);
  return b === null || h === null ? null : h - b;
}

function testPair(pair: CellPair, options: ResolvedOptions): Tested {
  if (!pair.base || !pair.head) return { pValue: null, direction: "none", insufficient: false, severe: false };
  const base = evidence(pair.base);
  const head = evidence(pair.head);
  if (base.runs === 0 || head.runs === 0) return { pValue: null, direction: "none", insufficient: true, severe: false };
  const baseRate = base.passed / base.runs;
  const headRate = head.passed / head.runs;
  const direction = headRate < baseRate ? "down" : headRate > baseRate ? "up" : "none";
  // Equal rates: report the regression-side p (at least 0.5), the side readers ask about.
  const pValue = direction === "up" ? boschlooGreater(head.passed, head.runs, base.passed, base.runs) : boschlooGreater(base.passed, base.runs, head.passed, head.runs);
  // The most extreme outcome these run counts allow (all pass → none pass); by symmetry the same both ways.
  const insufficient = boschlooGreater(base.runs, base.runs, 0, head.runs) >= options.alpha;
  const s = options.severity;
  const severe = base.runs >= s.minBaseRuns && baseRate >= s.minBaseRate - 1e-12 && head.runs >= s.minHeadRuns && headRate <= s.maxHeadRate + 1e-12;
  return { pValue, direction, insufficient, severe };
}

function tierOf(pair: CellPair, t: Tested, adjusted: number | null, alpha: number): CellComparison["tier"] {
  if (!pair.base) return "new";
  if (!pair.head) return "removed";
  if (t.severe) return "regressed";
  if (t.insufficient || t.pValue === null) return "insufficient-data";
  const significant = adjusted !== null && adjusted < alpha;
  const suggestive = t.pValue < alpha;
  if (t.direction === "down") return significant ? "regressed" : suggestive ? "possible-regression" : "unchanged";
  if (t.direction === "up") return significant ? "improved" : suggestive ? "possible-improvement" : "unchanged";
  return "unchanged";
}
