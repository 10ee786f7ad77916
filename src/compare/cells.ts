// Per-cell comparison: Fisher's exact test, one-sided in the direction of the
// change; the cell family (Tarone on each cell's observed margins: only the
// cells whose passes could reach the level count, statistics.md §6.1); the
// adjustment over that family; the severity guard; and the tier. A cell is
// `regressed` only when its drop stays significant after the adjustment at
// the cell family's share of alpha: that alone makes the suite verdict
// `regression`. Errored runs are shown but left out: they say nothing about
// the agent. A cell whose test changed is shown, never tested.
//
// Fisher's test conditions on the margins (each arm's runs and the cell's
// total passes), the same thing the family is chosen from, so the family is
// fixed before any p-value is looked at and the adjustment keeps its
// guarantee (Tarone 1990 for Holm, Gilbert 2005 for Benjamini–Hochberg).

import type { ArmCounts, CellComparison, CellFamily } from "../model/comparison.ts";
import type { StabilityCell } from "../model/stability.ts";
import { fisherAttainable, fisherGreater } from "../stats/exact-tests.ts";
import { logChoose } from "../stats/hypergeometric.ts";
import { cellIdOf, type CellMap } from "../model/cell.ts";
import { adjustInFamily, reaches, type DiscreteTest } from "../stats/tarone.ts";
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

/** One cell's two one-sided Fisher tests ("the head is lower", "the head is higher"), each with the p-values its margins allow. */
interface Tested {
  direction: "down" | "up" | "none";
  down: DiscreteTest;
  up: DiscreteTest;
  severe: boolean;
}

/** The cell families of a comparison: drops at the cell level (`regressed`), rises at the cell level (`improved`), drops at alpha. */
export interface CellFamilies {
  regression: CellFamily;
  improvement: CellFamily;
  possibleRegression: CellFamily;
}

export interface CellResults {
  cells: CellComparison[];
  families: CellFamilies;
  /** Cells whose drop is significant at alpha within the alpha-level family: at least a possible regression. */
  possible: Array<{ cell: CellComparison; adjustedPValue: number }>;
}

/**
 * `stoppedEarly`: the cells an adaptive run (`--runs auto`) stopped before
 * max-runs without a regression, with that max-runs. Its remaining runs could
 * have brought such a cell into a family (a cell that passed every run so far
 * would enter it had the head started failing), so each counts in the family
 * as the most its remaining runs could have made it: the adaptive run then
 * never adjusts over fewer cells than fixed runs could have, and keeps their
 * false-alarm guarantee.
 */
export function compareCells(pairs: readonly CellPair[], options: ResolvedOptions, stoppedEarly?: CellMap<number>): CellResults {
  const tested = pairs.map((pair) => testPair(pair, options, stoppedEarly?.get(pair)));
  const downs = tested.map((t) => t?.down ?? null);
  const drops = adjustInFamily(downs, options.cellAlpha, options.adjust);
  const rises = adjustInFamily(
    tested.map((t) => t?.up ?? null),
    options.cellAlpha,
    options.adjust,
  );
  const possibleDrops = adjustInFamily(downs, options.alpha, options.adjust);

  const possible: CellResults["possible"] = [];
  const cells = pairs.map((pair, i) => {
    const t = tested[i];
    const side = t?.direction === "up" ? rises : drops;
    const adjustedPValue = side.adjusted[i] ?? null;
    const comparison: CellComparison = {
      ...cellIdOf(pair),
      tier: tierOf(pair, t, adjustedPValue, options),
      base: pair.base ? armCounts(pair.base, options.alpha) : null,
      head: pair.head ? armCounts(pair.head, options.alpha) : null,
      // A changed case measures something else: its difference would mean nothing.
      delta: pair.base && pair.head && !pair.testChanged ? difference(pair.base, pair.head) : null,
      // Equal rates: the regression-side p (at least 0.5), the side readers ask about.
      pValue: t ? (t.direction === "up" ? t.up.p : t.down.p) : null,
      adjustedPValue,
      testChanged: pair.testChanged,
    };
    if (t) comparison.inFamily = side.members[i];
    if (t?.severe) comparison.severe = true;
    const possibleP = possibleDrops.adjusted[i];
    if (t?.direction === "down" && comparison.tier !== "regressed" && possibleP != null && reaches(possibleP, options.alpha)) {
      possible.push({ cell: comparison, adjustedPValue: possibleP });
    }
    if (pair.base && pair.head && EXPLAINED_TIERS.has(comparison.tier)) {
      const behaviour = diffBehaviour(pair.base, pair.head);
      if (behaviour.length > 0) comparison.behaviour = behaviour;
    }
    return comparison;
  });
  const family = (f: typeof drops, level: number) => ({ level, size: f.size });
  return {
    cells,
    families: {
      regression: family(drops, options.cellAlpha),
      improvement: family(rises, options.cellAlpha),
      possibleRegression: family(possibleDrops, options.alpha),
    },
    possible,
  };
}

