// Reading back a file agent-bench saved (results.json, stability.json, a run
// log line, PR metadata, history): parsed with the format's zod schema, so a
// damaged, foreign or crafted file is one error naming the file and the JSON
// path ("cells[3].runs"), exit 2, and never reaches the code as a cast.

import { readFile, stat } from "node:fs/promises";
import type { z } from "zod";
import { keyPath, issueLines } from "../config/issues.ts";
import { configError, isAgentBenchError, type AgentBenchError } from "../errors.ts";

export interface SavedFormat {
  /** What the file is, for messages: "stability.json", "results.json". */
  name: string;
  /** How to get a good one. */
  hint: string;
  /** The version field and the versions this agent-bench reads, newest last. */
  version?: { key: string; supported: readonly number[] };
}

/** Reads and parses one saved file; any problem is a config error (exit 2) naming the file and the JSON path. */
export async function readSavedFile<T extends z.ZodType>(file: string, schema: T, format: SavedFormat): Promise<z.output<T>> {
  return parseSaved(await readSavedJson(file, format), file, schema, format);
}

/**
 * Bounds every saved file is held to, checked before the schema (or, for the size, before reading):
 * saved files come from other runs' artifacts too, and a crafted one must be refused, not parsed for
 * minutes or recursed into until the stack runs out. Far above what a real run writes.
 */
export const SAVED_FILE_LIMITS = {
  bytes: 128 * 1024 * 1024,
  depth: 100,
  /** Top-level lists: executions in a results.json, cells in a stability.json. */
  items: { results: 200_000, cells: 50_000 } as Record<string, number>,
};

/** The JSON of a saved file, not yet checked: for a reader that picks the schema by what the file holds. */
export async function readSavedJson(file: string, format: SavedFormat): Promise<unknown> {
  let text: string;
  try {
    const info = await stat(file);
    if (!info.isFile()) throw savedError(file, "(file)", `is not a file, so not a ${format.name}`, format.hint);
    if (info.size > SAVED_FILE_LIMITS.bytes)
      throw savedError(file, "(file)", `is ${Math.round(info.size / 1024 / 1024)} MiB (limit: ${SAVED_FILE_LIMITS.bytes / 1024 / 1024} MiB)`, format.hint);
    text = await readFile(file, "utf8");
  } catch (error) {
    if (isAgentBenchError(error)) throw error;
    throw savedError(file, "(file)", `cannot be read (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})`, format.hint);
  }
  return parseSavedJson(text, file, format);
}

function parseSavedJson(text: string, file: string, format: SavedFormat): unknown {
  if (text.trim() === "") throw savedError(file, "(top level)", `the file is empty, not a ${format.name}`, format.hint);
  try {
    return JSON.parse(text);
  } catch (error) {
    throw savedError(
      file,
      "(top level)",
      `not valid JSON, so not a ${format.name} (${(error as Error).message.split("\n")[0]}; a truncated file?)`,
      format.hint,
    );
  }
}

/** Parses a value already read from JSON (a run log line, a file read by a caller). */
export function parseSaved<T extends z.ZodType>(data: unknown, file: string, schema: T, format: SavedFormat): z.output<T> {
  if (typeof data !== "object" || data === null || Array.isArray(data)) {
    throw savedError(file, "(top level)", `expected a JSON object, found ${describe(data)}: not a ${format.name}`, format.hint);
  }
  if (format.version) checkVersion(data as Record<string, unknown>, file, format, format.version);
  const problem = shapeProblem(data);
  if (problem) throw savedError(file, keyPath(problem.path), problem.message, format.hint);
  for (const [key, max] of Object.entries(SAVED_FILE_LIMITS.items)) {
    const list = (data as Record<string, unknown>)[key];
    if (Array.isArray(list) && list.length > max) throw savedError(file, key, `${list.length} entries (limit: ${max})`, format.hint);
  }
  const parsed = schema.safeParse(data, { reportInput: true });
  if (parsed.success) return parsed.data;
  const issues = parsed.error.issues;
  const more = issues.length > 1 ? ` (and ${issues.length - 1} more problem${issues.length > 2 ? "s" : ""})` : "";
  // The config's issue lines: "file: key.path: what is wrong"; a problem with the whole file has no key.
  const first = issues[0];
  const line = first.path.length === 0 ? `${file}: (top level): ${first.message}` : issueLines([first], { file })[0];
  throw configError(`${line.replace(/\s*\n\s*/g, " ")}${more}`, { where: file, hint: format.hint });
}

function checkVersion(record: Record<string, unknown>, file: string, format: SavedFormat, version: { key: string; supported: readonly number[] }): void {
  const found = record[version.key];
  if (typeof found === "number" && version.supported.includes(found)) return;
  const list = version.supported.length > 1 ? `${version.supported.slice(0, -1).join(", ")} and ${version.supported.at(-1)}` : String(version.supported[0]);
  const supported = `this agent-bench reads ${version.key} ${list}`;
  if (found === undefined) throw savedError(file, version.key, `missing, so not a ${format.name} written by agent-bench (${supported})`, format.hint);
  const newest = version.supported.at(-1)!;
  throw savedError(
    file,
    version.key,
    `unknown version ${JSON.stringify(found).slice(0, 40)}; ${supported}`,
    typeof found === "number" && found > newest ? "upgrade agent-bench to read files written by a newer version" : format.hint,
  );
}

function savedError(file: string, where: string, message: string, hint: string): AgentBenchError {
  // One line: a message from JSON.parse or zod never adds a second.
  return configError(`${file}: ${where}: ${message.replace(/\s*\n\s*/g, " ")}`, { where: file, hint });
}

/**
 * JSON.parse keeps "__proto__" as an own key; no saved format has one, and it must not reach code that
 * copies objects. Nesting is bounded too (the schema and the renderers recurse). One walk with its own
 * stack, so a file nested 100,000 deep cannot overflow ours.
 */
function shapeProblem(root: unknown): { path: PropertyKey[]; message: string } | undefined {
  interface Node {
    value: unknown;
    depth: number;
    key?: PropertyKey;
    parent?: Node;
  }
  const pathOf = (node: Node | undefined): PropertyKey[] => {
    const keys: PropertyKey[] = [];
    for (let n = node; n?.parent; n = n.parent) keys.unshift(n.key!);
    return keys;
  };
  const stack: Node[] = [{ value: root, depth: 0 }];
  while (stack.length > 0) {
    const node = stack.pop()!;
    const { value, depth } = node;
    if (typeof value !== "object" || value === null) continue;
    if (depth > SAVED_FILE_LIMITS.depth) return { path: pathOf(node).slice(0, 3), message: `nested deeper than ${SAVED_FILE_LIMITS.depth} levels (limit)` };
    if (Array.isArray(value)) {
      for (let i = value.length - 1; i >= 0; i--) if (typeof value[i] === "object") stack.push({ value: value[i], depth: depth + 1, key: i, parent: node });
      continue;
    }
    for (const key of Object.keys(value)) {
      if (key === "__proto__") return { path: [...pathOf(node), key], message: `the key "__proto__" is not allowed` };
      const item = (value as Record<string, unknown>)[key];
      if (typeof item === "object") stack.push({ value: item, depth: depth + 1, key, parent: node });
    }
  }
  return undefined;
}

function describe(value: unknown): string {
  if (Array.isArray(value)) return "an array";
  if (value === null) return "null";
  return `a ${typeof value}`;
}
