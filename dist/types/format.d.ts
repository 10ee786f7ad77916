/** "950ms", "4.2s", "42s", "3m5s", "1h2m". */
export declare function formatDuration(ms: number): string;
/** "95%", "90%", "97.5%": the confidence level of an interval computed at `alpha` (two-sided). */
export declare function formatConfidence(alpha?: number): string;
/** "0.04", "0.01", "97.5": a level as people write it, three significant digits at most. */
export declare function formatLevel(level: number): string;
/** "2.5", "3", "88.9": at most one decimal, no trailing zero (a mean count, a chart value). */
export declare function formatDecimal(n: number): string;
/** 88.9%, 100%, 0%; never "100%" for a rate below 1 or "0%" above 0. */
export declare function formatPercent(rate: number, digits?: number): string;
/**
 * "80% [44–97%]": the pass rate and its Wilson interval (at RATE_INTERVAL_ALPHA); "–" without runs.
 * Whole percents, or one decimal when whole ones would make the interval look like a point.
 */
export declare function formatRateWithInterval(passed: number, runs: number, interval?: import("./stats/wilson.js").Interval): string;
/** 4,788 · 12.3k · 1.23M */
export declare function formatTokens(n: number | null | undefined): string;
/** $0.0021 for small amounts (they matter per run), $1.23 otherwise. */
export declare function formatCost(usd: number | null | undefined): string;
/** 12,345: as toLocaleString("en-US") gives it; whole numbers without it, whose first call loads ICU's number data (tens of ms of start-up). */
export declare function formatCount(n: number): string;
/** "+5.0 pts", "−3.3 pts", "±0.0 pts" (a rate difference in percentage points). */
export declare function formatSignedPoints(delta: number): string;
/** "95% CI −12.0 pts to −3.0 pts": an interval of a rate difference at its confidence level. */
export declare function formatPointsInterval(ci: readonly [number, number], alpha: number): string;
/** "11.2 pts": the size of a rate difference in percentage points. */
export declare function formatPoints(delta: number): string;
/** "p = 0.012", "p < 0.001": a p-value in a sentence. */
export declare function formatPInText(p: number): string;
/** A signed change in the unit `format` gives: "+1.2s", "−$0.0100", "±0". */
export declare function formatSigned(delta: number, format: (n: number) => string): string;
/** "+12.5%" relative change, "" when the base is 0 or missing. */
export declare function formatRelative(base: number | null | undefined, delta: number | null | undefined): string;
export declare function plural(n: number, word: string, many?: string): string;
export declare function formatP(p: number | null | undefined): string;
/** "0.89 [0.67–1.00]": a score from 0 to 1 (F1) with its interval, two decimals; "–" without one. */
export declare function formatScore(value: number | null | undefined, interval?: {
    low: number;
    high: number;
} | null): string;
