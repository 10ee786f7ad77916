// The user-module loader (Node's registerHooks + sucrase, src/load/): what TypeScript
// suites use, in ESM and CommonJS projects; positions as written; hooks for user files only.
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import path from "node:path";
import { after, describe, it } from "node:test";
import { pathToFileURL } from "node:url";
import { loadSuite } from "../../src/suite/load.ts";
import { loadConfig } from "../../src/config/config.ts";
import { isAgentBenchError } from "../../src/errors.ts";
import { importUserModule } from "../../src/load/module-loader.ts";
import { tempProject, type TempProject } from "../helpers/project.ts";
import { ROOT } from "../helpers/cli.ts";

const FILES: Record<string, string> = {
  "lib/index.ts": 'export { twice } from "./twice";\nexport * from "./more";\n',
  "lib/more.ts": "export const three = 3;\n",
  "lib/twice.ts": "export const twice = (n: number): number => n * 2;\n",
  "colors.ts": 'export enum Color { Red = "red", Blue = "blue" }\n',
  "late.ts": 'export const late: string = "dynamic";\n',
  "nodenext.ts": 'export const nodenext: string = "nodenext";\n',
  // Everything a suite may use, in one file.
  "suite.ts": [
    'import { assert, type Case } from "agent-bench";',
    'import { twice } from "./lib";',
    'import { Color } from "./colors";',
    'import { nodenext } from "./nodenext.js";',
    'const { late } = await import("./late");',
    'export default [{ id: [twice(2), Color.Blue, late, nodenext].join("-"), prompt: "x", assert: () => assert.ok(true) }] satisfies Case[];',
    "",
  ].join("\n"),
  // import.meta only in files that run as modules (a CommonJS project's .ts has none, as with tsc).
  "meta.mts":
    'import { twice, three } from "./lib";\nexport default [{ id: `${twice(three)}`, prompt: import.meta.url + " " + import.meta.dirname, measureOnly: true }];\n',
  "dirname.cts":
    'import path from "node:path";\nexport default [{ id: "cts", prompt: path.basename(__dirname) + " " + path.basename(__filename), measureOnly: true }];\n',
  "agent-bench.config.ts":
    'import type { AgentBenchConfig } from "agent-bench";\nenum Runs { Few = 2 }\nconst config: AgentBenchConfig = { runners: { fake: { type: "scripted", steps: [{ text: "Done." }] } }, defaults: { runs: Runs.Few } };\nexport default config;\n',
};

const projects: Record<string, TempProject> = {
  esm: tempProject({ "package.json": '{ "type": "module" }\n', ...FILES }),
  commonjs: tempProject({
    "package.json": '{ "name": "cjs-project" }\n',
    ...FILES,
    "suite.ts": FILES["suite.ts"].replace('const { late } = await import("./late");\n', "").replace("late, ", ""),
  }),
};
after(() => Object.values(projects).forEach((p) => p.remove()));

async function loadError(project: TempProject, name: string, content: string): Promise<string> {
  const file = project.write(name, content);
  try {
    await loadSuite(file);
  } catch (error) {
    assert.ok(isAgentBenchError(error), String((error as Error)?.stack ?? error));
    assert.equal(error.exitCode, 2);
    assert.doesNotMatch(error.message, /\n\s+at /, "no stack trace");
    return error.message;
  }
  return assert.fail("the suite should not load");
}

