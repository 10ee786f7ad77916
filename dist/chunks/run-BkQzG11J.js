import { mkdir, readFile, unlink, symlink } from 'node:fs/promises';
import path from 'node:path';
import { b as importModule, c as isModulePath, p as parseDuration, d as durationHint } from './skills-C4zYLUOw.js';
import { c as configError, k as errorMessage, p as plural, s as suggest, x as alignTable, Z as unknownEventNotes } from './unknown-events-zNQq38TK.js';
import { b as builtinAgent, R as Redactor, s as secretsFromEnv, r as runHelper, i as isMachineExtension, a as isAgentSpec, d as agentSpecOf, f as checkStarterPrompts, g as readRunLog, p as prepareRun, c as createProgress, h as adaptiveRounds, e as execute, w as writeComparisonFile, j as isSuitePath } from './progress-CGEhVniV.js';
import { b as resolveAdaptive, p as parsePositive, j as joinSections, m as markdownSections, c as parseShard } from './render-RyEH65Mz.js';
import { i as intFlag, p as parseFlags } from './args-DelfG8Fj.js';
import { d as describeComparison, c as compare } from './describe-comparison-DxKmXBRo.js';
import { c as checkComparable, p as poolFlags, l as loadBaselineArg, i as isGithubBase, r as renderComparisonText } from './comparable-CYiMyyqF.js';
import { c as docUrl } from './schemas-CaY1ir08.js';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { B as BUILTIN_EXTENSIONS, e as extensionOf } from './comparison-BapfbRxQ.js';
import { j as jsonReport, r as renderBuiltin, o as outputKind, w as writeReports, s as summaryTable } from './summary-table-C4j7cq8P.js';
import { d as createScriptedModels, u as untrustedBlock } from './actions-log-D0yoZklu.js';
import { p as pathSegment } from './paths-BHCm_52W.js';
import { pathToFileURL } from 'node:url';
import { i as initAgent } from './agents-B1ZWOeQX.js';
import { b as assert } from './api-1dFbk2rA.js';
import { v as STOP_LABELS } from './table-CFKi2sh-.js';
import { T as TRIGGER_COLUMNS, a as triggerCells, b as TRIGGER_METHOD, t as triggerReports } from './triggers-DcZ0G0n6.js';
import { t as terminalSafe, H as firstLine } from './sanitize-CGuhO3m3.js';

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
const HINT = `a reporter exports onSuiteStart, onExecutionFinish, onSuiteFinish and/or render with \`export const extensions = [".txt"]\`; see ${docUrl("reports.md#custom-reporters")}`;
async function loadReporters(specs, cwd) {
    const loaded = [];
    for (const spec of specs)
        loaded.push(await loadReporter(spec, cwd));
    return loaded;
}
/** One reporter per extension, and at most one that takes every other -o file. */
function checkOwnership(reporters) {
    const owner = new Map();
    for (const r of reporters) {
        for (const ext of r.extensions) {
            const other = owner.get(ext);
            if (other)
                throw configError(`reporters ${other} and ${r.name} both render "${ext}"`, { where: "--reporter", hint: "keep one reporter per extension" });
            owner.set(ext, r.name);
        }
    }
    const rest = reporters.filter((r) => r.claimsRest);
    if (rest.length > 1) {
        throw configError(`reporter agents ${rest.map((r) => r.name).join(" and ")} would each write every -o file`, {
            where: "--reporter",
            hint: 'give each its own extensions in the config: "reporters": [{"agent": "writer", "extensions": [".md"]}]',
        });
    }
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

// What a reporter agent is given and what is written from its answer. It gets
// yao's message, the JSON of {report, format, options}, with one sentence of
// instructions added; a report too large for a command-line argument goes in
// a file in its workspace instead. Pure.
/** Linux caps one argument at 128 KiB; agent CLIs take the prompt as one. */
const INLINE_LIMIT = 96 * 1024;
/** The whole request ({report, format, options}), in the reporter agent's working folder. */
const REQUEST_FILE = "agent-bench-report.json";
const FORMATS = { ".md": "markdown", ".markdown": "markdown", ".html": "html", ".htm": "html", ".json": "json", ".xml": "junit" };
const LABELS = { markdown: "a Markdown", html: "an HTML", json: "a JSON", junit: "a JUnit XML" };
/** yao's format names (markdown, html, json), plus junit, else the extension without its dot. */
function formatName(extension) {
    return FORMATS[extension] ?? (extension.replace(/^\./u, "") || "text");
}
function reporterRequest(model, outputFile, options) {
    const format = formatName(path.extname(outputFile).toLowerCase());
    const report = trimmed(jsonReport(model), options);
    const name = path.basename(outputFile);
    const document = `${LABELS[format] ?? `a "${format}"`} document for ${name}`;
    const answer = "Your final answer is written to the file exactly as you give it: reply with the document only.";
    const file = JSON.stringify({ report, format, options });
    const inline = JSON.stringify({
        report,
        format,
        options,
        instructions: `Write the report of this agent-bench run as ${document}, from "report" (agent-bench's JSON report: summary, results, stability, comparison). ${answer}`,
    });
    if (inline.length <= INLINE_LIMIT)
        return { prompt: inline, file };
    const pointer = JSON.stringify({
        report_file: REQUEST_FILE,
        format,
        options,
        instructions: `The report is too large to send here: read ${REQUEST_FILE} in your working folder (JSON: {report, format, options}) and write the report of this agent-bench run as ${document}. ${answer}`,
    });
    return { prompt: pointer, file };
}
/** yao's include_outputs / include_inputs: false leaves the agent's outputs / the prompts out of the report. */
function trimmed(report, options) {
    const outputs = options.include_outputs !== false;
    const inputs = options.include_inputs !== false;
    if (outputs && inputs)
        return report;
    const results = report.results.map(({ finalOutput, dialog, ...rest }) => ({
        ...rest,
        ...(outputs && finalOutput !== undefined ? { finalOutput } : {}),
        ...(dialog
            ? { dialog: { ...dialog, turns: dialog.turns.map(({ user, agent, ...t }) => ({ ...t, ...(inputs ? { user } : {}), ...(outputs ? { agent } : {}) })) } }
            : {}),
    }));
    const cases = inputs ? report.cases : report.cases.map(({ prompt: _prompt, ...rest }) => rest);
    return { ...report, results, cases };
}
/**
 * The file's content from the agent's final output: one code fence around the whole answer is
 * taken off, and an HTML page gets a Content-Security-Policy so no script in it runs and nothing
 * loads (it may quote agent output). Throws when there is nothing to write.
 */
function reporterAnswer(finalOutput, extension) {
    let text = finalOutput.trim();
    const fenced = /^(`{3,}|~{3,})[^\n]*\n([\s\S]*?)\n\1\s*$/u.exec(text);
    if (fenced && !fenced[2].includes(fenced[1]))
        text = fenced[2].trim();
    if (text === "")
        throw new Error("gave an empty answer");
    return `${formatName(extension) === "html" ? withPolicy(text) : text}\n`;
}
const POLICY = `<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; img-src data:; base-uri 'none'; form-action 'none'">`;
function withPolicy(html) {
    const head = /<head(\s[^>]*)?>/iu.exec(html);
    if (head)
        return `${html.slice(0, head.index + head[0].length)}${POLICY}${html.slice(head.index + head[0].length)}`;
    const doctype = /^\s*<!doctype[^>]*>/iu.exec(html);
    return doctype ? `${doctype[0]}${POLICY}${html.slice(doctype[0].length)}` : `${POLICY}${html}`;
}

// Reporter agents as reporters: each -o file an agent takes is one call of
// its runner after the run, like a judge's (a throwaway workspace and home,
// its timeout, its logs in <out-dir>/reporters/<runner>-<n>/), with secrets
// redacted from what it is given and from what it writes. A built-in id
// (report.html, …) renders with agent-bench's own renderer instead.
const DEFAULT_TIMEOUT_MS = 300_000;
const SUMMARY_SECTIONS = new Set(["title", "verdict", "headline", "notes"]);
/** Checks each spec against the config (before the run) and makes its reporter. */
function agentReporters(prepared, specs, signal) {
    const runners = prepared.config.runners;
    for (const spec of specs) {
        if (builtinAgent(spec.agent) || runners.some((r) => r.id === spec.agent))
            continue;
        throw configError(`reporter ${spec.name}: no runner "${spec.agent}" in the config`, {
            where: "--reporter",
            hint: `configured runners: ${runners.map((r) => r.id).join(", ") || "none"}; agent-bench's own: agent:report.json, agent:report.markdown, agent:report.html, agent:report.summary`,
        });
    }
    let models;
    const modelsFor = async () => {
        if (!models) {
            models = createScriptedModels({ logFile: path.join(prepared.outDir, "reporters", "model-server.log") });
            await models.check(runners.filter((r) => specs.some((s) => s.agent === r.id)));
        }
        return models;
    };
    // Made when the first agent reporter asks: reading the environment for secrets costs start-up time a run without one need not pay.
    let redactor;
    let calls = 0;
    const reporters = specs.map((spec) => {
        const format = builtinAgent(spec.agent);
        const render = format
            ? (model) => (format === "summary" ? summary(model) : renderBuiltin(format, model, { outDir: prepared.outDir }))
            : async (model, options) => askAgent({
                prepared,
                spec,
                model,
                file: options.file,
                n: ++calls,
                models: await modelsFor(),
                redactor: (redactor ??= new Redactor(secretsFromEnv(process.env))),
                signal,
            });
        return {
            name: spec.name,
            file: spec.name,
            reporter: { render, ...(spec.extensions ? { extensions: spec.extensions } : {}) },
            extensions: spec.extensions ?? [],
            ...(spec.extensions ? {} : { claimsRest: true }),
        };
    });
    return { reporters, close: async () => models?.close() };
}
function summary(model) {
    return `${joinSections(markdownSections(model)
        .filter((s) => SUMMARY_SECTIONS.has(s.id))
        .map((s) => s.variants[0]))}\n`;
}
/** The agent's answer for one -o file; throws (the ReporterSet records it) when it gave none. */
async function askAgent(call) {
    const { prepared, spec, file } = call;
    const runner = prepared.config.runners.find((r) => r.id === spec.agent);
    const request = reporterRequest(call.model, file, spec.options);
    const redact = (text) => call.redactor.redact(text).text;
    const dir = path.join(prepared.outDir, "reporters", `${pathSegment(runner.id)}-${call.n}`);
    const shown = path.relative(prepared.outDir, dir);
    try {
        const session = await runHelper({
            runner: { ...runner, timeoutMs: spec.timeoutMs ?? runner.timeoutMs ?? prepared.config.defaults.timeoutMs ?? DEFAULT_TIMEOUT_MS },
            role: "reporter",
            caseId: "report",
            prompt: redact(request.prompt),
            call: call.n,
            dir,
            timeoutMs: DEFAULT_TIMEOUT_MS,
            signal: call.signal,
            modelServerUrl: call.models.urlFor,
            files: [{ name: REQUEST_FILE, content: redact(request.file) }],
        });
        const failed = session.errors[0];
        if (failed && session.finalOutput.trim() === "")
            throw new Error(`failed: ${failed.message}`);
        return redact(reporterAnswer(session.finalOutput, path.extname(file).toLowerCase()));
    }
    catch (error) {
        throw new Error(`${path.basename(file)} not written: the agent "${runner.id}" ${describe(error)}; its logs are in ${shown}`, { cause: error });
    }
}
function describe(error) {
    const message = error?.message ?? String(error);
    // runHelper says `the reporter "<id>" exited with code 3 (see <dir>/stderr.log)`: the runner and the logs are named here.
    return message.replace(/^the reporter "[^"]*" /u, "").replace(/ \(see [^()]*\)$/u, "");
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
        return this.#reporters.find((r) => r.extensions.includes(ext)) ?? (isMachineExtension(ext) ? undefined : this.#reporters.find((r) => r.claimsRest));
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
        // Frozen only for a reporter that reads it: a run's whole model is every result (~17 ms for 500).
        if (!this.#reporters.some((r) => typeof r.reporter.onSuiteFinish === "function"))
            return this.#settled();
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
// written and the reporters' onSuiteFinish called. A reporter's failure
// (a module's hook, a reporter agent) is a warning: it never costs the run's
// results, the other reports, or the exit code the results decide.
async function prepareReports(prepared, signal, warn) {
    const { config } = prepared;
    const entries = prepared.reporters;
    const modules = await loadReporters(entries.filter((e) => !isAgentSpec(e)), prepared.cwd);
    const agents = agentReporters(prepared, entries.filter(isAgentSpec).map((e) => agentSpecOf(e, prepared.verbose)), signal);
    const loaded = [...modules, ...agents.reporters];
    checkOwnership(loaded);
    for (const o of overriddenBuiltins(loaded))
        warn(`custom reporter renders ${o} instead of the built-in format`);
    let asked = 0;
    const context = {
        outDir: prepared.outDir,
        runners: config.runners.map((r) => ({ id: r.id, type: r.type, ...(r.model ? { model: r.model } : {}) })),
        ask: (prompt, options) => askRunner(prepared, prompt, options ?? {}, ++asked, signal),
    };
    const reporters = new ReporterSet(loaded, context, (f) => warn(formatFailure(f)));
    const outputs = prepared.outputs;
    const kinds = outputs.map((file) => outputKind(file, reporters));
    for (const file of outputs)
        await makeFolderOf(file);
    return {
        streamed: outputs.filter((_, i) => kinds[i] === "jsonl"),
        listeners: [reporters.listener(prepared.suite.path)],
        reporters,
        async finish(model, baseDir) {
            try {
                const written = await writeReports(outputs, model, { outDir: prepared.outDir, reporters, ...(baseDir ? { baseDir } : {}) });
                await reporters.finish(model);
                return written;
            }
            finally {
                await agents.close();
            }
        },
        failureWarning() {
            const failures = reporters.failures;
            if (failures.length === 0)
                return undefined;
            // A reporter says nothing about the agents under test: the exit code stays the run's.
            return [
                `${failures.length === 1 ? "a reporter" : `${failures.length} reporter hooks`} failed (the results and the other reports are written; the exit code is the run's):`,
                ...failures.map((f) => `  ${formatFailure(f)}`),
                `  hint: fix the reporter${failures.some((f) => f.reporter.startsWith("agent:")) ? " (or its agent's runner)" : " module"}; this run's results are in ${prepared.outDir}`,
            ].join("\n");
        },
    };
}
/** An -o file's folder, made before the run: a folder that cannot be made is a mistake to report before any agent starts. */
async function makeFolderOf(file) {
    await mkdir(path.dirname(file), { recursive: true }).catch((error) => {
        throw configError(`-o ${file}: cannot create its folder: ${error.message}`, {
            where: "-o",
            hint: "write the report into a folder you can create and write to",
        });
    });
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
    const [{ prepareRun }, { execute }] = await Promise.all([import('./progress-CGEhVniV.js').then(n => n.l), import('./progress-CGEhVniV.js').then(n => n.n)]);
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
        cwd: prepared.cwd,
    });
    const { run } = await execute(ask, { listeners: [], signal });
    const result = run.results[0];
    if (!result || !result.passed) {
        throw new Error(`ask(): runner "${runner}" did not answer (${result ? `${result.status}: ${result.error?.message ?? result.failureClass?.label ?? "no output"}` : "no execution"}); see ${outDir}`);
    }
    const session = await readFile(path.join(outDir, result.artifactDir, "session.json"), "utf8").then((t) => JSON.parse(t), () => undefined);
    return session?.finalOutput ?? result.finalOutput ?? "";
}

// After a run in which a runner's agent CLI could not be found, one error
// line that says which and how to install it (the pinned command `init`
// writes into the workflow), and how to try the suite without it.
/** "agent-bench: …\n  hint: …", or undefined when every runner's CLI was found. */
function notInstalledMessage(run) {
    const missing = run.plan.runners.flatMap((runner) => {
        const results = run.results.filter((r) => r.runnerId === runner.id && r.status !== "skipped");
        const executable = /could not start "([^"]+)": not found/u.exec(results[0]?.error?.message ?? "")?.[1];
        if (!executable || !results.every((r) => r.failureOrigin === "spawn"))
            return [];
        return [{ runner, executable, count: results.length, install: initAgent(runner.type)?.install }];
    });
    if (missing.length === 0)
        return undefined;
    const what = missing.map((m) => `${m.runner.id} (${m.executable} is not installed or not on PATH; ${plural(m.count, "execution")} errored)`).join(", ");
    const installs = missing.flatMap((m) => (m.install ? [m.install] : []));
    const install = installs.length > 0 ? `install it: ${installs.join(" && ")}` : "install the agent's CLI, or set the runner's command to its path";
    return `agent-bench: could not start ${what}\n  hint: ${install}; or try the suite offline, against the scripted agent: agent-bench init --agent scripted, then run with -r scripted\n`;
}

// A misspelled helper in a suite (`assert.skill.has`, `assert.comands.includes`)
// found in the suite's source before any agent starts, with its file:line and
// the name it looks like. Only names close to a real one count, in files that
// import agent-bench's (or skillgym's) assert. Pure.
const IMPORTS_ASSERT = /\bimport\s*\{[^}]*\bassert\b[^}]*\}\s*from\s*["'](?:agent-bench|skillgym)["']/u;
const USE = /(?<![\w$.])assert\.([A-Za-z_$][\w$]*)(?:\.([A-Za-z_$][\w$]*))?/gu;
function findAssertTypos(source) {
    if (!IMPORTS_ASSERT.test(source))
        return [];
    const top = assert;
    const topNames = Object.keys(top);
    const out = [];
    source.split("\n").forEach((text, i) => {
        for (const [, first, second] of text.matchAll(USE)) {
            if (!(first in top)) {
                const near = suggest(first, topNames);
                if (near)
                    out.push({ line: i + 1, message: `assert.${first} is not part of the agent-bench API (did you mean assert.${near}?)` });
                continue;
            }
            const group = top[first];
            if (second === undefined || typeof group !== "object" || group === null || second in group)
                continue;
            const near = suggest(second, Object.keys(group));
            if (near)
                out.push({ line: i + 1, message: `assert.${first}.${second} is not part of the agent-bench API (did you mean assert.${first}.${near}?)` });
        }
    });
    return out;
}

// What `agent-bench run` checks once the plan is known and before any agent
// starts, so a mistake costs nothing: a --base that shares no cell with the
// plan, a misspelled assert helper in a suite, init's TODO prompts bound for
// an agent that costs money, an out-dir that already holds a run.
function checkPlan(prepared, baseline, settings, resuming) {
    if (baseline) {
        const cells = prepared.plan.cells.map((c) => ({ caseId: c.case.id, runnerId: c.runner.id }));
        checkComparable(baseline, { suite: prepared.suite, cells }, {
            base: "--base",
            head: "this run",
            hint: "pass the baseline of the same suite and runners, or drop --base; nothing was run",
        });
    }
    checkAssertNames(prepared, settings.cwd);
    const suite = prepared.suite.path ? path.relative(settings.cwd, prepared.suite.path) || prepared.suite.path : "the suite";
    checkStarterPrompts(prepared.plan, suite, settings.allowTodo === true);
    if (!resuming && existsSync(path.join(prepared.outDir, "results.jsonl"))) {
        throw configError(`${prepared.outDir} already holds a run`, {
            where: "--out-dir",
            hint: "choose another folder, or delete it (agent-bench never overwrites results)",
        });
    }
}
/** A misspelled assert helper in a suite module fails every run it is in: say so now, with its file:line. */
function checkAssertNames(prepared, cwd) {
    const files = [...new Set(prepared.plan.cases.map((c) => c.source.file))].filter((f) => /\.[cm]?[jt]s$/u.test(f));
    for (const file of files) {
        let text;
        try {
            text = readFileSync(file, "utf8");
        }
        catch {
            continue;
        }
        const [typo, ...more] = findAssertTypos(text);
        if (!typo)
            continue;
        const shown = path.relative(cwd, file) || file;
        throw configError(`${shown}:${typo.line}: ${typo.message}${more.length > 0 ? ` (and ${more.length} more in this file)` : ""}`, {
            where: `${shown}:${typo.line}`,
            hint: `fix the name; every helper is listed in ${docUrl("assertions.md#the-assert-library")}`,
        });
    }
}

// agent-bench run --help.
const RUN_USAGE = `Usage: agent-bench run [SUITE...] [options]

Runs every selected case against every selected runner, --runs times each. SUITE is a .ts/.js
module or a .jsonl file, or a glob in quotes ('evals/*.ts').

Options:
  -c, --config FILE       config file (default: nearest agent-bench.config.* above the suite)
  -r, --runner ID         runner id(s) to use (repeatable, comma-separated; default all)
  -n, --runs N|auto       runs per case × runner (default 1); auto: rounds of runs only where
                          the comparison with --base is undecided
                          (${docUrl("comparison.md#adaptive-runs")})
      --min-runs N        with --runs auto: runs every cell gets first (default 3)
      --max-runs N        with --runs auto: most runs of a cell (default 10)
      --max-cost-usd USD  with --runs auto: stop scheduling once this much is spent
      --max-minutes MIN   with --runs auto: stop scheduling after this many minutes
  -p, --parallel N        executions in flight (default: CPUs, at most 4)
  -t, --tag TAG           only cases with one of these tags (repeatable, comma-separated)
      --case ID           only these cases (repeatable, comma-separated)
      --variant ID        run every case × runner under each of these config variants
                          (repeatable, comma-separated; "default": the unmodified treatment)
      --timeout DURATION  per-execution timeout for cases without their own; a unit is
                          required: 90s, 5m, 1h30m, 250ms (a bare 600 is refused)
      --max-steps N       stop an agent after N steps
      --out-dir DIR       where results go (default .agent-bench/runs/<timestamp>)
  -o, --output FILE       also write a report; the extension picks the format: .md, .html,
                          .xml (JUnit), .json, .jsonl, or a --reporter's own (repeatable)
      --reporter MODULE   a custom reporter: lifecycle hooks and/or render() for -o files
                          with the extensions it declares (repeatable); agent:RUNNER: that
                          runner writes the -o reports from the run's JSON report
      --shard I/N         run slice I of N of the plan's cells
      --fail-fast         stop scheduling after the first failure
      --strict            a case using a feature agent-bench cannot run (a yao before/after
                          hook, a Yao process script) is a load error (exit 2), not an errored case
      --update-snapshots  record the token snapshots of the cells that ran (config snapshots)
      --snapshots-warn    in CI, a missing or stale snapshot warns instead of failing
      --snapshots FILE    the snapshot file instead of the config's snapshots.path
  -i, --input TEXT|FILE   run one ad-hoc case with this prompt (or a suite file)
      --skill NAME        the skill a trigger eval set tests, when the file does not say
                          (no "skill_name", not in <skill>/evals/)
  -u, --user USER         AGENT_BENCH_USER for the agent (default test-user)
      --team TEAM         AGENT_BENCH_TEAM for the agent (default test-team)
      --model MODEL       override the model of the selected runners
  -v, --verbose           for each failed execution: the failed assertion with its file:line,
                          the last lines of the agent's output and the transcript's path
                          (without it, the first failure of each case × runner says as much
                          but the agent's output)
      --allow-todo        send prompts that still start with TODO (init's starter prompts) to
                          agents that cost money; without it such a run stops before it starts
      --keep-workspaces   keep every execution's workspace (by default only failed ones are kept)
      --base FILE|DIR     compare with a baseline stability.json (or run folder) after the run;
                          github:OWNER/REPO[@BRANCH]: the newest complete baseline that branch's
                          push runs stored (needs GITHUB_TOKEN or GH_TOKEN), pooled with that
                          branch's recent push runs of each case (${docUrl("comparison.md")})
      --baseline-runs N   with --base github:: runs per case the baseline pools (default 20; 0: none)
      --baseline-max-age AGE  with --base github:: older push runs are not pooled (default 14d)
      --resume DIR        complete an interrupted or partly errored run in DIR: run only the
                          missing executions and those that errored (same suite, runners, runs);
                          an adaptive run goes on with its rounds (--max-cost-usd and
                          --max-minutes may replace its budgets)
  -h, --help              show this help

Where the results go:
  <out-dir>/results.json      every execution's result; results.jsonl is written as they finish
  <out-dir>/stability.json    per case × runner statistics, the baseline for a later compare
  <out-dir>/executions/<case>/<runner>/run-<n>/   each execution's stdout.log and session.json
  The last line on stderr names the out-dir; .agent-bench/runs/latest links the newest run.

Exit codes:
  0  every execution passed (a failure marked expectedFail counts as passed)
  1  an execution failed, or --base found a regression
  2  a mistake in a flag, the config or a suite (nothing ran)
  3  agent-bench could not start any agent (missing CLI, workspace or bootstrap failure)
  130/143  interrupted (Ctrl-C / SIGTERM); finished results are kept, --resume completes the run`;

// Ctrl-C and SIGTERM for a command that runs agents (`run`, `lift`): the first
// stops scheduling, kills the agents and lets the command write what finished;
// a second exits at once. 130 / 143, as a shell reports a process those signals ended.
/** First SIGINT/SIGTERM: stop scheduling, kill the agents, write what finished. Second: exit now. */
function handleSignals(controller) {
    const state = { dispose: () => { } };
    const onSignal = (signal) => {
        if (state.received)
            process.exit(interruptedCode(signal));
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
/** The exit code of a command the signal interrupted. */
function interruptedCode(signal) {
    return signal === "SIGTERM" ? 143 : 130;
}

// The end line of an adaptive run (`--runs auto`) in the terminal: the runs
// spent and, per reason, how many cells stopped there, after how many runs,
// and whether that was a decision (more runs could not change what the
// comparison says), max-runs, or a budget. Plain text. Pure.
/** Each reason in words, decided ones saying what was decided; the order they are listed in. */
const WHY = [
    ["regression", `decided: ${STOP_LABELS.regression}`],
    ["verdict-decided", `decided: ${STOP_LABELS["verdict-decided"]} by another cell's regression`],
    ["no-drop", "decided: even max-runs could not show a drop"],
    ["settled", `decided: ${STOP_LABELS.settled} (no baseline to compare with)`],
    ["pool-target", STOP_LABELS["pool-target"]],
    ["max-runs", "at max-runs"],
    ["budget", STOP_LABELS.budget],
    ["cancelled", STOP_LABELS.cancelled],
    ["errored", STOP_LABELS.errored],
    ["not-compared", `${STOP_LABELS["not-compared"]} (no baseline for the cell): min-runs and no more`],
];
/** "adaptive runs: 20 of at most 50 runs; stopped: 5 cells after 4 runs, decided: no drop the remaining runs could still show" */
function adaptiveEndLine(record) {
    const lead = record.budgetStop || record.message.startsWith("cancelled") ? record.message : `${record.executions} of at most ${plural(record.maxExecutions, "run")}`;
    const groups = WHY.flatMap(([reason, why]) => {
        const cells = record.cells.filter((c) => c.stop === reason);
        if (cells.length === 0)
            return [];
        const runs = cells.map((c) => c.runs);
        const low = Math.min(...runs);
        const high = Math.max(...runs);
        return [`${plural(cells.length, "cell")} after ${low === high ? plural(low, "run") : `${low}–${high} runs`}, ${why}`];
    });
    return `adaptive runs: ${lead}${groups.length > 0 ? `; stopped: ${groups.join("; ")}` : ""}`;
}

// Trigger evals in the terminal after a run: precision, recall and F1 per
// skill × runner with intervals, and the false triggers and misses.
function triggersText(reports) {
    if (reports.length === 0)
        return "";
    const rows = [[...TRIGGER_COLUMNS], ...reports.map((r) => [terminalSafe(r.skill), terminalSafe(r.runner), ...triggerCells(r)])];
    const lines = ["skill triggering:", alignTable(rows), `(${TRIGGER_METHOD})`];
    for (const r of reports) {
        lines.push(...queryLines(`false triggers of ${terminalSafe(r.skill)} on ${terminalSafe(r.runner)}`, r.falseTriggers));
        lines.push(...queryLines(`misses of ${terminalSafe(r.skill)} on ${terminalSafe(r.runner)}`, r.misses));
    }
    return lines.join("\n");
}
function queryLines(title, queries) {
    if (queries.length === 0)
        return [];
    return [`${title}:`, ...queries.map((q) => `  ${terminalSafe(q.caseId)} ${q.used}/${q.runs} runs: ${firstLine(q.query, 100)}`)];
}

// agent-bench run: flags → settings → prepared run → executions → reports.
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
    strict: { type: "boolean" },
    "update-snapshots": { type: "boolean" },
    "snapshots-warn": { type: "boolean" },
    snapshots: { type: "string" },
    input: { type: "string", short: "i" },
    user: { type: "string", short: "u" },
    team: { type: "string" },
    model: { type: "string" },
    verbose: { type: "boolean", short: "v" },
    "allow-todo": { type: "boolean" },
    "keep-workspaces": { type: "boolean" },
    resume: { type: "string" },
    base: { type: "string" },
    "baseline-runs": { type: "string" },
    "baseline-max-age": { type: "string" },
    reporter: { type: "string", multiple: true },
    skill: { type: "string" },
    variant: { type: "string", multiple: true },
    help: { type: "boolean", short: "h" },
};
/** Flags that define the plan: with --resume the plan comes from the run being resumed. */
const PLAN_FLAGS = [
    "config",
    "runner",
    "runs",
    "min-runs",
    "max-runs",
    "tag",
    "case",
    "shard",
    "input",
    "user",
    "team",
    "model",
    "out-dir",
    "skill",
    "variant",
];
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
    if (values.skill !== undefined && values.skill.trim() === "")
        throw configError("--skill: the skill name is empty", { where: "--skill", hint: "--skill pdf (the name in its SKILL.md)" });
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
        ...(values["allow-todo"] ? { allowTodo: true } : {}),
        ...(values["keep-workspaces"] ? { keepWorkspaces: true } : {}),
        resume: values.resume !== undefined ? path.resolve(cwd, values.resume) : undefined,
        ...(Object.keys(resumeBudget).length > 0 ? { resumeBudget } : {}),
        base: values.base !== undefined ? (isGithubBase(values.base) ? values.base : path.resolve(cwd, values.base)) : undefined,
        ...(values["baseline-runs"] !== undefined || values["baseline-max-age"] !== undefined
            ? { poolFlags: { "baseline-runs": values["baseline-runs"], "baseline-max-age": values["baseline-max-age"] } }
            : {}),
        ...(values.reporter ? { reporters: values.reporter } : {}),
        ...(values.strict ? { strict: true } : {}),
        ...(values["update-snapshots"] ? { updateSnapshots: true } : {}),
        ...(values["snapshots-warn"] ? { snapshotsWarn: true } : {}),
        ...(values.snapshots !== undefined ? { snapshotsPath: values.snapshots } : {}),
        ...(values.skill !== undefined ? { skill: values.skill } : {}),
        ...(values.variant ? { variants: values.variant } : {}),
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
    const pool = settings.poolFlags ? poolFlags(settings.poolFlags, effective.base, "--base") : undefined;
    const baseline = effective.base ? await loadBaselineArg(effective.base, "--base", pool) : undefined;
    let prepared;
    try {
        prepared = await prepareRun(effective);
        checkPlan(prepared, baseline?.stability, settings, resume !== undefined);
    }
    catch (error) {
        await baseline?.dispose();
        throw error;
    }
    const controller = new AbortController();
    const signals = handleSignals(controller);
    const progress = createProgress({
        stream: process.stderr,
        interactive: process.stderr.isTTY === true && !process.env.CI,
        verbose: settings.verbose === true,
        ...(effective.adaptive ? { adaptive: { minRuns: effective.adaptive.minRuns, maxRuns: effective.adaptive.maxRuns } } : {}),
    });
    for (const w of prepared.warnings)
        progress.onWarning?.(w);
    try {
        const reports = await prepareReports(prepared, controller.signal, (w) => progress.onWarning?.(w));
        const rounds = effective.adaptive ? adaptiveRounds(prepared, effective.adaptive, baseline?.stability ?? null, undefined, resume) : undefined;
        const { run, stability } = await execute(prepared, {
            listeners: [progress, ...reports.listeners],
            signal: controller.signal,
            ...(resume ? { resume } : {}),
            ...(rounds ? { rounds } : {}),
            streamed: reports.streamed,
        });
        await linkLatest(prepared);
        for (const w of unknownEventNotes(run.results))
            progress.onWarning?.(w);
        if (settings.inline !== undefined)
            printDirect(run);
        else
            process.stdout.write(`\n${summaryTable(run)}\n`);
        const triggers = triggersText(triggerReports(run));
        if (triggers)
            process.stdout.write(`\n${triggers}\n`);
        if (run.adaptive)
            process.stdout.write(`${adaptiveEndLine(run.adaptive)}\n`);
        let regression = false;
        let comparison;
        if (baseline) {
            comparison = describeComparison(compare(baseline.stability, stability), { base: isGithubBase(effective.base) ? "branch" : "file", pullRequest: false });
            await writeComparisonFile(prepared.outDir, comparison);
            // Plain text on a terminal and in a pipe or a log alike; Markdown is for files (-o report.md, compare --format md).
            process.stdout.write(`\n${renderComparisonText(comparison)}\n`);
            regression = comparison.verdict === "regression";
        }
        // The base run's folder (a github: baseline's downloaded artifact) for the HTML side-by-side view.
        await reports.finish({ run, stability, ...(comparison ? { comparison } : {}) }, baseline?.dir);
        const notInstalled = notInstalledMessage(run);
        if (notInstalled)
            process.stderr.write(notInstalled);
        process.stderr.write(`results: ${prepared.outDir}\n`);
        const reporterFailures = reports.failureWarning();
        if (reporterFailures)
            process.stderr.write(`agent-bench: warning: ${reporterFailures}\n`);
        if (signals.received)
            return interruptedCode(signals.received);
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
/** .agent-bench/runs/latest → the newest run, for people looking by hand. */
async function linkLatest(prepared) {
    if (!prepared.defaultOutDir)
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

const run = /*#__PURE__*/Object.freeze(/*#__PURE__*/Object.defineProperty({
    __proto__: null,
    exitCode,
    runCommand,
    settingsFromArgv
}, Symbol.toStringTag, { value: 'Module' }));

export { handleSignals as h, interruptedCode as i, run as r, settingsFromArgv as s };
