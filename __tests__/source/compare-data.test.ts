// compare/ returns data only: verdicts, codes and the figures behind them.
// Words are report/'s (report/describe-comparison.ts), so they can fit a pull
// request, a local --base and a variant comparison alike. A sentence built in
// compare/, or compare/ reaching into report/ for a formatter, fails here with
// its place. Errors are not report text: a configError's message is left alone.

import assert from "node:assert/strict";
import { describe, it } from "node:test";
import ts from "typescript";
import { importsOf, readSource, sourceFiles } from "./_graph.ts";

const COMPARE = sourceFiles("src/compare");

/** Three words in a row, as a sentence has and a code ("no-change", "workspace mode") has not. */
const SENTENCE = /[A-Za-z]+[,;:]? +[A-Za-z]+[,;:]? +[A-Za-z]+/u;

/**
 * The static text of a string or template literal (each `${…}` as one word), with its line. Error messages are left
 * out: the arguments of configError and of the file's own functions that throw one (an option check's hint).
 */
function literalsOf(file: string, text: string): Array<{ line: number; text: string }> {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const raising = new Set(["configError"]);
  source.forEachChild((node) => {
    if (ts.isFunctionDeclaration(node) && node.name && node.body && /\bconfigError\(/u.test(node.body.getText())) raising.add(node.name.text);
  });
  const found: Array<{ line: number; text: string }> = [];
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && raising.has(node.expression.text)) return;
    // Types and imports name things; they say nothing to a reader.
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node) || ts.isLiteralTypeNode(node)) return;
    let said: string | undefined;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) said = node.text;
    else if (ts.isTemplateExpression(node)) said = [node.head.text, ...node.templateSpans.map((s) => s.literal.text)].join(" x ");
    if (said !== undefined) found.push({ line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1, text: said });
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe("compare/ returns data, report/ says it", () => {
  it("builds no English sentence in src/compare/", () => {
    assert.ok(COMPARE.length >= 9, COMPARE.join(", "));
    const sentences = COMPARE.flatMap((file) =>
      literalsOf(file, readSource(file))
        .filter((l) => SENTENCE.test(l.text))
        .map((l) => `${file}:${l.line}: ${JSON.stringify(l.text)}`),
    );
    assert.deepEqual(sentences, [], "say it in src/report/ (verdict-reason.ts, comparison-notes.ts) from a code and its figures");
  });

  it("imports nothing from src/report/", () => {
    const reaching = COMPARE.flatMap((file) =>
      importsOf(file)
        .filter((e) => e.to.startsWith("src/report/"))
        .map((e) => `${file} → ${e.to}`),
    );
    assert.deepEqual(reaching, []);
  });

  it("the check catches a sentence, in a template too, and leaves codes, labels and errors alone", () => {
    const caught = (code: string) => literalsOf("x.ts", code).some((l) => SENTENCE.test(l.text));
    assert.ok(caught('const reason = "The pass rate fell by 5 points";'));
    assert.ok(caught("const reason = `${name} broke: ${counts}, run it again`;"));
    assert.ok(caught("warnings.push(`${n} cells not in the baseline (new): not compared.`);"));
    assert.ok(!caught('const why = { code: "no-change" }; const field = `workspace ${name}`; const none = "(none)";'));
    assert.ok(!caught('throw configError(`alpha must be greater than ${low} (got ${value})`, { where: "alpha" });'));
    assert.ok(!caught('check("alpha", "a level such as 0.05"); function check(name, hint) { throw configError(name, { hint }); }'));
    assert.ok(caught('say("alpha", "a level such as 0.05"); function say(name, hint) { return `${name}: ${hint}`; }'));
  });
});
