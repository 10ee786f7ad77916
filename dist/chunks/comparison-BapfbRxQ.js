import path from 'node:path';
import { c as configError, T as logGamma, H as studentTQuantile, U as normalCdf, I as normalQuantile, e as createRng, W as studentTUpper, z as cellIdOf, w as wilsonInterval, Q as formatPointsInterval, B as formatSignedPoints, p as plural, j as formatRateWithInterval, q as formatCount, X as formatP, R as formatPInText, f as formatDuration, u as formatTokens, v as formatCost, Y as sharedChangesNote, Z as unknownEventNotes, m as poolShortfall, l as poolPhrase, t as formatPercent, o as caseLabel, O as formatPoints, A as formatLevel, L as formatRelative, D as formatSigned } from './unknown-events-zNQq38TK.js';
import { h as mean, j as sampleVariance, d as behaviourPhrase, T as TIER_LABELS, V as VERDICT_LABELS, f as TIER_ORDER, C as CHANGED_TIERS, m as mdTable } from './table-CFKi2sh-.js';
import { D as DEFAULT_FAILURE_CLASSES, m as mdCode, a as mdText, c as mdLink } from './sanitize-CGuhO3m3.js';

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
function arm(counts) {
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
            arm(c.base),
            arm(c.head),
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

export { runNotes as A, BUILTIN_EXTENSIONS as B, CELL_ALPHA_SHARE as C, comparisonSection as D, footer as E, GUARD_SE as G, TARGET_POWER as T, resolveOptions as a, builtinFormatOf as b, suiteChange as c, arm as d, extensionOf as e, formatOf as f, cellP as g, adjustInFamily as h, fisherTwoSidedAttainable as i, fisherTwoSided as j, reaches as k, logChoose as l, stratifiedPermutationTest as m, suiteCanReach as n, diffBehaviour as o, agentRate as p, compareCells as q, renderComparisonMarkdown as r, settingPhrase as s, suiteTest as t, unknownFormat as u, fisherReachable as v, fisherGreater as w, titleSection as x, verdictAlert as y, headline as z };
