import assert from "node:assert/strict";
import { test } from "node:test";
import { normalCdf, normalQuantile, studentTQuantile, studentTUpper } from "../../src/stats/distributions.ts";
import { pairedTTest, tInterval } from "../../src/stats/paired-t.ts";
import { betaI, gammaQ, logGamma } from "../../src/stats/special.ts";

const close = (actual: number, expected: number, relative = 1e-10): void => {
  assert.ok(Math.abs(actual - expected) <= relative * Math.abs(expected), `${actual} vs ${expected}`);
};

// Reference values: SciPy 1.17.1 (scipy.stats.norm, scipy.stats.t, scipy.special) in the
// project's Python 3.11.7 environment, printed with repr().
test("normal quantiles and CDF match SciPy", () => {
  close(normalQuantile(0.975), 1.959963984540054);
  close(normalQuantile(0.95), 1.6448536269514722);
  close(normalQuantile(0.8), 0.8416212335729143);
  close(normalQuantile(1e-10), -6.361340902404056);
  close(normalQuantile(1e-12), -7.034483825301131);
  close(normalCdf(1), 0.8413447460685429);
  close(normalCdf(-3.5), 0.00023262907903552502);
  close(normalCdf(-8), 6.22096057427174e-16, 1e-8);
  assert.equal(normalQuantile(0.5), 0);
  assert.ok(Number.isNaN(normalQuantile(1.5)));
});

test("Student t quantiles and tails match SciPy", () => {
  close(studentTQuantile(0.975, 9), 2.262157162798205);
  close(studentTQuantile(0.975, 1), 12.706204736174694);
  close(studentTQuantile(0.975, 4), 2.7764451051977934);
  close(studentTQuantile(0.95, 30), 1.697260886593957);
  close(studentTUpper(2.5, 3), 0.04385332350403278);
  close(studentTUpper(-1.2, 12), 0.8733526348732028);
});

test("special functions match SciPy", () => {
  close(betaI(0.3, 2.5, 0.5), 0.018927124071945658);
  close(betaI(0.4, 10, 20), 0.7853183897628262);
  close(gammaQ(0.5, 2), 0.04550026389635857);
  close(logGamma(0.5), 0.5723649429247);
  close(logGamma(100.5), 361.43554046777757, 1e-13);
});

test("the paired t-test reproduces statistics.md §9.5 (ttest_rel: t = 2.12132, p = 0.0314513)", () => {
  const base = [5, 5, 4, 5, 3, 5, 5, 4, 5, 5];
  const head = [3, 5, 4, 2, 3, 5, 4, 4, 5, 1];
  const result = pairedTTest(base.map((b, i) => head[i] / 5 - b / 5))!;
  assert.equal(Number((-result.t).toPrecision(6)), 2.12132);
  assert.equal(Number(result.pLess.toPrecision(6)), 0.0314513);
  assert.equal(result.df, 9);
});

test("a second paired t-test matches SciPy (ttest_rel(a, b, alternative='less'): t = -1.07026, p = 0.160006)", () => {
  const a = [0.9, 0.6, 1.0, 0.3, 0.8, 0.7, 1.0, 0.5];
  const b = [1.0, 0.8, 1.0, 0.6, 0.8, 1.0, 0.7, 0.5];
  const result = pairedTTest(a.map((x, i) => x - b[i]))!;
  close(result.t, -1.0702591020190138, 1e-9);
  close(result.pLess, 0.1600059411943155, 1e-9);
});

test("the t interval is centre ± t(0.975, df) · se", () => {
  const [low, high] = tInterval(0.1, 0.05, 9, 0.05);
  close(low, 0.1 - 2.262157162798205 * 0.05);
  close(high, 0.1 + 2.262157162798205 * 0.05);
  assert.equal(pairedTTest([0.2]), null);
});
