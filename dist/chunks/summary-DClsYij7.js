import { createHash } from 'node:crypto';
import { f as formatDuration } from './duration-CmW65ZkT.js';

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
function cellStability(caseId, runnerId, testFingerprint, records) {
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
        testFingerprint,
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
        const cells = this.#orderedCells().map((cell) => cellStability(cell.caseId, cell.runnerId, this.#meta.testFingerprint(cell.caseId), [...cell.runs.values()]));
        return {
            schemaVersion: this.#meta.schemaVersion ?? 2,
            tool: this.#meta.tool,
            createdAt,
            suite: this.#meta.suite,
            ...(this.#meta.commit ? { commit: this.#meta.commit } : {}),
            runsPerCase: this.#meta.runsPerCase,
            runners: this.#runners(),
            ...(this.#meta.treatment ? { treatment: this.#meta.treatment } : {}),
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
    const fingerprints = new Map(run.cases.map((c) => [c.id, run.schemaVersion >= 2 ? (c.testFingerprint ?? "") : ""]));
    const accumulator = new StabilityAccumulator({
        tool: run.tool,
        suite: { path: run.suite.path, fingerprint: run.suite.fingerprint },
        ...(run.environment.commit ? { commit: run.environment.commit } : {}),
        runsPerCase: run.plan.runs,
        runners: run.plan.runners.map((r) => ({ id: r.id, type: r.type, ...(r.model ? { model: r.model } : {}), ...(r.version ? { version: r.version } : {}) })),
        testFingerprint: (caseId) => fingerprints.get(caseId) ?? "",
        ...(run.treatment ? { treatment: run.treatment } : {}),
        schemaVersion: run.schemaVersion >= 2 ? 2 : 1,
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
// the adjustment across cells, the severity guard, and the tier. A cell is
// `regressed` only when its drop stays significant after the adjustment at the
// cell family's share of alpha: that alone makes the suite verdict
// `regression`. Errored runs are shown but left out: they say nothing about
// the agent. A cell whose test changed is shown, never tested.
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
    const adjusted = adjustPValues(tested.map((t) => (t.outOfFamily ? null : t.pValue)), options.adjust);
    return pairs.map((pair, i) => {
        const t = tested[i];
        const adjustedPValue = adjusted[i] ?? null;
        const comparison = {
            caseId: pair.caseId,
            runnerId: pair.runnerId,
            tier: tierOf(pair, t, adjustedPValue, options),
            base: pair.base ? armCounts(pair.base, options.alpha) : null,
            head: pair.head ? armCounts(pair.head, options.alpha) : null,
            // A changed case measures something else: its difference would mean nothing.
            delta: pair.base && pair.head && !pair.testChanged ? difference(pair.base, pair.head) : null,
            pValue: t.pValue,
            adjustedPValue,
            testChanged: pair.testChanged,
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
    const untested = { pValue: null, direction: "none", outOfFamily: true, insufficient: false, severe: false };
    if (!pair.base || !pair.head || pair.testChanged)
        return untested;
    const base = evidence(pair.base);
    const head = evidence(pair.head);
    if (base.runs === 0 || head.runs === 0)
        return { ...untested, insufficient: true };
    const baseRate = base.passed / base.runs;
    const headRate = head.passed / head.runs;
    const direction = headRate < baseRate ? "down" : headRate > baseRate ? "up" : "none";
    // Equal rates: report the regression-side p (at least 0.5), the side readers ask about.
    const pValue = direction === "up" ? boschlooGreater(head.passed, head.runs, base.passed, base.runs) : boschlooGreater(base.passed, base.runs, head.passed, head.runs);
    // The most extreme outcome these run counts allow (all pass → none pass); by symmetry the same both ways.
    const smallest = boschlooGreater(base.runs, base.runs, 0, head.runs);
    const s = options.severity;
    const severe = base.runs >= s.minBaseRuns && baseRate >= s.minBaseRate - 1e-12 && head.runs >= s.minHeadRuns && headRate <= s.maxHeadRate + 1e-12;
    return { pValue, direction, outOfFamily: smallest >= options.cellAlpha, insufficient: smallest >= options.alpha, severe };
}
function tierOf(pair, t, adjusted, options) {
    if (!pair.base)
        return "new";
    if (!pair.head)
        return "removed";
    if (pair.testChanged)
        return "case-changed";
    if (t.insufficient || t.pValue === null)
        return "insufficient-data";
    const significant = adjusted !== null && adjusted < options.cellAlpha;
    // Suggestive: significant on its own, before the adjustment, at the full alpha.
    const suggestive = t.pValue < options.alpha;
    if (t.direction === "down")
        return significant ? "regressed" : suggestive || t.severe ? "possible-regression" : "no-significant-change";
    if (t.direction === "up")
        return significant ? "improved" : suggestive ? "possible-improvement" : "no-significant-change";
    return "no-significant-change";
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
// base, over non-errored runs), a sign-flip permutation test on their mean at
// the suite's share of alpha, a two-sided t interval at 1 - alpha (for
// reading, not deciding), and the power to detect a drop of the margin.
const TARGET_POWER = 0.8;
function suiteTest(pairs, options) {
    const detectableDrop = options.margin > 0 ? options.margin : 0.05;
    const minCells = minCellsFor(options.suiteAlpha);
    const arms = pairs.flatMap((pair) => {
        if (!pair.base || !pair.head || pair.testChanged)
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
        power: m < minCells ? 0 : powerForDrop(detectableDrop, se, options.suiteAlpha),
        runsPerArm,
    };
    if (m >= minCells)
        result.runsPerCaseFor80 = runsForPower(detectableDrop, se, runsPerArm, options.suiteAlpha, TARGET_POWER);
    return result;
}
/** Fewest cells with which the sign-flip test can reach `suiteAlpha` at all: with m cells its smallest p is 1/2^m. */
function minCellsFor(suiteAlpha) {
    return Math.floor(Math.log2(1 / suiteAlpha)) + 1;
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

// Numbers as every report shows them: durations, percents with their Wilson
// interval ("80% [44–97%]"), tokens, cost and signed deltas.
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
 * "80% [44–97%]": the pass rate and its 95% Wilson interval; "–" without runs.
 * Whole percents, or one decimal when whole ones would make the interval look like a point.
 */
function formatRateWithInterval(passed, runs, interval = wilsonInterval(passed, runs)) {
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
    return Math.round(n).toLocaleString("en-US");
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
function formatCount(n) {
    return n.toLocaleString("en-US");
}
/** "+5.0 pts", "−3.3 pts", "±0.0 pts" (a rate difference in percentage points). */
function formatSignedPoints(delta) {
    const tenths = Math.round(delta * 1000) / 10;
    const sign = tenths > 0 ? "+" : tenths < 0 ? "−" : "±";
    return `${sign}${Math.abs(tenths).toFixed(1)} pts`;
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
const TIER_ORDER = ["regressed", "possible-regression", "removed", "improved", "possible-improvement", "case-changed", "new", "insufficient-data", "no-significant-change"];
const TIER_LABELS = {
    regressed: { icon: "🔴", label: "regressed" },
    "possible-regression": { icon: "🟠", label: "possible regression" },
    improved: { icon: "🟢", label: "improved" },
    "possible-improvement": { icon: "🟢", label: "possible improvement" },
    "no-significant-change": { icon: "⚪", label: "no significant change" },
    "insufficient-data": { icon: "⚪", label: "insufficient data" },
    "case-changed": { icon: "✏️", label: "case changed: not compared" },
    new: { icon: "🆕", label: "new" },
    removed: { icon: "➖", label: "removed" },
};
/** Tiers that are a change worth a row in the comparison. */
const CHANGED_TIERS = new Set(["regressed", "possible-regression", "improved", "possible-improvement", "case-changed", "new", "removed"]);
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

// Untrusted text (agent output, case ids, prompts, assertion messages) made
// inert for the places reports put it: Markdown inline text, table cells,
// code spans and blocks, HTML inside Markdown (<summary>), and the HTML report.
// Every function here is total: any string in, safe text out.
const ANSI = /\u001b(?:\[[0-?]*[ -/]*[@-~]|\][^\u0007\u001b]*(?:\u0007|\u001b\\)?|[@-Z\\-_])/gu;
// C0 and C1 controls except tab and newline; carriage returns are handled first.
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/gu;
// Bidirectional overrides and isolates reorder what a reader sees ("Trojan Source").
const BIDI = /[\u202a-\u202e\u2066-\u2069]/gu;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/gu;
const ZWSP = "\u200b";
/** Plain text: no terminal escapes, no control or bidi characters, no lone surrogates, "\n" line ends. */
function plainText(text) {
    return text
        .replace(ANSI, "")
        .replace(/\r\n?/gu, "\n")
        .replace(CONTROL, "")
        .replace(BIDI, "")
        .replace(LONE_SURROGATE, "\ufffd");
}
/**
 * Breaks what GitHub would turn into a notification, a cross-reference or a
 * link: @mentions (users and @org/team), `#123`, `owner/repo#123`, `GH-123`,
 * bare URLs and `www.` links. A zero-width space keeps the text readable.
 */
function neutralize(text) {
    return text
        .replace(/@(?=[\p{L}\p{N}_-])/gu, `@${ZWSP}`)
        .replace(/#(?=\p{N})/gu, `#${ZWSP}`)
        .replace(/\b(GH)-(?=\p{N})/giu, `$1-${ZWSP}`)
        .replace(/:\/\//gu, `:${ZWSP}//`)
        .replace(/\bwww\./giu, `www${ZWSP}.`);
}
const segmenter = new Intl.Segmenter("en", { granularity: "grapheme" });
/**
 * The text cut to at most `max` UTF-16 units at a safe boundary: never inside a
 * surrogate pair or a grapheme (emoji sequences, combining marks); at a line
 * break or a space when one is close to the limit. Cut raw text, then escape it,
 * so an escape sequence is never split.
 */
function truncate(text, max) {
    if (text.length <= max)
        return { text, cut: 0 };
    let end = graphemeBoundaryAtOrBefore(text, Math.max(0, max));
    const window = text.slice(Math.max(0, end - Math.ceil(max / 5)), end);
    const newline = window.lastIndexOf("\n");
    const space = window.search(/\s\S*$/u);
    const base = end - window.length;
    if (newline > 0)
        end = base + newline;
    else if (space > 0 && end - (base + space) <= Math.ceil(max / 10))
        end = base + space;
    const kept = text.slice(0, end).replace(/\s+$/u, "");
    return { text: kept, cut: codePoints(text) - codePoints(kept) };
}
function graphemeBoundaryAtOrBefore(text, index) {
    // Segment only a small window around the cut, so 100 KB of text costs nothing.
    const start = Math.max(0, index - 64);
    let boundary = start;
    for (const { index: i } of segmenter.segment(text.slice(start, Math.min(text.length, index + 64)))) {
        if (start + i > index)
            break;
        boundary = start + i;
    }
    // The window's first segment may itself start mid-pair; step back over a low surrogate.
    const code = text.charCodeAt(boundary);
    if (code >= 0xdc00 && code <= 0xdfff && boundary > 0)
        boundary--;
    return boundary;
}
function codePoints(text) {
    let n = 0;
    for (let i = 0; i < text.length; i++) {
        const code = text.charCodeAt(i);
        if (code < 0xd800 || code > 0xdbff)
            n++;
    }
    return n;
}
/** "… 12,345 more characters" for a cut, "" when nothing was cut. */
function cutNote(cut, where) {
    if (cut <= 0)
        return "";
    return `… ${cut.toLocaleString("en-US")} more character${cut === 1 ? "" : "s"}${where ? `; the whole text is in ${where}` : ""}`;
}
/** One line of plain text: line breaks and tabs become spaces, no leading or trailing space. */
function oneLine(text) {
    return plainText(text).replace(/\s*\n\s*|\t/gu, " ").trim();
}
/** Inline Markdown text (also safe in a table cell): one line, punctuation escaped, no HTML, mentions and links broken. */
function mdText(text, max = Infinity) {
    const { text: kept, cut } = truncate(oneLine(text), max);
    const escaped = neutralize(kept)
        .replace(/[\\`*_[\]|~<>&$]/gu, (ch) => HTML_ENTITY[ch] ?? `\\${ch}`)
        // Block markers (headings, list items, setext underlines) only count at the start of a line, before a space.
        .replace(/^(\d+)([.)])(?=\s|$)/u, "$1\\$2")
        .replace(/^([#+\-=])(?=\s|$|[-=]*\s*$)/u, "\\$1");
    return cut > 0 ? `${escaped} …` : escaped;
}
const HTML_ENTITY = { "<": "&lt;", ">": "&gt;", "&": "&amp;", '"': "&quot;", "'": "&#39;" };
/**
 * A code span that survives any content: a backtick fence longer than any run
 * inside, one line. In a table (the default) pipes are escaped, which GFM
 * requires even inside code spans; outside tables `\|` would show literally.
 */
function mdCode(text, where = "table", max = Infinity) {
    const { text: kept, cut } = truncate(oneLine(text), max);
    const body = kept + (cut > 0 ? " …" : "");
    const fence = "`".repeat(longestRun(body, "`") + 1);
    const pad = body.startsWith("`") || body.endsWith("`") || body.trim() === "" ? " " : "";
    return `${fence}${pad}${where === "table" ? body.replace(/\|/gu, "\\|") : body}${pad}${fence}`;
}
/**
 * A fenced code block (its own lines; put a blank line before it). The fence is
 * longer than any backtick run inside, so no content can close it; Markdown and
 * HTML inside are shown as text, and mentions in code never notify.
 */
function mdCodeBlock(text, options = {}) {
    const { text: kept, cut } = truncate(plainText(text).replace(/\s+$/u, ""), options.max ?? Infinity);
    const body = cut > 0 ? `${kept}\n${cutNote(cut, options.cutWhere)}` : kept;
    const fence = "`".repeat(Math.max(3, longestRun(body, "`") + 1));
    return `${fence}${options.lang ?? "text"}\n${body}\n${fence}`;
}
function longestRun(text, ch) {
    let best = 0;
    let run = 0;
    for (const c of text) {
        run = c === ch ? run + 1 : 0;
        if (run > best)
            best = run;
    }
    return best;
}
/** HTML escaping for the HTML report's static parts (attributes and text). */
function escapeHtml(text) {
    return text.replace(/[<>&"']/gu, (ch) => HTML_ENTITY[ch]);
}
/** Text for raw HTML inside Markdown (<summary>, <sub>): escaped, one line, mentions and links broken. */
function htmlText(text, max = Infinity) {
    const { text: kept, cut } = truncate(oneLine(text), max);
    // Markdown is not parsed inside an HTML block line, but GitHub still links mentions in its text.
    return escapeHtml(neutralize(kept)) + (cut > 0 ? " …" : "");
}
/** An `<code>` element for raw HTML inside Markdown. */
function htmlCode(text, max = Infinity) {
    const { text: kept, cut } = truncate(oneLine(text), max);
    return `<code>${escapeHtml(kept)}${cut > 0 ? " …" : ""}</code>`;
}
/** A Markdown link to a URL agent-bench was given (never to agent text); undefined unless http(s). */
function mdLink(label, url) {
    if (!url || !/^https?:\/\//iu.test(url))
        return undefined;
    const safe = url.replace(/[\s()<>]/gu, (ch) => encodeURIComponent(ch));
    return `[${mdText(label)}](${safe})`;
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
    for (const s of changes.settings.slice(0, compact ? 10 : 50)) {
        const who = s.runnerId === "" ? mdText(s.field.replace(/^workspace /u, "Workspace ")) : `Runner ${mdCode(s.runnerId, "text")} ${mdCode(s.field, "text")}`;
        lines.push(`- ${who}: ${mdCode(s.base, "text", 200)} → ${mdCode(s.head, "text", 200)}`);
    }
    for (const v of changes.versions) {
        lines.push(`- ⚠️ Runner ${mdCode(v.runnerId, "text")} agent CLI version: ${mdCode(v.base, "text")} → ${mdCode(v.head, "text")} (pin it if this pull request did not mean to change it)`);
    }
    if (lines.length === 0) {
        return changes.known
            ? `${heading}\n\nNothing: the same workspace files, skills, instruction files, runner settings and CLI versions as the baseline.`
            : `${heading}\n\nUnknown: the baseline was written by an older agent-bench that did not record what the agent was given.`;
    }
    const unknown = changes.known ? "" : "\n\nThe baseline did not record its workspace files and runner settings (older agent-bench): only these differences could be seen.";
    return `${heading}\n\n${lines.join("\n")}${unknown}`;
}

// The base comparison of a Markdown report: the suite's change with its
// interval, then only the cells that changed, each arm with its Wilson
// interval ("never a red arrow without its interval").
function comparisonSection(comparison, level, maxRows, compact) {
    if (!comparison.suite.base)
        return "";
    const heading = `${"#".repeat(level)} Compared with the base${baselineText(comparison)}`;
    const changed = TIER_ORDER.flatMap((tier) => comparison.cells.filter((c) => c.tier === tier && CHANGED_TIERS.has(tier)));
    const shown = compact ? changed.filter((c) => c.tier === "regressed" || c.tier === "possible-regression" || c.tier === "removed") : changed;
    const parts = [heading];
    if (!compact)
        parts.push(suiteTable(comparison));
    const quiet = quietCells(comparison, compact ? changed.length - shown.length : 0);
    if (shown.length > 0)
        parts.push(cellTable(shown, maxRows));
    else if (!compact && !quiet)
        parts.push("No cell changed significantly.");
    parts.push(quiet);
    parts.push(treatmentSection(comparison.treatment, level + 1, compact));
    if (!compact)
        parts.push(readingNote(comparison));
    return parts.filter(Boolean).join("\n\n");
}
/** One collapsed line on adjusted p, power and the margin; no advice to add runs once a regression is found. */
function readingNote(comparison) {
    const { suite, cell } = comparison.levels;
    const compared = comparison.cells.filter((c) => c.adjustedPValue !== null).length;
    const power = comparison.suite.power;
    let powerText = "";
    if (power && comparison.verdict !== "regression") {
        powerText =
            power.runsPerCaseFor80 === undefined
                ? ` With ${plural(comparison.suite.pairedCases, "comparable cell")} the suite-level test cannot reach significance (it needs at least ${minCellsFor(suite)}).`
                : ` These runs had ${formatPercent(power.power, 0)} power to detect a drop of ${formatPoints(power.detectableDrop)}${power.power < 0.8 ? `; about ${power.runsPerCaseFor80} runs per case would give 80%` : ""}.`;
    }
    const text = `p is a one-sided exact test per cell; adjusted p corrects it for the ${plural(compared, "cell")} compared (${comparison.adjust === "holm" ? "Holm" : "Benjamini–Hochberg"}). ` +
        `A cell regresses when its adjusted p < ${round(cell)}; the suite regresses when its pass rate falls by at least the margin of ${formatPoints(comparison.margin)} with p < ${round(suite)}. ` +
        `The two levels add up to α = ${comparison.alpha}, so a pull request that changes nothing fails at most ${formatPercent(comparison.alpha, 0)} of the time.${powerText}`;
    return `<details><summary>How to read these numbers</summary>\n\n${text}\n\n</details>`;
}
function baselineText(comparison) {
    const b = comparison.baseline;
    if (!b)
        return "";
    const commit = b.commit ? ` ${mdCode(b.commit.sha.slice(0, 7), "text")}` : "";
    return `${commit} (${plural(b.runsPerCase, "run")} per case, ${mdText(b.createdAt.slice(0, 10))})`;
}
function suiteTable(comparison) {
    const { base, head, delta, ci, pValue, pairedCases } = comparison.suite;
    const change = delta === null
        ? "–"
        : `${formatSignedPoints(delta)} over ${plural(pairedCases, "cell")}${ci ? ` (${Math.round((1 - comparison.alpha) * 100)}% CI ${formatSignedPoints(ci[0])} to ${formatSignedPoints(ci[1])})` : ""}${pValue === null ? "" : `, p ${pValue < 0.001 ? "< 0.001" : `= ${formatP(pValue)}`}`}`;
    const t = comparison.totals;
    return [
        "| | Base | Head | Change |",
        "|---|---:|---:|---|",
        `| Pass rate (mean over cells) | ${base ? formatPercent(base.passRate) : "–"} | ${formatPercent(head.passRate)} | ${change} |`,
        `| Runs (errored) | ${base ? `${formatCount(base.runs)} (${formatCount(base.errored)})` : "–"} | ${formatCount(head.runs)} (${formatCount(head.errored)}) | |`,
        costRow("Duration", t.durationMs, formatDuration),
        costRow("Tokens", t.tokens, formatTokens),
        costRow("Cost", t.costUsd, formatCost),
    ].join("\n");
}
function costRow(label, d, format) {
    const cell = (n) => (n === null ? "–" : format(n));
    const relative = formatRelative(d.base, d.delta);
    const change = d.delta === null ? "" : `${formatSigned(d.delta, format)}${relative ? ` (${relative})` : ""}`;
    return `| ${label} | ${cell(d.base)} | ${cell(d.head)} | ${change} |`;
}
function cellTable(cells, maxRows) {
    const rows = cells.slice(0, maxRows).map((c) => {
        const tier = TIER_LABELS[c.tier];
        const notes = [c.severe ? "broke outright" : ""].filter(Boolean);
        const p = c.pValue === null ? "–" : `${formatP(c.pValue)}${c.adjustedPValue === null ? "" : ` (${formatP(c.adjustedPValue)})`}`;
        return `| ${tier.icon} ${tier.label}${notes.length ? ` (${notes.join(", ")})` : ""} | ${mdCode(c.caseId, "table", 120)} | ${mdCode(c.runnerId)} | ${arm(c.base)} | ${arm(c.head)} | ${c.delta === null ? "–" : formatSignedPoints(c.delta)} | ${p} |`;
    });
    const more = cells.length > maxRows ? [`\n… and ${plural(cells.length - maxRows, "more changed cell")} (see the HTML report).`] : [];
    return ["| Tier | Case | Runner | Base | Head | Change | p (adjusted) |", "|---|---|---|---:|---:|---:|---:|", ...rows, ...more].join("\n");
}
/** "9/10 [60–98%]", with errored runs (left out of the rate) named apart. */
function arm(counts) {
    if (!counts)
        return "–";
    const errored = counts.errored ?? 0;
    const valid = counts.runs - errored;
    const rate = valid > 0 ? ` ${formatRateWithInterval(counts.passed, valid, counts.wilson)}` : "";
    return `${formatCount(counts.passed)}/${formatCount(valid)}${rate}${errored ? `, ${formatCount(errored)} errored` : ""}`;
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
function round(level) {
    return String(Number(level.toPrecision(3)));
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
    return [
        "| Runner | Pass rate | Duration per run | Tokens per run | Cost per run |",
        "|---|---|---|---|---|",
        ...comparison.runners.map((r) => `| ${mdCode(r.runnerId)} | ${pair(r.passRate, (n) => formatPercent(n), formatSignedPoints)} | ${pair(r.durationMs, formatDuration, signed(formatDuration))} | ${pair(r.tokens, formatTokens, signed(formatTokens))} | ${pair(r.costUsd, formatCost, signed(formatCost))} |`),
    ].join("\n");
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
        c.errored ? `💥 ${formatCount(c.errored)} errored (infrastructure, not counted as agent failures)` : "",
        c.skipped ? `${formatCount(c.skipped)} skipped` : "",
        c.expectedFailed ? `${formatCount(c.expectedFailed)} failed as expected` : "",
    ].filter(Boolean);
    const cells = view.stability.summary;
    const runners = run.plan.runners.length;
    const second = [
        run.suite.path ? mdCode(run.suite.path, "text") : "",
        `${plural(run.plan.cases.length, "case")} × ${plural(runners, "runner")} × ${plural(run.plan.runs, "run")}`,
        cells.cells > 0 ? `${formatCount(cells.stableCells)} of ${plural(cells.cells, "cell")} stable` : "",
        `${formatDuration(s.durationMs)} wall time`,
        s.totalTokens !== undefined ? `${formatTokens(s.totalTokens)} tokens` : "",
        s.costUsd !== undefined ? formatCost(s.costUsd) : "",
        run.plan.shard ? `shard ${run.plan.shard.index}/${run.plan.shard.total}` : "",
    ].filter(Boolean);
    return `${first.join(" · ")}\n${second.join(" · ")}`;
}
/** Things a reader must not miss about the run itself: cancellation, executions that never ran, comparison warnings. */
function runNotes(view) {
    const s = view.model.run.summary;
    const notes = [];
    if (s.cancelled)
        notes.push(`The run was cancelled: ${plural(s.notRun, "planned execution")} did not run, so these numbers are partial.`);
    else if (s.notRun > 0)
        notes.push(`${plural(s.notRun, "planned execution")} did not run (--fail-fast stopped scheduling after the first failure).`);
    for (const w of view.model.comparison?.warnings ?? [])
        notes.push(mdText(w));
    if (notes.length === 0)
        return "";
    return ["> [!WARNING]", ...notes.map((n) => `> - ${n}`)].join("\n");
}
function footer(view) {
    const { run, links } = view.model;
    const parts = [
        mdLink("HTML report", links?.htmlReportUrl),
        mdLink("artifacts", links?.artifactUrl),
        mdLink("workflow run", links?.runUrl),
    ].filter((p) => p !== undefined);
    const commit = run.environment.commit;
    const commitText = commit ? (mdLink(commit.sha.slice(0, 7), links?.commitUrl) ?? mdCode(commit.sha.slice(0, 7), "text")) : "";
    const made = `agent-bench ${mdText(run.tool.version)}${commitText ? ` · commit ${commitText}` : ""} · ${mdText(run.startedAt.replace("T", " ").replace(/\.\d+Z$/u, " UTC"))}`;
    return `<sub>${[made, ...parts].join(" · ")}</sub>`;
}

export { mdCodeBlock as A, formatRateWithInterval as B, formatTokens as C, DEFAULT_FAILURE_CLASSES as D, ERRORED_ORIGINS as E, formatCost as F, cellIcon as G, mdLink as H, titleSection as I, headline as J, runNotes as K, footer as L, StabilityAccumulator as S, TARGET_POWER as T, UNEXPECTED_PASS_CLASS as U, VERDICT_LABELS as V, agentRate as a, formatPInText as b, formatPoints as c, formatPercent as d, compareCells as e, formatSignedPoints as f, computeStability as g, comparisonSection as h, runnerDeltaTable as i, plainText as j, TIER_ORDER as k, TIER_LABELS as l, mdText as m, escapeHtml as n, outputHash as o, plural as p, cutNote as q, roundCost as r, suiteTest as s, truncate as t, formatCount as u, verdictAlert as v, mdCode as w, htmlCode as x, htmlText as y, STATUS_LABELS as z };
