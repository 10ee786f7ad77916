import { readFileSync, writeFileSync, renameSync, rmSync, mkdirSync, lstatSync, existsSync, statSync } from 'node:fs';
import { getCompileCacheDir, createRequire, registerHooks } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { r as rememberTransform } from './path-DuR4wJNM.js';
import { createHash } from 'node:crypto';

const sucraseModule = fileURLToPath(new URL('sucrase.js', import.meta.url).href);
const sucraseVersion = "3.35.1";

// What sucrase made of a user file, kept beside Node's compile cache: Node
// caches what it compiles (and, for the TypeScript it strips itself, what
// stripping gave), but a suite agent-bench transforms was transformed again on
// every run: ~100 ms of the main thread, and as much again of V8's compiler
// threads, for a 200-case suite.ts (docs/performance.md).
//
// On only when Node's compile cache is (bin/agent-bench.js turns it on;
// NODE_DISABLE_COMPILE_CACHE=1 turns both off), in a folder next to it. What
// is read from there runs as the user's code, so the folder must be this
// user's alone: created 0700, owned by this user, and its parent writable by
// no one else; otherwise nothing is cached. Entries are named by a hash of
// everything the output depends on, written whole (temp file, then rename),
// and never trusted for anything but that input.
const FOLDER = "agent-bench-typescript";
let folder;
/** The cache folder, or null when there is none to trust (decided once per process). */
function cacheFolder() {
    if (folder !== undefined)
        return folder;
    folder = null;
    const compileCache = getCompileCacheDir();
    if (!compileCache)
        return folder;
    const parent = path.dirname(compileCache);
    const dir = path.join(parent, FOLDER);
    try {
        mkdirSync(dir, { mode: 0o700 });
    }
    catch (error) {
        if (error.code !== "EEXIST")
            return folder;
    }
    if (ownedPrivately(dir, 0o077) && ownedPrivately(parent, 0o022, true))
        folder = dir;
    return folder;
}
/** A real folder (not a link) of this user's (or root's, for a parent), that no one else can write to (`forbidden` mode bits unset; a sticky parent may be shared). */
function ownedPrivately(dir, forbidden, parent = false) {
    try {
        const stat = lstatSync(dir);
        const uid = process.getuid?.();
        const owner = uid === undefined || stat.uid === uid || (parent && stat.uid === 0);
        const sticky = parent && (stat.mode & 0o1000) !== 0;
        return stat.isDirectory() && owner && (sticky || (stat.mode & forbidden) === 0);
    }
    catch {
        return false;
    }
}
/** The entry's name: a hash of the transform's version and options, the file's path and its text. */
function transformKey(parts) {
    const hash = createHash("sha256");
    for (const part of parts)
        hash.update(`${part.length}:${part}`);
    return hash.digest("hex");
}
function cachedTransform(key) {
    const dir = cacheFolder();
    if (!dir)
        return undefined;
    try {
        return readFileSync(path.join(dir, `${key}.js`), "utf8");
    }
    catch {
        return undefined;
    }
}
/** Keeps `code` under `key`; a cache that cannot be written is no error (the next run transforms again). */
function keepTransform(key, code) {
    const dir = cacheFolder();
    if (!dir)
        return;
    const file = path.join(dir, `${key}.js`);
    const temp = `${file}.${process.pid}.tmp`;
    try {
        writeFileSync(temp, code, { mode: 0o600 });
        renameSync(temp, file);
    }
    catch {
        rmSync(temp, { force: true });
    }
}

