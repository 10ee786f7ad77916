// type: copilot — `copilot --prompt=… --output-format json --allow-all-tools`,
// with ~/.copilot in the execution's fresh home and token counts from
// --usage-output-file (written into the home, collected after the exit).

import path from "node:path";
import { z } from "zod";
import { cliEnv, executableOf, modelRejectionFromSession, packageJsonOf } from "../cli-env.ts";
import type { RunnerAdapter } from "../runner.ts";
import { jsonStepCounter } from "../step-counter.ts";
import { scriptedModelEnv } from "./offline.ts";
import { parseCopilot } from "./parse.ts";

const optionsSchema = z.strictObject({
  /** --allow-all (tools, any path, any URL) instead of --allow-all-tools (tools only; paths outside the workspace still need approval, which nobody gives). */
  allowAll: z.boolean().default(false),
  /** --reasoning-effort. */
  reasoningEffort: z.enum(["none", "minimal", "low", "medium", "high", "xhigh", "max"]).optional(),
  /** --agent: a custom agent. */
  agent: z.string().min(1).optional(),
  /** --available-tools / --excluded-tools. */
  availableTools: z.array(z.string().min(1)).optional(),
  excludedTools: z.array(z.string().min(1)).optional(),
  /** false: --no-custom-instructions (AGENTS.md and .github/copilot-instructions.md are not loaded). */
  customInstructions: z.boolean().default(true),
  /** false: --disable-builtin-mcps (the GitHub MCP server). */
  builtinMcps: z.boolean().default(true),
});

type Options = z.infer<typeof optionsSchema>;

export const copilotRunner: RunnerAdapter<Options> = {
  type: "copilot",
  displayName: "GitHub Copilot CLI",
  context: {
    instructionFiles: [".github/copilot-instructions.md", "AGENTS.md"],
    configPaths: [".github/skills", ".github/instructions", ".github/prompts", ".vscode/mcp.json"],
    skillFolders: [".github/skills", ".claude/skills", ".agents/skills"],
  },
  init: {
    markers: [".github/copilot-instructions.md"],
    install: "npm install -g @github/copilot@1.0.102",
    secret: "COPILOT_GITHUB_TOKEN",
    executable: "copilot",
  },
  resumes: true,
  optionsSchema,
  // Against the scripted model: Anthropic Messages for Claude ids (the default), Chat Completions for others.
  modelProtocol: "anthropic",
  prepare(ctx) {
    const { options } = ctx.runner;
    const { executable, launcher } = executableOf(ctx, "copilot");
    const usageFile = path.join(ctx.home, "copilot-usage.json");
    // --prompt=… keeps a prompt that starts with "-" from being read as a flag.
    const args = [
      ...launcher,
      `--prompt=${ctx.case.prompt}`,
      "--output-format",
      "json",
      options.allowAll ? "--allow-all" : "--allow-all-tools",
      "--no-auto-update",
      "--usage-output-file",
      usageFile,
    ];
    const scripted = ctx.scriptedModelUrl ? scriptedModelEnv(ctx.scriptedModelUrl, ctx.runner.model) : undefined;
    const model = scripted?.COPILOT_MODEL ?? ctx.runner.model;
    if (model) args.push("--model", model);
    if (ctx.resume?.sessionId) args.push(`--resume=${ctx.resume.sessionId}`);
    if (options.reasoningEffort) args.push("--reasoning-effort", options.reasoningEffort);
    if (options.agent) args.push("--agent", options.agent);
    if (options.availableTools) args.push(`--available-tools=${options.availableTools.join(",")}`);
    if (options.excludedTools) args.push(`--excluded-tools=${options.excludedTools.join(",")}`);
    if (!options.customInstructions) args.push("--no-custom-instructions");
    if (!options.builtinMcps) args.push("--disable-builtin-mcps");
    args.push(...ctx.runner.args);
    const env = cliEnv(ctx, { COPILOT_AUTO_UPDATE: "false", NO_COLOR: "1" }, { COPILOT_HOME: undefined, ...scripted });
    const pkg = packageJsonOf(executable, env, "@github/copilot");
    return {
      kind: "spawn",
      executable,
      args,
      env,
      cwd: ctx.workspace,
      collect: { usage: usageFile, ...(pkg ? { package: pkg } : {}) },
    };
  },
  parse: parseCopilot,
  createStepCounter() {
    // A step is one model response: each assistant message has its own id.
    const ids = new Set<string>();
    return jsonStepCounter((event) => {
      const e = event as { type?: unknown; data?: { messageId?: unknown; parentToolCallId?: unknown } } | null;
      const id = e?.data?.messageId;
      if ((e?.type === "assistant.message" || e?.type === "assistant.message_start") && typeof id === "string" && e.data?.parentToolCallId === undefined)
        ids.add(id);
      return ids.size;
    });
  },
  detectModelRejection: modelRejectionFromSession,
};
