import path from 'node:path';
import { c as configError } from './version-C7MafhBl.js';
import { o as mean, s as sampleVariance, C as behaviourPhrase, T as TIER_LABELS, V as VERDICT_LABELS, E as TIER_ORDER, F as CHANGED_TIERS, P as mdTable, a4 as quantile, z as stableJson, a5 as commandLabel, v as STOP_LABELS, r as resultTokens, R as failureMessage, Q as isFailure, a6 as variantLine, a3 as buildView, S as STYLE, f as TREND_STYLE, L as LIFT_STYLE, b as htmlHead, a7 as liftSectionHtml, t as trendsHtml } from './lift-Bl8U0QRN.js';
import { o as logGamma, s as studentTQuantile, q as normalCdf, n as normalQuantile, r as studentTUpper, w as wilsonInterval, k as formatPointsInterval, e as formatSignedPoints, p as plural, a as formatRateWithInterval, m as formatCount, t as formatP, l as formatPInText, c as formatDuration, h as formatTokens, b as formatCost, f as formatPercent, j as formatPoints, i as formatLevel, u as formatRelative, g as formatSigned, v as formatScore } from './format-BptIgGmI.js';
import { b as cellIdOf, c as caseLabel, s as sameCell, d as cellKey, a as CellSet, C as CellMap } from './cell-DivU4VID.js';
import { D as DEFAULT_FAILURE_CLASSES, b as mdCode, m as mdText, H as mdLink, I as shortText, f as text, l as list, J as table, q as count, c as amount, k as id, K as usageSchema, z as truncate, L as plainText, r as readRunFile, e as escapeHtml, h as htmlText } from './sanitize-yoPR-iAP.js';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { s as string, _ as _enum, n as number, b as discriminatedUnion, o as object, l as literal, u as unknown, c as boolean } from './schemas-BBMKcEik.js';
import os from 'node:os';
import { E as EXPLANATIONS_TITLE } from './explanations-D0meYscq.js';

// -o FILE: the format follows the extension. Custom reporters may add
// extensions of their own (src/report/reporters/).
const BUILTIN_EXTENSIONS = {
    ".json": "json",
    ".jsonl": "jsonl",
    ".ndjson": "jsonl",
    ".md": "md",
    ".markdown": "md",
    ".html": "html",
    ".htm": "html",
    ".xml": "junit",
};
function extensionOf(file) {
    return path.extname(file).toLowerCase();
}
function builtinFormatOf(file) {
    return BUILTIN_EXTENSIONS[extensionOf(file)];
}
/** The built-in format of a report file; a clear error for any other extension. */
function formatOf(file, reporterExtensions = []) {
    const format = builtinFormatOf(file);
    if (!format)
        throw unknownFormat(file, reporterExtensions);
    return format;
}
function unknownFormat(file, reporterExtensions) {
    const ext = extensionOf(file) || "(no extension)";
    const custom = reporterExtensions.length ? `; your reporters add ${reporterExtensions.join(", ")}` : "";
    return configError(`-o ${shown(file)}: unknown report format "${ext}"`, {
        hint: `the extension chooses the format: ${Object.keys(BUILTIN_EXTENSIONS).join(", ")}${custom}; a --reporter module can render others (export const extensions = [".txt"])`,
    });
}
/** The path as the user likely typed it: relative to the working folder when inside it. */
function shown(file) {
    const relative = path.relative(process.cwd(), file);
    return relative && !relative.startsWith("..") && !path.isAbsolute(relative) ? relative : file;
}

// compare() options, their defaults and their checks.
/**
 * The cell family's share of alpha. A case that really broke gives an extreme
 * p-value (10/10 → 0/10: p ≈ 1e-6), so a fifth of alpha catches it even after
 * adjusting for 100 cells, while the suite-level test, which must see broad
 * drops of a few points, keeps most of alpha (docs/comparison.md).
 */
const CELL_ALPHA_SHARE = 0.2;
/**
 * Standard errors of the runs still to come that adaptive runs (`--runs auto`) allow for: a guard must clear them
 * before a cell stops. 2.1 leaves about 2% of the drops fixed runs would flag at risk, and measured, the two designs
 * flag the same pull requests within the Monte Carlo error (docs/comparison.md).
 */
const GUARD_SE = 2.1;
const DEFAULT_SEVERITY = { minBaseRate: 0.9, minBaseRuns: 5, maxHeadRate: 0, minHeadRuns: 3 };
function resolveOptions(options = {}) {
    const resolved = {
        alpha: options.alpha ?? 0.05,
        margin: options.margin ?? 0.05,
        adjust: options.adjust ?? "holm",
        maxBaselineAgeDays: options.maxBaselineAgeDays ?? 7,
        severity: { ...DEFAULT_SEVERITY, ...options.severity },
        suiteAlpha: 0,
        cellAlpha: 0,
    };
    resolved.cellAlpha = resolved.alpha * CELL_ALPHA_SHARE;
    resolved.suiteAlpha = resolved.alpha - resolved.cellAlpha;
    checkRange("alpha", resolved.alpha, 0, 0.5, false, "a significance level such as 0.05");
    checkRange("margin", resolved.margin, 0, 1, true, "a fraction of the pass rate such as 0.05 for 5 points");
    checkRange("severity.minBaseRate", resolved.severity.minBaseRate, 0, 1, true, "a fraction such as 0.9");
    checkRange("severity.maxHeadRate", resolved.severity.maxHeadRate, 0, 1, true, "a fraction such as 0");
    for (const key of ["minBaseRuns", "minHeadRuns"]) {
        const value = resolved.severity[key];
        if (!Number.isInteger(value) || value < 1) {
            throw configError(`severity.${key} must be a positive integer (got ${value})`, { where: `severity.${key}` });
        }
    }
    if (resolved.adjust !== "bh" && resolved.adjust !== "holm") {
        throw configError(`adjust must be "bh" or "holm" (got ${String(resolved.adjust)})`, { where: "adjust" });
    }
    return resolved;
}
function checkRange(name, value, low, high, lowInclusive, hint) {
    const ok = Number.isFinite(value) && (lowInclusive ? value >= low : value > low) && value < high;
    if (!ok) {
        throw configError(`${name} must be ${lowInclusive ? "at least" : "greater than"} ${low} and less than ${high} (got ${value})`, {
            where: name,
            hint: `use ${hint}`,
        });
    }
}

// Binomial coefficients and the hypergeometric tails that Fisher's test and the
// suite-level permutation test are built on, in log space so hundreds of runs do not overflow.
const logFactorials = [0];
function logFactorial(n) {
    if (n < logFactorials.length)
        return logFactorials[n];
    if (n > 100_000)
        return logGamma(n + 1);
    for (let i = logFactorials.length; i <= n; i++)
        logFactorials.push(logGamma(i + 1));
    return logFactorials[n];
}
function logChoose(n, k) {
    if (k < 0 || k > n)
        return -Infinity;
    return logFactorial(n) - logFactorial(k) - logFactorial(n - k);
}
/**
 * Upper tails of the hypergeometric distribution of X = successes among `draws`
 * items drawn from `population` items of which `successes` are successes:
 * `tails[k - min]` = P(X ≥ k) for k in [min, max]. Summed from the top, so
 * small tails keep their precision.
 */
function hypergeometricUpperTails(population, successes, draws) {
    const min = Math.max(0, successes - (population - draws));
    const max = Math.min(draws, successes);
    const logTotal = logChoose(population, successes);
    const tails = new Array(max - min + 1);
    let sum = 0;
    for (let k = max; k >= min; k--) {
        sum += Math.exp(logChoose(draws, k) + logChoose(population - draws, successes - k) - logTotal);
        tails[k - min] = Math.min(1, sum);
    }
    return { min, max, tails };
}

// Exact tests for two independent binomial samples (statistics.md §4). One-sided:
// arm 1 has x1 passes in n1 runs, arm 2 has x2 in n2; H1: arm 1's pass
// probability is greater than arm 2's. For "did the head get worse", arm 1 is
// the base; for "did it get better", arm 1 is the head. Fisher's test
// conditions on the margins (each arm's runs and the total passes), which is
// what the cell family is chosen from (statistics.md §6.1); Boschloo's
// unconditional test, more powerful alone, is not known to keep its level
// once the family is chosen that way. Two-sided (a skill's lift, a behaviour
// change): the tables no more likely than the one seen, as SciPy and R.
/** Fisher's exact test: P(X ≥ x1) given the total passes (conditional, conservative at small n). */
function fisherGreater(x1, n1, x2, n2) {
    checkArm(x1, n1);
    checkArm(x2, n2);
    const { min, tails } = hypergeometricUpperTails(n1 + n2, x1 + x2, n1);
    return tails[x1 - min];
}
function checkArm(passed, runs) {
    if (!Number.isInteger(passed) || !Number.isInteger(runs) || passed < 0 || passed > runs) {
        throw new RangeError(`an exact test needs integers 0 <= passes <= runs (got ${passed} of ${runs})`);
    }
}
/**
 * Every p-value `fisherGreater` can give for arms of n1 and n2 runs with
 * `total` passes between them, largest first (statistics.md §6.1). Under "no
 * change" P(p ≤ a) = a for each of them; the last is the smallest, 1 when
 * every run passed or every run failed.
 */
function fisherAttainable(n1, n2, total) {
    if (!Number.isInteger(total) || total < 0 || total > n1 + n2)
        throw new RangeError(`total passes must be in 0..${n1 + n2} (got ${total})`);
    return hypergeometricUpperTails(n1 + n2, total, n1).tails;
}
/**
 * The smallest p-value `fisherGreater` could give once arm 2, which has x2
 * passes in n2 runs so far, gets up to `upTo` runs: over every number of runs
 * it may end with and every number of passes among the new ones. For a given
 * number of runs the smallest attainable p falls as the total passes approach
 * n1, so the reachable total closest to n1 decides.
 */
function fisherReachable(x1, n1, x2, n2, upTo) {
    checkArm(x1, n1);
    checkArm(x2, n2);
    let smallest = 1;
    for (let runs = n2; runs <= Math.max(n2, upTo); runs++) {
        const lowest = x1 + x2;
        const total = Math.min(Math.max(n1, lowest), lowest + runs - n2);
        const top = Math.min(n1, total);
        smallest = Math.min(smallest, Math.exp(logChoose(n1, top) + logChoose(runs, total - top) - logChoose(n1 + runs, total)));
    }
    return smallest;
}
// Tables as likely as the one seen but computed along another path (SciPy uses a relative 1e-7).
const RELATIVE_TIE = 1e-7;
/** Fisher's exact test, two-sided as SciPy and R compute it: the tables no more likely than the one seen. */
function fisherTwoSided(x1, n1, x2, n2) {
    const shown = x1 + x2;
    const logP = (x) => logChoose(n1, x) + logChoose(n2, shown - x) - logChoose(n1 + n2, shown);
    const seen = logP(x1);
    let p = 0;
    for (let x = Math.max(0, shown - n2); x <= Math.min(shown, n1); x++) {
        const l = logP(x);
        if (l <= seen + RELATIVE_TIE)
            p += Math.exp(l);
    }
    return Math.min(1, p);
}
/**
 * Every p-value `fisherTwoSided` can give for arms of n1 and n2 runs with `total` passes between them. Under "no
 * change" P(p ≤ a) = a for each: a table's p is the chance of a table no more likely, so the tables at or below it
 * are exactly those. One value (1) when every run passed or every run failed.
 */
function fisherTwoSidedAttainable(n1, n2, total) {
    if (!Number.isInteger(total) || total < 0 || total > n1 + n2)
        throw new RangeError(`total passes must be in 0..${n1 + n2} (got ${total})`);
    const values = new Set();
    for (let x = Math.max(0, total - n2); x <= Math.min(total, n1); x++)
        values.add(fisherTwoSided(x, n1, total - x, n2));
    return [...values].sort((a, b) => b - a);
}

// The cell family for discrete tests (statistics.md §6.1): a test whose
// smallest attainable p-value cannot reach the level only weakens the
// adjustment of the others, so it is left out. Conditional on what the
// attainable p-values depend on (a cell's margins), the family is fixed
// before any p-value is looked at, so an adjustment over it keeps its
// guarantee:
//   holm  every test that can reach the level at all is a member, and Holm's
//         step-down counts each member by the chance it had of a p-value that
//         small (Tarone's idea taken to each step, Hommel & Krummenauer 1998;
//         Westfall & Wolfinger 1997): a member that cannot get below p adds
//         nothing to the adjustment of p, one that can adds at most p.
//         Family-wise error at most the level.
//   bh    Tarone's (1990) family (with K the smallest number such that at
//         most K tests can reach level / K, those tests) and
//         Benjamini–Hochberg over it (Gilbert 2005): false discovery rate at
//         most the level, which is the family-wise error when nothing changed.
/** Relative slack for p-values that equal a level mathematically but were computed in floating point (1/20 against 0.05). */
const LEVEL_TOLERANCE = 1e-9;
/** p reaches the level: at most it (a level-α test rejects when p ≤ α), up to floating-point noise. */
function reaches(p, level) {
    return p <= level * (1 + LEVEL_TOLERANCE);
}
/** The family at `level` and the adjusted p-values of its members (`null` tests are never members). */
function adjustInFamily(tests, level, method) {
    const minimums = tests.map((t) => (t ? Math.min(...t.attainable, ...(t.counted ?? []).flatMap((c) => c.attainable)) : null));
    const members = method === "holm" ? minimums.map((p) => p !== null && reaches(p, level)) : taroneFamily(minimums, level);
    const inFamily = tests.flatMap((t, index) => (t && members[index] ? [{ ...t, index }] : []));
    const adjusted = tests.map(() => null);
    const m = inFamily.length;
    const ascending = [...inFamily].sort((a, b) => a.p - b.p || a.index - b.index);
    if (method === "holm") {
        // p̃(i) = max over j ≤ i of min(1, Σ over the members not yet rejected of P(their p ≤ p(j))).
        let running = 0;
        ascending.forEach(({ p, index }, i) => {
            const mass = ascending
                .slice(i)
                .reduce((sum, other) => sum + (other.index === index || !other.counted ? attainedBelow(other.attainable, p) : countedBelow(other.counted, p)), 0);
            running = Math.max(running, Math.min(1, mass));
            adjusted[index] = running;
        });
    }
    else {
        // p̃(i) = min over j ≥ i of min(1, m p(j) / j).
        let running = 1;
        for (let i = m - 1; i >= 0; i--) {
            running = Math.min(running, Math.min(1, (m * ascending[i].p) / (i + 1)));
            adjusted[ascending[i].index] = running;
        }
    }
    return { members, adjusted, size: m };
}
/** The members of Tarone's family, given each test's smallest attainable p-value (null: no test). */
function taroneFamily(minimums, level) {
    const attainable = minimums.filter((p) => p !== null);
    for (let k = 1; k < attainable.length; k++) {
        if (attainable.filter((p) => reaches(p, level / k)).length <= k)
            return minimums.map((p) => p !== null && reaches(p, level / k));
    }
    return minimums.map((p) => p !== null && reaches(p, level / Math.max(1, attainable.length)));
}
/** A mixture's P(p ≤ x): each component's, weighted by its chance. */
function countedBelow(counted, x) {
    return counted.reduce((sum, c) => sum + c.weight * attainedBelow(c.attainable, x), 0);
}
/** P(p ≤ x) under "no change": the largest attainable p-value not above x (0 when none is). */
function attainedBelow(attainable, x) {
    let best = 0;
    for (const a of attainable)
        if (reaches(a, x) && a > best)
            best = Math.min(a, x);
    return best;
}

// Student's t on paired differences: the interval reported next to the
// suite-level permutation test, and the paired t-test itself (as SciPy's ttest_rel).
/** Two-sided (1 - alpha) interval mean ± t(1 - alpha/2, df) · se. */
function tInterval(center, se, df, alpha) {
    const half = studentTQuantile(1 - alpha / 2, df) * se;
    return [center - half, center + half];
}

// Power of a one-sided test of a mean difference by the normal approximation
// (statistics.md §5.1), and the runs per arm that would reach a target power.
/** P(detect a drop of `drop`) when the mean difference has standard error `se`. */
function powerForDrop(drop, se, alpha) {
    if (se <= 0)
        return drop > 0 ? 1 : alpha;
    return normalCdf(drop / se - normalQuantile(1 - alpha));
}
/**
 * Runs per arm for the target power, scaling today's standard error: the
 * binomial part of the variance of a pass-rate difference falls as 1/runs.
 */
function runsForPower(drop, se, runsPerArm, alpha, power = 0.8) {
    if (se <= 0)
        return runsPerArm;
    const needed = ((normalQuantile(1 - alpha) + normalQuantile(power)) * se) / drop;
    return Math.max(1, Math.ceil(runsPerArm * needed * needed - 1e-9));
}

// A small seeded PRNG (sfc32, seeded through splitmix32) so every Monte Carlo
// p-value and every simulation gives the same answer on every machine.
function splitmix32(seed) {
    let state = seed >>> 0;
    return () => {
        state = (state + 0x9e3779b9) >>> 0;
        let z = state;
        z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
        z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
        return (z ^ (z >>> 16)) >>> 0;
    };
}
function createRng(seed) {
    const init = splitmix32(Number.isFinite(seed) ? Math.trunc(seed) : 0);
    let a = init();
    let b = init();
    let c = init();
    let d = init();
    const nextUint = () => {
        const t = (((a + b) >>> 0) + d) >>> 0;
        d = (d + 1) >>> 0;
        a = b ^ (b >>> 9);
        b = (c + (c << 3)) >>> 0;
        c = ((c << 21) | (c >>> 11)) >>> 0;
        c = (c + t) >>> 0;
        return t >>> 0;
    };
    // Discard the first outputs: sfc32's state mixes in after a few rounds.
    for (let i = 0; i < 12; i++)
        nextUint();
    const next = () => nextUint() / 4294967296;
    return {
        next,
        int: (n) => Math.floor(next() * n),
        binomial: (n, p) => {
            let k = 0;
            for (let i = 0; i < n; i++)
                if (next() < p)
                    k++;
            return k;
        },
    };
}

// The suite-level permutation test (statistics.md §5), conditional on each
// cell's margins: under "no change" a cell's runs are exchangeable between the
// two arms, so given its total passes the head's passes are hypergeometric,
// whatever the cell's pass rate and however many runs each arm had. The
// statistic is the sum over cells of the pass-rate differences (head − base);
// its null distribution is the convolution of the cells' hypergeometric
// distributions. Unlike flipping the signs of the differences, it does not
// need a difference to be symmetric around 0, which it is not when a pooled
// base has 20 runs and the head 3. Exact by dynamic programming over the sums
// when the run counts share a small common denominator, seeded Monte Carlo
// otherwise (an adaptive run's head, with 3 to 10 runs per cell, often has
// none small enough).
/** Work of the dynamic programme (grid points × values per cell): a few milliseconds. */
const MAX_DP_WORK = 5_000_000;
const MAX_DENOMINATOR = 1_000_000;
function support(cell) {
    const { baseRuns: nb, headRuns: nh } = cell;
    const total = cell.basePassed + cell.headPassed;
    const logAll = logChoose(nb + nh, total);
    const values = [];
    const probabilities = [];
    for (let h = Math.max(0, total - nb); h <= Math.min(nh, total); h++) {
        values.push(h / nh - (total - h) / nb);
        probabilities.push(Math.exp(logChoose(nh, h) + logChoose(nb, total - h) - logAll));
    }
    return { observed: cell.headPassed / nh - cell.basePassed / nb, values, probabilities };
}
function stratifiedPermutationTest(cells, options = {}) {
    const tested = cells.filter((c) => c.baseRuns > 0 && c.headRuns > 0);
    // A cell whose runs all passed (or all failed) has one possible split: it adds the same to every sum.
    const supports = tested.map(support).filter((s) => s.values.length > 1);
    if (supports.length === 0)
        return { pLess: 1, pGreater: 1, exact: true };
    // Every difference is a multiple of 1 / lcm of the run counts; measured from each cell's lowest value, in units
    // of their common divisor, the grid is as coarse as the run counts allow.
    const denominator = commonDenominator(tested.flatMap((c) => [c.baseRuns, c.headRuns]));
    if (denominator !== undefined) {
        const steps = supports.map((s) => s.values.map((v) => Math.round((v - s.values[0]) * denominator)));
        const unit = steps.reduce((g, values) => values.reduce(gcd, g), 0);
        const width = steps.reduce((sum, values) => sum + values[values.length - 1] / unit, 0) + 1;
        if (supports.reduce((n, s) => n + s.values.length, 0) * width <= MAX_DP_WORK) {
            return exactTest(supports, steps.map((values) => values.map((v) => v / unit)), width);
        }
    }
    return monteCarloTest(supports, options.resamples ?? 20_000);
}
/** The null distribution of the sum by dynamic programming over the cells, on the integer grid `steps` give. */
function exactTest(supports, steps, width) {
    // mass[k] = P(the cells so far sum to their lowest values plus k units).
    let mass = new Float64Array(width);
    mass[0] = 1;
    let reach = 0;
    let observed = 0;
    supports.forEach((s, i) => {
        const next = new Float64Array(width);
        const cell = steps[i];
        for (let at = 0; at <= reach; at++) {
            const m = mass[at];
            if (m === 0)
                continue;
            for (let j = 0; j < cell.length; j++)
                next[at + cell[j]] += m * s.probabilities[j];
        }
        mass = next;
        reach += cell[cell.length - 1];
        observed += cell[s.values.findIndex((v) => Math.abs(v - s.observed) < 1e-9)];
    });
    let pLess = 0;
    let pGreater = 0;
    for (let at = 0; at <= reach; at++) {
        if (at <= observed)
            pLess += mass[at];
        if (at >= observed)
            pGreater += mass[at];
    }
    return { pLess: Math.min(1, pLess), pGreater: Math.min(1, pGreater), exact: true };
}
/** Seeded, so the same counts always give the same p-value. */
const SEED = 1;
/** Exceedances after which a tail's sampling stops (Besag & Clifford 1991): a large p needs few samples. */
const EXCEEDANCES = 200;
/**
 * Sequential Monte Carlo: each tail stops at its EXCEEDANCES-th sum at least as extreme as the observed one, with
 * p = EXCEEDANCES / samples drawn (Besag & Clifford's valid sequential p-value); a tail that never gets there
 * within `resamples` has (count + 1) / (resamples + 1).
 */
function monteCarloTest(supports, resamples) {
    const rng = createRng(SEED);
    const cumulative = supports.map((s) => {
        let sum = 0;
        return s.probabilities.map((p) => (sum += p));
    });
    const observed = supports.reduce((sum, s) => sum + s.observed, 0);
    const tolerance = 1e-9 * supports.length;
    let less = 0;
    let greater = 0;
    let pLess;
    let pGreater;
    for (let r = 1; r <= resamples && (pLess === undefined || pGreater === undefined); r++) {
        let sum = 0;
        for (let i = 0; i < supports.length; i++) {
            const c = cumulative[i];
            const u = rng.next() * c[c.length - 1];
            let j = 0;
            while (j < c.length - 1 && c[j] <= u)
                j++;
            sum += supports[i].values[j];
        }
        if (sum <= observed + tolerance && ++less === EXCEEDANCES)
            pLess ??= EXCEEDANCES / r;
        if (sum >= observed - tolerance && ++greater === EXCEEDANCES)
            pGreater ??= EXCEEDANCES / r;
    }
    // Counting the observed split keeps a p-value valid (never 0).
    return { pLess: pLess ?? (less + 1) / (resamples + 1), pGreater: pGreater ?? (greater + 1) / (resamples + 1), exact: false };
}
/** The lcm of the run counts, so every difference times it is an integer; undefined when huge. */
function commonDenominator(runCounts) {
    let l = 1;
    for (const n of new Set(runCounts)) {
        l = (l / gcd(l, n)) * n;
        if (l > MAX_DENOMINATOR)
            return undefined;
    }
    return l;
}
function gcd(a, b) {
    return b === 0 ? a : gcd(b, a % b);
}

