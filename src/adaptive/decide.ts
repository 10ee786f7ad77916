// The adaptive decision, after each round: which cells are decided (and why),
// and how many more runs each undecided cell gets. Pure: counts in, decisions
// out. docs/comparison.md ("Adaptive runs") explains why this stopping rule
// keeps the verdict's false-alarm rate and the power of fixed runs:
//   - a cell stops as `regression` only by curtailment: its drop is below the
//     cell family's Bonferroni share of alpha now AND would stay below it even
//     if every run it may still get passed, so the final comparison flags it
//     whatever happens, exactly as the full design would: no alpha is spent on
//     the extra looks;
//   - a cell stops as `no-drop` (futility) only when neither test of the
//     final comparison could still flag what it would flag with max-runs
//     everywhere: the suite guard (the suite's mean difference so far is so
//     far above the drop the suite-level test needs that the runs every cell
//     could still get would take it below that drop with probability about
//     1%: 2.25 standard errors of how far they can move it) and the cell
//     guard (the same for the cell's own test, at the level Benjamini–Hochberg
//     gives the cells already below the cell share). A pull request that fixed runs
//     would flag almost never has a cell stopped early (conditional power, as
//     in stochastic curtailment); while the suite guard fails every cell goes
//     on, and cells that stopped earlier resume;
//   - the run stops for a broad drop only by curtailment too: the suite-level
//     test flags the counts so far, and would still flag where fixed runs
//     would end if the runs left changed nothing (each cell's remaining runs
//     at its pooled rate) and lifted the mean by 2.25 standard errors of how
//     far they can move it (stochastic curtailment under "no change");
//   - the verdict is the fixed comparison applied once, to the final counts.
// The looks (min, min+step, …, max) are fixed before the run.

import { CELL_ALPHA_SHARE, GUARD_SE } from "../compare/options.ts";
import { fisherGreater, fisherReachable } from "../stats/exact-tests.ts";
import { reaches } from "../stats/tarone.ts";
import type { StopReason } from "../model/adaptive.ts";
import type { CellMap } from "../model/cell.ts";
import { looks } from "./options.ts";
import type { AdaptiveSettings } from "../model/adaptive.ts";
import { pooledVariance, suiteGuard } from "./suite-guard.ts";

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
  /** With a baseline: the suite guard fails (the data cannot yet rule out a broad drop), so no cell stops for `no-drop`. */
  suiteUndecided: boolean;
}

/**
 * `family`: the number of cells the final comparison may adjust over; a shard
 * passes the whole suite's (the baseline's cell count), so that a regression
 * it curtails stays significant in the merged comparison.
 */
export function decideRound(
  cells: readonly CellCounts[],
  settings: AdaptiveSettings,
  withBaseline: boolean,
  family = 0,
  targets?: CellMap<number>,
): RoundDecision {
  const schedule = looks(settings);
  const nextLook = (total: number): number => schedule.find((n) => n > total) ?? settings.maxRuns;
  if (!withBaseline && targets) return { cells: cells.map((c) => towardTarget(c, settings, targets.get(c))), suiteUndecided: false };
  if (!withBaseline) return { cells: cells.map((c) => decideAlone(c, settings)), suiteUndecided: false };

  const compared = cells.filter((c): c is CellCounts & { base: NonNullable<CellCounts["base"]> } => c.base !== null && c.base.runs > 0);
  const cellLevel = settings.alpha * CELL_ALPHA_SHARE;
  // The most cells the final cell family could hold: those whose runs could still reach the cell level, and in a
  // shard every cell of the other shards.
  const largestFamily =
    compared.filter(({ base, head }) => reaches(fisherReachable(base.passed, base.runs, head.passed, head.runs, settings.maxRuns), cellLevel)).length +
    Math.max(0, family - compared.length);
  // A cell on its way to `regression` by its own test carries its drop there: the suite guard asks what the others'
  // runs could still do. Should it recover, the guard counts it again and the cells stopped meanwhile resume.
  const onTrack = new Set(compared.filter((c) => onTrackToRegress(c, settings, cellLevel, largestFamily)));
  const suite = suiteGuard(compared, settings, family, onTrack);
  const suiteUndecided = suite !== "no-drop";
  const decisions = cells.map((cell) => {
    const runs = cell.head.total;
    const decided = (stop: StopReason): CellDecision => ({ caseId: cell.caseId, runnerId: cell.runnerId, runs, stop, next: 0, priority: Infinity });
    const base = cell.base;
    if (runs < settings.minRuns) return { caseId: cell.caseId, runnerId: cell.runnerId, runs, next: settings.minRuns - runs, priority: 0 };
    if (base === null || base.runs === 0) return decided("not-compared");
    if (cell.head.runs === 0) return decided("errored");
    const remaining = settings.maxRuns - runs;
    const { passed, runs: n } = cell.head;
    // Curtailment: even if every remaining run passed, the drop would be significant in the largest family the end
    // could have (an adjustment over K cells multiplies a p-value by at most K).
    const pNow = fisherGreater(base.passed, base.runs, passed, n);
    if (reaches(fisherGreater(base.passed, base.runs, passed + Math.max(0, remaining), n + Math.max(0, remaining)) * Math.max(1, largestFamily), cellLevel)) {
      return decided("regression");
    }
    if (remaining <= 0) return decided("max-runs");
    const gap = base.passed / base.runs - passed / n;
    if (!suiteUndecided && cellGuard(base, cell.head, cellLevel, settings.maxRuns)) return decided("no-drop");
    // Closest to a decision: a small gap to "no drop", or a p-value near the regression level.
    const toRegression = Math.max(0, Math.log10(pNow / cellLevel)) / 10;
    return { caseId: cell.caseId, runnerId: cell.runnerId, runs, next: nextLook(runs) - runs, priority: Math.min(Math.abs(gap), toRegression) };
  });
  // One curtailed regression, or a broad drop the suite-level test flags now and fixed runs would flag too, makes the
  // verdict `regression`: the rest need no more runs.
  if (decisions.some((d) => d.stop === "regression") || suite === "regression") {
    for (const d of decisions) if (d.next > 0 && d.runs >= settings.minRuns) Object.assign(d, { stop: "verdict-decided", next: 0, priority: Infinity });
  }
  return { suiteUndecided, cells: decisions };
}

