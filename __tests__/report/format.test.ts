import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { formatCost, formatPercent, formatRateWithInterval, formatRelative, formatSigned, formatSignedPoints, formatTokens } from "../../src/report/format.ts";

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
  it("signs deltas with a real minus and ± for no change", () => {
    assert.equal(formatSignedPoints(-0.333), "−33.3 pts");
    assert.equal(formatSignedPoints(0.05), "+5.0 pts");
    assert.equal(formatSignedPoints(0), "±0.0 pts");
    assert.equal(formatSigned(-1500, (n) => `${n / 1000}s`), "−1.5s");
    assert.equal(formatRelative(200, -50), "−25.0%");
    assert.equal(formatRelative(0, 5), "");
  });
});
