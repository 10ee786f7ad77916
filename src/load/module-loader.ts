// Loads user modules (suites, configs, scripts, reporters): .ts .mts .cts .js
// .mjs .cjs in ESM and CommonJS projects alike, through Node's own loader with
// agent-bench's hooks for user files (module-hooks.ts).

import { createRequire } from "node:module";
import { isUserModule, loadedCount, loadedSince, userModuleUrl } from "./module-hooks.ts";
import { syntaxLocation } from "./syntax-location.ts";
import { isCommonJs } from "./transform.ts";

const require = createRequire(import.meta.url);

/** A syntax error gets `location` ({ file, line, column } as written) when it can be found. */
export async function importUserModule(file: string): Promise<Record<string, unknown>> {
  // CommonJS through require: all of module.exports' keys, which an import would only guess.
  const url = userModuleUrl(file);
  if (isUserModule(url) && isCommonJs(file)) return requireUserModule(file);
  const mark = loadedCount();
  try {
    return asNamespace(await import(url));
  } catch (error) {
    throw located(error, mark);
  }
}

/**
 * Synchronous load (for rules compiled while the suite loads); throws ERR_REQUIRE_ASYNC_MODULE on top-level await.
 */
export function requireUserModule(file: string): Record<string, unknown> {
  userModuleUrl(file);
  const mark = loadedCount();
  // The hooks add a dozen frames between a failing require and the user's line that called it.
  const limit = Error.stackTraceLimit;
  Error.stackTraceLimit = Math.max(limit, 50);
  try {
    return asNamespace(require(file));
  } catch (error) {
    throw located(error, mark);
  } finally {
    Error.stackTraceLimit = limit;
  }
}

function located(error: unknown, mark: number): unknown {
  const location = syntaxLocation(error, loadedSince(mark));
  return location ? Object.assign(error as SyntaxError, { location }) : error;
}

/**
 * What a module gives as Node's import does: a namespace as it is; CommonJS
 * `module.exports` as the default with its keys as names; and a module
 * compiled from ESM to CommonJS (`__esModule`) with its exports as written.
 */
function asNamespace(mod: unknown): Record<string, unknown> {
  if (!isObject(mod)) return { default: mod };
  if (Object.prototype.toString.call(mod) === "[object Module]") {
    return isObject(mod.default) && mod.default.__esModule === true ? mod.default : mod;
  }
  if (mod.__esModule === true) return mod;
  return { ...mod, default: mod };
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null;
}
