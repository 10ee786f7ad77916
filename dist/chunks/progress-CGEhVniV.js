import { existsSync, readFileSync, realpathSync, statSync, readdirSync, mkdirSync, openSync, writeSync, closeSync, lstatSync, readSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { p as plural, c as configError, k as errorMessage, s as suggest, i as isAgentBenchError, K as DEFAULT_VARIANT, $ as changesFiles, y as executionKey, q as formatCount, _ as infraError, V as VERSION, C as CellSet, g as sameCell, f as formatDuration } from './unknown-events-zNQq38TK.js';
import { w as workspaceSchema, r as resolveWorkspace$2, c as checkVariant, d as defaultRunner, a as SNAPSHOT_METRICS, l as loadConfig } from './config-DrsXBGAd.js';
import { d as buildPlan, e as cellIdOfPlanned, s as summarize, f as runnerSettings, w as writeJsonFile, g as estimateRun, h as formatEstimate, A as AdaptiveRounds } from './render-RyEH65Mz.js';
import { readFile, glob, writeFile, rename, mkdtemp, rm, realpath, open, stat, mkdir, cp, readdir, lstat } from 'node:fs/promises';
import { q as parseText, a as frontMatterName, A as AGENT_CONTEXT, p as parseDuration, d as durationHint, b as importModule, c as isModulePath, f as findSkills, g as getAdapter, r as runnerTypes, u as unreachable, t as exitCodeOf } from './skills-C4zYLUOw.js';
import { c as docUrl, h as issuesToError, d as didYouMean, o as object, s as string, n as number, _ as _enum, r as record, l as literal } from './schemas-CaY1ir08.js';
import { h as compileRules, i as loadRuleEngines, n as normalizeTags, s as splitList, f as findRepoRoot, j as warmUpSpawner, k as probeRepository, m as detectCommit, o as stopIdleSpawner, q as resolveLimits, t as resolveRepositoryWorkspace, e as ensureDir, c as createHome, a as runnerInfo, p as processEnvSnapshot, v as runProcess, r as removeHome, x as runRules, y as excerpt, b as runAgentTurn, w as writeSession, z as evaluateCase, A as isDiskFull, B as decide, C as diskFailure, g as repoRelative$1, D as prepareWorkspace, E as agentEnv, F as keepSession, G as removeWorkspace, H as createOwnFolder, I as pruneEmptyFolders, J as findGitRoot, K as git, L as withoutOwnFolders, M as isOwnFolder, N as eachLimited, O as executionEnv, P as holdSpawner, d as createScriptedModels, u as untrustedBlock } from './actions-log-D0yoZklu.js';
import { L as caseIdProblem, M as CASE_ID_HINT, D as DEFAULT_FAILURE_CLASSES, E as parseSaved, N as runEventLineSchema, I as isFinished, t as terminalSafe, f as truncate, H as firstLine } from './sanitize-CGuhO3m3.js';
import { createHash, randomBytes } from 'node:crypto';
import { provideSuiteApi } from './user-api-BVmcnEwd.js';
import { t as timestampSlug, e as executionDir, w as workspaceDir, s as sha256 } from './paths-BHCm_52W.js';
import { B as BUILTIN_EXTENSIONS } from './comparison-BapfbRxQ.js';
import { K as applyClassifyFailure, p as extractJson, B as repoRelative } from './extract-DraD6Zsi.js';
import { w as withQuestions } from './api-1dFbk2rA.js';
import { t as treatmentHash, y as behaviourOf, z as outputHash, s as stableJson, A as StabilityAccumulator, w as STATUS_LABELS } from './table-CFKi2sh-.js';
import { f as diffTreatment } from './describe-comparison-DxKmXBRo.js';

// Prompts `agent-bench init` wrote and nobody replaced yet ("TODO: ask for
// something the greet skill is for"): sending one to a real agent spends money
// on nothing. The run warns about them at plan time, and the CLI will not send
// them to an agent that costs money without --allow-todo. Pure.
const STARTER = /^\s*TODO\b/u;
/** Ids of the planned cases whose prompt (or first message) still starts with TODO. */
function starterPromptCases(plan) {
    const ids = new Set(plan.cells.map((c) => c.case.id));
    return plan.cases.filter((c) => ids.has(c.id) && STARTER.test(c.prompt)).map((c) => c.id);
}
/** Planned runners whose executions cost money: every agent but the scripted one and CLIs driven by the scripted model. */
function paidRunners(plan) {
    const ids = new Set(plan.cells.map((c) => c.runner.id));
    return plan.runners.filter((r) => ids.has(r.id) && r.type !== "scripted" && !r.scriptedModel).map((r) => r.id);
}
/** The warning for the run's log, or undefined when every prompt was written. */
function starterPromptWarning(plan) {
    const todo = starterPromptCases(plan);
    if (todo.length === 0)
        return undefined;
    return `${plural(todo.length, "case")} still ${todo.length === 1 ? "has" : "have"} the starter prompt that begins with TODO: ${todo.join(", ")}; write the task the agent should do`;
}
/** Throws before any agent starts when a starter prompt would go to an agent that costs money and `allowed` is not set. */
function checkStarterPrompts(plan, suitePath, allowed) {
    const todo = starterPromptCases(plan);
    const paid = paidRunners(plan);
    if (todo.length === 0 || paid.length === 0 || allowed)
        return;
    throw configError(`${plural(todo.length, "case")} still ${todo.length === 1 ? "has" : "have"} the starter TODO prompt (${todo.join(", ")}); nothing was sent to ${paid.join(", ")}`, {
        where: suitePath,
        hint: `write each case's prompt in ${suitePath}, or pass --allow-todo to send these prompts as they are`,
    });
}

// Agent Skills eval files as suites, recognized by their content whatever
// their name: skill-creator's evals.json (`{"skill_name", "evals": [{"id",
// "prompt", …}]}`) and trigger eval sets (`[{"query", "should_trigger"}]` or
// `{"evals": [{"prompt"|"query", "should_trigger"}]}`). What both share:
// reading the file with lines, which skill it tests, and unknown fields.
/** Reads a suite file with the lines of its keys; a syntax error is a load error naming file and line. */
async function readSkillFile(file) {
    let text;
    try {
        text = await readFile(file, "utf8");
    }
    catch (error) {
        throw configError(`cannot read ${file}: ${errorMessage(error)}`, { hint: "check that the file exists and that you may read it" });
    }
    // Any name: a .json file is read as JSON, another as YAML (which reads JSON too), both with lines.
    const { value, lineOf } = await parseText(text, file);
    return { file, value, ...(lineOf ? { lineOf } : {}) };
}
/** should_trigger, and the spellings of it the trigger loader points out. */
const TRIGGER_KEYS = ["should_trigger", "shouldTrigger"];
/** Which Agent Skills format a parsed file is, by its shape; undefined for anything else. */
function skillFormatOf(value) {
    const items = Array.isArray(value) ? value : isRecord$1(value) && Array.isArray(value.evals) ? value.evals : undefined;
    if (!items)
        return undefined;
    if (items.some((e) => isRecord$1(e) && TRIGGER_KEYS.some((k) => k in e)))
        return "trigger-evals";
    // A bare list of queries is a trigger set even with should_trigger misspelt (the loader names the field);
    // any other bare list is neither: only evals.json's object form holds task evals.
    if (Array.isArray(value))
        return items.some((e) => isRecord$1(e) && "query" in e) ? "trigger-evals" : undefined;
    return "skill-evals";
}
/** A `.json` file in the Agent Skills formats (a glob of suites keeps these and skips other JSON files). */
async function isSkillFormatFile(file) {
    try {
        return skillFormatOf(JSON.parse(await readFile(file, "utf8"))) !== undefined;
    }
    catch {
        return false;
    }
}
/** "evals.json:12" for an item of the file (its first line when the line is unknown). */
function whereIn(f, keyPath) {
    const line = f.lineOf?.(keyPath);
    return line ? `${f.file}:${line}` : f.file;
}
/**
 * The skill folder of an eval file: the folder holding `evals/` when the file is in one, else the file's
 * own folder. `skill` is set when that folder has a SKILL.md (its front-matter name, else the folder's).
 */
function skillFolderOf$1(file) {
    const folder = path.dirname(file);
    const dir = path.basename(folder) === "evals" ? path.dirname(folder) : folder;
    const skillMd = path.join(dir, "SKILL.md");
    if (!existsSync(skillMd))
        return { dir };
    let name;
    try {
        name = frontMatterName(readFileSync(skillMd, "utf8"));
    }
    catch {
        name = undefined;
    }
    return { dir, skill: { name: name ?? path.basename(dir), dir } };
}
/**
 * The skill a file tests: `--skill`, else its `skill_name`, else the skill folder it sits in. A name that
 * contradicts another source is an error when `strict` (it decides trigger verdicts), a warning otherwise.
 */
function resolveSkill(f, declared, options, strict, warn) {
    const where = whereIn(f, ["skill_name"]);
    if (declared !== undefined && (typeof declared !== "string" || declared.trim() === ""))
        throw configError(`${where}: "skill_name" must be the skill's name`, { hint: '"skill_name": "pdf" (the name in its SKILL.md)' });
    const located = skillFolderOf$1(f.file).skill;
    const flag = options.skill;
    const clash = (message, hint) => {
        if (strict)
            throw configError(message, { hint });
        warn(`${message} (${hint})`);
    };
    if (flag !== undefined && declared !== undefined && flag !== declared)
        clash(`${where}: --skill ${flag}, but the file says "skill_name": "${declared}"`, "drop --skill, or make them agree");
    if (declared !== undefined && located && declared !== located.name) {
        clash(`${where}: "skill_name": "${declared}", but the skill in ${path.join(located.dir, "SKILL.md")} is named "${located.name}"`, `agents report a skill by the name in its SKILL.md: set "skill_name": "${located.name}"`);
    }
    if (flag !== undefined && declared === undefined && located && flag !== located.name)
        clash(`--skill ${flag}: ${f.file} is in the folder of skill "${located.name}"`, `drop --skill, or pass --skill ${located.name}`);
    const name = flag ?? declared ?? located?.name;
    if (name === undefined)
        return undefined;
    return located && located.name === name ? located : { name };
}
/** A skill folder outside every folder agents read skills from: the agent would run without the skill it is tested on. */
function warnIfHidden(skill, file, warn) {
    if (!skill.dir)
        return;
    const parent = path.dirname(skill.dir).split(path.sep).join("/");
    if (AGENT_CONTEXT.skillFolders.some((root) => parent === root || parent.endsWith(`/${root}`)))
        return;
    warn(`${file}: skill "${skill.name}" is in ${skill.dir}, not in a folder agents read skills from (${AGENT_CONTEXT.skillFolders.map((r) => `${r}/`).join(", ")}): ` +
        "the agent runs without it unless the workspace puts it there");
}
/** An unknown field: an error when it looks like a field that decides the verdict, else a warning (as in JSONL suites). */
function checkFields(item, rules, where, warn) {
    for (const key of Object.keys(item)) {
        if (rules.known.includes(key))
            continue;
        const close = rules.aliases?.[key] ?? suggest(key, rules.known);
        if (close && rules.verdict.includes(close)) {
            throw configError(`${where}: unknown field "${key}" (did you mean "${close}"?)`, {
                hint: `a misspelt "${close}" would change what the eval checks; rename the field`,
            });
        }
        warn(`${where}: unknown field "${key}" is ignored${close ? ` (did you mean "${close}"?)` : ""}`);
    }
}
function isRecord$1(value) {
    return typeof value === "object" && value !== null && !Array.isArray(value);
}

// Suite paths that are globs ('evals/*.ts', quoted so the shell leaves them):
// the CLI's SUITE arguments and the action's `suite` input expand them alike.
const SUITE_FILE = /\.(jsonl|ts|mts|js|mjs)$/u;
function isGlob(pattern) {
    return /[*?[{]/u.test(pattern);
}
/** The suite files the glob matches under `cwd` (absolute, sorted), node_modules left out; .json files only in an Agent Skills format. */
async function matchSuites(pattern, cwd) {
    const suites = [];
    for await (const match of glob(pattern, { cwd, exclude: (p) => p.includes("node_modules") })) {
        const file = path.resolve(cwd, match);
        if (SUITE_FILE.test(file) || (file.endsWith(".json") && (await isSkillFormatFile(file))))
            suites.push(file);
    }
    return suites.sort();
}

// JSONL `input` in every form the yao design allows → messages, plus the
// prompt text CLI agents get. file:// sources are read relative to the suite.
const IMAGE_MIME = { jpg: "image/jpeg", jpeg: "image/jpeg", png: "image/png", gif: "image/gif", webp: "image/webp", bmp: "image/bmp" };
const AUDIO_FORMATS = new Set(["wav", "mp3", "flac", "ogg", "m4a"]);
const FILE_MIME = {
    pdf: "application/pdf",
    txt: "text/plain",
    md: "text/markdown",
    csv: "text/csv",
    json: "application/json",
    html: "text/html",
    xml: "application/xml",
    yaml: "application/yaml",
    yml: "application/yaml",
    doc: "application/msword",
    docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    js: "text/javascript",
    ts: "text/plain",
    py: "text/x-python",
    go: "text/plain",
    java: "text/plain",
    c: "text/plain",
    cpp: "text/plain",
    rs: "text/plain",
};
const ROLES = new Set(["system", "user", "assistant", "tool", "developer"]);
function parseInput(input, ctx) {
    if (typeof input === "string")
        return [{ role: "user", content: input }];
    if (Array.isArray(input)) {
        if (input.length === 0)
            throw configError(`${ctx.where}: input is an empty conversation`, { hint: "give at least one message" });
        return input.map((m, i) => parseMessage(m, { ...ctx, where: `${ctx.where}: input[${i}]` }));
    }
    if (typeof input === "object" && input !== null)
        return [parseMessage(input, ctx)];
    throw configError(`${ctx.where}: input must be a string, a message or an array of messages`, { hint: 'e.g. "input": "Summarize README.md"' });
}
function parseMessage(value, ctx) {
    if (typeof value !== "object" || value === null || Array.isArray(value)) {
        throw configError(`${ctx.where}: a message must be an object`, { hint: '{"role": "user", "content": "..."}' });
    }
    const m = value;
    const role = m.role ?? "user";
    if (typeof role !== "string" || !ROLES.has(role))
        throw configError(`${ctx.where}: unknown role ${JSON.stringify(role)}`, { hint: `use one of ${[...ROLES].join(", ")}` });
    if (!("content" in m))
        throw configError(`${ctx.where}: message missing 'content' field`, { hint: '{"role": "user", "content": "..."}' });
    const message = { role: role, content: parseContent(m.content, ctx) };
    if (typeof m.name === "string")
        message.name = m.name;
    if (typeof m.tool_call_id === "string")
        message.tool_call_id = m.tool_call_id;
    if (typeof m.refusal === "string")
        message.refusal = m.refusal;
    if (Array.isArray(m.tool_calls)) {
        message.tool_calls = m.tool_calls.map((tc, i) => {
            const t = (tc ?? {});
            const fn = (t.function ?? {});
            const args = typeof fn.arguments === "string" ? fn.arguments : JSON.stringify(fn.arguments ?? {});
            const where = `${ctx.where}.tool_calls[${i}]`;
            return {
                id: textField(t.id, `${where}.id`) ?? `call_${i + 1}`,
                type: "function",
                function: { name: textField(fn.name, `${where}.function.name`) ?? "", arguments: args },
            };
        });
    }
    return message;
}
function parseContent(content, ctx) {
    if (typeof content === "string")
        return content;
    if (Array.isArray(content))
        return content.map((p, i) => parsePart(p, { ...ctx, where: `${ctx.where}.content[${i}]` }));
    if (typeof content === "object" && content !== null)
        return [parsePart(content, ctx)];
    throw configError(`${ctx.where}: content must be a string, a content part or an array of parts`, { hint: '{"type": "text", "text": "..."}' });
}
/** A text field of a message or part: a string (numbers and booleans as written), absent, or an error. */
function textField(value, where) {
    if (value === undefined || value === null)
        return undefined;
    if (typeof value === "string")
        return value;
    if (typeof value === "number" || typeof value === "boolean")
        return String(value);
    throw configError(`${where}: expected text, got ${Array.isArray(value) ? "an array" : typeof value}`, { hint: '{"type": "text", "text": "..."}' });
}
function parsePart(value, ctx) {
    const p = (value ?? {});
    const type = typeof p.type === "string" ? p.type : "text";
    const source = typeof p.source === "string" ? p.source : undefined;
    switch (type) {
        case "text":
            return { type: "text", text: textField(p.text, `${ctx.where}.text`) ?? "" };
        case "image":
            if (source) {
                const { data, ext } = readSource(source, ctx);
                const mime = IMAGE_MIME[ext];
                if (!mime)
                    throw configError(`${ctx.where}: unsupported image type ".${ext}"`, { hint: `use ${Object.keys(IMAGE_MIME).join(", ")}` });
                return {
                    type: "image_url",
                    image_url: { url: `data:${mime};base64,${data.toString("base64")}`, ...(typeof p.detail === "string" ? { detail: p.detail } : {}) },
                };
            }
            return {
                type: "image_url",
                image_url: { url: textField(p.url, `${ctx.where}.url`) ?? "", ...(typeof p.detail === "string" ? { detail: p.detail } : {}) },
            };
        case "audio":
        case "input_audio": {
            if (source) {
                const { data, ext } = readSource(source, ctx);
                if (!AUDIO_FORMATS.has(ext))
                    throw configError(`${ctx.where}: unsupported audio type ".${ext}"`, { hint: `use ${[...AUDIO_FORMATS].join(", ")}` });
                return { type: "input_audio", input_audio: { data: data.toString("base64"), format: ext } };
            }
            const a = (p.input_audio ?? p);
            return {
                type: "input_audio",
                input_audio: { data: textField(a.data, `${ctx.where}.data`) ?? "", format: textField(a.format, `${ctx.where}.format`) ?? "" },
            };
        }
        case "file": {
            const name = typeof p.name === "string" ? p.name : typeof p.filename === "string" ? p.filename : undefined;
            if (source) {
                const { data, ext, file } = readSource(source, ctx);
                const mime = FILE_MIME[ext] ?? "application/octet-stream";
                return { type: "file", file: { file_data: `data:${mime};base64,${data.toString("base64")}`, filename: name ?? path.basename(file) } };
            }
            const f = (p.file ?? p);
            return {
                type: "file",
                file: { url: textField(f.url, `${ctx.where}.url`) ?? "", filename: name ?? (typeof f.filename === "string" ? f.filename : undefined) },
            };
        }
        default:
            return { ...p, type };
    }
}
function readSource(source, ctx) {
    if (!source.startsWith("file://"))
        throw configError(`${ctx.where}: source must start with file://`, { hint: "use file://relative/path or a url field" });
    const raw = decodeURIComponent(source.slice("file://".length));
    const file = path.isAbsolute(raw) ? raw : path.resolve(ctx.baseDir, raw);
    if (!existsSync(file))
        throw configError(`${ctx.where}: file not found: ${file}`, { hint: "paths in file:// sources are relative to the suite file" });
    return { data: readFileSync(file), ext: path.extname(file).slice(1).toLowerCase(), file };
}
/** The text a CLI agent gets: the last user message, after the earlier turns when there are any. */
function promptOf(messages) {
    const text = (m) => (typeof m.content === "string" ? m.content : m.content.map(partText).join("\n"));
    const lastUser = messages.findLastIndex((m) => m.role === "user");
    const final = lastUser >= 0 ? text(messages[lastUser]) : text(messages[messages.length - 1]);
    const history = messages.filter((_, i) => i !== lastUser);
    if (history.length === 0)
        return final;
    const transcript = history.map((m) => `[${m.role}]\n${text(m)}`).join("\n\n");
    return `Conversation so far:\n\n${transcript}\n\n[user]\n${final}`;
}
function partText(part) {
    switch (part.type) {
        case "text":
            return part.text;
        case "image_url":
            return "[image]";
        case "input_audio":
            return "[audio]";
        case "file":
            return `[file: ${part.file.filename ?? "attachment"}]`;
        default:
            return typeof part.text === "string" ? part.text : `[${part.type}]`;
    }
}

// Which JSONL case fields agent-bench acts on, which it accepts without effect,
// which it cannot run (yao's process hooks: the case is reported errored), and
// what an unknown field means: a likely typo of a field that decides the
// verdict is an error; anything else is a warning (yao itself ignores unknown
// fields), with a did-you-mean either way.
/** Fields agent-bench evaluates or passes to the agent. */
const CASE_FIELDS$1 = [
    "id",
    "input",
    "expected",
    "assert",
    "user",
    "team",
    "metadata",
    "skip",
    "timeout",
    "tags",
    "env",
    "expectedFail",
    "options",
    "simulator",
    "checkpoints",
    "max_turns",
];
/** Shown in no verdict: accepted as they are (yao's design uses `name` for a display name). */
const DISPLAY_FIELDS = ["name", "description"];
/** A misspelling of one of these could turn a failing case into a passing one. */
const VERDICT_FIELDS = ["assert", "expected", "expectedFail", "checkpoints", "simulator", "max_turns", "timeout", "skip"];
/** yao fields agent-bench cannot run: the case is reported errored (unsupported), the others run. */
const UNSUPPORTED = {
    before: `prepare the agent's workspace with a workspace bootstrap instead (${docUrl("suites.md#workspaces")})`,
    after: `clean up in a workspace bootstrap, or use isolated workspaces, instead (${docUrl("suites.md#workspaces")})`,
};
/** Names other tools' docs use for a field agent-bench calls something else. */
const ALIASES = { assertions: "assert", assertion: "assert", expect: "expected", maxTurns: "max_turns", "max-turns": "max_turns" };
/**
 * Checks the keys of one case: errors for verdict-changing unknown fields, warnings for the rest;
 * yao fields agent-bench cannot run go to `unsupported`.
 */
function checkCaseFields(c, where, warn, unsupported) {
    const known = new Set([...CASE_FIELDS$1, ...DISPLAY_FIELDS]);
    for (const key of Object.keys(c)) {
        if (known.has(key))
            continue;
        if (UNSUPPORTED[key]) {
            const hook = c[key];
            // yao runs no hook for an empty name.
            if (hook === "" || hook === null)
                continue;
            if (typeof hook !== "string")
                throw configError(`${where}: "${key}" must be a Yao process name, got ${JSON.stringify(hook)}`, { hint: UNSUPPORTED[key] });
            unsupported({ field: key, reason: `calls the Yao process ${JSON.stringify(hook)}, which agent-bench cannot run`, hint: UNSUPPORTED[key] });
            continue;
        }
        const close = ALIASES[key] ?? verdictTypo(key) ?? suggest(key, [...CASE_FIELDS$1]);
        if (close && VERDICT_FIELDS.includes(close)) {
            throw configError(`${where}: unknown field "${key}" (did you mean "${close}"?)`, {
                hint: `a misspelt "${close}" would leave the case unchecked; rename the field`,
            });
        }
        warn(`${where}: unknown field "${key}" is ignored${close ? ` (did you mean "${close}"?)` : ""}`);
    }
}
/** "assertz", "expected_output", "asserts": a verdict field with a typo, a prefix or a suffix. */
function verdictTypo(key) {
    const lower = key.toLowerCase();
    const affix = VERDICT_FIELDS.find((f) => f.length >= 4 && (lower.startsWith(f.toLowerCase()) || (lower.length >= 4 && f.toLowerCase().startsWith(lower))));
    return affix ?? suggest(key, VERDICT_FIELDS);
}

// yao's multi-turn ("dynamic") fields: `simulator`, `checkpoints`, `max_turns`.
// yao runs a case in this mode only with a simulator and at least one
// checkpoint, and silently ignores either one alone; here half a dialog is an
// error, because a case whose checkpoints are dropped would pass unchecked.
const DEFAULT_MAX_TURNS = 20;
const MAX_MAX_TURNS = 1000;
const SIMULATOR_KEYS = ["use", "options"];
const SIMULATOR_OPTION_KEYS = ["metadata"];
const CHECKPOINT_KEYS = ["id", "description", "assert", "after", "required"];
/** `unsupported` collects what agent-bench cannot run (a yao connector, a Yao process script): the case is then reported errored. */
function parseDialog(c, where, suiteDir, unsupported) {
    const has = (k) => c[k] !== undefined;
    if (!has("simulator") && !has("checkpoints") && !has("max_turns"))
        return undefined;
    if (!has("simulator")) {
        throw configError(`${where}: "${has("checkpoints") ? "checkpoints" : "max_turns"}" needs a "simulator" (a multi-turn case)`, {
            hint: `add "simulator": {"use": "<runner id>"}: the runner that plays the user; see ${docUrl("suites.md#multi-turn-cases")}`,
        });
    }
    if (!has("checkpoints"))
        throw configError(`${where}: a "simulator" needs "checkpoints"`, {
            hint: 'add "checkpoints": [{"id": "greets", "assert": {"type": "contains", "value": "hello"}}]',
        });
    const simulator = parseSimulator(c.simulator, where, unsupported);
    const checkpoints = parseCheckpoints(c.checkpoints, where, suiteDir, unsupported);
    let maxTurns = DEFAULT_MAX_TURNS;
    if (has("max_turns")) {
        const m = c.max_turns;
        if (typeof m !== "number" || !Number.isInteger(m) || m < 1 || m > MAX_MAX_TURNS) {
            throw configError(`${where}: "max_turns" must be a whole number from 1 to ${MAX_MAX_TURNS}, got ${JSON.stringify(m)}`, { hint: '"max_turns": 10' });
        }
        maxTurns = m;
    }
    return { simulator, checkpoints, maxTurns };
}
function parseSimulator(value, where, unsupported) {
    if (!isRecord(value))
        throw configError(`${where}: "simulator" must be an object`, {
            hint: '"simulator": {"use": "<runner id>", "options": {"metadata": {"persona": "…", "goal": "…"}}}',
        });
    unknownKeys(value, SIMULATOR_KEYS, `${where}: simulator`);
    if (typeof value.use !== "string" || value.use.trim() === "") {
        throw configError(`${where}: simulator.use must name the runner that plays the user`, {
            hint: '"use": "user-sim" (a runner id from the config; a yao "agents:" prefix is allowed)',
        });
    }
    let metadata = {};
    if (value.options !== undefined) {
        if (!isRecord(value.options))
            throw configError(`${where}: simulator.options must be an object`, { hint: '"options": {"metadata": {"persona": "…", "goal": "…"}}' });
        // yao uses the simulator's own connector when this one is empty.
        if (value.options.connector !== undefined && value.options.connector !== "" && value.options.connector !== null) {
            unsupported({
                field: "simulator.options.connector",
                reason: `names the yao connector ${JSON.stringify(value.options.connector)}, which only Yao can turn into the simulator's model`,
                hint: "set the model of the simulator's runner in the config, and drop simulator.options.connector",
            });
        }
        unknownKeys(value.options, [...SIMULATOR_OPTION_KEYS, "connector"], `${where}: simulator.options`);
        if (value.options.metadata !== undefined) {
            if (!isRecord(value.options.metadata))
                throw configError(`${where}: simulator.options.metadata must be an object`, { hint: '"metadata": {"persona": "…", "goal": "…"}' });
            metadata = value.options.metadata;
        }
    }
    return { runner: value.use.replace(/^agents:/, ""), metadata };
}
function parseCheckpoints(value, where, suiteDir, unsupported) {
    if (!Array.isArray(value) || value.length === 0)
        throw configError(`${where}: "checkpoints" must be a non-empty list`, { hint: '[{"id": "greets", "assert": {"type": "contains", "value": "hello"}}]' });
    const checkpoints = [];
    const ids = new Set();
    for (const [i, raw] of value.entries()) {
        const at = `${where}: checkpoints[${i}]`;
        if (!isRecord(raw))
            throw configError(`${at} must be an object`, { hint: '{"id": "greets", "assert": {"type": "contains", "value": "hello"}}' });
        if ("assertion" in raw && !("assert" in raw))
            throw configError(`${at}: unknown field "assertion" (did you mean "assert"?)`, {
                hint: 'yao reads a checkpoint\'s rules from "assert"; with "assertion" it would have none',
            });
        unknownKeys(raw, CHECKPOINT_KEYS, at);
        if (typeof raw.id !== "string" || raw.id.trim() === "")
            throw configError(`${at}: missing "id"`, { hint: '"id": "asks-size"' });
        if (ids.has(raw.id))
            throw configError(`${at}: duplicate checkpoint id "${raw.id}"`, { hint: "checkpoint ids must be unique within a case" });
        ids.add(raw.id);
        if (raw.assert === undefined || (Array.isArray(raw.assert) && raw.assert.length === 0)) {
            throw configError(`${at} ("${raw.id}") has no "assert"`, { hint: "a checkpoint is reached when its rules pass: give it at least one rule" });
        }
        const rules = compileRules(raw.assert, { where, suiteDir, label: `checkpoints[${i}].assert`, unsupported });
        const after = raw.after ?? [];
        if (!Array.isArray(after) || after.some((a) => typeof a !== "string"))
            throw configError(`${at}: "after" must be a list of checkpoint ids`, { hint: '"after": ["greets"]' });
        if (raw.required !== undefined && typeof raw.required !== "boolean")
            throw configError(`${at}: "required" must be true or false`, { hint: '"required": false makes the checkpoint optional' });
        checkpoints.push({
            id: raw.id,
            ...(typeof raw.description === "string" ? { description: raw.description } : {}),
            rules,
            after: after,
            required: raw.required !== false,
        });
    }
    for (const [i, cp] of checkpoints.entries()) {
        for (const dep of cp.after) {
            if (dep === cp.id)
                throw configError(`${where}: checkpoints[${i}] ("${cp.id}") lists itself in "after"`, { hint: "remove it from its own after list" });
            if (!ids.has(dep)) {
                const close = suggest(dep, [...ids]);
                throw configError(`${where}: checkpoints[${i}] ("${cp.id}"): "after" names no checkpoint "${dep}"${close ? ` (did you mean "${close}"?)` : ""}`, {
                    hint: `checkpoints: ${[...ids].join(", ")}`,
                });
            }
        }
    }
    const cycle = findCycle(checkpoints);
    if (cycle)
        throw configError(`${where}: the checkpoints' "after" lists form a cycle: ${cycle.join(" → ")}`, {
            hint: "such checkpoints can never be reached; break the cycle",
        });
    return checkpoints;
}
function findCycle(checkpoints) {
    const byId = new Map(checkpoints.map((c) => [c.id, c]));
    const state = new Map();
    const walk = (id, trail) => {
        if (state.get(id) === "done")
            return undefined;
        if (state.get(id) === "open")
            return [...trail.slice(trail.indexOf(id)), id];
        state.set(id, "open");
        for (const dep of byId.get(id)?.after ?? []) {
            const found = walk(dep, [...trail, id]);
            if (found)
                return found;
        }
        state.set(id, "done");
        return undefined;
    };
    for (const c of checkpoints) {
        const found = walk(c.id, []);
        if (found)
            return found;
    }
    return undefined;
}
function unknownKeys(value, allowed, at) {
    for (const key of Object.keys(value)) {
        if (allowed.includes(key))
            continue;
        const close = suggest(key, allowed);
        throw configError(`${at}: unknown field "${key}"${close ? ` (did you mean "${close}"?)` : ""}`, { hint: `fields: ${allowed.join(", ")}` });
    }
}
function isRecord(value) {
    return typeof value === "object" && value !== null && !Array.isArray(value);
}

// Load errors of one suite file, gathered so the user sees every problem in
// one go (up to a limit) instead of fixing them one run at a time.
const MAX_PROBLEMS = 20;
class Problems {
    list = [];
    more = 0;
    file;
    constructor(file) {
        this.file = file;
    }
    /** Runs `fn`; a configuration error it throws is recorded instead of stopping the load. */
    collect(fn) {
        try {
            return fn();
        }
        catch (error) {
            if (!isAgentBenchError(error) || error.kind !== "config")
                throw error;
            if (this.list.length < MAX_PROBLEMS)
                this.list.push(error);
            else
                this.more++;
            return undefined;
        }
    }
    get count() {
        return this.list.length + this.more;
    }
    /** Throws one error listing every problem (a single problem is thrown as it is). */
    throwIfAny() {
        if (this.list.length === 0)
            return;
        if (this.list.length === 1 && this.more === 0)
            throw this.list[0];
        const lines = this.list.map((e) => `  ${e.where ? `${e.where}: ` : ""}${e.message}${e.hint ? `\n    hint: ${e.hint}` : ""}`);
        if (this.more > 0)
            lines.push(`  … and ${this.more} more`);
        throw configError(`${this.file}: ${this.count} problems:\n${lines.join("\n")}`, { hint: "fix them all, then run again" });
    }
}

// What the loader says about cases that are not checked the ordinary way: a
// yao case with nothing to check (it runs, with one warning per file), and a
// case using a feature agent-bench cannot run (reported errored, or with
// --strict a load error).
const NAMED = 10;
/** One warning for a file's cases with neither assert nor expected: yao passes them when the agent answers without an error. */
function noCheckWarning(file, ids) {
    const names = ids
        .slice(0, NAMED)
        .map((id) => JSON.stringify(id))
        .join(", ");
    const more = ids.length > NAMED ? `, and ${ids.length - NAMED} more` : "";
    const which = ids.length === 1 ? `case ${names} has` : `${ids.length} cases have`;
    const list = ids.length === 1 ? "" : ` (${names}${more})`;
    return (`${file}: ${which} no check${list}: as in yao, ${ids.length === 1 ? "it passes" : "each passes"} whenever the agent finishes without an error; ` +
        `add "assert" rules or an "expected" value to check the reply, or write "assert": [] to say the case only measures`);
}
/** `"before" calls the Yao process "env_test.Before", which agent-bench cannot run; prepare …` */
function unsupportedText(features) {
    return features.map((f) => `"${f.field}" ${f.reason}; ${f.hint}`).join("; ");
}
/** "unsupported: before, after": the failure class of a case that is not run. */
function unsupportedLabel(features) {
    return `unsupported: ${[...new Set(features.map((f) => f.field))].join(", ")}`;
}
/** --strict: the case is a load error at its file:line. */
function strictError(c, where) {
    const features = c.unsupported ?? [];
    const [first] = features;
    const what = features.map((f) => `"${f.field}" ${f.reason}`).join("; ");
    return configError(`${where}: case "${c.id}": ${what}`, {
        hint: `${first?.hint ?? "remove the field"}; without --strict such a case is reported errored (unsupported) and the other cases run`,
    });
}

// JSONL suites (yao agent test format): one case per line. Every problem in
// the file is reported in one go, each naming file:line and what to do.
async function loadJsonlSuite(file, options = {}) {
    const text = await readFile(file, "utf8");
    await loadRuleEngines(text);
    const baseDir = path.dirname(file);
    const cases = [];
    const warnings = [];
    const problems = new Problems(file);
    const ids = new Map();
    const unchecked = [];
    const lines = text.split(/\r?\n/);
    for (let i = 0; i < lines.length; i++) {
        const raw = lines[i].trim();
        if (raw === "" || raw.startsWith("//"))
            continue;
        const where = `${file}:${i + 1}`;
        const parsed = problems.collect(() => {
            const c = parseLine(raw, where);
            const unsupported = [];
            checkCaseFields(c, where, (w) => warnings.push(w), (f) => unsupported.push(f));
            if (typeof c.id !== "string" || c.id.trim() === "")
                throw configError(`${where}: missing "id"`, { hint: 'every case needs a string id, e.g. "id": "T001"' });
            const idProblem = caseIdProblem(c.id);
            if (idProblem)
                throw configError(`${where}: ${idProblem}`, { hint: CASE_ID_HINT });
            if (!("input" in c))
                throw configError(`${where}: case "${c.id}" has no "input"`, { hint: 'add "input": "the prompt"' });
            const first = ids.get(c.id);
            if (first !== undefined)
                throw configError(`${where}: duplicate id "${c.id}" (first on line ${first})`, { hint: "ids must be unique within a suite" });
            ids.set(c.id, i + 1);
            const suiteCase = toCase$2(c, where, file, i + 1, baseDir, unsupported);
            if (options.strict && unsupported.length > 0)
                throw strictError(suiteCase, where);
            if (suiteCase.measureOnly && c.assert === undefined && unsupported.length === 0)
                unchecked.push(suiteCase.id);
            return suiteCase;
        });
        if (parsed)
            cases.push(parsed);
    }
    problems.throwIfAny();
    if (cases.length === 0)
        throw configError(`${file}: no cases`, { hint: 'add one JSON object per line: {"id": "T001", "input": "..."}' });
    if (unchecked.length > 0)
        warnings.push(noCheckWarning(file, unchecked));
    return { path: file, format: "jsonl", cases, warnings };
}
function parseLine(raw, where) {
    let value;
    try {
        value = JSON.parse(raw);
    }
    catch (error) {
        throw configError(`${where}: not valid JSON: ${error.message}`, {
            hint: "each line must be one complete JSON object (a case cannot span lines)",
        });
    }
    if (typeof value !== "object" || value === null || Array.isArray(value)) {
        throw configError(`${where}: a case must be a JSON object`, { hint: '{"id": "T001", "input": "..."}' });
    }
    return value;
}
function toCase$2(c, where, file, line, baseDir, unsupported) {
    const id = c.id;
    const messages = parseInput(c.input, { where, baseDir });
    let timeoutMs;
    if (c.timeout !== undefined) {
        timeoutMs = typeof c.timeout === "string" || typeof c.timeout === "number" ? parseDuration(c.timeout) : undefined;
        if (timeoutMs === undefined)
            throw configError(`${where}: invalid timeout ${JSON.stringify(c.timeout)}`, { hint: durationHint(c.timeout) });
    }
    if (c.tags !== undefined && (!Array.isArray(c.tags) || c.tags.some((t) => typeof t !== "string"))) {
        throw configError(`${where}: tags must be an array of strings`, { hint: '"tags": ["smoke"]' });
    }
    for (const key of ["user", "team"]) {
        if (c[key] !== undefined && typeof c[key] !== "string")
            throw configError(`${where}: ${key} must be a string`, { hint: `"${key}": "..."` });
    }
    for (const key of ["metadata", "env", "options"]) {
        if (c[key] !== undefined && (typeof c[key] !== "object" || c[key] === null || Array.isArray(c[key]))) {
            throw configError(`${where}: ${key} must be an object`, { hint: `"${key}": {"key": "value"}` });
        }
    }
    if (c.skip !== undefined && typeof c.skip !== "boolean" && typeof c.skip !== "string") {
        throw configError(`${where}: skip must be true, false or a reason`, { hint: '"skip": "flaky upstream"' });
    }
    if (c.expectedFail !== undefined && typeof c.expectedFail !== "boolean")
        throw configError(`${where}: expectedFail must be a boolean`, { hint: '"expectedFail": true' });
    // `"assert": []` is the documented way to say "only measure this case".
    const onlyMeasures = Array.isArray(c.assert) && c.assert.length === 0;
    const collect = (f) => unsupported.push(f);
    const rules = c.assert !== undefined && !onlyMeasures ? compileRules(c.assert, { where, suiteDir: baseDir, unsupported: collect }) : undefined;
    const dialog = parseDialog(c, where, baseDir, collect);
    // yao: with "assert", "expected" is only copied into the report.
    const hasExpected = "expected" in c && c.assert === undefined;
    // yao: a case with neither assert nor expected passes when the agent answers without an error (a warning names it).
    const noCheck = !rules && !hasExpected && !dialog && !onlyMeasures;
    const measureOnly = onlyMeasures || noCheck;
    if (onlyMeasures && "expected" in c)
        throw configError(`${where}: "assert": [] only measures the case, so "expected" would never be checked`, {
            hint: 'drop "expected", or drop "assert": [] to check it',
        });
    return {
        id,
        prompt: promptOf(messages),
        messages,
        tags: normalizeTags(c.tags ?? []),
        timeoutMs,
        expectedFail: c.expectedFail ?? false,
        skip: c.skip === true ? "skipped" : typeof c.skip === "string" && c.skip !== "" ? c.skip : undefined,
        user: c.user,
        team: c.team,
        metadata: c.metadata,
        ...(c.options !== undefined ? { options: c.options } : {}),
        env: envOf(c),
        expected: c.expected,
        hasExpected,
        rules,
        ...(measureOnly ? { measureOnly } : {}),
        ...(unsupported.length > 0 ? { unsupported } : {}),
        ...(dialog ? { dialog } : {}),
        source: { file, line },
        definition: JSON.stringify({
            assert: c.assert ?? null,
            expected: c.expected ?? null,
            ...(dialog ? { simulator: c.simulator, checkpoints: c.checkpoints, max_turns: dialog.maxTurns } : {}),
        }),
    };
}
/** The case's env, plus yao `options` for the agent (AGENT_BENCH_OPTIONS, JSON). */
function envOf(c) {
    const env = c.env ? Object.fromEntries(Object.entries(c.env).map(([k, v]) => [k, String(v)])) : undefined;
    if (c.options === undefined)
        return env;
    return { ...env, AGENT_BENCH_OPTIONS: JSON.stringify(c.options) };
}

// The fields a suite module's case may have. A typo ("promt", "asserts") is an
// error with the field it meant, never a silently ignored key; a case without
// any check is an error unless it says it only measures (measureOnly: true).
/** skillgym's Case fields plus agent-bench's extras (docs/suites.md). */
const CASE_FIELDS = [
    "id",
    "prompt",
    "tags",
    "timeoutMs",
    "expectedFail",
    "classifyFailure",
    "assert",
    "env",
    "user",
    "team",
    "metadata",
    "skip",
    "measureOnly",
];
/** An unknown field, named before anything else: "promt" is the cause of "no prompt". */
function unknownFieldProblem(c) {
    for (const key of Object.keys(c)) {
        if (CASE_FIELDS.includes(key))
            continue;
        const near = suggest(key, CASE_FIELDS);
        return {
            what: `unknown field "${key}"${near ? ` (did you mean "${near}"?)` : ""}`,
            hint: near ? `rename the field to "${near}"` : `a case's fields are ${CASE_FIELDS.join(", ")}`,
        };
    }
    return undefined;
}
/** The first problem with a case's fields, or undefined. */
function caseFieldProblem(c) {
    const unknown = unknownFieldProblem(c);
    if (unknown)
        return unknown;
    if (c.measureOnly !== undefined && typeof c.measureOnly !== "boolean")
        return { what: "measureOnly must be true or false", hint: "measureOnly: true runs the case for its durations, tokens and cost, with no check" };
    if (c.assert === undefined && c.measureOnly !== true && !c.skip) {
        return {
            what: "no assert: nothing checks what the agent did",
            hint: "add assert(report, ctx) { … }, or measureOnly: true for a case that only measures durations, tokens and cost",
        };
    }
    if (c.assert !== undefined && c.measureOnly === true)
        return { what: "measureOnly: true and an assert", hint: "drop measureOnly (the case has a check) or drop the assert" };
    return undefined;
}

// Suite modules (.ts/.mts/.js/.mjs): default export Case[] or Record<string, Case>,
// optional named export `workspace`. skillgym suites load unchanged.
async function loadModuleSuite(file) {
    const mod = (await importModule(file, "*"));
    const exported = mod.default;
    if (exported === undefined) {
        throw configError(`${file}: the suite has no default export`, { hint: "export default [ { id, prompt, assert } ] (a Case[] or Record<string, Case>)" });
    }
    const entries = Array.isArray(exported)
        ? exported.map((c) => [undefined, c])
        : typeof exported === "object" && exported !== null
            ? Object.entries(exported)
            : [];
    if (typeof exported !== "object" || exported === null) {
        throw configError(`${file}: the default export must be a Case[] or a Record<string, Case>`, { hint: "export default [ { id, prompt, assert } ]" });
    }
    if (entries.length === 0) {
        throw configError(`${file}: no cases`, {
            hint: 'the default export is empty: add a case, e.g. export default [ { id: "greets", prompt: "Say hello", assert(report) { … } } ]',
        });
    }
    const text = await readFile(file, "utf8").catch(() => "");
    const seen = new Map();
    const cases = entries.map(([key, value], index) => toSuiteCase(value, key, index, file, text));
    for (const c of cases) {
        if (seen.has(c.id))
            throw configError(`${file}: duplicate case id "${c.id}"`, { hint: "every case needs its own id" });
        seen.set(c.id, 1);
    }
    let workspace;
    if (mod.workspace !== undefined) {
        const parsed = workspaceSchema.safeParse(mod.workspace);
        if (!parsed.success)
            throw issuesToError(parsed.error.issues, { file, prefix: ["workspace"] });
        workspace = resolveWorkspace$2(parsed.data, path.dirname(file), `${file}: workspace`);
    }
    return { path: file, format: "module", cases, workspace };
}
function toSuiteCase(value, key, index, file, text) {
    const label = key !== undefined ? `case "${key}"` : `case ${index + 1}`;
    if (typeof value !== "object" || value === null)
        throw configError(`${file}: ${label} is not an object`, { hint: "a case is { id, prompt, assert? }" });
    const c = value;
    const id = c.id ?? key;
    const line = lineOf(text, id);
    const fail = (what, hint) => configError(`${file}${line ? `:${line}` : ""}: ${label}: ${what}`, { hint });
    // A misspelt field first: `promt: "hi"` is the reason there is no prompt.
    const unknown = unknownFieldProblem(c);
    if (unknown)
        throw fail(unknown.what, unknown.hint);
    if (typeof id !== "string" || id.trim() === "")
        throw fail("id must be a non-empty string", 'give the case an id, e.g. id: "lists-files"');
    const idProblem = caseIdProblem(id);
    if (idProblem)
        throw fail(idProblem, CASE_ID_HINT);
    if (typeof c.prompt !== "string")
        throw fail("prompt must be a string", "the prompt is the text given to the agent");
    const problem = caseFieldProblem(c);
    if (problem)
        throw fail(problem.what, problem.hint);
    if (c.assert !== undefined && typeof c.assert !== "function")
        throw fail("assert must be a function (report, ctx) => void", "assert receives the session and throws to fail");
    if (c.classifyFailure !== undefined && typeof c.classifyFailure !== "function")
        throw fail("classifyFailure must be a function", "classifyFailure(result) returns a failure class id or { id, label }");
    if (c.timeoutMs !== undefined && (typeof c.timeoutMs !== "number" || !(c.timeoutMs > 0)))
        throw fail("timeoutMs must be a positive number", "timeoutMs is in milliseconds");
    if (c.expectedFail !== undefined && typeof c.expectedFail !== "boolean")
        throw fail("expectedFail must be a boolean", "set expectedFail: true for a case that is known to fail");
    if (c.tags !== undefined && (!Array.isArray(c.tags) || c.tags.some((t) => typeof t !== "string")))
        throw fail("tags must be an array of strings", 'e.g. tags: ["smoke"]');
    if (c.env !== undefined && (typeof c.env !== "object" || c.env === null))
        throw fail("env must be an object of strings", 'e.g. env: { "DEBUG": "1" }');
    return {
        id,
        prompt: c.prompt,
        messages: [{ role: "user", content: c.prompt }],
        tags: normalizeTags(c.tags ?? []),
        timeoutMs: c.timeoutMs,
        expectedFail: c.expectedFail ?? false,
        skip: c.skip === true ? "skipped" : typeof c.skip === "string" && c.skip !== "" ? c.skip : undefined,
        user: typeof c.user === "string" ? c.user : undefined,
        team: typeof c.team === "string" ? c.team : undefined,
        metadata: c.metadata,
        env: c.env ? Object.fromEntries(Object.entries(c.env).map(([k, v]) => [k, String(v)])) : undefined,
        hasExpected: false,
        assert: c.assert,
        classifyFailure: c.classifyFailure,
        source: { file, ...(line ? { line } : {}) },
        definition: [c.assert?.toString() ?? "", c.classifyFailure?.toString() ?? "", String(c.expectedFail ?? false)].join("\n"),
    };
}
/** The line where the case's id appears as a string literal (for annotations and errors). */
function lineOf(text, id) {
    // Most generated ids (`case-${i}`) are nowhere in the text: skip the three scans of it.
    if (typeof id !== "string" || !text.includes(id))
        return undefined;
    const escaped = id.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    const patterns = [new RegExp(`\\bid\\s*:\\s*["'\`]${escaped}["'\`]`), new RegExp(`["'\`]${escaped}["'\`]\\s*:`), new RegExp(`["'\`]${escaped}["'\`]`)];
    for (const pattern of patterns) {
        const match = pattern.exec(text);
        if (match)
            return text.slice(0, match.index).split("\n").length;
    }
    return undefined;
}

// skill-creator's evals.json (anthropics/skills, skill-creator/references/schemas.md)
// as a suite, unchanged: each of `evals[]` is a case with the file's `id`;
// `files` are copied into the execution's workspace; each of `expectations`
// is one assertion an LLM judge grades, with `expected_output` as context.
const TOP$1 = { known: ["skill_name", "evals"], verdict: ["evals"], aliases: { skill: "skill_name", skillName: "skill_name", name: "skill_name" } };
/** skill-creator's SKILL.md calls the expectations "assertions" in evals.json; its schema calls them "expectations". */
const EVAL = {
    known: ["id", "prompt", "expected_output", "files", "expectations", "assertions"],
    verdict: ["prompt", "expected_output", "files", "expectations"],
    aliases: { expectation: "expectations", assertion: "expectations", expected: "expected_output", expectedOutput: "expected_output", file: "files" },
};
function loadSkillEvals(f, options) {
    const root = f.value;
    const warnings = [];
    const warn = (message) => warnings.push(message);
    const problems = new Problems(f.file);
    const skill = problems.collect(() => {
        checkFields(root, TOP$1, f.file, warn);
        return resolveSkill(f, root.skill_name, options, false, warn);
    });
    const { dir } = skillFolderOf$1(f.file);
    const evals = root.evals;
    const ids = new Map();
    const cases = [];
    const unchecked = [];
    evals.forEach((item, index) => {
        const where = `${whereIn(f, ["evals", index])}: evals[${index}]`;
        const parsed = problems.collect(() => toCase$1(item, index, where, f, dir, skill, ids, warn));
        if (!parsed)
            return;
        cases.push(parsed);
        if (parsed.measureOnly)
            unchecked.push(parsed.id);
    });
    problems.throwIfAny();
    if (cases.length === 0)
        throw configError(`${f.file}: no evals`, { hint: 'add evals: {"id": 1, "prompt": "…", "expectations": ["…"]}' });
    if (unchecked.length > 0) {
        warn(`${f.file}: ${unchecked.length === 1 ? "eval" : "evals"} ${unchecked.join(", ")} ${unchecked.length === 1 ? "has" : "have"} no expectations: ` +
            "they run and pass whenever the agent finishes without an error; add expectations for the judge to grade");
    }
    if (skill)
        warnIfHidden(skill, f.file, warn);
    return { suite: { path: f.file, format: "skill-evals", cases }, warnings };
}
function toCase$1(item, index, where, f, skillDir, skill, ids, warn) {
    if (!isRecord$1(item))
        throw configError(`${where} must be an object`, { hint: '{"id": 1, "prompt": "…", "expectations": ["…"]}' });
    const id = caseId(item.id, where);
    const label = `${where} (id ${id})`;
    const first = ids.get(id);
    if (first !== undefined)
        throw configError(`${label}: duplicate id (first in evals[${first}])`, { hint: "every eval needs its own id" });
    ids.set(id, index);
    checkFields(item, EVAL, label, warn);
    if (typeof item.prompt !== "string" || item.prompt.trim() === "")
        throw configError(`${label}: "prompt" must be the task, a non-empty string`, { hint: '"prompt": "…"' });
    if (item.expected_output !== undefined && typeof item.expected_output !== "string")
        throw configError(`${label}: "expected_output" must be a string`, { hint: "a description of success, given to the judge with each expectation" });
    const expectations = expectationsOf(item, label, f, index, warn);
    const files = filesOf(item.files, label, skillDir);
    const prompt = files.length > 0 ? `${item.prompt}\n\nInput files: ${files.map((c) => c.path).join(", ")}` : item.prompt;
    const line = f.lineOf?.(["evals", index]);
    return {
        id,
        prompt,
        messages: [{ role: "user", content: prompt }],
        tags: [],
        expectedFail: false,
        hasExpected: false,
        ...(expectations.length === 0 ? { measureOnly: true } : {}),
        ...(files.length > 0 ? { files } : {}),
        skillEval: {
            kind: "task",
            ...(skill ? { skill } : {}),
            expectations,
            ...(item.expected_output !== undefined ? { expectedOutput: item.expected_output } : {}),
        },
        source: { file: f.file, ...(line ? { line } : {}) },
        definition: JSON.stringify({
            expectations: expectations.map((e) => e.text),
            expected_output: item.expected_output ?? null,
            files: files.map((c) => [c.path, fileDigest(c.source)]),
        }),
    };
}
function caseId(raw, where) {
    if (raw === undefined)
        throw configError(`${where} has no "id"`, { hint: 'give every eval an id: "id": 1' });
    if (!(typeof raw === "string" && raw.trim() !== "") && !(typeof raw === "number" && Number.isFinite(raw)))
        throw configError(`${where}: "id" must be a number or a string`, { hint: '"id": 1' });
    const id = String(raw);
    const problem = caseIdProblem(id);
    if (problem)
        throw configError(`${where}: ${problem}`, { hint: CASE_ID_HINT });
    return id;
}
function expectationsOf(item, label, f, index, warn) {
    if (item.expectations !== undefined && item.assertions !== undefined)
        throw configError(`${label}: both "expectations" and "assertions"`, { hint: 'keep one list: "expectations" (skill-creator\'s schema)' });
    const key = item.assertions !== undefined ? "assertions" : "expectations";
    const raw = item[key];
    if (raw === undefined)
        return [];
    if (!Array.isArray(raw) || raw.some((e) => typeof e !== "string" || e.trim() === ""))
        throw configError(`${label}: "${key}" must be a list of statements (non-empty strings)`, { hint: `"${key}": ["The output includes X"]` });
    const seen = new Set();
    const out = [];
    raw.forEach((text, i) => {
        if (seen.has(text))
            return warn(`${label}: expectation "${text}" is listed twice; it is graded once`);
        seen.add(text);
        const line = f.lineOf?.(["evals", index, key, i]);
        out.push({ text, ...(line ? { line } : {}) });
    });
    return out;
}
/** `files`: paths relative to the skill folder, each a file or folder inside it; copied to the same relative path in the workspace. */
function filesOf(raw, label, skillDir) {
    if (raw === undefined)
        return [];
    if (!Array.isArray(raw))
        throw configError(`${label}: "files" must be a list of paths`, { hint: '"files": ["evals/files/sample.pdf"]' });
    const realSkill = realpathSync(skillDir);
    const out = new Map();
    raw.forEach((entry, i) => {
        const at = `${label}: files[${i}]`;
        if (typeof entry !== "string" || entry.trim() === "")
            throw configError(`${at} must be a path`, { hint: '"files": ["evals/files/sample.pdf"]' });
        const hint = `paths in "files" are relative to the skill folder ${skillDir} and stay inside it`;
        if (path.isAbsolute(entry) || /^[a-zA-Z]:[\\/]/.test(entry))
            throw configError(`${at}: "${entry}" is an absolute path`, { hint });
        const source = path.resolve(skillDir, entry);
        const rel = path.relative(skillDir, source);
        if (rel === "" || rel.startsWith("..") || path.isAbsolute(rel))
            throw configError(`${at}: "${entry}" is outside the skill folder`, { hint });
        if (!existsSync(source))
            throw configError(`${at}: "${entry}" does not exist (looked for ${source})`, { hint });
        const real = realpathSync(source);
        if (path.relative(realSkill, real).startsWith(".."))
            throw configError(`${at}: "${entry}" links outside the skill folder (to ${real})`, { hint });
        const target = rel.split(path.sep).join("/");
        out.set(target, { source, path: target });
    });
    return [...out.values()];
}
/** What a file (or a folder's files) holds, for the test fingerprint: a changed input file is a changed test. */
function fileDigest(file) {
    const hash = createHash("sha256");
    const add = (p, rel) => {
        const st = statSync(p);
        if (st.isDirectory()) {
            for (const name of readdirSync(p).sort())
                add(path.join(p, name), `${rel}/${name}`);
        }
        else {
            hash.update(`${rel}\0`);
            hash.update(readFileSync(p));
        }
    };
    add(file, ".");
    return hash.digest("hex").slice(0, 16);
}

// Trigger eval sets as suites: skill-creator's description optimizer reads a
// list of `{"query", "should_trigger"}`; other tools write `{"skill_name"?,
// "evals": [{"prompt"|"query", "should_trigger"}]}`. Each query is a case
// that passes when the agent used the skill exactly when it should have.
const TOP = { known: ["skill_name", "evals"], verdict: ["skill_name", "evals"], aliases: { skill: "skill_name", skillName: "skill_name", name: "skill_name" } };
const QUERY = {
    known: ["query", "prompt", "should_trigger"],
    verdict: ["query", "prompt", "should_trigger"],
    aliases: { shouldTrigger: "should_trigger", trigger: "should_trigger", expected: "should_trigger" },
};
function loadTriggerEvals(f, options) {
    const warnings = [];
    const warn = (message) => warnings.push(message);
    const listed = Array.isArray(f.value);
    const root = listed ? {} : f.value;
    const items = (listed ? f.value : root.evals);
    const base = listed ? [] : ["evals"];
    if (!listed)
        checkFields(root, TOP, f.file, warn);
    const skill = resolveSkill(f, root.skill_name, options, true, warn);
    if (!skill) {
        throw configError(`${f.file}: a trigger eval set needs the skill it tests`, {
            hint: 'keep the file in <skill>/evals/ next to the skill\'s SKILL.md, write it as {"skill_name": "pdf", "evals": [...]}, or pass --skill NAME',
        });
    }
    warnIfHidden(skill, f.file, warn);
    const problems = new Problems(f.file);
    const cases = [];
    items.forEach((item, index) => {
        const key = [...base, index];
        const where = `${whereIn(f, key)}: ${listed ? "" : "evals"}[${index}]`;
        const parsed = problems.collect(() => toCase(item, index, where, f, key, skill, warn));
        if (parsed)
            cases.push(parsed);
    });
    problems.throwIfAny();
    if (cases.length === 0)
        throw configError(`${f.file}: no queries`, { hint: '[{"query": "…", "should_trigger": true}, {"query": "…", "should_trigger": false}]' });
    return { suite: { path: f.file, format: "trigger-evals", cases }, warnings };
}
function toCase(item, index, where, f, key, skill, warn) {
    if (!isRecord$1(item))
        throw configError(`${where} must be an object`, { hint: '{"query": "…", "should_trigger": true}' });
    checkFields(item, QUERY, where, warn);
    if (item.query !== undefined && item.prompt !== undefined)
        throw configError(`${where}: both "query" and "prompt"`, { hint: "keep one of them" });
    const query = item.query ?? item.prompt;
    if (typeof query !== "string" || query.trim() === "")
        throw configError(`${where}: "query" (or "prompt") must be the user's request, a non-empty string`, { hint: '"query": "…"' });
    if (typeof item.should_trigger !== "boolean")
        throw configError(`${where}: "should_trigger" must be true or false`, {
            hint: `${item.should_trigger === undefined ? "add" : "write"} "should_trigger": true (or false, for a query the skill is not for)`,
        });
    const line = f.lineOf?.(key);
    // The skill in the id: trigger sets of several skills run together without clashing.
    const id = `${skill.name}-trigger-${index + 1}`;
    return {
        id,
        prompt: query,
        messages: [{ role: "user", content: query }],
        tags: ["trigger"],
        expectedFail: false,
        hasExpected: false,
        skillEval: { kind: "trigger", skill, shouldTrigger: item.should_trigger },
        source: { file: f.file, ...(line ? { line } : {}) },
        definition: JSON.stringify({ skill: skill.name, should_trigger: item.should_trigger }),
    };
}

// A suite file that is neither a module nor JSONL: an Agent Skills eval file,
// recognized by its content whatever its name, or an unknown format.
async function loadSkillSuite(file, options) {
    const f = await readSkillFile(file);
    const format = skillFormatOf(f.value);
    if (format === "skill-evals")
        return loadSkillEvals(f, options);
    if (format === "trigger-evals")
        return loadTriggerEvals(f, options);
    throw configError(`${file}: unknown suite format`, {
        hint: 'suites are .ts, .mts, .js or .mjs modules, .jsonl files, an Agent Skills evals.json ({"skill_name": …, "evals": [{"id", "prompt", …}]}) ' +
            'or a trigger eval set ([{"query": …, "should_trigger": true}])',
    });
}

// One entry for every suite format, chosen by extension (Agent Skills eval files
// by their content, whatever their name); `-i` gives an inline case.
async function loadSuite(file, options = {}) {
    provideSuiteApi();
    const abs = path.resolve(file);
    if (!existsSync(abs)) {
        const near = suggest(path.basename(abs), siblings(abs));
        throw configError(`suite not found: ${shownPath(abs)}${near ? ` (did you mean ${shownPath(path.join(path.dirname(abs), near))}?)` : ""}`, {
            hint: "pass the path of a .ts/.js suite module or a .jsonl file",
        });
    }
    if (statSync(abs).isDirectory())
        throw configError(`${file} is a folder, not a suite file`, { hint: "pass the suite file itself (e.g. suite.ts or cases.jsonl)" });
    if (abs.endsWith(".jsonl")) {
        const suite = await loadJsonlSuite(abs, options);
        return { suite, warnings: suite.warnings };
    }
    if (isModulePath(abs))
        return { suite: await loadModuleSuite(abs), warnings: [] };
    return loadSkillSuite(abs, options);
}
function siblings(file) {
    try {
        return readdirSync(path.dirname(file));
    }
    catch {
        return [];
    }
}
/** The path as the user likely typed it: relative to the working folder when inside it. */
function shownPath(abs) {
    const relative = path.relative(process.cwd(), abs);
    return relative && !relative.startsWith("..") && !path.isAbsolute(relative) ? relative : abs;
}
/** Direct message mode (`-i "prompt"`): one ad-hoc case. */
function inlineSuite(message, cwd) {
    if (/^(scripts[.:]|agents:)/.test(message)) {
        throw configError(`-i "${message}": yao ${message.startsWith("agents:") ? "generated test cases (agents:…)" : "script tests (scripts.…)"} are not supported`, {
            where: "-i",
            hint: `write the cases as a JSONL suite, or put script checks in a "script" rule (${docUrl("suites.md")})`,
        });
    }
    let input = message;
    // A JSON message or conversation is accepted as well as plain text.
    if (/^\s*[[{]/.test(message)) {
        try {
            input = JSON.parse(message);
        }
        catch {
            input = message;
        }
    }
    const messages = parseInput(input, { where: "-i", baseDir: cwd });
    return {
        path: "<inline>",
        format: "inline",
        cases: [
            {
                id: "direct",
                prompt: promptOf(messages),
                messages,
                tags: [],
                expectedFail: false,
                hasExpected: false,
                // yao's direct message mode has nothing to assert: the case measures the reply.
                measureOnly: true,
                source: { file: "<inline>" },
                definition: "",
            },
        ],
    };
}
/** yao's rule: `-i` names a suite file when it ends in .jsonl/.json, or contains "/" and the file exists. */
function isSuitePath(value, cwd) {
    if (/\.(jsonl|json|ts|mts|js|mjs)$/.test(value) && existsSync(path.resolve(cwd, value)))
        return true;
    return value.includes("/") && !/\s/.test(value) && existsSync(path.resolve(cwd, value));
}

// Checks of Agent Skills eval suites that need the run's settings: `--skill`
// must name the skill of some trigger eval set, expectations need a judge,
// and files copied into a shared folder stay there.
/** `--skill` with no Agent Skills eval file among the suites would change nothing: a mistake. */
function checkSkillFlag(skill, suites) {
    if (skill === undefined)
        return;
    if (suites.some((s) => s.format === "trigger-evals" || s.format === "skill-evals"))
        return;
    throw configError(`--skill ${skill}: none of the suites is a trigger eval set or an evals.json`, {
        where: "--skill",
        hint: '--skill names the skill of a trigger eval set ([{"query", "should_trigger"}]); drop it for other suites',
    });
}
/** Expectations are graded by the config's judge: without one the run cannot grade them, so it does not start. */
function checkExpectationJudge(suite, judge, configFile) {
    if (judge !== undefined)
        return;
    const graded = suite.cases.filter((c) => c.skillEval?.kind === "task" && c.skillEval.expectations.length > 0);
    if (graded.length === 0)
        return;
    const first = graded[0];
    const where = `${first.source.file}${first.source.line ? `:${first.source.line}` : ""}`;
    const count = graded.length === 1 ? `eval ${first.id} has` : `${graded.length} evals (${graded.map((c) => c.id).join(", ")}) have`;
    throw configError(`${where}: ${count} expectations, which an LLM judge grades, but no judge is configured${configFile ? ` in ${configFile}` : ""}`, {
        hint: `add a runner for the judge and "judge: <its id>" to agent-bench.config.* (e.g. runners: { grader: { type: claude-code } }, judge: grader); see ${docUrl("assertions.md#the-llm-judge")}`,
    });
}
/** evals.json `files` in a folder the executions share (the repository itself in mode none) stay there after the run. */
function sharedFilesWarning(suite, workspace) {
    const { mode } = workspace;
    if (mode === "isolated" || mode === "repository" || !suite.cases.some((c) => c.files && c.files.length > 0))
        return [];
    return [
        `the evals' "files" are copied into the ${mode === "none" ? "folder the agent runs in" : "shared workspace"} (workspace mode ${mode}) ` +
            "and left there (one the folder already has with other content is never replaced); an isolated workspace gives every execution its own copy",
    ];
}

// The run's variants: --variant ids (the config's, or `default`) and a
// program's definitions, checked before the first agent starts against the
// runners and the workspace, so a variant that cannot apply costs nothing.
/** The variants in the order given (each once), with each one's runner settings; undefined for an ordinary run. */
function resolveVariants(req) {
    const entries = (req.given ?? []).flatMap((g) => (typeof g === "string" ? splitList([g]) : [g]));
    if (entries.length === 0)
        return undefined;
    const out = [];
    for (const entry of entries) {
        const id = typeof entry === "string" ? entry : entry.id;
        if (out.some((v) => v.variant.id === id)) {
            if (typeof entry === "string")
                continue; // --variant a,a: once
            throw configError(`variants: the id "${id}" is given twice`, { where: "variants", hint: "give each variant its own id" });
        }
        const { definition, source } = typeof entry === "string" ? named(entry, req.config) : { definition: entry, source: programSource(entry, req.cwd) };
        const checked = checkVariant(definition, req.runners, { ...source, root: findRepoRoot(source.dir) });
        if (!checked.variant)
            throw configError(checked.problems.join("\n  "), { hint: `fix the variant above (${docUrl("configuration.md#variants")})` });
        checkWorkspace(checked.variant, req.workspace);
        out.push({ variant: checked.variant, runners: checked.runners });
    }
    return out;
}
function named(id, config) {
    if (id === DEFAULT_VARIANT)
        return { definition: { id }, source: { file: "--variant", dir: config.dir, prefix: [] } };
    const found = config.variants.find((v) => v.definition.id === id);
    if (found)
        return found;
    const ids = config.variants.map((v) => v.definition.id);
    throw configError(`--variant: no variant "${id}"${didYouMean(id, [DEFAULT_VARIANT, ...ids])}`, {
        where: "--variant",
        hint: ids.length
            ? `the config's variants: ${ids.join(", ")}; "${DEFAULT_VARIANT}" is the unmodified treatment`
            : `the config has no variants (add them under \`variants\` in ${config.file ?? "agent-bench.config.*"}); "${DEFAULT_VARIANT}" is the unmodified treatment`,
    });
}
function programSource(def, cwd) {
    return { file: "variants", dir: cwd, prefix: [def.id] };
}
/**
 * A variant that changes files needs a workspace copied per execution; the skills it removes must be in the copy.
 * The copy's source is known now, unless a bootstrap makes the skills (then applying the variant checks).
 */
function checkWorkspace(variant, workspace) {
    if (!changesFiles(variant))
        return;
    const mode = workspace?.mode ?? "none";
    if (mode === "none" || mode === "shared") {
        throw configError(`variant "${variant.id}" changes workspace files, and workspace mode "${mode}" ${mode === "none" ? "runs the agent in your own folder" : "shares one folder between executions"}`, {
            where: "--variant",
            hint: 'drop the workspace mode for the default (a copy of the repository per execution), or use mode: "isolated"; a variant that only overrides runner settings works in any mode',
        });
    }
    if (variant.removeSkills.length === 0 || workspace?.bootstrap)
        return;
    const folder = workspace?.cwd ?? workspace?.templateDir;
    if (!folder)
        return;
    missingSkills(variant, findSkills(folder).map((s) => s.name));
}
/** A skill to remove that no agent skill folder holds: an error naming the variant and the skills that exist. */
function missingSkills(variant, present) {
    const missing = variant.removeSkills.filter((name) => !present.includes(name));
    if (missing.length === 0)
        return;
    const names = [...new Set(present)].sort();
    throw configError(`variant "${variant.id}": skills.remove: no agent skill folder holds ${missing.map((m) => `"${m}"${didYouMean(m, names)}`).join(", ")}`, {
        hint: names.length ? `skills in the workspace: ${names.join(", ")}` : "the workspace has no skills (<skill folder>/<name>/SKILL.md)",
    });
}

// Reporter agents (yao's `-r`): `--reporter agent:RUNNER`, or a config
// `reporters` entry { agent, extensions?, options?, timeout? }. A configured
// runner writes the -o files it takes; yao's built-in ids map to agent-bench's
// own renderers. Pure: specs in, specs out.
/** yao's built-in reporter agents, rendered by agent-bench itself ("summary": the Markdown report's top sections). */
const BUILTIN_AGENTS = { "report.json": "json", "report.markdown": "md", "report.html": "html", "report.summary": "summary" };
const PREFIX = "agent:";
function isAgentSpec(spec) {
    return typeof spec !== "string" || spec.startsWith(PREFIX);
}
function builtinAgent(agent) {
    return Object.hasOwn(BUILTIN_AGENTS, agent) ? BUILTIN_AGENTS[agent] : undefined;
}
/** Files other programs read: an agent writes them only when its entry lists their extensions. */
function isMachineExtension(extension) {
    const format = BUILTIN_EXTENSIONS[extension];
    return format === "json" || format === "junit" || format === "jsonl";
}
/** `agent:writer` or a config entry → the spec; `verbose` is -v. */
function agentSpecOf(entry, verbose) {
    const raw = typeof entry === "string" ? { agent: entry.slice(PREFIX.length) } : entry;
    const where = typeof entry === "string" ? "--reporter" : "reporters";
    const agent = raw.agent.trim();
    if (agent === "") {
        throw configError(`${where}: "${typeof entry === "string" ? entry : "agent"}" names no runner`, {
            where,
            hint: `write agent:<runner id> (a runner from the config), or one of ${Object.keys(BUILTIN_AGENTS).join(", ")}`,
        });
    }
    const extensions = raw.extensions?.map((e) => (e.startsWith(".") ? e : `.${e}`).toLowerCase());
    const streamed = extensions?.filter((e) => BUILTIN_EXTENSIONS[e] === "jsonl") ?? [];
    if (streamed.length > 0) {
        throw configError(`reporter agent:${agent}: ${streamed.join(", ")} is the event log the engine streams during the run; an agent cannot write it`, {
            where,
            hint: "drop it from extensions",
        });
    }
    return {
        name: `${PREFIX}${agent}`,
        agent,
        ...(extensions ? { extensions: [...new Set(extensions)] } : {}),
        options: { verbose, include_outputs: true, include_inputs: true, ...raw.options },
        ...(raw.timeoutMs !== undefined ? { timeoutMs: raw.timeoutMs } : {}),
    };
}
/** The runner ids reporter agents use (built-in ids need none): they serve the run and are not benchmarked. */
function reporterRunnerIds(entries) {
    return entries
        .filter(isAgentSpec)
        .map((e) => (typeof e === "string" ? e.slice(PREFIX.length) : e.agent).trim())
        .filter((id) => id !== "" && !builtinAgent(id));
}

// Which runners a run benchmarks: the configured ones and runner types named
// with --runner, less the runners that serve the suite (judges, simulated
// users, reporter agents); a run left with none is an error.
/**
 * The runners to benchmark and the run's reporters. Judges, simulated users and reporter agents
 * serve the suite; a run where nothing is left to benchmark is an error.
 */
function benchmarkedRunners(suite, config, settings) {
    const helpers = checkHelpers(suite, config);
    // A reporter agent's runner writes the report; it is benchmarked only when --runner names it.
    const named = new Set(splitList(settings.runners ?? []));
    const reporters = [...(settings.reporters ?? []), ...config.reporters];
    const reporting = new Set(reporterRunnerIds(reporters).filter((id) => !named.has(id)));
    const runners = agentRunners(selectableRunners(config, settings), helpers, settings).filter((r) => !reporting.has(r.id));
    const serving = [...new Set([...helpers.keys(), ...[...reporting].filter((id) => config.runners.some((r) => r.id === id))])];
    if (runners.length === 0 && serving.length > 0 && config.runners.length > 0) {
        throw configError(`every configured runner serves the suite (${serving.join(", ")}): none is left to benchmark`, {
            where: config.file,
            hint: "add a runner for the agent under test",
        });
    }
    if (runners.length === 0) {
        throw configError("no runners configured", {
            where: config.file ?? "agent-bench.config.*",
            hint: `add runners to agent-bench.config.{ts,json,yaml} next to the suite, or name a runner type with --runner (${runnerTypes().join(", ")})`,
        });
    }
    return { runners, reporters };
}
/**
 * Every runner the run may use works in-process (scripted, http): the configured ones (judge, helper and
 * reporter runners are configured too) and those --runner adds. Known once the config is loaded, before the suite.
 * Wrong only on the safe side: a process helper stopped too early is started again by the first spawn.
 */
function onlyInProcess(config, settings) {
    return selectableRunners(config, settings).every((r) => getAdapter(r.type)?.inProcess === true);
}
/** Configured runners, plus runner types named with --runner when no runner has that id; --model overrides models. */
function selectableRunners(config, settings) {
    const runners = [...config.runners];
    for (const id of splitList(settings.runners ?? [])) {
        if (runners.some((r) => r.id === id))
            continue;
        const adapter = getAdapter(id);
        if (adapter && !adapter.requiresCommand && !adapter.requiresModel) {
            runners.push(defaultRunner(adapter, config.dir, undefined));
        }
        else if (adapter && adapter.requiresModel && settings.model) {
            runners.push(defaultRunner(adapter, config.dir, settings.model));
        }
    }
    if (!settings.model)
        return runners;
    return runners.map((r) => ({ ...r, model: settings.model }));
}
/**
 * Runners that serve the suite: every judge (its rules' runner or the config's default) and every
 * simulated user must be configured. Returns their ids: they judge or play the user, they are not benchmarked.
 */
function checkHelpers(suite, config) {
    const helpers = new Map();
    if (config.judge)
        helpers.set(config.judge, "the config's judge");
    const need = (c, id, what, hint) => {
        const where = `${c.source.file}${c.source.line ? `:${c.source.line}` : ""}`;
        if (!id)
            throw configError(`${where}: case "${c.id}" has a ${what} but no runner for it`, { hint });
        if (!config.runners.some((r) => r.id === id)) {
            throw configError(`${where}: case "${c.id}": the ${what} runner "${id}" is not configured`, {
                hint: `configured runners: ${config.runners.map((r) => r.id).join(", ") || "none"}`,
            });
        }
        if (!helpers.has(id))
            helpers.set(id, `the ${what} of case "${c.id}"`);
    };
    for (const c of suite.cases) {
        const rules = [...(c.rules ?? []), ...(c.dialog?.checkpoints.flatMap((cp) => cp.rules) ?? [])];
        for (const rule of rules) {
            if (rule.type !== "judge" && rule.type !== "agent")
                continue;
            need(c, rule.runner ?? rule.use?.replace(/^agents:/, "") ?? config.judge, "judge", 'add "judge": "<runner id>" to the config, or "runner": "<id>" to the rule');
        }
        if (c.dialog)
            need(c, c.dialog.simulator.runner, "simulated user", 'set "simulator": {"use": "<runner id>"} to a runner in the config');
    }
    return helpers;
}
/** The runners to benchmark: judges and simulated users only serve; naming one with --runner is an error. */
function agentRunners(runners, helpers, settings) {
    for (const id of splitList(settings.runners ?? [])) {
        const role = helpers.get(id);
        if (role)
            throw configError(`--runner ${id}: "${id}" is ${role}, not an agent to benchmark`, {
                where: "--runner",
                hint: "a runner that judges or plays the user is not benchmarked; configure a second runner of the same type to benchmark it",
            });
    }
    return runners.filter((r) => !helpers.has(r.id));
}

// One cell's snapshot check, as skillgym decides it: the metric averaged over
// the cell's passing runs may not rise past the baseline by more than the
// tolerance (absolute tokens, percent, or both: exceeding either fails); a
// decrease never fails. Pure: the caller says what the file holds and what
// the mode allows.
/** The verdict for a cell whose passing runs averaged `actual`. */
function judgeSnapshot(entry, actual, subject, settings) {
    if (!entry)
        return { kind: "missing", actual };
    const why = staleness(entry, subject, settings.metric);
    if (why)
        return { kind: "stale", baseline: entry, actual, why };
    const allowed = allowedValue(entry.value, settings.tolerance);
    if (actual > allowed)
        return { kind: "exceeded", baseline: entry.value, actual, allowed };
    return { kind: "within", baseline: entry.value, actual };
}
/** The highest value that still passes: the lower of the two limits when both are set. */
function allowedValue(baseline, tolerance) {
    const limits = [
        ...(tolerance.absolute !== undefined ? [baseline + tolerance.absolute] : []),
        ...(tolerance.percent !== undefined ? [baseline * (1 + tolerance.percent / 100)] : []),
    ];
    return Math.min(...limits);
}
/** Why a snapshot does not describe this cell any more (another metric, agent or model), or undefined. */
function staleness(entry, subject, metric) {
    if (entry.metric !== metric)
        return `it was recorded for ${entry.metric}, and the config now checks ${metric}`;
    if (entry.agentType !== subject.agentType)
        return `it was recorded for runner type ${entry.agentType}, and "${subject.runnerId}" is now ${subject.agentType}`;
    if (entry.model !== undefined && subject.model !== undefined && entry.model !== subject.model)
        return `it was recorded with model ${entry.model}, and "${subject.runnerId}" now uses ${subject.model}`;
    return undefined;
}
/** "+300 tokens or +15%: at most 1,265" */
function toleranceText(tolerance, allowed) {
    const parts = [
        ...(tolerance.absolute !== undefined ? [`+${formatNumber(tolerance.absolute)} tokens`] : []),
        ...(tolerance.percent !== undefined ? [`+${formatNumber(tolerance.percent)}%`] : []),
    ];
    return `${parts.join(" or ")}: at most ${formatNumber(allowed)}`;
}
/** "rose 1000 → 1500 (+500, +50.0%)" */
function changeText(baseline, actual) {
    const delta = actual - baseline;
    const share = baseline === 0 ? "" : `, ${delta >= 0 ? "+" : ""}${((delta / baseline) * 100).toFixed(1)}%`;
    return `${delta > 0 ? "rose" : delta < 0 ? "fell" : "stayed"} ${formatNumber(baseline)} → ${formatNumber(actual)} (${delta >= 0 ? "+" : ""}${formatNumber(delta)}${share})`;
}
/** As skillgym prints values: integers as they are, others with two decimals. */
function formatNumber(value) {
    return Number.isInteger(value) ? String(value) : value.toFixed(2);
}

// skillgym's snapshot file, byte for byte: {"version": 1, "entries": {"<caseId>::<runnerId>": …}},
// keys sorted, two-space JSON and a final newline, so a skillgym project keeps its
// file and its diffs. Reading it is the only I/O here; a malformed file is a
// mistake reported before any agent runs.
const entrySchema = object({
    caseId: string(),
    runnerId: string(),
    metric: _enum(SNAPSHOT_METRICS),
    value: number().nonnegative(),
    agentType: string(),
    model: string().optional(),
    updatedAt: string(),
});
const fileSchema = object({ version: literal(1), entries: record(string(), entrySchema) });
/** skillgym's key of a cell. */
function snapshotKey(caseId, runnerId) {
    return `${caseId}::${runnerId}`;
}
/** The file's entries; a file that does not exist yet has none. */
async function readSnapshots(file) {
    let text;
    try {
        text = await readFile(file, "utf8");
    }
    catch (error) {
        if (error.code === "ENOENT")
            return new Map();
        throw configError(`${file}: cannot read the snapshot file: ${errorMessage(error)}`, { hint: "make it readable, or point snapshots.path elsewhere" });
    }
    return parseSnapshots(text, file);
}
function parseSnapshots(text, file) {
    let value;
    try {
        value = JSON.parse(text);
    }
    catch (error) {
        throw configError(`${file}: not valid JSON: ${errorMessage(error)}`, {
            hint: "fix the file, or delete it and run once locally to record the snapshots again",
        });
    }
    const parsed = fileSchema.safeParse(value);
    if (!parsed.success) {
        const issue = parsed.error.issues[0];
        const at = issue.path.length ? issue.path.map(String).join(".") : "the file";
        throw configError(`${file}: not a snapshot file: ${at}: ${issue.message}`, {
            hint: 'the file holds {"version": 1, "entries": {"<case>::<runner>": {caseId, runnerId, metric, value, agentType, model, updatedAt}}}',
        });
    }
    return new Map(Object.entries(parsed.data.entries));
}
/** The file's text: entries sorted by key as skillgym sorts them. */
function serializeSnapshots(entries) {
    const sorted = [...entries.entries()].sort(([a], [b]) => a.localeCompare(b));
    return `${JSON.stringify({ version: 1, entries: Object.fromEntries(sorted) }, null, 2)}\n`;
}
async function writeSnapshots(file, entries) {
    await writeFile(file, serializeSnapshots(entries));
}

// skillgym's token snapshots during a run: each case × runner is checked once
// its last run of a round ends, on the metric averaged over its passing runs.
// A failed check fails that last run (origin "snapshot"; expectedFail does not
// excuse it). Locally a missing snapshot is recorded, as skillgym does; in CI
// the file is never rewritten: a missing or stale snapshot fails the cell (or
// only warns, with --snapshots-warn). --update-snapshots records every cell
// that ran.
class SnapshotChecks {
    options;
    cells = new Map();
    changed = new Set();
    constructor(options) {
        this.options = options;
    }
    /** A round's executions (and, when resuming, the results already there): a cell is checked when its last one ends. */
    expect(executions, kept = []) {
        for (const e of executions)
            this.cell(e.case.id, e.runner.id).left++;
        for (const r of kept)
            this.record(r);
    }
    /** The finished result, failed when it ends its cell and the cell's check fails. */
    check(result, testCase) {
        const state = this.record(result);
        state.left = Math.max(0, state.left - 1);
        if (state.left > 0 || state.values.length + state.unreported === 0)
            return { result, warnings: [] };
        const failure = this.verdict(result.caseId, result.runnerId, state);
        if (failure.message === undefined)
            return { result, warnings: failure.warnings };
        if (!result.passed) {
            // The run already failed on its own: it keeps that failure, and the check is said aside.
            return { result, warnings: [...failure.warnings, `${cellName(result)}: snapshot: ${failure.message}`] };
        }
        const failed = {
            ...result,
            status: "failed",
            passed: false,
            failureOrigin: "snapshot",
            failureClass: DEFAULT_FAILURE_CLASSES.snapshot,
            error: { name: "SnapshotError", message: failure.message },
        };
        const classified = applyClassifyFailure(testCase, failed);
        return { result: classified.result, warnings: [...failure.warnings, ...(classified.warning ? [classified.warning] : [])] };
    }
    /** Writes the file when a snapshot was recorded; the line to print, if any. */
    async save() {
        if (this.changed.size === 0)
            return undefined;
        await writeSnapshots(this.options.file, this.options.entries);
        return `snapshots: ${this.changed.size} recorded in ${this.options.shownFile}; review and commit it like any test fixture`;
    }
    cell(caseId, runnerId) {
        const key = snapshotKey(caseId, runnerId);
        let state = this.cells.get(key);
        if (!state)
            this.cells.set(key, (state = { left: 0, values: [], unreported: 0 }));
        return state;
    }
    record(result) {
        const state = this.cell(result.caseId, result.runnerId);
        if (!result.passed || result.status === "skipped")
            return state;
        const value = result.usage?.[this.options.settings.metric];
        if (typeof value === "number" && Number.isFinite(value))
            state.values.push(value);
        else
            state.unreported++;
        return state;
    }
    verdict(caseId, runnerId, state) {
        const { settings, entries, shownFile } = this.options;
        const metric = settings.metric;
        const passing = state.values.length + state.unreported;
        if (state.unreported > 0) {
            return {
                message: `Snapshot check requires provider token metric ${metric}, but it was unavailable for ${caseId} / ${runnerId} (${state.unreported} of ${passing} passing runs did not report it)`,
                warnings: [],
            };
        }
        const actual = state.values.reduce((a, b) => a + b, 0) / state.values.length;
        const key = snapshotKey(caseId, runnerId);
        const runner = this.options.runners.get(runnerId);
        const subject = { caseId, runnerId, agentType: runner?.agentType ?? "unknown", ...(runner?.model ? { model: runner.model } : {}) };
        const cell = `"${caseId}" × "${runnerId}"`;
        const over = `over ${passing} passing run${passing === 1 ? "" : "s"}`;
        if (this.options.update) {
            const before = entries.get(key);
            this.store(key, subject, actual);
            return {
                warnings: [
                    `snapshot ${before ? "updated" : "recorded"}: ${cell} ${metric} ${before ? changeText(before.value, actual) : formatNumber(actual)} (${over})`,
                ],
            };
        }
        const verdict = judgeSnapshot(entries.get(key), actual, subject, settings);
        const accept = this.options.acceptCommand(caseId, runnerId);
        switch (verdict.kind) {
            case "within":
                return { warnings: [] };
            case "exceeded":
                return {
                    message: `${metric} ${changeText(verdict.baseline, actual)} ${over}, past the tolerance (${toleranceText(settings.tolerance, verdict.allowed)}) of snapshot "${key}" in ${shownFile}. Run with --update-snapshots to accept the new baseline: ${accept}`,
                    warnings: [],
                };
            case "missing":
            case "stale": {
                const what = verdict.kind === "missing"
                    ? `no snapshot of ${metric} for ${cell} in ${shownFile} (this run: ${formatNumber(actual)} ${over})`
                    : `the snapshot of ${cell} in ${shownFile} is stale: ${verdict.why} (this run: ${metric} ${formatNumber(actual)} ${over})`;
                if (!this.options.ci) {
                    this.store(key, subject, actual);
                    return { warnings: [`snapshot ${verdict.kind === "missing" ? "recorded" : "recorded again"}: ${what}`] };
                }
                const fix = `in CI the snapshot file is never rewritten; record it with ${accept} and commit ${shownFile}`;
                if (this.options.warnOnly)
                    return { warnings: [`snapshot not checked: ${what}; ${fix}`] };
                return { message: `${what}; ${fix}`, warnings: [] };
            }
        }
    }
    store(key, subject, value) {
        this.options.entries.set(key, {
            caseId: subject.caseId,
            runnerId: subject.runnerId,
            metric: this.options.settings.metric,
            value,
            agentType: subject.agentType,
            ...(subject.model !== undefined ? { model: subject.model } : {}),
            updatedAt: (this.options.now?.() ?? new Date()).toISOString(),
        });
        this.changed.add(key);
    }
}
function cellName(r) {
    return `"${r.caseId}" × "${r.runnerId}"`;
}

// The run's snapshot checks from the config's `snapshots` and the flags, set
// up before any agent starts: the file is read (a malformed one is a mistake,
// exit 2), and a snapshot flag without a `snapshots` config is one too.
/** skillgym's names for agent types where agent-bench's differ: snapshot files name the agent type. */
const SKILLGYM_TYPES = { cursor: "cursor-agent" };
async function setUpSnapshots(settings, config, runners) {
    const snapshots = config.snapshots;
    if (!snapshots) {
        const flag = settings.updateSnapshots
            ? "--update-snapshots"
            : settings.snapshotsWarn
                ? "--snapshots-warn"
                : settings.snapshotsPath
                    ? "--snapshots"
                    : undefined;
        if (flag)
            throw configError(`${flag}: the config has no snapshots`, {
                where: flag,
                hint: `add snapshots: { tolerance: { percent: 10 } } to the config (${docUrl("configuration.md#snapshots")}), or drop the flag`,
            });
        return undefined;
    }
    const file = settings.snapshotsPath ? path.resolve(settings.cwd, settings.snapshotsPath) : snapshots.file;
    const shownFile = shown(file, settings.cwd);
    return new SnapshotChecks({
        file,
        shownFile,
        settings: { metric: snapshots.metric, tolerance: snapshots.tolerance },
        entries: await readSnapshots(file),
        update: settings.updateSnapshots === true,
        warnOnly: settings.snapshotsWarn === true,
        ci: Boolean(process.env.CI),
        runners: new Map(runners.map((r) => [r.id, { agentType: SKILLGYM_TYPES[r.type] ?? r.type, ...(r.model ? { model: r.model } : {}) }])),
        acceptCommand: (caseId, runnerId) => [
            "agent-bench run",
            ...settings.suites.map((s) => quote(shown(path.resolve(settings.cwd, s), settings.cwd))),
            ...(settings.config ? ["-c", quote(shown(path.resolve(settings.cwd, settings.config), settings.cwd))] : []),
            "--case",
            quote(caseId),
            "--runner",
            quote(runnerId),
            ...(settings.snapshotsPath ? ["--snapshots", quote(shownFile)] : []),
            "--update-snapshots",
        ].join(" "),
    });
}
function shown(file, cwd) {
    const rel = path.relative(cwd, file);
    return rel && !rel.startsWith("..") && !path.isAbsolute(rel) ? rel : file;
}
function quote(word) {
    return /^[\w./:@%+=,-]+$/.test(word) ? word : `'${word.replaceAll("'", `'\\''`)}'`;
}

// Settings → config, suite, runners and plan: everything checked before the
// first agent starts, so a mistake costs nothing. Every setting is resolved
// here, once (a flag, then the config, then the default), into a read-only
// ResolvedRun that the engine, the reports and the action only read.
function defaultParallel() {
    return Math.max(1, Math.min(4, os.availableParallelism()));
}
async function prepareRun(given) {
    // The process helper boots (~45 ms: a fresh Node) while the config and the suite load, not before the first agent.
    // Which runners the config names is known only once it loaded (a TypeScript config is compiled and run). Started
    // after the config instead, the helper was not ready for the action's first agent (bench item 5,
    // docs/performance.md); so it starts now, and a run of in-process runners alone (scripted, http) stops it once the
    // config is loaded.
    warmUpSpawner();
    const cwd = given.cwd;
    const settings = { ...given, suites: await expandSuitePaths(given.suites, cwd) };
    const warnings = [];
    const suitePaths = requireSuitePaths(settings);
    const suiteDir = suitePaths[0] ? path.dirname(suitePaths[0]) : cwd;
    const repoRoot = findRepoRoot(suiteDir);
    // git answers while the config and the suite load, once for the commit and for the repository the default workspace copies.
    const repository = probeRepository(suiteDir);
    const commitLookup = settings.commit ? undefined : detectCommit(repository);
    const config = await loadConfig({
        configPath: settings.config ? path.resolve(cwd, settings.config) : undefined,
        searchFrom: suiteDir,
    });
    warnings.push(...config.warnings);
    if (onlyInProcess(config, settings))
        stopIdleSpawner();
    const suite = await loadSuites(settings, suitePaths, warnings);
    checkExpectationJudge(suite, config.judge, config.file);
    const { runners, reporters } = benchmarkedRunners(suite, config, settings);
    const workspace = resolveWorkspace$1(suite, config, suiteDir, cwd, warnings, await repository);
    const variants = resolveVariants({ given: settings.variants, config, runners, workspace, cwd });
    const plan = planRun(suite, runners, config, settings, warnings, variants);
    const snapshots = await setUpSnapshots(settings, config, plan.runners);
    const starter = starterPromptWarning(plan);
    if (starter)
        warnings.push(starter);
    const outDir = settings.outDir
        ? path.resolve(cwd, settings.outDir)
        : path.join(config.defaults.outDir ?? path.resolve(cwd, ".agent-bench/runs"), timestampSlug());
    const commit = settings.commit ?? (await commitLookup);
    const resolvedRun = {
        settings: Object.freeze(settings),
        config,
        suite,
        plan,
        outDir,
        defaultOutDir: !settings.outDir,
        repoRoot,
        cwd,
        parallel: settings.parallel ?? config.defaults.parallel ?? defaultParallel(),
        failFast: settings.failFast ?? config.defaults.failFast ?? false,
        limits: resolveLimits(settings, config.defaults),
        outputs: Object.freeze([...new Set([...settings.outputs, ...config.outputs])]),
        reporters: Object.freeze(reporters),
        workspace,
        ...(workspace.mode === "repository" ? { repository: await repository } : {}),
        ...(settings.keepWorkspaces !== undefined ? { keepWorkspaces: settings.keepWorkspaces } : {}),
        warnings: Object.freeze(warnings),
        user: settings.user ?? config.defaults.user ?? "test-user",
        team: settings.team ?? config.defaults.team ?? "test-team",
        ...(commit ? { commit } : {}),
        verbose: settings.verbose === true,
        ...(snapshots ? { snapshots } : {}),
        ...(variants ? { variants: Object.freeze(variants.map((v) => v.variant)) } : {}),
    };
    return Object.freeze(resolvedRun);
}
/** The suite files, resolved against cwd; a run needs at least one (or an inline prompt). */
function requireSuitePaths(settings) {
    if (settings.suites.length === 0 && settings.inline === undefined) {
        throw configError("no suite given", { hint: 'agent-bench run SUITE (a .ts/.js module or a .jsonl file), or -i "a prompt" for one ad-hoc case' });
    }
    return settings.suites.map((s) => path.resolve(settings.cwd, s));
}
/** The inline case, or every suite file loaded and merged into one suite (their warnings added to `warnings`). */
async function loadSuites(settings, suitePaths, warnings) {
    if (settings.inline !== undefined) {
        const suite = inlineSuite(settings.inline, settings.cwd);
        checkSkillFlag(settings.skill, [suite]);
        return suite;
    }
    const loaded = [];
    for (const file of suitePaths) {
        const one = await loadSuite(file, { strict: settings.strict, skill: settings.skill });
        warnings.push(...one.warnings);
        loaded.push(one.suite);
    }
    checkSkillFlag(settings.skill, loaded);
    return mergeSuites(loaded);
}
/** The plan: cases × runners × runs, narrowed by --case, --tag (or the config's default tags), --runner and --shard. */
function planRun(suite, runners, config, settings, warnings, variants) {
    const tags = settings.tags?.length ? splitList(settings.tags) : config.defaults.tags;
    const plan = buildPlan({
        cases: suite.cases,
        runners,
        runs: settings.runs ?? config.defaults.runs ?? 1,
        caseIds: settings.cases?.length ? splitList(settings.cases) : undefined,
        tags,
        tagsFrom: settings.tags?.length ? "--tag" : `the config's default tags (${config.format === "skillgym" ? "run.tags" : "defaults.tags"} in ${config.file})`,
        runnerIds: settings.runners?.length ? splitList(settings.runners) : undefined,
        shard: settings.shard,
        ...(variants ? { variants } : {}),
    });
    // A matrix of more shards than cells: this job has nothing to run, which is no mistake (merge needs every shard).
    if (plan.shard && plan.executions.length === 0)
        warnings.push(`--shard ${plan.shard.index}/${plan.shard.total}: this shard has no cells (the plan has fewer cells than shards): nothing to run`);
    return plan;
}
/** The workspace each execution gets: a suite module's own `workspace` export beats the config's; by default a copy of the repository. */
function resolveWorkspace$1(suite, config, suiteDir, cwd, warnings, repository) {
    const declared = suite.workspace ?? config.defaults.workspace ?? { mode: "repository" };
    warnings.push(...sharedFilesWarning(suite, declared));
    const resolved = declared.mode === "repository" ? resolveRepositoryWorkspace(declared, suiteDir, cwd, repository) : undefined;
    if (resolved?.warning)
        warnings.push(resolved.warning);
    return resolved?.workspace ?? declared;
}
/** SUITE arguments that are globs in quotes ('evals/*.ts'), expanded as the action's suite input is; a path that exists stays as it is. */
async function expandSuitePaths(suites, cwd) {
    const out = [];
    for (const s of suites) {
        if (!isGlob(s) || existsSync(path.resolve(cwd, s))) {
            out.push(s);
            continue;
        }
        const matched = await matchSuites(s, cwd);
        if (matched.length === 0)
            throw configError(`the glob ${s} matches no suite file in ${cwd}`, {
                where: "SUITE",
                hint: "suites are .ts/.mts/.js/.mjs modules or .jsonl files; check the pattern, e.g. 'evals/*.ts'",
            });
        out.push(...matched.map((f) => path.relative(cwd, f)));
    }
    return out;
}
function mergeSuites(suites) {
    if (suites.length === 1)
        return suites[0];
    const seen = new Map();
    const cases = [];
    for (const s of suites) {
        for (const c of s.cases) {
            const other = seen.get(c.id);
            if (other)
                throw configError(`case id "${c.id}" is in both ${other} and ${s.path}`, { hint: "case ids must be unique across the suites of one run" });
            seen.set(c.id, s.path);
            cases.push(c);
        }
    }
    const workspaces = suites.map((s) => s.workspace).filter((w) => w !== undefined);
    if (new Set(workspaces.map((w) => JSON.stringify(w))).size > 1) {
        throw configError(`the suites ${suites.map((s) => s.path).join(", ")} declare different workspaces`, { hint: "run them separately" });
    }
    const format = suites.every((s) => s.format === suites[0].format) ? suites[0].format : "module";
    return { path: suites.map((s) => s.path).join(","), format, cases, workspace: workspaces[0] };
}

const prepare = /*#__PURE__*/Object.freeze(/*#__PURE__*/Object.defineProperty({
    __proto__: null,
    defaultParallel,
    prepareRun
}, Symbol.toStringTag, { value: 'Module' }));

// --resume: read what an interrupted or partly failed run finished, so only
// the missing executions and those that errored for infrastructure reasons run again.
const RUN_LOG_FORMAT = { name: "results.jsonl line", hint: "the run log is damaged or was not written by this agent-bench; start a new run" };
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
        let json;
        try {
            json = JSON.parse(text);
        }
        catch {
            // A run killed mid-write leaves a partial last line: everything before it is intact.
            if (i >= lines.length - 2)
                continue;
            throw configError(`${file}:${i + 1}: (top level): not valid JSON`, { where: `${file}:${i + 1}`, hint: RUN_LOG_FORMAT.hint });
        }
        const line = parseSaved(json, `${file}:${i + 1}`, runEventLineSchema, RUN_LOG_FORMAT);
        if (line.type === "start")
            start ??= line;
        if (line.type === "execution")
            latest.set(executionKey(line.result, line.result.run), line.result);
    }
    if (!start)
        throw configError(`${file}: (top level): no "start" line`, { where: file, hint: RUN_LOG_FORMAT.hint });
    return {
        startedAt: start.at,
        invocation: start.invocation,
        cases: start.cases,
        ...(start.treatment ? { treatment: start.treatment } : {}),
        results: [...latest.values()],
    };
}
function pendingExecutions(executions, results) {
    const done = new Set(results.filter(isFinished).map((r) => executionKey(r, r.run)));
    return executions.filter((e) => !done.has(executionKey(cellIdOfPlanned(e), e.run)));
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
        const what = [
            ...changes.files.added,
            ...changes.files.removed,
            ...changes.files.modified,
            ...changes.settings.map((s) => `runner ${s.runnerId} ${s.field}`),
        ];
        throw configError(`what the agent is given changed since the run started${what.length ? ` (${what.slice(0, 3).join(", ")}${what.length > 3 ? ", …" : ""})` : ""}`, { where: "--resume", hint });
    }
}

