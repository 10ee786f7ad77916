// The permutation test of a measure's mean (cost, tokens, turns, duration)
// stratified by cell: SciPy's exact permutation test for one cell, the split
// counting by hand, validity on data that changes nothing, and a constant
// measure (a scripted agent's cost) that still decides when it halves.

import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { meanPermutationTest } from "../../src/stats/mean-permutation.ts";
import { createRng } from "../../src/stats/prng.ts";

describe("meanPermutationTest", () => {
  it("matches scipy.stats.permutation_test on one cell (exact, two-sided)", () => {
    // permutation_test(([1,2,3],[4,5,6]), lambda x, y: mean(x) - mean(y), n_resamples=inf).pvalue == 0.1
    const test = meanPermutationTest([{ treatment: [1, 2, 3], control: [4, 5, 6] }]);
    assert.equal(test.exact, true);
    assert.ok(Math.abs(test.p - 0.1) < 1e-12);
    assert.equal(test.statistic, -3);
  });

  it("a constant cost that halves in every run: only the two extreme splits of C(10, 5) are as far", () => {
    const test = meanPermutationTest([{ treatment: [1, 1, 1, 1, 1], control: [2, 2, 2, 2, 2] }]);
    assert.ok(Math.abs(test.p - 2 / 252) < 1e-12);
    assert.ok(Math.abs(test.smallest - 2 / 252) < 1e-12);
  });

  it("cells whose runs all measured the same add nothing; none varying gives p = 1", () => {
    assert.equal(meanPermutationTest([{ treatment: [3, 3], control: [3, 3] }]).p, 1);
    const mixed = meanPermutationTest([
      { treatment: [3, 3], control: [3, 3] },
      { treatment: [1, 2, 3], control: [4, 5, 6] },
    ]);
    assert.ok(Math.abs(mixed.p - 0.1) < 1e-12);
  });

  it("holds its level on data that changes nothing, exact and Monte Carlo alike", () => {
    const rng = createRng(3);
    for (const [cells, runs] of [
      [2, 3],
      [8, 5],
    ]) {
      let rejected = 0;
      const sims = 400;
      for (let s = 0; s < sims; s++) {
        const arms = Array.from({ length: cells }, () => {
          const scale = 1 + 10 * rng.next();
          const draw = () => Array.from({ length: runs }, () => scale * Math.exp(0.5 * (rng.next() - 0.5)));
          return { treatment: draw(), control: draw() };
        });
        if (meanPermutationTest(arms).p <= 0.05) rejected++;
      }
      assert.ok(rejected / sims <= 0.07, `${cells} cells × ${runs} runs: ${rejected / sims}`);
    }
  });

  it("finds a clear shift over many cells with Monte Carlo, seeded so the same data gives the same p", () => {
    const arms = Array.from({ length: 8 }, () => ({ treatment: [1, 2, 3, 4, 5], control: [2, 3, 4, 5, 6] }));
    const a = meanPermutationTest(arms);
    assert.equal(a.exact, false);
    assert.ok(a.p < 0.02, String(a.p));
    assert.equal(meanPermutationTest(arms).p, a.p);
  });
});
