// The treatment manifest and the test fingerprint: what the agent is given is
// recorded portably (the same commit gives the same manifest from any folder,
// home or temp dir), and only a change to the test itself changes a case's
// fingerprint.
import assert from "node:assert/strict";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { after, describe, it } from "node:test";
import { diffTreatment, hasTreatmentChanges } from "../../src/compare/treatment.ts";
import { testFingerprint } from "../../src/execute/fingerprint.ts";
import { portablePath, portableText } from "../../src/execute/portable.ts";
import { buildTreatment } from "../../src/execute/treatment.ts";
import { treatmentHash } from "../../src/model/treatment-hash.ts";
import type { SuiteCase } from "../../src/model/case.ts";
import { MAX_TREATMENT_FILES } from "../../src/model/treatment.ts";
import type { RunnerConfig } from "../../src/runners/runner.ts";

const made: string[] = [];
after(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

/** A repository with a skill, instruction files at the root and in a sub-folder, settings, and noise. */
function repo(files: Record<string, string> = {}): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), "agent-bench-treatment-"));
  made.push(dir);
  const all: Record<string, string> = {
    ".git/HEAD": "ref: refs/heads/main\n",
    "CLAUDE.md": "root instructions\n",
    "app/AGENTS.md": "app instructions\n",
    "app/.claude/skills/greet/SKILL.md": "---\nname: greet\n---\nSay hi.\n",
    "app/.claude/settings.json": "{}\n",
    "app/.cursor/rules/style.mdc": "rule\n",
    "app/.mcp.json": "{}\n",
    "app/src/index.ts": "export {};\n",
    "app/node_modules/x/index.js": "x\n",
    "evals/script.json": '{"steps":[]}\n',
    ...files,
  };
  for (const [rel, content] of Object.entries(all)) {
    mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    writeFileSync(path.join(dir, rel), content);
  }
  return dir;
}

function runner(dir: string, extra: Partial<RunnerConfig> = {}): RunnerConfig {
  return {
    id: "bot",
    type: "scripted",
    args: [],
    env: { SECRET_TOKEN: "hunter2" },
    options: { script: "./script.json" },
    baseDir: path.join(dir, "evals"),
    ...extra,
  };
}

function roots(dir: string, machine: string) {
  return { repoRoot: dir, home: `/home/${machine}`, tmp: `/tmp/${machine}` };
}

