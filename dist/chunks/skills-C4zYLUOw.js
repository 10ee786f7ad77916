import { readFileSync, existsSync, realpathSync, mkdirSync, symlinkSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { c as configError, i as isAgentBenchError, k as errorMessage, S as SKILL_CONFIDENCE_ORDER, a0 as tokenize, _ as infraError } from './unknown-events-zNQq38TK.js';
import os from 'node:os';
import { a as strictObject, u as union, r as record, s as string, b as array, n as number, _ as _enum, f as unknown, g as boolean, l as literal, h as issuesToError, c as docUrl } from './schemas-CaY1ir08.js';
import { o as originalPosition, L as LineAlignment, m as mapPosition, j as jsonPathProblem, q as queryJsonPath } from './path-DuR4wJNM.js';
import { setTimeout } from 'node:timers/promises';
import { gunzipSync, inflateSync, brotliDecompressSync, zstdDecompressSync } from 'node:zlib';
import { stat, readFile, writeFile, mkdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { l as loadSucrase, u as userModuleUrl, i as isUserModule, a as isCommonJs, b as loadedSince, c as loadedCount } from './module-hooks-CkSApm3x.js';
import { Script } from 'node:vm';

// Where each key and value of a valid JSON text starts, and whether an object
// repeats a key (JSON.parse keeps the last one without a word). JSON.parse gives
// the value; this scan of the same text gives the lines, so a JSON config or
// data file needs no YAML parser (0.3 MB to load, before the first agent) unless
// it has a duplicate key, whose error the YAML parser words (load-file.ts).
// Only for text JSON.parse accepted: strings never hold a raw line break, and
// nothing else but punctuation, numbers and true/false/null can appear.
// A string (the unrolled form: long strings cost no backtracking), punctuation, a scalar, or a line break.
const TOKEN = /"[^"\\]*(?:\\[^][^"\\]*)*"|[{}[\],:\n]|-?\d[\d.eE+-]*|true|false|null/gu;
const keyOf = (path) => path.map(String).join("\0");
function jsonKeyLines(text) {
    const keyLines = new Map();
    const valueLines = new Map();
    // Each open object or array, with its own path.
    const stack = [];
    // The path the next value will have (the root's is empty).
    let pending = [];
    let line = 1;
    let duplicateLine;
    for (const [token] of text.matchAll(TOKEN)) {
        if (token === "\n") {
            line++;
            continue;
        }
        if (token === ":")
            continue;
        const top = stack.at(-1);
        if (token === ",") {
            if (top?.frame.kind === "object")
                top.frame.expectKey = true;
            else if (top?.frame.kind === "array")
                pending = [...top.path, ++top.frame.index];
            continue;
        }
        if (token === "}" || token === "]") {
            stack.pop();
            pending = undefined;
            continue;
        }
        if (top?.frame.kind === "object" && top.frame.expectKey) {
            const key = token.includes("\\") ? JSON.parse(token) : token.slice(1, -1);
            if (top.frame.keys.has(key))
                duplicateLine ??= line;
            top.frame.keys.add(key);
            top.frame.expectKey = false;
            pending = [...top.path, key];
            if (!keyLines.has(keyOf(pending)))
                keyLines.set(keyOf(pending), line);
            continue;
        }
        // A value starts.
        const at = pending ?? [];
        if (!valueLines.has(keyOf(at)))
            valueLines.set(keyOf(at), line);
        pending = undefined;
        if (token === "{")
            stack.push({ frame: { kind: "object", keys: new Set(), expectKey: true }, path: at });
        else if (token === "[") {
            stack.push({ frame: { kind: "array", index: 0 }, path: at });
            pending = [...at, 0];
        }
    }
    const lineOf = (keyPath) => {
        // A key's own line (its value can start on the next one), else the nearest enclosing value's.
        const own = keyLines.get(keyOf(keyPath));
        if (own !== undefined)
            return own;
        for (let n = keyPath.length; n >= 0; n--) {
            const at = valueLines.get(keyOf(keyPath.slice(0, n)));
            if (at !== undefined)
                return at;
        }
        return undefined;
    };
    return { lineOf, ...(duplicateLine !== undefined ? { duplicateLine } : {}) };
}

// Where a syntax error is in the user's file. Node names the line and marks the
// column for CommonJS code only ("file:3\n<line>\n   ^"); a module's syntax
// error carries neither, not even the file. For those, the files loaded by the
// failing import are compiled again as a script (imports made require calls,
// lines kept) and V8's mark for the first one that fails is used.
/** The location of a SyntaxError thrown while loading `files` (most recently loaded last), if one is found. */
function syntaxLocation(error, files) {
    if (!(error instanceof SyntaxError))
        return undefined;
    const known = error.location;
    if (known)
        return known;
    const marked = markedLocation(error.stack ?? "");
    if (marked)
        return { file: marked.file, ...originalPosition(marked.file, marked.line, marked.column) };
    for (const file of [...files].reverse()) {
        const found = compileAsScript(file);
        if (found)
            return found;
    }
    return undefined;
}
/** Node's "file:line", source line and caret that start a CommonJS syntax error's stack. */
function markedLocation(stack) {
    const match = /^(\/[^\n]*|[A-Za-z]:\\[^\n]*):(\d+)\n[^\n]*\n( *)\^/.exec(stack);
    return match ? { file: match[1], line: Number(match[2]), column: match[3].length + 1 } : undefined;
}
// The script is a function body (top-level await and return are allowed) on the file's own lines.
const PREFIX = "(async function (exports, require, module, __filename, __dirname) {";
function compileAsScript(file) {
    let code;
    let alignment;
    try {
        const source = readFileSync(file, "utf8");
        const typescript = /\.[mc]?ts$/.test(file);
        const result = loadSucrase().transform(source, {
            transforms: typescript ? ["typescript", "imports"] : ["imports"],
            filePath: file,
            disableESTransforms: true,
            preserveDynamicImport: true,
        });
        code = result.code;
        alignment = new LineAlignment(source, code);
    }
    catch {
        return undefined;
    }
    // import.meta has no script form; a name of the same length keeps the columns.
    code = code.replace(/\bimport\.meta\b/g, "_importMeta");
    try {
        new Script(`${PREFIX}${code}\n})`, { filename: file });
        return undefined;
    }
    catch (error) {
        const marked = markedLocation(error.stack ?? "");
        if (!marked || path.resolve(marked.file) !== file)
            return undefined;
        const column = marked.line === 1 ? marked.column - PREFIX.length : marked.column;
        return { file, ...mapPosition(alignment, marked.line, column) };
    }
}

// Loads user modules (suites, configs, scripts, reporters): .ts .mts .cts .js
// .mjs .cjs in ESM and CommonJS projects alike, through Node's own loader with
// agent-bench's hooks for user files (module-hooks.ts).
const require$1 = createRequire(import.meta.url);
/** A syntax error gets `location` ({ file, line, column } as written) when it can be found. */
async function importUserModule(file) {
    // CommonJS through require: all of module.exports' keys, which an import would only guess.
    const url = userModuleUrl(file);
    if (isUserModule(url) && isCommonJs(file))
        return requireUserModule(file);
    const mark = loadedCount();
    try {
        return asNamespace(await import(url));
    }
    catch (error) {
        throw located(error, mark);
    }
}
/**
 * Synchronous load (for rules compiled while the suite loads); throws ERR_REQUIRE_ASYNC_MODULE on top-level await.
 */
function requireUserModule(file) {
    userModuleUrl(file);
    const mark = loadedCount();
    // The hooks add a dozen frames between a failing require and the user's line that called it.
    const limit = Error.stackTraceLimit;
    Error.stackTraceLimit = Math.max(limit, 50);
    try {
        return asNamespace(require$1(file));
    }
    catch (error) {
        throw located(error, mark);
    }
    finally {
        Error.stackTraceLimit = limit;
    }
}
function located(error, mark) {
    const location = syntaxLocation(error, loadedSince(mark));
    return location ? Object.assign(error, { location }) : error;
}
/**
 * What a module gives as Node's import does: a namespace as it is; CommonJS
 * `module.exports` as the default with its keys as names; and a module
 * compiled from ESM to CommonJS (`__esModule`) with its exports as written.
 */
function asNamespace(mod) {
    if (!isObject(mod))
        return { default: mod };
    if (Object.prototype.toString.call(mod) === "[object Module]") {
        return isObject(mod.default) && mod.default.__esModule === true ? mod.default : mod;
    }
    if (mod.__esModule === true)
        return mod;
    return { ...mod, default: mod };
}
function isObject(value) {
    return typeof value === "object" && value !== null;
}

// Reads a config or data file by extension. JSON and YAML keep a map from key
// paths to lines so errors can say "agent-bench.config.yaml:12"; modules load
// through the user-module loader (TypeScript included).
const MODULE_EXTENSIONS = new Set([".ts", ".mts", ".cts", ".js", ".mjs", ".cjs"]);
/**
 * Bounds on a data file: its size, and how often YAML aliases (`*name`) may be used. An alias repeats
 * a whole node, so a few lines of nested aliases ("a billion laughs") expand to gigabytes.
 */
const DATA_FILE_LIMITS = { bytes: 64 * 1024 * 1024, aliases: 1000 };
function isModulePath(file) {
    return MODULE_EXTENSIONS.has(path.extname(file));
}
async function loadDataFile(file) {
    if (isModulePath(file))
        return { value: await importModule(file, "default") };
    let text;
    try {
        const { size } = await stat(file);
        if (size > DATA_FILE_LIMITS.bytes)
            throw configError(`${file} is ${Math.round(size / 1024 / 1024)} MiB (limit: ${DATA_FILE_LIMITS.bytes / 1024 / 1024} MiB)`, {
                where: file,
                hint: "keep large data (long scripted answers, fixtures) in files the config points to",
            });
        text = await readFile(file, "utf8");
    }
    catch (error) {
        if (isAgentBenchError(error))
            throw error;
        throw configError(`cannot read ${file}: ${errorMessage(error)}`, { where: file, hint: "check that the file exists and that you may read it" });
    }
    return await parseText(text, file);
}
// The YAML parser (0.3 MB) loads with the first YAML file, or JSON that is invalid or repeats a key: a run
// whose config and suite are modules, JSON or JSONL never needs it, and every module loaded before the first
// agent is start-up.
let yamlModule;
const loadYaml = async () => (yamlModule ??= await import('./index-xNsvAqsy.js').then(n => n.i));
async function parseText(text, file) {
    // Invalid JSON goes on to the YAML parser, whose error names the line.
    return (path.extname(file) === ".json" && (await parseJson(text, file))) || parseYaml(text, file, await loadYaml());
}
/**
 * Valid JSON: values from JSON.parse, key lines from a scan of the text (json-key-lines.ts). A repeated key
 * is an error in the YAML parser's words, from a copy whose long string values are emptied (JSON strings hold
 * no line breaks, so every line keeps its number). The YAML parser builds a double-quoted string one
 * character at a time, a V8 rope of one 32-byte node per character: ten runners with a 1 MB scripted answer
 * held 320 MB during the load, and V8 sized the heap for the rest of the run from that (bench/items/scale.mjs).
 */
async function parseJson(text, file) {
    let value;
    try {
        value = JSON.parse(text);
    }
    catch {
        return undefined;
    }
    const { lineOf, duplicateLine } = jsonKeyLines(text);
    if (duplicateLine === undefined)
        return { value, lineOf };
    // Keys stay whole, for the duplicate check.
    const skeleton = text.replace(JSON_STRING, (s, key) => (key !== undefined || s.length <= 200 ? s : '""'));
    parseYaml(skeleton, file, await loadYaml());
    // The YAML parser finds every repeated key JSON can have: not reached.
    throw configError(`${file}:${duplicateLine}: invalid JSON: Map keys must be unique`, { hint: "fix the JSON syntax at that line" });
}
/** A string in valid JSON, and the colon after it when it is a key. */
const JSON_STRING = /"[^"\\]*(?:\\[^][^"\\]*)*"(\s*:)?/gu;
function parseYaml(text, file, yaml) {
    const { isMap, isNode, isScalar } = yaml;
    const lineCounter = new yaml.LineCounter();
    const doc = yaml.parseDocument(text, { lineCounter, prettyErrors: false, uniqueKeys: true });
    const errors = doc.errors;
    if (errors.length > 0) {
        const first = errors[0];
        const line = lineCounter.linePos(first.pos[0]).line;
        const kind = path.extname(file) === ".json" ? "JSON" : "YAML";
        throw configError(`${file}:${line}: invalid ${kind}: ${first.message.split("\n")[0]}`, {
            hint: `fix the ${kind} syntax at that line`,
        });
    }
    const value = toValue(doc, lineCounter, file, yaml.visit);
    const lineOf = (keyPath) => {
        // A key's own line (a value can start on the next one: "runner:\n  a: …").
        const parent = keyPath.length > 0 ? doc.getIn(keyPath.slice(0, -1), true) : undefined;
        if (isMap(parent)) {
            const pair = parent.items.find((p) => isScalar(p.key) && p.key.value === keyPath.at(-1));
            if (pair && isNode(pair.key) && pair.key.range)
                return lineCounter.linePos(pair.key.range[0]).line;
        }
        for (let n = keyPath.length; n >= 0; n--) {
            const node = doc.getIn(keyPath.slice(0, n), true);
            if (isNode(node) && node.range)
                return lineCounter.linePos(node.range[0]).line;
        }
        return undefined;
    };
    return { value, lineOf };
}
/** The document's value; an alias bomb is a config error naming the file and the first alias's line. */
function toValue(doc, lineCounter, file, visit) {
    try {
        return doc.toJS({ maxAliasCount: DATA_FILE_LIMITS.aliases });
    }
    catch (error) {
        let line;
        visit(doc, {
            Alias(_key, node) {
                line = node.range ? lineCounter.linePos(node.range[0]).line : undefined;
                return visit.BREAK;
            },
        });
        throw configError(`${file}${line ? `:${line}` : ""}: YAML aliases expand too far: ${errorMessage(error).split("\n")[0]} (limit: ${DATA_FILE_LIMITS.aliases})`, {
            hint: "write the repeated values out, or use fewer aliases (*name)",
        });
    }
}
/** Imports a user module (config, suite, script, reporter); errors name the file, line and column. */
async function importModule(file, exportName) {
    let mod;
    try {
        mod = await importUserModule(file);
    }
    catch (error) {
        throw moduleLoadError(file, error);
    }
    return exportName === "*" ? mod : mod[exportName];
}
function moduleLoadError(file, error) {
    const code = error.code;
    const message = errorMessage(error);
    const first = message.split("\n")[0];
    // Set by the module loader (load/syntax-location.ts), in the file as written.
    const at = error.location;
    if (at)
        return configError(`${at.file}:${at.line}:${at.column}: syntax error: ${first}`, { hint: "fix the syntax at that line and column" });
    const location = locationFromStack(error, file) ?? file;
    if (code === "ERR_MODULE_NOT_FOUND" || code === "MODULE_NOT_FOUND") {
        return configError(`${location}: ${first}`, { hint: "install the missing package in your repository, or fix the import path" });
    }
    return configError(`${location}: failed to load: ${error?.name ?? "Error"}: ${first}`, {
        hint: "fix the error in the file",
    });
}
/** "file:line:column" of the innermost stack frame in the file itself. */
function locationFromStack(error, file) {
    const stack = error?.stack ?? "";
    const escaped = file.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    const pos = new RegExp(`(?:file://)?${escaped}:(\\d+):(\\d+)`).exec(stack);
    if (!pos)
        return undefined;
    const at = originalPosition(file, Number(pos[1]), Number(pos[2]));
    return `${file}:${at.line}:${at.column}`;
}

// The environment and home of an agent CLI process. Every state folder a CLI
// writes to (HOME, XDG folders, TMPDIR) points into the execution's fresh
// home, so one execution cannot leak state into the next; the rest of the
// environment (credentials included) passes through untouched.
/** `defaults` < the execution's environment < the isolated folders < `forced`; keys set to undefined are removed. */
function cliEnv(ctx, defaults, forced = {}) {
    const env = {
        ...launcherDefaults(ctx.env),
        ...defaults,
        ...ctx.env,
        HOME: ctx.home,
        USERPROFILE: ctx.home,
        XDG_CONFIG_HOME: path.join(ctx.home, ".config"),
        XDG_DATA_HOME: path.join(ctx.home, ".local", "share"),
        XDG_STATE_HOME: path.join(ctx.home, ".local", "state"),
        XDG_CACHE_HOME: path.join(ctx.home, ".cache"),
        TMPDIR: path.join(ctx.home, "tmp"),
        ...forced,
    };
    return Object.fromEntries(Object.entries(env).filter((entry) => entry[1] !== undefined));
}
/**
 * A launcher such as `npx -y @openai/codex@…` keeps using the user's npm cache and npm config
 * (pointed at, not copied): with the fresh HOME alone it would download the CLI for every execution.
 */
function launcherDefaults(env) {
    const home = env.HOME ?? os.homedir();
    // Looked up once per home, not for every execution.
    let defaults = launcherDefaultsByHome.get(home);
    if (!defaults) {
        const npmrc = path.join(home, ".npmrc");
        defaults = { npm_config_cache: path.join(home, ".npm"), ...(existsSync(npmrc) ? { npm_config_userconfig: npmrc } : {}) };
        launcherDefaultsByHome.set(home, defaults);
    }
    return defaults;
}
const launcherDefaultsByHome = new Map();
/** The executable and launcher arguments: the runner's `command`, else the CLI's usual name. */
function executableOf(ctx, fallback) {
    const [executable, ...launcher] = ctx.runner.command ?? [fallback];
    return { executable: executable, launcher };
}
/** Adapters report a rejected model as a session error of kind "model-rejected". */
const modelRejectionFromSession = (_output, session) => session.errors.find((e) => e.kind === "model-rejected")?.message;
function runningAsRoot() {
    return typeof process.getuid === "function" && process.getuid() === 0;
}
/**
 * The package.json of the npm package that provides `executable` (found on PATH, symlinks followed),
 * so parse() can report the CLI's version when its output does not (collected as a file, never spawned).
 */
function packageJsonOf(executable, env, packageName) {
    // Found once per executable and PATH: the file is read after every execution, its place does not move.
    const key = `${packageName}\0${executable}\0${env.PATH ?? ""}`;
    if (!packageJsons.has(key))
        packageJsons.set(key, findPackageJson(executable, env, packageName));
    return packageJsons.get(key);
}
const packageJsons = new Map();
function findPackageJson(executable, env, packageName) {
    const dirs = executable.includes("/") ? [""] : (env.PATH ?? "").split(path.delimiter).filter(Boolean);
    for (const dir of dirs) {
        const candidate = dir ? path.join(dir, executable) : executable;
        if (!existsSync(candidate))
            continue;
        let current = path.dirname(realpathSync(candidate));
        for (let i = 0; i < 6; i++) {
            const file = path.join(current, "package.json");
            if (existsSync(file) && readName(file) === packageName)
                return file;
            current = path.dirname(current);
        }
        return undefined;
    }
    return undefined;
}
function readName(file) {
    try {
        return JSON.parse(readFileSync(file, "utf8")).name;
    }
    catch {
        return undefined;
    }
}
/** The version in a collected package.json. */
function cliVersionOf(packageJson) {
    if (!packageJson)
        return undefined;
    try {
        const version = JSON.parse(packageJson).version;
        return typeof version === "string" ? version : undefined;
    }
    catch {
        return undefined;
    }
}

// Step counters over JSONL output: each line that parses is fed to a function
// that returns the steps seen so far (other lines leave the count alone).
function jsonStepCounter(feed) {
    let steps = 0;
    return (line) => {
        if (!line.trimStart().startsWith("{"))
            return steps;
        try {
            steps = feed(JSON.parse(line));
        }
        catch {
            // a line that is not JSON after all
        }
        return steps;
    };
}

// Claude Code against the scripted model server: base URL, a dummy key, no
// retries and no outside traffic. The user's own Anthropic credentials and
// provider switches are removed so nothing reaches a real provider.
function scriptedModelEnv$3(url) {
    return {
        ANTHROPIC_BASE_URL: url,
        ANTHROPIC_API_KEY: "agent-bench-scripted-model",
        ANTHROPIC_AUTH_TOKEN: undefined,
        CLAUDE_CODE_OAUTH_TOKEN: undefined,
        CLAUDE_CODE_USE_BEDROCK: undefined,
        CLAUDE_CODE_USE_VERTEX: undefined,
        CLAUDE_CODE_USE_FOUNDRY: undefined,
        ANTHROPIC_CUSTOM_HEADERS: undefined,
        // Otherwise a failing request is retried up to 10 times with backoff (minutes).
        CLAUDE_CODE_MAX_RETRIES: "0",
        CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC: "1",
    };
}

// Provider API errors as agent CLIs print them → the session's error kinds.
// The engine maps "api", "authentication" and "rate-limit" to failure origin
// api (errored: the provider failed, not the agent) and "model-rejected" to
// model-rejected (the runner's later executions are not spawned).
function kindForStatus(status) {
    if (status === 401 || status === 403)
        return "authentication";
    if (status === 429)
        return "rate-limit";
    return "api";
}
/** The HTTP status an error message names ("status 401", "API Error: 500", "(429)", `"code":404`), if any. */
function statusIn(text) {
    const match = /\bstatus:? (\d{3})\b/i.exec(text) ??
        /\bAPI Error:? (\d{3})\b/i.exec(text) ??
        /"code":\s*(\d{3})\b/.exec(text) ??
        /\((\d{3})\)/.exec(text) ??
        /\b(\d{3}) (?:Unauthorized|Forbidden|Not Found|Too Many Requests|Bad Request|Internal Server Error|Service Unavailable|Bad Gateway)\b/i.exec(text);
    const status = match ? Number(match[1]) : undefined;
    return status !== undefined && status >= 400 && status <= 599 ? status : undefined;
}

// Reading agent output streams. One shared copy (skillgym copied these into
// every adapter).
function isRecord(value) {
    return typeof value === "object" && value !== null && !Array.isArray(value);
}
/** Splits output into lines; each is JSON when it parses, else kept as text. Blank lines are dropped. */
function parseJsonLines(text) {
    const out = [];
    const lines = text.split(/\r?\n/);
    for (let i = 0; i < lines.length; i++) {
        const raw = lines[i];
        const trimmed = raw.trim();
        if (trimmed === "")
            continue;
        if (trimmed.startsWith("{") || trimmed.startsWith("[")) {
            try {
                out.push({ kind: "json", value: JSON.parse(trimmed), line: i + 1 });
                continue;
            }
            catch {
                // not JSON after all: kept as text below
            }
        }
        out.push({ kind: "text", text: raw, line: i + 1 });
    }
    return out;
}
function str(value) {
    return typeof value === "string" ? value : undefined;
}
function num(value) {
    return typeof value === "number" && Number.isFinite(value) ? value : undefined;
}
function rec(value) {
    return isRecord(value) ? value : undefined;
}
function arr(value) {
    return Array.isArray(value) ? value : [];
}
/** Tool output as text, whatever shape the CLI used (string, content blocks, objects). */
function textOf(value) {
    if (typeof value === "string")
        return value;
    if (value === undefined || value === null)
        return "";
    if (Array.isArray(value)) {
        return value.map((part) => (isRecord(part) && typeof part.text === "string" ? part.text : textOf(part))).join("");
    }
    if (isRecord(value) && typeof value.text === "string")
        return value.text;
    try {
        return JSON.stringify(value);
    }
    catch {
        // A BigInt or a circular object.
        return typeof value === "bigint" ? value.toString() : Object.prototype.toString.call(value);
    }
}

// Builds a Session from events: every parser pushes events in order and calls
// finish(), which derives files, skills and character counts the same way for
// all runners.
class SessionBuilder {
    events = [];
    errors = [];
    sessionId;
    cliVersion;
    model;
    costUsd;
    turns;
    finalOutput;
    usage = {};
    /** JSON lines of the stream seen by records(), objects or not. */
    jsonLines = 0;
    /** Events of types this parser does not understand, counted by type: kept raw, and reported. */
    unknownEvents = {};
    runner;
    prompt;
    cwd;
    knownSkills;
    skillRoots;
    constructor(runner, prompt, cwd, knownSkills = [], skillRoots = []) {
        this.runner = runner;
        this.prompt = prompt;
        this.cwd = cwd;
        this.knownSkills = knownSkills;
        this.skillRoots = skillRoots;
    }
    push(event) {
        this.events.push(event);
    }
    /**
     * An event of a type this parser does not know (`type` names it: "system/hook_x", "assistant block
     * server_tool_use"): kept as a raw event, so it shows in the transcript, and counted, so the run
     * says the agent CLI may have changed its output format instead of failing assertions mysteriously.
     */
    unknown(raw, type, at) {
        const event = { type: "raw", raw, ...(at ? { at } : {}) };
        this.push(event);
        // The type name comes from the agent's stream: printable ASCII, short, never a key with a meaning.
        const key = `${type.replace(/[^\x20-\x7e]/gu, "?").slice(0, 100)}`;
        if (key === "__proto__")
            return event;
        this.unknownEvents[key] = (this.unknownEvents[key] ?? 0) + 1;
        return event;
    }
    /**
     * The stream's JSON objects, in order. Every other line is kept as an event
     * (text as "unparsed", other JSON as "raw"): parsers are lenient, and what
     * they do not understand still shows in the transcript. `onText` runs for
     * each text line, for parsers that end a streamed message there.
     */
    *records(stdout, onText) {
        for (const line of parseJsonLines(stdout)) {
            if (line.kind === "text") {
                this.push({ type: "unparsed", raw: line.text });
                onText?.();
                continue;
            }
            this.jsonLines++;
            if (isRecord(line.value))
                yield line.value;
            else
                this.unknown(line.value, "a JSON value that is not an object");
        }
    }
    /** An output error when the agent printed something, but no JSON event: its flags were changed. */
    requireJsonStream(stdout, message) {
        if (this.jsonLines === 0 && stdout.trim() !== "")
            this.error({ kind: "output", message });
    }
    error(error) {
        this.errors.push(error);
        this.events.push({ type: "error", kind: error.kind, message: error.message, status: error.status, fatal: true });
    }
    /** Makes a path reported by the agent absolute (relative paths are relative to its cwd). */
    resolve(p, base) {
        if (path.isAbsolute(p))
            return path.normalize(p);
        return path.resolve(base ?? this.cwd, p);
    }
    finish(extra = {}) {
        const finalOutput = this.finalOutput ?? lastAssistantText(this.events);
        const reads = unique(this.events.flatMap((e) => (e.type === "fileRead" ? [e.path] : [])));
        const writes = unique(this.events.flatMap((e) => (e.type === "fileWrite" ? [e.path] : [])));
        const skillReads = reads.filter((p) => path.basename(p) === "SKILL.md");
        const reasoningChars = this.events.reduce((n, e) => n + (e.type === "message" && e.phase === "thinking" ? e.text.length : 0), 0);
        const u = this.usage;
        const usage = {
            ...u,
            cacheTokens: u.cacheTokens ?? u.cacheReadTokens,
            inputChars: this.prompt.length,
            outputChars: finalOutput.length,
            reasoningChars,
            source: {
                input: u.inputTokens !== undefined ? "provider" : "chars",
                output: u.outputTokens !== undefined ? "provider" : "chars",
                reasoning: u.reasoningTokens !== undefined ? "provider" : "chars",
            },
        };
        return {
            runner: this.runner,
            sessionId: this.sessionId,
            prompt: this.prompt,
            cliVersion: this.cliVersion,
            model: this.model,
            usage,
            costUsd: this.costUsd,
            turns: this.turns,
            files: { observedReads: reads, observedSkillReads: skillReads, observedWrites: writes },
            detectedSkills: detectSkills(this.events, reads, this.knownSkills, this.skillRoots),
            events: this.events,
            finalOutput,
            errors: this.errors,
            exitCode: extra.exitCode,
            rawArtifacts: { stdoutPath: extra.stdoutPath, stderrPath: extra.stderrPath },
            ...(Object.keys(this.unknownEvents).length > 0 ? { unknownEvents: { ...this.unknownEvents } } : {}),
        };
    }
}
function unique(values) {
    return [...new Set(values)];
}
function lastAssistantText(events) {
    for (let i = events.length - 1; i >= 0; i--) {
        const e = events[i];
        if (e.type === "message" && e.role === "assistant" && e.phase !== "thinking" && !e.parentToolCallId && e.text.trim() !== "") {
            return e.text;
        }
    }
    return "";
}
/**
 * One detection per skill name; the strongest confidence wins and evidence is
 * concatenated. A read of <dir>/SKILL.md is strong evidence for skill <dir>.
 */
function detectSkills(events, reads, knownSkills = [], skillRoots = []) {
    const byName = new Map();
    const add = (skill, confidence, evidence) => {
        const current = byName.get(skill);
        if (!current) {
            byName.set(skill, { skill, confidence, evidence: [evidence] });
            return;
        }
        if (SKILL_CONFIDENCE_ORDER.indexOf(confidence) > SKILL_CONFIDENCE_ORDER.indexOf(current.confidence)) {
            current.confidence = confidence;
        }
        if (!current.evidence.includes(evidence))
            current.evidence.push(evidence);
    };
    for (const e of events) {
        if (e.type === "skillSignal")
            add(e.skill, e.confidence, e.signal);
    }
    for (const p of reads) {
        if (path.basename(p) !== "SKILL.md")
            continue;
        const dir = path.dirname(p);
        const known = knownSkills.find((k) => path.resolve(k.dir) === dir);
        // A SKILL.md in an agent's own skill folder that holds no such skill when the run ends (a variant removed it, or
        // it never was there): the read found nothing, so the skill was not used.
        if (!known && skillRoots.some((root) => path.dirname(dir) === path.resolve(root)))
            continue;
        add(known?.name ?? path.basename(dir), "strong", `Read ${p}`);
    }
    return [...byName.values()];
}
/** A user-typed `/name args` prompt invokes skill `name` explicitly (Claude Code leaves no event for it). */
function promptSkill(prompt) {
    const match = /^\s*\/([A-Za-z0-9][\w.:-]*)(?:\s|$)/.exec(prompt);
    return match?.[1];
}
/** The session of an execution whose output could not be read at all. */
function emptySession(runner, prompt) {
    return new SessionBuilder(runner, prompt, process.cwd()).finish();
}

// Phases of the main agent's assistant texts: its last text is the final
// answer, the texts before it are commentary. Thinking keeps its phase, and
// sub-agent texts stay unlabelled.
function markPhases(events, finalOutput) {
    const texts = events.filter((e) => e.type === "message" && e.role === "assistant" && e.phase === undefined && !e.parentToolCallId);
    texts.forEach((e, i) => {
        if (e.type !== "message")
            return;
        const last = i === texts.length - 1 && (finalOutput === undefined || finalOutput === e.text);
        e.phase = last ? "final" : "commentary";
    });
}

// What a shell command shows about files: which ones it reads with the usual
// viewing commands (cat, head, tail, sed -n, nl, less, …), and the script
// inside a `bash -lc '…'` wrapper. Agents without a read tool (Codex) read
// files this way, and every agent reads SKILL.md files this way at times; a
// heuristic, so it errs towards missing a read rather than inventing one.
const SHELLS$1 = new Set(["bash", "sh", "zsh", "dash", "ksh"]);
/** The viewing commands, with their options that take a separate value (`head -n 20 file`). */
const VIEWERS = {
    cat: [],
    tac: ["-s", "--separator"],
    less: [],
    more: [],
    head: ["-n", "-c", "--lines", "--bytes"],
    tail: ["-n", "-c", "--lines", "--bytes"],
    nl: ["-b", "-d", "-i", "-l", "-n", "-s", "-v", "-w"],
    bat: ["-l", "--language", "-r", "--line-range", "-H", "--highlight-line", "--style", "--theme"],
    batcat: ["-l", "--language", "-r", "--line-range", "-H", "--highlight-line", "--style", "--theme"],
    sed: ["-e", "-f", "-l", "--expression", "--file"],
};
/** The script of `bash -lc '<script>'` (and sh, zsh, …), else the command itself. */
function unwrapShell(command) {
    const tokens = tokenize(command.trim());
    const shell = tokens[0]?.split("/").at(-1);
    if (tokens.length === 3 && shell && SHELLS$1.has(shell) && /^-[A-Za-z]*c[A-Za-z]*$/.test(tokens[1]))
        return tokens[2];
    return command;
}
/** Files the command reads, as written (relative paths stay relative). */
function shellReads(command) {
    const reads = [];
    for (const segment of segments(unwrapShell(command))) {
        const tokens = tokenize(segment);
        const words = [];
        for (let i = 0; i < tokens.length; i++) {
            const t = tokens[i];
            if (t.startsWith("<<")) {
                if (/^<<[<-]?$/.test(t))
                    i++; // a here-document or here-string: its word is not a file
            }
            else if (t === "<") {
                if (tokens[i + 1] !== undefined)
                    reads.push(tokens[++i]);
            }
            else if (t.startsWith("<")) {
                reads.push(t.slice(1));
            }
            else if (/^(\d*|&)>>?$/.test(t)) {
                i++; // the redirection's target
            }
            else if (!/^(\d*|&)>/.test(t)) {
                words.push(t);
            }
        }
        reads.push(...viewerReads(words));
    }
    return [...new Set(reads)].filter((p) => p !== "" && !/[*?[\]$`]/.test(p));
}
function viewerReads(words) {
    const exe = words[0]?.split("/").at(-1);
    const valued = exe === undefined ? undefined : VIEWERS[exe];
    if (!valued)
        return [];
    const files = [];
    // sed's first operand is its script unless -e/-f gave one.
    let scriptPending = exe === "sed";
    let options = true;
    for (let i = 1; i < words.length; i++) {
        const w = words[i];
        if (options && w === "--")
            options = false;
        else if (options && w.startsWith("-") && w.length > 1) {
            if (exe === "sed" && /^(-e|-f|--expression|--file)/.test(w))
                scriptPending = false;
            if (valued.includes(w))
                i++;
        }
        else if (scriptPending)
            scriptPending = false;
        else if (w !== "-")
            files.push(w);
    }
    return files;
}
/** Splits on unquoted ; & | && || and newlines; subshell parentheses are dropped. */
function segments(script) {
    const out = [];
    let current = "";
    let quote;
    for (let i = 0; i < script.length; i++) {
        const ch = script[i];
        if (quote) {
            if (ch === "\\" && quote === '"' && i + 1 < script.length)
                current += ch + script[++i];
            else {
                if (ch === quote)
                    quote = undefined;
                current += ch;
            }
        }
        else if (ch === "'" || ch === '"') {
            quote = ch;
            current += ch;
        }
        else if (ch === "\\" && i + 1 < script.length) {
            current += ch + script[++i];
        }
        else if (ch === ";" || ch === "&" || ch === "|" || ch === "\n" || ch === "(" || ch === ")") {
            // `2>&1` is a redirection, not a background operator.
            if (ch === "&" && current.endsWith(">"))
                current += ch;
            else {
                out.push(current);
                current = "";
            }
        }
        else {
            current += ch;
        }
    }
    out.push(current);
    return out.map((s) => s.trim()).filter((s) => s !== "");
}

// Claude Code's result lines → final output, totals and errors. Since 2.1.3xx
// a run can print several results (a background sub-agent's completion starts
// another turn): `usage` and `num_turns` cover one result each, while
// `modelUsage` and `total_cost_usd` are running totals for the whole session.
/** Messages of a request for a model the provider does not offer. */
const MODEL_REJECTED$7 = /issue with the selected model|model_not_found|not_found_error.*model|model: \S+ (?:not found|does not exist)|does not exist or you do not have access/i;
function applyResults(b, results, synthetic) {
    const last = results.at(-1);
    if (!last)
        return;
    if (typeof last.result === "string")
        b.finalOutput = last.result;
    b.sessionId ??= str(last.session_id);
    b.costUsd = num(last.total_cost_usd);
    const turns = results.map((r) => num(r.num_turns)).filter((n) => n !== undefined);
    if (turns.length > 0)
        b.turns = turns.reduce((a, n) => a + n, 0);
    b.usage = totals(results, last);
    const firstModel = Object.keys(rec(last.modelUsage) ?? {})[0];
    if (!b.model && firstModel)
        b.model = firstModel.replace(/\[[^\]]*\]$/, "");
    const denied = new Set();
    for (const r of results) {
        for (const d of arr(r.permission_denials).filter(isRecord)) {
            const key = str(d.tool_use_id) ?? JSON.stringify(d);
            if (denied.has(key))
                continue;
            denied.add(key);
            const input = d.tool_input ? ` ${JSON.stringify(d.tool_input).slice(0, 200)}` : "";
            b.error({
                kind: "permission",
                message: `permission denied for ${str(d.tool_name) ?? "a tool"}${input} (set permissionMode, or allowedTools, on the runner)`,
            });
        }
        const error = resultError(r, r === last ? synthetic : undefined);
        if (error)
            b.error(error);
    }
}
function resultError(r, synthetic) {
    const errors = arr(r.errors).filter((e) => typeof e === "string");
    if (r.subtype === "error_max_turns")
        return { kind: "max-turns", message: errors.join("; ") || "Claude Code reached its maximum number of turns" };
    if (r.subtype === "error_during_execution")
        return { kind: "crash", message: errors.join("; ") || "Claude Code failed during execution" };
    if (r.subtype === "error_max_budget_usd")
        return { kind: "other", message: errors.join("; ") || "Claude Code reached its maximum budget" };
    if (r.is_error !== true)
        return undefined;
    const message = (typeof r.result === "string" && r.result) || synthetic?.text || errors.join("; ") || "Claude Code reported an error";
    const status = num(r.api_error_status) ?? statusIn(message);
    if (synthetic?.code === "model_not_found" || MODEL_REJECTED$7.test(message)) {
        return { kind: "model-rejected", message, status };
    }
    if (synthetic?.code === "authentication_failed")
        return { kind: "authentication", message, status };
    if (synthetic?.code === "rate_limit")
        return { kind: "rate-limit", message, status };
    return { kind: kindForStatus(status), message, status };
}
/** Gross input (cached included), output and reasoning: the session's running totals when the CLI gives them. */
function totals(results, last) {
    const models = Object.values(rec(last.modelUsage) ?? {}).filter(isRecord);
    if (models.length > 0) {
        const sum = (key) => models.reduce((n, m) => n + (num(m[key]) ?? 0), 0);
        const hasThinking = models.some((m) => num(m.thinkingTokens) !== undefined);
        return usage$5(sum("inputTokens"), sum("outputTokens"), sum("cacheReadInputTokens"), sum("cacheCreationInputTokens"), hasThinking ? sum("thinkingTokens") : undefined);
    }
    const perResult = results.map((r) => r.usage).filter((u) => isRecord(u));
    if (perResult.length === 0)
        return {};
    const sum = (key) => perResult.reduce((n, u) => n + (num(u[key]) ?? 0), 0);
    const thinking = perResult.map((u) => num(rec(u.output_tokens_details)?.thinking_tokens)).filter((n) => n !== undefined);
    return usage$5(sum("input_tokens"), sum("output_tokens"), sum("cache_read_input_tokens"), sum("cache_creation_input_tokens"), thinking.length > 0 ? thinking.reduce((a, n) => a + n, 0) : undefined);
}
/** Anthropic's input_tokens leave cached input out; the session's inputTokens include it. */
function usage$5(input, output, cacheRead, cacheWrite, reasoning) {
    const gross = input + cacheRead + cacheWrite;
    return {
        inputTokens: gross,
        outputTokens: output,
        cacheReadTokens: cacheRead,
        cacheWriteTokens: cacheWrite,
        ...(reasoning !== undefined ? { reasoningTokens: reasoning } : {}),
        totalTokens: gross + output,
    };
}

// How an agent's process ended: exactly one state, so no consumer has to guess
// which of several loose flags wins. Pure data and two readers.
function exitOf(end) {
    switch (end.kind) {
        case "exited":
        case "signalled":
        case "spawn-failed":
            return end;
        case "timed-out":
        case "cancelled":
        case "step-limit":
        case "output-limit":
        case "write-failed":
            return end.exit;
        default:
            return unreachable(end);
    }
}
/** The exit code the process reported (null: it was killed by a signal or never ran), as sessions and results.json record it. */
function exitCodeOf(end) {
    const exit = exitOf(end);
    return exit.kind === "exited" ? exit.code : null;
}
/** The exhaustiveness check of a switch over a union: a new state is a type error at every switch that misses it. */
function unreachable(value) {
    throw new Error(`unhandled state ${JSON.stringify(value)}`);
}

// Claude Code's stream-json (and the single-object --output-format json) →
// session. One line per content block, usage repeated on each (never summed);
// the totals come from the result lines. Lenient: unknown lines are kept raw.
/** Lines that repeat what other lines say (partial stream events, status pings): not kept. */
const NOISE = new Set(["thinking_tokens", "status", "background_tasks_changed", "task_updated", "hook_started", "hook_progress"]);
function parseClaudeCode(output, ctx) {
    const b = new SessionBuilder(ctx.runner, ctx.prompt, ctx.cwd, ctx.knownSkills, ctx.skillRoots);
    const state = { tools: new Map() };
    const results = [];
    const availableSkills = new Set();
    let initModel;
    let synthetic;
    for (const e of b.records(output.stdout)) {
        if (e.type === "system") {
            if (e.subtype === "init") {
                const init = e;
                b.sessionId ??= str(init.session_id);
                b.cliVersion ??= str(init.claude_code_version);
                initModel ??= str(init.model);
                state.cwd ??= str(init.cwd);
                for (const s of Array.isArray(init.skills) ? init.skills : [])
                    if (typeof s === "string")
                        availableSkills.add(s);
            }
            else if (e.subtype === "api_retry") {
                const status = num(e.error_status);
                b.push({
                    type: "error",
                    kind: kindForStatus(status),
                    status,
                    fatal: false,
                    message: `retrying the model request (attempt ${num(e.attempt) ?? "?"} of ${num(e.max_retries) ?? "?"}): ${str(e.error) ?? "error"}`,
                });
            }
            else if (e.subtype === "task_started" || e.subtype === "task_progress" || e.subtype === "task_notification") {
                subagent(b, e);
            }
            else if (!NOISE.has(String(e.subtype))) {
                b.unknown(e, `system/${String(e.subtype)}`);
            }
        }
        else if (e.type === "assistant") {
            const a = e;
            if (a.message?.model === "<synthetic>") {
                // The CLI's stand-in for a failed request: its text is the error, not an answer.
                synthetic = {
                    code: str(a.error),
                    text: blocks(a.message.content)
                        .map((c) => (c.type === "text" ? (str(c.text) ?? "") : ""))
                        .join(""),
                };
                continue;
            }
            const message = rec(a.message);
            b.model ??= str(message?.model);
            for (const block of blocks(message?.content))
                assistantBlock(b, block, a, state);
        }
        else if (e.type === "user") {
            userLine(b, e, state.tools);
        }
        else if (e.type === "result") {
            results.push(e);
        }
        else if (e.type !== "stream_event") {
            b.unknown(e, String(e.type));
        }
    }
    const skill = promptSkill(ctx.prompt);
    if (skill && (availableSkills.has(skill) || ctx.knownSkills?.some((k) => k.name === skill))) {
        b.events.unshift({ type: "skillSignal", skill, signal: `prompt:/${skill}`, confidence: "explicit" });
    }
    b.model ??= initModel?.replace(/\[[^\]]*\]$/, "");
    applyResults(b, results, synthetic);
    b.requireJsonStream(output.stdout, "Claude Code printed no stream-json events; keep --output-format stream-json (runner args must not change it)");
    markPhases(b.events, b.finalOutput);
    return b.finish({ exitCode: exitCodeOf(output.end), stdoutPath: ctx.stdoutPath, stderrPath: ctx.stderrPath });
}
function assistantBlock(b, block, line, state) {
    const parent = str(line.parent_tool_use_id);
    const at = str(line.timestamp);
    const common = { ...(parent ? { parentToolCallId: parent } : {}), ...(at ? { at } : {}) };
    if (block.type === "text") {
        b.push({ type: "message", role: "assistant", text: str(block.text) ?? "", ...common });
    }
    else if (block.type === "thinking") {
        b.push({ type: "message", role: "assistant", phase: "thinking", text: str(block.thinking) ?? "", ...common });
    }
    else if (block.type === "tool_use") {
        const id = str(block.id);
        const name = str(block.name) ?? "unknown";
        const input = isRecord(block.input) ? block.input : {};
        if (id)
            state.tools.set(id, { name, input });
        const resolve = (p) => b.resolve(p, state.cwd);
        b.push({ type: "toolCall", id, tool: name, args: input, ...common });
        const ref = { toolCallId: id, ...common };
        const file = str(input.file_path) ?? str(input.notebook_path);
        if (name === "Bash" && typeof input.command === "string") {
            b.push({ type: "command", command: input.command, ...ref });
            for (const p of shellReads(input.command))
                b.push({ type: "fileRead", path: resolve(p), ...ref });
        }
        else if (name === "Read" && file) {
            b.push({ type: "fileRead", path: resolve(file), ...ref });
        }
        else if (name === "Write" && file) {
            b.push({ type: "fileWrite", path: resolve(file), kind: "write", ...ref });
        }
        else if ((name === "Edit" || name === "MultiEdit" || name === "NotebookEdit") && file) {
            b.push({ type: "fileWrite", path: resolve(file), kind: "edit", ...ref });
        }
        else if (name === "Skill") {
            const skill = str(input.skill) ?? str(input.name);
            if (skill)
                b.push({ type: "skillSignal", skill, signal: "tool:Skill", confidence: "explicit", ...(at ? { at } : {}) });
        }
        else if (name === "Agent" || name === "Task") {
            b.push({ type: "subagent", toolCallId: id, status: "started", description: str(input.description), ...(at ? { at } : {}) });
        }
    }
    else if (!QUIET_BLOCKS.has(String(block.type))) {
        // A block type this version does not know (server_tool_use, a new kind of content): kept, counted.
        b.unknown(block, `assistant block ${String(block.type)}`, at);
    }
}
/** Content blocks known and deliberately not shown: redacted reasoning has no text to show. */
const QUIET_BLOCKS = new Set(["redacted_thinking"]);
function userLine(b, line, tools) {
    const parent = str(line.parent_tool_use_id);
    const at = str(line.timestamp);
    const common = { ...(parent ? { parentToolCallId: parent } : {}), ...(at ? { at } : {}) };
    const content = rec(line.message)?.content;
    if (typeof content === "string") {
        b.push({ type: "message", role: line.isSynthetic ? "system" : "user", text: content, ...common });
        return;
    }
    for (const block of blocks(content)) {
        if (block.type === "text") {
            // Synthetic user text is the CLI's own (a loaded skill's body), not the user's.
            b.push({ type: "message", role: line.isSynthetic ? "system" : "user", text: str(block.text) ?? "", ...common });
            continue;
        }
        if (block.type === "image")
            continue;
        if (block.type !== "tool_result") {
            b.unknown(block, `user block ${String(block.type)}`, at);
            continue;
        }
        const id = str(block.tool_use_id);
        const tool = id ? tools.get(id) : undefined;
        const output = textOf(block.content);
        const isError = block.is_error === true;
        let exitCode;
        if (tool?.name === "Bash") {
            // The exit code is only in the text ("Exit code 3\n…") when the command failed.
            const m = /^Exit code (\d+)/.exec(output);
            exitCode = m ? Number(m[1]) : isError ? undefined : 0;
            const command = b.events.findLast((ev) => ev.type === "command" && ev.toolCallId === id);
            if (command?.type === "command" && exitCode !== undefined)
                command.exitCode = exitCode;
        }
        if (tool?.name === "Write" && isRecord(line.tool_use_result) && line.tool_use_result.type === "create") {
            const write = b.events.findLast((ev) => ev.type === "fileWrite" && ev.toolCallId === id);
            if (write?.type === "fileWrite")
                write.kind = "create";
        }
        if (tool?.name === "Skill" && isError) {
            // Claude Code refused the call (no such skill): the skill was asked for, not used.
            const skill = str(tool.input.skill) ?? str(tool.input.name);
            const signal = b.events.findLastIndex((ev) => ev.type === "skillSignal" && ev.signal === "tool:Skill" && ev.skill === skill);
            if (signal >= 0)
                b.events.splice(signal, 1);
        }
        b.push({ type: "toolResult", id, tool: tool?.name, output, isError, ...(exitCode !== undefined ? { exitCode } : {}), ...common });
        if ((tool?.name === "Agent" || tool?.name === "Task") && !/agent launched/i.test(output)) {
            b.push({ type: "subagent", toolCallId: id, status: isError ? "failed" : "completed", ...(at ? { at } : {}) });
        }
    }
}
function subagent(b, e) {
    const toolCallId = str(e.tool_use_id);
    // The Agent tool_use already said "started".
    if (e.subtype === "task_started")
        return;
    if (e.subtype === "task_progress") {
        b.push({ type: "subagent", toolCallId, status: "progress", description: str(e.description) ?? str(e.last_tool_name) });
        return;
    }
    const done = b.events.some((ev) => ev.type === "subagent" && ev.toolCallId === toolCallId && (ev.status === "completed" || ev.status === "failed"));
    if (!done)
        b.push({ type: "subagent", toolCallId, status: e.status === "completed" ? "completed" : "failed", description: str(e.summary) });
}
/** Content blocks, whatever the line holds (odd values are skipped). */
function blocks(content) {
    return Array.isArray(content) ? content.filter(isRecord) : [];
}

// type: claude-code — `claude -p … --output-format stream-json --verbose`.
const optionsSchema$9 = strictObject({
    /** --permission-mode. bypassPermissions (the default) lets a headless agent act; as root it needs IS_SANDBOX=1, which agent-bench sets. */
    permissionMode: _enum(["bypassPermissions", "acceptEdits", "dontAsk", "default", "plan", "auto"]).default("bypassPermissions"),
    /** --max-turns: the CLI stops by itself (result error_max_turns → failure origin max-steps). */
    maxTurns: number().int().positive().optional(),
    allowedTools: array(string().min(1)).optional(),
    disallowedTools: array(string().min(1)).optional(),
    appendSystemPrompt: string().optional(),
    systemPrompt: string().optional(),
    /** --settings: an object, or a settings file relative to the config file. */
    settings: union([record(string(), unknown()), string().min(1)]).optional(),
});
const claudeCodeRunner = {
    type: "claude-code",
    displayName: "Claude Code",
    context: { instructionFiles: ["CLAUDE.md", "CLAUDE.local.md"], configPaths: [".claude"], settingsFiles: [".mcp.json"], skillFolders: [".claude/skills"] },
    init: { markers: ["CLAUDE.md", ".claude"], install: "npm install -g @anthropic-ai/claude-code@2.1.329", secret: "ANTHROPIC_API_KEY", executable: "claude" },
    optionsSchema: optionsSchema$9,
    modelProtocol: "anthropic",
    resumes: true,
    // <session id>.jsonl under projects/<cwd slug>/; --resume finds it from any working folder.
    sessionFiles: [".claude/projects"],
    preflight(runner) {
        const { options } = runner;
        if (typeof options.settings === "string" && !existsSync(path.resolve(runner.baseDir, options.settings))) {
            throw configError(`runners.${runner.id}.settings: ${path.resolve(runner.baseDir, options.settings)} does not exist`, {
                hint: "give a Claude Code settings file (relative to the config file) or an inline object",
            });
        }
    },
    prepare(ctx) {
        const { options } = ctx.runner;
        const { executable, launcher } = executableOf(ctx, "claude");
        const files = [];
        const args = [...launcher, "-p", "--output-format", "stream-json", "--verbose", "--permission-mode", options.permissionMode];
        if (ctx.runner.model)
            args.push("--model", ctx.runner.model);
        if (options.maxTurns !== undefined)
            args.push("--max-turns", String(options.maxTurns));
        // The next turn of a multi-turn case continues the session (kept under CLAUDE_CONFIG_DIR in this execution's home).
        if (ctx.resume?.sessionId)
            args.push("--resume", ctx.resume.sessionId);
        if (options.allowedTools)
            args.push("--allowedTools", options.allowedTools.join(","));
        if (options.disallowedTools)
            args.push("--disallowedTools", options.disallowedTools.join(","));
        if (options.systemPrompt !== undefined)
            args.push("--system-prompt", options.systemPrompt);
        if (options.appendSystemPrompt !== undefined)
            args.push("--append-system-prompt", options.appendSystemPrompt);
        if (typeof options.settings === "string")
            args.push("--settings", path.resolve(ctx.runner.baseDir, options.settings));
        else if (options.settings) {
            const file = path.join(ctx.home, "agent-bench-settings.json");
            files.push({ path: file, content: JSON.stringify(options.settings) });
            args.push("--settings", file);
        }
        // "--" keeps a prompt that starts with "-" (and the variadic --allowedTools) from eating each other.
        args.push(...ctx.runner.args, "--", ctx.case.prompt);
        const bypass = options.permissionMode === "bypassPermissions" && runningAsRoot() ? { IS_SANDBOX: "1" } : {};
        const env = cliEnv(ctx, { DISABLE_AUTOUPDATER: "1", CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC: "1" }, 
        // IS_SANDBOX must be exactly "1" (a machine's IS_SANDBOX=yes does not count).
        { ...bypass, CLAUDE_CONFIG_DIR: path.join(ctx.home, ".claude"), ...(ctx.scriptedModelUrl ? scriptedModelEnv$3(ctx.scriptedModelUrl) : {}) });
        return { kind: "spawn", executable, args, env, cwd: ctx.workspace, files };
    },
    parse: parseClaudeCode,
    createStepCounter() {
        // A step is one model response: every content block repeats its message id.
        const ids = new Set();
        return jsonStepCounter((event) => {
            const e = event;
            if (e?.type === "assistant" && typeof e.message?.id === "string" && e.message.model !== "<synthetic>")
                ids.add(e.message.id);
            return ids.size;
        });
    },
    detectModelRejection: modelRejectionFromSession,
};

// Codex's config.toml for an execution. Always: no update check, no
// analytics. With the scripted model server: a custom provider on the
// Responses API (the built-in openai provider ignores OPENAI_BASE_URL), no
// retries, and a known model slug (an unknown one drops the apply_patch tool).
const SCRIPTED_PROVIDER$1 = "agent-bench";
const SCRIPTED_KEY_ENV = "AGENT_BENCH_MODEL_KEY";
const SCRIPTED_DEFAULT_MODEL$4 = "gpt-5.5";
function codexConfig(scriptedModelUrl, model) {
    const lines = ["check_for_update_on_startup = false"];
    if (scriptedModelUrl) {
        lines.push(`model = ${toml(model ?? SCRIPTED_DEFAULT_MODEL$4)}`, `model_provider = ${toml(SCRIPTED_PROVIDER$1)}`);
    }
    lines.push("", "[analytics]", "enabled = false");
    if (scriptedModelUrl) {
        lines.push("", `[model_providers.${SCRIPTED_PROVIDER$1}]`, `name = "agent-bench scripted model"`, `base_url = ${toml(`${scriptedModelUrl}/v1`)}`, `env_key = ${toml(SCRIPTED_KEY_ENV)}`, `wire_api = "responses"`, 
        // Otherwise a failing request is retried five times with backoff.
        "request_max_retries = 0", "stream_max_retries = 0");
    }
    return `${lines.join("\n")}\n`;
}
/** A TOML value for `-c key=value` and config.toml (TOML basic strings accept JSON string escapes). */
function toml(value) {
    if (typeof value === "string")
        return JSON.stringify(value);
    if (typeof value === "number" || typeof value === "boolean")
        return String(value);
    if (Array.isArray(value))
        return `[${value.map(toml).join(", ")}]`;
    if (value !== null && typeof value === "object") {
        return `{ ${Object.entries(value)
            .map(([k, v]) => `${JSON.stringify(k)} = ${toml(v)}`)
            .join(", ")} }`;
    }
    return JSON.stringify(String(value));
}

// Codex's stream has no turn or request count: a model response is the run of
// items that starts after the previous tool results came back. Counted for
// maxSteps (as lines arrive) and for the session's turns (after the run).
const TOOL_ITEMS = new Set(["command_execution", "file_change", "mcp_tool_call", "web_search", "collab_tool_call"]);
/** Feed events in order; returns the model responses seen so far. */
function modelResponses$1() {
    let responses = 0;
    let awaitingModel = true;
    return (event) => {
        const e = event;
        if (e?.type === "turn.started")
            awaitingModel = true;
        if (typeof e?.type !== "string" || !e.type.startsWith("item."))
            return responses;
        const type = typeof e.item?.type === "string" ? e.item.type : "";
        if (type === "error")
            return responses;
        // A tool item shows up when it starts; messages and reasoning only when complete.
        const fromModel = e.type === "item.started" || !TOOL_ITEMS.has(type);
        if (fromModel && awaitingModel) {
            responses++;
            awaitingModel = false;
        }
        if (e.type === "item.completed" && TOOL_ITEMS.has(type))
            awaitingModel = true;
        return responses;
    };
}

// `codex exec --json` → session. Each item (command, file change, MCP call,
// message) is reported when it starts and again when it completes: calls are
// taken once, on first sight, and results on completion. Commands come from
// the items (unwrapped from `bash -lc '…'`); Codex has no read tool, so reads
// are the files its shell commands view, and skill use is a read of SKILL.md.
/** Messages of a request for a model the provider does not offer (API key and ChatGPT sign-in). */
const MODEL_REJECTED$6 = /model_not_found|does not exist or you do not have access|model is not supported|unsupported model|model \S+ (?:was )?not found/i;
const WRITE_KINDS$1 = { add: "create", update: "edit", delete: "delete" };
function parseCodex(output, ctx) {
    const b = new SessionBuilder(ctx.runner, ctx.prompt, ctx.cwd, ctx.knownSkills, ctx.skillRoots);
    const seen = new Set();
    /** Items of unknown types, by id: kept raw from their first event, updated as they progress. */
    const unknownItems = new Map();
    const responses = modelResponses$1();
    let turns = 0;
    let failed = false;
    let lastError;
    const totals = { input: 0, cached: 0, cacheWrite: 0, output: 0, reasoning: 0, reported: false };
    for (const record of b.records(output.stdout)) {
        const e = record;
        turns = responses(e);
        switch (e.type) {
            case "thread.started":
                b.sessionId ??= str(e.thread_id);
                break;
            case "turn.started":
                break;
            case "turn.completed": {
                // The turn got through whatever error it reported before.
                lastError = undefined;
                const u = isRecord(e.usage) ? e.usage : {};
                totals.reported = true;
                totals.input += num(u.input_tokens) ?? 0;
                totals.cached += num(u.cached_input_tokens) ?? 0;
                totals.cacheWrite += num(u.cache_write_input_tokens) ?? 0;
                totals.output += num(u.output_tokens) ?? 0;
                totals.reasoning += num(u.reasoning_output_tokens) ?? 0;
                break;
            }
            case "turn.failed":
                failed = true;
                b.error(classify$5(str(rec(e.error)?.message) ?? lastError ?? "Codex reported a failed turn"));
                break;
            case "error": {
                const message = str(e.message) ?? "";
                // Reconnecting… lines are retries in progress; the turn's fate comes later.
                if (/^Reconnecting\.\.\./.test(message))
                    b.push({ type: "error", kind: kindForStatus(statusIn(message)), status: statusIn(message), message, fatal: false });
                else
                    lastError = message;
                break;
            }
            case "item.started":
            case "item.updated":
            case "item.completed":
                if (isRecord(e.item))
                    item$1(b, e.item, e.type === "item.completed", seen, unknownItems);
                break;
            default:
                b.unknown(e, String(e.type));
        }
    }
    if (lastError !== undefined && !failed)
        b.error(classify$5(lastError));
    if (totals.reported) {
        b.usage = {
            inputTokens: totals.input,
            outputTokens: totals.output,
            reasoningTokens: totals.reasoning,
            cacheReadTokens: totals.cached,
            cacheWriteTokens: totals.cacheWrite,
            // output_tokens already includes the reasoning tokens: never add them again.
            totalTokens: totals.input + totals.output,
        };
    }
    if (turns > 0)
        b.turns = turns;
    const version = cliVersionOf(output.files.package);
    if (version)
        b.cliVersion = version;
    markPhases(b.events);
    b.requireJsonStream(output.stdout, "Codex printed no --json events; runner args must not remove --json");
    return b.finish({ exitCode: exitCodeOf(output.end), stdoutPath: ctx.stdoutPath, stderrPath: ctx.stderrPath });
}
/** Item types Codex documents that carry nothing a session needs (the agent's plan): kept raw, not counted. */
const QUIET_ITEMS = new Set(["todo_list"]);
function item$1(b, it, completed, seen, unknownItems) {
    const id = str(it.id);
    const first = id === undefined || !seen.has(id);
    if (id !== undefined)
        seen.add(id);
    const type = it.type;
    // The table is keyed by type, so the item is the one its handler takes.
    const handle = typeof type === "string" && Object.hasOwn(ITEM_HANDLERS, type) ? ITEM_HANDLERS[type] : undefined;
    if (handle)
        handle(b, it, { id, first, completed });
    else if (QUIET_ITEMS.has(String(type))) {
        if (completed)
            b.push({ type: "raw", raw: it });
    }
    else {
        // A type this version does not know: shown from its first event (some items only ever start), counted once.
        const known = id !== undefined ? unknownItems.get(id) : undefined;
        if (known && !first)
            known.raw = it;
        else {
            const event = b.unknown(it, `item ${String(type)}`);
            if (id !== undefined)
                unknownItems.set(id, event);
        }
    }
}
/** Each item type's events, as the session's events. */
const ITEM_HANDLERS = {
    agent_message(b, it, { completed }) {
        if (completed)
            b.push({ type: "message", role: "assistant", text: str(it.text) ?? "" });
    },
    reasoning(b, it, { completed }) {
        if (completed)
            b.push({ type: "message", role: "assistant", phase: "thinking", text: str(it.text) ?? "" });
    },
    error(b, it, { completed }) {
        // Warnings such as "Model metadata for `x` not found": the turn goes on.
        if (completed)
            b.push({ type: "error", kind: "other", message: str(it.message) ?? "", fatal: false });
    },
    command_execution: commandExecution,
    file_change: fileChange,
    mcp_tool_call: mcpToolCall,
    collab_tool_call(b, c, { id, first, completed }) {
        if (first)
            b.push({ type: "toolCall", id, tool: str(c.tool) ?? "collab", args: { prompt: c.prompt } });
        if (completed && c.tool === "spawn_agent")
            b.push({ type: "subagent", toolCallId: id, status: c.status === "failed" ? "failed" : "started", description: str(c.prompt) });
        if (completed && c.tool === "close_agent")
            b.push({ type: "subagent", toolCallId: id, status: "completed" });
    },
    web_search(b, it, { id, first }) {
        if (first)
            b.push({ type: "toolCall", id, tool: "web_search", args: { query: it.query } });
    },
};
function commandExecution(b, c, { id, first, completed }) {
    const raw = str(c.command) ?? "";
    if (first) {
        const command = unwrapShell(raw);
        b.push({ type: "toolCall", id, tool: "command_execution", args: { command: raw } });
        b.push({ type: "command", command, toolCallId: id });
        for (const p of shellReads(raw))
            b.push({ type: "fileRead", path: b.resolve(p), toolCallId: id });
    }
    if (!completed)
        return;
    const exitCode = num(c.exit_code);
    const command = b.events.findLast((e) => e.type === "command" && e.toolCallId === id);
    if (command?.type === "command" && exitCode !== undefined)
        command.exitCode = exitCode;
    const isError = c.status === "failed" || c.status === "declined" || (exitCode !== undefined && exitCode !== 0);
    b.push({
        type: "toolResult",
        id,
        tool: "command_execution",
        output: str(c.aggregated_output) ?? "",
        isError,
        ...(exitCode !== undefined ? { exitCode } : {}),
    });
}
function fileChange(b, c, { id, first, completed }) {
    const changes = arr(c.changes).filter(isRecord);
    if (first)
        b.push({ type: "toolCall", id, tool: "file_change", args: { changes } });
    if (!completed)
        return;
    const ok = c.status !== "failed" && c.status !== "declined";
    if (ok) {
        for (const change of changes) {
            const file = str(change.path);
            const name = change.kind ?? "update";
            const kind = (typeof name === "string" ? WRITE_KINDS$1[name] : undefined) ?? "write";
            if (file)
                b.push({ type: "fileWrite", path: b.resolve(file), kind, toolCallId: id });
        }
    }
    b.push({ type: "toolResult", id, tool: "file_change", output: str(c.status) ?? "", isError: !ok });
}
function mcpToolCall(b, c, { id, first, completed }) {
    const tool = str(c.tool) ?? "mcp";
    if (first)
        b.push({ type: "toolCall", id, tool, args: { server: c.server, arguments: c.arguments } });
    if (!completed)
        return;
    const error = str(rec(c.error)?.message);
    b.push({
        type: "toolResult",
        id,
        tool,
        output: error ?? textOf(rec(c.result)?.content ?? rec(c.result)?.structured_content),
        isError: error !== undefined || c.status === "failed",
    });
}
function classify$5(message) {
    const status = statusIn(message);
    if (MODEL_REJECTED$6.test(message))
        return { kind: "model-rejected", message, status };
    return { kind: kindForStatus(status), message, status };
}

// type: codex — `codex exec --json`, with its own CODEX_HOME per execution.
const optionsSchema$8 = strictObject({
    /** danger-full-access (the default) bypasses approvals and the sandbox; the others pass -s (read-only makes writes fail while the run still exits 0). */
    sandbox: _enum(["danger-full-access", "workspace-write", "read-only"]).default("danger-full-access"),
    reasoningEffort: _enum(["minimal", "low", "medium", "high", "xhigh"]).optional(),
    /** Extra config overrides, passed as -c key=value (values become TOML). */
    config: record(string().regex(/^[A-Za-z0-9_.-]+$/, "config keys are dotted names such as model_verbosity"), unknown()).optional(),
    /** A Codex auth.json (ChatGPT sign-in), linked into the execution's CODEX_HOME; relative to the config file. API keys go in CODEX_API_KEY instead. */
    authFile: string().min(1).optional(),
});
const codexRunner = {
    type: "codex",
    displayName: "OpenAI Codex",
    context: { instructionFiles: ["AGENTS.md", "AGENTS.override.md"], configPaths: [".codex", ".agents"], skillFolders: [".agents/skills", ".codex/skills"] },
    init: { markers: ["AGENTS.md", ".codex"], install: "npm install -g @openai/codex@0.169.0", secret: "CODEX_API_KEY", executable: "codex" },
    optionsSchema: optionsSchema$8,
    modelProtocol: "openai-responses",
    resumes: true,
    // sessions/YYYY/MM/DD/rollout-…-<thread id>.jsonl; `exec resume <id>` finds it from any working folder.
    sessionFiles: [".codex/sessions"],
    preflight(runner) {
        const { options } = runner;
        if (options.authFile && !existsSync(path.resolve(runner.baseDir, options.authFile))) {
            throw configError(`runners.${runner.id}.authFile: ${path.resolve(runner.baseDir, options.authFile)} does not exist`, {
                hint: "point it at the auth.json `codex login` wrote (usually ~/.codex/auth.json), or use CODEX_API_KEY",
            });
        }
    },
    prepare(ctx) {
        const { options } = ctx.runner;
        const { executable, launcher } = executableOf(ctx, "codex");
        const codexHome = path.join(ctx.home, ".codex");
        const scripted = ctx.scriptedModelUrl;
        const files = [{ path: path.join(codexHome, "config.toml"), content: codexConfig(scripted, ctx.runner.model) }];
        if (options.authFile && !scripted && !existsSync(path.join(codexHome, "auth.json"))) {
            // A link, not a copy: a refreshed token lands in the user's own file, and no credential is duplicated.
            mkdirSync(codexHome, { recursive: true });
            symlinkSync(path.resolve(ctx.runner.baseDir, options.authFile), path.join(codexHome, "auth.json"));
        }
        // The next turn of a multi-turn case: `exec resume` (it has no -C and no -s; the process cwd is the workspace).
        const resume = ctx.resume?.sessionId;
        const args = resume
            ? [...launcher, "exec", "resume", "--json", "--skip-git-repo-check"]
            : [...launcher, "exec", "--json", "--skip-git-repo-check", "-C", ctx.workspace];
        if (options.sandbox === "danger-full-access")
            args.push("--dangerously-bypass-approvals-and-sandbox");
        else if (resume)
            args.push("-c", `sandbox_mode=${toml(options.sandbox)}`);
        else
            args.push("-s", options.sandbox);
        if (ctx.runner.model)
            args.push("-m", ctx.runner.model);
        if (options.reasoningEffort)
            args.push("-c", `model_reasoning_effort=${toml(options.reasoningEffort)}`);
        for (const [key, value] of Object.entries(options.config ?? {}))
            args.push("-c", `${key}=${toml(value)}`);
        // The plugin marketplace clones from github.com at start-up; a scripted run stays on the loopback.
        if (scripted)
            args.push("--disable", "plugins");
        args.push(...ctx.runner.args, "--", ...(resume ? [resume] : []), ctx.case.prompt);
        const apiKey = ctx.env.CODEX_API_KEY ?? ctx.env.OPENAI_API_KEY;
        const forced = scripted
            ? {
                CODEX_HOME: codexHome,
                [SCRIPTED_KEY_ENV]: "agent-bench-scripted-model",
                CODEX_API_KEY: undefined,
                OPENAI_API_KEY: undefined,
                OPENAI_BASE_URL: undefined,
            }
            : { CODEX_HOME: codexHome, ...(apiKey ? { CODEX_API_KEY: apiKey } : {}) };
        const env = cliEnv(ctx, {}, forced);
        const pkg = packageJsonOf(executable, env, "@openai/codex");
        return { kind: "spawn", executable, args, env, cwd: ctx.workspace, files, ...(pkg ? { collect: { package: pkg } } : {}) };
    },
    parse: parseCodex,
    createStepCounter: () => jsonStepCounter(modelResponses$1()),
    detectModelRejection: modelRejectionFromSession,
};

// type: command — any executable. The prompt goes in as an argument, on
// stdin, or in an environment variable; stdout is the final output (or a
// JSON field of it).
const optionsSchema$7 = strictObject({
    /** How the prompt reaches the command. "arg": appended (or substituted for {prompt} in args). */
    promptVia: _enum(["arg", "stdin", "env"]).default("arg"),
    promptEnv: string()
        .regex(/^[A-Za-z_][A-Za-z0-9_]*$/)
        .default("AGENT_BENCH_PROMPT"),
    /** A dot path into stdout parsed as JSON (e.g. "result" or "choices.0.message.content"). */
    outputField: string().min(1).optional(),
});
function substitute(arg, values) {
    return arg.replace(/\{(prompt|workspace|model|caseId|runnerId|run)\}/g, (_, key) => values[key] ?? "");
}
const commandRunner = {
    type: "command",
    displayName: "Command",
    requiresCommand: true,
    detectsSkills: false,
    optionsSchema: optionsSchema$7,
    prepare(ctx) {
        const { options } = ctx.runner;
        const [executable, ...launcherArgs] = ctx.runner.command;
        const values = {
            prompt: ctx.case.prompt,
            workspace: ctx.workspace,
            model: ctx.runner.model ?? "",
            caseId: ctx.case.id,
            runnerId: ctx.runner.id,
            run: String(ctx.run),
        };
        const hasPlaceholder = ctx.runner.args.some((a) => a.includes("{prompt}"));
        const args = [...launcherArgs, ...ctx.runner.args.map((a) => substitute(a, values))];
        if (options.promptVia === "arg" && !hasPlaceholder)
            args.push(ctx.case.prompt);
        const env = { ...ctx.env };
        if (options.promptVia === "env")
            env[options.promptEnv] = ctx.case.prompt;
        return {
            kind: "spawn",
            executable: executable,
            args,
            env,
            cwd: ctx.workspace,
            ...(options.promptVia === "stdin" ? { stdin: ctx.case.prompt } : {}),
        };
    },
    parse(output, ctx) {
        const b = new SessionBuilder(ctx.runner, ctx.prompt, ctx.cwd, ctx.knownSkills, ctx.skillRoots);
        const field = ctx.options?.outputField;
        let text = output.stdout.replace(/\r?\n$/, "");
        if (field) {
            const extracted = extractField(text, field);
            if (extracted.ok)
                text = extracted.value;
            else
                b.error({ kind: "output", message: extracted.error });
        }
        b.push({ type: "message", role: "assistant", phase: "final", text });
        b.finalOutput = text;
        return b.finish({ exitCode: exitCodeOf(output.end), stdoutPath: ctx.stdoutPath, stderrPath: ctx.stderrPath });
    },
};
function extractField(stdout, field) {
    let value;
    try {
        value = JSON.parse(stdout);
    }
    catch {
        return { ok: false, error: `stdout is not JSON, so outputField "${field}" cannot be read` };
    }
    for (const key of field.split(".")) {
        if (value === null || typeof value !== "object")
            return { ok: false, error: `stdout JSON has no field "${field}"` };
        value = value[key];
    }
    if (value === undefined)
        return { ok: false, error: `stdout JSON has no field "${field}"` };
    return { ok: true, value: typeof value === "string" ? value : JSON.stringify(value) };
}

// Copilot against the scripted model server: BYOK offline mode (no GitHub
// sign-in, telemetry, web tools, GitHub MCP or update checks). A Claude model
// id goes through the Anthropic provider (its create/edit tools are plain
// function tools); any other id through Chat Completions (GPT ids get
// apply_patch instead). The user's GitHub and provider credentials are removed.
const SCRIPTED_DEFAULT_MODEL$3 = "claude-sonnet-4.5";
function scriptedModelEnv$2(url, model) {
    const id = model || SCRIPTED_DEFAULT_MODEL$3;
    const anthropic = /^claude/i.test(id);
    return {
        COPILOT_OFFLINE: "true",
        COPILOT_PROVIDER_TYPE: anthropic ? "anthropic" : "openai",
        COPILOT_PROVIDER_BASE_URL: anthropic ? url : `${url}/v1`,
        COPILOT_PROVIDER_API_KEY: "agent-bench-scripted-model",
        COPILOT_MODEL: id,
        COPILOT_PROVIDER_BEARER_TOKEN: undefined,
        COPILOT_PROVIDER_API_KEY_COMMAND: undefined,
        COPILOT_PROVIDER_WIRE_API: undefined,
        COPILOT_PROVIDER_TRANSPORT: undefined,
        COPILOT_PROVIDER_HEADERS: undefined,
        COPILOT_PROVIDER_MODEL_ID: undefined,
        COPILOT_PROVIDER_WIRE_MODEL: undefined,
        COPILOT_GITHUB_TOKEN: undefined,
        GH_TOKEN: undefined,
        GITHUB_TOKEN: undefined,
    };
}

// The files an apply_patch input touches ("*** Add File: p", "*** Update File: p",
// "*** Delete File: p", "*** Move to: p"): the patch format of Codex, which
// OpenCode and Copilot also offer GPT models as a tool.
const HEADERS = [
    [/^\*\*\* Add File: (.+)$/, "create"],
    [/^\*\*\* Update File: (.+)$/, "edit"],
    [/^\*\*\* Delete File: (.+)$/, "delete"],
    [/^\*\*\* Move to: (.+)$/, "create"],
];
function patchedFiles(patch) {
    const files = [];
    for (const line of patch.split(/\r?\n/)) {
        for (const [pattern, kind] of HEADERS) {
            const m = pattern.exec(line.trimEnd());
            if (m)
                files.push({ path: m[1].trim(), kind });
        }
    }
    return files;
}

// Copilot's --usage-output-file: tokens per model (the JSONL stream has none).
// inputTokens include cached input; outputTokens include reasoning.
function usageFromFile(text) {
    if (!text)
        return undefined;
    let file;
    try {
        file = JSON.parse(text);
    }
    catch {
        return undefined;
    }
    if (!isRecord(file))
        return undefined;
    const models = Object.values(rec(file.modelMetrics) ?? {}).filter(isRecord);
    if (models.length === 0)
        return undefined;
    const sum = (key) => models.reduce((n, m) => n + (num(rec(m.usage)?.[key]) ?? 0), 0);
    const has = (key) => models.some((m) => num(rec(m.usage)?.[key]) !== undefined);
    const input = sum("inputTokens");
    const output = sum("outputTokens");
    return {
        usage: {
            inputTokens: input,
            outputTokens: output,
            cacheReadTokens: sum("cacheReadTokens"),
            cacheWriteTokens: sum("cacheWriteTokens"),
            ...(has("reasoningTokens") ? { reasoningTokens: sum("reasoningTokens") } : {}),
            totalTokens: input + output,
        },
        model: str(file.currentModel) ?? Object.keys(rec(file.modelMetrics) ?? {})[0],
    };
}

// `copilot -p … --output-format json` → session. Most lines are ephemeral
// progress (deltas, background-task pings) and are dropped, except the list
// of loaded skills and failed model calls. A tool is announced three ways
// (the assistant's toolRequests, tool.execution_start, telemetry): it is
// taken once, from tool.execution_start. A shell command that exits non-zero
// still reports success:true, so its exit code comes from shellExecution.
// The stream has no token counts: they come from --usage-output-file.
const MODEL_REJECTED$5 = /Model '[^']*' not found|model_not_found|does not exist or you do not have access|model is not supported|unsupported model|not a valid model/i;
const SHELLS = new Set(["bash", "powershell", "shell"]);
const WRITE_KINDS = { create: "create", edit: "edit", delete: "delete" };
function parseCopilot(output, ctx) {
    const b = new SessionBuilder(ctx.runner, ctx.prompt, ctx.cwd, ctx.knownSkills, ctx.skillRoots);
    const tools = new Map();
    let turns = 0;
    for (const e of b.records(output.stdout)) {
        const data = rec(e.data) ?? {};
        const at = str(e.timestamp) ? { at: str(e.timestamp) } : {};
        const parent = str(data.parentToolCallId);
        const common = { ...(parent ? { parentToolCallId: parent } : {}), ...at };
        if (e.ephemeral === true) {
            ephemeral(b, String(e.type), data, e, at);
            continue;
        }
        switch (e.type) {
            case "user.message":
                b.push({ type: "message", role: "user", text: str(data.content) ?? "", ...common });
                break;
            case "assistant.turn_start":
                if (!parent)
                    turns++;
                break;
            case "assistant.turn_end":
                break;
            case "assistant.message": {
                if (!parent)
                    b.model ??= str(data.model);
                const reasoning = str(data.reasoningText);
                if (reasoning)
                    b.push({ type: "message", role: "assistant", phase: "thinking", text: reasoning, ...common });
                const content = str(data.content);
                if (content)
                    b.push({ type: "message", role: "assistant", text: content, ...common });
                break;
            }
            case "tool.execution_start":
                toolStart(b, data, tools, common);
                break;
            case "tool.execution_complete":
                toolComplete(b, data, tools, common);
                break;
            case "session.error":
                b.error(classify$4(data));
                break;
            case "result":
                b.sessionId ??= str(e.sessionId);
                break;
            case "abort":
                // {"data": {"reason": "user_initiated"}}: the session was interrupted (agent-bench stops it at
                // maxSteps, or the run was cancelled); the engine knows why. Kept for the transcript.
                b.push({ type: "raw", raw: e, ...at });
                break;
            default:
                b.unknown(e, String(e.type));
        }
    }
    if (turns > 0)
        b.turns = turns;
    const usage = usageFromFile(output.files.usage);
    if (usage) {
        b.usage = usage.usage;
        b.model ??= usage.model;
    }
    b.cliVersion = cliVersionOf(output.files.package);
    markPhases(b.events);
    b.requireJsonStream(output.stdout, "Copilot printed no --output-format json events; runner args must not change --output-format");
    return b.finish({ exitCode: exitCodeOf(output.end), stdoutPath: ctx.stdoutPath, stderrPath: ctx.stderrPath });
}
function ephemeral(b, type, data, e, at) {
    // The skills the session offered (project and built-in): kept for the transcript.
    if (type === "session.skills_loaded")
        b.push({ type: "raw", raw: e, ...at });
    else if (type === "model.call_failure") {
        const status = num(data.statusCode);
        b.push({
            type: "error",
            kind: kindForStatus(status),
            status,
            fatal: false,
            message: `model request failed (attempt ${(num(data.retryAttempt) ?? 0) + 1})${status ? `: HTTP ${status}` : ""}`,
            ...at,
        });
    }
}
function toolStart(b, data, tools, common) {
    const id = str(data.toolCallId);
    if (id && tools.has(id))
        return;
    const name = str(data.toolName) ?? "unknown";
    const args = rec(data.arguments) ?? {};
    if (id)
        tools.set(id, { name, args, raw: data.arguments });
    b.push({ type: "toolCall", id, tool: name, args: data.arguments ?? {}, ...common });
    const ref = { toolCallId: id, ...common };
    const file = str(args.path) ?? str(args.file_path) ?? str(args.filePath);
    if (SHELLS.has(name) && typeof args.command === "string") {
        b.push({ type: "command", command: args.command, ...ref });
        for (const p of shellReads(args.command))
            b.push({ type: "fileRead", path: b.resolve(p), ...ref });
    }
    else if ((name === "view" || name === "read" || name === "read_file") && file) {
        b.push({ type: "fileRead", path: b.resolve(file), ...ref });
    }
    else if (name === "skill") {
        const skill = str(args.skill) ?? str(args.name);
        if (skill)
            b.push({ type: "skillSignal", skill, signal: "tool:skill", confidence: "explicit", ...(common.at ? { at: common.at } : {}) });
    }
    else if (name === "task") {
        b.push({
            type: "subagent",
            toolCallId: id,
            status: "started",
            description: str(args.description) ?? str(args.agent_type),
            ...(common.at ? { at: common.at } : {}),
        });
    }
}
function toolComplete(b, data, tools, common) {
    const id = str(data.toolCallId);
    const tool = id ? tools.get(id) : undefined;
    const success = data.success !== false;
    const exitCode = num(rec(data.shellExecution)?.exitCode);
    const ref = { toolCallId: id, ...common };
    if (exitCode !== undefined) {
        const command = b.events.findLast((ev) => ev.type === "command" && ev.toolCallId === id);
        if (command?.type === "command")
            command.exitCode = exitCode;
    }
    if (success)
        writes$1(b, tool, arr(data.fileEdits), ref);
    const result = rec(data.result);
    const output = success ? (str(result?.content) ?? textOf(data.result)) : (str(rec(data.error)?.message) ?? str(data.error) ?? str(result?.content) ?? "");
    b.push({
        type: "toolResult",
        id,
        tool: tool?.name,
        output,
        isError: !success || (exitCode !== undefined && exitCode !== 0),
        ...(exitCode !== undefined ? { exitCode } : {}),
        ...common,
    });
    if (tool?.name === "task")
        b.push({ type: "subagent", toolCallId: id, status: success ? "completed" : "failed", ...(common.at ? { at: common.at } : {}) });
}
/** Files a tool changed: its fileEdits, else what its arguments name (create/edit path, an apply_patch input). */
function writes$1(b, tool, edits, ref) {
    const listed = edits.filter(isRecord).flatMap((edit) => {
        const file = str(edit.path);
        return file ? [{ path: file, kind: WRITE_KINDS[String(edit.kind)] ?? "write" }] : [];
    });
    const files = listed.length > 0 ? listed : tool ? fromArguments(tool) : [];
    for (const f of files)
        b.push({ type: "fileWrite", path: b.resolve(f.path), kind: f.kind, ...ref });
}
function fromArguments(tool) {
    const file = str(tool.args.path);
    if (tool.name === "create" && file)
        return [{ path: file, kind: "create" }];
    if ((tool.name === "edit" || tool.name === "str_replace" || tool.name === "insert") && file)
        return [{ path: file, kind: "edit" }];
    if (tool.name === "apply_patch")
        return patchedFiles(typeof tool.raw === "string" ? tool.raw : (str(tool.args.input) ?? ""));
    return [];
}
function classify$4(data) {
    const message = str(data.message) ?? "Copilot reported an error";
    const status = num(data.statusCode) ?? statusIn(message);
    if (MODEL_REJECTED$5.test(message))
        return { kind: "model-rejected", message, status };
    if (data.errorType === "authentication")
        return { kind: "authentication", message, status };
    if (data.errorType === "rate_limit" || data.errorType === "rateLimit")
        return { kind: "rate-limit", message, status };
    if (status !== undefined || data.errorType === "query")
        return { kind: kindForStatus(status), message, status };
    return { kind: "other", message };
}

// type: copilot — `copilot --prompt=… --output-format json --allow-all-tools`,
// with ~/.copilot in the execution's fresh home and token counts from
// --usage-output-file (written into the home, collected after the exit).
const optionsSchema$6 = strictObject({
    /** --allow-all (tools, any path, any URL) instead of --allow-all-tools (tools only; paths outside the workspace still need approval, which nobody gives). */
    allowAll: boolean().default(false),
    /** --reasoning-effort. */
    reasoningEffort: _enum(["none", "minimal", "low", "medium", "high", "xhigh", "max"]).optional(),
    /** --agent: a custom agent. */
    agent: string().min(1).optional(),
    /** --available-tools / --excluded-tools. */
    availableTools: array(string().min(1)).optional(),
    excludedTools: array(string().min(1)).optional(),
    /** false: --no-custom-instructions (AGENTS.md and .github/copilot-instructions.md are not loaded). */
    customInstructions: boolean().default(true),
    /** false: --disable-builtin-mcps (the GitHub MCP server). */
    builtinMcps: boolean().default(true),
});
const copilotRunner = {
    type: "copilot",
    displayName: "GitHub Copilot CLI",
    context: {
        instructionFiles: [".github/copilot-instructions.md", "AGENTS.md"],
        configPaths: [".github/skills", ".github/instructions", ".github/prompts", ".vscode/mcp.json"],
        skillFolders: [".github/skills", ".claude/skills", ".agents/skills"],
    },
    init: {
        markers: [".github/copilot-instructions.md"],
        install: "npm install -g @github/copilot@1.0.102",
        secret: "COPILOT_GITHUB_TOKEN",
        executable: "copilot",
    },
    resumes: true,
    optionsSchema: optionsSchema$6,
    // Against the scripted model: Anthropic Messages for Claude ids (the default), Chat Completions for others.
    modelProtocol: "anthropic",
    prepare(ctx) {
        const { options } = ctx.runner;
        const { executable, launcher } = executableOf(ctx, "copilot");
        const usageFile = path.join(ctx.home, "copilot-usage.json");
        // --prompt=… keeps a prompt that starts with "-" from being read as a flag.
        const args = [
            ...launcher,
            `--prompt=${ctx.case.prompt}`,
            "--output-format",
            "json",
            options.allowAll ? "--allow-all" : "--allow-all-tools",
            "--no-auto-update",
            "--usage-output-file",
            usageFile,
        ];
        const scripted = ctx.scriptedModelUrl ? scriptedModelEnv$2(ctx.scriptedModelUrl, ctx.runner.model) : undefined;
        const model = scripted?.COPILOT_MODEL ?? ctx.runner.model;
        if (model)
            args.push("--model", model);
        if (ctx.resume?.sessionId)
            args.push(`--resume=${ctx.resume.sessionId}`);
        if (options.reasoningEffort)
            args.push("--reasoning-effort", options.reasoningEffort);
        if (options.agent)
            args.push("--agent", options.agent);
        if (options.availableTools)
            args.push(`--available-tools=${options.availableTools.join(",")}`);
        if (options.excludedTools)
            args.push(`--excluded-tools=${options.excludedTools.join(",")}`);
        if (!options.customInstructions)
            args.push("--no-custom-instructions");
        if (!options.builtinMcps)
            args.push("--disable-builtin-mcps");
        args.push(...ctx.runner.args);
        const env = cliEnv(ctx, { COPILOT_AUTO_UPDATE: "false", NO_COLOR: "1" }, { COPILOT_HOME: undefined, ...scripted });
        const pkg = packageJsonOf(executable, env, "@github/copilot");
        return {
            kind: "spawn",
            executable,
            args,
            env,
            cwd: ctx.workspace,
            collect: { usage: usageFile, ...(pkg ? { package: pkg } : {}) },
        };
    },
    parse: parseCopilot,
    createStepCounter() {
        // A step is one model response: each assistant message has its own id.
        const ids = new Set();
        return jsonStepCounter((event) => {
            const e = event;
            const id = e?.data?.messageId;
            if ((e?.type === "assistant.message" || e?.type === "assistant.message_start") && typeof id === "string" && e.data?.parentToolCallId === undefined)
                ids.add(id);
            return ids.size;
        });
    },
    detectModelRejection: modelRejectionFromSession,
};

// Cursor's stream has no turn count: a model response is an assistant line,
// or the tool calls started under a model_call_id not seen before. Counted
// for maxSteps (as lines arrive) and for the session's turns.
/** Feed events in order; returns the model responses seen so far. */
function modelSteps() {
    const calls = new Set();
    let responses = 0;
    return (event) => {
        const e = event;
        const id = typeof e?.model_call_id === "string" ? e.model_call_id : undefined;
        const fromModel = e?.type === "assistant" || (e?.type === "tool_call" && e.subtype === "started");
        if (!fromModel)
            return responses;
        if (id === undefined) {
            // Without ids every assistant line is a response; an id-less tool call belongs to the response before it.
            if (e?.type === "assistant")
                responses++;
        }
        else if (!calls.has(id)) {
            calls.add(id);
            responses++;
        }
        return responses;
    };
}

// `cursor-agent -p --output-format stream-json` → session, from the schema
// Cursor documents (../shared/docs/agent-clis.md §8; not recorded: the CLI
// cannot run offline). A tool call is printed when it starts and again when it
// completes: the call is taken once per call_id, on first sight, and its
// result on completion. Tool lines hold one "<kind>ToolCall" object
// (shellToolCall, readToolCall, writeToolCall, …) or a "function".
const MODEL_REJECTED$4 = /Cannot use this model:/;
function parseCursor(output, ctx) {
    const b = new SessionBuilder(ctx.runner, ctx.prompt, ctx.cwd, ctx.knownSkills, ctx.skillRoots);
    const calls = new Map();
    const steps = modelSteps();
    let thinking;
    let responses = 0;
    let result;
    for (const e of b.records(output.stdout)) {
        responses = steps(e);
        b.sessionId ??= str(e.session_id);
        const at = atOf$1(e.timestamp_ms);
        if (e.type !== "thinking")
            thinking = undefined;
        switch (e.type) {
            case "system":
                if (e.subtype === "init")
                    b.model ??= str(e.model);
                else
                    b.unknown(e, `system/${String(e.subtype)}`);
                break;
            case "user":
                b.push({ type: "message", role: "user", text: textOf(rec(e.message)?.content), ...at });
                break;
            case "thinking": {
                // Deltas of one thought are joined; "completed" ends it.
                const text = str(e.text) ?? "";
                if (thinking)
                    thinking.text += text;
                else if (text !== "" || e.subtype !== "completed") {
                    const message = { type: "message", role: "assistant", phase: "thinking", text, ...at };
                    b.push(message);
                    thinking = message;
                }
                if (e.subtype === "completed")
                    thinking = undefined;
                break;
            }
            case "assistant":
                b.push({ type: "message", role: "assistant", text: textOf(rec(e.message)?.content), ...at });
                break;
            case "tool_call":
                toolCall(b, e, calls, at);
                break;
            case "result":
                result = e;
                break;
            default:
                b.unknown(e, String(e.type));
        }
    }
    if (result)
        applyResult(b, result);
    if (responses > 0)
        b.turns = responses;
    const rejected = output.stderr.split("\n").find((l) => MODEL_REJECTED$4.test(l));
    if (rejected)
        b.error({ kind: "model-rejected", message: rejected.trim() });
    else if (!result && (exitCodeOf(output.end) ?? 0) !== 0) {
        // No result line: the reason is on stderr.
        const message = lastLine(output.stderr);
        if (message)
            b.error(classify$3(message));
    }
    markPhases(b.events, b.finalOutput);
    b.requireJsonStream(output.stdout, "Cursor agent printed no stream-json events; runner args must not change --output-format");
    return b.finish({ exitCode: exitCodeOf(output.end), stdoutPath: ctx.stdoutPath, stderrPath: ctx.stderrPath });
}
function toolCall(b, e, calls, at) {
    const id = str(e.call_id);
    const body = rec(e.tool_call) ?? {};
    const [key, value] = Object.entries(body).find(([, v]) => isRecord(v)) ?? ["unknown", {}];
    const inner = rec(value) ?? {};
    const tool = key === "function" ? (str(inner.name) ?? "function") : key.replace(/ToolCall$/, "");
    const args = key === "function" ? (parseArguments(inner.arguments) ?? {}) : (rec(inner.args) ?? {});
    const first = id === undefined || !calls.has(id);
    if (first) {
        if (id)
            calls.set(id, { tool, args });
        b.push({ type: "toolCall", id, tool, args, ...at });
        derived(b, tool, args, id, at);
    }
    if (e.subtype !== "completed")
        return;
    const outcome = rec(inner.result) ?? {};
    const success = rec(outcome.success);
    const failure = outcome.error ?? outcome.failure ?? outcome.rejected;
    const exitCode = num(success?.exitCode) ?? num(rec(failure)?.exitCode);
    if (tool === "shell" && exitCode !== undefined) {
        const command = b.events.findLast((ev) => ev.type === "command" && ev.toolCallId === id);
        if (command?.type === "command")
            command.exitCode = exitCode;
    }
    const isError = failure !== undefined || (exitCode !== undefined && exitCode !== 0);
    if (failure === undefined)
        writes(b, tool, args, success, id, at);
    const text = success ? (str(success.stdout) ?? str(success.content) ?? textOf(success)) : textOf(rec(failure)?.message ?? rec(failure)?.stderr ?? failure);
    b.push({ type: "toolResult", id, tool, output: text, isError, ...(exitCode !== undefined ? { exitCode } : {}), ...at });
}
function derived(b, tool, args, id, at) {
    const ref = { toolCallId: id, ...at };
    const file = str(args.path) ?? str(args.filePath) ?? str(args.file_path);
    if (tool === "shell" && typeof args.command === "string") {
        const dir = str(args.workingDirectory) ?? str(args.cwd);
        b.push({ type: "command", command: args.command, ...ref });
        for (const p of shellReads(args.command))
            b.push({ type: "fileRead", path: b.resolve(p, dir ? b.resolve(dir) : undefined), ...ref });
    }
    else if (tool === "read" && file) {
        b.push({ type: "fileRead", path: b.resolve(file), ...ref });
    }
    else if (/skill/i.test(tool)) {
        // No documented skill tool: any tool named like one (skillgym's rule) loads the skill it names.
        const skill = str(args.name) ?? str(args.skill);
        if (skill)
            b.push({ type: "skillSignal", skill, signal: `tool:${tool}`, confidence: "explicit", ...at });
    }
}
function writes(b, tool, args, success, id, at) {
    const file = str(success?.path) ?? str(args.path) ?? str(args.filePath) ?? str(args.file_path);
    const kind = tool === "write" ? "write" : tool === "edit" ? "edit" : tool === "delete" ? "delete" : undefined;
    if (file && kind)
        b.push({ type: "fileWrite", path: b.resolve(file), kind, toolCallId: id, ...at });
}
function applyResult(b, r) {
    b.sessionId ??= str(r.session_id);
    if (typeof r.result === "string")
        b.finalOutput = finalAnswer(b, r.result);
    // The documented result has no usage; a newer CLI's, when present, is read.
    const usage = rec(r.usage);
    const input = num(usage?.inputTokens) ?? num(usage?.input_tokens);
    const output = num(usage?.outputTokens) ?? num(usage?.output_tokens);
    if (input !== undefined || output !== undefined) {
        const cacheRead = num(usage?.cacheReadTokens) ?? num(usage?.cache_read_input_tokens);
        const cacheWrite = num(usage?.cacheWriteTokens) ?? num(usage?.cache_creation_input_tokens);
        b.usage = { inputTokens: input, outputTokens: output, cacheReadTokens: cacheRead, cacheWriteTokens: cacheWrite, totalTokens: (input ?? 0) + (output ?? 0) };
    }
    if (r.is_error === true || (typeof r.subtype === "string" && r.subtype !== "success")) {
        b.error(classify$3((typeof r.result === "string" && r.result) || str(r.error) || `Cursor agent reported ${str(r.subtype) ?? "an error"}`));
    }
}
/** The documented result joins every assistant text; the answer is the last of them. */
function finalAnswer(b, result) {
    const texts = b.events.flatMap((e) => (e.type === "message" && e.role === "assistant" && e.phase !== "thinking" ? [e.text] : []));
    if (texts.length > 1 && (result === texts.join("") || result === texts.join("\n") || result === texts.join("\n\n")))
        return texts.at(-1);
    return result;
}
function classify$3(message) {
    if (MODEL_REJECTED$4.test(message))
        return { kind: "model-rejected", message };
    const status = statusIn(message);
    if (status !== undefined)
        return { kind: kindForStatus(status), message, status };
    if (/unauthori[sz]ed|not authenticated|api key|log ?in/i.test(message))
        return { kind: "authentication", message };
    if (/rate limit|too many requests|usage limit/i.test(message))
        return { kind: "rate-limit", message };
    return { kind: "crash", message };
}
function parseArguments(value) {
    if (isRecord(value))
        return value;
    if (typeof value !== "string")
        return undefined;
    try {
        const parsed = JSON.parse(value);
        return isRecord(parsed) ? parsed : undefined;
    }
    catch {
        return undefined;
    }
}
function lastLine(text) {
    return text
        .trim()
        .split("\n")
        .filter((l) => l.trim() !== "")
        .at(-1)
        ?.trim()
        .slice(0, 500);
}
function atOf$1(ms) {
    const n = num(ms);
    return n !== undefined && n > 0 && n < 8.64e15 ? { at: new Date(n).toISOString() } : {};
}

// type: cursor — `cursor-agent -p --output-format stream-json --force --trust
// --workspace <workspace>`. Cursor's agent talks only to Cursor's own backend,
// so it cannot run against the scripted model server; its parser follows the
// documented stream schema and is tested with constructed streams.
const optionsSchema$5 = strictObject({
    /** --force: apply edits and run commands without asking (without it edits are only proposed). */
    force: boolean().default(true),
    /** --trust: trust the workspace without a prompt. */
    trust: boolean().default(true),
    /** --sandbox enabled|disabled. */
    sandbox: _enum(["enabled", "disabled"]).optional(),
    /** --mode plan: analyse only. */
    mode: _enum(["plan"]).optional(),
    /** --approve-mcps: use the workspace's MCP servers without asking. */
    approveMcps: boolean().default(false),
});
const cursorRunner = {
    type: "cursor",
    displayName: "Cursor agent",
    // No skill folder is documented; .cursor/skills is looked up for SKILL.md reads.
    context: { instructionFiles: [".cursorrules"], configPaths: [".cursor"], skillFolders: [".cursor/skills"] },
    init: { markers: [".cursor"], install: "curl -fsSL https://cursor.com/install | bash", secret: "CURSOR_API_KEY", executable: "cursor-agent" },
    resumes: true,
    optionsSchema: optionsSchema$5,
    prepare(ctx) {
        const { options } = ctx.runner;
        const { executable, launcher } = executableOf(ctx, "cursor-agent");
        const args = [...launcher, "-p", "--output-format", "stream-json", "--workspace", ctx.workspace];
        if (options.force)
            args.push("--force");
        if (options.trust)
            args.push("--trust");
        if (options.sandbox)
            args.push("--sandbox", options.sandbox);
        if (options.mode)
            args.push("--mode", options.mode);
        if (options.approveMcps)
            args.push("--approve-mcps");
        if (ctx.runner.model)
            args.push("--model", ctx.runner.model);
        if (ctx.resume?.sessionId)
            args.push("--resume", ctx.resume.sessionId);
        args.push(...ctx.runner.args, "--", ctx.case.prompt);
        // CURSOR_API_KEY passes through from the environment; a login kept in your own ~/.cursor is not visible.
        return { kind: "spawn", executable, args, env: cliEnv(ctx, { NO_COLOR: "1" }), cwd: ctx.workspace };
    },
    parse: parseCursor,
    createStepCounter: () => jsonStepCounter(modelSteps()),
    detectModelRejection: modelRejectionFromSession,
};

// Gemini CLI's ~/.gemini/settings.json for an execution. Always: no usage
// statistics, telemetry or update checks. The auth type must be named, or a
// key-and-base-URL setup fails ("Invalid auth method selected.", exit 41).
// With the scripted model server: one attempt per request (else 5xx errors
// are retried for minutes) and an explicit model (else a hidden router call).
const SCRIPTED_DEFAULT_MODEL$2 = "gemini-2.5-flash";
function geminiSettings(input) {
    const settings = {
        privacy: { usageStatisticsEnabled: false },
        telemetry: { enabled: false },
        general: { enableAutoUpdate: false, enableAutoUpdateNotification: false, ...(input.scripted ? { maxAttempts: 1 } : {}) },
    };
    if (input.authType)
        settings.security = { auth: { selectedType: input.authType } };
    if (input.maxSessionTurns !== undefined)
        settings.model = { maxSessionTurns: input.maxSessionTurns };
    return merge$2(settings, input.extra ?? {});
}
/** The auth type the environment's credentials call for. */
function authTypeFor(env, scripted) {
    if (scripted)
        return "gemini-api-key";
    if (env.GOOGLE_GENAI_USE_VERTEXAI === "true" || env.GOOGLE_GENAI_USE_VERTEXAI === "1")
        return "vertex-ai";
    if (env.GEMINI_API_KEY || env.GOOGLE_API_KEY)
        return "gemini-api-key";
    return undefined;
}
function scriptedModelEnv$1(url) {
    return {
        GOOGLE_GEMINI_BASE_URL: url,
        GEMINI_API_KEY: "agent-bench-scripted-model",
        GOOGLE_API_KEY: undefined,
        GOOGLE_GENAI_USE_VERTEXAI: undefined,
        GOOGLE_CLOUD_PROJECT: undefined,
        GOOGLE_APPLICATION_CREDENTIALS: undefined,
    };
}
function merge$2(base, extra) {
    const out = { ...base };
    for (const [key, value] of Object.entries(extra)) {
        const current = out[key];
        out[key] = isPlain$2(current) && isPlain$2(value) ? merge$2(current, value) : value;
    }
    return out;
}
function isPlain$2(value) {
    return typeof value === "object" && value !== null && !Array.isArray(value);
}

// Gemini CLI's stream has no request count: a model response is the run of
// tool calls and assistant text between tool results. Counted for maxSteps
// (as lines arrive) and for the session's turns (after the run).
/** Feed events in order; returns the model responses seen so far. */
function modelResponses() {
    let responses = 0;
    let responding = false;
    return (event) => {
        const e = event;
        const fromModel = e?.type === "tool_use" || (e?.type === "message" && e.role === "assistant");
        if (fromModel && !responding)
            responses++;
        if (fromModel)
            responding = true;
        else if (e?.type === "tool_result" || e?.type === "init" || e?.type === "message")
            responding = false;
        return responses;
    };
}

// Gemini CLI's stream-json (and the one object of --output-format json) →
// session. Assistant text arrives as deltas and is joined; tool results are
// display text (a failing shell command can still say "success"); the totals
// come from the result line's stats.
const MODEL_REJECTED$3 = /is not found for API version|ModelNotFoundError|model_not_found|models\/\S+ is not found/i;
function parseGemini(output, ctx) {
    const b = new SessionBuilder(ctx.runner, ctx.prompt, ctx.cwd, ctx.knownSkills, ctx.skillRoots);
    const whole = wholeObject(output.stdout);
    const exitCode = exitCodeOf(output.end);
    if (whole)
        jsonMode(b, whole, exitCode);
    else
        streamMode(b, output, exitCode);
    b.cliVersion ??= cliVersionOf(output.files.package);
    return b.finish({ exitCode, stdoutPath: ctx.stdoutPath, stderrPath: ctx.stderrPath });
}
function streamMode(b, output, processExitCode) {
    const tools = new Map();
    let text;
    const count = modelResponses();
    let responses = 0;
    // An error event and the failed result that follows it say the same thing once.
    const fatal = (error) => {
        if (!b.errors.some((e) => e.message === error.message))
            b.error(error);
    };
    // A line that is not JSON ends the message being streamed.
    const endMessage = () => {
        text = undefined;
    };
    for (const record of b.records(output.stdout, endMessage)) {
        const e = record;
        const at = str(e.timestamp);
        responses = count(e);
        if (!(e.type === "message" && e.role === "assistant"))
            text = undefined;
        switch (e.type) {
            case "init":
                b.sessionId ??= str(e.session_id);
                b.model ??= str(e.model);
                break;
            case "message":
                if (e.role === "assistant") {
                    if (text)
                        text.text += str(e.content) ?? "";
                    else {
                        text = { type: "message", role: "assistant", text: str(e.content) ?? "", ...(at ? { at } : {}) };
                        b.push(text);
                    }
                }
                else {
                    b.push({ type: "message", role: "user", text: str(e.content) ?? "", ...(at ? { at } : {}) });
                }
                break;
            case "tool_use":
                toolUse$1(b, e, tools);
                break;
            case "tool_result":
                toolResult(b, e, tools);
                break;
            case "error": {
                const message = str(e.message) ?? "Gemini CLI reported an error";
                if (e.severity === "warning")
                    b.push({ type: "error", kind: "other", message, fatal: false, ...(at ? { at } : {}) });
                else
                    fatal(/maximum session turns/i.test(message) ? { kind: "max-turns", message } : classify$2(message, processExitCode));
                break;
            }
            case "result":
                if (isRecord(e.stats))
                    usageFromStats(b, e.stats);
                if (e.status === "error")
                    fatal(classify$2(str(rec(e.error)?.message) ?? "Gemini CLI reported an error", processExitCode));
                break;
            default:
                b.unknown(e, String(e.type));
        }
    }
    if (responses > 0)
        b.turns = responses;
    markPhases(b.events);
    b.requireJsonStream(output.stdout, "Gemini CLI printed no stream-json events; runner args must not change --output-format");
    if (b.jsonLines === 0 && output.stdout.trim() === "") {
        // --output-format json writes its errors to stderr.
        const error = stderrError(output.stderr);
        if (error)
            b.error(classify$2(str(error.message) ?? "Gemini CLI reported an error", processExitCode, num(error.code)));
    }
}
/** A tool's result is display text: a shell command's exit code is read from it. */
function toolResult(b, e, tools) {
    const at = str(e.timestamp);
    const id = str(e.tool_id);
    const tool = id ? tools.get(id) : undefined;
    const out = str(e.output) ?? str(rec(e.error)?.message) ?? "";
    const m = tool === "run_shell_command" ? /(?:exited with code|Exit Code):? (\d+)/i.exec(out) : null;
    const exitCode = m ? Number(m[1]) : undefined;
    if (exitCode !== undefined) {
        const command = b.events.findLast((ev) => ev.type === "command" && ev.toolCallId === id);
        if (command?.type === "command")
            command.exitCode = exitCode;
    }
    b.push({
        type: "toolResult",
        id,
        tool,
        output: out,
        isError: e.status === "error",
        ...(exitCode !== undefined ? { exitCode } : {}),
        ...(at ? { at } : {}),
    });
    if (tool === "invoke_agent" || tool === "delegate_to_agent")
        b.push({ type: "subagent", toolCallId: id, status: e.status === "error" ? "failed" : "completed" });
}
function toolUse$1(b, e, tools) {
    const id = str(e.tool_id);
    const name = str(e.tool_name) ?? "unknown";
    const params = rec(e.parameters) ?? {};
    const at = str(e.timestamp);
    if (id)
        tools.set(id, name);
    b.push({ type: "toolCall", id, tool: name, args: params, ...(at ? { at } : {}) });
    const ref = { toolCallId: id, ...(at ? { at } : {}) };
    const file = str(params.file_path) ?? str(params.absolute_path) ?? str(params.path);
    if (name === "run_shell_command" && typeof params.command === "string") {
        const base = str(params.dir_path) ?? str(params.directory);
        b.push({ type: "command", command: params.command, ...ref });
        for (const p of shellReads(params.command))
            b.push({ type: "fileRead", path: b.resolve(p, base ? b.resolve(base) : undefined), ...ref });
    }
    else if (name === "read_file" && file) {
        b.push({ type: "fileRead", path: b.resolve(file), ...ref });
    }
    else if (name === "read_many_files") {
        for (const p of arr(params.paths ?? params.file_paths))
            if (typeof p === "string" && !/[*?[]/.test(p))
                b.push({ type: "fileRead", path: b.resolve(p), ...ref });
    }
    else if (name === "write_file" && file) {
        b.push({ type: "fileWrite", path: b.resolve(file), kind: "write", ...ref });
    }
    else if ((name === "replace" || name === "edit") && file) {
        b.push({ type: "fileWrite", path: b.resolve(file), kind: "edit", ...ref });
    }
    else if (name === "activate_skill" && typeof params.name === "string") {
        b.push({ type: "skillSignal", skill: params.name, signal: "tool:activate_skill", confidence: "explicit", ...(at ? { at } : {}) });
    }
    else if (name === "invoke_agent" || name === "delegate_to_agent") {
        b.push({ type: "subagent", toolCallId: id, status: "started", description: str(params.agent_name) ?? str(params.objective), ...(at ? { at } : {}) });
    }
}
function usageFromStats(b, stats) {
    const input = num(stats.input_tokens);
    const outputTokens = num(stats.output_tokens);
    if (input === undefined && outputTokens === undefined)
        return;
    b.usage = {
        inputTokens: input,
        outputTokens,
        cacheReadTokens: num(stats.cached),
        totalTokens: num(stats.total_tokens) ?? (input ?? 0) + (outputTokens ?? 0),
    };
    if (!b.model && isRecord(stats.models))
        b.model = Object.keys(stats.models)[0];
}
/** --output-format json: one (pretty-printed) object with the response and per-model stats. */
function jsonMode(b, o, exitCode) {
    b.sessionId = str(o.session_id);
    if (typeof o.response === "string") {
        b.push({ type: "message", role: "assistant", phase: "final", text: o.response });
        b.finalOutput = o.response;
    }
    const models = Object.entries(rec(rec(o.stats)?.models) ?? {});
    if (models.length > 0) {
        b.model = models[0][0];
        let input = 0, output = 0, cached = 0, thoughts = 0, total = 0, requests = 0;
        for (const [, m] of models) {
            const t = rec(rec(m)?.tokens) ?? {};
            input += num(t.prompt) ?? num(t.input) ?? 0;
            output += num(t.candidates) ?? 0;
            cached += num(t.cached) ?? 0;
            thoughts += num(t.thoughts) ?? 0;
            total += num(t.total) ?? 0;
            requests += num(rec(rec(m)?.api)?.totalRequests) ?? 0;
        }
        b.usage = { inputTokens: input, outputTokens: output, cacheReadTokens: cached, reasoningTokens: thoughts, totalTokens: total || input + output + thoughts };
        if (requests > 0)
            b.turns = requests;
    }
    if (isRecord(o.error))
        b.error(classify$2(str(o.error.message) ?? "Gemini CLI reported an error", exitCode, num(o.error.code)));
}
function classify$2(message, exitCode, code) {
    // On a fatal API error the exit code is the HTTP status mod 256 (400 → 144, 500 → 244).
    const fromExit = exitCode !== null && exitCode >= 144 && exitCode <= 255 ? exitCode + 256 : undefined;
    const status = code ?? statusIn(message) ?? fromExit;
    if (MODEL_REJECTED$3.test(message))
        return { kind: "model-rejected", message, status };
    if (/^\[API Error/.test(message) || status !== undefined)
        return { kind: kindForStatus(status), message, status };
    return { kind: "other", message };
}
/** The `{"session_id":…,"error":{…}}` that --output-format json prints on stderr when it fails. */
function stderrError(stderr) {
    for (const line of parseJsonLines(stderr)) {
        if (line.kind === "json" && isRecord(line.value) && isRecord(line.value.error))
            return line.value.error;
    }
    const start = stderr.indexOf("{");
    const whole = start >= 0 ? wholeObject(stderr.slice(start)) : undefined;
    return isRecord(whole?.error) ? whole.error : undefined;
}
function wholeObject(text) {
    const trimmed = text.trim();
    if (!trimmed.startsWith("{") || !trimmed.includes("\n"))
        return undefined;
    try {
        const value = JSON.parse(trimmed);
        return isRecord(value) && value.type === undefined ? value : undefined;
    }
    catch {
        return undefined;
    }
}

// type: gemini — `gemini -p … --output-format stream-json --skip-trust`.
const optionsSchema$4 = strictObject({
    /** --approval-mode; yolo (the default) approves every tool call. --skip-trust keeps it from being downgraded. */
    approvalMode: _enum(["yolo", "auto_edit", "default", "plan"]).default("yolo"),
    /** settings model.maxSessionTurns: the CLI stops with "Maximum session turns exceeded" (failure origin max-steps). */
    maxSessionTurns: number().int().positive().optional(),
    /** security.auth.selectedType; by default gemini-api-key when GEMINI_API_KEY or GOOGLE_API_KEY is set, vertex-ai with GOOGLE_GENAI_USE_VERTEXAI. */
    authType: string().min(1).optional(),
    includeDirectories: array(string().min(1)).optional(),
    /** Merged into ~/.gemini/settings.json. */
    settings: record(string(), unknown()).optional(),
});
const geminiRunner = {
    type: "gemini",
    displayName: "Gemini CLI",
    context: { instructionFiles: ["GEMINI.md"], configPaths: [".gemini", ".agents"], skillFolders: [".gemini/skills", ".agents/skills"] },
    init: { markers: ["GEMINI.md", ".gemini"], install: "npm install -g @google/gemini-cli@0.61.0", secret: "GEMINI_API_KEY", executable: "gemini" },
    resumes: true,
    optionsSchema: optionsSchema$4,
    modelProtocol: "gemini",
    prepare(ctx) {
        const { options } = ctx.runner;
        const { executable, launcher } = executableOf(ctx, "gemini");
        const scripted = ctx.scriptedModelUrl !== undefined;
        const settings = geminiSettings({
            authType: options.authType ?? authTypeFor(ctx.env, scripted),
            maxSessionTurns: options.maxSessionTurns,
            scripted,
            extra: options.settings,
        });
        const files = [{ path: path.join(ctx.home, ".gemini", "settings.json"), content: `${JSON.stringify(settings, null, 2)}\n` }];
        // --prompt=… keeps a prompt that starts with "-" from being read as a flag.
        const args = [...launcher, `--prompt=${ctx.case.prompt}`, "--output-format", "stream-json", "--approval-mode", options.approvalMode, "--skip-trust"];
        const model = ctx.runner.model ?? (scripted ? SCRIPTED_DEFAULT_MODEL$2 : undefined);
        if (model)
            args.push("-m", model);
        if (options.includeDirectories)
            args.push("--include-directories", options.includeDirectories.join(","));
        // Gemini CLI 0.61 resumes by "latest" or an index, not by id; the execution's home holds only this conversation.
        if (ctx.resume?.sessionId)
            args.push("--resume", "latest");
        args.push(...ctx.runner.args);
        const env = cliEnv(ctx, {}, ctx.scriptedModelUrl ? scriptedModelEnv$1(ctx.scriptedModelUrl) : {});
        const pkg = packageJsonOf(executable, env, "@google/gemini-cli");
        return { kind: "spawn", executable, args, env, cwd: ctx.workspace, files, ...(pkg ? { collect: { package: pkg } } : {}) };
    },
    parse: parseGemini,
    createStepCounter: () => jsonStepCounter(modelResponses()),
    detectModelRejection: modelRejectionFromSession,
};

// The two kinds of substitution an HTTP runner does. `${NAME}` in the URL and
// header values is an environment variable (secrets stay in the environment,
// never in the config or the artifacts). `{{name}}` in the request body is a
// value of the case: a whole-string placeholder becomes the value itself
// (`"{{messages}}"` → the array), one inside a longer string becomes text.
const ENV_REF = /\$\{([A-Za-z_][A-Za-z0-9_]*)\}/g;
const PLACEHOLDER = /\{\{\s*([A-Za-z]+)\s*\}\}/g;
const PLACEHOLDERS = ["input", "prompt", "messages", "user", "team", "metadata", "options", "model", "caseId", "run"];
/** The environment variables a string names. */
function envRefs(text) {
    return [...text.matchAll(ENV_REF)].map((m) => m[1]);
}
/** Replaces `${NAME}` with the variable's value; records each value substituted (for redaction). */
function expandEnv(text, env, secrets) {
    return text.replace(ENV_REF, (_, name) => {
        const value = env[name] ?? "";
        if (value.length >= 4)
            secrets.add(value);
        return value;
    });
}
/** Placeholder names a template uses that are not known (each once). */
function unknownPlaceholders(template) {
    const found = new Set();
    visitStrings(template, (s) => {
        for (const m of s.matchAll(PLACEHOLDER))
            if (!PLACEHOLDERS.includes(m[1]))
                found.add(m[1]);
    });
    return [...found];
}
function fillTemplate(template, values) {
    if (typeof template === "string") {
        const whole = /^\{\{\s*([A-Za-z]+)\s*\}\}$/.exec(template);
        if (whole && whole[1] in values)
            return values[whole[1]];
        return template.replace(PLACEHOLDER, (all, name) => {
            if (!(name in values))
                return all;
            const value = values[name];
            return typeof value === "string" ? value : JSON.stringify(value ?? null);
        });
    }
    if (Array.isArray(template))
        return template.map((t) => fillTemplate(t, values));
    if (template !== null && typeof template === "object") {
        return Object.fromEntries(Object.entries(template).map(([k, v]) => [k, fillTemplate(v, values)]));
    }
    return template;
}
/** Replaces every secret value in a text with "***". */
function redact(text, secrets) {
    let out = text;
    for (const secret of secrets)
        out = out.split(secret).join("***");
    return out;
}
function visitStrings(value, visit) {
    if (typeof value === "string")
        visit(value);
    else if (Array.isArray(value))
        value.forEach((v) => visitStrings(v, visit));
    else if (value !== null && typeof value === "object")
        Object.values(value).forEach((v) => visitStrings(v, visit));
}

// The options of an HTTP runner and the checks made before a run starts:
// every mistake names its key (runners.<id>.<key>) and says how to fix it.
const optionsSchema$3 = strictObject({
    /** The endpoint; `${NAME}` is read from the environment. Optional with scriptedModel (openai-chat). */
    url: string().min(1).optional(),
    /** openai-chat: an OpenAI-compatible chat completions endpoint; json: any JSON API, shaped by `body` and read by `responsePath`. */
    format: _enum(["openai-chat", "json"]).default("openai-chat"),
    method: _enum(["POST", "PUT", "PATCH"]).default("POST"),
    /** Header values may name environment variables: {"Authorization": "Bearer ${MY_TOKEN}"}. */
    headers: record(string().min(1), string()).default({}),
    /** The request body: for json, the whole body (a template with {{input}}, {{messages}}, …); for openai-chat, fields added to the standard body. */
    body: unknown().optional(),
    /** JSONPath of the final output in the response (default: $.choices[0].message.content, or $.output for json). */
    responsePath: string().min(1).optional(),
    /** JSONPath of the tool calls the agent made (default: $.choices[0].message.tool_calls; none for json). */
    toolCallsPath: string().min(1).optional(),
    /** JSONPath of the token usage (default: $.usage). */
    usagePath: string().min(1).optional(),
    /** openai-chat only: ask for a server-sent event stream. */
    stream: boolean().default(false),
});
const DEFAULT_JSON_BODY = {
    input: "{{input}}",
    messages: "{{messages}}",
    user: "{{user}}",
    team: "{{team}}",
    metadata: "{{metadata}}",
    model: "{{model}}",
};
function responsePathOf(options) {
    return options.responsePath ?? (options.format === "openai-chat" ? "$.choices[0].message.content" : "$.output");
}
function toolCallsPathOf(options) {
    return options.toolCallsPath ?? (options.format === "openai-chat" ? "$.choices[0].message.tool_calls" : undefined);
}
function usagePathOf(options) {
    return options.usagePath ?? "$.usage";
}
function checkOptions(runner, env) {
    const { options } = runner;
    const key = (k) => `runners.${runner.id}.${k}`;
    if (!options.url && !runner.scriptedModel) {
        throw configError(`${key("url")}: an http runner needs the URL of the agent's endpoint`, {
            hint: 'e.g. url: "https://agents.example.com/v1/chat/completions" (or scriptedModel for a dry run)',
        });
    }
    if (options.stream && options.format !== "openai-chat") {
        throw configError(`${key("stream")}: streaming is read for format "openai-chat" only`, { hint: 'remove stream, or use format: "openai-chat"' });
    }
    if (runner.scriptedModel && options.format !== "openai-chat") {
        throw configError(`runners.${runner.id}.scriptedModel: the scripted model server speaks chat completions, not a custom JSON API`, {
            hint: 'use format: "openai-chat" for a dry run, or remove scriptedModel',
        });
    }
    const merged = { ...env, ...runner.env };
    const refs = [
        ...(options.url ? envRefs(options.url).map((n) => [key("url"), n]) : []),
        ...Object.entries(options.headers).flatMap(([h, v]) => envRefs(v).map((n) => [key(`headers.${h}`), n])),
    ];
    for (const [where, name] of refs) {
        if (merged[name] === undefined || merged[name] === "") {
            throw configError(`${where}: the environment variable ${name} is not set`, {
                hint: `export ${name}=… before the run, or set it in runners.${runner.id}.env`,
            });
        }
    }
    if (options.url) {
        try {
            new URL(expandEnv(options.url, merged, new Set()));
        }
        catch {
            throw configError(`${key("url")}: ${JSON.stringify(options.url)} is not a URL`, {
                hint: 'give an absolute http(s) URL, e.g. "http://127.0.0.1:8080/v1/chat/completions"',
            });
        }
    }
    const unknown = unknownPlaceholders(options.body);
    if (unknown.length > 0) {
        throw configError(`${key("body")}: unknown placeholder {{${unknown[0]}}}`, { hint: `placeholders: ${PLACEHOLDERS.map((p) => `{{${p}}}`).join(", ")}` });
    }
    for (const name of ["responsePath", "toolCallsPath", "usagePath"]) {
        const p = options[name];
        const problem = p === undefined ? undefined : jsonPathProblem(p);
        if (problem)
            throw configError(`${key(name)}: invalid JSONPath ${JSON.stringify(p)}: ${problem}`, {
                hint: 'e.g. "$.output", "$.data.answer", "$.choices[0].message.content"',
            });
    }
    return options;
}

// A streamed chat completion (chat.completion.chunk events) put back together
// into the chat.completion it stands for: content and reasoning joined, tool
// calls assembled by index, the usage chunk, an error event.
function assembleStream(chunks) {
    let id;
    let model;
    let content = "";
    let reasoning = "";
    let finish;
    let usage;
    let error;
    const calls = new Map();
    for (const chunk of chunks) {
        const c = rec(chunk);
        if (!c)
            continue;
        if (isRecord(c.error))
            error = c.error;
        id ??= str(c.id);
        model ??= str(c.model);
        if (isRecord(c.usage))
            usage = c.usage;
        for (const choice of arr(c.choices).filter(isRecord)) {
            const delta = rec(choice.delta) ?? {};
            content += str(delta.content) ?? "";
            reasoning += str(delta.reasoning_content) ?? str(delta.reasoning) ?? "";
            finish = str(choice.finish_reason) ?? finish;
            for (const [i, call] of arr(delta.tool_calls).filter(isRecord).entries()) {
                const index = num(call.index) ?? i;
                const fn = rec(call.function) ?? rec(call.custom) ?? {};
                const current = calls.get(index) ?? { type: str(call.type) ?? "function", function: { name: "", arguments: "" } };
                current.id ??= str(call.id);
                current.function.name += str(fn.name) ?? "";
                current.function.arguments += str(fn.arguments) ?? str(fn.input) ?? "";
                calls.set(index, current);
            }
        }
    }
    const message = { role: "assistant", content: content === "" && calls.size > 0 ? null : content };
    if (reasoning)
        message.reasoning_content = reasoning;
    if (calls.size > 0)
        message.tool_calls = [...calls.entries()].sort(([a], [b]) => a - b).map(([, call]) => call);
    const completion = { object: "chat.completion", choices: [{ index: 0, message, finish_reason: finish ?? null }] };
    if (id)
        completion.id = id;
    if (model)
        completion.model = model;
    if (usage)
        completion.usage = usage;
    return { completion, ...(error ? { error } : {}) };
}

// The HTTP runner's JSON lines → session. A streamed chat completion is first
// put back together into the chat.completion it stands for, so both forms are
// read the same way: the output at responsePath, the tool calls at
// toolCallsPath (OpenAI's {id, function:{name, arguments}} or {name, args})
// and the usage at usagePath.
const MODEL_REJECTED$2 = /model_not_found|does not exist or you do not have access|model \S+ (?:is )?not (?:found|supported)|unknown model/i;
function parseHttp(output, ctx) {
    const b = new SessionBuilder(ctx.runner, ctx.prompt, ctx.cwd, ctx.knownSkills, ctx.skillRoots);
    const parsed = optionsSchema$3.safeParse(ctx.options ?? {});
    const options = parsed.success ? parsed.data : optionsSchema$3.parse({});
    let response;
    const chunks = [];
    let ended = false;
    for (const e of b.records(output.stdout)) {
        if (e.type === "http.request")
            continue;
        else if (e.type === "http.response")
            response = e;
        else if (e.type === "http.chunk")
            chunks.push(e.data);
        else if (e.type === "http.end")
            ended = true;
        else if (e.type === "http.failure")
            b.error({
                kind: num(e.status) ? kindForStatus(num(e.status)) : "api",
                message: `the request failed: ${str(e.message) ?? "unknown error"}`,
                ...(num(e.status) ? { status: num(e.status) } : {}),
            });
        else
            b.unknown(e, String(e.type));
    }
    if (response)
        readResponse(b, response, chunks, ended, options);
    return b.finish({ exitCode: exitCodeOf(output.end), stdoutPath: ctx.stdoutPath, stderrPath: ctx.stderrPath });
}
function readResponse(b, response, chunks, ended, options) {
    const status = num(response.status) ?? 0;
    if (status < 200 || status >= 300) {
        b.error(httpError(status, response.body ?? response.text));
        return;
    }
    const streamed = chunks.length > 0 || str(response.contentType)?.includes("text/event-stream");
    const stream = streamed ? assembleStream(chunks) : undefined;
    if (stream?.error) {
        b.error(httpError(num(stream.error.code) ?? status, { error: stream.error }));
        return;
    }
    const body = stream ? stream.completion : response.body;
    if (body === undefined) {
        b.error({
            kind: "output",
            message: `the response is not JSON (${str(response.contentType) || "no content type"}): ${(str(response.text) ?? "").slice(0, 200)}`,
        });
        return;
    }
    if (streamed && !ended)
        b.error({ kind: "output", message: "the event stream ended before it was complete" });
    b.turns = 1;
    const b0 = rec(body);
    b.sessionId ??= str(b0?.id);
    b.model ??= str(b0?.model);
    const reasoning = firstString(queryJsonPath(body, "$.choices[0].message.reasoning_content"));
    if (options.format === "openai-chat" && reasoning)
        b.push({ type: "message", role: "assistant", phase: "thinking", text: reasoning });
    toolCalls(b, body, options);
    const path = responsePathOf(options);
    const found = queryJsonPath(body, path);
    const hasCalls = b.events.some((e) => e.type === "toolCall");
    if (found.length === 0 || (found[0] === null && !hasCalls)) {
        b.error({
            kind: "output",
            message: `responsePath ${path} found no answer in the response${options.responsePath ? "" : " (set responsePath to where the agent's answer is)"}`,
        });
    }
    else if (found[0] !== null) {
        const text = textOf(found[0]);
        b.push({ type: "message", role: "assistant", phase: "final", text });
        b.finalOutput = text;
    }
    usage$4(b, queryJsonPath(body, usagePathOf(options))[0]);
}
function toolCalls(b, body, options) {
    const path = toolCallsPathOf(options);
    if (!path)
        return;
    const calls = queryJsonPath(body, path)
        .flatMap((v) => (Array.isArray(v) ? v : [v]))
        .filter(isRecord);
    calls.forEach((call, i) => {
        const fn = rec(call.function);
        const tool = str(fn?.name) ?? str(call.name) ?? str(call.tool) ?? "unknown";
        const raw = fn?.arguments ?? call.arguments ?? call.args ?? call.input;
        const id = str(call.id) ?? `call_${i + 1}`;
        b.push({ type: "toolCall", id, tool, args: parseArgs(raw) });
        // Agents that report what their tools returned (yao's trace: result / error) give a result too.
        const result = call.result ?? call.output;
        const error = call.error;
        if (result !== undefined || (error !== undefined && error !== null && error !== "")) {
            b.push({
                type: "toolResult",
                id,
                tool,
                output: textOf(error !== undefined && error !== null && error !== "" ? error : result),
                isError: error !== undefined && error !== null && error !== "",
            });
        }
    });
}
function usage$4(b, value) {
    const u = rec(value);
    if (!u)
        return;
    const input = num(u.prompt_tokens) ?? num(u.input_tokens) ?? num(u.inputTokens);
    const output = num(u.completion_tokens) ?? num(u.output_tokens) ?? num(u.outputTokens);
    if (input === undefined && output === undefined)
        return;
    const cached = num(rec(u.prompt_tokens_details)?.cached_tokens) ?? num(rec(u.input_tokens_details)?.cached_tokens) ?? num(u.cacheReadTokens);
    const reasoning = num(rec(u.completion_tokens_details)?.reasoning_tokens) ?? num(rec(u.output_tokens_details)?.reasoning_tokens) ?? num(u.reasoningTokens);
    b.usage = {
        inputTokens: input,
        outputTokens: output,
        ...(cached !== undefined ? { cacheReadTokens: cached } : {}),
        ...(reasoning !== undefined ? { reasoningTokens: reasoning } : {}),
        totalTokens: num(u.total_tokens) ?? num(u.totalTokens) ?? (input ?? 0) + (output ?? 0),
    };
}
function httpError(status, body) {
    const b = rec(body);
    const message = str(rec(b?.error)?.message) ??
        str(b?.error) ??
        str(b?.message) ??
        (typeof body === "string" ? body.trim().slice(0, 500) : JSON.stringify(body ?? "").slice(0, 500));
    const text = `HTTP ${status}: ${message || "no body"}`;
    const code = str(rec(b?.error)?.code) ?? "";
    if (status === 404 && MODEL_REJECTED$2.test(`${code} ${message}`))
        return { kind: "model-rejected", message: text, status };
    return { kind: kindForStatus(status), message: text, status };
}
function parseArgs(raw) {
    if (typeof raw !== "string")
        return raw ?? {};
    try {
        return JSON.parse(raw);
    }
    catch {
        return raw;
    }
}
function firstString(values) {
    return values.find((v) => typeof v === "string" && v !== "");
}

// HTTP plumbing shared by the protocol modules: request bodies (compressed or
// not), JSON replies and server-sent events.
async function readBody(req) {
    const chunks = [];
    for await (const chunk of req)
        chunks.push(chunk);
    let raw = Buffer.concat(chunks);
    const encoding = String(req.headers["content-encoding"] ?? "").toLowerCase();
    if (encoding === "gzip")
        raw = gunzipSync(raw);
    else if (encoding === "deflate")
        raw = inflateSync(raw);
    else if (encoding === "br")
        raw = brotliDecompressSync(raw);
    else if (encoding === "zstd")
        raw = zstdDecompressSync(raw);
    if (raw.length === 0)
        return {};
    return JSON.parse(raw.toString("utf8"));
}
function sendJson(res, status, body, headers = {}) {
    const text = JSON.stringify(body);
    res.writeHead(status, { ...headers, "content-type": "application/json", "content-length": Buffer.byteLength(text) });
    res.end(text);
}
/** Starts an event stream; `send(data, event?)` writes one event. */
function eventStream(res, separator = "\n\n") {
    res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache", connection: "keep-alive" });
    return {
        send(data, event) {
            const payload = typeof data === "string" ? data : JSON.stringify(data);
            res.write(`${event ? `event: ${event}\n` : ""}data: ${payload}${separator}`);
        },
        end() {
            res.end();
        },
    };
}

// The Anthropic Messages API (Claude Code): POST /v1/messages, streamed as
// message_start, content blocks (thinking, text, tool_use) and message_delta.
const ERROR_TYPES = {
    400: "invalid_request_error",
    401: "authentication_error",
    403: "permission_error",
    404: "not_found_error",
    413: "request_too_large",
    429: "rate_limit_error",
    529: "overloaded_error",
};
let messages = 0;
const anthropic = {
    read(body) {
        const b = isRecord(body) ? body : {};
        const tools = (Array.isArray(b.tools) ? b.tools : []).filter(isRecord).map((t) => ({
            name: str(t.name) ?? str(t.type) ?? "",
            kind: "function",
            params: Object.keys(isRecord(t.input_schema) && isRecord(t.input_schema.properties) ? t.input_schema.properties : {}),
        }));
        const msgs = (Array.isArray(b.messages) ? b.messages : []).filter(isRecord);
        const opening = [];
        for (const m of msgs) {
            if (m.role === "assistant")
                break;
            if (m.role === "user")
                opening.push(textBlocks(m.content));
        }
        let toolResults = 0;
        for (const m of msgs) {
            if (m.role === "user" && Array.isArray(m.content))
                toolResults += m.content.filter((c) => isRecord(c) && c.type === "tool_result").length;
        }
        const format = isRecord(b.output_format) ? b.output_format : undefined;
        const request = { model: str(b.model) ?? "", tools, conversation: opening.join("\n"), toolResults };
        if (format?.type === "json_schema")
            request.schema = format.schema ?? {};
        return request;
    },
    write(res, answer, ctx) {
        if (answer.kind === "hang")
            return;
        if (answer.kind === "fail")
            return sendError$1(res, answer.status, answer.message);
        if (answer.kind === "reject-model")
            return sendError$1(res, 404, answer.message ?? `model: ${ctx.model}`);
        const id = `msg_ab_${++messages}`;
        const stop = answer.blocks.some((b) => b.type === "call") ? "tool_use" : "end_turn";
        if (!ctx.stream) {
            return sendJson(res, 200, {
                id,
                type: "message",
                role: "assistant",
                model: ctx.model,
                content: answer.blocks.map(block),
                stop_reason: stop,
                stop_sequence: null,
                usage: usage$3(answer.usage, answer.usage.output),
            });
        }
        const events = eventStream(res);
        const send = (data) => events.send(data, String(data.type));
        send({
            type: "message_start",
            message: { id, type: "message", role: "assistant", model: ctx.model, content: [], stop_reason: null, stop_sequence: null, usage: usage$3(answer.usage, 1) },
        });
        answer.blocks.forEach((b, index) => {
            if (b.type === "thinking") {
                send({ type: "content_block_start", index, content_block: { type: "thinking", thinking: "", signature: "" } });
                send({ type: "content_block_delta", index, delta: { type: "thinking_delta", thinking: b.text } });
                send({ type: "content_block_delta", index, delta: { type: "signature_delta", signature: "agent-bench-scripted" } });
            }
            else if (b.type === "text") {
                send({ type: "content_block_start", index, content_block: { type: "text", text: "" } });
                send({ type: "content_block_delta", index, delta: { type: "text_delta", text: b.text } });
            }
            else {
                send({ type: "content_block_start", index, content_block: { type: "tool_use", id: `toolu_${b.id}`, name: b.name, input: {} } });
                send({ type: "content_block_delta", index, delta: { type: "input_json_delta", partial_json: JSON.stringify(b.args) } });
            }
            send({ type: "content_block_stop", index });
        });
        send({ type: "message_delta", delta: { stop_reason: stop, stop_sequence: null }, usage: { output_tokens: answer.usage.output } });
        send({ type: "message_stop" });
        events.end();
    },
};
function block(b) {
    if (b.type === "thinking")
        return { type: "thinking", thinking: b.text, signature: "agent-bench-scripted" };
    if (b.type === "text")
        return { type: "text", text: b.text };
    return { type: "tool_use", id: `toolu_${b.id}`, name: b.name, input: b.args };
}
/** Anthropic's input_tokens leaves out cached input; the script's input is gross. */
function usage$3(u, output) {
    return {
        input_tokens: u.input - u.cacheRead - u.cacheWrite,
        output_tokens: output,
        cache_creation_input_tokens: u.cacheWrite,
        cache_read_input_tokens: u.cacheRead,
    };
}
function sendError$1(res, status, message) {
    sendJson(res, status, { type: "error", error: { type: ERROR_TYPES[status] ?? "api_error", message } });
}
function textBlocks(content) {
    if (!Array.isArray(content))
        return textOf(content);
    return content
        .filter((c) => isRecord(c) && c.type === "text")
        .map(textOf)
        .join("\n");
}

// The Gemini API (Gemini CLI): POST /v1beta/models/<model>:streamGenerateContent?alt=sse
// (and :generateContent for the router and JSON side calls). One SSE chunk per
// reply; it carries finishReason and usageMetadata.
const STATUS_NAMES = {
    400: "INVALID_ARGUMENT",
    401: "UNAUTHENTICATED",
    403: "PERMISSION_DENIED",
    404: "NOT_FOUND",
    429: "RESOURCE_EXHAUSTED",
    500: "INTERNAL",
    503: "UNAVAILABLE",
};
let responses$1 = 0;
const gemini = {
    read(body, params) {
        const b = isRecord(body) ? body : {};
        const tools = (Array.isArray(b.tools) ? b.tools : []).filter(isRecord).flatMap((t) => (Array.isArray(t.functionDeclarations) ? t.functionDeclarations : []).filter(isRecord).map((f) => {
            const schema = isRecord(f.parametersJsonSchema) ? f.parametersJsonSchema : isRecord(f.parameters) ? f.parameters : {};
            return { name: str(f.name) ?? "", kind: "function", params: Object.keys(isRecord(schema.properties) ? schema.properties : {}) };
        }));
        const contents = (Array.isArray(b.contents) ? b.contents : []).filter(isRecord);
        const opening = [];
        let toolResults = 0;
        let answered = false;
        for (const c of contents) {
            const parts = (Array.isArray(c.parts) ? c.parts : []).filter(isRecord);
            toolResults += parts.filter((p) => isRecord(p.functionResponse)).length;
            if (c.role === "model")
                answered = true;
            if (!answered && c.role !== "model")
                opening.push(parts
                    .filter((p) => typeof p.text === "string")
                    .map(textOf)
                    .join("\n"));
        }
        const request = { model: params.model ?? "", tools, conversation: opening.join("\n"), toolResults };
        const config = isRecord(b.generationConfig) ? b.generationConfig : {};
        if (config.responseMimeType === "application/json")
            request.schema = config.responseJsonSchema ?? config.responseSchema ?? {};
        return request;
    },
    write(res, answer, ctx) {
        if (answer.kind === "hang")
            return;
        if (answer.kind === "fail")
            return sendError(res, answer.status, answer.message);
        if (answer.kind === "reject-model") {
            return sendError(res, 404, answer.message ??
                `models/${ctx.model} is not found for API version v1beta, or is not supported for generateContent. Call ListModels to see the list of available models and their supported methods.`);
        }
        const response = {
            candidates: [{ content: { role: "model", parts: answer.blocks.map(part) }, finishReason: "STOP", index: 0 }],
            usageMetadata: usage$2(answer.usage),
            modelVersion: ctx.model,
            responseId: `gem_ab_${++responses$1}`,
        };
        if (!ctx.stream)
            return sendJson(res, 200, response);
        const events = eventStream(res, "\r\n\r\n");
        events.send(response);
        events.end();
    },
};
function part(b) {
    if (b.type === "thinking")
        return { text: b.text, thought: true };
    if (b.type === "text")
        return { text: b.text };
    return { functionCall: { name: b.name, args: b.args } };
}
/** Gemini counts thoughts apart from candidates; promptTokenCount includes cached input. */
function usage$2(u) {
    return {
        promptTokenCount: u.input,
        candidatesTokenCount: u.output - u.reasoning,
        thoughtsTokenCount: u.reasoning,
        cachedContentTokenCount: u.cacheRead,
        totalTokenCount: u.input + u.output,
    };
}
function sendError(res, status, message) {
    sendJson(res, status, { error: { code: status, message, status: STATUS_NAMES[status] ?? (status >= 500 ? "INTERNAL" : "FAILED_PRECONDITION") } });
}

// Error bodies in OpenAI's format, shared by the Responses and Chat Completions protocols.
const TYPES = {
    401: "authentication_error",
    403: "permission_error",
    404: "not_found_error",
    429: "rate_limit_error",
};
function openAiError(status, message) {
    const type = TYPES[status] ?? (status >= 500 ? "server_error" : "invalid_request_error");
    return { error: { message, type, param: null, code: null } };
}
function modelNotFound(model, message) {
    return {
        error: {
            message: message ?? `The model \`${model}\` does not exist or you do not have access to it.`,
            type: "invalid_request_error",
            param: null,
            code: "model_not_found",
        },
    };
}

// The OpenAI Chat Completions API (OpenCode, Copilot, Qwen Code):
// POST /v1/chat/completions, streamed as chat.completion.chunk lines, a usage
// chunk (clients ask for it with stream_options.include_usage) and [DONE].
let completions = 0;
const RETRY_NOW = { "retry-after-ms": "1", "retry-after": "0" };
const openaiChat = {
    read(body) {
        const b = isRecord(body) ? body : {};
        const tools = (Array.isArray(b.tools) ? b.tools : []).filter(isRecord).map((t) => {
            const fn = isRecord(t.function) ? t.function : isRecord(t.custom) ? t.custom : t;
            return {
                name: str(fn.name) ?? "",
                kind: t.type === "custom" ? "custom" : "function",
                params: Object.keys(isRecord(fn.parameters) && isRecord(fn.parameters.properties) ? fn.parameters.properties : {}),
            };
        });
        const msgs = (Array.isArray(b.messages) ? b.messages : []).filter(isRecord);
        const opening = [];
        for (const m of msgs) {
            if (m.role === "assistant" || m.role === "tool")
                break;
            if (m.role === "user")
                opening.push(textOf(m.content));
        }
        const request = {
            model: str(b.model) ?? "",
            tools,
            conversation: opening.join("\n"),
            toolResults: msgs.filter((m) => m.role === "tool").length,
        };
        const format = isRecord(b.response_format) ? b.response_format : undefined;
        if (format?.type === "json_schema")
            request.schema = isRecord(format.json_schema) ? (format.json_schema.schema ?? {}) : {};
        else if (format?.type === "json_object")
            request.schema = {};
        return request;
    },
    write(res, answer, ctx) {
        if (answer.kind === "hang")
            return;
        // retry-after-ms (as OpenAI sends it) makes the clients that retry (OpenCode, Copilot) do so at once.
        if (answer.kind === "fail")
            return sendJson(res, answer.status, openAiError(answer.status, answer.message), RETRY_NOW);
        if (answer.kind === "reject-model")
            return sendJson(res, 404, modelNotFound(ctx.model, answer.message));
        const id = `chatcmpl-ab-${++completions}`;
        const created = Math.floor(Date.now() / 1000);
        const calls = answer.blocks.filter((b) => b.type === "call");
        const text = answer.blocks
            .filter((b) => b.type === "text")
            .map((b) => b.text)
            .join("\n\n");
        const reasoning = answer.blocks
            .filter((b) => b.type === "thinking")
            .map((b) => b.text)
            .join("\n\n");
        const finish = calls.length > 0 ? "tool_calls" : "stop";
        const toolCalls = calls.map((c, index) => ({
            index,
            id: `call_${c.id}`,
            type: "function",
            function: { name: c.name, arguments: c.kind === "custom" ? (c.input ?? "") : JSON.stringify(c.args) },
        }));
        if (!ctx.stream) {
            const message = { role: "assistant", content: text || null };
            if (reasoning)
                message.reasoning_content = reasoning;
            if (toolCalls.length > 0)
                message.tool_calls = toolCalls.map(({ index: _index, ...call }) => call);
            return sendJson(res, 200, {
                id,
                object: "chat.completion",
                created,
                model: ctx.model,
                choices: [{ index: 0, message, finish_reason: finish }],
                usage: usage$1(answer.usage),
            });
        }
        const events = eventStream(res);
        const chunk = (choices, extra = {}) => events.send({ id, object: "chat.completion.chunk", created, model: ctx.model, choices, ...extra });
        chunk([{ index: 0, delta: { role: "assistant", content: "" }, finish_reason: null }]);
        if (reasoning)
            chunk([{ index: 0, delta: { reasoning_content: reasoning }, finish_reason: null }]);
        if (text)
            chunk([{ index: 0, delta: { content: text }, finish_reason: null }]);
        if (toolCalls.length > 0)
            chunk([{ index: 0, delta: { tool_calls: toolCalls }, finish_reason: null }]);
        chunk([{ index: 0, delta: {}, finish_reason: finish }]);
        chunk([], { usage: usage$1(answer.usage) });
        events.send("[DONE]");
        events.end();
    },
};
function usage$1(u) {
    return {
        prompt_tokens: u.input,
        completion_tokens: u.output,
        total_tokens: u.input + u.output,
        prompt_tokens_details: { cached_tokens: u.cacheRead },
        completion_tokens_details: { reasoning_tokens: u.reasoning },
    };
}

// The OpenAI Responses API (Codex): POST /v1/responses, streamed as
// response.created, output items (reasoning, message, function_call,
// custom_tool_call) and response.completed with the usage.
const TOOL_OUTPUTS = new Set(["function_call_output", "custom_tool_call_output", "local_shell_call_output", "mcp_tool_call_output", "tool_search_output"]);
let responses = 0;
const openaiResponses = {
    read(body) {
        const b = isRecord(body) ? body : {};
        const tools = (Array.isArray(b.tools) ? b.tools : []).filter(isRecord).map((t) => ({
            name: str(t.name) ?? str(t.type) ?? "",
            kind: t.type === "custom" ? "custom" : "function",
            params: Object.keys(isRecord(t.parameters) && isRecord(t.parameters.properties) ? t.parameters.properties : {}),
        }));
        const input = typeof b.input === "string" ? [{ type: "message", role: "user", content: b.input }] : (Array.isArray(b.input) ? b.input : []).filter(isRecord);
        const opening = [];
        for (const item of input) {
            const isMessage = item.type === "message" || (item.type === undefined && typeof item.role === "string");
            if (!isMessage || item.role === "assistant")
                break;
            if (item.role === "user")
                opening.push(textOf(item.content));
        }
        const request = {
            model: str(b.model) ?? "",
            tools,
            conversation: opening.join("\n"),
            toolResults: input.filter((item) => TOOL_OUTPUTS.has(String(item.type))).length,
        };
        const format = isRecord(b.text) && isRecord(b.text.format) ? b.text.format : undefined;
        if (format?.type === "json_schema")
            request.schema = format.schema ?? {};
        return request;
    },
    write(res, answer, ctx) {
        if (answer.kind === "hang")
            return;
        if (answer.kind === "fail")
            return sendJson(res, answer.status, openAiError(answer.status, answer.message));
        if (answer.kind === "reject-model")
            return sendJson(res, 404, modelNotFound(ctx.model, answer.message));
        const n = ++responses;
        const id = `resp_ab_${n}`;
        const items = answer.blocks.map((b, i) => item(b, `${n}_${i}`));
        const base = { id, object: "response", created_at: Math.floor(Date.now() / 1000), model: ctx.model };
        const completed = { ...base, status: "completed", output: items, usage: usage(answer.usage) };
        if (!ctx.stream)
            return sendJson(res, 200, completed);
        const events = eventStream(res);
        let seq = 0;
        const send = (type, data) => events.send({ type, sequence_number: seq++, ...data }, type);
        send("response.created", { response: { ...base, status: "in_progress", output: [] } });
        send("response.in_progress", { response: { ...base, status: "in_progress", output: [] } });
        items.forEach((it, output_index) => {
            const item_id = String(it.id);
            if (it.type === "reasoning") {
                const text = it.summary[0].text;
                send("response.output_item.added", { output_index, item: { ...it, summary: [] } });
                send("response.reasoning_summary_part.added", { item_id, output_index, summary_index: 0, part: { type: "summary_text", text: "" } });
                send("response.reasoning_summary_text.delta", { item_id, output_index, summary_index: 0, delta: text });
                send("response.reasoning_summary_text.done", { item_id, output_index, summary_index: 0, text });
                send("response.reasoning_summary_part.done", { item_id, output_index, summary_index: 0, part: { type: "summary_text", text } });
            }
            else if (it.type === "message") {
                const text = it.content[0].text;
                send("response.output_item.added", { output_index, item: { ...it, status: "in_progress", content: [] } });
                send("response.content_part.added", { item_id, output_index, content_index: 0, part: { type: "output_text", text: "", annotations: [] } });
                send("response.output_text.delta", { item_id, output_index, content_index: 0, delta: text });
                send("response.output_text.done", { item_id, output_index, content_index: 0, text });
                send("response.content_part.done", { item_id, output_index, content_index: 0, part: { type: "output_text", text, annotations: [] } });
            }
            else if (it.type === "function_call") {
                send("response.output_item.added", { output_index, item: { ...it, arguments: "", status: "in_progress" } });
                send("response.function_call_arguments.delta", { item_id, output_index, delta: it.arguments });
                send("response.function_call_arguments.done", { item_id, output_index, arguments: it.arguments });
            }
            else {
                send("response.output_item.added", { output_index, item: { ...it, input: "", status: "in_progress" } });
                send("response.custom_tool_call_input.delta", { item_id, output_index, delta: it.input });
                send("response.custom_tool_call_input.done", { item_id, output_index, input: it.input });
            }
            send("response.output_item.done", { output_index, item: it });
        });
        send("response.completed", { response: completed });
        events.end();
    },
};
function item(b, key) {
    if (b.type === "thinking")
        return { type: "reasoning", id: `rs_ab_${key}`, summary: [{ type: "summary_text", text: b.text }] };
    if (b.type === "text") {
        return { type: "message", id: `msg_ab_${key}`, role: "assistant", status: "completed", content: [{ type: "output_text", text: b.text, annotations: [] }] };
    }
    if (b.kind === "custom")
        return { type: "custom_tool_call", id: `ctc_${b.id}`, call_id: `call_${b.id}`, name: b.name, input: b.input ?? "", status: "completed" };
    return { type: "function_call", id: `fc_${b.id}`, call_id: `call_${b.id}`, name: b.name, arguments: JSON.stringify(b.args), status: "completed" };
}
/** OpenAI counts cached input inside input_tokens and reasoning inside output_tokens. */
function usage(u) {
    return {
        input_tokens: u.input,
        input_tokens_details: { cached_tokens: u.cacheRead },
        output_tokens: u.output,
        output_tokens_details: { reasoning_tokens: u.reasoning },
        total_tokens: u.input + u.output,
    };
}

// How the scripted model server answers one request: the execution named by
// its path prefix, the route (Anthropic, OpenAI Responses or Chat, Gemini, and
// the few side routes CLIs call), then the execution's script. Every request
// is logged as one JSON line.
/** Sent by agent-bench's HTTP runner: its requests carry no tools but are the conversation. */
const MAIN_HEADER = "x-agent-bench-main";
const GEMINI_PATH = /^\/v1(?:beta|alpha)?\/models\/([^/:]+):(streamGenerateContent|generateContent|countTokens)$/;
function route(method, pathname) {
    if ((method === "HEAD" || method === "GET") && (pathname === "/" || pathname === ""))
        return "root";
    if (method === "GET" && /^\/v1(beta)?\/models$/.test(pathname))
        return "models";
    if (method !== "POST")
        return undefined;
    const p = pathname.replace(/^\/v1(?=\/)/, "");
    if (p === "/messages")
        return { protocol: anthropic, name: "anthropic", stream: (b) => b.stream === true };
    if (p === "/messages/count_tokens")
        return "count-tokens";
    if (p === "/responses")
        return { protocol: openaiResponses, name: "openai-responses", stream: (b) => b.stream === true };
    if (p === "/chat/completions")
        return { protocol: openaiChat, name: "openai-chat", stream: (b) => b.stream === true };
    const g = GEMINI_PATH.exec(pathname);
    if (g) {
        if (g[2] === "countTokens")
            return "count-tokens";
        return { protocol: gemini, name: "gemini", model: decodeURIComponent(g[1]), stream: () => g[2] === "streamGenerateContent" };
    }
    return undefined;
}
/** Answers one request: the execution its path prefix names, then the route; a model call is answered from that execution's script. */
async function handleRequest(req, res, server) {
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    const method = req.method ?? "GET";
    const match = /^\/x\/([^/]+)(\/.*)?$/.exec(url.pathname);
    const execution = match ? server.executions.get(match[1]) : undefined;
    const pathname = match?.[2] ?? "/";
    const entry = {
        at: new Date().toISOString(),
        execution: execution?.label,
        method,
        path: `${pathname}${url.search}`,
        userAgent: req.headers["user-agent"],
    };
    const finish = (status, extra = {}) => server.log(`${JSON.stringify({ ...entry, status, ...extra })}\n`);
    if (!execution) {
        finish(404);
        return sendJson(res, 404, { error: { message: `agent-bench scripted model: no execution is registered at ${url.pathname}` } });
    }
    const target = route(method, pathname);
    if (target === "root") {
        finish(200);
        res.writeHead(200).end();
        return;
    }
    if (target === "models") {
        finish(200);
        return sendJson(res, 200, { object: "list", data: [], models: [] });
    }
    if (!target) {
        finish(404);
        return sendJson(res, 404, { error: { message: `agent-bench scripted model: no route for ${method} ${pathname}` } });
    }
    let body;
    try {
        body = await readBody(req);
    }
    catch (error) {
        finish(400, { error: error.message });
        return sendJson(res, 400, { error: { message: `agent-bench scripted model: the request body is not JSON: ${error.message}` } });
    }
    if (target === "count-tokens") {
        finish(200);
        const tokens = Math.ceil(JSON.stringify(body).length / 4);
        return sendJson(res, 200, { input_tokens: tokens, totalTokens: tokens });
    }
    return answerModel(req, res, { target, body, conversation: execution.conversation, finish, abort: server.abort });
}
/** A model call: the script decides the answer (maybe after a delay), the route's protocol writes it. */
async function answerModel(req, res, call) {
    const { target, body, finish } = call;
    const b = isRecord(body) ? body : {};
    const request = target.protocol.read(b, { model: target.model });
    if (req.headers[MAIN_HEADER])
        request.main = true;
    const decision = call.conversation.decide(request);
    const model = request.model || "scripted";
    finish(decision.answer.kind === "fail" ? decision.answer.status : decision.answer.kind === "reject-model" ? 404 : 200, {
        protocol: target.name,
        model,
        tools: request.tools.map((t) => t.name),
        toolResults: request.toolResults,
        role: decision.role,
        ...(decision.reply !== undefined ? { reply: decision.reply + 1 } : {}),
        answer: summarize(decision),
    });
    if (decision.delayMs > 0) {
        try {
            await setTimeout(decision.delayMs, undefined, { signal: call.abort });
        }
        catch {
            return void res.destroy();
        }
    }
    target.protocol.write(res, decision.answer, { model, stream: target.stream(b) });
}
function summarize(decision) {
    const a = decision.answer;
    if (a.kind === "fail")
        return `fail ${a.status}: ${a.message}`;
    if (a.kind === "reject-model")
        return "reject model";
    if (a.kind === "hang")
        return "hang";
    return a.blocks.map((b) => (b.type === "call" ? `call ${b.name}` : b.type)).join(", ");
}

// The HTTP request for one execution: the case's conversation, and the
// case's user, team and metadata passed along (OpenAI: `user` and `metadata`;
// json: the body template's placeholders).
function buildRequest(ctx, options) {
    const secrets = new Set();
    const scripted = ctx.scriptedModelUrl;
    const configured = scripted ? `${scripted}/v1/chat/completions` : options.url;
    const url = scripted ? configured : expandEnv(configured, ctx.env, secrets);
    const headers = { "content-type": "application/json", accept: options.stream ? "text/event-stream" : "application/json" };
    for (const [name, value] of Object.entries(options.headers))
        headers[name.toLowerCase()] = expandEnv(value, ctx.env, secrets);
    // The scripted model server answers tool-less requests as side requests unless told this is the conversation.
    if (scripted)
        headers[MAIN_HEADER] = "1";
    const values = placeholderValues(ctx);
    const body = options.format === "json" ? fillTemplate(options.body ?? DEFAULT_JSON_BODY, values) : chatBody(ctx, options, values);
    return { url, method: options.method, headers, body: JSON.stringify(body), shownUrl: configured, secrets };
}
function chatBody(ctx, options, values) {
    // OpenAI's metadata is a map of strings.
    const metadata = { team: ctx.team, caseId: ctx.case.id };
    for (const [k, v] of Object.entries(ctx.case.metadata ?? {}))
        metadata[k] = typeof v === "string" ? v : JSON.stringify(v);
    const extra = options.body !== undefined && typeof options.body === "object" && options.body !== null
        ? fillTemplate(options.body, values)
        : {};
    return {
        ...(ctx.runner.model ? { model: ctx.runner.model } : {}),
        messages: ctx.case.messages.length > 0 ? ctx.case.messages : [{ role: "user", content: ctx.case.prompt }],
        user: ctx.user,
        metadata,
        ...(options.stream ? { stream: true, stream_options: { include_usage: true } } : {}),
        ...extra,
    };
}
function placeholderValues(ctx) {
    const messages = ctx.case.messages.length > 0 ? ctx.case.messages : [{ role: "user", content: ctx.case.prompt }];
    return {
        input: lastUserText(messages) ?? ctx.case.prompt,
        prompt: ctx.case.prompt,
        messages,
        user: ctx.user,
        team: ctx.team,
        metadata: ctx.case.metadata ?? {},
        options: ctx.case.options ?? {},
        model: ctx.runner.model ?? "",
        caseId: ctx.case.id,
        run: ctx.run,
    };
}
function lastUserText(messages) {
    const m = messages.findLast((x) => x.role === "user");
    if (!m)
        return undefined;
    if (typeof m.content === "string")
        return m.content;
    return m.content.map((p) => (p.type === "text" && typeof p.text === "string" ? p.text : "")).join("\n");
}

// The HTTP call itself, in process: one request, the response written to
// stdout as JSON lines (the response, or each server-sent event), which parse()
// turns into the session. The engine's AbortSignal ends it on timeout or
// cancel. Header values and URL secrets never reach the lines: the URL is
// shown as configured and any secret value is replaced by ***.
async function runHttp(request, options, io) {
    const emit = (line) => io.stdout(redact(JSON.stringify(line), request.secrets));
    emit({ type: "http.request", method: request.method, url: request.shownUrl, format: options.format, stream: options.stream });
    let response;
    try {
        response = await fetch(request.url, { method: request.method, headers: request.headers, body: request.body, signal: io.signal });
    }
    catch (error) {
        emit({ type: "http.failure", message: failureMessage(error, io.signal) });
        return { exitCode: 1 };
    }
    const contentType = response.headers.get("content-type") ?? "";
    try {
        if (response.ok && contentType.includes("text/event-stream") && response.body) {
            emit({ type: "http.response", status: response.status, contentType });
            for await (const data of serverSentEvents(response.body))
                emit({ type: "http.chunk", data: asJson(data) });
            emit({ type: "http.end" });
        }
        else {
            const text = await response.text();
            const body = asJson(text);
            emit({ type: "http.response", status: response.status, contentType, ...(typeof body === "string" ? { text: body } : { body }) });
        }
    }
    catch (error) {
        emit({ type: "http.failure", status: response.status, message: failureMessage(error, io.signal) });
        return { exitCode: 1 };
    }
    return { exitCode: response.ok ? 0 : 1 };
}
/** The data of each event of a text/event-stream body ("[DONE]" included). */
async function* serverSentEvents(body) {
    const decoder = new TextDecoder();
    let buffer = "";
    for await (const chunk of body) {
        buffer += decoder.decode(chunk, { stream: true });
        let end;
        while ((end = /\r?\n\r?\n/.exec(buffer))) {
            const event = buffer.slice(0, end.index);
            buffer = buffer.slice(end.index + end[0].length);
            const data = eventData(event);
            if (data !== undefined)
                yield data;
        }
    }
    buffer += decoder.decode();
    const data = eventData(buffer);
    if (data !== undefined)
        yield data;
}
function eventData(event) {
    const lines = event
        .split(/\r?\n/)
        .filter((l) => l.startsWith("data:"))
        .map((l) => l.slice(5).replace(/^ /, ""));
    return lines.length > 0 ? lines.join("\n") : undefined;
}
function asJson(text) {
    const t = text.trim();
    if (t.startsWith("{") || t.startsWith("[")) {
        try {
            return JSON.parse(t);
        }
        catch {
            // not JSON after all
        }
    }
    return text;
}
function failureMessage(error, signal) {
    if (signal.aborted)
        return "the request was aborted (timeout or cancel)";
    const e = error;
    const cause = e.cause?.code ?? e.cause?.message;
    return `${e.message ?? String(error)}${cause ? ` (${cause})` : ""}`;
}

// type: http — an agent behind an API (as in yao's agent tests): the case's
// input goes to an OpenAI-compatible chat completions endpoint, or to any JSON
// endpoint shaped by a body template, in process (no spawn), and the answer,
// tool calls and usage are read from the response.
const httpRunner = {
    type: "http",
    displayName: "HTTP agent",
    inProcess: true,
    detectsSkills: false,
    optionsSchema: optionsSchema$3,
    modelProtocol: "openai-chat",
    preflight(runner) {
        checkOptions(runner, process.env);
    },
    prepare(ctx) {
        const options = checkOptions(ctx.runner, ctx.env);
        const request = buildRequest(ctx, options);
        return { kind: "in-process", cwd: ctx.workspace, run: (io) => runHttp(request, options, io) };
    },
    parse: parseHttp,
    createStepCounter() {
        // One request, one model response.
        let steps = 0;
        return jsonStepCounter((event) => {
            if (event?.type === "http.response")
                steps = 1;
            return steps;
        });
    },
    detectModelRejection: (_output, session) => session.errors.find((e) => e.kind === "model-rejected")?.message,
};

// OpenCode's configuration for one execution, passed whole in
// OPENCODE_CONFIG_CONTENT: the user's own (runner `config`, or the variable
// in the environment), and with the scripted model server an OpenAI-compatible
// provider at its URL that is the only one enabled, so neither the agent nor
// its title requests reach a real provider.
const SCRIPTED_PROVIDER = "agent-bench";
const SCRIPTED_DEFAULT_MODEL$1 = "scripted";
/** The model id inside the scripted provider: the runner's model without a provider prefix. */
function scriptedModelId(model) {
    const id = model?.includes("/") ? model.slice(model.indexOf("/") + 1) : model;
    return id || SCRIPTED_DEFAULT_MODEL$1;
}
/** The config to pass, or undefined when agent-bench adds nothing (the environment's own value, if any, then stays as it is). */
function openCodeConfig(input) {
    if (!input.extra && !input.scriptedModelUrl)
        return undefined;
    let config = {};
    if (input.fromEnv) {
        const env = parseObject(input.fromEnv);
        if (!env) {
            throw configError("OPENCODE_CONFIG_CONTENT in the environment is not a JSON object, so the runner's config cannot be merged into it", {
                where: "OPENCODE_CONFIG_CONTENT",
                hint: "make it plain JSON, or move its settings into the runner's `config` option",
            });
        }
        config = env;
    }
    if (input.extra)
        config = merge$1(config, input.extra);
    if (input.scriptedModelUrl) {
        const id = scriptedModelId(input.model);
        const ref = `${SCRIPTED_PROVIDER}/${id}`;
        config = merge$1(config, {
            provider: {
                [SCRIPTED_PROVIDER]: {
                    npm: "@ai-sdk/openai-compatible",
                    name: "agent-bench scripted model",
                    options: { baseURL: `${input.scriptedModelUrl}/v1`, apiKey: "agent-bench-scripted-model" },
                    models: { [id]: { name: id } },
                },
            },
            model: ref,
            small_model: ref,
            enabled_providers: [SCRIPTED_PROVIDER],
        });
    }
    return config;
}
/**
 * OpenCode npm-installs @opencode-ai/plugin into its config folder at start-up. When the plugin is
 * installed next to opencode-ai (scripts/install-clis.mjs does so), it is linked into the execution's
 * config folder instead, and the run never reaches for the registry. Returns whether it was linked.
 */
function linkPlugin(openCodePackageJson, configDir) {
    if (!openCodePackageJson)
        return false;
    const plugin = path.join(path.dirname(path.dirname(openCodePackageJson)), "@opencode-ai", "plugin");
    if (!existsSync(path.join(plugin, "package.json")))
        return false;
    const scope = path.join(configDir, "node_modules", "@opencode-ai");
    mkdirSync(scope, { recursive: true });
    if (!existsSync(path.join(scope, "plugin")))
        symlinkSync(plugin, path.join(scope, "plugin"));
    return true;
}
function parseObject(text) {
    if (!text)
        return undefined;
    try {
        const value = JSON.parse(text);
        return isPlain$1(value) ? value : undefined;
    }
    catch {
        return undefined;
    }
}
function merge$1(base, extra) {
    const out = { ...base };
    for (const [key, value] of Object.entries(extra)) {
        const current = out[key];
        out[key] = isPlain$1(current) && isPlain$1(value) ? merge$1(current, value) : value;
    }
    return out;
}
function isPlain$1(value) {
    return typeof value === "object" && value !== null && !Array.isArray(value);
}

// `opencode run --format json` → session. There is no init and no result
// line: each model request is a step (step_start … step_finish) whose
// step_finish carries that request's tokens and cost, so the totals are the
// sum over steps (each counted once). A tool is printed once, when it has
// finished, with its input, output and metadata (bash: metadata.exit, which
// is non-zero while the status still says "completed").
/** A request for a model the provider does not offer, or one OpenCode's config does not know. */
const MODEL_REJECTED$1 = /ProviderModelNotFoundError|Model not found:|model_not_found|does not exist or you do not have access|model is not supported|unsupported model/i;
function parseOpenCode(output, ctx) {
    const b = new SessionBuilder(ctx.runner, ctx.prompt, ctx.cwd, ctx.knownSkills, ctx.skillRoots);
    const t = { input: 0, output: 0, reasoning: 0, cacheRead: 0, cacheWrite: 0, total: 0, totals: 0, steps: 0 };
    let turns = 0;
    /** Texts of the step in progress; the final output is the last text of the last step that ended with "stop". */
    let stepTexts = [];
    let finalOutput;
    for (const e of b.records(output.stdout)) {
        b.sessionId ??= str(e.sessionID);
        const part = rec(e.part) ?? {};
        const at = atOf(e.timestamp);
        switch (e.type) {
            case "step_start":
                turns++;
                stepTexts = [];
                break;
            case "step_finish":
                addTokens(t, part);
                if (part.reason === "stop" && stepTexts.length > 0)
                    finalOutput = stepTexts.at(-1);
                break;
            case "text": {
                const text = str(part.text) ?? "";
                stepTexts.push(text);
                b.push({ type: "message", role: "assistant", text, ...at });
                break;
            }
            case "reasoning":
                b.push({ type: "message", role: "assistant", phase: "thinking", text: str(part.text) ?? "", ...at });
                break;
            case "tool_use":
                toolUse(b, part, at);
                break;
            case "error":
                b.error(classify$1(rec(e.error)));
                break;
            default:
                b.unknown(e, String(e.type));
        }
    }
    if (finalOutput !== undefined)
        b.finalOutput = finalOutput;
    if (turns > 0)
        b.turns = turns;
    if (t.steps > 0) {
        // OpenCode's input leaves cached input out and its output leaves reasoning out; its total has both.
        const input = t.input + t.cacheRead + t.cacheWrite;
        const out = t.output + t.reasoning;
        b.usage = {
            inputTokens: input,
            outputTokens: out,
            reasoningTokens: t.reasoning,
            cacheReadTokens: t.cacheRead,
            cacheWriteTokens: t.cacheWrite,
            totalTokens: t.totals === t.steps ? t.total : input + out,
        };
    }
    if (t.cost !== undefined)
        b.costUsd = t.cost;
    b.cliVersion = cliVersionOf(output.files.package);
    stderrErrors(b, output.stderr);
    markPhases(b.events, b.finalOutput);
    b.requireJsonStream(output.stdout, "OpenCode printed no --format json events; runner args must not change --format");
    return b.finish({ exitCode: exitCodeOf(output.end), stdoutPath: ctx.stdoutPath, stderrPath: ctx.stderrPath });
}
function addTokens(t, part) {
    const tokens = rec(part.tokens);
    const cost = num(part.cost);
    if (cost !== undefined)
        t.cost = (t.cost ?? 0) + cost;
    if (!tokens)
        return;
    t.steps++;
    t.input += num(tokens.input) ?? 0;
    t.output += num(tokens.output) ?? 0;
    t.reasoning += num(tokens.reasoning) ?? 0;
    const cache = rec(tokens.cache) ?? {};
    t.cacheRead += num(cache.read) ?? 0;
    t.cacheWrite += num(cache.write) ?? 0;
    const total = num(tokens.total);
    if (total !== undefined) {
        t.total += total;
        t.totals++;
    }
}
function toolUse(b, part, at) {
    const id = str(part.callID) ?? str(part.id);
    const tool = str(part.tool) ?? "unknown";
    const state = rec(part.state) ?? {};
    const input = rec(state.input) ?? {};
    const metadata = rec(state.metadata) ?? {};
    const failed = state.status === "error";
    const ref = { toolCallId: id, ...at };
    b.push({ type: "toolCall", id, tool, args: input, ...at });
    const file = str(input.filePath) ?? str(input.file_path) ?? str(input.path);
    let exitCode;
    if (tool === "bash" && typeof input.command === "string") {
        exitCode = num(metadata.exit);
        const base = str(input.workdir) ? b.resolve(str(input.workdir)) : undefined;
        b.push({ type: "command", command: input.command, ...(exitCode !== undefined ? { exitCode } : {}), ...ref });
        for (const p of shellReads(input.command))
            b.push({ type: "fileRead", path: b.resolve(p, base), ...ref });
    }
    else if (tool === "read" && file) {
        b.push({ type: "fileRead", path: b.resolve(file), ...ref });
    }
    else if (tool === "write" && file && !failed) {
        b.push({ type: "fileWrite", path: b.resolve(file), kind: metadata.exists === false ? "create" : "write", ...ref });
    }
    else if ((tool === "edit" || tool === "multiedit") && file && !failed) {
        b.push({ type: "fileWrite", path: b.resolve(file), kind: "edit", ...ref });
    }
    else if ((tool === "apply_patch" || tool === "patch") && !failed) {
        for (const f of patchedFiles(str(input.patchText) ?? str(input.patch) ?? str(input.input) ?? ""))
            b.push({ type: "fileWrite", path: b.resolve(f.path), kind: f.kind, ...ref });
    }
    else if (tool === "skill") {
        const skill = str(input.name) ?? str(metadata.name);
        if (skill && !failed)
            b.push({ type: "skillSignal", skill, signal: "tool:skill", confidence: "explicit", ...at });
    }
    else if (tool === "task") {
        b.push({ type: "subagent", toolCallId: id, status: "started", description: str(input.description), ...at });
    }
    const outputText = failed ? (str(state.error) ?? textOf(state.error)) : textOf(state.output);
    b.push({
        type: "toolResult",
        id,
        tool,
        output: outputText,
        isError: failed || (exitCode !== undefined && exitCode !== 0),
        ...(exitCode !== undefined ? { exitCode } : {}),
        ...at,
    });
    if (tool === "task")
        b.push({ type: "subagent", toolCallId: id, status: failed ? "failed" : "completed", ...at });
}
function classify$1(error) {
    const name = str(error?.name) ?? "Error";
    const data = rec(error?.data) ?? {};
    const message = str(data.message) ?? textOf(data) ?? name;
    const status = num(data.statusCode) ?? statusIn(message);
    const text = `${name}: ${message} ${str(data.responseBody) ?? ""}`;
    if (MODEL_REJECTED$1.test(text))
        return { kind: "model-rejected", message, status };
    if (/Auth/i.test(name))
        return { kind: "authentication", message, status };
    if (name === "APIError" || status !== undefined)
        return { kind: kindForStatus(status), message, status };
    return { kind: "other", message: `${name}: ${message}` };
}
/** A model its config does not know is reported on stderr only (with --print-logs). */
function stderrErrors(b, stderr) {
    if (b.errors.some((e) => e.kind === "model-rejected"))
        return;
    const line = stderr.split("\n").find((l) => /ProviderModelNotFoundError|Model not found:/.test(l));
    if (line)
        b.error({ kind: "model-rejected", message: line.trim().slice(0, 500) });
}
function atOf(timestamp) {
    const ms = num(timestamp);
    return ms !== undefined && ms > 0 && ms < 8.64e15 ? { at: new Date(ms).toISOString() } : {};
}

// type: opencode — `opencode run --format json --auto --dir <workspace>`, with
// its config, data and state folders in the execution's fresh home.
const optionsSchema$2 = strictObject({
    /** --auto: approve every permission that is not explicitly denied (without it `run` rejects them all). */
    autoApprove: boolean().default(true),
    /** --agent: build (OpenCode's default), plan, or an agent of your config. */
    agent: string().min(1).optional(),
    /** --variant: the provider's reasoning effort (high, max, minimal, …). */
    variant: string().min(1).optional(),
    /** --thinking: reasoning parts in the stream (kept as thinking messages). */
    thinking: boolean().default(true),
    /** OpenCode config: an object merged into OPENCODE_CONFIG_CONTENT, or a config file (OPENCODE_CONFIG) relative to the config file. */
    config: union([record(string(), unknown()), string().min(1)]).optional(),
    /** An auth.json from `opencode auth login`, linked (never copied) into the execution's data folder; relative to the config file. */
    authFile: string().min(1).optional(),
});
function checkFile(runner, key, file, hint) {
    const abs = path.resolve(runner.baseDir, file);
    if (!existsSync(abs))
        throw configError(`runners.${runner.id}.${key}: ${abs} does not exist`, { hint });
}
const openCodeRunner = {
    type: "opencode",
    displayName: "OpenCode",
    context: {
        instructionFiles: ["AGENTS.md", "CLAUDE.md"],
        configPaths: [".opencode"],
        settingsFiles: ["opencode.json", "opencode.jsonc"],
        skillFolders: [".opencode/skills", ".claude/skills", ".agents/skills"],
    },
    init: { markers: [".opencode", "opencode.json"], install: "npm install -g opencode-ai@1.18.33", secret: "ANTHROPIC_API_KEY", executable: "opencode" },
    resumes: true,
    optionsSchema: optionsSchema$2,
    modelProtocol: "openai-chat",
    preflight(runner) {
        const { options } = runner;
        if (typeof options.config === "string")
            checkFile(runner, "config", options.config, "give an OpenCode config file (opencode.json) relative to the config file, or an inline object");
        if (options.authFile)
            checkFile(runner, "authFile", options.authFile, "point it at the auth.json `opencode auth login` wrote (~/.local/share/opencode/auth.json), or pass provider keys in env");
        // Fails now, not in every execution, when the environment's config cannot take the runner's.
        openCodeConfig({
            fromEnv: runner.env.OPENCODE_CONFIG_CONTENT ?? process.env.OPENCODE_CONFIG_CONTENT,
            extra: typeof options.config === "object" ? options.config : undefined,
            scriptedModelUrl: runner.scriptedModel ? "http://127.0.0.1" : undefined,
        });
    },
    prepare(ctx) {
        const { options } = ctx.runner;
        const { executable, launcher } = executableOf(ctx, "opencode");
        const scripted = ctx.scriptedModelUrl;
        const model = scripted ? `${SCRIPTED_PROVIDER}/${scriptedModelId(ctx.runner.model)}` : ctx.runner.model;
        const args = [...launcher, "run", "--format", "json", "--dir", ctx.workspace];
        if (options.autoApprove)
            args.push("--auto");
        if (options.thinking)
            args.push("--thinking");
        if (model)
            args.push("-m", model);
        if (options.agent)
            args.push("--agent", options.agent);
        if (options.variant)
            args.push("--variant", options.variant);
        if (ctx.resume?.sessionId)
            args.push("--session", ctx.resume.sessionId);
        args.push(...ctx.runner.args, "--", ctx.case.prompt);
        const config = openCodeConfig({
            fromEnv: ctx.env.OPENCODE_CONFIG_CONTENT,
            extra: typeof options.config === "object" ? options.config : undefined,
            scriptedModelUrl: scripted,
            model: ctx.runner.model,
        });
        const forced = {
            // OpenCode takes its project folder from PWD, which is agent-bench's own otherwise.
            PWD: ctx.workspace,
            ...(config ? { OPENCODE_CONFIG_CONTENT: JSON.stringify(config) } : {}),
            ...(typeof options.config === "string" ? { OPENCODE_CONFIG: path.resolve(ctx.runner.baseDir, options.config) } : {}),
        };
        const env = cliEnv(ctx, { OPENCODE_DISABLE_AUTOUPDATE: "1", OPENCODE_DISABLE_MODELS_FETCH: "1", OPENCODE_DISABLE_LSP_DOWNLOAD: "1" }, forced);
        const pkg = packageJsonOf(executable, env, "opencode-ai");
        linkPlugin(pkg, path.join(env.XDG_CONFIG_HOME, "opencode"));
        if (options.authFile && !scripted) {
            const data = path.join(env.XDG_DATA_HOME, "opencode");
            mkdirSync(data, { recursive: true });
            symlinkSync(path.resolve(ctx.runner.baseDir, options.authFile), path.join(data, "auth.json"));
        }
        return { kind: "spawn", executable, args, env, cwd: ctx.workspace, ...(pkg ? { collect: { package: pkg } } : {}) };
    },
    parse: parseOpenCode,
    createStepCounter() {
        // One step is one model request; step_start opens it.
        let steps = 0;
        return jsonStepCounter((event) => {
            if (event?.type === "step_start")
                steps++;
            return steps;
        });
    },
    detectModelRejection: modelRejectionFromSession,
};

// Qwen Code's ~/.qwen/settings.json for an execution: no usage statistics,
// telemetry or update checks (else it reaches aliyuncs.com), no retries of the
// OpenAI client, and the runner's own settings merged last. With the scripted
// model server: an OpenAI-compatible endpoint at its URL and a dummy key.
const SCRIPTED_DEFAULT_MODEL = "qwen3-coder-plus";
function qwenSettings(input) {
    const settings = {
        $version: 4,
        privacy: { usageStatisticsEnabled: false },
        telemetry: { enabled: false },
        general: { enableAutoUpdate: false, disableAutoUpdate: true },
        ...(input.scripted ? { model: { generationConfig: { maxRetries: 0 } } } : {}),
    };
    return merge(settings, input.extra ?? {});
}
function scriptedModelEnv(url, model) {
    return {
        OPENAI_BASE_URL: `${url}/v1`,
        OPENAI_API_KEY: "agent-bench-scripted-model",
        OPENAI_MODEL: model || SCRIPTED_DEFAULT_MODEL,
        DASHSCOPE_API_KEY: undefined,
        ANTHROPIC_API_KEY: undefined,
        GEMINI_API_KEY: undefined,
        HTTP_PROXY: undefined,
        HTTPS_PROXY: undefined,
        http_proxy: undefined,
        https_proxy: undefined,
    };
}
function merge(base, extra) {
    const out = { ...base };
    for (const [key, value] of Object.entries(extra)) {
        const current = out[key];
        out[key] = isPlain(current) && isPlain(value) ? merge(current, value) : value;
    }
    return out;
}
function isPlain(value) {
    return typeof value === "object" && value !== null && !Array.isArray(value);
}

// What Qwen Code's tools show (the Gemini CLI names, in Claude Code's
// stream): commands, reads, writes, skills and sub-agents, derived from the
// tool calls the Claude Code parser keeps as they are.
const SHELL_TOOL = "run_shell_command";
const SUBAGENT_TOOLS = new Set(["agent", "task"]);
/** The events a tool call implies, placed right after it. */
function toolEvents(b, call, cwd) {
    const args = rec(call.args) ?? {};
    const ref = { toolCallId: call.id, ...(call.parentToolCallId ? { parentToolCallId: call.parentToolCallId } : {}), ...(call.at ? { at: call.at } : {}) };
    const resolve = (p) => b.resolve(p, cwd);
    const file = str(args.file_path) ?? str(args.absolute_path) ?? str(args.path);
    const out = [];
    if (call.tool === SHELL_TOOL && typeof args.command === "string") {
        const dir = str(args.directory) ?? str(args.dir_path);
        out.push({ type: "command", command: args.command, ...ref });
        for (const p of shellReads(args.command))
            out.push({ type: "fileRead", path: b.resolve(p, dir ? resolve(dir) : cwd), ...ref });
    }
    else if (call.tool === "read_file" && file) {
        out.push({ type: "fileRead", path: resolve(file), ...ref });
    }
    else if (call.tool === "read_many_files") {
        for (const p of arr(args.paths))
            if (typeof p === "string" && !/[*?[]/.test(p))
                out.push({ type: "fileRead", path: resolve(p), ...ref });
    }
    else if (call.tool === "write_file" && file) {
        out.push({ type: "fileWrite", path: resolve(file), kind: "write", ...ref });
    }
    else if ((call.tool === "edit" || call.tool === "replace" || call.tool === "notebook_edit") && file) {
        out.push({ type: "fileWrite", path: resolve(file), kind: "edit", ...ref });
    }
    else if (call.tool === "skill") {
        const skill = str(args.skill) ?? str(args.name);
        if (skill)
            out.push({ type: "skillSignal", skill, signal: "tool:skill", confidence: "explicit", ...(call.at ? { at: call.at } : {}) });
    }
    else if (SUBAGENT_TOOLS.has(call.tool)) {
        out.push({
            type: "subagent",
            toolCallId: call.id,
            status: "started",
            description: str(args.description) ?? str(args.subagent_type),
            ...(call.at ? { at: call.at } : {}),
        });
    }
    return out;
}
/** A shell result is display text: "Exit Code: N" when it names one, else 0 unless it failed. */
function shellExitCode(result) {
    const m = /^Exit Code: (\d+)\s*$/m.exec(result.output);
    if (m)
        return Number(m[1]);
    return result.isError ? undefined : 0;
}
function isSubagentTool(tool) {
    return tool !== undefined && SUBAGENT_TOOLS.has(tool);
}

// Qwen Code's stream-json is Claude Code's format, so the Claude Code parser
// reads it; this adapts what differs: Gemini CLI tool names (commands, reads,
// writes, skills and sub-agents are derived here), the shell's exit code in
// its display text, usage whose input_tokens already include cached input, no
// cost, `--output-format json` as one array, and API errors that arrive as
// assistant text "[API Error: …]" (with is_error:false before 0.2x).
const API_ERROR = /^\s*\[API Error:?\s*([\s\S]*?)\]?\s*$/;
const MODEL_REJECTED = /model_not_found|does not exist or you do not have access|model \S+ (?:is )?not (?:found|supported)|unsupported model|Model not exist/i;
function parseQwen(output, ctx) {
    const stdout = asJsonLines(output.stdout);
    const claude = parseClaudeCode({ ...output, stdout }, ctx);
    const records = parseJsonLines(stdout).flatMap((l) => (l.kind === "json" && isRecord(l.value) ? [l.value] : []));
    const init = records.find((r) => r.type === "system" && r.subtype === "init") ?? {};
    const results = records.filter((r) => r.type === "result");
    const slashCommands = new Set(arr(init.slash_commands).filter((s) => typeof s === "string"));
    const cwd = str(init.cwd);
    const b = new SessionBuilder(ctx.runner, ctx.prompt, ctx.cwd, ctx.knownSkills, ctx.skillRoots);
    b.sessionId = claude.sessionId;
    b.cliVersion = str(init.qwen_code_version);
    b.model = claude.model;
    Object.assign(b.unknownEvents, claude.unknownEvents);
    adaptEvents(b, claude.events, slashCommands, cwd);
    resultErrors(b, results, output.stderr);
    const last = results.at(-1);
    if (typeof last?.result === "string" && !API_ERROR.test(last.result))
        b.finalOutput = last.result;
    const turns = results.map((r) => num(r.num_turns)).filter((n) => n !== undefined);
    if (turns.length > 0)
        b.turns = turns.reduce((a, n) => a + n, 0);
    b.usage = usageOf(results);
    if (claude.errors.some((e) => e.kind === "output")) {
        addError(b, { kind: "output", message: "Qwen Code printed no stream-json events; runner args must not change --output-format" });
    }
    markPhases(b.events, b.finalOutput);
    return b.finish({ exitCode: exitCodeOf(output.end), stdoutPath: ctx.stdoutPath, stderrPath: ctx.stderrPath });
}
/** A fatal error, once: the stream and the result line often say the same thing. */
function addError(b, error, at) {
    if (b.errors.some((e) => e.message === error.message))
        return;
    b.errors.push(error);
    b.push({ type: "error", ...error, fatal: true, ...(at ? { at } : {}) });
}
/** Claude Code's reading of the stream, with Qwen's tools, API errors in assistant text, and only the slash commands Qwen offered. */
function adaptEvents(b, events, slashCommands, cwd) {
    const tools = new Map();
    for (const event of events) {
        const e = { ...event };
        if (e.type === "error" && e.fatal && e.kind !== "permission")
            continue; // Claude Code's reading of the result: resultErrors redoes it
        if (e.type === "error" && e.fatal) {
            addError(b, { kind: e.kind, message: e.message, ...(e.status !== undefined ? { status: e.status } : {}) }, e.at);
            continue;
        }
        if (e.type === "skillSignal" && e.signal.startsWith("prompt:/") && !slashCommands.has(e.skill))
            continue;
        if (e.type === "message" && e.role === "assistant" && e.phase !== "thinking") {
            const apiError = API_ERROR.exec(e.text);
            if (apiError && !e.parentToolCallId) {
                addError(b, classify(e.text), e.at);
                continue;
            }
            delete e.phase;
        }
        b.push(e);
        if (e.type === "toolCall") {
            if (e.id)
                tools.set(e.id, e.tool);
            for (const derived of toolEvents(b, e, cwd))
                b.push(derived);
        }
        else if (e.type === "toolResult")
            toolResultFacts(b, e, e.tool ?? (e.id ? tools.get(e.id) : undefined));
    }
}
/** What a tool's result tells beyond Claude Code's reading: the shell's exit code, a created file, a sub-agent's end. */
function toolResultFacts(b, e, tool) {
    if (tool === SHELL_TOOL) {
        const exitCode = shellExitCode(e);
        if (exitCode !== undefined) {
            e.exitCode = exitCode;
            const command = b.events.findLast((ev) => ev.type === "command" && ev.toolCallId === e.id);
            if (command?.type === "command")
                command.exitCode = exitCode;
        }
    }
    if (tool === "write_file" && !e.isError && /created and wrote to new file/i.test(e.output)) {
        const write = b.events.findLast((ev) => ev.type === "fileWrite" && ev.toolCallId === e.id);
        if (write?.type === "fileWrite")
            write.kind = "create";
    }
    if (isSubagentTool(tool))
        b.push({ type: "subagent", toolCallId: e.id, status: e.isError ? "failed" : "completed", ...(e.at ? { at: e.at } : {}) });
}
/** The result lines' errors (and a max-turns stop only stderr reports). */
function resultErrors(b, results, stderr) {
    for (const r of results) {
        if (r.subtype === "error_max_turns")
            addError(b, { kind: "max-turns", message: "Qwen Code reached its maximum number of session turns" });
        else if (r.is_error === true)
            addError(b, classify(str(rec(r.error)?.message) ||
                arr(r.errors)
                    .filter((x) => typeof x === "string")
                    .join("; ") ||
                str(r.result) ||
                "Qwen Code reported an error"));
    }
    if (results.length === 0 && /Reached max session turns/i.test(stderr)) {
        addError(b, { kind: "max-turns", message: "Qwen Code reached its maximum number of session turns (--max-session-turns)" });
    }
}
function classify(text) {
    const message = API_ERROR.exec(text)?.[1]?.trim() || text;
    const status = statusIn(text) ?? leadingStatus(message);
    if (MODEL_REJECTED.test(message))
        return { kind: "model-rejected", message, ...(status !== undefined ? { status } : {}) };
    return { kind: API_ERROR.test(text) || status !== undefined ? kindForStatus(status) : "crash", message, ...(status !== undefined ? { status } : {}) };
}
/** "[API Error: 500 the provider is down]": the status leads the message. */
function leadingStatus(message) {
    const m = /^(\d{3})\b/.exec(message);
    const status = m ? Number(m[1]) : undefined;
    return status !== undefined && status >= 400 && status <= 599 ? status : undefined;
}
/** Qwen's input_tokens already count cached input (Claude Code's leave it out). */
function usageOf(results) {
    const usages = results.map((r) => rec(r.usage)).filter((u) => u !== undefined);
    if (usages.length === 0)
        return {};
    const sum = (key) => usages.reduce((n, u) => n + (num(u[key]) ?? 0), 0);
    const input = sum("input_tokens");
    const output = sum("output_tokens");
    const totals = usages.map((u) => num(u.total_tokens));
    const thinking = usages.map((u) => num(u.thoughts_tokens) ?? num(rec(u.output_tokens_details)?.reasoning_tokens)).filter((n) => n !== undefined);
    return {
        inputTokens: input,
        outputTokens: output,
        cacheReadTokens: sum("cache_read_input_tokens"),
        ...(thinking.length > 0 ? { reasoningTokens: thinking.reduce((a, n) => a + n, 0) } : {}),
        totalTokens: totals.every((t) => t !== undefined) ? totals.reduce((a, n) => a + n, 0) : input + output,
    };
}
/** `--output-format json` prints the same messages as one JSON array. */
function asJsonLines(stdout) {
    const trimmed = stdout.trim();
    if (!trimmed.startsWith("["))
        return stdout;
    try {
        const value = JSON.parse(trimmed);
        return Array.isArray(value) ? value.map((v) => JSON.stringify(v)).join("\n") : stdout;
    }
    catch {
        return stdout;
    }
}

// type: qwen — `qwen --prompt=… --output-format stream-json --approval-mode yolo`,
// with ~/.qwen/settings.json in the execution's fresh home.
const optionsSchema$1 = strictObject({
    /** --approval-mode: yolo (the default) approves every tool; nobody is there to answer a prompt. */
    approvalMode: _enum(["yolo", "auto", "auto-edit", "default", "plan"]).default("yolo"),
    /** --max-session-turns: the CLI stops by itself (origin max-steps). */
    maxSessionTurns: number().int().positive().optional(),
    /** --auth-type; default openai when OPENAI_API_KEY is set. */
    authType: _enum(["openai", "openai-responses", "anthropic", "gemini", "vertex-ai", "qwen-oauth"]).optional(),
    systemPrompt: string().optional(),
    appendSystemPrompt: string().optional(),
    /** Merged into ~/.qwen/settings.json. */
    settings: record(string(), unknown()).optional(),
});
const qwenRunner = {
    type: "qwen",
    displayName: "Qwen Code",
    context: { instructionFiles: ["QWEN.md"], configPaths: [".qwen", ".agents"], skillFolders: [".qwen/skills", ".agents/skills"] },
    init: { markers: ["QWEN.md", ".qwen"], install: "npm install -g @qwen-code/qwen-code@0.24.4", secret: "OPENAI_API_KEY", executable: "qwen" },
    resumes: true,
    optionsSchema: optionsSchema$1,
    modelProtocol: "openai-chat",
    prepare(ctx) {
        const { options } = ctx.runner;
        const { executable, launcher } = executableOf(ctx, "qwen");
        const scripted = ctx.scriptedModelUrl ? scriptedModelEnv(ctx.scriptedModelUrl, ctx.runner.model) : undefined;
        // --prompt=… keeps a prompt that starts with "-" from being read as a flag (a positional prompt after -- is not read).
        const args = [...launcher, `--prompt=${ctx.case.prompt}`, "--output-format", "stream-json", "--approval-mode", options.approvalMode];
        const authType = scripted ? "openai" : (options.authType ?? (ctx.env.OPENAI_API_KEY ? "openai" : undefined));
        if (authType)
            args.push("--auth-type", authType);
        const model = scripted?.OPENAI_MODEL ?? ctx.runner.model;
        if (model)
            args.push("-m", model);
        if (options.maxSessionTurns !== undefined)
            args.push("--max-session-turns", String(options.maxSessionTurns));
        if (ctx.resume?.sessionId)
            args.push("--resume", ctx.resume.sessionId);
        if (options.systemPrompt !== undefined)
            args.push("--system-prompt", options.systemPrompt);
        if (options.appendSystemPrompt !== undefined)
            args.push("--append-system-prompt", options.appendSystemPrompt);
        args.push(...ctx.runner.args);
        const settings = qwenSettings({ scripted: scripted !== undefined, extra: options.settings });
        const files = [{ path: path.join(ctx.home, ".qwen", "settings.json"), content: `${JSON.stringify(settings, null, 2)}\n` }];
        const env = cliEnv(ctx, { QWEN_CODE_SUPPRESS_YOLO_WARNING: "1" }, { ...scripted });
        return { kind: "spawn", executable, args, env, cwd: ctx.workspace, files };
    },
    parse: parseQwen,
    createStepCounter() {
        // A step is one model response: one assistant line with text or tool calls (thinking comes on a line of its own).
        const ids = new Set();
        return jsonStepCounter((event) => {
            const e = event;
            const blocks = Array.isArray(e?.message?.content) ? e.message.content : [];
            // "[API Error: …]" text is the CLI's report of a failed request, not a response.
            const answers = blocks.some((c) => c?.type === "tool_use" || (c?.type === "text" && !/^\s*\[API Error/.test(String(c.text))));
            if (e?.type === "assistant" && typeof e.message?.id === "string" && !e.parent_tool_use_id && answers)
                ids.add(e.message.id);
            return ids.size;
        });
    },
    detectModelRejection: modelRejectionFromSession,
};

// Regular expressions written in a suite (JSONL `regex` rules, "regex:"
// patterns, scripted agents' prompt patterns) run on RE2 (re2js, pure
// JavaScript): matching takes time linear in the text, so no pattern can hang
// a run the way `^(a+)+$` hangs a backtracking engine (V8's own would block
// the event loop for minutes, and every other execution with it). RE2's
// syntax is Go's, which yao's rules were written for; JavaScript-style
// `\uXXXX` escapes work too. Lookaround and backreferences need backtracking,
// so they are refused when the suite loads.
// re2js (a quarter of a megabyte) loads only for a suite or script that holds a pattern: most runs have
// none, and every module loaded before the first agent is start-up (bench/items/startup.mjs).
let engine;
/** Loads RE2: awaited (rule-engines.ts) before anything compiles a user pattern. */
async function loadRegexEngine() {
    engine ??= await import('./build-nCKxgnfg.js');
}
function re2() {
    if (!engine)
        throw infraError("the regular-expression engine was used before it was loaded (a bug in agent-bench)");
    return engine.RE2JS;
}
/**
 * A RegExp whose matching runs on RE2: `exec` is what `test`, `match`, `replace` and `split` call
 * (RegExpExec in the spec), so every consumer of a RegExp (the assertion helpers, command matchers)
 * gets linear-time matching. Always matches from the start of the text (no `lastIndex` state).
 */
class LinearRegExp extends RegExp {
    #re;
    #shown;
    constructor(re, shown) {
        super("(?:)");
        this.#re = re;
        this.#shown = shown;
    }
    exec(text) {
        return this.#re.exec(String(text));
    }
    test(text) {
        return this.#re.test(String(text));
    }
    toString() {
        return this.#shown;
    }
}
const FLAGS = new Set(["i", "m", "s"]);
function flagBits(flag, RE2) {
    return flag === "i" ? RE2.CASE_INSENSITIVE : flag === "m" ? RE2.MULTILINE : RE2.DOTALL;
}
/** Why RE2 refuses what a JavaScript or Perl pattern may hold. */
const UNSUPPORTED = [
    [/\(\?<?[=!]/u, "lookahead and lookbehind ((?=…), (?!…), (?<=…), (?<!…)) are not supported"],
    [/\\[1-9]|\\k</u, "backreferences (\\1, \\k<name>) are not supported"],
];
const USER_REGEX_HINT = "regexes use RE2 syntax (as in Go) and match in linear time, so lookaround and backreferences are not available; " +
    'split the check into two rules (one with "negate": true), or use a script rule';
/** Compiles a pattern with flags ("i", "m", "s"; "g", "u" and "y" change nothing); throws a SyntaxError that says what is wrong. */
function compileUserRegex(pattern, flags = "") {
    const RE2 = re2();
    let bits = 0;
    for (const f of flags) {
        if (FLAGS.has(f))
            bits |= flagBits(f, RE2);
        else if (!"guy".includes(f))
            throw new SyntaxError(`flag "${f}" is not supported (use i, m or s)`);
    }
    let re;
    try {
        re = RE2.compile(RE2.translateRegExp(pattern), bits);
    }
    catch (error) {
        const known = UNSUPPORTED.find(([shape]) => shape.test(pattern));
        throw new SyntaxError(known ? known[1] : error.message.replace(/^error parsing regexp: /u, ""), { cause: error });
    }
    return new LinearRegExp(re, `/${pattern}/${[...new Set(flags)].filter((f) => FLAGS.has(f)).join("")}`);
}

// The step vocabulary of scripts: the scripted runner replays them as an
// agent, and the scripted model server answers real agent CLIs with them.
// Generic steps (shell, read, write, skill, text) map onto each agent's own tools.
const durationLike = union([number().nonnegative(), string()]);
const stepSchema = union([
    strictObject({ text: string(), final: boolean().optional() }),
    strictObject({ thinking: string() }),
    strictObject({
        tool: literal("shell"),
        command: string(),
        output: string().optional(),
        exitCode: number().int().optional(),
        description: string().optional(),
    }),
    strictObject({ tool: literal("read"), path: string(), output: string().optional() }),
    strictObject({ tool: literal("write"), path: string(), content: string() }),
    strictObject({ tool: literal("edit"), path: string(), old: string(), new: string() }),
    strictObject({ tool: literal("skill"), name: string() }),
    strictObject({ tool: string(), args: record(string(), unknown()).optional(), output: string().optional(), isError: boolean().optional() }),
    strictObject({ fail: number().int().min(400).max(599), message: string().optional() }),
    strictObject({
        usage: strictObject({
            input: number().nonnegative().optional(),
            output: number().nonnegative().optional(),
            reasoning: number().nonnegative().optional(),
            cacheRead: number().nonnegative().optional(),
            cacheWrite: number().nonnegative().optional(),
        }),
        cost: number().nonnegative().optional(),
    }),
    strictObject({ cost: number().nonnegative() }),
    strictObject({ delay: durationLike }),
    strictObject({ exit: number().int().min(0).max(255), stderr: string().optional() }),
    strictObject({ hang: literal(true) }),
    strictObject({ stdout: string() }),
    strictObject({ stderr: string() }),
    strictObject({ rejectModel: literal(true), message: string().optional() }),
]);
const stepsSchema = array(stepSchema);
/**
 * Per case: one list of steps, one list per run (run k uses runs[(k - 1) % runs.length]), or one
 * list per turn of a multi-turn case (turn k uses turns[k - 1], the last list once they run out).
 */
const caseScriptSchema = union([
    stepsSchema,
    strictObject({ runs: array(stepsSchema).min(1) }),
    strictObject({ turns: array(stepsSchema).min(1) }),
]);
const scriptSchema = union([
    stepsSchema,
    strictObject({
        $schema: string().optional(),
        /** Steps for cases without their own entry. */
        steps: caseScriptSchema.optional(),
        cases: record(string(), caseScriptSchema).optional(),
        /** First match wins: a regular expression on the prompt. */
        match: array(strictObject({ prompt: string(), steps: caseScriptSchema })).optional(),
    }),
]);
/** The steps for one execution, or undefined when the script has none for this case. */
function selectSteps(script, caseId, prompt, run, turn = 1) {
    const pick = (entry) => {
        if (Array.isArray(entry))
            return entry;
        if ("turns" in entry)
            return entry.turns[Math.min(turn, entry.turns.length) - 1];
        return entry.runs[(run - 1) % entry.runs.length];
    };
    if (Array.isArray(script))
        return script;
    const own = script.cases?.[caseId];
    if (own)
        return pick(own);
    for (const m of script.match ?? []) {
        if (compileUserRegex(m.prompt).test(prompt))
            return pick(m.steps);
    }
    return script.steps ? pick(script.steps) : undefined;
}

// Durations as users write them: "30s", "5m", "1h30m", "250ms". A unit is
// required: a bare 600 reads as seconds to some and milliseconds to others,
// and a timeout 1000 times too short or too long is a costly surprise.
const UNIT_MS = { ms: 1, s: 1000, m: 60_000, h: 3_600_000 };
/** Milliseconds, or undefined when the text is not a duration with a unit. */
function parseDuration(value) {
    if (typeof value !== "string")
        return undefined;
    const text = value.trim();
    const parts = [...text.matchAll(/(\d+(?:\.\d+)?)(ms|s|m|h)/g)];
    if (parts.length === 0 || parts.map((p) => p[0]).join("") !== text)
        return undefined;
    const ms = parts.reduce((sum, p) => sum + Number(p[1]) * UNIT_MS[p[2]], 0);
    return ms > 0 ? Math.round(ms) : undefined;
}
const DURATION_HINT = 'write a duration with a unit, such as "30s", "5m", "1h30m" or "250ms"';
/** The hint for a value parseDuration refused: a bare number gets the two readings spelled out. */
function durationHint(value) {
    const bare = typeof value === "number" || (typeof value === "string" && /^\s*\d+(\.\d+)?\s*$/.test(value));
    return bare ? `a duration needs a unit: write "${String(value).trim()}s" for seconds (or "${String(value).trim()}ms" for milliseconds)` : DURATION_HINT;
}

// The scripted agent: replays steps as a real agent would act, in process
// (no spawn, so thousands of executions cost almost nothing). It writes and
// edits files in its workspace for real, so workspace checks see them.
const MAX_READ = 4000;
async function runScript(run, io) {
    const emit = (value) => io.stdout(JSON.stringify(value));
    let callId = 0;
    let turns = 0;
    let finalOutput;
    const usage = { input: 0, output: 0, reasoning: 0, cacheRead: 0, cacheWrite: 0 };
    let usageSeen = false;
    let cost;
    emit({ type: "init", model: run.model ?? "scripted", prompt: run.prompt });
    for (const step of run.steps) {
        if (io.signal.aborted)
            return { exitCode: 130 };
        if ("text" in step) {
            turns++;
            emit({ type: "turn", n: turns });
            emit({ type: "message", role: "assistant", text: step.text });
            if (step.final)
                finalOutput = step.text;
        }
        else if ("thinking" in step) {
            emit({ type: "message", role: "assistant", phase: "thinking", text: step.thinking });
        }
        else if ("tool" in step) {
            turns++;
            emit({ type: "turn", n: turns });
            const id = `call_${++callId}`;
            const result = await performTool(step, io.cwd);
            emit({ type: "tool_call", id, tool: step.tool, args: result.args });
            emit({ type: "tool_result", id, tool: step.tool, output: result.output, isError: result.isError, exitCode: result.exitCode });
        }
        else if ("fail" in step) {
            emit({ type: "error", status: step.fail, message: step.message ?? `API Error: ${step.fail} scripted failure` });
            return { exitCode: 1 };
        }
        else if ("rejectModel" in step) {
            emit({ type: "error", status: 404, kind: "model-rejected", message: step.message ?? `Model not found: ${run.model ?? "scripted"}` });
            return { exitCode: 1 };
        }
        else if ("usage" in step) {
            usageSeen = true;
            usage.input += step.usage.input ?? 0;
            usage.output += step.usage.output ?? 0;
            usage.reasoning += step.usage.reasoning ?? 0;
            usage.cacheRead += step.usage.cacheRead ?? 0;
            usage.cacheWrite += step.usage.cacheWrite ?? 0;
            if (step.cost !== undefined)
                cost = (cost ?? 0) + step.cost;
        }
        else if ("cost" in step) {
            cost = (cost ?? 0) + step.cost;
        }
        else if ("delay" in step) {
            const ms = typeof step.delay === "number" ? step.delay : (parseDuration(step.delay) ?? 0);
            try {
                await setTimeout(ms, undefined, { signal: io.signal });
            }
            catch {
                return { exitCode: 130 };
            }
        }
        else if ("hang" in step) {
            await new Promise((resolve) => io.signal.addEventListener("abort", () => resolve(), { once: true }));
            return { exitCode: 130 };
        }
        else if ("exit" in step) {
            if (step.stderr)
                io.stderr(step.stderr);
            return { exitCode: step.exit };
        }
        else if ("stdout" in step) {
            io.stdout(step.stdout);
        }
        else if ("stderr" in step) {
            io.stderr(step.stderr);
        }
    }
    emit({
        type: "result",
        ...(finalOutput !== undefined ? { finalOutput } : {}),
        ...(usageSeen ? { usage } : {}),
        ...(cost !== undefined ? { costUsd: cost } : {}),
        turns,
    });
    return { exitCode: 0 };
}
async function performTool(step, cwd) {
    const abs = (p) => path.resolve(cwd, p);
    const s = step;
    switch (step.tool) {
        case "shell":
            return {
                args: { command: s.command },
                output: s.output ?? "",
                exitCode: s.exitCode ?? 0,
                isError: (s.exitCode ?? 0) !== 0,
            };
        case "read": {
            const file = abs(s.path);
            if (s.output !== undefined)
                return { args: { path: file }, output: s.output };
            if (!existsSync(file))
                return { args: { path: file }, output: `File not found: ${file}`, isError: true };
            return { args: { path: file }, output: (await readFile(file, "utf8")).slice(0, MAX_READ) };
        }
        case "write": {
            const file = abs(s.path);
            await mkdir(path.dirname(file), { recursive: true });
            await writeFile(file, s.content);
            return { args: { path: file, content: s.content }, output: `Wrote ${file}` };
        }
        case "edit": {
            const file = abs(s.path);
            const before = existsSync(file) ? await readFile(file, "utf8") : undefined;
            if (before === undefined || !before.includes(s.old)) {
                return { args: { path: file, old: s.old, new: s.new }, output: `Edit failed: text not found in ${file}`, isError: true };
            }
            await writeFile(file, before.replace(s.old, s.new));
            return { args: { path: file, old: s.old, new: s.new }, output: `Edited ${file}` };
        }
        case "skill":
            return { args: { name: s.name }, output: `Loaded skill ${s.name}` };
        default:
            return { args: s.args ?? {}, output: s.output ?? "", isError: s.isError ?? false };
    }
}

// Loads a script file (JSON, YAML, or a module exporting a script or a
// function of the execution) and validates it, naming the file and step.
async function loadScript(file) {
    if (isModulePath(file)) {
        const exported = await importModule(file, "default");
        if (typeof exported === "function") {
            return async (ctx) => {
                const steps = await exported(ctx);
                if (steps === undefined)
                    return undefined;
                const parsed = stepsSchema.safeParse(steps);
                if (!parsed.success)
                    throw issuesToError(parsed.error.issues, { file, prefix: [`(steps for ${ctx.caseId})`] });
                return parsed.data;
            };
        }
        return fromScript(validate(exported, file));
    }
    const loaded = await loadDataFile(file);
    return fromScript(validate(loaded.value, file, loaded.lineOf));
}
function fromScript(script) {
    const select = (ctx) => selectSteps(script, ctx.caseId, ctx.prompt, ctx.run, ctx.turn);
    // Prompt patterns run on RE2, loaded with the first script that has them.
    if (Array.isArray(script) || !script.match?.length)
        return select;
    return async (ctx) => {
        await loadRegexEngine();
        return select(ctx);
    };
}
function validate(value, file, lineOf) {
    const parsed = scriptSchema.safeParse(value);
    if (parsed.success)
        return parsed.data;
    // A union error says little; point at the first step that matches no step shape.
    const steps = Array.isArray(value) ? value : undefined;
    if (steps) {
        for (let i = 0; i < steps.length; i++) {
            const one = stepsSchema.safeParse([steps[i]]);
            if (!one.success) {
                const line = lineOf?.([i]);
                throw configError(`${file}${line ? `:${line}` : ""}: step ${i + 1} is not a known step: ${JSON.stringify(steps[i])}`, {
                    hint: `steps look like {"text": "..."}, {"tool": "shell", "command": "ls"}, {"tool": "read", "path": "..."}, {"tool": "write", "path": "...", "content": "..."}, {"tool": "skill", "name": "..."}, {"fail": 500}, {"delay": "1s"}; see ${docUrl("runners.md#scripted")}`,
                });
            }
        }
    }
    throw issuesToError(parsed.error.issues, { file, lineOf });
}

// The scripted agent's JSONL → session. Lenient like every parser: unknown
// lines are kept as raw or unparsed events.
function parseScripted(output, ctx) {
    const b = new SessionBuilder(ctx.runner, ctx.prompt, ctx.cwd, ctx.knownSkills, ctx.skillRoots);
    const tools = new Map();
    // A user-typed "/skill args" prompt invokes the skill explicitly, as in the real agents.
    const typed = promptSkill(ctx.prompt);
    if (typed)
        b.push({ type: "skillSignal", skill: typed, signal: `prompt:/${typed}`, confidence: "explicit" });
    for (const e of b.records(output.stdout)) {
        switch (e.type) {
            case "init":
                b.model = str(e.model);
                b.cliVersion = "scripted";
                break;
            case "turn":
                break;
            case "message":
                b.push({ type: "message", role: "assistant", text: str(e.text) ?? "", ...(e.phase === "thinking" ? { phase: "thinking" } : {}) });
                break;
            case "tool_call": {
                const id = str(e.id);
                const tool = str(e.tool) ?? "unknown";
                const args = rec(e.args) ?? {};
                if (id)
                    tools.set(id, tool);
                b.push({ type: "toolCall", id, tool, args });
                if (tool === "shell" && typeof args.command === "string")
                    b.push({ type: "command", command: args.command, toolCallId: id });
                if (tool === "read" && typeof args.path === "string")
                    b.push({ type: "fileRead", path: b.resolve(args.path), toolCallId: id });
                if ((tool === "write" || tool === "edit") && typeof args.path === "string") {
                    b.push({ type: "fileWrite", path: b.resolve(args.path), kind: tool === "write" ? "write" : "edit", toolCallId: id });
                }
                if (tool === "skill" && typeof args.name === "string")
                    b.push({ type: "skillSignal", skill: args.name, signal: "tool:skill", confidence: "explicit" });
                break;
            }
            case "tool_result": {
                const id = str(e.id);
                b.push({
                    type: "toolResult",
                    id,
                    tool: id ? tools.get(id) : undefined,
                    output: str(e.output) ?? "",
                    isError: e.isError === true,
                    exitCode: num(e.exitCode),
                });
                // The command's exit code belongs on its command event too.
                const exitCode = num(e.exitCode);
                if (exitCode !== undefined) {
                    const command = b.events.findLast((ev) => ev.type === "command" && ev.toolCallId === id);
                    if (command && command.type === "command")
                        command.exitCode = exitCode;
                }
                break;
            }
            case "error": {
                const status = num(e.status);
                const kind = e.kind === "model-rejected" ? "model-rejected" : status === 401 || status === 403 ? "authentication" : status === 429 ? "rate-limit" : "api";
                b.error({ kind, message: str(e.message) ?? "scripted error", status });
                break;
            }
            case "result": {
                if (typeof e.finalOutput === "string")
                    b.finalOutput = e.finalOutput;
                const u = rec(e.usage);
                if (u) {
                    b.usage = {
                        inputTokens: num(u.input),
                        outputTokens: num(u.output),
                        reasoningTokens: num(u.reasoning) || undefined,
                        cacheReadTokens: num(u.cacheRead),
                        cacheWriteTokens: num(u.cacheWrite),
                        totalTokens: (num(u.input) ?? 0) + (num(u.output) ?? 0),
                    };
                }
                b.costUsd = num(e.costUsd);
                b.turns = num(e.turns);
                break;
            }
            default:
                b.unknown(e, String(e.type));
        }
    }
    return b.finish({ exitCode: exitCodeOf(output.end), stdoutPath: ctx.stdoutPath, stderrPath: ctx.stderrPath });
}

// type: scripted — a deterministic agent replaying a script, with no API key
// and no process. What the quick start and most tests use.
const optionsSchema = strictObject({
    /** A script file (JSON, YAML, or a module), relative to the config file. */
    script: string().min(1).optional(),
    /** Inline steps used for every case. */
    steps: stepsSchema.optional(),
});
const sources = new Map();
function sourceFor(options, baseDir, runnerId) {
    if (options.steps)
        return Promise.resolve(fromScript(options.steps));
    if (!options.script) {
        throw configError(`runners.${runnerId}: a scripted runner needs "script" (a file) or "steps"`, {
            hint: `agent-bench init --agent scripted adds one with a script file to your config; or write e.g. script: "./scripts/agent.json" (${docUrl("runners.md#scripted")})`,
        });
    }
    const file = path.resolve(baseDir, options.script);
    let source = sources.get(file);
    if (!source) {
        source = loadScript(file);
        sources.set(file, source);
    }
    return source;
}
const scriptedRunner = {
    type: "scripted",
    displayName: "Scripted agent",
    // The in-process fake agent: runs offline, no key, nothing to install.
    init: { markers: [], install: "" },
    inProcess: true,
    // Stateless: each turn of a multi-turn case picks its own steps (a script's "turns").
    resumes: true,
    optionsSchema,
    async preflight(runner) {
        await sourceFor(runner.options, runner.baseDir, runner.id);
    },
    async prepare(ctx) {
        const { options } = ctx.runner;
        const source = await sourceFor(options, ctx.runner.baseDir, ctx.runner.id);
        const steps = await source({
            caseId: ctx.case.id,
            prompt: ctx.case.prompt,
            run: ctx.run,
            runnerId: ctx.runner.id,
            turn: Number(ctx.env.AGENT_BENCH_TURN) || 1,
        });
        return {
            kind: "in-process",
            cwd: ctx.workspace,
            run: (io) => runScript({
                steps: steps ?? [{ text: `no scripted steps for case "${ctx.case.id}"` }, { exit: 2, stderr: `scripted: no steps for case "${ctx.case.id}"\n` }],
                prompt: ctx.case.prompt,
                model: ctx.runner.model,
            }, io),
        };
    },
    parse: parseScripted,
    createStepCounter() {
        let steps = 0;
        return (line) => {
            if (line.startsWith('{"type":"turn"'))
                steps++;
            return steps;
        };
    },
    detectModelRejection(_output, session) {
        return session.errors.find((e) => e.kind === "model-rejected")?.message;
    },
};

// Every runner type agent-bench knows. Adding an agent: its folder, one line here.
const ADAPTERS = [
    scriptedRunner,
    commandRunner,
    claudeCodeRunner,
    codexRunner,
    geminiRunner,
    openCodeRunner,
    copilotRunner,
    qwenRunner,
    cursorRunner,
    httpRunner,
];
const BY_TYPE = new Map(ADAPTERS.map((a) => [a.type, a]));
function getAdapter(type) {
    return BY_TYPE.get(type);
}
function runnerTypes() {
    return ADAPTERS.map((a) => a.type);
}
/**
 * What any agent reads from its working folder: every adapter's lists joined, each path once, in the
 * registry's order. The treatment manifest records these files whatever runners a suite has, so a
 * baseline made with other runners still compares; a SKILL.md read maps to its skill in any of them.
 */
const AGENT_CONTEXT = {
    instructionFiles: joined((c) => c.instructionFiles),
    configPaths: joined((c) => c.configPaths),
    settingsFiles: joined((c) => c.settingsFiles),
    skillFolders: joined((c) => c.skillFolders),
};
function joined(list) {
    return [...new Set(ADAPTERS.flatMap((a) => (a.context ? (list(a.context) ?? []) : [])))];
}
/** The agents `agent-bench init` offers: those with install details, the ones to install first, in-process ones last. */
function initAgents() {
    const offered = ADAPTERS.flatMap((a) => (a.init ? [{ type: a.type, ...a.init }] : []));
    return [...offered.filter((a) => a.install !== ""), ...offered.filter((a) => a.install === "")];
}

// Skills a workspace offers, with their front-matter names, so that a read of
// <folder>/SKILL.md is reported under the skill's real name.
/** Skills in every agent's skill folders (each runner adapter declares its own; docs/runners.md lists them). */
function findSkills(workspace) {
    const found = [];
    for (const root of AGENT_CONTEXT.skillFolders) {
        const dir = path.join(workspace, root);
        if (!existsSync(dir))
            continue;
        for (const entry of readdirSync(dir, { withFileTypes: true })) {
            const skillDir = path.join(dir, entry.name);
            const file = path.join(skillDir, "SKILL.md");
            if (!existsSync(file))
                continue;
            found.push({ name: frontMatterName(readFileSync(file, "utf8")) ?? entry.name, dir: skillDir });
        }
    }
    return found;
}
function frontMatterName(text) {
    const match = /^---\r?\n([\s\S]*?)\r?\n---/.exec(text);
    const name = match ? /^name:\s*["']?([^"'\r\n]+?)["']?\s*$/m.exec(match[1]) : null;
    return name?.[1]?.trim() || undefined;
}

export { AGENT_CONTEXT as A, USER_REGEX_HINT as U, frontMatterName as a, importModule as b, isModulePath as c, durationHint as d, loadRegexEngine as e, findSkills as f, getAdapter as g, compileUserRegex as h, initAgents as i, requireUserModule as j, importUserModule as k, loadDataFile as l, handleRequest as m, loadScript as n, emptySession as o, parseDuration as p, parseText as q, runnerTypes as r, sendJson as s, exitCodeOf as t, unreachable as u };
