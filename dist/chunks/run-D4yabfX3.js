import { existsSync, statSync, writeFileSync, openSync, writeSync, closeSync, mkdirSync, constants, readdirSync } from 'node:fs';
import { readdir, readFile, rename, mkdir, writeFile, stat, lstat, copyFile, chmod, readlink, symlink, unlink, rm, mkdtemp, rmdir } from 'node:fs/promises';
import path from 'node:path';
import { s as sha256, e as executionDir, r as runnerPathKey, w as workspaceDir, f as formatDuration, p as parseDuration, D as DURATION_HINT } from './paths-FOGoyr3X.js';
import { c as configError, a as infraError, e as errorMessage } from './errors-Cn0EvSBK.js';
import { c as checkOf, R as RuleCrash, o as outputRules, s as spawnAgent, b as promptOf, r as repoRelative$1, h as holdSpawner, a as prepareRun, i as isSuitePath, p as parseShard, d as detectCommit } from './prepare-BtV10iRB.js';
import { d as diffTreatment, l as loadStability, c as compare, r as renderComparisonMarkdown } from './comparison-markdown-oyw1_Gb7.js';
import os from 'node:os';
import { S as SKILL_ROOTS, f as findSkills } from './skills-BECsjRBY.js';
import { b as bound, l as cutText, r as createContext, j as extractJson } from './extract-B6E_oPUN.js';
import { e as emptySession, g as getAdapter, s as startModelServer, p as planReplies, l as loadScript, i as importModule, a as isModulePath } from './registry-ClPxfzDX.js';
import { AssertionError } from 'node:assert';
import { f as failureClassOf, e as attachFailureClass, n as newStore, w as withStore, u as userLocation, g as repoRelative, h as userStack } from './location-D_6DLXkz.js';
import { D as DEFAULT_FAILURE_CLASSES, E as ERRORED_ORIGINS, U as UNEXPECTED_PASS_CLASS, c as behaviourOf, o as outputHash, S as StabilityAccumulator, s as summarize, w as writeJsonFile, B as BUILTIN_EXTENSIONS, e as extensionOf, d as outputKind, f as writeReports, t as terminalSafe, g as firstLine, h as summaryTable, i as builtinFormatOf } from './summary-table-q0Jwhq9I.js';
import { createRequire } from 'node:module';
import { r as registerSuiteHooks } from './hooks-B_0jnizO.js';
import { pathToFileURL } from 'node:url';
import { p as parseFlags, i as intFlag } from './args-CQGwzPII.js';
import { V as VERSION } from './version-c6KVY9RR.js';

// The treatment: everything the agent is given to work with (workspace files,
// skills, instruction files, runner settings, CLI version). A pull request
// changes the treatment on purpose, so a changed treatment is compared and
// listed ("What changed for the agent"); only a changed test is left out.
// Documented in docs/stability-json.md and docs/comparison.md.
const MAX_TREATMENT_FILES = 2000;

// Makes a configured value the same on every machine that runs the same
// commit, so saved data compares across checkouts, homes, temp folders and
// tool caches: paths inside the repository become repo-relative, paths under
// HOME or the temp folder get a placeholder, and any other absolute path is
// reduced to its last component (a resolved executable such as
// /opt/hostedtoolcache/node/24.1.0/x64/bin/claude is just "claude").
function defaultRoots(repoRoot) {
    return { repoRoot, home: os.homedir(), tmp: os.tmpdir() };
}
/** A path or a string holding absolute paths, with every machine-specific prefix removed. */
function portableText(text, roots) {
    if (!text.includes("/") && !text.includes("\\"))
        return text;
    if (path.isAbsolute(text))
        return portablePath(text, roots);
    // An option such as --config=/home/me/x: rewrite each absolute path inside it.
    return text.replace(/(^|[=:,\s])(\/[^\s=:,]+)/gu, (_, lead, p) => `${lead}${portablePath(p, roots)}`);
}
function portablePath(file, roots) {
    const inside = (root) => {
        if (!root)
            return undefined;
        const rel = path.relative(root, file);
        return rel === "" ? "." : rel.startsWith("..") || path.isAbsolute(rel) ? undefined : rel.split(path.sep).join("/");
    };
    const inRepo = inside(roots.repoRoot);
    if (inRepo !== undefined)
        return inRepo;
    const inTmp = inside(roots.tmp);
    if (inTmp !== undefined)
        return `<tmp>/${inTmp}`;
    const inHome = inside(roots.home);
    if (inHome !== undefined)
        return `~/${inHome}`;
    return path.basename(file);
}
/** Every string in a JSON value made portable (keys kept). */
function portableValue(value, roots) {
    if (typeof value === "string")
        return portableText(value, roots);
    if (Array.isArray(value))
        return value.map((v) => portableValue(v, roots));
    if (value !== null && typeof value === "object") {
        return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, portableValue(v, roots)]));
    }
    return value;
}