// Multiple-comparison adjustment of p-values (statistics.md §6). The adjusted
// values come back in the input order; null entries (no test) stay null and do
// not count towards the number of tests.
function adjustPValues(pValues, method) {
    const tested = pValues.flatMap((p, index) => (p === null ? [] : [{ p, index }]));
    const m = tested.length;
    const result = pValues.map(() => null);
    if (m === 0)
        return result;
    const ascending = [...tested].sort((a, b) => a.p - b.p || a.index - b.index);
    // Benjamini–Hochberg: p̃(i) = min over j ≥ i of min(1, m p(j) / j); BY multiplies by Σ 1/j.
    const dependence = 1;
    let running = 1;
    for (let i = m - 1; i >= 0; i--) {
        const { p, index } = ascending[i];
        running = Math.min(running, Math.min(1, (dependence * m * p) / (i + 1)));
        result[index] = running;
    }
    return result;
}

// What the agent did differently between the base and the head of one cell:
// the changes between their behaviour profiles that noise does not explain,
// most telling first. Pure.
//
// Each label present in either arm (a skill, tool, command, file written,
// failed assertion, failure class) is a two-by-two table of runs that showed
// it: a two-sided Fisher exact test. Tokens, turns and duration are means with
// their spread: Welch's t-test. A cell compares dozens of labels, so the
// p-values are adjusted (Benjamini–Hochberg) across the cell's labels that
// could show a change at all (Tarone), and a
// change is listed only when its adjusted p stays under LIST_LEVEL and it is
// large enough to matter (MIN_RATE_CHANGE of the runs, MIN_RELATIVE_CHANGE of
// a mean). Explained in docs/comparison.md, "Why a cell changed".
const LIST_LEVEL = 0.1;
const MIN_RATE_CHANGE = 0.2;
const MIN_RELATIVE_CHANGE = 0.2;
/** Changes kept per cell in the comparison (the PR comment shows three). */
const MAX_CHANGES = 12;
/** The listed behaviour changes of one cell, most telling first; empty when either arm has no profile. */
function diffBehaviour(base, head) {
    const candidates = [...countChanges(base, head), ...meanChanges(base, head)];
    if (candidates.length === 0)
        return [];
    // Left out of the adjustment: a label whose most lopsided split (given how many runs showed it) could not
    // reach the level (Tarone), and a change too small to list whatever its p. A skill used in every run of
    // both arms, or the same tokens on both sides, would only dilute the changes that matter.
    const adjusted = adjustPValues(candidates.map((c) => (!bigEnough(c) || (isCount(c.aspect) && smallestP(c) >= LIST_LEVEL) ? null : c.pValue)));
    return candidates
        .map((c, i) => ({ c, q: adjusted[i] ?? 1 }))
        .filter(({ q }) => q < LIST_LEVEL)
        .sort((a, b) => rank(a.c) - rank(b.c) || b.c.size - a.c.size || order(a.c) - order(b.c) || compareText(a.c.label ?? "", b.c.label ?? ""))
        .slice(0, MAX_CHANGES)
        .map(({ c }) => {
        const { size: _size, ...change } = c;
        return change;
    });
}
function countChanges(base, head) {
    const out = [];
    const b = base.behaviour;
    const h = head.behaviour;
    if (b && h && b.runs > 0 && h.runs > 0) {
        const lists = [
            ["skill", (p) => p.skills],
            ["failed-assertion", (p) => p.failedAssertions],
            ["command", (p) => p.commands],
            ["tool", (p) => Object.fromEntries(Object.entries(p.tools).map(([k, v]) => [k, v.runs]))],
            ["write", (p) => p.writes],
        ];
        for (const [aspect, get] of lists)
            out.push(...labelChanges(aspect, get(b), b.runs, get(h), h.runs));
    }
    // Failure classes are counted over every run (a timeout is an errored run): they need no profile. The
    // generic assertion class is left out where the failed assertions themselves are listed.
    if (base.runs > 0 && head.runs > 0) {
        const classes = (c) => (b && h ? withoutKey(c.failureClasses, DEFAULT_FAILURE_CLASSES.assertion.id) : c.failureClasses);
        out.push(...labelChanges("failure-class", classes(base), base.runs, classes(head), head.runs));
    }
    return out;
}
function labelChanges(aspect, base, baseRuns, head, headRuns) {
    const labels = new Set([...Object.keys(base), ...Object.keys(head)]);
    const out = [];
    for (const label of labels) {
        const x = Math.min(base[label] ?? 0, baseRuns);
        const y = Math.min(head[label] ?? 0, headRuns);
        out.push({
            aspect,
            label,
            base: x,
            head: y,
            baseRuns,
            headRuns,
            pValue: fisherTwoSided(x, baseRuns, y, headRuns),
            size: Math.abs(y / headRuns - x / baseRuns),
        });
    }
    return out;
}
function meanChanges(base, head) {
    const out = [];
    const add = (aspect, b, h) => {
        if (!b || !h || b.n < 2 || h.n < 2)
            return;
        const size = b.mean === 0 ? (h.mean === 0 ? 0 : Infinity) : Math.abs(h.mean - b.mean) / Math.abs(b.mean);
        out.push({ aspect, base: b.mean, head: h.mean, pValue: welchTwoSided(b, h), size });
    };
    const bp = base.behaviour;
    const hp = head.behaviour;
    if (bp && hp) {
        add("tokens", bp.tokens && { ...bp.tokens, n: bp.runs }, hp.tokens && { ...hp.tokens, n: hp.runs });
        add("turns", bp.turns && { ...bp.turns, n: bp.runs }, hp.turns && { ...hp.turns, n: hp.runs });
    }
    add("duration", { mean: base.durationMs.mean, std: base.durationMs.std, n: base.runs }, { mean: head.durationMs.mean, std: head.durationMs.std, n: head.runs });
    return out;
}
/** Welch's two-sided t-test on two means; identical constant samples give 1, different constant ones 0. */
function welchTwoSided(a, b) {
    const va = (a.std * a.std) / a.n;
    const vb = (b.std * b.std) / b.n;
    const se = Math.sqrt(va + vb);
    if (se === 0)
        return a.mean === b.mean ? 1 : 0;
    const t = Math.abs(b.mean - a.mean) / se;
    const df = (va + vb) ** 2 / ((va * va) / (a.n - 1) + (vb * vb) / (b.n - 1));
    return Math.min(1, 2 * studentTUpper(t, df));
}
function bigEnough(c) {
    return c.size >= (isCount(c.aspect) ? MIN_RATE_CHANGE : MIN_RELATIVE_CHANGE);
}
/** The smallest two-sided p any split of this label's runs between the arms could give. */
function smallestP(c) {
    const n1 = c.baseRuns ?? 0;
    const n2 = c.headRuns ?? 0;
    const shown = c.base + c.head;
    const most = Math.min(shown, n1);
    const least = Math.max(0, shown - n2);
    return Math.min(fisherTwoSided(most, n1, shown - most, n2), fisherTwoSided(least, n1, shown - least, n2));
}
/**
 * Most telling first: what the agent did before how much it spent (a skill left unused explains a token
 * rise, not the reverse; and a mean of a few identical runs looks more certain than it is), then how
 * unlikely under noise, in bands (past p < 0.001 a smaller p says no more), then the size of the change.
 */
function rank(c) {
    const band = c.pValue < 0.001 ? 0 : c.pValue < 0.01 ? 1 : 2;
    return (isCount(c.aspect) ? 0 : 3) + band;
}
function withoutKey(record, key) {
    const { [key]: _left, ...rest } = record;
    return rest;
}
function isCount(aspect) {
    return aspect !== "tokens" && aspect !== "turns" && aspect !== "duration";
}
const ASPECT_ORDER = ["skill", "failed-assertion", "failure-class", "command", "tool", "write", "tokens", "turns", "duration"];
function order(c) {
    return ASPECT_ORDER.indexOf(c.aspect);
}
function compareText(a, b) {
    return a < b ? -1 : a > b ? 1 : 0;
}

// Per-cell comparison: Fisher's exact test, one-sided in the direction of the
// change; the cell family (Tarone on each cell's observed margins: only the
// cells whose passes could reach the level count, statistics.md §6.1); the
// adjustment over that family; the severity guard; and the tier. A cell is
// `regressed` only when its drop stays significant after the adjustment at
// the cell family's share of alpha: that alone makes the suite verdict
// `regression`. Errored runs are shown but left out: they say nothing about
// the agent. A cell whose test changed is shown, never tested.
//
// Fisher's test conditions on the margins (each arm's runs and the cell's
// total passes), the same thing the family is chosen from, so the family is
// fixed before any p-value is looked at and the adjustment keeps its
// guarantee (Tarone 1990 for Holm, Gilbert 2005 for Benjamini–Hochberg).
/** Tiers whose behaviour changes are worth a reader's time: the cells that changed, or may have. */
const EXPLAINED_TIERS = new Set(["regressed", "possible-regression", "improved", "possible-improvement"]);
function evidence(cell) {
    return { passed: cell.passed, runs: cell.runs - cell.errored };
}
/** Pass rate over the runs that did not error; null when every run errored. */
function agentRate(cell) {
    const e = evidence(cell);
    return e.runs === 0 ? null : e.passed / e.runs;
}
function armCounts(cell, alpha) {
    const e = evidence(cell);
    return {
        passed: cell.passed,
        runs: cell.runs,
        passRate: e.runs === 0 ? 0 : e.passed / e.runs,
        errored: cell.errored,
        wilson: wilsonInterval(e.passed, e.runs, alpha),
    };
}
/**
 * `stoppedEarly`: the cells an adaptive run (`--runs auto`) stopped before
 * max-runs without a regression, with that max-runs. Its remaining runs could
 * have brought such a cell into a family (a cell that passed every run so far
 * would enter it had the head started failing), so each counts in the family
 * as the most its remaining runs could have made it: the adaptive run then
 * never adjusts over fewer cells than fixed runs could have, and keeps their
 * false-alarm guarantee.
 */
function compareCells(pairs, options, stoppedEarly) {
    const tested = pairs.map((pair) => testPair(pair, options, stoppedEarly?.get(pair)));
    const downs = tested.map((t) => t?.down ?? null);
    const drops = adjustInFamily(downs, options.cellAlpha, options.adjust);
    const rises = adjustInFamily(tested.map((t) => t?.up ?? null), options.cellAlpha, options.adjust);
    const possibleDrops = adjustInFamily(downs, options.alpha, options.adjust);
    const possible = [];
    const cells = pairs.map((pair, i) => {
        const t = tested[i];
        const side = t?.direction === "up" ? rises : drops;
        const adjustedPValue = side.adjusted[i] ?? null;
        const comparison = {
            ...cellIdOf(pair),
            tier: tierOf(pair, t, adjustedPValue, options),
            base: pair.base ? armCounts(pair.base, options.alpha) : null,
            head: pair.head ? armCounts(pair.head, options.alpha) : null,
            // A changed case measures something else: its difference would mean nothing.
            delta: pair.base && pair.head && !pair.testChanged ? difference(pair.base, pair.head) : null,
            // Equal rates: the regression-side p (at least 0.5), the side readers ask about.
            pValue: t ? (t.direction === "up" ? t.up.p : t.down.p) : null,
            adjustedPValue,
            testChanged: pair.testChanged,
        };
        if (t)
            comparison.inFamily = side.members[i];
        if (t?.severe)
            comparison.severe = true;
        const possibleP = possibleDrops.adjusted[i];
        if (t?.direction === "down" && comparison.tier !== "regressed" && possibleP != null && reaches(possibleP, options.alpha)) {
            possible.push({ cell: comparison, adjustedPValue: possibleP });
        }
        if (pair.base && pair.head && EXPLAINED_TIERS.has(comparison.tier)) {
            const behaviour = diffBehaviour(pair.base, pair.head);
            if (behaviour.length > 0)
                comparison.behaviour = behaviour;
        }
        return comparison;
    });
    const family = (f, level) => ({ level, size: f.size });
    return {
        cells,
        families: {
            regression: family(drops, options.cellAlpha),
            improvement: family(rises, options.cellAlpha),
            possibleRegression: family(possibleDrops, options.alpha),
        },
        possible,
    };
}
function difference(base, head) {
    const b = agentRate(base);
    const h = agentRate(head);
    return b === null || h === null ? null : h - b;
}
/** The cell's tests; undefined when it cannot be tested (new, removed, its case changed, or too few runs for any conclusion). */
function testPair(pair, options, maxRuns) {
    if (!pair.base || !pair.head || pair.testChanged)
        return undefined;
    const base = evidence(pair.base);
    const head = evidence(pair.head);
    if (insufficient(base.runs, head.runs, options.alpha))
        return undefined;
    const baseRate = base.passed / base.runs;
    const headRate = head.passed / head.runs;
    const total = base.passed + head.passed;
    const s = options.severity;
    const down = { p: fisherGreater(base.passed, base.runs, head.passed, head.runs), attainable: fisherAttainable(base.runs, head.runs, total) };
    const up = { p: fisherGreater(head.passed, head.runs, base.passed, base.runs), attainable: fisherAttainable(head.runs, base.runs, total) };
    if (maxRuns !== undefined && maxRuns > head.runs) {
        // Stopped early: it counts for the others as it would have at max-runs, its remaining runs passing at its pass
        // rate so far (smoothed): each number of passes they could have given, weighted by its chance.
        const remaining = maxRuns - head.runs;
        const rate = (base.passed + head.passed + 0.5) / (base.runs + head.runs + 1);
        const futures = binomialWeights(remaining, rate);
        down.counted = futures.map((weight, more) => ({ weight, attainable: fisherAttainable(base.runs, maxRuns, total + more) }));
        up.counted = futures.map((weight, more) => ({ weight, attainable: fisherAttainable(maxRuns, base.runs, total + more) }));
    }
    return {
        direction: headRate < baseRate ? "down" : headRate > baseRate ? "up" : "none",
        down,
        up,
        severe: base.runs >= s.minBaseRuns && baseRate >= s.minBaseRate - 1e-12 && head.runs >= s.minHeadRuns && headRate <= s.maxHeadRate + 1e-12,
    };
}
/** P(k passes in n runs) for k = 0..n at pass rate q. */
function binomialWeights(n, q) {
    return Array.from({ length: n + 1 }, (_, k) => Math.exp(logChoose(n, k) + k * Math.log(q) + (n - k) * Math.log1p(-q)));
}
/** Even all passes on one side against none on the other would not reach alpha with these run counts (or a side has none). */
function insufficient(baseRuns, headRuns, alpha) {
    return baseRuns === 0 || headRuns === 0 || !reaches(fisherGreater(baseRuns, baseRuns, 0, headRuns), alpha);
}
function tierOf(pair, t, adjusted, options) {
    if (!pair.base)
        return "new";
    if (!pair.head)
        return "removed";
    if (pair.testChanged)
        return "case-changed";
    if (!t)
        return "insufficient-data";
    const significant = adjusted !== null && reaches(adjusted, options.cellAlpha);
    // Suggestive: significant on its own, before the adjustment, at the full alpha.
    if (t.direction === "down")
        return significant ? "regressed" : reaches(t.down.p, options.alpha) || t.severe ? "possible-regression" : "no-significant-change";
    if (t.direction === "up")
        return significant ? "improved" : reaches(t.up.p, options.alpha) ? "possible-improvement" : "no-significant-change";
    return "no-significant-change";
}

// The suite-level test: one pass-rate difference per comparable cell (head -
// base, over non-errored runs), a permutation test of their mean conditional
// on each cell's margins at the suite's share of alpha, a two-sided t interval
// at 1 - alpha (for reading, not deciding), and the power to detect a drop of
// the margin.
const TARGET_POWER = 0.8;
function suiteTest(pairs, options) {
    const detectableDrop = options.margin > 0 ? options.margin : 0.05;
    const arms = comparableArms(pairs);
    const m = arms.length;
    if (m === 0)
        return { cells: 0, delta: null, ci: null, pLess: null, pGreater: null, canReach: false, detectableDrop, power: 0, runsPerArm: 0 };
    const differences = arms.map(({ base, head }) => head.passed / head.runs - base.passed / base.runs);
    const delta = mean(differences);
    const test = stratifiedPermutationTest(arms.map(({ base, head }) => ({ basePassed: base.passed, baseRuns: base.runs, headPassed: head.passed, headRuns: head.runs })));
    const canReach = suiteCanReach(arms, options.suiteAlpha);
    // Variance of one cell's difference: observed, and what binomial noise alone
    // gives at the pooled pass rate (add-one smoothed, so "everything passed" in
    // a few runs does not claim zero noise).
    const passed = arms.reduce((sum, { base, head }) => sum + base.passed + head.passed, 0);
    const runs = arms.reduce((sum, { base, head }) => sum + base.runs + head.runs, 0);
    const pooled = (passed + 1) / (runs + 2);
    const binomialVariance = pooled * (1 - pooled) * mean(arms.map(({ base, head }) => 1 / base.runs + 1 / head.runs));
    const observedVariance = sampleVariance(differences);
    // Power errs on the side of "cannot tell": never less noise than the binomial model gives.
    const se = Math.sqrt(Math.max(observedVariance, binomialVariance) / m);
    // The interval is the paired t interval; only when every difference is the same (no spread to
    // measure) does it fall back to the binomial noise.
    const intervalSe = Math.sqrt((observedVariance > 1e-12 ? observedVariance : binomialVariance) / m);
    const runsPerArm = mean(arms.map(({ base, head }) => (base.runs + head.runs) / 2));
    const result = {
        cells: m,
        delta,
        ci: m >= 2 ? clampInterval(tInterval(delta, intervalSe, m - 1, options.alpha)) : null,
        pLess: test.pLess,
        pGreater: test.pGreater,
        canReach,
        detectableDrop,
        power: canReach ? powerForDrop(detectableDrop, se, options.suiteAlpha) : 0,
        runsPerArm,
    };
    if (canReach)
        result.runsPerCaseFor80 = runsForPower(detectableDrop, se, runsPerArm, options.suiteAlpha, TARGET_POWER);
    return result;
}
/** The cells the suite-level test compares: in both arms, the same test, a non-errored run on each side. */
function comparableArms(pairs) {
    return pairs.flatMap((pair) => {
        if (!pair.base || !pair.head || pair.testChanged)
            return [];
        const base = evidence(pair.base);
        const head = evidence(pair.head);
        return base.runs > 0 && head.runs > 0 ? [{ base, head }] : [];
    });
}
/**
 * The smallest p-value these run counts allow the suite-level test: every
 * base run passing and every head run failing, when each cell's runs split
 * into exactly that one way out of C(nb + nh, nb). Reaching the level needs
 * the product of those chances to be at most it.
 */
function suiteCanReach(arms, level) {
    const logSmallest = arms.reduce((sum, { base, head }) => sum - logChoose(base.runs + head.runs, base.runs), 0);
    return reaches(Math.exp(logSmallest), level);
}
function clampInterval([low, high]) {
    return [Math.max(-1, low), Math.min(1, high)];
}

// The words of a comparison that the Markdown and the terminal renderings
// share: an arm's counts with its interval, the suite's change and a cell's p.
// No Markdown in them, so both can use them as they are.
/** "9/10 [60–98%]", with errored runs (left out of the rate) named apart. */
function arm$2(counts) {
    if (!counts)
        return "–";
    const errored = counts.errored ?? 0;
    const valid = counts.runs - errored;
    const rate = valid > 0 ? ` ${formatRateWithInterval(counts.passed, valid, counts.wilson)}` : "";
    return `${formatCount(counts.passed)}/${formatCount(valid)}${rate}${errored ? `, ${formatCount(errored)} errored` : ""}`;
}
/**
 * "−11.2 pts over 20 cells, suite-level test p < 0.001 (95% CI of the mean over cells −15.0 pts to −7.4 pts)"; ""
 * without a change. The p is always named as the suite-level test's, and when the verdict came from another test
 * the row says so, so a suite p of 0.500 under a regression that one broken case decided never reads as a
 * contradiction; the interval is named as the mean over cells' (one case dropping 100 points among 19 unchanged
 * gives a wide one, next to a small p: both are right).
 */
function suiteChange(comparison) {
    const { delta, ci, pairedCases } = comparison.suite;
    if (delta === null)
        return "";
    const interval = ci ? ` (${formatPointsInterval(ci, comparison.alpha).replace(" CI ", " CI of the mean over cells ")})` : "";
    return `${formatSignedPoints(delta)} over ${plural(pairedCases, "cell")}${suiteP(comparison, ", ")}${interval}`;
}
/** "suite-level test p = 0.500 (the verdict comes from the cells below)", after `lead`; "" without a p. */
function suiteP(comparison, lead = "") {
    const { pValue } = comparison.suite;
    if (pValue === null)
        return "";
    const decidedBy = comparison.decidedBy ?? [];
    const elsewhere = decidedBy.length > 0 && !decidedBy.includes("suite") ? ` (${DECIDED_ELSEWHERE[decidedBy[0]]})` : "";
    return `${lead}suite-level test ${formatPInText(pValue)}${elsewhere}`;
}
/** What decided a verdict the suite-level test did not. */
const DECIDED_ELSEWHERE = {
    suite: "",
    cells: "the verdict comes from the cells below",
    severity: "the verdict comes from a case that broke outright",
};
/** "0.004 (0.031)": the cell's p and its adjusted p; "–" when it was not tested. */
function cellP(cell) {
    return cell.pValue === null ? "–" : `${formatP(cell.pValue)}${cell.adjustedPValue === null ? "" : ` (${formatP(cell.adjustedPValue)})`}`;
}

// Where a pooled base came from, in words every renderer shares (Markdown,
// text, the HTML page script, the step log): "base: 20 runs over 6 commits
// (a1b2c3d…f4e5d6c)". Pure and free of imports, so the page script can
// bundle it. Shas are shown only when they are full 40-hex ones.
const FULL_SHA = /^[0-9a-f]{40}$/;
const STOPS = {
    "no-history": "the baseline's run carried no history of the base branch",
    "older-history": "the earlier runs were recorded by an older agent-bench",
    test: "the case's test changed",
    treatment: "the treatment changed",
    cli: "the agent CLI version changed",
    age: "the earlier runs are older than the age bound",
    unverified: "an earlier entry is not one of the base branch's push runs",
    "history-start": "the history holds no earlier runs",
};
/** "base: 20 runs over 6 commits (a1b2c3d…f4e5d6c)", "base: 9–20 runs per case over 6 commits (…)", "base: 3 runs from commit f4e5d6c". */
function poolPhrase(pool) {
    const runs = pool.cells.map((c) => c.runs);
    const low = runs.length ? Math.min(...runs) : 0;
    const high = runs.length ? Math.max(...runs) : 0;
    const count = low === high ? `${high} run${high === 1 ? "" : "s"}` : `${low}–${high} runs per case`;
    const shas = pool.commits.filter((c) => FULL_SHA.test(c)).map((c) => c.slice(0, 7));
    if (shas.length <= 1)
        return `base: ${count}${shas.length ? ` from commit ${shas[0]}` : ""}`;
    return `base: ${count} over ${shas.length} commits (${shas.at(-1)}…${shas[0]})`;
}
/** Why some cells hold fewer than `baseline-runs`: "earlier runs not pooled: the treatment changed" (undefined when every cell is full). */
function poolShortfall(pool) {
    const short = pool.cells.filter((c) => c.stop !== undefined);
    if (short.length === 0)
        return undefined;
    const counts = new Map();
    for (const c of short)
        counts.set(c.stop, (counts.get(c.stop) ?? 0) + 1);
    const [stop] = [...counts.entries()].sort((a, b) => b[1] - a[1])[0];
    const which = short.length === pool.cells.length ? "" : ` for ${short.length} of ${pool.cells.length} cells`;
    const reason = stop === "age" ? `the earlier runs are older than ${pool.maxAgeDays} days` : STOPS[stop];
    return `fewer than ${pool.maxRuns} runs${which}: ${reason}${counts.size > 1 ? " (and other reasons, see comparison.json)" : ""}`;
}

