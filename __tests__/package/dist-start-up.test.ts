// What the action and `agent-bench run` load before their first agent: the static imports of their
// entries, which Node compiles at start-up (the action has no compile cache: a fresh runner would not
// have one). The TypeScript transform (sucrase) loads when a user file must be transformed, the HTML report's
// builder when an .html report is written, @actions/artifact at the first upload, RE2 and Ajv with a suite
// whose rules use them, the YAML parser with the first data file: a module suite's run and the action's
// start-up compile none of them (docs/performance.md, bench item 5).
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { after, describe, it } from "node:test";
import { pathToFileURL } from "node:url";
import { ROOT, runCli } from "../helpers/cli.ts";
import { tempProject, type TempProject } from "../helpers/project.ts";

const DIST = path.join(ROOT, "dist");
const STATIC = /^(?:import|export)\s+(?:[^'";]*?\s+from\s+)?['"](\.[^'"]+)['"]/gmu;

// Code each part defines once, wherever rollup puts it.
const LAZY: Record<string, RegExp> = {
  "the TypeScript transform (sucrase)": /^function getSucraseContext\(/mu,
  "the HTML report's builder": /^async function buildHtmlReport\(/mu,
  "@actions/artifact": /^class DefaultArtifactClient\b/mu,
  "the regular-expression engine (re2js)": /^var RE2JSSyntaxException = /mu,
  "JSON Schema's Ajv": /^\s*class Ajv \{/mu,
  "the YAML parser": /^\s*function parseDocument\(source, /mu,
};

/** The files `entry` reaches through static imports (what Node loads before the entry's code runs). */
function staticClosure(entry: string): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const match of readFileSync(file, "utf8").matchAll(STATIC)) visit(path.resolve(path.dirname(file), match[1]));
  };
  visit(entry);
  return [...seen];
}

/** The chunk the CLI imports for `agent-bench run`. */
function runChunk(): string {
  const match = /\brun: async \(\) => \(await import\('(\.\/chunks\/run-[^']+\.js)'\)/u.exec(readFileSync(path.join(DIST, "cli.js"), "utf8"));
  assert.ok(match, "dist/cli.js imports the run command's chunk");
  return path.join(DIST, match[1]);
}

/** "<part> in <chunk>" for each lazy part among `files`. */
function lazyPartsIn(files: string[]): string[] {
  return Object.entries(LAZY).flatMap(([name, marker]) =>
    files.filter((f) => marker.test(readFileSync(f, "utf8"))).map((f) => `${name} in ${path.relative(ROOT, f)}`),
  );
}

describe("what is loaded before the first agent (run npm run build first)", () => {
  it("each lazy part is in the bundle once, found by its marker (or the checks below would pass for nothing)", () => {
    const chunks = readdirSync(path.join(DIST, "chunks")).map((f) => path.join(DIST, "chunks", f));
    for (const [name, marker] of Object.entries(LAZY)) {
      assert.equal(chunks.filter((f) => marker.test(readFileSync(f, "utf8"))).length, 1, `${name} is defined in one chunk`);
    }
  });

  it("the action's entry (dist/index.js) does not import them statically", () => {
    assert.deepEqual(lazyPartsIn(staticClosure(path.join(DIST, "index.js"))), []);
  });

  it("`agent-bench run` does not import them statically", () => {
    assert.deepEqual(lazyPartsIn(staticClosure(runChunk())), []);
  });
});

describe("Node built-ins the action loads before its first agent", () => {
  it("its modules load without Node's own undici (an ES import of node:http reads http.WebSocket: ~30 ms, rollup.builtins.mjs)", () => {
    const modules = staticClosure(path.join(DIST, "index.js")).filter((f) => f !== path.join(DIST, "index.js"));
    assert.ok(
      modules.some((f) => /\bgetBuiltinModule\("node:http"\)/u.test(readFileSync(f, "utf8"))),
      "the action's modules use node:http",
    );
    const script = `for (const url of ${JSON.stringify(modules.map((f) => pathToFileURL(f).href))}) await import(url);
process.stdout.write(JSON.stringify(process.moduleLoadList.filter((m) => /undici/u.test(m))));`;
    const loaded = JSON.parse(execFileSync(process.execPath, ["--input-type=module", "-e", script], { encoding: "utf8" })) as string[];
    assert.deepEqual(loaded, []);
  });

  it("no chunk imports node:http or node:https as an ES module", () => {
    const files = [...readdirSync(DIST).filter((f) => f.endsWith(".js")), ...readdirSync(path.join(DIST, "chunks")).map((f) => `chunks/${f}`)];
    const esm = files.filter((f) => /^import\s[^;]*?['"](?:node:)?https?['"]/mu.test(readFileSync(path.join(DIST, f), "utf8")));
    assert.deepEqual(esm, []);
  });
});

describe("the TypeScript transform in the bundle (chunks/sucrase.js, rollup.sucrase.mjs)", () => {
  const projects: TempProject[] = [];
  after(() => projects.forEach((p) => p.remove()));

  // Reports on stderr whether the run loaded the bundle's sucrase (a hook sees require and import alike).
  const RECORDER = `import { registerHooks } from "node:module";
import { writeSync } from "node:fs";
let loaded = false;
registerHooks({ load(url, context, next) { if (url.endsWith("/dist/chunks/sucrase.js")) loaded = true; return next(url, context); } });
process.on("exit", () => writeSync(2, "\\nsucrase loaded: " + loaded + "\\n"));
`;

  async function run(project: TempProject): Promise<{ sucrase: boolean; stdout: string }> {
    const r = await runCli(["run", "suite.ts", "-c", "agent-bench.config.json", "--out-dir", project.file(`out-${Math.random().toString(36).slice(2)}`)], {
      cwd: project.dir,
      entry: "dist",
      env: {
        NODE_OPTIONS: `--import=${pathToFileURL(project.file("recorder.mjs")).href}`,
        NODE_COMPILE_CACHE: project.file("compile-cache"),
        NODE_DISABLE_COMPILE_CACHE: undefined,
      },
    });
    assert.equal(r.code, 0, r.stderr);
    const said = /sucrase loaded: (true|false)/u.exec(r.stderr);
    assert.ok(said, r.stderr);
    return { sucrase: said[1] === "true", stdout: r.stdout };
  }

  it("is loaded only for a file not in the transform cache: a second run of the same suite never loads it", async () => {
    const project = tempProject({
      "package.json": '{ "type": "module" }\n',
      "recorder.mjs": RECORDER,
      "agent-bench.config.json": JSON.stringify({
        defaults: { workspace: { mode: "none" } },
        runners: { fake: { type: "scripted", steps: [{ text: "Done." }] } },
      }),
      "suite.ts":
        'interface Case { id: string; prompt: string; assert(): void }\nconst cases: Case[] = [{ id: "typed", prompt: "hi", assert(): void {} }];\nexport default cases;\n',
    });
    projects.push(project);
    const first = await run(project);
    assert.equal(first.sucrase, true, "the first run transforms suite.ts");
    assert.match(first.stdout, /1\/1 passed/u);
    const second = await run(project);
    assert.equal(second.sucrase, false, "the second run finds suite.ts in the cache");
    assert.match(second.stdout, /1\/1 passed/u);
    project.write(
      "suite.ts",
      'interface Case { id: string; prompt: string; assert(): void }\nconst cases: Case[] = [{ id: "edited", prompt: "hi", assert(): void {} }];\nexport default cases;\n',
    );
    const edited = await run(project);
    assert.equal(edited.sucrase, true, "an edited suite is transformed again");
    assert.match(edited.stdout, /1\/1 passed/u);
  });

  it("keys the cache with the version of the sucrase it bundles", async () => {
    const named = readdirSync(path.join(DIST, "chunks"))
      .map((f) => /^const sucraseVersion = "([^"]+)";$/mu.exec(readFileSync(path.join(DIST, "chunks", f), "utf8"))?.[1])
      .filter((v) => v !== undefined);
    const bundled = (await import(pathToFileURL(path.join(DIST, "chunks/sucrase.js")).href)) as { getVersion(): string };
    assert.deepEqual(named, [bundled.getVersion()]);
  });
});

describe("the YAML parser in the bundle (loaded for YAML, never for valid JSON)", () => {
  const projects: TempProject[] = [];
  after(() => projects.forEach((p) => p.remove()));

  /** Whether a run of `suite.jsonl` with `config` loaded the chunk that defines the YAML parser. */
  async function loadsYaml(config: string, text: string): Promise<boolean> {
    const chunk = readdirSync(path.join(DIST, "chunks")).find((f) => LAZY["the YAML parser"].test(readFileSync(path.join(DIST, "chunks", f), "utf8")));
    assert.ok(chunk, "a chunk defines the YAML parser");
    const project = tempProject({
      "recorder.mjs": `import { registerHooks } from "node:module";
import { writeSync } from "node:fs";
let loaded = false;
registerHooks({ load(url, context, next) { if (url.endsWith(${JSON.stringify(`/dist/chunks/${chunk}`)})) loaded = true; return next(url, context); } });
process.on("exit", () => writeSync(2, "\\nyaml loaded: " + loaded + "\\n"));
`,
      [config]: text,
      "suite.jsonl": '{"id":"one","input":"hi","expected":"Done."}\n',
    });
    projects.push(project);
    const r = await runCli(["run", "suite.jsonl", "-c", config, "--out-dir", project.file("out")], {
      cwd: project.dir,
      entry: "dist",
      env: { NODE_OPTIONS: `--import=${pathToFileURL(project.file("recorder.mjs")).href}` },
    });
    assert.equal(r.code, 0, r.stderr);
    assert.match(r.stdout, /1\/1 passed/u);
    const said = /yaml loaded: (true|false)/u.exec(r.stderr);
    assert.ok(said, r.stderr);
    return said[1] === "true";
  }

  const runners = { fake: { type: "scripted", steps: [{ text: "Done." }] } };

  it("a JSON config and a JSONL suite run without it (its lines come from a scan of the text)", async () => {
    assert.equal(await loadsYaml("agent-bench.config.json", `${JSON.stringify({ runners }, null, 2)}\n`), false);
  });

  it("a YAML config loads it", async () => {
    assert.equal(await loadsYaml("agent-bench.config.yaml", "runners:\n  fake:\n    type: scripted\n    steps:\n      - text: Done.\n"), true);
  });
});