// Builds the treatment manifest of a run: what the agent can see in its
// workspace (every template file, or, when it works in a folder of the
// repository, the skills, instruction and settings files the agent CLIs read),
// and each runner's settings. Everything is repo-relative or hashed, so the
// same commit gives the same manifest in any folder, home or machine.
/** Folders whose whole content the agent CLIs read as configuration, skills, rules or commands. */
const CONTEXT_FOLDERS = [".claude", ".codex", ".gemini", ".qwen", ".opencode", ".cursor", ".agents", ".github/skills", ".github/instructions", ".github/prompts", ".vscode/mcp.json", ...SKILL_ROOTS];
/** Files the agent CLIs read from the working folder and, for instruction files, from its parents up to the repository root. */
const INSTRUCTION_FILES = ["CLAUDE.md", "CLAUDE.local.md", "AGENTS.md", "AGENTS.override.md", "GEMINI.md", "QWEN.md", ".cursorrules", ".github/copilot-instructions.md"];
const SETTINGS_FILES = [".mcp.json", "opencode.json", "opencode.jsonc"];
/** Folders never listed: dependencies and version control, not what the agent is given to read. */
const SKIPPED_FOLDERS = new Set([".git", "node_modules"]);
async function buildTreatment(workspace, cwd, runners, roots) {
    return {
        workspace: await workspaceTreatment(workspace, cwd, roots),
        runners: Object.fromEntries(await Promise.all(runners.map(async (r) => [r.id, await runnerTreatment(r, roots)]))),
    };
}
/** One hash over the whole manifest, for fingerprints (merge, --resume). */
function treatmentHash(manifest) {
    return sha256(stableJson(manifest)).slice(0, 16);
}
async function workspaceTreatment(workspace, cwd, roots) {
    const mode = workspace?.mode ?? "none";
    const bootstrap = workspace?.bootstrap
        ? { bootstrap: { command: portableText(workspace.bootstrap.command, roots), args: (workspace.bootstrap.args ?? []).map((a) => portableText(a, roots)), env: Object.keys(workspace.bootstrap.env ?? {}).sort() } }
        : {};
    if (workspace?.templateDir) {
        const files = await listTree(workspace.templateDir, workspace.templateDir);
        return { mode, root: portablePath(workspace.templateDir, roots), scope: "template", ...(await hashed(workspace.templateDir, files)), ...bootstrap };
    }
    if (mode !== "none")
        return { mode, root: "", scope: "template", files: {}, ...bootstrap };
    const dir = workspace?.cwd ?? cwd;
    return { mode, root: portablePath(dir, roots), scope: "context", ...(await hashed(dir, await contextFiles(dir, roots.repoRoot))), ...bootstrap };
}
/** The context files an agent working in `dir` reads, relative to `dir` (parents' instruction files as ../X). */
async function contextFiles(dir, repoRoot) {
    const found = new Set();
    for (const name of [...CONTEXT_FOLDERS, ...SETTINGS_FILES, ...INSTRUCTION_FILES]) {
        const full = path.join(dir, name);
        const info = statOrNull(full);
        if (info?.isFile())
            found.add(name);
        else if (info?.isDirectory())
            for (const f of await listTree(full, dir))
                found.add(f);
    }
    // Claude Code, Codex and Gemini CLI also read instruction files of the folders above, up to the repository.
    const rel = path.relative(repoRoot, dir);
    if (rel && !rel.startsWith("..") && !path.isAbsolute(rel)) {
        let parent = path.dirname(dir);
        for (;;) {
            for (const name of INSTRUCTION_FILES.filter((n) => !n.includes("/"))) {
                if (statOrNull(path.join(parent, name))?.isFile())
                    found.add(path.relative(dir, path.join(parent, name)).split(path.sep).join("/"));
            }
            if (parent === repoRoot || path.dirname(parent) === parent)
                break;
            parent = path.dirname(parent);
        }
    }
    return [...found].sort();
}
/** Files under `dir`, relative to `base`, sorted; dependency and VCS folders left out. */
async function listTree(dir, base) {
    const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
    return entries
        .filter((e) => e.isFile())
        .map((e) => path.relative(base, path.join(e.parentPath, e.name)).split(path.sep).join("/"))
        .filter((rel) => !rel.split("/").some((part) => SKIPPED_FOLDERS.has(part)))
        .sort();
}
async function hashed(base, files) {
    const listed = files.slice(0, MAX_TREATMENT_FILES);
    const entries = [];
    for (const rel of listed)
        entries.push([rel, await fileHash(path.join(base, rel))]);
    const rest = files.slice(MAX_TREATMENT_FILES);
    if (rest.length === 0)
        return { files: Object.fromEntries(entries) };
    const parts = [];
    for (const rel of rest)
        parts.push(`${rel}\0${await fileHash(path.join(base, rel))}`);
    return { files: Object.fromEntries(entries), omitted: { files: rest.length, hash: sha256(parts.join("\n")).slice(0, 12) } };
}
async function fileHash(file) {
    return sha256(await readFile(file).catch(() => Buffer.from("<unreadable>"))).slice(0, 12);
}
async function runnerTreatment(runner, roots) {
    const treatment = {
        type: runner.type,
        ...(runner.model ? { model: runner.model } : {}),
        ...(runner.command ? { command: runner.command.map((c) => portableText(c, roots)) } : {}),
        args: runner.args.map((a) => portableText(a, roots)),
        env: Object.keys(runner.env).sort(),
        ...(runner.maxSteps !== undefined ? { maxSteps: runner.maxSteps } : {}),
        ...(runner.timeoutMs !== undefined ? { timeoutMs: runner.timeoutMs } : {}),
        options: boundedOptions(portableValue(runner.options, roots)),
    };
    const files = await namedFiles(runner, roots);
    if (Object.keys(files).length > 0)
        treatment.files = files;
    return treatment;
}
/**
 * A long option value (a scripted runner's steps, a request template) as a digest of its content: a change
 * still shows, and stability.json does not carry a copy of every script.
 */
