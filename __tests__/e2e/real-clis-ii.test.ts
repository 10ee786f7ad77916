// OpenCode, GitHub Copilot CLI and Qwen Code, the real pinned CLIs
// (scripts/install-clis.mjs), run through `agent-bench run` against the
// scripted model server in a loopback-only network namespace. Never skipped:
// a missing CLI or namespace fails the test and says what to do.

import assert from "node:assert/strict";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { after, describe, test } from "node:test";
import { assertNamespace, installed, noNewEventTypes, runFolder, runIsolated } from "./isolated-run.ts";

interface Cli {
  /** Runner id prefix. */
  id: string;
  cli: "opencode" | "copilot" | "qwen";
  model: string;
  /** The CLI's own skill folder. */
  skillDir: string;
  /** OpenCode prices tokens from its config (given here); the others report no cost. */
  costed: boolean;
  options?: Record<string, unknown>;
}

const CLIS: Cli[] = [
  {
    id: "opencode",
    cli: "opencode",
    model: "gpt-4.1",
    skillDir: ".opencode/skills",
    costed: true,
    // USD per million tokens, merged into the scripted provider's model.
    options: { config: { provider: { "agent-bench": { models: { "gpt-4.1": { cost: { input: 3, output: 15, cache_read: 0.3 } } } } } } },
  },
  // A Claude id: the Anthropic provider, create/edit tools.
  { id: "copilot", cli: "copilot", model: "claude-sonnet-4.5", skillDir: ".github/skills", costed: false },
  // A GPT id: Chat Completions, apply_patch for writes and edits.
  { id: "copilot-gpt", cli: "copilot", model: "gpt-5.4", skillDir: ".github/skills", costed: false },
  { id: "qwen", cli: "qwen", model: "qwen3-coder-plus", skillDir: ".qwen/skills", costed: false },
];

const SCRIPT = {
  cases: {
    tools: [
      { tool: "shell", command: "echo hello-e2e" },
      { tool: "shell", command: "ls no-such-file" },
      { tool: "read", path: "README.md" },
      { tool: "write", path: "out.txt", content: "written by the agent\n" },
      { tool: "edit", path: "out.txt", old: "written", new: "edited" },
      { text: "Tools done." },
      { usage: { input: 1000, output: 200, cacheRead: 300 } },
    ],
    skill: [{ tool: "skill", name: "greet" }, { tool: "shell", command: "echo hello-from-skill" }, { text: "Greeted." }],
    // 503 with retry-after-ms: every CLI retries at once and gives up (Qwen Code backs off for a minute on a 500).
    "api-failure": [{ fail: 503, message: "the scripted provider is overloaded" }],
  },
};

const SUITE = `import { readFileSync } from "node:fs";
import path from "node:path";
import { assert } from "agent-bench";
export default [
  {
    id: "tools",
    prompt: "Run the echo, read the README, then write and edit out.txt.",
    assert(report, ctx) {
      assert.equal(readFileSync(path.join(ctx.workspace, "out.txt"), "utf8"), "edited by the agent\\n");
      assert.commands.includes(report, "echo hello-e2e");
      assert.fileReads.includes(report, /README\\.md$/);
    },
  },
  { id: "skill", prompt: "Greet me the way the greet skill says.", assert(report) { assert.skills.has(report, "greet"); } },
  { id: "api-failure", prompt: "Say hi.", measureOnly: true },
];
`;

const SKILL = "---\nname: greet\ndescription: Greets the user.\n---\nTo greet, run `echo hello-from-skill`.\n";

const tmp = mkdtempSync(path.join(os.tmpdir(), "ab-e2e-ii-"));
after(() => rmSync(tmp, { recursive: true, force: true }));

function project(cli: Cli, bin: string): string {
  const dir = path.join(tmp, cli.id);
  mkdirSync(path.join(dir, "workspace", cli.skillDir, "greet"), { recursive: true });
  writeFileSync(path.join(dir, "workspace", "README.md"), "# e2e\n\nA workspace for the end-to-end test.\n");
  writeFileSync(path.join(dir, "workspace", cli.skillDir, "greet", "SKILL.md"), SKILL);
  writeFileSync(path.join(dir, "script.json"), JSON.stringify(SCRIPT, null, 2));
  writeFileSync(path.join(dir, "rejected.json"), JSON.stringify({ steps: [{ rejectModel: true }] }));
  writeFileSync(path.join(dir, "capped.json"), JSON.stringify({ steps: [1, 2, 3, 4].map((n) => ({ tool: "shell", command: `echo step-${n}` })) }));
  writeFileSync(path.join(dir, "suite.ts"), SUITE);
  const runner = { type: cli.cli, model: cli.model, command: [bin], ...cli.options };
  const config = {
    runners: {
      [cli.id]: { ...runner, scriptedModel: "./script.json" },
      [`${cli.id}-rejected`]: { ...runner, scriptedModel: "./rejected.json" },
      [`${cli.id}-capped`]: { ...runner, scriptedModel: "./capped.json", maxSteps: 2 },
    },
    defaults: { timeout: "4m", workspace: { mode: "isolated", templateDir: "./workspace" } },
  };
  writeFileSync(path.join(dir, "agent-bench.config.json"), JSON.stringify(config, null, 2));
  return dir;
}

