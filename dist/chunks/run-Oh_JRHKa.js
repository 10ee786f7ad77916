import { m as diffTreatment, n as loadBaselineArg, c as compare, r as renderComparisonText, o as renderComparisonMarkdown, p as isGithubBase, h as loadStability } from './comparison-C7X_87RV.js';
import { existsSync, writeFileSync, rmSync, openSync, writeSync, ftruncateSync, closeSync, mkdirSync, constants, readdirSync, statSync, readSync } from 'node:fs';
import { readFile, rename, mkdir, writeFile, stat, readdir, lstat, copyFile, chmod, readlink, symlink, unlink, rm, rmdir, mkdtemp } from 'node:fs/promises';
import path from 'node:path';
import { e as executionDir, r as runnerPathKey, w as workspaceDir, s as sha256, f as formatDuration, p as parseDuration, d as durationHint } from './paths-CoITADkl.js';
import { c as configError, a as infraError, e as errorMessage, i as isAgentBenchError } from './suggest-A8yN1XQm.js';
import { c as checkOf, R as RuleCrash, o as outputRules, s as spawnAgent, a as promptOf, r as repoRelative$1, h as holdSpawner, p as prepareRun, i as isSuitePath, d as detectCommit } from './prepare-B7S-dobB.js';
import { t as treatmentHash, b as buildTreatment, d as defaultRoots } from './treatment-BpBWeG4_.js';
import { b as bound, c as cutText, f as failureClassOf, a as attachFailureClass, n as newStore, w as withStore, u as userLocation, d as createContext, r as repoRelative, e as userStack, g as extractJson } from './api-CsQuXH57.js';
import os from 'node:os';
import { e as emptySession, g as getAdapter, s as startModelServer, p as planReplies, l as loadScript, i as importModule, a as isModulePath } from './registry-BIHWWJs6.js';
import { AssertionError } from 'node:assert';
import { D as DEFAULT_FAILURE_CLASSES, E as ERRORED_ORIGINS, U as UNEXPECTED_PASS_CLASS, d as behaviourOf, e as outputHash, S as StabilityAccumulator, s as summarize, w as writeJsonFile, B as BUILTIN_EXTENSIONS, f as extensionOf, g as outputKind, h as writeReports, i as firstLine, t as terminalSafe, j as summaryTable, k as estimateRun, m as formatEstimate, A as AdaptiveRounds, n as builtinFormatOf, r as resolveAdaptive, p as parsePositive } from './summary-table-dZ0tSzQA.js';
import { randomBytes } from 'node:crypto';
import { f as findSkills } from './skills-BECsjRBY.js';
import { p as parseShard } from './plan-Q1jNVoJq.js';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { p as parseFlags, i as intFlag } from './args-DA6UoEEa.js';
import { V as VERSION } from './version-BqAkNvtp.js';

// --resume: read what an interrupted or partly failed run finished, so only
// the missing executions and those that errored for infrastructure reasons run again.
function executionKey(caseId, runnerId, run) {
    return `${caseId}\u0000${runnerId}\u0000${run}`;
}
/** Reads results.jsonl (the source of truth: results.json may be missing after a hard kill). */
async function readRunLog(dir) {
    const file = path.join(dir, "results.jsonl");
    if (!existsSync(file))
        throw configError(`${dir} holds no run (no results.jsonl)`, { where: "--resume", hint: "pass the out-dir of an earlier agent-bench run" });
    const lines = (await readFile(file, "utf8")).split("\n");
    let start;
    const latest = new Map();
    for (const [i, text] of lines.entries()) {
        if (text.trim() === "")
            continue;
        let line;
        try {
            line = JSON.parse(text);
        }
        catch {
            // A run killed mid-write leaves a partial last line: everything before it is intact.
            if (i >= lines.length - 2)
                continue;
            throw configError(`${file}:${i + 1}: not valid JSON`, { hint: "the run log is damaged; start a new run" });
        }
        if (line.type === "start")
            start ??= line;
        if (line.type === "execution")
            latest.set(executionKey(line.result.caseId, line.result.runnerId, line.result.run), line.result);
    }
    if (!start)
        throw configError(`${file}: no "start" line`, { where: "--resume", hint: "the run log is damaged; start a new run" });
    return { startedAt: start.at, invocation: start.invocation, cases: start.cases, ...(start.treatment ? { treatment: start.treatment } : {}), results: [...latest.values()] };
}
/** Finished means anything but errored: errored executions said nothing about the agent. */
function isFinished(result) {
    return result.status !== "errored";
}
function pendingExecutions(executions, results) {
    const done = new Set(results.filter(isFinished).map((r) => executionKey(r.caseId, r.runnerId, r.run)));
    return executions.filter((e) => !done.has(executionKey(e.case.id, e.runner.id, e.run)));
}
/** An errored execution about to run again keeps its old artifacts beside the new ones. */
async function setAside(outDir, result) {
    const dir = path.join(outDir, result.artifactDir);
    if (!existsSync(dir))
        return;
    let n = 1;
    while (existsSync(`${dir}.errored-${n}`))
        n++;
    await rename(dir, `${dir}.errored-${n}`);
}
/** A run whose cases or treatment changed since it started cannot be completed as if nothing happened. */
function checkUnchanged(before, now) {
    const hint = "its earlier results would not be comparable; start a new run";
    for (const c of now.cases) {
        const old = before.cases.find((b) => b.id === c.id);
        // A log from an older agent-bench has no test fingerprint: nothing to check against.
        if (old?.testFingerprint && old.testFingerprint !== c.testFingerprint) {
            throw configError(`case "${c.id}" changed since the run started (its prompt, assertions, expected values or timeout)`, { where: "--resume", hint });
        }
    }
    if (before.treatment && treatmentHash(before.treatment) !== treatmentHash(now.treatment)) {
        const changes = diffTreatment(before.treatment, now.treatment, [], []);
        const what = [...changes.files.added, ...changes.files.removed, ...changes.files.modified, ...changes.settings.map((s) => `runner ${s.runnerId} ${s.field}`)];
        throw configError(`what the agent is given changed since the run started${what.length ? ` (${what.slice(0, 3).join(", ")}${what.length > 3 ? ", …" : ""})` : ""}`, { where: "--resume", hint });
    }
}

// What each execution leaves in its folder: session.json next to the raw
// stdout.log (and stderr.log) the process runner wrote. Its result is one line
// of results.jsonl and one entry of results.json: a result.json beside them
// repeated it, one more file per execution to write and to upload.
async function ensureDir(dir) {
    await mkdir(dir, { recursive: true });
}
/**
 * Written in one call on the main thread: a few kilobytes to the page cache cost less than three
 * thread hops. (With 1 MB outputs, the asynchronous write held each 2 MB session and its buffer until
 * written, and the bundled CLI's peak memory at 400 such executions was 1.4 GB instead of 0.85.)
 */
function writeSession(absDir, session) {
    if (!session)
        return;
    const file = path.join(absDir, "session.json");
    try {
        writeFileSync(file, `${JSON.stringify(session, null, 2)}\n`);
    }
    catch (error) {
        // Half a session.json is no use to anyone, and on a full disk it holds the space the run's own files need.
        rmSync(file, { force: true });
        throw error;
    }
}
const MAX_OUTPUT_IN_RESULT = 4000;
/** The final output as kept in results (the whole text stays in session.json). */
function excerpt(text) {
    if (text.length <= MAX_OUTPUT_IN_RESULT)
        return text;
    // Never cut a surrogate pair in half.
    let end = MAX_OUTPUT_IN_RESULT;
    const code = text.charCodeAt(end - 1);
    if (code >= 0xd800 && code <= 0xdbff)
        end--;
    return `${text.slice(0, end)}…`;
}

// Runs a JSONL case's rules (all of them, so every result is listed) and the
// `expected` check. `negate` flips a rule; `message` replaces its failure text.
async function runRules(rules, input, source, location) {
    const outcome = { results: [], failures: [], crashes: [] };
    for (const [index, rule] of rules.entries()) {
        const label = rules.length > 1 ? `assert[${index}] ${rule.type}` : rule.type;
        let result;
        try {
            result = await checkOf(rule, source)(input);
        }
        catch (error) {
            const message = `${label}: ${error instanceof RuleCrash ? error.message : `the check failed to run: ${error?.message ?? String(error)}`}`;
            outcome.crashes.push(message);
            outcome.results.push({ kind: "rule", name: rule.type, passed: false, expected: bound(rule.value), message, ...(location ? { location } : {}) });
            continue;
        }
        const passed = rule.negate ? !result.passed : result.passed;
        // Script and judge messages are user text: keep them short.
        const found = cutText(rule.negate ? `negated rule matched: ${result.message}` : result.message);
        const message = passed ? found : (rule.message ?? found);
        if (!passed)
            outcome.failures.push(`${label}: ${message}`);
        outcome.results.push({
            kind: "rule",
            name: rule.type,
            passed,
            ...(result.expected !== undefined ? { expected: bound(rule.negate ? { not: result.expected } : result.expected) } : {}),
            ...(result.actual !== undefined ? { actual: bound(result.actual) } : {}),
            message,
            ...(location ? { location } : {}),
        });
    }
    return outcome;
}
/**
 * JSONL `expected`: the output equals it. A string compares with the text
 * (surrounding whitespace ignored); anything else with the JSON in the output
 * (whole text, ```json block, or JSON between prose), key order ignored.
 */
async function runExpected(testCase, input, location) {
    const check = outputRules.equals.compile({ type: "equals", value: testCase.expected }, {
        where: "",
        suiteDir: "",
        label: "expected",
        fail: (problem) => {
            throw new RuleCrash(problem);
        },
    });
    const result = await check(input);
    return {
        kind: "expected",
        name: "equals",
        passed: result.passed,
        expected: bound(testCase.expected),
        actual: bound(result.actual),
        message: result.message,
        ...(location ? { location } : {}),
    };
}

// Soft assertions: failures collected during assert() are thrown once, as one
// AssertionError listing them all, after it returns; a later hard failure joins
// them. The aggregate keeps the failure class of the first classified failure.
const MAX_LISTED = 50;
function softAggregate(failures) {
    const count = failures.length;
    const listed = failures.slice(0, MAX_LISTED).map((f, i) => `${i + 1}. ${f.error.message}`);
    if (count > MAX_LISTED)
        listed.push(`… and ${count - MAX_LISTED} more (every one is in the assertion results)`);
    const message = [`${count} assertion failure${count === 1 ? "" : "s"} collected during case execution:`, ...listed].join("\n");
    const error = new AssertionError({ message, actual: count, expected: 0, operator: "softAssertions" });
    error.stack = [`${error.name}: ${message}`, ...failures.map((f, i) => `Assertion ${i + 1}\n${f.error.stack ?? f.error.message}`)].join("\n\n");
    const classified = failures.map((f) => f.failureClass ?? failureClassOf(f.error)).find((c) => c !== undefined);
    if (classified)
        attachFailureClass(error, classified);
    error.failures = failures.map((f) => f.error);
    return error;
}
/** What assert() ended with, soft failures included: undefined when everything passed. */
function settleSoft(store, thrown) {
    const soft = store.softFailures.splice(0);
    if (thrown === undefined)
        return soft.length > 0 ? softAggregate(soft) : undefined;
    // A crash (not an assertion) is reported as itself; the soft failures stay listed as results.
    if (!(thrown instanceof AssertionError) || soft.length === 0)
        return thrown;
    return softAggregate([...soft, { error: thrown, failureClass: failureClassOf(thrown) }]);
}
/** The individual failures inside an aggregate, or the error itself. */
function partsOf(error) {
    const failures = error.failures;
    return error instanceof AssertionError && error.operator === "softAssertions" && Array.isArray(failures) ? failures : [error];
}

// Runs a case's checks against a session: the suite module's assert(report, ctx)
// or the JSONL case's rules / expected value. Returns every assertion that ran
// and, when the case failed, where the failure came from: an AssertionError
// (from node:assert or the helpers) is "assertion", anything else "assert-hook".
async function evaluateCase(testCase, session, options) {
    if (testCase.assert)
        return evaluateHook(testCase, session, options);
    return evaluateDeclarative(testCase, session, options);
}
async function evaluateHook(testCase, session, options) {
    const store = newStore(options.repoRoot);
    const assertFn = testCase.assert;
    const thrown = await withStore(store, async () => {
        let caught;
        try {
            await assertFn(session, createContext(session, options));
        }
        catch (error) {
            caught = error ?? new Error(`assert threw ${String(error)}`);
        }
        return settleSoft(store, caught);
    });
    const assertions = store.results;
    if (thrown === undefined) {
        // A case whose assert ran no recorded check still shows that it ran.
        if (assertions.length === 0)
            assertions.push({ kind: "hook", name: "assert", passed: true, ...caseLocation(testCase, options) });
        return { assertions };
    }
    // Failures a helper already recorded are not listed twice; anything else (a plain throw,
    // another copy of node:assert) gets a hook entry at the line that threw.
    for (const part of partsOf(thrown)) {
        if (part instanceof Error && store.recorded.has(part))
            continue;
        const location = userLocation(part instanceof Error ? part.stack : undefined, options.repoRoot);
        assertions.push({
            kind: "hook",
            name: "assert",
            passed: false,
            message: cutText(part instanceof Error ? part.message : String(part)),
            ...(location ? { location } : caseLocation(testCase, options)),
        });
    }
    const error = serialize(thrown, options.repoRoot);
    const failureClass = failureClassOf(thrown);
    return {
        assertions,
        failure: { origin: isAssertionError(thrown) ? "assertion" : "assert-hook", error, ...(failureClass ? { failureClass } : {}) },
    };
}
async function evaluateDeclarative(testCase, session, options) {
    const input = { session, output: session.finalOutput, input: testCase.prompt, testCase, judge: options.judge };
    const { location } = caseLocation(testCase, options);
    const source = { where: `${testCase.source.file}${testCase.source.line ? `:${testCase.source.line}` : ""}`, suiteDir: path.dirname(testCase.source.file) };
    const assertions = [];
    const failures = [];
    const crashes = [];
    if (testCase.rules && testCase.rules.length > 0) {
        const outcome = await runRules(testCase.rules, input, source, location);
        assertions.push(...outcome.results);
        failures.push(...outcome.failures);
        crashes.push(...outcome.crashes);
    }
    else if (testCase.hasExpected) {
        const result = await runExpected(testCase, input, location);
        assertions.push(result);
        if (!result.passed)
            failures.push(`expected: ${result.message}`);
    }
    if (crashes.length > 0) {
        return { assertions, failure: { origin: "assert-hook", error: { name: "RuleCrash", message: [...crashes, ...failures].join("\n") } } };
    }
    if (failures.length > 0) {
        const count = failures.length;
        const head = count === 1 ? failures[0] : `${count} of ${assertions.length} rules failed:\n${failures.map((f, i) => `${i + 1}. ${f}`).join("\n")}`;
        return { assertions, failure: { origin: "assertion", error: { name: "AssertionError", message: head } } };
    }
    return { assertions };
}
function caseLocation(testCase, options) {
    const file = testCase.source.file;
    if (!file || file === "<inline>")
        return {};
    return { location: { file: repoRelative(file, options.repoRoot), ...(testCase.source.line ? { line: testCase.source.line } : {}) } };
}
function isAssertionError(error) {
    return error instanceof AssertionError || (error instanceof Error && (error.name === "AssertionError" || error.code === "ERR_ASSERTION"));
}
const MAX_ERROR_TEXT = 8000;
/** With `repoRoot` (an assertion failure), the stack keeps only the suite's own frames, repository-relative, and long texts are cut. */
function serialize(error, repoRoot) {
    if (error instanceof Error) {
        if (repoRoot === undefined)
            return { name: error.name, message: error.message, ...(error.stack ? { stack: error.stack } : {}) };
        const stack = error.stack ? cutText(userStack(error.stack, repoRoot), MAX_ERROR_TEXT) : undefined;
        return { name: error.name, message: cutText(error.message, MAX_ERROR_TEXT), ...(stack ? { stack } : {}) };
    }
    return { name: "Error", message: String(error) };
}