// One runner setting that changed since the baseline, as a phrase every
// report shares: "Runner `claude` model: `sonnet` → `opus`", and for a file
// a runner's settings name (a script, an agent program) a sentence instead of
// the data's "content → modified": "Runner `scripted`'s file
// `evals/agent.json` was modified". Markdown passes its code-span maker, the
// terminal and the HTML page their own.
/** How a runner's file changed, from the markers the comparison records ("content", "modified", "(none)"); undefined for any other setting. */
function runnerFileChange(base, head) {
    if (base === "content" && head === "modified")
        return "modified";
    if (base === "(none)" && head === "content")
        return "added";
    if (base === "content" && head === "(none)")
        return "removed";
    return undefined;
}
/** The setting's change as one phrase; `text` makes plain words safe (Markdown escapes them), `code` shows a value. */
function settingPhrase(s, code, text = (w) => w) {
    if (s.runnerId === "")
        return `${text(s.field.replace(/^workspace /u, "Workspace "))}: ${code(s.base)} → ${code(s.head)}`;
    const file = runnerFileChange(s.base, s.head);
    if (file)
        return `Runner ${code(s.runnerId)}'s file ${code(s.field)} was ${file}`;
    return `Runner ${code(s.runnerId)} ${code(s.field)}: ${code(s.base)} → ${code(s.head)}`;
}

// "What the agent did differently": for each cell that changed, the behaviour
// changes the comparison found, most telling first. Cells that regressed or
// improved are open; possible ones are folded. The PR comment shows a few
// lines per cell, `compare` all of them.
function behaviourSection(cells, level, linesPerCell) {
    const explained = cells.filter((c) => c.behaviour && c.behaviour.length > 0);
    if (explained.length === 0)
        return "";
    const open = explained.filter((c) => c.tier === "regressed" || c.tier === "improved");
    const folded = explained.filter((c) => c.tier !== "regressed" && c.tier !== "improved");
    const parts = [`${"#".repeat(level)} What the agent did differently`];
    if (open.length > 0)
        parts.push(open.map((c) => cellLines(c, linesPerCell)).join("\n"));
    if (folded.length > 0) {
        parts.push(`<details><summary>${plural(folded.length, "cell")} that may have changed</summary>\n\n${folded.map((c) => cellLines(c, linesPerCell)).join("\n")}\n\n</details>`);
    }
    return parts.join("\n\n");
}
function cellLines(cell, max) {
    const changes = cell.behaviour ?? [];
    const code = (label) => mdCode(label, "text", 120);
    const lines = changes.slice(0, max).map((change) => `  - ${behaviourPhrase(change, code)}`);
    if (changes.length > max)
        lines.push(`  - … and ${plural(changes.length - max, "more change")} (see the HTML report)`);
    const tier = TIER_LABELS[cell.tier];
    return [`- ${tier.icon} ${mdCode(cell.caseId, "text", 120)} on ${mdCode(cell.runnerId, "text")}`, ...lines].join("\n");
}

// Workspace mode "none": the reports' warning that executions changed files in
// the folder they all work in (results' sharedChanges, execute/shared-folder.ts).
// Plain text: each renderer escapes it (file names and ids are untrusted).
const SHOWN = 5;
function sharedChangesNote(results) {
    const changed = results.filter((r) => r.sharedChanges);
    if (changed.length === 0)
        return undefined;
    const listed = changed.slice(0, SHOWN).map((r) => {
        const { files, count } = r.sharedChanges;
        const shown = files.slice(0, 3).join(", ") + (count > 3 ? ` and ${count - 3} more` : "");
        return `run ${r.run} of ${r.caseId} (${r.runnerId}): ${shown}`;
    });
    const more = changed.length > SHOWN ? `; ${plural(changed.length - SHOWN, "more execution")}` : "";
    return (`${plural(changed.length, "execution")} changed files in the folder every execution works in (workspace mode "none"), ` +
        `so the executions after ${changed.length === 1 ? "it" : "them"} saw the changes and the runs are not independent: ${listed.join("; ")}${more}. ` +
        `The default workspace gives each execution its own copy of the repository.`);
}