describe("the treatment manifest", () => {
  it("lists the skills, instruction, rules and settings files an agent working in a folder reads, and nothing else", async () => {
    const dir = repo();
    const manifest = await buildTreatment({ mode: "none", cwd: path.join(dir, "app") }, dir, [runner(dir)], roots(dir, "a"));
    assert.equal(manifest.workspace.root, "app");
    assert.equal(manifest.workspace.scope, "context");
    assert.deepEqual(Object.keys(manifest.workspace.files), [
      "../CLAUDE.md",
      ".claude/settings.json",
      ".claude/skills/greet/SKILL.md",
      ".cursor/rules/style.mdc",
      ".mcp.json",
      "AGENTS.md",
    ]);
    assert.ok(Object.values(manifest.workspace.files).every((h) => /^[0-9a-f]{12}$/u.test(h)));
  });

  it("records the runner's settings with env names only and hashes the repository files they name", async () => {
    const dir = repo();
    const manifest = await buildTreatment(undefined, dir, [runner(dir)], roots(dir, "a"));
    const bot = manifest.runners.bot;
    assert.deepEqual(bot.env, ["SECRET_TOKEN"]);
    assert.ok(!JSON.stringify(manifest).includes("hunter2"), "no env value");
    assert.deepEqual(Object.keys(bot.files ?? {}), ["evals/script.json"]);
  });

  it("keeps a long option (a scripted runner's inline steps) as a digest: the manifest stays small and a change still shows", async () => {
    const dir = repo();
    const steps = (answer: string) =>
      Array.from({ length: 200 }, (_, i) => ({ tool: "shell", command: `step ${i}`, output: "x".repeat(5_000) })).concat([
        { tool: "text", command: answer, output: "" },
      ]);
    const before = await buildTreatment(undefined, dir, [runner(dir, { options: { steps: steps("done"), seed: 1 } })], roots(dir, "a"));
    const after = await buildTreatment(undefined, dir, [runner(dir, { options: { steps: steps("finished"), seed: 1 } })], roots(dir, "a"));
    assert.ok(JSON.stringify(before).length < 2_000, `manifest of ${JSON.stringify(before).length} characters`);
    assert.match(String(before.runners.bot.options.steps), /^sha256:[0-9a-f]{12} \(1,0\d\d,\d{3} characters\)$/u);
    assert.equal(before.runners.bot.options.seed, 1, "short options are kept as they are");
    const changes = diffTreatment(before, after, [], []);
    assert.deepEqual(
      changes.settings.map((c) => c.field),
      ["steps"],
    );
  });

  it("is identical for the same commit in another folder, home and temp dir, with the agent reached through another path", async () => {
    const a = repo();
    const b = repo();
    const inRepo = (dir: string) =>
      runner(dir, {
        command: [path.join(dir, "bin", "agent")],
        args: [`--config=${path.join(dir, "evals", "x.json")}`, `--cache=${path.join(`/home/${path.basename(dir)}`, ".cache")}`],
      });
    const elsewhere = (machine: string) => runner(a, { id: "cli", type: "claude-code", command: [`/opt/hostedtoolcache/${machine}/bin/claude`], options: {} });
    const first = await buildTreatment({ mode: "none", cwd: path.join(a, "app") }, a, [inRepo(a), elsewhere("x")], {
      ...roots(a, "a"),
      home: `/home/${path.basename(a)}`,
    });
    const second = await buildTreatment({ mode: "none", cwd: path.join(b, "app") }, b, [inRepo(b), { ...elsewhere("y"), baseDir: path.join(b, "evals") }], {
      ...roots(b, "b"),
      home: `/home/${path.basename(b)}`,
    });
    assert.deepEqual(second, first);
    assert.equal(treatmentHash(second), treatmentHash(first));
    assert.deepEqual(first.runners.bot.command, ["bin/agent"]);
    assert.deepEqual(first.runners.bot.args, ["--config=evals/x.json", "--cache=~/.cache"]);
    assert.deepEqual(first.runners.cli.command, ["claude"]);
    assert.ok(!JSON.stringify(first).includes(a), "no absolute path of the checkout");
  });

  it("lists every template file, leaves dependencies out, and bounds a huge template with a hash of the rest", async () => {
    const dir = repo();
    const template = path.join(dir, "template");
    for (let i = 0; i < MAX_TREATMENT_FILES + 5; i++) {
      mkdirSync(path.join(template, `d${i % 10}`), { recursive: true });
      writeFileSync(path.join(template, `d${i % 10}`, `f${i}.txt`), String(i));
    }
    mkdirSync(path.join(template, "node_modules", "dep"), { recursive: true });
    writeFileSync(path.join(template, "node_modules", "dep", "index.js"), "x");
    const manifest = await buildTreatment(
      { mode: "isolated", templateDir: template, bootstrap: { command: path.join(dir, "setup.sh"), args: [], env: { TOKEN: "v" } } },
      dir,
      [],
      roots(dir, "a"),
    );
    assert.equal(manifest.workspace.scope, "template");
    assert.equal(Object.keys(manifest.workspace.files).length, MAX_TREATMENT_FILES);
    assert.equal(manifest.workspace.omitted?.files, 5);
    assert.ok(!Object.keys(manifest.workspace.files).some((f) => f.includes("node_modules")));
    assert.deepEqual(manifest.workspace.bootstrap, { command: "setup.sh", args: [], env: ["TOKEN"] });
    // A change among the files past the limit still shows in the diff.
    writeFileSync(path.join(template, "d9", `f${MAX_TREATMENT_FILES + 4}.txt`), "changed");
    const after = await buildTreatment({ mode: "isolated", templateDir: template }, dir, [], roots(dir, "a"));
    const diff = diffTreatment(manifest, after, [], []);
    assert.equal(diff.files.omittedChanged, true);
    assert.equal(hasTreatmentChanges(diff), true);
  });
});

