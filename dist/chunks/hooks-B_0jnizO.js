import { registerHooks } from 'node:module';

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

export { registerSuiteHooks as r, setApiUrl as s };