function difference(base: StabilityCell, head: StabilityCell): number | null {
  const b = agentRate(base);
  const h = agentRate(head);
  return b === null || h === null ? null : h - b;
}

/** The cell's tests; undefined when it cannot be tested (new, removed, its case changed, or too few runs for any conclusion). */
function testPair(pair: CellPair, options: ResolvedOptions, maxRuns: number | undefined): Tested | undefined {
  if (!pair.base || !pair.head || pair.testChanged) return undefined;
  const base = evidence(pair.base);
  const head = evidence(pair.head);
  if (insufficient(base.runs, head.runs, options.alpha)) return undefined;
  const baseRate = base.passed / base.runs;
  const headRate = head.passed / head.runs;
  const total = base.passed + head.passed;
  const s = options.severity;
  const down: DiscreteTest = { p: fisherGreater(base.passed, base.runs, head.passed, head.runs), attainable: fisherAttainable(base.runs, head.runs, total) };
  const up: DiscreteTest = { p: fisherGreater(head.passed, head.runs, base.passed, base.runs), attainable: fisherAttainable(head.runs, base.runs, total) };
  if (maxRuns !== undefined && maxRuns > head.runs) {
    // Stopped early: it counts for the others as it would have at max-runs, its remaining runs passing at its pass
    // rate so far (smoothed): each number of passes they could have given, weighted by its chance.
    const remaining = maxRuns - head.runs;
    const rate = (base.passed + head.passed + 0.5) / (base.runs + head.runs + 1);
    const futures = binomialWeights(remaining, rate);
    down.counted = futures.map((weight, more) => ({ weight, attainable: fisherAttainable(base.runs, maxRuns, total + more) }));
    up.counted = futures.map((weight, more) => ({ weight, attainable: fisherAttainable(maxRuns, base.runs, total + more) }));
  }
  return {
    direction: headRate < baseRate ? "down" : headRate > baseRate ? "up" : "none",
    down,
    up,
    severe: base.runs >= s.minBaseRuns && baseRate >= s.minBaseRate - 1e-12 && head.runs >= s.minHeadRuns && headRate <= s.maxHeadRate + 1e-12,
  };
}

/** P(k passes in n runs) for k = 0..n at pass rate q. */
function binomialWeights(n: number, q: number): number[] {
  return Array.from({ length: n + 1 }, (_, k) => Math.exp(logChoose(n, k) + k * Math.log(q) + (n - k) * Math.log1p(-q)));
}

/** Even all passes on one side against none on the other would not reach alpha with these run counts (or a side has none). */
export function insufficient(baseRuns: number, headRuns: number, alpha: number): boolean {
  return baseRuns === 0 || headRuns === 0 || !reaches(fisherGreater(baseRuns, baseRuns, 0, headRuns), alpha);
}

function tierOf(pair: CellPair, t: Tested | undefined, adjusted: number | null, options: ResolvedOptions): CellComparison["tier"] {
  if (!pair.base) return "new";
  if (!pair.head) return "removed";
  if (pair.testChanged) return "case-changed";
  if (!t) return "insufficient-data";
  const significant = adjusted !== null && reaches(adjusted, options.cellAlpha);
  // Suggestive: significant on its own, before the adjustment, at the full alpha.
  if (t.direction === "down") return significant ? "regressed" : reaches(t.down.p, options.alpha) || t.severe ? "possible-regression" : "no-significant-change";
  if (t.direction === "up") return significant ? "improved" : reaches(t.up.p, options.alpha) ? "possible-improvement" : "no-significant-change";
  return "no-significant-change";
}
