import { existsSync } from 'node:fs';
import path from 'node:path';
import { c as configError } from './suggest-A8yN1XQm.js';
import { readFile } from 'node:fs/promises';
import { k as keyPath, i as issueLines, n as number, s as string, o as object, l as literal, b as array, r as record, _ as _enum, c as boolean, h as partialRecord, d as unknown, u as union, g as discriminatedUnion } from './schemas-DdBkgWhy.js';
import { createHash } from 'node:crypto';
import { x as parseCommand, S as SKILL_CONFIDENCE_ORDER, w as wilsonInterval, p as plural, a as formatDuration, v as formatDecimal, d as formatTokens, u as formatRelative, l as formatConfidence, e as formatCost, k as formatRateWithInterval } from './session-CJniFQm8.js';

// Reading back a file agent-bench saved (results.json, stability.json, a run
// log line, PR metadata, history): parsed with the format's zod schema, so a
// damaged, foreign or crafted file is one error naming the file and the JSON
// path ("cells[3].runs"), exit 2, and never reaches the code as a cast.
/** Reads and parses one saved file; any problem is a config error (exit 2) naming the file and the JSON path. */
async function readSavedFile(file, schema, format) {
    return parseSaved(await readSavedJson(file, format), file, schema, format);
}
/** The JSON of a saved file, not yet checked: for a reader that picks the schema by what the file holds. */
async function readSavedJson(file, format) {
    let text;
    try {
        text = await readFile(file, "utf8");
    }
    catch (error) {
        throw savedError(file, "(file)", `cannot be read (${error.code ?? error.message})`, format.hint);
    }
    return parseSavedJson(text, file, format);
}
function parseSavedJson(text, file, format) {
    if (text.trim() === "")
        throw savedError(file, "(top level)", `the file is empty, not a ${format.name}`, format.hint);
    try {
        return JSON.parse(text);
    }
    catch (error) {
        throw savedError(file, "(top level)", `not valid JSON, so not a ${format.name} (${error.message.split("\n")[0]}; a truncated file?)`, format.hint);
    }
}
/** Parses a value already read from JSON (a run log line, a file read by a caller). */
function parseSaved(data, file, schema, format) {
    if (typeof data !== "object" || data === null || Array.isArray(data)) {
        throw savedError(file, "(top level)", `expected a JSON object, found ${describe(data)}: not a ${format.name}`, format.hint);
    }
    if (format.version)
        checkVersion(data, file, format, format.version);
    const unsafe = unsafeKey(data, []);
    if (unsafe)
        throw savedError(file, keyPath(unsafe), `the key "__proto__" is not allowed`, format.hint);
    const parsed = schema.safeParse(data, { reportInput: true });
    if (parsed.success)
        return parsed.data;
    const issues = parsed.error.issues;
    const more = issues.length > 1 ? ` (and ${issues.length - 1} more problem${issues.length > 2 ? "s" : ""})` : "";
    // The config's issue lines: "file: key.path: what is wrong"; a problem with the whole file has no key.
    const first = issues[0];
    const line = first.path.length === 0 ? `${file}: (top level): ${first.message}` : issueLines([first], { file })[0];
    throw configError(`${line.replace(/\s*\n\s*/g, " ")}${more}`, { where: file, hint: format.hint });
}
function checkVersion(record, file, format, version) {
    const found = record[version.key];
    if (typeof found === "number" && version.supported.includes(found))
        return;
    const supported = `this agent-bench reads ${version.key} ${version.supported.join(" and ")}`;
    if (found === undefined)
        throw savedError(file, version.key, `missing, so not a ${format.name} written by agent-bench (${supported})`, format.hint);
    const newest = version.supported.at(-1);
    throw savedError(file, version.key, `unknown version ${JSON.stringify(found).slice(0, 40)}; ${supported}`, typeof found === "number" && found > newest ? "upgrade agent-bench to read files written by a newer version" : format.hint);
}
function savedError(file, where, message, hint) {
    // One line: a message from JSON.parse or zod never adds a second.
    return configError(`${file}: ${where}: ${message.replace(/\s*\n\s*/g, " ")}`, { where: file, hint });
}
/** JSON.parse keeps "__proto__" as an own key; no saved format has one, and it must not reach code that copies objects. */
function unsafeKey(value, path) {
    if (typeof value !== "object" || value === null)
        return undefined;
    if (Array.isArray(value)) {
        for (const [i, item] of value.entries()) {
            const found = unsafeKey(item, [...path, i]);
            if (found)
                return found;
        }
        return undefined;
    }
    for (const key of Object.keys(value)) {
        if (key === "__proto__")
            return [...path, key];
        const found = unsafeKey(value[key], [...path, key]);
        if (found)
            return found;
    }
    return undefined;
}
function describe(value) {
    if (Array.isArray(value))
        return "an array";
    if (value === null)
        return "null";
    return `a ${typeof value}`;
}

