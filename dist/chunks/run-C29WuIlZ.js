import { l as loadBaselineArg, r as renderComparisonText, i as isGithubBase } from './comparison-uyx6nYSC.js';
import { existsSync } from 'node:fs';
import { readFile, writeFile, unlink, symlink } from 'node:fs/promises';
import path from 'node:path';
import { i as importModule, a as isModulePath, p as parseDuration, d as durationHint } from './registry-DPeZBqe2.js';
import { c as configError, e as errorMessage } from './suggest-A8yN1XQm.js';
import { p as prepareRun, c as createProgress, a as adaptiveRounds, e as execute, i as isSuitePath, u as untrustedBlock } from './progress-mLuUGBWK.js';
import { r as resolveAdaptive, a as parsePositive, B as BUILTIN_EXTENSIONS, e as extensionOf, c as readRunLog, p as parseShard } from './render-BEIgJ6_P.js';
import { i as intFlag, p as parseFlags } from './args-DA6UoEEa.js';
import { c as compare, h as loadStability } from './compare-C6EX8UYv.js';
import { r as renderComparisonMarkdown } from './load-transcripts-iJtjmjNO.js';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { o as outputKind, w as writeReports, s as summaryTable } from './summary-table-DN6Xd-rs.js';
import 'node:os';
import 'node:zlib';
import './session-CJniFQm8.js';
import './render-afaqytsm.js';
import './schemas-DdBkgWhy.js';
import 'node:crypto';
import './table-7IWti96C.js';
import './api-D7F0IXGT.js';
import 'node:async_hooks';
import 'node:assert';
import 'node:assert/strict';
import 'node:util';
import 'node:vm';
import 'node:timers/promises';
import 'process';
import 'buffer';
import './skills-Cp4vhsUG.js';
import './version-BqAkNvtp.js';
import 'node:child_process';
import './index-x1IDzvfH.js';
import 'os';
import 'crypto';
import 'fs';
import 'path';
import 'http';
import 'https';
import 'string_decoder';
import 'events';
import 'child_process';
import 'assert';
import 'timers';
import 'net';
import 'tls';
import 'util';
import 'node:net';
import 'node:http';
import 'node:stream';
import 'node:buffer';
import 'node:querystring';
import 'node:events';
import 'node:diagnostics_channel';
import 'node:tls';
import 'node:perf_hooks';
import 'node:util/types';
import 'node:worker_threads';
import 'node:console';
import 'node:dns';
import './trend-w8-kqHr3.js';

