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
  it("loads a skillgym suite importing from \"skillgym\" with no package installed", async () => {
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
    assert.deepEqual(suite.cases.map((c) => c.id), ["always-passes", "find-skills-expo"]);
    assert.equal(suite.cases[0]!.source.line, 5);
    assert.equal(suite.cases[1]!.timeoutMs, 30000);
    assert.equal(suite.cases[1]!.expectedFail, true);
    assert.equal(typeof suite.cases[0]!.assert, "function");
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
    assert.deepEqual(suite.cases.map((c) => c.id), ["first", "second"]);
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
    assert.match(await loadError("dup.mjs", 'export default [{ id: "a", prompt: "x", measureOnly: true }, { id: "a", prompt: "y", measureOnly: true }];\n'), /duplicate case id "a"/);
  });

  it("reports a syntax error in the suite with its file and line, without a stack trace", async () => {
    const message = await loadError("syntax.mjs", "export default [\n  { id: 'a', prompt: 'x' ,, },\n];\n");
    assert.match(message, /syntax\.mjs/);
    assert.match(message, /SyntaxError/);
    assert.doesNotMatch(message, /\n\s+at /);
  });

  it("explains TypeScript syntax that Node cannot strip", async () => {
    const message = await loadError("enum.ts", "enum Color { Red }\nexport default [{ id: 'a', prompt: String(Color.Red) }];\n");
    assert.match(message, /enum\.ts: TypeScript syntax Node cannot strip/);
  });

  it("rejects an unknown suite extension", async () => {
    assert.match(await loadError("cases.txt", "hello"), /unknown suite format/);
  });
});
