import { AsyncLocalStorage } from 'node:async_hooks';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

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
            const file = name ? toPath(name) : undefined;
            if (file === undefined || isOwn(file))
                continue;
            return { file, line: site.getLineNumber() ?? 0, column: site.getColumnNumber() ?? 0 };
        }
        if (sites.length < limit)
            return undefined;
    }
    return undefined;
}
function callSites(limit) {
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
        return { file, line: Number(match[2]), column: Number(match[3]) };
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
        return [line.replace(match[1], repoRelative(file, repoRoot))];
    });
    return [...lines.slice(0, firstFrame), ...frames].join("\n");
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
function repoRelative(file, repoRoot) {
    const rel = path.relative(repoRoot, file);
    return rel.startsWith("..") || path.isAbsolute(rel) ? file : rel.split(path.sep).join("/");
}

export { callerFrame as a, classStorage as b, currentStore as c, classify as d, attachFailureClass as e, failureClassOf as f, repoRelative as g, userStack as h, locationIn as l, newStore as n, recordResult as r, userLocation as u, withStore as w };
