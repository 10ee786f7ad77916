import { l as logGamma, w as wilsonInterval, r as roundCost, s as studentTQuantile, n as normalCdf, a as normalQuantile, m as mean, b as sampleVariance, c as computeStability, V as VERDICT_LABELS } from './labels-BrDIIlsd.js';
import { c as configError } from './errors-Cn0EvSBK.js';
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { n as number, l as looseObject, s as string, r as record, _ as _enum, c as literal, a as array } from './schemas-CEueArjJ.js';

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
    if (method === "holm") {
        // p̃(i) = max over j ≤ i of min(1, (m - j + 1) p(j)), ranks from 1.
        let running = 0;
        ascending.forEach(({ p, index }, i) => {
            running = Math.max(running, Math.min(1, (m - i) * p));
            result[index] = running;
        });
        return result;
    }
    // Benjamini–Hochberg: p̃(i) = min over j ≥ i of min(1, m p(j) / j); BY multiplies by Σ 1/j.
    const dependence = method === "by" ? harmonic(m) : 1;
    let running = 1;
    for (let i = m - 1; i >= 0; i--) {
        const { p, index } = ascending[i];
        running = Math.min(running, Math.min(1, (dependence * m * p) / (i + 1)));
        result[index] = running;
    }
    return result;
}
function harmonic(m) {
    let sum = 0;
    for (let j = 1; j <= m; j++)
        sum += 1 / j;
    return sum;
}

// Binomial coefficients and the hypergeometric tails that Fisher's and
// Boschloo's tests are built on, in log space so hundreds of runs do not overflow.
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

// One-sided exact tests for two independent binomial samples (statistics.md §4):
// arm 1 has x1 passes in n1 runs, arm 2 has x2 in n2; H1: arm 1's pass
// probability is greater than arm 2's. For "did the head get worse", arm 1 is
// the base; for "did it get better", arm 1 is the head.
/** Fisher's exact test: P(X ≥ x1) given the total passes (conditional, conservative at small n). */
function fisherGreater(x1, n1, x2, n2) {
    checkArm(x1, n1);
    checkArm(x2, n2);
    const { min, tails } = hypergeometricUpperTails(n1 + n2, x1 + x2, n1);
    return tails[x1 - min];
}
// Ties between tables whose Fisher p-values are mathematically equal but were
// computed along different paths (SciPy uses a relative 1e-13 for the same purpose).
const TIE_TOLERANCE = 1e-9;
// Past this many runs in both arms the supremum search gets slow; Fisher's test
// (valid, slightly conservative) answers instead.
const MAX_BOSCHLOO_RUNS = 10_000;
const CACHE_LIMIT = 20_000;
const cache = new Map();
/**
 * Boschloo's unconditional test: Fisher's p as the statistic, and the p-value
 * the largest probability of a table at least as extreme over the common pass
 * rate π. Matches SciPy's `boschloo_exact([[x1, x2], [n1 - x1, n2 - x2]],
 * alternative="greater")` (the arms are the columns).
 */
function boschlooGreater(x1, n1, x2, n2) {
    checkArm(x1, n1);
    checkArm(x2, n2);
    if (n1 === 0 || n2 === 0)
        return 1;
    const key = `${x1},${n1},${x2},${n2}`;
    const cached = cache.get(key);
    if (cached !== undefined)
        return cached;
    const p = n1 + n2 > MAX_BOSCHLOO_RUNS ? fisherGreater(x1, n1, x2, n2) : computeBoschloo(x1, n1, x2, n2);
    if (cache.size >= CACHE_LIMIT)
        cache.clear();
    cache.set(key, p);
    return p;
}
function computeBoschloo(x1, n1, x2, n2) {
    const total = n1 + n2;
    const observed = fisherGreater(x1, n1, x2, n2) * (1 + TIE_TOLERANCE);
    // For each total s, the tables with that total that are at least as extreme
    // are x ≥ t_s (the Fisher tail falls as x grows); their conditional
    // probability w_s is that tail. Then P(region | π) = Σ_s w_s · Bin(s; total, π).
    const weights = new Float64Array(total + 1);
    for (let s = 0; s <= total; s++) {
        const { tails } = hypergeometricUpperTails(total, s, n1);
        for (const tail of tails) {
            if (tail <= observed) {
                weights[s] = tail;
                break;
            }
        }
    }
    const logChooses = Float64Array.from({ length: total + 1 }, (_, s) => logChoose(total, s));
    const regionProbability = (pi) => {
        if (pi <= 0)
            return weights[0];
        if (pi >= 1)
            return weights[total];
        const logPi = Math.log(pi);
        const logRest = Math.log1p(-pi);
        let sum = 0;
        for (let s = 0; s <= total; s++) {
            if (weights[s] > 0)
                sum += weights[s] * Math.exp(logChooses[s] + s * logPi + (total - s) * logRest);
        }
        return sum;
    };
    return Math.min(1, supremum(regionProbability, Math.min(2000, Math.max(400, 4 * total))));
}
/** The maximum of a smooth function on [0, 1]: a grid, then golden-section search around every grid peak. */
function supremum(f, gridSize) {
    const values = Float64Array.from({ length: gridSize + 1 }, (_, i) => f(i / gridSize));
    let best = Math.max(...values);
    for (let i = 1; i < gridSize; i++) {
        if (values[i] >= values[i - 1] && values[i] >= values[i + 1] && values[i] > 0) {
            best = Math.max(best, goldenMaximum(f, (i - 1) / gridSize, (i + 1) / gridSize));
        }
    }
    return best;
}
const GOLDEN = (Math.sqrt(5) - 1) / 2;
function goldenMaximum(f, low, high) {
    let a = low;
    let b = high;
    let c = b - GOLDEN * (b - a);
    let d = a + GOLDEN * (b - a);
    let fc = f(c);
    let fd = f(d);
    for (let i = 0; i < 80 && b - a > 1e-13; i++) {
        if (fc >= fd) {
            b = d;
            d = c;
            fd = fc;
            c = b - GOLDEN * (b - a);
            fc = f(c);
        }
        else {
            a = c;
            c = d;
            fc = fd;
            d = a + GOLDEN * (b - a);
            fd = f(d);
        }
    }
    return Math.max(fc, fd);
}
function checkArm(passed, runs) {
    if (!Number.isInteger(passed) || !Number.isInteger(runs) || passed < 0 || passed > runs) {
        throw new RangeError(`an exact test needs integers 0 <= passes <= runs (got ${passed} of ${runs})`);
    }
}

