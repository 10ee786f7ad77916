// Newcombe's hybrid score interval for a difference of pass rates, against the
// values of his paper (Newcombe 1998, Statistics in Medicine 17:873, table II,
// method 10).

import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { newcombeInterval } from "../../src/stats/newcombe.ts";

const close = (actual: number, expected: number) => assert.ok(Math.abs(actual - expected) < 5e-5, `${actual} vs ${expected}`);

describe("newcombeInterval", () => {
  it("gives the paper's intervals", () => {
    for (const [x1, n1, x2, n2, low, high] of [
      [56, 70, 48, 80, 0.0524, 0.3339],
      [9, 10, 3, 10, 0.1705, 0.809],
      [5, 56, 0, 29, -0.0381, 0.1926],
    ]) {
      const i = newcombeInterval(x1, n1, x2, n2);
      close(i.low, low);
      close(i.high, high);
    }
  });

  it("stays inside [-1, 1] and away from 0 width at 0/n and n/n, where a skill's lift is measured", () => {
    const i = newcombeInterval(5, 5, 0, 5);
    assert.equal(i.high, 1);
    assert.ok(i.low > 0.3 && i.low < 0.5, String(i.low));
    assert.deepEqual(newcombeInterval(0, 0, 3, 5), { low: -1, high: 1 });
  });
});
