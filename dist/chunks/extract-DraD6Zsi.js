import { AsyncLocalStorage } from 'node:async_hooks';
import { J as parseCommand } from './unknown-events-zNQq38TK.js';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { o as originalPosition } from './path-DuR4wJNM.js';
import { isDeepStrictEqual } from 'node:util';

// Per-evaluation state: the assertion results being recorded and the soft
// failures being collected. Kept in an AsyncLocalStorage registered under a
// global symbol, so that a second copy of agent-bench loaded by a suite (and the
// bundled dist/) still records into the engine's evaluation.
const STORE_KEY = Symbol.for("agent-bench.assertions.store");
const CLASS_KEY = Symbol.for("agent-bench.assertions.class");
const shared = globalThis;
const storage = (shared[STORE_KEY] ??= new AsyncLocalStorage());
/** The failure class of the innermost assert.classify() around the running code. */
const classStorage = (shared[CLASS_KEY] ??= new AsyncLocalStorage());
function currentStore() {
    return storage.getStore();
}
function withStore(store, fn) {
    return storage.run(store, fn);
}
function newStore(repoRoot) {
    return { results: [], softFailures: [], recorded: new WeakSet(), repoRoot };
}
function recordResult(result, error) {
    const store = storage.getStore();
    if (!store)
        return;
    store.results.push(result);
    if (error)
        store.recorded.add(error);
}

