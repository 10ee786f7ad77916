// What the OpenCode, Copilot, Qwen Code, Cursor and HTTP runners start: the
// command line, an isolated home, credentials passed on (never written), and
// the scripted-model settings.

import assert from "node:assert/strict";
import { lstatSync, mkdirSync, mkdtempSync, readlinkSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { after, describe, test } from "node:test";
import type { SuiteCase } from "../../src/model/case.ts";
import { copilotRunner } from "../../src/runners/copilot/adapter.ts";
import { cursorRunner } from "../../src/runners/cursor/adapter.ts";
import { httpRunner } from "../../src/runners/http/adapter.ts";
import { openCodeRunner } from "../../src/runners/opencode/adapter.ts";
import { qwenRunner } from "../../src/runners/qwen/adapter.ts";
import { getAdapter } from "../../src/runners/registry.ts";
import type { ExecutionContext, RunnerAdapter, RunnerConfig, RunnerOptions, SpawnSpec } from "../../src/runners/runner.ts";

const tmp = mkdtempSync(path.join(os.tmpdir(), "ab-prepare-more-"));
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
    home: mkdtempSync(path.join(tmp, "home-")),
    artifactDir: "/out/executions/c1/r1/run-1",
    env: {
      PATH: "/usr/bin",
      HOME: "/root",
      PWD: "/somewhere/else",
      OPENAI_API_KEY: "sk-openai",
      GH_TOKEN: "gh-real",
      COPILOT_GITHUB_TOKEN: "gh-real-2",
      DASHSCOPE_API_KEY: "ds-real",
      CURSOR_API_KEY: "cur-real",
    },
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

describe("prepare: the registry knows every runner type", () => {
  test("opencode, copilot, qwen, cursor, http", () => {
    for (const type of ["opencode", "copilot", "qwen", "cursor", "http"]) assert.equal(getAdapter(type)?.type, type);
  });
});

describe("prepare: every new agent CLI gets an isolated home, the prompt safe from flag parsing, args last", () => {
  const adapters: RunnerAdapter[] = [openCodeRunner, copilotRunner, qwenRunner, cursorRunner];
  for (const adapter of adapters) {
    test(adapter.type, async () => {
      const c = ctx(adapter, { args: ["--extra"] });
      const spec = await spawnSpec(adapter, c);
      assert.equal(spec.cwd, "/ws");
      assert.equal(spec.env.HOME, c.home);
      assert.equal(spec.env.XDG_DATA_HOME, path.join(c.home, ".local", "share"));
      assert.ok(
        (spec.files ?? []).every((f) => f.path.startsWith(`${c.home}/`)),
        "files go to the home, never the artifact folder",
      );
      if (adapter === copilotRunner || adapter === qwenRunner) {
        assert.equal(spec.args[0], "--prompt=-v is not a flag here");
        assert.equal(spec.args.at(-1), "--extra");
      } else {
        assert.deepEqual(spec.args.slice(-3), ["--extra", "--", "-v is not a flag here"]);
      }
    });
  }
});

describe("prepare: opencode", () => {
  test("run --format json --dir, auto-approve, thinking, model; PWD is the workspace; no update or catalogue fetch", async () => {
    const spec = await spawnSpec(openCodeRunner, ctx(openCodeRunner, { model: "anthropic/claude-sonnet-4-5", options: { agent: "plan", variant: "high" } }));
    assert.equal(spec.executable, "opencode");
    assert.deepEqual(spec.args.slice(0, 13), [
      "run",
      "--format",
      "json",
      "--dir",
      "/ws",
      "--auto",
      "--thinking",
      "-m",
      "anthropic/claude-sonnet-4-5",
      "--agent",
      "plan",
      "--variant",
      "high",
    ]);
    assert.equal(spec.env.PWD, "/ws");
    assert.equal(spec.env.OPENCODE_DISABLE_AUTOUPDATE, "1");
    assert.equal(spec.env.OPENCODE_DISABLE_MODELS_FETCH, "1");
    assert.equal(spec.env.OPENCODE_CONFIG_CONTENT, undefined);
    assert.equal(spec.env.OPENAI_API_KEY, "sk-openai");
  });

  test("autoApprove and thinking can be turned off", async () => {
    const spec = await spawnSpec(openCodeRunner, ctx(openCodeRunner, { options: { autoApprove: false, thinking: false } }));
    assert.ok(!spec.args.includes("--auto") && !spec.args.includes("--thinking"));
  });

  test("with a scripted model: the only enabled provider, at its URL, for the agent and its title requests; the user's config merged under it", async () => {
    const c = ctx(
      openCodeRunner,
      {
        model: "gpt-4.1",
        options: { config: { provider: { "agent-bench": { models: { "gpt-4.1": { cost: { input: 3, output: 15 } } } } }, share: "disabled" } },
      },
      { scriptedModelUrl: "http://127.0.0.1:9/x/1-ab" },
    );
    c.env.OPENCODE_CONFIG_CONTENT = '{"autoupdate":false}';
    const spec = await spawnSpec(openCodeRunner, c);
    assert.deepEqual(spec.args.slice(7, 9), ["-m", "agent-bench/gpt-4.1"]);
    const config = JSON.parse(spec.env.OPENCODE_CONFIG_CONTENT) as Record<string, unknown> & {
      provider: Record<string, { options: unknown; models: Record<string, unknown> }>;
    };
    assert.equal(config.autoupdate, false);
    assert.equal(config.share, "disabled");
    assert.equal(config.model, "agent-bench/gpt-4.1");
    assert.equal(config.small_model, "agent-bench/gpt-4.1");
    assert.deepEqual(config.enabled_providers, ["agent-bench"]);
    assert.deepEqual(config.provider["agent-bench"].options, { baseURL: "http://127.0.0.1:9/x/1-ab/v1", apiKey: "agent-bench-scripted-model" });
    assert.deepEqual(config.provider["agent-bench"].models["gpt-4.1"], { cost: { input: 3, output: 15 }, name: "gpt-4.1" });
  });

  test("a config file goes in OPENCODE_CONFIG; authFile is linked into the data folder, never copied; @opencode-ai/plugin next to the CLI is linked into its config folder", async () => {
    const prefix = path.join(tmp, "cli", "node_modules");
    mkdirSync(path.join(prefix, "opencode-ai", "bin"), { recursive: true });
    mkdirSync(path.join(prefix, "@opencode-ai", "plugin"), { recursive: true });
    writeFileSync(path.join(prefix, "opencode-ai", "package.json"), '{"name":"opencode-ai","version":"1.18.33"}');
    writeFileSync(path.join(prefix, "opencode-ai", "bin", "opencode"), "");
    writeFileSync(path.join(prefix, "@opencode-ai", "plugin", "package.json"), '{"name":"@opencode-ai/plugin","version":"1.18.33"}');
    writeFileSync(path.join(tmp, "opencode.json"), "{}");
    writeFileSync(path.join(tmp, "auth.json"), '{"anthropic":{"key":"secret"}}');
    const c = ctx(openCodeRunner, {
      command: [path.join(prefix, "opencode-ai", "bin", "opencode")],
      options: { config: "./opencode.json", authFile: "./auth.json" },
    });
    await openCodeRunner.preflight!(c.runner);
    const spec = await spawnSpec(openCodeRunner, c);
    assert.equal(spec.env.OPENCODE_CONFIG, path.join(tmp, "opencode.json"));
    const auth = path.join(c.home, ".local", "share", "opencode", "auth.json");
    assert.ok(lstatSync(auth).isSymbolicLink());
    assert.equal(readlinkSync(auth), path.join(tmp, "auth.json"));
    const plugin = path.join(c.home, ".config", "opencode", "node_modules", "@opencode-ai", "plugin");
    assert.equal(readlinkSync(plugin), path.join(prefix, "@opencode-ai", "plugin"));
    assert.equal(spec.collect?.package, path.join(prefix, "opencode-ai", "package.json"));
    assert.ok(!spec.files?.some((f) => f.content.includes("secret")));
  });

  test("a config or auth file that does not exist is a config error naming the key", async () => {
    await assert.rejects(
      async () =>
        openCodeRunner.preflight!({
          id: "oc",
          type: "opencode",
          args: [],
          env: {},
          options: openCodeRunner.optionsSchema.parse({ config: "./nope.json" }),
          baseDir: tmp,
        }),
      /runners\.oc\.config: .*nope\.json does not exist/,
    );
    await assert.rejects(
      async () =>
        openCodeRunner.preflight!({
          id: "oc",
          type: "opencode",
          args: [],
          env: {},
          options: openCodeRunner.optionsSchema.parse({ authFile: "./nope-auth.json" }),
          baseDir: tmp,
        }),
      /runners\.oc\.authFile: .*nope-auth\.json does not exist/,
    );
  });
});

describe("prepare: copilot", () => {
  test("json output, tools allowed, no update, the usage file in the home (collected), options as flags", async () => {
    const c = ctx(copilotRunner, {
      model: "gpt-5.4",
      options: { reasoningEffort: "high", excludedTools: ["web_fetch", "sql"], customInstructions: false, builtinMcps: false },
    });
    const spec = await spawnSpec(copilotRunner, c);
    const usage = path.join(c.home, "copilot-usage.json");
    assert.deepEqual(spec.args, [
      "--prompt=-v is not a flag here",
      "--output-format",
      "json",
      "--allow-all-tools",
      "--no-auto-update",
      "--usage-output-file",
      usage,
      "--model",
      "gpt-5.4",
      "--reasoning-effort",
      "high",
      "--excluded-tools=web_fetch,sql",
      "--no-custom-instructions",
      "--disable-builtin-mcps",
    ]);
    assert.equal(spec.collect?.usage, usage);
    assert.equal(spec.env.COPILOT_AUTO_UPDATE, "false");
    // A real run signs in with the user's token.
    assert.equal(spec.env.GH_TOKEN, "gh-real");
  });

  test("allowAll grants paths and URLs too", async () => {
    const spec = await spawnSpec(copilotRunner, ctx(copilotRunner, { options: { allowAll: true } }));
    assert.ok(spec.args.includes("--allow-all") && !spec.args.includes("--allow-all-tools"));
  });

  test("with a scripted model: offline BYOK; a Claude id over the Anthropic provider, any other over Chat Completions; GitHub tokens removed", async () => {
    const claude = await spawnSpec(copilotRunner, ctx(copilotRunner, {}, { scriptedModelUrl: "http://127.0.0.1:9/x/2-cd" }));
    assert.equal(claude.env.COPILOT_OFFLINE, "true");
    assert.equal(claude.env.COPILOT_PROVIDER_TYPE, "anthropic");
    assert.equal(claude.env.COPILOT_PROVIDER_BASE_URL, "http://127.0.0.1:9/x/2-cd");
    assert.equal(claude.env.COPILOT_MODEL, "claude-sonnet-4.5");
    assert.deepEqual(claude.args.slice(7, 9), ["--model", "claude-sonnet-4.5"]);
    assert.equal(claude.env.GH_TOKEN, undefined);
    assert.equal(claude.env.COPILOT_GITHUB_TOKEN, undefined);
    const gpt = await spawnSpec(copilotRunner, ctx(copilotRunner, { model: "gpt-5.4" }, { scriptedModelUrl: "http://127.0.0.1:9/x/3-ef" }));
    assert.equal(gpt.env.COPILOT_PROVIDER_TYPE, "openai");
    assert.equal(gpt.env.COPILOT_PROVIDER_BASE_URL, "http://127.0.0.1:9/x/3-ef/v1");
    assert.equal(gpt.env.COPILOT_PROVIDER_API_KEY, "agent-bench-scripted-model");
  });
});

describe("prepare: qwen", () => {
  test("stream-json, yolo, auth type from the environment, settings with telemetry and updates off", async () => {
    const c = ctx(qwenRunner, {
      model: "qwen3-coder-plus",
      options: { maxSessionTurns: 20, appendSystemPrompt: "Be brief.", settings: { general: { vimMode: true } } },
    });
    const spec = await spawnSpec(qwenRunner, c);
    assert.deepEqual(spec.args, [
      "--prompt=-v is not a flag here",
      "--output-format",
      "stream-json",
      "--approval-mode",
      "yolo",
      "--auth-type",
      "openai",
      "-m",
      "qwen3-coder-plus",
      "--max-session-turns",
      "20",
      "--append-system-prompt",
      "Be brief.",
    ]);
    const settings = JSON.parse(spec.files!.find((f) => f.path === path.join(c.home, ".qwen", "settings.json"))!.content) as Record<string, unknown>;
    assert.deepEqual(settings.privacy, { usageStatisticsEnabled: false });
    assert.deepEqual(settings.telemetry, { enabled: false });
    assert.deepEqual(settings.general, { enableAutoUpdate: false, disableAutoUpdate: true, vimMode: true });
    assert.equal(spec.env.DASHSCOPE_API_KEY, "ds-real");
  });

  test("with a scripted model: its URL, a dummy key, the OpenAI client's retries off, proxies and real keys removed", async () => {
    const c = ctx(qwenRunner, {}, { scriptedModelUrl: "http://127.0.0.1:9/x/4-gh" });
    c.env.HTTPS_PROXY = "http://proxy:3128";
    const spec = await spawnSpec(qwenRunner, c);
    assert.equal(spec.env.OPENAI_BASE_URL, "http://127.0.0.1:9/x/4-gh/v1");
    assert.equal(spec.env.OPENAI_API_KEY, "agent-bench-scripted-model");
    assert.equal(spec.env.OPENAI_MODEL, "qwen3-coder-plus");
    assert.equal(spec.env.DASHSCOPE_API_KEY, undefined);
    assert.equal(spec.env.HTTPS_PROXY, undefined);
    const settings = JSON.parse(spec.files!.find((f) => f.path.endsWith("settings.json"))!.content) as Record<string, unknown>;
    assert.deepEqual(settings.model, { generationConfig: { maxRetries: 0 } });
  });
});

describe("prepare: cursor", () => {
  test("print mode, stream-json, the workspace, edits applied, the workspace trusted; CURSOR_API_KEY passed on", async () => {
    const spec = await spawnSpec(cursorRunner, ctx(cursorRunner, { model: "sonnet-4", options: { sandbox: "disabled" } }));
    assert.equal(spec.executable, "cursor-agent");
    assert.deepEqual(spec.args, [
      "-p",
      "--output-format",
      "stream-json",
      "--workspace",
      "/ws",
      "--force",
      "--trust",
      "--sandbox",
      "disabled",
      "--model",
      "sonnet-4",
      "--",
      "-v is not a flag here",
    ]);
    assert.equal(spec.env.CURSOR_API_KEY, "cur-real");
  });

  test("it cannot stand in for a model: no scripted-model protocol", () => {
    assert.equal(cursorRunner.modelProtocol, undefined);
  });
});

describe("prepare: http", () => {
  test("no process: an in-process spec in the workspace", async () => {
    const spec = await httpRunner.prepare(ctx(httpRunner, { options: { url: "http://127.0.0.1:9/v1/chat/completions" } }));
    assert.equal(spec.kind, "in-process");
    assert.equal(spec.cwd, "/ws");
  });
});

describe("prepare: opencode keeps the user's own OPENCODE_CONFIG_CONTENT", () => {
  test("untouched when the runner adds nothing; an unreadable one with a runner config is an error naming it", async () => {
    const c = ctx(openCodeRunner);
    c.env.OPENCODE_CONFIG_CONTENT = "{ // jsonc\n }";
    const spec = await spawnSpec(openCodeRunner, c);
    assert.equal(spec.env.OPENCODE_CONFIG_CONTENT, "{ // jsonc\n }");
    const withConfig = ctx(openCodeRunner, { options: { config: { share: "disabled" } } });
    withConfig.env.OPENCODE_CONFIG_CONTENT = "{ // jsonc\n }";
    assert.throws(() => openCodeRunner.prepare(withConfig), /OPENCODE_CONFIG_CONTENT in the environment is not a JSON object/);
  });
});
