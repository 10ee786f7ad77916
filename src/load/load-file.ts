// Reads a config or data file by extension. JSON and YAML keep a map from key
// paths to lines so errors can say "agent-bench.config.yaml:12"; modules load
// through the user-module loader (TypeScript included).

import { readFile, stat } from "node:fs/promises";
import path from "node:path";
import type { Document, LineCounter } from "yaml";
import { configError, errorMessage, isAgentBenchError } from "../errors.ts";
import type { LineOf } from "../issues.ts";
import { jsonKeyLines } from "./json-key-lines.ts";
import { importUserModule } from "./module-loader.ts";
import { originalPosition } from "./source-maps.ts";

export interface LoadedData {
  value: unknown;
  lineOf?: LineOf;
}

const MODULE_EXTENSIONS = new Set([".ts", ".mts", ".cts", ".js", ".mjs", ".cjs"]);

/**
 * Bounds on a data file: its size, and how often YAML aliases (`*name`) may be used. An alias repeats
 * a whole node, so a few lines of nested aliases ("a billion laughs") expand to gigabytes.
 */
export const DATA_FILE_LIMITS = { bytes: 64 * 1024 * 1024, aliases: 1000 };

export function isModulePath(file: string): boolean {
  return MODULE_EXTENSIONS.has(path.extname(file));
}

export async function loadDataFile(file: string): Promise<LoadedData> {
  if (isModulePath(file)) return { value: await importModule(file, "default") };
  let text: string;
  try {
    const { size } = await stat(file);
    if (size > DATA_FILE_LIMITS.bytes)
      throw configError(`${file} is ${Math.round(size / 1024 / 1024)} MiB (limit: ${DATA_FILE_LIMITS.bytes / 1024 / 1024} MiB)`, {
        where: file,
        hint: "keep large data (long scripted answers, fixtures) in files the config points to",
      });
    text = await readFile(file, "utf8");
  } catch (error) {
    if (isAgentBenchError(error)) throw error;
    throw configError(`cannot read ${file}: ${errorMessage(error)}`, { where: file, hint: "check that the file exists and that you may read it" });
  }
  return await parseText(text, file);
}

type Yaml = typeof import("yaml");

// The YAML parser (0.3 MB) loads with the first YAML file, or JSON that is invalid or repeats a key: a run
// whose config and suite are modules, JSON or JSONL never needs it, and every module loaded before the first
// agent is start-up.
let yamlModule: Yaml | undefined;

const loadYaml = async (): Promise<Yaml> => (yamlModule ??= await import("yaml"));

export async function parseText(text: string, file: string): Promise<LoadedData> {
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
async function parseJson(text: string, file: string): Promise<LoadedData | undefined> {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  const { lineOf, duplicateLine } = jsonKeyLines(text);
  if (duplicateLine === undefined) return { value, lineOf };
  // Keys stay whole, for the duplicate check.
  const skeleton = text.replace(JSON_STRING, (s, key?: string) => (key !== undefined || s.length <= 200 ? s : '""'));
  parseYaml(skeleton, file, await loadYaml());
  // The YAML parser finds every repeated key JSON can have: not reached.
  throw configError(`${file}:${duplicateLine}: invalid JSON: Map keys must be unique`, { hint: "fix the JSON syntax at that line" });
}

/** A string in valid JSON, and the colon after it when it is a key. */
const JSON_STRING = /"[^"\\]*(?:\\[^][^"\\]*)*"(\s*:)?/gu;

function parseYaml(text: string, file: string, yaml: Yaml): LoadedData {
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
  const lineOf: LineOf = (keyPath) => {
    // A key's own line (a value can start on the next one: "runner:\n  a: …").
    const parent = keyPath.length > 0 ? doc.getIn(keyPath.slice(0, -1) as unknown[], true) : undefined;
    if (isMap(parent)) {
      const pair = parent.items.find((p) => isScalar(p.key) && p.key.value === keyPath.at(-1));
      if (pair && isNode(pair.key) && pair.key.range) return lineCounter.linePos(pair.key.range[0]).line;
    }
    for (let n = keyPath.length; n >= 0; n--) {
      const node = doc.getIn(keyPath.slice(0, n) as unknown[], true);
      if (isNode(node) && node.range) return lineCounter.linePos(node.range[0]).line;
    }
    return undefined;
  };
  return { value, lineOf };
}

/** The document's value; an alias bomb is a config error naming the file and the first alias's line. */
function toValue(doc: Document, lineCounter: LineCounter, file: string, visit: Yaml["visit"]): unknown {
  try {
    return doc.toJS({ maxAliasCount: DATA_FILE_LIMITS.aliases });
  } catch (error) {
    let line: number | undefined;
    visit(doc, {
      Alias(_key, node) {
        line = node.range ? lineCounter.linePos(node.range[0]).line : undefined;
        return visit.BREAK;
      },
    });
    throw configError(
      `${file}${line ? `:${line}` : ""}: YAML aliases expand too far: ${errorMessage(error).split("\n")[0]} (limit: ${DATA_FILE_LIMITS.aliases})`,
      {
        hint: "write the repeated values out, or use fewer aliases (*name)",
      },
    );
  }
}

/** Imports a user module (config, suite, script, reporter); errors name the file, line and column. */
export async function importModule(file: string, exportName: string): Promise<unknown> {
  let mod: Record<string, unknown>;
  try {
    mod = await importUserModule(file);
  } catch (error) {
    throw moduleLoadError(file, error);
  }
  return exportName === "*" ? mod : mod[exportName];
}

export function moduleLoadError(file: string, error: unknown) {
  const code = (error as { code?: string }).code;
  const message = errorMessage(error);
  const first = message.split("\n")[0];
  // Set by the module loader (load/syntax-location.ts), in the file as written.
  const at = (error as { location?: { file: string; line: number; column: number } }).location;
  if (at) return configError(`${at.file}:${at.line}:${at.column}: syntax error: ${first}`, { hint: "fix the syntax at that line and column" });
  const location = locationFromStack(error, file) ?? file;
  if (code === "ERR_MODULE_NOT_FOUND" || code === "MODULE_NOT_FOUND") {
    return configError(`${location}: ${first}`, { hint: "install the missing package in your repository, or fix the import path" });
  }
  return configError(`${location}: failed to load: ${(error as Error)?.name ?? "Error"}: ${first}`, {
    hint: "fix the error in the file",
  });
}

/** "file:line:column" of the innermost stack frame in the file itself. */
function locationFromStack(error: unknown, file: string): string | undefined {
  const stack = (error as Error)?.stack ?? "";
  const escaped = file.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const pos = new RegExp(`(?:file://)?${escaped}:(\\d+):(\\d+)`).exec(stack);
  if (!pos) return undefined;
  const at = originalPosition(file, Number(pos[1]), Number(pos[2]));
  return `${file}:${at.line}:${at.column}`;
}
