// The cell family (statistics.md §6.1): Tarone's filter on what each cell's
// margins allow, Holm counting each member by the chance it had of a p that
// small, and Benjamini–Hochberg over Tarone's family (Gilbert). The guarantee
// is checked exactly: every table the margins allow, enumerated.

import assert from "node:assert/strict";
import { test } from "node:test";
import { fisherAttainable, fisherGreater } from "../../src/stats/exact-tests.ts";
import { hypergeometricUpperTails } from "../../src/stats/hypergeometric.ts";
import { adjustPValues } from "../../src/stats/adjust.ts";
import { adjustInFamily, reaches, taroneFamily, type DiscreteTest } from "../../src/stats/tarone.ts";

/** A cell's one-sided Fisher test ("the head is lower") with its margins' p-values. */
const cell = (b: number, nb: number, h: number, nh: number): DiscreteTest => ({ p: fisherGreater(b, nb, h, nh), attainable: fisherAttainable(nb, nh, b + h) });

test("20 cells, 19 passing 5/5 → 5/5 and one 5/5 → 0/5: the family is that one cell, and p = 1/252 = 0.004 is significant at 0.01", () => {
  const tests = [cell(5, 5, 0, 5), ...Array.from({ length: 19 }, () => cell(5, 5, 5, 5))];
  for (const method of ["holm", "bh"] as const) {
    const family = adjustInFamily(tests, 0.01, method);
    assert.equal(family.size, 1);
    assert.deepEqual(family.members, [true, ...Array<boolean>(19).fill(false)]);
    assert.ok(Math.abs(family.adjusted[0]! - 1 / 252) < 1e-15);
    assert.ok(reaches(family.adjusted[0]!, 0.01));
    assert.ok(family.adjusted.slice(1).every((p) => p === null));
  }
  // Adjusting over all 20 cells (the old rule) would need p < 0.01 / 20: 0.004 is not.
  assert.ok(20 * tests[0].p > 0.01);
});

test("Tarone's K: the smallest K with at most K cells that can reach level / K", () => {
  // K = 1: three cells can reach 0.01; K = 2: three can reach 0.005; K = 3: two can reach 0.0033 → those two.
  assert.deepEqual(taroneFamily([0.001, 0.002, 0.004, 0.03, 1, null], 0.01), [true, true, false, false, false, false]);
  assert.deepEqual(taroneFamily([0.05, 1], 0.05), [true, false]);
  assert.deepEqual(taroneFamily([null, null], 0.05), [false, false]);
  assert.deepEqual(taroneFamily([], 0.05), []);
});

test("a p-value that equals the level mathematically reaches it (3/3 → 0/3: 1/20 = 0.05)", () => {
  assert.ok(reaches(fisherGreater(3, 3, 0, 3), 0.05));
  assert.ok(!reaches(0.0501, 0.05));
});

test("Holm over the family counts a member only as far as it could go: one that cannot get below p adds nothing, one that can adds at most p", () => {
  // The broken cell (p = 1/252) and two noisy cells whose margins allow p-values as small as 0.0238 but no smaller:
  // at 1/252 they add nothing, so the broken cell's adjusted p is its own.
  const tests = [cell(5, 5, 0, 5), cell(4, 5, 2, 5), cell(2, 5, 4, 5)];
  const holm = adjustInFamily(tests, 0.05, "holm");
  assert.equal(holm.size, 3);
  assert.ok(Math.abs(holm.adjusted[0]! - 1 / 252) < 1e-15);
  // Plain Holm over the same 3 cells would triple it. Tarone's family for Benjamini–Hochberg leaves the two out
  // (three cells can reach 0.05 and 0.025, only one 0.05 / 3).
  assert.ok(Math.abs(adjustPValues([tests[0].p, tests[1].p, tests[2].p], "holm")[0]! - 3 / 252) < 1e-15);
  const bh = adjustInFamily(tests, 0.05, "bh");
  assert.deepEqual(bh.members, [true, false, false]);
  assert.ok(Math.abs(bh.adjusted[0]! - 1 / 252) < 1e-15);
  // Never below the raw p, never above 1, and monotone in the raw p.
  for (const method of ["holm", "bh"] as const) {
    const a = adjustInFamily(tests, 0.05, method).adjusted;
    tests.forEach((t, i) => {
      const adjusted = a[i];
      if (adjusted !== null) assert.ok(adjusted >= t.p - 1e-15 && adjusted <= 1);
    });
  }
});

