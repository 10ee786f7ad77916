// The package as a new user gets it: `npm pack`, then from an empty folder the README's install line
// (the tarball, installed offline: the package has no dependencies), `agent-bench init` and one
// `agent-bench run` against the scripted (fake) agent, in an ESM and a CommonJS project, on the
// oldest supported Node (from package.json's engines; scripts/install-node.mjs fetches it from the
// npm registry) and on the Node running the tests (24).
import assert from "node:assert/strict";
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { after, before, describe, it } from "node:test";
import { oldestNode } from "../../scripts/install-node.mjs";
import { ROOT } from "../helpers/cli.ts";

interface Result {
  code: number | null;
  stdout: string;
  stderr: string;
}

function exec(command: string, args: string[], cwd: string, env: Record<string, string | undefined> = {}): Promise<Result> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd,
      env: { ...process.env, CI: "true", npm_config_update_notifier: "false", ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.setEncoding("utf8").on("data", (d: string) => (stdout += d));
    child.stderr.setEncoding("utf8").on("data", (d: string) => (stderr += d));
    const timer = setTimeout(() => child.kill("SIGKILL"), 120_000);
    child.on("error", reject);
    child.on("close", (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

/** The README's tarball install line, pointed at the tarball just packed, with npm kept offline. */
function readmeInstall(tarball: string): string[] {
  const line = readFileSync(path.join(ROOT, "README.md"), "utf8")
    .split("\n")
    .find((l) => /^npm install --save-dev \.\/agent-bench-[\d.]+\.tgz/.test(l));
  assert.ok(line, "README.md has the tarball install line");
  const args = line.replace(/#.*$/, "").trim().split(/\s+/).slice(1);
  return [...args.map((a) => (/agent-bench-[\d.]+\.tgz$/.test(a) ? tarball : a)), "--offline", "--no-audit", "--no-fund"];
}

const work = mkdtempSync(path.join(os.tmpdir(), "agent-bench-pack-"));
let tarball = "";
before(async () => {
  const r = await exec("npm", ["pack", "--ignore-scripts", "--silent", "--pack-destination", work], ROOT);
  assert.equal(r.code, 0, r.stderr);
  tarball = path.join(work, r.stdout.trim().split("\n").at(-1)!);
});
after(() => rmSync(work, { recursive: true, force: true }));

const oldest = oldestNode();
const NODES = [
  { label: `Node ${oldest.version} (oldest supported)`, bin: oldest.bin },
  { label: `Node ${process.versions.node}`, bin: process.execPath },
];

it("the packed package holds the bundle, the declarations, the bin and the action, and nothing from src/", async () => {
  const r = await exec("tar", ["-tzf", tarball], work);
  const files = r.stdout.trim().split("\n");
  for (const f of [
    "package/bin/agent-bench.js",
    "package/dist/cli.js",
    "package/dist/api.js",
    "package/dist/index.js",
    "package/dist/types/api.d.ts",
    "package/docs/suites.md",
    "package/docs/configuration.md",
    "package/action.yml",
    "package/LICENSE",
    "package/README.md",
  ]) {
    assert.ok(files.includes(f), `${f} is packed`);
  }
  assert.deepEqual(
    files.filter((f) => f.startsWith("package/src/") || f.startsWith("package/__tests__/")),
    [],
  );
  const pkg = JSON.parse(readFileSync(path.join(ROOT, "package.json"), "utf8")) as { dependencies?: unknown; repository: { url: string } };
  assert.equal(pkg.dependencies, undefined, "everything is bundled: installing pulls nothing else");
  assert.match(pkg.repository.url, /github\.com\/agent-bench\/agent-bench/);
});

for (const node of NODES) {
  for (const kind of ["esm", "commonjs"] as const) {
    describe(`a fresh ${kind} project on ${node.label}`, () => {
      const dir = path.join(work, `${kind}-${path.basename(path.dirname(path.dirname(node.bin)))}-${NODES.indexOf(node)}`);
      const env = { PATH: `${path.dirname(node.bin)}${path.delimiter}${process.env.PATH}` };
      const bin = () => path.join(dir, "node_modules", ".bin", "agent-bench");

      before(async () => {
        assert.ok(existsSync(node.bin), `${node.bin} is missing: run node scripts/install-node.mjs (npm test does)`);
        mkdirSync(path.join(dir, ".claude", "skills", "greet"), { recursive: true });
        writeFileSync(path.join(dir, ".claude", "skills", "greet", "SKILL.md"), "---\nname: greet\ndescription: greets\n---\n");
        const install = await exec("npm", readmeInstall(tarball), dir, env);
        assert.equal(install.code, 0, install.stderr);
        assert.doesNotMatch(install.stderr, /EBADENGINE/);
        if (kind === "esm") {
          const pkg = JSON.parse(readFileSync(path.join(dir, "package.json"), "utf8")) as Record<string, unknown>;
          writeFileSync(path.join(dir, "package.json"), JSON.stringify({ ...pkg, type: "module" }, null, 2));
        }
      });

      it("init, then one run of its starter suite against the scripted agent, passes without warnings", async () => {
        const init = await exec(bin(), ["init", "--agent", "scripted"], dir, env);
        assert.equal(init.code, 0, init.stderr);
        assert.match(init.stdout, /wrote {4}evals\/suite\.ts/);
        assert.match(init.stdout, /npx agent-bench run evals\/suite\.ts/);
        const run = await exec(bin(), ["run", "evals/suite.ts", "-n", "2"], dir, env);
        assert.equal(run.code, 0, run.stdout + run.stderr);
        assert.match(run.stdout, /2\/2 passed \(100%\)/);
        assert.doesNotMatch(run.stderr, /Warning|MODULE_TYPELESS|ExperimentalWarning/);
      });

      it("runs a TypeScript suite importing a local helper without an extension, and a JSONL suite", async () => {
        writeFileSync(path.join(dir, "evals", "helpers.ts"), 'export const task: string = "Say hello.";\n');
        writeFileSync(
          path.join(dir, "evals", "more.mts"),
          'import { assert, type Case } from "agent-bench";\nimport { task } from "./helpers";\nexport default [{ id: "hello", prompt: task, assert: (r) => assert.output.notEmpty(r) }] satisfies Case[];\n',
        );
        writeFileSync(path.join(dir, "evals", "cases.jsonl"), '{"id": "T001", "input": "Say hello.", "assert": {"type": "contains", "value": "Done"}}\n');
        for (const suite of ["evals/more.mts", "evals/cases.jsonl"]) {
          const run = await exec(bin(), ["run", suite, "-n", "1"], dir, env);
          assert.equal(run.code, 0, `${suite}: ${run.stdout}${run.stderr}`);
          assert.match(run.stdout, /1\/1 passed/);
          assert.doesNotMatch(run.stderr, /Warning/);
        }
      });

      it("loads .cts and .ts suites with enums and ./dir index imports, and names a syntax error's file:line:column", async () => {
        mkdirSync(path.join(dir, "evals", "lib"), { recursive: true });
        writeFileSync(path.join(dir, "evals", "lib", "index.ts"), 'export enum Task { Hello = "Say hello." }\n');
        writeFileSync(
          path.join(dir, "evals", "enum.cts"),
          'import { assert, type Case } from "agent-bench";\nimport { Task } from "./lib";\nexport default [{ id: "hello", prompt: Task.Hello, assert: (r) => assert.output.notEmpty(r) }] satisfies Case[];\n',
        );
        const run = await exec(bin(), ["run", "evals/enum.cts", "-n", "1"], dir, env);
        assert.equal(run.code, 0, run.stdout + run.stderr);
        assert.match(run.stdout, /1\/1 passed/);
        writeFileSync(
          path.join(dir, "evals", "broken.ts"),
          'import type { Case } from "agent-bench";\nconst n: number = 1;\nexport default [{ id: "a", prompt: String(n) ,, }] satisfies Case[];\n',
        );
        const broken = await exec(bin(), ["run", "evals/broken.ts", "-n", "1"], dir, env);
        assert.equal(broken.code, 2);
        assert.match(broken.stderr, /evals\/broken\.ts:3:47: syntax error: Unexpected token/);
        assert.doesNotMatch(broken.stderr, /\n\s+at /);
      });

      it("--help, and the API from both import and require", async () => {
        const help = await exec(bin(), ["--help"], dir, env);
        assert.equal(help.code, 0);
        assert.match(help.stdout, /^agent-bench \d+\.\d+\.\d+/);
        assert.match(help.stdout, /init {2}/);
        const probe = "typeof api.defineConfig + ' ' + typeof api.assert.skills.has";
        const esm = await exec(node.bin, ["--input-type=module", "-e", `import * as api from "agent-bench"; console.log(${probe});`], dir, env);
        assert.equal(esm.stdout.trim(), "function function", esm.stderr);
        const cjs = await exec(node.bin, ["--input-type=commonjs", "-e", `const api = require("agent-bench"); console.log(${probe});`], dir, env);
        assert.equal(cjs.stdout.trim(), "function function", cjs.stderr);
      });

      if (node.bin === process.execPath) {
        it("type-checks a config and a suite against the published declarations", async () => {
          writeFileSync(
            path.join(dir, "check.ts"),
            'import { defineConfig, type Case } from "agent-bench";\nexport const config = defineConfig({ runners: { fake: { type: "scripted", script: "./x.json" } }, defaults: { runs: 3 } });\nexport const cases: Case[] = [{ id: "a", prompt: "b" }];\n// @ts-expect-error runners is required\ndefineConfig({});\n',
          );
          writeFileSync(
            path.join(dir, "tsconfig.json"),
            JSON.stringify({
              compilerOptions: {
                module: "nodenext",
                strict: true,
                noEmit: true,
                skipLibCheck: false,
                types: ["node"],
                typeRoots: [path.join(ROOT, "node_modules", "@types")],
              },
              files: ["check.ts"],
            }),
          );
          const tsc = await exec(node.bin, [path.join(ROOT, "node_modules", "typescript", "bin", "tsc"), "-p", "."], dir, env);
          assert.equal(tsc.code, 0, tsc.stdout + tsc.stderr);
        });
      }
    });
  }
}

describe("type-checking a suite as docs/suites.md#type-checking says", () => {
  const dir = path.join(work, "typed");
  const section = readFileSync(path.join(ROOT, "docs", "suites.md"), "utf8")
    .split("### Type-checking")[1]
    .split(/\n#{2,3} /u)[0];
  const tsc = () => exec(process.execPath, [path.join(dir, "node_modules", "typescript", "bin", "tsc"), "-p", "."], dir);

  before(async () => {
    mkdirSync(path.join(dir, "evals"), { recursive: true });
    writeFileSync(path.join(dir, "package.json"), JSON.stringify({ name: "typed", private: true, type: "module" }));
    // The documented dependencies, packed from this checkout's node_modules and installed offline like agent-bench's tarball.
    const install = /```sh\nnpm install --save-dev (.+)\n```/u.exec(section)?.[1].split(" ") ?? [];
    assert.deepEqual(install, ["agent-bench", "typescript", "@types/node"]);
    const tarballs = [tarball];
    for (const dep of ["typescript", "@types/node", "undici-types"]) {
      const r = await exec("npm", ["pack", "--silent", "--ignore-scripts", "--pack-destination", work, path.join(ROOT, "node_modules", dep)], ROOT);
      assert.equal(r.code, 0, r.stderr);
      tarballs.push(path.join(work, r.stdout.trim().split("\n").at(-1)!));
    }
    const r = await exec("npm", ["install", "--save-dev", "--offline", "--no-audit", "--no-fund", ...tarballs], dir);
    assert.equal(r.code, 0, r.stderr);
    const tsconfig = /```json\n([\s\S]+?)\n```/u.exec(section)?.[1];
    assert.ok(tsconfig, section);
    assert.equal((JSON.parse(tsconfig) as { compilerOptions: { skipLibCheck: boolean } }).compilerOptions.skipLibCheck, false);
    writeFileSync(path.join(dir, "tsconfig.json"), tsconfig);
    writeFileSync(
      path.join(dir, "evals", "suite.ts"),
      'import { assert, defineConfig, type Case } from "agent-bench";\nexport const config = defineConfig({ runners: { fake: { type: "scripted", script: "./x.json" } } });\nexport default [\n  { id: "greets", prompt: "Say hello.", assert(report) { assert.skills.has(report, "greet"); assert.commands.includes(report, "ls"); assert.match(report.finalOutput ?? "", /hello/); } },\n] satisfies Case[];\n',
    );
  });

  it("type-checks with skipLibCheck: false", async () => {
    const r = await tsc();
    assert.equal(r.code, 0, r.stdout + r.stderr);
  });

  it("finds a wrong argument in the suite", async () => {
    const file = path.join(dir, "evals", "wrong.ts");
    writeFileSync(
      file,
      'import { assert, type Case } from "agent-bench";\nexport default [{ id: "a", prompt: "b", assert(r) { assert.skills.has(r, 42); } }] satisfies Case[];\n',
    );
    const r = await tsc();
    rmSync(file);
    assert.notEqual(r.code, 0);
    assert.match(r.stdout, /evals\/wrong\.ts\(2,\d+\): error TS2345/);
  });

  it("without @types/node stops where the docs say", async () => {
    rmSync(path.join(dir, "node_modules", "@types"), { recursive: true, force: true });
    const r = await tsc();
    assert.notEqual(r.code, 0);
    assert.match(r.stdout, /Cannot find module 'node:assert\/strict'/);
  });
});

describe("an unsupported Node", () => {
  it("gets one line naming both versions and exit 2, before anything loads", async () => {
    // The guard reads the minimum from package.json: a copy with a higher one stands for an older Node.
    const dir = path.join(work, "guard");
    mkdirSync(path.join(dir, "bin"), { recursive: true });
    writeFileSync(path.join(dir, "bin", "agent-bench.js"), readFileSync(path.join(ROOT, "bin", "agent-bench.js")));
    writeFileSync(path.join(dir, "package.json"), JSON.stringify({ type: "module", engines: { node: ">=99.1.0" } }));
    const r = await exec(process.execPath, [path.join(dir, "bin", "agent-bench.js"), "--help"], dir);
    assert.equal(r.code, 2);
    assert.equal(r.stdout, "");
    assert.equal(r.stderr, `agent-bench needs Node 99.1.0 or newer; this is Node ${process.versions.node}\n`);
    assert.deepEqual(readdirSync(dir).sort(), ["bin", "package.json"], "dist/ was never needed");
  });

  it("dist/cli.js says the same when run directly", async () => {
    const { nodeVersionProblem, MIN_NODE } = await import("../../src/node-version.ts");
    assert.equal(MIN_NODE, oldest.version);
    assert.equal(nodeVersionProblem("20.20.2"), `agent-bench needs Node ${oldest.version} or newer; this is Node 20.20.2`);
    assert.equal(nodeVersionProblem(oldest.version), undefined);
    assert.equal(nodeVersionProblem("24.0.0"), undefined);
  });
});
