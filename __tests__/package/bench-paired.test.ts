// bench/lib/paired.mjs judges `npm run bench -- --against DIR`: whether this build is slower than another,
// from pairs measured back to back. Its word is what docs/performance.md reports, so it must say "slower"
// only when the pairs show it, and never for noise that goes both ways.
import assert from "node:assert/strict";
import path from "node:path";
import { describe, it } from "node:test";
import { pathToFileURL } from "node:url";
import { ROOT } from "../helpers/cli.ts";

interface Paired {
  ratio: number;
  low: number;
  high: number;
  pairs: number;
}
interface Row {
  metric: string;
  value: number;
  unit: string;
  target?: string;
  pass?: boolean;
}
const { pairedRatio, verdictOf, pairedRow } = (await import(pathToFileURL(path.join(ROOT, "bench/lib/paired.mjs")).href)) as {
  pairedRatio: (mine: number[], theirs: number[]) => Paired | undefined;
  verdictOf: (paired: Paired) => string;
  pairedRow: (item: string, what: string, label: string, mine: number[], theirs: number[], options?: { context?: boolean }) => Row;
};

describe("bench/lib/paired.mjs (before/after in one bench run)", () => {
  it("gives the geometric mean of the pair ratios with Student's t interval on their logarithms", () => {
    // log ratios 0.1, 0.2, -0.05: mean 0.0833, sd 0.1258, se 0.0726, t(0.975, 2) = 4.3027.
    const theirs = [100, 200, 400];
    const mine = [100 * Math.exp(0.1), 200 * Math.exp(0.2), 400 * Math.exp(-0.05)];
    const paired = pairedRatio(mine, theirs);
    assert.ok(paired);
    assert.equal(paired.pairs, 3);
    assert.ok(Math.abs(paired.ratio - Math.exp(0.083333)) < 1e-4, String(paired.ratio));
    assert.ok(Math.abs(paired.low - Math.exp(0.083333 - 0.312582)) < 1e-3, String(paired.low));
    assert.ok(Math.abs(paired.high - Math.exp(0.083333 + 0.312582)) < 1e-3, String(paired.high));
    assert.equal(verdictOf(paired), "level");
  });

  it("says slower when every pair is slower by about the same, and the row misses its target", () => {
    const theirs = [2000, 2600, 1900, 3100, 2200, 2400, 2800, 2100];
    const mine = theirs.map((ms, i) => ms * (1.1 + (i % 3) * 0.01));
    const paired = pairedRatio(mine, theirs);
    assert.ok(paired && paired.low > 1);
    assert.equal(verdictOf(paired), "slower");
    const row = pairedRow("1 overhead", "overhead per execution", "old/dist", mine, theirs);
    assert.equal(row.pass, false);
    assert.equal(row.target, "not slower");
    assert.match(row.metric, /^overhead per execution, this build \/ old\/dist \(8 pairs, 95% CI 1\.\d+–1\.\d+×: slower\)$/);
    // CPU time is context: the same interval and word, no target to miss.
    const cpu = pairedRow("10 suite load", "agent-bench run JSONL, CPU", "old/dist", mine, theirs, { context: true });
    assert.equal(cpu.target, undefined);
    assert.equal(cpu.pass, undefined);
    assert.match(cpu.metric, /: slower\)$/);
  });

  it("says faster when every pair is faster", () => {
    const theirs = [500, 520, 480, 610];
    const paired = pairedRatio(
      theirs.map((ms) => ms * 0.8),
      theirs,
    );
    assert.ok(paired);
    assert.equal(verdictOf(paired), "faster");
  });

  it("calls noise that goes both ways level, though one median is far from the other", () => {
    // The machine slowed during the run: the medians differ by a fifth, the pairs do not.
    const theirs = [1000, 1100, 1900, 2000, 2100];
    const mine = [1050, 1040, 2000, 1900, 2150];
    const paired = pairedRatio(mine, theirs);
    assert.ok(paired);
    assert.equal(verdictOf(paired), "level");
    assert.equal(pairedRow("5 start-up", "whole run", "old", mine, theirs).pass, true);
  });

  it("needs two pairs, and leaves out a pair with a missing or zero time", () => {
    assert.equal(pairedRatio([100], [90]), undefined);
    assert.equal(pairedRatio([100, Number.NaN, 0], [90, 80, 70]), undefined);
    assert.equal(pairedRatio([100, 110, Number.NaN], [100, 100, 100])?.pairs, 2);
    const row = pairedRow("1 overhead", "overhead per execution", "old", [100], [90]);
    assert.equal(row.target, undefined);
    assert.match(row.metric, /fewer than two pairs/);
  });
});
