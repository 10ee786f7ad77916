// The real, pinned agent CLIs (scripts/install-clis.mjs) run through the
// agent-bench CLI against the scripted model server, inside a loopback-only
// network namespace: a CLI that tries to reach the internet fails fast there
// instead of leaking. Never skipped: a missing CLI or namespace fails the test
// and says what to do.

import assert from "node:assert/strict";
import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { after, describe, test } from "node:test";
import { installedCli, pathWithNode } from "../../scripts/install-clis.mjs";
import type { ExecutionResult, RunFile } from "../../src/model/result.ts";
import type { Session } from "../../src/model/session.ts";
import { noNewEventTypes, stderrOf } from "./isolated-run.ts";

const REPO = path.resolve(import.meta.dirname, "..", "..");

interface Cli {
  name: "claude-code" | "codex" | "gemini";
  model: string;
  /** Where the CLI looks for project skills. */
  skillDir: string;
  /** How the CLI shows a skill: its own skill tool (explicit), or a read of SKILL.md (strong). */
  skillConfidence: "explicit" | "strong";
  /** Whether its stream reports a shell command's exit code. */
  reportsExitCode: boolean;
  reportsCost: boolean;
  /** Codex has no read tool: its reads are shell commands. */
  readsWithShell: boolean;
}

const CLIS: Cli[] = [
  {
    name: "claude-code",
    model: "sonnet",
    skillDir: ".claude/skills",
    skillConfidence: "explicit",
    reportsExitCode: true,
    reportsCost: true,
    readsWithShell: false,
  },
  { name: "codex", model: "gpt-5.5", skillDir: ".agents/skills", skillConfidence: "strong", reportsExitCode: true, reportsCost: false, readsWithShell: true },
  {
    name: "gemini",
    model: "gemini-2.5-flash",
    skillDir: ".gemini/skills",
    skillConfidence: "explicit",
    reportsExitCode: false,
    reportsCost: false,
    readsWithShell: false,
  },
];

