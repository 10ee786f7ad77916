// Special functions behind the normal and Student t distributions: log-gamma
// (Lanczos, g = 7) and the regularized incomplete gamma and beta functions
// (series and Lentz continued fractions, as in Numerical Recipes §6.2 and §6.4).
// Accurate to about 1e-14, far beyond what a p-value needs.
const LANCZOS = [
    0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.6150291621406, 12.507343278686905, -0.13857109526572012,
    9.9843695780195716e-6, 1.5056327351493116e-7,
];
const EPS = 1e-16;
const TINY = 1e-300;
const MAX_ITERATIONS = 1000;
function logGamma(x) {
    if (x < 0.5)
        return Math.log(Math.PI / Math.abs(Math.sin(Math.PI * x))) - logGamma(1 - x);
    const y = x - 1;
    let sum = LANCZOS[0];
    for (let i = 1; i < LANCZOS.length; i++)
        sum += LANCZOS[i] / (y + i);
    const t = y + 7.5;
    return 0.5 * Math.log(2 * Math.PI) + (y + 0.5) * Math.log(t) - t + Math.log(sum);
}
/** Regularized lower incomplete gamma P(a, x). */
function gammaP(a, x) {
    if (x <= 0)
        return 0;
    return x < a + 1 ? gammaSeries(a, x) : 1 - gammaFraction(a, x);
}
/** Regularized upper incomplete gamma Q(a, x) = 1 - P(a, x), without cancellation in the tail. */
function gammaQ(a, x) {
    if (x <= 0)
        return 1;
    return x < a + 1 ? 1 - gammaSeries(a, x) : gammaFraction(a, x);
}
function gammaSeries(a, x) {
    let term = 1 / a;
    let sum = term;
    for (let n = 1; n < MAX_ITERATIONS; n++) {
        term *= x / (a + n);
        sum += term;
        if (Math.abs(term) < Math.abs(sum) * EPS)
            break;
    }
    return sum * Math.exp(-x + a * Math.log(x) - logGamma(a));
}
function gammaFraction(a, x) {
    let b = x + 1 - a;
    let c = 1 / TINY;
    let d = 1 / b;
    let h = d;
    for (let i = 1; i < MAX_ITERATIONS; i++) {
        const an = -i * (i - a);
        b += 2;
        d = an * d + b;
        if (Math.abs(d) < TINY)
            d = TINY;
        c = b + an / c;
        if (Math.abs(c) < TINY)
            c = TINY;
        d = 1 / d;
        const delta = d * c;
        h *= delta;
        if (Math.abs(delta - 1) < EPS)
            break;
    }
    return Math.exp(-x + a * Math.log(x) - logGamma(a)) * h;
}
/** Regularized incomplete beta I_x(a, b). */
function betaI(x, a, b) {
    if (x <= 0)
        return 0;
    if (x >= 1)
        return 1;
    const front = Math.exp(logGamma(a + b) - logGamma(a) - logGamma(b) + a * Math.log(x) + b * Math.log1p(-x));
    // The continued fraction converges fast only on one side of the mean; use symmetry on the other.
    if (x < (a + 1) / (a + b + 2))
        return (front * betaFraction(x, a, b)) / a;
    return 1 - (front * betaFraction(1 - x, b, a)) / b;
}
function betaFraction(x, a, b) {
    const qab = a + b;
    const qap = a + 1;
    const qam = a - 1;
    let c = 1;
    let d = 1 - (qab * x) / qap;
    if (Math.abs(d) < TINY)
        d = TINY;
    d = 1 / d;
    let h = d;
    for (let m = 1; m < MAX_ITERATIONS; m++) {
        const m2 = 2 * m;
        let aa = (m * (b - m) * x) / ((qam + m2) * (a + m2));
        d = 1 + aa * d;
        if (Math.abs(d) < TINY)
            d = TINY;
        c = 1 + aa / c;
        if (Math.abs(c) < TINY)
            c = TINY;
        d = 1 / d;
        h *= d * c;
        aa = (-(a + m) * (qab + m) * x) / ((a + m2) * (qap + m2));
        d = 1 + aa * d;
        if (Math.abs(d) < TINY)
            d = TINY;
        c = 1 + aa / c;
        if (Math.abs(c) < TINY)
            c = TINY;
        d = 1 / d;
        const delta = d * c;
        h *= delta;
        if (Math.abs(delta - 1) < EPS)
            break;
    }
    return h;
}

