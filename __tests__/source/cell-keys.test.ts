// One identity for a cell: every lookup of a cell (case × runner, later with a
// variant) or of one execution slot goes through src/model/cell.ts (cellKey,
// executionKey, CellMap, CellSet, sameCell). A key built by hand would drop the
// variant the day it exists, so none may be written elsewhere: no NUL joins,
// no JSON.stringify([caseId, runnerId]), no template or "+" keys of the ids, no
// "caseId === … && runnerId === …" matching.

import assert from "node:assert/strict";
import { describe, it } from "node:test";
import ts from "typescript";
import { readSource, sourceFiles } from "./_graph.ts";

const HOME = "src/model/cell.ts";
// Keys that are saved formats, not lookups: changing them would break files users already have.
const SAVED_FORMATS: Record<string, string> = {
  // skillgym's snapshot file keys its entries "<case>::<runner>" (compat-skillgym.md).
  "src/snapshots/file.ts": "`${caseId}::${runnerId}`",
  // The comment's digest: a different string would update every open PR's comment once.
  "src/action/publish.ts": "`${c.caseId}/${c.runnerId}/${c.tier}`",
};
const BROWSER_SCRIPT = "src/report/html/client-script.ts";

const ID = /(?:\bcaseId|\brunnerId|\bcase\.id|\brunner\.id|\[[01]\])$/u;
const isCase = (text: string) => /(?:\bcaseId|\bcase\.id)$/u.test(text);
const isRunner = (text: string) => /(?:\brunnerId|\brunner\.id)$/u.test(text);

/** "file:line: text" of each cell key built by hand in `text`. */
function handKeys(file: string, text: string): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const report = (node: ts.Node) => found.push(`${file}:${source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1}: ${node.getText(source)}`);
  const visit = (node: ts.Node): void => {
    if (ts.isTemplateExpression(node) && templateKey(node, source)) report(node);
    else if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.PlusToken && !isPlus(node.parent) && concatKey(node, source))
      report(node);
    else if (ts.isCallExpression(node) && node.expression.getText(source) === "JSON.stringify" && stringifiedKey(node, source)) report(node);
    else if (
      ts.isBinaryExpression(node) &&
      node.operatorToken.kind === ts.SyntaxKind.AmpersandAmpersandToken &&
      !isAnd(node.parent) &&
      matchedByHand(node, source)
    )
      report(node);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const isPlus = (n: ts.Node) => ts.isBinaryExpression(n) && n.operatorToken.kind === ts.SyntaxKind.PlusToken;
const isAnd = (n: ts.Node) => ts.isBinaryExpression(n) && n.operatorToken.kind === ts.SyntaxKind.AmpersandAmpersandToken;

/** `${caseId}<sep>${runnerId}`: both ids, joined by text with no space in it (a sentence, "a × b", is no key). */
function templateKey(node: ts.TemplateExpression, source: ts.SourceFile): boolean {
  const parts = node.templateSpans.map((s) => s.expression.getText(source));
  const literals = [node.head.text, ...node.templateSpans.map((s) => s.literal.text)];
  return parts.some(isCase) && parts.some(isRunner) && literals.every((l) => !/\s/u.test(l));
}

function concatKey(node: ts.BinaryExpression, source: ts.SourceFile): boolean {
  const terms: string[] = [];
  const walk = (n: ts.Expression): unknown =>
    isPlus(n) ? (walk((n as ts.BinaryExpression).left), walk((n as ts.BinaryExpression).right)) : terms.push(n.getText(source));
  walk(node);
  return terms.some(isCase) && terms.some(isRunner);
}

function stringifiedKey(node: ts.CallExpression, source: ts.SourceFile): boolean {
  const arg = node.arguments[0];
  if (!arg || !ts.isArrayLiteralExpression(arg)) return false;
  const items = arg.elements.map((e) => e.getText(source));
  return items.some(isCase) && items.some(isRunner);
}

/** `a.caseId === b.caseId && a.runnerId === b.runnerId`: sameCell's job. */
function matchedByHand(node: ts.BinaryExpression, source: ts.SourceFile): boolean {
  const terms: ts.Expression[] = [];
  const walk = (n: ts.Expression): unknown => (isAnd(n) ? (walk((n as ts.BinaryExpression).left), walk((n as ts.BinaryExpression).right)) : terms.push(n));
  walk(node);
  const compared = terms
    .filter((t): t is ts.BinaryExpression => ts.isBinaryExpression(t) && t.operatorToken.kind === ts.SyntaxKind.EqualsEqualsEqualsToken)
    .flatMap((t) => [t.left.getText(source), t.right.getText(source)])
    .filter((t) => ID.test(t));
  return compared.some(isCase) && compared.some(isRunner);
}

describe("one cell identity (src/model/cell.ts)", () => {
  it("no file outside model/cell.ts builds a cell or execution key by hand", () => {
    const found = sourceFiles()
      .filter((f) => f !== HOME && f !== BROWSER_SCRIPT)
      .flatMap((f) => handKeys(f, readSource(f)))
      .filter((hit) => !Object.entries(SAVED_FORMATS).some(([file, key]) => hit.startsWith(`${file}:`) && hit.endsWith(`: ${key}`)));
    assert.deepEqual(found, []);
  });

  it("the saved formats it lets through are still where it says", () => {
    for (const [file, key] of Object.entries(SAVED_FORMATS)) {
      assert.ok(
        handKeys(file, readSource(file)).some((hit) => hit.endsWith(`: ${key}`)),
        `${file} no longer builds ${key}: take it off the list`,
      );
    }
  });

  it("finds every shape a hand-made key had, and leaves sentences alone", () => {
    const text = [
      "const a = `${r.caseId}\\u0000${r.runnerId}`;",
      "const b = JSON.stringify([c.caseId, c.runnerId]);",
      "const c = `${caseId}\\u0000${runnerId}\\u0000${run}`;",
      "const d = p.case.id + '\\u0000' + p.runner.id;",
      "const e = rs.filter((r) => r.caseId === cell.caseId && r.runnerId === cell.runnerId && r.passed);",
      "const f = e.cells.find((x) => x[0] === caseId && x[1] === runnerId);",
      "const ok1 = `${cell.caseId} × ${cell.runnerId}: regressed`;",
      "const ok2 = `run ${r.run} of ${r.caseId} (${r.runnerId})`;",
      "const ok3 = JSON.stringify([branch, sha, page]);",
      "const ok4 = r.caseId === id && r.passed;",
    ].join("\n");
    assert.deepEqual(
      handKeys("t.ts", text).map((h) => h.split(":").slice(0, 2).join(":")),
      ["t.ts:1", "t.ts:2", "t.ts:3", "t.ts:4", "t.ts:5", "t.ts:6"],
    );
  });
});