// assert.classify(failureClass, fn): whatever fn throws carries this failure
// class, under skillgym's symbol so classes set by either library are read.
// Soft failures collected inside fn keep the class too.
const FAILURE_CLASS = Symbol.for("skillgym.failureClass");
function normalizeFailureClass(input) {
    if (typeof input === "string")
        return { id: input };
    if (typeof input !== "object" || input === null || typeof input.id !== "string" || input.id === "") {
        throw new TypeError(`assert.classify: the failure class must be an id string or { id, label? }, got ${JSON.stringify(input)}`);
    }
    return input.label === undefined ? { id: input.id } : { id: input.id, label: input.label };
}
function attachFailureClass(error, failureClass) {
    if (error instanceof Error && error[FAILURE_CLASS] === undefined) {
        error[FAILURE_CLASS] = failureClass;
    }
}
function failureClassOf(error) {
    if (!(error instanceof Error))
        return undefined;
    const value = error[FAILURE_CLASS];
    return typeof value === "object" && value !== null && typeof value.id === "string" ? value : undefined;
}
function classify(input, callback) {
    const failureClass = normalizeFailureClass(input);
    let result;
    try {
        result = classStorage.run(failureClass, callback);
    }
    catch (error) {
        attachFailureClass(error, failureClass);
        throw error;
    }
    // An async callback: tag its rejection as well.
    if (result instanceof Promise) {
        return result.catch((error) => {
            attachFailureClass(error, failureClass);
            throw error;
        });
    }
    return result;
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

// Keeps what an assertion result stores small: results.json holds one entry
// per assertion per execution, and agent output can be megabytes.
const MAX_STRING = 2000;
const MAX_ITEMS = 50;
const MAX_KEYS = 50;
const MAX_DEPTH = 6;
/** Cuts a string to `max` characters, saying how much was left out. */
function cutText(text, max = MAX_STRING) {
    if (text.length <= max)
        return text;
    let end = max;
    const code = text.charCodeAt(end - 1);
    // Never split a surrogate pair.
    if (code >= 0xd800 && code <= 0xdbff)
        end--;
    return `${text.slice(0, end)}… [${text.length - end} more characters]`;
}
/**
 * A JSON-safe copy of `value` with long strings, long arrays, wide objects and
 * deep nesting cut (each cut says what was left out). RegExps become "/x/i",
 * functions "[function name]".
 */
function bound(value, depth = 0) {
    if (value === null || typeof value === "boolean")
        return value;
    if (typeof value === "number")
        return Number.isFinite(value) ? value : String(value);
    if (typeof value === "string")
        return cutText(value);
    if (typeof value === "bigint")
        return value.toString();
    if (value === undefined)
        return undefined;
    if (value instanceof RegExp)
        return value.toString();
    if (typeof value === "function")
        return `[function ${value.name || "anonymous"}]`;
    if (typeof value === "symbol")
        return value.toString();
    if (depth >= MAX_DEPTH)
        return Array.isArray(value) ? `[array of ${value.length}]` : "[object]";
    if (Array.isArray(value)) {
        const items = value.slice(0, MAX_ITEMS).map((v) => bound(v, depth + 1) ?? null);
        if (value.length > MAX_ITEMS)
            items.push(`… ${value.length - MAX_ITEMS} more`);
        return items;
    }
    if (value instanceof Error)
        return { name: value.name, message: cutText(value.message) };
    if (value instanceof Map || value instanceof Set)
        return bound([...value], depth);
    const entries = Object.entries(value);
    const out = {};
    for (const [key, v] of entries.slice(0, MAX_KEYS)) {
        const b = bound(v, depth + 1);
        if (b !== undefined)
            out[key] = b;
    }
    if (entries.length > MAX_KEYS)
        out["…"] = `${entries.length - MAX_KEYS} more keys`;
    return out;
}

// Text for failure messages: how a matcher reads and what was observed.
// Observed lists are cut so one message stays readable in a PR comment.
const MAX_LISTED = 30;
const MAX_ITEM = 300;
function describeMatcher(matcher) {
    return typeof matcher === "string" ? JSON.stringify(matcher) : String(matcher);
}
function quoteList(values) {
    return values.map((v) => JSON.stringify(v)).join(", ");
}
/** "Observed commands (2):\n  1. ls\n  2. pnpm test", or "Observed commands: (none)". */
function observedList(label, values, show = (v) => v) {
    if (values.length === 0)
        return `Observed ${label}: (none)`;
    const lines = values.slice(0, MAX_LISTED).map((v, i) => `  ${i + 1}. ${cutText(show(v), MAX_ITEM)}`);
    if (values.length > MAX_LISTED)
        lines.push(`  … and ${values.length - MAX_LISTED} more`);
    return `Observed ${label} (${values.length}):\n${lines.join("\n")}`;
}
/** The user's `message` option goes first; the generated detail always follows. */
function compose(detail, observed, custom) {
    const body = observed ? `${detail}\n${observed}` : detail;
    return custom ? `${custom}\n${body}` : body;
}
function matchesText(value, matcher) {
    if (typeof matcher === "string")
        return value.includes(matcher);
    matcher.lastIndex = 0;
    return matcher.test(value);
}
function safeJson(value) {
    try {
        return JSON.stringify(value, (_k, v) => (v instanceof RegExp ? v.toString() : typeof v === "bigint" ? v.toString() : v)) ?? String(value);
    }
    catch {
        return String(value);
    }
}

// Command matchers: a substring or RegExp on the raw command text, or a
// structured matcher (object or builder) on the parsed command. Semantics are
// skillgym's: positionals in order with gaps allowed, options in any order,
// `strict` (alias `exact`) forbids anything not listed.
class CommandMatcherBuilder {
    #executable;
    #positionals = [];
    #options = new Map();
    #endOfOptions;
    #strict = false;
    constructor(executable) {
        this.#executable = executable;
    }
    executable(matcher) {
        this.#executable = matcher;
        return this;
    }
    arg(matcher) {
        this.#positionals.push(matcher);
        return this;
    }
    args(...matchers) {
        this.#positionals.push(...matchers);
        return this;
    }
    /** An option with a value matcher; without one, a flag (`true`). Repeat for repeated options. */
    option(name, value = true) {
        this.#options.set(name, [...(this.#options.get(name) ?? []), value]);
        return this;
    }
    flag(name) {
        return this.option(name, true);
    }
    endOfOptions() {
        this.#endOfOptions = true;
        return this;
    }
    exact() {
        this.#strict = true;
        return this;
    }
    strict() {
        this.#strict = true;
        return this;
    }
    build() {
        const options = this.#options.size === 0
            ? undefined
            : Object.fromEntries([...this.#options].map(([name, values]) => [name, values.length === 1 ? values[0] : [...values]]));
        return {
            ...(this.#executable !== undefined ? { executable: this.#executable } : {}),
            positionals: [...this.#positionals],
            ...(options ? { options } : {}),
            ...(this.#endOfOptions !== undefined ? { endOfOptions: this.#endOfOptions } : {}),
            strict: this.#strict,
        };
    }
    toString() {
        return describeCommandMatcher(this);
    }
}
/** `commandMatcher("pnpm").arg("test").option("--filter", "unit").flag("--watch")` */
function commandMatcher(executable) {
    return new CommandMatcherBuilder(executable);
}
function isStructured(matcher) {
    return typeof matcher === "object" && matcher !== null && !(matcher instanceof RegExp);
}
function normalize(matcher) {
    const source = "build" in matcher && typeof matcher.build === "function" ? matcher.build() : matcher;
    const options = new Map();
    for (const [name, value] of Object.entries(source.options ?? {}))
        options.set(name, Array.isArray(value) ? [...value] : [value]);
    return {
        executable: source.executable,
        positionals: source.positionals ?? [],
        options,
        endOfOptions: source.endOfOptions,
        strict: source.strict === true || source.exact === true,
    };
}
function describeCommandMatcher(matcher) {
    if (!isStructured(matcher))
        return describeMatcher(matcher);
    const n = normalize(matcher);
    const parts = [];
    if (n.executable !== undefined)
        parts.push(`executable ${describeMatcher(n.executable)}`);
    if (n.positionals.length > 0)
        parts.push(`positionals [${n.positionals.map(describeMatcher).join(", ")}]`);
    if (n.options.size > 0) {
        const opts = [...n.options].map(([name, values]) => `${name}: ${values.map((v) => (v === true ? "<flag>" : describeMatcher(v))).join(" & ")}`);
        parts.push(`options {${opts.join(", ")}}`);
    }
    if (n.endOfOptions !== undefined)
        parts.push(`endOfOptions ${n.endOfOptions}`);
    if (n.strict)
        parts.push("strict");
    return `{${parts.join(", ") || "any command"}}`;
}
/** A matcher checked for one command; structured matchers parse it once. */
function commandPredicate(matcher) {
    if (!isStructured(matcher)) {
        if (typeof matcher !== "string" && !(matcher instanceof RegExp))
            throw new TypeError(`a command matcher must be a string, a RegExp, an object or commandMatcher(…), got ${typeof matcher}`);
        return (command) => matchesText(command, matcher);
    }
    const n = normalize(matcher);
    return (command) => matchesParsed(parseCommand(command), n);
}
function matchesParsed(parsed, m) {
    if (m.executable !== undefined && !matchesToken(parsed.executable, m.executable))
        return false;
    if (!matchesPositionals(parsed.positionals, m.positionals, m.strict))
        return false;
    if (!matchesOptions(parsed.options, m.options, m.strict))
        return false;
    return m.endOfOptions === undefined || parsed.endOfOptions === m.endOfOptions;
}
function matchesPositionals(observed, expected, strict) {
    if (strict)
        return observed.length === expected.length && expected.every((m, i) => matchesToken(observed[i], m));
    let at = 0;
    for (const m of expected) {
        while (at < observed.length && !matchesToken(observed[at], m))
            at++;
        if (at === observed.length)
            return false;
        at++;
    }
    return true;
}
function matchesOptions(observed, expected, strict) {
    for (const [name, values] of expected) {
        const seen = observed.get(name);
        if (seen === undefined || !matchesValues(seen, values, strict))
            return false;
    }
    return !strict || [...observed.keys()].every((name) => expected.has(name));
}
/** Each expected value takes a different observed value; strict: none left over. */
function matchesValues(observed, expected, strict) {
    if (expected.length > observed.length || (strict && observed.length !== expected.length))
        return false;
    const used = new Set();
    for (const value of expected) {
        const index = observed.findIndex((o, i) => !used.has(i) && (value === true || o === true ? value === o : matchesToken(o, value)));
        if (index === -1)
            return false;
        used.add(index);
    }
    return true;
}
/** Tokens compare whole (strings) or by RegExp test. */
function matchesToken(value, matcher) {
    if (value === undefined)
        return false;
    if (typeof matcher === "string")
        return value === matcher;
    matcher.lastIndex = 0;
    return matcher.test(value);
}

// Where in the suite an assertion was called: the first stack frame outside
// agent-bench's own files (src/ when run from source, dist/ when bundled) and
// Node's internals, made repository-relative. Never a file:// URL.
const OWN_DIRS = ownDirs();
function ownDirs() {
    let dir = path.dirname(fileURLToPath(import.meta.url));
    for (let i = 0; i < 6; i++) {
        if (existsSync(path.join(dir, "package.json")))
            return ["src", "dist", "bin"].map((d) => path.join(dir, d) + path.sep);
        const parent = path.dirname(dir);
        if (parent === dir)
            break;
        dir = parent;
    }
    // No package.json (a bundle copied elsewhere): the bundle's folder, chunks/ included.
    const here = path.dirname(fileURLToPath(import.meta.url));
    return [(path.basename(here) === "chunks" ? path.dirname(here) : here) + path.sep];
}
const FRAME = /^\s*at (?:.*? \()?(.+?):(\d+):(\d+)\)?$/;
/**
 * The first frame of the current call outside agent-bench and Node: the suite's line that called an
 * assertion helper. Read from V8's structured call sites, a few frames deep first: formatting a
 * 60-frame stack as text was most of what a passing assertion cost. With source maps on, the text
 * stack is used, since only it maps positions back to the sources.
 */
function callerFrame() {
    if (process.sourceMapsEnabled)
        return frameOf(textStack());
    for (const limit of [12, 60]) {
        const sites = callSites(limit);
        for (const site of sites) {
            const name = site.getFileName() ?? site.getScriptNameOrSourceURL();
            const file = name ? userFile(name) : undefined;
            if (file === undefined)
                continue;
            return { file, ...originalPosition(file, site.getLineNumber() ?? 0, site.getColumnNumber() ?? 0) };
        }
        if (sites.length < limit)
            return undefined;
    }
    return undefined;
}
function callSites(limit) {
    // eslint-disable-next-line @typescript-eslint/unbound-method -- saved to be put back as it was, never called here
    const prepare = Error.prepareStackTrace;
    const previous = Error.stackTraceLimit;
    Error.prepareStackTrace = (_error, sites) => sites;
    Error.stackTraceLimit = limit;
    try {
        const holder = {};
        Error.captureStackTrace(holder, callerFrame);
        return holder.stack ?? [];
    }
    finally {
        Error.prepareStackTrace = prepare;
        Error.stackTraceLimit = previous;
    }
}
function textStack() {
    const limit = Error.stackTraceLimit;
    Error.stackTraceLimit = 60;
    const stack = new Error().stack ?? "";
    Error.stackTraceLimit = limit;
    return stack;
}
/** The first frame of `stack` in the user's code, relative to `repoRoot` when inside it. */
function userLocation(stack, repoRoot) {
    const frame = frameOf(stack);
    return frame && locationIn(frame, repoRoot);
}
/** A caller frame as results show it: repository-relative when inside the repository. */
function locationIn(frame, repoRoot) {
    return { file: repoRelative(frame.file, repoRoot), line: frame.line, column: frame.column };
}
function frameOf(stack) {
    if (!stack)
        return undefined;
    for (const line of stack.split("\n")) {
        const match = FRAME.exec(line);
        if (!match)
            continue;
        const file = toPath(match[1]);
        if (file === undefined || isOwn(file))
            continue;
        return { file, ...originalPosition(file, Number(match[2]), Number(match[3])) };
    }
    return undefined;
}
/**
 * A stack for results.json: the message, then only the user's frames, with
 * repository-relative paths (agent-bench's and Node's own frames say nothing
 * about the suite, and absolute paths differ per machine).
 */
function userStack(stack, repoRoot) {
    const lines = stack.split("\n");
    const firstFrame = lines.findIndex((l) => FRAME.test(l));
    if (firstFrame === -1)
        return stack;
    const frames = lines.slice(firstFrame).flatMap((line) => {
        const match = FRAME.exec(line);
        const file = match ? toPath(match[1]) : undefined;
        if (!match || file === undefined || isOwn(file))
            return [];
        const at = originalPosition(file, Number(match[2]), Number(match[3]));
        return [line.replace(`${match[1]}:${match[2]}:${match[3]}`, `${repoRelative(file, repoRoot)}:${at.line}:${at.column}`)];
    });
    return [...lines.slice(0, firstFrame), ...frames].join("\n");
}
// A frame's script name → the user's file, or undefined for agent-bench's own and Node's: the same few
// names come back on every assertion, and turning a file:// URL into a path is most of what a frame costs.
const userFiles = new Map();
function userFile(name) {
    if (userFiles.has(name))
        return userFiles.get(name);
    const absolute = toPath(name);
    const file = absolute === undefined || isOwn(absolute) ? undefined : absolute;
    if (userFiles.size < 10_000)
        userFiles.set(name, file);
    return file;
}
function toPath(location) {
    if (location.startsWith("file://")) {
        try {
            return fileURLToPath(location);
        }
        catch {
            return undefined;
        }
    }
    // node:internal/…, native frames, eval code and data: URLs are not the user's file.
    if (!path.isAbsolute(location))
        return undefined;
    return location;
}
function isOwn(file) {
    return OWN_DIRS.some((dir) => file.startsWith(dir));
}
// Every assertion of a suite names the same file or two.
const relatives = new Map();
function repoRelative(file, repoRoot) {
    const key = `${repoRoot}\0${file}`;
    let relative = relatives.get(key);
    if (relative === undefined) {
        const rel = path.relative(repoRoot, file);
        relative = rel.startsWith("..") || path.isAbsolute(rel) ? file : rel.split(path.sep).join("/");
        if (relatives.size < 10_000)
            relatives.set(key, relative);
    }
    return relative;
}

// The lists assertions look at, read from a normalized session the same way
// for helpers, rules and the assertion context.
function commandsOf(session) {
    return session.events.flatMap((e) => (e.type === "command" ? [e.command] : []));
}
/** Every read in order (a file read twice counts twice); the files summary when a parser left no events. */
function fileReadsOf(session) {
    const reads = session.events.flatMap((e) => (e.type === "fileRead" ? [e.path] : []));
    return reads.length > 0 ? reads : [...(session.files?.observedReads ?? [])];
}
function fileWritesOf(session) {
    const writes = session.events.flatMap((e) => (e.type === "fileWrite" ? [e.path] : []));
    return writes.length > 0 ? writes : [...(session.files?.observedWrites ?? [])];
}
function toolCallsOf(session, tool) {
    return session.events.filter((e) => e.type === "toolCall" && (tool === undefined || e.tool === tool));
}
/** The result of a tool call: paired by id, else the next result after the call. */
function resultOf(session, call) {
    const events = session.events;
    if (call.id !== undefined) {
        const byId = events.find((e) => e.type === "toolResult" && e.id === call.id);
        if (byId)
            return byId;
    }
    const start = events.indexOf(call);
    for (let i = start + 1; i < events.length; i++) {
        const e = events[i];
        if (e.type === "toolCall" && e.parentToolCallId === call.parentToolCallId)
            return undefined;
        if (e.type === "toolResult" && (e.id === undefined || e.id === call.id))
            return e;
    }
    return undefined;
}
/** The second argument of a suite's assert(report, ctx). */
function createContext(session, facts) {
    return {
        caseId: facts.caseId,
        runnerId: facts.runnerId,
        run: facts.run,
        workspace: facts.workspace,
        events: session.events,
        getCommands: () => commandsOf(session),
        getToolCalls: (tool) => toolCallsOf(session, tool),
        getFileReads: () => [...session.files.observedReads],
        getFileWrites: () => [...session.files.observedWrites],
        detectedSkills: () => session.detectedSkills,
        finalOutput: () => session.finalOutput,
    };
}

// Comparisons of JSON values. Key order never matters (yao compared serialized
// text, so two equal objects could differ at random).
function jsonEqual(actual, expected) {
    return isDeepStrictEqual(actual, expected);
}
/**
 * `actual` contains `expected`: objects by a subset of keys (recursively),
 * arrays when every expected element is contained in some actual element,
 * other values by equality. An array also contains any value one of its
 * elements contains ({"id": 2} is in [{"id": 1}, {"id": 2, "x": 0}], "b" in ["a", "b"]).
 */
function jsonContains(actual, expected) {
    if (Array.isArray(expected)) {
        return Array.isArray(actual) && expected.every((e) => actual.some((a) => jsonContains(a, e)));
    }
    if (Array.isArray(actual))
        return actual.some((a) => jsonContains(a, expected));
    if (isObject(expected)) {
        return isObject(actual) && Object.entries(expected).every(([k, v]) => Object.hasOwn(actual, k) && jsonContains(actual[k], v));
    }
    return isDeepStrictEqual(actual, expected);
}
function isObject(value) {
    return typeof value === "object" && value !== null && !Array.isArray(value);
}
/** "null", "array", "object", "string", "number", "boolean" (the `type` rule's names). */
function jsonType(value) {
    if (value === null)
        return "null";
    if (Array.isArray(value))
        return "array";
    return typeof value;
}

// JSON in agent output. Agents wrap JSON in prose and code fences, so: the
// whole text if it is JSON; else the first ```json (or unlabelled) fenced block
// that parses; else the longest balanced {…} or […] in the text that parses.
const FENCE = /```[ \t]*([\w+-]*)[^\n]*\n([\s\S]*?)```/g;
const JSON_LANGS = new Set(["json", "jsonc", "json5", "javascript", "js", ""]);
/** Embedded search stops here: bounded work on megabytes of output. */
const MAX_SCAN = 256 * 1024;
const MAX_ATTEMPTS = 200;
/** Characters examined over all candidates: unbalanced brackets must not make the search quadratic. */
const MAX_WORK = 4_000_000;
function extractJson(text, options = {}) {
    const whole = parse(text.trim());
    if (whole.ok)
        return { found: true, value: whole.value, source: "whole" };
    for (const match of text.matchAll(FENCE)) {
        const lang = match[1].toLowerCase();
        const body = match[2].trim();
        if (!JSON_LANGS.has(lang) || (lang === "" && !/^[[{]/.test(body)))
            continue;
        const fenced = parse(body);
        if (fenced.ok)
            return { found: true, value: fenced.value, source: "fence" };
    }
    if (options.embedded === false)
        return { found: false };
    const embedded = longestEmbedded(text.length > MAX_SCAN ? text.slice(0, MAX_SCAN) : text);
    return embedded === undefined ? { found: false } : { found: true, value: embedded.value, source: "embedded" };
}
function parse(text) {
    if (text === "")
        return { ok: false };
    try {
        return { ok: true, value: JSON.parse(text) };
    }
    catch {
        return { ok: false };
    }
}
function longestEmbedded(text) {
    let best;
    let attempts = 0;
    const budget = { work: MAX_WORK };
    for (let i = 0; i < text.length && attempts < MAX_ATTEMPTS && budget.work > 0; i++) {
        const ch = text[i];
        if (ch !== "{" && ch !== "[")
            continue;
        const end = closingIndex(text, i, budget);
        if (end === -1)
            continue;
        attempts++;
        const candidate = parse(text.slice(i, end + 1));
        if (!candidate.ok)
            continue;
        if (!best || end + 1 - i > best.length)
            best = { value: candidate.value, length: end + 1 - i };
        i = end;
    }
    return best;
}
/** Index of the bracket closing the one at `start`, skipping strings; -1 when unbalanced. */
function closingIndex(text, start, budget) {
    const stack = [];
    let inString = false;
    for (let i = start; i < text.length; i++) {
        if (--budget.work < 0)
            return -1;
        const ch = text[i];
        if (inString) {
            if (ch === "\\")
                i++;
            else if (ch === '"')
                inString = false;
            continue;
        }
        if (ch === '"')
            inString = true;
        else if (ch === "{" || ch === "[")
            stack.push(ch === "{" ? "}" : "]");
        else if (ch === "}" || ch === "]") {
            if (stack.pop() !== ch)
                return -1;
            if (stack.length === 0)
                return i;
        }
    }
    return -1;
}

export { resultOf as A, repoRelative as B, CommandMatcherBuilder as C, failureClassOf as D, attachFailureClass as E, newStore as F, withStore as G, userLocation as H, createContext as I, userStack as J, applyClassifyFailure as K, callerFrame as a, bound as b, currentStore as c, classStorage as d, compose as e, describeCommandMatcher as f, commandPredicate as g, commandsOf as h, isStructured as i, describeMatcher as j, fileReadsOf as k, locationIn as l, matchesText as m, fileWritesOf as n, observedList as o, extractJson as p, jsonEqual as q, recordResult as r, safeJson as s, cutText as t, quoteList as u, toolCallsOf as v, classify as w, commandMatcher as x, jsonType as y, jsonContains as z };