/**
 * No baseline: every cell gets min-runs, and no more. A run without a baseline is the one that becomes the next
 * baseline (a push to the main branch), and stopping a cell because its runs so far looked settled (all passed)
 * would store its pass rate biased upward: every later pull request would then look like a drop. Main's history
 * (the pooled baseline) is what makes the base strong.
 */
function decideAlone(cell: CellCounts, settings: AdaptiveSettings): CellDecision {
  const runs = cell.head.total;
  const base = { caseId: cell.caseId, runnerId: cell.runnerId, runs };
  if (runs < settings.minRuns) return { ...base, next: settings.minRuns - runs, priority: 0 };
  return { ...base, stop: cell.head.runs === 0 ? "errored" : "not-compared", next: 0, priority: Infinity };
}

/**
 * No baseline, on a push whose runs the next pull request's pooled base takes (history/pool.ts): min-runs, then straight
 * to the runs main's earlier runs do not supply (`target`, within min-runs and max-runs), in one round.
 */
function towardTarget(cell: CellCounts, settings: AdaptiveSettings, target = settings.minRuns): CellDecision {
  const runs = cell.head.total;
  const base = { caseId: cell.caseId, runnerId: cell.runnerId, runs };
  if (runs < settings.minRuns) return { ...base, next: settings.minRuns - runs, priority: 0 };
  if (cell.head.runs === 0) return { ...base, stop: "errored", next: 0, priority: Infinity };
  if (runs >= Math.min(target, settings.maxRuns)) return { ...base, stop: "pool-target", next: 0, priority: Infinity };
  return { ...base, next: Math.min(target, settings.maxRuns) - runs, priority: 0 };
}

/**
 * The cell guard, the suite guard's counterpart for the cell's own test: the
 * head's pass rate so far is above the highest one that test could flag at
 * max-runs (at the whole cell level, as if the cell were alone in its family)
 * by GUARD_SE standard errors of how far the remaining runs may move it.
 */
function cellGuard(base: { passed: number; runs: number }, head: { passed: number; runs: number }, cellLevel: number, maxRuns: number): boolean {
  const flagged = highestFlagged(base.passed, base.runs, maxRuns, cellLevel);
  if (flagged < 0) return true;
  const spread = Math.sqrt(pooledVariance(base, head) * Math.max(0, 1 / head.runs - 1 / maxRuns));
  return head.passed / head.runs - flagged / maxRuns > GUARD_SE * spread;
}

/** The cell's own test would flag it at max-runs, in the largest family the end could have, if its remaining runs went as its runs so far. */
function onTrackToRegress(
  cell: CellCounts & { base: NonNullable<CellCounts["base"]> },
  settings: AdaptiveSettings,
  cellLevel: number,
  largestFamily: number,
): boolean {
  const { base, head } = cell;
  if (head.runs === 0) return false;
  const runs = Math.max(head.runs, settings.maxRuns);
  const passed = Math.round((head.passed * runs) / head.runs);
  return reaches(fisherGreater(base.passed, base.runs, passed, runs) * Math.max(1, largestFamily), cellLevel);
}

const flaggedCache = new Map<string, number>();

/** The most passes out of `runs` head runs that the cell-level test still flags against this base (−1: none). */
function highestFlagged(basePassed: number, baseRuns: number, runs: number, level: number): number {
  const key = `${basePassed}/${baseRuns}/${runs}/${level}`;
  let x = flaggedCache.get(key);
  if (x === undefined) {
    x = -1;
    // The p-value grows with the head's passes: count up until it no longer reaches the level.
    while (x < runs && reaches(fisherGreater(basePassed, baseRuns, x + 1, runs), level)) x++;
    flaggedCache.set(key, x);
  }
  return x;
}
