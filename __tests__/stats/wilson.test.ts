import assert from "node:assert/strict";
import { test } from "node:test";
import { wilsonInterval } from "../../src/stats/wilson.ts";

// statistics.md §9.2 (SciPy 1.17.1 binomtest(k, n).proportion_ci(method="wilson")), 6 significant digits.
const DOC: Array<[number, number, number, number]> = [
  [0, 5, 0, 0.434482],
  [3, 5, 0.230724, 0.882379],
  [5, 5, 0.565518, 1],
  [0, 10, 0, 0.277533],
  [6, 10, 0.312674, 0.83182],
  [10, 10, 0.722467, 1],
  [17, 20, 0.639581, 0.947631],
];

// Computed for this test with SciPy 1.17.1 (the same call) in the project's Python 3.11.7 environment.
const EXTRA: Array<[number, number, number, number]> = [
  [1, 3, 0.06149194472039626, 0.7923403991979523],
  [2, 7, 0.08221892400405673, 0.6410655481673807],
  [13, 17, 0.5273820188043502, 0.9044495567791989],
  [99, 100, 0.9455138038212946, 0.9982325679358593],
  [0, 1, 0, 0.7934506856227626],
  [1, 1, 0.20654931437723745, 1],
];

test("matches the reference Wilson intervals to 6 significant digits", () => {
  for (const [k, n, low, high] of DOC) {
    const ci = wilsonInterval(k, n);
    assert.equal(Number(ci.low.toPrecision(6)), low, `${k}/${n} low`);
    assert.equal(Number(ci.high.toPrecision(6)), high, `${k}/${n} high`);
  }
  for (const [k, n, low, high] of EXTRA) {
    const ci = wilsonInterval(k, n);
    assert.ok(Math.abs(ci.low - low) < 1e-12 && Math.abs(ci.high - high) < 1e-12, `${k}/${n}: ${ci.low}, ${ci.high}`);
  }
});

test("0/n has a lower bound of exactly 0 and n/n an upper bound of exactly 1", () => {
  assert.equal(wilsonInterval(0, 7).low, 0);
  assert.equal(wilsonInterval(7, 7).high, 1);
});

test("a 90% interval is narrower than the 95% one (SciPy: 6/10 at 90% is [0.351639, 0.805773])", () => {
  const ci = wilsonInterval(6, 10, 0.1);
  assert.equal(Number(ci.low.toPrecision(6)), 0.351639);
  assert.equal(Number(ci.high.toPrecision(6)), 0.805773);
});

test("no runs gives the whole [0, 1] range rather than NaN", () => {
  assert.deepEqual(wilsonInterval(0, 0), { low: 0, high: 1 });
});
