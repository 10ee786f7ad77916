// Where each key and value of a valid JSON text starts, and whether an object
// repeats a key (JSON.parse keeps the last one without a word). JSON.parse gives
// the value; this scan of the same text gives the lines, so a JSON config or
// data file needs no YAML parser (0.3 MB to load, before the first agent) unless
// it has a duplicate key, whose error the YAML parser words (load-file.ts).
// Only for text JSON.parse accepted: strings never hold a raw line break, and
// nothing else but punctuation, numbers and true/false/null can appear.

import type { LineOf } from "../issues.ts";

export interface JsonKeyLines {
  lineOf: LineOf;
  /** The line of the first key an object repeats. */
  duplicateLine?: number;
}

// A string (the unrolled form: long strings cost no backtracking), punctuation, a scalar, or a line break.
const TOKEN = /"[^"\\]*(?:\\[^][^"\\]*)*"|[{}[\],:\n]|-?\d[\d.eE+-]*|true|false|null/gu;

type Frame = { kind: "object"; keys: Set<string>; expectKey: boolean } | { kind: "array"; index: number };

const keyOf = (path: readonly PropertyKey[]): string => path.map(String).join("\0");

export function jsonKeyLines(text: string): JsonKeyLines {
  const keyLines = new Map<string, number>();
  const valueLines = new Map<string, number>();
  // Each open object or array, with its own path.
  const stack: { frame: Frame; path: (string | number)[] }[] = [];
  // The path the next value will have (the root's is empty).
  let pending: (string | number)[] | undefined = [];
  let line = 1;
  let duplicateLine: number | undefined;
  for (const [token] of text.matchAll(TOKEN)) {
    if (token === "\n") {
      line++;
      continue;
    }
    if (token === ":") continue;
    const top = stack.at(-1);
    if (token === ",") {
      if (top?.frame.kind === "object") top.frame.expectKey = true;
      else if (top?.frame.kind === "array") pending = [...top.path, ++top.frame.index];
      continue;
    }
    if (token === "}" || token === "]") {
      stack.pop();
      pending = undefined;
      continue;
    }
    if (top?.frame.kind === "object" && top.frame.expectKey) {
      const key = token.includes("\\") ? (JSON.parse(token) as string) : token.slice(1, -1);
      if (top.frame.keys.has(key)) duplicateLine ??= line;
      top.frame.keys.add(key);
      top.frame.expectKey = false;
      pending = [...top.path, key];
      if (!keyLines.has(keyOf(pending))) keyLines.set(keyOf(pending), line);
      continue;
    }
    // A value starts.
    const at: (string | number)[] = pending ?? [];
    if (!valueLines.has(keyOf(at))) valueLines.set(keyOf(at), line);
    pending = undefined;
    if (token === "{") stack.push({ frame: { kind: "object", keys: new Set(), expectKey: true }, path: at });
    else if (token === "[") {
      stack.push({ frame: { kind: "array", index: 0 }, path: at });
      pending = [...at, 0];
    }
  }
  const lineOf: LineOf = (keyPath) => {
    // A key's own line (its value can start on the next one), else the nearest enclosing value's.
    const own = keyLines.get(keyOf(keyPath));
    if (own !== undefined) return own;
    for (let n = keyPath.length; n >= 0; n--) {
      const at = valueLines.get(keyOf(keyPath.slice(0, n)));
      if (at !== undefined) return at;
    }
    return undefined;
  };
  return { lineOf, ...(duplicateLine !== undefined ? { duplicateLine } : {}) };
}