test("a cell counted for others by other margins (stopped early) is judged on its own", () => {
  const own = cell(2, 3, 0, 8);
  const stopped: DiscreteTest = { ...own, counted: [{ weight: 1, attainable: fisherAttainable(3, 10, 3) }] };
  const alone = adjustInFamily([stopped], 0.05, "holm");
  // Its own p (3/55) is what it is, whatever it would have counted for.
  assert.ok(Math.abs(alone.adjusted[0]! - own.p) < 1e-15);
  // For another cell it counts as at the margins it would have had (3 passes in 3 + 10 runs, which can reach 1/286),
  // though its own margins (2 passes in 3 + 8) could not reach 0.01.
  const broken = cell(3, 3, 0, 10);
  const both = adjustInFamily([broken, stopped], 0.01, "holm");
  assert.deepEqual(both.members, [true, true]);
  assert.ok(Math.abs(both.adjusted[0]! - 2 * broken.p) < 1e-15);
  // Counted as a mixture: half the time it would have had those margins, half the time margins that cannot reach it.
  const half: DiscreteTest = {
    ...own,
    counted: [
      { weight: 0.5, attainable: fisherAttainable(3, 10, 3) },
      { weight: 0.5, attainable: fisherAttainable(3, 10, 6) },
    ],
  };
  assert.ok(Math.abs(adjustInFamily([broken, half], 0.01, "holm").adjusted[0]! - 1.5 * broken.p) < 1e-15);
});

/** Every combination of the cells' tables under "no change" (each cell's head passes hypergeometric given its margins): P(some cell is rejected). */
function exactFamilyWiseError(margins: ReadonlyArray<[number, number, number]>, level: number, method: "holm" | "bh"): number {
  const cells = margins.map(([nb, nh, total]) => {
    const { min, max, tails } = hypergeometricUpperTails(nb + nh, total, nb);
    // x base passes with probability P(X = x) = tail(x) − tail(x + 1).
    return Array.from({ length: max - min + 1 }, (_, i) => ({
      x: min + i,
      probability: tails[i] - (i + 1 < tails.length ? tails[i + 1] : 0),
      test: { p: tails[i], attainable: tails } satisfies DiscreteTest,
    }));
  });
  let error = 0;
  const walk = (i: number, probability: number, tests: DiscreteTest[]): void => {
    if (i === cells.length) {
      const { adjusted } = adjustInFamily(tests, level, method);
      if (adjusted.some((p) => p !== null && reaches(p, level))) error += probability;
      return;
    }
    for (const outcome of cells[i]) walk(i + 1, probability * outcome.probability, [...tests, outcome.test]);
  };
  walk(0, 1, []);
  return error;
}

test("exactly, over every table the margins allow: the family-wise error of both adjustments stays at most the level", () => {
  // Base runs, head runs, total passes: 5 vs 5, a pooled 20 vs 3, 3 vs 3, 10 vs 10 and an all-pass cell.
  const margins: Array<[number, number, number]> = [
    [5, 5, 5],
    [5, 5, 6],
    [20, 3, 20],
    [20, 3, 21],
    [3, 3, 3],
    [10, 10, 12],
    [5, 5, 10],
  ];
  for (const level of [0.01, 0.05]) {
    for (const method of ["holm", "bh"] as const) {
      const error = exactFamilyWiseError(margins, level, method);
      assert.ok(error <= level + 1e-12, `${method} at ${level}: ${error}`);
      assert.ok(error > 0, `${method} at ${level} never rejects`);
    }
  }
});
