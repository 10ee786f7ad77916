import assert from "node:assert/strict";
import { describe, it } from "node:test";
import {
  formatConfidence,
  formatCost,
  formatCount,
  formatDuration,
  formatPercent,
  formatPointsInterval,
  formatRateWithInterval,
  formatRelative,
  formatSigned,
  formatSignedPoints,
  formatTokens,
} from "../../src/format.ts";
import { firstLine, terminalSafe } from "../../src/report/sanitize.ts";
import { alignTable } from "../../src/report/text/table.ts";

describe("report number formats", () => {
  it("shows a pass rate with its Wilson interval", () => {
    assert.equal(formatRateWithInterval(8, 10), "80% [49–94%]");
    assert.equal(formatRateWithInterval(3, 3), "100% [44–100%]");
    assert.equal(formatRateWithInterval(0, 3), "0% [0–56%]");
    assert.equal(formatRateWithInterval(0, 0), "–");
  });
  it("never rounds a rate below 1 up to 100% or above 0 down to 0%", () => {
    assert.equal(formatPercent(0.9999), ">99.9%");
    assert.equal(formatPercent(0.0001), "<0.1%");
    assert.equal(formatPercent(2 / 3), "66.7%");
    assert.equal(formatRateWithInterval(999, 1000), "99.9% [99.4–99.9%]", "one decimal when whole percents would collapse the interval");
  });
  it("formats tokens and cost for reading", () => {
    assert.equal(formatTokens(4788), "4,788");
    assert.equal(formatTokens(25_900), "25.9k");
    assert.equal(formatTokens(1_234_567), "1.23M");
    assert.equal(formatTokens(null), "–");
    assert.equal(formatCost(0.0021), "$0.0021");
    assert.equal(formatCost(12.345), "$12.35");
    assert.equal(formatCost(undefined), "–");
  });
  it('groups thousands exactly as toLocaleString("en-US") does, for every kind of number', () => {
    const seeded = (seed: number) => () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const random = seeded(7);
    const samples = [
      0,
      -0,
      1,
      -1,
      999,
      1000,
      -1000,
      999_999,
      1_000_000,
      123_456_789,
      Number.MAX_SAFE_INTEGER,
      -Number.MAX_SAFE_INTEGER,
      2 ** 60,
      1.5,
      -2.25,
      1234.5678,
      NaN,
      Infinity,
      -Infinity,
    ];
    for (let i = 0; i < 2000; i++) samples.push(Math.round((random() - 0.5) * 10 ** Math.floor(random() * 16)));
    for (const n of samples) assert.equal(formatCount(n), n.toLocaleString("en-US"), String(n));
    assert.equal(formatTokens(4788), "4,788");
    assert.equal(formatTokens(-0.2), (-0).toLocaleString("en-US"));
  });
  it("signs deltas with a real minus and ± for no change", () => {
    assert.equal(formatSignedPoints(-0.333), "−33.3 pts");
    assert.equal(formatSignedPoints(0.05), "+5.0 pts");
    assert.equal(formatSignedPoints(0), "±0.0 pts");
    assert.equal(
      formatSigned(-1500, (n) => `${n / 1000}s`),
      "−1.5s",
    );
    assert.equal(formatRelative(200, -50), "−25.0%");
    assert.equal(formatRelative(0, 5), "");
  });
  it("says an interval's level from the alpha it was computed at, never a fixed 95%", () => {
    assert.equal(formatConfidence(), "95%");
    assert.equal(formatConfidence(0.1), "90%");
    assert.equal(formatConfidence(0.025), "97.5%");
    assert.equal(formatPointsInterval([-0.15, -0.074], 0.1), "90% CI −15.0 pts to −7.4 pts");
    assert.equal(formatPointsInterval([-0.02, 0.031], 0.05), "95% CI −2.0 pts to +3.1 pts");
  });
  it("formats durations the same everywhere (reports, the terminal, estimates)", () => {
    assert.deepEqual([950, 4200, 42_000, 185_000, 3_720_000].map(formatDuration), ["950ms", "4.2s", "42s", "3m5s", "1h2m"]);
  });
});

describe("terminal text", () => {
  it("aligns columns by code point and neutralises control characters, leaving Markdown characters alone", () => {
    assert.equal(
      alignTable([
        ["tier", "case"],
        ["regressed", "a_*b*|c"],
        ["new", "ü"],
      ]),
      "tier       case\nregressed  a_*b*|c\nnew        ü",
    );
    assert.equal(terminalSafe("red\u001b[31m\r\u0007x\ty"), "red?[31m??x\ty");
    assert.equal(firstLine("\n\n  first \u001b[2J\nsecond", 10), "  first ?…");
  });
});
