// Runner entries from a config file → RunnerConfig, validated against the
// common keys and the runner type's own options.

import path from "node:path";
import { getAdapter, runnerTypes } from "../runners/registry.ts";
import type { RunnerAdapter, RunnerConfig } from "../runners/runner.ts";
import { COMMON_RUNNER_KEYS, runnerCommonSchema } from "./schema.ts";
import { issueLines, keyPath, type LineOf } from "../issues.ts";
import { didYouMean } from "../did-you-mean.ts";
import { PARSE_ONCE } from "../model/schema/parse-once.ts";

export interface RunnerSource {
  file: string;
  dir: string;
  lineOf?: LineOf;
  /** Key path of the runners map in the file, e.g. ["runners"]. */
  prefix: PropertyKey[];
}

/** The runner, or every problem with its entry (one line each). */
export function checkRunner(id: string, raw: Record<string, unknown>, source: RunnerSource): { runner?: RunnerConfig; problems: string[] } {
  const prefix = [...source.prefix, id];
  const at = (key: string) => {
    const line = source.lineOf?.([...prefix, key]);
    return `${source.file}${line ? `:${line}` : ""}: ${keyPath([...prefix, key])}`;
  };
  const problems: string[] = [];
  const common = runnerCommonSchema.safeParse(raw, PARSE_ONCE);
  // Keys the common schema does not know are the type's own options, checked below.
  if (raw.type === undefined) problems.push(`${at("type")}: required: the agent CLI this runner drives (runner types: ${runnerTypes().join(", ")})`);
  const issues = common.success ? [] : common.error.issues.filter((i) => raw.type !== undefined || i.path[0] !== "type");
  problems.push(...issueLines(issues, { file: source.file, lineOf: source.lineOf, prefix, schema: runnerCommonSchema }));
  const type = typeof raw.type === "string" ? raw.type : undefined;
  const adapter = type ? getAdapter(type) : undefined;
  if (type && !adapter)
    problems.push(`${at("type")}: unknown runner type "${type}"${didYouMean(type, runnerTypes())} (runner types: ${runnerTypes().join(", ")})`);
  const optionsRaw = Object.fromEntries(Object.entries(raw).filter(([key]) => !(COMMON_RUNNER_KEYS as readonly string[]).includes(key)));
  // Parsed here, once: the runner carries its type's typed options from now on. Every schema is strict, so an unknown key is a problem.
  const parsed = adapter?.optionsSchema.safeParse(optionsRaw, PARSE_ONCE);
  if (adapter && parsed && !parsed.success)
    problems.push(
      ...issueLines(parsed.error.issues, { file: source.file, lineOf: source.lineOf, prefix, schema: adapter.optionsSchema, extraKeys: COMMON_RUNNER_KEYS }),
    );
  if (!common.success || !adapter || !parsed?.success) return { problems };
  const entry = common.data;
  if (adapter.requiresModel && !entry.model) problems.push(`${at("model")}: required for runner type "${entry.type}" (set the model the agent should use)`);
  if (adapter.requiresCommand && !entry.command)
    problems.push(`${at("command")}: required for runner type "${entry.type}" (name the executable, e.g. command: "./bin/my-agent")`);
  if (problems.length > 0) return { problems };
  return {
    problems,
    runner: {
      id,
      type: entry.type,
      model: entry.model,
      command: resolveCommand(entry.command, source.dir),
      args: entry.args ?? [],
      env: entry.env ?? {},
      timeoutMs: entry.timeout,
      maxSteps: entry.maxSteps,
      scriptedModel: entry.scriptedModel ? path.resolve(source.dir, entry.scriptedModel) : undefined,
      ...(entry.maxOutputBytes !== undefined ? { maxOutputBytes: entry.maxOutputBytes } : {}),
      options: parsed.data,
      baseDir: source.dir,
    },
  };
}

/** A runner of a type named on the command line (--runner claude-code), with the type's default options. */
export function defaultRunner(adapter: RunnerAdapter, dir: string, model: string | undefined): RunnerConfig {
  return {
    id: adapter.type,
    type: adapter.type,
    ...(model !== undefined ? { model } : {}),
    args: [],
    env: {},
    options: adapter.optionsSchema.parse({}),
    baseDir: dir,
  };
}

/** A path-like executable ("./bin/agent", "../x") resolves against the config file's folder. */
export function resolveCommand(command: string | string[] | undefined, dir: string): string[] | undefined {
  if (command === undefined) return undefined;
  const parts = typeof command === "string" ? [command] : [...command];
  const exe = parts[0];
  if (exe.startsWith("./") || exe.startsWith("../")) parts[0] = path.resolve(dir, exe);
  return parts;
}
