// Numbers as everything agent-bench prints shows them (the reports, the PR
// comment and check run, `compare`, the terminal): durations, percents with
// their Wilson interval ("80% [44–97%]"), tokens, cost, signed deltas and the
// confidence level of an interval. The one place each of these is defined.

import { wilsonInterval } from "./stats/wilson.ts";

/** The level of the pass-rate intervals (Wilson) every report shows next to a rate. */
const RATE_INTERVAL_ALPHA = 0.05;

/** "950ms", "4.2s", "42s", "3m5s", "1h2m". */
export function formatDuration(ms: number): string {
  if (ms < 1000) return `${Math.round(ms)}ms`;
  if (ms < 60_000) return `${(ms / 1000).toFixed(ms < 10_000 ? 1 : 0)}s`;
  const minutes = Math.floor(ms / 60_000);
  const seconds = Math.round((ms % 60_000) / 1000);
  if (minutes < 60) return seconds ? `${minutes}m${seconds}s` : `${minutes}m`;
  const hours = Math.floor(minutes / 60);
  return `${hours}h${minutes % 60}m`;
}

/** "95%", "90%", "97.5%": the confidence level of an interval computed at `alpha` (two-sided). */
export function formatConfidence(alpha: number = RATE_INTERVAL_ALPHA): string {
  return `${formatLevel((1 - alpha) * 100)}%`;
}

/** "0.04", "0.01", "97.5": a level as people write it, three significant digits at most. */
export function formatLevel(level: number): string {
  return String(Number(level.toPrecision(3)));
}

/** "2.5", "3", "88.9": at most one decimal, no trailing zero (a mean count, a chart value). */
export function formatDecimal(n: number): string {
  return String(Math.round(n * 10) / 10);
}

/** 88.9%, 100%, 0%; never "100%" for a rate below 1 or "0%" above 0. */
export function formatPercent(rate: number, digits = 1): string {
  if (!Number.isFinite(rate)) return "–";
  if (rate >= 1) return "100%";
  if (rate <= 0) return "0%";
  const text = (rate * 100).toFixed(digits).replace(/\.0+$/u, "");
  if (text === "100") return `>${(100 - 10 ** -digits).toFixed(digits)}%`;
  if (Number(text) === 0) return `<${(10 ** -digits).toFixed(digits)}%`;
  return `${text}%`;
}

/** A percent with `digits` decimals that never shows 0 or 100 for a value strictly between 0 and 1. */
function boundedPercent(rate: number, digits: number): string {
  if (rate >= 1) return "100";
  if (rate <= 0) return "0";
  const step = 10 ** -digits;
  const value = Math.min(100 - step, Math.max(step, Math.round(rate * 100 * 10 ** digits) / 10 ** digits));
  return value.toFixed(digits);
}

/**
 * "80% [44–97%]": the pass rate and its Wilson interval (at RATE_INTERVAL_ALPHA); "–" without runs.
 * Whole percents, or one decimal when whole ones would make the interval look like a point.
 */
export function formatRateWithInterval(passed: number, runs: number, interval = wilsonInterval(passed, runs, RATE_INTERVAL_ALPHA)): string {
  if (runs <= 0) return "–";
  const rate = passed / runs;
  const digits = boundedPercent(interval.low, 0) === boundedPercent(interval.high, 0) ? 1 : 0;
  return `${boundedPercent(rate, digits)}% [${boundedPercent(interval.low, digits)}–${boundedPercent(interval.high, digits)}%]`;
}

/** 4,788 · 12.3k · 1.23M */
export function formatTokens(n: number | null | undefined): string {
  if (n === null || n === undefined || !Number.isFinite(n)) return "–";
  const abs = Math.abs(n);
  if (abs >= 1e6) return `${(n / 1e6).toFixed(2)}M`;
  if (abs >= 1e5) return `${(n / 1e3).toFixed(0)}k`;
  if (abs >= 1e4) return `${(n / 1e3).toFixed(1)}k`;
  return formatCount(Math.round(n));
}

/** $0.0021 for small amounts (they matter per run), $1.23 otherwise. */
export function formatCost(usd: number | null | undefined): string {
  if (usd === null || usd === undefined || !Number.isFinite(usd)) return "–";
  const abs = Math.abs(usd);
  const sign = usd < 0 ? "-" : "";
  if (abs === 0) return "$0";
  return abs < 0.1 ? `${sign}$${abs.toFixed(4)}` : `${sign}$${abs.toFixed(2)}`;
}

/** 12,345: as toLocaleString("en-US") gives it; whole numbers without it, whose first call loads ICU's number data (tens of ms of start-up). */
export function formatCount(n: number): string {
  if (!Number.isSafeInteger(n) || Object.is(n, -0)) return n.toLocaleString("en-US");
  const digits = String(Math.abs(n)).replace(/\B(?=(\d{3})+$)/g, ",");
  return n < 0 ? `-${digits}` : digits;
}

/** "+5.0 pts", "−3.3 pts", "±0.0 pts" (a rate difference in percentage points). */
export function formatSignedPoints(delta: number): string {
  const tenths = Math.round(delta * 1000) / 10;
  const sign = tenths > 0 ? "+" : tenths < 0 ? "−" : "±";
  return `${sign}${Math.abs(tenths).toFixed(1)} pts`;
}

/** "95% CI −12.0 pts to −3.0 pts": an interval of a rate difference at its confidence level. */
export function formatPointsInterval(ci: readonly [number, number], alpha: number): string {
  return `${formatConfidence(alpha)} CI ${formatSignedPoints(ci[0])} to ${formatSignedPoints(ci[1])}`;
}

/** "11.2 pts": the size of a rate difference in percentage points. */
export function formatPoints(delta: number): string {
  return `${(Math.round(Math.abs(delta) * 1000) / 10).toFixed(1)} pts`;
}

/** "p = 0.012", "p < 0.001": a p-value in a sentence. */
export function formatPInText(p: number): string {
  return p < 0.001 ? "p < 0.001" : `p = ${p.toFixed(3)}`;
}

/** A signed change in the unit `format` gives: "+1.2s", "−$0.0100", "±0". */
export function formatSigned(delta: number, format: (n: number) => string): string {
  if (delta === 0) return `±${format(0)}`;
  return `${delta > 0 ? "+" : "−"}${format(Math.abs(delta))}`;
}

/** "+12.5%" relative change, "" when the base is 0 or missing. */
export function formatRelative(base: number | null | undefined, delta: number | null | undefined): string {
  if (base === null || base === undefined || delta === null || delta === undefined || base === 0) return "";
  const r = (delta / base) * 100;
  return `${r > 0 ? "+" : r < 0 ? "−" : "±"}${Math.abs(r).toFixed(1)}%`;
}

export function plural(n: number, word: string, many = `${word}s`): string {
  return `${formatCount(n)} ${n === 1 ? word : many}`;
}

export function formatP(p: number | null | undefined): string {
  if (p === null || p === undefined) return "–";
  return p < 0.001 ? "<0.001" : p.toFixed(3);
}

/** "0.89 [0.67–1.00]": a score from 0 to 1 (F1) with its interval, two decimals; "–" without one. */
export function formatScore(value: number | null | undefined, interval?: { low: number; high: number } | null): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return "–";
  return interval ? `${value.toFixed(2)} [${interval.low.toFixed(2)}–${interval.high.toFixed(2)}]` : value.toFixed(2);
}
