// type: cursor — `cursor-agent -p --output-format stream-json --force --trust
// --workspace <workspace>`. Cursor's agent talks only to Cursor's own backend,
// so it cannot run against the scripted model server; its parser follows the
// documented stream schema and is tested with constructed streams.

import { z } from "zod";
import { cliEnv, executableOf, modelRejectionFromSession } from "../cli-env.ts";
import type { RunnerAdapter } from "../runner.ts";
import { jsonStepCounter } from "../step-counter.ts";
import { parseCursor } from "./parse.ts";
import { modelSteps } from "./steps.ts";

const optionsSchema = z.strictObject({
  /** --force: apply edits and run commands without asking (without it edits are only proposed). */
  force: z.boolean().default(true),
  /** --trust: trust the workspace without a prompt. */
  trust: z.boolean().default(true),
  /** --sandbox enabled|disabled. */
  sandbox: z.enum(["enabled", "disabled"]).optional(),
  /** --mode plan: analyse only. */
  mode: z.enum(["plan"]).optional(),
  /** --approve-mcps: use the workspace's MCP servers without asking. */
  approveMcps: z.boolean().default(false),
});

type Options = z.infer<typeof optionsSchema>;

export const cursorRunner: RunnerAdapter<Options> = {
  type: "cursor",
  displayName: "Cursor agent",
  // No skill folder is documented; .cursor/skills is looked up for SKILL.md reads.
  context: { instructionFiles: [".cursorrules"], configPaths: [".cursor"], skillFolders: [".cursor/skills"] },
  init: { markers: [".cursor"], install: "curl -fsSL https://cursor.com/install | bash", secret: "CURSOR_API_KEY", executable: "cursor-agent" },
  resumes: true,
  optionsSchema,
  prepare(ctx) {
    const { options } = ctx.runner;
    const { executable, launcher } = executableOf(ctx, "cursor-agent");
    const args = [...launcher, "-p", "--output-format", "stream-json", "--workspace", ctx.workspace];
    if (options.force) args.push("--force");
    if (options.trust) args.push("--trust");
    if (options.sandbox) args.push("--sandbox", options.sandbox);
    if (options.mode) args.push("--mode", options.mode);
    if (options.approveMcps) args.push("--approve-mcps");
    if (ctx.runner.model) args.push("--model", ctx.runner.model);
    if (ctx.resume?.sessionId) args.push("--resume", ctx.resume.sessionId);
    args.push(...ctx.runner.args, "--", ctx.case.prompt);
    // CURSOR_API_KEY passes through from the environment; a login kept in your own ~/.cursor is not visible.
    return { kind: "spawn", executable, args, env: cliEnv(ctx, { NO_COLOR: "1" }), cwd: ctx.workspace };
  },
  parse: parseCursor,
  createStepCounter: () => jsonStepCounter(modelSteps()),
  detectModelRejection: modelRejectionFromSession,
};
