// Loads and validates the config file into one ResolvedConfig.

import { existsSync } from "node:fs";
import path from "node:path";
import type { WorkspaceConfig } from "../model/case.ts";
import type { RunnerConfig } from "../runners/runner.ts";
import { configError } from "../errors.ts";
import { findConfig, isSkillgymConfig, looksLikeSkillgym } from "./discover.ts";
import { issuesToError, type LineOf } from "./issues.ts";
import { loadDataFile } from "./load-file.ts";
import { resolveRunner } from "./runners.ts";
import { configSchema, type RawWorkspace } from "./schema.ts";
import { translateSkillgymConfig } from "./skillgym.ts";

export interface ConfigDefaults {
  runs?: number;
  parallel?: number;
  timeoutMs?: number;
  maxSteps?: number;
  workspace?: WorkspaceConfig;
  outDir?: string;
  tags?: string[];
  user?: string;
  team?: string;
  failFast?: boolean;
}

export interface ResolvedConfig {
  /** Absolute path of the config file; undefined when none was found. */
  file?: string;
  /** Folder relative paths resolve against. */
  dir: string;
  format: "agent-bench" | "skillgym" | "none";
  runners: RunnerConfig[];
  defaults: ConfigDefaults;
  judge?: string;
  reporters: string[];
  outputs: string[];
  /** skillgym repeatFailure: extra attempts for a failed run. */
  retries?: number;
  warnings: string[];
}

export async function loadConfig(options: { configPath?: string; searchFrom: string }): Promise<ResolvedConfig> {
  const file = options.configPath ? path.resolve(options.configPath) : findConfig(options.searchFrom);
  if (!file) {
    return { dir: path.resolve(options.searchFrom), format: "none", runners: [], defaults: {}, reporters: [], outputs: [], warnings: [] };
  }
  if (!existsSync(file)) {
    throw configError(`config file not found: ${file}`, { where: "--config", hint: "pass the path of an agent-bench.config.{ts,js,json,yaml} file" });
  }
  const dir = path.dirname(file);
  const loaded = await loadDataFile(file);
  let value = loaded.value;
  let lineOf: LineOf | undefined = loaded.lineOf;
  const warnings: string[] = [];
  let retries: number | undefined;
  let skillgymCwd: string | undefined;
  // -c may name a skillgym config under any file name: its shape tells.
  const skillgym = isSkillgymConfig(file) || looksLikeSkillgym(value);
  if (value === undefined || value === null || typeof value !== "object") {
    throw configError(`${file}: the config must be an object${skillgym ? "" : " (a module's default export)"}`, {
      hint: 'export default { runners: { <id>: { type: "...", ... } } }',
    });
  }
  if (skillgym) {
    const translated = translateSkillgymConfig(value, file, lineOf);
    value = translated.config;
    lineOf = undefined;
    warnings.push(...translated.warnings);
    retries = translated.retries;
    skillgymCwd = translated.cwd;
  }
  const parsed = configSchema.safeParse(value);
  if (!parsed.success) {
    throw issuesToError(parsed.error.issues, {
      file,
      lineOf,
      allowed: (p) => (p.length === 0 ? "top-level keys: runners, defaults, judge, reporters, outputs" : undefined),
    });
  }
  const raw = parsed.data;
  const runners = Object.entries(raw.runners).map(([id, entry]) =>
    resolveRunner(id, entry, { file, dir, lineOf, prefix: ["runners"] }),
  );
  const d = raw.defaults ?? {};
  const workspace = d.workspace ? resolveWorkspace(d.workspace, dir) : skillgymCwd ? { mode: "none" as const, cwd: path.resolve(dir, skillgymCwd) } : undefined;
  if (raw.judge && !runners.some((r) => r.id === raw.judge)) {
    throw configError(`${file}: judge: no runner with id "${raw.judge}"`, { hint: `use one of: ${runners.map((r) => r.id).join(", ")}` });
  }
  return {
    file,
    dir,
    format: skillgym ? "skillgym" : "agent-bench",
    runners,
    defaults: {
      runs: d.runs,
      parallel: d.parallel,
      timeoutMs: d.timeout,
      maxSteps: d.maxSteps,
      workspace,
      outDir: d.outDir ? path.resolve(dir, d.outDir) : undefined,
      tags: d.tags,
      user: d.user,
      team: d.team,
      failFast: d.failFast,
    },
    judge: raw.judge,
    reporters: (raw.reporters ?? []).map((r) => (r.startsWith(".") ? path.resolve(dir, r) : r)),
    outputs: (raw.outputs ?? []).map((o) => path.resolve(dir, o)),
    retries: retries ?? d.retries,
    warnings,
  };
}

const pathLike = (value: string) => /^\.\.?(\/|\\|$)/.test(value);

/** Workspace paths resolve against the folder of the file that declared them. */
export function resolveWorkspace(raw: RawWorkspace, dir: string): WorkspaceConfig {
  const where = "workspace";
  if (raw.mode === "none" && (raw.templateDir || raw.bootstrap)) {
    throw configError(`${where}: templateDir and bootstrap need mode "shared" or "isolated"`, { hint: 'set mode: "isolated" to copy the template for each execution' });
  }
  if (raw.mode !== "none" && raw.cwd) {
    throw configError(`${where}: cwd is only allowed with mode "none"`, { hint: "use templateDir to give shared or isolated workspaces their content" });
  }
  const bootstrap = raw.bootstrap
    ? {
        command: pathLike(raw.bootstrap.command) ? path.resolve(dir, raw.bootstrap.command) : raw.bootstrap.command,
        // As in skillgym: "sh ./setup.sh" finds setup.sh next to the file, though it runs in the workspace.
        args: raw.bootstrap.args?.map((a) => (pathLike(a) ? path.resolve(dir, a) : a)),
        env: raw.bootstrap.env,
        timeoutMs: raw.bootstrap.timeout ?? raw.bootstrap.timeoutMs,
      }
    : undefined;
  return {
    mode: raw.mode,
    cwd: raw.cwd ? path.resolve(dir, raw.cwd) : undefined,
    templateDir: raw.templateDir ? path.resolve(dir, raw.templateDir) : undefined,
    bootstrap,
  };
}