// The rule for case ids, checked when a suite loads: an id names artifact
// folders, environment variables (AGENT_BENCH_CASE_ID), report rows and PR
// comments, so it is printable text of bounded length. A NUL or a newline in
// an id used to load, then fail at spawn time with a Node error about
// options.env.
/** The bound results files from other runs are held to (src/model/schema/primitives.ts). */
const MAX_CASE_ID_LENGTH = 1000;
// Control (Cc), format (Cf: zero-width, bidi overrides), line/paragraph separators, and lone surrogates.
const NOT_PRINTABLE = /[\p{Cc}\p{Cf}\u2028\u2029]|\p{Cs}/u;
/** Why the id breaks the rule, or undefined when it follows it. */
function caseIdProblem(id) {
    if (id.length > MAX_CASE_ID_LENGTH)
        return `id is ${id.length} characters long; at most ${MAX_CASE_ID_LENGTH}`;
    if (!id.isWellFormed())
        return "id holds a lone surrogate (not valid Unicode text)";
    const bad = NOT_PRINTABLE.exec(id);
    if (bad)
        return `id holds a character that cannot be printed: U+${bad[0].codePointAt(0).toString(16).toUpperCase().padStart(4, "0")} at position ${bad.index + 1}`;
    return undefined;
}
const CASE_ID_HINT = `use printable characters (letters, digits, punctuation, spaces), at most ${MAX_CASE_ID_LENGTH} of them`;

// The building blocks of the saved-file schemas. Bounds are generous for a
// real run and tight enough that a crafted file (a fork's artifact) cannot
// make a report loop, allocate or print without end.
/** Runs of one cell: the exact tests allocate per run, so a crafted count must not reach them. */
const MAX_RUNS_PER_CELL = 100_000;
/** Executions, cases or cells in one file. */
const MAX_ITEMS = 10_000_000;
const count = number().int().nonnegative().max(Number.MAX_SAFE_INTEGER);
const cellCount = number().int().nonnegative().max(MAX_RUNS_PER_CELL);
const rate = number().min(0).max(1);
/** A p-value or a significance level: a rate's bounds, its own description in the JSON Schema. */
rate.describe("a p-value or a significance level");
const nonNegative = number().nonnegative().max(Number.MAX_VALUE);
/** Money, durations, token counts: finite and not negative. */
const amount = number().nonnegative().max(1e15);
/** A difference of rates. */
number().min(-1).max(1);
/** Case and runner ids, labels, versions: one line of text. */
const id = string().max(MAX_CASE_ID_LENGTH);
const shortText = string().max(10_000);
/** Paths and messages. */
const text = string().max(100_000);
/** Stack traces and outputs cut by the writer. */
const longText = string().max(1_000_000);
const isoTime = string().max(40);
const hash$1 = string().max(200);
function list(item, max = MAX_ITEMS) {
    return array(item).max(max);
}
/** A record keyed by labels (skills, tools, paths, k). */
function table(value) {
    return record(string().max(10_000), value);
}
const commitSchema = object({ sha: string().max(100), ref: string().max(1000).optional() });
const toolSchema = object({ name: literal("agent-bench"), version: string().max(100) });
const runnerRefSchema = object({ id, type: id, model: id.optional(), version: id.optional() });

// The adaptive record (model/adaptive.ts): `adaptive` in results.json and stability.json.
const stopReasonSchema = _enum(["no-drop", "regression", "verdict-decided", "max-runs", "settled", "not-compared", "errored", "budget", "cancelled"]);
const adaptiveCellSchema = object({
    caseId: id,
    runnerId: id,
    runs: cellCount,
    stop: stopReasonSchema,
    undecided: boolean().optional(),
});
const adaptiveRecordSchema = object({
    minRuns: cellCount,
    maxRuns: cellCount,
    maxCostUsd: nonNegative.optional(),
    maxMinutes: nonNegative.optional(),
    withBaseline: boolean(),
    rounds: count,
    executions: count,
    maxExecutions: count,
    budgetStop: object({ kind: _enum(["cost", "time"]), limit: nonNegative, spentUsd: nonNegative.optional(), minutes: nonNegative.optional() }).optional(),
    undecided: count,
    message: text,
    cells: list(adaptiveCellSchema),
})
    .refine((a) => a.minRuns <= a.maxRuns, { message: "minRuns must not exceed maxRuns", path: ["minRuns"] });

