import { createHash } from 'node:crypto';

// Execution results and the run file (results.json / results.jsonl).
/**
 * Failures that say nothing about the agent: the process could not start, the
 * provider's API failed, the workspace could not be prepared, the run was
 * cancelled. They are counted apart (status "errored") and `--resume` re-runs them.
 */
const ERRORED_ORIGINS = new Set([
    "api",
    "model-rejected",
    "spawn",
    "workspace",
    "workspace-bootstrap",
    "collection",
    "cancelled",
]);
const DEFAULT_FAILURE_CLASSES = {
    assertion: { id: "assertion", label: "Assertion failure" },
    "assert-hook": { id: "assert-hook", label: "Assert hook crash" },
    runner: { id: "runner-crash", label: "Runner crash" },
    timeout: { id: "timeout", label: "Timeout" },
    "max-steps": { id: "max-steps", label: "Max steps exceeded" },
    api: { id: "api-error", label: "Provider API error" },
    "model-rejected": { id: "model-rejected", label: "Rejected model" },
    spawn: { id: "spawn", label: "Agent could not start" },
    workspace: { id: "workspace", label: "Workspace" },
    "workspace-bootstrap": { id: "workspace-bootstrap", label: "Workspace bootstrap" },
    collection: { id: "collection", label: "Artifact collection" },
    normalization: { id: "normalization", label: "Report normalization" },
    cancelled: { id: "cancelled", label: "Cancelled" },
};
const UNEXPECTED_PASS_CLASS = { id: "unexpected-passed", label: "Unexpected pass" };

// What "the same final output" means for `consistency`: two runs agree when
// their outputs are equal after removing differences that carry no meaning for
// a reader (Unicode compatibility forms, invisible characters, terminal colour
// codes, letter case, the amount and kind of whitespace). Words, punctuation
// and digits are kept: "not", "-" or "4.0" can change an answer.
// CSI and OSC escape sequences (colours, hyperlinks) that some CLIs leave in their text.
const TERMINAL_ESCAPES = /\u001b\[[0-?]*[ -/]*[@-~]|\u001b\][^\u0007\u001b]*(?:\u0007|\u001b\\)/gu;
const INVISIBLE = /[\u00ad\u200b-\u200d\u2060\ufeff]/gu;
// Every run of whitespace but a lone space, which already reads as one: the
// same text as replacing /\s+/ everywhere, but prose has a lone space every
// few characters, and rewriting each of them made this the slowest step of an
// execution with a long output (11 of 17 ms for 1 MB).
const WHITESPACE_TO_FOLD = /\s{2,}|[^\S ]/gu;
function normalizeOutput(text) {
    if (!text)
        return "";
    return text
        .normalize("NFKC")
        .replace(TERMINAL_ESCAPES, "")
        .replace(INVISIBLE, "")
        .toLowerCase()
        .replace(WHITESPACE_TO_FOLD, " ")
        .trim();
}
/** A short hash of the normalized output: enough to tell outputs apart, no text kept. */
function outputHash(text) {
    return createHash("sha256").update(normalizeOutput(text)).digest("hex").slice(0, 16);
}

// Descriptive statistics for durations and other per-run numbers.
function mean(values) {
    if (values.length === 0)
        return 0;
    let sum = 0;
    for (const v of values)
        sum += v;
    return sum / values.length;
}
/** Sample variance with Bessel's correction (n - 1); 0 for fewer than two values. */
function sampleVariance(values) {
    if (values.length < 2)
        return 0;
    const m = mean(values);
    let sum = 0;
    for (const v of values)
        sum += (v - m) ** 2;
    return sum / (values.length - 1);
}
function sampleStd(values) {
    return Math.sqrt(sampleVariance(values));
}
/** Quantile with linear interpolation between order statistics (R type 7, NumPy's default). */
function quantile(sorted, q) {
    if (sorted.length === 0)
        return 0;
    const position = (sorted.length - 1) * q;
    const below = Math.floor(position);
    const above = Math.min(below + 1, sorted.length - 1);
    return sorted[below] + (sorted[above] - sorted[below]) * (position - below);
}
/** mean, min, max, p50, p90 and the sample standard deviation; all 0 for no values. */
function distribution(values) {
    if (values.length === 0)
        return { mean: 0, min: 0, max: 0, p50: 0, p90: 0, std: 0 };
    const sorted = [...values].sort((a, b) => a - b);
    return {
        mean: mean(values),
        min: sorted[0],
        max: sorted[sorted.length - 1],
        p50: quantile(sorted, 0.5),
        p90: quantile(sorted, 0.9),
        std: sampleStd(values),
    };
}

