import assert from "node:assert/strict";
import { test } from "node:test";
import { passAtK, passHatK, passKTable } from "../../src/stats/pass-at-k.ts";

// Exact values from 1 - C(n-c, k)/C(n, k) and C(c, k)/C(n, k), computed with
// Python's fractions.Fraction and math.comb (statistics.md §9.3 and §9.4 list some).
const EXACT: Array<[n: number, c: number, k: number, at: number, hat: number]> = [
  [5, 4, 1, 0.8, 0.8],
  [5, 4, 2, 1, 0.6],
  [5, 4, 3, 1, 0.4],
  [5, 4, 4, 1, 0.2],
  [5, 4, 5, 1, 0],
  [10, 7, 1, 0.7, 0.7],
  [10, 7, 2, 14 / 15, 7 / 15],
  [10, 7, 3, 119 / 120, 7 / 24],
  [10, 7, 5, 1, 1 / 12],
  [10, 7, 7, 1, 1 / 120],
  [10, 7, 8, 1, 0],
  [20, 3, 2, 27 / 95, 3 / 190],
  [20, 3, 3, 23 / 57, 1 / 1140],
  [20, 3, 10, 17 / 19, 0],
  [20, 3, 17, 1139 / 1140, 0],
  [20, 3, 18, 1, 0],
  [7, 0, 3, 0, 0],
  [7, 7, 7, 1, 1],
];

test("pass@k and pass^k match the exact fractions", () => {
  for (const [n, c, k, at, hat] of EXACT) {
    assert.ok(Math.abs(passAtK(n, c, k) - at) < 1e-14, `pass@${k} for ${c}/${n}: ${passAtK(n, c, k)} vs ${at}`);
    assert.ok(Math.abs(passHatK(n, c, k) - hat) < 1e-14, `pass^${k} for ${c}/${n}: ${passHatK(n, c, k)} vs ${hat}`);
  }
});

test("pass^5 of 4/5 is exactly 0 and pass@1 = pass^1 = c/n", () => {
  assert.equal(passHatK(5, 4, 5), 0);
  assert.equal(passAtK(9, 4, 1), 4 / 9);
  assert.equal(passHatK(9, 4, 1), 4 / 9);
});

test("the estimators are not the biased plug-ins p̂^k and 1 - (1 - p̂)^k", () => {
  assert.notEqual(passHatK(10, 7, 3), 0.7 ** 3);
  assert.notEqual(passAtK(10, 7, 3), 1 - 0.3 ** 3);
});

test("large run counts neither overflow nor lose precision", () => {
  // C(1000, 500) overflows a double; the product form does not. pass^2 = c(c-1) / (n(n-1)).
  assert.ok(Math.abs(passHatK(1000, 500, 2) - (500 * 499) / (1000 * 999)) < 1e-15);
  assert.ok(Math.abs(passAtK(1000, 999, 500) - 1) < 1e-15);
  assert.ok(passAtK(1000, 1, 1) > 0 && passAtK(1000, 1, 1) < 0.0011);
});

test("the table covers k = 1..n, keyed by k", () => {
  const table = passKTable(3, 2);
  assert.deepEqual(Object.keys(table.passAtK), ["1", "2", "3"]);
  assert.deepEqual(table.passHatK, { "1": 2 / 3, "2": (2 / 3) * (1 / 2), "3": 0 });
  assert.deepEqual(table.passAtK, { "1": 2 / 3, "2": 1, "3": 1 });
});

test("k outside 1..n or passes above runs is a RangeError, not a silent NaN", () => {
  assert.throws(() => passAtK(5, 4, 6), RangeError);
  assert.throws(() => passHatK(5, 6, 1), RangeError);
  assert.throws(() => passAtK(5, 2, 0), RangeError);
});