for (const [kind, project] of Object.entries(projects)) {
  describe(`the module loader in a ${kind} project`, () => {
    it('loads ./dir index imports, enums, extensionless, "./x.js" for x.ts and (in ESM) dynamic import() with top-level await', async () => {
      const { suite } = await loadSuite(project.file("suite.ts"));
      assert.equal(suite.cases[0].id, kind === "esm" ? "4-blue-dynamic-nodenext" : "4-blue-nodenext");
    });

    it("gives import.meta.url and import.meta.dirname in modules, __dirname and __filename in CommonJS", async () => {
      const { suite } = await loadSuite(project.file("meta.mts"));
      assert.equal(suite.cases[0].prompt, `${pathToFileURL(project.file("meta.mts")).href} ${project.dir}`);
      const cts = await loadSuite(project.file("dirname.cts"));
      assert.equal(cts.suite.cases[0].prompt, `${path.basename(project.dir)} dirname.cts`);
    });

    it("loads a TypeScript config (agent-bench.config.ts) importing types from agent-bench", async () => {
      const loaded = await loadConfig({ configPath: project.file("agent-bench.config.ts"), searchFrom: project.dir });
      assert.equal(loaded.defaults.runs, 2);
    });

    it("reports a syntax error at the file, line and column as written: in the suite and in a helper it imports", async () => {
      assert.match(
        await loadError(project, "bad-syntax.ts", "const a: number = 1;\nexport default [{ id: 'a', prompt: String(a) ) ];\n"),
        /bad-syntax\.ts:2:46: syntax error: Unexpected token/,
      );
      // A syntax error sucrase lets through and V8 finds: the column is V8's, mapped back through the types removed.
      assert.match(
        await loadError(project, "bad-v8.ts", "const a: number = 1;\nconst b: string = 'x';\nexport default [{ id: b, prompt: 'x' ,, }];\n"),
        /bad-v8\.ts:3:39: syntax error: Unexpected token ','/,
      );
      project.write("broken-helper.mts", "export const x: number = 1;\nexport const y = [1 ,, 2;\n");
      assert.match(
        await loadError(project, "uses-broken.mts", 'import { x } from "./broken-helper.mts";\nexport default [{ id: String(x), prompt: "x" }];\n'),
        /broken-helper\.mts:2:25: syntax error: /,
      );
    });

    it("reports an error thrown while loading at the suite's line and column as written", async () => {
      const message = await loadError(
        project,
        "throws2.ts",
        'const label: string = "x";\nfunction boom(): never {\n  throw new Error("not configured: " + label);\n}\nboom();\nexport default [];\n',
      );
      assert.match(message, /throws2\.ts:3:9: failed to load: Error: not configured: x/);
    });

    it("keeps columns as written after template literals with empty spans (sucrase's own map shifts them) and removed types", async () => {
      const thrower = "const n: number = 2; if (n) throw new Error(`boom ${id}`);";
      const message = await loadError(
        project,
        "throws3.ts",
        ["const id: string = `case-${1}`;", "const tag = (s: string): string => `${s}${s}`;", thrower, "export default [tag(id)];", ""].join("\n"),
      );
      assert.match(message, new RegExp(`throws3\\.ts:3:${thrower.indexOf("new Error") + 1}: failed to load: Error: boom case-1`));
    });
  });
}

describe("the hooks touch user files only", () => {
  it("leaves node_modules packages alone: a .ts file inside node_modules is not transformed", async () => {
    const project = projects.esm;
    project.write("node_modules/typed-pkg/package.json", '{ "name": "typed-pkg", "type": "module", "main": "index.ts" }\n');
    project.write("node_modules/typed-pkg/index.ts", "enum E { A = 1 }\nexport const a = E.A;\n");
    const file = project.write("uses-pkg.ts", 'import { a } from "typed-pkg";\nexport default [{ id: String(a), prompt: "x", measureOnly: true }];\n');
    // Node itself refuses TypeScript under node_modules; agent-bench's hooks do not step in.
    await assert.rejects(importUserModule(file), /ERR_UNSUPPORTED_NODE_MODULES_TYPE_STRIPPING|node_modules/);
  });

  it("leave agent-bench's own imports alone and print no MODULE_TYPELESS_PACKAGE_JSON warning", () => {
    const project = projects.commonjs;
    const script = [
      `import { importUserModule } from ${JSON.stringify(pathToFileURL(path.join(ROOT, "src/load/module-loader.ts")).href)};`,
      `(await import(${JSON.stringify(pathToFileURL(path.join(ROOT, "src/suite/user-api.ts")).href)})).provideSuiteApi();`,
      `const suite = await importUserModule(${JSON.stringify(project.file("suite.ts"))});`,
      // An engine module imported after the hooks are in place is loaded by Node as it is, not compiled.
      `const before = Object.keys(await import(${JSON.stringify(pathToFileURL(path.join(ROOT, "src/load/transform.ts")).href)}));`,
      'console.log(JSON.stringify({ id: suite.default[0].id, engine: before.includes("compileUserModule") }));',
    ].join("\n");
    const r = spawnSync(process.execPath, ["--input-type=module", "-e", script], { cwd: project.dir, encoding: "utf8" });
    assert.equal(r.status, 0, r.stderr);
    assert.deepEqual(JSON.parse(r.stdout), { id: "4-blue-nodenext", engine: true });
    assert.doesNotMatch(r.stderr, /MODULE_TYPELESS_PACKAGE_JSON|Warning/);
  });
});