// agent-bench run's adaptive settings: --runs auto and its budget flags, and
// the settings a resumed run keeps from its log (its plan, adaptive settings
// and baseline), with the budgets the resuming command may raise.
/** --runs auto and its budget flags; the budget flags without it are a mistake. */
function adaptiveFromFlags(values, resuming) {
    const str = (k) => (typeof values[k] === "string" ? values[k] : undefined);
    const auto = str("runs")?.trim().toLowerCase() === "auto";
    if (!auto) {
        // Resuming, the budgets may change (the run's adaptive settings come from its log).
        const stray = (resuming ? ["min-runs", "max-runs"] : ["min-runs", "max-runs", "max-cost-usd", "max-minutes"]).find((f) => values[f] !== undefined);
        if (stray)
            throw configError(`--${stray} only applies to adaptive runs`, { where: `--${stray}`, hint: "add --runs auto, or drop it" });
        return undefined;
    }
    return resolveAdaptive({
        ...defined("minRuns", intFlag(str("min-runs"), "--min-runs")),
        ...defined("maxRuns", intFlag(str("max-runs"), "--max-runs")),
        ...budgetFlags(values),
    });
}
function budgetFlags(values) {
    const str = (k) => (typeof values[k] === "string" ? values[k] : undefined);
    return {
        ...defined("maxCostUsd", parsePositive(str("max-cost-usd"), "--max-cost-usd")),
        ...defined("maxMinutes", parsePositive(str("max-minutes"), "--max-minutes")),
    };
}
function defined(key, value) {
    return value === undefined ? {} : { [key]: value };
}
function resumedSettings(flags, invocation, dir) {
    if (!invocation)
        throw configError(`${dir} was written by an agent-bench that did not record how it was run`, { where: "--resume", hint: "start a new run" });
    const { adaptive, base, ...plan } = invocation;
    const baseArg = flags.base ?? base;
    if (flags.resumeBudget && !adaptive) {
        const flag = flags.resumeBudget.maxCostUsd !== undefined ? "--max-cost-usd" : "--max-minutes";
        throw configError(`${flag}: the run in ${dir} is not an adaptive run (--runs auto)`, { where: flag, hint: "drop it: a fixed run has no budget" });
    }
    return {
        ...flags,
        ...plan,
        ...(adaptive ? { adaptive: resolveAdaptive({ ...adaptive, ...flags.resumeBudget }) } : {}),
        ...(baseArg !== undefined ? { base: baseArg } : {}),
        outputs: flags.outputs,
        outDir: dir,
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
const HINT = 'a reporter exports onSuiteStart, onExecutionFinish, onSuiteFinish and/or render with `export const extensions = [".txt"]`; see docs/reports.md#custom-reporters';
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
        throw configError(`reporter ${spec} has render() but declares no extensions, so no -o file would use it`, {
            where: file,
            hint: 'add `export const extensions = [".txt"]` (the -o file extensions it renders)',
        });
    }
    if (!reporter.render && extensions.length > 0) {
        throw configError(`reporter ${spec} declares extensions ${extensions.join(", ")} but has no render()`, {
            where: file,
            hint: "export render(report, options) returning the file's content",
        });
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
        throw configError(`reporter ${spec}: ${streamed.join(", ")} is the event log the engine streams during the run; a reporter cannot render it`, {
            where: file,
            hint: "pick another extension, or use onExecutionFinish to stream your own file",
        });
    }
    return extensions;
}
function resolveSpec(spec, cwd) {
    const looksLikePath = spec.startsWith(".") || path.isAbsolute(spec) || isModulePath(spec);
    if (looksLikePath) {
        const file = path.resolve(cwd, spec);
        if (!existsSync(file))
            throw configError(`reporter ${spec}: ${file} does not exist`, {
                where: "--reporter",
                hint: "pass the path of a .js/.mjs/.ts reporter module, relative to the current folder",
            });
        return file;
    }
    try {
        return createRequire(path.join(cwd, "package.json")).resolve(spec);
    }
    catch (error) {
        throw configError(`reporter ${spec}: no such file, and no installed package of that name`, {
            where: "--reporter",
            hint: "start a path with ./ or install the reporter package",
            cause: error,
        });
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
                if (!this.#reporters.some((r) => typeof r.reporter.onExecutionFinish === "function"))
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
    // Loaded only when a reporter asks: most runs never do.
    const [{ prepareRun }, { execute }] = await Promise.all([import('./progress-mLuUGBWK.js').then(n => n.b), import('./progress-mLuUGBWK.js').then(n => n.d)]);
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
    const { run } = await execute(ask, [], signal);
    const result = run.results[0];
    if (!result || !result.passed) {
        throw new Error(`ask(): runner "${runner}" did not answer (${result ? `${result.status}: ${result.error?.message ?? result.failureClass?.label ?? "no output"}` : "no execution"}); see ${outDir}`);
    }
    const session = await readFile(path.join(outDir, result.artifactDir, "session.json"), "utf8").then((t) => JSON.parse(t), () => undefined);
    return session?.finalOutput ?? result.finalOutput ?? "";
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
                          missing executions and those that errored (same suite, runners, runs);
                          an adaptive run goes on with its rounds (--max-cost-usd and
                          --max-minutes may replace its budgets)

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
            throw configError(`--resume takes the plan from the run it resumes; drop ${clash === "SUITE" ? "the suite paths" : `--${clash}`}`, {
                where: "--resume",
                hint: "agent-bench run --resume DIR alone reruns what is missing or errored in DIR",
            });
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
    const adaptive = adaptiveFromFlags(values, values.resume !== undefined);
    const resumeBudget = values.resume !== undefined ? budgetFlags(values) : {};
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
        ...(Object.keys(resumeBudget).length > 0 ? { resumeBudget } : {}),
        base: values.base !== undefined ? (isGithubBase(values.base) ? values.base : path.resolve(cwd, values.base)) : undefined,
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
    // A resumed run keeps how it was run: its plan, its adaptive settings and its baseline.
    const effective = resume ? resumedSettings(settings, resume.invocation, settings.resume) : settings;
    // A missing or unreadable baseline is a mistake to report before spending anything on agents.
    const baseline = effective.base ? await loadBaselineArg(effective.base, "--base", loadStability) : undefined;
    const prepared = await prepareRun(effective);
    if (!resume)
        checkOutDir(prepared.outDir);
    const controller = new AbortController();
    const signals = handleSignals(controller);
    const progress = createProgress({
        stream: process.stderr,
        interactive: process.stderr.isTTY === true && !process.env.CI,
        verbose: settings.verbose === true,
    });
    for (const w of prepared.warnings)
        progress.onWarning?.(w);
    try {
        const reports = await prepareReports(prepared, controller.signal, (w) => progress.onWarning?.(w));
        prepared.settings.outputs = reports.outputs;
        const rounds = effective.adaptive ? adaptiveRounds(prepared, effective.adaptive, baseline?.stability ?? null, undefined, resume) : undefined;
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
            comparison = compare(baseline.stability, stability);
            await writeFile(path.join(prepared.outDir, "comparison.json"), `${JSON.stringify(comparison, null, 2)}\n`);
            // As `compare` does: plain text for a person at a terminal, Markdown for a log or a file.
            process.stdout.write(`\n${process.stdout.isTTY ? renderComparisonText(comparison) : renderComparisonMarkdown(comparison)}\n`);
            regression = comparison.verdict === "regression";
        }
        // The base run's folder (a github: baseline's downloaded artifact) for the HTML side-by-side view.
        await reports.finish({ run, stability, ...(comparison ? { comparison } : {}) }, baseline?.dir);
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
        await baseline?.dispose();
    }
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
function checkOutDir(outDir) {
    if (existsSync(path.join(outDir, "results.jsonl"))) {
        throw configError(`${outDir} already holds a run`, {
            where: "--out-dir",
            hint: "choose another folder, or delete it (agent-bench never overwrites results)",
        });
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

export { RUN_USAGE, exitCode, runCommand, settingsFromArgv };
