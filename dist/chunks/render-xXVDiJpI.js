import { C as CellMap, b as cellIdOf, s as sameCell, c as caseLabel, d as cellKey } from './cell-DivU4VID.js';
import { createHash, hash as hash$1 } from 'node:crypto';
import { U as UNEXPECTED_PASS_CLASS, D as DEFAULT_FAILURE_CLASSES, e as escapeHtml, A as truncate, N as plainText, O as EXPLANATIONS_TITLE, h as htmlText, b as mdCode, m as mdText, P as cutNote, t as terminalSafe } from './explanations-D3I8il75.js';
import { w as wilsonInterval, c as formatDuration, v as formatDecimal, h as formatTokens, u as formatRelative, p as plural, i as formatLevel, d as formatConfidence, b as formatCost, x as formatScore, a as formatRateWithInterval, f as formatPercent } from './format-Dbl5yg30.js';
import path from 'node:path';
import { S as SKILL_CONFIDENCE_ORDER, p as parseCommand } from './session-B_q7XYQ7.js';
import { d as docUrl } from './schemas-BBMKcEik.js';

// One hash over a treatment manifest, for fingerprints (merge, --resume, the
// history's pooling). Apart from building the manifest (execute/treatment.ts, which reads
// the runner registry), so the history needs no runner to compare two hashes.
function treatmentHash(manifest) {
    return createHash("sha256").update(stableJson(manifest)).digest("hex").slice(0, 16);
}
/** JSON with sorted keys, so equal manifests hash equally. */
function stableJson(value) {
    if (Array.isArray(value))
        return `[${value.map(stableJson).join(",")}]`;
    if (value !== null && typeof value === "object") {
        return `{${Object.keys(value)
            .sort()
            .map((k) => `${JSON.stringify(k)}:${stableJson(value[k])}`)
            .join(",")}}`;
    }
    return JSON.stringify(value);
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
const SUBCOMMAND_PROGRAMS = new Set([
    "git",
    "npm",
    "npx",
    "pnpm",
    "yarn",
    "bun",
    "cargo",
    "go",
    "docker",
    "kubectl",
    "pip",
    "pip3",
    "uv",
    "poetry",
    "make",
    "gh",
    "dotnet",
    "mvn",
    "gradle",
    "deno",
    "brew",
    "apt",
    "apt-get",
    "terraform",
    "helm",
    "rustup",
    "conda",
]);
const MEDIUM = SKILL_CONFIDENCE_ORDER.indexOf("medium");
function behaviourOf(session, workspace) {
    const skills = new Set(session.detectedSkills.filter((d) => SKILL_CONFIDENCE_ORDER.indexOf(d.confidence) >= MEDIUM).map((d) => label$1(d.skill)));
    const tools = new Map();
    const commands = new Set();
    const writes = new Set();
    for (const e of session.events) {
        if (e.type === "toolCall")
            tools.set(label$1(e.tool), (tools.get(label$1(e.tool)) ?? 0) + 1);
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
        tools: Object.fromEntries([...tools].sort((a, b) => b[1] - a[1] || compareText$1(a[0], b[0])).slice(0, BEHAVIOUR_LIST_LIMIT)),
        commands: first([...commands].sort()),
        writes: first([...writes].sort()),
    };
}
/** "npm install", "git commit", "ls", "python": the program and, for tools with subcommands, the first positional. */
function commandLabel(command) {
    const parsed = parseCommand(command);
    const program = parsed.executable ? path.basename(parsed.executable) : (command.trim().split(/\s+/u)[0] ?? "");
    const sub = SUBCOMMAND_PROGRAMS.has(program) ? parsed.positionals.find((p) => /^[a-z][\w:.-]*$/iu.test(p)) : undefined;
    return label$1(sub ? `${program} ${sub}` : program || "(empty)");
}
/** A failed assertion as a short label from the suite, never the agent: its name and where it is, or its expected value. */
function assertionLabel(a) {
    const where = a.location ? ` at ${path.basename(a.location.file)}:${a.location.line ?? "?"}` : "";
    const expected = !where && a.expected !== undefined ? ` ${JSON.stringify(a.expected)}` : "";
    return label$1(`${a.name}${where}${expected}`);
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
        const sorted = [...map].sort((a, b) => count(b[1]) - count(a[1]) || compareText$1(a[0], b[0]));
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
    return { mean: round$1(mean(known)), std: round$1(known.length > 1 ? sampleStd(known) : 0) };
}
function round$1(n) {
    return Math.round(n * 1000) / 1000;
}
function relativeTo(workspace, file) {
    if (!path.isAbsolute(file))
        return label$1(file.split(path.sep).join("/"));
    const rel = path.relative(workspace, file);
    return label$1(rel.startsWith("..") || path.isAbsolute(rel) ? path.basename(file) : rel.split(path.sep).join("/"));
}
/** One line, bounded. */
function label$1(text) {
    const one = text.replace(/[\u0000-\u001f\u007f]+/gu, " ").trim();
    return one.length > MAX_LABEL ? `${one.slice(0, MAX_LABEL - 1)}…` : one;
}
function first(list) {
    return list.slice(0, BEHAVIOUR_LIST_LIMIT);
}
function compareText$1(a, b) {
    return a < b ? -1 : a > b ? 1 : 0;
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
    return text.normalize("NFKC").replace(TERMINAL_ESCAPES, "").replace(INVISIBLE, "").toLowerCase().replace(WHITESPACE_TO_FOLD, " ").trim();
}
/** A short hash of the normalized output: enough to tell outputs apart, no text kept. */
function outputHash(text) {
    return hash$1("sha256", normalizeOutput(text), "hex").slice(0, 16);
}

// The arithmetic every report does on results, once: what a status counts as,
// status counts, pass rates, token and cost totals. The run summary, the
// reports' views, the terminal table and stability.json all read it, so their
// numbers cannot drift apart. Pure.
/** What a status counts as: expectation-aware, so a case expected to fail that fails has passed. */
function outcomeOf(status) {
    switch (status) {
        case "passed":
        case "expected-failed":
            return "passed";
        case "failed":
        case "unexpected-passed":
            return "failed";
        case "errored":
        case "skipped":
            return status;
    }
}
function emptyCounts() {
    return { runs: 0, passed: 0, failed: 0, errored: 0, skipped: 0, expectedFailed: 0, unexpectedPassed: 0 };
}
function addStatus(counts, status) {
    const outcome = outcomeOf(status);
    if (outcome === "skipped") {
        counts.skipped++;
        return;
    }
    counts.runs++;
    counts[outcome]++;
    if (status === "expected-failed")
        counts.expectedFailed++;
    if (status === "unexpected-passed")
        counts.unexpectedPassed++;
}
function countStatuses(results) {
    const counts = emptyCounts();
    for (const r of results)
        addStatus(counts, r.status);
    return counts;
}
/** passed / runs (skipped runs are not runs; errored ones count as not passed); undefined with no runs. */
function passRateOf(counts) {
    return counts.runs > 0 ? counts.passed / counts.runs : undefined;
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
/** Token and cost totals over results (skipped ones included: they have neither); undefined when none reported it. */
function resultTotals(results) {
    let tokens;
    let cost;
    for (const r of results) {
        const t = resultTokens(r);
        if (t !== undefined)
            tokens = (tokens ?? 0) + t;
        if (r.costUsd !== undefined)
            cost = (cost ?? 0) + r.costUsd;
    }
    // Rounded: results finish in any order, and a float sum's last digits follow the order.
    return { ...(tokens !== undefined ? { tokens } : {}), ...(cost !== undefined ? { costUsd: roundCost(cost) } : {}) };
}
/** A dollar amount without the float noise of a sum (ten decimal places). */
function roundCost(usd) {
    return Math.round(usd * 1e10) / 1e10;
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
function cellStability(caseId, runnerId, testFingerprint, records, variant) {
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
        ...(variant !== undefined ? { variant } : {}),
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
function roundedCost(value) {
    return value === null ? null : { mean: roundCost(value.mean), total: roundCost(value.total) };
}

// Results → stability.json. The engine feeds every result as it finishes; the
// accumulator keeps a few numbers and a 16-character output hash per
// execution (never text): about 250 bytes each, 25 MB for 100,000 executions.
class StabilityAccumulator {
    #meta;
    #cells = new CellMap();
    #observed = new Map();
    constructor(meta) {
        this.#meta = meta;
    }
    add(result) {
        const outcome = outcomeOf(result.status);
        // A skipped execution is not a run.
        if (outcome === "skipped")
            return;
        const cell = this.#cells.upsert(result, () => ({ ...cellIdOf(result), runs: new Map() }));
        cell.runs.set(result.run, toRecord(result, outcome));
        this.#observe(result);
    }
    /** The stability of the results added so far (after each round, and once more when the run ends); the accumulator keeps adding. */
    stabilityAt(createdAt) {
        const cells = this.#orderedCells().map((cell) => cellStability(cell.caseId, cell.runnerId, this.#meta.testFingerprint(cell.caseId), [...cell.runs.values()], cell.variant));
        const variants = cells.some((c) => c.variant !== undefined);
        return {
            schemaVersion: this.#meta.schemaVersion === 1 ? 1 : variants ? 3 : 2,
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
        const variantRank = new Map((this.#meta.variants ?? []).map((id, i) => [id, i]));
        const variantOrder = (c) => (c.variant === undefined ? -1 : rank(variantRank, c.variant));
        const rank = (map, id) => map.get(id) ?? Number.MAX_SAFE_INTEGER;
        return [...this.#cells.values()].sort((a, b) => rank(caseRank, a.caseId) - rank(caseRank, b.caseId) ||
            compareText(a.caseId, b.caseId) ||
            rank(runnerRank, a.runnerId) - rank(runnerRank, b.runnerId) ||
            compareText(a.runnerId, b.runnerId) ||
            variantOrder(a) - variantOrder(b) ||
            compareText(a.variant ?? "", b.variant ?? ""));
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
        ...(run.plan.variants ? { variants: run.plan.variants } : {}),
    });
    for (const result of run.results)
        accumulator.add(result);
    const stability = accumulator.stabilityAt(run.endedAt);
    if (run.adaptive)
        stability.adaptive = run.adaptive;
    return stability;
}
/** One cell's statistics from its results alone (a lift's arm): the records the accumulator would keep, skipped runs left out. */
function resultsStability(cell, results) {
    const records = results.flatMap((r) => {
        const outcome = outcomeOf(r.status);
        return outcome === "skipped" ? [] : [toRecord(r, outcome)];
    });
    return cellStability(cell.caseId, cell.runnerId, "", records);
}
function toRecord(result, outcome) {
    const record = { outcome, durationMs: Number.isFinite(result.durationMs) ? Math.max(0, result.durationMs) : 0 };
    const tokens = resultTokens(result);
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
function compareText(a, b) {
    return a < b ? -1 : a > b ? 1 : 0;
}

// One run of the default branch, kept compact for the history that each push
// run carries forward: enough to draw trends, judge flakiness and pool main's
// recent runs into a pull request's baseline (pool.ts), nothing a reader would
// need the artifact for. Pure: results in, entry out.
const HISTORY_FILE = "history.json";
const HISTORY_VERSION = 3;
/** The version of a history with a cell of a run with --variant. */
const HISTORY_VARIANTS_VERSION = 4;
const DEFAULT_HISTORY_LENGTH = 50;
function historyEntry(run, runId, lifts = []) {
    const cells = new CellMap();
    const cli = {};
    for (const r of run.plan.runners)
        if (r.version)
            cli[r.id] = r.version;
    for (const result of run.results) {
        if (result.cliVersion && !cli[result.runnerId])
            cli[result.runnerId] = result.cliVersion;
        if (result.status === "skipped")
            continue;
        const outcomes = cells.upsert(result, () => new Map());
        // Keyed by run number: a run done again (--resume) replaces the earlier result, as in stability.json.
        outcomes.set(result.run, result.status === "errored" ? "e" : result.passed ? "p" : "f");
    }
    const tests = {};
    for (const c of run.cases)
        if (c.testFingerprint)
            tests[c.id] = c.testFingerprint;
    const s = run.summary;
    return {
        commit: run.environment.commit?.sha ?? "",
        time: run.startedAt,
        ...(runId ? { runId } : {}),
        passed: s.passed,
        runs: s.executions - s.skipped,
        ...(s.costUsd !== undefined ? { costUsd: s.costUsd } : {}),
        durationMs: s.durationMs,
        cli,
        ...(run.treatment ? { treatment: treatmentHash(run.treatment) } : {}),
        ...(Object.keys(tests).length > 0 ? { tests } : {}),
        cells: [...cells].map(([id, outcomes]) => historyCell(id, outcomes)),
        ...(lifts.length > 0 ? { lifts: Object.fromEntries(lifts.map((l) => [l.skill, historyLift(l)])) } : {}),
    };
}
function historyCell({ caseId, runnerId, variant }, outcomes) {
    const letters = [...outcomes.entries()]
        .sort((a, b) => a[0] - b[0])
        .map(([, o]) => o)
        .join("");
    const passed = [...letters].filter((o) => o === "p").length;
    return variant === undefined ? [caseId, runnerId, passed, letters.length, letters] : [caseId, runnerId, passed, letters.length, letters, variant];
}
/** A history cell's identity: case, runner and, for a run with --variant, its variant. */
function historyCellId(cell) {
    const variant = cell[5];
    return variant === undefined ? { caseId: cell[0], runnerId: cell[1] } : { caseId: cell[0], runnerId: cell[1], variant };
}
/** The version a history with these entries is written as: 4 only when a cell has a variant. */
function historyVersion(entries) {
    return entries.some((e) => e.cells.some((c) => c[5] !== undefined)) ? HISTORY_VARIANTS_VERSION : HISTORY_VERSION;
}
function historyLift(l) {
    const p = l.passRate;
    return { verdict: l.verdict, with: p.treatment, without: p.control, lift: p.lift, low: p.interval?.low ?? null, high: p.interval?.high ?? null };
}
/** The history with `entry` appended, keeping the last `limit` entries; a re-run of the same commit and run replaces its entry. */
function appendEntry(history, entry, limit) {
    const kept = history.entries.filter((e) => !(e.commit === entry.commit && e.runId === entry.runId));
    // An older history goes on as the current version: its old entries stay as they were (they never pool).
    const entries = [...kept, entry].slice(-limit);
    return { ...history, version: historyVersion(entries), entries };
}
function emptyHistory(suite) {
    return { version: HISTORY_VERSION, suite, entries: [] };
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
const VERDICT_LABELS = {
    regression: { icon: "🔴", label: "Regression", alert: "CAUTION" },
    "possible-regression": { icon: "🟠", label: "Possible regression", alert: "WARNING" },
    inconclusive: { icon: "⚪", label: "Inconclusive", alert: "NOTE" },
    "no-change": { icon: "🟢", label: "No change", alert: "TIP" },
    improvement: { icon: "🟢", label: "Improvement", alert: "TIP" },
    "no-baseline": { icon: "⚪", label: "No baseline", alert: "NOTE" },
};
/** A skill's lift verdict as a mark beside its words (report/lift/words.ts). */
const LIFT_ICONS = { helps: "🟢", hurts: "🔴", "no-detectable-difference": "⚪" };
/** Tiers in the order reports list them: what needs attention first. */
const TIER_ORDER = [
    "regressed",
    "possible-regression",
    "removed",
    "improved",
    "possible-improvement",
    "case-changed",
    "new",
    "insufficient-data",
    "no-significant-change",
];
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
const CHANGED_TIERS = new Set([
    "regressed",
    "possible-regression",
    "improved",
    "possible-improvement",
    "case-changed",
    "new",
    "removed",
]);
/** `icon`: Markdown's emoji; `mark`: a text mark for the terminal and the HTML page, where it takes the status colour. */
const STATUS_LABELS = {
    passed: { icon: "✅", mark: "✓", label: "passed" },
    failed: { icon: "❌", mark: "✗", label: "failed" },
    "expected-failed": { icon: "✅", mark: "✓", label: "failed as expected" },
    "unexpected-passed": { icon: "❌", mark: "✗", label: "passed unexpectedly" },
    errored: { icon: "💥", mark: "!", label: "errored" },
    skipped: { icon: "⏭️", mark: "–", label: "skipped" },
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
/** Why an adaptive run's cell stopped, in words (results.json keeps the ids). */
const STOP_LABELS = {
    "no-drop": "no drop",
    regression: "regressed whatever the remaining runs give",
    "verdict-decided": "verdict already decided",
    "max-runs": "max-runs",
    settled: "pass rate settled",
    "pool-target": "enough runs for main's pooled base",
    "not-compared": "not compared",
    errored: "every run errored",
    budget: "budget ran out (undecided)",
    cancelled: "cancelled (undecided)",
};
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
            return `turns per run ${relative(change)} (${formatDecimal(change.base)} → ${formatDecimal(change.head)})`;
        case "duration":
            return `duration per run ${relative(change)} (${formatDuration(change.base)} → ${formatDuration(change.head)})`;
    }
}
function relative(change) {
    return formatRelative(change.base, change.head - change.base) || (change.head > change.base ? "up" : "down");
}

// Plain text tables for the terminal: columns padded to their widest cell.
// Cells are shown as they are (no Markdown); make agent text terminal-safe first.
/** Columns two spaces apart, padded to their widest cell (by code points); no trailing spaces. */
function alignTable(rows) {
    const columns = Math.max(0, ...rows.map((r) => r.length));
    const widths = Array.from({ length: columns }, (_, i) => Math.max(...rows.map((r) => [...(r[i] ?? "")].length)));
    return rows
        .map((r) => r
        .map((cell, i) => cell + " ".repeat((widths[i] ?? 0) - [...cell].length))
        .join("  ")
        .trimEnd())
        .join("\n");
}

// What every renderer derives from a ReportModel: results grouped into cells
// (case × runner, in plan order) with their stability and comparison, and the
// per-runner totals. Derived once, read by Markdown, JUnit and HTML alike.
function isFailure(result) {
    return outcomeOf(result.status) === "failed";
}
function buildView(model) {
    const { run } = model;
    const stability = model.stability ?? computeStability(run);
    const cases = new Map(run.cases.map((c) => [c.id, c]));
    const cellMap = new CellMap();
    const cell = (id) => cellMap.upsert(id, () => ({ ...cellIdOf(id), case: cases.get(id.caseId), results: [], counts: emptyCounts() }));
    // Plan order first, so a cell with no results yet (cancelled run) still shows.
    const variants = run.plan.variants ?? [undefined];
    for (const caseId of run.plan.cases)
        for (const r of run.plan.runners)
            for (const variant of variants)
                cell(variant === undefined ? { caseId, runnerId: r.id } : { caseId, runnerId: r.id, variant });
    for (const result of run.results) {
        const c = cell(result);
        c.results.push(result);
        addStatus(c.counts, result.status);
    }
    for (const s of stability.cells)
        cell(s).stability = s;
    for (const cmp of model.comparison?.cells ?? []) {
        // Removed cells exist only in the baseline; they are shown by the comparison, not the grid.
        const existing = cellMap.get(cmp);
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
    return { model, stability, cells, runners, counts: countStatuses(run.results) };
}
function runnerView(runner, cells) {
    const results = cells.flatMap((c) => c.results);
    const ran = results.filter((r) => r.status !== "skipped");
    const { tokens, costUsd } = resultTotals(ran);
    const measured = cells.filter((c) => c.stability);
    const stableCells = measured.filter((c) => c.stability.classification === "stable").length;
    const failingCells = measured.filter((c) => failsEveryRun(c.stability)).length;
    return {
        runner,
        cells,
        counts: countStatuses(results),
        durationMs: ran.reduce((total, r) => total + r.durationMs, 0),
        tokens: tokens ?? null,
        costUsd: costUsd ?? null,
        stableCells,
        unstableCells: measured.length - stableCells - failingCells,
        failingCells,
    };
}
/** The most useful one-line reason a result did not pass: the first failed assertion, else the error. */
function failureMessage(result) {
    if (result.status === "unexpected-passed")
        return "passed, but the case is expected to fail";
    const assertion = result.assertions.find((a) => !a.passed && !a.soft) ?? result.assertions.find((a) => !a.passed);
    // An evals.json expectation is named by its text; the judge's reason alone would not say which one failed.
    if (assertion?.kind === "expectation")
        return `${JSON.stringify(assertion.name)}: ${assertion.message ?? "not met"}`;
    if (assertion)
        return assertion.message ?? `${assertion.name} failed`;
    return result.error?.message ?? result.failureClass?.label ?? result.status;
}

// To do: next major: remove.
/**
 * @typedef {Options} MarkdownTableOptions
 *   Configuration.
 */

/**
 * @typedef Options
 *   Configuration.
 * @property {boolean | null | undefined} [alignDelimiters=true]
 *   Whether to align the delimiters (default: `true`);
 *   they are aligned by default:
 *
 *   ```markdown
 *   | Alpha | B     |
 *   | ----- | ----- |
 *   | C     | Delta |
 *   ```
 *
 *   Pass `false` to make them staggered:
 *
 *   ```markdown
 *   | Alpha | B |
 *   | - | - |
 *   | C | Delta |
 *   ```
 * @property {ReadonlyArray<string | null | undefined> | string | null | undefined} [align]
 *   How to align columns (default: `''`);
 *   one style for all columns or styles for their respective columns;
 *   each style is either `'l'` (left), `'r'` (right), or `'c'` (center);
 *   other values are treated as `''`, which doesn’t place the colon in the
 *   alignment row but does align left;
 *   *only the lowercased first character is used, so `Right` is fine.*
 * @property {boolean | null | undefined} [delimiterEnd=true]
 *   Whether to end each row with the delimiter (default: `true`).
 *
 *   > 👉 **Note**: please don’t use this: it could create fragile structures
 *   > that aren’t understandable to some markdown parsers.
 *
 *   When `true`, there are ending delimiters:
 *
 *   ```markdown
 *   | Alpha | B     |
 *   | ----- | ----- |
 *   | C     | Delta |
 *   ```
 *
 *   When `false`, there are no ending delimiters:
 *
 *   ```markdown
 *   | Alpha | B
 *   | ----- | -----
 *   | C     | Delta
 *   ```
 * @property {boolean | null | undefined} [fillRows=true]
 *   Whether to fill rows with empty cells up to the most cells in a row
 *   (default: `true`).
 *
 *   When `true`, all rows have as many cells as the longest row:
 *
 *   ```markdown
 *   | Alpha | B    |   |
 *   | ----- | ---- | - |
 *   | C     |      |   |
 *   | D     | Echo | F |
 *   ```
 *
 *   When `false`, rows keep their cells,
 *   and the delimiter row has as many cells as the header row:
 *
 *   ```markdown
 *   | Alpha | B    |
 *   | ----- | ---- |
 *   | C     |
 *   | D     | Echo | F |
 *   ```
 * @property {boolean | null | undefined} [delimiterStart=true]
 *   Whether to begin each row with the delimiter (default: `true`).
 *
 *   > 👉 **Note**: please don’t use this: it could create fragile structures
 *   > that aren’t understandable to some markdown parsers.
 *
 *   When `true`, there are starting delimiters:
 *
 *   ```markdown
 *   | Alpha | B     |
 *   | ----- | ----- |
 *   | C     | Delta |
 *   ```
 *
 *   When `false`, there are no starting delimiters:
 *
 *   ```markdown
 *   Alpha | B     |
 *   ----- | ----- |
 *   C     | Delta |
 *   ```
 * @property {boolean | null | undefined} [padding=true]
 *   Whether to add a space of padding between delimiters and cells
 *   (default: `true`).
 *
 *   When `true`, there is padding:
 *
 *   ```markdown
 *   | Alpha | B     |
 *   | ----- | ----- |
 *   | C     | Delta |
 *   ```
 *
 *   When `false`, there is no padding:
 *
 *   ```markdown
 *   |Alpha|B    |
 *   |-----|-----|
 *   |C    |Delta|
 *   ```
 * @property {((value: string) => number) | null | undefined} [stringLength]
 *   Function to detect the length of table cell content (optional);
 *   this is used when aligning the delimiters (`|`) between table cells;
 *   full-width characters and emoji mess up delimiter alignment when viewing
 *   the markdown source;
 *   to fix this, you can pass this function,
 *   which receives the cell content and returns its “visible” size;
 *   note that what is and isn’t visible depends on where the text is displayed.
 *
 *   Without such a function, the following:
 *
 *   ```js
 *   markdownTable([
 *     ['Alpha', 'Bravo'],
 *     ['中文', 'Charlie'],
 *     ['👩‍❤️‍👩', 'Delta']
 *   ])
 *   ```
 *
 *   Yields:
 *
 *   ```markdown
 *   | Alpha | Bravo |
 *   | - | - |
 *   | 中文 | Charlie |
 *   | 👩‍❤️‍👩 | Delta |
 *   ```
 *
 *   With [`string-width`](https://github.com/sindresorhus/string-width):
 *
 *   ```js
 *   import stringWidth from 'string-width'
 *
 *   markdownTable(
 *     [
 *       ['Alpha', 'Bravo'],
 *       ['中文', 'Charlie'],
 *       ['👩‍❤️‍👩', 'Delta']
 *     ],
 *     {stringLength: stringWidth}
 *   )
 *   ```
 *
 *   Yields:
 *
 *   ```markdown
 *   | Alpha | Bravo   |
 *   | ----- | ------- |
 *   | 中文  | Charlie |
 *   | 👩‍❤️‍👩    | Delta   |
 *   ```
 */

/**
 * Get the length of a cell.
 *
 * @param {string} value
 *   Cell value.
 * @returns {number}
 *   Cell size.
 */
function defaultStringLength(value) {
  return value.length
}

/**
 * Generate a markdown
 * ([GFM](https://docs.github.com/en/github/writing-on-github/working-with-advanced-formatting/organizing-information-with-tables))
 * table.
 *
 * @param {ReadonlyArray<ReadonlyArray<string | null | undefined>>} table
 *   Table data (matrix of strings).
 * @param {Readonly<Options> | null | undefined} [options]
 *   Configuration (optional).
 * @returns {string}
 *   Result.
 */
function markdownTable(table, options) {
  const settings = options || {};
  // To do: next major: change to spread.
  // eslint-disable-next-line unicorn/prefer-spread -- `align` can be a string.
  const align = (settings.align || []).concat();
  const stringLength = settings.stringLength || defaultStringLength;
  /** @type {Array<number>} Character codes as symbols for alignment per column. */
  const alignments = [];
  /** @type {Array<Array<string>>} Cells per row. */
  const cellMatrix = [];
  /** @type {Array<Array<number>>} Sizes of each cell per row. */
  const sizeMatrix = [];
  /** @type {Array<number>} */
  const longestCellByColumn = [];
  let mostCellsPerRow = 0;
  let rowIndex = -1;

  // This is a superfluous loop if we don’t align delimiters, but otherwise we’d
  // do superfluous work when aligning, so optimize for aligning.
  while (++rowIndex < table.length) {
    /** @type {Array<string>} */
    const row = [];
    /** @type {Array<number>} */
    const sizes = [];
    let columnIndex = -1;

    if (table[rowIndex].length > mostCellsPerRow) {
      mostCellsPerRow = table[rowIndex].length;
    }

    while (++columnIndex < table[rowIndex].length) {
      const cell = serialize(table[rowIndex][columnIndex]);

      if (settings.alignDelimiters !== false) {
        const size = stringLength(cell);
        sizes[columnIndex] = size;

        if (
          longestCellByColumn[columnIndex] === undefined ||
          size > longestCellByColumn[columnIndex]
        ) {
          longestCellByColumn[columnIndex] = size;
        }
      }

      row.push(cell);
    }

    cellMatrix[rowIndex] = row;
    sizeMatrix[rowIndex] = sizes;
  }

  // Figure out which alignments to use.
  let columnIndex = -1;

  if (typeof align === 'object' && 'length' in align) {
    while (++columnIndex < mostCellsPerRow) {
      alignments[columnIndex] = toAlignment(align[columnIndex]);
    }
  } else {
    const code = toAlignment(align);

    while (++columnIndex < mostCellsPerRow) {
      alignments[columnIndex] = code;
    }
  }

  // Inject the alignment row.
  columnIndex = -1;
  /** @type {Array<string>} */
  const row = [];
  /** @type {Array<number>} */
  const sizes = [];

  while (++columnIndex < mostCellsPerRow) {
    const code = alignments[columnIndex];
    let before = '';
    let after = '';

    if (code === 99 /* `c` */) {
      before = ':';
      after = ':';
    } else if (code === 108 /* `l` */) {
      before = ':';
    } else if (code === 114 /* `r` */) {
      after = ':';
    }

    // There *must* be at least one hyphen-minus in each alignment cell.
    let size =
      settings.alignDelimiters === false
        ? 1
        : Math.max(
            1,
            longestCellByColumn[columnIndex] - before.length - after.length
          );

    const cell = before + '-'.repeat(size) + after;

    if (settings.alignDelimiters !== false) {
      size = before.length + size + after.length;

      if (size > longestCellByColumn[columnIndex]) {
        longestCellByColumn[columnIndex] = size;
      }

      sizes[columnIndex] = size;
    }

    row[columnIndex] = cell;
  }

  // Inject the alignment row.
  cellMatrix.splice(1, 0, row);
  sizeMatrix.splice(1, 0, sizes);

  rowIndex = -1;
  /** @type {Array<string>} */
  const lines = [];

  while (++rowIndex < cellMatrix.length) {
    const row = cellMatrix[rowIndex];
    const sizes = sizeMatrix[rowIndex];
    const cellsInRow =
      settings.fillRows === false
        ? Math.max(1, cellMatrix[rowIndex === 1 ? 0 : rowIndex].length)
        : mostCellsPerRow;
    columnIndex = -1;
    /** @type {Array<string>} */
    const line = [];

    while (++columnIndex < cellsInRow) {
      const cell = row[columnIndex] || '';
      let before = '';
      let after = '';

      if (settings.alignDelimiters !== false) {
        const size =
          longestCellByColumn[columnIndex] - (sizes[columnIndex] || 0);
        const code = alignments[columnIndex];

        if (code === 114 /* `r` */) {
          before = ' '.repeat(size);
        } else if (code === 99 /* `c` */) {
          const half = size / 2;

          if (size % 2) {
            before = ' '.repeat(half + 0.5);
            after = ' '.repeat(half - 0.5);
          } else {
            before = ' '.repeat(half);
            after = before;
          }
        } else {
          after = ' '.repeat(size);
        }
      }

      if (settings.delimiterStart !== false && !columnIndex) {
        line.push('|');
      }

      if (
        settings.padding !== false &&
        // Don’t add the opening space if we’re not aligning and the cell is
        // empty: there will be a closing space.
        !(settings.alignDelimiters === false && cell === '') &&
        (settings.delimiterStart !== false || columnIndex)
      ) {
        line.push(' ');
      }

      if (settings.alignDelimiters !== false) {
        line.push(before);
      }

      line.push(cell);

      if (settings.alignDelimiters !== false) {
        line.push(after);
      }

      if (settings.padding !== false) {
        line.push(' ');
      }

      if (settings.delimiterEnd !== false || columnIndex !== cellsInRow - 1) {
        line.push('|');
      }
    }

    lines.push(
      settings.delimiterEnd === false
        ? line.join('').replace(/ +$/, '')
        : line.join('')
    );
  }

  return lines.join('\n')
}

/**
 * Serialize a cell value.
 *
 * @param {string | null | undefined} [value]
 *   Value to serialize.
 * @returns {string}
 *   Result.
 */
function serialize(value) {
  return value === null || value === undefined ? '' : String(value)
}

/**
 * Get the alignment character code from a value.
 *
 * @param {string | null | undefined} value
 *   Value.
 * @returns {number}
 *   Alignment.
 */
function toAlignment(value) {
  const code = typeof value === 'string' ? value.codePointAt(0) : 0;

  return code === 67 /* `C` */ || code === 99 /* `c` */
    ? 99 /* `c` */
    : code === 76 /* `L` */ || code === 108 /* `l` */
      ? 108 /* `l` */
      : code === 82 /* `R` */ || code === 114 /* `r` */
        ? 114 /* `r` */
        : 0
}

// Every Markdown table agent-bench writes goes through markdown-table. Cells
// arrive already escaped (mdText, mdCode: pipes and all); the delimiters are
// not padded, so a long table costs no extra characters of a PR comment's budget.
/** A GFM table. `align`: one letter per column, "r" for right-aligned numbers, anything else for left. */
function mdTable(header, rows, align = "") {
    return markdownTable([header, ...rows], { align: [...align].map((a) => (a === "r" ? "r" : "")), alignDelimiters: false });
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

// A skill's lift in words, once for every format: the verdict, why, what these
// runs could have detected, the skill's use, and each measure's change. Plain
// strings with untrusted names (skills, cases, runners) left as they are:
// each renderer escapes them for where they go.
const VERDICT_WORDS = {
    helps: "helps",
    hurts: "hurts",
    "no-detectable-difference": "no detectable difference",
};
const MEASURE_WORDS = { tokens: "tokens", costUsd: "cost", turns: "turns", durationMs: "duration" };
/** "+40 points", "−12.5 points", "0 points". */
function points(lift) {
    const value = Math.round(lift * 1000) / 10;
    return `${value > 0 ? "+" : value < 0 ? "−" : ""}${Math.abs(value)} points`;
}
/** "[+12, +68]": an interval of a lift, in points. */
function pointsInterval(interval) {
    if (!interval)
        return "";
    const p = (x) => {
        const v = Math.round(x * 100);
        return `${v > 0 ? "+" : v < 0 ? "−" : ""}${Math.abs(v)}`;
    };
    return `[${p(interval.low)}, ${p(interval.high)}]`;
}
/** "−48%", "+5%": a relative change. */
function percentChange(change) {
    const v = Math.round(change * 100);
    return `${v > 0 ? "+" : v < 0 ? "−" : ""}${Math.abs(v)}%`;
}
/** "p = 0.0031", "p < 0.0001". */
function pValue(p) {
    return p < 0.0001 ? "p < 0.0001" : `p = ${formatLevel(p)}`;
}
/** "no detectable difference (these runs could have detected a lift of ±18 points)": the verdict with its reading. */
function verdictLine(lift) {
    if (lift.verdict !== "no-detectable-difference")
        return VERDICT_WORDS[lift.verdict];
    return `${VERDICT_WORDS[lift.verdict]} (${detectablePhrase(lift)})`;
}
function detectablePhrase(lift) {
    if (lift.why.code === "nothing-comparable")
        return "no case ran both with and without the skill";
    const d = lift.passRate.detectable;
    return d === null
        ? "these runs are too few to detect any lift: run more cases or more runs"
        : `these runs could have detected a lift of ±${Math.round(d * 100)} points`;
}
/** Why the verdict is what it is, in one sentence. */
function whyLine(lift) {
    const why = lift.why;
    switch (why.code) {
        case "pass-rate":
            return `pass rate ${points(why.lift)} over ${why.cells} ${why.cells === 1 ? "case" : "cases"} (${pValue(why.pValue)}, level ${formatLevel(lift.passRate.level)})`;
        case "cells": {
            const others = why.count > 1 ? ` and ${why.count - 1} more` : "";
            const against = why.against > 0 ? `; it also helps in ${why.against}` : "";
            return `case ${why.caseId} on ${why.runnerId}${others}: pass rate ${points(why.lift)} (${pValue(why.pValue)} adjusted over ${why.family} ${why.family === 1 ? "cell" : "cells"})${against}`;
        }
        case "measure":
            return `${MEASURE_WORDS[why.measure]} ${percentChange(why.change)} at an equal pass rate (${pValue(why.pValue)})`;
        case "no-difference": {
            const measure = why.measure && why.measure.detectable !== null
                ? `; ${MEASURE_WORDS[why.measure.measure]}: a change of ±${Math.round(why.measure.detectable * 100)}%`
                : "";
            return `${detectablePhrase(lift)}${measure}`;
        }
        case "nothing-comparable":
            return `no case ran both with and without the skill (${why.cells} ${why.cells === 1 ? "cell" : "cells"} seen)`;
    }
}
/** "skill greet used in 5/5 → 0/5 runs" (with → without); undefined when no run recorded its behaviour. */
function skillUseLine(skill, use) {
    if (!use)
        return undefined;
    return `skill ${skill} used in ${use.treatment.used}/${use.treatment.runs} → ${use.control.used}/${use.control.runs} runs`;
}
/** A measure's amount as people read it. */
function measureAmount(measure, value) {
    switch (measure) {
        case "tokens":
            return formatTokens(value);
        case "costUsd":
            return formatCost(value);
        case "turns":
            return String(Math.round(value * 10) / 10);
        case "durationMs":
            return formatDuration(value);
    }
}
/** "cost $0.21 → $0.11 (−48% [−55%, −40%])", with → without read as the sums of each case's mean. */
function measureLine(m) {
    const change = m.change === null ? "" : ` (${percentChange(m.change)}${m.interval ? ` [${percentChange(m.interval.low)}, ${percentChange(m.interval.high)}]` : ""})`;
    return `${MEASURE_WORDS[m.measure]} ${measureAmount(m.measure, m.treatment)} with, ${measureAmount(m.measure, m.control)} without${change}`;
}
/** "5/5 → 0/5": a cell's passes with and without the skill (non-errored runs). */
function cellCounts(cell) {
    const arm = (a) => `${a.passed}/${a.runs - a.errored}${a.errored > 0 ? ` (+${a.errored} errored)` : ""}`;
    return `${arm(cell.treatment)} → ${arm(cell.control)}`;
}
/** The methods, for a footnote. */
function methodLine(lift) {
    return `two-sided tests at ${formatLevel(lift.alpha)} in all (pass rate ${formatLevel(lift.passRate.level)}, cells ${formatLevel(lift.cellFamily.level)}, cost ${formatLevel(lift.alpha - lift.passRate.level - lift.cellFamily.level)}); intervals ${formatConfidence(lift.alpha)}, Newcombe's for pass rates; ${docUrl("lift.md")}`;
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
        precision: rate$1(tp, tp + fp),
        recall: rate$1(tp, tp + fn),
        f1: f1 === undefined ? null : { value: f1, interval: f1Interval(groups.filter((_, i) => queries[i].runs > 0)) ?? null },
        falseTriggers: queries.filter((q) => !q.shouldTrigger && q.used > 0).map(strip),
        misses: queries.filter((q) => q.shouldTrigger && q.used < q.runs).map(strip),
    };
}
function rate$1(k, n) {
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
    const changes = manifest?.variants?.[variant];
    if (!manifest || !changes)
        return [];
    const out = [];
    for (const skill of changes.skillsRemoved ?? [])
        out.push({ kind: "skill-removed", skill });
    for (const skill of Object.keys(changes.skillsAdded ?? {}))
        out.push({ kind: "skill-added", skill });
    for (const file of Object.keys(changes.files ?? {}))
        out.push({ kind: file in manifest.workspace.files ? "file-replaced" : "file-added", file });
    for (const [runnerId, after] of Object.entries(changes.runners ?? {}))
        out.push(...runnerChanges(runnerId, manifest.runners[runnerId], after));
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

// A variant's changes as the phrases every report shares: "skill `greet`
// removed", "file `CLAUDE.md` replaced", "runner `claude`: model `opus`".
// Markdown passes its code-span maker, the terminal and HTML their own.
function variantChangePhrase(change, code) {
    switch (change.kind) {
        case "skill-removed":
            return `skill ${code(change.skill)} removed`;
        case "skill-added":
            return `skill ${code(change.skill)} added`;
        case "file-replaced":
            return `file ${code(change.file)} replaced`;
        case "file-added":
            return `file ${code(change.file)} added`;
        case "runner":
            return `runner ${code(change.runnerId)}: ${change.field} ${code(change.value)}`;
    }
}
/** "without:greet: skill `greet` removed; file `CLAUDE.md` replaced", or the variant alone when it changes nothing recorded. */
function variantLine(variant, changes, code) {
    return changes.length === 0 ? `${variant}: the unmodified treatment` : `${variant}: ${changes.map((c) => variantChangePhrase(c, code)).join("; ")}`;
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
input[type=search] { min-width: 260px; width: 26em; max-width: 100%; }
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

// The trend section's skill lifts: per skill measured on main, its lift in
// pass rate (points, with the interval as a whisker) per run, the verdict as
// the dot's colour, and this PR's lift after them. Static inline SVG.
const LIFT_TREND_STYLE = `
#trends .lift-zero { stroke: var(--muted); stroke-width: 1; }
#trends .lift-ci { stroke: var(--accent); stroke-width: 1.5; }
#trends .lift-pt { fill: var(--muted); } #trends .lift-pt.helps { fill: var(--pass); } #trends .lift-pt.hurts { fill: var(--fail); }
#trends .lift-pt.head { stroke: var(--fg); stroke-width: 1; }
`;
const W$1 = 720;
const H = 150;
const PAD$1 = { left: 44, right: 12, top: 10, bottom: 10 };
const fixed$1 = (n) => n.toFixed(1);
function tip$1(l, who) {
    const rate = (r) => (r === null ? "–" : formatPercent(r, 0));
    const lift = l.lift === null ? "–" : points(l.lift);
    const ci = l.low !== null && l.high !== null ? ` ${pointsInterval({ low: l.low, high: l.high })}` : "";
    return `${who}: ${VERDICT_WORDS[l.verdict]}, ${rate(l.with)} with → ${rate(l.without)} without, ${lift}${ci}`;
}
function chart(skill, labels, headLabel) {
    const points = skill.points.map((l, i) => ({ l, who: labels[i], head: false }));
    if (skill.head && headLabel)
        points.push({ l: skill.head, who: headLabel, head: true });
    const n = points.length;
    const inner = W$1 - PAD$1.left - PAD$1.right;
    const x = (i) => (n <= 1 ? PAD$1.left + inner / 2 : PAD$1.left + (inner * i) / (n - 1));
    const y = (lift) => PAD$1.top + ((1 - lift) / 2) * (H - PAD$1.top - PAD$1.bottom);
    const grid = [1, 0, -1]
        .map((v) => `<text x="${PAD$1.left - 6}" y="${fixed$1(y(v) + 4)}" text-anchor="end">${v > 0 ? "+100" : v < 0 ? "−100" : "0"}</text>`)
        .join("");
    const marks = points
        .map(({ l, who, head }, i) => {
        if (!l || l.lift === null)
            return "";
        const whisker = l.low !== null && l.high !== null
            ? `<line class="lift-ci" x1="${fixed$1(x(i))}" x2="${fixed$1(x(i))}" y1="${fixed$1(y(l.high))}" y2="${fixed$1(y(l.low))}"/>`
            : "";
        const cls = `lift-pt${l.verdict === "no-detectable-difference" ? "" : ` ${l.verdict}`}${head ? " head" : ""}`;
        return `${whisker}<circle class="${cls}" cx="${fixed$1(x(i))}" cy="${fixed$1(y(l.lift))}" r="${head ? 5 : 3.5}"><title>${escapeHtml(tip$1(l, who))}</title></circle>`;
    })
        .join("");
    const measured = skill.points.filter(Boolean).length;
    const name = `Lift of skill ${skill.skill} in pass rate (points) over ${plural(measured, "measured run")} on main`;
    return `<figure><figcaption class="muted">${escapeHtml(name)}</figcaption><svg class="trend-lift" viewBox="0 0 ${W$1} ${H}" width="${W$1}" height="${H}" role="img" aria-label="${escapeHtml(name)}">${grid}<line class="lift-zero" x1="${PAD$1.left}" x2="${W$1 - PAD$1.right}" y1="${fixed$1(y(0))}" y2="${fixed$1(y(0))}"/>${marks}</svg></figure>`;
}
/** One chart per skill; "" when main measured none. */
function liftTrendsHtml(skills, main, headLabel) {
    if (!skills || skills.length === 0)
        return "";
    const labels = main.map((p) => (p.commit ? p.commit.slice(0, 7) : p.time.slice(0, 10)));
    return [
        `<h3>Skill lift <span class="muted">(with the skill against without it, per run)</span></h3>`,
        ...skills.map((s) => chart(s, labels, headLabel)),
    ].join("\n");
}

// The HTML report's trend section: main's pass rate over its last runs with
// its Wilson interval as a band (and this PR's point), markers where the agent
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
function label(p) {
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
    const band = [
        ...trend.main.map((p, i) => `${fixed(xOf(i, n))},${fixed(y(p.high))}`),
        ...trend.main.map((p, i) => `${fixed(xOf(i, n))},${fixed(y(p.low))}`).reverse(),
    ].join(" ");
    const line = trend.main.map((p, i) => `${fixed(xOf(i, n))},${fixed(y(p.rate))}`).join(" ");
    const grid = [0, 0.25, 0.5, 0.75, 1]
        .map((r) => `<line class="grid" x1="${PAD.left}" x2="${W - PAD.right}" y1="${fixed(y(r))}" y2="${fixed(y(r))}"/><text x="${PAD.left - 6}" y="${fixed(y(r) + 4)}" text-anchor="end">${r * 100}%</text>`)
        .join("");
    const every = Math.max(1, Math.ceil(n / 12));
    const ticks = points
        .map((p, i) => i % every === 0 || i === n - 1
        ? `<text x="${fixed(xOf(i, n))}" y="${H - PAD.bottom + 16}" text-anchor="middle">${escapeHtml(i >= m && trend.head ? trend.head.label : label(p))}</text>`
        : "")
        .join("");
    // Labels beside the markers only while they cannot run into each other; the list below has them all.
    const roomy = n <= 1 || xOf(1, n) - xOf(0, n) >= 120;
    const changes = trend.main
        .map((p, i) => p.changes.length
        ? `<g class="marker"><line class="change" x1="${fixed(xOf(i, n))}" x2="${fixed(xOf(i, n))}" y1="${PAD.top}" y2="${H - PAD.bottom}"/>${roomy ? `<text class="change-label" x="${fixed(xOf(i, n) + 3)}" y="${PAD.top + 10}">${escapeHtml(p.changes.join("; "))}</text>` : ""}<title>${escapeHtml(`${label(p)}: ${p.changes.join("; ")}`)}</title></g>`
        : "")
        .join("");
    const dots = trend.main
        .map((p, i) => `<circle class="pt" cx="${fixed(xOf(i, n))}" cy="${fixed(y(p.rate))}" r="3.5"><title>${escapeHtml(tip(p, label(p)))}</title></circle>`)
        .join("");
    const head = trend.head
        ? `<circle class="pt head" cx="${fixed(xOf(m, n))}" cy="${fixed(y(trend.head.rate))}" r="5"><title>${escapeHtml(tip(trend.head, trend.head.label))}</title></circle>`
        : "";
    const title = `Pass rate on main over ${plural(m, "run")}, with its ${formatConfidence()} interval${trend.head ? `, and ${trend.head.label}` : ""}`;
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
        const who = head ? trend.head.label : label(points[i]);
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
        .map((c) => `<div>${spark(c)}<code title="${escapeHtml(`${caseLabel(c)} × ${c.runnerId}`)}">${escapeHtml(caseLabel(c))}</code><span class="muted">${escapeHtml(c.runnerId)}</span>${c.flaky ? '<span class="flaky">flaky on main</span>' : ""}</div>`)
        .join("");
    const changes = trend.main.flatMap((p) => p.changes.map((c) => `<li><code>${escapeHtml(label(p))}</code> ${escapeHtml(c)}</li>`));
    return [
        '<section id="trends">',
        `<h2>Trend on main <span class="muted">(last ${plural(m, "run")})</span></h2>`,
        rateChart(trend),
        changes.length ? `<h3>Changes</h3><ul class="changes">${changes.join("")}</ul>` : "",
        `<div class="pair">${barChart(trend, "trend-cost", "Cost", (p) => p.costUsd, (v) => formatCost(v))}${barChart(trend, "trend-duration", "Duration", (p) => p.durationMs, (v) => formatDuration(v))}</div>`,
        liftTrendsHtml(trend.skills, trend.main, trend.head?.label),
        `<h3>Per cell <span class="muted">(${plural(trend.cells.length, "cell")}${trend.flaky.length ? `, ${trend.flaky.length} flaky on main` : ""})</span></h3>`,
        `<div class="small">${small}</div>`,
        trend.cells.length > cells.length ? `<p class="muted">… and ${trend.cells.length - cells.length} more cells.</p>` : "",
        "</section>",
    ].join("\n");
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

// Per cell of a lift, what a reader opens to see why it changed: the behaviour
// diff between the arms ("skill `greet` used in 5/5 → 0/5 runs") and one run
// with the skill beside one without, step by step — the side-by-side view
// compare shows between base and head (report/html/side-by-side.ts), as a
// Markdown table and as a static HTML table (the lift page has no script).
/** Rows of a side-by-side shown in Markdown (the HTML page shows them all). */
const MD_ROWS = 40;
/** The cells worth opening: with behaviour changes or a side-by-side. */
function shownCells(lift, pairs) {
    return lift.cells.flatMap((cell) => {
        const pair = pairs?.get(lift.skill)?.get(cellKey(cell));
        return cell.behaviour?.length || pair ? [{ cell, ...(pair ? { pair } : {}) }] : [];
    });
}
function pairSummary(p) {
    const side = (label, s) => `${label} run ${s.run} (${s.passed ? "passed" : "failed"})`;
    const where = p.diverge < 0 ? "the two runs take the same steps" : `they part at step ${p.diverge + 1}`;
    return `${side("with the skill", p.base)} vs ${side("without it", p.head)}; ${where}`;
}
function liftCellsMarkdown(lift, pairs) {
    return shownCells(lift, pairs).flatMap(({ cell, pair }) => {
        const lines = [
            "",
            `<details><summary>${mdCode(cell.caseId, "text")} on ${mdCode(cell.runnerId, "text")}${pair ? `: ${mdText(pairSummary(pair))}` : ""}</summary>`,
            "",
        ];
        for (const change of cell.behaviour ?? [])
            lines.push(`- ${behaviourPhrase(change, (l) => mdCode(l, "text"))}`);
        if (pair) {
            const step = (s, i) => (i < 0 ? "" : `${STEP_KIND_WORDS[s.steps[i][0]] ?? s.steps[i][0]} ${mdCode(s.steps[i][1], "table", 120)}`);
            const rows = pair.rows.slice(0, MD_ROWS).map(([b, h], i) => [`${i + 1}${i === pair.diverge ? " ◀" : ""}`, step(pair.base, b), step(pair.head, h)]);
            lines.push("", mdTable(["#", "with the skill", "without it"], rows));
            if (pair.rows.length > MD_ROWS)
                lines.push("", `… and ${pair.rows.length - MD_ROWS} more steps (lift.html shows them all).`);
        }
        lines.push("", "</details>");
        return lines;
    });
}
function liftCellsHtml(lift, pairs) {
    return shownCells(lift, pairs)
        .map(({ cell, pair }) => {
        const changes = (cell.behaviour ?? []).map((c) => `<li>${behaviourPhrase(c, (l) => `<code>${escapeHtml(l)}</code>`)}</li>`).join("");
        const summary = `<code>${escapeHtml(cell.caseId)}</code> on <code>${escapeHtml(cell.runnerId)}</code>${pair ? `: ${escapeHtml(pairSummary(pair))}` : ""}`;
        return `<details class="pair"><summary>${summary}</summary>${changes ? `<ul>${changes}</ul>` : ""}${pair ? pairTable(pair) : ""}</details>`;
    })
        .join("\n");
}
function pairTable(p) {
    const step = (s, i) => {
        const x = s.steps[i];
        if (i < 0 || !x)
            return '<td class="step none"></td>';
        return `<td class="step"><span class="kind">${escapeHtml(STEP_KIND_WORDS[x[0]] ?? x[0])}</span> ${x[0] === "say" ? escapeHtml(x[1]) : `<code>${escapeHtml(x[1])}</code>`}</td>`;
    };
    const rows = p.rows.map(([b, h], i) => {
        const cls = `${b >= 0 && h >= 0 ? "same" : "only"}${i === p.diverge ? " diverge" : ""}`;
        const mark = i === p.diverge ? "◀ first divergence" : "";
        return `<tr class="${cls}"><td class="num">${i + 1}</td>${step(p.base, b)}${step(p.head, h)}<td class="mark">${mark}</td></tr>`;
    });
    return `<table class="side-by-side"><thead><tr><th class="num">#</th><th>With the skill</th><th>Without it</th><th></th></tr></thead><tbody>${rows.join("")}</tbody></table>`;
}

// JUnit XML (-o results.xml), so CI tools that read test results (GitLab,
// Jenkins, dorny/test-reporter, EnricoMi's publisher) show agent-bench's:
// one <testsuite> per runner, one <testcase> per case with its runs as
// properties, and one <failure>, <error> or <skipped> element per case.
// A `--runs auto` run says what it spent (and a budget stop) per testsuite, as
// a property and in <system-out> (the one most CI tools show), and per
// testcase why the cell stopped.
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
    const adaptive = run.adaptive;
    const stops = CellMap.of(adaptive?.cells ?? []);
    const cases = cells.map((c) => testcase(c, options.excerptChars ?? 2000, stops.get(c)));
    const count = (kind) => cases.filter((c) => c.kind === kind).length;
    const time = cells.reduce((t, c) => t + c.results.reduce((s, r) => s + (r.status === "skipped" ? 0 : r.durationMs), 0), 0);
    const props = [
        property("runner.type", runner.type),
        runner.model ? property("runner.model", runner.model) : "",
        runner.version ? property("runner.version", runner.version) : "",
        property("suite", run.suite.path),
        property("runs_per_case", String(run.plan.runs)),
        run.environment.commit ? property("commit", run.environment.commit.sha) : "",
        adaptive ? property("adaptive_runs", `${adaptive.minRuns}-${adaptive.maxRuns}`) : "",
        adaptive ? property("adaptive", adaptive.message) : "",
        adaptive?.budgetStop ? property("budget_stop", adaptive.budgetStop.kind) : "",
    ].filter(Boolean);
    const out = adaptive
        ? `    <system-out>${xmlText(plainText(`Adaptive runs (${adaptive.minRuns}–${adaptive.maxRuns} per cell): ${adaptive.message}.`))}</system-out>`
        : "";
    const xml = [
        `  <testsuite name="${xmlAttr(runnerId)}" tests="${cases.length}" failures="${count("failure")}" errors="${count("error")}" skipped="${count("skipped")}" time="${seconds(time)}" timestamp="${xmlAttr(run.startedAt)}">`,
        "    <properties>",
        ...props.map((p) => `      ${p}`),
        "    </properties>",
        ...cases.map((c) => c.xml),
        out,
        "  </testsuite>",
    ]
        .filter(Boolean)
        .join("\n");
    return { xml, tests: cases.length, failures: count("failure"), errors: count("error"), skipped: count("skipped") };
}
function property(name, value) {
    return `<property name="${xmlAttr(name)}" value="${xmlAttr(plainText(value))}"/>`;
}
function testcase(cell, excerptChars, adaptive) {
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
        adaptive ? property("stopped_because", adaptive.stop) : "",
        adaptive?.undecided ? property("undecided", "true") : "",
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
        `    <testcase name="${xmlAttr(plainText(caseLabel(cell)))}" classname="${xmlAttr(plainText(cell.runnerId))}" time="${seconds(time)}"${location}>`,
        "      <properties>",
        ...props.map((p) => `        ${p}`),
        "      </properties>",
        outcome,
        "    </testcase>",
    ].filter(Boolean);
    return { xml: xml.join("\n"), kind };
}
function element(tag, message, type, results, excerptChars) {
    const body = results
        .slice(0, 10)
        .map((r) => runText(r, excerptChars))
        .join("\n\n");
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

// A lift in each format the command prints or writes: a table for the
// terminal, a Markdown section, an HTML page, JUnit XML and lift.json. Pure:
// lifts in, text out; every untrusted name escaped for where it goes.
/** "Without the skill: skill `greet` removed", when the run's manifest recorded the arm. */
function armLine(l, views, code) {
    const changes = views.changes?.get(l.control);
    return changes?.length ? `Without the skill: ${changes.map((c) => variantChangePhrase(c, code)).join("; ")}` : undefined;
}
function liftFile(lifts) {
    return { kind: "agent-bench-lift", version: 1, skills: [...lifts] };
}
function liftJson(lifts) {
    return `${JSON.stringify(liftFile(lifts), null, 2)}\n`;
}
const COLUMNS = ["skill", "with", "without", "lift", "verdict"];
function rateCell(rate) {
    return rate === null ? "–" : `${Math.round(rate * 100)}%`;
}
function liftCell(l) {
    return l.passRate.lift === null ? "–" : `${points(l.passRate.lift)} ${pointsInterval(l.passRate.interval)}`;
}
const CASE_COLUMNS = ["case", "runner", "with → without", "lift", "p (adjusted)"];
/** Every case × runner with runs in both arms: its counts, lift and interval, and adjusted p (plain text, escaped where shown). */
function caseRows(l) {
    return l.cells
        .filter((c) => c.lift !== null)
        .map((c) => [
        c.caseId,
        c.runnerId,
        cellCounts(c),
        `${points(c.lift)} ${pointsInterval(c.interval)}`,
        c.adjustedPValue === null ? "–" : c.adjustedPValue.toPrecision(2),
    ]);
}
/** The lines under a skill's row: why, the skill's use, each measure. */
function details(l) {
    const use = skillUseLine(l.skill, l.skillUse);
    return [whyLine(l), ...(use ? [use] : []), ...l.measures.map(measureLine)];
}
function liftText$1(lifts) {
    const rows = [
        COLUMNS,
        ...lifts.map((l) => [terminalSafe(l.skill), rateCell(l.passRate.treatment), rateCell(l.passRate.control), liftCell(l), verdictLine(l)]),
    ];
    const lines = ["skill lift (with → without the skill):", alignTable(rows)];
    for (const l of lifts) {
        lines.push("", `${terminalSafe(l.skill)}: ${VERDICT_WORDS[l.verdict]}`, ...details(l).map((d) => `  ${terminalSafe(d)}`));
        const changed = l.cells.filter((c) => c.tier === "helps" || c.tier === "hurts");
        for (const c of changed)
            lines.push(`  ${c.tier} in ${terminalSafe(c.caseId)} on ${terminalSafe(c.runnerId)}: ${cellCounts(c)}`);
    }
    if (lifts.length > 0)
        lines.push("", `(${methodLine(lifts[0])})`);
    return lines.join("\n");
}
function liftMarkdown(lifts, views = {}) {
    const lines = [
        "## Skill lift",
        "",
        mdTable(COLUMNS, lifts.map((l) => [mdCode(l.skill), rateCell(l.passRate.treatment), rateCell(l.passRate.control), mdText(liftCell(l)), mdText(verdictLine(l))])),
    ];
    for (const l of lifts) {
        lines.push("", `**${mdCode(l.skill, "text")}: ${VERDICT_WORDS[l.verdict]}**`, "", ...details(l).map((d) => `- ${mdText(d)}`));
        const arm = armLine(l, views, (s) => mdCode(s, "text"));
        if (arm)
            lines.push(`- ${arm}`);
        const cells = caseRows(l);
        if (cells.length > 0) {
            const rows = cells.map(([caseId, runnerId, ...figures]) => [mdCode(caseId), mdCode(runnerId), ...figures.map((f) => mdText(f))]);
            lines.push("", "<details><summary>Cases</summary>", "", mdTable(CASE_COLUMNS, rows), "", "</details>");
        }
        lines.push(...liftCellsMarkdown(l, views.pairs));
    }
    if (lifts.length > 0)
        lines.push("", `<sub>${mdText(methodLine(lifts[0]))}</sub>`);
    return `${lines.join("\n")}\n`;
}
function liftHtml(lifts, views = {}) {
    const cell = (tag, text) => `<${tag}>${escapeHtml(text)}</${tag}>`;
    const rows = lifts
        .map((l) => `<tr>${[l.skill, rateCell(l.passRate.treatment), rateCell(l.passRate.control), liftCell(l), verdictLine(l)].map((t) => cell("td", t)).join("")}</tr>`)
        .join("\n");
    const sections = lifts
        .map((l) => `<section class="lift-${l.verdict}"><h2>${escapeHtml(`${l.skill}: ${VERDICT_WORDS[l.verdict]}`)}</h2><ul>${details(l)
        .map((d) => cell("li", d))
        .join("")}${armHtml(l, views)}</ul>${casesHtml(l)}${liftCellsHtml(l, views.pairs)}</section>`)
        .join("\n");
    const method = lifts.length > 0 ? `<p><small>${escapeHtml(methodLine(lifts[0]))}</small></p>` : "";
    return [
        "<!doctype html>",
        '<html lang="en"><head><meta charset="utf-8"><meta http-equiv="Content-Security-Policy" content="default-src \'none\'; style-src \'unsafe-inline\'">',
        "<title>agent-bench skill lift</title>",
        `<style>body{font:14px system-ui,sans-serif;margin:2em;max-width:60em}table{border-collapse:collapse}td,th{border:1px solid #ccc;padding:.3em .6em}.lift-helps h2{color:#1a7f37}.lift-hurts h2{color:#cf222e}${PAIR_STYLE}</style>`,
        "</head><body><h1>Skill lift</h1>",
        `<table><thead><tr>${COLUMNS.map((c) => cell("th", c)).join("")}</tr></thead><tbody>`,
        rows,
        "</tbody></table>",
        sections,
        method,
        "</body></html>",
        "",
    ].join("\n");
}
function casesHtml(l) {
    const rows = caseRows(l);
    if (rows.length === 0)
        return "";
    const cell = (tag, text, i) => `<${tag}>${i < 2 && tag === "td" ? `<code>${escapeHtml(text)}</code>` : escapeHtml(text)}</${tag}>`;
    const line = (cells, tag) => `<tr>${cells.map((c, i) => cell(tag, c, i)).join("")}</tr>`;
    return `<details><summary>Cases</summary><table><thead>${line(CASE_COLUMNS, "th")}</thead><tbody>${rows.map((r) => line(r, "td")).join("")}</tbody></table></details>`;
}
const PAIR_STYLE = "details.pair{margin:.5em 0}table.side-by-side tr.only td.step:not(.none){background:#fff8c5}table.side-by-side tr.diverge{outline:2px solid #cf222e}.kind{color:#57606a;font-size:12px}";
/** What the arm without the skill changed, as an HTML list item (empty when the run's manifest did not record it). */
function armHtml(l, views) {
    const line = armLine(l, views, (s) => `\u0000${s}\u0000`);
    if (!line)
        return "";
    // Names (skills, files, runners) as code, the rest as text: each part escaped.
    return `<li>${line
        .split("\u0000")
        .map((part, i) => (i % 2 === 1 ? `<code>${escapeHtml(part)}</code>` : escapeHtml(part)))
        .join("")}</li>`;
}
/** One <testcase> per skill: `hurts` fails, `no detectable difference` is skipped with its reading, `helps` passes. */
function liftJunit(lifts) {
    const failures = lifts.filter((l) => l.verdict === "hurts").length;
    const skipped = lifts.filter((l) => l.verdict === "no-detectable-difference").length;
    const cases = lifts.map((l) => {
        const body = details(l).join("\n");
        const open = `    <testcase classname="skill-lift" name="${xmlAttr(l.skill)}">`;
        if (l.verdict === "hurts")
            return `${open}\n      <failure message="${xmlAttr(whyLine(l))}">${xmlText(body)}</failure>\n    </testcase>`;
        if (l.verdict === "no-detectable-difference")
            return `${open}\n      <skipped message="${xmlAttr(verdictLine(l))}"/>\n    </testcase>`;
        return `${open}\n      <system-out>${xmlText(body)}</system-out>\n    </testcase>`;
    });
    return [
        '<?xml version="1.0" encoding="UTF-8"?>',
        `<testsuites name="agent-bench lift" tests="${lifts.length}" failures="${failures}" skipped="${skipped}">`,
        `  <testsuite name="skill lift" tests="${lifts.length}" failures="${failures}" skipped="${skipped}">`,
        ...cases,
        "  </testsuite>",
        "</testsuites>",
        "",
    ].join("\n");
}

// The HTML report's "Skill lift" section (the action's `lift` input), in
// report/lift/words.ts's words: per skill the pass rate with and without it,
// the lift with its interval and the verdict; why, the skill's use, each
// measure and what the arm without the skill changed; then every cell with
// both arms, and the cells worth opening: the behaviour diff between the arms
// and one run with the skill beside one without (what `agent-bench lift -o
// lift.html` shows, from report/lift/). Static HTML beside the client's page
// (like the triggers), every text escaped.
/** The lift section's and the lift trend's style: on a page only when it has either (every other page stays as it was). */
const LIFT_STYLE = `
#lift { max-width: 1400px; margin: 0 auto; padding: 0 24px 24px; }
#lift table { border-collapse: collapse; font-size: 13px; margin: 8px 0; } #lift th, #lift td { text-align: left; padding: 2px 12px 2px 0; border-bottom: 1px solid var(--line); }
#lift .method { color: var(--muted); font-size: 12px; }
${LIFT_TREND_STYLE}`;
/** Cells listed per skill; the without arm's folder in the artifact has every result. */
const MAX_CELLS = 300;
const rate = (r) => (r === null ? "–" : `${Math.round(r * 100)}%`);
const liftText = (lift, interval) => (lift === null ? "–" : `${points(lift)} ${pointsInterval(interval)}`);
function liftSectionHtml(lifts, views = {}) {
    const rows = lifts.map((l) => row([
        `<code>${escapeHtml(l.skill)}</code>`,
        rate(l.passRate.treatment),
        rate(l.passRate.control),
        escapeHtml(liftText(l.passRate.lift, l.passRate.interval)),
        `${LIFT_ICONS[l.verdict]} ${escapeHtml(verdictLine(l))}`,
    ]));
    return [
        '<section id="lift">',
        "<h2>Skill lift</h2>",
        "<p>This run (with the skill) against one more run of the same cases without it. The lift informs; it fails the check only with fail-if-not-helping.</p>",
        `<table><thead>${row(["Skill", "With", "Without", "Lift", "Verdict"], "th")}</thead><tbody>`,
        ...rows,
        "</tbody></table>",
        ...lifts.flatMap((l) => skillDetail(l, views)),
        `<p class="method">${escapeHtml(methodLine(lifts[0]))}</p>`,
        "</section>",
    ].join("\n");
}
function skillDetail(l, views) {
    const use = skillUseLine(l.skill, l.skillUse);
    const details = [whyLine(l), ...(use ? [use] : []), ...l.measures.map(measureLine)];
    const cells = l.cells
        .slice(0, MAX_CELLS)
        .map((c) => row([
        `<code>${escapeHtml(c.caseId)}</code>`,
        `<code>${escapeHtml(c.runnerId)}</code>`,
        escapeHtml(cellCounts(c)),
        escapeHtml(liftText(c.lift, c.interval)),
        escapeHtml(c.tier.replaceAll("-", " ")),
    ]));
    return [
        `<h3><code>${escapeHtml(l.skill)}</code>: ${escapeHtml(VERDICT_WORDS[l.verdict])}</h3>`,
        `<ul>${details.map((d) => `<li>${escapeHtml(d)}</li>`).join("")}${armHtml(l, views)}</ul>`,
        `<table><thead>${row(["Case", "Runner", "With → without", "Lift", "Cell"], "th")}</thead><tbody>`,
        ...cells,
        "</tbody></table>",
        l.cells.length > MAX_CELLS ? `<p class="method">… and ${l.cells.length - MAX_CELLS} more cells.</p>` : "",
        liftCellsHtml(l, views.pairs),
    ];
}
function row(cells, tag = "td") {
    return `<tr>${cells.map((c) => `<${tag}>${c}</${tag}>`).join("")}</tr>`;
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

export { isFailure as $, TRIGGER_COLUMNS as A, triggerCells as B, TRIGGER_METHOD as C, DEFAULT_HISTORY_LENGTH as D, triggerReports as E, treatmentHash as F, behaviourOf as G, HISTORY_FILE as H, outputHash as I, stableJson as J, StabilityAccumulator as K, LIFT_STYLE as L, STATUS_LABELS as M, behaviourPhrase as N, TIER_ORDER as O, CHANGED_TIERS as P, roundCost as Q, classify as R, STYLE as S, TIER_LABELS as T, passKTable as U, VERDICT_LABELS as V, renderJunit as W, countStatuses as X, resultTotals as Y, passRateOf as Z, mdTable as _, poolShortfall as a, failureMessage as a0, cellIcon as a1, LIFT_ICONS as a2, pointsInterval as a3, verdictLine as a4, methodLine as a5, skillUseLine as a6, whyLine as a7, measureLine as a8, cellCounts as a9, VERDICT_WORDS as aa, buildView as ab, sharedChangesNote as ac, commandLabel as ad, variantChanges as ae, renderHtml as af, appendEntry as b, computeStability as c, htmlHead as d, emptyHistory as e, alignTable as f, points as g, historyEntry as h, TREND_STYLE as i, historyVersion as j, historyCellId as k, liftText$1 as l, liftMarkdown as m, liftHtml as n, liftJunit as o, poolPhrase as p, liftJson as q, mean as r, createRng as s, trendsHtml as t, unknownEventNotes as u, outcomeOf as v, resultTokens as w, sampleVariance as x, resultsStability as y, STOP_LABELS as z };
