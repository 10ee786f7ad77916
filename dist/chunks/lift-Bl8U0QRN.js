import { C as CellMap, b as cellIdOf, c as caseLabel, d as cellKey } from './cell-DivU4VID.js';
import { createHash, hash as hash$1 } from 'node:crypto';
import { w as wilsonInterval, c as formatDuration, x as formatDecimal, h as formatTokens, u as formatRelative, i as formatLevel, d as formatConfidence, b as formatCost, p as plural, f as formatPercent, a as formatRateWithInterval } from './format-BptIgGmI.js';
import { U as UNEXPECTED_PASS_CLASS, D as DEFAULT_FAILURE_CLASSES, e as escapeHtml, F as htmlCode, h as htmlText, b as mdCode, L as plainText, z as truncate, M as cutNote, t as terminalSafe, m as mdText } from './sanitize-yoPR-iAP.js';
import path from 'node:path';
import { S as SKILL_CONFIDENCE_ORDER, p as parseCommand } from './session-CdG9dh4l.js';
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

// The treatment one variant's executions ran under, from a run's manifest:
// the workspace and runners, with the variant's runner settings in place and
// its skill and file changes beside them. The unmodified treatment (no
// variant, or one that changes nothing, as `default`) is the manifest a run
// without variants records, so its hash is the same.
function variantManifest(manifest, variant) {
    const { variants, ...base } = manifest;
    return base;
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
        // The unmodified treatment's hash, with or without variants: the pool takes a variant-less head's
        // cells only from runs of that treatment (their `default` cells), never from the variants' changes.
        ...(run.treatment ? { treatment: treatmentHash(variantManifest(run.treatment)) } : {}),
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

// The <head> of every page agent-bench writes: a Content-Security-Policy that
// allows only the page's own style and script (by hash), no base, no forms,
// no referrer.
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
function hash(text) {
    return `sha256-${createHash("sha256").update(text, "utf8").digest("base64")}`;
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
            // An HTML line: GitHub reads no Markdown there, so the names are escaped as HTML (markdown/failures.ts does the same).
            `<details><summary>${htmlCode(cell.caseId, 120)} on ${htmlCode(cell.runnerId)}${pair ? `: ${htmlText(pairSummary(pair))}` : ""}</summary>`,
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
        ...htmlHead({ title: "agent-bench skill lift", style: LIFT_PAGE_STYLE }),
        "<body><h1>Skill lift</h1>",
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
const LIFT_PAGE_STYLE = `body{font:14px system-ui,sans-serif;margin:2em;max-width:60em}table{border-collapse:collapse}td,th{border:1px solid #ccc;padding:.3em .6em}.lift-helps h2{color:#1a7f37}.lift-hurts h2{color:#cf222e}${PAIR_STYLE}`;
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

export { whyLine as $, StabilityAccumulator as A, STATUS_LABELS as B, behaviourPhrase as C, DEFAULT_HISTORY_LENGTH as D, TIER_ORDER as E, CHANGED_TIERS as F, roundCost as G, HISTORY_FILE as H, classify as I, passKTable as J, renderJunit as K, LIFT_STYLE as L, countStatuses as M, resultTotals as N, passRateOf as O, mdTable as P, isFailure as Q, failureMessage as R, STYLE as S, TIER_LABELS as T, cellIcon as U, VERDICT_LABELS as V, LIFT_ICONS as W, pointsInterval as X, verdictLine as Y, methodLine as Z, skillUseLine as _, appendEntry as a, measureLine as a0, cellCounts as a1, VERDICT_WORDS as a2, buildView as a3, quantile as a4, commandLabel as a5, variantLine as a6, liftSectionHtml as a7, htmlHead as b, computeStability as c, alignTable as d, emptyHistory as e, TREND_STYLE as f, historyVersion as g, historyEntry as h, historyCellId as i, liftMarkdown as j, liftHtml as k, liftText$1 as l, liftJunit as m, liftJson as n, mean as o, points as p, outcomeOf as q, resultTokens as r, sampleVariance as s, trendsHtml as t, resultsStability as u, STOP_LABELS as v, treatmentHash as w, behaviourOf as x, outputHash as y, stableJson as z };
