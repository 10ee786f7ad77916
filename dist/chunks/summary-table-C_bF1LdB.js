import { c as configError, e as errorMessage } from './suggest-A8yN1XQm.js';
import { a as didYouMean, f as formatDuration } from './paths-CoITADkl.js';
import { open, rm, rename, readFile, mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { S as SKILL_CONFIDENCE_ORDER, p as parseCommand } from './session-B_q7XYQ7.js';
import os from 'node:os';
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
    "simulator",
    "output-limit",
    "disk",
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
    simulator: { id: "simulator", label: "Simulated user failed" },
    "output-limit": { id: "output-limit", label: "Output limit exceeded" },
    disk: { id: "disk", label: "Disk full" },
    cancelled: { id: "cancelled", label: "Cancelled" },
};
const UNEXPECTED_PASS_CLASS = { id: "unexpected-passed", label: "Unexpected pass" };

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

// What an agent did, in a few labels per execution and counts per cell, so a
// comparison can say why a case regressed ("skill `greet` used in 10/10 → 1/10
// runs"). Labels only: skill and tool names, commands reduced to program and
// subcommand, workspace-relative paths, assertion names; never agent text.
// Documented in docs/stability-json.md and docs/comparison.md.
const BEHAVIOUR_LIST_LIMIT = 15;

