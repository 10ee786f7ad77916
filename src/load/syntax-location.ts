// Where a syntax error is in the user's file. Node names the line and marks the
// column for CommonJS code only ("file:3\n<line>\n   ^"); a module's syntax
// error carries neither, not even the file. For those, the files loaded by the
// failing import are compiled again as a script (imports made require calls,
// lines kept) and V8's mark for the first one that fails is used.

import { readFileSync } from "node:fs";
import path from "node:path";
import { Script } from "node:vm";
import { LineAlignment, mapPosition, originalPosition } from "./source-maps.ts";
import { loadSucrase } from "./transform.ts";

export interface SyntaxLocation {
  file: string;
  line: number;
  column: number;
}

/** The location of a SyntaxError thrown while loading `files` (most recently loaded last), if one is found. */
export function syntaxLocation(error: unknown, files: readonly string[]): SyntaxLocation | undefined {
  if (!(error instanceof SyntaxError)) return undefined;
  const known = (error as { location?: SyntaxLocation }).location;
  if (known) return known;
  const marked = markedLocation(error.stack ?? "");
  if (marked) return { file: marked.file, ...originalPosition(marked.file, marked.line, marked.column) };
  for (const file of [...files].reverse()) {
    const found = compileAsScript(file);
    if (found) return found;
  }
  return undefined;
}

/** Node's "file:line", source line and caret that start a CommonJS syntax error's stack. */
function markedLocation(stack: string): SyntaxLocation | undefined {
  const match = /^(\/[^\n]*|[A-Za-z]:\\[^\n]*):(\d+)\n[^\n]*\n( *)\^/.exec(stack);
  return match ? { file: match[1], line: Number(match[2]), column: match[3].length + 1 } : undefined;
}

// The script is a function body (top-level await and return are allowed) on the file's own lines.
const PREFIX = "(async function (exports, require, module, __filename, __dirname) {";

function compileAsScript(file: string): SyntaxLocation | undefined {
  let code: string;
  let alignment: LineAlignment;
  try {
    const source = readFileSync(file, "utf8");
    const typescript = /\.[mc]?ts$/.test(file);
    const result = loadSucrase().transform(source, {
      transforms: typescript ? ["typescript", "imports"] : ["imports"],
      filePath: file,
      disableESTransforms: true,
      preserveDynamicImport: true,
    });
    code = result.code;
    alignment = new LineAlignment(source, code);
  } catch {
    return undefined;
  }
  // import.meta has no script form; a name of the same length keeps the columns.
  code = code.replace(/\bimport\.meta\b/g, "_importMeta");
  try {
    new Script(`${PREFIX}${code}\n})`, { filename: file });
    return undefined;
  } catch (error) {
    const marked = markedLocation((error as Error).stack ?? "");
    if (!marked || path.resolve(marked.file) !== file) return undefined;
    const column = marked.line === 1 ? marked.column - PREFIX.length : marked.column;
    return { file, ...mapPosition(alignment, marked.line, column) };
  }
}
