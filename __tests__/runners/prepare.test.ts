// What each agent CLI runner starts: the command line, an isolated home, the
// credentials it passes on, and the scripted-model settings.

import assert from "node:assert/strict";
import { lstatSync, mkdtempSync, readlinkSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { after, describe, test } from "node:test";
import type { SuiteCase } from "../../src/model/case.ts";
import { claudeCodeRunner } from "../../src/runners/claude-code/adapter.ts";
import { codexRunner } from "../../src/runners/codex/adapter.ts";
import { geminiRunner } from "../../src/runners/gemini/adapter.ts";
import type { ExecutionContext, RunnerAdapter, RunnerConfig, RunnerOptions, SpawnSpec } from "../../src/runners/runner.ts";

const tmp = mkdtempSync(path.join(os.tmpdir(), "ab-prepare-"));
after(() => rmSync(tmp, { recursive: true, force: true }));

/** A context whose options went through the adapter's schema, as config loading does. */
function ctx<O extends RunnerOptions>(
  adapter: RunnerAdapter<O>,
  runner: Partial<RunnerConfig> = {},
  extra: Partial<ExecutionContext<O>> = {},
): ExecutionContext<O> {
  const testCase = {
    id: "c1",
    prompt: "-v is not a flag here",
    messages: [],
    tags: [],
    expectedFail: false,
    hasExpected: false,
    source: { file: "s.ts" },
    definition: "",
  } as SuiteCase;
  const config: RunnerConfig<O> = {
    id: "r1",
    type: adapter.type,
    args: [],
    env: {},
    baseDir: tmp,
    ...runner,
    options: adapter.optionsSchema.parse(runner.options ?? {}),
  };
  return {
    case: testCase,
    runner: config,
    runnerInfo: { id: "r1", pathKey: "r1", agent: { type: adapter.type, model: "" } },
    run: 1,
    workspace: "/ws",
    home: "/home-x",
    artifactDir: "/out/executions/c1/r1/run-1",
    env: { PATH: "/usr/bin", HOME: "/root", ANTHROPIC_API_KEY: "sk-real", OPENAI_API_KEY: "sk-openai", GEMINI_API_KEY: "g-real", IS_SANDBOX: "yes" },
    user: "u",
    team: "t",
    ...extra,
  };
}

async function spawnSpec<O extends RunnerOptions>(adapter: RunnerAdapter<O>, c: ExecutionContext<O>): Promise<SpawnSpec> {
  const spec = await adapter.prepare(c);
  assert.equal(spec.kind, "spawn");
  return spec;
}

const file = (spec: SpawnSpec, name: string) => spec.files?.find((f) => f.path === name)?.content;

describe("prepare: every agent CLI gets an isolated home and the prompt as the last, non-flag argument", () => {
  const adapters: RunnerAdapter[] = [claudeCodeRunner, codexRunner, geminiRunner];
  for (const adapter of adapters) {
    test(adapter.type, async () => {
      const spec = await spawnSpec(adapter, ctx(adapter, { args: ["--extra"] }));
      assert.equal(spec.cwd, "/ws");
      assert.equal(spec.env.HOME, "/home-x");
      assert.equal(spec.env.XDG_CONFIG_HOME, "/home-x/.config");
      assert.equal(spec.env.TMPDIR, "/home-x/tmp");
      // A launcher (npx) keeps the user's npm cache instead of downloading the CLI into every fresh home.
      assert.equal(spec.env.npm_config_cache, "/root/.npm");
      assert.ok(
        spec.files?.every((f) => f.path.startsWith("/home-x/")),
        "files go to the home, never the artifact folder",
      );
      if (adapter === geminiRunner) {
        assert.equal(spec.args[0], "--prompt=-v is not a flag here");
        assert.equal(spec.args.at(-1), "--extra");
      } else {
        assert.deepEqual(spec.args.slice(-3), ["--extra", "--", "-v is not a flag here"]);
      }
    });
  }
});

describe("prepare: claude-code", () => {
  test("stream-json, permission bypass, model, turn limit and tool lists", async () => {
    const spec = await spawnSpec(
      claudeCodeRunner,
      ctx(claudeCodeRunner, {
        model: "sonnet",
        command: ["npx", "-y", "@anthropic-ai/claude-code@2.1.329"],
        options: { maxTurns: 12, allowedTools: ["Bash(git *)", "Edit"] },
      }),
    );
    assert.equal(spec.executable, "npx");
    assert.deepEqual(spec.args.slice(0, 12), [
      "-y",
      "@anthropic-ai/claude-code@2.1.329",
      "-p",
      "--output-format",
      "stream-json",
      "--verbose",
      "--permission-mode",
      "bypassPermissions",
      "--model",
      "sonnet",
      "--max-turns",
      "12",
    ]);
    assert.deepEqual(spec.args.slice(12, 14), ["--allowedTools", "Bash(git *),Edit"]);
    assert.equal(spec.env.CLAUDE_CONFIG_DIR, "/home-x/.claude");
    assert.equal(spec.env.ANTHROPIC_API_KEY, "sk-real");
    // As root, the bypass needs IS_SANDBOX=1 exactly; a machine's IS_SANDBOX=yes is not enough.
    if (process.getuid?.() === 0) assert.equal(spec.env.IS_SANDBOX, "1");
  });

  test("with a scripted model: its URL, a dummy key, no retries, the user's credentials removed", async () => {
    const spec = await spawnSpec(
      claudeCodeRunner,
      ctx(
        claudeCodeRunner,
        {},
        { scriptedModelUrl: "http://127.0.0.1:9/x/1-ab", env: { PATH: "/usr/bin", ANTHROPIC_API_KEY: "sk-real", CLAUDE_CODE_OAUTH_TOKEN: "oauth" } },
      ),
    );
    assert.equal(spec.env.ANTHROPIC_BASE_URL, "http://127.0.0.1:9/x/1-ab");
    assert.equal(spec.env.ANTHROPIC_API_KEY, "agent-bench-scripted-model");
    assert.equal(spec.env.CLAUDE_CODE_OAUTH_TOKEN, undefined);
    assert.equal(spec.env.CLAUDE_CODE_MAX_RETRIES, "0");
    assert.equal(spec.env.CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC, "1");
  });

  test("inline settings are written into the home and passed with --settings", async () => {
    const spec = await spawnSpec(claudeCodeRunner, ctx(claudeCodeRunner, { options: { settings: { env: { FOO: "1" } } } }));
    const at = spec.args.indexOf("--settings");
    assert.equal(spec.args[at + 1], "/home-x/agent-bench-settings.json");
    assert.equal(file(spec, "/home-x/agent-bench-settings.json"), '{"env":{"FOO":"1"}}');
  });

  test("a settings file that does not exist is a config error naming the runner key", async () => {
    await assert.rejects(
      async () =>
        claudeCodeRunner.preflight!({
          id: "claude",
          type: "claude-code",
          args: [],
          env: {},
          options: claudeCodeRunner.optionsSchema.parse({ settings: "./nope.json" }),
          baseDir: tmp,
        }),
      /runners\.claude\.settings: .*nope\.json does not exist/,
    );
  });
});

describe("prepare: codex", () => {
  test("exec --json in the workspace, sandbox bypass, config overrides as TOML, CODEX_HOME in the home", async () => {
    const spec = await spawnSpec(
      codexRunner,
      ctx(codexRunner, { model: "gpt-5.5", options: { reasoningEffort: "high", config: { model_verbosity: "low", "features.x": true } } }),
    );
    assert.equal(spec.executable, "codex");
    assert.deepEqual(spec.args.slice(0, 14), [
      "exec",
      "--json",
      "--skip-git-repo-check",
      "-C",
      "/ws",
      "--dangerously-bypass-approvals-and-sandbox",
      "-m",
      "gpt-5.5",
      "-c",
      'model_reasoning_effort="high"',
      "-c",
      'model_verbosity="low"',
      "-c",
      "features.x=true",
    ]);
    assert.equal(spec.env.CODEX_HOME, "/home-x/.codex");
    // An API key reaches codex exec as CODEX_API_KEY.
    assert.equal(spec.env.CODEX_API_KEY, "sk-openai");
    const config = file(spec, "/home-x/.codex/config.toml")!;
    assert.match(config, /^check_for_update_on_startup = false$/m);
    assert.match(config, /\[analytics\]\nenabled = false/);
    assert.doesNotMatch(config, /model_provider/);
  });

  test("a sandbox other than full access is passed with -s", async () => {
    const spec = await spawnSpec(codexRunner, ctx(codexRunner, { options: { sandbox: "workspace-write" } }));
    assert.deepEqual(spec.args.slice(5, 7), ["-s", "workspace-write"]);
    assert.ok(!spec.args.includes("--dangerously-bypass-approvals-and-sandbox"));
  });

  test("with a scripted model: a Responses provider at its URL, retries off, plugins off, real keys removed", async () => {
    const spec = await spawnSpec(codexRunner, ctx(codexRunner, {}, { scriptedModelUrl: "http://127.0.0.1:9/x/2-cd" }));
    const config = file(spec, "/home-x/.codex/config.toml")!;
    assert.match(config, /^model = "gpt-5\.5"$/m);
    assert.match(config, /^model_provider = "agent-bench"$/m);
    assert.match(
      config,
      /\[model_providers\.agent-bench\]\nname = "agent-bench scripted model"\nbase_url = "http:\/\/127\.0\.0\.1:9\/x\/2-cd\/v1"\nenv_key = "AGENT_BENCH_MODEL_KEY"\nwire_api = "responses"\nrequest_max_retries = 0\nstream_max_retries = 0/,
    );
    assert.equal(spec.env.AGENT_BENCH_MODEL_KEY, "agent-bench-scripted-model");
    assert.equal(spec.env.OPENAI_API_KEY, undefined);
    assert.equal(spec.env.CODEX_API_KEY, undefined);
    assert.deepEqual(spec.args.slice(6, 8), ["--disable", "plugins"]);
  });

  test("authFile is linked into CODEX_HOME, not copied", async () => {
    const auth = path.join(tmp, "auth.json");
    writeFileSync(auth, '{"tokens":"secret"}');
    const home = mkdtempSync(path.join(tmp, "home-"));
    const spec = await spawnSpec(codexRunner, ctx(codexRunner, { options: { authFile: "./auth.json" } }, { home }));
    const link = path.join(home, ".codex", "auth.json");
    assert.ok(lstatSync(link).isSymbolicLink());
    assert.equal(readlinkSync(link), auth);
    assert.ok(!spec.files?.some((f) => f.content.includes("secret")));
  });
});

describe("prepare: gemini", () => {
  test("stream-json, yolo with --skip-trust, settings that name the auth type and turn telemetry off", async () => {
    const spec = await spawnSpec(
      geminiRunner,
      ctx(geminiRunner, { model: "gemini-2.5-pro", options: { maxSessionTurns: 20, settings: { general: { vimMode: true } } } }),
    );
    assert.deepEqual(spec.args, [
      "--prompt=-v is not a flag here",
      "--output-format",
      "stream-json",
      "--approval-mode",
      "yolo",
      "--skip-trust",
      "-m",
      "gemini-2.5-pro",
    ]);
    const settings = JSON.parse(file(spec, "/home-x/.gemini/settings.json")!) as Record<string, Record<string, unknown>>;
    assert.deepEqual(settings.security, { auth: { selectedType: "gemini-api-key" } });
    assert.deepEqual(settings.privacy, { usageStatisticsEnabled: false });
    assert.deepEqual(settings.telemetry, { enabled: false });
    assert.deepEqual(settings.general, { enableAutoUpdate: false, enableAutoUpdateNotification: false, vimMode: true });
    assert.deepEqual(settings.model, { maxSessionTurns: 20 });
    assert.equal(spec.env.GEMINI_API_KEY, "g-real");
  });

  test("with a scripted model: its base URL, a dummy key, one attempt per request, an explicit model", async () => {
    const spec = await spawnSpec(geminiRunner, ctx(geminiRunner, {}, { scriptedModelUrl: "http://127.0.0.1:9/x/3-ef" }));
    assert.equal(spec.env.GOOGLE_GEMINI_BASE_URL, "http://127.0.0.1:9/x/3-ef");
    assert.equal(spec.env.GEMINI_API_KEY, "agent-bench-scripted-model");
    const settings = JSON.parse(file(spec, "/home-x/.gemini/settings.json")!) as { general: { maxAttempts: number } };
    assert.equal(settings.general.maxAttempts, 1);
    assert.deepEqual(spec.args.slice(6, 8), ["-m", "gemini-2.5-flash"]);
  });
});
