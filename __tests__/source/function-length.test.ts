// Small rooms: no function in src/ is longer than 80 lines (a function that
// long does several things; its steps want names). The process helper is the
// exception: it runs from its own source text (`node -e`), so it cannot call
// out to other functions.

import assert from "node:assert/strict";
import { describe, it } from "node:test";
import ts from "typescript";
import { readSource, sourceFiles } from "./_graph.ts";

const MAX_LINES = 80;
const SERIALIZED = "src/execute/spawner-helper.ts";
const BROWSER_SCRIPT = "src/report/html/client-script.ts";

/** "file name" → lines, for every function, method or arrow longer than `max` lines. */
function longFunctions(file: string, text: string, max = MAX_LINES): Map<string, number> {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found = new Map<string, number>();
  const visit = (node: ts.Node): void => {
    if (ts.isFunctionLike(node) && "body" in node && node.body) {
      const lines = source.getLineAndCharacterOfPosition(node.end).line - source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
      if (lines > max) found.set(`${file} ${nameOf(node, source)}`, lines);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The function's own name, or the name it is bound to (`const f = () => …`, `{ f: () => … }`), or its line. */
function nameOf(node: ts.SignatureDeclaration, source: ts.SourceFile): string {
  if (node.name) return node.name.getText(source);
  const parent = node.parent;
  if ((ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent)) && parent.name) return parent.name.getText(source);
  return `(line ${source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1})`;
}

describe("function length", () => {
  const all = new Map(
    sourceFiles()
      .filter((f) => f !== SERIALIZED && f !== BROWSER_SCRIPT)
      .flatMap((f) => [...longFunctions(f, readSource(f))]),
  );

  it(`no function in src/ is over ${MAX_LINES} lines, but the process helper`, () => {
    assert.deepEqual(
      [...all].map(([name, lines]) => `${name}: ${lines} lines`),
      [],
    );
  });

  it("measures functions, methods and arrows, bound or not", () => {
    const body = Array.from({ length: 80 }, (_, i) => `  x${i}();`).join("\n");
    const text = [`function f() {\n${body}\n}`, `const g = () => {\n${body}\n};`, `class C {\n  m() {\n${body}\n  }\n}`, `function ok() {\n  x();\n}`].join(
      "\n",
    );
    assert.deepEqual(
      [...longFunctions("t.ts", text)],
      [
        ["t.ts f", 82],
        ["t.ts g", 82],
        ["t.ts m", 82],
      ],
    );
  });
});