// Decides an execution's status, failure origin and class from what the
// process did, what the session says and what the assertions found. Pure.
/** A failure before assertions: the agent could not start, hung, crashed, was cut off or its provider failed. */
function processFailure(p, session, ctx) {
    if (p.cancelled && !p.timedOut)
        return { origin: "cancelled", message: "cancelled before the agent finished" };
    if (p.spawnError) {
        const { code, message } = p.spawnError;
        if (code === "ENOENT")
            return { origin: "spawn", message: `could not start "${ctx.executable}": not found (is it installed and on PATH?)` };
        if (code === "EHELPER")
            return { origin: "spawn", message: `"${ctx.executable}" was stopped because ${message}; --resume runs it again (output so far is in stdout.log)` };
        return { origin: "spawn", message: `could not start "${ctx.executable}": ${message}` };
    }
    if (p.writeError) {
        const { code, message, path } = p.writeError;
        const file = path.split(/[\\/]/).pop();
        const why = code === "ENOSPC" || code === "EDQUOT" ? `the disk is full (${code})` : message;
        return { origin: "disk", message: `could not write ${file}: ${why}; the agent was stopped (what fit is in ${file})` };
    }
    if (p.outputLimit) {
        const { maxBytes, receivedBytes } = p.outputLimit;
        return { origin: "output-limit", message: `the agent printed more than maxOutputBytes (${formatBytes(maxBytes)}): ${formatBytes(receivedBytes)} by the time it was stopped; stdout.log keeps the first ${formatBytes(maxBytes)}` };
    }
    if (p.timedOut)
        return { origin: "timeout", message: `timed out after ${formatMs(ctx.timeoutMs)}; the agent's process tree was killed (output so far is in stdout.log)` };
    if (p.stepLimitHit) {
        return { origin: "max-steps", message: `Exceeded maxSteps: observed ${p.steps} steps with limit ${ctx.maxSteps} for runner "${ctx.runnerId}" (${ctx.runnerType}). Agent terminated by agent-bench. Raw output preserved.` };
    }
    if (ctx.parseError)
        return { origin: "normalization", message: `could not read the agent's output: ${ctx.parseError}` };
    if (ctx.modelRejection)
        return { origin: "model-rejected", message: ctx.modelRejection };
    const errors = session?.errors ?? [];
    const api = errors.find((e) => e.kind === "api" || e.kind === "authentication" || e.kind === "rate-limit");
    if (api)
        return { origin: "api", message: `provider API error${api.status ? ` ${api.status}` : ""}: ${api.message}` };
    const maxTurns = errors.find((e) => e.kind === "max-turns");
    if (maxTurns)
        return { origin: "max-steps", message: maxTurns.message };
    const output = errors.find((e) => e.kind === "output");
    if (output)
        return { origin: "normalization", message: output.message };
    if (p.exitCode !== null && p.exitCode !== 0) {
        const detail = errors[0]?.message ?? lastLine(p.stderr);
        return { origin: "runner", message: `agent exited with code ${p.exitCode}${detail ? `: ${detail}` : ""}` };
    }
    if (p.exitCode === null && p.signal)
        return { origin: "runner", message: `agent was killed by ${p.signal}` };
    // A permission denial is the agent's behaviour under the tools it was given (maybe on purpose):
    // the assertions judge it, not the engine.
    const fatal = errors.find((e) => e.kind === "crash" || e.kind === "other");
    if (fatal)
        return { origin: "runner", message: fatal.message };
    return undefined;
}
function decide(input) {
    const { testCase, failure, evaluation } = input;
    if (failure) {
        return {
            status: ERRORED_ORIGINS.has(failure.origin) ? "errored" : "failed",
            passed: false,
            failureOrigin: failure.origin,
            failureClass: DEFAULT_FAILURE_CLASSES[failure.origin],
            error: { name: "ExecutionError", message: failure.message },
        };
    }
    const f = evaluation?.failure;
    if (!f) {
        if (testCase.expectedFail) {
            return { status: "unexpected-passed", passed: false, failureClass: UNEXPECTED_PASS_CLASS, error: { name: "UnexpectedPass", message: "the case is marked expectedFail but every assertion passed" } };
        }
        return { status: "passed", passed: true };
    }
    // expectedFail excuses assertion failures only; a crash in the assert hook stays a failure.
    if (testCase.expectedFail && f.origin === "assertion") {
        return { status: "expected-failed", passed: true, failureOrigin: f.origin, failureClass: f.failureClass ?? DEFAULT_FAILURE_CLASSES.assertion, error: f.error };
    }
    return { status: "failed", passed: false, failureOrigin: f.origin, failureClass: f.failureClass ?? DEFAULT_FAILURE_CLASSES[f.origin], error: f.error };
}
/** Case.classifyFailure runs last and overrides every other class (a string becomes { id }). */
function applyClassifyFailure(testCase, result) {
    if (!testCase.classifyFailure || result.passed)
        return { result };
    try {
        const cls = testCase.classifyFailure(result);
        if (cls === undefined || cls === null)
            return { result };
        const failureClass = typeof cls === "string" ? { id: cls } : cls;
        return { result: { ...result, failureClass } };
    }
    catch (error) {
        return { result, warning: `classifyFailure of case "${testCase.id}" threw: ${error.message}` };
    }
}
/** 64 MB, 1.5 GB, 512 KB, 100 bytes: sizes as people read them (1 MB = 1024 × 1024 bytes). */
function formatBytes(bytes) {
    const units = [["GB", 1024 ** 3], ["MB", 1024 ** 2], ["KB", 1024]];
    for (const [unit, size] of units) {
        if (bytes >= size) {
            const value = bytes / size;
            return `${Number.isInteger(value) ? value : value.toFixed(1)} ${unit}`;
        }
    }
    return `${bytes} bytes`;
}
function formatMs(ms) {
    return ms % 1000 === 0 ? `${ms / 1000}s` : `${ms}ms`;
}
function lastLine(text) {
    const lines = text.trim().split("\n").filter((l) => l.trim() !== "");
    return lines.at(-1)?.slice(0, 300);
}
/** A full disk while writing an execution's files: that execution errors (origin disk), the run goes on. */
function diskFailure(what, error) {
    return { origin: "disk", message: `could not write ${what}: the disk is full (${error.code})` };
}

// Where an agent's output goes while it runs: the log file, up to the
// execution's maxOutputBytes, and a bounded window (its first and last
// PARSE_WINDOW) that parsers read. An agent that prints without end
// (`yes`, a 1 GB line) must not take the run's memory or disk with it: one
// string of every chunk was a RangeError at 512 MB and the end of the run.
// Each chunk is written with a plain write(2) as it arrives: a few small
// writes per execution, to the page cache, cost less than a stream's machinery.
/** Kept from each end of a stream for the parsers (characters at the start, bytes at the end); output up to twice this is seen whole. */
const PARSE_WINDOW = 4 * 1024 * 1024;
/** A line longer than this is not counted as a step (no agent's step event is that long). */
const MAX_STEP_LINE = 1024 * 1024;
/** What is left of a log that filled the disk, so the run's own files find room. */
const KEEP_ON_DISK_FULL = 64 * 1024;
/** Shared by an execution's stdout and stderr: the cap is per execution. */
class OutputBudget {
    /** Bytes the agent printed, counted past the cap too. */
    received = 0;
    written = 0;
    limitHit = false;
    /** The first write error (ENOSPC, EDQUOT, EIO): the execution's artifacts are incomplete. */
    writeError;
    maxBytes;
    stop;
    constructor(maxBytes, stop) {
        this.maxBytes = maxBytes;
        this.stop = stop;
    }
    /** How many of `bytes` more may go to disk; past the cap the agent is stopped once. */
    allow(bytes) {
        this.received += bytes;
        const room = Math.max(0, this.maxBytes - this.written);
        if (bytes > room && !this.limitHit) {
            this.limitHit = true;
            this.stop();
        }
        return Math.min(bytes, room);
    }
    failed(error, path) {
        if (this.writeError)
            return;
        const e = error;
        this.writeError = { ...(e.code ? { code: e.code } : {}), message: e.message ?? String(error), path };
        this.stop();
    }
}
class OutputCapture {
    steps = 0;
    stepLimitHit = false;
    /** Bytes received. */
    bytes = 0;
    head = "";
    // Past the head, the last PARSE_WINDOW bytes in a ring: fixed memory, and the chunks it copies die
    // young (a ring of strings promoted every chunk to the old generation, and the heap grew with the output).
    ring;
    ringPos = 0;
    ringBytes = 0;
    pending = "";
    skippingLine = false;
    // Opened on the first chunk: a stream the agent never wrote to leaves no file unless it must exist.
    fd;
    fileBytes = 0;
    writeFailed = false;
    path;
    options;
    constructor(path, options) {
        this.path = path;
        this.options = options;
    }
    write(chunk) {
        if (!chunk)
            return;
        const bytes = Buffer.byteLength(chunk);
        this.keep(chunk, bytes);
        this.toFile(chunk, bytes);
        if (this.options.stepCounter)
            this.countSteps(chunk);
    }
    /** What parsers see: the whole output, or its two ends around one line saying what was cut. */
    get text() {
        const ring = this.ring;
        if (!ring)
            return this.head;
        if (this.ringBytes <= ring.length)
            return this.head + ring.toString("utf8", 0, this.ringBytes);
        const end = Buffer.concat([ring.subarray(this.ringPos), ring.subarray(0, this.ringPos)]).toString("utf8");
        // Whole lines on both sides of the marker, when the output has lines at all.
        const headEnd = this.head.lastIndexOf("\n");
        const tailStart = end.indexOf("\n");
        const head = headEnd >= 0 ? this.head.slice(0, headEnd + 1) : `${this.head}\n`;
        const rest = tailStart >= 0 ? end.slice(tailStart + 1) : end.replace(/^\ufffd+/, "");
        const cut = this.bytes - Buffer.byteLength(head) - Buffer.byteLength(rest) + (headEnd >= 0 ? 0 : 1);
        return `${head}${cutMarker(Math.max(0, cut))}\n${rest}`;
    }
    keep(chunk, bytes) {
        this.bytes += bytes;
        // Once the ring has begun, the head is closed (even a character short of full).
        if (!this.ring && this.head.length < PARSE_WINDOW) {
            let room = PARSE_WINDOW - this.head.length;
            // Never half a surrogate pair on each side.
            if (room < chunk.length && isHighSurrogate(chunk.charCodeAt(room - 1)))
                room--;
            this.head += chunk.slice(0, room);
            if (chunk.length <= room)
                return;
            chunk = chunk.slice(room);
        }
        const ring = (this.ring ??= Buffer.allocUnsafe(PARSE_WINDOW));
        const whole = Buffer.from(chunk, "utf8");
        const src = whole.length > ring.length ? whole.subarray(whole.length - ring.length) : whole;
        const first = Math.min(src.length, ring.length - this.ringPos);
        src.copy(ring, this.ringPos, 0, first);
        if (first < src.length)
            src.copy(ring, 0, first);
        this.ringPos = (this.ringPos + src.length) % ring.length;
        this.ringBytes += whole.length;
    }
    toFile(chunk, bytes) {
        const { budget } = this.options;
        // The other stream still gets what it can: its log may be the one that says what went wrong.
        if (this.writeFailed)
            return;
        const allowed = budget.allow(bytes);
        if (allowed === 0 && !(this.fd === undefined && this.options.keepEmpty))
            return;
        try {
            this.fd ??= openSync(this.path, "w");
            if (allowed === 0)
                return;
            const n = allowed === bytes ? writeSync(this.fd, chunk) : writeSync(this.fd, Buffer.from(chunk).subarray(0, allowed));
            budget.written += n;
            this.fileBytes += n;
        }
        catch (error) {
            this.writeFailed = true;
            budget.failed(error, this.path);
            if (this.fd !== undefined && isDiskFull(error)) {
                try {
                    ftruncateSync(this.fd, Math.min(KEEP_ON_DISK_FULL, this.fileBytes));
                }
                catch {
                    // Nothing more to free.
                }
            }
        }
    }
    countSteps(chunk) {
        let start = 0;
        for (let nl = chunk.indexOf("\n"); nl >= 0; nl = chunk.indexOf("\n", start)) {
            const piece = chunk.slice(start, nl);
            start = nl + 1;
            if (!this.skippingLine)
                this.countLine(this.pending + piece);
            this.pending = "";
            this.skippingLine = false;
        }
        if (this.skippingLine)
            return;
        this.pending += chunk.slice(start);
        if (this.pending.length > MAX_STEP_LINE) {
            this.pending = "";
            this.skippingLine = true;
        }
    }
    countLine(line) {
        const { stepCounter, maxSteps } = this.options;
        if (!stepCounter || this.stepLimitHit)
            return;
        this.steps = stepCounter(line);
        if (maxSteps !== undefined && this.steps > maxSteps) {
            this.stepLimitHit = true;
            this.options.onStepLimit?.();
        }
    }
    close() {
        if (this.pending && !this.skippingLine)
            this.countLine(this.pending);
        this.pending = "";
        if (this.fd === undefined && this.options.keepEmpty)
            this.toFile("", 0);
        if (this.fd === undefined)
            return;
        try {
            closeSync(this.fd);
        }
        catch (error) {
            this.options.budget.failed(error, this.path);
        }
        this.fd = undefined;
    }
}
function cutMarker(bytes) {
    return `[agent-bench: ${bytes} bytes of output cut here; the log file keeps up to maxOutputBytes]`;
}
function isDiskFull(error) {
    const code = error?.code;
    return code === "ENOSPC" || code === "EDQUOT";
}
function isHighSurrogate(code) {
    return code >= 0xd800 && code <= 0xdbff;
}

// Processes an execution left behind. The agent runs in its own process group,
// and the group is killed when it ends, but a process that calls setsid (nohup,
// a daemonizing dev server) leaves the group and would outlive the execution
// and agent-bench. Every process of an execution inherits one environment
// variable with a value of its own; after the agent ends, the process helper
// (spawner-helper.ts) kills every process that still carries it. Linux reads
// /proc/<pid>/environ (unprivileged: our own processes only); elsewhere
// (macOS) `ps -E` shows environments of our own processes, best effort. A
// process that clears its environment (`env -i`) is not found:
// docs/misbehaving-agents.md.
const MARK_VARIABLE = "AGENT_BENCH_EXECUTION_MARK";
/** A value no other execution (of this run or another agent-bench) carries. */
function newMark() {
    return randomBytes(12).toString("hex");
}

