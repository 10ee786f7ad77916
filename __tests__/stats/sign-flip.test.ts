import assert from "node:assert/strict";
import { test } from "node:test";
import { createRng } from "../../src/stats/prng.ts";
import { signFlipTest } from "../../src/stats/sign-flip.ts";

const SECTION_9_5 = [0.4, 0, 0, 0.6, 0, 0, 0.2, 0, 0, 0.8].map((d) => -d); // head - base

/** Every one of the 2^k sign assignments, counted directly: an independent check of the dynamic programme. */
function bruteForce(differences: number[]): { pLess: number; pGreater: number } {
  const nonZero = differences.filter((d) => d !== 0);
  const observed = nonZero.reduce((s, d) => s + d, 0);
  let less = 0;
  let greater = 0;
  const total = 2 ** nonZero.length;
  for (let mask = 0; mask < total; mask++) {
    const sum = nonZero.reduce((s, d, i) => s + ((mask >> i) & 1 ? -d : d), 0);
    if (sum <= observed + 1e-9) less++;
    if (sum >= observed - 1e-9) greater++;
  }
  return { pLess: less / total, pGreater: greater / total };
}

test("statistics.md §9.5: exact p = 0.0625 = 1/2⁴ with four non-zero differences (SciPy permutation_test)", () => {
  const result = signFlipTest(SECTION_9_5, { denominator: 5 });
  assert.equal(result.pLess, 0.0625);
  assert.equal(result.exact, true);
});

test("the exact dynamic programme equals brute-force enumeration, with mixed run counts", () => {
  const rng = createRng(11);
  for (let trial = 0; trial < 30; trial++) {
    const differences = Array.from({ length: 12 }, () => {
      const nb = 3 + rng.int(4);
      const nh = 3 + rng.int(4);
      return rng.binomial(nh, 0.7) / nh - rng.binomial(nb, 0.8) / nb;
    });
    const exact = signFlipTest(differences, { denominator: 60 });
    const brute = bruteForce(differences);
    assert.ok(exact.exact);
    assert.ok(Math.abs(exact.pLess - brute.pLess) < 1e-12, `pLess ${exact.pLess} vs ${brute.pLess}`);
    assert.ok(Math.abs(exact.pGreater - brute.pGreater) < 1e-12, `pGreater ${exact.pGreater} vs ${brute.pGreater}`);
  }
});

test("without a common denominator it falls back to seeded Monte Carlo: close to exact and reproducible", () => {
  const differences = [-0.31, -0.2, 0.05, -0.4, -0.12, 0.1, -0.33, -0.07, -0.25];
  const brute = bruteForce(differences);
  const a = signFlipTest(differences, { seed: 3, resamples: 20000 });
  const b = signFlipTest(differences, { seed: 3, resamples: 20000 });
  assert.equal(a.exact, false);
  assert.deepEqual(a, b);
  // 20,000 resamples: standard error ≤ 0.0036, so 0.015 is beyond four of them.
  assert.ok(Math.abs(a.pLess - brute.pLess) < 0.015, `${a.pLess} vs ${brute.pLess}`);
});

test("all differences zero: no evidence either way (p = 1)", () => {
  assert.deepEqual(signFlipTest([0, 0, 0], { denominator: 5 }), { pLess: 1, pGreater: 1, exact: true });
});

test("ten cases all 60 points worse give p = 1/1024", () => {
  assert.equal(signFlipTest(Array(10).fill(-0.6), { denominator: 5 }).pLess, 1 / 1024);
});