// Events the runners' parsers did not understand, summed over a run: one note
// per runner. Agent CLIs change their output formats without notice; a run
// that met unknown event types says so, so a format change shows up as this
// note rather than as assertions failing for no visible reason. Pure.
const LISTED = 5;
function unknownEventNotes(results) {
    const byRunner = new Map();
    for (const r of results) {
        if (!r.unknownEvents)
            continue;
        const entry = byRunner.get(r.runnerId) ?? { counts: new Map(), versions: new Set() };
        for (const [type, n] of Object.entries(r.unknownEvents))
            entry.counts.set(type, (entry.counts.get(type) ?? 0) + n);
        if (r.cliVersion)
            entry.versions.add(r.cliVersion);
        byRunner.set(r.runnerId, entry);
    }
    return [...byRunner].map(([runner, { counts, versions }]) => {
        const total = [...counts.values()].reduce((a, b) => a + b, 0);
        const types = [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
        const listed = types.slice(0, LISTED).map(([type, n]) => `${type} (${n})`);
        if (types.length > LISTED)
            listed.push(`${types.length - LISTED} more`);
        const cli = versions.size > 0 ? ` (${[...versions].sort().join(", ")})` : "";
        return `${runner}: ${plural(total, "event")} of types this version does not understand: ${listed.join(", ")}; the agent CLI${cli} may have changed its output format`;
    });
}

// The top of a Markdown report: title, verdict alert, suite headline, run
// notes, and the footer with links. Each function returns one section's text.
function titleSection(view, title, level) {
    const icon = view.model.comparison ? VERDICT_LABELS[view.model.comparison.verdict].icon : runIcon(view);
    return `${"#".repeat(level)} ${icon} ${mdText(title)}`;
}
function runIcon(view) {
    const c = view.counts;
    if (c.runs === 0)
        return "⏭️";
    if (c.failed > 0)
        return "❌";
    if (c.errored > 0)
        return "💥";
    return "✅";
}
/** The verdict first, as a GitHub alert, in words a reader can act on. */
function verdictAlert(comparison) {
    const v = VERDICT_LABELS[comparison.verdict];
    return [`> [!${v.alert}]`, `> **${v.icon} ${v.label}.** ${mdText(comparison.reason)}`].join("\n");
}
/** "8 of 9 executions passed: 89% [57–98%]" and the counts, cells, time, tokens and cost. */
function headline(view) {
    const { run } = view.model;
    const c = view.counts;
    const s = run.summary;
    const first = [
        `**${formatCount(c.passed)} of ${plural(c.runs, "execution")} passed: ${formatRateWithInterval(c.passed, c.runs)}**`,
        c.failed ? `${formatCount(c.failed)} failed` : "",
        c.errored ? `💥 ${formatCount(c.errored)} errored (${erroredCause(run)}, not counted as agent failures)` : "",
        c.skipped ? `${formatCount(c.skipped)} skipped` : "",
        c.expectedFailed ? `${formatCount(c.expectedFailed)} failed as expected` : "",
    ].filter(Boolean);
    const cells = view.stability.summary;
    const failing = view.runners.reduce((n, r) => n + r.failingCells, 0);
    const runners = run.plan.runners.length;
    const second = [
        run.suite.path ? mdCode(run.suite.path, "text") : "",
        `${plural(run.plan.cases.length, "case")} × ${plural(runners, "runner")} × ${plural(run.plan.runs, "run")}`,
        cells.cells > 0
            ? `${formatCount(cells.stableCells)} of ${plural(cells.cells, "cell")} stable${failing > 0 ? `, ${formatCount(failing)} failing every run` : ""}`
            : "",
        `${formatDuration(s.durationMs)} wall time`,
        s.totalTokens !== undefined ? `${formatTokens(s.totalTokens)} tokens` : "",
        s.costUsd !== undefined ? formatCost(s.costUsd) : "",
        run.plan.shard ? `shard ${run.plan.shard.index}/${run.plan.shard.total}` : "",
    ].filter(Boolean);
    return `${first.join(" · ")}\n${second.join(" · ")}`;
}
/** Why executions errored: the infrastructure, or cases using a feature agent-bench cannot run (yao hooks). */
function erroredCause(run) {
    const errored = run.results.filter((r) => r.status === "errored");
    const unsupported = errored.filter((r) => r.failureOrigin === "unsupported").length;
    if (unsupported === 0)
        return "infrastructure";
    return unsupported === errored.length ? "unsupported features" : `${formatCount(unsupported)} unsupported features, the rest infrastructure`;
}
/** Things a reader must not miss about the run itself: cancellation, executions that never ran, runs that shared files, comparison warnings, unknown agent events. */
function runNotes(view) {
    const s = view.model.run.summary;
    const notes = [];
    if (s.cancelled)
        notes.push(`The run was cancelled: ${plural(s.notRun, "planned execution")} did not run, so these numbers are partial.`);
    else if (s.notRun > 0)
        notes.push(`${plural(s.notRun, "planned execution")} did not run (--fail-fast stopped scheduling after the first failure).`);
    const shared = sharedChangesNote(view.model.run.results);
    if (shared)
        notes.push(mdText(shared));
    for (const w of view.model.comparison?.warnings ?? [])
        notes.push(mdText(w));
    for (const w of unknownEventNotes(view.model.run.results))
        notes.push(mdText(w));
    if (notes.length === 0)
        return "";
    return ["> [!WARNING]", ...notes.map((n) => `> - ${n}`)].join("\n");
}
function footer(view) {
    const { run, links } = view.model;
    const parts = [mdLink("HTML report", links?.htmlReportUrl), mdLink("artifacts", links?.artifactUrl), mdLink("workflow run", links?.runUrl)].filter((p) => p !== undefined);
    const commit = run.environment.commit;
    const commitText = commit ? (mdLink(commit.sha.slice(0, 7), links?.commitUrl) ?? mdCode(commit.sha.slice(0, 7), "text")) : "";
    const made = `agent-bench ${mdText(run.tool.version)}${commitText ? ` · commit ${commitText}` : ""} · ${mdText(run.startedAt.replace("T", " ").replace(/\.\d+Z$/u, " UTC"))}`;
    return `<sub>${[made, ...parts].join(" · ")}</sub>`;
}

// "What changed for the agent": the treatment diff between the baseline and
// the head, the first thing a reviewer checks against the verdict (did this PR
// change the skill the failing case uses?). File paths and settings come from
// the repository and the config, so they are shown as code.
function treatmentSection(changes, level, compact) {
    if (!changes)
        return "";
    const heading = `${"#".repeat(level)} What changed for the agent`;
    const maxFiles = compact ? 5 : 30;
    const lines = [];
    const files = (label, list) => {
        if (list.length === 0)
            return;
        const shown = list.slice(0, maxFiles).map((f) => mdCode(f, "text", 200));
        const more = list.length > maxFiles ? ` and ${plural(list.length - maxFiles, "more file")}` : "";
        lines.push(`- ${label}: ${shown.join(", ")}${more}`);
    };
    files("Modified", changes.files.modified);
    files("Added", changes.files.added);
    files("Removed", changes.files.removed);
    if (changes.files.omittedChanged)
        lines.push("- Some of the workspace files past the listing limit changed (see stability.json)");
    for (const s of changes.settings.slice(0, compact ? 10 : 50))
        lines.push(`- ${settingPhrase(s, (v) => mdCode(v, "text", 200), mdText)}`);
    for (const v of changes.versions) {
        lines.push(`- ⚠️ Runner ${mdCode(v.runnerId, "text")} agent CLI version: ${mdCode(v.base, "text")} → ${mdCode(v.head, "text")} (pin it if this pull request did not mean to change it)`);
    }
    if (lines.length === 0) {
        return changes.known
            ? `${heading}\n\nNothing: the same workspace files, skills, instruction files, runner settings and CLI versions as the baseline.`
            : `${heading}\n\nUnknown: the baseline was written by an older agent-bench that did not record what the agent was given.`;
    }
    const unknown = changes.known
        ? ""
        : "\n\nThe baseline did not record its workspace files and runner settings (older agent-bench): only these differences could be seen.";
    return `${heading}\n\n${lines.join("\n")}${unknown}`;
}

// The one comparison renderer in Markdown: the section the PR comment, the
// check summary, the job summary and the Markdown report show (the suite's
// change with its interval, then only the cells that changed, each arm with
// its Wilson interval: "never a red arrow without its interval"), and the same
// section as a document of its own for `agent-bench compare` and `run --base`.
/** A Comparison on its own: the title and verdict, the comparison section with every behaviour change, the per-runner changes and the warnings. */
function renderComparisonMarkdown(comparison, options = {}) {
    const verdict = VERDICT_LABELS[comparison.verdict];
    const parts = [`### ${verdict.icon} ${mdText(options.title ?? "agent-bench comparison")}: ${verdict.label}`, verdictAlert(comparison)];
    parts.push(comparisonSection(comparison, 4, options.maxRows ?? 100, false, Infinity));
    if (comparison.suite.base && comparison.runners.length > 0)
        parts.push(`#### Runners\n\n${runnerDeltaTable(comparison)}`);
    if (comparison.warnings.length > 0)
        parts.push(["> [!WARNING]", ...comparison.warnings.map((w) => `> - ${mdText(w)}`)].join("\n"));
    return `${parts.filter(Boolean).join("\n\n")}\n`;
}
/** `behaviourLines`: behaviour changes listed per changed cell (the PR comment shows 3, `compare` all). */
function comparisonSection(comparison, level, maxRows, compact, behaviourLines = 3) {
    if (!comparison.suite.base)
        return "";
    const heading = `${"#".repeat(level)} Compared with the base${baselineText(comparison)}`;
    const changed = TIER_ORDER.flatMap((tier) => comparison.cells.filter((c) => c.tier === tier && CHANGED_TIERS.has(tier)));
    const shown = compact ? changed.filter((c) => c.tier === "regressed" || c.tier === "possible-regression" || c.tier === "removed") : changed;
    const parts = [heading, poolLine(comparison)];
    if (!compact)
        parts.push(suiteTable(comparison));
    const quiet = quietCells(comparison, compact ? changed.length - shown.length : 0);
    if (shown.length > 0)
        parts.push(cellTable(shown, maxRows));
    else if (!compact && !quiet)
        parts.push("No cell changed significantly.");
    parts.push(quiet);
    parts.push(behaviourSection(shown.slice(0, maxRows), level + 1, behaviourLines));
    parts.push(treatmentSection(comparison.treatment, level + 1, compact));
    if (!compact)
        parts.push(readingNote(comparison));
    return parts.filter(Boolean).join("\n\n");
}
/** One collapsed line on adjusted p, the cell family, power and the margin; no advice to add runs once a regression is found. */
function readingNote(comparison) {
    const { suite, cell } = comparison.levels;
    // The family compare() counted (present whenever there is a base, the only time this note shows).
    const family = comparison.families?.regression.size ?? 0;
    const power = comparison.suite.power;
    let powerText = "";
    if (power && comparison.verdict !== "regression") {
        powerText =
            power.runsPerCaseFor80 === undefined
                ? " With so few runs the suite-level test cannot reach significance, even if every base run passed and every head run failed."
                : ` These runs had ${formatPercent(power.power, 0)} power to detect a drop of ${formatPoints(power.detectableDrop)}${power.power < 0.8 ? `; about ${power.runsPerCaseFor80} runs per case would give 80%` : ""}.`;
    }
    const method = comparison.adjust === "holm" ? "Holm, each cell counted by the chance it had of a p that small" : "Benjamini–Hochberg";
    const perCell = `p is Fisher's exact test per cell, one-sided. Only the cells whose passes could reach significance at all count in the adjustment: a cell that passed every run on both sides (or failed every run) cannot, so it is left out. ` +
        (family === 0 ? "Here no cell could, so none was adjusted. " : `Adjusted p corrects p over the ${plural(family, "cell")} that could (${method}). `);
    const text = perCell +
        `A cell regresses when its adjusted p is at most ${formatLevel(cell)}; the suite regresses when its pass rate falls by at least the margin of ${formatPoints(comparison.margin)} with a suite-level p of at most ${formatLevel(suite)}. ` +
        `The two levels add up to α = ${comparison.alpha}, so a pull request that changes nothing fails at most ${formatPercent(comparison.alpha, 0)} of the time.${powerText}`;
    return `<details><summary>How to read these numbers</summary>\n\n${text}\n\n</details>`;
}
function baselineText(comparison) {
    const b = comparison.baseline;
    if (!b)
        return "";
    const commit = b.commit ? ` ${mdCode(b.commit.sha.slice(0, 7), "text")}` : "";
    // A pooled base's runs per case are on the line below the heading.
    return `${commit} (${b.pool ? "" : `${plural(b.runsPerCase, "run")} per case, `}${mdText(b.createdAt.slice(0, 10))})`;
}
/** "base: 20 runs over 6 commits (a1b2c3d…f4e5d6c)": where a pooled base's counts came from, and why some fell short. */
function poolLine(comparison) {
    const pool = comparison.baseline?.pool;
    if (!pool)
        return "";
    const short = poolShortfall(pool);
    const pooled = pool.runIds.length > 1 ? ", pooled from the base branch's push runs while each case's test, the treatment and the agent CLI versions stayed the same" : "";
    return `${mdText(poolPhrase(pool))}${pooled}${short ? ` (${mdText(short)})` : ""}.`;
}
function suiteTable(comparison) {
    const { base, head } = comparison.suite;
    const t = comparison.totals;
    return mdTable(["", "Base", "Head", "Change"], [
        ["Pass rate (mean over cells)", base ? formatPercent(base.passRate) : "–", formatPercent(head.passRate), suiteChange(comparison) || "–"],
        [
            "Runs (errored)",
            base ? `${formatCount(base.runs)} (${formatCount(base.errored)})` : "–",
            `${formatCount(head.runs)} (${formatCount(head.errored)})`,
            "",
        ],
        costRow("Duration", t.durationMs, formatDuration),
        costRow("Tokens", t.tokens, formatTokens),
        costRow("Cost", t.costUsd, formatCost),
    ], "lrrl");
}
function costRow(label, d, format) {
    const cell = (n) => (n === null ? "–" : format(n));
    const relative = formatRelative(d.base, d.delta);
    const change = d.delta === null ? "" : `${formatSigned(d.delta, format)}${relative ? ` (${relative})` : ""}`;
    return [label, cell(d.base), cell(d.head), change];
}
function cellTable(cells, maxRows) {
    const rows = cells.slice(0, maxRows).map((c) => {
        const tier = TIER_LABELS[c.tier];
        const notes = [c.severe ? "broke outright" : ""].filter(Boolean);
        return [
            `${tier.icon} ${tier.label}${notes.length ? ` (${notes.join(", ")})` : ""}`,
            mdCode(caseLabel(c), "table", 120),
            mdCode(c.runnerId),
            arm$2(c.base),
            arm$2(c.head),
            c.delta === null ? "–" : formatSignedPoints(c.delta),
            cellP(c),
        ];
    });
    const more = cells.length > maxRows ? `\n\n… and ${plural(cells.length - maxRows, "more changed cell")} (see the HTML report).` : "";
    return mdTable(["Tier", "Case", "Runner", "Base", "Head", "Change", "p (adjusted)"], rows, "lllrrrr") + more;
}
function quietCells(comparison, hiddenChanges) {
    const count = (tier) => comparison.cells.filter((c) => c.tier === tier).length;
    const parts = [
        hiddenChanges > 0 ? `${plural(hiddenChanges, "other changed cell")} not listed` : "",
        count("no-significant-change") ? `${plural(count("no-significant-change"), "cell")} with no significant change` : "",
        count("insufficient-data") ? `${plural(count("insufficient-data"), "cell")} with too few runs to tell (insufficient data)` : "",
    ].filter(Boolean);
    return parts.length ? `${parts.join(" · ")}.` : "";
}
/** Per runner, base → head: pass rate, and duration, tokens and cost per run. */
function runnerDeltaTable(comparison) {
    const pair = (d, format, signed) => {
        if (d.base === null && d.head === null)
            return "–";
        const head = d.head === null ? "–" : format(d.head);
        if (d.base === null)
            return head;
        return `${format(d.base)} → ${head}${d.delta === null ? "" : ` (${signed(d.delta)})`}`;
    };
    const signed = (format) => (n) => formatSigned(n, format);
    return mdTable(["Runner", "Pass rate", "Duration per run", "Tokens per run", "Cost per run"], comparison.runners.map((r) => [
        mdCode(r.runnerId),
        pair(r.passRate, (n) => formatPercent(n), formatSignedPoints),
        pair(r.durationMs, formatDuration, signed(formatDuration)),
        pair(r.tokens, formatTokens, signed(formatTokens)),
        pair(r.costUsd, formatCost, signed(formatCost)),
    ]));
}

// F1 of a classifier (here: "the agent used the skill" against "it should
// have") with a percentile bootstrap interval over groups (the queries), so
// the runs of one query, which are alike, count as one draw. Seeded: the same
// counts give the same interval on every machine.
/** 2·TP / (2·TP + FP + FN); undefined when there is nothing to score (no positive expected or predicted). */
function f1Score(c) {
    const denominator = 2 * c.tp + c.fp + c.fn;
    return denominator === 0 ? undefined : (2 * c.tp) / denominator;
}
const F1_BOOTSTRAP = { resamples: 2000, seed: 20_260_101 };
/**
 * The (1 − alpha) percentile interval of F1 over `resamples` resamples of the groups with replacement; resamples
 * with nothing to score are left out. Undefined with fewer than two groups or when no resample has a score.
 */
function f1Interval(groups, options = {}) {
    if (groups.length < 2)
        return undefined;
    const rng = createRng(options.seed ?? F1_BOOTSTRAP.seed);
    const scores = [];
    for (let b = 0; b < (options.resamples ?? F1_BOOTSTRAP.resamples); b++) {
        const sum = { tp: 0, fp: 0, fn: 0 };
        for (let i = 0; i < groups.length; i++) {
            const g = groups[rng.int(groups.length)];
            sum.tp += g.tp;
            sum.fp += g.fp;
            sum.fn += g.fn;
        }
        const f1 = f1Score(sum);
        if (f1 !== undefined)
            scores.push(f1);
    }
    if (scores.length === 0)
        return undefined;
    scores.sort((a, b) => a - b);
    const alpha = options.alpha ?? 0.05;
    return { low: quantile(scores, alpha / 2), high: quantile(scores, 1 - alpha / 2) };
}

// Trigger evals in numbers, per skill × runner: precision (when the agent used
// the skill, it should have), recall (when it should have, it did) and F1,
// with intervals, plus the queries it triggered on wrongly or missed. Counted
// over executions with a verdict; one that errored, crashed or timed out has
// none and is counted apart. Pure: results in, numbers out.
const TRIGGER_METHOD = `precision and recall: Wilson 95% over executions; F1: percentile bootstrap over queries (${F1_BOOTSTRAP.resamples} resamples, seed ${F1_BOOTSTRAP.seed})`;
function triggerReports(run) {
    const cases = run.cases.filter((c) => c.trigger);
    if (cases.length === 0)
        return [];
    const skills = [...new Set(cases.map((c) => c.trigger.skill))];
    const reports = [];
    for (const skill of skills) {
        const ofSkill = cases.filter((c) => c.trigger.skill === skill);
        for (const runner of run.plan.runners) {
            const queries = ofSkill.map((c) => {
                const results = run.results.filter((r) => sameCell(r, { caseId: c.id, runnerId: runner.id }) && r.status !== "skipped");
                const verdicts = results.flatMap((r) => r.assertions.filter((a) => a.kind === "trigger"));
                const used = verdicts.filter((a) => a.actual?.used === true).length;
                return {
                    caseId: c.id,
                    query: c.prompt,
                    shouldTrigger: c.trigger.shouldTrigger,
                    used,
                    runs: verdicts.length,
                    noVerdict: results.length - verdicts.length,
                };
            });
            if (queries.every((q) => q.runs + q.noVerdict === 0))
                continue;
            reports.push(reportOf(skill, runner.id, queries));
        }
    }
    return reports;
}
function reportOf(skill, runner, queries) {
    const groups = queries.map((q) => (q.shouldTrigger ? { tp: q.used, fp: 0, fn: q.runs - q.used } : { tp: 0, fp: q.used, fn: 0 }));
    const tp = sum(groups.map((g) => g.tp));
    const fp = sum(groups.map((g) => g.fp));
    const fn = sum(groups.map((g) => g.fn));
    const executions = sum(queries.map((q) => q.runs));
    const f1 = f1Score({ tp, fp, fn });
    const strip = ({ noVerdict: _, ...q }) => q;
    return {
        skill,
        runner,
        queries: queries.length,
        executions,
        noVerdict: sum(queries.map((q) => q.noVerdict)),
        truePositives: tp,
        falsePositives: fp,
        falseNegatives: fn,
        trueNegatives: executions - tp - fp - fn,
        precision: rate(tp, tp + fp),
        recall: rate(tp, tp + fn),
        f1: f1 === undefined ? null : { value: f1, interval: f1Interval(groups.filter((_, i) => queries[i].runs > 0)) ?? null },
        falseTriggers: queries.filter((q) => !q.shouldTrigger && q.used > 0).map(strip),
        misses: queries.filter((q) => q.shouldTrigger && q.used < q.runs).map(strip),
    };
}
function rate(k, n) {
    return n === 0 ? null : { k, n, value: k / n, interval: wilsonInterval(k, n) };
}
function sum(values) {
    return values.reduce((a, b) => a + b, 0);
}
/** The table's cells as plain text (each renderer escapes them): precision, recall, F1, executions. */
function triggerCells(r) {
    const none = r.executions === 0 ? "– (no verdict)" : undefined;
    const shown = (x, missing) => (x ? `${formatRateWithInterval(x.k, x.n)} (${x.k}/${x.n})` : (none ?? missing));
    return [
        shown(r.precision, "– (never used)"),
        shown(r.recall, "– (no should-trigger query)"),
        r.f1 ? formatScore(r.f1.value, r.f1.interval) : (none ?? "–"),
        `${r.executions}${r.noVerdict > 0 ? ` (+${r.noVerdict} without a verdict)` : ""}`,
    ];
}
const TRIGGER_COLUMNS = ["skill", "runner", "precision", "recall", "F1", "executions"];

// What a variant changes against the unmodified treatment, item by item, from
// the run's treatment manifest: skills removed or added, workspace files
// replaced or added, and each runner setting it overrides with its new value.
// Pure; report/variant-text.ts words it ("skill `greet` removed").
/** Empty for the unmodified treatment, a variant the manifest does not record, or a manifest without variants. */
function variantChanges(manifest, variant) {
    // Keys from a saved file: only its own entries count ("constructor" is a variant id or file name like any other).
    const changes = manifest?.variants && Object.hasOwn(manifest.variants, variant) ? manifest.variants[variant] : undefined;
    if (!manifest || !changes)
        return [];
    const out = [];
    for (const skill of changes.skillsRemoved ?? [])
        out.push({ kind: "skill-removed", skill });
    for (const skill of Object.keys(changes.skillsAdded ?? {}))
        out.push({ kind: "skill-added", skill });
    for (const file of Object.keys(changes.files ?? {}))
        out.push({ kind: Object.hasOwn(manifest.workspace.files, file) ? "file-replaced" : "file-added", file });
    for (const [runnerId, after] of Object.entries(changes.runners ?? {}))
        out.push(...runnerChanges(runnerId, Object.hasOwn(manifest.runners, runnerId) ? manifest.runners[runnerId] : undefined, after));
    return out;
}
function runnerChanges(runnerId, before, after) {
    const out = [];
    const settings = (r) => {
        if (!r)
            return {};
        const { options, ...rest } = r;
        return { ...rest, ...options };
    };
    const b = settings(before);
    const a = settings(after);
    for (const field of [...new Set([...Object.keys(b), ...Object.keys(a)])].sort()) {
        if (stableJson(b[field]) !== stableJson(a[field]))
            out.push({ kind: "runner", runnerId, field, value: show(a[field]) });
    }
    return out;
}
function show(value) {
    if (value === undefined || value === null)
        return "(none)";
    if (typeof value === "string")
        return value;
    if (Array.isArray(value) && value.every((v) => typeof v === "string"))
        return value.length === 0 ? "(none)" : value.join(" ");
    return stableJson(value);
}

// session.json (model/session.ts): what the HTML report reads back for its
// transcripts and side-by-side view, from a downloaded artifact too. Parsed
// with this schema, so an event of the wrong shape cannot reach the renderer.
// A session holds the agent's whole output (the transcript cuts it): bounded only against absurd sizes.
const longText = string().max(50_000_000);
const confidence = _enum(["weak", "medium", "strong", "explicit"]);
const at = string().max(40).optional();
const callId = shortText.optional();
const exitCode = number().int().optional();
const sessionErrorKindSchema = _enum(["api", "authentication", "rate-limit", "max-turns", "permission", "model-rejected", "tool", "crash", "output", "other"]);
const sessionEventSchema = discriminatedUnion("type", [
    object({
        type: literal("message"),
        role: _enum(["user", "assistant", "system"]),
        phase: _enum(["thinking", "commentary", "final"]).optional(),
        text: longText,
        at,
        parentToolCallId: callId,
    }),
    object({ type: literal("toolCall"), id: callId, tool: text, args: unknown().optional(), at, parentToolCallId: callId }),
    object({
        type: literal("toolResult"),
        id: callId,
        tool: text.optional(),
        output: longText,
        isError: boolean().optional(),
        exitCode,
        at,
        parentToolCallId: callId,
    }),
    object({ type: literal("command"), command: longText, exitCode, toolCallId: callId, at, parentToolCallId: callId }),
    object({ type: literal("fileRead"), path: text, toolCallId: callId, at, parentToolCallId: callId }),
    object({
        type: literal("fileWrite"),
        path: text,
        kind: _enum(["create", "edit", "delete", "write"]).optional(),
        toolCallId: callId,
        at,
        parentToolCallId: callId,
    }),
    object({ type: literal("skillSignal"), skill: text, signal: text, confidence, at }),
    object({
        type: literal("subagent"),
        toolCallId: callId,
        status: _enum(["started", "progress", "completed", "failed"]),
        description: longText.optional(),
        at,
    }),
    object({
        type: literal("error"),
        kind: sessionErrorKindSchema,
        message: longText,
        status: number().int().optional(),
        fatal: boolean().optional(),
        at,
    }),
    object({ type: literal("raw"), raw: unknown(), at }),
    object({ type: literal("unparsed"), raw: longText }),
]);
const paths = list(text, 1_000_000);
const sessionSchema = object({
    runner: object({ id, pathKey: text, agent: object({ type: id, model: id }) }),
    sessionId: text.optional(),
    prompt: longText,
    cliVersion: id.optional(),
    model: id.optional(),
    usage: usageSchema,
    costUsd: amount.optional(),
    turns: count.optional(),
    files: object({ observedReads: paths, observedSkillReads: paths, observedWrites: paths }),
    detectedSkills: list(object({ skill: text, confidence, evidence: list(longText, 10_000) }), 10_000),
    events: list(sessionEventSchema),
    finalOutput: longText,
    errors: list(object({ kind: sessionErrorKindSchema, message: longText, status: number().int().optional() }), 100_000),
    startedAt: at,
    endedAt: at,
    durationMs: amount.optional(),
    exitCode: number().int().nullable().optional(),
    rawArtifacts: object({
        stdoutPath: text.optional(),
        stderrPath: text.optional(),
        sessionPath: text.optional(),
        exportPath: text.optional(),
        telemetryPath: text.optional(),
    }),
    unknownEvents: table(count).optional(),
});

// One execution's session.json for the HTML report, parsed with the session
// schema: a missing, damaged or crafted one (from a downloaded artifact) is
// "unreadable" and the page says so; it never reaches the renderer.
async function readSession(file) {
    let json;
    try {
        json = JSON.parse(await readFile(file, "utf8"));
    }
    catch {
        return undefined;
    }
    // JSON.parse keeps "__proto__" as an own key, which zod drops; the rest is checked field by field.
    const parsed = sessionSchema.safeParse(json);
    return parsed.success ? parsed.data : undefined;
}

// A passing run and a failing run of one cell, step by step (messages, tool
// calls, commands, files, skills, errors), aligned so that what both did sits
// on one row and what only one did stands alone; the first row where they part
// is marked. The alignment is a longest common subsequence over each step's
// key (kind plus tool, program or file name), never over agent text. Pure.
const MAX_STEPS = 300;
const STEP_CHARS = 300;
function stepsOf(session) {
    const all = session.events.flatMap((e) => {
        const s = keyed(e);
        return s ? [s] : [];
    });
    return { steps: all.slice(0, MAX_STEPS), omitted: Math.max(0, all.length - MAX_STEPS) };
}
function keyed(e) {
    const text = (value) => truncate(plainText(value).replace(/\s+/gu, " ").trim(), STEP_CHARS).text;
    switch (e.type) {
        case "message":
            if (e.role !== "assistant" || e.phase === "thinking")
                return undefined;
            return { key: "say", step: ["say", text(e.text)] };
        case "toolCall":
            return { key: `call:${e.tool}`, step: ["call", text(`${e.tool}${e.args === undefined ? "" : ` ${brief(e.args)}`}`)] };
        case "command":
            return { key: `cmd:${commandLabel(e.command)}`, step: ["cmd", text(e.command)] };
        case "fileRead":
            return { key: `read:${path.basename(e.path)}`, step: ["read", text(e.path)] };
        case "fileWrite":
            return { key: `write:${path.basename(e.path)}`, step: ["write", text(`${e.kind ?? "write"} ${e.path}`)] };
        case "skillSignal":
            return { key: `skill:${e.skill}`, step: ["skill", text(e.skill)] };
        case "error":
            return { key: `error:${e.kind}`, step: ["error", text(`${e.kind}: ${e.message}`)] };
        default:
            return undefined;
    }
}
function brief(args) {
    if (typeof args === "string")
        return args;
    try {
        return JSON.stringify(args) ?? "";
    }
    catch {
        return "";
    }
}
function sideBySide(cell, base, head) {
    const b = stepsOf(base.session);
    const h = stepsOf(head.session);
    const rows = align(b.steps.map((s) => s.key), h.steps.map((s) => s.key));
    const diverge = rows.findIndex(([i, j]) => i < 0 || j < 0);
    return {
        caseId: cell.caseId,
        runnerId: cell.runnerId,
        ...(cell.variant === undefined ? {} : { variant: cell.variant }),
        base: { run: base.run, passed: base.passed, steps: b.steps.map((s) => s.step), omitted: b.omitted },
        head: { run: head.run, passed: head.passed, steps: h.steps.map((s) => s.step), omitted: h.omitted },
        rows,
        diverge,
    };
}
/** Longest common subsequence of two key lists, as rows; unmatched steps keep their order, base first. */
function align(a, b) {
    const n = a.length;
    const m = b.length;
    // lengths[i][j]: LCS of a[i..] and b[j..], in one flat array.
    const width = m + 1;
    const lengths = new Uint16Array((n + 1) * width);
    for (let i = n - 1; i >= 0; i--) {
        for (let j = m - 1; j >= 0; j--) {
            lengths[i * width + j] = a[i] === b[j] ? lengths[(i + 1) * width + j + 1] + 1 : Math.max(lengths[(i + 1) * width + j], lengths[i * width + j + 1]);
        }
    }
    const rows = [];
    let i = 0;
    let j = 0;
    while (i < n && j < m) {
        if (a[i] === b[j])
            rows.push([i++, j++]);
        else if (lengths[(i + 1) * width + j] >= lengths[i * width + j + 1])
            rows.push([i++, -1]);
        else
            rows.push([-1, j++]);
    }
    while (i < n)
        rows.push([i++, -1]);
    while (j < m)
        rows.push([-1, j++]);
    return rows;
}

// Reads what the HTML report's side-by-side view needs (its only I/O besides
// the transcripts): for each cell that flipped, a passing and a failing run's
// session.json from the base run's folder and the head's. The base folder is
// a downloaded artifact, so nothing in it is trusted: its results.json is
// parsed with the results.json schema and no path in it may lead outside the folder.
/** Cells shown side by side, at most. */
const MAX_CELLS = 20;
const REGRESSION_TIERS = new Set(["regressed", "possible-regression"]);
const IMPROVEMENT_TIERS = new Set(["improved", "possible-improvement"]);
async function loadSideBySide(baseDir, headDir, headResults, comparison) {
    const baseResults = await readResults(baseDir);
    if (!baseResults)
        return [];
    const out = [];
    for (const cell of comparison.cells) {
        if (out.length >= MAX_CELLS)
            break;
        const regression = REGRESSION_TIERS.has(cell.tier);
        if (!regression && !IMPROVEMENT_TIERS.has(cell.tier))
            continue;
        const base = pick(baseResults, cell, regression);
        const head = pick(headResults, cell, !regression);
        if (!base || !head)
            continue;
        const [baseSession, headSession] = await Promise.all([readSessionIn(baseDir, base.artifactDir), readSessionIn(headDir, head.artifactDir)]);
        if (!baseSession || !headSession)
            continue;
        out.push(sideBySide(cell, { run: base.run, passed: base.passed, session: baseSession }, { run: head.run, passed: head.passed, session: headSession }));
    }
    return out;
}
/**
 * One run of a cell from each of two sources side by side (a lift's arm with the skill, `a`, and without it, `b`):
 * a passing `a` against a failing `b` when the arms differ that way, else the reverse, else each arm's first run.
 */
async function loadPair(cell, a, b) {
    const first = (s) => s.results.filter((r) => sameCell(r, cell) && r.status !== "skipped").sort((x, y) => x.run - y.run)[0];
    const pa = pick(a.results, cell, true) && pick(b.results, cell, false);
    const pb = pick(a.results, cell, false) && pick(b.results, cell, true);
    const [ra, rb] = pa
        ? [pick(a.results, cell, true), pick(b.results, cell, false)]
        : pb
            ? [pick(a.results, cell, false), pick(b.results, cell, true)]
            : [first(a), first(b)];
    if (!ra || !rb)
        return undefined;
    const [sa, sb] = await Promise.all([readSessionIn(a.dir, ra.artifactDir), readSessionIn(b.dir, rb.artifactDir)]);
    if (!sa || !sb)
        return undefined;
    return sideBySide(cell, { run: ra.run, passed: ra.passed, session: sa }, { run: rb.run, passed: rb.passed, session: sb });
}
/** The first run of the cell that passed (or failed, not errored). */
function pick(results, cell, passed) {
    return results.filter((r) => sameCell(r, cell) && r.passed === passed && (passed || r.status === "failed")).sort((a, b) => a.run - b.run)[0];
}
async function readResults(dir) {
    // A base given as a stability.json alone has no runs to show.
    if (!existsSync(path.join(dir, "results.json")))
        return undefined;
    return (await readRunFile(dir)).results;
}
async function readSessionIn(dir, artifactDir) {
    const root = path.resolve(dir);
    const file = path.resolve(root, artifactDir, "session.json");
    if (!file.startsWith(root + path.sep))
        return undefined;
    return readSession(file);
}

// Reads what a lift report's side-by-side views need: per skill and per cell,
// one run with the skill and one without it (opposite outcomes when the arms
// have them), step by step. The same view compare shows between a base run and
// a head run (report/html/side-by-side.ts), read from the runs' folders.
/** Cells shown side by side per skill, at most (the changed ones first). */
const MAX_PAIRS = 20;
async function loadLiftPairs(lifts, sources) {
    const out = new Map();
    for (const lift of lifts) {
        const pairs = new Map();
        const changed = (c) => (c.tier === "helps" || c.tier === "hurts" ? 0 : c.behaviour?.length ? 1 : 2);
        const cells = [...lift.cells].sort((a, b) => changed(a) - changed(b)).slice(0, MAX_PAIRS);
        for (const cell of cells) {
            const id = { caseId: cell.caseId, runnerId: cell.runnerId };
            // The arms may sit in different folders (the action runs the one without the skill on its own).
            const combos = sources.flatMap((a) => sources.map((b) => [a, b]));
            for (const [a, b] of combos) {
                const pair = await loadPair(id, arm$1(a, lift.treatment), arm$1(b, lift.control));
                if (pair) {
                    pairs.set(cellKey(id), pair);
                    break;
                }
            }
        }
        out.set(lift.skill, pairs);
    }
    return out;
}
function arm$1(source, variant) {
    return { dir: source.dir, results: source.results.filter((r) => (r.variant ?? "default") === variant).map(({ variant: _v, ...r }) => r) };
}

// What a lift report shows beyond the figures, read from the runs' folders:
// each cell's arms side by side (load-pairs.ts) and, from the treatment
// manifest of the run that holds the arm without the skill, what that arm
// changed. One reader for `agent-bench lift` (one run holds both arms) and the
// action's `lift` (the head's run, and each arm's own folder inside it).
async function liftViews(lifts, runs) {
    const changes = new Map();
    for (const l of lifts)
        changes.set(l.control, variantChanges(runs.find((r) => r.treatment?.variants?.[l.control])?.treatment, l.control));
    return { pairs: await loadLiftPairs(lifts, runs), changes };
}
/** The runs in these folders (a folder without results.json, such as a look that never ran, is left out). */
async function readLiftRuns(dirs) {
    const runs = [];
    for (const dir of dirs) {
        if (!existsSync(path.join(dir, "results.json")))
            continue;
        const run = await readRunFile(dir);
        runs.push({ dir, results: run.results, treatment: run.treatment });
    }
    return runs;
}

// A session reduced to what the HTML report shows when an execution is
// expanded: messages, tool calls with inputs and results, commands, file
// reads and writes, skills, errors, final output and usage; every text cut to
// a limit, and the middle of very long sessions left out, so one transcript
// can never dominate the page.
const DEFAULT_TRANSCRIPT_LIMITS = { eventChars: 8_000, events: 400, totalChars: 200_000 };
/** `clean` maps every path and text (e.g. an absolute out-dir to a placeholder) before limits apply. */
function toTranscript(session, limits = DEFAULT_TRANSCRIPT_LIMITS, clean = (t) => t) {
    let cutChars = 0;
    const text = (value, max = limits.eventChars) => {
        const r = truncate(plainText(clean(value)), max);
        cutChars += r.cut;
        return r.cut > 0 ? `${r.text}\n… (${r.cut.toLocaleString("en-US")} characters cut)` : r.text;
    };
    const all = session.events.map((e) => compactEvent(e, text));
    let events = all;
    let omittedEvents = 0;
    if (all.length > limits.events) {
        const head = Math.ceil(limits.events / 2);
        events = [...all.slice(0, head), ...all.slice(all.length - (limits.events - head))];
        omittedEvents = all.length - events.length;
    }
    // Still too large: drop from the middle, keeping how the session started and ended.
    let size = events.reduce((n, e) => n + eventSize(e), 0);
    while (size > limits.totalChars && events.length > 2) {
        const middle = Math.floor(events.length / 2);
        size -= eventSize(events[middle]);
        events = [...events.slice(0, middle), ...events.slice(middle + 1)];
        omittedEvents++;
    }
    const u = session.usage;
    return {
        prompt: text(session.prompt, 4_000),
        ...(session.model ? { model: plainText(session.model) } : {}),
        ...(session.cliVersion ? { cliVersion: plainText(session.cliVersion) } : {}),
        ...(session.turns !== undefined ? { turns: session.turns } : {}),
        ...(session.costUsd !== undefined ? { costUsd: session.costUsd } : {}),
        ...(session.durationMs !== undefined ? { durationMs: session.durationMs } : {}),
        ...(session.exitCode !== undefined ? { exitCode: session.exitCode } : {}),
        usage: {
            input: u?.inputTokens,
            output: u?.outputTokens,
            reasoning: u?.reasoningTokens,
            cacheRead: u?.cacheReadTokens,
            cacheWrite: u?.cacheWriteTokens,
            total: u?.totalTokens,
            source: u ? `${u.source.input}/${u.source.output}` : "none",
            note: usageNote(u),
        },
        skills: (session.detectedSkills ?? []).slice(0, 50).map((s) => ({ skill: text(s.skill, 200), confidence: s.confidence })),
        reads: (session.files?.observedReads ?? []).slice(0, 200).map((p) => text(p, 500)),
        writes: (session.files?.observedWrites ?? []).slice(0, 200).map((p) => text(p, 500)),
        errors: (session.errors ?? []).slice(0, 20).map((e) => ({ kind: e.kind, message: text(e.message, 2_000) })),
        events,
        omittedEvents,
        cutChars,
        finalOutput: text(session.finalOutput ?? "", 20_000),
    };
}
function compactEvent(e, text) {
    switch (e.type) {
        case "message":
            return { k: "msg", role: e.role, ...(e.phase ? { phase: e.phase } : {}), text: text(e.text) };
        case "toolCall":
            return {
                k: "call",
                tool: text(e.tool, 200),
                ...(e.id ? { id: text(e.id, 100) } : {}),
                ...(e.args !== undefined ? { args: text(stringify(e.args)) } : {}),
            };
        case "toolResult":
            return {
                k: "result",
                ...(e.tool ? { tool: text(e.tool, 200) } : {}),
                ...(e.id ? { id: text(e.id, 100) } : {}),
                out: text(e.output ?? ""),
                ...(e.isError ? { err: true } : {}),
                ...(e.exitCode !== undefined ? { exit: e.exitCode } : {}),
            };
        case "command":
            return { k: "cmd", cmd: text(e.command, 2_000), ...(e.exitCode !== undefined ? { exit: e.exitCode } : {}) };
        case "fileRead":
            return { k: "read", path: text(e.path, 500) };
        case "fileWrite":
            return { k: "write", path: text(e.path, 500), ...(e.kind ? { kind: e.kind } : {}) };
        case "skillSignal":
            return { k: "skill", skill: text(e.skill, 200), signal: text(e.signal, 200), conf: e.confidence };
        case "subagent":
            return { k: "sub", status: e.status, ...(e.description ? { desc: text(e.description, 500) } : {}) };
        case "error":
            return { k: "err", kind: e.kind, msg: text(e.message, 2_000), ...(e.fatal ? { fatal: true } : {}) };
        case "raw":
            return { k: "raw", text: text(stringify(e.raw), 2_000) };
        case "unparsed":
            return { k: "raw", text: text(e.raw, 2_000) };
    }
}
function stringify(value) {
    if (typeof value === "string")
        return value;
    try {
        return JSON.stringify(value, null, 2) ?? String(value);
    }
    catch {
        return String(value);
    }
}
function eventSize(e) {
    let n = 16;
    for (const v of Object.values(e))
        if (typeof v === "string")
            n += v.length;
    return n;
}
/** Rough size of a transcript in the page (characters of JSON), for budgets. */
function transcriptSize(t) {
    return JSON.stringify(t).length;
}
/** Where the token numbers came from, in words: "estimated" wherever the CLI reported no count. */
function usageNote(u) {
    if (!u)
        return "no usage recorded";
    const estimated = ["input", "output"].filter((k) => u.source[k] === "chars");
    const chars = (k) => `${(k === "input" ? u.inputChars : u.outputChars).toLocaleString("en-US")} characters`;
    if (estimated.length === 2)
        return `the CLI reported no token counts: estimated from ${chars("input")} in and ${chars("output")} out`;
    if (estimated.length === 1)
        return `${estimated[0]} estimated from ${chars(estimated[0])} (the CLI did not report it); the rest as reported`;
    const derived = ["input", "output"].some((k) => u.source[k] === "derived");
    return derived ? "derived from the counts the CLI reported" : "as reported by the CLI";
}

// Reads executions' session.json files for the HTML report under a size
// budget (the report's only I/O). Failing and errored executions come first,
// then the other runs of unstable cells (to compare a pass with a failure),
// then the rest; when the budget runs out the rest stay summary-only, and the
// page says so and points at the artifacts.
const BATCH = 8;
/** After this many sessions in a row that do not fit, the budget is spent: stop reading. */
const MAX_MISSES = 50;
async function loadTranscripts(outDir, results, options = {}) {
    const totalChars = options.totalChars ?? 40_000_000;
    const limits = options.limits ?? DEFAULT_TRANSCRIPT_LIMITS;
    const ordered = priorityOrder(results);
    const set = { byArtifactDir: new Map(), candidates: ordered.length, overBudget: 0, unreadable: 0, shortened: 0, totalChars };
    const clean = pathCleaner(outDir);
    let used = 0;
    let misses = 0;
    for (let i = 0; i < ordered.length; i += BATCH) {
        if (misses >= MAX_MISSES) {
            set.overBudget += ordered.length - i;
            break;
        }
        const batch = ordered.slice(i, i + BATCH);
        const loaded = await Promise.all(batch.map((r) => readSession(path.join(outDir, r.artifactDir, "session.json"))));
        for (let j = 0; j < batch.length; j++) {
            const session = loaded[j];
            if (!session) {
                set.unreadable++;
                continue;
            }
            const transcript = toTranscript(session, limits, clean);
            const size = transcriptSize(transcript);
            if (used + size > totalChars) {
                set.overBudget++;
                misses++;
                continue;
            }
            misses = 0;
            used += size;
            if (transcript.omittedEvents > 0 || transcript.cutChars > 0)
                set.shortened++;
            set.byArtifactDir.set(batch[j].artifactDir, transcript);
        }
    }
    return set;
}
function priorityOrder(results) {
    const mixed = new CellSet();
    const outcomes = new CellMap();
    for (const r of results) {
        if (r.status === "skipped")
            continue;
        const seen = outcomes.upsert(r, () => new Set());
        seen.add(r.passed);
        if (seen.size === 2)
            mixed.add(r);
    }
    const rank = (r) => (!r.passed ? 0 : mixed.has(r) ? 1 : 2);
    return results
        .filter((r) => r.status !== "skipped")
        .map((r, index) => ({ r, index, rank: rank(r) }))
        .sort((a, b) => a.rank - b.rank || a.index - b.index)
        .map((x) => x.r);
}
/** Absolute paths of this machine become relative to the out-dir (where the artifacts are) or "~". */
function pathCleaner(outDir) {
    const out = path.resolve(outDir) + path.sep;
    const home = os.homedir();
    return (text) => {
        let t = text.includes(out) ? text.split(out).join("") : text;
        if (home.length > 1 && t.includes(home))
            t = t.split(home).join("~");
        return t;
    };
}

// The HTML report's adaptive-runs section (--runs auto): per cell the runs it
// got and why it stopped, folded. Rendered here, as static HTML beside the
// client's page (like the trends), every text escaped.
const ADAPTIVE_STYLE = `
#adaptive { max-width: 1400px; margin: 0 auto; padding: 0 24px 24px; }
#adaptive table { border-collapse: collapse; font-size: 13px; } #adaptive th, #adaptive td { text-align: left; padding: 2px 12px 2px 0; border-bottom: 1px solid var(--line); }
#adaptive td.n { text-align: right; } #adaptive .undecided { color: var(--warn); }
`;
/** At most this many rows: a 1,000-cell suite's table would dwarf the page. */
const MAX_ROWS = 500;
function adaptiveHtml(record) {
    const rows = record.cells.slice(0, MAX_ROWS).map((c) => {
        const why = escapeHtml(STOP_LABELS[c.stop]);
        return `<tr><td><code>${escapeHtml(c.caseId)}</code></td><td><code>${escapeHtml(c.runnerId)}</code></td><td class="n">${c.runs}</td><td${c.undecided ? ' class="undecided"' : ""}>${why}</td></tr>`;
    });
    const more = record.cells.length > MAX_ROWS ? `<p>… and ${record.cells.length - MAX_ROWS} more cells (results.json has them all)</p>` : "";
    return [
        '<section id="adaptive">',
        `<details><summary>Adaptive runs (${record.minRuns}–${record.maxRuns} per cell): ${escapeHtml(record.message)}. Runs per cell and why each stopped</summary>`,
        "<table><thead><tr><th>case</th><th>runner</th><th>runs</th><th>stopped because</th></tr></thead><tbody>",
        ...rows,
        `</tbody></table>${more}</details>`,
        "</section>",
    ].join("\n");
}

// Generated by rollup.client.mjs (`npm run build`) from src/report/html/client/: do not edit.
// The page script render.ts inlines; its CSP hash is computed from this text.
const CLIENT_SCRIPT = `(function () {
    'use strict';

    // The report's data (the JSON block render.ts writes) and lookups over it.
    const D = JSON.parse(document.getElementById("agent-bench-data")?.textContent ?? "null");
    const R = D.runners.length;
    /** The run's variants (none: one implicit variant, index 0). */
    const VARIANTS = D.variants ?? [];
    const V = Math.max(1, VARIANTS.length);
    const cells = D.cells.map((c) => Object.assign(c, { execs: [] }));
    const cellIndex = new Map();
    for (const c of cells)
        cellIndex.set(keyOf(c), c);
    D.executions.forEach((e, i) => cellAt(e)?.execs.push(i));
    function keyOf(x) {
        return (x.c * R + x.r) * V + (x.v ?? 0);
    }
    function cellAt(x) {
        return cellIndex.get(keyOf(x));
    }
    function sameCell(a, b) {
        return a.c === b.c && a.r === b.r && (a.v ?? 0) === (b.v ?? 0);
    }
    /** The case as a cell's row names it: "case" or, in a run with variants, "case · variant". */
    function caseName(x) {
        return x.v === undefined ? caseOf(x).id : \`\${caseOf(x).id} · \${VARIANTS[x.v]}\`;
    }
    // Tier words and order come from src/report/labels.ts through the payload, so every report says the same.
    const TIERS = D.tierLabels;
    const TIER_ORDER = D.tierOrder;
    function caseOf(x) {
        return D.cases[x.c];
    }
    function runnerOf(x) {
        return D.runners[x.r];
    }
    function cellLabel(c) {
        return \`\${caseName(c)} × \${runnerOf(c).id}\`;
    }

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

    // Wilson score interval for a pass rate: unlike the Wald interval it does not
    // collapse to zero width at 0/n or n/n (statistics.md §2).
    /** Two-sided (1 - alpha) Wilson interval for \`passed\` of \`runs\`; [0, 1] when there are no runs. */
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
    // comment and check run, \`compare\`, the terminal): durations, percents with
    // their Wilson interval ("80% [44–97%]"), tokens, cost, signed deltas and the
    // confidence level of an interval. The one place each of these is defined.
    /** The level of the pass-rate intervals (Wilson) every report shows next to a rate. */
    const RATE_INTERVAL_ALPHA = 0.05;
    /** "950ms", "4.2s", "42s", "3m5s", "1h2m". */
    function formatDuration(ms) {
        if (ms < 1000)
            return \`\${Math.round(ms)}ms\`;
        if (ms < 60000)
            return \`\${(ms / 1000).toFixed(ms < 10000 ? 1 : 0)}s\`;
        const minutes = Math.floor(ms / 60000);
        const seconds = Math.round((ms % 60000) / 1000);
        if (minutes < 60)
            return seconds ? \`\${minutes}m\${seconds}s\` : \`\${minutes}m\`;
        const hours = Math.floor(minutes / 60);
        return \`\${hours}h\${minutes % 60}m\`;
    }
    /** "95%", "90%", "97.5%": the confidence level of an interval computed at \`alpha\` (two-sided). */
    function formatConfidence(alpha = RATE_INTERVAL_ALPHA) {
        return \`\${formatLevel((1 - alpha) * 100)}%\`;
    }
    /** "0.04", "0.01", "97.5": a level as people write it, three significant digits at most. */
    function formatLevel(level) {
        return String(Number(level.toPrecision(3)));
    }
    /** 88.9%, 100%, 0%; never "100%" for a rate below 1 or "0%" above 0. */
    function formatPercent(rate, digits = 1) {
        if (!Number.isFinite(rate))
            return "–";
        if (rate >= 1)
            return "100%";
        if (rate <= 0)
            return "0%";
        const text = (rate * 100).toFixed(digits).replace(/\\.0+$/u, "");
        if (text === "100")
            return \`>\${(100 - 10 ** -digits).toFixed(digits)}%\`;
        if (Number(text) === 0)
            return \`<\${(10 ** -digits).toFixed(digits)}%\`;
        return \`\${text}%\`;
    }
    /** A percent with \`digits\` decimals that never shows 0 or 100 for a value strictly between 0 and 1. */
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
        return \`\${boundedPercent(rate, digits)}% [\${boundedPercent(interval.low, digits)}–\${boundedPercent(interval.high, digits)}%]\`;
    }
    /** 4,788 · 12.3k · 1.23M */
    function formatTokens(n) {
        if (n === null || n === undefined || !Number.isFinite(n))
            return "–";
        const abs = Math.abs(n);
        if (abs >= 1e6)
            return \`\${(n / 1e6).toFixed(2)}M\`;
        if (abs >= 1e5)
            return \`\${(n / 1e3).toFixed(0)}k\`;
        if (abs >= 1e4)
            return \`\${(n / 1e3).toFixed(1)}k\`;
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
        return abs < 0.1 ? \`\${sign}$\${abs.toFixed(4)}\` : \`\${sign}$\${abs.toFixed(2)}\`;
    }
    /** 12,345: as toLocaleString("en-US") gives it; whole numbers without it, whose first call loads ICU's number data (tens of ms of start-up). */
    function formatCount(n) {
        if (!Number.isSafeInteger(n) || Object.is(n, -0))
            return n.toLocaleString("en-US");
        const digits = String(Math.abs(n)).replace(/\\B(?=(\\d{3})+$)/g, ",");
        return n < 0 ? \`-\${digits}\` : digits;
    }
    /** "+5.0 pts", "−3.3 pts", "±0.0 pts" (a rate difference in percentage points). */
    function formatSignedPoints(delta) {
        const tenths = Math.round(delta * 1000) / 10;
        const sign = tenths > 0 ? "+" : tenths < 0 ? "−" : "±";
        return \`\${sign}\${Math.abs(tenths).toFixed(1)} pts\`;
    }
    /** "95% CI −12.0 pts to −3.0 pts": an interval of a rate difference at its confidence level. */
    function formatPointsInterval(ci, alpha) {
        return \`\${formatConfidence(alpha)} CI \${formatSignedPoints(ci[0])} to \${formatSignedPoints(ci[1])}\`;
    }
    /** "p = 0.012", "p < 0.001": a p-value in a sentence. */
    function formatPInText(p) {
        return p < 0.001 ? "p < 0.001" : \`p = \${p.toFixed(3)}\`;
    }
    function plural(n, word, many = \`\${word}s\`) {
        return \`\${formatCount(n)} \${n === 1 ? word : many}\`;
    }
    function formatP(p) {
        if (p === null || p === undefined)
            return "–";
        return p < 0.001 ? "<0.001" : p.toFixed(3);
    }

    // A cell some of whose runs ran (did not error) and none passed. Reports call
    // it "fails every run", not classify()'s "highly-unstable": it is consistent,
    // and "unstable" would tell a reader the wrong thing. No imports: the HTML
    // page's script uses it too.
    function failsEveryRun(cell) {
        return cell.passed === 0 && cell.runs - cell.errored > 0;
    }

    // The words and symbols reports use for verdicts, tiers and statuses, in one
    // place so the Markdown, the HTML report and the check run say the same thing.
    /** Tiers that are a change worth a row in the comparison. */
    const CHANGED_TIERS = new Set([
        "regressed",
        "possible-regression",
        "improved",
        "possible-improvement",
        "case-changed",
        "new",
        "removed",
    ]);
    /** \`icon\`: Markdown's emoji; \`mark\`: a text mark for the terminal and the HTML page, where it takes the status colour. */
    const STATUS_LABELS = {
        passed: { icon: "✅", mark: "✓", label: "passed" },
        failed: { icon: "❌", mark: "✗", label: "failed" },
        "expected-failed": { icon: "✅", mark: "✓", label: "failed as expected" },
        "unexpected-passed": { icon: "❌", mark: "✗", label: "passed unexpectedly" },
        errored: { icon: "💥", mark: "!", label: "errored" },
        skipped: { icon: "⏭️", mark: "–", label: "skipped" },
    };
    /**
     * A cell's stability in words. A cell that never passed is "fails every run", its own label: it
     * is consistent, and calling it "highly-unstable" (the yao classification, which stays in
     * stability.json) tells a reader the wrong thing.
     */
    function stabilityLabel(cell) {
        if (failsEveryRun(cell))
            return "fails every run";
        if (cell.runs > 0 && cell.errored === cell.runs)
            return "errored every run";
        return cell.classification.replace("-", " ");
    }
    /** The word before a step of the side-by-side view (report/html/side-by-side.ts's step kinds), in the page and in lift reports. */
    const STEP_KIND_WORDS = {
        say: "says",
        call: "tool",
        cmd: "runs",
        read: "reads",
        write: "writes",
        skill: "skill",
        error: "error",
    };

    // Numbers and words as the page shows them: the formatters every report uses (src/report/format.ts),
    // with "–" where the data has no value, and the page's own status marks.
    /** The pass rate and its Wilson interval: the one carried in the data, or computed. */
    function rateCI(p, n, lo, hi) {
        return formatRateWithInterval(p, n, lo === undefined || hi === undefined ? undefined : { low: lo, high: hi });
    }
    function dur(ms) {
        return ms === null || ms === undefined ? "–" : formatDuration(ms);
    }
    function num(n) {
        return n === null || n === undefined ? "–" : Math.round(n).toLocaleString("en-US");
    }
    function pts(d) {
        return d === null || d === undefined ? "–" : formatSignedPoints(d);
    }
    function armText(a) {
        return a ? \`\${a[0]}/\${a[1]} \${rateCI(a[0], a[1], a[2], a[3])}\` : "–";
    }
    function statusLabel(status) {
        return STATUS_LABELS[status].label;
    }
    // Text marks, not the Markdown's emoji: they take the status colour in the page.
    function statusMark(status) {
        return STATUS_LABELS[status].mark;
    }

    // Building the page: elements from a tag, fixed attribute names and children.
    // Data reaches the DOM only as text nodes and attribute values, never as markup.
    function h(tag, attrs, children) {
        const el = document.createElement(tag);
        if (attrs) {
            for (const [k, v] of Object.entries(attrs)) {
                if (v === undefined || v === null || v === false)
                    continue;
                if (k === "class")
                    el.className = String(v);
                else
                    el.setAttribute(k, v === true ? "" : String(v));
            }
        }
        add(el, children);
        return el;
    }
    // Array.isArray narrows a readonly array to any[].
    function isList(c) {
        return Array.isArray(c);
    }
    function add(el, children) {
        if (children === undefined || children === null)
            return el;
        const list = isList(children) ? children : [children];
        for (const c of list) {
            if (c === undefined || c === null || c === false || c === "")
                continue;
            if (isList(c))
                add(el, c);
            else
                el.appendChild(c instanceof Node ? c : document.createTextNode(String(c)));
        }
        return el;
    }
    const SVG = "http://www.w3.org/2000/svg";
    function svg(tag, attrs, children) {
        const el = document.createElementNS(SVG, tag);
        for (const [k, v] of Object.entries(attrs))
            if (v !== undefined && v !== null)
                el.setAttribute(k, String(v));
        add(el, children);
        return el;
    }
    function clear(el) {
        while (el.firstChild)
            el.removeChild(el.firstChild);
        return el;
    }
    /** The element the page built with this id (it exists while its section is shown). */
    function byId(id) {
        const el = document.getElementById(id);
        if (!el)
            throw new Error(\`agent-bench report: no #\${id} element\`);
        return el;
    }
    function link(label, url) {
        return /^https?:\\/\\//i.test(url || "") ? h("a", { href: url, rel: "noopener noreferrer" }, label) : null;
    }
    function section(id, title, body) {
        return h("section", { id }, [h("h2", null, title), body]);
    }
    function pre(text, cls) {
        return h("pre", { class: null }, text);
    }
    function pager(total, size, page, onPage, label) {
        const pages = Math.max(1, Math.ceil(total / size));
        const prev = h("button", { type: "button", class: "prev", disabled: page <= 0 }, "‹ Previous");
        const next = h("button", { type: "button", class: "next", disabled: page >= pages - 1 }, "Next ›");
        prev.addEventListener("click", () => onPage(page - 1));
        next.addEventListener("click", () => onPage(page + 1));
        const from = total ? page * size + 1 : 0;
        const to = Math.min(total, (page + 1) * size);
        return h("div", { class: "pager" }, [prev, next, \`\${label} \${num(from)}–\${num(to)} of \${num(total)}\`]);
    }
    // On a phone the tables stack, one block per row (style.ts); each cell then names its column.
    function labelCells(table) {
        const headRow = table.tHead?.rows[0];
        const head = headRow ? Array.from(headRow.cells, (th) => th.textContent) : [];
        for (const tb of Array.from(table.tBodies)) {
            for (const tr of Array.from(tb.rows)) {
                Array.from(tr.cells).forEach((td, i) => {
                    const label = head[i];
                    if (!td.hasAttribute("colspan") && label && !td.hasAttribute("data-label"))
                        td.setAttribute("data-label", label);
                });
            }
        }
    }
    function labelTablesOf(root) {
        new MutationObserver(() => {
            for (const table of Array.from(root.getElementsByTagName("table")))
                labelCells(table);
        }).observe(root, { childList: true, subtree: true });
    }

    // What the reader chose: the filters, the selected cell, pages and open executions;
    // and which cells and executions pass them.
    const PAGE = 50;
    const GRID_PAGE = 50;
    const CHART_ROWS = 40;
    const EVENTS_PAGE = 150;
    const S = {
        q: "",
        runner: "",
        variant: "",
        tag: "",
        status: "",
        tier: "",
        cell: null,
        sort: "suite",
        gridPage: 0,
        execPage: 0,
        chartPage: 0,
        open: {},
    };
    const hay = [];
    function haystack(i) {
        let text = hay[i];
        if (text === undefined) {
            const e = D.executions[i];
            const c = caseOf(e);
            text = [caseName(e), c.prompt, c.tags.map((t) => D.tags[t]).join(" "), runnerOf(e).id, e.m || "", e.fc || "", e.o || "", e.s].join("\\n").toLowerCase();
            hay[i] = text;
        }
        return text;
    }
    function cellPasses(cell) {
        if (S.runner !== "" && String(cell.r) !== S.runner)
            return false;
        if (S.variant !== "" && String(cell.v ?? "") !== S.variant)
            return false;
        if (S.tag !== "" && caseOf(cell).tags.indexOf(Number(S.tag)) < 0)
            return false;
        if (S.tier !== "" && cell.tier !== S.tier)
            return false;
        if (S.status === "flaky" && !(cell.p > 0 && cell.p < cell.n))
            return false;
        return true;
    }
    function statusPasses(e) {
        const s = S.status;
        if (s === "" || s === "flaky")
            return true;
        if (s === "not-passed")
            return e.s === "failed" || e.s === "unexpected-passed" || e.s === "errored";
        return e.s === s;
    }
    function execPasses(i) {
        const e = D.executions[i];
        const cell = cellAt(e);
        if (!cell || !cellPasses(cell) || !statusPasses(e))
            return false;
        if (S.cell && !sameCell(S.cell, e))
            return false;
        return S.q === "" || haystack(i).indexOf(S.q) >= 0;
    }
    /** A cell shows when it passes the cell filters and has an execution passing the rest (or has none and no execution filter is set). */
    function cellShown(cell) {
        if (!cellPasses(cell))
            return false;
        if (cell.execs.length === 0)
            return S.q === "" && (S.status === "" || S.status === "flaky");
        return cell.execs.some((i) => statusPasses(D.executions[i]) && (S.q === "" || haystack(i).indexOf(S.q) >= 0));
    }
    /** Back to the first page of every list (the filters changed). */
    function firstPages() {
        S.gridPage = 0;
        S.execPage = 0;
        S.chartPage = 0;
    }

    // The filter bar: search, runner, tag, status and tier; and the <select> the grid's sort uses too.
    function select(id, label, options, key, refresh) {
        const el = h("select", { id, "aria-label": label }, options.map(([value, text]) => {
            const o = h("option", { value }, text);
            if (S[key] === value)
                o.selected = true;
            return o;
        }));
        el.addEventListener("change", () => {
            S[key] = el.value;
            firstPages();
            refresh.update();
        });
        return h("label", null, [label, el]);
    }
    function renderFilters(refresh) {
        const search = h("input", { type: "search", id: "search", placeholder: "Search cases, prompts, outputs, failures…", "aria-label": "Search" });
        search.value = S.q;
        search.addEventListener("input", () => {
            S.q = search.value.trim().toLowerCase();
            firstPages();
            refresh.update();
        });
        const all = ["", "all"];
        const parts = [search, select("f-runner", "Runner", [all, ...D.runners.map((r, i) => [String(i), r.id])], "runner", refresh)];
        if (VARIANTS.length)
            parts.push(select("f-variant", "Variant", [all, ...VARIANTS.map((v, i) => [String(i), v])], "variant", refresh));
        if (D.tags.length)
            parts.push(select("f-tag", "Tag", [all, ...D.tags.map((t, i) => [String(i), t])], "tag", refresh));
        const statuses = [
            all,
            ["not-passed", "not passed"],
            ["failed", "failed"],
            ["errored", "errored"],
            ["passed", "passed"],
            ["expected-failed", statusLabel("expected-failed")],
            ["unexpected-passed", statusLabel("unexpected-passed")],
            ["skipped", "skipped"],
            ["flaky", "flaky cells"],
        ];
        parts.push(select("f-status", "Status", statuses, "status", refresh));
        if (D.comparison && D.comparison.hasBase)
            parts.push(select("f-tier", "Tier", [all, ...TIER_ORDER.filter((t) => t !== "removed").map((t) => [t, TIERS[t]])], "tier", refresh));
        const reset = h("button", { type: "button", id: "f-clear" }, "Clear filters");
        reset.addEventListener("click", () => {
            Object.assign(S, { q: "", runner: "", variant: "", tag: "", status: "", tier: "", cell: null });
            firstPages();
            refresh.rebuild();
        });
        parts.push(reset, h("span", { class: "count", id: "f-count", "aria-live": "polite" }));
        return h("div", { class: "filters", role: "search" }, parts);
    }

    // The case × runner grid (paged: only the rows of the current page exist in the DOM).
    function rateClass(cell) {
        if (cell.n === 0)
            return cell.sk ? "rskip" : "rnone";
        if (cell.e === cell.n)
            return "rerr";
        return \`r\${Math.round((cell.p / cell.n) * 10)}\`;
    }
    function cellTitle(cell) {
        let t = \`\${cellLabel(cell)}: \`;
        if (!cell.n)
            return t + (cell.sk ? "skipped" : "not run");
        t += \`\${cell.p}/\${cell.n} passed, \${rateCI(cell.p, cell.n, cell.lo, cell.hi)}\`;
        if (cell.e)
            t += \`, \${cell.e} errored\`;
        if (cell.cls)
            t += \`, \${stabilityLabel({ passed: cell.p, runs: cell.n, errored: cell.e, classification: cell.cls })}\`;
        if (cell.tier)
            t += \`; \${TIERS[cell.tier]} (base \${armText(cell.base)}, head \${armText(cell.head)}, \${pts(cell.delta)})\`;
        return t;
    }
    function caseRows() {
        const cols = S.runner === "" ? D.runners.map((_, i) => i) : [Number(S.runner)];
        const variants = VARIANTS.length ? VARIANTS.map((_, i) => i) : [undefined];
        const rows = [];
        D.cases.forEach((_, ci) => {
            for (const vi of variants) {
                const cells = cols.map((ri) => cellAt({ c: ci, r: ri, ...(vi === undefined ? {} : { v: vi }) }));
                if (cells.some((x) => x && cellShown(x)))
                    rows.push(vi === undefined ? { ci, cells } : { ci, vi, cells });
            }
        });
        const worst = (row) => Math.min(...row.cells.map((x) => (x && x.n ? x.p / x.n : 2)));
        const drop = (row) => Math.min(...row.cells.map((x) => (x && x.delta !== undefined && x.delta !== null ? x.delta : 2)));
        if (S.sort === "worst")
            rows.sort((a, b) => worst(a) - worst(b) || a.ci - b.ci);
        if (S.sort === "drop")
            rows.sort((a, b) => drop(a) - drop(b) || a.ci - b.ci);
        return { cols, rows };
    }
    function renderGridSection(refresh) {
        const sorts = [
            ["suite", "suite order"],
            ["worst", "lowest pass rate first"],
        ];
        if (D.comparison && D.comparison.hasBase)
            sorts.push(["drop", "largest drop first"]);
        return section("grid", "Cases × runners", [h("div", { class: "pager" }, select("g-sort", "Sort", sorts, "sort", refresh)), h("div", { id: "grid-body" })]);
    }
    function updateGrid(refresh) {
        const body = clear(byId("grid-body"));
        const g = caseRows();
        if (!g.rows.length) {
            body.appendChild(h("p", { class: "empty" }, "No case matches the filters."));
            return;
        }
        const pages = Math.ceil(g.rows.length / GRID_PAGE);
        if (S.gridPage >= pages)
            S.gridPage = pages - 1;
        const rows = g.rows.slice(S.gridPage * GRID_PAGE, (S.gridPage + 1) * GRID_PAGE);
        const head = h("tr", null, [
            h("th", null, VARIANTS.length ? "Case · variant" : "Case"),
            D.tags.length ? h("th", null, "Tags") : null,
            g.cols.map((ri) => h("th", null, D.runners[ri].id)),
        ]);
        const trs = rows.map((row) => {
            const c = D.cases[row.ci];
            const tds = [
                h("td", { class: "case" }, [
                    h("code", null, c.id),
                    row.vi === undefined ? null : h("span", { class: "variant" }, [" · ", h("code", null, VARIANTS[row.vi])]),
                    c.xf ? h("span", { class: "muted" }, " (expected to fail)") : null,
                    c.nc ? h("span", { class: "muted", title: "nothing checks this case: it passes whenever the agent finishes" }, " (no check)") : null,
                ]),
            ];
            if (D.tags.length)
                tds.push(h("td", null, c.tags.map((t) => h("span", { class: "chip" }, D.tags[t]))));
            for (const cell of row.cells) {
                if (!cell) {
                    tds.push(h("td", null, ""));
                    continue;
                }
                const label = cell.n ? \`\${cell.p}/\${cell.n}\` : cell.sk ? "skipped" : "–";
                const sel = S.cell !== null && sameCell(S.cell, cell);
                const title = cellTitle(cell);
                const cls = \`cell \${rateClass(cell)}\${cell.tier ? \` t-\${cell.tier}\` : ""}\${sel ? " sel" : ""}\`;
                const b = h("button", { type: "button", class: cls, title, "aria-label": title, "aria-pressed": sel ? "true" : "false" }, label);
                b.addEventListener("click", () => selectCell(cell, refresh));
                tds.push(h("td", null, b));
            }
            return h("tr", null, tds);
        });
        body.appendChild(h("div", { class: "scroll" }, h("table", { class: "grid" }, [h("thead", null, head), h("tbody", null, trs)])));
        if (g.rows.length > GRID_PAGE) {
            const onPage = (p) => {
                S.gridPage = p;
                updateGrid(refresh);
            };
            body.appendChild(pager(g.rows.length, GRID_PAGE, S.gridPage, onPage, "cases"));
        }
    }
    /** Show only this cell's executions (or all again, when it was the one selected). */
    function selectCell(cell, refresh) {
        S.cell = S.cell && sameCell(S.cell, cell) ? null : { c: cell.c, r: cell.r, ...(cell.v === undefined ? {} : { v: cell.v }) };
        S.execPage = 0;
        refresh.update();
        if (S.cell)
            document.getElementById("executions")?.scrollIntoView({ block: "start" });
    }

    // The stability charts (inline SVG): each cell's pass rate with its interval (paged), and
    // the durations of executions per runner.
    function renderChartsSection() {
        if (D.meta.runsPerCase < 2)
            return null;
        return section("charts", "Stability", [
            h("h3", null, "Pass rate per cell, with its 95% Wilson interval (lowest first)"),
            h("div", { id: "chart-rates" }),
            h("h3", null, "Duration of executions, per runner"),
            h("div", { id: "chart-durations", class: "charts" }),
        ]);
    }
    function updateCharts() {
        const box = document.getElementById("chart-rates");
        if (!box)
            return;
        clear(box);
        const shown = cells.filter((c) => c.n > 0 && cellShown(c));
        // A cell without an interval sorts as the original page did (NaN widths compare as equal).
        const width = (c) => (c.hi ?? NaN) - (c.lo ?? NaN);
        shown.sort((a, b) => a.p / a.n - b.p / b.n || width(b) - width(a) || a.c - b.c || a.r - b.r);
        if (!shown.length)
            box.appendChild(h("p", { class: "empty" }, "No cell matches the filters."));
        else {
            const pages = Math.ceil(shown.length / CHART_ROWS);
            if (S.chartPage >= pages)
                S.chartPage = pages - 1;
            const rows = shown.slice(S.chartPage * CHART_ROWS, (S.chartPage + 1) * CHART_ROWS);
            const W = 900;
            const L = 300;
            const RW = W - L - 20;
            const RH = 18;
            const H = rows.length * RH + 24;
            const x = (v) => L + v * RW;
            const kids = [0, 0.25, 0.5, 0.75, 1].map((v) => svg("g", {}, [
                svg("line", { class: "axis", x1: x(v), x2: x(v), y1: 0, y2: H - 18 }),
                svg("text", { x: x(v), y: H - 4, "text-anchor": "middle" }, formatPercent(v, 0)),
            ]));
            rows.forEach((c, i) => {
                const y = i * RH + 10;
                const label = cellLabel(c);
                const rate = c.p / c.n;
                const lo = c.lo === undefined ? wilsonInterval(c.p, c.n).low : c.lo;
                const hi = c.hi === undefined ? wilsonInterval(c.p, c.n).high : c.hi;
                const g = svg("g", { class: "rate-row" }, [
                    svg("title", {}, cellTitle(c)),
                    svg("text", { x: L - 8, y: y + 4, "text-anchor": "end" }, label.length > 48 ? \`\${label.slice(0, 47)}…\` : label),
                ]);
                if (c.base)
                    g.appendChild(svg("line", { class: "ci-base", x1: x(c.base[2]), x2: x(c.base[3]), y1: y - 5, y2: y - 5 }));
                g.appendChild(svg("line", { class: "ci", x1: x(lo), x2: x(hi), y1: y, y2: y }));
                g.appendChild(svg("circle", { class: \`dot c-\${c.cls || "none"}\`, cx: x(rate), cy: y, r: 5 }));
                kids.push(g);
            });
            box.appendChild(svg("svg", { viewBox: \`0 0 \${W} \${H}\`, width: W, height: H, role: "img", "aria-label": "Pass rate per cell with 95% interval" }, kids));
            if (shown.length > CHART_ROWS) {
                const onPage = (p) => {
                    S.chartPage = p;
                    updateCharts();
                };
                box.appendChild(pager(shown.length, CHART_ROWS, S.chartPage, onPage, "cells"));
            }
            if (D.comparison && D.comparison.hasBase)
                box.appendChild(h("p", { class: "muted" }, "Dashed grey: the base's interval."));
        }
        updateDurations();
    }
    /** Durations below this are shown as one sentence, not a chart. */
    const TINY_MS = 50;
    /** The smallest 1, 2 or 5 × 10^k milliseconds at least \`raw\` (and at least 1 ms). */
    function niceStep(raw) {
        const power = 10 ** Math.floor(Math.log10(Math.max(1, raw)));
        return [1, 2, 5, 10].map((m) => m * power).find((s) => s >= raw) ?? 10 * power;
    }
    function updateDurations() {
        const box = clear(byId("chart-durations"));
        const byRunner = D.runners.map(() => []);
        D.executions.forEach((e, i) => {
            if (e.s !== "skipped" && execPasses(i))
                byRunner[e.r].push(e.d);
        });
        const all = byRunner.flat().sort((a, b) => a - b);
        if (!all.length) {
            box.appendChild(h("p", { class: "empty" }, "No execution matches the filters."));
            return;
        }
        // In-process agents (the scripted one) take a few milliseconds: a chart of those would only show noise.
        if (all[all.length - 1] < TINY_MS) {
            box.appendChild(h("p", { class: "muted" }, \`Every execution took under \${dur(TINY_MS)} (median \${dur(all[Math.floor((all.length - 1) / 2)])}): too short for a chart of durations.\`));
            return;
        }
        const p99 = all[Math.min(all.length - 1, Math.floor(all.length * 0.99))] || 1;
        // Bins of a round width (1, 2 or 5 × a power of ten milliseconds), so their edges read as numbers.
        const step = niceStep(p99 / 24);
        const BINS = Math.max(1, Math.ceil(p99 / step));
        const top = BINS * step;
        byRunner.forEach((ds, ri) => {
            if (!ds.length || ri >= 24)
                return;
            const bins = new Array(BINS).fill(0);
            for (const d of ds)
                bins[Math.min(BINS - 1, Math.floor(d / step))]++;
            const max = Math.max(...bins);
            const W = 300;
            const H = 110;
            const BW = (W - 20) / BINS;
            const sorted = ds.slice().sort((a, b) => a - b);
            const q = (p) => sorted[Math.min(sorted.length - 1, Math.floor(p * (sorted.length - 1)))];
            const kids = [svg("line", { class: "axis", x1: 10, x2: W - 10, y1: H - 20, y2: H - 20 })];
            bins.forEach((n, b) => {
                if (!n)
                    return;
                const title = svg("title", {}, \`\${num(n)} executions, \${dur(b * step)}–\${dur((b + 1) * step)}\`);
                kids.push(svg("rect", { class: "bar", x: 10 + b * BW, y: H - 20 - (n / max) * (H - 30), width: Math.max(1, BW - 1), height: (n / max) * (H - 30) }, title));
            });
            kids.push(svg("text", { x: 10, y: H - 6 }, "0"), svg("text", { x: 10 + (W - 20) / 2, y: H - 6, "text-anchor": "middle" }, dur(top / 2)), svg("text", { x: W - 10, y: H - 6, "text-anchor": "end" }, \`\${dur(top)}+\`));
            const runner = D.runners[ri].id;
            box.appendChild(h("figure", { class: "card" }, [
                svg("svg", { viewBox: \`0 0 \${W} \${H}\`, width: W, height: H, role: "img", "aria-label": \`Durations of \${runner}\` }, kids),
                h("figcaption", null, [h("code", null, runner), \` · \${plural(ds.length, "execution")} · median \${dur(q(0.5))} · p90 \${dur(q(0.9))}\`]),
            ]));
        });
    }

    // The words of a comparison that the Markdown and the terminal renderings
    // share: an arm's counts with its interval, the suite's change and a cell's p.
    // No Markdown in them, so both can use them as they are.
    /**
     * "−11.2 pts over 20 cells, suite-level test p < 0.001 (95% CI of the mean over cells −15.0 pts to −7.4 pts)"; ""
     * without a change. The p is always named as the suite-level test's, and when the verdict came from another test
     * the row says so, so a suite p of 0.500 under a regression that one broken case decided never reads as a
     * contradiction; the interval is named as the mean over cells' (one case dropping 100 points among 19 unchanged
     * gives a wide one, next to a small p: both are right).
     */
    function suiteChange(comparison) {
        const { delta, ci, pairedCases } = comparison.suite;
        if (delta === null)
            return "";
        const interval = ci ? \` (\${formatPointsInterval(ci, comparison.alpha).replace(" CI ", " CI of the mean over cells ")})\` : "";
        return \`\${formatSignedPoints(delta)} over \${plural(pairedCases, "cell")}\${suiteP(comparison, ", ")}\${interval}\`;
    }
    /** "suite-level test p = 0.500 (the verdict comes from the cells below)", after \`lead\`; "" without a p. */
    function suiteP(comparison, lead = "") {
        const { pValue } = comparison.suite;
        if (pValue === null)
            return "";
        const decidedBy = comparison.decidedBy ?? [];
        const elsewhere = decidedBy.length > 0 && !decidedBy.includes("suite") ? \` (\${DECIDED_ELSEWHERE[decidedBy[0]]})\` : "";
        return \`\${lead}suite-level test \${formatPInText(pValue)}\${elsewhere}\`;
    }
    /** What decided a verdict the suite-level test did not. */
    const DECIDED_ELSEWHERE = {
        suite: "",
        cells: "the verdict comes from the cells below",
        severity: "the verdict comes from a case that broke outright",
    };

    // One runner setting that changed since the baseline, as a phrase every
    // report shares: "Runner \`claude\` model: \`sonnet\` → \`opus\`", and for a file
    // a runner's settings name (a script, an agent program) a sentence instead of
    // the data's "content → modified": "Runner \`scripted\`'s file
    // \`evals/agent.json\` was modified". Markdown passes its code-span maker, the
    // terminal and the HTML page their own.
    /** How a runner's file changed, from the markers the comparison records ("content", "modified", "(none)"); undefined for any other setting. */
    function runnerFileChange(base, head) {
        if (base === "content" && head === "modified")
            return "modified";
        if (base === "(none)" && head === "content")
            return "added";
        if (base === "content" && head === "(none)")
            return "removed";
        return undefined;
    }

    // The comparison with the base: the suite table, what changed for the agent, the tier chips
    // and the changed cells (with what the agent did differently).
    function renderComparison(refresh) {
        const c = D.comparison;
        if (!c || !c.hasBase)
            return null;
        const body = h("div", { id: "comparison-body" });
        const base = c.suite.base;
        const head = c.suite.head;
        const t = c.totals;
        const row = (label, b, hd, ch) => h("tr", null, [h("td", null, label), h("td", { class: "num" }, b), h("td", { class: "num" }, hd), h("td", null, ch)]);
        const costRow = (label, d, f) => row(label, d.base === null ? "–" : f(d.base), d.head === null ? "–" : f(d.head), d.delta === null ? "" : (d.delta > 0 ? "+" : d.delta < 0 ? "−" : "±") + f(Math.abs(d.delta)));
        // The same words as the terminal and the Markdown: the p named as the suite-level test's.
        const change = suiteChange(c) || "–";
        const table = h("table", { class: "suite-table" }, [
            h("thead", null, h("tr", null, [h("th", null, ""), h("th", { class: "num" }, "Base"), h("th", { class: "num" }, "Head"), h("th", null, "Change")])),
            h("tbody", null, [
                row("Pass rate (mean over cells)", base ? formatPercent(base.passRate) : "–", formatPercent(head.passRate), change),
                row("Runs (errored)", base ? \`\${num(base.runs)} (\${num(base.errored)})\` : "–", \`\${num(head.runs)} (\${num(head.errored)})\`, ""),
                costRow("Duration", t.durationMs, dur),
                costRow("Tokens", t.tokens, formatTokens),
                costRow("Cost", t.costUsd, formatCost),
            ]),
        ]);
        const counts = {};
        for (const x of D.cells)
            if (x.tier)
                counts[x.tier] = (counts[x.tier] || 0) + 1;
        counts.removed = c.removed.length;
        const chips = h("div", { id: "tier-chips" }, TIER_ORDER.filter((tier) => counts[tier]).map((tier) => {
            const b = h("button", { type: "button", class: \`chip tier-\${tier}\${S.tier === tier ? " active" : ""}\`, "data-tier": tier, disabled: tier === "removed" }, \`\${TIERS[tier]} \${counts[tier]}\`);
            b.addEventListener("click", () => {
                S.tier = S.tier === tier ? "" : tier;
                firstPages();
                refresh.rebuild();
            });
            return b;
        }));
        const b0 = c.baseline;
        const what = b0
            ? \`Baseline \${b0.commit ? \`\${b0.commit.sha.slice(0, 7)}, \` : ""}\${c.pool ? "" : \`\${plural(b0.runsPerCase, "run")} per case, \`}\${String(b0.createdAt).slice(0, 10)}.\${c.pool ? \` \${c.pool}.\` : ""}\`
            : "";
        return section("comparison", "Compared with the base", [
            h("p", { class: "muted" }, what),
            table,
            renderTreatment(c.treatment),
            h("h3", null, "Cells by tier"),
            chips,
            body,
        ]);
    }
    // Behaviour changes: each phrase in segments, the odd ones labels (code).
    function behaviourList(list) {
        return h("ul", { class: "behaviour" }, list.map((parts) => h("li", null, parts.map((t, i) => (i % 2 ? h("code", null, t) : t)))));
    }
    // "What changed for the agent": files, runner settings and CLI versions, as text nodes only.
    function renderTreatment(t) {
        if (!t)
            return null;
        const items = [];
        const files = (label, list) => {
            if (list.length)
                items.push(h("li", null, [
                    \`\${label}: \`,
                    list.slice(0, 200).map((f, i) => h("span", null, [i ? ", " : "", h("code", null, f)])),
                    list.length > 200 ? \` and \${list.length - 200} more\` : null,
                ]));
        };
        files("Modified", t.files.modified);
        files("Added", t.files.added);
        files("Removed", t.files.removed);
        for (const s of t.settings) {
            const file = s.runnerId ? runnerFileChange(s.base, s.head) : undefined;
            items.push(h("li", null, file
                ? ["Runner ", h("code", null, s.runnerId), "'s file ", h("code", null, s.field), \` was \${file}\`]
                : [
                    s.runnerId ? "Runner " : "",
                    s.runnerId ? h("code", null, s.runnerId) : "",
                    \` \${s.field}: \`,
                    h("code", null, s.base),
                    " → ",
                    h("code", null, s.head),
                ]));
        }
        for (const v of t.versions)
            items.push(h("li", { class: "warn" }, ["⚠ Runner ", h("code", null, v.runnerId), " agent CLI version: ", h("code", null, v.base), " → ", h("code", null, v.head)]));
        const body = items.length
            ? h("ul", { id: "treatment-changes" }, items)
            : h("p", { id: "treatment-changes", class: "muted" }, t.known
                ? "Nothing: the same workspace files, skills, instruction files, runner settings and CLI versions as the baseline."
                : "Unknown: the baseline was written by an older agent-bench that did not record what the agent was given.");
        return h("div", null, [h("h3", null, "What changed for the agent"), body]);
    }
    function updateComparison(refresh) {
        const body = document.getElementById("comparison-body");
        const c = D.comparison;
        if (!body || !c)
            return;
        clear(body);
        const rows = cells.filter((x) => x.tier && (S.tier ? x.tier === S.tier : CHANGED_TIERS.has(x.tier)) && cellShown(x));
        const rank = (tier) => (tier ? TIER_ORDER.indexOf(tier) : -1);
        rows.sort((a, b) => rank(a.tier) - rank(b.tier) || (a.delta || 0) - (b.delta || 0));
        const removed = c.removed.filter(() => !S.tier || S.tier === "removed");
        if (!rows.length && !removed.length) {
            body.appendChild(h("p", { class: "empty" }, "No changed cell matches the filters."));
            return;
        }
        const shown = rows.slice(0, 200);
        const tr = (tier, caseId, runnerId, x, onclick) => {
            const notes = x.severe ? "broke outright" : "";
            const p = h("td", { class: "num" }, x.pv === null || x.pv === undefined ? "–" : formatP(x.pv) + (x.padj === null || x.padj === undefined ? "" : \` (\${formatP(x.padj)})\`));
            const r = h("tr", { class: "cmp-row" }, [
                h("td", { class: \`tier tier-\${tier}\` }, TIERS[tier] + (notes ? \` (\${notes})\` : "")),
                h("td", null, h("code", null, caseId)),
                h("td", null, h("code", null, runnerId)),
                h("td", { class: "num" }, armText(x.base)),
                h("td", { class: "num" }, armText(x.head)),
                h("td", { class: "num" }, pts(x.delta)),
                p,
            ]);
            if (onclick) {
                const b = h("button", { type: "button", class: "toggle" }, "show runs");
                b.addEventListener("click", onclick);
                p.appendChild(document.createTextNode(" "));
                p.appendChild(b);
            }
            return r;
        };
        const trs = [];
        for (const x of shown) {
            if (!x.tier)
                continue;
            trs.push(tr(x.tier, caseName(x), runnerOf(x).id, x, () => selectCell(x, refresh)));
            if (x.bh)
                trs.push(h("tr", { class: "bh-row" }, h("td", { colspan: "7" }, [h("span", { class: "muted" }, "What the agent did differently:"), behaviourList(x.bh)])));
        }
        for (const x of removed)
            trs.push(tr("removed", x.caseId, x.runnerId, x, null));
        const columns = ["Tier", "Case", "Runner", "Base", "Head", "Change", "p (adjusted)"];
        body.appendChild(h("div", { class: "scroll" }, h("table", null, [
            h("thead", null, h("tr", null, columns.map((t, i) => h("th", { class: i > 2 ? "num" : null }, t)))),
            h("tbody", null, trs),
        ])));
        if (rows.length > shown.length)
            body.appendChild(h("p", { class: "muted" }, \`… and \${plural(rows.length - shown.length, "more cell")}; narrow the filters to see them.\`));
    }

    // One execution, expanded: its facts, assertions, error, conversation and transcript
    // (events shown a page at a time), final output and session.
    function renderDetail(i) {
        const e = D.executions[i];
        const t = e.x >= 0 ? D.transcripts[e.x] : null;
        const c = caseOf(e);
        const facts = [
            statusLabel(e.s),
            e.fc,
            \`run \${e.k} of \${D.meta.runsPerCase}\`,
            e.s === "skipped" ? null : dur(e.d),
            e.t !== undefined ? \`\${formatTokens(e.t)} tokens\` : null,
            e.$ !== undefined ? formatCost(e.$) : null,
            t && t.model ? \`model \${t.model}\` : null,
            t && t.cliVersion ? \`CLI \${t.cliVersion}\` : null,
            t && t.turns !== undefined ? plural(t.turns, "turn") : null,
            t && t.exitCode !== undefined && t.exitCode !== null ? \`exit code \${t.exitCode}\` : null,
        ];
        const out = [
            h("div", { class: "facts" }, [facts.filter(Boolean).map((f) => h("span", null, f)), h("span", null, ["artifacts ", h("code", null, e.a)])]),
        ];
        if (c.src)
            out.push(h("div", { class: "facts" }, ["case defined at ", h("code", null, c.src)]));
        if (e.as && e.as.length) {
            out.push(h("h3", null, "Assertions"));
            const items = e.as.map((a) => h("li", { class: a[0] ? "ok" : "ko" }, [
                a[0] ? "✓ " : "✗ ",
                h("code", null, a[1]),
                a[4] ? " (soft)" : "",
                a[2] ? \`: \${a[2]}\` : "",
                a[3] ? h("span", { class: "muted" }, \` at \${a[3]}\`) : null,
            ]));
            out.push(h("ul", { class: "asserts" }, items));
        }
        if (e.e)
            out.push(h("h3", null, "Error"), pre(e.e));
        if (e.dl)
            out.push(h("h3", null, \`Conversation (\${plural(e.dl.turns.length, "turn")} of at most \${e.dl.max}, ended: \${e.dl.end})\`), renderDialog(e.dl));
        if (!t) {
            out.push(h("h3", null, "Final output"), e.o ? pre(e.o + (e.oc ? \`\\n… \${num(e.oc)} more characters in \${e.a}/session.json\` : "")) : h("p", { class: "empty" }, "No output excerpt."));
            out.push(h("p", { class: "muted" }, [
                "The transcript of this execution is not in this page; the whole session is in ",
                h("code", null, \`\${e.a}/session.json\`),
                ".",
            ]));
            return out;
        }
        out.push(h("h3", null, "Prompt"), pre(t.prompt));
        out.push(h("h3", null, "Transcript"), renderEvents(t, e));
        out.push(h("h3", null, "Final output"), t.finalOutput ? pre(t.finalOutput) : h("p", { class: "empty" }, "The agent gave no final output."));
        out.push(h("h3", null, "Session"), h("div", { class: "facts" }, session(t)));
        if (t.omittedEvents || t.cutChars) {
            const what = (t.omittedEvents ? \`\${plural(t.omittedEvents, "event")} from the middle left out\` : "") +
                (t.omittedEvents && t.cutChars ? ", " : "") +
                (t.cutChars ? \`\${num(t.cutChars)} characters cut\` : "");
            out.push(h("p", { class: "muted" }, \`This transcript was shortened (\${what}); the whole session is in \${e.a}/session.json.\`));
        }
        return out;
    }
    function session(t) {
        const side = [];
        if (t.skills.length)
            side.push(h("div", null, ["Skills: ", t.skills.map((s) => \`\${s.skill} (\${s.confidence})\`).join(", ")]));
        if (t.reads.length)
            side.push(h("div", null, ["Read: ", t.reads.join(", ")]));
        if (t.writes.length)
            side.push(h("div", null, ["Wrote: ", t.writes.join(", ")]));
        if (t.errors.length)
            side.push(h("div", null, ["Errors: ", t.errors.map((x) => \`\${x.kind}: \${x.message}\`).join("; ")]));
        const u = t.usage;
        const all = [
            ["input", u.input],
            ["output", u.output],
            ["reasoning", u.reasoning],
            ["cache read", u.cacheRead],
            ["cache write", u.cacheWrite],
            ["total", u.total],
        ];
        const counts = all.filter((p) => p[1] !== undefined && p[1] !== null);
        const tokens = counts.length ? \`\${counts.map((p) => \`\${p[0]} \${num(p[1])}\`).join(" · ")} tokens\` : "no token counts";
        side.push(h("div", null, \`Usage: \${tokens} (\${u.note})\${t.costUsd !== undefined ? \` · \${formatCost(t.costUsd)}\` : ""}\`));
        return side;
    }
    function renderDialog(d) {
        const cps = h("ul", { class: "asserts" }, d.cps.map((c) => h("li", { class: c[2] || !c[1] ? "ok" : "ko" }, [
            c[2] ? "✓ " : c[1] ? "✗ " : "○ ",
            h("code", null, c[0]),
            c[2] ? \` reached at turn \${c[3]}\` : c[1] ? " not reached" : " optional, not reached",
        ])));
        const turns = h("ol", { class: "dialog" }, d.turns.map((t) => h("li", null, [
            h("div", null, ["user: ", pre(t[1])]),
            t[2] !== null ? h("div", null, ["agent: ", pre(t[2])]) : null,
            t[3].length ? h("div", { class: "muted" }, \`reached \${t[3].join(", ")}\`) : null,
            t[4] ? h("div", { class: "st st-failed" }, t[4]) : null,
        ])));
        return h("div", null, [cps, turns]);
    }
    function renderEvents(t, e) {
        const box = h("div", { class: "events" });
        let shown = 0;
        const more = h("button", { type: "button", class: "more-events" });
        const half = Math.ceil(t.events.length / 2);
        const showMore = () => {
            const end = Math.min(t.events.length, shown + EVENTS_PAGE);
            for (; shown < end; shown++) {
                if (t.omittedEvents && shown === half)
                    box.insertBefore(h("p", { class: "muted" }, \`… \${plural(t.omittedEvents, "event")} left out here; see \${e.a}/session.json\`), more);
                box.insertBefore(renderEvent(t.events[shown]), more);
            }
            if (shown >= t.events.length)
                more.remove();
            else
                more.textContent = \`Show \${num(Math.min(EVENTS_PAGE, t.events.length - shown))} more events (\${num(t.events.length - shown)} left)\`;
        };
        more.addEventListener("click", showMore);
        box.appendChild(more);
        if (!t.events.length)
            box.insertBefore(h("p", { class: "empty" }, "No events."), more);
        showMore();
        return box;
    }
    function eventBody(ev) {
        switch (ev.k) {
            case "msg":
                return [ev.phase === "thinking" ? "thinking" : ev.role, pre(ev.text)];
            case "call":
                return ["tool call", [h("code", null, ev.tool), ev.id ? h("span", { class: "muted" }, \` \${ev.id}\`) : null, ev.args !== undefined ? pre(ev.args) : null]];
            case "result":
                return [
                    "result",
                    [
                        ev.tool ? h("code", null, ev.tool) : null,
                        ev.exit !== undefined ? h("span", { class: "muted" }, \` exit \${ev.exit}\`) : null,
                        ev.err ? h("span", { class: "st st-failed" }, " error") : null,
                        pre(ev.out),
                    ],
                ];
            case "cmd":
                return ["command", [h("code", null, \`$ \${ev.cmd}\`), ev.exit !== undefined ? h("span", { class: "muted" }, \` exit \${ev.exit}\`) : null]];
            case "read":
                return ["read", h("code", null, ev.path)];
            case "write":
                return ["write", [h("code", null, ev.path), ev.kind ? h("span", { class: "muted" }, \` \${ev.kind}\`) : null]];
            case "skill":
                return ["skill", [h("code", null, ev.skill), h("span", { class: "muted" }, \` \${ev.signal}, \${ev.conf}\`)]];
            case "sub":
                return ["sub-agent", ev.status + (ev.desc ? \`: \${ev.desc}\` : "")];
            case "err":
                return ["error", [h("code", null, ev.kind), ev.fatal ? " (fatal)" : "", pre(ev.msg)]];
            default:
                return ["raw", pre(ev.text)];
        }
    }
    function renderEvent(ev) {
        const [kind, body] = eventBody(ev);
        const role = ev.k === "msg" && ev.role ? \` role-\${ev.role}\` : "";
        const err = ev.k === "result" && ev.err ? " is-err" : "";
        return h("div", { class: \`ev k-\${ev.k}\${role}\${err}\` }, [h("span", { class: "kind" }, kind), " ", body]);
    }

    // The executions list (paged, failures first); each execution's detail is built only when it is expanded.
    function renderExecutionsSection() {
        return section("executions", "Executions", [h("div", { id: "cell-filter" }), h("div", { id: "exec-body" })]);
    }
    // Failures first: what a reader opens the page for.
    const RANK = { failed: 0, "unexpected-passed": 0, errored: 1, passed: 2, "expected-failed": 2, skipped: 3 };
    function updateExecutions(refresh) {
        const sel = clear(byId("cell-filter"));
        if (S.cell) {
            const b = h("button", { type: "button", id: "cell-clear" }, "Show all cells");
            b.addEventListener("click", () => {
                S.cell = null;
                S.execPage = 0;
                refresh.update();
            });
            sel.appendChild(h("p", null, ["Showing the runs of ", h("code", null, cellLabel(S.cell)), " ", b]));
        }
        const body = clear(byId("exec-body"));
        const matches = [];
        for (let i = 0; i < D.executions.length; i++)
            if (execPasses(i))
                matches.push(i);
        byId("f-count").textContent = \`Showing \${num(matches.length)} of \${plural(D.executions.length, "execution")}\`;
        if (!matches.length) {
            body.appendChild(h("p", { class: "empty" }, "No execution matches the filters."));
            return;
        }
        matches.sort((a, b) => RANK[D.executions[a].s] - RANK[D.executions[b].s] || a - b);
        const pages = Math.ceil(matches.length / PAGE);
        if (S.execPage >= pages)
            S.execPage = pages - 1;
        const page = matches.slice(S.execPage * PAGE, (S.execPage + 1) * PAGE);
        const columns = ["", "Status", "Case", "Runner", "Run", "Duration", "Tokens", "Cost", "Failure / output"];
        const head = h("tr", null, columns.map((t, i) => h("th", { class: i >= 4 && i <= 7 ? "num" : null }, t)));
        const tbody = h("tbody");
        for (const i of page)
            appendExecution(tbody, i);
        body.appendChild(h("div", { class: "scroll" }, h("table", { class: "executions" }, [h("thead", null, head), tbody])));
        if (matches.length > PAGE) {
            const onPage = (p) => {
                S.execPage = p;
                updateExecutions(refresh);
            };
            body.appendChild(pager(matches.length, PAGE, S.execPage, onPage, "executions"));
        }
    }
    function appendExecution(tbody, i) {
        const e = D.executions[i];
        const label = \`Show the transcript of \${caseName(e)} × \${runnerOf(e).id} run \${e.k}\`;
        const toggle = h("button", { type: "button", class: "toggle", "aria-expanded": S.open[i] ? "true" : "false", "aria-label": label, "data-exec": i }, S.open[i] ? "▾" : "▸");
        const summary = e.m || (e.o ? e.o.split("\\n")[0] : "");
        const row = h("tr", { class: "exec", "data-exec": i }, [
            h("td", null, toggle),
            h("td", { class: \`st st-\${e.s}\` }, \`\${statusMark(e.s)} \${statusLabel(e.s)}\`),
            h("td", null, h("code", null, caseName(e))),
            h("td", null, h("code", null, runnerOf(e).id)),
            h("td", { class: "num" }, e.k),
            h("td", { class: "num" }, e.s === "skipped" ? "–" : dur(e.d)),
            h("td", { class: "num" }, formatTokens(e.t)),
            h("td", { class: "num" }, formatCost(e.$)),
            h("td", null, summary.length > 160 ? \`\${summary.slice(0, 159)}…\` : summary),
        ]);
        tbody.appendChild(row);
        let detail = null;
        const open = () => {
            detail = h("tr", { class: "detail" }, h("td", { colspan: 9 }, renderDetail(i)));
            row.after(detail);
        };
        if (S.open[i])
            open();
        toggle.addEventListener("click", () => {
            S.open[i] = !S.open[i];
            toggle.setAttribute("aria-expanded", S.open[i] ? "true" : "false");
            toggle.textContent = S.open[i] ? "▾" : "▸";
            if (S.open[i])
                open();
            else if (detail) {
                detail.remove();
                detail = null;
            }
        });
    }

    // A passing and a failing run of a flipped cell, aligned step by step; the first row where they part is marked.
    function stepCell(side, i) {
        const s = side.steps[i];
        if (i < 0 || !s)
            return h("td", { class: "step none" }, "");
        return h("td", { class: "step" }, [h("span", { class: \`kind kind-\${s[0]}\` }, STEP_KIND_WORDS[s[0]] || s[0]), " ", s[0] === "say" ? s[1] : h("code", null, s[1])]);
    }
    function runLabel(label, side) {
        return \`\${label} run \${side.k} (\${side.ok ? "passed" : "failed"})\`;
    }
    function renderPair(p, n) {
        const trs = p.rows.map((row, i) => {
            const same = row[0] >= 0 && row[1] >= 0;
            const cls = (same ? "same" : "only") + (i === p.div ? " diverge" : "");
            const mark = i === p.div ? h("td", { class: "mark", title: "the first step where the two runs part" }, "◀ first divergence") : h("td", { class: "mark" }, "");
            return h("tr", { class: cls, "data-row": String(i) }, [h("td", { class: "num" }, String(i + 1)), stepCell(p.b, row[0]), stepCell(p.h, row[1]), mark]);
        });
        const more = [];
        if (p.b.more || p.h.more)
            more.push(h("p", { class: "muted" }, \`Only the first steps are shown (\${p.b.more} more on the base, \${p.h.more} on the head); the artifacts hold every session.json.\`));
        const where = p.div < 0 ? "the two runs take the same steps" : \`they part at step \${p.div + 1}\`;
        const summary = h("summary", null, [h("code", null, cellLabel(p)), \`: \${runLabel("base", p.b)} vs \${runLabel("head", p.h)}; \${where}\`]);
        const head = h("thead", null, h("tr", null, [h("th", { class: "num" }, "#"), h("th", null, "Base"), h("th", null, "Head"), h("th", null, "")]));
        const table = h("div", { class: "scroll" }, h("table", { class: "side-by-side" }, [head, h("tbody", null, trs)]));
        const d = h("details", { class: "pair" }, [summary, table, more]);
        if (n === 0)
            d.open = true;
        return d;
    }
    function renderSideBySide() {
        if (!D.pairs || !D.pairs.length)
            return null;
        return section("side-by-side", "Base and head side by side", [
            h("p", { class: "muted" }, "For each cell that flipped, a base run and a head run with opposite outcomes, step by step: what both did shares a row, what only one did stands alone."),
            h("div", null, D.pairs.map(renderPair)),
        ]);
    }

    // The top of the page: header, verdict, notes, summary cards and the runners table.
    function renderHeader() {
        const m = D.meta;
        const bits = [];
        if (m.suite)
            bits.push(h("code", null, m.suite));
        bits.push(\` · \${plural(D.cases.length, "case")} × \${plural(R, "runner")} × \${plural(m.runsPerCase, "run")}\`);
        if (m.commit)
            bits.push(" · commit ", link(m.commit.sha.slice(0, 7), m.links.commitUrl) || h("code", null, m.commit.sha.slice(0, 7)), m.commit.ref ? \` (\${m.commit.ref})\` : "");
        bits.push(\` · \${m.startedAt.replace("T", " ").replace(/\\.\\d+Z$/, " UTC")}\`);
        const links = [
            ["htmlReportUrl", "report"],
            ["artifactUrl", "artifacts"],
            ["runUrl", "workflow run"],
        ];
        for (const [key, label] of links) {
            const a = link(label, m.links[key]);
            if (a)
                bits.push(" · ", a);
        }
        return h("header", null, [h("h1", null, D.title), h("p", { class: "sub" }, bits)]);
    }
    function renderVerdict() {
        const c = D.comparison;
        if (!c)
            return null;
        return h("div", { class: \`verdict \${c.verdict}\`, role: "status", id: "verdict" }, [h("strong", null, \`\${c.label}.\`), " ", c.reason]);
    }
    function renderNotes() {
        const notes = D.notes.slice();
        const s = D.summary;
        if (s.cancelled)
            notes.unshift(\`The run was cancelled: \${plural(s.notRun, "planned execution")} did not run, so these numbers are partial.\`);
        else if (s.notRun)
            notes.unshift(\`\${plural(s.notRun, "planned execution")} did not run (--fail-fast).\`);
        if (D.comparison)
            notes.push(...D.comparison.warnings);
        if (!notes.length)
            return null;
        return h("div", { class: "notes", id: "notes" }, notes.map((n) => h("p", null, n)));
    }
    function card(label, value, detail) {
        return h("div", { class: "card" }, [
            h("div", { class: "label" }, label),
            h("div", { class: "value" }, value),
            detail ? h("div", { class: "detail" }, detail) : null,
        ]);
    }
    function renderCards() {
        const s = D.summary;
        const cards = [];
        const ci = s.runs ? rateCI(s.passed, s.runs) : "–";
        const cut = ci.indexOf(" [");
        cards.push(card("Pass rate [95% CI]", cut > 0 ? [ci.slice(0, cut), h("span", { class: "ci" }, ci.slice(cut))] : ci, \`\${num(s.passed)} of \${plural(s.runs, "execution")} passed\`));
        cards.push(card("Executions", num(s.runs + s.skipped), \`\${num(s.failed)} failed · \${num(s.errored)} errored · \${num(s.skipped)} skipped\${s.xf ? \` · \${num(s.xf)} failed as expected\` : ""}\`));
        cards.push(card("Cells", num(s.cells), \`\${num(s.stable)} stable · \${num(s.unstable)} unstable\${s.failing ? \` · \${num(s.failing)} failing every run\` : ""}\`));
        const c = D.comparison;
        if (c && c.hasBase && c.suite.delta !== null)
            cards.push(card("Change from base", pts(c.suite.delta), 
            // The p first, named as the suite-level test's; the interval as the mean over cells', as in the other renderers.
            [suiteP(c), c.suite.ci ? \`95% CI of the mean over cells \${pts(c.suite.ci[0])} to \${pts(c.suite.ci[1])}\` : ""].filter(Boolean).join(" · ")));
        cards.push(card("Wall time", dur(s.durationMs), s.runs ? \`executions: mean \${dur(D.runners.reduce((t, r) => t + r.durationMs, 0) / s.runs)}\` : ""));
        // Only executions whose CLI reported a count add to the total: say so when some did not.
        const counted = D.executions.filter((e) => e.s !== "skipped" && e.t !== undefined).length;
        const tokens = s.tokens === null || !counted
            ? s.runs
                ? "not reported by the CLI"
                : ""
            : counted < s.runs
                ? \`reported by \${num(counted)} of \${plural(s.runs, "execution")}; \${formatTokens(s.tokens / counted)} per reporting execution\`
                : \`\${formatTokens(s.tokens / counted)} per execution\`;
        cards.push(card("Tokens", formatTokens(s.tokens), tokens));
        cards.push(card("Cost", formatCost(s.cost), s.cost !== null && s.runs ? \`\${formatCost(s.cost / s.runs)} per execution\` : ""));
        return h("div", { class: "cards", id: "cards" }, cards);
    }
    function renderRunners() {
        if (R < 2)
            return null;
        const columns = [
            "Runner",
            "Type / model",
            "Pass rate [95% CI]",
            "Passed",
            "Failed",
            "Errored",
            "Stable cells",
            "Unstable cells",
            "Cells failing every run",
            "Duration (mean)",
            "Tokens",
            "Cost",
        ];
        const head = h("tr", null, columns.map((t, i) => h("th", { class: i > 1 ? "num" : null }, t)));
        const rows = D.runners.map((r) => {
            const kind = [r.type, r.model, r.version].filter((x, i, all) => x && all.indexOf(x) === i).join(" · ");
            const n = (v) => h("td", { class: "num" }, v);
            return h("tr", null, [
                h("td", null, h("code", null, r.id)),
                h("td", null, kind),
                n(rateCI(r.p, r.n)),
                n(\`\${num(r.p)}/\${num(r.n)}\`),
                n(num(r.f)),
                n(num(r.e)),
                n(num(r.stable)),
                n(num(r.unstable)),
                n(num(r.failing)),
                n(r.n ? dur(r.durationMs / r.n) : "–"),
                n(formatTokens(r.tokens)),
                n(formatCost(r.cost)),
            ]);
        });
        return section("runners", "Runners", h("div", { class: "scroll" }, h("table", null, [h("thead", null, head), h("tbody", null, rows)])));
    }

    // The HTML report's page script (bundled by rollup.client.mjs into the IIFE that render.ts
    // inlines): it renders the data block with text nodes only, then marks the page ready.
    const app = byId("app");
    labelTablesOf(app);
    const refresh = {
        update() {
            updateComparison(refresh);
            updateGrid(refresh);
            updateCharts();
            updateExecutions(refresh);
        },
        rebuild() {
            clear(app);
            const footer = h("footer", null, \`agent-bench \${D.meta.version} · Node \${D.meta.node} · \${D.meta.platform} · this page is self-contained and makes no network requests\`);
            add(app, [
                renderHeader(),
                renderVerdict(),
                renderNotes(),
                renderCards(),
                renderRunners(),
                renderFilters(refresh),
                renderComparison(refresh),
                renderSideBySide(),
                renderGridSection(refresh),
                renderChartsSection(),
                renderExecutionsSection(),
                footer,
            ]);
            refresh.update();
        },
    };
    refresh.rebuild();
    document.documentElement.setAttribute("data-ready", "true");

})();
`;

// The HTML report's "Why the agent failed, in its own words" section (the
// action's `explain: true`): each explained run's questions and the agent's
// answers. Rendered here, as static HTML beside the client's page (like the
// adaptive table), every text escaped: answers are the agent's own words.
const EXPLANATIONS_STYLE = `
#explanations { max-width: 1400px; margin: 0 auto; padding: 0 24px 24px; }
#explanations .q { font-weight: 600; margin: 12px 0 4px; } #explanations .meta { color: var(--muted); font-size: 12px; }
#explanations pre { white-space: pre-wrap; background: var(--panel); border: 1px solid var(--line); padding: 8px; border-radius: 4px; }
`;
const ANSWER_CHARS = 20_000;
function explanationsHtml(file) {
    const runs = file.executions.map((e) => {
        const how = e.mode === "resume" ? "its own session, resumed" : "a fresh session given the original prompt (it did not see its run)";
        const answers = e.answers.map((a) => {
            const where = a.check.location ? ` · ${a.check.location.file}${a.check.location.line ? `:${a.check.location.line}` : ""}` : "";
            const { text, cut } = truncate(plainText(a.answer ?? ""), ANSWER_CHARS);
            const body = a.answer !== undefined
                ? `<pre>${escapeHtml(text)}${cut > 0 ? escapeHtml(`\n… ${cut} more characters in explanations.json`) : ""}</pre>`
                : `<p class="meta">No answer: ${escapeHtml(plainText(a.error ?? "the agent gave none"))}</p>`;
            return `<p class="q">${escapeHtml(plainText(a.question))}</p><p class="meta">${escapeHtml(plainText(`${a.check.name}${where} · ${formatDuration(a.durationMs)}`))}</p>${body}`;
        });
        const title = plainText(`${e.caseId} × ${e.runnerId} · run ${e.run} · ${e.status}${e.failureOrigin ? ` (${e.failureOrigin})` : ""}`);
        return `<details open><summary><code>${escapeHtml(title)}</code> <span class="meta">${escapeHtml(how)}</span></summary>${answers.join("")}</details>`;
    });
    return [
        '<section id="explanations">',
        `<h2>${escapeHtml(EXPLANATIONS_TITLE)}</h2>`,
        '<p class="meta">agent-bench asked each agent about the checks its run failed. The answers are the agent\'s own account, not a diagnosis.</p>',
        ...runs,
        "</section>",
    ].join("\n");
}

// Every text the HTML report embeds goes through here: control and bidi
// characters removed, then cut to a bound (the page shows it with textContent).
function payloadText(s, max) {
    return truncate(plainText(s ?? ""), max).text;
}

// The comparison with the base as the HTML report embeds it: the verdict, the
// pool and treatment lines, each cell's arms and behaviour changes.
function arm(a) {
    if (!a)
        return null;
    const valid = a.runs - (a.errored ?? 0);
    return [a.passed, valid, a.wilson?.low ?? 0, a.wilson?.high ?? 1];
}
function comparisonFields(c) {
    return {
        tier: c.tier,
        base: arm(c.base),
        head: arm(c.head),
        delta: c.delta,
        pv: c.pValue,
        padj: c.adjustedPValue,
        ...(c.severe ? { severe: true } : {}),
        ...(c.behaviour?.length ? { bh: c.behaviour.map(behaviourSegments) } : {}),
    };
}
// The phrase in segments, odd ones labels (shown as code): labels are what the agent ran or wrote.
const LABEL_MARK = "\u0000";
function behaviourSegments(change) {
    return behaviourPhrase(change, (label) => `${LABEL_MARK}${label.replaceAll(LABEL_MARK, "")}${LABEL_MARK}`)
        .split(LABEL_MARK)
        .map((part) => truncate(plainText(part), 200).text);
}
function comparisonPayload(c) {
    const v = VERDICT_LABELS[c.verdict];
    return {
        verdict: c.verdict,
        label: v.label,
        reason: payloadText(c.reason, 2_000),
        hasBase: c.suite.base !== null,
        suite: c.suite,
        decidedBy: c.decidedBy ?? [],
        totals: c.totals,
        alpha: c.alpha,
        margin: c.margin,
        baseline: c.baseline
            ? { createdAt: c.baseline.createdAt, runsPerCase: c.baseline.runsPerCase, ...(c.baseline.commit ? { commit: c.baseline.commit } : {}) }
            : null,
        pool: c.baseline?.pool ? payloadText([poolPhrase(c.baseline.pool), poolShortfall(c.baseline.pool)].filter(Boolean).join("; "), 1_000) : null,
        warnings: c.warnings.map((w) => payloadText(w, 1_000)),
        treatment: c.treatment ? treatmentPayload(c.treatment) : null,
        // Cells only the baseline has: the grid cannot show them.
        removed: c.cells.filter((x) => x.tier === "removed").map((x) => ({ caseId: payloadText(x.caseId, 500), runnerId: payloadText(x.runnerId, 200), ...comparisonFields(x) })),
    };
}
function treatmentPayload(t) {
    const list = (files) => files.slice(0, 1_000).map((f) => payloadText(f, 500));
    const more = (files) => Math.max(0, files.length - 1_000);
    return {
        known: t.known,
        files: {
            added: list(t.files.added),
            removed: list(t.files.removed),
            modified: list(t.files.modified),
            omittedChanged: t.files.omittedChanged,
            more: more(t.files.added) + more(t.files.removed) + more(t.files.modified),
        },
        settings: t.settings
            .slice(0, 200)
            .map((s) => ({ runnerId: payloadText(s.runnerId, 200), field: payloadText(s.field, 500), base: payloadText(s.base, 500), head: payloadText(s.head, 500) })),
        versions: t.versions.map((v) => ({ runnerId: payloadText(v.runnerId, 200), base: payloadText(v.base, 100), head: payloadText(v.head, 100) })),
    };
}

// Each execution as the HTML report embeds it: status, failure, an output
// excerpt within the page's budget, assertions, a dialog's turns, and the
// index of its transcript.
function executionsPayload(results, index, options) {
    const transcripts = [];
    const budget = { left: options.excerptBudget ?? 20_000_000, dropped: 0 };
    const executions = results.map((r) => {
        const e = {
            c: index.cases.get(r.caseId),
            r: index.runners.get(r.runnerId),
            k: r.run,
            s: r.status,
            d: Math.round(r.durationMs),
            a: r.artifactDir,
            x: -1,
        };
        const tokens = resultTokens(r);
        if (tokens !== undefined)
            e.t = tokens;
        if (r.costUsd !== undefined)
            e.$ = r.costUsd;
        const failing = !r.passed && r.status !== "skipped";
        if (failing)
            addFailure(e, r);
        if (r.finalOutput)
            addExcerpt(e, r.finalOutput, failing, options, budget);
        if (r.assertions.length > 0)
            e.as = assertionsPayload(r.assertions);
        if (r.dialog)
            e.dl = dialogPayload(r.dialog);
        const transcript = options.transcripts?.byArtifactDir.get(r.artifactDir);
        if (transcript)
            e.x = transcripts.push(transcript) - 1;
        return e;
    });
    return { executions, transcripts, excerptsDropped: budget.dropped };
}
function addFailure(e, r) {
    e.m = payloadText(failureMessage(r), 500);
    if (r.failureClass?.label)
        e.fc = payloadText(r.failureClass.label, 100);
    if (r.error && !isFailure(r))
        e.e = payloadText(`${r.error.name}: ${r.error.message}`, 2_000);
}
/** A failure's excerpt always; a passing one's while the page's budget lasts. */
function addExcerpt(e, output, failing, options, budget) {
    const max = failing ? (options.failureOutputChars ?? 2_000) : (options.otherOutputChars ?? 300);
    if (failing || budget.left > 0) {
        const cut = truncate(plainText(output), max);
        e.o = cut.text;
        if (cut.cut > 0)
            e.oc = cut.cut;
        budget.left -= cut.text.length;
    }
    else
        budget.dropped++;
}
function assertionsPayload(assertions) {
    return assertions
        .slice(0, 50)
        .map((a) => [
        a.passed,
        payloadText(a.name, 200),
        payloadText(a.message ?? "", 1_000),
        a.location ? `${a.location.file}${a.location.line ? `:${a.location.line}` : ""}` : "",
        a.soft ?? false,
    ]);
}
function dialogPayload(d) {
    return {
        end: d.ended,
        max: d.maxTurns,
        turns: d.turns
            .slice(0, 100)
            .map((t) => [
            t.turn,
            payloadText(t.user, 1_000),
            t.agent === undefined ? null : payloadText(t.agent, 2_000),
            t.reached.map((id) => payloadText(id, 200)),
            payloadText(t.error ?? "", 500),
        ]),
        cps: d.checkpoints.slice(0, 100).map((c) => [payloadText(c.id, 200), c.required, c.reached, c.reachedAtTurn ?? 0]),
    };
}

// Builds the data the HTML report embeds (its types: payload-types.ts), one
// section at a time: meta, summary, runners, cases, cells, executions
// (payload-executions.ts), the comparison (payload-comparison.ts), the
// side-by-side pairs and the notes. Every text is plain (control and bidi
// characters removed); the page only ever shows it with textContent.
function buildPayload(model, view, options) {
    const { run } = model;
    const tags = [...new Set(run.cases.flatMap((c) => c.tags))].sort();
    const index = payloadIndex(model, view, tags);
    const { executions, transcripts, excerptsDropped } = executionsPayload(run.results, index, options);
    return {
        v: 1,
        title: payloadText(options.title, 200),
        meta: metaPayload(model),
        summary: summaryPayload(model, view),
        runners: view.runners.map(runnerPayload),
        tags: tags.map((t) => payloadText(t, 100)),
        cases: casesPayload(model, index),
        cells: view.cells.map((c) => cellPayload(c, index)),
        executions,
        comparison: model.comparison ? comparisonPayload(model.comparison) : null,
        tierLabels: Object.fromEntries(Object.entries(TIER_LABELS).map(([tier, l]) => [tier, l.label])),
        tierOrder: TIER_ORDER,
        transcripts,
        pairs: (options.sideBySide ?? []).flatMap((p) => pairPayload(p, index)),
        notes: payloadNotes(model, options.transcripts, excerptsDropped),
    };
}
/** The plan's cases first, in plan order, then any other case a cell has. */
function payloadIndex(model, view, tags) {
    const cases = new Map(model.run.plan.cases.map((id, i) => [id, i]));
    for (const c of view.cells)
        if (!cases.has(c.caseId))
            cases.set(c.caseId, cases.size);
    return {
        cases,
        runners: new Map(view.runners.map((r, i) => [r.runner.id, i])),
        tags: new Map(tags.map((t, i) => [t, i])),
    };
}
function metaPayload(model) {
    const { run } = model;
    return {
        suite: payloadText(run.suite.path, 500),
        startedAt: run.startedAt,
        endedAt: run.endedAt,
        version: payloadText(run.tool.version, 50),
        commit: run.environment.commit ? { sha: payloadText(run.environment.commit.sha, 64), ref: payloadText(run.environment.commit.ref, 200) } : null,
        runsPerCase: run.plan.runs,
        shard: run.plan.shard ?? null,
        node: payloadText(run.environment.node, 50),
        platform: payloadText(run.environment.platform, 50),
        links: safeLinks(model.links),
    };
}
function summaryPayload(model, view) {
    const { run } = model;
    const counts = view.counts;
    const st = view.stability.summary;
    const failing = view.runners.reduce((n, r) => n + r.failingCells, 0);
    return {
        runs: counts.runs,
        passed: counts.passed,
        failed: counts.failed,
        errored: counts.errored,
        skipped: counts.skipped,
        xf: counts.expectedFailed,
        xp: counts.unexpectedPassed,
        durationMs: run.summary.durationMs,
        tokens: run.summary.totalTokens ?? null,
        cost: run.summary.costUsd ?? null,
        cells: st.cells,
        stable: st.stableCells,
        unstable: st.unstableCells - failing,
        failing,
        notRun: run.summary.notRun,
        cancelled: run.summary.cancelled,
    };
}
function runnerPayload(r) {
    return {
        id: payloadText(r.runner.id, 200),
        type: payloadText(r.runner.type, 100),
        model: payloadText(r.runner.model, 200),
        version: payloadText(r.runner.version, 100),
        n: r.counts.runs,
        p: r.counts.passed,
        f: r.counts.failed,
        e: r.counts.errored,
        durationMs: r.durationMs,
        tokens: r.tokens,
        cost: r.costUsd,
        stable: r.stableCells,
        unstable: r.unstableCells,
        failing: r.failingCells,
    };
}
function casesPayload(model, index) {
    const caseInfo = new Map(model.run.cases.map((c) => [c.id, c]));
    return [...index.cases.keys()].map((id) => {
        const info = caseInfo.get(id);
        return {
            id: payloadText(id, 500),
            tags: (info?.tags ?? []).map((t) => index.tags.get(t)),
            prompt: payloadText(info?.prompt, 4_000),
            src: info ? `${info.source.file}${info.source.line ? `:${info.source.line}` : ""}` : "",
            xf: info?.expectedFail ?? false,
            ...(info?.skip ? { skip: payloadText(info.skip, 500) } : {}),
            ...(info?.noCheck ? { nc: true } : {}),
        };
    });
}
function cellPayload(c, index) {
    const s = c.stability;
    const cmp = c.comparison;
    return {
        c: index.cases.get(c.caseId),
        r: index.runners.get(c.runnerId),
        n: c.counts.runs,
        p: c.counts.passed,
        f: c.counts.failed,
        e: c.counts.errored,
        sk: c.counts.skipped,
        xf: c.counts.expectedFailed,
        ...(s
            ? {
                lo: s.wilson.low,
                hi: s.wilson.high,
                cls: s.classification,
                cons: s.consistency,
                dur: [s.durationMs.mean, s.durationMs.p50, s.durationMs.p90, s.durationMs.min, s.durationMs.max],
            }
            : {}),
        ...(cmp ? comparisonFields(cmp) : {}),
    };
}
/** A flipped cell's base and head runs step by step; none for a cell the grid does not show. */
function pairPayload(p, index) {
    const c = index.cases.get(p.caseId);
    const r = index.runners.get(p.runnerId);
    if (c === undefined || r === undefined)
        return [];
    const side = (s) => ({ k: s.run, ok: s.passed, steps: s.steps.map(([kind, t]) => [kind, payloadText(t, 300)]), more: s.omitted });
    return [{ c, r, b: side(p.base), h: side(p.head), rows: p.rows, div: p.diverge }];
}
/** What the page leaves out or shortens, and why; the run's own notes (adaptive runs, shared changes, unknown events). */
function payloadNotes(model, set, excerptsDropped) {
    const { run } = model;
    const notes = [];
    if (!set)
        notes.push("Transcripts are not included in this report; each execution's session.json is in the artifacts.");
    else {
        if (set.overBudget > 0)
            notes.push(`Transcripts are included for ${set.byArtifactDir.size.toLocaleString("en-US")} of ${set.candidates.toLocaleString("en-US")} executions (failures first) to keep this page under ${Math.round(set.totalChars / 1e6)} MB; the others are summary-only, and their session.json is in the artifacts.`);
        if (set.shortened > 0)
            notes.push(`${set.shortened.toLocaleString("en-US")} long transcripts were shortened (events from the middle or long texts cut); the artifacts hold them whole.`);
        if (set.unreadable > 0)
            notes.push(`${set.unreadable.toLocaleString("en-US")} executions have no readable session.json.`);
    }
    // --runs auto: the runs spent, and the budget stop when one ended the run (untrusted text is escaped by the client).
    if (run.adaptive)
        notes.unshift(payloadText(`Adaptive runs (${run.adaptive.minRuns}–${run.adaptive.maxRuns} per cell): ${run.adaptive.message}.`, 500));
    const shared = sharedChangesNote(run.results);
    if (shared)
        notes.unshift(payloadText(shared, 2_000));
    if (excerptsDropped > 0)
        notes.push(`${excerptsDropped.toLocaleString("en-US")} passing executions show no output excerpt, to keep the page small.`);
    for (const note of unknownEventNotes(run.results))
        notes.push(payloadText(note, 1_000));
    return notes;
}
function safeLinks(links) {
    const out = {};
    for (const [k, v] of Object.entries(links ?? {}))
        if (typeof v === "string" && /^https?:\/\//iu.test(v))
            out[k] = v;
    return out;
}

// The variants of a run, added to the HTML report's data: their ids in plan
// order, an index per cell, execution and pair (so the page keys a cell by
// case × runner × variant), and one note per variant naming what it changes.
// Nothing at all for a run without variants: its page stays as it was.
/**
 * The payload with its variants: cells are view.cells and executions run.results, in order; a pair is
 * matched to the side-by-side it came from by its case and runner.
 */
function withVariants(payload, view, sideBySide = []) {
    const variants = payloadVariants(view.model.run, view.cells);
    if (variants.ids.length === 0)
        return payload;
    const text = (s, max) => truncate(plainText(s), max).text;
    const from = (p) => sideBySide.find((s) => text(s.caseId, 500) === payload.cases[p.c]?.id && text(s.runnerId, 200) === payload.runners[p.r]?.id);
    return {
        ...payload,
        cells: payload.cells.map((c, i) => ({ ...c, ...variants.of(view.cells[i]) })),
        executions: payload.executions.map((e, i) => ({ ...e, ...variants.of(view.model.run.results[i]) })),
        pairs: payload.pairs.map((p) => ({ ...p, ...variants.of(from(p) ?? {}) })),
        notes: [...payload.notes, ...variants.notes],
        variants: variants.ids,
    };
}
function payloadVariants(run, cells) {
    const ids = [...(run.plan.variants ?? [])];
    for (const c of cells)
        if (c.variant !== undefined && !ids.includes(c.variant))
            ids.push(c.variant);
    const index = new Map(ids.map((id, i) => [id, i]));
    const text = (s, max) => truncate(plainText(s), max).text;
    const recorded = run.treatment?.variants;
    return {
        ids: ids.map((id) => text(id, 200)),
        of: (cell) => (cell.variant === undefined ? {} : { v: index.get(cell.variant) }),
        notes: recorded
            ? ids.filter((id) => id in recorded).map((id) => text(`Variant ${variantLine(id, variantChanges(run.treatment, id), (s) => s)}.`, 1_000))
            : [],
    };
}

// The HTML report's skill-triggering section (trigger evals): precision,
// recall and F1 per skill × runner with intervals, and the false triggers and
// misses. Static HTML beside the client's page (like the adaptive runs), every
// text escaped.
const TRIGGERS_STYLE = `
#triggers { max-width: 1400px; margin: 0 auto; padding: 0 24px 24px; }
#triggers table { border-collapse: collapse; font-size: 13px; } #triggers th, #triggers td { text-align: left; padding: 2px 12px 2px 0; border-bottom: 1px solid var(--line); }
#triggers .method { color: var(--muted); font-size: 12px; }
`;
/** At most this many queries per list. */
const MAX_QUERIES = 200;
function triggersHtml(reports) {
    const rows = reports.map((r) => {
        const cells = [`<code>${escapeHtml(r.skill)}</code>`, `<code>${escapeHtml(r.runner)}</code>`, ...triggerCells(r).map(escapeHtml)];
        return `<tr>${cells.map((c) => `<td>${c}</td>`).join("")}</tr>`;
    });
    const lists = reports.flatMap((r) => [
        ...queryList(`False triggers of ${r.skill} on ${r.runner} (used though it should not be)`, r.falseTriggers),
        ...queryList(`Misses of ${r.skill} on ${r.runner} (not used though it should be)`, r.misses),
    ]);
    return [
        '<section id="triggers">',
        "<h2>Skill triggering</h2>",
        `<table><thead><tr>${TRIGGER_COLUMNS.map((c) => `<th>${c}</th>`).join("")}</tr></thead><tbody>`,
        ...rows,
        "</tbody></table>",
        `<p class="method">${escapeHtml(TRIGGER_METHOD)}</p>`,
        ...lists,
        "</section>",
    ].join("\n");
}
function queryList(title, queries) {
    if (queries.length === 0)
        return [];
    const items = queries.slice(0, MAX_QUERIES).map((q) => `<li><code>${escapeHtml(q.caseId)}</code> ${q.used}/${q.runs} runs: ${htmlText(q.query, 500)}</li>`);
    const more = queries.length > MAX_QUERIES ? [`<li>… and ${queries.length - MAX_QUERIES} more</li>`] : [];
    return [`<h3>${escapeHtml(title)}</h3>`, "<ul>", ...items, ...more, "</ul>"];
}

// The HTML report (-o report.html): one self-contained file that works from
// file:// and as an uploaded artifact. The data sits in a JSON script block
// (with "<" written as \u003c, so no text inside can close it); a small inline
// script (src/report/html/client/, bundled by rollup.client.mjs) renders it
// with text nodes only; a Content-Security-Policy allows exactly that script
// and that stylesheet (by hash) and no request at all.
const PAGE_STYLE = `${STYLE}${TREND_STYLE}${ADAPTIVE_STYLE}${TRIGGERS_STYLE}`;
function renderHtml(model, options = {}) {
    const { liftViews, ...payloadOptions } = options;
    const title = options.title ?? "agent-bench report";
    const view = buildView(model);
    const payload = withVariants(buildPayload(model, view, { ...payloadOptions, title }), view, options.sideBySide);
    const explained = (model.explanations?.executions.length ?? 0) > 0;
    const triggers = triggerReports(model.run);
    const lifts = model.lifts ?? [];
    // The explanations' and the lift's style only with them: every other page stays byte for byte as it was.
    const style = `${PAGE_STYLE}${explained ? EXPLANATIONS_STYLE : ""}${lifts.length || model.trend?.skills ? LIFT_STYLE : ""}`;
    return [
        ...htmlHead({ title, style, script: CLIENT_SCRIPT, generator: model.run.tool.version }),
        "<body>",
        '<main id="app"><noscript>This report needs JavaScript to show its data; results.json in the artifacts has the same data.</noscript></main>',
        ...(explained ? [explanationsHtml(model.explanations)] : []),
        ...(model.run.adaptive ? [adaptiveHtml(model.run.adaptive)] : []),
        ...(triggers.length > 0 ? [triggersHtml(triggers)] : []),
        ...(lifts.length > 0 ? [liftSectionHtml(lifts, liftViews)] : []),
        ...(model.trend ? [trendsHtml(model.trend)] : []),
        `<script type="application/json" id="agent-bench-data">${scriptSafeJson(payload)}</script>`,
        `<script>${CLIENT_SCRIPT}</script>`,
        "</body>",
        "</html>",
        "",
    ].join("\n");
}
/** JSON that cannot end its <script> element or start a comment in it, whatever its strings hold. */
function scriptSafeJson(value) {
    return JSON.stringify(value).replace(/[<>&\u2028\u2029]/gu, (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, "0")}`);
}

// The one way an HTML report is made, for `run -o report.html`, `compare
// --format html` and the action's artifact alike: the run's transcripts from
// its out-dir, and, with a comparison and the base run's folder, the flipped
// cells side by side; then the page.
async function buildHtmlReport(model, sources) {
    const transcripts = await loadTranscripts(sources.outDir, model.run.results, sources.transcripts);
    const sideBySide = sources.baseDir && model.comparison ? await loadSideBySide(sources.baseDir, sources.outDir, model.run.results, model.comparison) : undefined;
    const lifts = model.lifts ?? [];
    const lift = lifts.length > 0 && sources.liftRuns
        ? await liftViews(lifts, [{ dir: sources.outDir, results: model.run.results, treatment: model.run.treatment }, ...(await readLiftRuns(sources.liftRuns))])
        : undefined;
    return renderHtml(model, {
        ...(sources.title ? { title: sources.title } : {}),
        transcripts,
        ...(sideBySide ? { sideBySide } : {}),
        ...(lift ? { liftViews: lift } : {}),
    });
}

export { cellP as A, BUILTIN_EXTENSIONS as B, agentRate as C, compareCells as D, suiteTest as E, unknownFormat as F, CELL_ALPHA_SHARE as G, GUARD_SE as H, fisherReachable as I, fisherGreater as J, titleSection as K, verdictAlert as L, headline as M, runNotes as N, comparisonSection as O, footer as P, TARGET_POWER as T, poolShortfall as a, buildHtmlReport as b, builtinFormatOf as c, resolveOptions as d, extensionOf as e, formatOf as f, logChoose as g, createRng as h, adjustInFamily as i, fisherTwoSidedAttainable as j, fisherTwoSided as k, liftViews as l, reaches as m, suiteCanReach as n, diffBehaviour as o, poolPhrase as p, TRIGGER_COLUMNS as q, renderComparisonMarkdown as r, stratifiedPermutationTest as s, triggerCells as t, unknownEventNotes as u, TRIGGER_METHOD as v, triggerReports as w, settingPhrase as x, suiteChange as y, arm$2 as z };