// Runs one agent process (or in-process agent) with stdin closed, its output
// streamed to stdout.log (always written) and stderr.log (only when the agent
// wrote to stderr) up to maxOutputBytes and counted in steps, a timeout that
// kills the whole process tree, and cancellation. Whatever happens, what the
// agent printed so far is kept, and no process it started outlives it.
//
// Agents are started through the process helper (spawner.ts), with
// node:child_process rather than execa: execa settles only when every holder
// of the stdout pipe has closed it, so an agent that leaves a daemon behind
// (`npm run dev &`) would hold the run until its timeout. We need the main
// process's exit, then a short grace for the streams, then the group killed.
const DEFAULT_MAX_OUTPUT_BYTES = 64 * 1024 * 1024;
const KILL_GRACE_MS = 2000;
const STREAM_GRACE_MS = 1000;
async function runProcess(spec, limits) {
    return spec.kind === "spawn" ? runSpawned(spec, limits) : runInProcess(spec, limits);
}
async function runSpawned(spec, limits) {
    const startedAt = new Date();
    let timedOut = false;
    let cancelled = false;
    let exited = false;
    let killTimer;
    let agent;
    const killTree = () => {
        if (!agent || exited)
            return;
        agent.signal("SIGTERM");
        killTimer ??= setTimeout(() => agent?.signal("SIGKILL"), KILL_GRACE_MS);
    };
    const budget = new OutputBudget(limits.maxOutputBytes ?? DEFAULT_MAX_OUTPUT_BYTES, () => {
        // Nothing more of it is kept: the helper stops forwarding it.
        agent?.mute();
        killTree();
    });
    const { stdout, stderr } = captures(limits, budget, killTree);
    const mark = newMark();
    agent = spawnAgent({ file: spec.executable, args: spec.args, cwd: spec.cwd, env: { ...spec.env, [MARK_VARIABLE]: mark }, mark, ...(spec.stdin === undefined ? {} : { stdin: spec.stdin }) }, { stdout: (d) => stdout.write(d), stderr: (d) => stderr.write(d) });
    const timer = setTimeout(() => {
        timedOut = true;
        killTree();
    }, limits.timeoutMs);
    const onAbort = () => {
        cancelled = true;
        killTree();
    };
    limits.signal.addEventListener("abort", onAbort, { once: true });
    if (limits.signal.aborted)
        onAbort();
    const exit = await agent.exited;
    exited = true;
    clearTimeout(timer);
    limits.signal.removeEventListener("abort", onAbort);
    // A daemon the agent left behind may still hold the pipes: wait briefly, then end it.
    await Promise.race([agent.streamsEnded, delay(STREAM_GRACE_MS)]);
    const strays = await agent.finish();
    if (killTimer)
        clearTimeout(killTimer);
    closeBoth(stdout, stderr);
    const files = await collect(spec.collect);
    return {
        stdout: stdout.text,
        stderr: stderr.text,
        exitCode: exit.code,
        signal: exit.signal,
        timedOut,
        stepLimitHit: stdout.stepLimitHit,
        files,
        startedAt,
        durationMs: Date.now() - startedAt.getTime(),
        steps: stdout.steps,
        cancelled,
        ...(exit.error ? { spawnError: exit.error } : {}),
        ...limitsHit(budget),
        ...(strays > 0 ? { strayProcesses: strays } : {}),
    };
}
async function runInProcess(spec, limits) {
    const startedAt = new Date();
    const controller = new AbortController();
    let timedOut = false;
    let cancelled = false;
    const stop = () => controller.abort();
    const budget = new OutputBudget(limits.maxOutputBytes ?? DEFAULT_MAX_OUTPUT_BYTES, stop);
    const { stdout, stderr } = captures(limits, budget, stop);
    const timer = setTimeout(() => {
        timedOut = true;
        controller.abort();
    }, limits.timeoutMs);
    const onAbort = () => {
        cancelled = true;
        controller.abort();
    };
    limits.signal.addEventListener("abort", onAbort, { once: true });
    if (limits.signal.aborted)
        onAbort();
    let exitCode;
    let crash;
    try {
        const result = await spec.run({
            stdout: (line) => stdout.write(`${line}\n`),
            stderr: (text) => stderr.write(text),
            signal: controller.signal,
            cwd: spec.cwd,
        });
        exitCode = controller.signal.aborted ? null : result.exitCode;
    }
    catch (error) {
        crash = error instanceof Error ? error.message : String(error);
        stderr.write(`${crash}\n`);
        exitCode = 1;
    }
    clearTimeout(timer);
    limits.signal.removeEventListener("abort", onAbort);
    closeBoth(stdout, stderr);
    return {
        stdout: stdout.text,
        stderr: stderr.text,
        exitCode,
        signal: controller.signal.aborted ? "SIGKILL" : null,
        timedOut,
        stepLimitHit: stdout.stepLimitHit,
        files: {},
        startedAt,
        durationMs: Date.now() - startedAt.getTime(),
        steps: stdout.steps,
        cancelled,
        ...limitsHit(budget),
    };
}
function captures(limits, budget, onStepLimit) {
    const steps = limits.stepCounter ? { stepCounter: limits.stepCounter, maxSteps: limits.maxSteps, onStepLimit } : {};
    return {
        stdout: new OutputCapture(limits.stdoutPath, { keepEmpty: true, budget, ...steps }),
        stderr: new OutputCapture(limits.stderrPath, { keepEmpty: false, budget }),
    };
}
function limitsHit(budget) {
    return {
        ...(budget.limitHit ? { outputLimit: { maxBytes: budget.maxBytes, receivedBytes: budget.received } } : {}),
        ...(budget.writeError ? { writeError: budget.writeError } : {}),
    };
}
function closeBoth(stdout, stderr) {
    stdout.close();
    stderr.close();
}
function delay(ms) {
    return new Promise((resolve) => setTimeout(resolve, ms).unref());
}
async function collect(files) {
    const out = {};
    for (const [name, file] of Object.entries(files ?? {})) {
        try {
            out[name] = await readFile(file, "utf8");
        }
        catch {
            // Not written by the agent: parse() sees it missing.
        }
    }
    return out;
}

// One call of the agent under test: prepare its process, run it, read its
// session, and say whether the process itself failed. A single-turn execution
// is one call; a multi-turn case makes one per turn in the same workspace and home.
async function runAgentTurn(adapter, ctx, place, env, timeoutMs) {
    const { runner } = ctx;
    const maxSteps = env.maxStepsFor(runner);
    let outcome;
    let executable;
    try {
        const spec = await adapter.prepare(ctx);
        if (spec.kind === "spawn") {
            executable = spec.executable;
            for (const file of spec.files ?? []) {
                await ensureDir(path.dirname(file.path));
                await writeFile(file.path, file.content);
            }
        }
        outcome = await runProcess(spec, {
            timeoutMs,
            maxSteps,
            stepCounter: maxSteps !== undefined ? adapter.createStepCounter?.() : undefined,
            signal: env.signal,
            stdoutPath: path.join(place.absDir, "stdout.log"),
            stderrPath: path.join(place.absDir, "stderr.log"),
            maxOutputBytes: runner.maxOutputBytes ?? DEFAULT_MAX_OUTPUT_BYTES,
        });
    }
    catch (error) {
        return { failure: isDiskFull(error) ? diskFailure("the agent's files", error) : { origin: "spawn", message: `could not run the agent: ${serialize(error).message}` } };
    }
    const parseCtx = {
        runner: ctx.runnerInfo,
        prompt: ctx.case.prompt,
        cwd: ctx.workspace,
        stdoutPath: path.join(place.relDir, "stdout.log"),
        // stderr.log exists only when the agent wrote to it.
        ...(outcome.stderr ? { stderrPath: path.join(place.relDir, "stderr.log") } : {}),
        options: runner.options,
        knownSkills: findSkills(ctx.workspace),
    };
    let session;
    let parseError;
    try {
        session = adapter.parse(outcome, parseCtx);
    }
    catch (error) {
        parseError = serialize(error).message;
        session = emptySession(ctx.runnerInfo, ctx.case.prompt);
    }
    session.startedAt = outcome.startedAt.toISOString();
    session.durationMs = outcome.durationMs;
    session.endedAt = new Date(outcome.startedAt.getTime() + outcome.durationMs).toISOString();
    const modelRejection = adapter.detectModelRejection?.(outcome, session);
    if (modelRejection)
        env.rejectedModels.set(runner.id, modelRejection);
    const failure = processFailure(outcome, session, { executable, runnerId: runner.id, runnerType: runner.type, timeoutMs, maxSteps, modelRejection, parseError });
    return { outcome, session, ...(failure ? { failure } : {}) };
}

// yao's checkpoints, turn by turn: after each agent turn, every checkpoint not
// yet reached whose `after` checkpoints are all reached (earlier turns, or
// earlier in the list this turn) is checked against that turn; it is reached
// when all its rules pass. Reached checkpoints stay reached.
function initialCheckpoints(specs) {
    return specs.map((s) => ({ id: s.id, ...(s.description ? { description: s.description } : {}), required: s.required, reached: false }));
}
/** Checks the pending checkpoints against one turn; updates `records` in place. */
async function checkCheckpoints(specs, records, turn, input, source) {
    const result = { reached: [], crashes: [] };
    const byId = new Map(records.map((r) => [r.id, r]));
    for (const spec of specs) {
        const record = byId.get(spec.id);
        if (record.reached)
            continue;
        if (!spec.after.every((dep) => byId.get(dep)?.reached)) {
            record.message = `waits for ${spec.after.filter((dep) => !byId.get(dep)?.reached).map((d) => JSON.stringify(d)).join(", ")}`;
            continue;
        }
        const outcome = await runRules(spec.rules, input, source, undefined);
        if (outcome.crashes.length > 0) {
            result.crashes.push(...outcome.crashes.map((c) => `checkpoint "${spec.id}": ${c}`));
            record.message = outcome.crashes.join("; ");
            continue;
        }
        const messages = outcome.results.map((r) => r.message).filter((m) => typeof m === "string" && m !== "");
        if (outcome.failures.length === 0) {
            record.reached = true;
            record.reachedAtTurn = turn;
            record.message = messages.join("; ");
            result.reached.push(spec.id);
        }
        else {
            record.message = `turn ${turn}: ${outcome.failures.join("; ")}`;
        }
    }
    return result;
}
function allRequiredReached(records) {
    return records.every((r) => !r.required || r.reached);
}

// yao's multi-turn ("dynamic") mode: the case's input is turn 1; from turn 2
// the simulated user answers the agent; after every agent turn the pending
// checkpoints are checked. The case passes as soon as every required
// checkpoint is reached, and fails when the simulator says the goal is
// achieved first, or max_turns is used up. The agent keeps its workspace and
// home across turns and continues its own session when its CLI can resume.
async function runDialog(args) {
    const { testCase, adapter, ctx, place, env, timeoutMs, evaluateOptions } = args;
    const spec = testCase.dialog;
    const records = initialCheckpoints(spec.checkpoints);
    const turns = [];
    const conversation = [...testCase.messages];
    const source = { where: `${testCase.source.file}${testCase.source.line ? `:${testCase.source.line}` : ""}`, suiteDir: path.dirname(testCase.source.file) };
    const location = { file: repoRelative(testCase.source.file, evaluateOptions.repoRoot), ...(testCase.source.line ? { line: testCase.source.line } : {}) };
    const started = Date.now();
    const sessions = [];
    let last = {};
    let sessionId;
    const done = (ended, failure, judged) => {
        const assertions = [...checkpointResults(records, location), ...(judged?.assertions ?? [])];
        const session = last.session ? withTotals(last.session, sessions) : undefined;
        return {
            ...last,
            ...(session ? { session } : {}),
            failure,
            evaluation: { assertions, ...(judged?.failure ? { failure: judged.failure } : {}) },
            dialog: { turns, checkpoints: records, maxTurns: spec.maxTurns, ended },
            durationMs: sessions.reduce((sum, s) => sum + (s.durationMs ?? 0), 0),
        };
    };
    const missed = (why) => ({
        failure: { origin: "assertion", error: { name: "AssertionError", message: `${why}; required checkpoints not reached: ${records.filter((r) => r.required && !r.reached).map((r) => r.id).join(", ")}` } },
    });
    for (let turn = 1; turn <= spec.maxTurns; turn++) {
        const remaining = timeoutMs - (Date.now() - started);
        if (env.signal.aborted)
            return done("cancelled", { origin: "cancelled", message: `cancelled before turn ${turn}` });
        if (remaining <= 0)
            return done("timeout", { origin: "timeout", message: `timed out after ${timeoutMs} ms, before turn ${turn} of at most ${spec.maxTurns}` });
        const turnPlace = { absDir: path.join(place.absDir, `turn-${turn}`), relDir: `${place.relDir}/turn-${turn}` };
        mkdirSync(turnPlace.absDir, { recursive: true });
        const turnStarted = Date.now();
        let userText = testCase.prompt;
        if (turn > 1) {
            let reply;
            try {
                if (!env.simulate)
                    throw new Error("no simulator is set up for this run");
                reply = await env.simulate({ caseId: testCase.id, spec: spec.simulator, conversation, turn, maxTurns: spec.maxTurns, checkpoints: records, dir: turnPlace.absDir });
            }
            catch (error) {
                const message = `the simulated user ("${spec.simulator.runner}") failed at turn ${turn}: ${error?.message ?? String(error)}`;
                turns.push({ turn, user: "", reached: [], artifactDir: turnPlace.relDir, durationMs: Date.now() - turnStarted, error: message });
                return done("simulator-error", { origin: "simulator", message });
            }
            if (reply.goalAchieved) {
                turns.push({ turn, user: excerpt(reply.message), reached: [], artifactDir: turnPlace.relDir, durationMs: Date.now() - turnStarted });
                return done("goal-achieved", undefined, allRequiredReached(records) ? undefined : missed(`the simulated user said the goal was achieved at turn ${turn}`));
            }
            conversation.push({ role: "user", content: reply.message });
            userText = reply.message;
        }
        // A CLI that resumes its own session gets only the new message; any other agent the conversation so far.
        const continues = turn > 1 && adapter.resumes === true && (sessionId !== undefined || adapter.inProcess === true);
        const turnCtx = {
            ...ctx,
            case: { ...testCase, prompt: turn === 1 ? testCase.prompt : continues ? userText : promptOf(conversation), messages: [...conversation] },
            env: { ...ctx.env, AGENT_BENCH_TURN: String(turn) },
            ...(continues ? { resume: { sessionId: sessionId ?? "", turn } } : {}),
        };
        if (turn > 1)
            turnCtx.scriptedModelUrl = await env.modelServerUrl(ctx.runner, { case: turnCtx.case, run: ctx.run, turn, workspace: ctx.workspace });
        last = await runAgentTurn(adapter, turnCtx, turnPlace, env, Math.min(remaining, timeoutMs));
        const session = last.session;
        if (session) {
            sessions.push(session);
            writeSession(turnPlace.absDir, session);
            sessionId = session.sessionId ?? sessionId;
        }
        if (last.failure || !session) {
            const failure = last.failure ?? { origin: "runner", message: "the agent gave no session" };
            turns.push({ turn, user: excerpt(userText), reached: [], artifactDir: turnPlace.relDir, durationMs: Date.now() - turnStarted, error: failure.message });
            return done("agent-failure", { ...failure, message: `turn ${turn}: ${failure.message}` });
        }
        conversation.push({ role: "assistant", content: session.finalOutput });
        const input = { session, output: session.finalOutput, input: turnCtx.case.prompt, testCase, judge: evaluateOptions.judge };
        const checked = await checkCheckpoints(spec.checkpoints, records, turn, input, source);
        turns.push({ turn, user: excerpt(userText), agent: excerpt(session.finalOutput), reached: checked.reached, artifactDir: turnPlace.relDir, durationMs: Date.now() - turnStarted });
        if (checked.crashes.length > 0) {
            return done("checkpoints", undefined, { failure: { origin: "assert-hook", error: { name: "RuleCrash", message: checked.crashes.join("\n") } } });
        }
        if (allRequiredReached(records)) {
            // The case's own rules (yao ignores them in this mode) judge the last turn.
            const final = testCase.rules || testCase.hasExpected ? await evaluateCase({ ...testCase, dialog: undefined }, session, evaluateOptions) : undefined;
            return done("checkpoints", undefined, final);
        }
    }
    return done("max-turns", undefined, missed(`max turns (${spec.maxTurns}) used up`));
}
/** One assertion result per checkpoint: a required one passes when reached; an optional one never fails the case. */
function checkpointResults(records, location) {
    return records.map((r) => ({
        kind: "checkpoint",
        name: r.id,
        passed: r.reached || !r.required,
        message: r.reached ? `reached at turn ${r.reachedAtTurn}${r.message ? `: ${r.message}` : ""}` : `${r.required ? "not reached" : "optional, not reached"}${r.message ? `: ${r.message}` : ""}`,
        ...(location ? { location } : {}),
    }));
}
/** The last turn's session with token counts and cost summed over every turn. */
function withTotals(last, sessions) {
    if (sessions.length <= 1)
        return last;
    const usage = { ...last.usage };
    for (const key of ["inputTokens", "outputTokens", "reasoningTokens", "cacheReadTokens", "cacheWriteTokens", "cacheTokens", "totalTokens", "inputChars", "outputChars", "reasoningChars"]) {
        const values = sessions.map((s) => s.usage?.[key]).filter((v) => typeof v === "number");
        if (values.length > 0)
            usage[key] = values.reduce((a, b) => a + b, 0);
    }
    const costs = sessions.map((s) => s.costUsd).filter((c) => typeof c === "number");
    const turnCount = sessions.map((s) => s.turns).filter((t) => typeof t === "number");
    return {
        ...last,
        usage,
        ...(costs.length > 0 ? { costUsd: costs.reduce((a, b) => a + b, 0) } : {}),
        ...(turnCount.length > 0 ? { turns: turnCount.reduce((a, b) => a + b, 0) } : {}),
    };
}