// Per-cell comparison: an exact one-sided test in the direction of the change,
// the severity guard, the adjustment across cells, and the tier. Errored runs
// are shown but left out: they say nothing about the agent.
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
    return { passed: cell.passed, runs: cell.runs, passRate: e.runs === 0 ? 0 : e.passed / e.runs, errored: cell.errored, wilson: wilsonInterval(e.passed, e.runs, alpha) };
}
function compareCells(pairs, options) {
    const tested = pairs.map((pair) => testPair(pair, options));
    // Cells that could not be significant whatever happened are left out of the
    // family (Tarone): counting them would only weaken the others' adjustment.
    const adjusted = adjustPValues(tested.map((t) => (t.insufficient ? null : t.pValue)), options.adjust);
    return pairs.map((pair, i) => {
        const t = tested[i];
        const adjustedPValue = adjusted[i] ?? null;
        const comparison = {
            caseId: pair.caseId,
            runnerId: pair.runnerId,
            tier: tierOf(pair, t, adjustedPValue, options.alpha),
            base: pair.base ? armCounts(pair.base, options.alpha) : null,
            head: pair.head ? armCounts(pair.head, options.alpha) : null,
            delta: pair.base && pair.head ? difference(pair.base, pair.head) : null,
            pValue: t.pValue,
            adjustedPValue,
            definitionChanged: pair.definitionChanged,
            runnerChanged: pair.runnerChanged,
        };
        if (t.severe)
            comparison.severe = true;
        return comparison;
    });
}
function difference(base, head) {
    const b = agentRate(base);
    const h = agentRate(head);
    return b === null || h === null ? null : h - b;
}
function testPair(pair, options) {
    if (!pair.base || !pair.head)
        return { pValue: null, direction: "none", insufficient: false, severe: false };
    const base = evidence(pair.base);
    const head = evidence(pair.head);
    if (base.runs === 0 || head.runs === 0)
        return { pValue: null, direction: "none", insufficient: true, severe: false };
    const baseRate = base.passed / base.runs;
    const headRate = head.passed / head.runs;
    const direction = headRate < baseRate ? "down" : headRate > baseRate ? "up" : "none";
    // Equal rates: report the regression-side p (at least 0.5), the side readers ask about.
    const pValue = direction === "up" ? boschlooGreater(head.passed, head.runs, base.passed, base.runs) : boschlooGreater(base.passed, base.runs, head.passed, head.runs);
    // The most extreme outcome these run counts allow (all pass → none pass); by symmetry the same both ways.
    const insufficient = boschlooGreater(base.runs, base.runs, 0, head.runs) >= options.alpha;
    const s = options.severity;
    const severe = base.runs >= s.minBaseRuns && baseRate >= s.minBaseRate - 1e-12 && head.runs >= s.minHeadRuns && headRate <= s.maxHeadRate + 1e-12;
    return { pValue, direction, insufficient, severe };
}
function tierOf(pair, t, adjusted, alpha) {
    if (!pair.base)
        return "new";
    if (!pair.head)
        return "removed";
    if (t.severe)
        return "regressed";
    if (t.insufficient || t.pValue === null)
        return "insufficient-data";
    const significant = adjusted !== null && adjusted < alpha;
    const suggestive = t.pValue < alpha;
    if (t.direction === "down")
        return significant ? "regressed" : suggestive ? "possible-regression" : "unchanged";
    if (t.direction === "up")
        return significant ? "improved" : suggestive ? "possible-improvement" : "unchanged";
    return "unchanged";
}

// Duration, token and cost deltas: per runner as the average per run (so a
// different number of runs does not look like a change), and for the suite as
// totals (what each run cost).
function suiteArm(file) {
    return {
        passRate: meanRate(file.cells) ?? 0,
        runs: file.summary.executions,
        cases: file.summary.cases,
        errored: file.summary.errored,
        costUsd: file.summary.costUsd,
        durationMs: file.summary.durationMs,
        tokens: totalTokens(file.cells),
    };
}
function runnerDeltas(base, head) {
    const ids = [...new Set([...head.runners.map((r) => r.id), ...head.cells.map((c) => c.runnerId), ...(base?.runners.map((r) => r.id) ?? []), ...(base?.cells.map((c) => c.runnerId) ?? [])])];
    return ids.map((runnerId) => {
        const b = base ? base.cells.filter((c) => c.runnerId === runnerId) : null;
        const h = head.cells.filter((c) => c.runnerId === runnerId);
        const of = (pick) => delta(b && b.length > 0 ? pick(b) : null, h.length > 0 ? pick(h) : null);
        return {
            runnerId,
            passRate: of(meanRate),
            durationMs: of((cells) => perRun(cells, (c) => c.durationMs.mean)),
            tokens: of((cells) => perRun(cells, (c) => c.tokens?.mean ?? null)),
            costUsd: dollars$1(of((cells) => perRun(cells, (c) => c.costUsd?.mean ?? null))),
        };
    });
}
function totals(base, head) {
    return {
        durationMs: delta(base ? base.summary.durationMs : null, head.summary.durationMs),
        tokens: delta(base ? totalTokens(base.cells) : null, totalTokens(head.cells)),
        costUsd: dollars$1(delta(base ? base.summary.costUsd : null, head.summary.costUsd)),
    };
}
function dollars$1(value) {
    const round = (n) => (n === null ? null : roundCost(n));
    return { base: round(value.base), head: round(value.head), delta: round(value.delta) };
}
function delta(base, head) {
    return { base, head, delta: base === null || head === null ? null : head - base };
}
/** Unweighted mean over cells of the pass rate over non-errored runs: each cell counts once. */
function meanRate(cells) {
    const rates = cells.flatMap((c) => {
        const rate = agentRate(c);
        return rate === null ? [] : [rate];
    });
    return rates.length === 0 ? null : rates.reduce((sum, r) => sum + r, 0) / rates.length;
}
/** Run-weighted mean of a per-cell mean over the cells that report it. */
function perRun(cells, pick) {
    let sum = 0;
    let runs = 0;
    for (const cell of cells) {
        const value = pick(cell);
        if (value === null || cell.runs === 0)
            continue;
        sum += value * cell.runs;
        runs += cell.runs;
    }
    return runs === 0 ? null : sum / runs;
}
function totalTokens(cells) {
    const reported = cells.filter((c) => c.tokens !== null);
    return reported.length === 0 ? null : reported.reduce((sum, c) => sum + c.tokens.total, 0);
}