// The normal and Student t distributions: CDFs and quantiles.
/** Complementary error function, accurate in both tails. */
function erfc(x) {
    return x >= 0 ? gammaQ(0.5, x * x) : 1 + gammaP(0.5, x * x);
}
/** Standard normal CDF Φ(x). */
function normalCdf(x) {
    return 0.5 * erfc(-x / Math.SQRT2);
}
/** Standard normal quantile Φ⁻¹(p): a rational first guess (Abramowitz & Stegun 26.2.23) polished by Halley steps. */
function normalQuantile(p) {
    if (!(p > 0 && p < 1)) {
        if (p === 0)
            return -Infinity;
        if (p === 1)
            return Infinity;
        return Number.NaN;
    }
    if (p === 0.5)
        return 0;
    if (p > 0.5)
        return -normalQuantile(1 - p);
    const t = Math.sqrt(-2 * Math.log(p));
    let x = -(t - (2.515517 + 0.802853 * t + 0.010328 * t * t) / (1 + 1.432788 * t + 0.189269 * t * t + 0.001308 * t * t * t));
    for (let i = 0; i < 4; i++) {
        const e = normalCdf(x) - p;
        const u = e * Math.sqrt(2 * Math.PI) * Math.exp((x * x) / 2);
        x -= u / (1 + (x * u) / 2);
    }
    return x;
}
/** P(T > t) for Student's t with `df` degrees of freedom. */
function studentTUpper(t, df) {
    const tail = 0.5 * betaI(df / (df + t * t), df / 2, 0.5);
    return t > 0 ? tail : 1 - tail;
}
/** Student t quantile: the t with P(T ≤ t) = p (bisection on the CDF; monotone, so it cannot miss). */
function studentTQuantile(p, df) {
    if (!(p > 0 && p < 1))
        return p === 0 ? -Infinity : p === 1 ? Infinity : Number.NaN;
    if (p < 0.5)
        return -studentTQuantile(1 - p, df);
    let low = 0;
    let high = 1;
    while (1 - studentTUpper(high, df) < p)
        high *= 2;
    for (let i = 0; i < 200 && high - low > 1e-13 * high; i++) {
        const mid = (low + high) / 2;
        if (1 - studentTUpper(mid, df) < p)
            low = mid;
        else
            high = mid;
    }
    return (low + high) / 2;
}

// Wilson score interval for a pass rate: unlike the Wald interval it does not
// collapse to zero width at 0/n or n/n (statistics.md §2).
/** Two-sided (1 - alpha) Wilson interval for `passed` of `runs`; [0, 1] when there are no runs. */
function wilsonInterval(passed, runs, alpha = 0.05) {
    if (runs <= 0)
        return { low: 0, high: 1 };
    const z = normalQuantile(1 - alpha / 2);
    const p = passed / runs;
    const z2n = (z * z) / runs;
    const center = (p + z2n / 2) / (1 + z2n);
    const half = (z / (1 + z2n)) * Math.sqrt((p * (1 - p)) / runs + (z * z) / (4 * runs * runs));
    // At 0/n and n/n one bound is exactly 0 or 1; say so instead of returning 1e-17.
    return {
        low: passed === 0 ? 0 : Math.max(0, center - half),
        high: passed === runs ? 1 : Math.min(1, center + half),
    };
}

// Numbers as everything agent-bench prints shows them (the reports, the PR
// comment and check run, `compare`, the terminal): durations, percents with
// their Wilson interval ("80% [44–97%]"), tokens, cost, signed deltas and the
// confidence level of an interval. The one place each of these is defined.
/** The level of the pass-rate intervals (Wilson) every report shows next to a rate. */
const RATE_INTERVAL_ALPHA = 0.05;
/** "950ms", "4.2s", "42s", "3m5s", "1h2m". */
function formatDuration(ms) {
    if (ms < 1000)
        return `${Math.round(ms)}ms`;
    if (ms < 60_000)
        return `${(ms / 1000).toFixed(ms < 10_000 ? 1 : 0)}s`;
    const minutes = Math.floor(ms / 60_000);
    const seconds = Math.round((ms % 60_000) / 1000);
    if (minutes < 60)
        return seconds ? `${minutes}m${seconds}s` : `${minutes}m`;
    const hours = Math.floor(minutes / 60);
    return `${hours}h${minutes % 60}m`;
}
/** "95%", "90%", "97.5%": the confidence level of an interval computed at `alpha` (two-sided). */
function formatConfidence(alpha = RATE_INTERVAL_ALPHA) {
    return `${formatLevel((1 - alpha) * 100)}%`;
}
/** "0.04", "0.01", "97.5": a level as people write it, three significant digits at most. */
function formatLevel(level) {
    return String(Number(level.toPrecision(3)));
}
/** "2.5", "3", "88.9": at most one decimal, no trailing zero (a mean count, a chart value). */
function formatDecimal(n) {
    return String(Math.round(n * 10) / 10);
}
/** 88.9%, 100%, 0%; never "100%" for a rate below 1 or "0%" above 0. */
function formatPercent(rate, digits = 1) {
    if (!Number.isFinite(rate))
        return "–";
    if (rate >= 1)
        return "100%";
    if (rate <= 0)
        return "0%";
    const text = (rate * 100).toFixed(digits).replace(/\.0+$/u, "");
    if (text === "100")
        return `>${(100 - 10 ** -digits).toFixed(digits)}%`;
    if (Number(text) === 0)
        return `<${(10 ** -digits).toFixed(digits)}%`;
    return `${text}%`;
}
/** A percent with `digits` decimals that never shows 0 or 100 for a value strictly between 0 and 1. */
function boundedPercent(rate, digits) {
    if (rate >= 1)
        return "100";
    if (rate <= 0)
        return "0";
    const step = 10 ** -digits;
    const value = Math.min(100 - step, Math.max(step, Math.round(rate * 100 * 10 ** digits) / 10 ** digits));
    return value.toFixed(digits);
}
/**
 * "80% [44–97%]": the pass rate and its Wilson interval (at RATE_INTERVAL_ALPHA); "–" without runs.
 * Whole percents, or one decimal when whole ones would make the interval look like a point.
 */