// Copies a template folder into a workspace, many entries at a time.
//
// fs.cp works through a tree one entry after another (stat, open, copy, close,
// each waiting for the last), which made a 10,000-file template several times
// slower than `cp -r` (bench/items/workspace.mjs, docs/performance.md). Here the
// folders are read level by level and the files copied with a bounded number
// in flight, so libuv's thread pool stays busy. Each file is cloned where the
// file system can (COPYFILE_FICLONE: btrfs, xfs, APFS; blocks shared until
// written) and copied where it cannot. Never hard links: an agent writing
// through one would change the template.
/** Operations in flight: enough to keep the thread pool fed, few enough to stay far below file-descriptor limits. */
const IN_FLIGHT = 32;
/**
 * Copies `source` into `target` (created if missing; existing files are
 * overwritten): files with their modes, folders, dotfiles, and symlinks as
 * symlinks with their target text unchanged.
 */
async function copyTree(source, target) {
    const root = await stat(source);
    if (!root.isDirectory())
        throw new Error(`${source} is not a folder`);
    await mkdir(target, { recursive: true });
    const folders = [{ from: source, to: target, mode: root.mode }];
    const files = [];
    let level = folders.slice();
    while (level.length > 0) {
        const next = [];
        await eachLimited(level, async (folder) => {
            for (const entry of await readdir(folder.from, { withFileTypes: true })) {
                const from = path.join(folder.from, entry.name);
                const to = path.join(folder.to, entry.name);
                if (entry.isDirectory()) {
                    await mkdir(to, { recursive: true });
                    next.push({ from, to, mode: (await lstat(from)).mode });
                }
                else if (entry.isSymbolicLink()) {
                    await copySymlink(from, to);
                }
                else if (entry.isFile()) {
                    files.push([from, to]);
                }
                else {
                    throw new Error(`${from} is not a file, folder or symlink (a socket, FIFO or device cannot be copied into a workspace)`);
                }
            }
        });
        folders.push(...next);
        level = next;
    }
    await eachLimited(files, ([from, to]) => copyFile(from, to, constants.COPYFILE_FICLONE));
    // Folder modes last: a read-only folder could not have been filled.
    await eachLimited(folders, (f) => chmod(f.to, f.mode & 0o7777));
}
async function copySymlink(from, to) {
    const link = await readlink(from);
    try {
        await symlink(link, to);
    }
    catch (error) {
        if (error.code !== "EEXIST")
            throw error;
        await unlink(to);
        await symlink(link, to);
    }
}
async function eachLimited(items, fn) {
    let next = 0;
    let failed = false;
    const lane = async () => {
        try {
            while (next < items.length && !failed)
                await fn(items[next++]);
        }
        catch (error) {
            // The other lanes stop taking work; the first error is the one reported.
            failed = true;
            throw error;
        }
    };
    await Promise.all(Array.from({ length: Math.min(IN_FLIGHT, items.length) }, lane));
}

// Workspaces: "none" runs in a folder as it is; "shared" prepares one copy of
// the template for the whole suite; "isolated" prepares a fresh copy per
// execution, kept when the execution failed and removed when it passed
// (--keep-workspaces keeps them all). No empty folder is left behind.
const DEFAULT_BOOTSTRAP_TIMEOUT_MS = 120_000;
/**
 * Copies the template (dotfiles, .git and symlinks as symlinks included),
 * cloning files where the file system can (see copy-tree.ts). Never hard
 * links: an agent writing through one would change the template.
 */
async function copyTemplate(templateDir, target) {
    await copyTree(templateDir, target);
}
async function prepareWorkspace(config, target, env, logDir) {
    try {
        if (config.templateDir)
            await copyTemplate(config.templateDir, target);
        else
            await mkdir(target, { recursive: true });
    }
    catch (error) {
        return { path: target, failure: { origin: "workspace", message: `could not copy template ${config.templateDir}: ${error.message}` } };
    }
    if (!config.bootstrap)
        return { path: target };
    const b = config.bootstrap;
    const started = Date.now();
    // Loaded here, not with the engine: most runs have no bootstrap, and execa with its dependencies is ~340 KB of bundle.
    const { execa } = await import('./execa-DbwsDEbA.js');
    const result = await execa(b.command, b.args ?? [], {
        cwd: target,
        env: {
            ...b.env,
            AGENT_BENCH_WORKSPACE: target,
            AGENT_BENCH_OUT_DIR: env.outDir,
            AGENT_BENCH_ARTIFACT_DIR: env.artifactDir,
            SKILLGYM_WORKSPACE: target,
            SKILLGYM_OUTPUT_DIR: env.outDir,
            SKILLGYM_ARTIFACT_DIR: env.artifactDir,
            ...(env.caseId ? { AGENT_BENCH_CASE_ID: env.caseId, SKILLGYM_CASE_ID: env.caseId } : {}),
            ...(env.runnerId ? { AGENT_BENCH_RUNNER_ID: env.runnerId, SKILLGYM_RUNNER_ID: env.runnerId } : {}),
        },
        stdin: "ignore",
        reject: false,
        all: false,
        timeout: b.timeoutMs ?? DEFAULT_BOOTSTRAP_TIMEOUT_MS,
        forceKillAfterDelay: 2000,
    });
    await mkdir(logDir, { recursive: true });
    await writeFile(path.join(logDir, "bootstrap.stdout.log"), String(result.stdout ?? ""));
    await writeFile(path.join(logDir, "bootstrap.stderr.log"), String(result.stderr ?? ""));
    await writeFile(path.join(logDir, "workspace.json"), JSON.stringify({ mode: config.mode, workspacePath: target, templateDir: config.templateDir, bootstrap: { command: b.command, args: b.args ?? [], durationMs: Date.now() - started, exitCode: result.exitCode ?? null } }, null, 2));
    if (result.failed) {
        const why = result.timedOut ? `timed out after ${b.timeoutMs ?? DEFAULT_BOOTSTRAP_TIMEOUT_MS}ms` : result.exitCode !== undefined ? `exit ${result.exitCode}` : result.cause?.message ?? result.shortMessage;
        return { path: target, failure: { origin: "workspace-bootstrap", message: `bootstrap "${[b.command, ...(b.args ?? [])].join(" ")}" failed: ${why} (see bootstrap.stderr.log)` } };
    }
    return { path: target };
}
async function removeWorkspace(target) {
    try {
        await rm(target, { recursive: true, force: true, maxRetries: 2 });
        return undefined;
    }
    catch (error) {
        return error.message;
    }
}
/** Removes the folders under `root` (and root itself) that hold nothing once removed workspaces are gone. */
async function pruneEmptyFolders(root) {
    let entries;
    try {
        entries = await readdir(root, { withFileTypes: true });
    }
    catch {
        return;
    }
    for (const e of entries)
        if (e.isDirectory())
            await pruneEmptyFolders(path.join(root, e.name));
    // rmdir refuses a folder that still holds something: exactly the ones to keep.
    await rmdir(root).catch(() => { });
}

// One execution: workspace → process → parse → assert → result. Whatever the
// agent does, this returns a result; it throws only for agent-bench's own faults.
function runnerInfo(runner) {
    return { id: runner.id, pathKey: runnerPathKey(runner.id), agent: { type: runner.type, model: runner.model ?? "" } };
}
async function runExecution(testCase, runner, run, env, attempt = 1) {
    const relDir = executionDir(testCase.id, runner.id, run) + (attempt > 1 ? `/attempt-${attempt}` : "");
    const absDir = path.join(env.outDir, relDir);
    let folderError;
    try {
        mkdirSync(absDir, { recursive: true });
    }
    catch (error) {
        if (!isDiskFull(error))
            throw error;
        folderError = error;
    }
    const startedAt = new Date();
    const base = { caseId: testCase.id, runnerId: runner.id, run, artifactDir: relDir, assertions: [] };
    const finish = async (partial, session, durationMs) => {
        const endedAt = new Date();
        let result = {
            ...base,
            ...partial,
            assertions: partial.assertions ?? [],
            startedAt: startedAt.toISOString(),
            endedAt: endedAt.toISOString(),
            durationMs: durationMs ?? endedAt.getTime() - startedAt.getTime(),
        };
        const classified = applyClassifyFailure(testCase, result);
        result = compact(classified.result);
        try {
            writeSession(absDir, session);
        }
        catch (error) {
            // A full disk ends this execution, not the run: its result still goes to results.jsonl.
            if (!isDiskFull(error))
                throw error;
            if (result.failureOrigin !== "disk")
                result = { ...result, ...decide({ testCase, failure: diskFailure("session.json", error) }) };
        }
        return { result, warnings: classified.warning ? [classified.warning] : [] };
    };
    if (folderError)
        return finish(decide({ testCase, failure: diskFailure(relDir, folderError) }));
    if (testCase.skip)
        return finish({ status: "skipped", passed: true, error: { name: "Skipped", message: testCase.skip } });
    const rejected = env.rejectedModels.get(runner.id);
    if (rejected) {
        return finish({ status: "errored", passed: false, failureOrigin: "model-rejected", failureClass: { id: "model-rejected", label: "Rejected model" }, error: { name: "ModelRejected", message: `not run: ${rejected}` } });
    }
    if (env.signal.aborted) {
        return finish({ status: "errored", passed: false, failureOrigin: "cancelled", failureClass: { id: "cancelled", label: "Cancelled" }, error: { name: "Cancelled", message: "the run was cancelled before this execution started" } });
    }
    const workspace = await resolveWorkspace(testCase, runner, run, attempt, env, absDir);
    if (workspace.failure) {
        const failure = workspace.failure;
        const decided = decide({ testCase, failure });
        return finish({ ...decided, workspacePath: workspace.path });
    }
    const adapter = getAdapter(runner.type);
    const info = runnerInfo(runner);
    const home = await env.homes.take();
    const warnings = [];
    try {
        const ctx = {
            case: testCase,
            runner,
            runnerInfo: info,
            run,
            workspace: workspace.path,
            home,
            artifactDir: absDir,
            env: agentEnv(testCase, runner, run, workspace.path, env),
            scriptedModelUrl: await env.modelServerUrl(runner, { case: testCase, run, workspace: workspace.path }),
            user: testCase.user ?? env.user,
            team: testCase.team ?? env.team,
        };
        const timeoutMs = env.timeoutFor(testCase, runner);
        const evaluateOptions = {
            caseId: testCase.id,
            runnerId: runner.id,
            run,
            workspace: workspace.path,
            repoRoot: env.repoRoot,
            judge: env.judge ? (request) => env.judge(request, absDir) : undefined,
        };
        const place = { absDir, relDir };
        const ran = testCase.dialog
            ? await runDialog({ testCase, adapter, ctx, place, env, timeoutMs, evaluateOptions })
            : await singleTurn(testCase, adapter, ctx, place, env, timeoutMs, evaluateOptions);
        const { outcome, session, failure, evaluation, dialog } = ran;
        const withDialog = dialog ? { dialog } : {};
        if (!outcome || !session)
            return await finish({ ...decide({ testCase, failure, evaluation }), ...withDialog, assertions: evaluation?.assertions ?? [] });
        const decided = decide({ testCase, failure, evaluation });
        const keepWorkspace = env.workspace?.mode === "isolated" && (!decided.passed || env.keepWorkspaces === true);
        const report = await finish({
            ...decided,
            assertions: evaluation?.assertions ?? [],
            usage: session.usage,
            costUsd: session.costUsd,
            turns: session.turns,
            exitCode: outcome.exitCode,
            finalOutput: excerpt(session.finalOutput),
            outputDigest: outputHash(session.finalOutput),
            cliVersion: session.cliVersion,
            model: session.model,
            behaviour: behaviourOf(session, workspace.path),
            ...(outcome.strayProcesses ? { strayProcesses: outcome.strayProcesses } : {}),
            ...(keepWorkspace ? { workspacePath: path.relative(env.outDir, workspace.path) } : {}),
            ...withDialog,
        }, session, ran.durationMs ?? outcome.durationMs);
        if (env.workspace?.mode === "isolated" && !keepWorkspace) {
            const cleanupError = await removeWorkspace(workspace.path);
            if (cleanupError)
                warnings.push(`could not remove workspace ${workspace.path}: ${cleanupError}`);
        }
        return { result: report.result, warnings: [...warnings, ...report.warnings] };
    }
    finally {
        await env.homes.give(home);
    }
}
async function singleTurn(testCase, adapter, ctx, place, env, timeoutMs, evaluateOptions) {
    const turn = await runAgentTurn(adapter, ctx, place, env, timeoutMs);
    if (!turn.session || turn.failure)
        return turn;
    return { ...turn, evaluation: await evaluateCase(testCase, turn.session, evaluateOptions) };
}
/**
 * The result as plain JSON data with strings of its own. A run keeps every
 * result until its end, and an excerpt or message cut from an agent's output
 * would otherwise keep the whole output alive (V8 strings made by slice, split
 * or a regex match point into the string they came from): 100 KB outputs ×
 * 100,000 executions (bench/items/scale.mjs). Results are JSON by contract
 * (results.jsonl), so the round trip loses nothing.
 */
function compact(result) {
    return JSON.parse(JSON.stringify(result));
}
async function resolveWorkspace(testCase, runner, run, attempt, env, absDir) {
    const ws = env.workspace;
    if (!ws || ws.mode === "none")
        return { path: ws?.cwd ?? env.cwd };
    if (ws.mode === "shared")
        return env.shared;
    const target = path.join(env.outDir, workspaceDir(testCase.id, runner.id, run) + (attempt > 1 ? `-attempt-${attempt}` : ""));
    return prepareWorkspace(ws, target, { outDir: env.outDir, artifactDir: absDir, caseId: testCase.id, runnerId: runner.id }, absDir);
}
function agentEnv(testCase, runner, run, workspace, env) {
    return {
        ...env.processEnv,
        AGENT_BENCH_USER: testCase.user ?? env.user,
        AGENT_BENCH_TEAM: testCase.team ?? env.team,
        AGENT_BENCH_CASE_ID: testCase.id,
        AGENT_BENCH_RUNNER_ID: runner.id,
        AGENT_BENCH_RUN: String(run),
        AGENT_BENCH_WORKSPACE: workspace,
        ...testCase.env,
        ...runner.env,
    };
}
function processEnvSnapshot() {
    const env = {};
    for (const [key, value] of Object.entries(process.env))
        if (value !== undefined)
            env[key] = value;
    return env;
}