// Pairs the base's and the head's cells by case id and runner id, and says
// which pairs are not like for like (the case or the runner changed).
/** Head cells in head order, then the base's cells missing from the head. */
function pairCells(base, head, changedRunners) {
    const key = (c) => JSON.stringify([c.caseId, c.runnerId]);
    const baseCells = new Map(base.cells.map((c) => [key(c), c]));
    const pairs = [];
    const seen = new Set();
    for (const cell of head.cells) {
        const k = key(cell);
        seen.add(k);
        const other = baseCells.get(k) ?? null;
        pairs.push({
            caseId: cell.caseId,
            runnerId: cell.runnerId,
            base: other,
            head: cell,
            // An empty fingerprint means "unknown" (an older or hand-made file): not evidence of a change.
            definitionChanged: other !== null && other.caseFingerprint !== "" && cell.caseFingerprint !== "" && other.caseFingerprint !== cell.caseFingerprint,
            runnerChanged: other !== null && changedRunners.has(cell.runnerId),
        });
    }
    for (const cell of base.cells) {
        if (!seen.has(key(cell)))
            pairs.push({ caseId: cell.caseId, runnerId: cell.runnerId, base: cell, head: null, definitionChanged: false, runnerChanged: false });
    }
    return pairs;
}
/** Type, model or CLI version differences; a model or version known on one side only is not a difference. */
function runnerChanges(base, head) {
    const changes = [];
    for (const h of head) {
        const b = base.find((r) => r.id === h.id);
        if (!b)
            continue;
        if (b.type !== h.type)
            changes.push({ runnerId: h.id, field: "type", base: b.type, head: h.type });
        if (b.model !== undefined && h.model !== undefined && b.model !== h.model)
            changes.push({ runnerId: h.id, field: "model", base: b.model, head: h.model });
        if (b.version !== undefined && h.version !== undefined && b.version !== h.version) {
            changes.push({ runnerId: h.id, field: "version", base: b.version, head: h.version });
        }
    }
    return changes;
}

// compare() options, their defaults and their checks.
const DEFAULT_SEVERITY = { minBaseRate: 0.9, minBaseRuns: 5, maxHeadRate: 0, minHeadRuns: 3 };
function resolveOptions(options = {}) {
    const resolved = {
        alpha: options.alpha ?? 0.05,
        margin: options.margin ?? 0.05,
        seed: options.seed ?? 1,
        adjust: options.adjust ?? "bh",
        maxBaselineAgeDays: options.maxBaselineAgeDays ?? 7,
        severity: { ...DEFAULT_SEVERITY, ...options.severity },
    };
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
        throw configError(`${name} must be ${lowInclusive ? "at least" : "greater than"} ${low} and less than ${high} (got ${value})`, { where: name, hint: `use ${hint}` });
    }
}

// Student's t on paired differences: the interval reported next to the
// sign-flip test, and the paired t-test itself (as SciPy's ttest_rel).
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

// Sign-flip permutation test for paired differences (statistics.md §5): under
// "no change" each difference is as likely to be positive as negative, so the
// observed sum is compared with the sums of all 2^m sign assignments. Exact by
// dynamic programming over the sums when the differences share a small common
// denominator (they do: pass rates are c/n), seeded Monte Carlo otherwise.
const MAX_DP_WORK = 50_000_000;
function signFlipTest(differences, options = {}) {
    const nonZero = differences.filter((d) => d !== 0);
    if (nonZero.length === 0)
        return { pLess: 1, pGreater: 1, exact: true };
    const scale = options.denominator;
    if (scale !== undefined && scale > 0) {
        const scaled = nonZero.map((d) => Math.round(d * scale));
        const exactScale = scaled.every((v, i) => Math.abs(v - nonZero[i] * scale) < 1e-6);
        const span = scaled.reduce((sum, v) => sum + Math.abs(v), 0);
        if (exactScale && scaled.length * (2 * span + 1) <= MAX_DP_WORK)
            return exactTest(scaled, span);
    }
    return monteCarloTest(nonZero, options.seed ?? 1, options.resamples ?? 20_000);
}
function exactTest(values, span) {
    // probabilities[s + span] = P(sum of ±values = s), each sign with probability 1/2.
    let probabilities = new Float64Array(2 * span + 1);
    probabilities[span] = 1;
    for (const v of values) {
        const next = new Float64Array(2 * span + 1);
        const step = Math.abs(v);
        for (let s = 0; s < probabilities.length; s++) {
            const mass = probabilities[s];
            if (mass === 0)
                continue;
            next[s + step] = next[s + step] + mass / 2;
            next[s - step] = next[s - step] + mass / 2;
        }
        probabilities = next;
    }
    const observed = values.reduce((sum, v) => sum + v, 0) + span;
    let pLess = 0;
    let pGreater = 0;
    for (let s = 0; s < probabilities.length; s++) {
        if (s <= observed)
            pLess += probabilities[s];
        if (s >= observed)
            pGreater += probabilities[s];
    }
    return { pLess: Math.min(1, pLess), pGreater: Math.min(1, pGreater), exact: true };
}
function monteCarloTest(values, seed, resamples) {
    const rng = createRng(seed);
    const observed = values.reduce((sum, v) => sum + v, 0);
    const tolerance = 1e-12 * values.reduce((sum, v) => sum + Math.abs(v), 0);
    let less = 0;
    let greater = 0;
    for (let r = 0; r < resamples; r++) {
        let sum = 0;
        for (const v of values)
            sum += rng.next() < 0.5 ? -v : v;
        if (sum <= observed + tolerance)
            less++;
        if (sum >= observed - tolerance)
            greater++;
    }
    // Counting the observed assignment keeps the Monte Carlo p-value valid (never 0).
    return { pLess: (less + 1) / (resamples + 1), pGreater: (greater + 1) / (resamples + 1), exact: false };
}

