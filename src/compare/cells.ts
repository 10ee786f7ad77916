// Per-cell comparison: an exact one-sided test in the direction of the change,
// the adjustment across cells, the severity guard, and the tier. A cell is
// `regressed` only when its drop stays significant after the adjustment at the
// cell family's share of alpha: that alone makes the suite verdict
// `regression`. Errored runs are shown but left out: they say nothing about
// the agent. A cell whose test changed is shown, never tested.

import type { ArmCounts, CellComparison } from "../model/comparison.ts";
import type { StabilityCell } from "../model/stability.ts";
import { adjustPValues } from "../stats/adjust.ts";
import { boschlooGreater } from "../stats/exact-tests.ts";
import { wilsonInterval } from "../stats/wilson.ts";
import { diffBehaviour } from "./behaviour.ts";
import type { CellPair } from "./match.ts";
import type { ResolvedOptions } from "./options.ts";

/** Tiers whose behaviour changes are worth a reader's time: the cells that changed, or may have. */
const EXPLAINED_TIERS = new Set<CellComparison["tier"]>(["regressed", "possible-regression", "improved", "possible-improvement"]);

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
  return {
    passed: cell.passed,
    runs: cell.runs,
    passRate: e.runs === 0 ? 0 : e.passed / e.runs,
    errored: cell.errored,
    wilson: wilsonInterval(e.passed, e.runs, alpha),
  };
}

interface Tested {
  pValue: number | null;
  direction: "down" | "up" | "none";
  /** Even the most extreme outcome these run counts allow would not reach the cell family's level. */
  outOfFamily: boolean;
  /** …nor the full alpha: nothing at all can be said. */
  insufficient: boolean;
  severe: boolean;
}

export function compareCells(pairs: readonly CellPair[], options: ResolvedOptions): CellComparison[] {
  const tested = pairs.map((pair) => testPair(pair, options));
  // Cells that could not be significant whatever happened are left out of the
  // family (Tarone): counting them would only weaken the others' adjustment.
  const adjusted = adjustPValues(
    tested.map((t) => (t.outOfFamily ? null : t.pValue)),
    options.adjust,
  );
  return pairs.map((pair, i) => {
    const t = tested[i];
    const adjustedPValue = adjusted[i] ?? null;
    const comparison: CellComparison = {
      caseId: pair.caseId,
      runnerId: pair.runnerId,
      tier: tierOf(pair, t, adjustedPValue, options),
      base: pair.base ? armCounts(pair.base, options.alpha) : null,
      head: pair.head ? armCounts(pair.head, options.alpha) : null,
      // A changed case measures something else: its difference would mean nothing.
      delta: pair.base && pair.head && !pair.testChanged ? difference(pair.base, pair.head) : null,
      pValue: t.pValue,
      adjustedPValue,
      testChanged: pair.testChanged,
    };
    if (t.severe) comparison.severe = true;
    if (pair.base && pair.head && EXPLAINED_TIERS.has(comparison.tier)) {
      const behaviour = diffBehaviour(pair.base, pair.head);
      if (behaviour.length > 0) comparison.behaviour = behaviour;
    }
    return comparison;
  });
}

function difference(base: StabilityCell, head: StabilityCell): number | null {
  const b = agentRate(base);
  const h = agentRate(head);
  return b === null || h === null ? null : h - b;
}

function testPair(pair: CellPair, options: ResolvedOptions): Tested {
  const untested: Tested = { pValue: null, direction: "none", outOfFamily: true, insufficient: false, severe: false };
  if (!pair.base || !pair.head || pair.testChanged) return untested;
  const base = evidence(pair.base);
  const head = evidence(pair.head);
  if (base.runs === 0 || head.runs === 0) return { ...untested, insufficient: true };
  const baseRate = base.passed / base.runs;
  const headRate = head.passed / head.runs;
  const direction = headRate < baseRate ? "down" : headRate > baseRate ? "up" : "none";
  // Equal rates: report the regression-side p (at least 0.5), the side readers ask about.
  const pValue =
    direction === "up" ? boschlooGreater(head.passed, head.runs, base.passed, base.runs) : boschlooGreater(base.passed, base.runs, head.passed, head.runs);
  // The most extreme outcome these run counts allow (all pass → none pass); by symmetry the same both ways.
  const smallest = boschlooGreater(base.runs, base.runs, 0, head.runs);
  const s = options.severity;
  const severe = base.runs >= s.minBaseRuns && baseRate >= s.minBaseRate - 1e-12 && head.runs >= s.minHeadRuns && headRate <= s.maxHeadRate + 1e-12;
  return { pValue, direction, outOfFamily: smallest >= options.cellAlpha, insufficient: smallest >= options.alpha, severe };
}

function tierOf(pair: CellPair, t: Tested, adjusted: number | null, options: ResolvedOptions): CellComparison["tier"] {
  if (!pair.base) return "new";
  if (!pair.head) return "removed";
  if (pair.testChanged) return "case-changed";
  if (t.insufficient || t.pValue === null) return "insufficient-data";
  const significant = adjusted !== null && adjusted < options.cellAlpha;
  // Suggestive: significant on its own, before the adjustment, at the full alpha.
  const suggestive = t.pValue < options.alpha;
  if (t.direction === "down") return significant ? "regressed" : suggestive || t.severe ? "possible-regression" : "no-significant-change";
  if (t.direction === "up") return significant ? "improved" : suggestive ? "possible-improvement" : "no-significant-change";
  return "no-significant-change";
}