// Unbiased pass@k (Chen et al. 2021) and pass^k (τ-bench) estimators from c
// passes in n runs, k ≤ n (statistics.md §3). Products instead of binomial
// coefficients, so large n neither overflows nor loses precision.
/** P(at least one of k runs passes) = 1 - C(n-c, k) / C(n, k). */
function passAtK(runs, passed, k) {
    checkArguments(runs, passed, k);
    // pass@1 is exactly the pass rate (1 - (n-c)/n can differ in the last bit).
    if (k === 1)
        return passed / runs;
    const failed = runs - passed;
    if (failed < k)
        return 1;
    let allFail = 1;
    for (let i = 0; i < k; i++)
        allFail *= (failed - i) / (runs - i);
    return 1 - allFail;
}
/** P(all k runs pass) = C(c, k) / C(n, k). */
function passHatK(runs, passed, k) {
    checkArguments(runs, passed, k);
    if (passed < k)
        return 0;
    let allPass = 1;
    for (let i = 0; i < k; i++)
        allPass *= (passed - i) / (runs - i);
    return allPass;
}
/** Both estimators for k = 1..runs, keyed by k as a string (the stability.json shape). */
function passKTable(runs, passed) {
    const at = {};
    const hat = {};
    for (let k = 1; k <= runs; k++) {
        at[String(k)] = passAtK(runs, passed, k);
        hat[String(k)] = passHatK(runs, passed, k);
    }
    return { passAtK: at, passHatK: hat };
}
function checkArguments(runs, passed, k) {
    if (!(Number.isInteger(runs) && Number.isInteger(passed) && Number.isInteger(k)) || passed < 0 || passed > runs || k < 1 || k > runs) {
        throw new RangeError(`pass@k needs integers 0 <= passed <= runs and 1 <= k <= runs (got runs ${runs}, passed ${passed}, k ${k})`);
    }
}

