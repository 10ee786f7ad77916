import { existsSync } from 'node:fs';
import path from 'node:path';
import { i as isAgentBenchError, c as configError, p as plural } from './unknown-events-zNQq38TK.js';
import { stat, readFile } from 'node:fs/promises';
import { k as keyPath, i as issueLines, n as number, s as string, o as object, l as literal, b as array, r as record, _ as _enum, g as boolean, j as partialRecord, f as unknown, u as union, e as discriminatedUnion } from './schemas-CaY1ir08.js';

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

// Execution results and the run file (results.json / results.jsonl).
/**
 * Failures that say nothing about the agent: the process could not start, the
 * provider's API failed, the workspace could not be prepared, the run was
 * cancelled, the case uses a feature agent-bench cannot run (a yao hook). They are counted apart (status "errored") and `--resume` re-runs them.
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
    "unsupported",
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
    unsupported: { id: "unsupported", label: "Unsupported feature" },
    snapshot: { id: "snapshot", label: "Snapshot verification" },
};
const UNEXPECTED_PASS_CLASS = { id: "unexpected-passed", label: "Unexpected pass" };
/** Finished means anything but errored: errored executions said nothing about the agent. */
function isFinished(result) {
    return result.status !== "errored";
}

// Reading back a file agent-bench saved (results.json, stability.json, a run
// log line, PR metadata, history): parsed with the format's zod schema, so a
// damaged, foreign or crafted file is one error naming the file and the JSON
// path ("cells[3].runs"), exit 2, and never reaches the code as a cast.
/** Reads and parses one saved file; any problem is a config error (exit 2) naming the file and the JSON path. */
async function readSavedFile(file, schema, format) {
    return parseSaved(await readSavedJson(file, format), file, schema, format);
}
/**
 * Bounds every saved file is held to, checked before the schema (or, for the size, before reading):
 * saved files come from other runs' artifacts too, and a crafted one must be refused, not parsed for
 * minutes or recursed into until the stack runs out. Far above what a real run writes.
 */