// The suite-level test: one pass-rate difference per comparable cell (head -
// base, over non-errored runs), a sign-flip permutation test on their mean, a
// t interval, and the power to detect a drop of the margin.
const TARGET_POWER = 0.8;
function suiteTest(pairs, options) {
    const detectableDrop = options.margin > 0 ? options.margin : 0.05;
    // With m cells the smallest sign-flip p is 1/2^m.
    const minCells = Math.floor(Math.log2(1 / options.alpha)) + 1;
    const arms = pairs.flatMap((pair) => {
        if (!pair.base || !pair.head || pair.definitionChanged || pair.runnerChanged)
            return [];
        const base = evidence(pair.base);
        const head = evidence(pair.head);
        return base.runs > 0 && head.runs > 0 ? [{ base, head }] : [];
    });
    const m = arms.length;
    if (m === 0)
        return { cells: 0, delta: null, ci: null, pLess: null, pGreater: null, minCells, detectableDrop, power: 0, runsPerArm: 0 };
    const differences = arms.map(({ base, head }) => head.passed / head.runs - base.passed / base.runs);
    const delta = mean(differences);
    const test = signFlipTest(differences, { denominator: commonDenominator(arms.flatMap(({ base, head }) => [base.runs, head.runs])), seed: options.seed });
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
        minCells,
        detectableDrop,
        power: m < minCells ? 0 : powerForDrop(detectableDrop, se, options.alpha),
        runsPerArm,
    };
    if (m >= minCells)
        result.runsPerCaseFor80 = runsForPower(detectableDrop, se, runsPerArm, options.alpha, TARGET_POWER);
    return result;
}
/** The lcm of the run counts, so every difference times it is an integer (for the exact test); undefined when huge. */
function commonDenominator(runCounts) {
    let l = 1;
    for (const n of new Set(runCounts)) {
        l = (l / gcd(l, n)) * n;
        if (l > 1_000_000)
            return undefined;
    }
    return l;
}
function gcd(a, b) {
    return b === 0 ? a : gcd(b, a % b);
}
function clampInterval([low, high]) {
    return [Math.max(-1, low), Math.min(1, high)];
}

// The suite verdict and the one sentence that explains it (docs/comparison.md,
// "Verdict rules"). The rules, in order:
//   regression          drop ≥ margin and the sign-flip test is significant
//   possible-regression a comparable cell is `regressed` (adjusted exact test or severity guard)
//   improvement         gain ≥ margin and significant
//   no-change           |change| < margin and the runs had ≥ 80% power to see a drop of the margin
//                       (5 points stand in for a margin of 0)
//   inconclusive        everything else: the data cannot tell
const EPSILON = 1e-12;
function decideVerdict(test, cells, options) {
    const { alpha, margin } = options;
    if (test.cells === 0 || test.delta === null || test.pLess === null || test.pGreater === null) {
        return { verdict: "inconclusive", reason: `No cell can be compared: ${whyNothingCompares(cells)}.` };
    }
    const delta = test.delta;
    const over = `over ${plural(test.cells, "comparable cell")}`;
    const ci = test.ci ? `, ${Math.round((1 - alpha) * 100)}% CI ${signedPoints$1(test.ci[0])} to ${signedPoints$1(test.ci[1])}` : "";
    if (delta <= -margin + EPSILON && test.pLess < alpha) {
        return {
            verdict: "regression",
            reason: `The pass rate fell by ${points$1(-delta)} ${over} (${formatP$1(test.pLess)}${ci}), at least the margin of ${points$1(margin)}.`,
        };
    }
    const regressed = cells.filter((c) => c.tier === "regressed" && !c.definitionChanged && !c.runnerChanged);
    if (regressed.length > 0) {
        const severe = regressed.filter((c) => c.severe).length;
        const which = severe === regressed.length ? "broke outright" : severe > 0 ? `regressed (${severe} broke outright)` : "regressed";
        return {
            verdict: "possible-regression",
            reason: `${plural(regressed.length, "cell")} ${which}, but the suite as a whole shows no significant drop of ${points$1(margin)} or more (${signedPoints$1(delta)} ${over}, ${formatP$1(test.pLess)}).`,
        };
    }
    if (delta >= margin - EPSILON && test.pGreater < alpha) {
        return {
            verdict: "improvement",
            reason: `The pass rate rose by ${points$1(delta)} ${over} (${formatP$1(test.pGreater)}${ci}), at least the margin of ${points$1(margin)}.`,
        };
    }
    const p = delta < 0 ? test.pLess : test.pGreater;
    const observed = `${signedPoints$1(delta)} ${over} (${formatP$1(p)}${ci})`;
    if (Math.abs(delta) < test.detectableDrop - EPSILON && test.power >= TARGET_POWER) {
        const significance = p < alpha ? "significant but smaller than the margin" : "not significant";
        return {
            verdict: "no-change",
            reason: `No change of ${points$1(test.detectableDrop)} or more: ${observed}, ${significance}; these runs had ${percent$1(test.power)} power to detect a drop of ${points$1(test.detectableDrop)}.`,
        };
    }
    if (test.cells < test.minCells) {
        return {
            verdict: "inconclusive",
            reason: `The data cannot tell: ${observed}, and with ${plural(test.cells, "comparable cell")} the sign-flip test cannot reach p < ${alpha}; it needs at least ${test.minCells} cells, so add cases.`,
        };
    }
    const large = Math.abs(delta) >= test.detectableDrop - EPSILON ? ", not significant" : "";
    const more = test.runsPerCaseFor80 !== undefined && test.runsPerCaseFor80 > test.runsPerArm ? `; about ${test.runsPerCaseFor80} runs per case would give ${percent$1(TARGET_POWER)}` : "";
    const power = test.power < TARGET_POWER ? `; these runs had only ${percent$1(test.power)} power to detect a drop of ${points$1(test.detectableDrop)}${more}` : "";
    return { verdict: "inconclusive", reason: `The data cannot tell: ${observed}${large}${power}.` };
}
function whyNothingCompares(cells) {
    if (cells.length === 0)
        return "neither run has any cells";
    const count = (predicate) => cells.filter(predicate).length;
    const parts = [
        [count((c) => c.tier === "new"), "new"],
        [count((c) => c.tier === "removed"), "missing from the head"],
        [count((c) => c.base !== null && c.head !== null && c.definitionChanged), "changed definition"],
        [count((c) => c.base !== null && c.head !== null && !c.definitionChanged && c.runnerChanged), "ran on a changed runner"],
        [count((c) => c.base !== null && c.head !== null && !c.definitionChanged && !c.runnerChanged), "had only errored runs on one side"],
    ];
    return parts
        .filter(([n]) => n > 0)
        .map(([n, what]) => `${plural(n, "cell")} ${what}`)
        .join(", ");
}
function points$1(fraction) {
    return `${(Math.abs(fraction) * 100).toFixed(1)} points`;
}
function signedPoints$1(fraction) {
    const rounded = Math.round(fraction * 1000) / 10;
    return `${rounded > 0 ? "+" : rounded < 0 ? "-" : "±"}${Math.abs(rounded).toFixed(1)} points`;
}
function formatP$1(p) {
    return p < 0.001 ? "p < 0.001" : `p = ${p.toFixed(3)}`;
}
function percent$1(x) {
    return `${Math.round(x * 100)}%`;
}
function plural(n, word) {
    return `${n} ${word}${n === 1 ? "" : "s"}`;
}