describe("what changed for the agent", () => {
  it("names files added, removed and modified, runner settings before → after, and CLI versions", async () => {
    const dir = repo();
    const before = await buildTreatment({ mode: "none", cwd: path.join(dir, "app") }, dir, [runner(dir)], roots(dir, "a"));
    writeFileSync(path.join(dir, "app/.claude/skills/greet/SKILL.md"), "---\nname: greet\n---\nSay hi loudly.\n");
    writeFileSync(path.join(dir, "app/GEMINI.md"), "new\n");
    rmSync(path.join(dir, "app/.mcp.json"));
    writeFileSync(path.join(dir, "evals/script.json"), '{"steps":[{"text":"x"}]}\n');
    const after = await buildTreatment({ mode: "none", cwd: path.join(dir, "app") }, dir, [runner(dir, { model: "opus", args: ["--fast"] })], roots(dir, "a"));
    const diff = diffTreatment(before, after, [{ id: "bot", type: "scripted", version: "1" }], [{ id: "bot", type: "scripted", version: "2" }]);
    assert.deepEqual(diff.files, { added: ["GEMINI.md"], removed: [".mcp.json"], modified: [".claude/skills/greet/SKILL.md"], omittedChanged: false });
    assert.deepEqual(diff.settings, [
      { runnerId: "bot", field: "args", base: "(none)", head: "--fast" },
      { runnerId: "bot", field: "model", base: "(none)", head: "opus" },
      { runnerId: "bot", field: "evals/script.json", base: "content", head: "modified" },
    ]);
    assert.deepEqual(diff.versions, [{ runnerId: "bot", base: "1", head: "2" }]);
    assert.equal(hasTreatmentChanges(diff), true);
    assert.equal(hasTreatmentChanges(diffTreatment(before, before, [], [])), false);
  });

  it("against a baseline without a manifest says it is unknown, and still reports the model the sessions named", () => {
    const diff = diffTreatment(
      undefined,
      undefined,
      [{ id: "bot", type: "claude-code", model: "sonnet" }],
      [{ id: "bot", type: "claude-code", model: "opus" }],
    );
    assert.equal(diff.known, false);
    assert.deepEqual(diff.settings, [{ runnerId: "bot", field: "model", base: "sonnet", head: "opus" }]);
  });
});

describe("the test fingerprint", () => {
  const base: SuiteCase = {
    id: "c",
    prompt: "Do it.",
    messages: [{ role: "user", content: "Do it." }],
    tags: [],
    expectedFail: false,
    hasExpected: false,
    source: { file: "/abs/one/suite.ts", line: 3 },
    definition: "assert(report) { ok(report) }",
  };

  it("changes with the prompt, the assertions, expected values, expectedFail and the timeout", () => {
    const fp = testFingerprint(base);
    for (const changed of [
      { prompt: "Do it now." },
      { definition: "assert(report) { no(report) }" },
      { hasExpected: true, expected: 1 },
      { expectedFail: true },
      { timeoutMs: 5000 },
    ]) {
      assert.notEqual(testFingerprint({ ...base, ...changed }), fp, JSON.stringify(changed));
    }
  });

  it("does not change with where the suite lives, its tags, env or metadata", () => {
    const fp = testFingerprint(base);
    assert.equal(testFingerprint({ ...base, source: { file: "/elsewhere/suite.ts", line: 9 }, tags: ["x"], env: { A: "1" }, metadata: { owner: "me" } }), fp);
  });
});

describe("portable paths", () => {
  const r = { repoRoot: "/work/repo", home: "/home/me", tmp: "/tmp" };
  it("makes repository paths relative, home and temp paths placeholders, and other absolute paths bare names", () => {
    assert.equal(portablePath("/work/repo/bin/agent", r), "bin/agent");
    assert.equal(portablePath("/home/me/.local/bin/claude", r), "~/.local/bin/claude");
    assert.equal(portablePath("/tmp/x/y", r), "<tmp>/x/y");
    assert.equal(portablePath("/opt/hostedtoolcache/node/24.1.0/x64/bin/claude", r), "claude");
    assert.equal(portableText("--config=/work/repo/a.json", r), "--config=a.json");
    assert.equal(portableText("plain", r), "plain");
  });
});