function formatRateWithInterval(passed, runs, interval = wilsonInterval(passed, runs, RATE_INTERVAL_ALPHA)) {
    if (runs <= 0)
        return "–";
    const rate = passed / runs;
    const digits = boundedPercent(interval.low, 0) === boundedPercent(interval.high, 0) ? 1 : 0;
    return `${boundedPercent(rate, digits)}% [${boundedPercent(interval.low, digits)}–${boundedPercent(interval.high, digits)}%]`;
}
/** 4,788 · 12.3k · 1.23M */
function formatTokens(n) {
    if (n === null || n === undefined || !Number.isFinite(n))
        return "–";
    const abs = Math.abs(n);
    if (abs >= 1e6)
        return `${(n / 1e6).toFixed(2)}M`;
    if (abs >= 1e5)
        return `${(n / 1e3).toFixed(0)}k`;
    if (abs >= 1e4)
        return `${(n / 1e3).toFixed(1)}k`;
    return formatCount(Math.round(n));
}
/** $0.0021 for small amounts (they matter per run), $1.23 otherwise. */
function formatCost(usd) {
    if (usd === null || usd === undefined || !Number.isFinite(usd))
        return "–";
    const abs = Math.abs(usd);
    const sign = usd < 0 ? "-" : "";
    if (abs === 0)
        return "$0";
    return abs < 0.1 ? `${sign}$${abs.toFixed(4)}` : `${sign}$${abs.toFixed(2)}`;
}
/** 12,345: as toLocaleString("en-US") gives it; whole numbers without it, whose first call loads ICU's number data (tens of ms of start-up). */
function formatCount(n) {
    if (!Number.isSafeInteger(n) || Object.is(n, -0))
        return n.toLocaleString("en-US");
    const digits = String(Math.abs(n)).replace(/\B(?=(\d{3})+$)/g, ",");
    return n < 0 ? `-${digits}` : digits;
}
/** "+5.0 pts", "−3.3 pts", "±0.0 pts" (a rate difference in percentage points). */
function formatSignedPoints(delta) {
    const tenths = Math.round(delta * 1000) / 10;
    const sign = tenths > 0 ? "+" : tenths < 0 ? "−" : "±";
    return `${sign}${Math.abs(tenths).toFixed(1)} pts`;
}
/** "95% CI −12.0 pts to −3.0 pts": an interval of a rate difference at its confidence level. */
function formatPointsInterval(ci, alpha) {
    return `${formatConfidence(alpha)} CI ${formatSignedPoints(ci[0])} to ${formatSignedPoints(ci[1])}`;
}
/** "11.2 pts": the size of a rate difference in percentage points. */
function formatPoints(delta) {
    return `${(Math.round(Math.abs(delta) * 1000) / 10).toFixed(1)} pts`;
}
/** "p = 0.012", "p < 0.001": a p-value in a sentence. */
function formatPInText(p) {
    return p < 0.001 ? "p < 0.001" : `p = ${p.toFixed(3)}`;
}
/** A signed change in the unit `format` gives: "+1.2s", "−$0.0100", "±0". */
function formatSigned(delta, format) {
    if (delta === 0)
        return `±${format(0)}`;
    return `${delta > 0 ? "+" : "−"}${format(Math.abs(delta))}`;
}
/** "+12.5%" relative change, "" when the base is 0 or missing. */
function formatRelative(base, delta) {
    if (base === null || base === undefined || delta === null || delta === undefined || base === 0)
        return "";
    const r = (delta / base) * 100;
    return `${r > 0 ? "+" : r < 0 ? "−" : "±"}${Math.abs(r).toFixed(1)}%`;
}
function plural(n, word, many = `${word}s`) {
    return `${formatCount(n)} ${n === 1 ? word : many}`;
}
function formatP(p) {
    if (p === null || p === undefined)
        return "–";
    return p < 0.001 ? "<0.001" : p.toFixed(3);
}
/** "0.89 [0.67–1.00]": a score from 0 to 1 (F1) with its interval, two decimals; "–" without one. */
function formatScore(value, interval) {
    if (value === null || value === undefined || !Number.isFinite(value))
        return "–";
    return interval ? `${value.toFixed(2)} [${interval.low.toFixed(2)}–${interval.high.toFixed(2)}]` : value.toFixed(2);
}

export { formatRateWithInterval as a, formatCost as b, formatDuration as c, formatConfidence as d, formatCount as e, formatPercent as f, formatSignedPoints as g, formatSigned as h, formatTokens as i, formatLevel as j, formatPoints as k, formatPointsInterval as l, formatPInText as m, normalQuantile as n, logGamma as o, plural as p, normalCdf as q, studentTUpper as r, studentTQuantile as s, formatP as t, formatRelative as u, formatDecimal as v, wilsonInterval as w, formatScore as x };
