import { registerHooks } from 'node:module';

// The one error class. Misconfiguration and infrastructure faults throw it;
// everything an agent does is a result, never an exception.
class AgentBenchError extends Error {
    kind;
    hint;
    where;
    constructor(kind, message, options = {}) {
        super(message, options.cause === undefined ? undefined : { cause: options.cause });
        this.name = "AgentBenchError";
        this.kind = kind;
        this.hint = options.hint;
        this.where = options.where;
    }
    /** 2 for configuration or input errors, 3 when agent-bench itself could not run. */
    get exitCode() {
        return this.kind === "config" ? 2 : 3;
    }
}
function configError(message, options) {
    return new AgentBenchError("config", message, options);
}
function infraError(message, options) {
    return new AgentBenchError("infrastructure", message, options);
}
function isAgentBenchError(error) {
    return error instanceof AgentBenchError;
}
/** The user-facing text: "<where>: <message>" plus a "hint:" line. */
function formatError(error) {
    const head = error.where ? `${error.where}: ${error.message}` : error.message;
    return error.hint ? `${head}\n  hint: ${error.hint}` : head;
}
function errorMessage(error) {
    if (error instanceof Error)
        return error.message;
    return String(error);
}

// Suites import { assert, type Case } from "agent-bench" or "skillgym". Those
// packages need not be installed in the user's repository: a resolution hook
// maps both names to agent-bench's own API module, the same instance the
// engine uses (so soft assertions and failure classes reach the engine).
const API_NAMES = new Set(["agent-bench", "skillgym"]);
let apiUrl = new URL(import.meta.url.endsWith(".ts") ? "../api.ts" : "./api.js", import.meta.url).href;
let registered = false;
/** Entries call this with the URL of their own api module (dist/api.js next to dist/cli.js). */
function setApiUrl(url) {
    apiUrl = url;
}
function registerSuiteHooks() {
    if (registered)
        return;
    registered = true;
    registerHooks({
        resolve(specifier, context, nextResolve) {
            if (API_NAMES.has(specifier))
                return { url: apiUrl, shortCircuit: true };
            return nextResolve(specifier, context);
        },
    });
}

var version = "0.1.0";
const pkg = {
	version: version};

const VERSION = pkg.version;

export { VERSION as V, infraError as a, configError as c, errorMessage as e, formatError as f, isAgentBenchError as i, registerSuiteHooks as r, setApiUrl as s };
