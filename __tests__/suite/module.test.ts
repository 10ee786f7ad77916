import assert from "node:assert/strict";
import { after, describe, it } from "node:test";
import { loadSuite } from "../../src/suite/load.ts";
import { isAgentBenchError } from "../../src/errors.ts";
import { tempProject } from "../helpers/project.ts";

const project = tempProject();
after(() => project.remove());

async function loadError(name: string, content: string): Promise<string> {
  const file = project.write(name, content);
  try {
    await loadSuite(file);
  } catch (error) {
    assert.ok(isAgentBenchError(error), `expected an AgentBenchError, got ${String((error as Error)?.stack ?? error)}`);
    assert.equal(error.exitCode, 2);
    return error.message;
  }
  assert.fail("the suite should not load");
}

describe("suite modules", () => {
  it('loads a skillgym suite importing from "skillgym" with no package installed', async () => {
    const file = project.write(
      "skillgym-suite.ts",
      `import { assert, type Case, type SessionReport } from "skillgym";

export default [
  {
    id: "always-passes",
    prompt: "Say hello.",
    tags: ["smoke"],
    assert(report: SessionReport) {
      assert.ok(report.finalOutput !== undefined);
    },
  },
  {
    id: "find-skills-expo",
    prompt: "Find the skills for Expo.",
    timeoutMs: 30000,
    expectedFail: true,
    assert() {},
  },
] satisfies Case[];
`,
    );
    const { suite } = await loadSuite(file);
    assert.equal(suite.format, "module");
    assert.deepEqual(
      suite.cases.map((c) => c.id),
      ["always-passes", "find-skills-expo"],
    );
    assert.equal(suite.cases[0].source.line, 5);
    assert.equal(suite.cases[1].timeoutMs, 30000);
    assert.equal(suite.cases[1].expectedFail, true);
    assert.equal(typeof suite.cases[0].assert, "function");
  });

  it("loads a Record<string, Case>, using keys as ids, and resolves the workspace export against the suite", async () => {
    project.write("tpl/README.md", "x");
    const file = project.write(
      "record-suite.mjs",
      `export const workspace = { mode: "isolated", templateDir: "./tpl" };
export default { first: { prompt: "a", measureOnly: true }, second: { id: "second", prompt: "b", measureOnly: true } };
`,
    );
    const { suite } = await loadSuite(file);
    assert.deepEqual(
      suite.cases.map((c) => c.id),
      ["first", "second"],
    );
    assert.equal(suite.workspace?.mode, "isolated");
    assert.equal(suite.workspace?.templateDir, project.file("tpl"));
  });

  it("explains a suite without a default export", async () => {
    assert.match(await loadError("nodefault.mjs", "export const cases = [];\n"), /nodefault\.mjs: the suite has no default export/);
  });

  it("names the case and line of an invalid case", async () => {
    const message = await loadError("badcase.mjs", 'export default [\n  { id: "ok", prompt: "x", measureOnly: true },\n  { id: "broken", prompt: 42 },\n];\n');
    assert.match(message, /badcase\.mjs:3: case 2: prompt must be a string/);
  });

  it("rejects duplicate ids", async () => {
    assert.match(
      await loadError("dup.mjs", 'export default [{ id: "a", prompt: "x", measureOnly: true }, { id: "a", prompt: "y", measureOnly: true }];\n'),
      /duplicate case id "a"/,
    );
  });

  it("reports a syntax error in the suite with its file, line and column, without a stack trace", async () => {
    const message = await loadError("syntax.mjs", "export default [\n  { id: 'a', prompt: 'x' ,, },\n];\n");
    assert.match(message, /syntax\.mjs:2:27: syntax error: Unexpected token/);
    assert.doesNotMatch(message, /\n\s+at /);
    const typed = await loadError("syntax.ts", "const n: number = 1;\n\nexport default [{ id: 'a', prompt: String(n) ) ];\n");
    assert.match(typed, /syntax\.ts:3:46: syntax error: Unexpected token, expected ","/);
  });

  it("names the file, line and column where loading a TypeScript suite threw", async () => {
    const message = await loadError(
      "throws.ts",
      'const label: string = "x";\nfunction boom(): never {\n  throw new Error("not configured: " + label);\n}\nboom();\nexport default [];\n',
    );
    assert.match(message, /throws\.ts:3:9: failed to load: Error: not configured: x/);
  });

  it("loads TypeScript that needs more than type stripping (enum)", async () => {
    const file = project.write("enum.ts", "enum Color { Red = 'red' }\nexport default [{ id: 'a', prompt: Color.Red, measureOnly: true }];\n");
    const { suite } = await loadSuite(file);
    assert.equal(suite.cases[0].prompt, "red");
  });

  it("rejects an unknown suite extension", async () => {
    assert.match(await loadError("cases.txt", "hello"), /unknown suite format/);
  });
});
