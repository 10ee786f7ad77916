import { createHash, hash } from 'node:crypto';
import { S as SKILL_CONFIDENCE_ORDER, J as parseCommand, w as wilsonInterval, a as CellMap, z as cellIdOf, f as formatDuration, n as formatDecimal, u as formatTokens, L as formatRelative } from './unknown-events-zNQq38TK.js';
import { U as UNEXPECTED_PASS_CLASS, D as DEFAULT_FAILURE_CLASSES } from './sanitize-CGuhO3m3.js';
import path from 'node:path';

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
    const skills = new Set(session.detectedSkills.filter((d) => SKILL_CONFIDENCE_ORDER.indexOf(d.confidence) >= MEDIUM).map((d) => label(d.skill)));
    const tools = new Map();
    const commands = new Set();
    const writes = new Set();
    for (const e of session.events) {
        if (e.type === "toolCall")
            tools.set(label(e.tool), (tools.get(label(e.tool)) ?? 0) + 1);
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
    return label(sub ? `${program} ${sub}` : program || "(empty)");
}
/** A failed assertion as a short label from the suite, never the agent: its name and where it is, or its expected value. */
function assertionLabel(a) {
    const where = a.location ? ` at ${path.basename(a.location.file)}:${a.location.line ?? "?"}` : "";
    const expected = !where && a.expected !== undefined ? ` ${JSON.stringify(a.expected)}` : "";
    return label(`${a.name}${where}${expected}`);
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
    return { mean: round(mean(known)), std: round(known.length > 1 ? sampleStd(known) : 0) };
}
function round(n) {
    return Math.round(n * 1000) / 1000;
}
function relativeTo(workspace, file) {
    if (!path.isAbsolute(file))
        return label(file.split(path.sep).join("/"));
    const rel = path.relative(workspace, file);
    return label(rel.startsWith("..") || path.isAbsolute(rel) ? path.basename(file) : rel.split(path.sep).join("/"));
}
/** One line, bounded. */
function label(text) {
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
    return hash("sha256", normalizeOutput(text), "hex").slice(0, 16);
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

export { StabilityAccumulator as A, CHANGED_TIERS as C, LIFT_ICONS as L, STEP_KIND_WORDS as S, TIER_LABELS as T, VERDICT_LABELS as V, computeStability as a, addStatus as b, countStatuses as c, behaviourPhrase as d, emptyCounts as e, TIER_ORDER as f, commandLabel as g, mean as h, resultTokens as i, sampleVariance as j, resultsStability as k, roundCost as l, mdTable as m, classify as n, outcomeOf as o, passRateOf as p, quantile as q, resultTotals as r, stableJson as s, treatmentHash as t, passKTable as u, STOP_LABELS as v, STATUS_LABELS as w, cellIcon as x, behaviourOf as y, outputHash as z };