// Behaviour labels of one execution (from its normalized session) and the
// profile of a cell (counts over its runs). Pure. Labels are bounded and hold
// no agent text: a command becomes "program subcommand", a path becomes
// workspace-relative, an assertion its name and where it is.
const MAX_LABEL = 80;
/** Programs whose first positional argument names what they do (`git commit`, `npm install`). */
const SUBCOMMAND_PROGRAMS = new Set(["git", "npm", "npx", "pnpm", "yarn", "bun", "cargo", "go", "docker", "kubectl", "pip", "pip3", "uv", "poetry", "make", "gh", "dotnet", "mvn", "gradle", "deno", "brew", "apt", "apt-get", "terraform", "helm", "rustup", "conda"]);
const MEDIUM = SKILL_CONFIDENCE_ORDER.indexOf("medium");
function behaviourOf(session, workspace) {
    const skills = new Set(session.detectedSkills.filter((d) => SKILL_CONFIDENCE_ORDER.indexOf(d.confidence) >= MEDIUM).map((d) => label$2(d.skill)));
    const tools = new Map();
    const commands = new Set();
    const writes = new Set();
    for (const e of session.events) {
        if (e.type === "toolCall")
            tools.set(label$2(e.tool), (tools.get(label$2(e.tool)) ?? 0) + 1);
        else if (e.type === "command")
            commands.add(commandLabel(e.command));
        else if (e.type === "fileWrite")
            writes.add(relativeTo(workspace, e.path));
    }
    if (writes.size === 0)
        for (const p of session.files?.observedWrites ?? [])
            writes.add(relativeTo(workspace, p));
    return {
        skills: first([...skills].sort()),
        tools: Object.fromEntries([...tools].sort((a, b) => b[1] - a[1] || compareText$2(a[0], b[0])).slice(0, BEHAVIOUR_LIST_LIMIT)),
        commands: first([...commands].sort()),
        writes: first([...writes].sort()),
    };
}
/** "npm install", "git commit", "ls", "python": the program and, for tools with subcommands, the first positional. */
function commandLabel(command) {
    const parsed = parseCommand(command);
    const program = parsed.executable ? path.basename(parsed.executable) : command.trim().split(/\s+/u)[0] ?? "";
    const sub = SUBCOMMAND_PROGRAMS.has(program) ? parsed.positionals.find((p) => /^[a-z][\w:.-]*$/iu.test(p)) : undefined;
    return label$2(sub ? `${program} ${sub}` : program || "(empty)");
}
/** A failed assertion as a short label from the suite, never the agent: its name and where it is, or its expected value. */
function assertionLabel(a) {
    const where = a.location ? ` at ${path.basename(a.location.file)}:${a.location.line ?? "?"}` : "";
    const expected = !where && a.expected !== undefined ? ` ${JSON.stringify(a.expected)}` : "";
    return label$2(`${a.name}${where}${expected}`);
}
function behaviourProfile(records) {
    const skills = new Map();
    const tools = new Map();
    const commands = new Map();
    const writes = new Map();
    const failed = new Map();
    const bump = (map, key) => map.set(key, (map.get(key) ?? 0) + 1);
    for (const r of records) {
        for (const s of r.behaviour?.skills ?? [])
            bump(skills, s);
        for (const [tool, calls] of Object.entries(r.behaviour?.tools ?? {})) {
            const t = tools.get(tool) ?? { runs: 0, calls: 0 };
            tools.set(tool, { runs: t.runs + 1, calls: t.calls + calls });
        }
        for (const c of r.behaviour?.commands ?? [])
            bump(commands, c);
        for (const w of r.behaviour?.writes ?? [])
            bump(writes, w);
        for (const a of new Set(r.failedAssertions ?? []))
            bump(failed, a);
    }
    const other = {};
    const top = (name, map, count) => {
        const sorted = [...map].sort((a, b) => count(b[1]) - count(a[1]) || compareText$2(a[0], b[0]));
        if (sorted.length > BEHAVIOUR_LIST_LIMIT)
            other[name] = sorted.length - BEHAVIOUR_LIST_LIMIT;
        return Object.fromEntries(sorted.slice(0, BEHAVIOUR_LIST_LIMIT));
    };
    const profile = {
        runs: records.length,
        skills: top("skills", skills, (n) => n),
        tools: top("tools", tools, (t) => t.runs),
        commands: top("commands", commands, (n) => n),
        writes: top("writes", writes, (n) => n),
        failedAssertions: top("failedAssertions", failed, (n) => n),
        turns: spread(records.map((r) => r.turns)),
        tokens: spread(records.map((r) => r.tokens)),
    };
    if (Object.keys(other).length > 0)
        profile.other = other;
    return profile;
}
function spread(values) {
    const known = values.filter((v) => v !== undefined && Number.isFinite(v));
    if (known.length === 0)
        return null;
    return { mean: round$3(mean(known)), std: round$3(known.length > 1 ? sampleStd(known) : 0) };
}
function round$3(n) {
    return Math.round(n * 1000) / 1000;
}
function relativeTo(workspace, file) {
    if (!path.isAbsolute(file))
        return label$2(file.split(path.sep).join("/"));
    const rel = path.relative(workspace, file);
    return label$2(rel.startsWith("..") || path.isAbsolute(rel) ? path.basename(file) : rel.split(path.sep).join("/"));
}
/** One line, bounded. */
function label$2(text) {
    const one = text.replace(/[\u0000-\u001f\u007f]+/gu, " ").trim();
    return one.length > MAX_LABEL ? `${one.slice(0, MAX_LABEL - 1)}…` : one;
}
function first(list) {
    return list.slice(0, BEHAVIOUR_LIST_LIMIT);
}
function compareText$2(a, b) {
    return a < b ? -1 : a > b ? 1 : 0;
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
        // Results from an older agent-bench carry no behaviour: no profile rather than an empty one.
        ...(records.some((r) => r.behaviour) ? { behaviour: behaviourProfile(records.filter((r) => r.outcome !== "errored")) } : {}),
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
            summary: summarize$1(cells, this.#totalDurationMs()),
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
            compareText$1(a.caseId, b.caseId) ||
            rank(runnerRank, a.runnerId) - rank(runnerRank, b.runnerId) ||
            compareText$1(a.runnerId, b.runnerId));
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
    const stability = accumulator.finish(run.endedAt);
    if (run.adaptive)
        stability.adaptive = run.adaptive;
    return stability;
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
    if (result.behaviour)
        record.behaviour = internBehaviour(result.behaviour);
    const failed = result.assertions?.filter((a) => !a.passed).map((a) => intern(assertionLabel(a)));
    if (failed && failed.length > 0)
        record.failedAssertions = [...new Set(failed)];
    if (result.turns !== undefined && Number.isFinite(result.turns))
        record.turns = result.turns;
    return record;
}
// Runs of a cell repeat the same labels: one copy of each keeps the accumulator's memory flat.
const interned = new Map();
const MAX_INTERNED = 100_000;
function intern(text) {
    const known = interned.get(text);
    if (known !== undefined)
        return known;
    if (interned.size < MAX_INTERNED)
        interned.set(text, text);
    return text;
}
function internBehaviour(b) {
    return {
        skills: b.skills.map(intern),
        tools: Object.fromEntries(Object.entries(b.tools).map(([k, v]) => [intern(k), v])),
        commands: b.commands.map(intern),
        writes: b.writes.map(intern),
    };
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
function summarize$1(cells, durationMs) {
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
function compareText$1(a, b) {
    return a < b ? -1 : a > b ? 1 : 0;
}

// Sharding splits the plan's cells (never a cell's runs) over N jobs, so that
// N jobs together run every cell exactly once and one slow runner's cells
// spread over every job.
function parseShard(value, where = "--shard") {
    const match = /^\s*(\d+)\s*\/\s*(\d+)\s*$/.exec(value);
    const index = match ? Number(match[1]) : NaN;
    const total = match ? Number(match[2]) : NaN;
    if (!match || total < 1 || index < 1 || index > total) {
        throw configError(`${where}: invalid shard "${value}"`, { hint: "write I/N with 1 ≤ I ≤ N, e.g. 2/3" });
    }
    return { index, total };
}
/**
 * Cells ordered runner-major are dealt round-robin: each runner's cells land
 * evenly on every shard, and shard sizes differ by at most one.
 */
function shardCells(cells, shard) {
    const runnerOrder = [...new Set(cells.map((c) => c.runner.id))];
    const ordered = [...cells].sort((a, b) => runnerOrder.indexOf(a.runner.id) - runnerOrder.indexOf(b.runner.id));
    return ordered.filter((_, i) => i % shard.total === shard.index - 1);
}

// The plan: cases × runners × runs after filters and sharding. Pure.
function buildPlan(options) {
    const cases = selectCases(options.cases, options.caseIds, options.tags);
    const runners = selectRunners(options.runners, options.runnerIds);
    let cells = cases.flatMap((c) => runners.map((r) => ({ case: c, runner: r })));
    if (options.shard)
        cells = shardCells(cells, options.shard);
    const inShard = new Set(cells.map((c) => cellKey(c.case.id, c.runner.id)));
    const executions = [];
    for (let run = 1; run <= options.runs; run++) {
        for (const c of cases) {
            for (const r of runners) {
                if (inShard.has(cellKey(c.id, r.id)))
                    executions.push({ case: c, runner: r, run });
            }
        }
    }
    return {
        cases,
        runners,
        runs: options.runs,
        cells,
        executions,
        shard: options.shard,
        filters: {
            ...(options.caseIds?.length ? { cases: options.caseIds } : {}),
            ...(options.tags?.length ? { tags: options.tags } : {}),
            ...(options.runnerIds?.length ? { runners: options.runnerIds } : {}),
        },
    };
}
function cellKey(caseId, runnerId) {
    return `${caseId}\u0000${runnerId}`;
}
function selectCases(all, ids, tags) {
    let cases = all;
    if (ids?.length) {
        const known = new Set(all.map((c) => c.id));
        const unknown = ids.filter((id) => !known.has(id));
        if (unknown.length) {
            throw configError(`--case: no case with id ${unknown.map((u) => `"${u}"${didYouMean(u, [...known])}`).join(", ")}`, {
                hint: `the suite has: ${all.slice(0, 10).map((c) => c.id).join(", ")}${all.length > 10 ? ", …" : ""}`,
            });
        }
        cases = cases.filter((c) => ids.includes(c.id));
    }
    if (tags?.length) {
        cases = cases.filter((c) => c.tags.some((t) => tags.includes(t)));
        if (cases.length === 0) {
            const declared = [...new Set(all.flatMap((c) => c.tags))];
            throw configError(`--tag: no case has tag ${tags.map((t) => `"${t}"${didYouMean(t, declared)}`).join(" or ")}`, {
                hint: declared.length ? `tags in the suite: ${declared.join(", ")}` : "no case in the suite has tags",
            });
        }
    }
    return cases;
}
function selectRunners(all, ids) {
    if (!ids?.length)
        return all;
    const unknown = ids.filter((id) => !all.some((r) => r.id === id));
    if (unknown.length) {
        throw configError(`--runner: no runner with id ${unknown.map((u) => `"${u}"${didYouMean(u, all.map((r) => r.id))}`).join(", ")}`, {
            hint: all.length ? `configured runners: ${all.map((r) => r.id).join(", ")}` : "no runners are configured; add them to agent-bench.config.*",
        });
    }
    return all.filter((r) => ids.includes(r.id));
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

// The cost guard's estimate, printed before an adaptive run: what min-runs and
// max-runs of every planned cell would cost and take, from the baseline's
// per-cell means. Pure.
/** A cell's mean cost per run in the baseline; undefined when unknown. */
function costPerRun(cell) {
    return cell?.costUsd?.mean;
}
function estimateRun(cells, baseline, settings, parallel) {
    const base = new Map((baseline?.cells ?? []).map((c) => [cellKey(c.caseId, c.runnerId), c]));
    const known = cells.map((c) => base.get(cellKey(c.caseId, c.runnerId)));
    const sum = (pick) => {
        let total = 0;
        for (const cell of known) {
            const value = cell ? pick(cell) : undefined;
            if (value === undefined || !Number.isFinite(value))
                return null;
            total += value;
        }
        return total;
    };
    const cost = cells.length === 0 ? null : sum(costPerRun);
    const duration = cells.length === 0 ? null : sum((c) => c.durationMs.mean);
    const lanes = Math.max(1, parallel);
    return {
        cells: cells.length,
        executions: { min: cells.length * settings.minRuns, max: cells.length * settings.maxRuns },
        costUsd: cost === null ? null : { min: cost * settings.minRuns, max: cost * settings.maxRuns },
        durationMs: duration === null ? null : { min: (duration * settings.minRuns) / lanes, max: (duration * settings.maxRuns) / lanes },
    };
}
/** One line for stderr before the run. */
function formatEstimate(estimate, settings, parallel) {
    const parts = [`adaptive runs: ${settings.minRuns}–${settings.maxRuns} per cell over ${estimate.cells} cell${estimate.cells === 1 ? "" : "s"} (${estimate.executions.min}–${estimate.executions.max} executions)`];
    parts.push(estimate.costUsd ? `estimated ${formatCost(estimate.costUsd.min)}–${formatCost(estimate.costUsd.max)}` : "cost unknown (the baseline has no cost for every cell)");
    if (estimate.durationMs)
        parts.push(`${formatDuration(estimate.durationMs.min)}–${formatDuration(estimate.durationMs.max)} at parallel ${parallel}`);
    const budgets = [settings.maxCostUsd !== undefined ? `${formatBudgetUsd(settings.maxCostUsd)}` : "", settings.maxMinutes !== undefined ? `${settings.maxMinutes} min` : ""].filter(Boolean);
    if (budgets.length > 0)
        parts.push(`budget ${budgets.join(" and ")}`);
    return parts.join("; ");
}
/** "$20" for whole dollars, "$2.50" otherwise. */
function formatBudgetUsd(usd) {
    return Number.isInteger(usd) ? `$${usd}` : formatCost(usd);
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

// compare() options, their defaults and their checks.
/**
 * The cell family's share of alpha. A case that really broke gives an extreme
 * p-value (10/10 → 0/10: p ≈ 1e-6), so a fifth of alpha catches it even after
 * adjusting for 100 cells, while the suite-level test, which must see broad
 * drops of a few points, keeps most of alpha (docs/comparison.md).
 */
const CELL_ALPHA_SHARE = 0.2;
const DEFAULT_SEVERITY = { minBaseRate: 0.9, minBaseRuns: 5, maxHeadRate: 0, minHeadRuns: 3 };
function resolveOptions(options = {}) {
    const resolved = {
        alpha: options.alpha ?? 0.05,
        margin: options.margin ?? 0.05,
        seed: options.seed ?? 1,
        adjust: options.adjust ?? "bh",
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
        throw configError(`${name} must be ${lowInclusive ? "at least" : "greater than"} ${low} and less than ${high} (got ${value})`, { where: name, hint: `use ${hint}` });
    }
}

// Settings of an adaptive run (`--runs auto`) and their checks. Pure.
const ADAPTIVE_DEFAULTS = { minRuns: 3, maxRuns: 10, step: 2, alpha: 0.05, margin: 0.05 };
const FLAG_NAMES = { minRuns: "--min-runs", maxRuns: "--max-runs", maxCostUsd: "--max-cost-usd", maxMinutes: "--max-minutes" };
function resolveAdaptive(input, names = FLAG_NAMES) {
    const settings = {
        minRuns: input.minRuns ?? ADAPTIVE_DEFAULTS.minRuns,
        maxRuns: input.maxRuns ?? Math.max(ADAPTIVE_DEFAULTS.maxRuns, input.minRuns ?? 0),
        step: input.step ?? ADAPTIVE_DEFAULTS.step,
        alpha: input.alpha ?? ADAPTIVE_DEFAULTS.alpha,
        margin: input.margin ?? ADAPTIVE_DEFAULTS.margin,
        ...(input.maxCostUsd !== undefined ? { maxCostUsd: input.maxCostUsd } : {}),
        ...(input.maxMinutes !== undefined ? { maxMinutes: input.maxMinutes } : {}),
    };
    if (!Number.isInteger(settings.minRuns) || settings.minRuns < 1) {
        throw configError(`${names.minRuns} must be a whole number of at least 1 (got ${settings.minRuns})`, { where: names.minRuns, hint: "the default is 3" });
    }
    if (!Number.isInteger(settings.maxRuns) || settings.maxRuns < settings.minRuns) {
        throw configError(`${names.maxRuns} must be a whole number no smaller than ${names.minRuns} (${settings.minRuns}); got ${settings.maxRuns}`, { where: names.maxRuns, hint: "the default is 10" });
    }
    for (const key of ["maxCostUsd", "maxMinutes"]) {
        const value = settings[key];
        if (value !== undefined && !(Number.isFinite(value) && value > 0)) {
            throw configError(`${names[key]} must be a positive number (got ${value})`, { where: names[key], hint: key === "maxCostUsd" ? "dollars, e.g. 20 or 2.5" : "minutes, e.g. 30" });
        }
    }
    return settings;
}
/** A positive number from a flag or input value, or a config error naming it. */
function parsePositive(value, where) {
    if (value === undefined || value.trim() === "")
        return undefined;
    const n = Number(value.trim().replace(/^\$/, ""));
    if (!Number.isFinite(n) || n <= 0)
        throw configError(`${where}: "${value}" is not a positive number`, { where, hint: where.includes("cost") ? "dollars, e.g. 20 or 2.5" : "e.g. 30" });
    return n;
}
/** The head run counts at which cells are looked at: min, min+step, …, max. Fixed before the run (a group-sequential design). */
function looks(settings) {
    const out = [];
    for (let n = settings.minRuns; n < settings.maxRuns; n += Math.max(1, settings.step))
        out.push(n);
    out.push(settings.maxRuns);
    return out;
}

// The adaptive decision, after each round: which cells are decided (and why),
// and how many more runs each undecided cell gets. Pure: counts in, decisions
// out. docs/comparison.md ("Adaptive runs") explains why this stopping rule
// keeps the verdict's false-alarm rate under repeated looks:
//   - a cell stops as `regression` only by curtailment: its drop is below the
//     cell family's Bonferroni share of alpha now AND would stay below it even
//     if every run it may still get passed, so the final comparison flags it
//     whatever happens, exactly as the full design would: no alpha is spent on
//     the extra looks;
//   - a cell stops as `no-drop` (futility) only when its head is within 1.5
//     standard errors of its base, either way, and the suite as a whole does
//     not lean towards a drop (then every stopped cell resumes); stopping for
//     futility never adds a rejection, and as it is symmetric it does not
//     bias the suite's mean difference either way;
//   - the verdict is the fixed comparison applied once, to the final counts.
// The looks (min, min+step, …, max) are fixed before the run.
/** No baseline: a cell whose 95% Wilson interval is at most this wide needs no more runs for the next PR's baseline. */
const SETTLED_WIDTH = 0.45;
/**
 * `family`: the number of cells the final comparison may adjust over; a shard
 * passes the whole suite's (the baseline's cell count), so that a regression
 * it curtails stays significant in the merged comparison.
 */
function decideRound(cells, settings, withBaseline, family = 0) {
    const schedule = looks(settings);
    const nextLook = (total) => schedule.find((n) => n > total) ?? settings.maxRuns;
    if (!withBaseline)
        return { cells: cells.map((c) => decideAlone(c, settings, nextLook)), suiteLeansDrop: false };
    const compared = cells.filter((c) => c.base !== null && c.base.runs > 0);
    const cellLevel = (settings.alpha * CELL_ALPHA_SHARE) / Math.max(1, family, compared.length);
    const suiteLeansDrop = leansDrop(compared, settings.margin);
    const decisions = cells.map((cell) => {
        const runs = cell.head.total;
        const decided = (stop) => ({ caseId: cell.caseId, runnerId: cell.runnerId, runs, stop, next: 0, priority: Infinity });
        const base = cell.base;
        if (runs < settings.minRuns)
            return { caseId: cell.caseId, runnerId: cell.runnerId, runs, next: settings.minRuns - runs, priority: 0 };
        if (base === null || base.runs === 0)
            return decided("not-compared");
        if (cell.head.runs === 0)
            return decided("errored");
        const remaining = settings.maxRuns - runs;
        const { passed, runs: n } = cell.head;
        const pNow = boschlooGreater(base.passed, base.runs, passed, n);
        if (pNow < cellLevel && boschlooGreater(base.passed, base.runs, passed + remaining, n + remaining) < cellLevel)
            return decided("regression");
        if (remaining <= 0)
            return decided("max-runs");
        const gap = base.passed / base.runs - passed / n;
        // Both ways: a cell far above its base goes on too, so the cells that stop carry no bias up or down into
        // the suite's mean difference (stopping only the good-looking ones would hide a drop elsewhere).
        if (Math.abs(gap) <= futilityTolerance(base, cell.head) + 1e-12 && !suiteLeansDrop)
            return decided("no-drop");
        // Closest to a decision: a small gap to "no drop", or a p-value near the regression level.
        const toRegression = Math.max(0, Math.log10(pNow / cellLevel)) / 10;
        return { caseId: cell.caseId, runnerId: cell.runnerId, runs, next: nextLook(runs) - runs, priority: Math.min(Math.abs(gap), toRegression) };
    });
    // One curtailed regression makes the verdict `regression` for certain: the rest need no more runs.
    if (decisions.some((d) => d.stop === "regression")) {
        for (const d of decisions)
            if (d.next > 0 && d.runs >= settings.minRuns)
                Object.assign(d, { stop: "verdict-decided", next: 0, priority: Infinity });
    }
    return { suiteLeansDrop, cells: decisions };
}
/** No baseline: min-runs, then more for the cells whose own interval is widest. */
function decideAlone(cell, settings, nextLook) {
    const runs = cell.head.total;
    const base = { caseId: cell.caseId, runnerId: cell.runnerId, runs };
    if (runs < settings.minRuns)
        return { ...base, next: settings.minRuns - runs, priority: 0 };
    if (runs >= settings.maxRuns)
        return { ...base, stop: "max-runs", next: 0, priority: Infinity };
    if (cell.head.runs === 0)
        return { ...base, stop: "errored", next: 0, priority: Infinity };
    const interval = wilsonInterval(cell.head.passed, cell.head.runs, settings.alpha);
    const width = interval.high - interval.low;
    if (width <= SETTLED_WIDTH)
        return { ...base, stop: "settled", next: 0, priority: Infinity };
    return { ...base, next: nextLook(runs) - runs, priority: 1 - width };
}
/** How far from its base a head may be and still count as "no drop": a multiple of the noise of the difference. */
function futilityTolerance(base, head) {
    const pooled = (base.passed + head.passed + 1) / (base.runs + head.runs + 2);
    return FUTILITY_NOISE * Math.sqrt(pooled * (1 - pooled) * (1 / base.runs + 1 / Math.max(1, head.runs)));
}
/** 1.5 standard errors: calibrated by simulation (docs/performance.md, item `adaptive`). */
const FUTILITY_NOISE = 1.5;
/** The mean head − base difference over the compared cells is at most −margin/2. */
function leansDrop(compared, margin) {
    const differences = compared.filter((c) => c.head.runs > 0).map((c) => c.head.passed / c.head.runs - c.base.passed / c.base.runs);
    if (differences.length === 0)
        return false;
    return differences.reduce((s, d) => s + d, 0) / differences.length <= -Math.max(margin, 0.01) / 2;
}

// The engine's side of `--runs auto`: after each round, asks decideRound which
// cells get more runs, turns that into executions (closest to a decision
// first), keeps the cost and time budgets, and records per cell how many runs
// it got and why it stopped. The plan's executions (min-runs of every cell in
// this shard) are round 1; each shard adapts only its own cells.
class AdaptiveRounds {
    #plan;
    #settings;
    #baseline;
    #baseCells;
    #now;
    #startedAt;
    #spentUsd = 0;
    #rounds = 1;
    #budgetStop;
    /** Cells whose next round the budget cut. */
    #cut = new Set();
    constructor(options) {
        this.#plan = options.plan;
        this.#settings = options.settings;
        this.#baseline = options.baseline;
        this.#baseCells = new Map((options.baseline?.cells ?? []).map((c) => [cellKey(c.caseId, c.runnerId), c]));
        this.#now = options.now ?? Date.now;
        this.#startedAt = this.#now();
    }
    record(result) {
        // An agent that does not report its cost is charged the baseline's mean for its cell.
        this.#spentUsd += result.costUsd ?? costPerRun(this.#baseCells.get(cellKey(result.caseId, result.runnerId))) ?? 0;
    }
    shouldStop() {
        const { maxCostUsd, maxMinutes } = this.#settings;
        if (maxCostUsd !== undefined && this.#spentUsd >= maxCostUsd) {
            this.#budgetStop ??= { kind: "cost", limit: maxCostUsd, spentUsd: this.#spentUsd };
            return true;
        }
        const minutes = (this.#now() - this.#startedAt) / 60_000;
        if (maxMinutes !== undefined && minutes >= maxMinutes) {
            this.#budgetStop ??= { kind: "time", limit: maxMinutes, minutes };
            return true;
        }
        return false;
    }
    next(stability) {
        const decision = decideRound(this.#counts(stability), this.#settings, this.#baseline !== null, this.#baseline?.cells.length ?? 0);
        if (this.shouldStop()) {
            for (const d of decision.cells)
                if (d.next > 0)
                    this.#cut.add(cellKey(d.caseId, d.runnerId));
            return [];
        }
        const wanted = decision.cells.filter((d) => d.next > 0).sort((a, b) => a.priority - b.priority);
        if (wanted.length === 0)
            return [];
        this.#rounds++;
        const byKey = new Map(this.#plan.cells.map((c) => [cellKey(c.case.id, c.runner.id), c]));
        const executions = [];
        // Run-major within the round, closest cells first: when the budget runs out mid-round, those got their runs.
        const most = Math.max(...wanted.map((d) => d.next));
        for (let k = 0; k < most; k++) {
            for (const d of wanted) {
                const cell = byKey.get(cellKey(d.caseId, d.runnerId));
                if (cell && k < d.next)
                    executions.push({ case: cell.case, runner: cell.runner, run: d.runs + k + 1 });
            }
        }
        return executions;
    }
    finish(run, stability, cancelled) {
        const counts = new Map(this.#counts(stability).map((c) => [cellKey(c.caseId, c.runnerId), c]));
        // The final decision on the final counts: a round cut short leaves some cells between looks.
        const final = decideRound([...counts.values()], this.#settings, this.#baseline !== null, this.#baseline?.cells.length ?? 0).cells;
        const budget = this.#budgetStop !== undefined;
        const cells = final.map((d) => {
            const key = cellKey(d.caseId, d.runnerId);
            if (d.stop)
                return { caseId: d.caseId, runnerId: d.runnerId, runs: d.runs, stop: d.stop };
            return { caseId: d.caseId, runnerId: d.runnerId, runs: d.runs, stop: budget || this.#cut.has(key) ? "budget" : "cancelled", undecided: true };
        });
        const executions = cells.reduce((s, c) => s + c.runs, 0);
        const maxExecutions = cells.length * this.#settings.maxRuns;
        const undecided = cells.filter((c) => c.undecided).length;
        const record = {
            minRuns: this.#settings.minRuns,
            maxRuns: this.#settings.maxRuns,
            ...(this.#settings.maxCostUsd !== undefined ? { maxCostUsd: this.#settings.maxCostUsd } : {}),
            ...(this.#settings.maxMinutes !== undefined ? { maxMinutes: this.#settings.maxMinutes } : {}),
            withBaseline: this.#baseline !== null,
            rounds: this.#rounds,
            executions,
            maxExecutions,
            ...(this.#budgetStop ? { budgetStop: this.#budgetStop } : {}),
            undecided,
            message: adaptiveMessage(this.#budgetStop, cancelled && !budget, executions, maxExecutions, undecided, this.#baseline !== null),
            cells,
        };
        run.adaptive = record;
        stability.adaptive = record;
    }
    /** Counts per plan cell (a cell with no result yet has none). */
    #counts(stability) {
        const head = new Map(stability.cells.map((c) => [cellKey(c.caseId, c.runnerId), c]));
        return this.#plan.cells.map(({ case: c, runner: r }) => {
            const key = cellKey(c.id, r.id);
            const h = head.get(key);
            const b = this.#baseCells.get(key);
            const comparable = b !== undefined && !(b.testFingerprint !== "" && h !== undefined && h.testFingerprint !== "" && b.testFingerprint !== h.testFingerprint);
            return {
                caseId: c.id,
                runnerId: r.id,
                base: comparable ? { passed: b.passed, runs: b.runs - b.errored } : null,
                head: { passed: h?.passed ?? 0, runs: h ? h.runs - h.errored : 0, total: h?.runs ?? 0 },
            };
        });
    }
}
/** "stopped at the $20 budget after 312 of at most 600 runs; 4 cells undecided" (plain text: renderers escape it). */
function adaptiveMessage(budgetStop, cancelled, executions, maxExecutions, undecided, withBaseline) {
    const after = `after ${executions} of at most ${maxExecutions} runs`;
    const open = `${undecided} cell${undecided === 1 ? "" : "s"} undecided`;
    if (budgetStop?.kind === "cost")
        return `stopped at the ${formatBudgetUsd(budgetStop.limit)} budget ${after}; ${open}`;
    if (budgetStop?.kind === "time")
        return `stopped at the ${budgetStop.limit}-minute budget ${after}; ${open}`;
    if (cancelled)
        return `cancelled ${after}; ${open}`;
    return withBaseline ? `${executions} of at most ${maxExecutions} runs; every cell decided or at max-runs` : `${executions} of at most ${maxExecutions} runs, more where a cell's pass rate was least certain`;
}

// The full report as one JSON document (-o report.json): summary,
// environment, plan, cases, results, stability and comparison.
function renderJson(model) {
    return `${JSON.stringify(jsonReport(model), null, 2)}\n`;
}
/** The document renderJson prints; `agent-bench run -o` writes it streaming (src/execute/json-file.ts). */
function jsonReport(model) {
    const { run } = model;
    return {
        schemaVersion: 1,
        tool: run.tool,
        summary: run.summary,
        environment: run.environment,
        suite: run.suite,
        plan: run.plan,
        startedAt: run.startedAt,
        endedAt: run.endedAt,
        cases: run.cases,
        results: run.results,
        stability: model.stability ?? null,
        comparison: model.comparison ?? null,
        ...(run.adaptive ? { adaptive: run.adaptive } : {}),
        ...(model.links ? { links: model.links } : {}),
    };
}

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

// Writes a JSON document the way JSON.stringify(value, null, 2) would, without
// ever holding it as one string: the top-level arrays (results, cases) go out
// one element at a time. results.json for 100,000 executions is over 100 MB;
// as one string (plus the copies JSON.stringify makes while building it) it
// was most of a large run's peak memory (bench/items/scale.mjs).
// Write then rename, so a reader never sees half a file.
/** Flush to the file every this many characters. */
const CHUNK = 1 << 20;
async function writeJsonFile(file, value, options = {}) {
    const tmp = `${file}.tmp-${process.pid}`;
    const handle = await open(tmp, "w");
    let pending = [];
    let size = 0;
    const write = async (text) => {
        pending.push(text);
        size += text.length;
        if (size >= CHUNK)
            await flush();
    };
    const flush = async () => {
        const text = pending.join("");
        pending = [];
        size = 0;
        await handle.write(text);
    };
    try {
        for (const piece of jsonPieces(value))
            await write(piece);
        if (options.trailingNewline)
            await write("\n");
        await flush();
    }
    catch (error) {
        await handle.close();
        await rm(tmp, { force: true });
        throw error;
    }
    await handle.close();
    await rename(tmp, file);
}
/** The pieces of JSON.stringify(value, null, 2), top-level arrays element by element. */
function* jsonPieces(value) {
    const entries = Object.entries(value).filter(([, v]) => serializable(v));
    if (entries.length === 0) {
        yield "{}";
        return;
    }
    yield "{\n";
    for (let i = 0; i < entries.length; i++) {
        const [key, v] = entries[i];
        yield `${i > 0 ? ",\n" : ""}  ${JSON.stringify(key)}: `;
        if (Array.isArray(v) && v.length > 0) {
            yield "[\n";
            for (let j = 0; j < v.length; j++)
                yield `${j > 0 ? ",\n" : ""}    ${indent(JSON.stringify(v[j], null, 2) ?? "null", "    ")}`;
            yield "\n  ]";
        }
        else {
            yield indent(JSON.stringify(v, null, 2), "  ");
        }
    }
    yield "\n}";
}
/** JSON.stringify leaves out undefined, functions and symbols in objects. */
function serializable(v) {
    return v !== undefined && typeof v !== "function" && typeof v !== "symbol";
}
/** Newlines inside JSON text are only ever formatting (newlines in strings are escaped). */
function indent(json, prefix) {
    return json.replaceAll("\n", `\n${prefix}`);
}

// Run-level counts. Errored executions count as not passed; skipped ones are
// not executions of the agent at all.
function summarize(results, planned, durationMs, cancelled) {
    let passed = 0, failed = 0, errored = 0, skipped = 0, expectedFailed = 0, unexpectedPassed = 0;
    let cost;
    let tokens;
    for (const r of results) {
        switch (r.status) {
            case "passed":
                passed++;
                break;
            case "expected-failed":
                passed++;
                expectedFailed++;
                break;
            case "failed":
                failed++;
                break;
            case "unexpected-passed":
                failed++;
                unexpectedPassed++;
                break;
            case "errored":
                errored++;
                break;
            case "skipped":
                skipped++;
                break;
        }
        if (r.costUsd !== undefined)
            cost = (cost ?? 0) + r.costUsd;
        const t = r.usage?.totalTokens ?? (r.usage?.inputTokens !== undefined || r.usage?.outputTokens !== undefined ? (r.usage.inputTokens ?? 0) + (r.usage.outputTokens ?? 0) : undefined);
        if (t !== undefined)
            tokens = (tokens ?? 0) + t;
    }
    const counted = results.length - skipped;
    return {
        executions: results.length,
        passed,
        failed,
        errored,
        skipped,
        expectedFailed,
        unexpectedPassed,
        passRate: counted > 0 ? passed / counted : 0,
        durationMs,
        // Rounded: results finish in any order, and a float sum's last digits follow the order.
        ...(cost !== undefined ? { costUsd: roundCost(cost) } : {}),
        ...(tokens !== undefined ? { totalTokens: tokens } : {}),
        notRun: Math.max(0, planned - results.length),
        cancelled,
        completed: !cancelled && results.length >= planned,
    };
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
    const adjusted = adjustPValues(candidates.map((c) => (!bigEnough(c) || (isCount(c.aspect) && smallestP(c) >= LIST_LEVEL) ? null : c.pValue)), "bh");
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
        out.push({ aspect, label, base: x, head: y, baseRuns, headRuns, pValue: fisherTwoSided(x, baseRuns, y, headRuns), size: Math.abs(y / headRuns - x / baseRuns) });
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
// Tables as likely as the one seen but computed along another path (SciPy uses a relative 1e-7).
const RELATIVE_TIE = 1e-7;
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

// Per-cell comparison: an exact one-sided test in the direction of the change,
// the adjustment across cells, the severity guard, and the tier. A cell is
// `regressed` only when its drop stays significant after the adjustment at the
// cell family's share of alpha: that alone makes the suite verdict
// `regression`. Errored runs are shown but left out: they say nothing about
// the agent. A cell whose test changed is shown, never tested.
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
        if (pair.base && pair.head && EXPLAINED_TIERS.has(comparison.tier)) {
            const behaviour = diffBehaviour(pair.base, pair.head);
            if (behaviour.length > 0)
                comparison.behaviour = behaviour;
        }
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

// One behaviour change as a short phrase ("skill `greet` used in 10/10 → 1/10
// runs"), for every report: Markdown passes its code-span maker for the
// labels, the HTML report and plain text pass their own. Labels come from what
// the agent ran and wrote, so they only ever reach the page through `code`.
function behaviourPhrase(change, code) {
    const label = code(change.label ?? "");
    const runs = `${change.base}/${change.baseRuns ?? 0} → ${change.head}/${change.headRuns ?? 0} runs`;
    const appeared = change.base === 0;
    const gone = change.head === 0;
    switch (change.aspect) {
        case "skill":
            return `skill ${label} used in ${runs}`;
        case "tool":
            return `tool ${label} called in ${runs}`;
        case "command":
            if (appeared)
                return `new command ${label} in ${change.head}/${change.headRuns ?? 0} runs`;
            return gone ? `command ${label} no longer run (${runs})` : `command ${label} run in ${runs}`;
        case "write":
            if (appeared)
                return `new file ${label} written in ${change.head}/${change.headRuns ?? 0} runs`;
            return gone ? `file ${label} no longer written (${runs})` : `file ${label} written in ${runs}`;
        case "failed-assertion":
            return `failed assertion ${label} in ${runs}`;
        case "failure-class":
            return appeared ? `new failure class ${label} in ${change.head}/${change.headRuns ?? 0} runs` : `failure class ${label} in ${runs}`;
        case "tokens":
            return `tokens per run ${relative(change)} (${formatTokens(change.base)} → ${formatTokens(change.head)})`;
        case "turns":
            return `turns per run ${relative(change)} (${round$2(change.base)} → ${round$2(change.head)})`;
        case "duration":
            return `duration per run ${relative(change)} (${formatDuration(change.base)} → ${formatDuration(change.head)})`;
    }
}
function relative(change) {
    return formatRelative(change.base, change.head - change.base) || (change.head > change.base ? "up" : "down");
}
function round$2(n) {
    return String(Math.round(n * 10) / 10);
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
/** `behaviourLines`: behaviour changes listed per changed cell (the PR comment shows 3, `compare` all). */
function comparisonSection(comparison, level, maxRows, compact, behaviourLines = 3) {
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
    parts.push(behaviourSection(shown.slice(0, maxRows), level + 1, behaviourLines));
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
    const perCell = compared === 0
        ? "p is a one-sided exact test per cell; with these runs no cell could reach significance on its own (even all passes against none would not), so no cell was tested. "
        : `p is a one-sided exact test per cell; adjusted p corrects it for the ${plural(compared, "cell")} whose runs could reach significance (${comparison.adjust === "holm" ? "Holm" : "Benjamini–Hochberg"}). `;
    const text = perCell +
        `A cell regresses when its adjusted p < ${round$1(cell)}; the suite regresses when its pass rate falls by at least the margin of ${formatPoints(comparison.margin)} with p < ${round$1(suite)}. ` +
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
        return `| ${tier.icon} ${tier.label}${notes.length ? ` (${notes.join(", ")})` : ""} | ${mdCode(c.caseId, "table", 120)} | ${mdCode(c.runnerId)} | ${arm$1(c.base)} | ${arm$1(c.head)} | ${c.delta === null ? "–" : formatSignedPoints(c.delta)} | ${p} |`;
    });
    const more = cells.length > maxRows ? [`\n… and ${plural(cells.length - maxRows, "more changed cell")} (see the HTML report).`] : [];
    return ["| Tier | Case | Runner | Base | Head | Change | p (adjusted) |", "|---|---|---|---:|---:|---:|---:|", ...rows, ...more].join("\n");
}
/** "9/10 [60–98%]", with errored runs (left out of the rate) named apart. */
function arm$1(counts) {
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
function round$1(level) {
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

// Small text helpers for terminal output.
function percent$1(rate) {
    return `${(rate * 100).toFixed(rate === 1 || rate === 0 ? 0 : 1)}%`;
}
function usd(value) {
    if (value === undefined)
        return "–";
    return value < 0.01 && value > 0 ? `$${value.toFixed(4)}` : `$${value.toFixed(2)}`;
}
function count(value) {
    if (value === undefined)
        return "–";
    return value >= 10_000 ? `${(value / 1000).toFixed(1)}k` : String(value);
}
/** Columns padded to their widest cell (by code points). */
function alignTable(rows) {
    const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => [...(r[i] ?? "")].length)));
    return rows.map((r) => r.map((cell, i) => cell + " ".repeat(widths[i] - [...cell].length)).join("  ").trimEnd()).join("\n");
}
/** Control characters from agent output must not reach the terminal (they could rewrite it). */
function terminalSafe(text) {
    return text.replace(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g, "?");
}
function firstLine(text, max = 160) {
    const line = terminalSafe((text ?? "").split("\n").find((l) => l.trim() !== "") ?? "");
    return line.length > max ? `${line.slice(0, max - 1)}…` : line;
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
// checked field by field and no path in it may lead outside the folder.
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
        const [baseSession, headSession] = await Promise.all([readSession$1(baseDir, base.artifactDir), readSession$1(headDir, head.artifactDir)]);
        if (!baseSession || !headSession)
            continue;
        out.push(sideBySide(cell, { run: base.run, passed: base.passed, session: baseSession }, { run: head.run, passed: head.passed, session: headSession }));
    }
    return out;
}
/** The first run of the cell that passed (or failed, not errored). */
function pick(results, cell, passed) {
    return results
        .filter((r) => r.caseId === cell.caseId && r.runnerId === cell.runnerId && r.passed === passed && (passed || r.status === "failed"))
        .sort((a, b) => a.run - b.run)[0];
}
async function readResults(dir) {
    let data;
    try {
        data = JSON.parse(await readFile(path.join(dir, "results.json"), "utf8"));
    }
    catch {
        return undefined;
    }
    const results = data?.results;
    if (!Array.isArray(results))
        return undefined;
    return results.filter(isRunRef);
}
function isRunRef(value) {
    if (typeof value !== "object" || value === null)
        return false;
    const r = value;
    return typeof r.caseId === "string" && typeof r.runnerId === "string" && typeof r.run === "number" && typeof r.passed === "boolean" && typeof r.status === "string" && typeof r.artifactDir === "string";
}
async function readSession$1(dir, artifactDir) {
    const root = path.resolve(dir);
    const file = path.resolve(root, artifactDir, "session.json");
    if (!file.startsWith(root + path.sep))
        return undefined;
    try {
        const value = JSON.parse(await readFile(file, "utf8"));
        return value && typeof value === "object" && Array.isArray(value.events) ? value : undefined;
    }
    catch {
        return undefined;
    }
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
            return { k: "call", tool: text(e.tool, 200), ...(e.id ? { id: text(e.id, 100) } : {}), ...(e.args !== undefined ? { args: text(stringify(e.args)) } : {}) };
        case "toolResult":
            return { k: "result", ...(e.tool ? { tool: text(e.tool, 200) } : {}), ...(e.id ? { id: text(e.id, 100) } : {}), out: text(e.output ?? ""), ...(e.isError ? { err: true } : {}), ...(e.exitCode !== undefined ? { exit: e.exitCode } : {}) };
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
    const mixed = new Set();
    const outcomes = new Map();
    for (const r of results) {
        if (r.status === "skipped")
            continue;
        const key = `${r.caseId}\u0000${r.runnerId}`;
        let seen = outcomes.get(key);
        if (!seen)
            outcomes.set(key, (seen = new Set()));
        seen.add(r.passed);
        if (seen.size === 2)
            mixed.add(key);
    }
    const rank = (r) => (!r.passed ? 0 : mixed.has(`${r.caseId}\u0000${r.runnerId}`) ? 1 : 2);
    return results
        .filter((r) => r.status !== "skipped")
        .map((r, index) => ({ r, index, rank: rank(r) }))
        .sort((a, b) => a.rank - b.rank || a.index - b.index)
        .map((x) => x.r);
}
async function readSession(file) {
    try {
        const value = JSON.parse(await readFile(file, "utf8"));
        return value && typeof value === "object" && Array.isArray(value.events) ? value : undefined;
    }
    catch {
        return undefined;
    }
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

// What every renderer derives from a ReportModel: results grouped into cells
// (case × runner, in plan order) with their stability and comparison, and the
// per-runner totals. Derived once, read by Markdown, JUnit and HTML alike.
function emptyCounts() {
    return { runs: 0, passed: 0, failed: 0, errored: 0, skipped: 0, expectedFailed: 0, unexpectedPassed: 0 };
}
function addStatus(counts, status) {
    if (status === "skipped") {
        counts.skipped++;
        return;
    }
    counts.runs++;
    if (status === "passed" || status === "expected-failed")
        counts.passed++;
    else if (status === "errored")
        counts.errored++;
    else
        counts.failed++;
    if (status === "expected-failed")
        counts.expectedFailed++;
    if (status === "unexpected-passed")
        counts.unexpectedPassed++;
}
/** The CLI's own total when it reported one, else input + output. */
function resultTokens(result) {
    const u = result.usage;
    if (!u)
        return undefined;
    if (u.totalTokens !== undefined)
        return u.totalTokens;
    return u.inputTokens === undefined && u.outputTokens === undefined ? undefined : (u.inputTokens ?? 0) + (u.outputTokens ?? 0);
}
function isFailure(result) {
    return result.status === "failed" || result.status === "unexpected-passed";
}
function buildView(model) {
    const { run } = model;
    const stability = model.stability ?? computeStability(run);
    const key = (caseId, runnerId) => `${caseId}\u0000${runnerId}`;
    const cases = new Map(run.cases.map((c) => [c.id, c]));
    const cellMap = new Map();
    const cell = (caseId, runnerId) => {
        let found = cellMap.get(key(caseId, runnerId));
        if (!found) {
            found = { caseId, runnerId, case: cases.get(caseId), results: [], counts: emptyCounts() };
            cellMap.set(key(caseId, runnerId), found);
        }
        return found;
    };
    // Plan order first, so a cell with no results yet (cancelled run) still shows.
    for (const caseId of run.plan.cases)
        for (const r of run.plan.runners)
            cell(caseId, r.id);
    for (const result of run.results) {
        const c = cell(result.caseId, result.runnerId);
        c.results.push(result);
        addStatus(c.counts, result.status);
    }
    for (const s of stability.cells)
        cell(s.caseId, s.runnerId).stability = s;
    for (const cmp of model.comparison?.cells ?? []) {
        // Removed cells exist only in the baseline; they are shown by the comparison, not the grid.
        const existing = cellMap.get(key(cmp.caseId, cmp.runnerId));
        if (existing)
            existing.comparison = cmp;
    }
    const cells = [...cellMap.values()];
    for (const c of cells)
        c.results.sort((a, b) => a.run - b.run);
    const runnerList = [...run.plan.runners];
    for (const c of cells)
        if (!runnerList.some((r) => r.id === c.runnerId))
            runnerList.push({ id: c.runnerId, type: "unknown" });
    const runners = runnerList.map((runner) => runnerView(runner, cells.filter((c) => c.runnerId === runner.id)));
    const counts = emptyCounts();
    for (const r of run.results)
        addStatus(counts, r.status);
    return { model, stability, cells, runners, counts };
}
function runnerView(runner, cells) {
    const counts = emptyCounts();
    let durationMs = 0;
    let tokens = null;
    let costUsd = null;
    for (const c of cells) {
        for (const r of c.results) {
            addStatus(counts, r.status);
            if (r.status === "skipped")
                continue;
            durationMs += r.durationMs;
            const t = resultTokens(r);
            if (t !== undefined)
                tokens = (tokens ?? 0) + t;
            if (r.costUsd !== undefined)
                costUsd = (costUsd ?? 0) + r.costUsd;
        }
    }
    const measured = cells.filter((c) => c.stability);
    const stableCells = measured.filter((c) => c.stability.classification === "stable").length;
    return { runner, cells, counts, durationMs, tokens, costUsd: costUsd === null ? null : roundCost(costUsd), stableCells, unstableCells: measured.length - stableCells };
}
/** The most useful one-line reason a result did not pass: the first failed assertion, else the error. */
function failureMessage(result) {
    if (result.status === "unexpected-passed")
        return "passed, but the case is expected to fail";
    const assertion = result.assertions.find((a) => !a.passed && !a.soft) ?? result.assertions.find((a) => !a.passed);
    if (assertion)
        return assertion.message ?? `${assertion.name} failed`;
    return result.error?.message ?? result.failureClass?.label ?? result.status;
}

// The page script, part 1: helpers, filter state and the top of the page
// (header, verdict, notes, cards, runners, comparison). Plain ES2017 in a
// string (the page has no build step). Data reaches the DOM only through
// textContent, createTextNode and setAttribute of fixed attribute names;
// never innerHTML. No template literals here: the string is a template itself.
const CLIENT_CORE = String.raw `
"use strict";
var D = JSON.parse(document.getElementById("agent-bench-data").textContent);
var app = document.getElementById("app");
var PAGE = 50, GRID_PAGE = 50, CHART_ROWS = 40, EVENTS_PAGE = 150;
var S = { q: "", runner: "", tag: "", status: "", tier: "", cell: null, sort: "suite", gridPage: 0, execPage: 0, chartPage: 0, open: {} };
var R = D.runners.length;
var cellAt = {};
D.cells.forEach(function (c) { c.execs = []; cellAt[c.c * R + c.r] = c; });
D.executions.forEach(function (e, i) { var c = cellAt[e.c * R + e.r]; if (c) c.execs.push(i); });
var hay = [];

function h(tag, attrs, children) {
  var el = document.createElement(tag);
  if (attrs) for (var k in attrs) {
    var v = attrs[k];
    if (v === undefined || v === null || v === false) continue;
    if (k === "class") el.className = v; else el.setAttribute(k, v === true ? "" : String(v));
  }
  add(el, children);
  return el;
}
function add(el, children) {
  if (children === undefined || children === null) return el;
  if (!Array.isArray(children)) children = [children];
  children.forEach(function (c) {
    if (c === undefined || c === null || c === false || c === "") return;
    if (Array.isArray(c)) add(el, c);
    else el.appendChild(typeof c === "object" ? c : document.createTextNode(String(c)));
  });
  return el;
}
// On a phone the tables stack, one block per row (style.ts); each cell then names its column.
function labelCells(table) {
  var head = table.tHead && table.tHead.rows[0] ? Array.prototype.map.call(table.tHead.rows[0].cells, function (th) { return th.textContent; }) : [];
  Array.prototype.forEach.call(table.tBodies, function (tb) {
    Array.prototype.forEach.call(tb.rows, function (tr) {
      Array.prototype.forEach.call(tr.cells, function (td, i) { if (!td.hasAttribute("colspan") && head[i] && !td.hasAttribute("data-label")) td.setAttribute("data-label", head[i]); });
    });
  });
}
new MutationObserver(function () { Array.prototype.forEach.call(app.getElementsByTagName("table"), labelCells); }).observe(app, { childList: true, subtree: true });
function clear(el) { while (el.firstChild) el.removeChild(el.firstChild); return el; }
function link(label, url) { return /^https?:\/\//i.test(url || "") ? h("a", { href: url, rel: "noopener noreferrer" }, label) : null; }

function pct(x) { if (x >= 1) return "100%"; if (x <= 0) return "0%"; var t = (x * 100).toFixed(1).replace(/\.0$/, ""); return (t === "100" ? ">99.9" : t === "0" ? "<0.1" : t) + "%"; }
// Same rules as src/report/format.ts: never 0 or 100 strictly inside (0, 1); one decimal when whole percents would hide the interval.
function bounded(x, digits) { if (x >= 1) return "100"; if (x <= 0) return "0"; var step = Math.pow(10, -digits); return Math.min(100 - step, Math.max(step, Math.round(x * 100 / step) * step)).toFixed(digits); }
function whole(x) { return bounded(x, 0); }
function wilson(p, n) {
  if (n <= 0) return [0, 1];
  var z = 1.959963984540054, r = p / n, z2n = z * z / n, c = (r + z2n / 2) / (1 + z2n);
  var half = z / (1 + z2n) * Math.sqrt(r * (1 - r) / n + z * z / (4 * n * n));
  return [p === 0 ? 0 : Math.max(0, c - half), p === n ? 1 : Math.min(1, c + half)];
}
function rateCI(p, n, lo, hi) {
  if (!n) return "–";
  if (lo === undefined) { var w = wilson(p, n); lo = w[0]; hi = w[1]; }
  var d = bounded(lo, 0) === bounded(hi, 0) ? 1 : 0;
  return bounded(p / n, d) + "% [" + bounded(lo, d) + "–" + bounded(hi, d) + "%]";
}
function dur(ms) {
  if (ms === null || ms === undefined) return "–";
  if (ms < 1000) return Math.round(ms) + "ms";
  if (ms < 60000) return (ms / 1000).toFixed(ms < 10000 ? 1 : 0) + "s";
  var m = Math.floor(ms / 60000), s = Math.round((ms % 60000) / 1000);
  if (m < 60) return m + "m" + (s ? s + "s" : "");
  return Math.floor(m / 60) + "h" + (m % 60) + "m";
}
function num(n) { return n === null || n === undefined ? "–" : Math.round(n).toLocaleString("en-US"); }
function tok(n) { if (n === null || n === undefined) return "–"; var a = Math.abs(n); return a >= 1e6 ? (n / 1e6).toFixed(2) + "M" : a >= 1e5 ? (n / 1e3).toFixed(0) + "k" : a >= 1e4 ? (n / 1e3).toFixed(1) + "k" : num(n); }
function usd(n) { if (n === null || n === undefined) return "–"; if (n === 0) return "$0"; var a = Math.abs(n); return (n < 0 ? "-" : "") + "$" + (a < 0.1 ? a.toFixed(4) : a.toFixed(2)); }
function pts(d) { if (d === null || d === undefined) return "–"; var t = Math.round(d * 1000) / 10; return (t > 0 ? "+" : t < 0 ? "−" : "±") + Math.abs(t).toFixed(1) + " pts"; }
function pval(p) { return p === null || p === undefined ? "–" : p < 0.001 ? "<0.001" : p.toFixed(3); }
function plural(n, w) { return num(n) + " " + (n === 1 ? w : w + "s"); }
var STATUS = { passed: "passed", failed: "failed", "expected-failed": "failed as expected", "unexpected-passed": "passed unexpectedly", errored: "errored", skipped: "skipped" };
var STATUS_ICON = { passed: "✓", failed: "✗", "expected-failed": "✓", "unexpected-passed": "✗", errored: "!", skipped: "–" };
// Tier words and order come from src/report/labels.ts through the payload, so every report says the same.
var TIERS = D.tierLabels;
var TIER_ORDER = D.tierOrder;
function armText(a) { return a ? a[0] + "/" + a[1] + " " + rateCI(a[0], a[1], a[2], a[3]) : "–"; }
function caseOf(x) { return D.cases[x.c]; }
function runnerOf(x) { return D.runners[x.r]; }
function cellLabel(c) { return caseOf(c).id + " × " + runnerOf(c).id; }

function haystack(i) {
  if (hay[i] === undefined) {
    var e = D.executions[i], c = caseOf(e);
    hay[i] = [c.id, c.prompt, c.tags.map(function (t) { return D.tags[t]; }).join(" "), runnerOf(e).id, e.m || "", e.fc || "", e.o || "", e.s].join("\n").toLowerCase();
  }
  return hay[i];
}
function cellPasses(cell) {
  if (S.runner !== "" && String(cell.r) !== S.runner) return false;
  if (S.tag !== "" && caseOf(cell).tags.indexOf(Number(S.tag)) < 0) return false;
  if (S.tier !== "" && cell.tier !== S.tier) return false;
  if (S.status === "flaky" && !(cell.p > 0 && cell.p < cell.n)) return false;
  return true;
}
function statusPasses(e) {
  var s = S.status;
  if (s === "" || s === "flaky") return true;
  if (s === "not-passed") return e.s === "failed" || e.s === "unexpected-passed" || e.s === "errored";
  return e.s === s;
}
function execPasses(i) {
  var e = D.executions[i], cell = cellAt[e.c * R + e.r];
  if (!cell || !cellPasses(cell) || !statusPasses(e)) return false;
  if (S.cell && (S.cell.c !== e.c || S.cell.r !== e.r)) return false;
  return S.q === "" || haystack(i).indexOf(S.q) >= 0;
}
/** A cell shows when it passes the cell filters and has an execution passing the rest (or has none and no execution filter is set). */
function cellShown(cell) {
  if (!cellPasses(cell)) return false;
  if (cell.execs.length === 0) return S.q === "" && (S.status === "" || S.status === "flaky");
  for (var j = 0; j < cell.execs.length; j++) {
    var e = D.executions[cell.execs[j]];
    if (statusPasses(e) && (S.q === "" || haystack(cell.execs[j]).indexOf(S.q) >= 0)) return true;
  }
  return false;
}

function section(id, title, body) { return h("section", { id: id }, [h("h2", null, title), body]); }

function renderHeader() {
  var m = D.meta, bits = [];
  if (m.suite) bits.push(h("code", null, m.suite));
  bits.push(" · " + plural(D.cases.length, "case") + " × " + plural(R, "runner") + " × " + plural(m.runsPerCase, "run"));
  if (m.commit) bits.push(" · commit ", link(m.commit.sha.slice(0, 7), m.links.commitUrl) || h("code", null, m.commit.sha.slice(0, 7)), m.commit.ref ? " (" + m.commit.ref + ")" : "");
  bits.push(" · " + m.startedAt.replace("T", " ").replace(/\.\d+Z$/, " UTC"));
  ["htmlReportUrl", "artifactUrl", "runUrl"].forEach(function (k, i) { var a = link(["report", "artifacts", "workflow run"][i], m.links[k]); if (a) bits.push(" · ", a); });
  return h("header", null, [h("h1", null, D.title), h("p", { class: "sub" }, bits)]);
}
function renderVerdict() {
  var c = D.comparison;
  if (!c) return null;
  return h("div", { class: "verdict " + c.verdict, role: "status", id: "verdict" }, [h("strong", null, c.label + "."), " ", c.reason]);
}
function renderNotes() {
  var notes = D.notes.slice();
  var s = D.summary;
  if (s.cancelled) notes.unshift("The run was cancelled: " + plural(s.notRun, "planned execution") + " did not run, so these numbers are partial.");
  else if (s.notRun) notes.unshift(plural(s.notRun, "planned execution") + " did not run (--fail-fast).");
  if (D.comparison) D.comparison.warnings.forEach(function (w) { notes.push(w); });
  if (!notes.length) return null;
  return h("div", { class: "notes", id: "notes" }, notes.map(function (n) { return h("p", null, n); }));
}
function card(label, value, detail) { return h("div", { class: "card" }, [h("div", { class: "label" }, label), h("div", { class: "value" }, value), detail ? h("div", { class: "detail" }, detail) : null]); }
function renderCards() {
  var s = D.summary, cards = [];
  var ci = s.runs ? rateCI(s.passed, s.runs) : "–", cut = ci.indexOf(" [");
  cards.push(card("Pass rate [95% CI]", cut > 0 ? [ci.slice(0, cut), h("span", { class: "ci" }, ci.slice(cut))] : ci, num(s.passed) + " of " + plural(s.runs, "execution") + " passed"));
  cards.push(card("Executions", num(s.runs + s.skipped), [num(s.failed) + " failed · " + num(s.errored) + " errored · " + num(s.skipped) + " skipped", s.xf ? " · " + num(s.xf) + " failed as expected" : ""].join("")));
  cards.push(card("Cells", num(s.cells), num(s.stable) + " stable · " + num(s.unstable) + " unstable"));
  var c = D.comparison;
  if (c && c.hasBase && c.suite.delta !== null) cards.push(card("Change from base", pts(c.suite.delta), c.suite.ci ? "95% CI " + pts(c.suite.ci[0]) + " to " + pts(c.suite.ci[1]) + " · p " + pval(c.suite.pValue) : ""));
  cards.push(card("Wall time", dur(s.durationMs), s.runs ? "executions: mean " + dur(D.runners.reduce(function (t, r) { return t + r.durationMs; }, 0) / s.runs) : ""));
  // Only executions whose CLI reported a count add to the total: say so when some did not.
  var counted = D.executions.filter(function (e) { return e.s !== "skipped" && e.t !== undefined; }).length;
  cards.push(card("Tokens", tok(s.tokens), s.tokens === null || !counted ? (s.runs ? "not reported by the CLI" : "") : counted < s.runs ? "reported by " + num(counted) + " of " + plural(s.runs, "execution") + "; " + tok(s.tokens / counted) + " per reporting execution" : tok(s.tokens / counted) + " per execution"));
  cards.push(card("Cost", usd(s.cost), s.cost !== null && s.runs ? usd(s.cost / s.runs) + " per execution" : ""));
  return h("div", { class: "cards", id: "cards" }, cards);
}
function renderRunners() {
  if (R < 2) return null;
  var head = h("tr", null, ["Runner", "Type / model", "Pass rate [95% CI]", "Passed", "Failed", "Errored", "Stable cells", "Unstable cells", "Duration (mean)", "Tokens", "Cost"].map(function (t, i) { return h("th", { class: i > 1 ? "num" : null }, t); }));
  var rows = D.runners.map(function (r) {
    return h("tr", null, [h("td", null, h("code", null, r.id)), h("td", null, [r.type, r.model, r.version].filter(function (x, i, all) { return x && all.indexOf(x) === i; }).join(" · ")), h("td", { class: "num" }, rateCI(r.p, r.n)),
      h("td", { class: "num" }, num(r.p) + "/" + num(r.n)), h("td", { class: "num" }, num(r.f)), h("td", { class: "num" }, num(r.e)), h("td", { class: "num" }, num(r.stable)), h("td", { class: "num" }, num(r.unstable)),
      h("td", { class: "num" }, r.n ? dur(r.durationMs / r.n) : "–"), h("td", { class: "num" }, tok(r.tokens)), h("td", { class: "num" }, usd(r.cost))]);
  });
  return section("runners", "Runners", h("div", { class: "scroll" }, h("table", null, [h("thead", null, head), h("tbody", null, rows)])));
}
`;

// The page script, part 3: the executions list (paged) and each execution's
// transcript, built only when it is expanded; then the page's assembly.
const CLIENT_EXECUTIONS = String.raw `
function renderExecutionsSection() {
  return section("executions", "Executions", [h("div", { id: "cell-filter" }), h("div", { id: "exec-body" })]);
}
function updateExecutions() {
  var sel = clear(document.getElementById("cell-filter"));
  if (S.cell) {
    var b = h("button", { type: "button", id: "cell-clear" }, "Show all cells");
    b.addEventListener("click", function () { S.cell = null; S.execPage = 0; update(); });
    sel.appendChild(h("p", null, ["Showing the runs of ", h("code", null, cellLabel(S.cell)), " ", b]));
  }
  var body = clear(document.getElementById("exec-body"));
  var matches = [];
  for (var i = 0; i < D.executions.length; i++) if (execPasses(i)) matches.push(i);
  document.getElementById("f-count").textContent = "Showing " + num(matches.length) + " of " + plural(D.executions.length, "execution");
  if (!matches.length) { body.appendChild(h("p", { class: "empty" }, "No execution matches the filters.")); return; }
  // Failures first: what a reader opens the page for.
  var rank = { failed: 0, "unexpected-passed": 0, errored: 1, passed: 2, "expected-failed": 2, skipped: 3 };
  matches.sort(function (a, b) { return rank[D.executions[a].s] - rank[D.executions[b].s] || a - b; });
  var pages = Math.ceil(matches.length / PAGE);
  if (S.execPage >= pages) S.execPage = pages - 1;
  var page = matches.slice(S.execPage * PAGE, (S.execPage + 1) * PAGE);
  var head = h("tr", null, ["", "Status", "Case", "Runner", "Run", "Duration", "Tokens", "Cost", "Failure / output"].map(function (t, i) { return h("th", { class: i >= 4 && i <= 7 ? "num" : null }, t); }));
  var tbody = h("tbody");
  page.forEach(function (i) { appendExecution(tbody, i); });
  body.appendChild(h("div", { class: "scroll" }, h("table", { class: "executions" }, [h("thead", null, head), tbody])));
  if (matches.length > PAGE) body.appendChild(pager(matches.length, PAGE, S.execPage, function (p) { S.execPage = p; updateExecutions(); }, "executions"));
}
function appendExecution(tbody, i) {
  var e = D.executions[i];
  var toggle = h("button", { type: "button", class: "toggle", "aria-expanded": S.open[i] ? "true" : "false", "aria-label": "Show the transcript of " + caseOf(e).id + " × " + runnerOf(e).id + " run " + e.k, "data-exec": i }, S.open[i] ? "▾" : "▸");
  var summary = e.m || (e.o ? e.o.split("\n")[0] : "");
  var row = h("tr", { class: "exec", "data-exec": i }, [h("td", null, toggle), h("td", { class: "st st-" + e.s }, STATUS_ICON[e.s] + " " + STATUS[e.s]), h("td", null, h("code", null, caseOf(e).id)), h("td", null, h("code", null, runnerOf(e).id)),
    h("td", { class: "num" }, e.k), h("td", { class: "num" }, e.s === "skipped" ? "–" : dur(e.d)), h("td", { class: "num" }, tok(e.t)), h("td", { class: "num" }, usd(e.$)), h("td", null, summary.length > 160 ? summary.slice(0, 159) + "…" : summary)]);
  tbody.appendChild(row);
  var detail = null;
  var open = function () { detail = h("tr", { class: "detail" }, h("td", { colspan: 9 }, renderDetail(i))); row.parentNode.insertBefore(detail, row.nextSibling); };
  if (S.open[i]) open();
  toggle.addEventListener("click", function () {
    S.open[i] = !S.open[i];
    toggle.setAttribute("aria-expanded", S.open[i] ? "true" : "false");
    toggle.textContent = S.open[i] ? "▾" : "▸";
    if (S.open[i]) open(); else if (detail) { detail.parentNode.removeChild(detail); detail = null; }
  });
}
function pre(text, cls) { return h("pre", { class: cls || null }, text); }
function renderDetail(i) {
  var e = D.executions[i], t = e.x >= 0 ? D.transcripts[e.x] : null, c = caseOf(e);
  var facts = [STATUS[e.s], e.fc, "run " + e.k + " of " + D.meta.runsPerCase, e.s === "skipped" ? null : dur(e.d), e.t !== undefined ? tok(e.t) + " tokens" : null, e.$ !== undefined ? usd(e.$) : null,
    t && t.model ? "model " + t.model : null, t && t.cliVersion ? "CLI " + t.cliVersion : null, t && t.turns !== undefined ? plural(t.turns, "turn") : null, t && t.exitCode !== undefined && t.exitCode !== null ? "exit code " + t.exitCode : null];
  var out = [h("div", { class: "facts" }, facts.filter(Boolean).map(function (f) { return h("span", null, f); }).concat([h("span", null, ["artifacts ", h("code", null, e.a)])]))];
  if (c.src) out.push(h("div", { class: "facts" }, ["case defined at ", h("code", null, c.src)]));
  if (e.as && e.as.length) {
    out.push(h("h3", null, "Assertions"));
    out.push(h("ul", { class: "asserts" }, e.as.map(function (a) { return h("li", { class: a[0] ? "ok" : "ko" }, [a[0] ? "✓ " : "✗ ", h("code", null, a[1]), a[4] ? " (soft)" : "", a[2] ? ": " + a[2] : "", a[3] ? h("span", { class: "muted" }, " at " + a[3]) : null]); })));
  }
  if (e.e) out.push(h("h3", null, "Error"), pre(e.e));
  if (e.dl) out.push(h("h3", null, "Conversation (" + plural(e.dl.turns.length, "turn") + " of at most " + e.dl.max + ", ended: " + e.dl.end + ")"), renderDialog(e.dl));
  if (!t) {
    out.push(h("h3", null, "Final output"), e.o ? pre(e.o + (e.oc ? "\n… " + num(e.oc) + " more characters in " + e.a + "/session.json" : "")) : h("p", { class: "empty" }, "No output excerpt."));
    out.push(h("p", { class: "muted" }, ["The transcript of this execution is not in this page; the whole session is in ", h("code", null, e.a + "/session.json"), "."]));
    return out;
  }
  out.push(h("h3", null, "Prompt"), pre(t.prompt));
  out.push(h("h3", null, "Transcript"), renderEvents(t, e));
  out.push(h("h3", null, "Final output"), t.finalOutput ? pre(t.finalOutput) : h("p", { class: "empty" }, "The agent gave no final output."));
  var side = [];
  if (t.skills.length) side.push(h("div", null, ["Skills: ", t.skills.map(function (s) { return s.skill + " (" + s.confidence + ")"; }).join(", ")]));
  if (t.reads.length) side.push(h("div", null, ["Read: ", t.reads.join(", ")]));
  if (t.writes.length) side.push(h("div", null, ["Wrote: ", t.writes.join(", ")]));
  if (t.errors.length) side.push(h("div", null, ["Errors: ", t.errors.map(function (x) { return x.kind + ": " + x.message; }).join("; ")]));
  var u = t.usage;
  var counts = [["input", u.input], ["output", u.output], ["reasoning", u.reasoning], ["cache read", u.cacheRead], ["cache write", u.cacheWrite], ["total", u.total]].filter(function (p) { return p[1] !== undefined && p[1] !== null; });
  side.push(h("div", null, "Usage: " + (counts.length ? counts.map(function (p) { return p[0] + " " + num(p[1]); }).join(" · ") + " tokens" : "no token counts") + " (" + u.note + ")" + (t.costUsd !== undefined ? " · " + usd(t.costUsd) : "")));
  out.push(h("h3", null, "Session"), h("div", { class: "facts" }, side));
  if (t.omittedEvents || t.cutChars) out.push(h("p", { class: "muted" }, "This transcript was shortened (" + (t.omittedEvents ? plural(t.omittedEvents, "event") + " from the middle left out" : "") + (t.omittedEvents && t.cutChars ? ", " : "") + (t.cutChars ? num(t.cutChars) + " characters cut" : "") + "); the whole session is in " + e.a + "/session.json."));
  return out;
}
function renderDialog(d) {
  var cps = h("ul", { class: "asserts" }, d.cps.map(function (c) { return h("li", { class: c[2] || !c[1] ? "ok" : "ko" }, [c[2] ? "✓ " : c[1] ? "✗ " : "○ ", h("code", null, c[0]), c[2] ? " reached at turn " + c[3] : c[1] ? " not reached" : " optional, not reached"]); }));
  var turns = h("ol", { class: "dialog" }, d.turns.map(function (t) {
    return h("li", null, [h("div", null, ["user: ", pre(t[1])]), t[2] !== null ? h("div", null, ["agent: ", pre(t[2])]) : null,
      t[3].length ? h("div", { class: "muted" }, "reached " + t[3].join(", ")) : null, t[4] ? h("div", { class: "st st-failed" }, t[4]) : null]);
  }));
  return h("div", null, [cps, turns]);
}
function renderEvents(t, e) {
  var box = h("div", { class: "events" });
  var shown = 0;
  var more = h("button", { type: "button", class: "more-events" });
  var half = Math.ceil(t.events.length / 2);
  function showMore() {
    var end = Math.min(t.events.length, shown + EVENTS_PAGE);
    for (; shown < end; shown++) {
      if (t.omittedEvents && shown === half) box.insertBefore(h("p", { class: "muted" }, "… " + plural(t.omittedEvents, "event") + " left out here; see " + e.a + "/session.json"), more);
      box.insertBefore(renderEvent(t.events[shown]), more);
    }
    if (shown >= t.events.length) more.remove(); else more.textContent = "Show " + num(Math.min(EVENTS_PAGE, t.events.length - shown)) + " more events (" + num(t.events.length - shown) + " left)";
  }
  more.addEventListener("click", showMore);
  box.appendChild(more);
  if (!t.events.length) box.insertBefore(h("p", { class: "empty" }, "No events."), more);
  showMore();
  return box;
}
function renderEvent(ev) {
  var k = ev.k, kind, body;
  if (k === "msg") { kind = ev.phase === "thinking" ? "thinking" : ev.role; body = pre(ev.text); }
  else if (k === "call") { kind = "tool call"; body = [h("code", null, ev.tool), ev.id ? h("span", { class: "muted" }, " " + ev.id) : null, ev.args !== undefined ? pre(ev.args) : null]; }
  else if (k === "result") { kind = "result"; body = [ev.tool ? h("code", null, ev.tool) : null, ev.exit !== undefined ? h("span", { class: "muted" }, " exit " + ev.exit) : null, ev.err ? h("span", { class: "st st-failed" }, " error") : null, pre(ev.out)]; }
  else if (k === "cmd") { kind = "command"; body = [h("code", null, "$ " + ev.cmd), ev.exit !== undefined ? h("span", { class: "muted" }, " exit " + ev.exit) : null]; }
  else if (k === "read") { kind = "read"; body = h("code", null, ev.path); }
  else if (k === "write") { kind = "write"; body = [h("code", null, ev.path), ev.kind ? h("span", { class: "muted" }, " " + ev.kind) : null]; }
  else if (k === "skill") { kind = "skill"; body = [h("code", null, ev.skill), h("span", { class: "muted" }, " " + ev.signal + ", " + ev.conf)]; }
  else if (k === "sub") { kind = "sub-agent"; body = ev.status + (ev.desc ? ": " + ev.desc : ""); }
  else if (k === "err") { kind = "error"; body = [h("code", null, ev.kind), ev.fatal ? " (fatal)" : "", pre(ev.msg)]; }
  else { kind = "raw"; body = pre(ev.text); }
  return h("div", { class: "ev k-" + k + (ev.role ? " role-" + ev.role : "") + (ev.err ? " is-err" : "") }, [h("span", { class: "kind" }, kind), " "].concat(body));
}

function update() {
  updateComparison();
  updateGrid();
  updateCharts();
  updateExecutions();
}
function rebuild() {
  clear(app);
  add(app, [renderHeader(), renderVerdict(), renderNotes(), renderCards(), renderRunners(), renderFilters(), renderComparison(), renderSideBySide(), renderGridSection(), renderChartsSection(), renderExecutionsSection(),
    h("footer", null, "agent-bench " + D.meta.version + " · Node " + D.meta.node + " · " + D.meta.platform + " · this page is self-contained and makes no network requests")]);
  update();
}
rebuild();
document.documentElement.setAttribute("data-ready", "true");
`;

// The page script, part 2: the filter bar, the base comparison, the case ×
// runner grid (paged) and the stability charts (inline SVG, paged). Only the
// rows of the current page exist in the DOM.
const CLIENT_GRID = String.raw `
function option(value, label, selected) { var o = h("option", { value: value }, label); if (selected) o.selected = true; return o; }
function select(id, label, options, key) {
  var el = h("select", { id: id, "aria-label": label }, options.map(function (o) { return option(o[0], o[1], S[key] === o[0]); }));
  el.addEventListener("change", function () { S[key] = el.value; S.gridPage = 0; S.execPage = 0; S.chartPage = 0; update(); });
  return h("label", null, [label, el]);
}
function renderFilters() {
  var search = h("input", { type: "search", id: "search", placeholder: "Search cases, prompts, outputs, failures…", "aria-label": "Search" });
  search.value = S.q;
  search.addEventListener("input", function () { S.q = search.value.trim().toLowerCase(); S.gridPage = 0; S.execPage = 0; S.chartPage = 0; update(); });
  var parts = [search,
    select("f-runner", "Runner", [["", "all"]].concat(D.runners.map(function (r, i) { return [String(i), r.id]; })), "runner")];
  if (D.tags.length) parts.push(select("f-tag", "Tag", [["", "all"]].concat(D.tags.map(function (t, i) { return [String(i), t]; })), "tag"));
  parts.push(select("f-status", "Status", [["", "all"], ["not-passed", "not passed"], ["failed", "failed"], ["errored", "errored"], ["passed", "passed"], ["expected-failed", "failed as expected"], ["unexpected-passed", "passed unexpectedly"], ["skipped", "skipped"], ["flaky", "flaky cells"]], "status"));
  if (D.comparison && D.comparison.hasBase) parts.push(select("f-tier", "Tier", [["", "all"]].concat(TIER_ORDER.filter(function (t) { return t !== "removed"; }).map(function (t) { return [t, TIERS[t]]; })), "tier"));
  var reset = h("button", { type: "button", id: "f-clear" }, "Clear filters");
  reset.addEventListener("click", function () { S.q = ""; S.runner = ""; S.tag = ""; S.status = ""; S.tier = ""; S.cell = null; S.gridPage = S.execPage = S.chartPage = 0; rebuild(); });
  parts.push(reset, h("span", { class: "count", id: "f-count", "aria-live": "polite" }));
  return h("div", { class: "filters", role: "search" }, parts);
}

function renderComparison() {
  var c = D.comparison;
  if (!c || !c.hasBase) return null;
  var body = h("div", { id: "comparison-body" });
  var base = c.suite.base, head = c.suite.head, t = c.totals;
  var row = function (label, b, hd, ch) { return h("tr", null, [h("td", null, label), h("td", { class: "num" }, b), h("td", { class: "num" }, hd), h("td", null, ch)]); };
  var costRow = function (label, d, f) { return row(label, d.base === null ? "–" : f(d.base), d.head === null ? "–" : f(d.head), d.delta === null ? "" : (d.delta > 0 ? "+" : d.delta < 0 ? "−" : "±") + f(Math.abs(d.delta))); };
  var change = c.suite.delta === null ? "–" : pts(c.suite.delta) + " over " + plural(c.suite.pairedCases, "cell") + (c.suite.ci ? " (" + Math.round((1 - c.alpha) * 100) + "% CI " + pts(c.suite.ci[0]) + " to " + pts(c.suite.ci[1]) + ")" : "") + (c.suite.pValue === null ? "" : ", p " + pval(c.suite.pValue));
  var table = h("table", { class: "suite-table" }, [h("thead", null, h("tr", null, [h("th", null, ""), h("th", { class: "num" }, "Base"), h("th", { class: "num" }, "Head"), h("th", null, "Change")])),
    h("tbody", null, [row("Pass rate (mean over cells)", base ? pct(base.passRate) : "–", pct(head.passRate), change),
      row("Runs (errored)", base ? num(base.runs) + " (" + num(base.errored) + ")" : "–", num(head.runs) + " (" + num(head.errored) + ")", ""),
      costRow("Duration", t.durationMs, dur), costRow("Tokens", t.tokens, tok), costRow("Cost", t.costUsd, usd)])]);
  var counts = {};
  D.cells.forEach(function (x) { if (x.tier) counts[x.tier] = (counts[x.tier] || 0) + 1; });
  counts.removed = c.removed.length;
  var chips = h("div", { id: "tier-chips" }, TIER_ORDER.filter(function (t) { return counts[t]; }).map(function (tier) {
    var b = h("button", { type: "button", class: "chip tier-" + tier + (S.tier === tier ? " active" : ""), "data-tier": tier, disabled: tier === "removed" }, TIERS[tier] + " " + counts[tier]);
    b.addEventListener("click", function () { S.tier = S.tier === tier ? "" : tier; S.gridPage = S.execPage = S.chartPage = 0; rebuild(); });
    return b;
  }));
  var base0 = c.baseline;
  var what = base0 ? "Baseline " + (base0.commit ? base0.commit.sha.slice(0, 7) + ", " : "") + plural(base0.runsPerCase, "run") + " per case, " + String(base0.createdAt).slice(0, 10) + "." : "";
  return section("comparison", "Compared with the base", [h("p", { class: "muted" }, what), table, renderTreatment(c.treatment), h("h3", null, "Cells by tier"), chips, body]);
}
// Behaviour changes: each phrase in segments, the odd ones labels (code).
function behaviourList(list) {
  return h("ul", { class: "behaviour" }, list.map(function (parts) { return h("li", null, parts.map(function (t, i) { return i % 2 ? h("code", null, t) : t; })); }));
}
// A passing and a failing run of a flipped cell, aligned step by step; the first row where they part is marked.
function renderSideBySide() {
  if (!D.pairs || !D.pairs.length) return null;
  var KIND = { say: "says", call: "tool", cmd: "runs", read: "reads", write: "writes", skill: "skill", error: "error" };
  var stepCell = function (side, i) {
    if (i < 0) return h("td", { class: "step none" }, "");
    var s = side.steps[i];
    return h("td", { class: "step" }, [h("span", { class: "kind kind-" + s[0] }, KIND[s[0]] || s[0]), " ", s[0] === "say" ? s[1] : h("code", null, s[1])]);
  };
  var runLabel = function (label, side) { return label + " run " + side.k + " (" + (side.ok ? "passed" : "failed") + ")"; };
  var views = D.pairs.map(function (p, n) {
    var cell = { c: p.c, r: p.r };
    var trs = p.rows.map(function (row, i) {
      var same = row[0] >= 0 && row[1] >= 0;
      var cls = (same ? "same" : "only") + (i === p.div ? " diverge" : "");
      var mark = i === p.div ? h("td", { class: "mark", title: "the first step where the two runs part" }, "◀ first divergence") : h("td", { class: "mark" }, "");
      return h("tr", { class: cls, "data-row": String(i) }, [h("td", { class: "num" }, String(i + 1)), stepCell(p.b, row[0]), stepCell(p.h, row[1]), mark]);
    });
    var more = [];
    if (p.b.more || p.h.more) more.push(h("p", { class: "muted" }, "Only the first steps are shown (" + p.b.more + " more on the base, " + p.h.more + " on the head); the artifacts hold every session.json."));
    var where = p.div < 0 ? "the two runs take the same steps" : "they part at step " + (p.div + 1);
    var summary = h("summary", null, [h("code", null, cellLabel(cell)), ": " + runLabel("base", p.b) + " vs " + runLabel("head", p.h) + "; " + where]);
    var table = h("div", { class: "scroll" }, h("table", { class: "side-by-side" }, [h("thead", null, h("tr", null, [h("th", { class: "num" }, "#"), h("th", null, "Base"), h("th", null, "Head"), h("th", null, "")])), h("tbody", null, trs)]));
    var d = h("details", { class: "pair" }, [summary, table].concat(more));
    if (n === 0) d.open = true;
    return d;
  });
  return section("side-by-side", "Base and head side by side", [h("p", { class: "muted" }, "For each cell that flipped, a base run and a head run with opposite outcomes, step by step: what both did shares a row, what only one did stands alone."), h("div", null, views)]);
}
// "What changed for the agent": files, runner settings and CLI versions, as text nodes only.
function renderTreatment(t) {
  if (!t) return null;
  var items = [];
  var files = function (label, list) { if (list.length) items.push(h("li", null, [label + ": "].concat(list.slice(0, 200).map(function (f, i) { return h("span", null, [i ? ", " : "", h("code", null, f)]); })).concat(list.length > 200 ? [" and " + (list.length - 200) + " more"] : []))); };
  files("Modified", t.files.modified);
  files("Added", t.files.added);
  files("Removed", t.files.removed);
  t.settings.forEach(function (s) { items.push(h("li", null, [s.runnerId ? "Runner " : "", s.runnerId ? h("code", null, s.runnerId) : "", " " + s.field + ": ", h("code", null, s.base), " → ", h("code", null, s.head)])); });
  t.versions.forEach(function (v) { items.push(h("li", { class: "warn" }, ["⚠ Runner ", h("code", null, v.runnerId), " agent CLI version: ", h("code", null, v.base), " → ", h("code", null, v.head)])); });
  var body = items.length ? h("ul", { id: "treatment-changes" }, items) : h("p", { id: "treatment-changes", class: "muted" }, t.known ? "Nothing: the same workspace files, skills, instruction files, runner settings and CLI versions as the baseline." : "Unknown: the baseline was written by an older agent-bench that did not record what the agent was given.");
  return h("div", null, [h("h3", null, "What changed for the agent"), body]);
}
function updateComparison() {
  var body = document.getElementById("comparison-body");
  if (!body) return;
  clear(body);
  var changed = { regressed: 1, "possible-regression": 1, improved: 1, "possible-improvement": 1, "case-changed": 1, "new": 1 };
  var rows = D.cells.filter(function (x) { return x.tier && (S.tier ? x.tier === S.tier : changed[x.tier]) && cellShown(x); });
  rows.sort(function (a, b) { return TIER_ORDER.indexOf(a.tier) - TIER_ORDER.indexOf(b.tier) || (a.delta || 0) - (b.delta || 0); });
  var removed = D.comparison.removed.filter(function () { return !S.tier || S.tier === "removed"; });
  if (!rows.length && !removed.length) { body.appendChild(h("p", { class: "empty" }, "No changed cell matches the filters.")); return; }
  var shown = rows.slice(0, 200);
  var tr = function (tier, caseId, runnerId, x, onclick) {
    var notes = x.severe ? "broke outright" : "";
    var r = h("tr", { class: "cmp-row" }, [h("td", { class: "tier tier-" + tier }, TIERS[tier] + (notes ? " (" + notes + ")" : "")), h("td", null, h("code", null, caseId)), h("td", null, h("code", null, runnerId)),
      h("td", { class: "num" }, armText(x.base)), h("td", { class: "num" }, armText(x.head)), h("td", { class: "num" }, pts(x.delta)), h("td", { class: "num" }, x.pv === null || x.pv === undefined ? "–" : pval(x.pv) + (x.padj === null || x.padj === undefined ? "" : " (" + pval(x.padj) + ")"))]);
    if (onclick) { var b = h("button", { type: "button", class: "toggle" }, "show runs"); b.addEventListener("click", onclick); r.lastChild.appendChild(document.createTextNode(" ")); r.lastChild.appendChild(b); }
    return r;
  };
  var trs = [];
  shown.forEach(function (x) {
    trs.push(tr(x.tier, caseOf(x).id, runnerOf(x).id, x, function () { selectCell(x); }));
    if (x.bh) trs.push(h("tr", { class: "bh-row" }, h("td", { colspan: "7" }, [h("span", { class: "muted" }, "What the agent did differently:"), behaviourList(x.bh)])));
  });
  removed.forEach(function (x) { trs.push(tr("removed", x.caseId, x.runnerId, x, null)); });
  body.appendChild(h("div", { class: "scroll" }, h("table", null, [h("thead", null, h("tr", null, ["Tier", "Case", "Runner", "Base", "Head", "Change", "p (adjusted)"].map(function (t, i) { return h("th", { class: i > 2 ? "num" : null }, t); }))), h("tbody", null, trs)])));
  if (rows.length > shown.length) body.appendChild(h("p", { class: "muted" }, "… and " + plural(rows.length - shown.length, "more cell") + "; narrow the filters to see them."));
}

function pager(total, size, page, onPage, label) {
  var pages = Math.max(1, Math.ceil(total / size));
  var prev = h("button", { type: "button", class: "prev", disabled: page <= 0 }, "‹ Previous");
  var next = h("button", { type: "button", class: "next", disabled: page >= pages - 1 }, "Next ›");
  prev.addEventListener("click", function () { onPage(page - 1); });
  next.addEventListener("click", function () { onPage(page + 1); });
  var from = total ? page * size + 1 : 0, to = Math.min(total, (page + 1) * size);
  return h("div", { class: "pager" }, [prev, next, label + " " + num(from) + "–" + num(to) + " of " + num(total)]);
}
function rateClass(cell) {
  if (!cell || cell.n === 0) return cell && cell.sk ? "rskip" : "rnone";
  if (cell.e === cell.n) return "rerr";
  return "r" + Math.round(cell.p / cell.n * 10);
}
function cellTitle(cell) {
  var t = cellLabel(cell) + ": ";
  if (!cell.n) return t + (cell.sk ? "skipped" : "not run");
  t += cell.p + "/" + cell.n + " passed, " + rateCI(cell.p, cell.n, cell.lo, cell.hi);
  if (cell.e) t += ", " + cell.e + " errored";
  if (cell.cls) t += ", " + cell.cls;
  if (cell.tier) t += "; " + TIERS[cell.tier] + " (base " + armText(cell.base) + ", head " + armText(cell.head) + ", " + pts(cell.delta) + ")";
  return t;
}
function caseRows() {
  var cols = S.runner === "" ? D.runners.map(function (_, i) { return i; }) : [Number(S.runner)];
  var rows = [];
  D.cases.forEach(function (c, ci) {
    var cells = cols.map(function (ri) { return cellAt[ci * R + ri]; });
    if (cells.some(function (x) { return x && cellShown(x); })) rows.push({ ci: ci, cells: cells });
  });
  var worst = function (row) { return Math.min.apply(null, row.cells.map(function (x) { return x && x.n ? x.p / x.n : 2; })); };
  var drop = function (row) { return Math.min.apply(null, row.cells.map(function (x) { return x && x.delta !== undefined && x.delta !== null ? x.delta : 2; })); };
  if (S.sort === "worst") rows.sort(function (a, b) { return worst(a) - worst(b) || a.ci - b.ci; });
  if (S.sort === "drop") rows.sort(function (a, b) { return drop(a) - drop(b) || a.ci - b.ci; });
  return { cols: cols, rows: rows };
}
function renderGridSection() {
  var sort = select("g-sort", "Sort", [["suite", "suite order"], ["worst", "lowest pass rate first"]].concat(D.comparison && D.comparison.hasBase ? [["drop", "largest drop first"]] : []), "sort");
  return section("grid", "Cases × runners", [h("div", { class: "pager" }, sort), h("div", { id: "grid-body" })]);
}
function updateGrid() {
  var body = clear(document.getElementById("grid-body"));
  var g = caseRows();
  if (!g.rows.length) { body.appendChild(h("p", { class: "empty" }, "No case matches the filters.")); return; }
  var pages = Math.ceil(g.rows.length / GRID_PAGE);
  if (S.gridPage >= pages) S.gridPage = pages - 1;
  var rows = g.rows.slice(S.gridPage * GRID_PAGE, (S.gridPage + 1) * GRID_PAGE);
  var head = h("tr", null, [h("th", null, "Case"), D.tags.length ? h("th", null, "Tags") : null].concat(g.cols.map(function (ri) { return h("th", null, D.runners[ri].id); })));
  var trs = rows.map(function (row) {
    var c = D.cases[row.ci];
    var tds = [h("td", { class: "case" }, [h("code", null, c.id), c.xf ? h("span", { class: "muted" }, " (expected to fail)") : null])];
    if (D.tags.length) tds.push(h("td", null, c.tags.map(function (t) { return h("span", { class: "chip" }, D.tags[t]); })));
    row.cells.forEach(function (cell) {
      if (!cell) { tds.push(h("td", null, "")); return; }
      var label = cell.n ? cell.p + "/" + cell.n : cell.sk ? "skipped" : "–";
      var sel = S.cell && S.cell.c === cell.c && S.cell.r === cell.r;
      var b = h("button", { type: "button", class: "cell " + rateClass(cell) + (cell.tier ? " t-" + cell.tier : "") + (sel ? " sel" : ""), title: cellTitle(cell), "aria-label": cellTitle(cell), "aria-pressed": sel ? "true" : "false" }, label);
      b.addEventListener("click", function () { selectCell(cell); });
      tds.push(h("td", null, b));
    });
    return h("tr", null, tds);
  });
  body.appendChild(h("div", { class: "scroll" }, h("table", { class: "grid" }, [h("thead", null, head), h("tbody", null, trs)])));
  if (g.rows.length > GRID_PAGE) body.appendChild(pager(g.rows.length, GRID_PAGE, S.gridPage, function (p) { S.gridPage = p; updateGrid(); }, "cases"));
}
function selectCell(cell) {
  S.cell = S.cell && S.cell.c === cell.c && S.cell.r === cell.r ? null : { c: cell.c, r: cell.r };
  S.execPage = 0;
  update();
  if (S.cell) document.getElementById("executions").scrollIntoView({ block: "start" });
}

var SVG = "http://www.w3.org/2000/svg";
function svg(tag, attrs, children) {
  var el = document.createElementNS(SVG, tag);
  for (var k in attrs) if (attrs[k] !== undefined && attrs[k] !== null) el.setAttribute(k, String(attrs[k]));
  add(el, children);
  return el;
}
function renderChartsSection() {
  if (D.meta.runsPerCase < 2) return null;
  return section("charts", "Stability", [h("h3", null, "Pass rate per cell, with its 95% Wilson interval (lowest first)"), h("div", { id: "chart-rates" }), h("h3", null, "Duration of executions, per runner"), h("div", { id: "chart-durations", class: "charts" })]);
}
function updateCharts() {
  var box = document.getElementById("chart-rates");
  if (!box) return;
  clear(box);
  var cells = D.cells.filter(function (c) { return c.n > 0 && cellShown(c); });
  cells.sort(function (a, b) { return a.p / a.n - b.p / b.n || (b.hi - b.lo) - (a.hi - a.lo) || a.c - b.c || a.r - b.r; });
  if (!cells.length) box.appendChild(h("p", { class: "empty" }, "No cell matches the filters."));
  else {
    var pages = Math.ceil(cells.length / CHART_ROWS);
    if (S.chartPage >= pages) S.chartPage = pages - 1;
    var rows = cells.slice(S.chartPage * CHART_ROWS, (S.chartPage + 1) * CHART_ROWS);
    var W = 900, L = 300, RW = W - L - 20, RH = 18, H = rows.length * RH + 24;
    var x = function (v) { return L + v * RW; };
    var kids = [0, 0.25, 0.5, 0.75, 1].map(function (v) { return svg("g", {}, [svg("line", { class: "axis", x1: x(v), x2: x(v), y1: 0, y2: H - 18 }), svg("text", { x: x(v), y: H - 4, "text-anchor": "middle" }, whole(v) + "%")]); });
    rows.forEach(function (c, i) {
      var y = i * RH + 10, label = cellLabel(c), rate = c.p / c.n;
      var lo = c.lo === undefined ? wilson(c.p, c.n)[0] : c.lo, hi = c.hi === undefined ? wilson(c.p, c.n)[1] : c.hi;
      var g = svg("g", { class: "rate-row" }, [svg("title", {}, cellTitle(c)), svg("text", { x: L - 8, y: y + 4, "text-anchor": "end" }, label.length > 48 ? label.slice(0, 47) + "…" : label)]);
      if (c.base) g.appendChild(svg("line", { class: "ci-base", x1: x(c.base[2]), x2: x(c.base[3]), y1: y - 5, y2: y - 5 }));
      g.appendChild(svg("line", { class: "ci", x1: x(lo), x2: x(hi), y1: y, y2: y }));
      g.appendChild(svg("circle", { class: "dot c-" + (c.cls || "none"), cx: x(rate), cy: y, r: 5 }));
      kids.push(g);
    });
    box.appendChild(svg("svg", { viewBox: "0 0 " + W + " " + H, width: W, height: H, role: "img", "aria-label": "Pass rate per cell with 95% interval" }, kids));
    if (cells.length > CHART_ROWS) box.appendChild(pager(cells.length, CHART_ROWS, S.chartPage, function (p) { S.chartPage = p; updateCharts(); }, "cells"));
    if (D.comparison && D.comparison.hasBase) box.appendChild(h("p", { class: "muted" }, "Dashed grey: the base's interval."));
  }
  updateDurations();
}
function updateDurations() {
  var box = clear(document.getElementById("chart-durations"));
  var byRunner = D.runners.map(function () { return []; });
  D.executions.forEach(function (e, i) { if (e.s !== "skipped" && execPasses(i)) byRunner[e.r].push(e.d); });
  var all = [].concat.apply([], byRunner).sort(function (a, b) { return a - b; });
  if (!all.length) { box.appendChild(h("p", { class: "empty" }, "No execution matches the filters.")); return; }
  var top = all[Math.min(all.length - 1, Math.floor(all.length * 0.99))] || 1, BINS = 24;
  byRunner.forEach(function (ds, ri) {
    if (!ds.length || ri >= 24) return;
    var bins = []; for (var b = 0; b < BINS; b++) bins.push(0);
    ds.forEach(function (d) { bins[Math.min(BINS - 1, Math.floor(d / top * BINS))]++; });
    var max = Math.max.apply(null, bins), W = 300, H = 110, BW = (W - 20) / BINS;
    var sorted = ds.slice().sort(function (a, b) { return a - b; });
    var q = function (p) { return sorted[Math.min(sorted.length - 1, Math.floor(p * (sorted.length - 1)))]; };
    var kids = [svg("line", { class: "axis", x1: 10, x2: W - 10, y1: H - 20, y2: H - 20 })];
    bins.forEach(function (n, b) { if (n) kids.push(svg("rect", { class: "bar", x: 10 + b * BW, y: H - 20 - n / max * (H - 30), width: Math.max(1, BW - 1), height: n / max * (H - 30) }, svg("title", {}, num(n) + " executions, " + dur(b * top / BINS) + "–" + dur((b + 1) * top / BINS)))); });
    kids.push(svg("text", { x: 10, y: H - 6 }, "0"), svg("text", { x: W - 10, y: H - 6, "text-anchor": "end" }, "≥" + dur(top)));
    box.appendChild(h("figure", { class: "card" }, [svg("svg", { viewBox: "0 0 " + W + " " + H, width: W, height: H, role: "img", "aria-label": "Durations of " + D.runners[ri].id }, kids),
      h("figcaption", null, [h("code", null, D.runners[ri].id), " · " + plural(ds.length, "execution") + " · median " + dur(q(0.5)) + " · p90 " + dur(q(0.9))])]));
  });
}
`;

// The data the HTML report embeds: short keys and indexes instead of repeated
// ids, so 100,000 executions stay tens of megabytes. Every text is plain
// (control and bidi characters removed); the page only ever shows it with
// textContent. Types here are the contract with the page script (client.ts).
function buildPayload(model, view, options) {
    const { run } = model;
    const text = (s, max) => truncate(plainText(s ?? ""), max).text;
    const caseIndex = new Map(run.plan.cases.map((id, i) => [id, i]));
    const caseInfo = new Map(run.cases.map((c) => [c.id, c]));
    for (const c of view.cells)
        if (!caseIndex.has(c.caseId))
            caseIndex.set(c.caseId, caseIndex.size);
    const runnerIndex = new Map(view.runners.map((r, i) => [r.runner.id, i]));
    const tags = [...new Set(run.cases.flatMap((c) => c.tags))].sort();
    const tagIndex = new Map(tags.map((t, i) => [t, i]));
    const cases = [...caseIndex.keys()].map((id) => {
        const info = caseInfo.get(id);
        return {
            id: text(id, 500),
            tags: (info?.tags ?? []).map((t) => tagIndex.get(t)),
            prompt: text(info?.prompt, 4_000),
            src: info ? `${info.source.file}${info.source.line ? `:${info.source.line}` : ""}` : "",
            xf: info?.expectedFail ?? false,
            ...(info?.skip ? { skip: text(info.skip, 500) } : {}),
        };
    });
    const cells = view.cells.map((c) => {
        const s = c.stability;
        const cmp = c.comparison;
        return {
            c: caseIndex.get(c.caseId),
            r: runnerIndex.get(c.runnerId),
            n: c.counts.runs, p: c.counts.passed, f: c.counts.failed, e: c.counts.errored, sk: c.counts.skipped, xf: c.counts.expectedFailed,
            ...(s ? { lo: s.wilson.low, hi: s.wilson.high, cls: s.classification, cons: s.consistency, dur: [s.durationMs.mean, s.durationMs.p50, s.durationMs.p90, s.durationMs.min, s.durationMs.max] } : {}),
            ...(cmp ? comparisonFields(cmp) : {}),
        };
    });
    const transcripts = [];
    let excerptBudget = options.excerptBudget ?? 20_000_000;
    let excerptsDropped = 0;
    const executions = run.results.map((r) => {
        const failing = !r.passed && r.status !== "skipped";
        const e = { c: caseIndex.get(r.caseId), r: runnerIndex.get(r.runnerId), k: r.run, s: r.status, d: Math.round(r.durationMs), a: r.artifactDir, x: -1 };
        const tokens = resultTokens(r);
        if (tokens !== undefined)
            e.t = tokens;
        if (r.costUsd !== undefined)
            e.$ = r.costUsd;
        if (failing) {
            e.m = text(failureMessage(r), 500);
            if (r.failureClass?.label)
                e.fc = text(r.failureClass.label, 100);
            if (r.error && !isFailure(r))
                e.e = text(`${r.error.name}: ${r.error.message}`, 2_000);
        }
        if (r.finalOutput) {
            const max = failing ? (options.failureOutputChars ?? 2_000) : (options.otherOutputChars ?? 300);
            if (failing || excerptBudget > 0) {
                const cut = truncate(plainText(r.finalOutput), max);
                e.o = cut.text;
                if (cut.cut > 0)
                    e.oc = cut.cut;
                excerptBudget -= cut.text.length;
            }
            else
                excerptsDropped++;
        }
        if (r.assertions.length > 0) {
            e.as = r.assertions.slice(0, 50).map((a) => [a.passed, text(a.name, 200), text(a.message ?? "", 1_000), a.location ? `${a.location.file}${a.location.line ? `:${a.location.line}` : ""}` : "", a.soft ?? false]);
        }
        if (r.dialog) {
            const d = r.dialog;
            e.dl = {
                end: d.ended,
                max: d.maxTurns,
                turns: d.turns.slice(0, 100).map((t) => [t.turn, text(t.user, 1_000), t.agent === undefined ? null : text(t.agent, 2_000), t.reached.map((id) => text(id, 200)), text(t.error ?? "", 500)]),
                cps: d.checkpoints.slice(0, 100).map((c) => [text(c.id, 200), c.required, c.reached, c.reachedAtTurn ?? 0]),
            };
        }
        const transcript = options.transcripts?.byArtifactDir.get(r.artifactDir);
        if (transcript)
            e.x = transcripts.push(transcript) - 1;
        return e;
    });
    const set = options.transcripts;
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
        notes.unshift(text(`Adaptive runs (${run.adaptive.minRuns}–${run.adaptive.maxRuns} per cell): ${run.adaptive.message}.`, 500));
    if (excerptsDropped > 0)
        notes.push(`${excerptsDropped.toLocaleString("en-US")} passing executions show no output excerpt, to keep the page small.`);
    const counts = view.counts;
    const st = view.stability.summary;
    return {
        v: 1,
        title: text(options.title, 200),
        meta: {
            suite: text(run.suite.path, 500),
            startedAt: run.startedAt,
            endedAt: run.endedAt,
            version: text(run.tool.version, 50),
            commit: run.environment.commit ? { sha: text(run.environment.commit.sha, 64), ref: text(run.environment.commit.ref, 200) } : null,
            runsPerCase: run.plan.runs,
            shard: run.plan.shard ?? null,
            node: text(run.environment.node, 50),
            platform: text(run.environment.platform, 50),
            links: safeLinks(model.links),
        },
        summary: {
            runs: counts.runs, passed: counts.passed, failed: counts.failed, errored: counts.errored, skipped: counts.skipped, xf: counts.expectedFailed, xp: counts.unexpectedPassed,
            durationMs: run.summary.durationMs, tokens: run.summary.totalTokens ?? null, cost: run.summary.costUsd ?? null,
            cells: st.cells, stable: st.stableCells, unstable: st.unstableCells, notRun: run.summary.notRun, cancelled: run.summary.cancelled,
        },
        runners: view.runners.map((r) => ({
            id: text(r.runner.id, 200), type: text(r.runner.type, 100), model: text(r.runner.model, 200), version: text(r.runner.version, 100),
            n: r.counts.runs, p: r.counts.passed, f: r.counts.failed, e: r.counts.errored, durationMs: r.durationMs, tokens: r.tokens, cost: r.costUsd, stable: r.stableCells, unstable: r.unstableCells,
        })),
        tags: tags.map((t) => text(t, 100)),
        cases,
        cells,
        executions,
        comparison: model.comparison ? comparisonPayload(model.comparison, text) : null,
        tierLabels: Object.fromEntries(Object.entries(TIER_LABELS).map(([tier, l]) => [tier, l.label])),
        tierOrder: TIER_ORDER,
        transcripts,
        pairs: (options.sideBySide ?? []).flatMap((p) => {
            const c = caseIndex.get(p.caseId);
            const r = runnerIndex.get(p.runnerId);
            if (c === undefined || r === undefined)
                return [];
            const side = (s) => ({ k: s.run, ok: s.passed, steps: s.steps.map(([kind, t]) => [kind, text(t, 300)]), more: s.omitted });
            return [{ c, r, b: side(p.base), h: side(p.head), rows: p.rows, div: p.diverge }];
        }),
        notes,
    };
}
function arm(a) {
    if (!a)
        return null;
    const valid = a.runs - (a.errored ?? 0);
    return [a.passed, valid, a.wilson?.low ?? 0, a.wilson?.high ?? 1];
}
function comparisonFields(c) {
    return {
        tier: c.tier, base: arm(c.base), head: arm(c.head), delta: c.delta, pv: c.pValue, padj: c.adjustedPValue,
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
function comparisonPayload(c, text) {
    const v = VERDICT_LABELS[c.verdict];
    return {
        verdict: c.verdict,
        label: v.label,
        reason: text(c.reason, 2_000),
        hasBase: c.suite.base !== null,
        suite: c.suite,
        totals: c.totals,
        alpha: c.alpha,
        margin: c.margin,
        baseline: c.baseline ?? null,
        warnings: c.warnings.map((w) => text(w, 1_000)),
        treatment: c.treatment ? treatmentPayload(c.treatment, text) : null,
        // Cells only the baseline has: the grid cannot show them.
        removed: c.cells.filter((x) => x.tier === "removed").map((x) => ({ caseId: text(x.caseId, 500), runnerId: text(x.runnerId, 200), ...comparisonFields(x) })),
    };
}
function treatmentPayload(t, text) {
    const list = (files) => files.slice(0, 1_000).map((f) => text(f, 500));
    const more = (files) => Math.max(0, files.length - 1_000);
    return {
        known: t.known,
        files: { added: list(t.files.added), removed: list(t.files.removed), modified: list(t.files.modified), omittedChanged: t.files.omittedChanged, more: more(t.files.added) + more(t.files.removed) + more(t.files.modified) },
        settings: t.settings.slice(0, 200).map((s) => ({ runnerId: text(s.runnerId, 200), field: text(s.field, 500), base: text(s.base, 500), head: text(s.head, 500) })),
        versions: t.versions.map((v) => ({ runnerId: text(v.runnerId, 200), base: text(v.base, 100), head: text(v.head, 100) })),
    };
}
function safeLinks(links) {
    const out = {};
    for (const [k, v] of Object.entries(links ?? {}))
        if (typeof v === "string" && /^https?:\/\//iu.test(v))
            out[k] = v;
    return out;
}

// The HTML report's stylesheet: inline (the page makes no requests), light and
// dark, pass rates as an 11-step red → green scale (r0 … r10) that never
// carries meaning alone (every cell also shows its counts). Below 640 px wide
// tables stack into one block per row, each cell labelled with its column.
const STYLE = `
:root { color-scheme: light dark; --bg: #fff; --fg: #1f2328; --muted: #59636e; --line: #d1d9e0; --panel: #f6f8fa; --accent: #0969da;
  --pass: #1a7f37; --fail: #cf222e; --err: #8250df; --warn: #9a6700; --skip: #818b98; --code: #eff2f5; }
@media (prefers-color-scheme: dark) { :root { --bg: #0d1117; --fg: #e6edf3; --muted: #9198a1; --line: #3d444d; --panel: #151b23; --accent: #4493f8;
  --pass: #3fb950; --fail: #f85149; --err: #ab7df8; --warn: #d29922; --skip: #9198a1; --code: #1f2630; } }
* { box-sizing: border-box; }
body { margin: 0; font: 14px/1.45 system-ui, -apple-system, "Segoe UI", sans-serif; background: var(--bg); color: var(--fg); }
main { max-width: 1400px; margin: 0 auto; padding: 16px 24px 64px; }
h1 { font-size: 22px; margin: 8px 0 4px; } h2 { font-size: 17px; margin: 28px 0 10px; border-bottom: 1px solid var(--line); padding-bottom: 4px; }
h3 { font-size: 14px; margin: 16px 0 6px; }
.sub, .muted { color: var(--muted); } .sub { margin: 0 0 12px; }
a { color: var(--accent); }
code, pre, .mono { font: 12px/1.45 ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; }
code { background: var(--code); padding: 1px 4px; border-radius: 4px; }
pre { background: var(--code); padding: 8px 10px; border-radius: 6px; white-space: pre-wrap; word-break: break-word; margin: 4px 0 8px; max-height: 480px; overflow: auto; }
.verdict { border-left: 4px solid var(--muted); background: var(--panel); padding: 10px 14px; border-radius: 6px; margin: 12px 0; }
.verdict strong { font-size: 15px; }
.verdict.regression { border-color: var(--fail); } .verdict.possible-regression { border-color: var(--warn); }
.verdict.improvement, .verdict.no-change { border-color: var(--pass); }
.notes { border-left: 4px solid var(--warn); background: var(--panel); padding: 6px 14px; border-radius: 6px; margin: 12px 0; }
.notes p { margin: 4px 0; }
.cards { display: grid; grid-template-columns: repeat(auto-fill, minmax(180px, 1fr)); gap: 10px; margin: 12px 0; }
.card { border: 1px solid var(--line); border-radius: 8px; padding: 10px 12px; background: var(--panel); }
.card .label { color: var(--muted); font-size: 12px; } .card .value { font-size: 22px; font-weight: 600; } .card .detail { font-size: 12px; color: var(--muted); }
.card .value .ci { font-size: 14px; font-weight: 400; color: var(--muted); }
table { border-collapse: collapse; width: 100%; }
th, td { text-align: left; padding: 5px 8px; border-bottom: 1px solid var(--line); vertical-align: top; }
th { font-weight: 600; font-size: 12px; color: var(--muted); position: sticky; top: 0; background: var(--bg); }
td.num, th.num { text-align: right; font-variant-numeric: tabular-nums; }
.scroll { overflow-x: auto; }
.filters { position: sticky; top: 0; z-index: 5; display: flex; flex-wrap: wrap; gap: 8px; align-items: center; background: var(--bg); padding: 10px 0; border-bottom: 1px solid var(--line); }
.filters label { display: flex; gap: 4px; align-items: center; font-size: 12px; color: var(--muted); }
input, select, button { font: inherit; color: inherit; background: var(--bg); border: 1px solid var(--line); border-radius: 6px; padding: 4px 8px; }
input[type=search] { min-width: 260px; }
button { cursor: pointer; } button:hover { border-color: var(--accent); } button:disabled { opacity: .5; cursor: default; }
.chip { display: inline-flex; gap: 4px; align-items: center; border: 1px solid var(--line); border-radius: 12px; padding: 1px 8px; font-size: 12px; margin: 0 4px 4px 0; }
.chip.active { border-color: var(--accent); color: var(--accent); }
.count { font-size: 12px; color: var(--muted); margin-left: auto; }
.pager { display: flex; gap: 8px; align-items: center; margin: 8px 0; font-size: 12px; color: var(--muted); }
.grid td.case { max-width: 360px; word-break: break-word; }
.grid button.cell { min-width: 64px; border: 2px solid transparent; font-variant-numeric: tabular-nums; color: #111; }
.grid button.cell.sel { outline: 2px solid var(--accent); outline-offset: 1px; }
.grid button.cell.t-regressed { border-color: var(--fail); border-style: solid; } .grid button.cell.t-possible-regression { border-color: var(--warn); border-style: dashed; }
.grid button.cell.t-improved, .grid button.cell.t-possible-improvement { border-color: var(--pass); border-style: dashed; }
.r0 { background: #f4a3a3; } .r1 { background: #f5b09b; } .r2 { background: #f6bd93; } .r3 { background: #f7ca8b; } .r4 { background: #f5d685; }
.r5 { background: #ecdd84; } .r6 { background: #dce187; } .r7 { background: #c8e28d; } .r8 { background: #b3df95; } .r9 { background: #9fdb9d; } .r10 { background: #8fd6a3; }
.rerr { background: #d8c8f5; } .rskip, .rnone { background: var(--panel); color: var(--muted) !important; }
.st { font-weight: 600; white-space: nowrap; }
.st-passed, .st-expected-failed { color: var(--pass); } .st-failed, .st-unexpected-passed { color: var(--fail); } .st-errored { color: var(--err); } .st-skipped { color: var(--skip); }
.tier { white-space: nowrap; } .tier-regressed { color: var(--fail); font-weight: 600; } .tier-possible-regression { color: var(--warn); }
.tier-improved, .tier-possible-improvement { color: var(--pass); }
tr.exec td { cursor: default; } tr.exec button.toggle { padding: 0 6px; }
tr.detail > td { background: var(--panel); padding: 10px 14px 14px; }
.facts { display: flex; flex-wrap: wrap; gap: 4px 16px; font-size: 12px; color: var(--muted); margin-bottom: 6px; }
.events { border-left: 2px solid var(--line); padding-left: 10px; }
.ev { margin: 6px 0; } .ev .kind { display: inline-block; min-width: 64px; font-size: 11px; font-weight: 600; text-transform: uppercase; color: var(--muted); }
.ev.k-err .kind, .ev.is-err .kind { color: var(--fail); } .ev.k-msg.role-assistant .kind { color: var(--accent); }
.ev pre { margin: 2px 0 0; max-height: 320px; }
ul.asserts { margin: 4px 0 8px; padding-left: 18px; } ul.asserts li.ok::marker { color: var(--pass); } ul.asserts li.ko::marker { color: var(--fail); }
svg { display: block; max-width: 100%; height: auto; } svg text { fill: var(--fg); font: 11px system-ui, sans-serif; }
svg .axis { stroke: var(--line); } svg .ci { stroke: var(--muted); stroke-width: 2; } svg .ci-base { stroke: var(--skip); stroke-width: 2; stroke-dasharray: 3 2; }
svg .dot { stroke: var(--bg); stroke-width: 1; } svg .bar { fill: var(--accent); opacity: .8; }
svg .c-stable { fill: var(--pass); } svg .c-mostly-stable { fill: #6cab3c; } svg .c-unstable { fill: var(--warn); } svg .c-highly-unstable { fill: var(--fail); } svg .c-none { fill: var(--skip); }
.charts { display: grid; grid-template-columns: repeat(auto-fill, minmax(300px, 1fr)); gap: 12px; }
.empty { color: var(--muted); font-style: italic; padding: 8px 0; }
tr.bh-row > td { background: var(--panel); border-bottom: 1px solid var(--line); } ul.behaviour { margin: 2px 0 2px; padding-left: 18px; }
details.pair { margin: 8px 0; } details.pair > summary { cursor: pointer; padding: 4px 0; }
table.side-by-side td.step { width: 46%; word-break: break-word; } table.side-by-side td.step.none { background: var(--panel); }
table.side-by-side tr.only td.step:not(.none) { background: color-mix(in srgb, var(--warn) 12%, transparent); }
table.side-by-side tr.diverge td { border-top: 2px solid var(--fail); } table.side-by-side td.mark { color: var(--fail); font-weight: 600; white-space: nowrap; }
table.side-by-side .kind { display: inline-block; min-width: 48px; font-size: 11px; font-weight: 600; text-transform: uppercase; color: var(--muted); }
footer { margin-top: 40px; font-size: 12px; color: var(--muted); }
code { overflow-wrap: anywhere; }
@media (max-width: 640px) {
  main { padding: 8px 12px 48px; }
  .cards { grid-template-columns: 1fr 1fr; } .card .value { font-size: 18px; }
  table, thead, tbody, tr, th, td { display: block; width: auto; }
  thead { display: none; }
  tr { border-bottom: 1px solid var(--line); padding: 6px 0; }
  td, td.num { border: 0; padding: 2px 0; text-align: left; max-width: none; }
  td[data-label]::before { content: attr(data-label) ": "; color: var(--muted); font-size: 12px; }
  .grid td.case { max-width: none; }
  tr.detail > td { padding: 8px; }
  input[type=search] { min-width: 0; width: 100%; }
  .filters { position: static; }
  .filters label { flex: 1 1 40%; } .filters select { flex: 1; min-width: 0; }
  .charts { grid-template-columns: 1fr; }
  pre { max-width: 100%; }
}
`;

// The HTML report's trend section: main's pass rate over its last runs with
// the 95% interval as a band (and this PR's point), markers where the agent
// CLI or the treatment changed, cost and duration per run, and one small chart
// per cell. Static inline SVG: drawn without script, with no request at all.
const TREND_STYLE = `
#trends { max-width: 1400px; margin: 0 auto; padding: 0 24px 48px; }
#trends svg { display: block; max-width: 100%; height: auto; overflow: visible; }
#trends .axis { stroke: var(--line); stroke-width: 1; } #trends .grid { stroke: var(--line); stroke-dasharray: 2 4; }
#trends .band { fill: var(--accent); fill-opacity: .15; stroke: none; }
#trends .rate { fill: none; stroke: var(--accent); stroke-width: 2; }
#trends .pt { fill: var(--accent); } #trends .pt.head { fill: var(--warn); stroke: var(--fg); stroke-width: 1; }
#trends .change { stroke: var(--warn); stroke-dasharray: 4 3; } #trends .change-label { fill: var(--warn); font-size: 11px; }
#trends text { fill: var(--muted); font-size: 11px; font-family: system-ui, sans-serif; }
#trends .bar { fill: var(--accent); fill-opacity: .7; } #trends .bar.head { fill: var(--warn); }
#trends .spark-pass { fill: var(--pass); } #trends .spark-none { fill: var(--line); }
#trends .small { display: grid; grid-template-columns: repeat(auto-fill, minmax(260px, 1fr)); gap: 6px 16px; margin: 8px 0; }
#trends .small div { display: flex; gap: 8px; align-items: center; font-size: 12px; }
#trends .small code { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; max-width: 140px; }
#trends .flaky { color: var(--warn); font-weight: 600; }
#trends .pair { display: grid; grid-template-columns: repeat(auto-fit, minmax(320px, 1fr)); gap: 16px; }
`;
const W = 720;
const PAD = { left: 44, right: 12, top: 14, bottom: 34 };
function label$1(p) {
    return p.commit ? p.commit.slice(0, 7) : p.time.slice(0, 10);
}
function tip(p, name) {
    const extra = [p.costUsd !== undefined ? formatCost(p.costUsd) : "", formatDuration(p.durationMs), ...p.changes].filter(Boolean).join(" · ");
    return `${name} ${p.time.replace("T", " ").replace(/\.\d+Z$/u, " UTC")}: ${p.passed}/${p.runs} passed, ${formatRateWithInterval(p.passed, p.runs)}${extra ? ` · ${extra}` : ""}`;
}
function xOf(i, n) {
    const inner = W - PAD.left - PAD.right;
    return n <= 1 ? PAD.left + inner / 2 : PAD.left + (inner * i) / (n - 1);
}
const fixed = (n) => n.toFixed(1);
function rateChart(trend) {
    const H = 240;
    const points = [...trend.main, ...(trend.head ? [trend.head] : [])];
    const n = points.length;
    const y = (rate) => PAD.top + (1 - rate) * (H - PAD.top - PAD.bottom);
    const m = trend.main.length;
    const band = [...trend.main.map((p, i) => `${fixed(xOf(i, n))},${fixed(y(p.high))}`), ...trend.main.map((p, i) => `${fixed(xOf(i, n))},${fixed(y(p.low))}`).reverse()].join(" ");
    const line = trend.main.map((p, i) => `${fixed(xOf(i, n))},${fixed(y(p.rate))}`).join(" ");
    const grid = [0, 0.25, 0.5, 0.75, 1].map((r) => `<line class="grid" x1="${PAD.left}" x2="${W - PAD.right}" y1="${fixed(y(r))}" y2="${fixed(y(r))}"/><text x="${PAD.left - 6}" y="${fixed(y(r) + 4)}" text-anchor="end">${r * 100}%</text>`).join("");
    const every = Math.max(1, Math.ceil(n / 12));
    const ticks = points.map((p, i) => (i % every === 0 || i === n - 1 ? `<text x="${fixed(xOf(i, n))}" y="${H - PAD.bottom + 16}" text-anchor="middle">${escapeHtml(i >= m && trend.head ? trend.head.label : label$1(p))}</text>` : "")).join("");
    // Labels beside the markers only while they cannot run into each other; the list below has them all.
    const roomy = n <= 1 || xOf(1, n) - xOf(0, n) >= 120;
    const changes = trend.main
        .map((p, i) => (p.changes.length ? `<g class="marker"><line class="change" x1="${fixed(xOf(i, n))}" x2="${fixed(xOf(i, n))}" y1="${PAD.top}" y2="${H - PAD.bottom}"/>${roomy ? `<text class="change-label" x="${fixed(xOf(i, n) + 3)}" y="${PAD.top + 10}">${escapeHtml(p.changes.join("; "))}</text>` : ""}<title>${escapeHtml(`${label$1(p)}: ${p.changes.join("; ")}`)}</title></g>` : ""))
        .join("");
    const dots = trend.main.map((p, i) => `<circle class="pt" cx="${fixed(xOf(i, n))}" cy="${fixed(y(p.rate))}" r="3.5"><title>${escapeHtml(tip(p, label$1(p)))}</title></circle>`).join("");
    const head = trend.head
        ? `<circle class="pt head" cx="${fixed(xOf(m, n))}" cy="${fixed(y(trend.head.rate))}" r="5"><title>${escapeHtml(tip(trend.head, trend.head.label))}</title></circle>`
        : "";
    const title = `Pass rate on main over ${plural(m, "run")}, with its 95% interval${trend.head ? `, and ${trend.head.label}` : ""}`;
    return `<svg class="trend-rate" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" role="img" aria-label="${escapeHtml(title)}"><title>${escapeHtml(title)}</title>${grid}<line class="axis" x1="${PAD.left}" x2="${W - PAD.right}" y1="${H - PAD.bottom}" y2="${H - PAD.bottom}"/>${m > 1 ? `<polygon class="band" points="${band}"/><polyline class="rate" points="${line}"/>` : ""}${changes}${dots}${head}${ticks}</svg>`;
}
function barChart(trend, cls, name, value, format) {
    const H = 120;
    const points = [...trend.main, ...(trend.head ? [trend.head] : [])];
    const values = points.map(value);
    const known = values.filter((v) => v !== undefined);
    if (known.length === 0)
        return "";
    const max = Math.max(...known) || 1;
    const n = points.length;
    const inner = W - PAD.left - PAD.right;
    const width = Math.max(2, Math.min(28, (inner / n) * 0.7));
    const bars = values
        .map((v, i) => {
        if (v === undefined)
            return "";
        const h = (v / max) * (H - PAD.top - 20);
        const head = trend.head && i === n - 1 ? " head" : "";
        const who = head ? trend.head.label : label$1(points[i]);
        return `<rect class="bar${head}" x="${fixed(xOf(i, n) - width / 2)}" y="${fixed(H - 20 - h)}" width="${fixed(width)}" height="${fixed(Math.max(h, 0.5))}"><title>${escapeHtml(`${who}: ${format(v)}`)}</title></rect>`;
    })
        .join("");
    return `<figure><figcaption class="muted">${escapeHtml(name)} per run (max ${escapeHtml(format(max))})</figcaption><svg class="${cls}" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" role="img" aria-label="${escapeHtml(name)} per run"><line class="axis" x1="${PAD.left}" x2="${W - PAD.right}" y1="${H - 20}" y2="${H - 20}"/>${bars}</svg></figure>`;
}
function spark(cell) {
    const n = cell.points.length;
    const w = Math.max(60, Math.min(200, n * 8));
    const h = 24;
    const step = w / Math.max(n, 1);
    const bars = cell.points
        .map((p, i) => {
        const x = fixed(i * step + 0.5);
        const bw = fixed(Math.max(1, step - 1));
        if (!p || p.runs === 0)
            return `<rect class="spark-none" x="${x}" y="${h - 1}" width="${bw}" height="1"/>`;
        const bh = Math.max(1, (p.passed / p.runs) * h);
        return `<rect class="spark-pass" x="${x}" y="${fixed(h - bh)}" width="${bw}" height="${fixed(bh)}"><title>${p.passed}/${p.runs} passed</title></rect>`;
    })
        .join("");
    return `<svg class="spark" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}" role="img" aria-label="pass rate per run">${bars}</svg>`;
}
const MAX_CELL_CHARTS = 300;
/** The section, or "" without history. */
function trendsHtml(trend) {
    if (!trend || trend.main.length === 0)
        return "";
    const m = trend.main.length;
    const cells = trend.cells.slice(0, MAX_CELL_CHARTS);
    const small = cells
        .map((c) => `<div>${spark(c)}<code title="${escapeHtml(`${c.caseId} × ${c.runnerId}`)}">${escapeHtml(c.caseId)}</code><span class="muted">${escapeHtml(c.runnerId)}</span>${c.flaky ? '<span class="flaky">flaky on main</span>' : ""}</div>`)
        .join("");
    const changes = trend.main.flatMap((p) => p.changes.map((c) => `<li><code>${escapeHtml(label$1(p))}</code> ${escapeHtml(c)}</li>`));
    return [
        '<section id="trends">',
        `<h2>Trend on main <span class="muted">(last ${plural(m, "run")})</span></h2>`,
        rateChart(trend),
        changes.length ? `<h3>Changes</h3><ul class="changes">${changes.join("")}</ul>` : "",
        `<div class="pair">${barChart(trend, "trend-cost", "Cost", (p) => p.costUsd, (v) => formatCost(v))}${barChart(trend, "trend-duration", "Duration", (p) => p.durationMs, (v) => formatDuration(v))}</div>`,
        `<h3>Per cell <span class="muted">(${plural(trend.cells.length, "cell")}${trend.flaky.length ? `, ${trend.flaky.length} flaky on main` : ""})</span></h3>`,
        `<div class="small">${small}</div>`,
        trend.cells.length > cells.length ? `<p class="muted">… and ${trend.cells.length - cells.length} more cells.</p>` : "",
        "</section>",
    ].join("\n");
}

// The HTML report (-o report.html): one self-contained file that works from
// file:// and as an uploaded artifact. The data sits in a JSON script block
// (with "<" written as \u003c, so no text inside can close it); a small inline
// script renders it with textContent only; a Content-Security-Policy allows
// exactly that script and that stylesheet (by hash) and no request at all.
const CLIENT_SCRIPT = `(function () {${CLIENT_CORE}${CLIENT_GRID}${CLIENT_EXECUTIONS}})();`;
const PAGE_STYLE = `${STYLE}${TREND_STYLE}`;
function renderHtml(model, options = {}) {
    const title = options.title ?? "agent-bench report";
    const payload = buildPayload(model, buildView(model), { ...options, title });
    return [
        ...htmlHead({ title, style: PAGE_STYLE, script: CLIENT_SCRIPT, generator: model.run.tool.version }),
        "<body>",
        '<main id="app"><noscript>This report needs JavaScript to show its data; results.json in the artifacts has the same data.</noscript></main>',
        ...(model.trend ? [trendsHtml(model.trend)] : []),
        `<script type="application/json" id="agent-bench-data">${scriptSafeJson(payload)}</script>`,
        `<script>${CLIENT_SCRIPT}</script>`,
        "</body>",
        "</html>",
        "",
    ].join("\n");
}
/** The document up to <body>: a Content-Security-Policy that allows exactly this stylesheet (and script) and no request. */
function htmlHead(page) {
    const csp = [
        "default-src 'none'",
        ...(page.script ? [`script-src '${hash(page.script)}'`] : []),
        `style-src '${hash(page.style)}'`,
        "img-src data:",
        "base-uri 'none'",
        "form-action 'none'",
    ].join("; ");
    return [
        "<!doctype html>",
        '<html lang="en">',
        "<head>",
        '<meta charset="utf-8">',
        `<meta http-equiv="Content-Security-Policy" content="${csp}">`,
        '<meta name="viewport" content="width=device-width, initial-scale=1">',
        '<meta name="referrer" content="no-referrer">',
        ...(page.generator ? [`<meta name="generator" content="agent-bench ${escapeHtml(page.generator)}">`] : []),
        `<title>${escapeHtml(page.title)}</title>`,
        `<style>${page.style}</style>`,
        "</head>",
    ];
}
/** JSON that cannot end its <script> element or start a comment in it, whatever its strings hold. */
function scriptSafeJson(value) {
    return JSON.stringify(value).replace(/[<>&\u2028\u2029]/gu, (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, "0")}`);
}
function hash(text) {
    return `sha256-${createHash("sha256").update(text, "utf8").digest("base64")}`;
}

// The event log as JSON Lines: start, one line per execution, one per cell's
// stability, then the summary. The engine streams the same lines into
// results.jsonl and every -o *.jsonl while the run goes (src/execute/sink.ts);
// this renders them after the fact, for a finished run.
function* runEvents(model) {
    const { run } = model;
    yield { type: "start", at: run.startedAt, tool: run.tool, suite: run.suite, plan: run.plan, environment: run.environment, cases: run.cases };
    for (const result of run.results)
        yield { type: "execution", at: result.endedAt, result };
    for (const cell of model.stability?.cells ?? [])
        yield { type: "stability", at: run.endedAt, cell };
    yield { type: "summary", at: run.endedAt, summary: run.summary };
}
function renderJsonl(model) {
    let text = "";
    for (const line of runEvents(model))
        text += `${JSON.stringify(line)}\n`;
    return text;
}

// JUnit XML (-o results.xml), so CI tools that read test results (GitLab,
// Jenkins, dorny/test-reporter, EnricoMi's publisher) show agent-bench's:
// one <testsuite> per runner, one <testcase> per case with its runs as
// properties, and one <failure>, <error> or <skipped> element per case.
// XML 1.0 allows tab, newline, carriage return, and U+0020–U+D7FF, U+E000–U+FFFD, U+10000–U+10FFFF.
const XML_FORBIDDEN = /[^\t\n\r\u0020-\ud7ff\ue000-\ufffd\u{10000}-\u{10ffff}]/gu;
function xmlText(text) {
    return text.replace(XML_FORBIDDEN, "").replace(/[<>&]/gu, (ch) => (ch === "<" ? "&lt;" : ch === ">" ? "&gt;" : "&amp;"));
}
/** Attribute values keep their line breaks and tabs as character references (parsers turn raw ones into spaces). */
function xmlAttr(text) {
    return xmlText(text).replace(/["\n\r\t]/gu, (ch) => ({ '"': "&quot;", "\n": "&#10;", "\r": "&#13;", "\t": "&#9;" })[ch]);
}
function renderJunit(model, options = {}) {
    const view = buildView(model);
    const suites = view.runners.map((r) => testsuite(view, r.runner.id, r.cells, options));
    const totals = suites.reduce((t, s) => ({ tests: t.tests + s.tests, failures: t.failures + s.failures, errors: t.errors + s.errors, skipped: t.skipped + s.skipped }), { tests: 0, failures: 0, errors: 0, skipped: 0 });
    const { run } = model;
    return [
        '<?xml version="1.0" encoding="UTF-8"?>',
        `<testsuites name="${xmlAttr(options.name ?? "agent-bench")}" tests="${totals.tests}" failures="${totals.failures}" errors="${totals.errors}" skipped="${totals.skipped}" time="${seconds(run.summary.durationMs)}" timestamp="${xmlAttr(run.startedAt)}">`,
        ...suites.map((s) => s.xml),
        "</testsuites>",
        "",
    ].join("\n");
}
function testsuite(view, runnerId, cells, options) {
    const { run } = view.model;
    const runner = view.runners.find((r) => r.runner.id === runnerId).runner;
    const cases = cells.map((c) => testcase(c, options.excerptChars ?? 2000));
    const count = (kind) => cases.filter((c) => c.kind === kind).length;
    const time = cells.reduce((t, c) => t + c.results.reduce((s, r) => s + (r.status === "skipped" ? 0 : r.durationMs), 0), 0);
    const props = [
        property("runner.type", runner.type),
        runner.model ? property("runner.model", runner.model) : "",
        runner.version ? property("runner.version", runner.version) : "",
        property("suite", run.suite.path),
        property("runs_per_case", String(run.plan.runs)),
        run.environment.commit ? property("commit", run.environment.commit.sha) : "",
    ].filter(Boolean);
    const xml = [
        `  <testsuite name="${xmlAttr(runnerId)}" tests="${cases.length}" failures="${count("failure")}" errors="${count("error")}" skipped="${count("skipped")}" time="${seconds(time)}" timestamp="${xmlAttr(run.startedAt)}">`,
        "    <properties>",
        ...props.map((p) => `      ${p}`),
        "    </properties>",
        ...cases.map((c) => c.xml),
        "  </testsuite>",
    ].join("\n");
    return { xml, tests: cases.length, failures: count("failure"), errors: count("error"), skipped: count("skipped") };
}
function property(name, value) {
    return `<property name="${xmlAttr(name)}" value="${xmlAttr(plainText(value))}"/>`;
}
function testcase(cell, excerptChars) {
    const c = cell.counts;
    const s = cell.stability;
    const time = cell.results.reduce((t, r) => t + (r.status === "skipped" ? 0 : r.durationMs), 0);
    const source = cell.case?.source;
    const location = source && source.file !== "<inline>" ? ` file="${xmlAttr(source.file)}"${source.line ? ` line="${source.line}"` : ""}` : "";
    const props = [
        property("runs", String(c.runs)),
        property("passed", String(c.passed)),
        property("failed", String(c.failed)),
        property("errored", String(c.errored)),
        c.skipped ? property("skipped", String(c.skipped)) : "",
        s ? property("pass_rate", round(s.passRate)) : "",
        s ? property("pass_rate_low", round(s.wilson.low)) : "",
        s ? property("pass_rate_high", round(s.wilson.high)) : "",
        s ? property("stability", s.classification) : "",
        cell.case?.tags.length ? property("tags", cell.case.tags.join(",")) : "",
        cell.case?.expectedFail ? property("expected_fail", "true") : "",
        ...cell.results.map((r) => property(`run.${r.run}`, r.status)),
    ].filter(Boolean);
    const failures = cell.results.filter(isFailure);
    const errors = cell.results.filter((r) => r.status === "errored");
    let kind = "pass";
    let outcome = "";
    if (failures.length > 0) {
        kind = "failure";
        const also = errors.length ? ` (${errors.length} more errored)` : "";
        const message = `${failures.length} of ${c.runs} runs failed${also}: ${failureMessage(failures[0])}`;
        outcome = element("failure", message, failures[0].failureClass?.id ?? "failure", [...failures, ...errors], excerptChars);
    }
    else if (errors.length > 0) {
        kind = "error";
        const message = `${errors.length} of ${c.runs} runs errored: ${failureMessage(errors[0])}`;
        outcome = element("error", message, errors[0].failureClass?.id ?? "error", errors, excerptChars);
    }
    else if (c.runs === 0 && c.skipped > 0) {
        kind = "skipped";
        outcome = `      <skipped message="${xmlAttr(plainText(cell.case?.skip ?? "skipped"))}"/>`;
    }
    const xml = [
        `    <testcase name="${xmlAttr(plainText(cell.caseId))}" classname="${xmlAttr(plainText(cell.runnerId))}" time="${seconds(time)}"${location}>`,
        "      <properties>",
        ...props.map((p) => `        ${p}`),
        "      </properties>",
        outcome,
        "    </testcase>",
    ].filter(Boolean);
    return { xml: xml.join("\n"), kind };
}
function element(tag, message, type, results, excerptChars) {
    const body = results.slice(0, 10).map((r) => runText(r, excerptChars)).join("\n\n");
    const more = results.length > 10 ? `\n\n… and ${results.length - 10} more runs` : "";
    return `      <${tag} message="${xmlAttr(truncate(plainText(message), 500).text)}" type="${xmlAttr(type)}">${xmlText(body + more)}</${tag}>`;
}
function runText(r, excerptChars) {
    const lines = [`run ${r.run}: ${r.status}${r.failureClass?.label ? ` (${r.failureClass.label})` : ""}: ${plainText(failureMessage(r))}`];
    for (const a of r.assertions.filter((x) => !x.passed).slice(0, 10)) {
        const where = a.location ? ` at ${a.location.file}${a.location.line ? `:${a.location.line}` : ""}` : "";
        lines.push(`  ✗ ${a.name}: ${plainText(a.message ?? "failed")}${where}`);
    }
    if (r.finalOutput) {
        const { text, cut } = truncate(plainText(r.finalOutput), excerptChars);
        lines.push("  final output:", ...text.split("\n").map((l) => `    ${l}`));
        if (cut > 0)
            lines.push(`    ${cutNote(cut, `${r.artifactDir}/session.json`)}`);
    }
    lines.push(`  artifacts: ${r.artifactDir}`);
    return lines.join("\n");
}
function seconds(ms) {
    return (Math.max(0, ms) / 1000).toFixed(3);
}
function round(x) {
    return String(Math.round(x * 10_000) / 10_000);
}

// Fits Markdown sections into a size budget (a PR comment holds 65,536
// characters, a check-run summary 65,535): leaner variants of detail sections
// first, then whole detail sections dropped, then a cut at a section boundary
// with a note. A section is never cut inside, so no <details>, table or code
// fence is left open.
const SEPARATOR = "\n\n";
function joinSections(parts) {
    return `${parts.filter((p) => p !== "").join(SEPARATOR)}\n`;
}
function fitSections(sections, maxChars, note) {
    const chosen = sections.map(() => 0);
    const dropped = sections.map(() => false);
    const render = () => sections.map((s, i) => (dropped[i] ? "" : s.variants[chosen[i]] ?? ""));
    const size = (parts) => joinSections(parts).length;
    const order = sections
        .map((s, i) => ({ s, i }))
        .filter(({ s }) => s.dropOrder !== undefined)
        .sort((a, b) => a.s.dropOrder - b.s.dropOrder || b.i - a.i);
    const shortened = new Set();
    const omitted = [];
    const withNote = () => (omitted.length + shortened.size > 0 ? note([...omitted, ...[...shortened].filter((t) => !omitted.includes(t))]) : "");
    const fits = () => size([...render(), withNote()]) <= maxChars;
    for (const { s, i } of order) {
        if (fits())
            break;
        while (chosen[i] < s.variants.length - 1 && !fits()) {
            chosen[i]++;
            shortened.add(s.title);
        }
        if (!fits()) {
            dropped[i] = true;
            shortened.delete(s.title);
            omitted.push(s.title);
        }
    }
    if (fits()) {
        // Shrinking went in a fixed order; give room left over back to what was shrunk first.
        for (const { s, i } of [...order].reverse()) {
            if (dropped[i]) {
                dropped[i] = false;
                chosen[i] = s.variants.length - 1;
                if (!fits()) {
                    dropped[i] = true;
                    continue;
                }
                omitted.splice(omitted.indexOf(s.title), 1);
                shortened.add(s.title);
            }
            while (chosen[i] > 0) {
                chosen[i]--;
                if (!fits()) {
                    chosen[i]++;
                    break;
                }
            }
            if (chosen[i] === 0)
                shortened.delete(s.title);
        }
        return { text: joinSections([...render(), withNote()]), shortened: [...shortened], omitted };
    }
    // Still too long: keep whole sections from the top while they fit.
    const parts = render();
    const kept = [];
    for (let i = 0; i < parts.length; i++) {
        const rest = sections.slice(i).filter((_, j) => parts[i + j] !== "").map((s) => s.title);
        const noteText = note([...omitted, ...rest]);
        if (size([...kept, parts[i], noteText]) > maxChars) {
            omitted.push(...rest);
            // A budget smaller than the note itself: the note, cut safely.
            return { text: truncate(joinSections([...kept, noteText]), maxChars).text, shortened: [...shortened], omitted };
        }
        kept.push(parts[i]);
    }
    return { text: joinSections([...kept, withNote()]), shortened: [...shortened], omitted };
}

// --runs auto in the Markdown report and the PR comment: one line with the
// runs spent (and the budget stop, when one ended the run), and per cell the
// runs it got and why it stopped, folded. Pure.
const WHY = {
    "no-drop": "no drop",
    regression: "regressed whatever the remaining runs give",
    "verdict-decided": "verdict already decided",
    "max-runs": "max-runs",
    settled: "pass rate settled",
    "not-compared": "not compared",
    errored: "every run errored",
    budget: "budget ran out (undecided)",
    cancelled: "cancelled (undecided)",
};
function adaptiveSection(record, maxRows) {
    if (!record)
        return "";
    const alert = record.budgetStop || record.undecided > 0 ? "> [!WARNING]\n> " : "";
    const line = `${alert}**Adaptive runs** (${record.minRuns}–${record.maxRuns} per cell): ${mdText(record.message)}.`;
    const rows = record.cells.slice(0, maxRows).map((c) => `| ${mdCode(c.caseId)} | ${mdCode(c.runnerId)} | ${c.runs} | ${WHY[c.stop]} |`);
    if (maxRows <= 0)
        return line;
    const more = record.cells.length > maxRows ? `\n\n… and ${record.cells.length - maxRows} more cells` : "";
    const table = ["| case | runner | runs | stopped because |", "|---|---|---|---|", ...rows].join("\n");
    return `${line}\n\n<details><summary>Runs per cell and why each stopped</summary>\n\n${table}${more}\n\n</details>`;
}

// A multi-turn execution in the Markdown report: why the conversation ended,
// each checkpoint's state, and the conversation turn by turn (agent text is
// untrusted: sanitized and cut).
const ENDED = {
    checkpoints: "every required checkpoint was reached",
    "max-turns": "max_turns was used up",
    "goal-achieved": "the simulated user said the goal was achieved",
    "agent-failure": "the agent failed",
    "simulator-error": "the simulated user failed",
    timeout: "the time ran out",
    cancelled: "the run was cancelled",
};
function dialogLines(d, textChars) {
    const lines = [`Conversation: ${plural(d.turns.length, "turn")} of at most ${d.maxTurns}; it ended because ${ENDED[d.ended]}.`, ""];
    lines.push(`Checkpoints: ${d.checkpoints
        .map((c) => `${c.reached ? "✅" : c.required ? "❌" : "⚪"} ${mdCode(c.id, "text")}${c.reached ? ` (turn ${c.reachedAtTurn})` : c.required ? "" : " (optional)"}`)
        .join(" · ")}`, "");
    for (const t of d.turns) {
        lines.push(`${t.turn}. 🧑 ${mdText(t.user || "(no message)", textChars)}`);
        if (t.agent !== undefined)
            lines.push(`   🤖 ${mdText(t.agent || "(no output)", textChars)}${t.reached.length ? ` · reached ${t.reached.map((id) => mdCode(id, "text")).join(", ")}` : ""}`);
        if (t.error)
            lines.push(`   ⚠️ ${mdText(t.error, textChars)}`);
    }
    return lines;
}

// Failures (the agent did not do what the case asks) and errored executions
// (infrastructure: the agent could not run), listed apart. Each failing cell
// is a <details> block with its failed assertions, a short sanitized excerpt of
// the agent's final output and the path of its artifacts.
function failingCells(view) {
    return view.cells.filter((c) => c.results.some(isFailure));
}
function failuresSection(view, level, options, compact) {
    const cells = failingCells(view);
    if (cells.length === 0)
        return "";
    const runs = cells.reduce((n, c) => n + c.results.filter(isFailure).length, 0);
    const heading = `${"#".repeat(level)} Failures (${plural(cells.length, "cell")}, ${plural(runs, "run")})`;
    const shown = cells.slice(0, options.maxCells);
    const body = compact ? shown.map(compactLine) : shown.map((c) => cellDetails(c, options));
    const more = cells.length > shown.length ? [`… and ${plural(cells.length - shown.length, "more failing cell")} (see the HTML report).`] : [];
    return [heading, compact ? body.join("\n") : body.join("\n\n"), ...more].join("\n\n");
}
function failedRunsText(cell) {
    const failed = cell.results.filter(isFailure).length;
    return `${formatCount(failed)} of ${plural(cell.counts.runs, "run")} failed`;
}
function compactLine(cell) {
    const first = cell.results.find(isFailure);
    return `- ❌ ${mdCode(cell.caseId, "text", 120)} · ${mdCode(cell.runnerId, "text")} · ${failedRunsText(cell)}: ${mdText(failureMessage(first), 160)}`;
}
function cellDetails(cell, options) {
    const failed = cell.results.filter(isFailure);
    const summary = `❌ ${htmlCode(cell.caseId, 120)} · ${htmlCode(cell.runnerId)} · ${failedRunsText(cell)}: ${htmlText(failureMessage(failed[0]), 160)}`;
    const groups = groupAlike(failed);
    const shown = groups.slice(0, options.maxRunsPerCell).map((g) => runDetails(g, options.excerptChars));
    const rest = groups.slice(options.maxRunsPerCell).flat();
    const more = rest.length ? [`… and ${plural(rest.length, "more failed run")}: ${rest.slice(0, 20).map((r) => `run ${r.run}`).join(", ")}${rest.length > 20 ? ", …" : ""}.`] : [];
    // A blank line after <summary> lets GitHub render the Markdown inside; the closing tag stands on its own line.
    return [`<details><summary>${summary}</summary>`, "", [...shown, ...more].join("\n\n"), "", "</details>"].join("\n");
}
/** Failed runs with the same failure and the same output, shown once (a cell failing 10 times alike is one story). */
function groupAlike(results) {
    const groups = new Map();
    for (const r of results) {
        const key = `${r.status}\u0000${failureMessage(r)}\u0000${r.outputDigest ?? r.finalOutput ?? ""}`;
        const group = groups.get(key);
        if (group)
            group.push(r);
        else
            groups.set(key, [r]);
    }
    return [...groups.values()];
}
function runDetails(group, excerptChars) {
    const r = group[0];
    const status = STATUS_LABELS[r.status];
    const which = group.length === 1 ? `Run ${r.run}` : `Runs ${group.map((g) => g.run).join(", ")}`;
    const alike = group.length > 1 ? " (same failure and output)" : "";
    const head = `**${which}** · ${status.label}${alike}${r.failureClass?.label ? ` · ${mdText(r.failureClass.label)}` : ""} · ${formatDuration(r.durationMs)} · artifacts ${mdCode(r.artifactDir, "text")}`;
    const lines = [head, ""];
    const failedAssertions = r.assertions.filter((a) => !a.passed);
    if (failedAssertions.length > 0) {
        lines.push(...failedAssertions.slice(0, 10).map(assertionLine));
        if (failedAssertions.length > 10)
            lines.push(`- … and ${plural(failedAssertions.length - 10, "more failed assertion")}`);
        lines.push("");
    }
    else if (r.status === "unexpected-passed") {
        lines.push("- The case is marked as expected to fail, but every assertion passed.", "");
    }
    else if (r.error) {
        lines.push(`- ${mdText(`${r.error.name}: ${r.error.message}`, 300)}`, "");
    }
    if (r.dialog) {
        lines.push(...dialogLines(r.dialog, Math.max(80, Math.floor(excerptChars / 4))));
    }
    else if (r.finalOutput !== undefined && r.finalOutput.trim() !== "") {
        lines.push("Final output:", "", mdCodeBlock(r.finalOutput, { max: excerptChars, cutWhere: `${r.artifactDir}/session.json` }));
    }
    else {
        lines.push("The agent gave no final output.");
    }
    return lines.join("\n");
}
function assertionLine(a) {
    const where = a.location ? ` (${mdCode(`${a.location.file}${a.location.line ? `:${a.location.line}` : ""}`, "text")})` : "";
    const soft = a.soft ? " (soft)" : "";
    const detail = a.message ?? (a.expected !== undefined ? `expected ${preview(a.expected)}, got ${preview(a.actual)}` : "failed");
    return `- ❌ ${mdCode(a.name, "text")}${soft}: ${mdText(detail, 300)}${where}`;
}
function preview(value) {
    const text = typeof value === "string" ? JSON.stringify(value) : (JSON.stringify(value) ?? String(value));
    return text.length > 120 ? `${text.slice(0, 119)}…` : text;
}
/** Errored executions: the agent never got a fair run, so they are not failures. */
function erroredSection(view, level, maxRows, compact) {
    const errored = view.model.run.results.filter((r) => r.status === "errored");
    if (errored.length === 0)
        return "";
    const heading = `${"#".repeat(level)} 💥 Errored (${plural(errored.length, "execution")})`;
    const intro = "These executions could not give the agent a fair run (the agent could not start, the provider failed, the workspace could not be prepared, or the run was cancelled). They count as not passed, apart from failures.";
    if (compact) {
        const byOrigin = new Map();
        for (const r of errored)
            byOrigin.set(r.failureClass?.label ?? r.failureOrigin ?? "error", (byOrigin.get(r.failureClass?.label ?? r.failureOrigin ?? "error") ?? 0) + 1);
        return [heading, [...byOrigin].map(([label, n]) => `${mdText(label)}: ${formatCount(n)}`).join(" · ")].join("\n\n");
    }
    const rows = errored.slice(0, maxRows).map((r) => `| ${mdCode(r.caseId, "table", 120)} | ${mdCode(r.runnerId)} | ${r.run} | ${mdText(r.failureClass?.label ?? r.failureOrigin ?? "error")} | ${mdText(failureMessage(r), 200)} | ${mdCode(r.artifactDir)} |`);
    const more = errored.length > maxRows ? [`\n… and ${plural(errored.length - maxRows, "more errored execution")}.`] : [];
    return [heading, intro, ["| Case | Runner | Run | Cause | Message | Artifacts |", "|---|---|---:|---|---|---|", ...rows, ...more].join("\n")].join("\n\n");
}

// The per-runner table and the case × runner grid.
function runnerTable(view) {
    const rows = view.runners.map((r) => {
        const c = r.counts;
        return `| ${runnerLabel(r)} | ${formatRateWithInterval(c.passed, c.runs)} | ${formatCount(c.passed)}/${formatCount(c.runs)} | ${formatCount(c.failed)} | ${formatCount(c.errored)} | ${formatCount(r.stableCells)} | ${formatCount(r.unstableCells)} | ${c.runs ? formatDuration(r.durationMs / c.runs) : "–"} | ${formatTokens(r.tokens)} | ${formatCost(r.costUsd)} |`;
    });
    return [
        "| Runner | Pass rate [95% CI] | Passed | Failed | Errored | Stable cells | Unstable cells | Duration (mean) | Tokens | Cost |",
        "|---|---|---:|---:|---:|---:|---:|---:|---:|---:|",
        ...rows,
    ].join("\n");
}
function runnerLabel(r) {
    const version = r.runner.version && /^\d/u.test(r.runner.version) ? `v${r.runner.version}` : r.runner.version;
    const details = [...new Set([r.runner.type, r.runner.model, version].filter(Boolean))].join(", ");
    return `${mdCode(r.runner.id)}${details ? ` ${mdText(details, 80)}` : ""}`;
}
/** "✅ 3/3", "🟡 2/3", "💥 0/2 (2 errored)", "⏭️ skipped". */
function gridCell(cell) {
    if (!cell)
        return "";
    const c = cell.counts;
    if (c.runs === 0)
        return c.skipped ? "⏭️ skipped" : "· not run";
    const errored = c.errored ? ` (${formatCount(c.errored)} errored)` : "";
    const expected = c.expectedFailed ? ` (${formatCount(c.expectedFailed)} failed as expected)` : "";
    return `${cellIcon(c)} ${formatCount(c.passed)}/${formatCount(c.runs)}${errored}${expected}`;
}
/**
 * The case × runner grid. `onlyAttention` keeps the cases with a cell that did
 * not always pass: the leaner variant when the budget is tight.
 */
function grid(view, maxRows, onlyAttention) {
    const runners = view.runners.map((r) => r.runner.id);
    const byCase = new Map();
    for (const cell of view.cells) {
        let row = byCase.get(cell.caseId);
        if (!row)
            byCase.set(cell.caseId, (row = new Map()));
        row.set(cell.runnerId, cell);
    }
    let cases = [...byCase.entries()];
    const all = cases.length;
    if (onlyAttention)
        cases = cases.filter(([, row]) => [...row.values()].some((c) => c.counts.passed < c.counts.runs));
    if (cases.length === 0)
        return "";
    const hasTags = view.model.run.cases.some((c) => c.tags.length > 0);
    const header = `| Case |${hasTags ? " Tags |" : ""}${runners.map((r) => ` ${mdCode(r)} |`).join("")}`;
    const align = `|---|${hasTags ? "---|" : ""}${runners.map(() => "---|").join("")}`;
    const rows = cases.slice(0, maxRows).map(([caseId, row]) => {
        const tags = hasTags ? ` ${(row.values().next().value?.case?.tags ?? []).map((t) => mdCode(t)).join(" ")} |` : "";
        return `| ${mdCode(caseId, "table", 120)} |${tags}${runners.map((r) => ` ${gridCell(row.get(r))} |`).join("")}`;
    });
    const more = cases.length > maxRows ? [`\n… and ${formatCount(cases.length - maxRows)} more cases (see the HTML report).`] : [];
    const what = onlyAttention ? `Cells that did not always pass (${formatCount(cases.length)} of ${formatCount(all)} cases)` : `All cells (${plural(all, "case")} × ${plural(runners.length, "runner")})`;
    return [`<details><summary>${what}</summary>`, "", header, align, ...rows, ...more, "", "</details>"].join("\n");
}

// "Open the full report": the HTML report, uploaded unzipped so GitHub serves
// it in the browser; or, where that upload was refused, the zip and why.
function reportLinkSection(links) {
    const open = mdLink("Open the full report", links?.htmlReportUrl);
    if (!open)
        return "";
    if (links?.htmlReportZipped) {
        return `📄 **${open}** (zipped: ${mdText(links.htmlReportZipped)}; download it and open report.html)`;
    }
    return `📄 **${open}** (report.html, opens in the browser)`;
}

// "Flaky on main": a cell whose pass rate over the default branch's recent
// history is, with 95% confidence, neither close to always passing nor close
// to always failing (docs/history.md explains the choice). A failure of such a
// cell in a pull request is weak evidence against the PR.
/** The last entries of main that are judged. */
const FLAKY_WINDOW = 20;
/** Fewer runs than this over the window: not enough to call anything flaky. */
const FLAKY_MIN_RUNS = 8;
/** The 95% interval must lie inside [LOW, HIGH]: a pass rate confidently between 5% and 95%. */
const FLAKY_LOW = 0.05;
const FLAKY_HIGH = 0.95;
function flakyOnMain(entries) {
    const window = entries.slice(-FLAKY_WINDOW);
    const pooled = new Map();
    for (const entry of window) {
        for (const [caseId, runnerId, passed, runs] of entry.cells) {
            if (runs === 0)
                continue;
            const key = `${caseId}\u0000${runnerId}`;
            const cell = pooled.get(key) ?? { caseId, runnerId, passed: 0, runs: 0, entries: 0, low: 0, high: 1 };
            cell.passed += passed;
            cell.runs += runs;
            cell.entries++;
            pooled.set(key, cell);
        }
    }
    const flaky = [];
    for (const cell of pooled.values()) {
        if (cell.entries < 2 || cell.runs < FLAKY_MIN_RUNS)
            continue;
        const { low, high } = wilsonInterval(cell.passed, cell.runs);
        if (low >= FLAKY_LOW && high <= FLAKY_HIGH)
            flaky.push({ ...cell, low, high });
    }
    return flaky.sort((a, b) => a.passed / a.runs - b.passed / b.runs || a.caseId.localeCompare(b.caseId) || a.runnerId.localeCompare(b.runnerId));
}

// The history in Markdown: the cells that are flaky on main (so a reviewer
// does not blame the PR for them), and a Mermaid chart of the suite's pass
// rate on main with this PR's point, in a collapsed section.
const FLAKY_HEADING = "⚠️ Flaky on main";
/** Cells flaky on main; with `head`, what they did in this run. */
function flakySection(trend, level, headCells, maxRows = 20) {
    if (!trend || trend.flaky.length === 0)
        return "";
    const window = Math.min(trend.main.length, FLAKY_WINDOW);
    const rows = trend.flaky.slice(0, maxRows).map((f) => {
        const here = headCells?.get(`${f.caseId}\u0000${f.runnerId}`);
        return `| ${mdCode(f.caseId)} | ${mdCode(f.runnerId)} | ${f.passed}/${f.runs} runs passed, ${formatRateWithInterval(f.passed, f.runs)} | ${here ? `${here.passed}/${here.runs}` : "–"} |`;
    });
    const more = trend.flaky.length > maxRows ? `\n\n… and ${formatCount(trend.flaky.length - maxRows)} more.` : "";
    return [
        `${"#".repeat(level)} ${FLAKY_HEADING}`,
        "",
        `${plural(trend.flaky.length, "cell")} passed and failed on main${trend.head ? " too" : ""}, over its last ${plural(window, "run")}${trend.head ? ": a failure here is weak evidence against this change" : ""}. (Flaky: the 95% interval of the pass rate on main lies within 5–95%.)`,
        "",
        "| Case | Runner | On main | This run |",
        "|---|---|---|---|",
        ...rows,
    ].join("\n") + more;
}
function label(p, i) {
    return p.commit ? p.commit.slice(0, 7) : `run ${i + 1}`;
}
function percent(rate) {
    return (Math.round(rate * 1000) / 10).toString();
}
/** The Mermaid xychart (GitHub renders it), collapsed; the last `maxPoints` of main. */
function trendChartSection(trend, maxPoints) {
    if (!trend || trend.main.length === 0)
        return "";
    const main = trend.main.slice(-maxPoints);
    const offset = trend.main.length - main.length;
    const labels = main.map((p, i) => label(p, offset + i));
    const rates = main.map((p) => percent(p.rate));
    const head = trend.head;
    if (head) {
        labels.push(head.label);
        rates.push(percent(head.rate));
    }
    const quoted = labels.map((l) => `"${chartLabel(l)}"`);
    const chart = [
        "```mermaid",
        "xychart-beta",
        `  title "Pass rate on main (%)${head ? `, then ${chartLabel(head.label)}` : ""}"`,
        `  x-axis [${quoted.join(", ")}]`,
        '  y-axis "pass rate (%)" 0 --> 100',
        ...(head ? [`  bar [${rates.map((r, i) => (i === rates.length - 1 ? r : "0")).join(", ")}]`] : []),
        `  line [${rates.join(", ")}]`,
        "```",
    ];
    const last = main.at(-1);
    const changes = main.flatMap((p, i) => p.changes.map((c) => `${label(p, offset + i)}: ${c}`));
    const lines = [
        `Main's last ${plural(main.length, "run")}: the newest passed ${formatRateWithInterval(last.passed, last.runs)}${head ? `; ${mdText(head.label)} (the bar) passed ${formatRateWithInterval(head.passed, head.runs)}` : ""}.`,
        ...(changes.length ? [`Changes along the way: ${changes.map((c) => mdText(c)).join("; ")}.`] : []),
    ];
    return ["<details>", `<summary>Pass rate on main over the last ${plural(main.length, "run")}</summary>`, "", ...chart, "", ...lines, "", "</details>"].join("\n");
}
/** A label inside the Mermaid block: letters, digits and a few marks only, so nothing can end the string or the fence. */
function chartLabel(text) {
    return text.replace(/[^\w #.-]/gu, "").slice(0, 40);
}

// The Markdown report (-o report.md), and the sections the GitHub Action
// reuses for the PR comment, the check-run summary and the job summary.
// Pure: model in, string out. Only non-empty sections are shown.
function markdownSections(model, options = {}, view = buildView(model)) {
    const level = Math.min(5, Math.max(1, options.headingLevel ?? 2));
    const sub = level + 1;
    const maxRows = options.maxRows ?? 100;
    const failure = { maxCells: options.maxFailureCells ?? 20, maxRunsPerCell: options.maxRunsPerCell ?? 3, excerptChars: options.excerptChars ?? 600 };
    const comparison = model.comparison;
    const multiRunner = view.runners.length > 1;
    const now = model.trend?.flaky.length ? headCells(model) : undefined;
    const sections = [
        { id: "title", title: "title", variants: [titleSection(view, options.title ?? "agent-bench", level)] },
        { id: "verdict", title: "verdict", variants: [comparison ? verdictAlert(comparison) : ""] },
        { id: "headline", title: "summary", variants: [headline(view)] },
        { id: "notes", title: "notes", variants: [runNotes(view)] },
        // --runs auto: the budget stop is never dropped.
        { id: "adaptive", title: "the runs per cell", variants: [adaptiveSection(model.run.adaptive, maxRows)] },
        { id: "report-link", title: "the report link", variants: [reportLinkSection(model.links)] },
        {
            id: "comparison",
            title: "the changed cells",
            dropOrder: 5,
            variants: comparison ? [comparisonSection(comparison, sub, maxRows, false), comparisonSection(comparison, sub, Math.min(maxRows, 20), true)] : [""],
        },
        { id: "flaky", title: "the flaky-on-main list", dropOrder: 6, variants: [flakySection(model.trend, sub, now), flakySection(model.trend, sub, now, 5)] },
        { id: "trend", title: "the trend chart", dropOrder: 1.5, variants: [trendChartSection(model.trend, 30), trendChartSection(model.trend, 10)] },
        {
            id: "runners",
            title: "the per-runner table",
            dropOrder: 4,
            // One runner: the headline already says it all, unless there are cell counts to show.
            variants: [multiRunner || view.model.run.plan.runs > 1 ? `${"#".repeat(sub)} Runners\n\n${runnerTable(view)}` : ""],
        },
        {
            id: "failures",
            title: "failure details",
            dropOrder: 2,
            variants: [failuresSection(view, sub, failure, false), failuresSection(view, sub, { ...failure, maxCells: Math.min(failure.maxCells, 20) }, true)],
        },
        { id: "errored", title: "errored executions", dropOrder: 3, variants: [erroredSection(view, sub, maxRows, false), erroredSection(view, sub, maxRows, true)] },
        { id: "grid", title: "the full grid", dropOrder: 1, variants: [grid(view, maxRows, false), grid(view, Math.min(maxRows, 50), true)] },
        { id: "footer", title: "footer", variants: [footer(view)] },
    ];
    return sections.filter((s) => s.variants[0] !== "");
}
function headCells(model) {
    const cells = new Map();
    for (const r of model.run.results) {
        if (r.status === "skipped")
            continue;
        const key = `${r.caseId}\u0000${r.runnerId}`;
        const cell = cells.get(key) ?? { passed: 0, runs: 0 };
        cell.runs++;
        if (r.passed)
            cell.passed++;
        cells.set(key, cell);
    }
    return cells;
}
function renderMarkdown(model, options = {}) {
    const sections = markdownSections(model, options);
    if (options.maxChars === undefined)
        return joinSections(sections.map((s) => s.variants[0]));
    const more = mdLink("full report", model.links?.htmlReportUrl) ?? mdLink("artifacts", model.links?.artifactUrl);
    const note = (left) => `<sub>Shortened to fit ${formatCount(options.maxChars)} characters: left out or shortened ${left.join(", ")}.${more ? ` See the ${more}.` : " The HTML report and the artifacts have everything."}</sub>`;
    return fitSections(sections, options.maxChars, note).text;
}

// Writes the -o report files of a finished run (the renderers stay pure; this
// is their I/O): each file's format follows its extension, a custom reporter's
// extensions first. JSON Lines files were streamed by the engine during the
// run. A file that cannot be written does not stop the others.
/** What writes each -o file; throws a clear error for an extension nothing renders (check before the run). */
function outputKind(file, reporters) {
    if (reporters?.rendererFor(file))
        return "reporter";
    const format = builtinFormatOf(file);
    if (!format)
        throw unknownFormat(file, reporters?.extensions ?? []);
    return format;
}
/** Writes every output (except .jsonl ones the engine streamed); returns the files written. */
async function writeReports(files, model, options) {
    const written = [];
    const failures = [];
    for (const file of files) {
        const kind = outputKind(file, options.reporters);
        if (kind === "jsonl" && options.jsonlStreamed !== false)
            continue;
        if (kind === "json") {
            // Written as it is built: for 100,000 executions the document is over 100 MB.
            try {
                await mkdir(path.dirname(file), { recursive: true });
                await writeJsonFile(file, jsonReport(model), { trailingNewline: true });
                written.push(file);
            }
            catch (error) {
                failures.push(`${file}: ${errorMessage(error)}`);
            }
            continue;
        }
        const content = kind === "reporter" ? await options.reporters.render(file, model) : await renderBuiltin(kind, model, options);
        // A failed reporter is recorded by the ReporterSet; the command reports it after everything else is written.
        if (content === undefined)
            continue;
        try {
            await writeAtomic(file, content);
            written.push(file);
        }
        catch (error) {
            failures.push(`${file}: ${errorMessage(error)}`);
        }
    }
    if (failures.length > 0) {
        throw configError(`cannot write ${failures.length === 1 ? "a report" : `${failures.length} reports`}:\n  ${failures.join("\n  ")}`, {
            where: "-o",
            hint: "choose report paths in folders you can write to; the results are in the out-dir",
        });
    }
    return written;
}
async function renderBuiltin(format, model, options) {
    switch (format) {
        case "jsonl":
            return renderJsonl(model);
        case "json":
            return renderJson(model);
        case "md":
            return renderMarkdown(model);
        case "junit":
            return renderJunit(model);
        case "html":
            return renderHtml(model, {
                transcripts: await loadTranscripts(options.outDir, model.run.results, options.transcripts),
                ...(options.baseDir && model.comparison ? { sideBySide: await loadSideBySide(options.baseDir, options.outDir, model.run.results, model.comparison) } : {}),
            });
    }
}
async function writeAtomic(file, content) {
    await mkdir(path.dirname(file), { recursive: true });
    const tmp = `${file}.tmp-${process.pid}`;
    await writeFile(tmp, content);
    await rename(tmp, file);
}

// The final table per runner printed after a run.
function summaryTable(run) {
    const rows = [["runner", "pass rate", "passed", "failed", "errored", "executions", "avg time", "tokens", "cost"]];
    for (const runner of run.plan.runners) {
        const results = run.results.filter((r) => r.runnerId === runner.id && r.status !== "skipped");
        const passed = results.filter((r) => r.status === "passed" || r.status === "expected-failed").length;
        const errored = results.filter((r) => r.status === "errored").length;
        const failed = results.length - passed - errored;
        const time = results.length ? results.reduce((s, r) => s + r.durationMs, 0) / results.length : 0;
        const tokens = results.reduce((s, r) => (r.usage?.totalTokens !== undefined ? (s ?? 0) + r.usage.totalTokens : s), undefined);
        const cost = results.reduce((s, r) => (r.costUsd !== undefined ? (s ?? 0) + r.costUsd : s), undefined);
        rows.push([runner.id, results.length ? percent$1(passed / results.length) : "–", String(passed), String(failed), String(errored), String(results.length), formatDuration(time), count(tokens), usd(cost)]);
    }
    const s = run.summary;
    const lines = [alignTable(rows)];
    const extra = [
        s.skipped ? `${s.skipped} skipped` : "",
        s.expectedFailed ? `${s.expectedFailed} expected failure(s)` : "",
        s.notRun ? `${s.notRun} not run${s.cancelled ? " (cancelled)" : " (--fail-fast)"}` : "",
    ].filter(Boolean);
    lines.push(`\n${s.passed}/${s.executions - s.skipped} passed (${percent$1(s.passRate)}) in ${formatDuration(s.durationMs)}${extra.length ? `; ${extra.join(", ")}` : ""}`);
    return lines.join("\n");
}

export { suiteTest as $, AdaptiveRounds as A, BUILTIN_EXTENSIONS as B, runnerDeltaTable as C, DEFAULT_FAILURE_CLASSES as D, ERRORED_ORIGINS as E, CHANGED_TIERS as F, plural as G, formatSignedPoints as H, formatP as I, alignTable as J, formatPercent as K, TIER_LABELS as L, arm$1 as M, formatSigned as N, formatTokens as O, formatCost as P, computeStability as Q, agentRate as R, StabilityAccumulator as S, TIER_ORDER as T, UNEXPECTED_PASS_CLASS as U, VERDICT_LABELS as V, roundCost as W, formatPInText as X, formatPoints as Y, TARGET_POWER as Z, compareCells as _, parsePositive as a, mdCode as a0, trendChartSection as a1, flakySection as a2, htmlHead as a3, escapeHtml as a4, trendsHtml as a5, formatRateWithInterval as a6, STYLE as a7, TREND_STYLE as a8, flakyOnMain as a9, wilsonInterval as aa, adaptiveMessage as ab, formatOf as ac, renderMarkdown as b, loadSideBySide as c, renderHtml as d, extensionOf as e, outputKind as f, buildPlan as g, behaviourOf as h, outputHash as i, summarize as j, writeJsonFile as k, loadTranscripts as l, estimateRun as m, formatEstimate as n, oneLine as o, parseShard as p, builtinFormatOf as q, resolveAdaptive as r, summaryTable as s, firstLine as t, terminalSafe as u, resolveOptions as v, writeReports as w, mdText as x, verdictAlert as y, comparisonSection as z };