const SCRIPT = {
  cases: {
    tools: [
      { tool: "shell", command: "echo hello-e2e" },
      { tool: "read", path: "README.md" },
      { tool: "write", path: "out.txt", content: "written by the agent\n" },
      { tool: "edit", path: "out.txt", old: "written", new: "edited" },
      { text: "Tools done." },
      { usage: { input: 1000, output: 200, cacheRead: 300 } },
    ],
    skill: [{ tool: "skill", name: "greet" }, { tool: "shell", command: "echo hello-from-skill" }, { text: "Greeted." }],
    "api-failure": [{ fail: 500, message: "the scripted provider is down" }],
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

const tmp = mkdtempSync(path.join(os.tmpdir(), "ab-e2e-"));
after(() => rmSync(tmp, { recursive: true, force: true }));

function project(cli: Cli, bin: string): string {
  const dir = path.join(tmp, cli.name);
  mkdirSync(path.join(dir, "workspace", cli.skillDir, "greet"), { recursive: true });
  writeFileSync(path.join(dir, "workspace", "README.md"), "# e2e\n\nA workspace for the end-to-end test.\n");
  writeFileSync(path.join(dir, "workspace", cli.skillDir, "greet", "SKILL.md"), SKILL);
  writeFileSync(path.join(dir, "script.json"), JSON.stringify(SCRIPT, null, 2));
  writeFileSync(path.join(dir, "rejected.json"), JSON.stringify({ steps: [{ rejectModel: true }] }));
  writeFileSync(path.join(dir, "capped.json"), JSON.stringify({ steps: [1, 2, 3, 4].map((n) => ({ tool: "shell", command: `echo step-${n}` })) }));
  writeFileSync(path.join(dir, "suite.ts"), SUITE);
  const runner = { type: cli.name, model: cli.model, command: [bin] };
  const config = {
    runners: {
      [cli.name]: { ...runner, scriptedModel: "./script.json" },
      [`${cli.name}-rejected`]: { ...runner, model: `${cli.model}-unknown`, scriptedModel: "./rejected.json" },
      [`${cli.name}-capped`]: { ...runner, scriptedModel: "./capped.json", maxSteps: 2 },
    },
    defaults: { timeout: "4m", workspace: { mode: "isolated", templateDir: "./workspace" } },
  };
  writeFileSync(path.join(dir, "agent-bench.config.json"), JSON.stringify(config, null, 2));
  return dir;
}

/** `agent-bench run` in a new network namespace that has only the loopback interface. */
function runIsolated(
  dir: string,
  runArgs = ["suite.ts", "--out-dir", "out", "-p", "1"],
  PATH = pathWithNode(),
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const args = ["-n", "sh", "-c", 'ip link set lo up && exec "$@"', "sh", process.execPath, path.join(REPO, "src", "cli.ts"), "run", ...runArgs];
  return new Promise((resolve, reject) => {
    const child = spawn("unshare", args, { cwd: dir, env: { ...process.env, PATH }, stdio: ["ignore", "pipe", "pipe"] });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (d: Buffer) => (stdout += d.toString()));
    child.stderr.on("data", (d: Buffer) => (stderr += d.toString()));
    child.on("error", (error) => reject(new Error(`could not start unshare (util-linux): ${error.message}`)));
    child.on("close", (code) => resolve({ code, stdout, stderr }));
  });
}

function installed(name: string): { path: string; version: string } {
  const cli = installedCli(name);
  if (!cli) assert.fail(`${name} is not installed in the agent-bench cache: run \`node scripts/install-clis.mjs\` first`);
  return cli;
}

describe("real agent CLIs against the scripted model server, offline", { concurrency: true }, () => {
  for (const cli of CLIS) {
    test(cli.name, async () => {
      const { path: bin, version } = installed(cli.name);
      const dir = project(cli, bin);
      const run = await runIsolated(dir);
      assert.ok(!/unshare: |ip: /.test(run.stderr), `could not make a loopback-only network namespace (needs root or user namespaces):\n${run.stderr}`);
      // Some executions error on purpose, so the run exits 1.
      assert.equal(run.code, 1, `agent-bench run exited ${run.code}:\n${run.stderr}\n${run.stdout}`);
      const out = path.join(dir, "out");
      const results = (JSON.parse(readFileSync(path.join(out, "results.json"), "utf8")) as RunFile).results;
      noNewEventTypes(cli.name, version, results);
      const result = (caseId: string, runner = cli.name): ExecutionResult => results.find((r) => r.caseId === caseId && r.runnerId === runner)!;
      const session = (r: ExecutionResult): Session => JSON.parse(readFileSync(path.join(out, r.artifactDir, "session.json"), "utf8")) as Session;
      const why = (r: ExecutionResult) =>
        `${r.status} ${r.failureOrigin ?? ""} ${r.error?.message ?? ""} ${JSON.stringify(r.assertions.filter((a) => !a.passed))}\n${stderrOf(path.join(out, r.artifactDir))}`;

      // Commands, reads, writes (the suite's own assertions read the file the CLI wrote), output, usage.
      const tools = result("tools");
      assert.equal(tools.status, "passed", why(tools));
      const s = session(tools);
      const commands = s.events.flatMap((e) => (e.type === "command" ? [e] : []));
      assert.deepEqual(
        commands.map((c) => c.command),
        cli.readsWithShell ? ["echo hello-e2e", "cat README.md"] : ["echo hello-e2e"],
      );
      assert.equal(commands[0].exitCode, cli.reportsExitCode ? 0 : undefined);
      const workspace = path.join(out, "workspaces", "tools", cli.name, "run-1");
      assert.ok(s.files.observedReads.includes(path.join(workspace, "README.md")), `reads: ${s.files.observedReads.join(", ")}`);
      assert.deepEqual(s.files.observedWrites, [path.join(workspace, "out.txt")]);
      assert.equal(s.finalOutput, "Tools done.");
      assert.equal(s.usage.inputTokens, 1000);
      assert.equal(s.usage.outputTokens, 200);
      assert.equal(s.usage.cacheReadTokens, 300);
      assert.equal(s.usage.totalTokens, 1200);
      assert.equal(tools.cliVersion, version);
      if (cli.reportsCost) assert.ok((s.costUsd ?? 0) > 0, "Claude Code prices its own usage");
      else assert.equal(s.costUsd, undefined);
      assert.ok((s.turns ?? 0) >= 5, `turns: ${s.turns}`);

      // The skill placed in the CLI's own skill folder.
      const skill = result("skill");
      assert.equal(skill.status, "passed", why(skill));
      const ss = session(skill);
      assert.deepEqual(
        ss.detectedSkills.map((d) => [d.skill, d.confidence]),
        [["greet", cli.skillConfidence]],
      );
      assert.ok(ss.events.some((e) => e.type === "command" && e.command === "echo hello-from-skill"));
      assert.equal(ss.finalOutput, "Greeted.");

      // A provider failure: errored, origin api, not the agent's fault.
      const failure = result("api-failure");
      assert.equal(failure.status, "errored", why(failure));
      assert.equal(failure.failureOrigin, "api");
      assert.match(failure.error?.message ?? "", /provider API error/);

      // A rejected model: the first execution says why, the runner's later ones are not spawned.
      const rejected = results.filter((r) => r.runnerId === `${cli.name}-rejected`);
      assert.deepEqual(
        rejected.map((r) => [r.status, r.failureOrigin]),
        [
          ["errored", "model-rejected"],
          ["errored", "model-rejected"],
          ["errored", "model-rejected"],
        ],
      );
      assert.ok(!rejected[0].error!.message.startsWith("not run"), why(rejected[0]));
      assert.ok(rejected.slice(1).every((r) => r.error!.message.startsWith("not run:")));

      // maxSteps stops the real CLI after its second model response.
      const capped = results.filter((r) => r.runnerId === `${cli.name}-capped`);
      assert.deepEqual(
        capped.map((r) => r.failureOrigin),
        ["max-steps", "max-steps", "max-steps"],
        capped.map(why).join("\n"),
      );

      // Every model request was answered by the local server.
      const log = readFileSync(path.join(out, "model-server.log"), "utf8")
        .trim()
        .split("\n")
        .map((l) => JSON.parse(l) as { execution?: string });
      assert.ok(log.length >= 9 && log.every((l) => l.execution !== undefined));
    });
  }

  test("examples/agents passes for every CLI it configures, found on PATH", async () => {
    // OpenCode, Copilot and Qwen Code have their own end-to-end test (real-clis-ii.test.ts); the example runs them all.
    const bins = [...CLIS.map((cli) => cli.name), "opencode", "copilot", "qwen"].map((name) => path.dirname(installed(name).path));
    const out = path.join(tmp, "example-out");
    const run = await runIsolated(
      path.join(REPO, "examples", "agents"),
      ["suite.ts", "--out-dir", out, "-n", "1"],
      pathWithNode([...bins, process.env.PATH].join(path.delimiter)),
    );
    const results = (JSON.parse(readFileSync(path.join(out, "results.json"), "utf8")) as RunFile).results;
    const failed = results
      .filter((r) => r.status !== "passed")
      .map((r) => `${r.caseId} × ${r.runnerId}: ${r.status} ${r.error?.message ?? ""} ${JSON.stringify(r.assertions.filter((a) => !a.passed))}`);
    assert.deepEqual(failed, [], run.stderr);
    assert.equal(results.length, 18);
    assert.equal(run.code, 0);
  });
});
