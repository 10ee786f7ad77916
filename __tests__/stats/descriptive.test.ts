import assert from "node:assert/strict";
import { test } from "node:test";
import { distribution, quantile, sampleStd } from "../../src/stats/descriptive.ts";

test("std uses Bessel's correction (n - 1), not the population formula yao used", () => {
  // values 2, 4, 4, 4, 5, 5, 7, 9: population std 2, sample std sqrt(32/7).
  assert.equal(sampleStd([2, 4, 4, 4, 5, 5, 7, 9]), Math.sqrt(32 / 7));
  assert.equal(sampleStd([42]), 0);
});

test("quantiles interpolate like NumPy's default (numpy.percentile, linear)", () => {
  // numpy.percentile([10, 20, 30, 40], [50, 90]) = [25, 37]
  assert.equal(quantile([10, 20, 30, 40], 0.5), 25);
  assert.ok(Math.abs(quantile([10, 20, 30, 40], 0.9) - 37) < 1e-12);
});

test("a distribution summarizes unsorted durations", () => {
  assert.deepEqual(distribution([300, 100, 200]), { mean: 200, min: 100, max: 300, p50: 200, p90: 280, std: 100 });
  assert.deepEqual(distribution([]), { mean: 0, min: 0, max: 0, p50: 0, p90: 0, std: 0 });
});
