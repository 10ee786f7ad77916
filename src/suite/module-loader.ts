// Loads user modules (suites, configs, scripts, reporters) through jiti, a
// maintained TypeScript/ESM loader: .ts .mts .cts .js .mjs .cjs in ESM and
// CommonJS projects alike, extensionless relative imports as TypeScript
// writes them, and no MODULE_TYPELESS_PACKAGE_JSON warnings. "agent-bench"
// and "skillgym" resolve to agent-bench's own API module object, so a suite
// shares the engine's instances (soft assertions, failure classes) whether or
// not either package is installed in the user's repository.

import { createJiti, type Jiti } from "jiti";
import * as api from "../api.ts";
import { rememberSourceMap } from "./source-maps.ts";

let jiti: Jiti | undefined;

function loader(): Jiti {
  if (jiti) return jiti;
  // jiti's own transform, with its inline source map kept for stack positions (source-maps.ts).
  const transformer = createJiti(import.meta.url, { fsCache: false });
  jiti = createJiti(import.meta.url, {
    transform: (options) => {
      // Babel's import interop inside the module (a default import of node:assert or a CommonJS package).
      const code = transformer.transform({ ...options, interopDefault: true });
      if (options.filename) rememberSourceMap(options.filename, code);
      return { code };
    },
    // jiti asks its transform for an inline map only when this is set.
    sourceMaps: true,
    virtualModules: { "agent-bench": api, skillgym: api },
    // No cache folder written into the user's node_modules or the temp folder.
    fsCache: false,
    // The namespace as Node gives it: a module without a default export has none.
    interopDefault: false,
  });
  return jiti;
}

export async function importUserModule(file: string): Promise<Record<string, unknown>> {
  return asNamespace(await loader().import(file));
}

/** Synchronous load (for rules compiled while the suite loads); throws on top-level await. */
export function requireUserModule(file: string): Record<string, unknown> {
  try {
    return asNamespace(loader()(file));
  } catch (error) {
    // Node's code for the same case, so callers fall back to importUserModule.
    if (/await is only valid/.test((error as Error)?.message ?? "")) Object.assign(error as object, { code: "ERR_REQUIRE_ASYNC_MODULE" });
    throw error;
  }
}

/** CommonJS `module.exports` as Node's import gives it: the whole value as default, its keys as names. */
function asNamespace(mod: unknown): Record<string, unknown> {
  if (typeof mod === "object" && mod !== null && (Object.prototype.toString.call(mod) === "[object Module]" || "__esModule" in mod || "default" in mod)) {
    return mod as Record<string, unknown>;
  }
  return { ...(typeof mod === "object" && mod !== null && !Array.isArray(mod) ? mod : {}), default: mod };
}