// A fresh, empty home for each execution, outside the artifact tree so that
// whatever an agent CLI writes there (settings, credentials it was pointed at,
// caches) never ends up in an uploaded artifact. It has a tmp/ folder, the
// agent's TMPDIR (a missing TMPDIR breaks mktemp and the CLIs' own temp files;
// the XDG folders are created on use).
//
// A home the agent left exactly as it was made (nothing but an empty tmp/) is
// as fresh as a new one, so a run hands it to its next execution instead of
// removing it and making another: creating and deleting two folders per
// execution was a large share of a fast agent's execution on a file system
// that skips recently deleted inodes when allocating (ext4 without a journal;
// docs/performance.md). A home with anything in it is removed and never reused.
async function createHome() {
    const home = await mkdtemp(path.join(os.tmpdir(), "agent-bench-home-"));
    await mkdir(path.join(home, "tmp"), { mode: 0o700 });
    return home;
}
async function removeHome(home) {
    // A home left as it was made goes in two calls instead of fs.rm's walk.
    try {
        await rmdir(path.join(home, "tmp")).catch(ignoreMissing);
        await rmdir(home);
        return;
    }
    catch {
        // The agent left something: remove it all.
    }
    await rm(home, { recursive: true, force: true, maxRetries: 2 }).catch(() => { });
}
/** The homes of one run: taken by an execution, given back after it; closed at the run's end. */
class HomePool {
    idle = [];
    closed = false;
    async take() {
        return this.idle.pop() ?? (await createHome());
    }
    async give(home) {
        if (!this.closed && asMade(home))
            this.idle.push(home);
        else
            await removeHome(home);
    }
    async close() {
        this.closed = true;
        await Promise.all(this.idle.splice(0).map(removeHome));
    }
}
/** Nothing in it but tmp/, a real folder (not a symlink), itself empty. Two small reads, on the main thread. */
function asMade(home) {
    try {
        const entries = readdirSync(home, { withFileTypes: true });
        return entries.length === 1 && entries[0].name === "tmp" && entries[0].isDirectory() && readdirSync(path.join(home, "tmp")).length === 0;
    }
    catch {
        return false;
    }
}
function ignoreMissing(error) {
    if (error.code !== "ENOENT")
        throw error;
}

// One call of a runner that serves the engine rather than being benchmarked:
// the judge of a judge rule, the simulated user of a multi-turn case. It runs
// in a throwaway home and workspace; its logs and session go to `dir`.
/** The helper's session; throws (a plain Error) when it timed out or could not start. */
async function runHelper(call) {
    const { runner, prompt, dir } = call;
    await ensureDir(dir);
    const testCase = { id: call.caseId, prompt, messages: [{ role: "user", content: prompt }], tags: [], expectedFail: false, hasExpected: false, source: { file: `<${call.role}>` }, definition: "" };
    const adapter = getAdapter(runner.type);
    const home = await createHome();
    const workspace = await mkdtemp(path.join(os.tmpdir(), `agent-bench-${call.role}-`));
    try {
        const info = runnerInfo(runner);
        const scriptedModelUrl = await call.modelServerUrl?.(runner, { case: testCase, run: call.call, workspace });
        const spec = await adapter.prepare({ case: testCase, runner, runnerInfo: info, run: call.call, workspace, home, artifactDir: dir, env: { ...processEnvSnapshot(), ...call.env, ...runner.env }, scriptedModelUrl, user: call.role, team: call.role });
        if (spec.kind === "spawn") {
            for (const f of spec.files ?? []) {
                await ensureDir(path.dirname(f.path));
                await writeFile(f.path, f.content);
            }
        }
        const out = await runProcess(spec, {
            timeoutMs: runner.timeoutMs ?? call.timeoutMs,
            signal: call.signal,
            stdoutPath: path.join(dir, "stdout.log"),
            stderrPath: path.join(dir, "stderr.log"),
            ...(runner.maxOutputBytes ? { maxOutputBytes: runner.maxOutputBytes } : {}),
        });
        const session = adapter.parse(out, { runner: info, prompt, cwd: workspace, options: runner.options });
        await writeFile(path.join(dir, "session.json"), JSON.stringify(session, null, 2));
        if (out.timedOut)
            throw new Error(`the ${call.role} "${runner.id}" timed out`);
        if (out.outputLimit)
            throw new Error(`the ${call.role} "${runner.id}" printed more than maxOutputBytes and was stopped`);
        if (out.spawnError)
            throw new Error(`the ${call.role} "${runner.id}" could not start: ${out.spawnError.message}`);
        if (out.exitCode !== 0 && out.exitCode !== null)
            throw new Error(`the ${call.role} "${runner.id}" exited with code ${out.exitCode} (see ${path.basename(dir)}/stderr.log)`);
        return session;
    }
    finally {
        await removeHome(home);
        await rm(workspace, { recursive: true, force: true });
    }
}

// The judge for JSONL `judge` rules: a configured runner reads the agent's
// output, the input and the criteria, and answers {"passed": bool, "reason": string}.
// The judge's own call is recorded in the judged execution's folder (judge-<n>/).
const JUDGE_TIMEOUT_MS = 120_000;
function judgePrompt(request) {
    const criteria = typeof request.criteria === "string" ? request.criteria : JSON.stringify(request.criteria, null, 2);
    return [
        "You are grading the answer an AI agent gave to a task. Judge only against the criteria.",
        "",
        "<criteria>",
        criteria,
        "</criteria>",
        "",
        ...(request.metadata ? ["<context>", JSON.stringify(request.metadata, null, 2), "</context>", ""] : []),
        "<task>",
        request.input,
        "</task>",
        "",
        "<answer>",
        request.output,
        "</answer>",
        "",
        'Reply with one JSON object and nothing else: {"passed": true or false, "reason": "one sentence"}',
    ].join("\n");
}
function createJudge(options) {
    // judge-1, judge-2, … per judged execution (several judge rules in one case).
    const calls = new Map();
    return async (request, artifactDir) => {
        const id = request.runnerId ?? options.defaultRunner;
        const runner = options.runners.find((r) => r.id === id);
        if (!runner)
            throw new Error(id ? `no runner "${id}" to judge with` : 'no judge runner: set "judge" in the config or "runner" on the rule');
        const n = (calls.get(artifactDir) ?? 0) + 1;
        calls.set(artifactDir, n);
        const dir = path.join(artifactDir, `judge-${n}`);
        const session = await runHelper({ runner, role: "judge", caseId: "judge", prompt: judgePrompt(request), call: n, dir, timeoutMs: options.timeoutMs ?? JUDGE_TIMEOUT_MS, signal: options.signal, modelServerUrl: options.modelServerUrl });
        const reply = extractJson(session.finalOutput, { embedded: true });
        const value = reply.found ? reply.value : undefined;
        if (!value || typeof value.passed !== "boolean") {
            throw new Error(`the judge "${runner.id}" did not answer with {"passed": bool, "reason": string} (see ${path.basename(dir)}/session.json)`);
        }
        const verdict = { passed: value.passed, reason: typeof value.reason === "string" ? value.reason : "", raw: value };
        await writeFile(path.join(dir, "verdict.json"), JSON.stringify({ runner: runner.id, ...verdict }, null, 2));
        return verdict;
    };
}

// The simulated user of a multi-turn case (yao `simulator`): a runner that gets
// yao's simulator input as JSON and answers {"message", "goal_achieved",
// "reasoning"}; a reply with no JSON is the message itself, as in yao.
const SIMULATOR_TIMEOUT_MS = 120_000;
/** yao's SimulatorInput: persona and goal by name, the rest of the metadata as `extra`. */
function simulatorInput(request) {
    const { persona, goal, ...extra } = request.spec.metadata;
    return {
        ...(typeof persona === "string" ? { persona } : {}),
        ...(typeof goal === "string" ? { goal } : {}),
        conversation: request.conversation,
        turn_number: request.turn,
        max_turns: request.maxTurns,
        checkpoints_reached: request.checkpoints.filter((c) => c.reached).map((c) => c.id),
        checkpoints_pending: request.checkpoints.filter((c) => !c.reached).map((c) => c.id),
        ...(Object.keys(extra).length > 0 ? { extra } : {}),
    };
}
/** The simulator's reply text → its turn; throws when it holds no message. */
function parseSimulatorReply(text) {
    const json = extractJson(text, { embedded: true });
    if (!json.found || typeof json.value !== "object" || json.value === null || Array.isArray(json.value)) {
        if (text.trim() === "")
            throw new Error("the simulator returned an empty message");
        return { message: text, goalAchieved: false };
    }
    const v = json.value;
    const message = typeof v.message === "string" ? v.message : "";
    if (message === "" && v.goal_achieved !== true)
        throw new Error('the simulator\'s reply has no "message"');
    return { message, goalAchieved: v.goal_achieved === true, ...(typeof v.reasoning === "string" ? { reasoning: v.reasoning } : {}) };
}
function createSimulator(options) {
    return async (request) => {
        const runner = options.runners.find((r) => r.id === request.spec.runner);
        if (!runner)
            throw new Error(`no runner "${request.spec.runner}" to simulate the user with`);
        const session = await runHelper({
            runner,
            role: "simulator",
            caseId: request.caseId,
            prompt: JSON.stringify(simulatorInput(request)),
            call: request.turn,
            dir: path.join(request.dir, "simulator"),
            timeoutMs: SIMULATOR_TIMEOUT_MS,
            env: { AGENT_BENCH_CASE_ID: request.caseId, AGENT_BENCH_TURN: String(request.turn) },
            signal: options.signal,
            modelServerUrl: options.modelServerUrl,
        });
        return parseSimulatorReply(session.finalOutput);
    };
}

// The test fingerprint tells a comparison when a case itself changed: what it
// asks (prompt or messages) and how it is judged (assertion source or rules,
// expected values, expectedFail, classifyFailure, its timeout). What the agent
// is given (workspace, skills, runner settings) is the treatment
// (treatment.ts): a PR changes it on purpose, and those cells are compared.
// Nothing machine-specific enters: the same case hashes the same anywhere.
function testFingerprint(testCase) {
    const test = JSON.stringify({
        prompt: testCase.prompt,
        messages: testCase.messages.length > 1 ? testCase.messages : undefined,
        // Assertion function and classifyFailure source and expectedFail (modules), or the rules and `expected` (JSONL).
        definition: testCase.definition,
        expected: testCase.hasExpected ? testCase.expected : undefined,
        expectedFail: testCase.expectedFail,
        timeoutMs: testCase.timeoutMs ?? null,
    });
    return sha256(test).slice(0, 16);
}
/** One hash for a run's plan: its cases' tests and the treatment (shards of one plan must agree on it). */
function suiteFingerprint(cases, treatment) {
    return sha256(cases.map((c) => `${c.id}\0${testFingerprint(c)}`).join("\n") + `\n${treatment}`).slice(0, 16);
}

// Keeps `parallel` executions in flight over one queue. The queue is already
// ordered so that runners and repetitions interleave (see plan.ts), so a slow
// runner never serializes the others.
/** Runs worker over items with at most `parallel` at a time; returns how many were started. */
async function schedule(items, parallel, worker, control) {
    let next = 0;
    const lane = async () => {
        while (next < items.length && !control.shouldStop()) {
            const index = next++;
            await worker(items[index], index);
        }
    };
    const lanes = Array.from({ length: Math.max(1, Math.min(parallel, items.length)) }, lane);
    await Promise.all(lanes);
    return next;
}

// results.jsonl (and any -o *.jsonl report): one line per event, appended and
// handed to the OS as each execution finishes, so nothing finished is lost
// even if the run is killed, and `jq` can read the file while the run goes.
class ResultsLog {
    fds;
    /** The first write that failed (a full disk): the run goes on, and says so at its end. */
    failure;
    files;
    constructor(files) {
        this.files = files;
        this.fds = files.map((file) => openSync(file, "a"));
    }
    append(line) {
        const text = `${JSON.stringify(line)}\n`;
        this.fds.forEach((fd, i) => {
            try {
                writeSync(fd, text);
            }
            catch (error) {
                this.failure ??= { file: this.files[i], error: error };
            }
        });
    }
    close() {
        for (const fd of this.fds)
            closeSync(fd);
        this.fds = [];
    }
}

// Runs a plan: prepares the out-dir, runs every execution through the
// scheduler, appends each result as it finishes, and writes results.json on
// every exit path (including cancellation).
const DEFAULT_TIMEOUT_MS = 120_000;
async function runSuite(req) {
    const startedAt = req.resume ? new Date(req.resume.startedAt) : new Date();
    try {
        await mkdir(req.outDir, { recursive: true });
    }
    catch (error) {
        throw infraError(`cannot create the output folder ${req.outDir}: ${errorMessage(error)}`, { where: "--out-dir", hint: "choose a folder you can write to" });
    }
    for (const runner of req.plan.runners)
        await getAdapter(runner.type)?.preflight?.(runner);
    const treatment = await buildTreatment(req.workspace, req.cwd, req.plan.runners, defaultRoots(req.repoRoot));
    const cases = caseInfos(req.plan, req.repoRoot);
    const suite = { path: req.suite.path === "<inline>" ? "<inline>" : repoRelative$1(req.suite.path, req.repoRoot), format: req.suite.format, fingerprint: suiteFingerprint(req.plan.cases, treatmentHash(treatment)) };
    const planInfo = {
        cases: req.plan.cases.map((c) => c.id),
        runners: req.plan.runners.map((r) => ({ id: r.id, type: r.type, ...(r.model ? { model: r.model } : {}) })),
        runs: req.plan.runs,
        executions: req.plan.executions.length,
        ...(req.plan.shard ? { shard: req.plan.shard } : {}),
        filters: req.plan.filters,
    };
    if (req.resume)
        checkUnchanged(req.resume, { cases, treatment });
    const kept = (req.resume?.results ?? []).filter(isFinished);
    const executions = req.resume ? pendingExecutions(req.plan.executions, kept) : req.plan.executions;
    for (const old of req.resume?.results.filter((r) => !isFinished(r)) ?? [])
        await setAside(req.outDir, old);
    const log = openLog([path.join(req.outDir, "results.jsonl"), ...(req.jsonlOutputs ?? [])]);
    if (req.resume)
        log.append({ type: "resume", at: new Date().toISOString(), pending: executions.length });
    else
        log.append({ type: "start", at: startedAt.toISOString(), tool: { name: "agent-bench", version: req.version }, suite, plan: planInfo, environment: req.environment, cases, treatment, ...(req.invocation ? { invocation: req.invocation } : {}) });
    for (const l of req.listeners)
        l.onStart?.({ plan: { ...req.plan, executions }, outDir: req.outDir, parallel: req.parallel });
    const results = [...kept];
    const fingerprintOf = new Map(cases.map((c) => [c.id, c.testFingerprint]));
    const stability = new StabilityAccumulator({
        tool: { name: "agent-bench", version: req.version },
        suite: { path: suite.path, fingerprint: suite.fingerprint },
        ...(req.environment.commit ? { commit: req.environment.commit } : {}),
        runsPerCase: req.plan.runs,
        runners: planInfo.runners,
        testFingerprint: (caseId) => fingerprintOf.get(caseId) ?? "",
        treatment,
        cases: req.plan.cases.map((c) => c.id),
    });
    for (const r of kept)
        stability.add(r);
    const shared = await prepareShared(req);
    const env = {
        outDir: req.outDir,
        repoRoot: req.repoRoot,
        cwd: req.cwd,
        workspace: req.workspace,
        shared,
        user: req.user,
        team: req.team,
        signal: req.signal,
        timeoutFor: (c, r) => c.timeoutMs ?? req.timeoutMs ?? r.timeoutMs ?? req.defaultTimeoutMs ?? DEFAULT_TIMEOUT_MS,
        maxStepsFor: (r) => req.maxSteps ?? r.maxSteps ?? req.defaultMaxSteps,
        modelServerUrl: req.modelServerUrl ?? (async () => undefined),
        rejectedModels: new Map(),
        ...(req.keepWorkspaces ? { keepWorkspaces: true } : {}),
        processEnv: processEnvSnapshot(),
        homes: new HomePool(),
        judge: req.judge,
        simulate: req.simulate,
    };
    let stop = false;
    // An internal failure (the engine, not an agent) still writes what finished, then ends the run with exit 3.
    let internal;
    const releaseSpawner = holdSpawner();
    try {
        for (let round = executions; round.length > 0;) {
            await schedule(round, req.parallel, async (planned) => {
                for (const l of req.listeners)
                    l.onExecutionStart?.(planned);
                const { result, warnings } = await runWithRetries(planned, env, req.retries ?? 0);
                results.push(result);
                stability.add(result);
                req.rounds?.record(result);
                log.append({ type: "execution", at: result.endedAt, result });
                for (const w of warnings)
                    for (const l of req.listeners)
                        l.onWarning?.(w);
                for (const l of req.listeners)
                    l.onExecutionEnd?.(result);
                if (req.failFast && !result.passed && result.status !== "skipped")
                    stop = true;
            }, { shouldStop: () => stop || req.signal.aborted || (req.rounds?.shouldStop() ?? false) });
            round = req.rounds && !stop && !req.signal.aborted ? req.rounds.next(stability.finish(new Date().toISOString())) : [];
        }
    }
    catch (error) {
        internal = error;
    }
    const spawnerStopped = releaseSpawner();
    const homesRemoved = env.homes.close();
    const endedAt = new Date();
    const summary = summarize(results, req.plan.executions.length, endedAt.getTime() - startedAt.getTime(), req.signal.aborted);
    const runFile = {
        schemaVersion: 2,
        tool: { name: "agent-bench", version: req.version },
        startedAt: startedAt.toISOString(),
        endedAt: endedAt.toISOString(),
        suite,
        plan: { ...planInfo, runners: planInfo.runners.map((r) => ({ ...r, ...versionOf(results, r.id) })) },
        environment: req.environment,
        cases,
        treatment,
        ...(req.invocation ? { invocation: req.invocation } : {}),
        results: sortResults(results, req.plan),
        summary,
    };
    const stabilityFile = stability.finish(endedAt.toISOString());
    req.rounds?.finish(runFile, stabilityFile, stop || req.signal.aborted);
    for (const cell of stabilityFile.cells)
        log.append({ type: "stability", at: endedAt.toISOString(), cell });
    log.append({ type: "summary", at: endedAt.toISOString(), summary });
    log.close();
    const unwritten = await writeSummaryFiles(req.outDir, runFile, stabilityFile, log.failure).then(() => undefined, (error) => error);
    if (req.workspace?.mode === "shared" && shared && !shared.failure && !req.keepWorkspaces && results.every((r) => r.passed))
        await removeWorkspace(shared.path);
    await pruneEmptyFolders(path.join(req.outDir, "workspaces"));
    if (!unwritten)
        for (const l of req.listeners)
            await l.onFinish?.(runFile, stabilityFile);
    await Promise.all([spawnerStopped, homesRemoved]);
    if (unwritten)
        throw unwritten;
    if (internal !== undefined) {
        if (isAgentBenchError(internal))
            throw internal;
        throw infraError(`the run stopped: ${errorMessage(internal)}; the ${results.length} execution(s) that finished are in ${req.outDir}`, { cause: internal, hint: "this is a fault of agent-bench or of the machine, not of the agent: check the out-dir's folder and free space, then --resume the run" });
    }
    return { run: runFile, stability: stabilityFile };
}
/**
 * results.json and stability.json, each tried even when the other could not be written. A full disk is
 * one line and exit 3; each file that was written keeps every result that finished.
 */