// What a reader should know before trusting the comparison.
const DAY_MS = 24 * 60 * 60 * 1000;
function comparisonWarnings(base, head, cells, changes, maxBaselineAgeDays) {
    const warnings = [];
    for (const change of changes) {
        warnings.push(`Runner "${change.runnerId}" changed ${change.field} (${change.base} → ${change.head}): its cells are shown but left out of the verdict.`);
    }
    const both = cells.filter((c) => c.base !== null && c.head !== null);
    const redefined = both.filter((c) => c.definitionChanged).length;
    if (redefined > 0)
        warnings.push(`${count$1(redefined, "cell")} changed definition since the baseline (prompt, assertions, workspace, skills or runner configuration): shown, but left out of the verdict.`);
    const added = cells.filter((c) => c.tier === "new").length;
    if (added > 0)
        warnings.push(`${count$1(added, "cell")} not in the baseline (new): not compared.`);
    const removed = cells.filter((c) => c.tier === "removed").length;
    if (removed > 0)
        warnings.push(`${count$1(removed, "cell")} of the baseline did not run on the head (removed, filtered out or skipped): a missing cell is not a pass.`);
    const errored = both.reduce((sum, c) => sum + (c.base?.errored ?? 0) + (c.head?.errored ?? 0), 0);
    if (errored > 0)
        warnings.push(`${count$1(errored, "run")} errored (infrastructure, not the agent) and ${errored === 1 ? "was" : "were"} left out of the tests.`);
    if (base.runsPerCase !== head.runsPerCase)
        warnings.push(`The baseline ran ${base.runsPerCase} runs per case and the head ${head.runsPerCase}.`);
    const age = Date.parse(head.createdAt) - Date.parse(base.createdAt);
    if (Number.isFinite(age) && age > maxBaselineAgeDays * DAY_MS) {
        warnings.push(`The baseline is ${Math.floor(age / DAY_MS)} days older than this run: agents and their APIs drift, so refresh it with a run on the base branch.`);
    }
    return warnings;
}
function count$1(n, word) {
    return `${n} ${word}${n === 1 ? "" : "s"}`;
}

// Baseline vs head → Comparison. Pure and deterministic: the only randomness
// (the Monte Carlo fallback of the sign-flip test) is seeded.
function compare(base, head, options = {}) {
    const resolved = resolveOptions(options);
    if (base === null)
        return withoutBaseline(head, resolved.alpha, resolved.margin);
    const changes = runnerChanges(base.runners, head.runners);
    const pairs = pairCells(base, head, new Set(changes.map((c) => c.runnerId)));
    const cells = compareCells(pairs, resolved);
    const test = suiteTest(pairs, resolved);
    const { verdict, reason } = decideVerdict(test, cells, resolved);
    const comparison = {
        schemaVersion: 1,
        verdict,
        reason,
        alpha: resolved.alpha,
        margin: resolved.margin,
        suite: {
            base: suiteArm(base),
            head: suiteArm(head),
            delta: test.delta,
            ci: test.ci,
            pValue: test.delta === null ? null : test.delta < 0 ? test.pLess : test.pGreater,
            pairedCases: test.cells,
        },
        cells,
        runners: runnerDeltas(base, head),
        totals: totals(base, head),
        baseline: { createdAt: base.createdAt, runsPerCase: base.runsPerCase, ...(base.commit ? { commit: base.commit } : {}) },
        warnings: comparisonWarnings(base, head, cells, changes, resolved.maxBaselineAgeDays),
    };
    if (test.cells > 0) {
        comparison.suite.power = {
            detectableDrop: test.detectableDrop,
            power: test.power,
            ...(test.runsPerCaseFor80 !== undefined ? { runsPerCaseFor80: test.runsPerCaseFor80 } : {}),
        };
    }
    return comparison;
}
function withoutBaseline(head, alpha, margin) {
    const arm = suiteArm(head);
    const pairs = head.cells.map((cell) => ({ caseId: cell.caseId, runnerId: cell.runnerId, base: null, head: cell, definitionChanged: false, runnerChanged: false }));
    const cells = compareCells(pairs, resolveOptions({ alpha, margin }));
    return {
        schemaVersion: 1,
        verdict: "no-baseline",
        reason: `No baseline to compare with: the head passed ${(arm.passRate * 100).toFixed(1)}% on average over ${head.cells.length} cell${head.cells.length === 1 ? "" : "s"} (${arm.runs} runs). Run agent-bench on the base branch to get one.`,
        alpha,
        margin,
        suite: { base: null, head: arm, delta: null, ci: null, pValue: null, pairedCases: 0 },
        cells,
        runners: runnerDeltas(null, head),
        totals: totals(null, head),
        warnings: [],
    };
}

