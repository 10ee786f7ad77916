// One-sided exact tests for two independent binomial samples (statistics.md §4):
// arm 1 has x1 passes in n1 runs, arm 2 has x2 in n2; H1: arm 1's pass
// probability is greater than arm 2's. For "did the head get worse", arm 1 is
// the base; for "did it get better", arm 1 is the head. Fisher's test
// conditions on the margins (each arm's runs and the total passes), which is
// what the cell family is chosen from (statistics.md §6.1); Boschloo's
// unconditional test, more powerful alone, is not known to keep its level
// once the family is chosen that way.

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
