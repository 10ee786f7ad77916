// The adaptive decision, after each round: which cells are decided (and why),
// and how many more runs each undecided cell gets. Pure: counts in, decisions
// out. docs/comparison.md ("Adaptive runs") explains why this stopping rule
// keeps the verdict's false-alarm rate under repeated looks:
//   - a cell stops as `regression` only by curtailment: its drop is below the
//     cell family's Bonferroni share of alpha now AND would stay below it even
//     if every run it may still get passed, so the final comparison flags it
//     whatever happens, exactly as the full design would: no alpha is spent on
//     the extra looks;
//   - a cell stops as `no-drop` (futility) only when its head is within 1.5
//     standard errors of its base, either way, and the suite as a whole does
//     not lean towards a drop (then every stopped cell resumes); stopping for
//     futility never adds a rejection, and as it is symmetric it does not
//     bias the suite's mean difference either way;
//   - the verdict is the fixed comparison applied once, to the final counts.
// The looks (min, min+step, …, max) are fixed before the run.

import { boschlooGreater } from "../stats/exact-tests.ts";
import { wilsonInterval } from "../stats/wilson.ts";
import { CELL_ALPHA_SHARE } from "../compare/options.ts";
import type { StopReason } from "../model/adaptive.ts";
import { looks, type AdaptiveSettings } from "./options.ts";

export type { StopReason } from "../model/adaptive.ts";

export interface CellCounts {
  caseId: string;
  runnerId: string;
  /** The base's passes and non-errored runs; null when the cell cannot be compared. */
  base: { passed: number; runs: number } | null;
  /** The head so far: passes, non-errored runs, and all runs (errored included; the looks count these). */
  head: { passed: number; runs: number; total: number };
}

export interface CellDecision {
  caseId: string;
  runnerId: string;
  /** Runs so far (errored included). */
  runs: number;
  /** Set when the cell is decided. */
  stop?: StopReason;
  /** Runs it gets in the next round (0 when decided). */
  next: number;
  /** Lower goes first when the budget cannot pay for the whole round: the cells closest to a decision. */
  priority: number;
}

export interface RoundDecision {
  cells: CellDecision[];
  /** With a baseline: the suite's mean head − base difference so far leans towards a drop, so no cell stops for futility. */
  suiteLeansDrop: boolean;
}

/** No baseline: a cell whose 95% Wilson interval is at most this wide needs no more runs for the next PR's baseline. */
export const SETTLED_WIDTH = 0.45;

/**
 * `family`: the number of cells the final comparison may adjust over; a shard
 * passes the whole suite's (the baseline's cell count), so that a regression
 * it curtails stays significant in the merged comparison.
 */
export function decideRound(cells: readonly CellCounts[], settings: AdaptiveSettings, withBaseline: boolean, family = 0): RoundDecision {
  const schedule = looks(settings);
  const nextLook = (total: number): number => schedule.find((n) => n > total) ?? settings.maxRuns;
  if (!withBaseline) return { cells: cells.map((c) => decideAlone(c, settings, nextLook)), suiteLeansDrop: false };

  const compared = cells.filter((c) => c.base !== null && c.base.runs > 0);
  const cellLevel = (settings.alpha * CELL_ALPHA_SHARE) / Math.max(1, family, compared.length);
  const suiteLeansDrop = leansDrop(compared, settings.margin);
  const decisions = cells.map((cell) => {
    const runs = cell.head.total;
    const decided = (stop: StopReason): CellDecision => ({ caseId: cell.caseId, runnerId: cell.runnerId, runs, stop, next: 0, priority: Infinity });
    const base = cell.base;
    if (runs < settings.minRuns) return { caseId: cell.caseId, runnerId: cell.runnerId, runs, next: settings.minRuns - runs, priority: 0 };
    if (base === null || base.runs === 0) return decided("not-compared");
    if (cell.head.runs === 0) return decided("errored");
    const remaining = settings.maxRuns - runs;
    const { passed, runs: n } = cell.head;
    const pNow = boschlooGreater(base.passed, base.runs, passed, n);
    if (pNow < cellLevel && boschlooGreater(base.passed, base.runs, passed + remaining, n + remaining) < cellLevel) return decided("regression");
    if (remaining <= 0) return decided("max-runs");
    const gap = base.passed / base.runs - passed / n;
    // Both ways: a cell far above its base goes on too, so the cells that stop carry no bias up or down into
    // the suite's mean difference (stopping only the good-looking ones would hide a drop elsewhere).
    if (Math.abs(gap) <= futilityTolerance(base, cell.head) + 1e-12 && !suiteLeansDrop) return decided("no-drop");
    // Closest to a decision: a small gap to "no drop", or a p-value near the regression level.
    const toRegression = Math.max(0, Math.log10(pNow / cellLevel)) / 10;
    return { caseId: cell.caseId, runnerId: cell.runnerId, runs, next: nextLook(runs) - runs, priority: Math.min(Math.abs(gap), toRegression) };
  });
  // One curtailed regression makes the verdict `regression` for certain: the rest need no more runs.
  if (decisions.some((d) => d.stop === "regression")) {
    for (const d of decisions) if (d.next > 0 && d.runs >= settings.minRuns) Object.assign(d, { stop: "verdict-decided", next: 0, priority: Infinity });
  }
  return { suiteLeansDrop, cells: decisions };
}

/** No baseline: min-runs, then more for the cells whose own interval is widest. */
function decideAlone(cell: CellCounts, settings: AdaptiveSettings, nextLook: (total: number) => number): CellDecision {
  const runs = cell.head.total;
  const base = { caseId: cell.caseId, runnerId: cell.runnerId, runs };
  if (runs < settings.minRuns) return { ...base, next: settings.minRuns - runs, priority: 0 };
  if (runs >= settings.maxRuns) return { ...base, stop: "max-runs", next: 0, priority: Infinity };
  if (cell.head.runs === 0) return { ...base, stop: "errored", next: 0, priority: Infinity };
  const interval = wilsonInterval(cell.head.passed, cell.head.runs, settings.alpha);
  const width = interval.high - interval.low;
  if (width <= SETTLED_WIDTH) return { ...base, stop: "settled", next: 0, priority: Infinity };
  return { ...base, next: nextLook(runs) - runs, priority: 1 - width };
}

/** How far from its base a head may be and still count as "no drop": a multiple of the noise of the difference. */
function futilityTolerance(base: { passed: number; runs: number }, head: { passed: number; runs: number }): number {
  const pooled = (base.passed + head.passed + 1) / (base.runs + head.runs + 2);
  return FUTILITY_NOISE * Math.sqrt(pooled * (1 - pooled) * (1 / base.runs + 1 / Math.max(1, head.runs)));
}

/** 1.5 standard errors: calibrated by simulation (docs/performance.md, item `adaptive`). */
export const FUTILITY_NOISE = 1.5;

/** The mean head − base difference over the compared cells is at most −margin/2. */
function leansDrop(compared: readonly CellCounts[], margin: number): boolean {
  const differences = compared.filter((c) => c.head.runs > 0).map((c) => c.head.passed / c.head.runs - c.base!.passed / c.base!.runs);
  if (differences.length === 0) return false;
  return differences.reduce((s, d) => s + d, 0) / differences.length <= -Math.max(margin, 0.01) / 2;
}
