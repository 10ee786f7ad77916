// Loads and validates the config file into one ResolvedConfig.

import { existsSync, statSync } from "node:fs";
import path from "node:path";
import type { WorkspaceConfig } from "../model/case.ts";
import type { RunnerConfig } from "../runners/runner.ts";
import { configError } from "../errors.ts";
import { findConfig, isSkillgymConfig, looksLikeSkillgym } from "./discover.ts";
import { issueLines, problemsError, type LineOf } from "../issues.ts";
import { didYouMean } from "../did-you-mean.ts";
import { loadDataFile } from "../load/load-file.ts";
import { checkRunner } from "./runners.ts";
import { configSchema, type RawConfig, type RawWorkspace } from "./schema.ts";
import { translateSkillgymConfig } from "./skillgym.ts";
import { checkVariant, type VariantSource } from "./variants.ts";
import type { VariantDefinition } from "../model/variant.ts";
import type { SnapshotMetric } from "../model/snapshot-metric.ts";
import { PARSE_ONCE } from "../model/schema/parse-once.ts";

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

/** A config `reporters` entry that names a reporter agent (its timeout in ms). */
export interface AgentReporterEntry {
  agent: string;
  extensions?: string[];
  options?: Record<string, unknown>;
  timeoutMs?: number;
}

export type ReporterEntry = string | AgentReporterEntry;

export interface ResolvedConfig {
  /** Absolute path of the config file; undefined when none was found. */
  file?: string;
  /** Folder relative paths resolve against. */
  dir: string;
  format: "agent-bench" | "skillgym" | "none";
  runners: RunnerConfig[];
  defaults: ConfigDefaults;
  judge?: string;
  /** Module paths and `agent:` specs, or reporter agent entries. */
  reporters: ReporterEntry[];
  outputs: string[];
  /** skillgym repeatFailure: extra attempts for a failed run. */
  retries?: number;
  /** skillgym's token snapshots, with the file's absolute path. */
  snapshots?: ResolvedSnapshots;
  /** `variants`, in the file's order, each with where it was declared (checked once more against the run's runners). */
  variants: ConfigVariant[];
  warnings: string[];
}

export interface ConfigVariant {
  definition: VariantDefinition;
  source: VariantSource;
}

export interface ResolvedSnapshots {
  file: string;
  metric: SnapshotMetric;
  tolerance: { absolute?: number; percent?: number };
}

export async function loadConfig(options: { configPath?: string; searchFrom: string }): Promise<ResolvedConfig> {
  const file = configFile(options);
  if (!file) {
    return { dir: path.resolve(options.searchFrom), format: "none", runners: [], defaults: {}, reporters: [], outputs: [], variants: [], warnings: [] };
  }
  const dir = path.dirname(file);
  const read = await readConfig(file);
  const { raw, runners, variants } = checkConfig(read.value, file, dir, read.lineOf);
  const d = raw.defaults ?? {};
  const workspace = d.workspace
    ? resolveWorkspace(d.workspace, dir, `${file}: defaults.workspace`)
    : read.skillgymCwd
      ? { mode: "none" as const, cwd: path.resolve(dir, read.skillgymCwd) }
      : undefined;
  return {
    file,
    dir,
    format: read.skillgym ? "skillgym" : "agent-bench",
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
    reporters: (raw.reporters ?? []).map((r) =>
      typeof r !== "string"
        ? {
            agent: r.agent,
            ...(r.extensions ? { extensions: r.extensions } : {}),
            ...(r.options ? { options: r.options } : {}),
            ...(r.timeout ? { timeoutMs: r.timeout } : {}),
          }
        : r.startsWith(".")
          ? path.resolve(dir, r)
          : r,
    ),
    outputs: (raw.outputs ?? []).map((o) => path.resolve(dir, o)),
    retries: read.retries ?? d.retries,
    ...(raw.snapshots
      ? {
          snapshots: {
            // skillgym's default: next to the config file.
            file: path.resolve(dir, raw.snapshots.path ?? "skillgym.snapshots.json"),
            metric: raw.snapshots.metric ?? "totalTokens",
            tolerance: raw.snapshots.tolerance,
          },
        }
      : {}),
    variants,
    warnings: read.warnings,
  };
}

/** --config's file, or the nearest config walking up (undefined: none, which is fine). */
function configFile(options: { configPath?: string; searchFrom: string }): string | undefined {
  const file = options.configPath ? path.resolve(options.configPath) : findConfig(options.searchFrom);
  if (!file) return undefined;
  if (!existsSync(file)) {
    throw configError(`config file not found: ${file}`, { where: "--config", hint: "pass the path of an agent-bench.config.{ts,js,json,yaml} file" });
  }
  if (statSync(file).isDirectory()) {
    const inside = findConfig(file);
    throw configError(`${file} is a folder, not a config file`, {
      where: "--config",
      hint:
        inside && path.dirname(inside) === file
          ? `pass the file itself: --config ${path.relative(process.cwd(), inside) || inside}`
          : "pass an agent-bench.config.{ts,js,json,yaml} file",
    });
  }
  return file;
}

