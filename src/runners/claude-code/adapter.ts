// type: claude-code — `claude -p … --output-format stream-json --verbose`.

import { existsSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { configError } from "../../errors.ts";
import { cliEnv, executableOf, modelRejectionFromSession, runningAsRoot } from "../cli-env.ts";
import type { RunnerAdapter } from "../runner.ts";
import { jsonStepCounter } from "../step-counter.ts";
import { scriptedModelEnv } from "./offline.ts";
import { parseClaudeCode } from "./parse.ts";

const optionsSchema = z.strictObject({
  /** --permission-mode. bypassPermissions (the default) lets a headless agent act; as root it needs IS_SANDBOX=1, which agent-bench sets. */
  permissionMode: z.enum(["bypassPermissions", "acceptEdits", "dontAsk", "default", "plan", "auto"]).default("bypassPermissions"),
  /** --max-turns: the CLI stops by itself (result error_max_turns → failure origin max-steps). */
  maxTurns: z.number().int().positive().optional(),
  allowedTools: z.array(z.string().min(1)).optional(),
  disallowedTools: z.array(z.string().min(1)).optional(),
  appendSystemPrompt: z.string().optional(),
  systemPrompt: z.string().optional(),
  /** --settings: an object, or a settings file relative to the config file. */
  settings: z.union([z.record(z.string(), z.unknown()), z.string().min(1)]).optional(),
});

type Options = z.infer<typeof optionsSchema>;

export const claudeCodeRunner: RunnerAdapter<Options> = {
  type: "claude-code",
  displayName: "Claude Code",
  context: { instructionFiles: ["CLAUDE.md", "CLAUDE.local.md"], configPaths: [".claude"], settingsFiles: [".mcp.json"], skillFolders: [".claude/skills"] },
  init: { markers: ["CLAUDE.md", ".claude"], install: "npm install -g @anthropic-ai/claude-code@2.1.329", secret: "ANTHROPIC_API_KEY", executable: "claude" },
  optionsSchema,
  modelProtocol: "anthropic",
  resumes: true,
  // <session id>.jsonl under projects/<cwd slug>/; --resume finds it from any working folder.
  sessionFiles: [".claude/projects"],
  preflight(runner) {
    const { options } = runner;
    if (typeof options.settings === "string" && !existsSync(path.resolve(runner.baseDir, options.settings))) {
      throw configError(`runners.${runner.id}.settings: ${path.resolve(runner.baseDir, options.settings)} does not exist`, {
        hint: "give a Claude Code settings file (relative to the config file) or an inline object",
      });
    }
  },
  prepare(ctx) {
    const { options } = ctx.runner;
    const { executable, launcher } = executableOf(ctx, "claude");
    const files: Array<{ path: string; content: string }> = [];
    const args = [...launcher, "-p", "--output-format", "stream-json", "--verbose", "--permission-mode", options.permissionMode];
    if (ctx.runner.model) args.push("--model", ctx.runner.model);
    if (options.maxTurns !== undefined) args.push("--max-turns", String(options.maxTurns));
    // The next turn of a multi-turn case continues the session (kept under CLAUDE_CONFIG_DIR in this execution's home).
    if (ctx.resume?.sessionId) args.push("--resume", ctx.resume.sessionId);
    if (options.allowedTools) args.push("--allowedTools", options.allowedTools.join(","));
    if (options.disallowedTools) args.push("--disallowedTools", options.disallowedTools.join(","));
    if (options.systemPrompt !== undefined) args.push("--system-prompt", options.systemPrompt);
    if (options.appendSystemPrompt !== undefined) args.push("--append-system-prompt", options.appendSystemPrompt);
    if (typeof options.settings === "string") args.push("--settings", path.resolve(ctx.runner.baseDir, options.settings));
    else if (options.settings) {
      const file = path.join(ctx.home, "agent-bench-settings.json");
      files.push({ path: file, content: JSON.stringify(options.settings) });
      args.push("--settings", file);
    }
    // "--" keeps a prompt that starts with "-" (and the variadic --allowedTools) from eating each other.
    args.push(...ctx.runner.args, "--", ctx.case.prompt);
    const bypass: Record<string, string> = options.permissionMode === "bypassPermissions" && runningAsRoot() ? { IS_SANDBOX: "1" } : {};
    const env = cliEnv(
      ctx,
      { DISABLE_AUTOUPDATER: "1", CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC: "1" },
      // IS_SANDBOX must be exactly "1" (a machine's IS_SANDBOX=yes does not count).
      { ...bypass, CLAUDE_CONFIG_DIR: path.join(ctx.home, ".claude"), ...(ctx.scriptedModelUrl ? scriptedModelEnv(ctx.scriptedModelUrl) : {}) },
    );
    return { kind: "spawn", executable, args, env, cwd: ctx.workspace, files };
  },
  parse: parseClaudeCode,
  createStepCounter() {
    // A step is one model response: every content block repeats its message id.
    const ids = new Set<string>();
    return jsonStepCounter((event) => {
      const e = event as { type?: string; message?: { id?: unknown; model?: unknown } } | null;
      if (e?.type === "assistant" && typeof e.message?.id === "string" && e.message.model !== "<synthetic>") ids.add(e.message.id);
      return ids.size;
    });
  },
  detectModelRejection: modelRejectionFromSession,
};