// One call of a runner that serves the engine rather than being benchmarked:
// the judge of a judge rule, the simulated user of a multi-turn case, a
// reporter agent. It runs in a throwaway home and workspace; its logs and
// session go to `dir`.
/** The helper's session; throws (a plain Error) when it timed out or could not start. */
async function runHelper(call) {
    const { runner, prompt, dir } = call;
    await ensureDir(dir);
    const testCase = {
        id: call.caseId,
        prompt,
        messages: [{ role: "user", content: prompt }],
        tags: [],
        expectedFail: false,
        hasExpected: false,
        source: { file: `<${call.role}>` },
        definition: "",
    };
    const adapter = getAdapter(runner.type);
    const home = await createHome();
    const workspace = await mkdtemp(path.join(os.tmpdir(), `agent-bench-${call.role}-`));
    try {
        for (const f of call.files ?? [])
            await writeFile(path.join(workspace, f.name), f.content);
        const info = runnerInfo(runner);
        const scriptedModelUrl = await call.modelServerUrl?.(runner, { case: testCase, run: call.call, workspace });
        const spec = await adapter.prepare({
            case: testCase,
            runner,
            runnerInfo: info,
            run: call.call,
            workspace,
            home,
            artifactDir: dir,
            env: { ...processEnvSnapshot(), ...call.env, ...runner.env },
            scriptedModelUrl,
            user: call.role,
            team: call.role,
        });
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
        const problem = helperProblem(out.end, path.basename(dir));
        if (problem)
            throw new Error(`the ${call.role} "${runner.id}" ${problem}`);
        return session;
    }
    finally {
        await removeHome(home);
        await rm(workspace, { recursive: true, force: true });
    }
}
/** Why a helper's answer cannot be used (undefined: use its session). Stopped by a cancel, a failed log write or the step limit, it is judged by how its process exited. */
function helperProblem(end, dirName) {
    switch (end.kind) {
        case "exited":
            return end.code === 0 ? undefined : `exited with code ${end.code} (see ${dirName}/stderr.log)`;
        case "signalled":
            return undefined;
        case "spawn-failed":
            return `could not start: ${end.error.message}`;
        case "timed-out":
            return "timed out";
        case "output-limit":
            return "printed more than maxOutputBytes and was stopped";
        case "cancelled":
        case "write-failed":
        case "step-limit":
            return helperProblem(end.exit, dirName);
        default:
            return unreachable(end);
    }
}