interface ReadConfig {
  value: object;
  lineOf?: LineOf;
  skillgym: boolean;
  warnings: string[];
  retries?: number;
  skillgymCwd?: string;
}

/** The file's value; a skillgym config is translated into agent-bench's shape. */
async function readConfig(file: string): Promise<ReadConfig> {
  const { value, lineOf } = await loadDataFile(file);
  // -c may name a skillgym config under any file name: its shape tells.
  const skillgym = isSkillgymConfig(file) || looksLikeSkillgym(value);
  if (value === undefined || value === null || typeof value !== "object") {
    throw configError(`${file}: the config must be an object${skillgym ? "" : " (a module's default export)"}`, {
      hint: 'export default { runners: { <id>: { type: "...", ... } } }',
    });
  }
  if (!skillgym) return { value, lineOf, skillgym, warnings: [] };
  const translated = translateSkillgymConfig(value, file, lineOf);
  return { value: translated.config, skillgym, warnings: translated.warnings, retries: translated.retries, skillgymCwd: translated.cwd };
}

/** Every problem in one go: the top-level keys, each runner, the judge and each variant. */
function checkConfig(
  value: object,
  file: string,
  dir: string,
  lineOf: LineOf | undefined,
): { raw: RawConfig; runners: RunnerConfig[]; variants: ConfigVariant[] } {
  const problems: string[] = [];
  const parsed = configSchema.safeParse(value, PARSE_ONCE);
  if (!parsed.success) {
    problems.push(
      ...issueLines(parsed.error.issues, {
        file,
        lineOf,
        schema: configSchema,
        allowed: (p) => (p.length === 0 ? "top-level keys: runners, defaults, judge, reporters, outputs, snapshots, variants" : undefined),
      }),
    );
  }
  const rawRunners = (value as { runners?: unknown }).runners;
  const runners: RunnerConfig[] = [];
  if (rawRunners && typeof rawRunners === "object" && !Array.isArray(rawRunners)) {
    for (const [id, entry] of Object.entries(rawRunners)) {
      if (!entry || typeof entry !== "object" || Array.isArray(entry)) continue; // reported by the schema
      const checked = checkRunner(id, entry as Record<string, unknown>, { file, dir, lineOf, prefix: ["runners"] });
      problems.push(...checked.problems);
      if (checked.runner) runners.push(checked.runner);
    }
  }
  const judge = (value as { judge?: unknown }).judge;
  if (typeof judge === "string" && rawRunners && typeof rawRunners === "object" && !Object.hasOwn(rawRunners, judge)) {
    const ids = Object.keys(rawRunners);
    problems.push(`${file}${lineAt(lineOf, ["judge"])}: judge: no runner with id "${judge}"${didYouMean(judge, ids)} (runner ids: ${ids.join(", ")})`);
  }
  const variants = parsed.success ? configVariants(parsed.data, runners, { file, dir, lineOf }, problems) : [];
  if (problems.length > 0 || !parsed.success) throw problemsError(problems);
  return { raw: parsed.data, runners, variants };
}

function configVariants(raw: RawConfig, runners: RunnerConfig[], at: Omit<VariantSource, "prefix">, problems: string[]): ConfigVariant[] {
  const variants: ConfigVariant[] = [];
  for (const [id, entry] of Object.entries(raw.variants ?? {})) {
    const definition: VariantDefinition = {
      id,
      ...(entry.skills ? { skills: entry.skills } : {}),
      ...(entry.files ? { files: entry.files } : {}),
      ...(entry.runners ? { runners: entry.runners } : {}),
    };
    const source = { ...at, prefix: ["variants", id] };
    problems.push(...checkVariant(definition, runners, source).problems);
    variants.push({ definition, source });
  }
  return variants;
}

const pathLike = (value: string) => /^\.\.?(\/|\\|$)/.test(value);

/** Workspace paths resolve against the folder of the file that declared them; `where` names that file and key in errors. */
export function resolveWorkspace(raw: RawWorkspace, dir: string, where = "workspace"): WorkspaceConfig {
  if (raw.mode === "none" && (raw.templateDir || raw.bootstrap)) {
    throw configError(`${where}: mode "none" runs the agent in your folder; templateDir and bootstrap need a workspace that is copied`, {
      hint: 'drop mode: "none" for the default (a copy of the repository per execution, where bootstrap runs), or set mode: "isolated" to copy templateDir',
    });
  }
  if ((raw.mode === "shared" || raw.mode === "isolated") && raw.cwd) {
    throw configError(`${where}: cwd is only allowed with mode "none" or "repository"`, {
      hint: "use templateDir to give shared or isolated workspaces their content",
    });
  }
  if (raw.mode === "repository" && raw.templateDir) {
    throw configError(`${where}: mode "repository" copies the repository that holds the suite; it takes no templateDir`, {
      hint: 'use mode: "isolated" with templateDir to copy another folder, or cwd to choose where the agent works in the copy',
    });
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

function lineAt(lineOf: LineOf | undefined, keys: PropertyKey[]): string {
  const line = lineOf?.(keys);
  return line ? `:${line}` : "";
}