// Turns a user module's TypeScript (or ESM-syntax JavaScript in a CommonJS
// project) into what Node runs, with sucrase: a maintained, pure-JS transform
// published unminified, that keeps every line where it was. Columns move where
// types are removed, so positions are mapped back by source-maps.ts.
// sucrase, half a megabyte of the bundle, loads when a file must be transformed: a JSONL suite with a JSON
// or YAML config never needs it, nor does a run whose TypeScript is all in the transform cache (~13 ms of
// start-up). Required, not imported: Node's module hooks, which transform, are synchronous.
let sucrase;
/** sucrase, loaded on first use. */
function loadSucrase() {
    return (sucrase ??= createRequire(import.meta.url)(sucraseModule));
}
const TYPESCRIPT = new Set([".ts", ".mts", ".cts"]);
/** The format a user file runs as: TypeScript's rule (.mts/.mjs ESM, .cts/.cjs CommonJS, else the package's "type"). */
function formatOf(file, source) {
    const ext = path.extname(file);
    if (ext === ".mts" || ext === ".mjs")
        return "module";
    if (ext === ".cts" || ext === ".cjs")
        return "commonjs";
    if (packageType(path.dirname(file)) === "module")
        return "module";
    // import.meta has no CommonJS form: such a file can only run as a module (as Node's own detection decides).
    return /\bimport\s*\.\s*meta\b/.test(source) ? "module" : "commonjs";
}
// A CommonJS file imported from a module is loaded twice (hooks.ts): compiled once.
const compiled = new Map();
/** A load result for a user file, or undefined when Node runs it as it is (.mjs, .json, ...). */
function compileUserModule(file) {
    const known = compiled.get(file);
    if (known)
        return known;
    const result = compileNow(file);
    if (result)
        compiled.set(file, result);
    return result;
}
/** Whether a user file runs as CommonJS. */
function isCommonJs(file) {
    try {
        return compileUserModule(file)?.format === "commonjs";
    }
    catch {
        // Missing or unparsable: the import says so, with the position.
        return false;
    }
}
function compileNow(file) {
    const ext = path.extname(file);
    if (!TYPESCRIPT.has(ext) && ext !== ".js" && ext !== ".cjs")
        return undefined;
    const source = readFileSync(file, "utf8");
    const format = formatOf(file, source);
    const transforms = TYPESCRIPT.has(ext) ? ["typescript"] : [];
    // Plain CommonJS JavaScript runs untouched; ESM syntax in a CommonJS project becomes require/exports (as tsc would emit it).
    if (format === "commonjs" && (transforms.length > 0 || hasModuleSyntax(source)))
        transforms.push("imports");
    if (transforms.length === 0)
        return { format, source };
    return { format, source: compile(file, source, transforms) };
}
// Modern syntax stays as written (Node runs it); only types and, for CommonJS, imports change. import() stays a
// real dynamic import, so an ESM-only package still loads from CommonJS. Part of the cache key, as all sucrase is given.
const OPTIONS = { disableESTransforms: true, preserveDynamicImport: true };
function compile(file, source, transforms) {
    const key = transformKey([sucraseVersion, JSON.stringify({ ...OPTIONS, transforms }), file, source]);
    const cached = cachedTransform(key);
    if (cached !== undefined) {
        rememberTransform(file, source, cached);
        return cached;
    }
    // Outside the try: sucrase failing to load is agent-bench's fault, not a syntax error of the user's file.
    const transformer = loadSucrase();
    let code;
    try {
        code = transformer.transform(source, { ...OPTIONS, transforms, filePath: file }).code;
    }
    catch (error) {
        throw syntaxError(file, error);
    }
    rememberTransform(file, source, code);
    keepTransform(key, code);
    return code;
}
/** sucrase's parse error ("Unexpected token (3:46)") as a SyntaxError that names the file, line and column. */
function syntaxError(file, error) {
    const loc = error.loc;
    if (!loc)
        return error;
    // sucrase's "Error transforming <file>: <what> (line:column)", the column counted from 1.
    const message = error.message.replace(`Error transforming ${file}: `, "").replace(/\s*\(\d+:\d+\)$/, "");
    return Object.assign(new SyntaxError(message), { location: { file, line: loc.line, column: loc.column } });
}
function hasModuleSyntax(source) {
    return /^\s*(?:import\s*[\w{*"']|export\s)/m.test(source);
}
const typeByDir = new Map();
/** The "type" of the nearest package.json (Node's rule for .js and .ts files). */
function packageType(dir) {
    if (typeByDir.has(dir))
        return typeByDir.get(dir);
    let type;
    let text;
    try {
        text = readFileSync(path.join(dir, "package.json"), "utf8");
    }
    catch {
        text = undefined;
    }
    if (text !== undefined) {
        try {
            const parsed = JSON.parse(text);
            type = typeof parsed === "object" && parsed !== null && "type" in parsed && typeof parsed.type === "string" ? parsed.type : undefined;
        }
        catch {
            type = undefined;
        }
    }
    else {
        const parent = path.dirname(dir);
        type = parent === dir ? undefined : packageType(parent);
    }
    typeByDir.set(dir, type);
    return type;
}

// Node's synchronous module hooks (module.registerHooks, Node >= 22.15), for
// user files only: the modules a suite, config, script or reporter loads, but
// never node_modules packages nor agent-bench's own files. For those files:
// TypeScript is transformed (transform.ts), extensionless and directory
// imports resolve as TypeScript writes them, and "agent-bench" / "skillgym"
// are agent-bench's own API object, the instance the engine uses (soft
// assertions, failure classes), whether or not either is installed. They are
// virtual modules reading that object from a global slot: a CommonJS require
// of the bundle's dist/api.js fails on Node 22 ("request for
// './chunks/….js' is not in cache") once the engine has imported its chunks.
// The object is handed in (provideUserApi) by the entry that loads user
// modules: api.ts sits above this folder (it re-exports assert/ and config/,
// which load user modules through here).
const API_NAMES = new Set(["agent-bench", "skillgym"]);
const API_URL = "agent-bench:api";
const API_SLOT = 'Symbol.for("agent-bench.api")';
const NOT_FOUND = new Set(["ERR_MODULE_NOT_FOUND", "MODULE_NOT_FOUND", "ERR_UNSUPPORTED_DIR_IMPORT"]);
// What TypeScript tries for "./x": the file with an extension, then a folder's index.
const EXTENSIONS = [".ts", ".mts", ".cts", ".js", ".mjs", ".cjs"];
const CANDIDATES = [...EXTENSIONS, ...EXTENSIONS.map((ext) => `/index${ext}`)];
// "./x.js" written for "./x.ts" (TypeScript's NodeNext convention).
const JS_TO_TS = { ".js": ".ts", ".mjs": ".mts", ".cjs": ".cts" };
/** URLs of the user's own modules: the entries asked for, and what they reach outside node_modules. */
const userUrls = new Set();
/** User files in the order they were loaded (a module's syntax error does not name its file). */
const loaded = [];
let registered = false;
/** What "agent-bench" and "skillgym" give a user module: api.ts's exports, once provided. */
let api;
/** Makes `value` (api.ts's namespace) what user modules get for "agent-bench" and "skillgym"; the first one stays. */
function provideUserApi(value) {
    if (api !== undefined)
        return;
    api = value;
    Object.defineProperty(globalThis, Symbol.for("agent-bench.api"), { value });
}
/** User files loaded since `loaded.length` was `mark`. */
function loadedSince(mark) {
    return loaded.slice(mark);
}
function loadedCount() {
    return loaded.length;
}
/** Loads `file` (and what it imports) as a user module from now on; returns its URL. */
function userModuleUrl(file) {
    register();
    const url = pathToFileURL(file).href;
    if (isUserFile(url))
        userUrls.add(url);
    return url;
}
function isUserModule(url) {
    return userUrls.has(url);
}
function register() {
    if (registered)
        return;
    registered = true;
    registerHooks({
        resolve(specifier, context, nextResolve) {
            const parent = context.parentURL;
            if (parent === undefined || !userUrls.has(parent))
                return nextResolve(specifier, context);
            if (API_NAMES.has(specifier)) {
                // A bug of agent-bench's, not the user's: an entry loaded a user module without providing the API.
                if (api === undefined)
                    throw new Error(`"${specifier}" is agent-bench's API, which was not provided to the module loader (provideUserApi)`);
                return { url: API_URL, format: fromRequire(context) ? "commonjs" : "module", shortCircuit: true };
            }
            let resolved;
            try {
                resolved = nextResolve(specifier, context);
            }
            catch (error) {
                const alternative = NOT_FOUND.has(error.code ?? "") ? typescriptPath(specifier, parent) : undefined;
                if (alternative === undefined)
                    throw error;
                resolved = nextResolve(alternative, context);
            }
            if (isUserFile(resolved.url))
                userUrls.add(resolved.url);
            return resolved;
        },
        load(url, context, nextLoad) {
            if (url === API_URL)
                return { format: context.format === "commonjs" ? "commonjs" : "module", source: apiSource(context.format), shortCircuit: true };
            if (!userUrls.has(url))
                return nextLoad(url, context);
            const file = fileURLToPath(url);
            loaded.push(file);
            const compiled = compileUserModule(file);
            // CommonJS imported from a module goes through a module that requires it: Node 22 runs
            // CommonJS source given by a hook to import with a require that skips the hooks.
            if (compiled?.format === "commonjs" && !fromRequire(context))
                return { format: "module", source: requiringModule(url, compiled.source), shortCircuit: true };
            return compiled ? { ...compiled, shortCircuit: true } : nextLoad(url, context);
        },
    });
}
/** Whether Node's CommonJS loader asks (Node 22 passes the conditions as a Set, Node 24 as an array). */
function fromRequire(context) {
    return Array.from(context.conditions ?? []).includes("require");
}
/** A module whose exports are a CommonJS file's, as Node gives them, and as TypeScript's interop gives a default export. */
function requiringModule(url, commonjs) {
    // The names sucrase's output exports (exports.x = …, re-exports), as Node's own CommonJS lexer finds them.
    const names = new Set(Array.from(commonjs.matchAll(/\b(?:module\.)?exports\.\s*([A-Za-z_$][\w$]*)\s*=(?!=)/g), (m) => m[1]));
    for (const m of commonjs.matchAll(/(?:Object\.defineProperty\(exports, |_createNamedExportFrom\(\w+, )["']([A-Za-z_$][\w$]*)["']/g))
        names.add(m[1]);
    // `export * from`: the names are known only once the module has run.
    if (commonjs.includes("_createStarExport("))
        for (const name of Object.keys(createRequire(url)(fileURLToPath(url))))
            names.add(name);
    names.delete("default");
    names.delete("__esModule");
    return [
        'import { createRequire } from "node:module";',
        `const exported = createRequire(${JSON.stringify(url)})(${JSON.stringify(fileURLToPath(url))});`,
        'export default exported !== null && typeof exported === "object" && exported.__esModule === true ? exported.default : exported;',
        names.size > 0 ? `export const { ${[...names].join(", ")} } = exported;` : "",
    ].join("\n");
}
/** The specifier that finds "./x" or "./dir" as TypeScript would ("./x.ts", "./dir/index.ts"), if one exists. */
function typescriptPath(specifier, parent) {
    if (!/^\.{0,2}\//.test(specifier) || specifier.includes("?"))
        return undefined;
    const ext = path.posix.extname(specifier);
    const swapped = JS_TO_TS[ext] ? [specifier.slice(0, -ext.length) + JS_TO_TS[ext]] : [];
    for (const candidate of [...swapped, ...CANDIDATES.map((c) => specifier.replace(/\/$/, "") + c)]) {
        const file = fileURLToPath(new URL(candidate, parent));
        if (existsSync(file) && statSync(file).isFile())
            return candidate;
    }
    return undefined;
}
/** A file of the user's: not in node_modules and not agent-bench's own code. */
function isUserFile(url) {
    if (!url.startsWith("file:"))
        return false;
    const file = fileURLToPath(url);
    return !file.split(path.sep).includes("node_modules") && !OWN_DIRS.some((dir) => file.startsWith(dir));
}
/** The virtual API module: the engine's API object, as module.exports or as named exports. */
function apiSource(format) {
    if (format === "commonjs")
        return `module.exports = globalThis[${API_SLOT}];`;
    const names = Object.keys(api ?? {}).filter((name) => /^[A-Za-z_$][\w$]*$/.test(name));
    return `const api = globalThis[${API_SLOT}];\nexport const { ${names.join(", ")} } = api;\n`;
}
// This file is src/load/module-hooks.ts, or a chunk in dist/chunks/ (or dist/ itself) of the bundle.
const HERE = path.dirname(fileURLToPath(import.meta.url));
const OWN_ROOT = path.basename(HERE) === "load" || path.basename(HERE) === "chunks" ? path.dirname(HERE) : HERE;
const OWN_DIRS = [OWN_ROOT + path.sep];

export { isCommonJs as a, loadedSince as b, loadedCount as c, isUserModule as i, loadSucrase as l, provideUserApi as p, userModuleUrl as u };