async function writeSummaryFiles(outDir, runFile, stabilityFile, logFailure) {
    const failed = [];
    let cause = logFailure?.error;
    for (const [name, value] of [["results.json", runFile], ["stability.json", stabilityFile]]) {
        try {
            await writeJsonFile(path.join(outDir, name), value);
        }
        catch (error) {
            failed.push(name);
            cause ??= error;
        }
    }
    if (logFailure)
        failed.unshift(path.basename(logFailure.file));
    if (failed.length === 0)
        return;
    const code = cause.code;
    const why = code === "ENOSPC" || code === "EDQUOT" ? `the disk is full (${code})` : errorMessage(cause);
    // One line (no hint line): the reason and what to do.
    throw infraError(`could not write ${failed.join(", ")} in ${outDir}: ${why}; free space there (what was written is kept)`, { cause });
}
/** A failed run is re-run up to `retries` times; the last attempt is the run's result and lists the earlier ones. */
async function runWithRetries(planned, env, retries) {
    let report = await runExecution(planned.case, planned.runner, planned.run, env);
    const earlier = [];
    for (let attempt = 2; attempt <= retries + 1 && retryable(report.result) && !env.signal.aborted; attempt++) {
        const r = report.result;
        earlier.push({ status: r.status, failureOrigin: r.failureOrigin, error: r.error, artifactDir: r.artifactDir, durationMs: r.durationMs });
        const next = await runExecution(planned.case, planned.runner, planned.run, env, attempt);
        report = { result: { ...next.result, retries: [...earlier] }, warnings: [...report.warnings, ...next.warnings] };
    }
    return report;
}
function retryable(result) {
    return !result.passed && result.status === "failed";
}
function openLog(files) {
    try {
        return new ResultsLog(files);
    }
    catch (error) {
        throw infraError(`cannot write the event log: ${errorMessage(error)}`, { where: "--out-dir / -o", hint: "choose files in a folder you can write to" });
    }
}
async function prepareShared(req) {
    if (req.workspace?.mode !== "shared")
        return undefined;
    const target = path.join(req.outDir, "workspaces", "shared");
    return prepareWorkspace(req.workspace, target, { outDir: req.outDir, artifactDir: path.join(req.outDir, "workspaces", "shared-setup") }, path.join(req.outDir, "workspaces", "shared-setup"));
}
function caseInfos(plan, repoRoot) {
    return plan.cases.map((c) => ({
        id: c.id,
        tags: c.tags,
        prompt: c.prompt,
        expectedFail: c.expectedFail,
        ...(c.skip ? { skip: c.skip } : {}),
        source: { file: c.source.file === "<inline>" ? "<inline>" : repoRelative$1(c.source.file, repoRoot), ...(c.source.line ? { line: c.source.line } : {}) },
        testFingerprint: testFingerprint(c),
    }));
}
/** Results in plan order (case, runner, run), whatever order they finished in. */
function sortResults(results, plan) {
    const caseIndex = new Map(plan.cases.map((c, i) => [c.id, i]));
    const runnerIndex = new Map(plan.runners.map((r, i) => [r.id, i]));
    return [...results].sort((a, b) => caseIndex.get(a.caseId) - caseIndex.get(b.caseId) || runnerIndex.get(a.runnerId) - runnerIndex.get(b.runnerId) || a.run - b.run);
}
function versionOf(results, runnerId) {
    const version = results.find((r) => r.runnerId === runnerId && r.cliVersion)?.cliVersion;
    return version ? { version } : {};
}

// The scripted model server as one run uses it: runners with `scriptedModel`
// are checked before the run, the server starts at the first execution that
// needs it, each execution registers its own steps, and the server closes when
// the run ends (cancelled runs included).
/** `logFile`: every request the server gets, one JSON line each (model-server.log in the run folder). */
function createScriptedModels(options) {
    const scripts = new Map();
    let server;
    const scriptFor = (file) => {
        let source = scripts.get(file);
        if (!source) {
            source = loadScript(file);
            scripts.set(file, source);
        }
        return source;
    };
    return {
        async check(runners) {
            for (const runner of runners) {
                if (!runner.scriptedModel)
                    continue;
                const adapter = getAdapter(runner.type);
                if (!adapter?.modelProtocol) {
                    throw configError(`runners.${runner.id}.scriptedModel: runner type "${runner.type}" does not call a model API that agent-bench can stand in for`, {
                        hint: 'use scriptedModel with an agent CLI runner (claude-code, codex, gemini, …), or use type "scripted" with a script for a process-free dry run',
                    });
                }
                await scriptFor(runner.scriptedModel);
            }
        },
        async urlFor(runner, execution) {
            if (!runner.scriptedModel)
                return undefined;
            const steps = await (await scriptFor(runner.scriptedModel))({ caseId: execution.case.id, prompt: execution.case.prompt, run: execution.run, runnerId: runner.id, turn: execution.turn ?? 1 });
            server ??= startModelServer({ logFile: options.logFile });
            const label = `case "${execution.case.id}" run ${execution.run}${execution.turn ? ` turn ${execution.turn}` : ""} of runner "${runner.id}" (${path.basename(runner.scriptedModel)})`;
            return (await server).register({ replies: steps ? planReplies(steps) : undefined, cwd: execution.workspace, skills: findSkills(execution.workspace), label });
        },
        async close() {
            if (server)
                await (await server).close();
        },
    };
}

// The custom reporter contract (--reporter MODULE, or `reporters` in the
// config). A module exports any of the lifecycle hooks and/or a `render`
// function for `-o` files with the extensions it declares, as named exports
// or as a default-exported object (or a function returning one).
const HOOKS = ["onSuiteStart", "onExecutionFinish", "onSuiteFinish", "render"];

// Loads custom reporter modules before the run starts, so a wrong path, a
// syntax error or a module that exports nothing usable costs nothing. Paths
// resolve against the working directory (config entries were resolved
// against the config file already); bare names resolve as packages.
const HINT = "a reporter exports onSuiteStart, onExecutionFinish, onSuiteFinish and/or render with `export const extensions = [\".txt\"]`; see docs/reports.md#custom-reporters";
async function loadReporters(specs, cwd) {
    const loaded = [];
    for (const spec of specs)
        loaded.push(await loadReporter(spec, cwd));
    const owner = new Map();
    for (const r of loaded) {
        for (const ext of r.extensions) {
            const other = owner.get(ext);
            if (other)
                throw configError(`reporters ${other} and ${r.name} both render "${ext}"`, { where: "--reporter", hint: "keep one reporter per extension" });
            owner.set(ext, r.name);
        }
    }
    return loaded;
}
async function loadReporter(spec, cwd) {
    const file = resolveSpec(spec, cwd);
    // Reporters may `import type { Reporter } from "agent-bench"`, like suites.
    const mod = (await importModule(file, "*"));
    let candidate = isReporterLike(mod.default) || typeof mod.default === "function" ? mod.default : mod;
    if (typeof candidate === "function") {
        try {
            candidate = await candidate();
        }
        catch (error) {
            throw configError(`reporter ${spec}: its default export (a factory) threw: ${errorMessage(error)}`, { where: file, hint: HINT, cause: error });
        }
    }
    if (!isReporterLike(candidate))
        throw configError(`reporter ${spec} exports none of ${HOOKS.join(", ")}`, { where: file, hint: HINT });
    const reporter = candidate;
    for (const hook of HOOKS) {
        const value = reporter[hook];
        if (value !== undefined && typeof value !== "function")
            throw configError(`reporter ${spec}: ${hook} must be a function (got ${typeof value})`, { where: file, hint: HINT });
    }
    const extensions = normalizeExtensions(reporter.extensions, spec, file);
    if (reporter.render && extensions.length === 0) {
        throw configError(`reporter ${spec} has render() but declares no extensions, so no -o file would use it`, { where: file, hint: 'add `export const extensions = [".txt"]` (the -o file extensions it renders)' });
    }
    if (!reporter.render && extensions.length > 0) {
        throw configError(`reporter ${spec} declares extensions ${extensions.join(", ")} but has no render()`, { where: file, hint: "export render(report, options) returning the file's content" });
    }
    return { name: spec, file, reporter, extensions };
}
function isReporterLike(value) {
    if (typeof value !== "object" || value === null)
        return false;
    return HOOKS.some((hook) => typeof value[hook] === "function");
}
function normalizeExtensions(value, spec, file) {
    if (value === undefined)
        return [];
    if (!Array.isArray(value) || value.some((e) => typeof e !== "string" || !/^\.?[\w.-]+$/u.test(e))) {
        throw configError(`reporter ${spec}: extensions must be an array of file extensions such as [".txt"]`, { where: file, hint: HINT });
    }
    const extensions = [...new Set(value.map((e) => (e.startsWith(".") ? e : `.${e}`).toLowerCase()))];
    const streamed = extensions.filter((e) => BUILTIN_EXTENSIONS[e] === "jsonl");
    if (streamed.length > 0) {
        throw configError(`reporter ${spec}: ${streamed.join(", ")} is the event log the engine streams during the run; a reporter cannot render it`, { where: file, hint: "pick another extension, or use onExecutionFinish to stream your own file" });
    }
    return extensions;
}
function resolveSpec(spec, cwd) {
    const looksLikePath = spec.startsWith(".") || path.isAbsolute(spec) || isModulePath(spec);
    if (looksLikePath) {
        const file = path.resolve(cwd, spec);
        if (!existsSync(file))
            throw configError(`reporter ${spec}: ${file} does not exist`, { where: "--reporter", hint: "pass the path of a .js/.mjs/.ts reporter module, relative to the current folder" });
        return file;
    }
    try {
        return createRequire(path.join(cwd, "package.json")).resolve(spec);
    }
    catch (error) {
        throw configError(`reporter ${spec}: no such file, and no installed package of that name`, { where: "--reporter", hint: "start a path with ./ or install the reporter package", cause: error });
    }
}
/** Extensions the built-in formats cover that a reporter takes over, for a warning. */
function overriddenBuiltins(reporters) {
    return reporters.flatMap((r) => r.extensions.filter((e) => e in BUILTIN_EXTENSIONS).map((e) => `${e} (by ${r.name})`));
}

// Calls custom reporters during and after a run. A reporter's error is
// recorded with the reporter and the hook that threw, and never stops the run
// or the other reports: results, built-in reports and the other reporters'
// files are all written before the command reports the failures.
class ReporterSet {
    failures = [];
    #reporters;
    #context;
    #onFailure;
    // Hooks of one reporter run one after another, in event order, even when they are async.
    #queues = new Map();
    constructor(reporters, context, onFailure = () => { }) {
        this.#reporters = reporters;
        this.#context = context;
        this.#onFailure = onFailure;
    }
    get extensions() {
        return this.#reporters.flatMap((r) => r.extensions);
    }
    rendererFor(file) {
        const ext = extensionOf(file);
        return this.#reporters.find((r) => r.extensions.includes(ext));
    }
    /** The engine's listener: plan → onSuiteStart, each result → onExecutionFinish. */
    listener(suitePath) {
        return {
            onStart: ({ plan, outDir }) => {
                const info = deepFreeze({
                    suite: suitePath,
                    cases: plan.cases.map((c) => ({ id: c.id, tags: [...c.tags], prompt: c.prompt })),
                    runners: plan.runners.map((r) => ({ id: r.id, type: r.type, ...(r.model ? { model: r.model } : {}) })),
                    runs: plan.runs,
                    executions: plan.executions.length,
                    outDir,
                });
                this.#each("onSuiteStart", (r) => r.reporter.onSuiteStart?.(info));
            },
            onExecutionEnd: (result) => {
                if (!this.#reporters.some((r) => r.reporter.onExecutionFinish))
                    return;
                const copy = deepFreeze(structuredClone(result));
                this.#each("onExecutionFinish", (r) => r.reporter.onExecutionFinish?.(copy));
            },
        };
    }
    /** Content for an -o file this set renders; undefined when the reporter failed (recorded). */
    async render(file, model) {
        const loaded = this.rendererFor(file);
        if (!loaded?.reporter.render)
            return undefined;
        await this.#settled();
        try {
            const content = await loaded.reporter.render(deepFreeze(model), { ...this.#context, file, extension: extensionOf(file) });
            if (typeof content !== "string")
                throw new TypeError(`render() returned ${content === null ? "null" : typeof content}, not a string`);
            return content;
        }
        catch (error) {
            this.#fail(loaded, "render", error);
            return undefined;
        }
    }
    /** onSuiteFinish for every reporter, after their pending hooks. */
    async finish(model) {
        const frozen = deepFreeze(model);
        this.#each("onSuiteFinish", (r) => r.reporter.onSuiteFinish?.(frozen, this.#context));
        await this.#settled();
    }
    #each(hook, call) {
        for (const r of this.#reporters) {
            if (typeof r.reporter[hook] !== "function")
                continue;
            const previous = this.#queues.get(r) ?? Promise.resolve();
            this.#queues.set(r, previous.then(async () => {
                try {
                    await call(r);
                }
                catch (error) {
                    this.#fail(r, hook, error);
                }
            }));
        }
    }
    async #settled() {
        await Promise.all(this.#queues.values());
    }
    #fail(r, hook, error) {
        const name = error instanceof Error ? `${error.name}: ` : "";
        const failure = { reporter: r.name, file: r.file, hook, message: `${name}${errorMessage(error)}${location(error, r.file)}` };
        this.failures.push(failure);
        this.#onFailure(failure);
    }
}
/** " (reporter.mjs:12)" from the first stack frame in the reporter's file, when there is one. */
function location(error, file) {
    const url = pathToFileURL(file).href;
    const frame = (error?.stack ?? "").split("\n").find((l) => l.includes(url) || l.includes(file));
    const match = frame ? /:(\d+):\d+\)?$/u.exec(frame) : null;
    return match ? ` (${file}:${match[1]})` : "";
}
function formatFailure(f) {
    return `reporter ${f.reporter}: ${f.hook} failed: ${f.message}`;
}
/** Reporters get read-only data: one that mutates what it is given cannot change other reports. */
function deepFreeze(value) {
    if (typeof value !== "object" || value === null || Object.isFrozen(value))
        return value;
    Object.freeze(value);
    for (const v of Object.values(value))
        deepFreeze(v);
    return value;
}