// Behaviour labels and counts (model/behaviour.ts), in results.json and stability.json.
const labels = list(text, 100_000);
const executionBehaviourSchema = object({
    skills: labels,
    tools: table(count),
    commands: labels,
    writes: labels,
});
const spread$1 = object({ mean: number(), std: number() }).nullable();
const behaviourProfileSchema = object({
    runs: count,
    skills: table(count),
    tools: table(object({ runs: count, calls: count })),
    commands: table(count),
    writes: table(count),
    failedAssertions: table(count),
    turns: spread$1,
    tokens: spread$1,
    other: partialRecord(_enum(["skills", "tools", "commands", "writes", "failedAssertions"]), count).optional(),
});

// The treatment manifest (model/treatment.ts), in results.json and stability.json.
const hashes = table(hash$1);
const args = list(text, 10_000);
const runnerTreatmentSchema = object({
    type: id,
    model: id.optional(),
    command: args.optional(),
    args,
    env: list(id, 10_000),
    maxSteps: number().optional(),
    timeoutMs: number().optional(),
    options: table(unknown()),
    files: hashes.optional(),
});
const workspaceTreatmentSchema = object({
    mode: _enum(["none", "shared", "isolated"]),
    root: text,
    scope: _enum(["template", "context"]),
    files: hashes,
    omitted: object({ files: count, hash: hash$1 }).optional(),
    bootstrap: object({ command: text, args, env: list(id, 10_000) }).optional(),
});
const treatmentSchema = object({
    workspace: workspaceTreatmentSchema,
    runners: table(runnerTreatmentSchema),
});

// stability.json (model/stability.ts, documented in docs/stability-json.md):
// the schema the types come from, every reader parses with, and
// docs/schema/stability.schema.json is generated from.
const distributionSchema = object({ mean: amount, min: amount, max: amount, p50: amount, p90: amount, std: amount });
const meanTotal = object({ mean: amount, total: amount }).nullable();
const stabilityClassificationSchema = _enum(["stable", "mostly-stable", "unstable", "highly-unstable"]);
const cellFields = {
    caseId: id,
    runnerId: id,
    testFingerprint: hash$1,
    runs: cellCount,
    passed: cellCount,
    failed: cellCount,
    errored: cellCount,
    passRate: rate,
    wilson: object({ low: rate, high: rate }),
    passAtK: table(rate),
    passHatK: table(rate),
    classification: stabilityClassificationSchema,
    consistency: rate,
    durationMs: distributionSchema,
    tokens: meanTotal,
    costUsd: meanTotal,
    failureClasses: table(count),
    behaviour: behaviourProfileSchema.optional(),
};
const sums = (c) => c.passed + c.failed + c.errored === c.runs;
const consistent = { message: "passed + failed + errored must equal runs", path: ["runs"] };
const stabilityCellSchema = object(cellFields).refine(sums, consistent);
const stabilitySummarySchema = object({
    cases: count,
    cells: count,
    executions: count,
    passed: count,
    failed: count,
    errored: count,
    passRate: rate,
    stableCells: count,
    unstableCells: count,
    costUsd: amount.nullable(),
    durationMs: amount,
});
const fileFields = {
    /** 2 since the test/treatment split; a version-1 file (older agent-bench) is read with its fingerprints unknown. */
    schemaVersion: union([literal(1), literal(2)]),
    tool: object({ name: id, version: id }),
    createdAt: isoTime,
    suite: object({ path: text, fingerprint: hash$1 }),
    commit: commitSchema.optional(),
    runsPerCase: cellCount,
    runners: list(runnerRefSchema, 10_000),
    treatment: treatmentSchema.optional(),
    cells: list(stabilityCellSchema),
    summary: stabilitySummarySchema,
    adaptive: adaptiveRecordSchema.optional(),
};
/** stability.json as the code holds it: version 2, or version 1 read with its fingerprints unknown. */
const stabilityFileSchema = object(fileFields);
/** stability.json as agent-bench writes it: docs/schema/stability.schema.json. */
const stabilityFileV2Schema = stabilityFileSchema.extend({ schemaVersion: literal(2) });
// Version 1 held a fingerprint that mixed the test with the treatment and machine paths: unusable, so unknown ("").
const cellV1 = object({ ...cellFields, testFingerprint: unknown().transform(() => "") }).refine(sums, consistent);
/** What readers accept: version 2, or version 1 read with its fingerprints unknown. */
const stabilityFileReader = discriminatedUnion("schemaVersion", [
    stabilityFileV2Schema,
    stabilityFileSchema.extend({ schemaVersion: literal(1), cells: list(cellV1) }),
]);
const STABILITY_FILE_VERSIONS = [1, 2];

