// type: opencode — `opencode run --format json --auto --dir <workspace>`, with
// its config, data and state folders in the execution's fresh home.

import { existsSync, mkdirSync, symlinkSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { configError } from "../../errors.ts";
import { cliEnv, executableOf, modelRejectionFromSession, packageJsonOf } from "../cli-env.ts";
import type { RunnerAdapter, RunnerConfig } from "../runner.ts";
import { jsonStepCounter } from "../step-counter.ts";
import { linkPlugin, openCodeConfig, SCRIPTED_PROVIDER, scriptedModelId } from "./config.ts";
import { parseOpenCode } from "./parse.ts";

const optionsSchema = z.strictObject({
  /** --auto: approve every permission that is not explicitly denied (without it `run` rejects them all). */
  autoApprove: z.boolean().default(true),
  /** --agent: build (OpenCode's default), plan, or an agent of your config. */
  agent: z.string().min(1).optional(),
  /** --variant: the provider's reasoning effort (high, max, minimal, …). */
  variant: z.string().min(1).optional(),
  /** --thinking: reasoning parts in the stream (kept as thinking messages). */
  thinking: z.boolean().default(true),
  /** OpenCode config: an object merged into OPENCODE_CONFIG_CONTENT, or a config file (OPENCODE_CONFIG) relative to the config file. */
  config: z.union([z.record(z.string(), z.unknown()), z.string().min(1)]).optional(),
  /** An auth.json from `opencode auth login`, linked (never copied) into the execution's data folder; relative to the config file. */
  authFile: z.string().min(1).optional(),
});

type Options = z.infer<typeof optionsSchema>;

function checkFile(runner: RunnerConfig, key: "config" | "authFile", file: string, hint: string): void {
  const abs = path.resolve(runner.baseDir, file);
  if (!existsSync(abs)) throw configError(`runners.${runner.id}.${key}: ${abs} does not exist`, { hint });
}

export const openCodeRunner: RunnerAdapter<Options> = {
  type: "opencode",
  displayName: "OpenCode",
  context: {
    instructionFiles: ["AGENTS.md", "CLAUDE.md"],
    configPaths: [".opencode"],
    settingsFiles: ["opencode.json", "opencode.jsonc"],
    skillFolders: [".opencode/skills", ".claude/skills", ".agents/skills"],
  },
  init: { markers: [".opencode", "opencode.json"], install: "npm install -g opencode-ai@1.18.33", secret: "ANTHROPIC_API_KEY", executable: "opencode" },
  resumes: true,
  optionsSchema,
  modelProtocol: "openai-chat",
  preflight(runner) {
    const { options } = runner;
    if (typeof options.config === "string")
      checkFile(runner, "config", options.config, "give an OpenCode config file (opencode.json) relative to the config file, or an inline object");
    if (options.authFile)
      checkFile(
        runner,
        "authFile",
        options.authFile,
        "point it at the auth.json `opencode auth login` wrote (~/.local/share/opencode/auth.json), or pass provider keys in env",
      );
    // Fails now, not in every execution, when the environment's config cannot take the runner's.
    openCodeConfig({
      fromEnv: runner.env.OPENCODE_CONFIG_CONTENT ?? process.env.OPENCODE_CONFIG_CONTENT,
      extra: typeof options.config === "object" ? options.config : undefined,
      scriptedModelUrl: runner.scriptedModel ? "http://127.0.0.1" : undefined,
    });
  },
  prepare(ctx) {
    const { options } = ctx.runner;
    const { executable, launcher } = executableOf(ctx, "opencode");
    const scripted = ctx.scriptedModelUrl;
    const model = scripted ? `${SCRIPTED_PROVIDER}/${scriptedModelId(ctx.runner.model)}` : ctx.runner.model;
    const args = [...launcher, "run", "--format", "json", "--dir", ctx.workspace];
    if (options.autoApprove) args.push("--auto");
    if (options.thinking) args.push("--thinking");
    if (model) args.push("-m", model);
    if (options.agent) args.push("--agent", options.agent);
    if (options.variant) args.push("--variant", options.variant);
    if (ctx.resume?.sessionId) args.push("--session", ctx.resume.sessionId);
    args.push(...ctx.runner.args, "--", ctx.case.prompt);

    const config = openCodeConfig({
      fromEnv: ctx.env.OPENCODE_CONFIG_CONTENT,
      extra: typeof options.config === "object" ? options.config : undefined,
      scriptedModelUrl: scripted,
      model: ctx.runner.model,
    });
    const forced: Record<string, string | undefined> = {
      // OpenCode takes its project folder from PWD, which is agent-bench's own otherwise.
      PWD: ctx.workspace,
      ...(config ? { OPENCODE_CONFIG_CONTENT: JSON.stringify(config) } : {}),
      ...(typeof options.config === "string" ? { OPENCODE_CONFIG: path.resolve(ctx.runner.baseDir, options.config) } : {}),
    };
    const env = cliEnv(ctx, { OPENCODE_DISABLE_AUTOUPDATE: "1", OPENCODE_DISABLE_MODELS_FETCH: "1", OPENCODE_DISABLE_LSP_DOWNLOAD: "1" }, forced);

    const pkg = packageJsonOf(executable, env, "opencode-ai");
    linkPlugin(pkg, path.join(env.XDG_CONFIG_HOME, "opencode"));
    if (options.authFile && !scripted) {
      const data = path.join(env.XDG_DATA_HOME, "opencode");
      mkdirSync(data, { recursive: true });
      symlinkSync(path.resolve(ctx.runner.baseDir, options.authFile), path.join(data, "auth.json"));
    }
    return { kind: "spawn", executable, args, env, cwd: ctx.workspace, ...(pkg ? { collect: { package: pkg } } : {}) };
  },
  parse: parseOpenCode,
  createStepCounter() {
    // One step is one model request; step_start opens it.
    let steps = 0;
    return jsonStepCounter((event) => {
      if ((event as { type?: unknown } | null)?.type === "step_start") steps++;
      return steps;
    });
  },
  detectModelRejection: modelRejectionFromSession,
};