// zod schemas for the files `compare` reads: stability.json, and the parts of
// results.json that stability is computed from. Objects are loose so a file
// from a newer agent-bench with extra fields still loads.
const count = number().int().nonnegative();
const rate = number().min(0).max(1);
const commit = looseObject({ sha: string(), ref: string().optional() });
const distribution = looseObject({ mean: number(), min: number(), max: number(), p50: number(), p90: number(), std: number() });
const meanTotal = looseObject({ mean: number(), total: number() }).nullable();
const runner = looseObject({ id: string(), type: string(), model: string().optional(), version: string().optional() });
const cell = looseObject({
    caseId: string(),
    runnerId: string(),
    caseFingerprint: string(),
    runs: count,
    passed: count,
    failed: count,
    errored: count,
    passRate: rate,
    wilson: looseObject({ low: rate, high: rate }),
    passAtK: record(string(), rate),
    passHatK: record(string(), rate),
    classification: _enum(["stable", "mostly-stable", "unstable", "highly-unstable"]),
    consistency: rate,
    durationMs: distribution,
    tokens: meanTotal,
    costUsd: meanTotal,
    failureClasses: record(string(), count),
})
    .refine((c) => c.passed + c.failed + c.errored === c.runs, { message: "passed + failed + errored must equal runs" });
const stabilityFileSchema = looseObject({
    schemaVersion: literal(1),
    tool: looseObject({ name: string(), version: string() }),
    createdAt: string(),
    suite: looseObject({ path: string(), fingerprint: string() }),
    commit: commit.optional(),
    runsPerCase: count,
    runners: array(runner),
    cells: array(cell),
    summary: looseObject({
        cases: count,
        cells: count,
        executions: count,
        passed: count,
        failed: count,
        errored: count,
        passRate: rate,
        stableCells: count,
        unstableCells: count,
        costUsd: number().nullable(),
        durationMs: number(),
    }),
});
const result = looseObject({
    caseId: string(),
    runnerId: string(),
    run: number().int().positive(),
    status: _enum(["passed", "failed", "expected-failed", "unexpected-passed", "errored", "skipped"]),
    durationMs: number(),
    usage: looseObject({ totalTokens: number().optional(), inputTokens: number().optional(), outputTokens: number().optional() }).optional(),
    costUsd: number().optional(),
    finalOutput: string().optional(),
    outputDigest: string().optional(),
    failureClass: looseObject({ id: string() }).optional(),
    failureOrigin: string().optional(),
    cliVersion: string().optional(),
    model: string().optional(),
});
/** What computeStability reads from results.json. */
const runFileSchema = looseObject({
    schemaVersion: literal(1),
    tool: looseObject({ name: string(), version: string() }),
    endedAt: string(),
    suite: looseObject({ path: string(), fingerprint: string() }),
    plan: looseObject({ cases: array(string()), runners: array(runner), runs: count }),
    environment: looseObject({ commit: commit.optional() }),
    cases: array(looseObject({ id: string(), fingerprints: record(string(), string()) })),
    results: array(result),
});

// Reads the stability of a run for `compare`: a stability.json, a results.json
// (stability is computed from it), or an out-dir holding either.
const STABILITY_FILE = "stability.json";
const RESULTS_FILE = "results.json";
const KNOWN_SCHEMA_VERSION = 1;
const HINT = `pass a ${STABILITY_FILE} (or ${RESULTS_FILE}) written by \`agent-bench run\`, or the out-dir that holds it`;
async function loadStability(pathOrDir) {
    const file = await resolveFile(pathOrDir);
    let text;
    try {
        text = await readFile(file, "utf8");
    }
    catch (error) {
        throw configError(`cannot read ${file}: ${error.message}`, { where: file, hint: HINT, cause: error });
    }
    let data;
    try {
        data = JSON.parse(text);
    }
    catch (error) {
        throw configError(`${file} is not valid JSON (${error.message})`, { where: file, hint: HINT, cause: error });
    }
    if (typeof data !== "object" || data === null || Array.isArray(data)) {
        throw configError(`${file} does not hold a JSON object`, { where: file, hint: HINT });
    }
    const record = data;
    checkSchemaVersion(record, file);
    if (Array.isArray(record.results) && !("cells" in record)) {
        return computeStability(validate(runFileSchema, record, file));
    }
    return validate(stabilityFileSchema, record, file);
}
async function resolveFile(pathOrDir) {
    const info = await stat(pathOrDir).catch(() => null);
    if (!info)
        throw configError(`${pathOrDir} does not exist`, { where: pathOrDir, hint: HINT });
    if (!info.isDirectory())
        return pathOrDir;
    for (const name of [STABILITY_FILE, RESULTS_FILE]) {
        const candidate = join(pathOrDir, name);
        if (await stat(candidate).then((s) => s.isFile(), () => false))
            return candidate;
    }
    throw configError(`${pathOrDir} holds neither ${STABILITY_FILE} nor ${RESULTS_FILE}`, { where: pathOrDir, hint: HINT });
}
function checkSchemaVersion(record, file) {
    const version = record.schemaVersion;
    if (version === KNOWN_SCHEMA_VERSION)
        return;
    if (typeof version === "number") {
        throw configError(`${file} has schemaVersion ${version}; this agent-bench reads schemaVersion ${KNOWN_SCHEMA_VERSION}`, {
            where: `${file}: schemaVersion`,
            hint: version > KNOWN_SCHEMA_VERSION ? "upgrade agent-bench to read files from newer versions" : "re-run the baseline with this version of agent-bench",
        });
    }
    throw configError(`${file} has no schemaVersion, so it is not a stability.json or results.json written by agent-bench`, {
        where: `${file}: schemaVersion`,
        hint: HINT,
    });
}
function validate(schema, data, file) {
    const parsed = schema.safeParse(data);
    if (parsed.success)
        return parsed.data;
    const issues = parsed.error.issues;
    const lines = issues.slice(0, 5).map((issue) => `  ${formatPath(issue.path)}: ${issue.message}`);
    if (issues.length > 5)
        lines.push(`  … and ${issues.length - 5} more`);
    const first = issues[0];
    throw configError(`${file} is not a valid ${Array.isArray(data.results) ? RESULTS_FILE : STABILITY_FILE}:\n${lines.join("\n")}`, {
        where: `${file}: ${formatPath(first.path)}`,
        hint: HINT,
    });
}
function formatPath(path) {
    if (path.length === 0)
        return "(top level)";
    return path.map((key, i) => (typeof key === "number" ? `[${key}]` : `${i === 0 ? "" : "."}${String(key)}`)).join("");
}

