// A wrong call of the suite-author API is a type error in the user's editor.
// Each `@ts-expect-error` line must fail to type-check; the test compiles this
// file with the project's compiler options and fails on any diagnostic (also
// when a wrong call stops being an error).
import nodeAssert from "node:assert/strict";
import path from "node:path";
import { test } from "node:test";
import ts from "typescript";
import { assert, commandMatcher, type AssertionContext, type Case, type SessionReport, type Suite, type TestCase } from "../../src/api.ts";

export function typeChecks(report: SessionReport, ctx: AssertionContext): void {
  assert.skills.has(report, "pdf", { minConfidence: "strong", message: "load pdf" });
  // @ts-expect-error minConfidence is weak | medium | strong | explicit
  assert.skills.has(report, "pdf", { minConfidence: "high" });
  // @ts-expect-error includes takes a list of skills
  assert.skills.includes(report, "pdf");
  // @ts-expect-error the report comes first
  assert.commands.includes("pnpm test");
  // @ts-expect-error count takes a number
  assert.commands.count(report, "pnpm", "2");
  // @ts-expect-error a matcher is a string, RegExp, structured matcher or builder
  assert.commands.includes(report, 42);
  // @ts-expect-error structured matchers have executable, positionals, options, …
  assert.commands.includes(report, { exe: "pnpm" });
  // @ts-expect-error an option value is a matcher or true
  assert.commands.includes(report, { options: { "--watch": false } });
  assert.commands.includes(report, commandMatcher("pnpm").arg("test").option("--filter", /unit/).flag("--bail").strict());
  // @ts-expect-error file paths match by string or RegExp only
  assert.fileReads.includes(report, { executable: "cat" });
  // @ts-expect-error before needs two matchers
  assert.fileWrites.before(report, /a/);
  // @ts-expect-error a tool call matcher is an object
  assert.toolCalls.has(report, "Read");
  // @ts-expect-error where(args, event) returns a boolean
  assert.toolCalls.has(report, { tool: "Read", where: () => "yes" });
  // @ts-expect-error sequence takes a list
  assert.toolCalls.sequence(report, { tool: "Read" });
  // @ts-expect-error matches takes a RegExp
  assert.output.matches(report, "done");
  // @ts-expect-error the expected value is JSON
  assert.output.json(report, "$.a", () => 1);
  /* eslint-disable @typescript-eslint/no-unsafe-call, @typescript-eslint/no-unsafe-member-access -- deliberate type errors, read as any */
  // @ts-expect-error there is no such group
  assert.commandz.includes(report, "x");
  // @ts-expect-error classify takes a failure class and a callback
  assert.classify(() => undefined);
  // @ts-expect-error soft mirrors the helpers, not classify
  assert.soft.classify("x", () => undefined);
  /* eslint-enable @typescript-eslint/no-unsafe-call, @typescript-eslint/no-unsafe-member-access */
  // @ts-expect-error option names are strings
  commandMatcher("pnpm").option(1, "x");
  assert.soft.commands.includes(report, "pnpm test");
  assert.soft.deepEqual({ a: 1 }, { a: 1 });

  // node:assert's assertion signatures narrow as usual.
  const maybe: string | undefined = ctx.getCommands()[0];
  assert(maybe);
  const first: string = maybe;
  assert.ok(ctx.finalOutput());
  assert.equal(first.length > 0, true);
  const classified: number = assert.classify({ id: "x", label: "X" }, () => 1);
  nodeAssert.ok(classified);
}

export const good: Case = {
  id: "ok",
  prompt: "p",
  tags: ["smoke"],
  assert(report, ctx) {
    assert.commands.includes(report, "ls");
    ctx.getToolCalls("Read");
  },
  classifyFailure: (result) => (result.error ? { id: "x", label: "X" } : undefined),
};
// @ts-expect-error a case needs a prompt
export const noPrompt: Case = { id: "no-prompt" };
// @ts-expect-error classifyFailure returns a failure class, an id or undefined
export const badClass: TestCase = { id: "bad-class", prompt: "p", classifyFailure: () => 42 };
export const suite: Suite = { good };

test("wrong calls of the assertion API are type errors, right ones are not", () => {
  const configFile = path.resolve(import.meta.dirname, "../../tsconfig.json");
  const config: unknown = ts.readConfigFile(configFile, (file) => ts.sys.readFile(file)).config;
  const { options } = ts.parseJsonConfigFileContent(config, ts.sys, path.dirname(configFile));
  const program = ts.createProgram([new URL(import.meta.url).pathname], { ...options, noEmit: true });
  const diagnostics = ts.getPreEmitDiagnostics(program).filter((d) => d.file?.fileName === new URL(import.meta.url).pathname);
  const text = diagnostics.map(
    (d) => `${d.file ? d.file.getLineAndCharacterOfPosition(d.start ?? 0).line + 1 : "?"}: ${ts.flattenDiagnosticMessageText(d.messageText, "\n")}`,
  );
  nodeAssert.deepEqual(text, []);
  // The file really has the wrong calls it claims (each one is a directive TypeScript checked).
  nodeAssert.ok(program.getSourceFile(new URL(import.meta.url).pathname)!.text.split("@ts-expect-error").length - 1 >= 20);
});