// The text of files an agent wrote, for the judge of evals.json expectations
// ("The output file has a SUM formula in B10"). Only regular files inside the
// workspace are read (a path the agent names can point anywhere: a symlink
// out of the workspace is not followed), and only a bounded amount.
const MAX_FILES = 5;
const MAX_CHARS_PER_FILE = 4000;
const READ_BYTES = 16_384;
async function readWrittenFiles(workspace, files) {
    const root = await realpath(workspace).catch(() => undefined);
    if (!root)
        return [];
    const out = [];
    for (const rel of files.slice(0, MAX_FILES))
        out.push({ path: rel, text: await readOne(root, rel) });
    if (files.length > MAX_FILES)
        out.push({ path: `… and ${files.length - MAX_FILES} more files`, text: "(not shown)" });
    return out;
}
async function readOne(root, rel) {
    const real = await realpath(path.join(root, rel)).catch(() => undefined);
    if (!real)
        return "(no longer there)";
    const inside = path.relative(root, real);
    if (inside === "" || inside.startsWith("..") || path.isAbsolute(inside))
        return "(outside the workspace: not shown)";
    const handle = await open(real, "r").catch(() => undefined);
    if (!handle)
        return "(cannot be read)";
    try {
        const stat = await handle.stat();
        if (!stat.isFile())
            return "(not a file)";
        const buffer = Buffer.alloc(Math.min(READ_BYTES, stat.size));
        const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
        const bytes = buffer.subarray(0, bytesRead);
        if (bytes.includes(0))
            return `(binary, ${stat.size} bytes)`;
        const text = bytes.toString("utf8");
        const cut = text.length > MAX_CHARS_PER_FILE || stat.size > bytesRead;
        return cut ? `${text.slice(0, MAX_CHARS_PER_FILE)}\n… (cut: the file has ${stat.size} bytes)` : text;
    }
    finally {
        await handle.close();
    }
}

