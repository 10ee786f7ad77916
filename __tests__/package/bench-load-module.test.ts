// bench/lib/load-module.mjs is item 10's timed loader (npm run bench): it imports agent-bench's user-module
// loader from src/ by path, so a change to that loader's exports breaks the bench and nothing else notices.
// It once called a function the loader no longer had, and item 10 measured nothing until a bench run.
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import path from "node:path";
import { after, describe, it } from "node:test";
import { ROOT } from "../helpers/cli.ts";
import { tempProject } from "../helpers/project.ts";

const project = tempProject({
  "package.json": '{ "type": "module" }\n',
  "helpers.ts": "export interface Task { title: string }\nexport const prompt = (task: Task): string => `do ${task.title}`;\n",
  "suite.ts":
    'import { prompt, type Task } from "./helpers.ts";\n\nexport default [{ id: "a", prompt: prompt({ title: "a" } satisfies Task) }, { id: "b", prompt: "b" }];\n',
});
after(() => project.remove());

function load(loader: string): { loadMs: number; loaderMs: number; cases: number; rssMb: number } {
  const stdout = execFileSync(process.execPath, [path.join(ROOT, "bench/lib/load-module.mjs"), loader, project.file("suite.ts")], {
    cwd: project.dir,
    encoding: "utf8",
  });
  return JSON.parse(stdout.trim().split("\n").at(-1) ?? "") as { loadMs: number; loaderMs: number; cases: number; rssMb: number };
}

describe("bench/lib/load-module.mjs (item 10's loader timing)", () => {
  for (const loader of ["node", "agent-bench"]) {
    it(`loads a TypeScript suite with its helper through ${loader === "node" ? "Node's type stripping" : "agent-bench's loader"}`, () => {
      const out = load(loader);
      assert.equal(out.cases, 2);
      assert.ok(out.loadMs > 0 && out.loaderMs >= 0 && out.rssMb > 0, JSON.stringify(out));
    });
  }
});
