import assert from "node:assert/strict";
import { after, describe, it } from "node:test";
import { loadSuite } from "../../src/suite/load.ts";
import { assert as apiAssert } from "../../src/api.ts";
import { tempProject, type TempProject } from "../helpers/project.ts";

// The same suite files in a "type": "module" project and in a CommonJS one (no "type").
const SUITES: Record<string, string> = {
  "helpers.ts": 'export const greeting: string = "hello";\n',
  "suite.ts":
    'import { assert, type Case } from "agent-bench";\nimport { greeting } from "./helpers";\nexport default [{ id: "ts", prompt: greeting, assert: () => assert.ok(true) }] satisfies Case[];\n',
  "suite.mts":
    'import type { Case } from "skillgym";\nimport { greeting } from "./helpers";\nexport default [{ id: "mts", prompt: greeting, measureOnly: true }] satisfies Case[];\n',
  "suite.cts":
    'import { assert } from "agent-bench";\nimport { greeting } from "./helpers";\nexport default [{ id: "cts", prompt: greeting + (typeof assert.ok), measureOnly: true }];\n',
  "suite.js": 'import { greeting } from "./helpers";\nexport default [{ id: "js", prompt: greeting, measureOnly: true }];\n',
  "suite.mjs": 'import { assert } from "skillgym";\nexport default [{ id: "mjs", prompt: typeof assert.ok, measureOnly: true }];\n',
  "suite.cjs":
    'const { greeting } = require("./helpers");\nconst { assert } = require("agent-bench");\nmodule.exports = [{ id: "cjs", prompt: greeting + typeof assert.ok, measureOnly: true }];\n',
};

const projects: Record<string, TempProject> = {
  esm: tempProject({ "package.json": '{ "type": "module" }\n', ...SUITES }),
  commonjs: tempProject({ "package.json": '{ "name": "cjs-project" }\n', ...SUITES }),
};
after(() => Object.values(projects).forEach((p) => p.remove()));

for (const [kind, project] of Object.entries(projects)) {
  describe(`suite modules in a ${kind} project`, () => {
    for (const ext of ["ts", "mts", "cts", "js", "mjs", "cjs"]) {
      it(`loads suite.${ext} with extensionless local imports and "agent-bench"/"skillgym" imports`, async () => {
        const { suite } = await loadSuite(project.file(`suite.${ext}`));
        assert.equal(suite.cases.length, 1);
        assert.equal(suite.cases[0].id, ext);
        assert.match(suite.cases[0].prompt, ext === "mjs" ? /^function$/ : /^hello/);
      });
    }

    it("gives the suite agent-bench's own assert (the engine's instance)", async () => {
      const file = project.write(
        "same.ts",
        'import { assert } from "agent-bench";\nimport * as gym from "skillgym";\nexport default [{ id: "same", prompt: "x", measureOnly: true }];\nexport const seen = [assert, gym.assert];\n',
      );
      await loadSuite(file);
      const { importUserModule } = await import("../../src/load/module-loader.ts");
      const mod = await importUserModule(file);
      assert.deepEqual(mod.seen, [apiAssert, apiAssert]);
    });
  });
}