// The judge for JSONL `judge` rules: a configured runner reads the agent's
// output, the input and the criteria, and answers {"passed": bool, "reason": string}.
// The judge's own call is recorded in the judged execution's folder (judge-<n>/).
const JUDGE_TIMEOUT_MS = 120_000;
function judgePrompt(request, written = []) {
    const criteria = typeof request.criteria === "string" ? request.criteria : JSON.stringify(request.criteria, null, 2);
    const block = (tag, text) => (text === undefined ? [] : [`<${tag}>`, text, `</${tag}>`, ""]);
    return [
        "You are grading the answer an AI agent gave to a task. Judge only against the criteria.",
        ...(request.steps !== undefined ? ["The criteria may be about what the agent did (its steps, the files it wrote) as well as its answer."] : []),
        "",
        ...block("criteria", criteria),
        ...block("expected_output", request.expectedOutput),
        ...block("context", request.metadata ? JSON.stringify(request.metadata, null, 2) : undefined),
        ...block("task", request.input),
        ...block("steps", request.steps),
        ...block("files_written", written.length > 0 ? written.map((f) => `--- ${f.path}\n${f.text}`).join("\n") : undefined),
        ...block("answer", request.output),
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
        const session = await runHelper({
            runner,
            role: "judge",
            caseId: "judge",
            prompt: judgePrompt(request, request.written ? await readWrittenFiles(request.written.workspace, request.written.files) : []),
            call: n,
            dir,
            timeoutMs: options.timeoutMs ?? JUDGE_TIMEOUT_MS,
            signal: options.signal,
            modelServerUrl: options.modelServerUrl,
        });
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
            record.message = `waits for ${spec.after
                .filter((dep) => !byId.get(dep)?.reached)
                .map((d) => JSON.stringify(d))
                .join(", ")}`;
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

// A multi-turn case's session: the last turn's, with what every turn spent.
/** The last turn's session with token counts and cost summed over every turn. */
function withTotals(last, sessions) {
    if (sessions.length <= 1)
        return last;
    const usage = { ...last.usage };
    for (const key of [
        "inputTokens",
        "outputTokens",
        "reasoningTokens",
        "cacheReadTokens",
        "cacheWriteTokens",
        "cacheTokens",
        "totalTokens",
        "inputChars",
        "outputChars",
        "reasoningChars",
    ]) {
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

// yao's multi-turn ("dynamic") mode: the case's input is turn 1; from turn 2
// the simulated user answers the agent; after every agent turn the pending
// checkpoints are checked. The case passes as soon as every required
// checkpoint is reached, and fails when the simulator says the goal is
// achieved first, or max_turns is used up. The agent keeps its workspace and
// home across turns and continues its own session when its CLI can resume.
async function runDialog(args) {
    const { testCase, evaluateOptions } = args;
    const spec = testCase.dialog;
    const state = {
        args,
        records: initialCheckpoints(spec.checkpoints),
        turns: [],
        conversation: [...testCase.messages],
        sessions: [],
        last: {},
        sessionId: undefined,
        started: Date.now(),
        source: { where: `${testCase.source.file}${testCase.source.line ? `:${testCase.source.line}` : ""}`, suiteDir: path.dirname(testCase.source.file) },
        location: { file: repoRelative(testCase.source.file, evaluateOptions.repoRoot), ...(testCase.source.line ? { line: testCase.source.line } : {}) },
    };
    for (let turn = 1; turn <= spec.maxTurns; turn++) {
        const ended = await dialogTurn(state, turn);
        if (ended)
            return ended;
    }
    return done(state, "max-turns", undefined, missed(state.records, `max turns (${spec.maxTurns}) used up`));
}
/** One turn: the user's message, the agent's reply, the checkpoints; the dialog's end when this turn ends it. */
async function dialogTurn(state, turn) {
    const { place, env, timeoutMs } = state.args;
    const maxTurns = state.args.testCase.dialog.maxTurns;
    const remaining = timeoutMs - (Date.now() - state.started);
    if (env.signal.aborted)
        return done(state, "cancelled", { origin: "cancelled", message: `cancelled before turn ${turn}` });
    if (remaining <= 0)
        return done(state, "timeout", { origin: "timeout", message: `timed out after ${timeoutMs} ms, before turn ${turn} of at most ${maxTurns}` });
    const turnPlace = { absDir: path.join(place.absDir, `turn-${turn}`), relDir: `${place.relDir}/turn-${turn}` };
    mkdirSync(turnPlace.absDir, { recursive: true });
    const step = { turn, place: turnPlace, started: Date.now() };
    const user = turn > 1 ? await simulatedUser(state, step) : state.args.testCase.prompt;
    if (typeof user !== "string")
        return user.ended;
    const reply = await agentReply(state, step, user, Math.min(remaining, timeoutMs));
    if ("ended" in reply)
        return reply.ended;
    return checkTurn(state, step, user, reply);
}
/** From turn 2: the simulated user's message, or the dialog's end when it fails or says the goal is achieved. */
async function simulatedUser(state, step) {
    const { testCase, env } = state.args;
    const spec = testCase.dialog;
    const { turn } = step;
    const reply = await askSimulator(env, {
        caseId: testCase.id,
        spec: spec.simulator,
        conversation: state.conversation,
        turn,
        maxTurns: spec.maxTurns,
        checkpoints: state.records,
        dir: step.place.absDir,
    });
    if (reply.kind === "error") {
        state.turns.push({ turn, user: "", reached: [], artifactDir: step.place.relDir, durationMs: Date.now() - step.started, error: reply.message });
        return { ended: done(state, "simulator-error", { origin: "simulator", message: reply.message }) };
    }
    if (reply.kind === "goal-achieved") {
        state.turns.push({ turn, user: excerpt(reply.message), reached: [], artifactDir: step.place.relDir, durationMs: Date.now() - step.started });
        const judged = allRequiredReached(state.records) ? undefined : missed(state.records, `the simulated user said the goal was achieved at turn ${turn}`);
        return { ended: done(state, "goal-achieved", undefined, judged) };
    }
    state.conversation.push({ role: "user", content: reply.message });
    return reply.message;
}
/** The agent's turn; its session is kept (and continued next turn), its failure ends the dialog. */
async function agentReply(state, step, userText, timeoutMs) {
    const { adapter, ctx, env } = state.args;
    const { turn } = step;
    const turnCtx = await turnContext({ ctx, adapter, env, turn, userText, conversation: state.conversation, sessionId: state.sessionId });
    state.last = await runAgentTurn(adapter, turnCtx, step.place, env, timeoutMs);
    const session = state.last.session;
    if (session) {
        state.sessions.push(session);
        writeSession(step.place.absDir, session);
        state.sessionId = session.sessionId ?? state.sessionId;
    }
    if (state.last.failure || !session) {
        const failure = state.last.failure ?? { origin: "runner", message: "the agent gave no session" };
        state.turns.push({
            turn,
            user: excerpt(userText),
            reached: [],
            artifactDir: step.place.relDir,
            durationMs: Date.now() - step.started,
            error: failure.message,
        });
        return { ended: done(state, "agent-failure", { ...failure, message: `turn ${turn}: ${failure.message}` }) };
    }
    state.conversation.push({ role: "assistant", content: session.finalOutput });
    return { session, prompt: turnCtx.case.prompt };
}
/** The pending checkpoints against the agent's reply; when every required one is reached, the case's own rules judge it. */
async function checkTurn(state, step, userText, reply) {
    const { testCase, evaluateOptions } = state.args;
    const spec = testCase.dialog;
    const { session } = reply;
    const input = { session, output: session.finalOutput, input: reply.prompt, testCase, judge: evaluateOptions.judge };
    const checked = await checkCheckpoints(spec.checkpoints, state.records, step.turn, input, state.source);
    state.turns.push({
        turn: step.turn,
        user: excerpt(userText),
        agent: excerpt(session.finalOutput),
        reached: checked.reached,
        artifactDir: step.place.relDir,
        durationMs: Date.now() - step.started,
    });
    if (checked.crashes.length > 0) {
        return done(state, "checkpoints", undefined, { failure: { origin: "assert-hook", error: { name: "RuleCrash", message: checked.crashes.join("\n") } } });
    }
    if (!allRequiredReached(state.records))
        return undefined;
    // The case's own rules (yao ignores them in this mode) judge the last turn.
    const final = testCase.rules || testCase.hasExpected ? await evaluateCase({ ...testCase, dialog: undefined }, session, evaluateOptions) : undefined;
    return done(state, "checkpoints", undefined, final);
}
/** The execution's outcome: the last agent call with every turn's totals, the checkpoints as assertions, the dialog's record. */
function done(state, ended, failure, judged) {
    const { last, sessions, records } = state;
    const assertions = [...checkpointResults(records, state.location), ...(judged?.assertions ?? [])];
    const session = last.session ? withTotals(last.session, sessions) : undefined;
    return {
        ...last,
        ...(session ? { session } : {}),
        failure,
        evaluation: { assertions, ...(judged?.failure ? { failure: judged.failure } : {}) },
        dialog: { turns: state.turns, checkpoints: records, maxTurns: state.args.testCase.dialog.maxTurns, ended },
        durationMs: sessions.reduce((sum, s) => sum + (s.durationMs ?? 0), 0),
    };
}
/** The dialog ended without every required checkpoint: an assertion failure naming the missing ones. */
function missed(records, why) {
    return {
        failure: {
            origin: "assertion",
            error: {
                name: "AssertionError",
                message: `${why}; required checkpoints not reached: ${records
                    .filter((r) => r.required && !r.reached)
                    .map((r) => r.id)
                    .join(", ")}`,
            },
        },
    };
}
/** The simulated user's next message; its failure is the dialog's end, not the run's. */
async function askSimulator(env, request) {
    try {
        if (!env.simulate)
            throw new Error("no simulator is set up for this run");
        const reply = await env.simulate(request);
        return { kind: reply.goalAchieved ? "goal-achieved" : "reply", message: reply.message };
    }
    catch (error) {
        return {
            kind: "error",
            message: `the simulated user ("${request.spec.runner}") failed at turn ${request.turn}: ${error?.message ?? String(error)}`,
        };
    }
}
/** Turn n's context: a CLI that resumes its own session gets only the new message; any other agent the conversation so far. */
async function turnContext(t) {
    const { ctx, adapter, turn, sessionId } = t;
    const testCase = ctx.case;
    const continues = turn > 1 && adapter.resumes === true && (sessionId !== undefined || adapter.inProcess === true);
    const turnCtx = {
        ...ctx,
        case: { ...testCase, prompt: turn === 1 ? testCase.prompt : continues ? t.userText : promptOf([...t.conversation]), messages: [...t.conversation] },
        env: { ...ctx.env, AGENT_BENCH_TURN: String(turn) },
        ...(continues ? { resume: { sessionId: sessionId ?? "", turn } } : {}),
    };
    if (turn > 1)
        turnCtx.scriptedModelUrl = await t.env.modelServerUrl(ctx.runner, { case: turnCtx.case, run: ctx.run, turn, workspace: ctx.workspace });
    return turnCtx;
}
/** One assertion result per checkpoint: a required one passes when reached; an optional one never fails the case. */
function checkpointResults(records, location) {
    return records.map((r) => ({
        kind: "checkpoint",
        name: r.id,
        passed: r.reached || !r.required,
        message: r.reached
            ? `reached at turn ${r.reachedAtTurn}${r.message ? `: ${r.message}` : ""}`
            : `${r.required ? "not reached" : "optional, not reached"}${r.message ? `: ${r.message}` : ""}`,
        ...(location ? { location } : {}),
    }));
}

// An execution's result, however it ended: its identity and timing added,
// Case.classifyFailure applied, its session written next to its logs (a full
// disk there errors this execution, not the run).
/** The finished result. durationMs: the agent's own time when it ran (otherwise the time since the execution started). */
function finishResult(place, fields, session, durationMs) {
    const { testCase } = place;
    const endedAt = new Date();
    // assertions comes first here, so results keep their key order (before what the execution decided).
    const identity = {
        caseId: testCase.id,
        runnerId: place.runnerId,
        ...(place.variant !== undefined ? { variant: place.variant } : {}),
        run: place.run,
        artifactDir: place.relDir,
        assertions: [],
    };
    const classified = applyClassifyFailure(testCase, {
        ...identity,
        ...fields,
        assertions: fields.assertions ?? [],
        startedAt: place.startedAt.toISOString(),
        endedAt: endedAt.toISOString(),
        durationMs: durationMs ?? endedAt.getTime() - place.startedAt.getTime(),
    });
    let result = compact(classified.result);
    try {
        writeSession(place.absDir, session);
    }
    catch (error) {
        // A full disk ends this execution, not the run: its result still goes to results.jsonl.
        if (!isDiskFull(error))
            throw error;
        if (result.failureOrigin !== "disk")
            result = { ...result, ...decide({ testCase, failure: diskFailure("session.json", error) }) };
    }
    return { result, warnings: classified.warning ? [classified.warning] : [] };
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

// Executions that end before their agent starts: a skipped case, a case using
// a feature agent-bench cannot run, a runner whose model was rejected earlier
// in the run, a cancelled run.
function notStarted(testCase, runner, env) {
    if (testCase.skip)
        return { status: "skipped", passed: true, error: { name: "Skipped", message: testCase.skip } };
    if (testCase.unsupported?.length) {
        const { file, line } = testCase.source;
        const label = unsupportedLabel(testCase.unsupported);
        return {
            status: "errored",
            passed: false,
            failureOrigin: "unsupported",
            failureClass: { id: label, label },
            error: {
                name: "Unsupported",
                message: `not run (${repoRelative$1(file, env.repoRoot)}${line ? `:${line}` : ""}): ${unsupportedText(testCase.unsupported)}`,
            },
        };
    }
    const rejected = env.rejectedModels.get(runner.id);
    if (rejected) {
        return {
            status: "errored",
            passed: false,
            failureOrigin: "model-rejected",
            failureClass: { id: "model-rejected", label: "Rejected model" },
            error: { name: "ModelRejected", message: `not run: ${rejected}` },
        };
    }
    if (env.signal.aborted) {
        return {
            status: "errored",
            passed: false,
            failureOrigin: "cancelled",
            failureClass: { id: "cancelled", label: "Cancelled" },
            error: { name: "Cancelled", message: "the run was cancelled before this execution started" },
        };
    }
    return undefined;
}

// What an Agent Skills eval needs before its agent starts: a trigger eval
// runs only on a runner that can see skill use, and only in a workspace that
// has the skill; an eval's `files` are copied into the execution's workspace.
/** A trigger eval on a runner whose sessions never show skill use would pass or fail by accident: it is not run. */
function cannotSeeSkills(testCase, runner) {
    if (testCase.skillEval?.kind !== "trigger" || getAdapter(runner.type)?.detectsSkills !== false)
        return undefined;
    return {
        status: "errored",
        passed: false,
        failureOrigin: "unsupported",
        failureClass: { id: "unsupported", label: "Unsupported feature" },
        error: {
            name: "Unsupported",
            message: `not run: runner "${runner.id}" (${runner.type}) cannot tell whether a skill was used, so a trigger eval cannot be graded on it; run it with an agent CLI runner`,
        },
    };
}
/** Copies the case's files into the workspace and checks a trigger eval's skill is there; a problem errors the execution (origin workspace). */
async function setUpSkillEval(testCase, workspace, mode) {
    for (const file of testCase.files ?? []) {
        const problem = await placeFile(file.source, path.join(workspace, ...file.path.split("/")), file.path, mode);
        if (problem)
            return { origin: "workspace", message: problem };
    }
    const spec = testCase.skillEval;
    if (spec?.kind !== "trigger")
        return undefined;
    if (findSkills(workspace).some((s) => s.name === spec.skill.name))
        return undefined;
    return {
        origin: "workspace",
        message: `skill "${spec.skill.name}" is not in the workspace (${workspace}): no ${AGENT_CONTEXT.skillFolders[0]}/<name>/SKILL.md (or ${AGENT_CONTEXT.skillFolders.slice(1).join(", ")}) names it, ` +
            "so the agent cannot use it and the trigger eval would say nothing",
    };
}
/**
 * In a copy made for this execution the eval's file wins; in a folder the executions share (workspace mode none
 * or shared) a file of the user is never replaced: the same content is left as it is, different content errors.
 */
async function placeFile(source, target, rel, mode) {
    if (path.resolve(source) === path.resolve(target))
        return undefined;
    const shared = mode === undefined || mode === "none" || mode === "shared";
    const existing = await stat(target).catch(() => undefined);
    try {
        if (existing && shared) {
            if (existing.isFile() && (await stat(source)).isFile() && (await readFile(target)).equals(await readFile(source)))
                return undefined;
            return `"files": ${rel} already exists in the shared workspace ${path.dirname(target)} with other content; agent-bench does not replace it (use an isolated workspace, or remove it)`;
        }
        if (existing)
            await rm(target, { recursive: true, force: true });
        await mkdir(path.dirname(target), { recursive: true });
        // A temporary name first: executions sharing a folder never see half a file.
        const temp = `${target}.agent-bench-${randomBytes(4).toString("hex")}`;
        await cp(source, temp, { recursive: true, force: true });
        await rename(temp, target);
        return undefined;
    }
    catch (error) {
        return `could not copy "files": ${rel} into the workspace: ${error.message}`;
    }
}

// Applies a variant to one execution's own workspace copy, after the workspace
// is prepared and before the agent starts. Never writes outside the copy: a
// file or folder in the copy that is a symlink to elsewhere is replaced, not
// written through.
/**
 * `workspace`: where the agent works; `root`: the copy that holds it. A problem errors the execution (origin workspace),
 * with the message naming the variant.
 */
async function applyVariant(variant, runner, workspace, root) {
    try {
        if (variant.removeSkills.length > 0) {
            const present = findSkills(workspace);
            missingSkills(variant, present.map((s) => s.name));
            for (const skill of present.filter((s) => variant.removeSkills.includes(s.name)))
                await rm(skill.dir, { recursive: true, force: true });
        }
        const folder = skillFolderOf(runner);
        for (const skill of variant.addSkills) {
            const target = await inside(root, path.join(workspace, folder, path.basename(skill.dir)));
            await rm(target, { recursive: true, force: true });
            await cp(skill.dir, target, { recursive: true });
        }
        for (const file of variant.files) {
            const target = await inside(root, path.join(workspace, ...file.target.split("/")));
            await rm(target, { recursive: true, force: true });
            await cp(file.source, target);
        }
        return undefined;
    }
    catch (error) {
        const message = isAgentBenchError(error) ? `${error.message}${error.hint ? ` (${error.hint})` : ""}` : error.message;
        return { origin: "workspace", message: message.startsWith("variant ") ? message : `variant "${variant.id}": ${message}` };
    }
}
/** The runner's own skill folder (its adapter declares it); runners that declare none (command, scripted, http) get the first agent's. */
function skillFolderOf(runner) {
    return getAdapter(runner.type)?.context?.skillFolders?.[0] ?? AGENT_CONTEXT.skillFolders[0];
}
/** `target` with its parent folder made, when that folder (symlinks resolved) is inside the copy. */
async function inside(root, target) {
    await mkdir(path.dirname(target), { recursive: true });
    const [realRoot, realParent] = await Promise.all([realpath(root), realpath(path.dirname(target))]);
    const rel = path.relative(realRoot, realParent);
    if (rel.startsWith("..") || path.isAbsolute(rel))
        throw new Error(`${path.relative(root, target)} is in a folder that links outside the workspace copy; not written`);
    return target;
}

// One execution: workspace → process → parse → assert → result. Whatever the
// agent does, this returns a result; it throws only for agent-bench's own faults.
async function runExecution(planned, env, attempt = 1) {
    const { case: testCase, runner, run, variant } = planned;
    const cell = cellIdOfPlanned(planned);
    const relDir = executionDir(cell, run) + (attempt > 1 ? `/attempt-${attempt}` : "");
    const absDir = path.join(env.outDir, relDir);
    const folderError = makeFolder(absDir);
    const place = { testCase, runnerId: runner.id, ...(variant ? { variant: variant.id } : {}), run, relDir, absDir, startedAt: new Date() };
    if (folderError)
        return finishResult(place, decide({ testCase, failure: diskFailure(relDir, folderError) }));
    const notRun = notStarted(testCase, runner, env) ?? cannotSeeSkills(testCase, runner);
    if (notRun)
        return finishResult(place, notRun);
    const workspace = await resolveWorkspace(cell, run, attempt, env, absDir);
    if (workspace.failure)
        return finishResult(place, {
            ...decide({ testCase, failure: workspace.failure }),
            workspacePath: path.relative(env.outDir, workspace.root ?? workspace.path),
        });
    // The variant goes on last: a trigger eval's skill is checked in the unmodified workspace, then a variant may remove it.
    const setUp = (await setUpSkillEval(testCase, workspace.path, env.workspace?.mode)) ??
        (variant && changesFiles(variant) ? await applyVariant(variant, runner, workspace.path, workspace.root ?? workspace.path) : undefined);
    if (setUp) {
        const copied = env.workspace?.mode === "isolated" || env.workspace?.mode === "repository";
        const kept = copied ? { workspacePath: path.relative(env.outDir, workspace.root ?? workspace.path) } : {};
        return finishResult(place, { ...decide({ testCase, failure: setUp }), ...kept });
    }
    const home = await env.homes.take();
    try {
        return await runAgent(place, runner, workspace, home, env);
    }
    finally {
        await env.homes.give(home);
    }
}
/** The agent's turn (or turns, for a multi-turn case), its assertions and its result; an isolated workspace goes unless kept. */
async function runAgent(place, runner, prepared, home, env) {
    const { testCase, run, absDir, relDir } = place;
    const workspace = prepared.path;
    const adapter = getAdapter(runner.type);
    const ctx = {
        case: testCase,
        runner,
        runnerInfo: runnerInfo(runner),
        run,
        workspace,
        home,
        artifactDir: absDir,
        env: agentEnv(testCase, runner, run, workspace, env),
        scriptedModelUrl: await env.modelServerUrl(runner, { case: testCase, run, workspace }),
        user: testCase.user ?? env.user,
        team: testCase.team ?? env.team,
    };
    const timeoutMs = env.timeoutFor(testCase, runner);
    const evaluateOptions = {
        caseId: testCase.id,
        runnerId: runner.id,
        run,
        workspace,
        repoRoot: env.repoRoot,
        judge: env.judge ? (request) => env.judge(request, absDir) : undefined,
    };
    const turnPlace = { absDir, relDir };
    const ran = testCase.dialog
        ? await runDialog({ testCase, adapter, ctx, place: turnPlace, env, timeoutMs, evaluateOptions })
        : await singleTurn(testCase, adapter, ctx, turnPlace, env, timeoutMs, evaluateOptions);
    const { outcome, session, failure, evaluation, dialog } = ran;
    const withDialog = dialog ? { dialog } : {};
    const decided = decide({ testCase, failure, evaluation });
    // A failed execution's checks carry the questions `agent-bench explain` asks.
    const assertions = decided.passed ? (evaluation?.assertions ?? []) : withQuestions(evaluation?.assertions ?? [], decided.failureOrigin === "assert-hook");
    if (!outcome || !session)
        return finishResult(place, { ...decided, ...withDialog, assertions });
    const copied = env.workspace?.mode === "isolated" || env.workspace?.mode === "repository";
    const copy = prepared.root ?? workspace;
    const keepWorkspace = copied && env.keepWorkspaces !== false && (!decided.passed || env.keepWorkspaces === true);
    const report = finishResult(place, {
        ...decided,
        assertions,
        usage: session.usage,
        costUsd: session.costUsd,
        turns: session.turns,
        exitCode: exitCodeOf(outcome.end),
        finalOutput: excerpt(session.finalOutput),
        outputDigest: outputHash(session.finalOutput),
        cliVersion: session.cliVersion,
        model: session.model,
        behaviour: behaviourOf(session, workspace),
        ...(outcome.strayProcesses ? { strayProcesses: outcome.strayProcesses } : {}),
        ...(session.unknownEvents ? { unknownEvents: session.unknownEvents } : {}),
        ...(keepWorkspace ? { workspacePath: path.relative(env.outDir, copy) } : {}),
        ...withDialog,
    }, session, ran.durationMs ?? outcome.durationMs);
    if (decided.status === "failed" && session.sessionId && adapter.sessionFiles) {
        const problem = await keepSession(adapter, home, absDir);
        if (problem)
            report.warnings.unshift(problem);
    }
    if (!copied || keepWorkspace)
        return report;
    const cleanupError = await removeWorkspace(copy);
    return cleanupError ? { ...report, warnings: [`could not remove workspace ${copy}: ${cleanupError}`, ...report.warnings] } : report;
}
async function singleTurn(testCase, adapter, ctx, place, env, timeoutMs, evaluateOptions) {
    const turn = await runAgentTurn(adapter, ctx, place, env, timeoutMs);
    if (!turn.session || turn.failure)
        return turn;
    return { ...turn, evaluation: await evaluateCase(testCase, turn.session, evaluateOptions) };
}
/** The execution's artifact folder; a full disk is this execution's failure (returned), anything else agent-bench's. */
function makeFolder(absDir) {
    try {
        mkdirSync(absDir, { recursive: true });
        return undefined;
    }
    catch (error) {
        if (!isDiskFull(error))
            throw error;
        return error;
    }
}
async function resolveWorkspace(cell, run, attempt, env, absDir) {
    const ws = env.workspace;
    if (!ws || ws.mode === "none")
        return { path: ws?.cwd ?? env.cwd };
    if (ws.mode === "shared")
        return env.shared;
    if (env.repository?.failure)
        return env.repository;
    const target = path.join(env.outDir, workspaceDir(cell, run) + (attempt > 1 ? `-attempt-${attempt}` : ""));
    return prepareWorkspace(ws, target, { outDir: env.outDir, artifactDir: absDir, caseId: cell.caseId, runnerId: cell.runnerId }, absDir, env.repository?.path);
}

// skillgym's repeatFailure: a failed run is re-run up to `retries` times.
/** The last attempt is the run's result and lists the earlier ones. */
async function runWithRetries(planned, env, retries) {
    let report = await runExecution(planned, env);
    const earlier = [];
    for (let attempt = 2; attempt <= retries + 1 && retryable(report.result) && !env.signal.aborted; attempt++) {
        const r = report.result;
        earlier.push({ status: r.status, failureOrigin: r.failureOrigin, error: r.error, artifactDir: r.artifactDir, durationMs: r.durationMs });
        const next = await runExecution(planned, env, attempt);
        report = { result: { ...next.result, retries: [...earlier] }, warnings: [...report.warnings, ...next.warnings] };
    }
    return report;
}
function retryable(result) {
    return !result.passed && result.status === "failed";
}

// results.json's content at the end of a run: the header recorded at its
// start, every result in plan order, the CLI versions seen and the summary.
function buildRunFile(req, header, results, startedAt, endedAt) {
    const { suite, plan, cases, treatment } = header;
    return {
        // A reader that knows no variants must not take a variant's cells for ordinary ones: such a file is version 3.
        schemaVersion: req.plan.variants ? 3 : 2,
        tool: { name: "agent-bench", version: req.version },
        startedAt: startedAt.toISOString(),
        endedAt: endedAt.toISOString(),
        suite,
        plan: { ...plan, runners: plan.runners.map((r) => ({ ...r, ...versionOf(results, r.id) })) },
        environment: req.environment,
        cases,
        treatment,
        ...(req.invocation ? { invocation: req.invocation } : {}),
        results: sortResults(results, req.plan),
        summary: summarize(results, req.plan.executions.length, endedAt.getTime() - startedAt.getTime(), req.signal.aborted),
    };
}
/** Results in plan order (case, runner, run), whatever order they finished in. */
function sortResults(results, plan) {
    const caseIndex = new Map(plan.cases.map((c, i) => [c.id, i]));
    const runnerIndex = new Map(plan.runners.map((r, i) => [r.id, i]));
    const variantIndex = new Map((plan.variants ?? []).map((v, i) => [v.variant.id, i]));
    const variantOf = (r) => (r.variant === undefined ? -1 : (variantIndex.get(r.variant) ?? Number.MAX_SAFE_INTEGER));
    return [...results].sort((a, b) => caseIndex.get(a.caseId) - caseIndex.get(b.caseId) ||
        runnerIndex.get(a.runnerId) - runnerIndex.get(b.runnerId) ||
        variantOf(a) - variantOf(b) ||
        a.run - b.run);
}
function versionOf(results, runnerId) {
    const version = results.find((r) => r.runnerId === runnerId && r.cliVersion)?.cliVersion;
    return version ? { version } : {};
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

// The treatment: everything the agent is given to work with (workspace files,
// skills, instruction files, runner settings, CLI version). A pull request
// changes the treatment on purpose, so a changed treatment is compared and
// listed ("What changed for the agent"); only a changed test is left out.
// Documented in docs/stability-json.md and docs/comparison.md.
const MAX_TREATMENT_FILES = 2000;

// Builds the treatment manifest of a run: what the agent can see in its
// workspace (every template file, or, when it works in a folder of the
// repository, the skills, instruction and settings files the agent CLIs read),
// and each runner's settings. Everything is repo-relative or hashed, so the
// same commit gives the same manifest in any folder, home or machine.
// What the agent CLIs read from their working folder, as each runner adapter declares it. Instruction
// files are also read from the folders above, up to the repository root.
const CONTEXT_FOLDERS = [...AGENT_CONTEXT.configPaths, ...AGENT_CONTEXT.skillFolders];
const { instructionFiles: INSTRUCTION_FILES, settingsFiles: SETTINGS_FILES } = AGENT_CONTEXT;
/** Folders never listed: dependencies, version control and agent-bench's own runs, not what the agent is given to read. */
const SKIPPED_FOLDERS = new Set([".git", "node_modules", ".agent-bench"]);
async function buildTreatment(workspace, cwd, runners, roots) {
    return {
        workspace: await workspaceTreatment(workspace, cwd, roots),
        runners: Object.fromEntries(await Promise.all(runners.map(async (r) => [r.id, await runnerTreatment(r, roots)]))),
    };
}
async function workspaceTreatment(workspace, cwd, roots) {
    const mode = workspace?.mode === "repository" ? "isolated" : (workspace?.mode ?? "none");
    const bootstrap = workspace?.bootstrap
        ? {
            bootstrap: {
                command: portableText(workspace.bootstrap.command, roots),
                args: (workspace.bootstrap.args ?? []).map((a) => portableText(a, roots)),
                env: Object.keys(workspace.bootstrap.env ?? {}).sort(),
            },
        }
        : {};
    if (workspace?.mode === "repository") {
        // The agent sees the repository as in mode "none", in a copy of its own: recorded as isolated, with the context files of its folder.
        const dir = workspace.cwd ?? cwd;
        return {
            mode: "isolated",
            root: portablePath(dir, roots),
            scope: "context",
            ...(await hashed(dir, await contextFiles(dir, roots.repoRoot))),
            ...bootstrap,
        };
    }
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
        return [key, json.length > MAX_OPTION_CHARS ? `sha256:${sha256(json).slice(0, 12)} (${formatCount(json.length)} characters)` : value];
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

// What each variant of a run changes, for the treatment manifest: the skills
// it removes (by name) and adds (with a hash over the folder), the workspace
// files it writes (path and content hash), and the settings of each runner it
// overrides, recorded as the manifest records any runner. So two variants have
// different treatment hashes, and the reports can name the change in words.
async function variantTreatments(variants, roots) {
    const out = {};
    for (const { variant, runners } of variants) {
        const t = {};
        if (variant.removeSkills.length > 0)
            t.skillsRemoved = [...variant.removeSkills].sort();
        if (variant.addSkills.length > 0) {
            t.skillsAdded = {};
            for (const skill of [...variant.addSkills].sort((a, b) => (a.name < b.name ? -1 : 1)))
                t.skillsAdded[skill.name] = await folderHash(skill.dir);
        }
        if (variant.files.length > 0) {
            t.files = {};
            for (const file of [...variant.files].sort((a, b) => (a.target < b.target ? -1 : 1)))
                t.files[file.target] = await fileHash(file.source);
        }
        const overridden = Object.keys(variant.runners).sort();
        if (overridden.length > 0) {
            t.runners = {};
            for (const id of overridden) {
                const runner = runners.get(id);
                if (runner)
                    t.runners[id] = await runnerTreatment(runner, roots);
            }
        }
        out[variant.id] = t;
    }
    return out;
}
/** One hash over a folder's files (relative path and content hash of each). */
async function folderHash(dir) {
    const parts = [];
    for (const rel of await listTree(dir, dir))
        parts.push(`${rel}\0${await fileHash(path.join(dir, rel))}`);
    return sha256(parts.join("\n")).slice(0, 12);
}

// What a run records about itself before its first execution: the suite, the
// plan, the cases and the treatment (the agent's setup). The output folder is
// created and every runner checked first, so a mistake stops the run before
// anything is written.
async function describeRun(req) {
    try {
        await createOwnFolder(req.outDir);
        await mkdir(req.outDir, { recursive: true });
    }
    catch (error) {
        throw infraError(`cannot create the output folder ${req.outDir}: ${errorMessage(error)}`, { where: "--out-dir", hint: "choose a folder you can write to" });
    }
    for (const runner of runnerSettings(req.plan))
        await getAdapter(runner.type)?.preflight?.(runner);
    const roots = defaultRoots(req.repoRoot);
    const treatment = await buildTreatment(req.workspace, req.cwd, req.plan.runners, roots);
    // Only a run with variants records them: a run without keeps the manifest (and hash) it always had.
    if (req.plan.variants)
        treatment.variants = await variantTreatments(req.plan.variants, roots);
    const cases = caseInfos(req.plan, req.repoRoot);
    const suite = {
        path: req.suite.path === "<inline>" ? "<inline>" : repoRelative$1(req.suite.path, req.repoRoot),
        format: req.suite.format,
        fingerprint: suiteFingerprint(req.plan.cases, treatmentHash(treatment)),
    };
    const plan = {
        cases: req.plan.cases.map((c) => c.id),
        runners: req.plan.runners.map((r) => ({ id: r.id, type: r.type, ...(r.model ? { model: r.model } : {}) })),
        runs: req.plan.runs,
        executions: req.plan.executions.length,
        ...(req.plan.variants ? { variants: req.plan.variants.map((v) => v.variant.id) } : {}),
        ...(req.plan.shard ? { shard: req.plan.shard } : {}),
        filters: req.plan.filters,
    };
    return { suite, plan, cases, treatment };
}
function caseInfos(plan, repoRoot) {
    return plan.cases.map((c) => ({
        id: c.id,
        tags: c.tags,
        prompt: c.prompt,
        expectedFail: c.expectedFail,
        ...(c.skip ? { skip: c.skip } : {}),
        ...(c.measureOnly ? { noCheck: true } : {}),
        source: { file: c.source.file === "<inline>" ? "<inline>" : repoRelative$1(c.source.file, repoRoot), ...(c.source.line ? { line: c.source.line } : {}) },
        testFingerprint: testFingerprint(c),
        ...(c.skillEval?.kind === "trigger" ? { trigger: { skill: c.skillEval.skill.name, shouldTrigger: c.skillEval.shouldTrigger } } : {}),
    }));
}

// What a run does after its last execution: the closing events of the log,
// results.json and stability.json, the workspaces it no longer needs, and the
// error an internal failure ends it with.
/** Closes the log and writes both files; the error when one could not be written (each file written keeps every finished result). */
async function writeRunFiles(outDir, log, runFile, stabilityFile) {
    const at = runFile.endedAt;
    for (const cell of stabilityFile.cells)
        log.append({ type: "stability", at, cell });
    log.append({ type: "summary", at, summary: runFile.summary });
    log.close();
    return writeSummaryFiles(outDir, runFile, stabilityFile, log.failure).then(() => undefined, (error) => (error instanceof Error ? error : new Error(errorMessage(error))));
}
/**
 * results.json and stability.json, each tried even when the other could not be written. A full disk is
 * one line and exit 3; each file that was written keeps every result that finished.
 */
async function writeSummaryFiles(outDir, runFile, stabilityFile, logFailure) {
    const failed = [];
    let cause = logFailure?.error;
    for (const [name, value] of [
        ["results.json", runFile],
        ["stability.json", stabilityFile],
    ]) {
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
/** The shared workspace goes when every execution passed (unless kept) or none is kept, the repository's snapshot always; empty workspace folders go always. */
async function removeWorkspaces(req, env, results) {
    const { shared, repository } = env;
    const unkept = req.keepWorkspaces === false || (!req.keepWorkspaces && results.every((r) => r.passed));
    if (req.workspace?.mode === "shared" && shared && !shared.failure && unkept)
        await removeWorkspace(shared.path);
    if (repository)
        await removeWorkspace(repository.path);
    await pruneEmptyFolders(path.join(req.outDir, "workspaces"));
}
/** An internal failure (the engine, not an agent) ends the run with exit 3, after what finished was written. */
function internalFailure(error, finished, outDir) {
    if (isAgentBenchError(error))
        return error;
    return infraError(`the run stopped: ${errorMessage(error)}; the ${finished} execution(s) that finished are in ${outDir}`, {
        cause: error,
        hint: "this is a fault of agent-bench or of the machine, not of the agent: check the out-dir's folder and free space, then --resume the run",
    });
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

// A run's state at its start: the results a resumed run keeps, the executions
// still to run, the event log (results.jsonl and -o *.jsonl) with its first
// event, and the stability accumulator fed with what was kept.
async function openRun(req, header, startedAt) {
    const { suite, plan, cases, treatment } = header;
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
        log.append({
            type: "start",
            at: startedAt.toISOString(),
            tool: { name: "agent-bench", version: req.version },
            suite,
            plan,
            environment: req.environment,
            cases,
            treatment,
            ...(req.invocation ? { invocation: req.invocation } : {}),
        });
    return { kept, executions, log, stability: runStability(req, header, kept) };
}
function runStability(req, header, kept) {
    const fingerprintOf = new Map(header.cases.map((c) => [c.id, c.testFingerprint]));
    const stability = new StabilityAccumulator({
        tool: { name: "agent-bench", version: req.version },
        suite: { path: header.suite.path, fingerprint: header.suite.fingerprint },
        ...(req.environment.commit ? { commit: req.environment.commit } : {}),
        runsPerCase: req.plan.runs,
        runners: header.plan.runners,
        testFingerprint: (caseId) => fingerprintOf.get(caseId) ?? "",
        treatment: header.treatment,
        cases: req.plan.cases.map((c) => c.id),
        ...(header.plan.variants ? { variants: header.plan.variants } : {}),
    });
    for (const r of kept)
        stability.add(r);
    return stability;
}
function openLog(files) {
    try {
        return new ResultsLog(files);
    }
    catch (error) {
        throw infraError(`cannot write the event log: ${errorMessage(error)}`, { where: "--out-dir / -o", hint: "choose files in a folder you can write to" });
    }
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

// Workspace mode "none": every execution works in the same folder (yours), so
// a file one agent writes is there for every execution after it, and runs are
// no longer independent. After each execution the folder is compared with how
// it was before (each file's size, modification time and inode; the folders'
// modification times tell when to list again), and what changed is recorded
// on that execution's result and said as a warning. The files compared are
// those git tracks or does not ignore (every file outside git, but
// node_modules), never agent-bench's own folders.
//
// The check runs after every execution, before its slot is given to the next: its
// lstat calls are synchronous. A stat of a cached inode costs ~2 µs on the main
// thread; through the thread pool ~20 µs of promise and callback work, plus a round
// trip that held the slot (bench item 1: docs/performance.md).
/** Paths recorded on one result; `count` says how many changed in all. */
const MAX_LISTED = 20;
/** Folders a listing outside git leaves out: version control and dependencies. */
const UNWATCHED = new Set([".git", "node_modules"]);
class SharedFolderWatch {
    files = new Map();
    folders = new Map();
    checking = Promise.resolve();
    dir;
    outDir;
    inGit;
    constructor(dir, outDir, inGit) {
        this.dir = dir;
        this.outDir = outDir;
        this.inGit = inGit;
    }
    /** Records how the folder is now; undefined when it cannot be read (then nothing is watched). */
    static async start(dir, outDir) {
        // One git process before the first agent: ls-files fails outside a work tree (or without git), and then
        // every file is listed instead. With no .git above the folder (and no GIT_DIR naming one elsewhere) it can
        // only fail: the process (a fork of this one, ~3 ms of the main thread, and git's own start) is not started.
        const mayBeInGit = process.env.GIT_DIR !== undefined || findGitRoot(dir) !== undefined;
        const tracked = mayBeInGit ? await listGit(dir, outDir).catch(() => undefined) : undefined;
        const watch = new SharedFolderWatch(dir, outDir, tracked !== undefined);
        try {
            watch.update(tracked ? withFolders(tracked) : await watch.list());
        }
        catch {
            return undefined;
        }
        return watch;
    }
    /** What changed since the last check (created, changed or deleted files, relative to the folder); checks run one at a time. */
    check() {
        const next = this.checking.then(() => this.compare());
        this.checking = next.catch(() => undefined);
        return next.catch(() => undefined);
    }
    async compare() {
        const moved = someFolderChanged(this.dir, this.folders);
        const before = this.files;
        this.update(moved ? await this.list() : { files: [...before.keys()], folders: [...this.folders.keys()] });
        const changed = new Set();
        for (const [rel, signature] of this.files)
            if (before.get(rel) !== signature)
                changed.add(rel);
        for (const rel of before.keys())
            if (!this.files.has(rel))
                changed.add(rel);
        if (changed.size === 0)
            return undefined;
        const files = [...changed].sort();
        return { files: files.slice(0, MAX_LISTED), count: files.length };
    }
    update(listing) {
        const files = new Map();
        for (const rel of listing.files) {
            const info = statOf(path.join(this.dir, rel));
            if (info && !info.isDirectory())
                files.set(rel, `${info.size}:${info.mtimeMs}:${info.ino}:${info.mode}`);
        }
        const folders = new Map();
        for (const rel of listing.folders) {
            const info = statOf(path.join(this.dir, rel));
            if (info?.isDirectory())
                folders.set(rel, info.mtimeMs);
        }
        this.files = files;
        this.folders = folders;
    }
    async list() {
        return withFolders(this.inGit ? await listGit(this.dir, this.outDir) : await listFolder(this.dir, this.outDir));
    }
}
/** The files git tracks or does not ignore under `dir`, without agent-bench's folders; rejects outside a work tree. */
async function listGit(dir, outDir) {
    const out = await git(dir, ["ls-files", "--cached", "--others", "--exclude-standard", "-z"]);
    const listed = [...new Set(out.split("\0").filter((rel) => rel && !rel.endsWith("/")))];
    return withoutOwnFolders(listed, dir, outDir);
}
/** The files with every folder that holds one (the folders' modification times say when to list again). */
function withFolders(files) {
    const folders = new Set([""]);
    for (const rel of files)
        for (let d = path.posix.dirname(rel); d !== "." && !folders.has(d); d = path.posix.dirname(d))
            folders.add(d);
    return { files, folders: [...folders] };
}
function someFolderChanged(dir, folders) {
    for (const [rel, mtime] of folders)
        if (statOf(path.join(dir, rel))?.mtimeMs !== mtime)
            return true;
    return false;
}
function statOf(file) {
    try {
        return lstatSync(file);
    }
    catch {
        return undefined;
    }
}
/** Every file under `dir` (relative, "/"-separated), without agent-bench's folders, .git and node_modules. */
async function listFolder(dir, outDir) {
    const own = isOwnFolder(outDir);
    const files = [];
    let level = [""];
    while (level.length > 0) {
        const next = [];
        await eachLimited(level, async (rel) => {
            const abs = path.join(dir, rel);
            const [entries, info] = await Promise.all([readdir(abs, { withFileTypes: true }), lstat(abs)]);
            if (rel && own({ path: abs, names: entries.map((e) => e.name), dev: info.dev, ino: info.ino }))
                return;
            for (const e of entries) {
                const child = rel ? `${rel}/${e.name}` : e.name;
                if (e.isDirectory()) {
                    if (!UNWATCHED.has(e.name))
                        next.push(child);
                }
                else
                    files.push(child);
            }
        });
        level = next;
    }
    return files;
}
/** The result with what it changed in the shared folder, and the warning that says so. */
function withSharedChanges(report, changes, dir, alongside) {
    if (!changes)
        return report;
    const { result } = report;
    const shown = changes.files.slice(0, 5).join(", ") + (changes.count > 5 ? ` and ${changes.count - 5} more` : "");
    const others = alongside === 1 ? " or the execution running beside it" : alongside > 1 ? ` or one of the ${plural(alongside, "execution")} running beside it` : "";
    const who = `run ${result.run} of "${result.caseId}" (${result.runnerId})${others}`;
    return {
        result: { ...result, sharedChanges: changes },
        warnings: [
            ...report.warnings,
            `${who} changed ${shown} in ${dir}, the folder every execution works in (workspace mode "none"): the executions after it see the change, so runs are not independent (${docUrl("suites.md#workspaces")})`,
        ],
    };
}

// Runs a plan: the run's header and state first (run-header.ts, run-open.ts),
// then every execution through the scheduler, round after round, appending
// each result as it finishes; results.json and stability.json are written on
// every exit path, including cancellation and an internal failure (run-close.ts).
async function runSuite(req) {
    const startedAt = req.resume ? new Date(req.resume.startedAt) : new Date();
    const header = await describeRun(req);
    const { kept, executions, log, stability } = await openRun(req, header, startedAt);
    for (const l of req.listeners)
        l.onStart?.({ plan: { ...req.plan, executions }, outDir: req.outDir, parallel: req.parallel });
    const results = [...kept];
    const env = await executionEnv(req);
    const watch = env.workspace?.mode === "none" ? await SharedFolderWatch.start(env.workspace.cwd ?? env.cwd, req.outDir) : undefined;
    let running = 0;
    let stop = false;
    // An internal failure (the engine, not an agent) still writes what finished, then ends the run with exit 3.
    let internal;
    const releaseSpawner = holdSpawner();
    try {
        // A resumed adaptive run whose first round had finished goes on with the next.
        const first = executions.length === 0 && req.resume && req.rounds ? req.rounds.next(stability.stabilityAt(new Date().toISOString())) : executions;
        req.snapshots?.expect([], kept);
        for (let round = first; round.length > 0;) {
            req.snapshots?.expect(round);
            await schedule(round, req.parallel, async (planned) => {
                for (const l of req.listeners)
                    l.onExecutionStart?.(planned);
                running++;
                const ran = await runWithRetries(planned, env, req.retries ?? 0);
                const shared = watch ? withSharedChanges(ran, await watch.check(), watch.dir, running - 1) : ran;
                running--;
                const checked = req.snapshots?.check(shared.result, planned.case);
                const result = checked?.result ?? shared.result;
                const warnings = [...shared.warnings, ...(checked?.warnings ?? [])];
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
            round = req.rounds && !stop && !req.signal.aborted ? req.rounds.next(stability.stabilityAt(new Date().toISOString())) : [];
        }
    }
    catch (error) {
        internal = error;
    }
    const spawnerStopped = releaseSpawner();
    const homesRemoved = env.homes.close();
    const endedAt = new Date();
    const finished = stability.stabilityAt(endedAt.toISOString());
    const adaptive = req.rounds?.finish(finished, stop || req.signal.aborted);
    const runFile = { ...buildRunFile(req, header, results, startedAt, endedAt), ...(adaptive ? { adaptive } : {}) };
    const stabilityFile = { ...finished, ...(adaptive ? { adaptive } : {}) };
    const unwritten = await writeRunFiles(req.outDir, log, runFile, stabilityFile);
    await removeWorkspaces(req, env, results);
    if (!unwritten)
        for (const l of req.listeners)
            await l.onFinish?.(runFile, stabilityFile);
    await Promise.all([spawnerStopped, homesRemoved]);
    if (unwritten)
        throw unwritten;
    if (internal !== undefined)
        throw internalFailure(internal, results.length, req.outDir);
    return { run: runFile, stability: stabilityFile };
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

// A prepared run, executed: the engine glue both the CLI (commands/run.ts) and
// the action (action/run-mode.ts) call. Starts the scripted model server, the
// judge and the simulated user, runs the suite, and records the invocation and
// the commit under test; --runs auto gets its rounds here.
/** --runs auto: prints the cost and time estimate, then adapts this run's (or shard's) cells in rounds; a resumed run continues from what it finished. */
function adaptiveRounds(prepared, settings, baseline, write = (l) => process.stderr.write(l), resume, poolTargets) {
    const cells = prepared.plan.cells.map(cellIdOfPlanned);
    if (baseline) {
        // The estimate comes from the baseline's costs and durations: without one there is nothing to estimate from.
        const estimate = estimateRun(cells, baseline, settings, prepared.parallel);
        write(`${formatEstimate(estimate, settings, prepared.parallel)}\n`);
        if (settings.maxCostUsd !== undefined && estimate.costUsd === null) {
            write("adaptive runs: the baseline has no cost for some cells; the cost budget counts only what the agents report\n");
        }
    }
    else if (poolTargets) {
        write(`adaptive runs: no baseline to compare with: ${settings.minRuns} runs for every cell, then as many as main's pooled base for the next pull request needs (up to ${settings.maxRuns})\n`);
    }
    else {
        write(`adaptive runs: no baseline, so no comparison to decide: ${settings.minRuns} runs for every cell, and no more (a cell that stopped early on its results would bias the next baseline)${settings.maxCostUsd !== undefined ? "; the cost budget counts what the agents report" : ""}\n`);
    }
    return new AdaptiveRounds({
        plan: prepared.plan,
        settings,
        baseline,
        ...(poolTargets ? { poolTargets } : {}),
        ...(resume ? { resumed: { startedAt: resume.startedAt, results: resume.results } } : {}),
    });
}
async function execute(prepared, options) {
    const { listeners, signal, resume, rounds } = options;
    const models = createScriptedModels({ logFile: path.join(prepared.outDir, "model-server.log") });
    await models.check(runnerSettings(prepared.plan));
    const outcome = await runSuite({
        suite: prepared.suite,
        plan: prepared.plan,
        outDir: prepared.outDir,
        repoRoot: prepared.repoRoot,
        cwd: prepared.cwd,
        parallel: prepared.parallel,
        failFast: prepared.failFast,
        limits: prepared.limits,
        user: prepared.user,
        team: prepared.team,
        workspace: prepared.workspace,
        ...(prepared.repository ? { repository: prepared.repository } : {}),
        signal,
        listeners,
        environment: {
            user: prepared.user,
            team: prepared.team,
            node: process.version,
            platform: `${process.platform}-${process.arch}`,
            agentBench: VERSION,
            ci: Boolean(process.env.CI),
            ...(prepared.commit ? { commit: prepared.commit } : {}),
        },
        version: VERSION,
        // Streamed by the engine; every other -o file is written after the run (run-reports.ts).
        jsonlOutputs: [...(options.streamed ?? [])],
        ...(prepared.keepWorkspaces !== undefined ? { keepWorkspaces: prepared.keepWorkspaces } : {}),
        retries: prepared.config.retries,
        invocation: invocationOf(prepared.settings),
        ...(resume
            ? { resume: { startedAt: resume.startedAt, cases: resume.cases, ...(resume.treatment ? { treatment: resume.treatment } : {}), results: resume.results } }
            : {}),
        modelServerUrl: models.urlFor,
        judge: createJudge({ runners: prepared.config.runners, defaultRunner: prepared.config.judge, signal, modelServerUrl: models.urlFor }),
        simulate: createSimulator({ runners: prepared.config.runners, signal, modelServerUrl: models.urlFor }),
        ...(rounds ? { rounds } : {}),
        ...(prepared.snapshots ? { snapshots: prepared.snapshots } : {}),
    }).finally(() => models.close());
    const saved = await prepared.snapshots?.save();
    if (saved)
        for (const l of listeners)
            l.onWarning?.(saved);
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
        ...(s.skill !== undefined ? { skill: s.skill } : {}),
        ...(s.adaptive ? { adaptive: adaptiveInvocation(s.adaptive) } : {}),
        ...(s.base !== undefined ? { base: s.base } : {}),
        ...(s.variants?.length ? { variants: [...s.variants] } : {}),
        cwd: s.cwd,
    };
}
function adaptiveInvocation(a) {
    return {
        minRuns: a.minRuns,
        maxRuns: a.maxRuns,
        ...(a.maxCostUsd !== undefined ? { maxCostUsd: a.maxCostUsd } : {}),
        ...(a.maxMinutes !== undefined ? { maxMinutes: a.maxMinutes } : {}),
    };
}

const engine = /*#__PURE__*/Object.freeze(/*#__PURE__*/Object.defineProperty({
    __proto__: null,
    adaptiveRounds,
    execute
}, Symbol.toStringTag, { value: 'Module' }));

// comparison.json beside a run's results.json and stability.json: written by
// `agent-bench run --base` and by the action through this one function.
const COMPARISON_FILE = "comparison.json";
async function writeComparisonFile(outDir, comparison) {
    await writeFile(path.join(outDir, COMPARISON_FILE), `${JSON.stringify(comparison, null, 2)}\n`);
}

// Finds many literal strings in one pass over a text (Aho–Corasick over UTF-16
// code units): the redactor looks for every form of every secret at once, so
// a multi-megabyte log costs one scan however many secrets there are
// (bench/items/redact.mjs). Pure.
class NeedleMatcher {
    /** Transitions of the root, dense: most characters of a text leave the matcher at the root. */
    root = new Int32Array(65_536);
    next = [new Map()];
    fail = [0];
    /** The longest needle that ends at a state (its own or through its failure chain); 0 for none. */
    longest = [0];
    constructor(needles) {
        for (const needle of needles)
            if (needle.length > 0)
                this.add(needle);
        this.link();
    }
    get empty() {
        return this.next.length === 1;
    }
    add(needle) {
        let state = 0;
        for (let i = 0; i < needle.length; i++) {
            const code = needle.charCodeAt(i);
            let to = this.next[state].get(code);
            if (to === undefined) {
                to = this.next.length;
                this.next.push(new Map());
                this.fail.push(0);
                this.longest.push(0);
                this.next[state].set(code, to);
            }
            state = to;
        }
        this.longest[state] = Math.max(this.longest[state], needle.length);
    }
    /** Failure links breadth first, so a state's link is final before its children's. */
    link() {
        const queue = [];
        for (const [code, to] of this.next[0]) {
            this.root[code] = to;
            queue.push(to);
        }
        for (let head = 0; head < queue.length; head++) {
            const state = queue[head];
            for (const [code, to] of this.next[state]) {
                let f = this.fail[state];
                while (f !== 0 && !this.next[f].has(code))
                    f = this.fail[f];
                const target = this.next[f].get(code) ?? 0;
                this.fail[to] = target === to ? 0 : target;
                this.longest[to] = Math.max(this.longest[to], this.longest[this.fail[to]]);
                queue.push(to);
            }
        }
    }
    /** Every stretch of the text covered by some needle, overlapping matches merged, in order. */
    spans(text) {
        const spans = [];
        if (this.empty)
            return spans;
        let state = 0;
        for (let i = 0; i < text.length; i++) {
            const code = text.charCodeAt(i);
            if (state === 0) {
                state = this.root[code];
                if (state === 0)
                    continue;
            }
            else {
                let to = this.next[state].get(code);
                while (to === undefined && state !== 0) {
                    state = this.fail[state];
                    to = state === 0 ? this.root[code] : this.next[state].get(code);
                }
                state = to ?? 0;
            }
            const length = this.longest[state];
            if (length === 0)
                continue;
            // A longer match can start before spans found earlier: it absorbs them.
            let start = i + 1 - length;
            while (spans.length > 0 && start <= spans[spans.length - 1].end)
                start = Math.min(start, spans.pop().start);
            spans.push({ start, end: i + 1 });
        }
        return spans;
    }
}

// The forms a secret value takes on its way into a file or a page: escaped
// for JSON (once, and again when that JSON sits in a string), for a <script>
// block or Go/Python JSON (`\u00XX`), for HTML, Markdown and URLs, and
// base64-encoded at each of the three byte alignments it can have inside a
// longer encoded text (standard and URL-safe alphabets). The Actions runner
// masks the base64 forms of registered secrets in its log; the redactor must
// not do less. Split and reversed values are out of reach (docs/action.md).
// Pure.
/** Below this length a value is not a secret ("true", "main") and would redact half the output. */
const MIN_SECRET_LENGTH = 8;
function secretForms(secret) {
    const forms = new Set();
    const bases = [secret];
    // A multi-line secret (a key file) is also caught line by line.
    for (const line of secret.split(/\r?\n/u))
        if (line.trim().length >= MIN_SECRET_LENGTH)
            bases.push(line.trim());
    for (const base of bases) {
        const json = jsonEscape(base);
        const jsonTwice = jsonEscape(json);
        const textForms = [base, json, jsonTwice, unicodeEscape(json), jsonEscape(unicodeEscape(json)), htmlEscape(base), htmlEscape(base, "&#x27;")];
        textForms.push(markdownEscape(base), encodeURIComponent(base), encodeURIComponent(base).replace(/%20/gu, "+"), safeEncodeUri(base));
        for (const form of textForms)
            forms.add(form);
        for (const form of base64Forms(base))
            forms.add(form);
    }
    return [...forms].filter((form) => form.length >= MIN_SECRET_LENGTH);
}
function jsonEscape(text) {
    return JSON.stringify(text).slice(1, -1);
}
/** `<`, `>`, `&`, `'` and non-ASCII as `\u00XX`: what a <script> JSON block, Go's encoding/json and Python's json.dumps write. */
function unicodeEscape(text) {
    return text.replace(/[<>&'\u007f-\uffff]/gu, (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, "0")}`);
}
function htmlEscape(text, apostrophe = "&#39;") {
    const entity = { "<": "&lt;", ">": "&gt;", "&": "&amp;", '"': "&quot;", "'": apostrophe };
    return text.replace(/[<>&"']/gu, (ch) => entity[ch]);
}
/** What the Markdown renderers do to inline text (src/report/sanitize.ts mdText). */
function markdownEscape(text) {
    const entity = { "<": "&lt;", ">": "&gt;", "&": "&amp;" };
    return text.replace(/[\\`*_[\]|~<>&$]/gu, (ch) => entity[ch] ?? `\\${ch}`);
}
function safeEncodeUri(text) {
    try {
        return encodeURI(text);
    }
    catch {
        // A lone surrogate cannot be URL-encoded, so it cannot appear URL-encoded either.
        return text;
    }
}
/**
 * The part of the base64 text that the secret's bytes alone decide, when the secret starts at byte
 * offset 0, 1 or 2 of a 3-byte group: characters whose 6 bits all come from the secret.
 */
function base64Forms(secret) {
    const bytes = Buffer.from(secret, "utf8");
    const forms = [];
    for (let offset = 0; offset < 3; offset++) {
        const padded = Buffer.concat([Buffer.alloc(offset), bytes, Buffer.alloc(3)]);
        const encoded = padded.toString("base64");
        const first = Math.ceil((8 * offset) / 6);
        const end = Math.floor((8 * (offset + bytes.length)) / 6);
        const core = encoded.slice(first, end);
        forms.push(core, core.replace(/\+/gu, "-").replace(/\//gu, "_"));
    }
    return forms;
}

// Secret values never leave the machine: before anything is uploaded or
// posted, the values of secret-looking environment variables, values
// registered with core.setSecret, their encoded forms (secret-forms.ts) and
// common token shapes become "***". Redaction runs on the raw text (and on
// the data reports are rendered from) before any escaping. Pure.
const SECRET_NAME = /(TOKEN|SECRET|PASSWORD|PASSWD|PASSPHRASE|CREDENTIAL|PRIVATE|API_?KEY|ACCESS_?KEY|AUTH|COOKIE|SESSION)/i;
/** Token shapes worth catching even when we were never told the value. */
const TOKEN_PATTERNS = [
    /\bgh[pousr]_[A-Za-z0-9]{30,}\b/g, // GitHub tokens
    /\bgithub_pat_[A-Za-z0-9_]{40,}\b/g,
    /\bsk-ant-[A-Za-z0-9_-]{20,}/g, // Anthropic
    /\bsk-(?:proj-|svcacct-)?[A-Za-z0-9_-]{20,}/g, // OpenAI
    /\bAIza[0-9A-Za-z_-]{35}\b/g, // Google API keys
    /\b(?:AKIA|ASIA)[0-9A-Z]{16}\b/g, // AWS access key ids
    /\bxox[abposr]-[A-Za-z0-9-]{10,}/g, // Slack
    /\beyJ[A-Za-z0-9_-]{10,}\.eyJ[A-Za-z0-9_-]{10,}\.[A-Za-z0-9_-]{10,}/g, // JWTs
    /-----BEGIN [A-Z ]*PRIVATE KEY-----[\s\S]*?-----END [A-Z ]*PRIVATE KEY-----/g,
    /\b(Bearer|token)\s+[A-Za-z0-9._~+/-]{20,}=*/gi, // Authorization header values
];
const MASK = "***";
/**
 * What a secret can be interleaved with and still be read as a secret: terminal escape sequences and
 * control characters, raw or escaped once or twice in JSON (`\u001b[31m`, `\\u001b[31m`).
 */
const INVISIBLE = /(?:\u001b|\\{1,2}u001[bB]|\\{1,2}x1[bB])(?:\[[0-?]*[ -/]*[@-~]|\][^\u0007\u001b\\]*(?:\u0007|\u001b\\|\\{1,2}u0007)?|[@-Z_])|[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]|\\{1,2}u00(?:0[0-8bBcCeEfF]|1[0-9a-fA-F]|7[fF])/gu;
function isSecretName(name) {
    return SECRET_NAME.test(name);
}
/** Secret values from an environment: secret-looking names, long enough to be secrets. */
function secretsFromEnv(env) {
    const values = [];
    for (const [name, value] of Object.entries(env)) {
        if (!value || value.length < MIN_SECRET_LENGTH)
            continue;
        // The action's own token input arrives as INPUT_GITHUB-TOKEN.
        if (isSecretName(name) || name === "INPUT_GITHUB-TOKEN")
            values.push(value);
    }
    return values;
}
class Redactor {
    matcher;
    patterns;
    constructor(secrets, patterns = TOKEN_PATTERNS) {
        const forms = new Set();
        for (const secret of secrets)
            if (secret.length >= MIN_SECRET_LENGTH)
                for (const form of secretForms(secret))
                    forms.add(form);
        this.matcher = new NeedleMatcher([...forms]);
        this.patterns = patterns;
    }
    redact(text) {
        const spans = this.secretSpans(text);
        let count = spans.length;
        let out = spans.length ? mask(text, spans) : text;
        for (const pattern of this.patterns) {
            out = out.replace(pattern, (match, prefix) => {
                count++;
                return typeof prefix === "string" && /^(bearer|token)$/i.test(prefix) ? `${prefix} ${MASK}` : MASK;
            });
        }
        return { text: out, count };
    }
    /** A copy of a JSON-like value with every string (keys too) redacted: the data a report is rendered from. */
    redactValue(value) {
        let count = 0;
        const text = (s) => {
            const r = this.redact(s);
            count += r.count;
            return r.text;
        };
        const walk = (v, depth) => {
            if (typeof v === "string")
                return text(v);
            if (typeof v !== "object" || v === null || depth > 200)
                return v;
            if (Array.isArray(v))
                return v.map((item) => walk(item, depth + 1));
            const out = {};
            for (const [key, item] of Object.entries(v))
                out[text(key)] = walk(item, depth + 1);
            return out;
        };
        const redacted = walk(value, 0);
        return { value: redacted, count };
    }
    /** Where the text holds a secret form, also when escape sequences or control characters are woven into it. */
    secretSpans(text) {
        if (this.matcher.empty)
            return [];
        if (text.search(INVISIBLE) < 0)
            return this.matcher.spans(text);
        // Match on the text without the invisible parts, then map each match back to the original.
        const kept = [];
        let at = 0;
        for (const m of text.matchAll(INVISIBLE)) {
            if (m.index > at)
                kept.push({ start: at, end: m.index });
            at = m.index + m[0].length;
        }
        if (at < text.length)
            kept.push({ start: at, end: text.length });
        const skeleton = kept.map((s) => text.slice(s.start, s.end)).join("");
        const offsets = [];
        let length = 0;
        for (const s of kept) {
            offsets.push(length);
            length += s.end - s.start;
        }
        const original = (i) => {
            let lo = 0;
            let hi = kept.length - 1;
            while (lo < hi) {
                const mid = (lo + hi + 1) >> 1;
                if (offsets[mid] <= i)
                    lo = mid;
                else
                    hi = mid - 1;
            }
            return kept[lo].start + (i - offsets[lo]);
        };
        return this.matcher.spans(skeleton).map((s) => ({ start: original(s.start), end: original(s.end - 1) + 1 }));
    }
}
function mask(text, spans) {
    const parts = [];
    let at = 0;
    for (const s of spans) {
        parts.push(text.slice(at, s.start), MASK);
        at = s.end;
    }
    parts.push(text.slice(at));
    return parts.join("");
}

// What a person needs to see why an execution failed without opening files:
// each failed assertion with its file:line and its whole message (the
// commands the agent ran, the input that did not match), bounded to a
// readable length, and where the full transcript is; with -v also the last
// lines of the agent's output and the kept workspace.
const TAIL_BYTES = 4096;
/** A failure message past these is cut, and the cut is counted. */
const MESSAGE_LINES = 20;
const MESSAGE_CHARS = 2000;
function failureDetails(r, outDir, source, options) {
    const cwd = options.cwd ?? process.cwd();
    const shown = (file) => {
        const relative = path.relative(cwd, file);
        return relative && !relative.startsWith("..") && !path.isAbsolute(relative) ? relative : file;
    };
    const lines = [];
    const failed = r.assertions.filter((a) => !a.passed);
    for (const a of failed) {
        const at = a.location ? `${a.location.file}${a.location.line ? `:${a.location.line}` : ""}` : source ? caseAt(source, shown) : "";
        lines.push(...messageLines(`    ${a.name}${at ? ` (${at})` : ""}: `, a.message ?? "failed", shown(path.join(outDir, "results.json"))));
    }
    if (failed.length === 0 && r.error)
        lines.push(...messageLines(`    ${r.failureOrigin ?? "error"}${source ? ` (${caseAt(source, shown)})` : ""}: `, r.error.message, shown(path.join(outDir, "results.json"))));
    const dir = path.join(outDir, r.artifactDir);
    if (!options.verbose) {
        lines.push(`    transcript: ${shown(path.join(dir, "session.json"))}`);
        return lines;
    }
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
/** The whole message under its label, continuation lines indented, cut past MESSAGE_LINES lines or MESSAGE_CHARS characters, saying how much was cut. */
function messageLines(label, message, whole) {
    const text = message.replace(/\r\n?/gu, "\n").replace(/\s+$/u, "");
    const all = text.split("\n");
    const { text: kept } = truncate(all.slice(0, MESSAGE_LINES).join("\n"), MESSAGE_CHARS);
    const shown = kept.split("\n");
    const out = [`${label}${terminalSafe(shown[0])}`, ...shown.slice(1).map((l) => `      ${terminalSafe(l)}`.trimEnd())];
    const cut = [...text].length - [...kept].length;
    if (cut > 0) {
        const lines = all.length - shown.length;
        out.push(`      … ${lines > 0 ? `${plural(lines, "more line")}, ` : ""}${plural(cut, "character")} cut; the whole message is in ${whole}`);
    }
    return out;
}
function caseAt(source, shown) {
    return `${shown(source.file)}${source.line ? `:${source.line}` : ""}`;
}
function lastLines(text) {
    const lines = (text ?? "")
        .split("\n")
        .map((l) => l.trimEnd())
        .filter((l) => l !== "");
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
/** `atMost`: an adaptive run's max-runs, where the run number is not out of a known total. */
function describeResult(r, runs, atMost) {
    const run = atMost !== undefined ? ` · run ${r.run} (of at most ${atMost})` : runs > 1 ? ` · run ${r.run}/${runs}` : "";
    const what = `${terminalSafe(r.caseId)} · ${terminalSafe(r.runnerId)}${r.variant !== undefined ? ` · ${terminalSafe(r.variant)}` : ""}${run}`;
    const time = r.status === "skipped" ? "" : ` · ${formatDuration(r.durationMs)}`;
    const label = r.status === "passed" ? "" : ` ${r.status}${r.failureClass ? ` (${r.failureClass.id})` : ""}`;
    const why = !r.passed || r.status === "expected-failed" ? (r.error ? `: ${firstLine(r.error.message)}` : "") : "";
    return `${STATUS_LABELS[r.status].mark} ${what}${time}${label}${why}`;
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
/** "2 cases × 1 runner × 5 runs = 10 executions"; adaptive: "× 3 to 10 runs per cell = 6 to 20 executions". */
function planLine(plan, adaptive) {
    const variants = plan.variants ? ` × ${plural(plan.variants.length, "variant")}` : "";
    const cells = `${plural(plan.cases.length, "case")} × ${plural(plan.runners.length, "runner")}${variants}`;
    if (!adaptive)
        return `${cells} × ${plural(plan.runs, "run")} = ${plural(plan.executions.length, "execution")}`;
    const n = plan.cells.length;
    return `${cells} × ${adaptive.minRuns} to ${adaptive.maxRuns} runs per cell = ${n * adaptive.minRuns} to ${plural(n * adaptive.maxRuns, "execution")}`;
}
/** A failed assertion, or an error whose message says more than its first line. */
function worthDetails(r) {
    return r.status !== "skipped" && (r.assertions.some((a) => !a.passed) || (r.error?.message.trim().includes("\n") ?? false));
}
/** "7/20 done · 6 passed · 2 running · 1m12s elapsed · about 2m30s left" */
function liveLine(s) {
    // --runs auto plans one round at a time: there is no total, and no time left to show.
    const open = s.atMost !== undefined || s.done > s.total;
    const done = s.atMost !== undefined ? `${s.done} done (of at most ${s.atMost})` : open ? `${s.done} done` : `${s.done}/${s.total} done`;
    const parts = [done, `${s.passed} passed`];
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
    const now = options.now ?? Date.now;
    let total = 0;
    let atMost;
    let runs = 1;
    let parallel = 1;
    let outDir = "";
    let done = 0;
    let passed = 0;
    let started = now();
    const durations = [];
    const inFlight = new Map();
    const detailed = new CellSet();
    const live = liveDisplay(options, () => ({
        done,
        total,
        ...(atMost !== undefined ? { atMost } : {}),
        passed,
        running: inFlight.size,
        elapsedMs: now() - started,
        etaMs: estimateRemainingMs(durations, total - done, parallel),
    }));
    return {
        onStart({ plan, outDir: dir, parallel: p }) {
            total = plan.executions.length;
            if (options.adaptive)
                atMost = plan.cells.length * options.adaptive.maxRuns;
            runs = plan.runs;
            parallel = p;
            outDir = dir;
            started = now();
            options.stream.write(`agent-bench: ${planLine(plan, options.adaptive)}, parallel ${p}\n`);
            options.stream.write(`results: ${dir}\n`);
            live.start();
        },
        onExecutionStart(p) {
            inFlight.set(p, now());
        },
        onExecutionEnd(r) {
            const source = takeInFlight(inFlight, r);
            done++;
            if (r.passed)
                passed++;
            if (r.status !== "skipped")
                durations.push(r.durationMs);
            const lines = [describeResult(r, runs, options.adaptive?.maxRuns)];
            // Without -v, the first failure of each cell says why in full (later runs of the cell would repeat it).
            if (!r.passed && (options.verbose || (!detailed.has(r) && worthDetails(r)))) {
                detailed.add(r);
                lines.push(...failureDetails(r, outDir, source, { verbose: options.verbose }));
            }
            if (options.verbose && r.strayProcesses)
                lines.push(`    ${r.strayProcesses} process(es) the agent left running were killed`);
            live.print(lines.join("\n"));
        },
        onWarning(message) {
            live.print(`warning: ${terminalSafe(message)}`);
        },
        onFinish() {
            live.stop();
        },
    };
}
/** Drops the finished execution from those in flight; its case's source, for the failure details. */
function takeInFlight(inFlight, r) {
    let source;
    for (const p of inFlight.keys()) {
        if (p.run === r.run && sameCell(cellIdOfPlanned(p), r)) {
            source = p.case.source;
            inFlight.delete(p);
        }
    }
    return source;
}
/** On a TTY, the live line under the printed lines: redrawn after each print and every half second. */
function liveDisplay(options, state) {
    const out = options.stream;
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
        out.write(`\r\x1b[2K${liveLine(state()).slice(0, width)}`);
        drawn = true;
    };
    return {
        start() {
            if (!options.interactive)
                return;
            draw();
            timer = setInterval(draw, 500).unref();
        },
        // Result lines, failure details and warnings quote the agent's output.
        print(text) {
            if (options.interactive)
                clear();
            out.write(untrustedBlock(`${text}\n`));
            draw();
        },
        stop() {
            if (timer)
                clearInterval(timer);
            if (options.interactive)
                clear();
        },
    };
}

export { COMPARISON_FILE as C, Redactor as R, isAgentSpec as a, builtinAgent as b, createProgress as c, agentSpecOf as d, execute as e, checkStarterPrompts as f, readRunLog as g, adaptiveRounds as h, isMachineExtension as i, isSuitePath as j, isGlob as k, prepare as l, matchSuites as m, engine as n, prepareRun as p, runHelper as r, secretsFromEnv as s, writeComparisonFile as w };
