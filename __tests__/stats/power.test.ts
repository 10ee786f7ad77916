import assert from "node:assert/strict";
import { test } from "node:test";
import { binomialPower, binomialRunsForPower, powerForDrop, runsForPower } from "../../src/stats/power.ts";

// statistics.md §5.1: the normal approximation with p = 0.73, alpha = 0.05 one-sided gives
// 0.15 / 0.34 / 0.79 (20 × 3) and 0.55 / 0.97 / 1.00 (50 × 10) for drops of 5 / 10 / 20 points.
test("reproduces the power table of statistics.md §5.1", () => {
  const row = (cases: number, runs: number): string[] =>
    [0.05, 0.1, 0.2].map((drop) => binomialPower({ cases, runs, passRate: 0.73, drop, alpha: 0.05 }).toFixed(2));
  assert.deepEqual(row(20, 3), ["0.15", "0.34", "0.79"]);
  assert.deepEqual(row(50, 10), ["0.55", "0.97", "1.00"]);
});

test("runs per arm for 80% power: about 12 and 5 at 10 points, 49 and 20 at 5 points (statistics.md §5.1)", () => {
  const runs = (cases: number, drop: number): number => Math.round(binomialRunsForPower({ cases, passRate: 0.73, drop, alpha: 0.05 }));
  assert.equal(runs(20, 0.1), 12);
  assert.equal(runs(50, 0.1), 5);
  assert.equal(runs(20, 0.05), 49);
  assert.equal(runs(50, 0.05), 19);
});

test("scaling today's standard error gives the same answer as the closed form", () => {
  const se = Math.sqrt((2 * 0.73 * 0.27) / (20 * 3));
  assert.equal(runsForPower(0.1, se, 3, 0.05), Math.ceil(binomialRunsForPower({ cases: 20, passRate: 0.73, drop: 0.1, alpha: 0.05 })));
  assert.ok(Math.abs(powerForDrop(0.1, se, 0.05) - 0.34) < 0.005);
});

test("no noise means full power; the target already met needs no more runs", () => {
  assert.equal(powerForDrop(0.05, 0, 0.05), 1);
  assert.equal(runsForPower(0.2, 0.01, 5, 0.05), 1);
});
