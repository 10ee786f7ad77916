// Positions in user modules as written. jiti evaluates transformed code (types
// removed, imports rewritten), whose columns differ from the file's, and Node
// applies no source map to it; the transform's inline map is kept here and
// every stack position shown to the user goes through originalPosition.

import { SourceMap, type SourceMapPayload } from "node:module";

const maps = new Map<string, SourceMap>();
const INLINE_MAP = /\/\/# sourceMappingURL=data:application\/json;(?:charset=utf-8;)?base64,([A-Za-z0-9+/=]+)\s*$/;

export function rememberSourceMap(file: string, code: string): void {
  const match = INLINE_MAP.exec(code);
  if (!match) return;
  try {
    maps.set(file, new SourceMap(JSON.parse(Buffer.from(match[1], "base64").toString("utf8")) as SourceMapPayload));
  } catch {
    maps.delete(file);
  }
}

/** 1-based line and column in the file as written, for a position in its transformed code. */
export function originalPosition(file: string, line: number, column: number): { line: number; column: number } {
  const entry = maps.get(file)?.findEntry(line - 1, column - 1);
  if (!entry || !("originalLine" in entry)) return { line, column };
  return { line: entry.originalLine + 1, column: entry.originalColumn + 1 };
}
