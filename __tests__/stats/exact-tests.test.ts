import assert from "node:assert/strict";
import { test } from "node:test";
import { boschlooGreater, fisherGreater } from "../../src/stats/exact-tests.ts";

const sig6 = (x: number): number => Number(x.toPrecision(6));

// statistics.md §9.1 (SciPy 1.17.1): base b/nb → head h/nh, one-sided H1 base > head.
// Fisher: fisher_exact([[b, nb-b], [h, nh-h]], "greater"); Boschloo with the arms as
// columns: boschloo_exact([[b, h], [nb-b, nh-h]], "greater").
const DOC: Array<[number, number, number, number, number, number]> = [
  [3, 3, 0, 3, 0.05, 0.015625],
  [5, 5, 2, 5, 0.0833333, 0.030924],
  [5, 5, 3, 5, 0.222222, 0.0936884],
  [10, 10, 6, 10, 0.0433437, 0.0210953],
  [10, 10, 7, 10, 0.105263, 0.057888],
  [9, 10, 5, 10, 0.0704334, 0.0311548],
  [20, 20, 14, 20, 0.010098, 0.00487072],
  [4, 5, 1, 5, 0.103175, 0.0546875],
  [2, 5, 0, 5, 0.222222, 0.0936884],
];

// More tables, unequal arms included, computed for this test with SciPy 1.17.1
// (the same calls, boschloo_exact with n=64) in the project's Python 3.11.7 environment.
const SCIPY: Array<[number, number, number, number, number, number]> = [
  [1, 2, 0, 3, 0.4000000000000001, 0.21466693157403935],
  [7, 8, 1, 3, 0.15151515151515152, 0.07081320898839656],
  [2, 3, 1, 7, 0.18333333333333332, 0.09116329195714397],
  [12, 15, 4, 12, 0.019123255709606497, 0.009724465120161119],
  [25, 30, 17, 30, 0.023511162974128353, 0.013704203754717589],
  [6, 6, 0, 1, 0.14285714285714285, 0.05665277951485222],
  [3, 7, 2, 7, 0.4999999999999999, 0.3952636718750004],
  [3, 3, 0, 2, 0.10000000000000002, 0.03455999999999885],
  [0, 4, 0, 4, 1, 1],
  [14, 23, 3, 9, 0.15661846496106785, 0.09141276236411845],
  [1, 1, 0, 12, 0.07692307692307693, 0.02943820820592993],
];

test("Fisher and Boschloo match statistics.md's SciPy values to 6 significant digits", () => {
  for (const [b, nb, h, nh, fisher, boschloo] of DOC) {
    assert.equal(sig6(fisherGreater(b, nb, h, nh)), fisher, `Fisher ${b}/${nb} → ${h}/${nh}`);
    assert.equal(sig6(boschlooGreater(b, nb, h, nh)), sig6(boschloo), `Boschloo ${b}/${nb} → ${h}/${nh}`);
  }
});

test("Boschloo matches SciPy on unequal arms to 1e-9 relative", () => {
  for (const [b, nb, h, nh, fisher, boschloo] of SCIPY) {
    assert.ok(Math.abs(fisherGreater(b, nb, h, nh) - fisher) <= 1e-9 * fisher, `Fisher ${b}/${nb} → ${h}/${nh}`);
    const p = boschlooGreater(b, nb, h, nh);
    assert.ok(Math.abs(p - boschloo) <= 1e-9 * boschloo, `Boschloo ${b}/${nb} → ${h}/${nh}: ${p} vs ${boschloo}`);
  }
});

test("the arms are the binomial samples: 5/5 → 2/5 gives 0.0309, not the row-oriented table's 0.0350", () => {
  const p = boschlooGreater(5, 5, 2, 5);
  assert.ok(Math.abs(p - 0.030924) < 1e-6);
  assert.ok(Math.abs(p - 0.0349581) > 1e-3);
});

test("testing the other tail (an improvement) swaps the arms: SciPy 0/5 → 3/5 = 0.0309240, 1/10 → 6/10 = 0.0113900", () => {
  assert.equal(sig6(boschlooGreater(3, 5, 0, 5)), 0.030924);
  assert.equal(sig6(boschlooGreater(6, 10, 1, 10)), 0.01139);
  assert.equal(sig6(boschlooGreater(4, 6, 2, 4)), 0.358124);
});

test("Boschloo is never less powerful than Fisher (p_B ≤ p_F) on every table up to 7 runs per arm", () => {
  for (let n1 = 1; n1 <= 7; n1++) {
    for (let n2 = 1; n2 <= 7; n2++) {
      for (let x1 = 0; x1 <= n1; x1++) {
        for (let x2 = 0; x2 <= n2; x2++) {
          const fisher = fisherGreater(x1, n1, x2, n2);
          const boschloo = boschlooGreater(x1, n1, x2, n2);
          assert.ok(boschloo <= fisher * (1 + 1e-9), `${x1}/${n1} vs ${x2}/${n2}: ${boschloo} > ${fisher}`);
          assert.ok(boschloo > 0 && boschloo <= 1);
        }
      }
    }
  }
});

test("Boschloo is a valid test: under H0 its size never exceeds alpha (exact over a grid of pass rates)", () => {
  // P(p ≤ 0.05 | both arms at π) summed exactly over all tables, 5 vs 5 runs.
  const n = 5;
  const choose = (a: number, b: number): number => {
    let r = 1;
    for (let i = 0; i < b; i++) r = (r * (a - i)) / (i + 1);
    return r;
  };
  for (let pi = 0.05; pi < 1; pi += 0.05) {
    let size = 0;
    for (let x1 = 0; x1 <= n; x1++) {
      for (let x2 = 0; x2 <= n; x2++) {
        if (boschlooGreater(x1, n, x2, n) <= 0.05) size += choose(n, x1) * pi ** x1 * (1 - pi) ** (n - x1) * choose(n, x2) * pi ** x2 * (1 - pi) ** (n - x2);
      }
    }
    assert.ok(size <= 0.05 + 1e-12, `size ${size} at π = ${pi}`);
  }
});

test("an arm without runs gives p = 1, and bad counts throw", () => {
  assert.equal(boschlooGreater(0, 0, 0, 3), 1);
  assert.throws(() => boschlooGreater(6, 5, 0, 5), RangeError);
  assert.throws(() => fisherGreater(1.5, 5, 0, 5), RangeError);
});

test("large arms still answer (200 runs each) and agree with the small-sample ordering", () => {
  const p = boschlooGreater(180, 200, 160, 200);
  assert.ok(p > 0 && p < fisherGreater(180, 200, 160, 200));
});
