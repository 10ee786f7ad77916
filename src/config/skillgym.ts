// skillgym.config.* → the same shape as an agent-bench config, so skillgym
// users keep their config file. Keys and meanings: ../shared/docs/compat-skillgym.md §8.

import { z } from "zod";
import { configError } from "../errors.ts";
import { issuesToError, type LineOf } from "../issues.ts";
import { snapshotsSchema, workspaceSchema } from "./schema.ts";
import { PARSE_ONCE } from "../model/schema/parse-once.ts";

const agentSchema = z.strictObject({
  type: z.enum(["opencode", "codex", "claude-code", "cursor-agent", "copilot"]),
  model: z.string().min(1),
  command: z.string().min(1).optional(),
  commandArgs: z.array(z.string()).optional(),
  env: z.record(z.string(), z.string()).optional(),
});

const skillgymSchema = z.strictObject({
  run: z
    .strictObject({
      cwd: z.string().optional(),
      outputDir: z.string().optional(),
      reporter: z.string().optional(),
      schedule: z.enum(["serial", "parallel", "isolated-by-runner"]).optional(),
      workspace: workspaceSchema.optional(),
      maxSteps: z.number().int().positive().optional(),
      maxParallel: z.number().int().positive().optional(),
      repeat: z.number().int().positive().optional(),
      repeatFailure: z.number().int().nonnegative().optional(),
      retryFailed: z.number().int().nonnegative().optional(),
      tags: z.array(z.string()).optional(),
    })
    .optional(),
  defaults: z.strictObject({ timeoutMs: z.number().int().gt(1).optional() }).optional(),
  runners: z.record(z.string(), z.strictObject({ agent: agentSchema })),
  snapshots: snapshotsSchema.optional(),
});

/** skillgym's type names → agent-bench runner types. */
const TYPE_MAP: Record<string, string> = {
  opencode: "opencode",
  codex: "codex",
  "claude-code": "claude-code",
  "cursor-agent": "cursor",
  copilot: "copilot",
};

export interface TranslatedConfig {
  config: Record<string, unknown>;
  warnings: string[];
  /** skillgym repeatFailure: extra attempts per failed run. */
  retries?: number;
  cwd?: string;
}

export function translateSkillgymConfig(value: unknown, file: string, lineOf?: LineOf): TranslatedConfig {
  const parsed = skillgymSchema.safeParse(value, PARSE_ONCE);
  if (!parsed.success) throw issuesToError(parsed.error.issues, { file, lineOf });
  const sg = parsed.data;
  if (Object.keys(sg.runners).length === 0) {
    throw configError(`${file}: runners: at least one runner is required`, { hint: "add runners: { <id>: { agent: { type, model } } }" });
  }
  const warnings: string[] = [];
  const runners: Record<string, Record<string, unknown>> = {};
  for (const [id, { agent }] of Object.entries(sg.runners)) {
    const launcher = agent.command ?? (agent.type === "codex" ? "npx" : undefined);
    // skillgym always inserts the token "codex" after the launcher and its arguments.
    const command = launcher
      ? [launcher, ...(agent.commandArgs ?? []), ...(agent.type === "codex" ? ["codex"] : [])]
      : agent.commandArgs?.length
        ? [defaultExecutable(agent.type), ...agent.commandArgs]
        : undefined;
    runners[id] = {
      type: TYPE_MAP[agent.type],
      model: agent.model,
      ...(command ? { command } : {}),
      ...(agent.env ? { env: agent.env } : {}),
      ...(sg.run?.maxSteps ? { maxSteps: sg.run.maxSteps } : {}),
    };
  }
  if (sg.run?.reporter) warnings.push(`${file}: run.reporter is ignored; use -o FILE or --reporter MODULE`);
  const parallel = sg.run?.schedule === "serial" ? 1 : sg.run?.maxParallel;
  const defaults: Record<string, unknown> = {
    ...(sg.run?.repeat ? { runs: sg.run.repeat } : {}),
    ...(parallel ? { parallel } : {}),
    ...(sg.defaults?.timeoutMs ? { timeout: `${sg.defaults.timeoutMs}ms` } : {}),
    ...(sg.run?.workspace ? { workspace: sg.run.workspace } : {}),
    ...(sg.run?.outputDir ? { outDir: sg.run.outputDir } : {}),
    ...(sg.run?.tags ? { tags: sg.run.tags } : {}),
  };
  return {
    config: { runners, defaults, ...(sg.snapshots ? { snapshots: sg.snapshots } : {}) },
    warnings,
    retries: sg.run?.repeatFailure ?? sg.run?.retryFailed,
    cwd: sg.run?.cwd,
  };
}

function defaultExecutable(type: string): string {
  return { opencode: "opencode", "claude-code": "claude", "cursor-agent": "agent", copilot: "copilot" }[type] ?? type;
}
