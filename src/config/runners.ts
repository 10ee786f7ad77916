// Runner entries from a config file → RunnerConfig, validated against the
// common keys and the runner type's own options.

import path from "node:path";
import { configError } from "../errors.ts";
import { getAdapter, runnerTypes } from "../runners/registry.ts";
import type { RunnerConfig } from "../runners/runner.ts";
import { COMMON_RUNNER_KEYS, runnerCommonSchema } from "./schema.ts";
import { issuesToError, type LineOf } from "./issues.ts";

export interface RunnerSource {
  file: string;
  dir: string;
  lineOf?: LineOf;
  /** Key path of the runners map in the file, e.g. ["runners"]. */
  prefix: PropertyKey[];
}

export function resolveRunner(id: string, raw: Record<string, unknown>, source: RunnerSource): RunnerConfig {
  const prefix = [...source.prefix, id];
  const common = runnerCommonSchema.safeParse(raw);
  if (!common.success) throw issuesToError(common.error.issues, { file: source.file, lineOf: source.lineOf, prefix });
  const entry = common.data;
  const adapter = getAdapter(entry.type);
  if (!adapter) {
    const line = source.lineOf?.([...prefix, "type"]);
    throw configError(`${source.file}${line ? `:${line}` : ""}: runners.${id}.type: unknown runner type "${entry.type}"`, {
      hint: `use one of: ${runnerTypes().join(", ")}`,
    });
  }
  const optionsRaw = Object.fromEntries(
    Object.entries(raw).filter(([key]) => !(COMMON_RUNNER_KEYS as readonly string[]).includes(key)),
  );
  let options: Record<string, unknown> = optionsRaw;
  if (adapter.optionsSchema) {
    const parsed = adapter.optionsSchema.safeParse(optionsRaw);
    if (!parsed.success) throw issuesToError(parsed.error.issues, { file: source.file, lineOf: source.lineOf, prefix });
    options = parsed.data;
  } else if (Object.keys(optionsRaw).length > 0) {
    const key = Object.keys(optionsRaw)[0]!;
    const line = source.lineOf?.([...prefix, key]);
    throw configError(`${source.file}${line ? `:${line}` : ""}: runners.${id}.${key}: unknown key for runner type "${entry.type}"`, {
      hint: `runner keys are ${COMMON_RUNNER_KEYS.join(", ")}; see docs/runners.md`,
    });
  }
  if (adapter.requiresModel && !entry.model) {
    throw configError(`${source.file}: runners.${id}.model: required for runner type "${entry.type}"`, {
      hint: "set the model the agent should use",
    });
  }
  if (adapter.requiresCommand && !entry.command) {
    throw configError(`${source.file}: runners.${id}.command: required for runner type "${entry.type}"`, {
      hint: 'name the executable, e.g. command: "./bin/my-agent" or command: ["node", "agent.js"]',
    });
  }
  return {
    id,
    type: entry.type,
    model: entry.model,
    command: resolveCommand(entry.command, source.dir),
    args: entry.args ?? [],
    env: entry.env ?? {},
    timeoutMs: entry.timeout,
    maxSteps: entry.maxSteps,
    ...(entry.maxOutputBytes !== undefined ? { maxOutputBytes: entry.maxOutputBytes } : {}),
    scriptedModel: entry.scriptedModel ? path.resolve(source.dir, entry.scriptedModel) : undefined,
    options,
    baseDir: source.dir,
  };
}

/** A path-like executable ("./bin/agent", "../x") resolves against the config file's folder. */
export function resolveCommand(command: string | string[] | undefined, dir: string): string[] | undefined {
  if (command === undefined) return undefined;
  const parts = typeof command === "string" ? [command] : [...command];
  const exe = parts[0]!;
  if (exe.startsWith("./") || exe.startsWith("../")) parts[0] = path.resolve(dir, exe);
  return parts;
}