// Special functions behind the normal and Student t distributions: log-gamma
// (Lanczos, g = 7) and the regularized incomplete gamma and beta functions
// (series and Lentz continued fractions, as in Numerical Recipes §6.2 and §6.4).
// Accurate to about 1e-14, far beyond what a p-value needs.
const LANCZOS = [
    0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.6150291621406,
    12.507343278686905, -0.13857109526572012, 9.9843695780195716e-6, 1.5056327351493116e-7,
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

// One cell's statistics from the records of its runs.
function classify(passRate) {
    if (passRate >= 1)
        return "stable";
    if (passRate >= 0.8)
        return "mostly-stable";
    if (passRate >= 0.5)
        return "unstable";
    return "highly-unstable";
}
/**
 * Share of the non-errored runs whose normalized final output is the most
 * common one: 1 when all agree, 1/n when all differ, 0 when every run errored.
 */
function consistency(outputs) {
    if (outputs.length === 0)
        return 0;
    const counts = new Map();
    let most = 0;
    for (const output of outputs) {
        const count = (counts.get(output) ?? 0) + 1;
        counts.set(output, count);
        most = Math.max(most, count);
    }
    return most / outputs.length;
}
function cellStability(caseId, runnerId, caseFingerprint, records) {
    const runs = records.length;
    let passed = 0;
    let failed = 0;
    let errored = 0;
    const failureClasses = {};
    for (const record of records) {
        if (record.outcome === "passed")
            passed++;
        else if (record.outcome === "failed")
            failed++;
        else
            errored++;
        if (record.failureClass !== undefined)
            failureClasses[record.failureClass] = (failureClasses[record.failureClass] ?? 0) + 1;
    }
    const passRate = runs === 0 ? 0 : passed / runs;
    const tokens = records.flatMap((r) => (r.tokens === undefined ? [] : [r.tokens]));
    const costs = records.flatMap((r) => (r.costUsd === undefined ? [] : [r.costUsd]));
    return {
        caseId,
        runnerId,
        caseFingerprint,
        runs,
        passed,
        failed,
        errored,
        passRate,
        wilson: wilsonInterval(passed, runs),
        ...passKTable(runs, passed),
        classification: classify(passRate),
        consistency: consistency(records.flatMap((r) => (r.outcome === "errored" || r.output === undefined ? [] : [r.output]))),
        durationMs: distribution(records.map((r) => r.durationMs)),
        tokens: sumAndMean(tokens),
        costUsd: roundedCost(sumAndMean(costs)),
        failureClasses,
    };
}
function sumAndMean(values) {
    if (values.length === 0)
        return null;
    const total = values.reduce((sum, v) => sum + v, 0);
    return { mean: total / values.length, total };
}
/** Dollars to 1e-10: sums of binary fractions otherwise print as 0.010499999999999999. */
function roundCost(usd) {
    return Math.round(usd * 1e10) / 1e10;
}
function roundedCost(value) {
    return value === null ? null : { mean: roundCost(value.mean), total: roundCost(value.total) };
}

// Results → stability.json. The engine feeds every result as it finishes; the
// accumulator keeps a few numbers and a 16-character output hash per
// execution (never text): about 250 bytes each, 25 MB for 100,000 executions.
class StabilityAccumulator {
    #meta;
    #cells = new Map();
    #observed = new Map();
    constructor(meta) {
        this.#meta = meta;
    }
    add(result) {
        // A skipped execution is not a run.
        if (result.status === "skipped")
            return;
        const key = JSON.stringify([result.caseId, result.runnerId]);
        let cell = this.#cells.get(key);
        if (!cell) {
            cell = { caseId: result.caseId, runnerId: result.runnerId, runs: new Map() };
            this.#cells.set(key, cell);
        }
        cell.runs.set(result.run, toRecord(result));
        this.#observe(result);
    }
    finish(createdAt) {
        const cells = this.#orderedCells().map((cell) => cellStability(cell.caseId, cell.runnerId, this.#meta.fingerprints(cell.caseId, cell.runnerId) ?? "", [...cell.runs.values()]));
        return {
            schemaVersion: 1,
            tool: this.#meta.tool,
            createdAt,
            suite: this.#meta.suite,
            ...(this.#meta.commit ? { commit: this.#meta.commit } : {}),
            runsPerCase: this.#meta.runsPerCase,
            runners: this.#runners(),
            cells,
            summary: summarize(cells, this.#totalDurationMs()),
        };
    }
    #totalDurationMs() {
        let total = 0;
        for (const cell of this.#cells.values())
            for (const record of cell.runs.values())
                total += record.durationMs;
        return total;
    }
    #observe(result) {
        let seen = this.#observed.get(result.runnerId);
        if (!seen) {
            seen = { versions: new Map(), models: new Map() };
            this.#observed.set(result.runnerId, seen);
        }
        if (result.cliVersion)
            seen.versions.set(result.cliVersion, (seen.versions.get(result.cliVersion) ?? 0) + 1);
        if (result.model)
            seen.models.set(result.model, (seen.models.get(result.model) ?? 0) + 1);
    }
    /** The configured runners, with the CLI version and model the sessions reported when the configuration did not say. */
    #runners() {
        const runners = this.#meta.runners.map((runner) => ({ ...runner }));
        for (const runnerId of this.#observed.keys()) {
            if (!runners.some((r) => r.id === runnerId))
                runners.push({ id: runnerId, type: "unknown" });
        }
        for (const runner of runners) {
            const seen = this.#observed.get(runner.id);
            if (!seen)
                continue;
            runner.version ??= mostCommon(seen.versions);
            runner.model ??= mostCommon(seen.models);
            if (runner.version === undefined)
                delete runner.version;
            if (runner.model === undefined)
                delete runner.model;
        }
        return runners;
    }
    #orderedCells() {
        const caseRank = new Map((this.#meta.cases ?? []).map((id, i) => [id, i]));
        const runnerRank = new Map(this.#meta.runners.map((r, i) => [r.id, i]));
        const rank = (map, id) => map.get(id) ?? Number.MAX_SAFE_INTEGER;
        return [...this.#cells.values()].sort((a, b) => rank(caseRank, a.caseId) - rank(caseRank, b.caseId) ||
            compareText(a.caseId, b.caseId) ||
            rank(runnerRank, a.runnerId) - rank(runnerRank, b.runnerId) ||
            compareText(a.runnerId, b.runnerId));
    }
}
/** stability.json for a finished results.json. */
function computeStability(run) {
    const fingerprints = new Map(run.cases.map((c) => [c.id, c.fingerprints]));
    const accumulator = new StabilityAccumulator({
        tool: run.tool,
        suite: { path: run.suite.path, fingerprint: run.suite.fingerprint },
        ...(run.environment.commit ? { commit: run.environment.commit } : {}),
        runsPerCase: run.plan.runs,
        runners: run.plan.runners.map((r) => ({ id: r.id, type: r.type, ...(r.model ? { model: r.model } : {}), ...(r.version ? { version: r.version } : {}) })),
        fingerprints: (caseId, runnerId) => fingerprints.get(caseId)?.[runnerId] ?? "",
        cases: run.plan.cases,
    });
    for (const result of run.results)
        accumulator.add(result);
    return accumulator.finish(run.endedAt);
}
function toRecord(result) {
    const outcome = result.status === "passed" || result.status === "expected-failed" ? "passed" : result.status === "errored" ? "errored" : "failed";
    const record = { outcome, durationMs: Number.isFinite(result.durationMs) ? Math.max(0, result.durationMs) : 0 };
    const tokens = result.usage?.totalTokens ?? sumDefined(result.usage?.inputTokens, result.usage?.outputTokens);
    if (tokens !== undefined && Number.isFinite(tokens))
        record.tokens = tokens;
    if (result.costUsd !== undefined && Number.isFinite(result.costUsd))
        record.costUsd = result.costUsd;
    // The engine's digest covers the whole output; finalOutput is only an excerpt.
    if (outcome !== "errored")
        record.output = result.outputDigest ?? outputHash(result.finalOutput);
    const failureClass = failureClassOf(result, outcome);
    if (failureClass !== undefined)
        record.failureClass = failureClass;
    return record;
}
function failureClassOf(result, outcome) {
    if (outcome === "passed")
        return undefined;
    if (result.failureClass)
        return result.failureClass.id;
    if (result.status === "unexpected-passed")
        return UNEXPECTED_PASS_CLASS.id;
    if (result.failureOrigin)
        return DEFAULT_FAILURE_CLASSES[result.failureOrigin]?.id ?? result.failureOrigin;
    return "unknown";
}
function summarize(cells, durationMs) {
    const sum = (pick) => cells.reduce((total, c) => total + pick(c), 0);
    const executions = sum((c) => c.runs);
    const passed = sum((c) => c.passed);
    const costed = cells.filter((c) => c.costUsd !== null);
    const stableCells = cells.filter((c) => c.classification === "stable").length;
    return {
        cases: new Set(cells.map((c) => c.caseId)).size,
        cells: cells.length,
        executions,
        passed,
        failed: sum((c) => c.failed),
        errored: sum((c) => c.errored),
        passRate: executions === 0 ? 0 : passed / executions,
        stableCells,
        unstableCells: cells.length - stableCells,
        costUsd: costed.length === 0 ? null : roundCost(costed.reduce((total, c) => total + c.costUsd.total, 0)),
        durationMs,
    };
}
function mostCommon(counts) {
    let best;
    let bestCount = 0;
    for (const [value, count] of counts) {
        if (count > bestCount || (count === bestCount && best !== undefined && value < best)) {
            best = value;
            bestCount = count;
        }
    }
    return best;
}
function sumDefined(a, b) {
    return a === undefined && b === undefined ? undefined : (a ?? 0) + (b ?? 0);
}
function compareText(a, b) {
    return a < b ? -1 : a > b ? 1 : 0;
}

// The words and symbols reports use for verdicts, tiers and statuses, in one
// place so the Markdown, the HTML report and the check run say the same thing.
const VERDICT_LABELS = {
    regression: { icon: "🔴", label: "Regression", alert: "CAUTION" },
    "possible-regression": { icon: "🟠", label: "Possible regression", alert: "WARNING" },
    inconclusive: { icon: "⚪", label: "Inconclusive", alert: "NOTE" },
    "no-change": { icon: "🟢", label: "No change", alert: "TIP" },
    improvement: { icon: "🟢", label: "Improvement", alert: "TIP" },
    "no-baseline": { icon: "⚪", label: "No baseline", alert: "NOTE" },
};
/** Tiers in the order reports list them: what needs attention first. */
const TIER_ORDER = ["regressed", "possible-regression", "removed", "improved", "possible-improvement", "new", "insufficient-data", "unchanged"];
const TIER_LABELS = {
    regressed: { icon: "🔴", label: "regressed" },
    "possible-regression": { icon: "🟠", label: "possible regression" },
    improved: { icon: "🟢", label: "improved" },
    "possible-improvement": { icon: "🟢", label: "possible improvement" },
    unchanged: { icon: "⚪", label: "unchanged" },
    "insufficient-data": { icon: "⚪", label: "insufficient data" },
    new: { icon: "🆕", label: "new" },
    removed: { icon: "➖", label: "removed" },
};
/** Tiers that are a change worth a row in the comparison. */
const CHANGED_TIERS = new Set(["regressed", "possible-regression", "improved", "possible-improvement", "new", "removed"]);
const STATUS_LABELS = {
    passed: { icon: "✅", label: "passed" },
    failed: { icon: "❌", label: "failed" },
    "expected-failed": { icon: "✅", label: "failed as expected" },
    "unexpected-passed": { icon: "❌", label: "passed unexpectedly" },
    errored: { icon: "💥", label: "errored" },
    skipped: { icon: "⏭️", label: "skipped" },
};
/** One symbol for a cell: all passed, some passed (flaky), none passed, only errors, only skips. */
function cellIcon(counts) {
    if (counts.runs === 0)
        return counts.skipped > 0 ? "⏭️" : "·";
    if (counts.passed === counts.runs)
        return "✅";
    if (counts.passed > 0)
        return "🟡";
    if (counts.errored === counts.runs)
        return "💥";
    return "❌";
}

export { CHANGED_TIERS as C, DEFAULT_FAILURE_CLASSES as D, ERRORED_ORIGINS as E, StabilityAccumulator as S, TIER_ORDER as T, UNEXPECTED_PASS_CLASS as U, VERDICT_LABELS as V, normalQuantile as a, sampleVariance as b, computeStability as c, TIER_LABELS as d, STATUS_LABELS as e, cellIcon as f, logGamma as l, mean as m, normalCdf as n, outputHash as o, roundCost as r, studentTQuantile as s, wilsonInterval as w };
