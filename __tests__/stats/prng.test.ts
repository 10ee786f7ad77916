import assert from "node:assert/strict";
import { test } from "node:test";
import { createRng } from "../../src/stats/prng.ts";

test("the same seed gives the same sequence; another seed another one", () => {
  const a = createRng(42);
  const b = createRng(42);
  const c = createRng(43);
  const seqA = Array.from({ length: 5 }, () => a.next());
  assert.deepEqual(
    seqA,
    Array.from({ length: 5 }, () => b.next()),
  );
  assert.notDeepEqual(
    seqA,
    Array.from({ length: 5 }, () => c.next()),
  );
});

test("draws are uniform enough for simulation: 100,000 draws in 10 bins within 2% of 10,000 each", () => {
  const rng = createRng(7);
  const bins = new Array(10).fill(0);
  for (let i = 0; i < 100_000; i++) {
    const x = rng.next();
    assert.ok(x >= 0 && x < 1);
    bins[Math.floor(x * 10)]++;
  }
  for (const count of bins) assert.ok(Math.abs(count - 10_000) < 200, `bin count ${count}`);
});

test("binomial draws have mean n·p", () => {
  const rng = createRng(9);
  let total = 0;
  for (let i = 0; i < 20_000; i++) total += rng.binomial(5, 0.3);
  assert.ok(Math.abs(total / 20_000 - 1.5) < 0.03);
});
