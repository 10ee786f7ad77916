// The suite-level permutation test, conditional on each cell's margins: checked
// against Fisher's test (one cell), against brute-force enumeration (several
// cells, unequal arms), and for its size under "no change" exactly, summed over
// every outcome of a pooled base of 20 runs against a head of 3.

import assert from "node:assert/strict";
import { test } from "node:test";
import { fisherGreater } from "../../src/stats/exact-tests.ts";
import { logChoose } from "../../src/stats/hypergeometric.ts";
import { stratifiedPermutationTest, type ArmPair } from "../../src/stats/stratified-permutation.ts";

const pair = (basePassed: number, baseRuns: number, headPassed: number, headRuns: number): ArmPair => ({ basePassed, baseRuns, headPassed, headRuns });

/** Every split of every cell's passes between its arms, each with its hypergeometric chance: P(sum ≤ observed), P(sum ≥ observed). */
function bruteForce(cells: readonly ArmPair[]): { pLess: number; pGreater: number } {
  const observed = cells.reduce((s, c) => s + c.headPassed / c.headRuns - c.basePassed / c.baseRuns, 0);
  let pLess = 0;
  let pGreater = 0;
  const walk = (i: number, sum: number, probability: number): void => {
    if (i === cells.length) {
      if (sum <= observed + 1e-9) pLess += probability;
      if (sum >= observed - 1e-9) pGreater += probability;
      return;
    }
    const { baseRuns: nb, headRuns: nh } = cells[i];
    const total = cells[i].basePassed + cells[i].headPassed;
    for (let h = Math.max(0, total - nb); h <= Math.min(nh, total); h++) {
      const chance = Math.exp(logChoose(nh, h) + logChoose(nb, total - h) - logChoose(nb + nh, total));
      walk(i + 1, sum + h / nh - (total - h) / nb, probability * chance);
    }
  };
  walk(0, 0, 1);
  return { pLess, pGreater };
}

test("one cell: exactly Fisher's one-sided test, either way (5/5 → 0/5 = 1/252; a pooled 20/20 → 0/3 = 1/1771)", () => {
  for (const c of [pair(5, 5, 0, 5), pair(20, 20, 0, 3), pair(7, 10, 2, 6), pair(3, 20, 3, 3), pair(12, 15, 4, 12)]) {
    const r = stratifiedPermutationTest([c]);
    assert.equal(r.exact, true);
    assert.ok(Math.abs(r.pLess - fisherGreater(c.basePassed, c.baseRuns, c.headPassed, c.headRuns)) < 1e-12, JSON.stringify(c));
    assert.ok(Math.abs(r.pGreater - fisherGreater(c.headPassed, c.headRuns, c.basePassed, c.baseRuns)) < 1e-12, JSON.stringify(c));
  }
  assert.ok(Math.abs(stratifiedPermutationTest([pair(5, 5, 0, 5)]).pLess - 1 / 252) < 1e-15);
});

test("several cells with unequal arms: the dynamic programme equals brute-force enumeration", () => {
  const cases = [
    [pair(3, 5, 1, 4), pair(7, 20, 2, 3), pair(1, 2, 2, 6)],
    [pair(10, 10, 6, 10), pair(9, 10, 5, 10), pair(4, 5, 4, 5), pair(2, 3, 0, 3)],
    [pair(18, 20, 1, 3), pair(15, 20, 3, 5), pair(20, 20, 2, 3), pair(6, 7, 9, 10)],
  ];
  for (const cells of cases) {
    const r = stratifiedPermutationTest(cells);
    const b = bruteForce(cells);
    assert.equal(r.exact, true);
    assert.ok(
      Math.abs(r.pLess - b.pLess) < 1e-12 && Math.abs(r.pGreater - b.pGreater) < 1e-12,
      `${JSON.stringify(cells)}: ${JSON.stringify(r)} vs ${JSON.stringify(b)}`,
    );
  }
});

test("a cell that passed (or failed) every run on both sides adds nothing; with no other cell, p = 1", () => {
  const broken = pair(5, 5, 0, 5);
  const steady = Array.from({ length: 19 }, () => pair(5, 5, 5, 5));
  assert.ok(Math.abs(stratifiedPermutationTest([broken, ...steady, pair(0, 5, 0, 5)]).pLess - 1 / 252) < 1e-15);
  assert.deepEqual(stratifiedPermutationTest(steady), { pLess: 1, pGreater: 1, exact: true });
  assert.deepEqual(stratifiedPermutationTest([]), { pLess: 1, pGreater: 1, exact: true });
});

test("run counts with no small common denominator: seeded sequential Monte Carlo, the same answer every time and close to the exact one", () => {
  const cells = [pair(3, 997, 0, 991), pair(2, 983, 0, 977), pair(1, 971, 2, 967)];
  const a = stratifiedPermutationTest(cells);
  assert.equal(a.exact, false);
  assert.deepEqual(stratifiedPermutationTest(cells), a);
  const b = bruteForce(cells);
  // Besag–Clifford: a tail stops at its 200th exceedance, so a p near 0.3 is within a few hundredths.
  assert.ok(Math.abs(a.pLess - b.pLess) < 0.05 && Math.abs(a.pGreater - b.pGreater) < 0.05, `${JSON.stringify(a)} vs ${JSON.stringify(b)}`);
});

test("its size under no change, exactly: a pooled base of 20 runs against 3 head runs never rejects more often than the level, whatever the pass rates", () => {
  const choose = (n: number, k: number): number => Math.exp(logChoose(n, k));
  const level = 0.04;
  for (const rates of [
    [0.5, 0.9],
    [0.8, 0.8],
    [0.95, 0.6],
    [0.3, 0.99],
  ]) {
    let size = 0;
    // Every outcome of both cells' 20 base and 3 head runs, with its binomial chance.
    for (let b1 = 0; b1 <= 20; b1++) {
      for (let h1 = 0; h1 <= 3; h1++) {
        for (let b2 = 0; b2 <= 20; b2++) {
          for (let h2 = 0; h2 <= 3; h2++) {
            const chance = [
              [b1, 20, rates[0]],
              [h1, 3, rates[0]],
              [b2, 20, rates[1]],
              [h2, 3, rates[1]],
            ].reduce((p, [k, n, q]) => p * choose(n, k) * q ** k * (1 - q) ** (n - k), 1);
            if (stratifiedPermutationTest([pair(b1, 20, h1, 3), pair(b2, 20, h2, 3)]).pLess <= level) size += chance;
          }
        }
      }
    }
    assert.ok(size <= level, `rates ${rates.join(", ")}: size ${size}`);
    assert.ok(size > 0.002, `rates ${rates.join(", ")}: size ${size}: the test has some power to reject`);
  }
});
