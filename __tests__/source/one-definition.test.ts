// One way to say each thing: every number formatter, text escaper and table
// builder is defined once (src/format.ts, report/sanitize.ts,
// report/text/table.ts, report/markdown/table.ts), the verdict, tier and
// status words once (report/labels.ts), and Markdown tables are built by
// markdown-table, never by hand. A second definition fails here with its place
// (definitions are found in the syntax tree, not by their spelling).

import assert from "node:assert/strict";
import { describe, it } from "node:test";
import ts from "typescript";
import { STATUS_LABELS, TIER_LABELS, VERDICT_LABELS } from "../../src/report/labels.ts";
import { readSource, sourceFiles } from "./_graph.ts";

const HOMES = ["src/format.ts", "src/report/sanitize.ts", "src/report/text/table.ts", "src/report/markdown/table.ts"];
// The HTML report's page script as rollup bundles it (generated from src/report/html/client/,
// which imports the formatters and labels like any module): the bundle holds copies by design.
const BROWSER_SCRIPT = /^src\/report\/html\/client-script\.ts$/u;
const files = sourceFiles().filter((f) => !BROWSER_SCRIPT.test(f));
const sources = files.map((f) => [f, readSource(f)] as const);
// Where Markdown is written: reports, GitHub, the action, the history and the commands.
const MARKDOWN_WRITERS = /^src\/(report|github|action|history|commands)\//u;

/** Names the homes export. */
function formatterNames(): string[] {
  return [...new Set(HOMES.flatMap((f) => [...readSource(f).matchAll(/^export function (\w+)/gmu)].map((m) => m[1])))];
}

/** The copies' names before they were merged (src/cli/format.ts, markdown/trend.ts, compare/verdict.ts): none may come back. */
const MERGED_COPIES = ["percent", "pct", "usd"];

/**
 * "file:line" of every definition of `name`, read from the syntax tree (TypeScript's parser), whatever
 * its spelling: a function declaration, a variable bound to it (const, let or var, with or without a
 * type, exported or not, in any scope), a class method or an object literal's function property.
 */
function definitionsIn(name: string, sources: ReadonlyArray<readonly [string, string]>): string[] {
  return sources.flatMap(([file, text]) => {
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, ts.ScriptKind.TS);
    const found: string[] = [];
    const visit = (node: ts.Node): void => {
      if (definedName(node) === name) found.push(`${file}:${source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1}`);
      ts.forEachChild(node, visit);
    };
    visit(source);
    return found;
  });
}

function definedName(node: ts.Node): string | undefined {
  if ((ts.isFunctionDeclaration(node) || ts.isMethodDeclaration(node)) && node.name && ts.isIdentifier(node.name)) return node.name.text;
  if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name)) return node.name.text;
  if (ts.isPropertyAssignment(node) && ts.isIdentifier(node.name) && (ts.isArrowFunction(node.initializer) || ts.isFunctionExpression(node.initializer)))
    return node.name.text;
  return undefined;
}

describe("one definition of each formatter, escaper and label", () => {
  it("defines each formatter and escaper once, in its home", () => {
    const names = formatterNames();
    assert.ok(names.includes("formatPercent") && names.includes("formatDuration") && names.includes("mdText") && names.includes("mdTable"), names.join(", "));
    const twice = names.flatMap((name) => {
      const found = definitionsIn(name, sources);
      return found.length > 1 ? [`${name}: ${found.join(", ")}`] : [];
    });
    assert.deepEqual(twice, []);
    assert.deepEqual(
      MERGED_COPIES.flatMap((name) => definitionsIn(name, sources)),
      [],
    );
  });

  it("finds a second definition when there is one, however it is spelt", () => {
    // The shapes the copies had (a declaration, an arrow bound to a const) and others a regex on one spelling missed:
    // a definition over two lines, a typed let, a method, an object's function property. A call, a longer name,
    // a string or a comment is no definition.
    const sources = [
      ["a.ts", "export function formatCost(usd: number | undefined): string {\n  return '';\n}"],
      ["b.ts", "import x from 'y';\nconst formatCost = (n: number) => `$${n}`;"],
      [
        "c.ts",
        "const formatCostly = 1;\nconst a = formatCost(2);\nlet total: number = formatCost(3);\n// function formatCost(\nconst s = 'const formatCost = 1';",
      ],
      ["d.ts", "export const\n  formatCost:\n    (n: number) => string =\n  (n) => String(n);"],
      ["e.ts", "class Money {\n  formatCost(n: number) { return n; }\n}\nconst fmt = {\n  formatCost: (n: number) => n,\n};"],
    ] as const;
    assert.deepEqual(definitionsIn("formatCost", sources), ["a.ts:1", "b.ts:2", "d.ts:2", "e.ts:2", "e.ts:5"]);
  });

  it("keeps the verdict, tier and status words in labels.ts only", () => {
    // Words equal to their id ("regressed", "failed") are ids in code as well; the others must not be written out again.
    const words = [
      ...Object.values(VERDICT_LABELS).map((v) => v.label),
      ...Object.entries(TIER_LABELS).flatMap(([id, t]) => (t.label === id ? [] : [t.label])),
      ...Object.entries(STATUS_LABELS).flatMap(([id, s]) => (s.label === id ? [] : [s.label])),
    ];
    assert.ok(words.includes("Possible regression") && words.includes("insufficient data") && words.includes("failed as expected"), words.join(", "));
    const copies = files
      .filter((f) => f !== "src/report/labels.ts")
      .flatMap((f) => {
        const text = readSource(f);
        return words.filter((w) => text.includes(`"${w}"`) || text.includes(`'${w}'`)).map((w) => `${f}: "${w}"`);
      });
    assert.deepEqual(copies, []);
    const tables = files.filter((f) => f !== "src/report/labels.ts" && /Record<(Verdict|CellTier|ExecutionStatus),\s*\{\s*icon/u.test(readSource(f)));
    assert.deepEqual(tables, [], "a second table of verdict, tier or status words");
  });

  it("builds no Markdown table by hand", () => {
    assert.deepEqual(handTables(sources.filter(([f]) => MARKDOWN_WRITERS.test(f))), []);
    // What it catches: a delimiter row in a string, and cells joined with pipes.
    const sample = [["t.ts", 'const rows = ["| a | b |", "|---|---:|"];\nconst ok = mdTable(["a"], []);\nreturn `| ${cells.join(" | ")} |`;']] as const;
    assert.deepEqual(handTables(sample), ["t.ts:1", "t.ts:3"]);
  });
});

/** Lines that write a Markdown table themselves: a delimiter row ("|---|", "| -: |") in a string, or cells joined with " | ". */
function handTables(sources: ReadonlyArray<readonly [string, string]>): string[] {
  const delimiterRow = /["'`]\|\s*:?-+:?\s*\|/u;
  const pipeJoin = /join\(\s*["'`]\s*\|\s*["'`]\s*\)/u;
  return sources.flatMap(([file, text]) => text.split("\n").flatMap((line, i) => (delimiterRow.test(line) || pipeJoin.test(line) ? [`${file}:${i + 1}`] : [])));
}