// The reports of `agent-bench run`: custom reporters loaded and every -o
// extension checked before the first execution; after the run, the -o files
// written and the reporters' onSuiteFinish called. A reporter's failure is
// kept for the end, so it never costs the run's results or other reports.
async function prepareReports(prepared, signal, warn) {
    const { settings, config } = prepared;
    const loaded = await loadReporters([...(settings.reporters ?? []), ...config.reporters], settings.cwd);
    for (const o of overriddenBuiltins(loaded))
        warn(`custom reporter renders ${o} instead of the built-in format`);
    let asked = 0;
    const context = {
        outDir: prepared.outDir,
        runners: config.runners.map((r) => ({ id: r.id, type: r.type, ...(r.model ? { model: r.model } : {}) })),
        ask: (prompt, options) => askRunner(prepared, prompt, options ?? {}, ++asked, signal),
    };
    const reporters = new ReporterSet(loaded, context, (f) => warn(formatFailure(f)));
    const outputs = [...new Set([...settings.outputs, ...config.outputs])];
    for (const file of outputs)
        outputKind(file, reporters);
    return {
        outputs,
        listeners: [reporters.listener(prepared.suite.path)],
        reporters,
        async finish(model, baseDir) {
            const written = await writeReports(outputs, model, { outDir: prepared.outDir, reporters, ...(baseDir ? { baseDir } : {}) });
            await reporters.finish(model);
            return written;
        },
        assertNoFailures() {
            const failures = reporters.failures;
            if (failures.length === 0)
                return;
            throw configError(`${failures.length === 1 ? "a custom reporter" : `${failures.length} custom reporter hooks`} failed (the results and the other reports are written):\n  ${failures.map(formatFailure).join("\n  ")}`, {
                where: failures[0].file,
                hint: `fix the reporter module; this run's results are in ${prepared.outDir}`,
            });
        },
    };
}
/**
 * One ad-hoc prompt against a configured runner (what `agent-bench run -i`
 * does), with its artifacts under <out-dir>/reporters/ask-<n>; resolves with
 * the agent's whole final output.
 */
async function askRunner(prepared, prompt, options, n, signal) {
    const runner = options.runner ?? prepared.config.runners[0]?.id;
    if (!runner)
        throw new Error("ask(): no runner is configured; add one to the config");
    if (!prepared.config.runners.some((r) => r.id === runner)) {
        throw new Error(`ask(): no runner "${runner}" in the config (configured: ${prepared.config.runners.map((r) => r.id).join(", ")})`);
    }
    // Imported here: run.ts imports this module, and ask() is only called after the run.
    const [{ prepareRun }, { execute }] = await Promise.all([import('./prepare-B7S-dobB.js').then(n => n.b), Promise.resolve().then(() => run)]);
    const outDir = path.join(prepared.outDir, "reporters", `ask-${n}`);
    const ask = await prepareRun({
        suites: [],
        inline: prompt,
        ...(prepared.config.file ? { config: prepared.config.file } : {}),
        runners: [runner],
        runs: 1,
        parallel: 1,
        outputs: [],
        outDir,
        ...(options.timeoutMs ? { timeoutMs: options.timeoutMs } : {}),
        user: prepared.user,
        team: prepared.team,
        cwd: prepared.settings.cwd,
    });
    const { run: run$1 } = await execute(ask, [], signal);
    const result = run$1.results[0];
    if (!result || !result.passed) {
        throw new Error(`ask(): runner "${runner}" did not answer (${result ? `${result.status}: ${result.error?.message ?? result.failureClass?.label ?? "no output"}` : "no execution"}); see ${outDir}`);
    }
    const session = await readFile(path.join(outDir, result.artifactDir, "session.json"), "utf8").then((t) => JSON.parse(t), () => undefined);
    return session?.finalOutput ?? result.finalOutput ?? "";
}

// Defense in depth for the GitHub Actions log: agent text is escaped wherever
// it is shown (terminalSafe, one line per result), and on top of that, while
// it is printed in Actions, workflow commands are off. The runner reads a line
// starting with "::" as a command (::error::, ::add-mask::, ::set-output::);
// between ::stop-commands::<token> and ::<token>:: it reads none, and the
// token is random, so agent text cannot end the pause by itself.
/** The text as printed: unchanged outside Actions, between a stop and a resume of workflow commands inside. */
function untrustedBlock(text, env = process.env) {
    if (env.GITHUB_ACTIONS !== "true" || text === "")
        return text;
    const token = randomBytes(16).toString("hex");
    return `::stop-commands::${token}\n${text}${text.endsWith("\n") ? "" : "\n"}::${token}::\n`;
}

// -v: what a person needs to see why an execution failed without opening
// files: each failed assertion with its file:line, the last lines of the
// agent's output and where the full transcript is.
const TAIL_BYTES = 4096;
function failureDetails(r, outDir, source, cwd = process.cwd()) {
    const shown = (file) => {
        const relative = path.relative(cwd, file);
        return relative && !relative.startsWith("..") && !path.isAbsolute(relative) ? relative : file;
    };
    const lines = [];
    const failed = r.assertions.filter((a) => !a.passed);
    for (const a of failed) {
        const at = a.location ? `${a.location.file}${a.location.line ? `:${a.location.line}` : ""}` : source ? caseAt(source, shown) : "";
        lines.push(`    ${a.name}${at ? ` (${at})` : ""}: ${firstLine(a.message, 300)}`);
    }
    if (failed.length === 0 && r.error)
        lines.push(`    ${r.failureOrigin ?? "error"}${source ? ` (${caseAt(source, shown)})` : ""}: ${firstLine(r.error.message, 300)}`);
    const dir = path.join(outDir, r.artifactDir);
    const tail = lastLines(r.finalOutput) ?? lastLines(readTail(path.join(dir, "stderr.log"))) ?? lastLines(readTail(path.join(dir, "stdout.log")));
    if (tail) {
        lines.push(`    last lines of the agent's output:`);
        for (const l of tail)
            lines.push(`    │ ${terminalSafe(l)}`);
    }
    else
        lines.push("    the agent printed nothing");
    lines.push(`    transcript: ${shown(path.join(dir, "session.json"))} (raw: stdout.log${exists(path.join(dir, "stderr.log")) ? ", stderr.log" : ""})`);
    if (r.workspacePath)
        lines.push(`    workspace: ${shown(path.join(outDir, r.workspacePath))}`);
    return lines;
}
function caseAt(source, shown) {
    return `${shown(source.file)}${source.line ? `:${source.line}` : ""}`;
}
function lastLines(text) {
    const lines = (text ?? "").split("\n").map((l) => l.trimEnd()).filter((l) => l !== "");
    if (lines.length === 0)
        return undefined;
    return lines.slice(-8).map((l) => (l.length > 200 ? `${l.slice(0, 199)}…` : l));
}
/** The end of a log, without reading a large one whole. */
function readTail(file) {
    try {
        const size = statSync(file).size;
        const length = Math.min(size, TAIL_BYTES);
        const buffer = Buffer.alloc(length);
        const fd = openSync(file, "r");
        try {
            readSync(fd, buffer, 0, length, size - length);
        }
        finally {
            closeSync(fd);
        }
        return buffer.toString("utf8");
    }
    catch {
        return undefined;
    }
}
function exists(file) {
    try {
        return statSync(file).isFile();
    }
    catch {
        return false;
    }
}

// What the terminal shows while a run goes: on a TTY one live line (done/total,
// passed, elapsed and an ETA from the durations so far) under the finished
// executions; in CI (no TTY) one plain line per finished execution.
const ICONS = {
    passed: "✓",
    "expected-failed": "✓",
    failed: "✗",
    "unexpected-passed": "✗",
    errored: "!",
    skipped: "-",
};
function describeResult(r, runs) {
    const what = `${terminalSafe(r.caseId)} · ${terminalSafe(r.runnerId)}${runs > 1 ? ` · run ${r.run}/${runs}` : ""}`;
    const time = r.status === "skipped" ? "" : ` · ${formatDuration(r.durationMs)}`;
    const label = r.status === "passed" ? "" : ` ${r.status}${r.failureClass ? ` (${r.failureClass.id})` : ""}`;
    const why = !r.passed || r.status === "expected-failed" ? (r.error ? `: ${firstLine(r.error.message)}` : "") : "";
    return `${ICONS[r.status]} ${what}${time}${label}${why}`;
}
/**
 * Time left: the mean duration of the executions finished so far, for the ones
 * left, spread over the executions in flight at once. Undefined before the first one ends.
 */
function estimateRemainingMs(durations, remaining, parallel) {
    if (durations.length === 0 || remaining <= 0)
        return remaining <= 0 ? 0 : undefined;
    const mean = durations.reduce((a, b) => a + b, 0) / durations.length;
    return (mean * remaining) / Math.max(1, parallel);
}
/** "7/20 done · 6 passed · 2 running · 1m12s elapsed · about 2m30s left" */
function liveLine(s) {
    // --runs auto plans one round at a time: past the first round there is no total, and no time left to show.
    const open = s.done > s.total;
    const parts = [open ? `${s.done} done` : `${s.done}/${s.total} done`, `${s.passed} passed`];
    if (s.done > s.passed)
        parts.push(`${s.done - s.passed} not passed`);
    if (s.running > 0)
        parts.push(`${s.running} running`);
    parts.push(`${formatDuration(s.elapsedMs)} elapsed`);
    if (!open)
        parts.push(s.etaMs === undefined ? "estimating time left" : `about ${formatDuration(s.etaMs)} left`);
    return parts.join(" · ");
}
function createProgress(options) {
    const out = options.stream;
    const now = options.now ?? Date.now;
    let total = 0;
    let runs = 1;
    let parallel = 1;
    let outDir = "";
    let done = 0;
    let passed = 0;
    let started = now();
    const durations = [];
    const inFlight = new Map();
    let drawn = false;
    let timer;
    const clear = () => {
        if (drawn)
            out.write("\r\x1b[2K");
        drawn = false;
    };
    const draw = () => {
        if (!options.interactive)
            return;
        const width = Math.max(20, (out.columns || 100) - 1);
        const line = liveLine({ done, total, passed, running: inFlight.size, elapsedMs: now() - started, etaMs: estimateRemainingMs(durations, total - done, parallel) });
        out.write(`\r\x1b[2K${line.slice(0, width)}`);
        drawn = true;
    };
    // Result lines, failure details and warnings quote the agent's output.
    const print = (text) => {
        if (options.interactive)
            clear();
        out.write(untrustedBlock(`${text}\n`));
        draw();
    };
    return {
        onStart({ plan, outDir: dir, parallel: p }) {
            total = plan.executions.length;
            runs = plan.runs;
            parallel = p;
            outDir = dir;
            started = now();
            out.write(`agent-bench: ${plan.cases.length} case(s) × ${plan.runners.length} runner(s) × ${plan.runs} run(s) = ${total} execution(s), parallel ${p}\n`);
            out.write(`results: ${dir}\n`);
            if (options.interactive) {
                draw();
                timer = setInterval(draw, 500).unref();
            }
        },
        onExecutionStart(p) {
            inFlight.set(p, now());
        },
        onExecutionEnd(r) {
            let source;
            for (const p of inFlight.keys()) {
                if (p.case.id === r.caseId && p.runner.id === r.runnerId && p.run === r.run) {
                    source = p.case.source;
                    inFlight.delete(p);
                }
            }
            done++;
            if (r.passed)
                passed++;
            if (r.status !== "skipped")
                durations.push(r.durationMs);
            const lines = [describeResult(r, runs)];
            if (options.verbose && !r.passed)
                lines.push(...failureDetails(r, outDir, source));
            if (options.verbose && r.strayProcesses)
                lines.push(`    ${r.strayProcesses} process(es) the agent left running were killed`);
            print(lines.join("\n"));
        },
        onWarning(message) {
            print(`warning: ${terminalSafe(message)}`);
        },
        onFinish() {
            if (timer)
                clearInterval(timer);
            if (options.interactive)
                clear();
        },
    };
}

// agent-bench run: flags → settings → prepared run → executions → reports.
const RUN_USAGE = `usage: agent-bench run [SUITE...] [options]

  -c, --config FILE       config file (default: nearest agent-bench.config.* above the suite)
  -r, --runner ID         runner id(s) to use (repeatable, comma-separated; default all)
  -n, --runs N|auto       runs per case × runner (default 1); auto: rounds of runs only where
                          the comparison with --base is undecided (docs/comparison.md)
      --min-runs N        with --runs auto: runs every cell gets first (default 3)
      --max-runs N        with --runs auto: most runs of a cell (default 10)
      --max-cost-usd USD  with --runs auto: stop scheduling once this much is spent
      --max-minutes MIN   with --runs auto: stop scheduling after this many minutes
  -p, --parallel N        executions in flight (default: CPUs, at most 4)
  -t, --tag TAG           only cases with one of these tags (repeatable, comma-separated)
      --case ID           only these cases (repeatable, comma-separated)
      --timeout DURATION  per-execution timeout for cases without their own; a unit is
                          required: 90s, 5m, 1h30m, 250ms (a bare 600 is refused)
      --max-steps N       stop an agent after N steps
      --out-dir DIR       where results go (default .agent-bench/runs/<timestamp>)
  -o, --output FILE       also write a report; the extension picks the format: .md, .html,
                          .xml (JUnit), .json, .jsonl, or a --reporter's own (repeatable)
      --reporter MODULE   a custom reporter: lifecycle hooks and/or render() for -o files
                          with the extensions it declares (repeatable)
      --shard I/N         run slice I of N of the plan's cells
      --fail-fast         stop scheduling after the first failure
  -i, --input TEXT|FILE   run one ad-hoc case with this prompt (or a suite file)
  -u, --user USER         AGENT_BENCH_USER for the agent (default test-user)
      --team TEAM         AGENT_BENCH_TEAM for the agent (default test-team)
      --model MODEL       override the model of the selected runners
  -v, --verbose           for each failed execution: the failed assertion with its file:line,
                          the last lines of the agent's output and the transcript's path
      --keep-workspaces   keep every isolated workspace (by default only failed ones are kept)
      --base FILE|DIR     compare with a baseline stability.json (or run folder) after the run;
                          github:OWNER/REPO[@BRANCH]: the newest complete baseline that branch's
                          push runs stored (needs GITHUB_TOKEN or GH_TOKEN)
      --resume DIR        complete an interrupted or partly errored run in DIR: run only the
                          missing executions and those that errored (same suite, runners, runs)

where the results go:
  <out-dir>/results.json      every execution's result; results.jsonl is written as they finish
  <out-dir>/stability.json    per case × runner statistics, the baseline for a later compare
  <out-dir>/executions/<case>/<runner>/run-<n>/   each execution's stdout.log and session.json
  The last line on stderr names the out-dir; .agent-bench/runs/latest links the newest run.

exit codes:
  0  every execution passed (a failure marked expectedFail counts as passed)
  1  an execution failed, or --base found a regression
  2  a mistake in a flag, the config or a suite (nothing ran)
  3  agent-bench could not start any agent (missing CLI, workspace or bootstrap failure)
  130/143  interrupted (Ctrl-C / SIGTERM); finished results are kept, --resume completes the run`;
