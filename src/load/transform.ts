// Turns a user module's TypeScript (or ESM-syntax JavaScript in a CommonJS
// project) into what Node runs, with sucrase: a maintained, pure-JS transform
// published unminified, that keeps every line where it was. Columns move where
// types are removed, so positions are mapped back by source-maps.ts.

import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import type { Transform } from "sucrase";
import { rememberTransform } from "./source-maps.ts";
import { sucraseModule, sucraseVersion } from "./sucrase-module.ts";
import { cachedTransform, keepTransform, transformKey } from "./transform-cache.ts";

type Sucrase = typeof import("sucrase");

// sucrase, half a megabyte of the bundle, loads when a file must be transformed: a JSONL suite with a JSON
// or YAML config never needs it, nor does a run whose TypeScript is all in the transform cache (~13 ms of
// start-up). Required, not imported: Node's module hooks, which transform, are synchronous.
let sucrase: Sucrase | undefined;

/** sucrase, loaded on first use. */
export function loadSucrase(): Sucrase {
  return (sucrase ??= createRequire(import.meta.url)(sucraseModule) as Sucrase);
}

export type ModuleFormat = "module" | "commonjs";

const TYPESCRIPT = new Set([".ts", ".mts", ".cts"]);

/** The format a user file runs as: TypeScript's rule (.mts/.mjs ESM, .cts/.cjs CommonJS, else the package's "type"). */
export function formatOf(file: string, source: string): ModuleFormat {
  const ext = path.extname(file);
  if (ext === ".mts" || ext === ".mjs") return "module";
  if (ext === ".cts" || ext === ".cjs") return "commonjs";
  if (packageType(path.dirname(file)) === "module") return "module";
  // import.meta has no CommonJS form: such a file can only run as a module (as Node's own detection decides).
  return /\bimport\s*\.\s*meta\b/.test(source) ? "module" : "commonjs";
}

export interface CompiledModule {
  format: ModuleFormat;
  source: string;
}

// A CommonJS file imported from a module is loaded twice (hooks.ts): compiled once.
const compiled = new Map<string, CompiledModule>();

/** A load result for a user file, or undefined when Node runs it as it is (.mjs, .json, ...). */
export function compileUserModule(file: string): CompiledModule | undefined {
  const known = compiled.get(file);
  if (known) return known;
  const result = compileNow(file);
  if (result) compiled.set(file, result);
  return result;
}

/** Whether a user file runs as CommonJS. */
export function isCommonJs(file: string): boolean {
  try {
    return compileUserModule(file)?.format === "commonjs";
  } catch {
    // Missing or unparsable: the import says so, with the position.
    return false;
  }
}

function compileNow(file: string): CompiledModule | undefined {
  const ext = path.extname(file);
  if (!TYPESCRIPT.has(ext) && ext !== ".js" && ext !== ".cjs") return undefined;
  const source = readFileSync(file, "utf8");
  const format = formatOf(file, source);
  const transforms: Transform[] = TYPESCRIPT.has(ext) ? ["typescript"] : [];
  // Plain CommonJS JavaScript runs untouched; ESM syntax in a CommonJS project becomes require/exports (as tsc would emit it).
  if (format === "commonjs" && (transforms.length > 0 || hasModuleSyntax(source))) transforms.push("imports");
  if (transforms.length === 0) return { format, source };
  return { format, source: compile(file, source, transforms) };
}

// Modern syntax stays as written (Node runs it); only types and, for CommonJS, imports change. import() stays a
// real dynamic import, so an ESM-only package still loads from CommonJS. Part of the cache key, as all sucrase is given.
const OPTIONS = { disableESTransforms: true, preserveDynamicImport: true } as const;

function compile(file: string, source: string, transforms: Transform[]): string {
  const key = transformKey([sucraseVersion, JSON.stringify({ ...OPTIONS, transforms }), file, source]);
  const cached = cachedTransform(key);
  if (cached !== undefined) {
    rememberTransform(file, source, cached);
    return cached;
  }
  // Outside the try: sucrase failing to load is agent-bench's fault, not a syntax error of the user's file.
  const transformer = loadSucrase();
  let code: string;
  try {
    code = transformer.transform(source, { ...OPTIONS, transforms, filePath: file }).code;
  } catch (error) {
    throw syntaxError(file, error);
  }
  rememberTransform(file, source, code);
  keepTransform(key, code);
  return code;
}

/** sucrase's parse error ("Unexpected token (3:46)") as a SyntaxError that names the file, line and column. */
function syntaxError(file: string, error: unknown): unknown {
  const loc = (error as { loc?: { line: number; column: number } }).loc;
  if (!loc) return error;
  // sucrase's "Error transforming <file>: <what> (line:column)", the column counted from 1.
  const message = (error as Error).message.replace(`Error transforming ${file}: `, "").replace(/\s*\(\d+:\d+\)$/, "");
  return Object.assign(new SyntaxError(message), { location: { file, line: loc.line, column: loc.column } });
}

function hasModuleSyntax(source: string): boolean {
  return /^\s*(?:import\s*[\w{*"']|export\s)/m.test(source);
}

const typeByDir = new Map<string, string | undefined>();

/** The "type" of the nearest package.json (Node's rule for .js and .ts files). */
function packageType(dir: string): string | undefined {
  if (typeByDir.has(dir)) return typeByDir.get(dir);
  let type: string | undefined;
  let text: string | undefined;
  try {
    text = readFileSync(path.join(dir, "package.json"), "utf8");
  } catch {
    text = undefined;
  }
  if (text !== undefined) {
    try {
      const parsed: unknown = JSON.parse(text);
      type = typeof parsed === "object" && parsed !== null && "type" in parsed && typeof parsed.type === "string" ? parsed.type : undefined;
    } catch {
      type = undefined;
    }
  } else {
    const parent = path.dirname(dir);
    type = parent === dir ? undefined : packageType(parent);
  }
  typeByDir.set(dir, type);
  return type;
}