// results.json and the lines of results.jsonl (model/result.ts): the schema
// the types come from and every reader parses with. Unknown fields are
// dropped on reading (a newer agent-bench may add some); `__proto__` keys are
// refused before parsing (model/saved-file.ts).
const executionStatusSchema = _enum(["passed", "failed", "expected-failed", "unexpected-passed", "errored", "skipped"]);
const failureOriginSchema = _enum([
    "assertion",
    "assert-hook",
    "runner",
    "timeout",
    "max-steps",
    "api",
    "model-rejected",
    "spawn",
    "workspace",
    "workspace-bootstrap",
    "collection",
    "normalization",
    "simulator",
    "output-limit",
    "disk",
    "cancelled",
]);
const failureClassSchema = object({ id, label: id.optional() });
const sourceLocationSchema = object({
    /** Repository-relative when the file is inside the repository (never a file:// URL). */
    file: text,
    line: count.optional(),
    column: count.optional(),
});
const assertionResultSchema = object({
    kind: _enum(["helper", "rule", "expected", "hook", "checkpoint"]),
    name: shortText,
    passed: boolean(),
    expected: unknown().optional(),
    actual: unknown().optional(),
    message: longText.optional(),
    soft: boolean().optional(),
    location: sourceLocationSchema.optional(),
});
const serializedErrorSchema = object({ name: shortText, message: longText, stack: longText.optional() });
const usageSourceSchema = _enum(["provider", "derived", "chars"]);
const usageSchema = object({
    inputTokens: amount.optional(),
    outputTokens: amount.optional(),
    reasoningTokens: amount.optional(),
    cacheReadTokens: amount.optional(),
    cacheWriteTokens: amount.optional(),
    cacheTokens: amount.optional(),
    totalTokens: amount.optional(),
    inputChars: amount,
    outputChars: amount,
    reasoningChars: amount,
    source: object({ input: usageSourceSchema, output: usageSourceSchema, reasoning: usageSourceSchema }),
});
const turnRecordSchema = object({
    turn: count,
    user: longText,
    agent: longText.optional(),
    reached: list(id, 10_000),
    artifactDir: text,
    durationMs: amount,
    error: longText.optional(),
});
const checkpointRecordSchema = object({
    id,
    description: text.optional(),
    required: boolean(),
    reached: boolean(),
    reachedAtTurn: count.optional(),
    message: longText.optional(),
});
const dialogRecordSchema = object({
    turns: list(turnRecordSchema, 100_000),
    checkpoints: list(checkpointRecordSchema, 10_000),
    maxTurns: count,
    ended: _enum(["checkpoints", "max-turns", "goal-achieved", "agent-failure", "simulator-error", "timeout", "cancelled"]),
});
const retrySchema = object({
    status: executionStatusSchema,
    failureOrigin: failureOriginSchema.optional(),
    error: serializedErrorSchema.optional(),
    artifactDir: text,
    durationMs: amount,
});
const PASSING = new Set(["passed", "expected-failed"]);
const executionResultSchema = object({
    caseId: id,
    runnerId: id,
    run: cellCount.min(1),
    status: executionStatusSchema,
    passed: boolean(),
    failureOrigin: failureOriginSchema.optional(),
    failureClass: failureClassSchema.optional(),
    error: serializedErrorSchema.optional(),
    assertions: list(assertionResultSchema, 100_000),
    startedAt: isoTime,
    endedAt: isoTime,
    durationMs: amount,
    usage: usageSchema.optional(),
    costUsd: amount.optional(),
    turns: count.optional(),
    exitCode: number().int().nullable().optional(),
    finalOutput: longText.optional(),
    outputDigest: hash$1.optional(),
    artifactDir: text,
    workspacePath: text.optional(),
    cliVersion: id.optional(),
    behaviour: executionBehaviourSchema.optional(),
    model: id.optional(),
    dialog: dialogRecordSchema.optional(),
    strayProcesses: count.optional(),
    retries: list(retrySchema, 1000).optional(),
})
    // A skipped execution is recorded as passed (it is left out of every count).
    .refine((r) => r.status === "skipped" || r.passed === PASSING.has(r.status), {
    message: "passed must be true exactly when status is passed or expected-failed",
    path: ["passed"],
});
const plannedRunnerSchema = runnerRefSchema;
const runEnvironmentSchema = object({
    user: id,
    team: id,
    node: id,
    platform: id,
    agentBench: id,
    ci: boolean(),
    commit: commitSchema.optional(),
});
const runSummarySchema = object({
    executions: count,
    passed: count,
    failed: count,
    errored: count,
    skipped: count,
    expectedFailed: count,
    unexpectedPassed: count,
    passRate: rate,
    durationMs: amount,
    costUsd: amount.optional(),
    totalTokens: amount.optional(),
    notRun: count,
    cancelled: boolean(),
    completed: boolean().optional(),
})
    .refine((s) => s.passed + s.failed + s.errored + s.skipped <= s.executions, {
    message: "passed + failed + errored + skipped must not exceed executions",
    path: ["passed"],
});
const shardSchema = object({ index: count.min(1), total: count.min(1) })
    .refine((s) => s.index <= s.total, { message: "index must not exceed total", path: ["index"] });
