import assert from "node:assert/strict";
import path from "node:path";
import { after, describe, it } from "node:test";
import { loadConfig } from "../../src/config/config.ts";
import { defaultRunner } from "../../src/config/runners.ts";
import { claudeCodeRunner } from "../../src/runners/claude-code/adapter.ts";
import { runnerTypes } from "../../src/runners/registry.ts";
import { isAgentBenchError } from "../../src/errors.ts";
import { parseDuration } from "../../src/duration.ts";
import { tempProject } from "../helpers/project.ts";

const project = tempProject();
after(() => project.remove());

async function configError(name: string, content: string): Promise<string> {
  const file = project.write(name, content);
  try {
    await loadConfig({ configPath: file, searchFrom: project.dir });
  } catch (error) {
    assert.ok(isAgentBenchError(error), String(error));
    assert.equal(error.exitCode, 2);
    return error.message + (error.hint ? `\nhint: ${error.hint}` : "");
  }
  assert.fail("the config should not load");
}

describe("config files", () => {
  it("finds the nearest config walking up from the suite, and resolves paths against it", async () => {
    const p = tempProject({
      "agent-bench.config.yaml":
        "runners:\n  fake:\n    type: scripted\n    script: ./scripts/agent.json\ndefaults:\n  runs: 5\n  timeout: 90s\n  outDir: out\n  workspace:\n    mode: isolated\n    templateDir: ./tpl\n",
      "suites/deep/suite.jsonl": '{"id":"a","input":"x","assert":[]}\n',
    });
    try {
      const config = await loadConfig({ searchFrom: p.file("suites/deep") });
      assert.equal(config.file, p.file("agent-bench.config.yaml"));
      assert.equal(config.runners[0].id, "fake");
      assert.deepEqual(config.runners[0].options, { script: "./scripts/agent.json" });
      assert.equal(config.runners[0].baseDir, p.dir);
      assert.equal(config.defaults.runs, 5);
      assert.equal(config.defaults.timeoutMs, 90_000);
      assert.equal(config.defaults.outDir, p.file("out"));
      assert.equal(config.defaults.workspace?.templateDir, p.file("tpl"));
    } finally {
      p.remove();
    }
  });

  it("is optional: no config file means no runners, not an error", async () => {
    const p = tempProject();
    try {
      const config = await loadConfig({ searchFrom: p.dir });
      assert.equal(config.format, "none");
      assert.deepEqual(config.runners, []);
    } finally {
      p.remove();
    }
  });

  it("names the YAML line and key path of an unknown key", async () => {
    const message = await configError("typo.yaml", "runners:\n  a:\n    type: scripted\n    steps: []\ndefaults:\n  runz: 3\n");
    assert.match(message, /typo\.yaml:6: defaults: unknown key "runz"/);
  });

  it("names the key path and the expected type of a wrong value", async () => {
    const message = await configError("wrong.json", '{\n  "runners": {"a": {"type": "scripted", "steps": []}},\n  "defaults": {"runs": "three"}\n}\n');
    assert.match(message, /wrong\.json:3: defaults\.runs: expected number/);
  });

  it("reads a JSON config with a long string whole, and still names the line of a wrong key after it", async () => {
    const answer = `done ${"lorem ipsum ".repeat(20_000)}`;
    const runners = `"a": {"type": "scripted", "steps": [{"text": ${JSON.stringify(answer)}}]}`;
    const file = project.write("long/agent-bench.config.json", `{\n  "runners": {\n    ${runners}\n  },\n  "defaults": {"runs": 2}\n}\n`);
    const config = await loadConfig({ configPath: file, searchFrom: project.dir });
    assert.deepEqual(config.runners[0].options, { steps: [{ text: answer }] });
    const message = await configError("long/wrong.json", `{\n  "runners": {\n    ${runners}\n  },\n  "defaults": {"runs": "two"}\n}\n`);
    assert.match(message, /wrong\.json:5: defaults\.runs: expected number/);
  });

  it("rejects a key written twice in a JSON config, long keys too", async () => {
    assert.match(await configError("dup.json", '{\n  "runners": {},\n  "runners": {}\n}\n'), /dup\.json:3: invalid JSON: .*unique/);
    const key = "k".repeat(300);
    assert.match(
      await configError("dup-long.json", `{"runners": {"a": {"type": "command", "command": "x", "env": {\n"${key}": "1",\n"${key}": "2"}}}}\n`),
      /dup-long\.json:3: invalid JSON: .*unique/,
    );
    const two = project.write("two-long.json", `{"runners": {"a": {"type": "command", "command": "x", "env": {"${key}": "1", "${key}2": "2"}}}}\n`);
    assert.deepEqual(Object.keys((await loadConfig({ configPath: two, searchFrom: project.dir })).runners[0].env ?? {}), [key, `${key}2`]);
  });

  it("reports invalid JSON with its line", async () => {
    assert.match(await configError("broken.json", '{\n  "runners": {\n    "a": {"type" "scripted"}\n  }\n}\n'), /broken\.json:3: invalid JSON/);
  });

  it("lists the known runner types for an unknown type", async () => {
    const message = await configError("type.yaml", "runners:\n  a:\n    type: claude-kode\n");
    assert.match(message, /type\.yaml:3: runners\.a\.type: unknown runner type "claude-kode"/);
    assert.match(message, /\(did you mean "claude-code"\?\) \(runner types: .*scripted.*command/);
  });

  it("rejects a key the runner type does not know", async () => {
    const message = await configError("opt.yaml", "runners:\n  a:\n    type: command\n    command: ./agent.sh\n    promptVai: stdin\n");
    assert.match(message, /opt\.yaml:5: runners\.a: unknown key "promptVai"/);
  });

  it("rejects an unknown key for every runner type, at load, naming its line", async () => {
    for (const type of runnerTypes()) {
      const message = await configError(
        `unknown-${type}.yaml`,
        `runners:\n  a:\n    type: ${type}\n    model: m\n    command: ./agent.sh\n    notAnOption: 1\n`,
      );
      assert.match(message, new RegExp(`unknown-${type}\\.yaml:6: runners\\.a: unknown key "notAnOption"`), type);
    }
  });

  it("parses a runner's options once at load: the runner carries them with the type's defaults", async () => {
    const file = project.write("typed.yaml", "runners:\n  a:\n    type: claude-code\n    maxTurns: 3\n");
    const config = await loadConfig({ configPath: file, searchFrom: project.dir });
    assert.deepEqual(config.runners[0]?.options, { permissionMode: "bypassPermissions", maxTurns: 3 });
    assert.deepEqual(
      defaultRunner(claudeCodeRunner, project.dir, "sonnet").options,
      { permissionMode: "bypassPermissions" },
      "a --runner claude-code runner gets the same defaults",
    );
  });

  it("requires a command for the command runner", async () => {
    assert.match(await configError("cmd.yaml", "runners:\n  a:\n    type: command\n"), /runners\.a\.command: required/);
  });

  it("reports invalid YAML with its line", async () => {
    assert.match(await configError("broken.yaml", "runners:\n  a:\n    type: [scripted\n"), /broken\.yaml:\d+: invalid YAML/);
  });

  it("rejects an unreadable duration with the accepted forms", async () => {
    assert.match(
      await configError("dur.yaml", "runners:\n  a:\n    type: scripted\n    steps: []\n    timeout: forever\n"),
      /runners\.a\.timeout: invalid duration "forever"/,
    );
  });

  it("loads a TypeScript config module", async () => {
    const file = project.write(
      "ts/agent-bench.config.ts",
      'const config: { runners: Record<string, { type: string; steps: unknown[] }> } = { runners: { s: { type: "scripted", steps: [{ text: "hi" }] } } };\nexport default config;\n',
    );
    const config = await loadConfig({ configPath: file, searchFrom: project.dir });
    assert.equal(config.runners[0].type, "scripted");
  });

  it("accepts a skillgym config and maps its runners and run settings", async () => {
    const file = project.write(
      "sg/skillgym.config.ts",
      `export default {
  run: { schedule: "serial", repeat: 3, repeatFailure: 1, tags: ["smoke"], maxSteps: 12 },
  defaults: { timeoutMs: 60000 },
  runners: {
    claude: { agent: { type: "claude-code", model: "sonnet", env: { A: "1" } } },
    codex: { agent: { type: "codex", model: "gpt-5.5", commandArgs: ["-y", "@openai/codex@0.169.0"] } },
    cursor: { agent: { type: "cursor-agent", model: "auto" } },
    open: { agent: { type: "opencode", model: "anthropic/claude-sonnet-4-5" } },
    pilot: { agent: { type: "copilot", model: "gpt-5.4", command: "./bin/copilot" } },
  },
};
`,
    );
    const config = await loadConfig({ configPath: file, searchFrom: project.dir });
    assert.equal(config.format, "skillgym");
    assert.equal(config.defaults.runs, 3);
    assert.equal(config.defaults.parallel, 1);
    assert.equal(config.defaults.timeoutMs, 60000);
    assert.deepEqual(config.defaults.tags, ["smoke"]);
    assert.equal(config.retries, 1);
    const codex = config.runners.find((r) => r.id === "codex")!;
    assert.deepEqual(codex.command, ["npx", "-y", "@openai/codex@0.169.0", "codex"]);
    assert.equal(config.runners.find((r) => r.id === "claude")!.maxSteps, 12);
    const cursor = config.runners.find((r) => r.id === "cursor")!;
    assert.equal(cursor.type, "cursor");
    assert.equal(cursor.model, "auto");
    assert.equal(cursor.maxSteps, 12);
    assert.equal(config.runners.find((r) => r.id === "open")!.model, "anthropic/claude-sonnet-4-5");
    // A path-like command resolves against the config file's folder.
    assert.deepEqual(config.runners.find((r) => r.id === "pilot")!.command, [path.join(project.dir, "sg", "bin", "copilot")]);
    assert.deepEqual(
      config.runners.map((r) => r.type),
      ["claude-code", "codex", "cursor", "opencode", "copilot"],
    );
  });

  it("rejects an unknown skillgym key", async () => {
    assert.match(
      await configError("sg2/skillgym.config.mjs", 'export default { runners: { a: { agent: { type: "codex", model: "x", comand: "y" } } } };\n'),
      /runners\.a\.agent: unknown key "comand"/,
    );
  });
});

describe("durations", () => {
  it("reads the forms users write", () => {
    assert.equal(parseDuration("30s"), 30_000);
    assert.equal(parseDuration("5m"), 300_000);
    assert.equal(parseDuration("1h30m"), 5_400_000);
    assert.equal(parseDuration("250ms"), 250);
    // A bare number never means milliseconds (nor anything else): a unit is required.
    for (const bad of ["", "soon", "5 m", "-1s", "0", "1x", "1500", 2000]) assert.equal(parseDuration(bad), undefined, String(bad));
  });
});
