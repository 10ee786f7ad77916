// type: codex — `codex exec --json`, with its own CODEX_HOME per execution.

import { existsSync, mkdirSync, symlinkSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { configError } from "../../errors.ts";
import { cliEnv, executableOf, modelRejectionFromSession, packageJsonOf } from "../cli-env.ts";
import type { RunnerAdapter } from "../runner.ts";
import { codexConfig, SCRIPTED_KEY_ENV, toml } from "./offline.ts";
import { parseCodex } from "./parse.ts";
import { modelResponses } from "./steps.ts";
import { jsonStepCounter } from "../step-counter.ts";

const optionsSchema = z.strictObject({
  /** danger-full-access (the default) bypasses approvals and the sandbox; the others pass -s (read-only makes writes fail while the run still exits 0). */
  sandbox: z.enum(["danger-full-access", "workspace-write", "read-only"]).default("danger-full-access"),
  reasoningEffort: z.enum(["minimal", "low", "medium", "high", "xhigh"]).optional(),
  /** Extra config overrides, passed as -c key=value (values become TOML). */
  config: z.record(z.string().regex(/^[A-Za-z0-9_.-]+$/, "config keys are dotted names such as model_verbosity"), z.unknown()).optional(),
  /** A Codex auth.json (ChatGPT sign-in), linked into the execution's CODEX_HOME; relative to the config file. API keys go in CODEX_API_KEY instead. */
  authFile: z.string().min(1).optional(),
});

type Options = z.infer<typeof optionsSchema>;

export const codexRunner: RunnerAdapter<Options> = {
  type: "codex",
  displayName: "OpenAI Codex",
  context: { instructionFiles: ["AGENTS.md", "AGENTS.override.md"], configPaths: [".codex", ".agents"], skillFolders: [".agents/skills", ".codex/skills"] },
  init: { markers: ["AGENTS.md", ".codex"], install: "npm install -g @openai/codex@0.169.0", secret: "CODEX_API_KEY", executable: "codex" },
  optionsSchema,
  modelProtocol: "openai-responses",
  resumes: true,
  // sessions/YYYY/MM/DD/rollout-…-<thread id>.jsonl; `exec resume <id>` finds it from any working folder.
  sessionFiles: [".codex/sessions"],
  preflight(runner) {
    const { options } = runner;
    if (options.authFile && !existsSync(path.resolve(runner.baseDir, options.authFile))) {
      throw configError(`runners.${runner.id}.authFile: ${path.resolve(runner.baseDir, options.authFile)} does not exist`, {
        hint: "point it at the auth.json `codex login` wrote (usually ~/.codex/auth.json), or use CODEX_API_KEY",
      });
    }
  },
  prepare(ctx) {
    const { options } = ctx.runner;
    const { executable, launcher } = executableOf(ctx, "codex");
    const codexHome = path.join(ctx.home, ".codex");
    const scripted = ctx.scriptedModelUrl;
    const files = [{ path: path.join(codexHome, "config.toml"), content: codexConfig(scripted, ctx.runner.model) }];
    if (options.authFile && !scripted && !existsSync(path.join(codexHome, "auth.json"))) {
      // A link, not a copy: a refreshed token lands in the user's own file, and no credential is duplicated.
      mkdirSync(codexHome, { recursive: true });
      symlinkSync(path.resolve(ctx.runner.baseDir, options.authFile), path.join(codexHome, "auth.json"));
    }
    // The next turn of a multi-turn case: `exec resume` (it has no -C and no -s; the process cwd is the workspace).
    const resume = ctx.resume?.sessionId;
    const args = resume
      ? [...launcher, "exec", "resume", "--json", "--skip-git-repo-check"]
      : [...launcher, "exec", "--json", "--skip-git-repo-check", "-C", ctx.workspace];
    if (options.sandbox === "danger-full-access") args.push("--dangerously-bypass-approvals-and-sandbox");
    else if (resume) args.push("-c", `sandbox_mode=${toml(options.sandbox)}`);
    else args.push("-s", options.sandbox);
    if (ctx.runner.model) args.push("-m", ctx.runner.model);
    if (options.reasoningEffort) args.push("-c", `model_reasoning_effort=${toml(options.reasoningEffort)}`);
    for (const [key, value] of Object.entries(options.config ?? {})) args.push("-c", `${key}=${toml(value)}`);
    // The plugin marketplace clones from github.com at start-up; a scripted run stays on the loopback.
    if (scripted) args.push("--disable", "plugins");
    args.push(...ctx.runner.args, "--", ...(resume ? [resume] : []), ctx.case.prompt);
    const apiKey = ctx.env.CODEX_API_KEY ?? ctx.env.OPENAI_API_KEY;
    const forced: Record<string, string | undefined> = scripted
      ? {
          CODEX_HOME: codexHome,
          [SCRIPTED_KEY_ENV]: "agent-bench-scripted-model",
          CODEX_API_KEY: undefined,
          OPENAI_API_KEY: undefined,
          OPENAI_BASE_URL: undefined,
        }
      : { CODEX_HOME: codexHome, ...(apiKey ? { CODEX_API_KEY: apiKey } : {}) };
    const env = cliEnv(ctx, {}, forced);
    const pkg = packageJsonOf(executable, env, "@openai/codex");
    return { kind: "spawn", executable, args, env, cwd: ctx.workspace, files, ...(pkg ? { collect: { package: pkg } } : {}) };
  },
  parse: parseCodex,
  createStepCounter: () => jsonStepCounter(modelResponses()),
  detectModelRejection: modelRejectionFromSession,
};
