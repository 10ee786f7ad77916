// Exact tests for two independent binomial samples (statistics.md §4). One-sided:
// arm 1 has x1 passes in n1 runs, arm 2 has x2 in n2; H1: arm 1's pass
// probability is greater than arm 2's. For "did the head get worse", arm 1 is
// the base; for "did it get better", arm 1 is the head. Fisher's test
// conditions on the margins (each arm's runs and the total passes), which is
// what the cell family is chosen from (statistics.md §6.1); Boschloo's
// unconditional test, more powerful alone, is not known to keep its level
// once the family is chosen that way. Two-sided (a skill's lift, a behaviour
// change): the tables no more likely than the one seen, as SciPy and R.

import { hypergeometricUpperTails, logChoose } from "./hypergeometric.ts";

/** Fisher's exact test: P(X ≥ x1) given the total passes (conditional, conservative at small n). */
export function fisherGreater(x1: number, n1: number, x2: number, n2: number): number {
  checkArm(x1, n1);
  checkArm(x2, n2);
  const { min, tails } = hypergeometricUpperTails(n1 + n2, x1 + x2, n1);
  return tails[x1 - min];
}

function checkArm(passed: number, runs: number): void {
  if (!Number.isInteger(passed) || !Number.isInteger(runs) || passed < 0 || passed > runs) {
    throw new RangeError(`an exact test needs integers 0 <= passes <= runs (got ${passed} of ${runs})`);
  }
}

/**
 * Every p-value `fisherGreater` can give for arms of n1 and n2 runs with
 * `total` passes between them, largest first (statistics.md §6.1). Under "no
 * change" P(p ≤ a) = a for each of them; the last is the smallest, 1 when
 * every run passed or every run failed.
 */
export function fisherAttainable(n1: number, n2: number, total: number): number[] {
  if (!Number.isInteger(total) || total < 0 || total > n1 + n2) throw new RangeError(`total passes must be in 0..${n1 + n2} (got ${total})`);
  return hypergeometricUpperTails(n1 + n2, total, n1).tails;
}

/**
 * The smallest p-value `fisherGreater` could give once arm 2, which has x2
 * passes in n2 runs so far, gets up to `upTo` runs: over every number of runs
 * it may end with and every number of passes among the new ones. For a given
 * number of runs the smallest attainable p falls as the total passes approach
 * n1, so the reachable total closest to n1 decides.
 */
export function fisherReachable(x1: number, n1: number, x2: number, n2: number, upTo: number): number {
  checkArm(x1, n1);
  checkArm(x2, n2);
  let smallest = 1;
  for (let runs = n2; runs <= Math.max(n2, upTo); runs++) {
    const lowest = x1 + x2;
    const total = Math.min(Math.max(n1, lowest), lowest + runs - n2);
    const top = Math.min(n1, total);
    smallest = Math.min(smallest, Math.exp(logChoose(n1, top) + logChoose(runs, total - top) - logChoose(n1 + runs, total)));
  }
  return smallest;
}

// Tables as likely as the one seen but computed along another path (SciPy uses a relative 1e-7).
const RELATIVE_TIE = 1e-7;

/** Fisher's exact test, two-sided as SciPy and R compute it: the tables no more likely than the one seen. */
export function fisherTwoSided(x1: number, n1: number, x2: number, n2: number): number {
  const shown = x1 + x2;
  const logP = (x: number) => logChoose(n1, x) + logChoose(n2, shown - x) - logChoose(n1 + n2, shown);
  const seen = logP(x1);
  let p = 0;
  for (let x = Math.max(0, shown - n2); x <= Math.min(shown, n1); x++) {
    const l = logP(x);
    if (l <= seen + RELATIVE_TIE) p += Math.exp(l);
  }
  return Math.min(1, p);
}

/**
 * Every p-value `fisherTwoSided` can give for arms of n1 and n2 runs with `total` passes between them. Under "no
 * change" P(p ≤ a) = a for each: a table's p is the chance of a table no more likely, so the tables at or below it
 * are exactly those. One value (1) when every run passed or every run failed.
 */
export function fisherTwoSidedAttainable(n1: number, n2: number, total: number): number[] {
  if (!Number.isInteger(total) || total < 0 || total > n1 + n2) throw new RangeError(`total passes must be in 0..${n1 + n2} (got ${total})`);
  const values = new Set<number>();
  for (let x = Math.max(0, total - n2); x <= Math.min(total, n1); x++) values.add(fisherTwoSided(x, n1, total - x, n2));
  return [...values].sort((a, b) => b - a);
}
