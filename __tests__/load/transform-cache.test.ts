// What sucrase made of a user file is kept beside Node's compile cache (src/load/transform-cache.ts):
// the next run loads it instead of transforming again, a changed file is transformed again, and a
// cache folder someone else could write to, or no compile cache at all, means no cache.
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { chmodSync, existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { after, describe, it } from "node:test";
import { pathToFileURL } from "node:url";
import { getVersion } from "sucrase";
import { sucraseVersion } from "../../src/load/sucrase-module.ts";
import { ROOT } from "../helpers/cli.ts";
import { tempProject } from "../helpers/project.ts";

const LOADER = pathToFileURL(path.join(ROOT, "src/load/module-loader.ts")).href;

const projects: { remove(): void }[] = [];
after(() => projects.forEach((p) => p.remove()));

function setUp() {
  const project = tempProject({
    "package.json": '{ "type": "module" }\n',
    "suite.ts": 'const ids: string[] = ["written"];\nexport default ids;\n',
  });
  projects.push(project);
  const compileCache = project.file("compile-cache");
  return { project, compileCache, folder: path.join(compileCache, "agent-bench-typescript") };
}

/** Loads suite.ts in a fresh Node, as agent-bench does (with Node's compile cache on in `compileCache`, unless undefined). */
function load(project: { dir: string; file(rel: string): string }, compileCache: string | undefined, extraEnv: Record<string, string> = {}): string[] {
  return loadReporting(project, compileCache, extraEnv).ids;
}

/** load(), and whether that Node loaded sucrase. */
function loadReporting(project: { dir: string; file(rel: string): string }, compileCache: string | undefined, extraEnv: Record<string, string> = {}) {
  const script = [
    'import { createRequire, enableCompileCache } from "node:module";',
    compileCache ? `enableCompileCache(${JSON.stringify(compileCache)});` : "",
    `const { importUserModule } = await import(${JSON.stringify(LOADER)});`,
    `const mod = await importUserModule(${JSON.stringify(project.file("suite.ts"))});`,
    'const sucrase = Object.keys(createRequire(import.meta.url).cache).some((file) => file.includes("/node_modules/sucrase/dist/"));',
    "console.log(JSON.stringify({ ids: mod.default, sucrase }));",
  ].join("\n");
  const env = { ...process.env };
  delete env.NODE_COMPILE_CACHE;
  delete env.NODE_DISABLE_COMPILE_CACHE;
  Object.assign(env, extraEnv);
  const r = spawnSync(process.execPath, ["--input-type=module", "-e", script], { cwd: project.dir, encoding: "utf8", env });
  assert.equal(r.status, 0, r.stderr);
  return JSON.parse(r.stdout) as { ids: string[]; sucrase: boolean };
}

function entries(folder: string): string[] {
  return existsSync(folder) ? readdirSync(folder).map((f) => path.join(folder, f)) : [];
}

describe("the TypeScript transform's cache", () => {
  it("keeps the transformed file in a folder of the user's own (0700, the entry 0600), and the next run loads it instead of transforming", () => {
    const { project, compileCache, folder } = setUp();
    assert.deepEqual(load(project, compileCache), ["written"]);
    assert.equal(statSync(folder).mode & 0o777, 0o700);
    const [entry, ...more] = entries(folder);
    assert.deepEqual(more, []);
    assert.equal(statSync(entry).mode & 0o777, 0o600);
    assert.match(readFileSync(entry, "utf8"), /const ids = \["written"\]/u, "the types are gone");
    // What the next run reads is this entry: changed here, it is what loads.
    writeFileSync(entry, 'export default ["from the cache"];\n');
    assert.deepEqual(load(project, compileCache), ["from the cache"]);
  });

  it("loads sucrase only for a file it must transform: a run whose TypeScript is all in the cache never does", () => {
    const { project, compileCache } = setUp();
    assert.deepEqual(loadReporting(project, compileCache), { ids: ["written"], sucrase: true });
    assert.deepEqual(loadReporting(project, compileCache), { ids: ["written"], sucrase: false });
    project.write("suite.ts", 'const ids: string[] = ["edited"];\nexport default ids;\n');
    assert.deepEqual(loadReporting(project, compileCache), { ids: ["edited"], sucrase: true });
  });

  it("names sucrase's version in the key without loading sucrase: sucrase-module.ts's is the package's", () => {
    assert.equal(sucraseVersion, getVersion());
  });

  it("transforms a changed file again", () => {
    const { project, compileCache, folder } = setUp();
    assert.deepEqual(load(project, compileCache), ["written"]);
    project.write("suite.ts", 'const ids: string[] = ["edited"];\nexport default ids;\n');
    assert.deepEqual(load(project, compileCache), ["edited"]);
    assert.equal(entries(folder).length, 2);
  });

  it("is not used when others can write to its folder: what is there could be anyone's code", () => {
    const { project, compileCache, folder } = setUp();
    load(project, compileCache);
    const [entry] = entries(folder);
    writeFileSync(entry, 'export default ["planted"];\n');
    chmodSync(folder, 0o777);
    assert.deepEqual(load(project, compileCache), ["written"]);
    assert.equal(readFileSync(entry, "utf8"), 'export default ["planted"];\n', "and nothing is written there");
  });

  it("is off when Node's compile cache is (NODE_DISABLE_COMPILE_CACHE=1, or an API user's own process)", () => {
    const { project, compileCache, folder } = setUp();
    assert.deepEqual(load(project, compileCache, { NODE_DISABLE_COMPILE_CACHE: "1" }), ["written"]);
    assert.equal(existsSync(folder), false);
    assert.deepEqual(load(project, undefined), ["written"]);
    assert.equal(existsSync(compileCache), false);
  });
});