const idList = list(id, 1_000_000);
const planInfoSchema = object({
    cases: idList,
    runners: list(plannedRunnerSchema, 10_000),
    runs: cellCount,
    executions: count,
    /** The shard manifest of a `--shard I/N` run: what `merge` checks the set by. */
    shard: shardSchema.optional(),
    filters: object({ cases: idList.optional(), tags: idList.optional(), runners: idList.optional() }),
});
const runInvocationSchema = object({
    suites: list(text, 10_000),
    inline: longText.optional(),
    config: text.optional(),
    runners: idList.optional(),
    runs: cellCount.optional(),
    tags: idList.optional(),
    cases: idList.optional(),
    shard: shardSchema.optional(),
    model: id.optional(),
    user: id.optional(),
    team: id.optional(),
    adaptive: object({ minRuns: cellCount, maxRuns: cellCount, maxCostUsd: nonNegative.optional(), maxMinutes: nonNegative.optional() }).optional(),
    base: text.optional(),
    cwd: text,
});
const caseInfoSchema = object({
    id,
    tags: list(id, 10_000),
    prompt: longText,
    expectedFail: boolean(),
    skip: text.optional(),
    source: sourceLocationSchema,
    // Version-1 files have per-runner `fingerprints` instead: unknown ("").
    testFingerprint: hash$1.default(""),
});
const suiteRefSchema = object({ path: text, format: _enum(["module", "jsonl", "inline"]), fingerprint: hash$1 });
/** What a run is, written first: the start line of results.jsonl, and results.json around its results. */
const runHead = {
    tool: toolSchema,
    suite: suiteRefSchema,
    plan: planInfoSchema,
    environment: runEnvironmentSchema,
    cases: list(caseInfoSchema),
    treatment: treatmentSchema.optional(),
    invocation: runInvocationSchema.optional(),
};
const runFileSchema = object({
    schemaVersion: union([literal(1), literal(2)]),
    startedAt: isoTime,
    endedAt: isoTime,
    ...runHead,
    results: list(executionResultSchema),
    summary: runSummarySchema,
    adaptive: adaptiveRecordSchema.optional(),
});
const RUN_FILE_VERSIONS = [1, 2];
/** One line of results.jsonl (and of a `.jsonl` report). */
const runEventLineSchema = discriminatedUnion("type", [
    object({ type: literal("start"), at: isoTime, ...runHead }),
    object({ type: literal("resume"), at: isoTime, pending: count }),
    object({ type: literal("execution"), at: isoTime, result: executionResultSchema }),
    object({ type: literal("stability"), at: isoTime, cell: stabilityCellSchema }),
    object({ type: literal("summary"), at: isoTime, summary: runSummarySchema }),
]);