const SAVED_FILE_LIMITS = {
    bytes: 128 * 1024 * 1024,
    depth: 100,
    /** Top-level lists: executions in a results.json, cells in a stability.json. */
    items: { results: 200_000, cells: 50_000 },
};
/** The JSON of a saved file, not yet checked: for a reader that picks the schema by what the file holds. */
async function readSavedJson(file, format) {
    let text;
    try {
        const info = await stat(file);
        if (!info.isFile())
            throw savedError(file, "(file)", `is not a file, so not a ${format.name}`, format.hint);
        if (info.size > SAVED_FILE_LIMITS.bytes)
            throw savedError(file, "(file)", `is ${Math.round(info.size / 1024 / 1024)} MiB (limit: ${SAVED_FILE_LIMITS.bytes / 1024 / 1024} MiB)`, format.hint);
        text = await readFile(file, "utf8");
    }
    catch (error) {
        if (isAgentBenchError(error))
            throw error;
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
    const problem = shapeProblem(data);
    if (problem)
        throw savedError(file, keyPath(problem.path), problem.message, format.hint);
    for (const [key, max] of Object.entries(SAVED_FILE_LIMITS.items)) {
        const list = data[key];
        if (Array.isArray(list) && list.length > max)
            throw savedError(file, key, `${list.length} entries (limit: ${max})`, format.hint);
    }
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
    const list = version.supported.length > 1 ? `${version.supported.slice(0, -1).join(", ")} and ${version.supported.at(-1)}` : String(version.supported[0]);
    const supported = `this agent-bench reads ${version.key} ${list}`;
    if (found === undefined)
        throw savedError(file, version.key, `missing, so not a ${format.name} written by agent-bench (${supported})`, format.hint);
    const newest = version.supported.at(-1);
    throw savedError(file, version.key, `unknown version ${JSON.stringify(found).slice(0, 40)}; ${supported}`, typeof found === "number" && found > newest ? "upgrade agent-bench to read files written by a newer version" : format.hint);
}
function savedError(file, where, message, hint) {
    // One line: a message from JSON.parse or zod never adds a second.
    return configError(`${file}: ${where}: ${message.replace(/\s*\n\s*/g, " ")}`, { where: file, hint });
}
/**
 * JSON.parse keeps "__proto__" as an own key; no saved format has one, and it must not reach code that
 * copies objects. Nesting is bounded too (the schema and the renderers recurse). One walk with its own
 * stack, so a file nested 100,000 deep cannot overflow ours.
 */
function shapeProblem(root) {
    const pathOf = (node) => {
        const keys = [];
        for (let n = node; n?.parent; n = n.parent)
            keys.unshift(n.key);
        return keys;
    };
    const stack = [{ value: root, depth: 0 }];
    while (stack.length > 0) {
        const node = stack.pop();
        const { value, depth } = node;
        if (typeof value !== "object" || value === null)
            continue;
        if (depth > SAVED_FILE_LIMITS.depth)
            return { path: pathOf(node).slice(0, 3), message: `nested deeper than ${SAVED_FILE_LIMITS.depth} levels (limit)` };
        if (Array.isArray(value)) {
            for (let i = value.length - 1; i >= 0; i--)
                if (typeof value[i] === "object")
                    stack.push({ value: value[i], depth: depth + 1, key: i, parent: node });
            continue;
        }
        for (const key of Object.keys(value)) {
            if (key === "__proto__")
                return { path: [...pathOf(node), key], message: `the key "__proto__" is not allowed` };
            const item = value[key];
            if (typeof item === "object")
                stack.push({ value: item, depth: depth + 1, key, parent: node });
        }
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
const hash = string().max(200);
function list(item, max = MAX_ITEMS) {
    return array(item).max(max);
}
/** A record keyed by labels (skills, tools, paths, k). */
function table(value) {
    return record(string().max(10_000), value);
}
/** A git object id (SHA-1, or SHA-256 for repositories that use it): a commit id is shown in comments and links. */
const commitSchema = object({
    sha: string().regex(/^(?:[0-9a-f]{40}|[0-9a-f]{64})$/iu, "a commit id is 40 (or 64) hexadecimal digits"),
    ref: string().max(1000).optional(),
});
const toolSchema = object({ name: literal("agent-bench"), version: string().max(100) });
const runnerRefSchema = object({ id, type: id, model: id.optional(), version: id.optional() });

// The adaptive record (model/adaptive.ts): `adaptive` in results.json and stability.json.
const stopReasonSchema = _enum([
    "no-drop",
    "regression",
    "verdict-decided",
    "max-runs",
    "settled",
    "pool-target",
    "not-compared",
    "errored",
    "budget",
    "cancelled",
]);
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
const spread = object({ mean: number(), std: number() }).nullable();
const behaviourProfileSchema = object({
    runs: count,
    skills: table(count),
    tools: table(object({ runs: count, calls: count })),
    commands: table(count),
    writes: table(count),
    failedAssertions: table(count),
    turns: spread,
    tokens: spread,
    other: partialRecord(_enum(["skills", "tools", "commands", "writes", "failedAssertions"]), count).optional(),
});

// A pooled baseline's record (model/pool.ts): `baseline.pool` in comparison.json.
const poolStopSchema = _enum(["no-history", "older-history", "test", "treatment", "cli", "age", "unverified", "history-start"]);
const poolCellSchema = object({
    caseId: id,
    runnerId: id,
    runs: cellCount,
    commits: count.max(1000),
    stop: poolStopSchema.optional(),
});
const baselinePoolSchema = object({
    maxRuns: cellCount,
    maxAgeDays: number().positive().max(100_000),
    // Full shas only: they are shown in comments and reports.
    commits: list(string().regex(/^[0-9a-f]{40}$/), 1000),
    runIds: list(count, 1000),
    cells: list(poolCellSchema),
});

// The treatment manifest (model/treatment.ts), in results.json and stability.json.
const hashes = table(hash);
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
    omitted: object({ files: count, hash }).optional(),
    bootstrap: object({ command: text, args, env: list(id, 10_000) }).optional(),
});
const variantTreatmentSchema = object({
    skillsRemoved: list(id, 10_000).optional(),
    skillsAdded: hashes.optional(),
    files: hashes.optional(),
    runners: table(runnerTreatmentSchema).optional(),
});
const treatmentSchema = object({
    workspace: workspaceTreatmentSchema,
    runners: table(runnerTreatmentSchema),
    variants: table(variantTreatmentSchema).optional(),
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
    variant: id.optional(),
    testFingerprint: hash,
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
    /**
     * 2 since the test/treatment split; 3 when cells carry a variant (run --variant; a run without variants still writes 2);
     * a version-1 file (older agent-bench) is read with its fingerprints unknown.
     */
    schemaVersion: union([literal(1), literal(2), literal(3)]),
    tool: object({ name: id, version: id }),
    createdAt: isoTime,
    suite: object({ path: text, fingerprint: hash }),
    commit: commitSchema.optional(),
    runsPerCase: cellCount,
    runners: list(runnerRefSchema, 10_000),
    treatment: treatmentSchema.optional(),
    cells: list(stabilityCellSchema),
    summary: stabilitySummarySchema,
    adaptive: adaptiveRecordSchema.optional(),
    pool: baselinePoolSchema.optional(),
};
/** stability.json as the code holds it: version 2 or 3, or version 1 read with its fingerprints unknown. */
const stabilityFileSchema = object(fileFields);
/** stability.json as agent-bench writes it (3 with variants, else 2): docs/schema/stability.schema.json. */
stabilityFileSchema.extend({ schemaVersion: union([literal(2), literal(3)]) });
// Version 1 held a fingerprint that mixed the test with the treatment and machine paths: unusable, so unknown ("").
const cellV1 = object({
    ...cellFields,
    testFingerprint: unknown()
        .optional()
        .transform(() => ""),
})
    .refine(sums, consistent);
/** What readers accept: version 3 or 2, or version 1 read with its fingerprints unknown. */
const stabilityFileReader = discriminatedUnion("schemaVersion", [
    stabilityFileSchema.extend({ schemaVersion: literal(3) }),
    stabilityFileSchema.extend({ schemaVersion: literal(2) }),
    stabilityFileSchema.extend({ schemaVersion: literal(1), cells: list(cellV1) }),
]);
const STABILITY_FILE_VERSIONS = [1, 2, 3];

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
    "unsupported",
    "snapshot",
]);
const failureClassSchema = object({ id, label: id.optional() });
const sourceLocationSchema = object({
    /** Repository-relative when the file is inside the repository (never a file:// URL). */
    file: text,
    line: count.optional(),
    column: count.optional(),
});
const assertionResultSchema = object({
    kind: _enum(["helper", "rule", "expected", "hook", "checkpoint", "expectation", "trigger"]),
    name: shortText,
    passed: boolean(),
    expected: unknown().optional(),
    actual: unknown().optional(),
    message: longText.optional(),
    soft: boolean().optional(),
    location: sourceLocationSchema.optional(),
    question: longText.optional(),
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
    variant: id.optional(),
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
    outputDigest: hash.optional(),
    artifactDir: text,
    workspacePath: text.optional(),
    cliVersion: id.optional(),
    behaviour: executionBehaviourSchema.optional(),
    model: id.optional(),
    dialog: dialogRecordSchema.optional(),
    strayProcesses: count.optional(),
    unknownEvents: table(count).optional(),
    sharedChanges: object({ files: list(text, 20), count }).optional(),
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
    variants: idList.optional(),
    /** The shard manifest of a `--shard I/N` run: what `merge` checks the set by. */
    shard: shardSchema.optional(),
    filters: object({ cases: idList.optional(), tags: idList.optional(), runners: idList.optional() }),
});
/** A program's variant (lift's `without:<skill>`), as given: --resume runs it again. */
const variantDefinitionSchema = object({
    id,
    skills: object({ remove: list(id, 1000).optional(), add: list(text, 1000).optional() }).optional(),
    files: table(text).optional(),
    runners: table(table(unknown())).optional(),
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
    skill: id.optional(),
    base: text.optional(),
    variants: list(union([id, variantDefinitionSchema]), 1000).optional(),
    cwd: text,
});
const caseInfoSchema = object({
    id,
    tags: list(id, 10_000),
    prompt: longText,
    expectedFail: boolean(),
    skip: text.optional(),
    noCheck: literal(true).optional(),
    source: sourceLocationSchema,
    // Version-1 files have per-runner `fingerprints` instead: unknown ("").
    testFingerprint: hash.default(""),
    trigger: object({ skill: id, shouldTrigger: boolean() }).optional(),
});
const suiteRefSchema = object({ path: text, format: _enum(["module", "jsonl", "inline", "skill-evals", "trigger-evals"]), fingerprint: hash });
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
    /** 3 when the plan has variants (run --variant); a run without variants still writes 2. */
    schemaVersion: union([literal(1), literal(2), literal(3)]),
    startedAt: isoTime,
    endedAt: isoTime,
    ...runHead,
    results: list(executionResultSchema),
    summary: runSummarySchema,
    adaptive: adaptiveRecordSchema.optional(),
});
const RUN_FILE_VERSIONS = [1, 2, 3];
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
// Made on first use: creating it loads ICU's break data (tens of ms), which a run whose texts all fit never needs.
let segmenter;
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
    for (const { index: i } of (segmenter ??= new Intl.Segmenter("en", { granularity: "grapheme" })).segment(text.slice(start, Math.min(text.length, index + 64)))) {
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
/** A commit id's first 7 characters, or undefined when it is not a git object id (40 or 64 hex digits). */
function shortSha(sha) {
    return sha && /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/iu.test(sha) ? sha.slice(0, 7).toLowerCase() : undefined;
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

export { isoTime as A, executionStatusSchema as B, readSavedJson as C, DEFAULT_FAILURE_CLASSES as D, parseSaved as E, runFileSchema as F, stabilityFileReader as G, firstLine as H, isFinished as I, shortSha as J, ERRORED_ORIGINS as K, caseIdProblem as L, CASE_ID_HINT as M, runEventLineSchema as N, RUN_FILE_FORMAT as R, STABILITY_FILE_VERSIONS as S, UNEXPECTED_PASS_CLASS as U, mdText as a, mdCodeBlock as b, mdLink as c, readSavedFile as d, escapeHtml as e, truncate as f, cutNote as g, htmlCode as h, htmlText as i, table as j, count as k, text as l, mdCode as m, amount as n, oneLine as o, plainText as p, list as q, readRunFile as r, id as s, terminalSafe as t, shortText as u, usageSchema as v, longText as w, assertionResultSchema as x, sourceLocationSchema as y, failureOriginSchema as z };
