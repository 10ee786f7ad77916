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

import { boschlooGreater } from "../stats/exact-tests.ts";
import { wilsonInterval } from "../stats/wilson.ts";
import { CELL_ALPHA_SHARE } from "../compare/options.ts";
import { minCellsFor } from "../compare/suite-test.ts";
import { normalQuantile } from "../stats/distributions.ts";
import { signFlipTest } from "../stats/sign-flip.ts";
import type { StopReason } from "../model/adaptive.ts";
import type { CellMap } from "../model/cell.ts";
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
  /** With a baseline: the suite guard fails (the data cannot yet rule out a broad drop), so no cell stops for `no-drop`. */
  suiteUndecided: boolean;
}

/** No baseline: a cell whose 95% Wilson interval is at most this wide needs no more runs for the next PR's baseline. */
export const SETTLED_WIDTH = 0.45;

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
  if (!withBaseline) return { cells: cells.map((c) => decideAlone(c, settings, nextLook)), suiteUndecided: false };

  const compared = cells.filter((c) => c.base !== null && c.base.runs > 0);
  const cellLevel = (settings.alpha * CELL_ALPHA_SHARE) / Math.max(1, family, compared.length);
  const suite = suiteGuard(compared, settings, family);
  const suiteUndecided = suite !== "no-drop";
  const pValues = cells.map((c) =>
    c.base !== null && c.base.runs > 0 && c.head.runs > 0 ? boschlooGreater(c.base.passed, c.base.runs, c.head.passed, c.head.runs) : 1,
  );
  // Benjamini–Hochberg flags the j-th smallest p-value at j times the Bonferroni level: with several cells already
  // below the cell share of alpha, the cell guard guards against the level the most of them could reach.
  const guardLevel = cellLevel * (1 + pValues.filter((p) => p < settings.alpha * CELL_ALPHA_SHARE).length);
  const decisions = cells.map((cell, i) => {
    const runs = cell.head.total;
    const decided = (stop: StopReason): CellDecision => ({ caseId: cell.caseId, runnerId: cell.runnerId, runs, stop, next: 0, priority: Infinity });
    const base = cell.base;
    if (runs < settings.minRuns) return { caseId: cell.caseId, runnerId: cell.runnerId, runs, next: settings.minRuns - runs, priority: 0 };
    if (base === null || base.runs === 0) return decided("not-compared");
    if (cell.head.runs === 0) return decided("errored");
    const remaining = settings.maxRuns - runs;
    const { passed, runs: n } = cell.head;
    const pNow = pValues[i];
    if (pNow < cellLevel && boschlooGreater(base.passed, base.runs, passed + remaining, n + remaining) < cellLevel) return decided("regression");
    if (remaining <= 0) return decided("max-runs");
    const gap = base.passed / base.runs - passed / n;
    if (!suiteUndecided && cellGuard(base, cell.head, guardLevel, settings.maxRuns)) return decided("no-drop");
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

/** Standard errors of the remaining runs' pull the suite's mean must clear: 2.25 leaves about 1% of the broad drops fixed runs would flag at risk. */
const SUITE_GUARD = 2.25;

/**
 * The suite guard: the mean head − base difference so far is above −bar by
 * SUITE_GUARD standard errors of how far the runs every cell could still get
 * (up to max-runs) may move it. `bar` is the drop the suite-level test needs
 * with max-runs everywhere: the margin, or its significance threshold when
 * that is larger (a small suite). With fewer cells than the sign-flip test
 * needs, the suite-level test cannot flag anything: the guard holds.
 */
function suiteGuard(compared: readonly CellCounts[], settings: AdaptiveSettings, family: number): "no-drop" | "regression" | "undecided" {
  const suiteAlpha = settings.alpha * (1 - CELL_ALPHA_SHARE);
  const cells = compared.filter((c) => c.head.runs > 0);
  const m = cells.length;
  if (Math.max(family, m) < minCellsFor(suiteAlpha) || m === 0) return "no-drop";
  let sum = 0;
  let remaining = 0;
  let full = 0;
  for (const { base, head } of cells) {
    const b = base!;
    sum += head.passed / head.runs - b.passed / b.runs;
    const v = pooledVariance(b, head);
    remaining += v * Math.max(0, 1 / head.runs - 1 / settings.maxRuns);
    full += v * (1 / b.runs + 1 / settings.maxRuns);
  }
  // A shard's cells stand for the whole suite: the merged mean's noise is that of all the family's cells
  // (m·M in the denominator, which is m² without shards).
  const cellsInTest = m * Math.max(family, m);
  const fullSe = Math.sqrt(full / cellsInTest);
  const bar = Math.max(settings.margin, -normalQuantile(suiteAlpha) * fullSe);
  const spread = Math.sqrt(remaining / cellsInTest);
  if (sum / m > -bar + SUITE_GUARD * spread) return "no-drop";
  // Curtailment of a broad drop (stochastic curtailment under "no change from here"): the counts so far already give
  // `regression`, and so would fixed runs' end if the remaining runs changed nothing and still lifted the mean by
  // SUITE_GUARD standard errors. Not in a shard: its cells alone do not make the merged test.
  if (family <= m && sum / m < -bar - SUITE_GUARD * spread && suiteFlags(cells, settings, suiteAlpha, SUITE_GUARD * spread)) return "regression";
  return "undecided";
}

/**
 * The final comparison's suite-level test flags the counts so far, and would still flag where fixed runs would end
 * if the remaining runs passed at each cell's pooled rate (no change from here) and lifted the mean by `lift` more.
 */
function suiteFlags(cells: readonly CellCounts[], settings: AdaptiveSettings, suiteAlpha: number, lift: number): boolean {
  const now = cells.map(({ base, head }) => head.passed / head.runs - base!.passed / base!.runs);
  const end = cells.map(({ base, head }, i) => {
    const done = Math.min(1, head.runs / settings.maxRuns);
    return done * now[i] + (1 - done) * ((base!.passed + head.passed) / (base!.runs + head.runs) - base!.passed / base!.runs) + lift;
  });
  const flags = (differences: readonly number[], denominator?: number): boolean =>
    differences.reduce((s, d) => s + d, 0) / differences.length <= -settings.margin && signFlipTest(differences, { denominator, seed: 1 }).pLess < suiteAlpha;
  let denominator = 1;
  for (const { base, head } of cells) for (const n of [base!.runs, head.runs]) denominator = (denominator / gcd(denominator, n)) * n;
  return flags(end) && flags(now, denominator > 1_000_000 ? undefined : denominator);
}

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}

/**
 * The cell guard, the suite guard's counterpart for the cell-level test: the
 * head's pass rate so far is above the highest one that test would flag at
 * max-runs by SUITE_GUARD standard errors of how far the remaining runs may
 * move it.
 */
function cellGuard(base: { passed: number; runs: number }, head: { passed: number; runs: number }, cellLevel: number, maxRuns: number): boolean {
  const flagged = highestFlagged(base.passed, base.runs, maxRuns, cellLevel);
  if (flagged < 0) return true;
  const spread = Math.sqrt(pooledVariance(base, head) * Math.max(0, 1 / head.runs - 1 / maxRuns));
  return head.passed / head.runs - flagged / maxRuns > SUITE_GUARD * spread;
}

const flaggedCache = new Map<string, number>();

/** The most passes out of `runs` head runs that the cell-level test still flags against this base (−1: none). */
function highestFlagged(basePassed: number, baseRuns: number, runs: number, level: number): number {
  const key = `${basePassed}/${baseRuns}/${runs}/${level}`;
  let x = flaggedCache.get(key);
  if (x === undefined) {
    x = -1;
    // The p-value grows with the head's passes: count up until it no longer reaches the level.
    while (x < runs && boschlooGreater(basePassed, baseRuns, x + 1, runs) < level) x++;
    flaggedCache.set(key, x);
  }
  return x;
}

/** p(1 − p) at the pooled pass rate, smoothed by half a run each way so that 10/10 and 3/3 do not claim no noise at all. */
function pooledVariance(base: { passed: number; runs: number }, head: { passed: number; runs: number }): number {
  const pooled = (base.passed + head.passed + 0.5) / (base.runs + head.runs + 1);
  return pooled * (1 - pooled);
}