// Reading back results.json: `merge` (the CLI and the action's merge mode),
// `compare -o report.html`, `history`, and the action's report mode (a fork's
// artifact, so untrusted). One schema, one reader.
const RUN_FILE_FORMAT = {
    name: "results.json",
    hint: "pass the out-dir of a finished (or interrupted) agent-bench run; its results.json is written by `agent-bench run`",
    version: { key: "schemaVersion", supported: RUN_FILE_VERSIONS },
};
/** The results.json in a run's out-dir. */
async function readRunFile(dir, format = RUN_FILE_FORMAT) {
    const file = path.join(dir, "results.json");
    if (!existsSync(file))
        throw configError(`${dir} has no results.json`, { where: dir, hint: format.hint });
    return readSavedFile(file, runFileSchema, format);
}

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
    return { mean: round(mean(known)), std: round(known.length > 1 ? sampleStd(known) : 0) };
}
function round(n) {
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
    return text.normalize("NFKC").replace(TERMINAL_ESCAPES, "").replace(INVISIBLE, "").toLowerCase().replace(WHITESPACE_TO_FOLD, " ").trim();
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
/** Why an adaptive run's cell stopped, in words (results.json keeps the ids). */
const STOP_LABELS = {
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

// Untrusted text (agent output, case ids, prompts, assertion messages) made
// inert for the places reports put it: Markdown inline text, table cells,
// code spans and blocks, HTML inside Markdown (<summary>), the HTML report and
// the terminal.
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
    return text.replace(ANSI, "").replace(/\r\n?/gu, "\n").replace(CONTROL, "").replace(BIDI, "").replace(LONE_SURROGATE, "\ufffd");
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
    return `… ${plural(cut, "more character")}${where ? `; the whole text is in ${where}` : ""}`;
}
/** One line of plain text: line breaks and tabs become spaces, no leading or trailing space. */
function oneLine(text) {
    return plainText(text)
        .replace(/\s*\n\s*|\t/gu, " ")
        .trim();
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
/** Text for a terminal: control characters (escape sequences, carriage returns) become "?", so agent text cannot rewrite the screen. */
function terminalSafe(text) {
    return text.replace(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/gu, "?");
}
/** The first non-blank line, terminal-safe, cut to `max` characters. */
function firstLine(text, max = 160) {
    const line = terminalSafe((text ?? "").split("\n").find((l) => l.trim() !== "") ?? "");
    return line.length > max ? `${line.slice(0, max - 1)}…` : line;
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
    return {
        runner,
        cells,
        counts,
        durationMs,
        tokens,
        costUsd: costUsd === null ? null : roundCost(costUsd),
        stableCells,
        unstableCells: measured.length - stableCells,
    };
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
    const cells = D.cells.map((c) => Object.assign(c, { execs: [] }));
    const cellIndex = new Map();
    for (const c of cells)
        cellIndex.set(c.c * R + c.r, c);
    D.executions.forEach((e, i) => cellAt(e)?.execs.push(i));
    function cellAt(x) {
        return cellIndex.get(x.c * R + x.r);
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
        return \`\${caseOf(c).id} × \${runnerOf(c).id}\`;
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
        return abs < 0.1 ? \`\${sign}$\${abs.toFixed(4)}\` : \`\${sign}$\${abs.toFixed(2)}\`;
    }
    function formatCount(n) {
        return n.toLocaleString("en-US");
    }
    /** "+5.0 pts", "−3.3 pts", "±0.0 pts" (a rate difference in percentage points). */
    function formatSignedPoints(delta) {
        const tenths = Math.round(delta * 1000) / 10;
        const sign = tenths > 0 ? "+" : tenths < 0 ? "−" : "±";
        return \`\${sign}\${Math.abs(tenths).toFixed(1)} pts\`;
    }
    function plural(n, word, many = \`\${word}s\`) {
        return \`\${formatCount(n)} \${n === 1 ? word : many}\`;
    }
    function formatP(p) {
        if (p === null || p === undefined)
            return "–";
        return p < 0.001 ? "<0.001" : p.toFixed(3);
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
    const STATUS_LABELS = {
        passed: { icon: "✅", label: "passed" },
        failed: { icon: "❌", label: "failed" },
        "expected-failed": { icon: "✅", label: "failed as expected" },
        "unexpected-passed": { icon: "❌", label: "passed unexpectedly" },
        errored: { icon: "💥", label: "errored" },
        skipped: { icon: "⏭️", label: "skipped" },
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
    const STATUS_ICON = {
        passed: "✓",
        failed: "✗",
        "expected-failed": "✓",
        "unexpected-passed": "✗",
        errored: "!",
        skipped: "–",
    };

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
            text = [c.id, c.prompt, c.tags.map((t) => D.tags[t]).join(" "), runnerOf(e).id, e.m || "", e.fc || "", e.o || "", e.s].join("\\n").toLowerCase();
            hay[i] = text;
        }
        return text;
    }
    function cellPasses(cell) {
        if (S.runner !== "" && String(cell.r) !== S.runner)
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
        if (S.cell && (S.cell.c !== e.c || S.cell.r !== e.r))
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
            Object.assign(S, { q: "", runner: "", tag: "", status: "", tier: "", cell: null });
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
            t += \`, \${cell.cls}\`;
        if (cell.tier)
            t += \`; \${TIERS[cell.tier]} (base \${armText(cell.base)}, head \${armText(cell.head)}, \${pts(cell.delta)})\`;
        return t;
    }
    function caseRows() {
        const cols = S.runner === "" ? D.runners.map((_, i) => i) : [Number(S.runner)];
        const rows = [];
        D.cases.forEach((_, ci) => {
            const cells = cols.map((ri) => cellAt({ c: ci, r: ri }));
            if (cells.some((x) => x && cellShown(x)))
                rows.push({ ci, cells });
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
        const head = h("tr", null, [h("th", null, "Case"), D.tags.length ? h("th", null, "Tags") : null, g.cols.map((ri) => h("th", null, D.runners[ri].id))]);
        const trs = rows.map((row) => {
            const c = D.cases[row.ci];
            const tds = [h("td", { class: "case" }, [h("code", null, c.id), c.xf ? h("span", { class: "muted" }, " (expected to fail)") : null])];
            if (D.tags.length)
                tds.push(h("td", null, c.tags.map((t) => h("span", { class: "chip" }, D.tags[t]))));
            for (const cell of row.cells) {
                if (!cell) {
                    tds.push(h("td", null, ""));
                    continue;
                }
                const label = cell.n ? \`\${cell.p}/\${cell.n}\` : cell.sk ? "skipped" : "–";
                const sel = S.cell !== null && S.cell.c === cell.c && S.cell.r === cell.r;
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
        S.cell = S.cell && S.cell.c === cell.c && S.cell.r === cell.r ? null : { c: cell.c, r: cell.r };
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
        const top = all[Math.min(all.length - 1, Math.floor(all.length * 0.99))] || 1;
        const BINS = 24;
        byRunner.forEach((ds, ri) => {
            if (!ds.length || ri >= 24)
                return;
            const bins = new Array(BINS).fill(0);
            for (const d of ds)
                bins[Math.min(BINS - 1, Math.floor((d / top) * BINS))]++;
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
                const title = svg("title", {}, \`\${num(n)} executions, \${dur((b * top) / BINS)}–\${dur(((b + 1) * top) / BINS)}\`);
                kids.push(svg("rect", { class: "bar", x: 10 + b * BW, y: H - 20 - (n / max) * (H - 30), width: Math.max(1, BW - 1), height: (n / max) * (H - 30) }, title));
            });
            kids.push(svg("text", { x: 10, y: H - 6 }, "0"), svg("text", { x: W - 10, y: H - 6, "text-anchor": "end" }, \`≥\${dur(top)}\`));
            const runner = D.runners[ri].id;
            box.appendChild(h("figure", { class: "card" }, [
                svg("svg", { viewBox: \`0 0 \${W} \${H}\`, width: W, height: H, role: "img", "aria-label": \`Durations of \${runner}\` }, kids),
                h("figcaption", null, [h("code", null, runner), \` · \${plural(ds.length, "execution")} · median \${dur(q(0.5))} · p90 \${dur(q(0.9))}\`]),
            ]));
        });
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
        const change = c.suite.delta === null
            ? "–"
            : \`\${pts(c.suite.delta)} over \${plural(c.suite.pairedCases, "cell")}\${c.suite.ci ? \` (\${Math.round((1 - c.alpha) * 100)}% CI \${pts(c.suite.ci[0])} to \${pts(c.suite.ci[1])})\` : ""}\${c.suite.pValue === null ? "" : \`, p \${formatP(c.suite.pValue)}\`}\`;
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
            ? \`Baseline \${b0.commit ? \`\${b0.commit.sha.slice(0, 7)}, \` : ""}\${plural(b0.runsPerCase, "run")} per case, \${String(b0.createdAt).slice(0, 10)}.\`
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
        for (const s of t.settings)
            items.push(h("li", null, [
                s.runnerId ? "Runner " : "",
                s.runnerId ? h("code", null, s.runnerId) : "",
                \` \${s.field}: \`,
                h("code", null, s.base),
                " → ",
                h("code", null, s.head),
            ]));
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
            trs.push(tr(x.tier, caseOf(x).id, runnerOf(x).id, x, () => selectCell(x, refresh)));
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
        const label = \`Show the transcript of \${caseOf(e).id} × \${runnerOf(e).id} run \${e.k}\`;
        const toggle = h("button", { type: "button", class: "toggle", "aria-expanded": S.open[i] ? "true" : "false", "aria-label": label, "data-exec": i }, S.open[i] ? "▾" : "▸");
        const summary = e.m || (e.o ? e.o.split("\\n")[0] : "");
        const row = h("tr", { class: "exec", "data-exec": i }, [
            h("td", null, toggle),
            h("td", { class: \`st st-\${e.s}\` }, \`\${STATUS_ICON[e.s]} \${statusLabel(e.s)}\`),
            h("td", null, h("code", null, caseOf(e).id)),
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
    const KIND = { say: "says", call: "tool", cmd: "runs", read: "reads", write: "writes", skill: "skill", error: "error" };
    function stepCell(side, i) {
        const s = side.steps[i];
        if (i < 0 || !s)
            return h("td", { class: "step none" }, "");
        return h("td", { class: "step" }, [h("span", { class: \`kind kind-\${s[0]}\` }, KIND[s[0]] || s[0]), " ", s[0] === "say" ? s[1] : h("code", null, s[1])]);
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
        cards.push(card("Cells", num(s.cells), \`\${num(s.stable)} stable · \${num(s.unstable)} unstable\`));
        const c = D.comparison;
        if (c && c.hasBase && c.suite.delta !== null)
            cards.push(card("Change from base", pts(c.suite.delta), c.suite.ci ? \`95% CI \${pts(c.suite.ci[0])} to \${pts(c.suite.ci[1])} · p \${formatP(c.suite.pValue)}\` : ""));
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

// Builds the data the HTML report embeds (its types: payload-types.ts). Every
// text is plain (control and bidi characters removed); the page only ever
// shows it with textContent.
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
    });
    const transcripts = [];
    let excerptBudget = options.excerptBudget ?? 20_000_000;
    let excerptsDropped = 0;
    const executions = run.results.map((r) => {
        const failing = !r.passed && r.status !== "skipped";
        const e = {
            c: caseIndex.get(r.caseId),
            r: runnerIndex.get(r.runnerId),
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
            e.as = r.assertions
                .slice(0, 50)
                .map((a) => [
                a.passed,
                text(a.name, 200),
                text(a.message ?? "", 1_000),
                a.location ? `${a.location.file}${a.location.line ? `:${a.location.line}` : ""}` : "",
                a.soft ?? false,
            ]);
        }
        if (r.dialog) {
            const d = r.dialog;
            e.dl = {
                end: d.ended,
                max: d.maxTurns,
                turns: d.turns
                    .slice(0, 100)
                    .map((t) => [
                    t.turn,
                    text(t.user, 1_000),
                    t.agent === undefined ? null : text(t.agent, 2_000),
                    t.reached.map((id) => text(id, 200)),
                    text(t.error ?? "", 500),
                ]),
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
            unstable: st.unstableCells,
            notRun: run.summary.notRun,
            cancelled: run.summary.cancelled,
        },
        runners: view.runners.map((r) => ({
            id: text(r.runner.id, 200),
            type: text(r.runner.type, 100),
            model: text(r.runner.model, 200),
            version: text(r.runner.version, 100),
            n: r.counts.runs,
            p: r.counts.passed,
            f: r.counts.failed,
            e: r.counts.errored,
            durationMs: r.durationMs,
            tokens: r.tokens,
            cost: r.costUsd,
            stable: r.stableCells,
            unstable: r.unstableCells,
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
        files: {
            added: list(t.files.added),
            removed: list(t.files.removed),
            modified: list(t.files.modified),
            omittedChanged: t.files.omittedChanged,
            more: more(t.files.added) + more(t.files.removed) + more(t.files.modified),
        },
        settings: t.settings
            .slice(0, 200)
            .map((s) => ({ runnerId: text(s.runnerId, 200), field: text(s.field, 500), base: text(s.base, 500), head: text(s.head, 500) })),
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
        .map((c) => `<div>${spark(c)}<code title="${escapeHtml(`${c.caseId} × ${c.runnerId}`)}">${escapeHtml(c.caseId)}</code><span class="muted">${escapeHtml(c.runnerId)}</span>${c.flaky ? '<span class="flaky">flaky on main</span>' : ""}</div>`)
        .join("");
    const changes = trend.main.flatMap((p) => p.changes.map((c) => `<li><code>${escapeHtml(label(p))}</code> ${escapeHtml(c)}</li>`));
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
// script (src/report/html/client/, bundled by rollup.client.mjs) renders it
// with text nodes only; a Content-Security-Policy allows exactly that script
// and that stylesheet (by hash) and no request at all.
const PAGE_STYLE = `${STYLE}${TREND_STYLE}${ADAPTIVE_STYLE}`;
function renderHtml(model, options = {}) {
    const title = options.title ?? "agent-bench report";
    const payload = buildPayload(model, buildView(model), { ...options, title });
    return [
        ...htmlHead({ title, style: PAGE_STYLE, script: CLIENT_SCRIPT, generator: model.run.tool.version }),
        "<body>",
        '<main id="app"><noscript>This report needs JavaScript to show its data; results.json in the artifacts has the same data.</noscript></main>',
        ...(model.run.adaptive ? [adaptiveHtml(model.run.adaptive)] : []),
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

export { commandLabel as $, STOP_LABELS as A, mdCode as B, CASE_ID_HINT as C, DEFAULT_FAILURE_CLASSES as D, ERRORED_ORIGINS as E, mdTable as F, htmlCode as G, htmlText as H, STATUS_LABELS as I, mdCodeBlock as J, cellIcon as K, mdLink as L, mean as M, sampleVariance as N, behaviourPhrase as O, shortText as P, text as Q, RUN_FILE_FORMAT as R, StabilityAccumulator as S, TIER_LABELS as T, UNEXPECTED_PASS_CLASS as U, VERDICT_LABELS as V, list as W, amount as X, count as Y, id as Z, usageSchema as _, readRunFile as a, htmlHead as a0, escapeHtml as a1, trendsHtml as a2, STYLE as a3, TREND_STYLE as a4, readSavedFile as b, caseIdProblem as c, behaviourOf as d, outputHash as e, firstLine as f, TIER_ORDER as g, CHANGED_TIERS as h, readSavedJson as i, computeStability as j, runFileSchema as k, STABILITY_FILE_VERSIONS as l, mdText as m, roundCost as n, oneLine as o, parseSaved as p, buildView as q, renderHtml as r, stabilityFileReader as s, terminalSafe as t, plainText as u, isFailure as v, failureMessage as w, truncate as x, cutNote as y, runEventLineSchema as z };
