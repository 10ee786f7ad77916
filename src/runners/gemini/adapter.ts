// type: gemini — `gemini -p … --output-format stream-json --skip-trust`.

import path from "node:path";
import { z } from "zod";
import { cliEnv, executableOf, modelRejectionFromSession, packageJsonOf } from "../cli-env.ts";
import type { RunnerAdapter } from "../runner.ts";
import { authTypeFor, geminiSettings, SCRIPTED_DEFAULT_MODEL, scriptedModelEnv } from "./offline.ts";
import { parseGemini } from "./parse.ts";
import { modelResponses } from "./steps.ts";
import { jsonStepCounter } from "../step-counter.ts";

const optionsSchema = z.strictObject({
  /** --approval-mode; yolo (the default) approves every tool call. --skip-trust keeps it from being downgraded. */
  approvalMode: z.enum(["yolo", "auto_edit", "default", "plan"]).default("yolo"),
  /** settings model.maxSessionTurns: the CLI stops with "Maximum session turns exceeded" (failure origin max-steps). */
  maxSessionTurns: z.number().int().positive().optional(),
  /** security.auth.selectedType; by default gemini-api-key when GEMINI_API_KEY or GOOGLE_API_KEY is set, vertex-ai with GOOGLE_GENAI_USE_VERTEXAI. */
  authType: z.string().min(1).optional(),
  includeDirectories: z.array(z.string().min(1)).optional(),
  /** Merged into ~/.gemini/settings.json. */
  settings: z.record(z.string(), z.unknown()).optional(),
});

type Options = z.infer<typeof optionsSchema>;

export const geminiRunner: RunnerAdapter<Options> = {
  type: "gemini",
  displayName: "Gemini CLI",
  context: { instructionFiles: ["GEMINI.md"], configPaths: [".gemini", ".agents"], skillFolders: [".gemini/skills", ".agents/skills"] },
  init: { markers: ["GEMINI.md", ".gemini"], install: "npm install -g @google/gemini-cli@0.61.0", secret: "GEMINI_API_KEY", executable: "gemini" },
  resumes: true,
  optionsSchema,
  modelProtocol: "gemini",
  prepare(ctx) {
    const { options } = ctx.runner;
    const { executable, launcher } = executableOf(ctx, "gemini");
    const scripted = ctx.scriptedModelUrl !== undefined;
    const settings = geminiSettings({
      authType: options.authType ?? authTypeFor(ctx.env, scripted),
      maxSessionTurns: options.maxSessionTurns,
      scripted,
      extra: options.settings,
    });
    const files = [{ path: path.join(ctx.home, ".gemini", "settings.json"), content: `${JSON.stringify(settings, null, 2)}\n` }];
    // --prompt=… keeps a prompt that starts with "-" from being read as a flag.
    const args = [...launcher, `--prompt=${ctx.case.prompt}`, "--output-format", "stream-json", "--approval-mode", options.approvalMode, "--skip-trust"];
    const model = ctx.runner.model ?? (scripted ? SCRIPTED_DEFAULT_MODEL : undefined);
    if (model) args.push("-m", model);
    if (options.includeDirectories) args.push("--include-directories", options.includeDirectories.join(","));
    // Gemini CLI 0.61 resumes by "latest" or an index, not by id; the execution's home holds only this conversation.
    if (ctx.resume?.sessionId) args.push("--resume", "latest");
    args.push(...ctx.runner.args);
    const env = cliEnv(ctx, {}, ctx.scriptedModelUrl ? scriptedModelEnv(ctx.scriptedModelUrl) : {});
    const pkg = packageJsonOf(executable, env, "@google/gemini-cli");
    return { kind: "spawn", executable, args, env, cwd: ctx.workspace, files, ...(pkg ? { collect: { package: pkg } } : {}) };
  },
  parse: parseGemini,
  createStepCounter: () => jsonStepCounter(modelResponses()),
  detectModelRejection: modelRejectionFromSession,
};
