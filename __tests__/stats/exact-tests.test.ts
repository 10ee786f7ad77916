import assert from "node:assert/strict";
import { test } from "node:test";
import { fisherAttainable, fisherGreater, fisherReachable, fisherTwoSided, fisherTwoSidedAttainable } from "../../src/stats/exact-tests.ts";

const sig6 = (x: number): number => Number(x.toPrecision(6));

// statistics.md §9.1 (SciPy 1.17.1): base b/nb → head h/nh, one-sided H1 base > head.
// Fisher: fisher_exact([[b, nb-b], [h, nh-h]], "greater").
const DOC: Array<[number, number, number, number, number]> = [
  [3, 3, 0, 3, 0.05],
  [5, 5, 2, 5, 0.0833333],
  [5, 5, 3, 5, 0.222222],
  [10, 10, 6, 10, 0.0433437],
  [10, 10, 7, 10, 0.105263],
  [9, 10, 5, 10, 0.0704334],
  [20, 20, 14, 20, 0.010098],
  [4, 5, 1, 5, 0.103175],
  [2, 5, 0, 5, 0.222222],
];

// More tables, unequal arms included, computed with SciPy 1.17.1 (fisher_exact) in Python 3.11.7.
const SCIPY: Array<[number, number, number, number, number]> = [
  [1, 2, 0, 3, 0.4000000000000001],
  [7, 8, 1, 3, 0.15151515151515152],
  [2, 3, 1, 7, 0.18333333333333332],
  [12, 15, 4, 12, 0.019123255709606497],
  [25, 30, 17, 30, 0.023511162974128353],
  [6, 6, 0, 1, 0.14285714285714285],
  [3, 7, 2, 7, 0.4999999999999999],
  [3, 3, 0, 2, 0.10000000000000002],
  [0, 4, 0, 4, 1],
  [14, 23, 3, 9, 0.15661846496106785],
  [1, 1, 0, 12, 0.07692307692307693],
];

test("Fisher matches statistics.md's SciPy values to 6 significant digits", () => {
  for (const [b, nb, h, nh, fisher] of DOC) assert.equal(sig6(fisherGreater(b, nb, h, nh)), fisher, `Fisher ${b}/${nb} → ${h}/${nh}`);
});

test("Fisher matches SciPy on unequal arms to 1e-9 relative", () => {
  for (const [b, nb, h, nh, fisher] of SCIPY) {
    assert.ok(Math.abs(fisherGreater(b, nb, h, nh) - fisher) <= 1e-9 * fisher, `Fisher ${b}/${nb} → ${h}/${nh}`);
  }
});

test("the cell family's arithmetic (statistics.md §6.1): 5/5 → 0/5 is 1/252, a pooled 20/20 → 0/3 is 1/C(23, 3) = 0.00056, 3/3 → 0/3 is 1/20", () => {
  assert.ok(Math.abs(fisherGreater(5, 5, 0, 5) - 1 / 252) < 1e-15);
  assert.ok(Math.abs(fisherGreater(20, 20, 0, 3) - 1 / 1771) < 1e-15);
  assert.ok(Math.abs(fisherGreater(3, 3, 0, 3) - 1 / 20) < 1e-15);
});

test("the p-values a cell's margins allow: largest first, the smallest all passes in the base, 1 when every run passed or failed", () => {
  // 5 vs 5 runs with 5 passes: P(X ≥ k) for k = 0..5 base passes.
  const five = fisherAttainable(5, 5, 5);
  assert.equal(five.length, 6);
  assert.equal(five[0], 1);
  assert.ok(Math.abs(five[5] - 1 / 252) < 1e-15);
  assert.ok(five.every((p, i) => i === 0 || p < five[i - 1]));
  // Every one is the p-value of a table with these margins.
  for (let x = 0; x <= 5; x++) assert.ok(Math.abs(five[x] - fisherGreater(x, 5, 5 - x, 5)) < 1e-15);
  assert.deepEqual(fisherAttainable(5, 5, 10), [1]);
  assert.deepEqual(fisherAttainable(5, 5, 0), [1]);
  // 20/20 against 3 head runs that all passed: the only split left puts every failure... nowhere: one table.
  assert.deepEqual(fisherAttainable(20, 3, 23), [1]);
  assert.throws(() => fisherAttainable(5, 5, 11), RangeError);
});

test("the smallest p a cell could still reach with more head runs: 3/3 against 3/3 can never reach 0.01 with up to 10, 20/20 against 3/3 can", () => {
  // 3/3 base: the best case is 3 passes and 7 failures more than now... the head's 3 passes are there to stay: T ≥ 6.
  const thin = fisherReachable(3, 3, 3, 3, 10);
  assert.ok(Math.abs(thin - 120 / 1716) < 1e-12, `${thin}`); // C(10,3)/C(13,6): 3 base passes, 3 of 10 head runs
  assert.ok(thin > 0.01);
  // A pooled base of 20/20: 3/3 on the head, then 7 failures → 3/10, T = 23: C(10,3)/C(30,23).
  const pooled = fisherReachable(20, 20, 3, 3, 10);
  assert.ok(Math.abs(pooled - 120 / 2035800) < 1e-15, `${pooled}`);
  // No runs to come: the margins it has.
  assert.ok(Math.abs(fisherReachable(5, 5, 0, 5, 5) - 1 / 252) < 1e-15);
});

test("bad counts throw", () => {
  assert.throws(() => fisherGreater(1.5, 5, 0, 5), RangeError);
  assert.throws(() => fisherGreater(6, 5, 0, 5), RangeError);
});

test("fisherTwoSidedAttainable: every p the two-sided test can give, each with P(p ≤ a) = a under no change (a lift's cell family)", () => {
  for (const [n1, n2, total] of [
    [5, 5, 5],
    [3, 7, 4],
    [10, 10, 13],
  ]) {
    const attainable = fisherTwoSidedAttainable(n1, n2, total);
    // The chance of each table under no change, given the margins.
    const tables: Array<{ p: number; chance: number }> = [];
    for (let x = Math.max(0, total - n2); x <= Math.min(total, n1); x++) {
      const chance = fisherTwoSided(x, n1, total - x, n2);
      tables.push({ p: chance, chance: hypergeometric(n1, n2, total, x) });
    }
    for (const a of attainable) {
      const mass = tables.filter((t) => t.p <= a + 1e-12).reduce((sum, t) => sum + t.chance, 0);
      assert.ok(Math.abs(mass - a) < 1e-9, `${n1}/${n2}/${total}: P(p ≤ ${a}) = ${mass}`);
    }
  }
  assert.deepEqual(fisherTwoSidedAttainable(5, 5, 10), [1]);
  // 5/5 against 0/5, two-sided: 2 / C(10, 5).
  assert.ok(Math.abs(Math.min(...fisherTwoSidedAttainable(5, 5, 5)) - 2 / 252) < 1e-12);
});

function hypergeometric(n1: number, n2: number, total: number, x: number): number {
  const c = (n: number, k: number): number => (k < 0 || k > n ? 0 : k === 0 ? 1 : (c(n - 1, k - 1) * n) / k);
  return (c(n1, x) * c(n2, total - x)) / c(n1 + n2, total);
}
