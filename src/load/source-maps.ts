// Positions in user modules as written. sucrase keeps lines but not columns
// (types are removed), and Node applies no source map unless run with
// --enable-source-maps; the transform's map is kept here and every stack
// position shown to the user goes through originalPosition.

import { SourceMap } from "node:module";
import type { TransformResult } from "sucrase";

type RawSourceMap = NonNullable<TransformResult["sourceMap"]>;

const maps = new Map<string, SourceMap>();

export function rememberSourceMap(file: string, raw: RawSourceMap): void {
  maps.set(file, sourceMapOf(raw));
}

export function sourceMapOf(raw: RawSourceMap): SourceMap {
  return new SourceMap({ ...raw, sourceRoot: raw.sourceRoot ?? "", sourcesContent: raw.sourcesContent ?? [] });
}

/** 1-based line and column in the file as written, for a position in its transformed code. */
export function originalPosition(file: string, line: number, column: number): { line: number; column: number } {
  return mapPosition(maps.get(file), line, column);
}

/** 1-based line and column through `map` (unchanged without one). */
export function mapPosition(map: SourceMap | undefined, line: number, column: number): { line: number; column: number } {
  const entry = map?.findEntry(line - 1, column - 1);
  if (!entry || !("originalLine" in entry)) return { line, column };
  // A position inside a mapped token keeps its offset from the token's start.
  const within = entry.generatedLine === line - 1 ? column - 1 - entry.generatedColumn : 0;
  return { line: entry.originalLine + 1, column: entry.originalColumn + 1 + within };
}
