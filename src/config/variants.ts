// The config's `variants` and a program's variant definitions: their shape,
// their paths (resolved against the file that declared them and checked to
// exist) and their runner overrides (validated like the runner's own keys).

import { existsSync, lstatSync, readFileSync, realpathSync, statSync } from "node:fs";
import path from "node:path";
import { didYouMean } from "../did-you-mean.ts";
import { DEFAULT_VARIANT, type AddedSkill, type ResolvedVariant, type VariantDefinition, type VariantFile } from "../model/variant.ts";
import { getAdapter } from "../runners/registry.ts";
import type { RunnerConfig } from "../runners/runner.ts";
import { frontMatterName } from "../runners/skills.ts";
import { issueLines, keyPath, type LineOf } from "../issues.ts";
import { resolveCommand } from "./runners.ts";
import { COMMON_RUNNER_KEYS, runnerCommonSchema, VARIANT_ID } from "./schema.ts";

/** Where a definition came from, for its messages and relative paths. */
export interface VariantSource {
  /** The config file, or the setting that gave it (e.g. "variants"). */
  file: string;
  /** Folder its relative paths resolve against. */
  dir: string;
  lineOf?: LineOf;
  /** Key path of the definition in the file, e.g. ["variants", "no-greet"]. */
  prefix: PropertyKey[];
  /**
   * The repository the run is of: a `files` source or `skills.add` folder must be inside it, symlinks followed
   * (what a variant gives the agent is part of the treatment under review). Unset: not checked (loading a config).
   */
  root?: string;
}

/**
 * A definition checked as far as it can be without a workspace: its id, its added skill folders and files exist, its
 * runner overrides name configured runners and are valid for them. Returns every problem (one line each).
 */
export function checkVariant(
  def: VariantDefinition,
  runners: readonly RunnerConfig[],
  source: VariantSource,
): { variant?: ResolvedVariant; runners: Map<string, RunnerConfig>; problems: string[] } {
  const at = (...keys: PropertyKey[]) => {
    const line = source.lineOf?.([...source.prefix, ...keys]);
    return `${source.file}${line ? `:${line}` : ""}: ${keyPath([...source.prefix, ...keys])}`;
  };
  const problems: string[] = [];
  if (!VARIANT_ID.test(def.id)) problems.push(`${at()}: invalid variant id ${JSON.stringify(def.id)}: variant ids use letters, digits, '.', '_', ':' and '-'`);
  const changes =
    (def.skills?.remove?.length ?? 0) + (def.skills?.add?.length ?? 0) + Object.keys(def.files ?? {}).length + Object.keys(def.runners ?? {}).length;
  if (def.id === DEFAULT_VARIANT && changes > 0)
    problems.push(`${at()}: "${DEFAULT_VARIANT}" is the unmodified treatment and cannot change anything (give this variant another id)`);
  const addSkills: AddedSkill[] = [];
  for (const [i, given] of (def.skills?.add ?? []).entries()) {
    const dir = path.resolve(source.dir, given);
    const skillFile = path.join(dir, "SKILL.md");
    const outside = outsideRoot(given, dir, source.root);
    if (outside) problems.push(`${at("skills", "add", i)}: ${outside}`);
    else if (!existsSync(dir) || !statSync(dir).isDirectory()) problems.push(`${at("skills", "add", i)}: no folder ${given} (looked in ${dir})`);
    else if (!existsSync(skillFile)) problems.push(`${at("skills", "add", i)}: ${given} holds no SKILL.md (a skill is a folder with a SKILL.md)`);
    else addSkills.push({ name: frontMatterName(readFileSync(skillFile, "utf8")) ?? path.basename(dir), dir });
  }
  const files: VariantFile[] = [];
  for (const [target, given] of Object.entries(def.files ?? {})) {
    const normal = path.posix.normalize(target.replaceAll("\\", "/"));
    const sourceFile = path.resolve(source.dir, given);
    const outside = outsideRoot(given, sourceFile, source.root);
    if (path.isAbsolute(target) || path.win32.isAbsolute(target) || normal === "." || normal.startsWith("../") || normal === "..")
      problems.push(`${at("files", target)}: the workspace file must be a relative path inside the workspace (e.g. "CLAUDE.md")`);
    else if (!existsSync(sourceFile) || !statSync(sourceFile).isFile()) problems.push(`${at("files", target)}: no file ${given} (looked in ${sourceFile})`);
    else if (outside) problems.push(`${at("files", target)}: ${outside}`);
    else files.push({ target: normal, source: sourceFile });
  }
  const overridden = new Map<string, RunnerConfig>();
  for (const [id, override] of Object.entries(def.runners ?? {})) {
    const runner = runners.find((r) => r.id === id);
    if (!runner) {
      const ids = runners.map((r) => r.id);
      problems.push(`${at("runners", id)}: no runner with id "${id}"${didYouMean(id, ids)} (configured runners: ${ids.join(", ") || "none"})`);
      continue;
    }
    const checked = overrideRunner(runner, override, { ...source, prefix: [...source.prefix, "runners", id] });
    problems.push(...checked.problems);
    if (checked.runner) overridden.set(id, checked.runner);
  }
  if (problems.length > 0) return { runners: overridden, problems };
  const variant: ResolvedVariant = {
    id: def.id,
    removeSkills: [...new Set(def.skills?.remove ?? [])],
    addSkills,
    files,
    runners: def.runners ?? {},
  };
  return { variant, runners: overridden, problems };
}