function boundedOptions(options) {
    return Object.fromEntries(Object.entries(options).map(([key, value]) => {
        const json = stableJson(value);
        return [key, json.length > MAX_OPTION_CHARS ? `sha256:${sha256(json).slice(0, 12)} (${json.length.toLocaleString("en-US")} characters)` : value];
    }));
}
const MAX_OPTION_CHARS = 500;
/** Repository files that the runner's command, args, options or scripted model name: their content is part of the agent. */
async function namedFiles(runner, roots) {
    const candidates = [...(runner.command ?? []), ...runner.args, ...strings(runner.options), ...(runner.scriptedModel ? [runner.scriptedModel] : [])];
    const files = {};
    for (const value of candidates.slice(0, 50)) {
        if (!/[/\\.]/u.test(value) || value.length > 500)
            continue;
        const full = path.resolve(runner.baseDir, value);
        const rel = path.relative(roots.repoRoot, full);
        if (rel.startsWith("..") || path.isAbsolute(rel) || !statOrNull(full)?.isFile())
            continue;
        files[rel.split(path.sep).join("/")] = await fileHash(full);
    }
    return files;
}
function strings(value) {
    if (typeof value === "string")
        return [value];
    if (Array.isArray(value))
        return value.flatMap(strings);
    if (value !== null && typeof value === "object")
        return Object.values(value).flatMap(strings);
    return [];
}
function statOrNull(file) {
    return existsSync(file) ? statSync(file) : null;
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
    if (session)
        writeFileSync(path.join(absDir, "session.json"), `${JSON.stringify(session, null, 2)}\n`);
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
function formatMs(ms) {
    return ms % 1000 === 0 ? `${ms / 1000}s` : `${ms}ms`;
}
function lastLine(text) {
    const lines = text.trim().split("\n").filter((l) => l.trim() !== "");
    return lines.at(-1)?.slice(0, 300);
}

// Runs one agent process (or in-process agent) with stdin closed, its output
// streamed to stdout.log (always written) and stderr.log (only when the agent
// wrote to stderr) and counted in steps, a timeout that kills
// the whole process tree, and cancellation. Whatever happens, what the agent
// printed so far is kept.
//
// Agents are started through the process helper (spawner.ts), with
// node:child_process rather than execa: execa settles only when every holder
// of the stdout pipe has closed it, so an agent that leaves a daemon behind
// (`npm run dev &`) would hold the run until its timeout. We need the main
// process's exit, then a short grace for the streams, then the group killed.
const KILL_GRACE_MS = 2000;
const STREAM_GRACE_MS = 1000;
async function runProcess(spec, limits) {
    return spec.kind === "spawn" ? runSpawned(spec, limits) : runInProcess(spec, limits);
}
// Each chunk is written with a plain write(2) as it arrives: a few small writes per execution, to the
// page cache, cost less than a stream's machinery and two thread hops per write. A file that cannot be
// written (disk full) does not stop the capture: the text is kept, and close() reports the error.
class OutputCapture {
    text = "";
    pending = "";
    steps = 0;
    stepLimitHit = false;
    // Opened on the first chunk: a stream the agent never wrote to leaves no file unless it must exist.
    fd;
    writeError;
    path;
    keepEmpty;
    limits;
    onLimit;
    constructor(path, options) {
        this.path = path;
        this.keepEmpty = options.keepEmpty;
        this.limits = options.limits;
        this.onLimit = options.onLimit ?? (() => { });
    }
    write(chunk) {
        if (!chunk)
            return;
        this.text += chunk;
        this.toFile(chunk);
        if (!this.limits?.stepCounter)
            return;
        this.pending += chunk;
        const lines = this.pending.split("\n");
        this.pending = lines.pop() ?? "";
        for (const line of lines)
            this.countLine(line);
    }
    toFile(chunk) {
        if (this.writeError !== undefined)
            return;
        try {
            this.fd ??= openSync(this.path, "w");
            writeSync(this.fd, chunk);
        }
        catch (error) {
            this.writeError = error;
        }
    }
    countLine(line) {
        const counter = this.limits?.stepCounter;
        if (!counter || this.stepLimitHit)
            return;
        this.steps = counter(line);
        const max = this.limits?.maxSteps;
        if (max !== undefined && this.steps > max) {
            this.stepLimitHit = true;
            this.onLimit();
        }
    }
    close() {
        if (this.pending)
            this.countLine(this.pending);
        if (this.fd === undefined && this.keepEmpty)
            this.toFile("");
        if (this.fd !== undefined)
            closeSync(this.fd);
        this.fd = undefined;
        if (this.writeError !== undefined)
            throw new Error(`cannot write ${this.path}: ${this.writeError.message}`);
    }
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
    const stdout = new OutputCapture(limits.stdoutPath, { keepEmpty: true, limits, onLimit: killTree });
    const stderr = new OutputCapture(limits.stderrPath, { keepEmpty: false });
    agent = spawnAgent({ file: spec.executable, args: spec.args, cwd: spec.cwd, env: spec.env, ...(spec.stdin === undefined ? {} : { stdin: spec.stdin }) }, { stdout: (d) => stdout.write(d), stderr: (d) => stderr.write(d) });
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
    agent.finish();
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
    };
}
async function runInProcess(spec, limits) {
    const startedAt = new Date();
    const controller = new AbortController();
    let timedOut = false;
    let cancelled = false;
    const stdout = new OutputCapture(limits.stdoutPath, { keepEmpty: true, limits, onLimit: () => controller.abort() });
    const stderr = new OutputCapture(limits.stderrPath, { keepEmpty: false });
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
    };
}
function closeBoth(stdout, stderr) {
    try {
        stdout.close();
    }
    finally {
        stderr.close();
    }
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
        });
    }
    catch (error) {
        return { failure: { origin: "spawn", message: `could not run the agent: ${serialize(error).message}` } };
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
// execution, kept when the execution failed and removed when it passed.
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

// One execution: workspace → process → parse → assert → result. Whatever the
// agent does, this returns a result; it throws only for agent-bench's own faults.
function runnerInfo(runner) {
    return { id: runner.id, pathKey: runnerPathKey(runner.id), agent: { type: runner.type, model: runner.model ?? "" } };
}
async function runExecution(testCase, runner, run, env, attempt = 1) {
    const relDir = executionDir(testCase.id, runner.id, run) + (attempt > 1 ? `/attempt-${attempt}` : "");
    const absDir = path.join(env.outDir, relDir);
    mkdirSync(absDir, { recursive: true });
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
        writeSession(absDir, session);
        return { result, warnings: classified.warning ? [classified.warning] : [] };
    };
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
        const keepWorkspace = env.workspace?.mode === "isolated" && !decided.passed;
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
            ...(keepWorkspace ? { workspacePath: path.relative(env.outDir, workspace.path) } : {}),
            ...withDialog,
        }, session, ran.durationMs ?? outcome.durationMs);
        if (env.workspace?.mode === "isolated" && decided.passed) {
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
        const out = await runProcess(spec, { timeoutMs: runner.timeoutMs ?? call.timeoutMs, signal: call.signal, stdoutPath: path.join(dir, "stdout.log"), stderrPath: path.join(dir, "stderr.log") });
        const session = adapter.parse(out, { runner: info, prompt, cwd: workspace, options: runner.options });
        await writeFile(path.join(dir, "session.json"), JSON.stringify(session, null, 2));
        if (out.timedOut)
            throw new Error(`the ${call.role} "${runner.id}" timed out`);
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
    constructor(files) {
        this.fds = files.map((file) => openSync(file, "a"));
    }
    append(line) {
        const text = `${JSON.stringify(line)}\n`;
        for (const fd of this.fds)
            writeSync(fd, text);
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
        processEnv: processEnvSnapshot(),
        homes: new HomePool(),
        judge: req.judge,
        simulate: req.simulate,
    };
    let stop = false;
    const releaseSpawner = holdSpawner();
    try {
        await schedule(executions, req.parallel, async (planned) => {
            for (const l of req.listeners)
                l.onExecutionStart?.(planned);
            const { result, warnings } = await runWithRetries(planned, env, req.retries ?? 0);
            results.push(result);
            stability.add(result);
            log.append({ type: "execution", at: result.endedAt, result });
            for (const w of warnings)
                for (const l of req.listeners)
                    l.onWarning?.(w);
            for (const l of req.listeners)
                l.onExecutionEnd?.(result);
            if (req.failFast && !result.passed && result.status !== "skipped")
                stop = true;
        }, { shouldStop: () => stop || req.signal.aborted });
    }
    finally {
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
        for (const cell of stabilityFile.cells)
            log.append({ type: "stability", at: endedAt.toISOString(), cell });
        log.append({ type: "summary", at: endedAt.toISOString(), summary });
        log.close();
        await writeJsonFile(path.join(req.outDir, "results.json"), runFile);
        await writeJsonFile(path.join(req.outDir, "stability.json"), stabilityFile);
        if (req.workspace?.mode === "shared" && shared && !shared.failure && results.every((r) => r.passed))
            await removeWorkspace(shared.path);
        for (const l of req.listeners)
            await l.onFinish?.(runFile, stabilityFile);
        await Promise.all([spawnerStopped, homesRemoved]);
        return { run: runFile, stability: stabilityFile };
    }
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
    registerSuiteHooks();
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
    const [{ prepareRun }, { execute }] = await Promise.all([import('./prepare-BtV10iRB.js').then(n => n.e), Promise.resolve().then(() => run)]);
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

// What the terminal shows while a run goes: on a TTY a live view of
// executions in flight and done; in CI (no TTY) one line per finished execution.
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
function createProgress(options) {
    const out = options.stream;
    let total = 0;
    let runs = 1;
    let done = 0;
    let failed = 0;
    const inFlight = new Map();
    let drawn = 0;
    let timer;
    const clear = () => {
        if (drawn > 0)
            out.write(`\x1b[${drawn}A\x1b[J`);
        drawn = 0;
    };
    const draw = () => {
        if (!options.interactive)
            return;
        clear();
        const width = Math.max(40, (out.columns || 100) - 1);
        const lines = [...inFlight.entries()].slice(0, 8).map(([p, start]) => `  … ${terminalSafe(p.case.id)} · ${terminalSafe(p.runner.id)}${runs > 1 ? ` · run ${p.run}` : ""} · ${formatDuration(Date.now() - start)}`);
        if (inFlight.size > 8)
            lines.push(`  … and ${inFlight.size - 8} more`);
        lines.push(`  ${done}/${total} done${failed ? `, ${failed} not passed` : ""}`);
        out.write(lines.map((l) => l.slice(0, width)).join("\n") + "\n");
        drawn = lines.length;
    };
    return {
        onStart({ plan, outDir, parallel }) {
            total = plan.executions.length;
            runs = plan.runs;
            out.write(`agent-bench: ${plan.cases.length} case(s) × ${plan.runners.length} runner(s) × ${plan.runs} run(s) = ${total} execution(s), parallel ${parallel}\n`);
            out.write(`results: ${outDir}\n`);
            if (options.interactive)
                timer = setInterval(draw, 250).unref();
        },
        onExecutionStart(p) {
            inFlight.set(p, Date.now());
        },
        onExecutionEnd(r) {
            for (const p of inFlight.keys()) {
                if (p.case.id === r.caseId && p.runner.id === r.runnerId && p.run === r.run)
                    inFlight.delete(p);
            }
            done++;
            if (!r.passed)
                failed++;
            if (options.interactive)
                clear();
            out.write(`${describeResult(r, runs)}\n`);
            if (options.verbose) {
                for (const a of r.assertions.filter((x) => !x.passed))
                    out.write(`    ${a.name}: ${firstLine(a.message, 300)}\n`);
                out.write(`    artifacts: ${r.artifactDir}\n`);
            }
            draw();
        },
        onWarning(message) {
            if (options.interactive)
                clear();
            out.write(`warning: ${terminalSafe(message)}\n`);
            draw();
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
  -n, --runs N            runs per case × runner (default 1)
  -p, --parallel N        executions in flight (default: CPUs, at most 4)
  -t, --tag TAG           only cases with one of these tags (repeatable, comma-separated)
      --case ID           only these cases (repeatable, comma-separated)
      --timeout DURATION  per-execution timeout for cases without their own (e.g. 90s, 5m)
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
  -v, --verbose           print failed assertions and artifact paths
      --base FILE|DIR     compare with a baseline stability.json (or run folder) after the run
      --resume DIR        complete an interrupted or partly errored run in DIR: run only the
                          missing executions and those that errored (same suite, runners, runs)`;
const FLAGS = {
    config: { type: "string", short: "c" },
    runner: { type: "string", short: "r", multiple: true },
    runs: { type: "string", short: "n" },
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
    resume: { type: "string" },
    base: { type: "string" },
    reporter: { type: "string", multiple: true },
    help: { type: "boolean", short: "h" },
};
/** Flags that define the plan: with --resume the plan comes from the run being resumed. */
const PLAN_FLAGS = ["config", "runner", "runs", "tag", "case", "shard", "input", "user", "team", "model", "out-dir"];
function settingsFromArgv(argv, cwd) {
    const { values, positionals } = parseFlags(argv, FLAGS, RUN_USAGE);
    if (values.help)
        return "help";
    if (values.resume !== undefined) {
        const clash = PLAN_FLAGS.find((f) => values[f] !== undefined) ?? (positionals.length ? "SUITE" : undefined);
        if (clash)
            throw configError(`--resume takes the plan from the run it resumes; drop ${clash === "SUITE" ? "the suite paths" : `--${clash}`}`, { where: "--resume" });
    }
    let timeoutMs;
    if (values.timeout !== undefined) {
        timeoutMs = parseDuration(values.timeout);
        if (timeoutMs === undefined)
            throw configError(`--timeout: "${values.timeout}" is not a duration`, { where: "--timeout", hint: DURATION_HINT });
    }
    const suites = [...positionals];
    let inline = values.input;
    // yao: -i names a suite file when it looks like one.
    if (inline !== undefined && isSuitePath(inline, cwd)) {
        suites.push(inline);
        inline = undefined;
    }
    if (inline !== undefined && positionals.length > 0) {
        throw configError("-i runs one ad-hoc case; do not also pass suite files", { where: "-i", hint: "drop the suite paths, or drop -i" });
    }
    // -o extensions are checked once the reporters (flags and config) are loaded, still before the run.
    return {
        suites,
        inline,
        config: values.config,
        runners: values.runner,
        runs: intFlag(values.runs, "--runs"),
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
        resume: values.resume !== undefined ? path.resolve(cwd, values.resume) : undefined,
        base: values.base !== undefined ? path.resolve(cwd, values.base) : undefined,
        ...(values.reporter ? { reporters: values.reporter } : {}),
        cwd,
    };
}
async function runCommand(argv) {
    const settings = settingsFromArgv(argv, process.cwd());
    if (settings === "help") {
        process.stdout.write(`${RUN_USAGE}\n`);
        return 0;
    }
    const resume = settings.resume ? await readRunLog(settings.resume) : undefined;
    // A missing or unreadable baseline is a mistake to report before spending anything on agents.
    const baseline = settings.base ? await loadStability(settings.base) : undefined;
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
        const { run, stability } = await execute(prepared, [progress, ...reports.listeners], controller.signal, resume);
        await linkLatest(prepared);
        if (settings.inline !== undefined)
            printDirect(run);
        else
            process.stdout.write(`\n${summaryTable(run)}\n`);
        let regression = false;
        let comparison;
        if (baseline) {
            comparison = compare(baseline, stability);
            await writeFile(path.join(prepared.outDir, "comparison.json"), `${JSON.stringify(comparison, null, 2)}\n`);
            process.stdout.write(`\n${renderComparisonMarkdown(comparison)}\n`);
            regression = comparison.verdict === "regression";
        }
        await reports.finish({ run, stability, ...(comparison ? { comparison } : {}) }, settings.base ? await runFolderOf(settings.base) : undefined);
        process.stderr.write(`results: ${prepared.outDir}\n`);
        reports.assertNoFailures();
        if (signals.received)
            return signals.received === "SIGTERM" ? 143 : 130;
        return Math.max(exitCode(run), regression ? 1 : 0);
    }
    finally {
        signals.dispose();
    }
}
async function execute(prepared, listeners, signal, resume) {
    const outputs = prepared.settings.outputs;
    for (const file of outputs)
        await mkdir(path.dirname(file), { recursive: true });
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
            ...withCommit(detectCommit(prepared.repoRoot)),
        },
        version: VERSION,
        // Streamed by the engine; every other -o file is written after the run (run-reports.ts).
        jsonlOutputs: outputs.filter((o) => builtinFormatOf(o) === "jsonl"),
        retries: prepared.config.retries,
        invocation: invocationOf(prepared.settings),
        ...(resume ? { resume: { startedAt: resume.startedAt, cases: resume.cases, ...(resume.treatment ? { treatment: resume.treatment } : {}), results: resume.results } } : {}),
        modelServerUrl: models.urlFor,
        judge: createJudge({ runners: prepared.config.runners, defaultRunner: prepared.config.judge, signal, modelServerUrl: models.urlFor }),
        simulate: createSimulator({ runners: prepared.config.runners, signal, modelServerUrl: models.urlFor }),
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
/** 0 all passed (expected failures count), 1 something did not pass, 3 agent-bench could not run any agent. */
function exitCode(run) {
    const counted = run.results.filter((r) => r.status !== "skipped");
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
        process.stdout.write(`${r.finalOutput ?? ""}\n`);
        if (!r.passed && r.error)
            process.stderr.write(`${r.status}: ${r.error.message}\n`);
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
    execute,
    exitCode,
    runCommand,
    settingsFromArgv
}, Symbol.toStringTag, { value: 'Module' }));

export { createProgress as c, execute as e, run as r };
