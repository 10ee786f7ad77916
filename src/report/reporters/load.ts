// Loads custom reporter modules before the run starts, so a wrong path, a
// syntax error or a module that exports nothing usable costs nothing. Paths
// resolve against the working directory (config entries were resolved
// against the config file already); bare names resolve as packages.

import { docUrl } from "../../doc-link.ts";
import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { importModule, isModulePath } from "../../load/load-file.ts";
import { configError, errorMessage } from "../../errors.ts";
import { BUILTIN_EXTENSIONS } from "../formats.ts";
import { HOOKS, type Reporter } from "./types.ts";

export interface LoadedReporter {
  /** As the user wrote it, for messages. */
  name: string;
  file: string;
  reporter: Reporter;
  extensions: string[];
  /** A reporter agent without `extensions`: it also writes every -o file no other reporter takes, except the machine formats. */
  claimsRest?: boolean;
}

const HINT = `a reporter exports onSuiteStart, onExecutionFinish, onSuiteFinish and/or render with \`export const extensions = [".txt"]\`; see ${docUrl("reports.md#custom-reporters")}`;

export async function loadReporters(specs: readonly string[], cwd: string): Promise<LoadedReporter[]> {
  const loaded: LoadedReporter[] = [];
  for (const spec of specs) loaded.push(await loadReporter(spec, cwd));
  return loaded;
}

/** One reporter per extension, and at most one that takes every other -o file. */
export function checkOwnership(reporters: readonly LoadedReporter[]): void {
  const owner = new Map<string, string>();
  for (const r of reporters) {
    for (const ext of r.extensions) {
      const other = owner.get(ext);
      if (other) throw configError(`reporters ${other} and ${r.name} both render "${ext}"`, { where: "--reporter", hint: "keep one reporter per extension" });
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

async function loadReporter(spec: string, cwd: string): Promise<LoadedReporter> {
  const file = resolveSpec(spec, cwd);
  // Reporters may `import type { Reporter } from "agent-bench"`, like suites.
  const mod = (await importModule(file, "*")) as Record<string, unknown>;
  let candidate: unknown = isReporterLike(mod.default) || typeof mod.default === "function" ? mod.default : mod;
  if (typeof candidate === "function") {
    try {
      candidate = await (candidate as () => unknown)();
    } catch (error) {
      throw configError(`reporter ${spec}: its default export (a factory) threw: ${errorMessage(error)}`, { where: file, hint: HINT, cause: error });
    }
  }
  if (!isReporterLike(candidate)) throw configError(`reporter ${spec} exports none of ${HOOKS.join(", ")}`, { where: file, hint: HINT });
  const reporter = candidate as Reporter;
  for (const hook of HOOKS) {
    const value = (reporter as Record<string, unknown>)[hook];
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

function isReporterLike(value: unknown): boolean {
  if (typeof value !== "object" || value === null) return false;
  return HOOKS.some((hook) => typeof (value as Record<string, unknown>)[hook] === "function");
}

function normalizeExtensions(value: unknown, spec: string, file: string): string[] {
  if (value === undefined) return [];
  if (!Array.isArray(value) || value.some((e) => typeof e !== "string" || !/^\.?[\w.-]+$/u.test(e))) {
    throw configError(`reporter ${spec}: extensions must be an array of file extensions such as [".txt"]`, { where: file, hint: HINT });
  }
  const extensions = [...new Set(value.map((e: string) => (e.startsWith(".") ? e : `.${e}`).toLowerCase()))];
  const streamed = extensions.filter((e) => BUILTIN_EXTENSIONS[e] === "jsonl");
  if (streamed.length > 0) {
    throw configError(`reporter ${spec}: ${streamed.join(", ")} is the event log the engine streams during the run; a reporter cannot render it`, {
      where: file,
      hint: "pick another extension, or use onExecutionFinish to stream your own file",
    });
  }
  return extensions;
}

function resolveSpec(spec: string, cwd: string): string {
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
  } catch (error) {
    throw configError(`reporter ${spec}: no such file, and no installed package of that name`, {
      where: "--reporter",
      hint: "start a path with ./ or install the reporter package",
      cause: error,
    });
  }
}

/** Extensions the built-in formats cover that a reporter takes over, for a warning. */
export function overriddenBuiltins(reporters: readonly LoadedReporter[]): string[] {
  return reporters.flatMap((r) => r.extensions.filter((e) => e in BUILTIN_EXTENSIONS).map((e) => `${e} (by ${r.name})`));
}