/** Why `resolved` (as `given`) is not inside the repository `root`, following symlinks; undefined when it is, or is missing. */
function outsideRoot(given: string, resolved: string, root: string | undefined): string | undefined {
  if (root === undefined || !existsSync(resolved)) return undefined;
  const real = realpathSync(resolved);
  const top = realpathSync(root);
  const rel = path.relative(top, real);
  if (rel !== ".." && !rel.startsWith(`..${path.sep}`) && !path.isAbsolute(rel)) return undefined;
  const via = lstatSync(resolved).isSymbolicLink() ? ` (a symlink to ${real})` : "";
  return `${given}${via} is outside the repository ${top}: a variant gives the agent files from the repository only (copy it in, or give a path inside it)`;
}

/** The runner with a variant's keys on top: common keys replace (env merges), the rest are its type's options, checked again whole. */
function overrideRunner(
  runner: RunnerConfig,
  override: Readonly<Record<string, unknown>>,
  source: VariantSource,
): { runner?: RunnerConfig; problems: string[] } {
  const where = (key: string) => {
    const line = source.lineOf?.([...source.prefix, key]);
    return `${source.file}${line ? `:${line}` : ""}: ${keyPath([...source.prefix, key])}`;
  };
  if ("type" in override)
    return { problems: [`${where("type")}: a variant cannot change a runner's type (configure a second runner of type ${JSON.stringify(override.type)})`] };
  const common = runnerCommonSchema.partial().safeParse(Object.fromEntries(Object.entries(override).filter(([k]) => isCommonKey(k))));
  const adapter = getAdapter(runner.type)!;
  const options = adapter.optionsSchema.safeParse({ ...runner.options, ...Object.fromEntries(Object.entries(override).filter(([k]) => !isCommonKey(k))) });
  const problems = [
    ...(common.success ? [] : issueLines(common.error.issues, { file: source.file, lineOf: source.lineOf, prefix: source.prefix, schema: runnerCommonSchema })),
    ...(options.success
      ? []
      : issueLines(options.error.issues, {
          file: source.file,
          lineOf: source.lineOf,
          prefix: source.prefix,
          schema: adapter.optionsSchema,
          extraKeys: COMMON_RUNNER_KEYS,
        })),
  ];
  if (!common.success || !options.success) return { problems };
  const c = common.data;
  return {
    problems,
    runner: {
      ...runner,
      ...(c.model !== undefined ? { model: c.model } : {}),
      ...(c.command !== undefined ? { command: resolveCommand(c.command, source.dir) } : {}),
      ...(c.args !== undefined ? { args: c.args } : {}),
      ...(c.env !== undefined ? { env: { ...runner.env, ...c.env } } : {}),
      ...(c.timeout !== undefined ? { timeoutMs: c.timeout } : {}),
      ...(c.maxSteps !== undefined ? { maxSteps: c.maxSteps } : {}),
      ...(c.maxOutputBytes !== undefined ? { maxOutputBytes: c.maxOutputBytes } : {}),
      ...(c.scriptedModel !== undefined ? { scriptedModel: path.resolve(source.dir, c.scriptedModel) } : {}),
      options: options.data,
    },
  };
}

const isCommonKey = (key: string): boolean => (COMMON_RUNNER_KEYS as readonly string[]).includes(key);