describe("OpenCode, Copilot and Qwen Code against the scripted model server, offline", { concurrency: true }, () => {
  for (const cli of CLIS) {
    test(cli.id, async () => {
      const { path: bin, version } = installed(cli.cli);
      const dir = project(cli, bin);
      const run = await runIsolated(dir, ["suite.ts", "--out-dir", "out", "-p", "1"]);
      assertNamespace(run);
      // Some executions error on purpose, so the run exits 1.
      assert.equal(run.code, 1, `agent-bench run exited ${run.code}:\n${run.stderr}\n${run.stdout}`);
      const out = path.join(dir, "out");
      const f = runFolder(out);
      noNewEventTypes(cli.cli, version, f.results);

      // Commands with their exit codes (a failing one is still "success" to Copilot and OpenCode), reads, writes, output, usage.
      const tools = f.result("tools", cli.id);
      assert.equal(tools.status, "passed", f.why(tools));
      const s = f.session(tools);
      const commands = s.events.flatMap((e) => (e.type === "command" ? [[e.command, e.exitCode]] : []));
      assert.deepEqual(commands, [
        ["echo hello-e2e", 0],
        ["ls no-such-file", 2],
      ]);
      const failed = s.events.find((e) => e.type === "toolResult" && e.exitCode === 2);
      assert.ok(failed?.type === "toolResult" && failed.isError, "a non-zero exit is a failed tool result");
      const workspace = path.join(out, "workspaces", "tools", cli.id, "run-1");
      assert.ok(s.files.observedReads.includes(path.join(workspace, "README.md")), `reads: ${s.files.observedReads.join(", ")}`);
      assert.deepEqual(s.files.observedWrites, [path.join(workspace, "out.txt")]);
      const kinds = s.events.flatMap((e) => (e.type === "fileWrite" ? [e.kind] : []));
      assert.deepEqual(kinds, ["create", "edit"]);
      assert.equal(s.finalOutput, "Tools done.");
      assert.equal(s.usage.inputTokens, 1000);
      assert.equal(s.usage.outputTokens, 200);
      assert.equal(s.usage.cacheReadTokens, 300);
      assert.equal(s.usage.totalTokens, 1200);
      assert.equal(tools.cliVersion, version);
      if (cli.costed) assert.ok((s.costUsd ?? 0) > 0, `OpenCode prices the tokens with the configured cost: ${s.costUsd}`);
      else assert.equal(s.costUsd, undefined);
      assert.ok((s.turns ?? 0) >= 6, `turns: ${s.turns}`);

      // The skill placed in the CLI's own skill folder, loaded with its skill tool.
      const skill = f.result("skill", cli.id);
      assert.equal(skill.status, "passed", f.why(skill));
      const ss = f.session(skill);
      assert.deepEqual(
        ss.detectedSkills.map((d) => [d.skill, d.confidence]),
        [["greet", "explicit"]],
      );
      assert.ok(ss.events.some((e) => e.type === "command" && e.command === "echo hello-from-skill"));
      assert.equal(ss.finalOutput, "Greeted.");

      // A provider failure: errored, origin api, not the agent's fault.
      const failure = f.result("api-failure", cli.id);
      assert.equal(failure.status, "errored", f.why(failure));
      assert.equal(failure.failureOrigin, "api");
      assert.match(failure.error?.message ?? "", /provider API error 503: .*overloaded/);

      // A rejected model: the first execution says why, the runner's later ones are not spawned.
      const rejected = f.results.filter((r) => r.runnerId === `${cli.id}-rejected`);
      assert.deepEqual(
        rejected.map((r) => [r.status, r.failureOrigin]),
        [
          ["errored", "model-rejected"],
          ["errored", "model-rejected"],
          ["errored", "model-rejected"],
        ],
        rejected.map(f.why).join("\n"),
      );
      assert.ok(!rejected[0].error!.message.startsWith("not run"), f.why(rejected[0]));
      assert.ok(rejected.slice(1).every((r) => r.error!.message.startsWith("not run:")));

      // maxSteps stops the real CLI after its second model response.
      const capped = f.results.filter((r) => r.runnerId === `${cli.id}-capped`);
      assert.deepEqual(
        capped.map((r) => r.failureOrigin),
        ["max-steps", "max-steps", "max-steps"],
        capped.map(f.why).join("\n"),
      );

      // Every model request was answered by the local server.
      const log = f.log();
      assert.ok(log.length >= 9 && log.every((l) => l.execution !== undefined), JSON.stringify(log.filter((l) => l.execution === undefined)));
      // No credential or setting of the scripted provider leaked into the run folder.
      assert.ok(!readFileSync(path.join(out, tools.artifactDir, "stdout.log"), "utf8").includes("agent-bench-scripted-model"));
    });
  }
});