// A Comparison as GitHub-flavoured Markdown (`agent-bench compare --format md`,
// and the core of the PR comment). Pure. Case ids, runner ids and warnings are
// user-controlled or agent-controlled text: ids go into code spans, other text
// is escaped, so nothing becomes markup, a link, a mention or an issue reference.
const SECTIONS = [
    { tier: "regressed", title: "🔴 Regressed", collapsed: false },
    { tier: "possible-regression", title: "🟠 Possible regressions", collapsed: false },
    { tier: "improved", title: "🟢 Improved", collapsed: false },
    { tier: "possible-improvement", title: "🟢 Possible improvements", collapsed: false },
    { tier: "insufficient-data", title: "⚪ Insufficient data", collapsed: true },
    { tier: "removed", title: "➖ Removed", collapsed: false },
    { tier: "new", title: "🆕 New", collapsed: true },
    { tier: "unchanged", title: "Unchanged", collapsed: true },
];
function renderComparisonMarkdown(comparison, options = {}) {
    const maxRows = options.maxRowsPerSection ?? 50;
    const verdict = VERDICT_LABELS[comparison.verdict];
    const lines = [`### ${verdict.icon} ${escapeText(options.title ?? "agent-bench comparison")}: ${verdict.label}`, ""];
    lines.push(`> [!${verdict.alert}]`, `> ${escapeText(comparison.reason)}`, "");
    lines.push(...suiteTable(comparison), "");
    if (comparison.suite.power) {
        const { power, detectableDrop, runsPerCaseFor80 } = comparison.suite.power;
        const minCells = Math.floor(Math.log2(1 / comparison.alpha)) + 1;
        const text = runsPerCaseFor80 === undefined
            ? `Power: none; with ${comparison.suite.pairedCases} comparable cells the suite-level test cannot reach significance (it needs at least ${minCells})`
            : `Power to detect a drop of ${points(detectableDrop)}: ${percent(power)}; about ${runsPerCaseFor80} runs per case give 80%`;
        lines.push(`${text}. Significance level ${comparison.alpha}, margin ${points(comparison.margin)}.`, "");
    }
    for (const section of SECTIONS) {
        const cells = comparison.cells.filter((c) => c.tier === section.tier);
        if (cells.length === 0)
            continue;
        const table = cellTable(cells, maxRows, comparison.suite.base !== null);
        if (section.collapsed)
            lines.push(`<details><summary>${section.title} (${cells.length})</summary>`, "", ...table, "", "</details>", "");
        else
            lines.push(`#### ${section.title} (${cells.length})`, "", ...table, "");
    }
    if (comparison.runners.length > 0)
        lines.push(...runnerTable(comparison), "");
    if (comparison.warnings.length > 0) {
        lines.push("> [!WARNING]", ...comparison.warnings.map((w) => `> - ${escapeText(w)}`), "");
    }
    if (comparison.baseline) {
        const commit = comparison.baseline.commit ? ` at commit ${code(comparison.baseline.commit.sha.slice(0, 12))}` : "";
        lines.push(`<sub>Baseline${commit} from ${escapeText(comparison.baseline.createdAt)}, ${comparison.baseline.runsPerCase} runs per case.</sub>`, "");
    }
    return lines.join("\n");
}
function suiteTable(comparison) {
    const { base, head, delta, ci, pValue, pairedCases } = comparison.suite;
    const change = delta === null ? "" : `${signedPoints(delta)} over ${pairedCases} cells${ci ? ` (CI ${signedPoints(ci[0])} to ${signedPoints(ci[1])})` : ""}${pValue === null ? "" : `, ${formatP(pValue)}`}`;
    const t = comparison.totals;
    return [
        "| | Base | Head | Change |",
        "|---|---:|---:|---|",
        `| Pass rate (mean over cells) | ${base ? percent(base.passRate) : "—"} | ${percent(head.passRate)} | ${change} |`,
        `| Runs (errored) | ${base ? `${base.runs} (${base.errored})` : "—"} | ${head.runs} (${head.errored}) | |`,
        costRow("Total duration", t.durationMs, duration),
        costRow("Total tokens", t.tokens, tokens),
        costRow("Total cost", t.costUsd, dollars),
    ];
}
function costRow(label, value, format) {
    const cell = (n) => (n === null ? "—" : format(n));
    const change = value.delta === null ? "" : `${value.delta >= 0 ? "+" : "-"}${format(Math.abs(value.delta))}${relative(value)}`;
    return `| ${label} | ${cell(value.base)} | ${cell(value.head)} | ${change} |`;
}
function relative(value) {
    if (value.base === null || value.delta === null || value.base === 0)
        return "";
    const r = value.delta / value.base;
    return ` (${r >= 0 ? "+" : "-"}${Math.abs(r * 100).toFixed(1)}%)`;
}
function cellTable(cells, maxRows, hasBase) {
    const rows = cells.slice(0, maxRows).map((c) => {
        const flags = [c.severe ? "broke outright" : "", c.definitionChanged ? "case changed" : "", c.runnerChanged ? "runner changed" : ""].filter(Boolean).join(", ");
        const delta = c.delta === null ? "—" : signedPoints(c.delta);
        const p = c.pValue === null ? "—" : formatNumberP(c.pValue);
        const adjusted = c.adjustedPValue === null ? "—" : formatNumberP(c.adjustedPValue);
        return hasBase
            ? `| ${code(c.caseId)} | ${code(c.runnerId)} | ${arm(c.base)} | ${arm(c.head)} | ${delta} | ${p} | ${adjusted} | ${flags} |`
            : `| ${code(c.caseId)} | ${code(c.runnerId)} | ${arm(c.head)} |`;
    });
    const header = hasBase
        ? ["| Case | Runner | Base | Head | Change | p | Adjusted p | Note |", "|---|---|---:|---:|---:|---:|---:|---|"]
        : ["| Case | Runner | Head |", "|---|---|---:|"];
    const columns = hasBase ? 8 : 3;
    const more = cells.length > maxRows ? [`| … and ${cells.length - maxRows} more |${" |".repeat(columns - 1)}`] : [];
    return [...header, ...rows, ...more];
}
function arm(counts) {
    if (!counts)
        return "—";
    const valid = counts.runs - (counts.errored ?? 0);
    const errored = counts.errored ? `, ${counts.errored} errored` : "";
    const interval = counts.wilson && valid > 0 ? ` [${Math.round(counts.wilson.low * 100)}–${Math.round(counts.wilson.high * 100)}%]` : "";
    return `${counts.passed}/${valid}${interval}${errored}`;
}
function runnerTable(comparison) {
    const pair = (d, format, signed) => {
        if (d.base === null && d.head === null)
            return "—";
        const head = d.head === null ? "—" : format(d.head);
        if (d.base === null)
            return head;
        return `${format(d.base)} → ${head}${d.delta === null ? "" : ` (${signed(d.delta)})`}`;
    };
    const signedWith = (format) => (n) => `${n >= 0 ? "+" : "-"}${format(Math.abs(n))}`;
    return [
        "| Runner | Pass rate | Duration per run | Tokens per run | Cost per run |",
        "|---|---|---|---|---|",
        ...comparison.runners.map((r) => `| ${code(r.runnerId)} | ${pair(r.passRate, percent, signedPoints)} | ${pair(r.durationMs, duration, signedWith(duration))} | ${pair(r.tokens, tokens, signedWith(tokens))} | ${pair(r.costUsd, dollars, signedWith(dollars))} |`),
    ];
}
/** Untrusted text as inert Markdown: escaped punctuation, no HTML, no mentions, no issue links, one line. */
function escapeText(text) {
    return text
        .replace(/[\u0000-\u001f\u007f]+/gu, " ")
        .replace(/[\\`*_{}[\]()#+\-.!|~<>&"':]/gu, (ch) => (ch === "<" ? "&lt;" : ch === ">" ? "&gt;" : ch === "&" ? "&amp;" : `\\${ch}`))
        .replace(/@/gu, "@\u2060")
        .replace(/\\#/gu, "\\#\u2060");
}
/** An id as a code span that survives any content: a fence longer than its backtick runs, pipes escaped for tables. */
function code(text) {
    const clean = text.replace(/[\u0000-\u001f\u007f]+/gu, " ");
    const longestRun = Math.max(0, ...(clean.match(/`+/gu) ?? []).map((run) => run.length));
    const fence = "`".repeat(longestRun + 1);
    const pad = clean.startsWith("`") || clean.endsWith("`") || clean === "" ? " " : "";
    return `${fence}${pad}${clean.replace(/\|/gu, "\\|")}${pad}${fence}`;
}
function percent(x) {
    return `${(x * 100).toFixed(1)}%`;
}
function points(x) {
    return `${(Math.abs(x) * 100).toFixed(1)} points`;
}
function signedPoints(x) {
    const rounded = Math.round(x * 1000) / 10;
    return `${rounded > 0 ? "+" : rounded < 0 ? "−" : "±"}${Math.abs(rounded).toFixed(1)} pts`;
}
function formatP(p) {
    return p < 0.001 ? "p < 0.001" : `p = ${p.toFixed(3)}`;
}
function formatNumberP(p) {
    return p < 0.001 ? "< 0.001" : p.toFixed(3);
}
function duration(ms) {
    if (ms < 1000)
        return `${Math.round(ms)} ms`;
    if (ms < 59_950)
        return `${(ms / 1000).toFixed(1)} s`;
    const seconds = Math.round(ms / 1000);
    const minutes = Math.floor(seconds / 60);
    if (minutes < 60)
        return `${minutes}m ${String(seconds % 60).padStart(2, "0")}s`;
    return `${Math.floor(minutes / 60)}h ${String(minutes % 60).padStart(2, "0")}m`;
}
function tokens(n) {
    if (Math.abs(n) >= 1e6)
        return `${(n / 1e6).toFixed(2)}M`;
    if (Math.abs(n) >= 1e4)
        return `${(n / 1e3).toFixed(1)}k`;
    return Math.round(n).toLocaleString("en-US");
}
function dollars(n) {
    return n !== 0 && Math.abs(n) < 0.1 ? `$${n.toFixed(4)}` : `$${n.toFixed(2)}`;
}

export { resolveOptions as a, compare as c, loadStability as l, renderComparisonMarkdown as r };