const FLAGS = {
    config: { type: "string", short: "c" },
    runner: { type: "string", short: "r", multiple: true },
    runs: { type: "string", short: "n" },
    "min-runs": { type: "string" },
    "max-runs": { type: "string" },
    "max-cost-usd": { type: "string" },
    "max-minutes": { type: "string" },
    parallel: { type: "string", short: "p" },
    tag: { type: "string", short: "t", multiple: true },
    case: { type: "string", multiple: true },
    timeout: { type: "string" },
    "max-steps": { type: "string" },
    "out-dir": { type: "string" },
    output: { type: "string", short: "o", multiple: true },
    shard: { type: "string" },
    "fail-fast": { type: "boolean" },
    input: { type: "string", short: "i" },
    user: { type: "string", short: "u" },
    team: { type: "string" },
    model: { type: "string" },
    verbose: { type: "boolean", short: "v" },
    "keep-workspaces": { type: "boolean" },
    resume: { type: "string" },
    base: { type: "string" },
    reporter: { type: "string", multiple: true },
    help: { type: "boolean", short: "h" },
};
/** Flags that define the plan: with --resume the plan comes from the run being resumed. */
const PLAN_FLAGS = ["config", "runner", "runs", "min-runs", "max-runs", "tag", "case", "shard", "input", "user", "team", "model", "out-dir"];
function settingsFromArgv(argv, cwd) {
    const { values, positionals } = parseFlags(argv, FLAGS, "run");
    if (values.help)
        return "help";
    if (values.resume !== undefined) {
        const clash = PLAN_FLAGS.find((f) => values[f] !== undefined) ?? (positionals.length ? "SUITE" : undefined);
        if (clash)
            throw configError(`--resume takes the plan from the run it resumes; drop ${clash === "SUITE" ? "the suite paths" : `--${clash}`}`, { where: "--resume", hint: "agent-bench run --resume DIR alone reruns what is missing or errored in DIR" });
    }
    let timeoutMs;
    if (values.timeout !== undefined) {
        timeoutMs = parseDuration(values.timeout);
        if (timeoutMs === undefined)
            throw configError(`--timeout: "${values.timeout}" is not a duration`, { where: "--timeout", hint: durationHint(values.timeout) });
    }
    const suites = [...positionals];
    let inline = values.input;
    if (inline !== undefined && inline.trim() === "")
        throw configError("-i: the prompt is empty", { where: "-i", hint: 'write the prompt, e.g. -i "list the files here", or the path of a suite file' });
    if (suites.some((s) => s.trim() === ""))
        throw configError("an empty suite path", { where: "SUITE", hint: "pass the path of a .ts/.js suite module or a .jsonl file" });
    // yao: -i names a suite file when it looks like one.
    if (inline !== undefined && isSuitePath(inline, cwd)) {
        suites.push(inline);
        inline = undefined;
    }
    if (inline !== undefined && positionals.length > 0) {
        throw configError("-i runs one ad-hoc case; do not also pass suite files", { where: "-i", hint: "drop the suite paths, or drop -i" });
    }
    const adaptive = adaptiveFromFlags(values);
    // -o extensions are checked once the reporters (flags and config) are loaded, still before the run.
    return {
        suites,
        inline,
        config: values.config,
        runners: values.runner,
        runs: adaptive ? adaptive.minRuns : intFlag(values.runs, "--runs"),
        ...(adaptive ? { adaptive } : {}),
        parallel: intFlag(values.parallel, "--parallel"),
        tags: values.tag,
        cases: values.case,
        timeoutMs,
        maxSteps: intFlag(values["max-steps"], "--max-steps"),
        outDir: values["out-dir"],
        outputs: (values.output ?? []).map((o) => path.resolve(cwd, o)),
        shard: values.shard !== undefined ? parseShard(values.shard) : undefined,
        failFast: values["fail-fast"],
        user: values.user,
        team: values.team,
        model: values.model,
        verbose: values.verbose,
        ...(values["keep-workspaces"] ? { keepWorkspaces: true } : {}),
        resume: values.resume !== undefined ? path.resolve(cwd, values.resume) : undefined,
        base: values.base !== undefined ? (isGithubBase(values.base) ? values.base : path.resolve(cwd, values.base)) : undefined,
        ...(values.reporter ? { reporters: values.reporter } : {}),
        cwd,
    };
}
/** --runs auto and its budget flags; the budget flags without it are a mistake. */
function adaptiveFromFlags(values) {
    const str = (k) => (typeof values[k] === "string" ? values[k] : undefined);
    const auto = str("runs")?.trim().toLowerCase() === "auto";
    if (!auto) {
        const stray = ["min-runs", "max-runs", "max-cost-usd", "max-minutes"].find((f) => values[f] !== undefined);
        if (stray)
            throw configError(`--${stray} only applies to adaptive runs`, { where: `--${stray}`, hint: "add --runs auto, or drop it" });
        return undefined;
    }
    return resolveAdaptive({
        ...defined("minRuns", intFlag(str("min-runs"), "--min-runs")),
        ...defined("maxRuns", intFlag(str("max-runs"), "--max-runs")),
        ...defined("maxCostUsd", parsePositive(str("max-cost-usd"), "--max-cost-usd")),
        ...defined("maxMinutes", parsePositive(str("max-minutes"), "--max-minutes")),
    });
}
function defined(key, value) {
    return value === undefined ? {} : { [key]: value };
}
async function runCommand(argv) {
    const settings = settingsFromArgv(argv, process.cwd());
    if (settings === "help") {
        process.stdout.write(`${RUN_USAGE}\n`);
        return 0;
    }
    const resume = settings.resume ? await readRunLog(settings.resume) : undefined;
    // A missing or unreadable baseline is a mistake to report before spending anything on agents.
    const baseline = settings.base ? await loadBaselineArg(settings.base, "--base", loadStability) : undefined;
    const prepared = await prepareRun(resume ? resumedSettings(settings, resume.invocation, settings.resume) : settings);
    if (!resume)
        await checkOutDir(prepared.outDir);
    const controller = new AbortController();
    const signals = handleSignals(controller);
    const progress = createProgress({ stream: process.stderr, interactive: process.stderr.isTTY === true && !process.env.CI, verbose: settings.verbose === true });
    for (const w of prepared.warnings)
        progress.onWarning?.(w);
    try {
        const reports = await prepareReports(prepared, controller.signal, (w) => progress.onWarning?.(w));
        prepared.settings.outputs = reports.outputs;
        const rounds = settings.adaptive ? adaptiveRounds(prepared, settings.adaptive, baseline ?? null) : undefined;
        const { run, stability } = await execute(prepared, [progress, ...reports.listeners], controller.signal, resume, rounds);
        await linkLatest(prepared);
        if (settings.inline !== undefined)
            printDirect(run);
        else
            process.stdout.write(`\n${summaryTable(run)}\n`);
        if (run.adaptive)
            process.stdout.write(`adaptive runs: ${run.adaptive.message}\n`);
        let regression = false;
        let comparison;
        if (baseline) {
            comparison = compare(baseline, stability);
            await writeFile(path.join(prepared.outDir, "comparison.json"), `${JSON.stringify(comparison, null, 2)}\n`);
            // As `compare` does: plain text for a person at a terminal, Markdown for a log or a file.
            process.stdout.write(`\n${process.stdout.isTTY ? renderComparisonText(comparison) : renderComparisonMarkdown(comparison)}\n`);
            regression = comparison.verdict === "regression";
        }
        await reports.finish({ run, stability, ...(comparison ? { comparison } : {}) }, settings.base ? await runFolderOf(settings.base) : undefined);
        process.stderr.write(`results: ${prepared.outDir}\n`);
        reports.assertNoFailures();
        if (signals.received)
            return signals.received === "SIGTERM" ? 143 : 130;
        const diskFull = run.results.filter((r) => r.failureOrigin === "disk").length;
        if (diskFull > 0)
            process.stderr.write(`agent-bench: the disk filled up: ${diskFull} execution(s) errored (disk); free space in ${prepared.outDir} and run them again with --resume\n`);
        return Math.max(exitCode(run), regression ? 1 : 0);
    }
    finally {
        signals.dispose();
    }
}
/** --runs auto: prints the cost and time estimate, then adapts this run's (or shard's) cells in rounds. */
function adaptiveRounds(prepared, settings, baseline, write = (l) => process.stderr.write(l)) {
    const cells = prepared.plan.cells.map((c) => ({ caseId: c.case.id, runnerId: c.runner.id }));
    const estimate = estimateRun(cells, baseline, settings, prepared.parallel);
    write(`${formatEstimate(estimate, settings, prepared.parallel)}\n`);
    if (settings.maxCostUsd !== undefined && estimate.costUsd === null) {
        write("adaptive runs: the baseline has no cost for some cells; the cost budget counts only what the agents report\n");
    }
    if (!baseline)
        write("adaptive runs: no baseline, so no comparison to decide; min-runs for every cell, more where a cell's pass rate is least certain\n");
    return new AdaptiveRounds({ plan: prepared.plan, settings, baseline });
}
async function execute(prepared, listeners, signal, resume, rounds) {
    const outputs = prepared.settings.outputs;
    for (const file of outputs) {
        await mkdir(path.dirname(file), { recursive: true }).catch((error) => {
            throw configError(`-o ${file}: cannot create its folder: ${error.message}`, { where: "-o", hint: "write the report into a folder you can create and write to" });
        });
    }
    const models = createScriptedModels({ logFile: path.join(prepared.outDir, "model-server.log") });
    await models.check(prepared.plan.runners);
    const outcome = await runSuite({
        suite: prepared.suite,
        plan: prepared.plan,
        outDir: prepared.outDir,
        repoRoot: prepared.repoRoot,
        cwd: prepared.settings.cwd,
        parallel: prepared.parallel,
        failFast: prepared.settings.failFast ?? prepared.config.defaults.failFast ?? false,
        timeoutMs: prepared.settings.timeoutMs,
        defaultTimeoutMs: prepared.config.defaults.timeoutMs,
        maxSteps: prepared.settings.maxSteps,
        defaultMaxSteps: prepared.config.defaults.maxSteps,
        user: prepared.user,
        team: prepared.team,
        workspace: prepared.workspace,
        signal,
        listeners,
        environment: {
            user: prepared.user,
            team: prepared.team,
            node: process.version,
            platform: `${process.platform}-${process.arch}`,
            agentBench: VERSION,
            ci: Boolean(process.env.CI),
            ...withCommit(prepared.settings.commit ?? detectCommit(prepared.repoRoot)),
        },
        version: VERSION,
        // Streamed by the engine; every other -o file is written after the run (run-reports.ts).
        jsonlOutputs: outputs.filter((o) => builtinFormatOf(o) === "jsonl"),
        ...(prepared.settings.keepWorkspaces ? { keepWorkspaces: true } : {}),
        retries: prepared.config.retries,
        invocation: invocationOf(prepared.settings),
        ...(resume ? { resume: { startedAt: resume.startedAt, cases: resume.cases, ...(resume.treatment ? { treatment: resume.treatment } : {}), results: resume.results } } : {}),
        modelServerUrl: models.urlFor,
        judge: createJudge({ runners: prepared.config.runners, defaultRunner: prepared.config.judge, signal, modelServerUrl: models.urlFor }),
        simulate: createSimulator({ runners: prepared.config.runners, signal, modelServerUrl: models.urlFor }),
        ...(rounds ? { rounds } : {}),
    }).finally(() => models.close());
    return outcome;
}
function invocationOf(s) {
    return {
        suites: s.suites.map((f) => path.resolve(s.cwd, f)),
        ...(s.inline !== undefined ? { inline: s.inline } : {}),
        ...(s.config ? { config: path.resolve(s.cwd, s.config) } : {}),
        ...(s.runners ? { runners: s.runners } : {}),
        ...(s.runs ? { runs: s.runs } : {}),
        ...(s.tags ? { tags: s.tags } : {}),
        ...(s.cases ? { cases: s.cases } : {}),
        ...(s.shard ? { shard: s.shard } : {}),
        ...(s.model ? { model: s.model } : {}),
        ...(s.user ? { user: s.user } : {}),
        ...(s.team ? { team: s.team } : {}),
        cwd: s.cwd,
    };
}
function resumedSettings(flags, invocation, dir) {
    if (!invocation)
        throw configError(`${dir} was written by an agent-bench that did not record how it was run`, { where: "--resume", hint: "start a new run" });
    return { ...flags, ...invocation, outputs: flags.outputs, outDir: dir };
}
function withCommit(commit) {
    return commit ? { commit } : {};
}
/** 0 all passed (expected failures count), 1 something did not pass, 3 agent-bench could not run any agent or the disk filled up. */
function exitCode(run) {
    const counted = run.results.filter((r) => r.status !== "skipped");
    if (counted.some((r) => r.failureOrigin === "disk"))
        return 3;
    const infra = new Set(["spawn", "workspace", "workspace-bootstrap"]);
    if (counted.length > 0 && counted.every((r) => r.status === "errored" && r.failureOrigin && infra.has(r.failureOrigin)))
        return 3;
    return counted.every((r) => r.passed) ? 0 : 1;
}
async function checkOutDir(outDir) {
    if (existsSync(path.join(outDir, "results.jsonl"))) {
        throw configError(`${outDir} already holds a run`, { where: "--out-dir", hint: "choose another folder, or delete it (agent-bench never overwrites results)" });
    }
}
/** .agent-bench/runs/latest → the newest run, for people looking by hand. */
async function linkLatest(prepared) {
    if (prepared.settings.outDir)
        return;
    const latest = path.join(path.dirname(prepared.outDir), "latest");
    await unlink(latest).catch(() => { });
    await symlink(path.basename(prepared.outDir), latest).catch(() => { });
}
function printDirect(run) {
    for (const r of run.results) {
        if (run.results.length > 1)
            process.stdout.write(`--- ${r.runnerId} run ${r.run}: ${r.status}\n`);
        process.stdout.write(untrustedBlock(`${r.finalOutput ?? ""}\n`));
        if (!r.passed && r.error)
            process.stderr.write(untrustedBlock(`${r.status}: ${r.error.message}\n`));
    }
}
/** First SIGINT/SIGTERM: stop scheduling, kill the agents, write what finished. Second: exit now. */
function handleSignals(controller) {
    const state = { dispose: () => { } };
    const onSignal = (signal) => {
        if (state.received)
            process.exit(signal === "SIGTERM" ? 143 : 130);
        state.received = signal;
        process.stderr.write(`\n${signal}: stopping; finished results are kept (send again to exit now)\n`);
        controller.abort();
    };
    process.on("SIGINT", onSignal);
    process.on("SIGTERM", onSignal);
    state.dispose = () => {
        process.off("SIGINT", onSignal);
        process.off("SIGTERM", onSignal);
    };
    return state;
}
/** The run folder a --base path points into (the folder itself, or a stability.json's folder). */
async function runFolderOf(base) {
    return (await stat(base).then((s) => s.isDirectory(), () => false)) ? base : path.dirname(base);
}

const run = /*#__PURE__*/Object.freeze(/*#__PURE__*/Object.defineProperty({
    __proto__: null,
    RUN_USAGE,
    adaptiveRounds,
    execute,
    exitCode,
    runCommand,
    settingsFromArgv
}, Symbol.toStringTag, { value: 'Module' }));

export { adaptiveRounds as a, createProgress as c, execute as e, run as r };
