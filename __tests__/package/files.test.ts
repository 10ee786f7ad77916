// What `npm pack` puts in the package: what the CLI, the action and the docs links need (docs/, the
// action's metadata, the licence, the changelog), and nothing of the repository's own machinery.
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { readdirSync } from "node:fs";
import path from "node:path";
import { it } from "node:test";
import { ROOT } from "../helpers/cli.ts";

it("npm pack lists docs/, action.yml, LICENSE, CHANGELOG.md, README.md and the bundle, and no sources, tests or workflows", () => {
  const r = spawnSync("npm", ["pack", "--dry-run", "--json", "--ignore-scripts"], {
    cwd: ROOT,
    encoding: "utf8",
    env: { ...process.env, npm_config_update_notifier: "false" },
  });
  assert.equal(r.status, 0, r.stderr);
  const files = (JSON.parse(r.stdout) as Array<{ files: Array<{ path: string }> }>)[0].files.map((f) => f.path);
  for (const file of ["action.yml", "LICENSE", "CHANGELOG.md", "README.md", "package.json", "bin/agent-bench.js", "dist/index.js", "dist/cli.js"]) {
    assert.ok(files.includes(file), `${file} is packed`);
  }
  for (const doc of readdirSync(path.join(ROOT, "docs")).filter((f) => f.endsWith(".md"))) assert.ok(files.includes(`docs/${doc}`), `docs/${doc} is packed`);
  const strays = files.filter((f) => /^(src|__tests__|scripts|bench|examples|\.github|\.ci)\//.test(f) || f === "CONTRIBUTING.md");
  assert.deepEqual(strays, []);
});
