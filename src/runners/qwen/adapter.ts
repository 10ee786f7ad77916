// type: qwen — `qwen --prompt=… --output-format stream-json --approval-mode yolo`,
// with ~/.qwen/settings.json in the execution's fresh home.

import path from "node:path";
import { z } from "zod";
import { cliEnv, executableOf, modelRejectionFromSession } from "../cli-env.ts";
import type { RunnerAdapter } from "../runner.ts";
import { jsonStepCounter } from "../step-counter.ts";
import { qwenSettings, scriptedModelEnv } from "./offline.ts";
import { parseQwen } from "./parse.ts";

const optionsSchema = z.strictObject({
  /** --approval-mode: yolo (the default) approves every tool; nobody is there to answer a prompt. */
  approvalMode: z.enum(["yolo", "auto", "auto-edit", "default", "plan"]).default("yolo"),
  /** --max-session-turns: the CLI stops by itself (origin max-steps). */
  maxSessionTurns: z.number().int().positive().optional(),
  /** --auth-type; default openai when OPENAI_API_KEY is set. */
  authType: z.enum(["openai", "openai-responses", "anthropic", "gemini", "vertex-ai", "qwen-oauth"]).optional(),
  systemPrompt: z.string().optional(),
  appendSystemPrompt: z.string().optional(),
  /** Merged into ~/.qwen/settings.json. */
  settings: z.record(z.string(), z.unknown()).optional(),
});

type Options = z.infer<typeof optionsSchema>;

export const qwenRunner: RunnerAdapter<Options> = {
  type: "qwen",
  displayName: "Qwen Code",
  context: { instructionFiles: ["QWEN.md"], configPaths: [".qwen", ".agents"], skillFolders: [".qwen/skills", ".agents/skills"] },
  init: { markers: ["QWEN.md", ".qwen"], install: "npm install -g @qwen-code/qwen-code@0.24.4", secret: "OPENAI_API_KEY", executable: "qwen" },
  resumes: true,
  optionsSchema,
  modelProtocol: "openai-chat",
  prepare(ctx) {
    const { options } = ctx.runner;
    const { executable, launcher } = executableOf(ctx, "qwen");
    const scripted = ctx.scriptedModelUrl ? scriptedModelEnv(ctx.scriptedModelUrl, ctx.runner.model) : undefined;
    // --prompt=… keeps a prompt that starts with "-" from being read as a flag (a positional prompt after -- is not read).
    const args = [...launcher, `--prompt=${ctx.case.prompt}`, "--output-format", "stream-json", "--approval-mode", options.approvalMode];
    const authType = scripted ? "openai" : (options.authType ?? (ctx.env.OPENAI_API_KEY ? "openai" : undefined));
    if (authType) args.push("--auth-type", authType);
    const model = scripted?.OPENAI_MODEL ?? ctx.runner.model;
    if (model) args.push("-m", model);
    if (options.maxSessionTurns !== undefined) args.push("--max-session-turns", String(options.maxSessionTurns));
    if (ctx.resume?.sessionId) args.push("--resume", ctx.resume.sessionId);
    if (options.systemPrompt !== undefined) args.push("--system-prompt", options.systemPrompt);
    if (options.appendSystemPrompt !== undefined) args.push("--append-system-prompt", options.appendSystemPrompt);
    args.push(...ctx.runner.args);
    const settings = qwenSettings({ scripted: scripted !== undefined, extra: options.settings });
    const files = [{ path: path.join(ctx.home, ".qwen", "settings.json"), content: `${JSON.stringify(settings, null, 2)}\n` }];
    const env = cliEnv(ctx, { QWEN_CODE_SUPPRESS_YOLO_WARNING: "1" }, { ...scripted });
    return { kind: "spawn", executable, args, env, cwd: ctx.workspace, files };
  },
  parse: parseQwen,
  createStepCounter() {
    // A step is one model response: one assistant line with text or tool calls (thinking comes on a line of its own).
    const ids = new Set<string>();
    return jsonStepCounter((event) => {
      const e = event as { type?: unknown; parent_tool_use_id?: unknown; message?: { id?: unknown; content?: unknown } } | null;
      const blocks = Array.isArray(e?.message?.content) ? (e.message.content as Array<{ type?: unknown; text?: unknown } | null>) : [];
      // "[API Error: …]" text is the CLI's report of a failed request, not a response.
      const answers = blocks.some((c) => c?.type === "tool_use" || (c?.type === "text" && !/^\s*\[API Error/.test(String(c.text))));
      if (e?.type === "assistant" && typeof e.message?.id === "string" && !e.parent_tool_use_id && answers) ids.add(e.message.id);
      return ids.size;
    });
  },
  detectModelRejection: modelRejectionFromSession,
};
