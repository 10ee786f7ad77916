// Builds the treatment manifest of a run: what the agent can see in its
// workspace (every template file, or, when it works in a folder of the
// repository, the skills, instruction and settings files the agent CLIs read),
// and each runner's settings. Everything is repo-relative or hashed, so the
// same commit gives the same manifest in any folder, home or machine.

import { existsSync, statSync } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import type { WorkspaceConfig } from "../model/case.ts";
import { MAX_TREATMENT_FILES, type RunnerTreatment, type TreatmentManifest, type WorkspaceTreatment } from "../model/treatment.ts";
import { AGENT_CONTEXT } from "../runners/registry.ts";
import type { RunnerConfig } from "../runners/runner.ts";
import { sha256 } from "./paths.ts";
import { portablePath, portableText, portableValue, type PortableRoots } from "./portable.ts";
import { stableJson } from "../model/treatment-hash.ts";
import { formatCount } from "../format.ts";

// What the agent CLIs read from their working folder, as each runner adapter declares it. Instruction
// files are also read from the folders above, up to the repository root.
const CONTEXT_FOLDERS = [...AGENT_CONTEXT.configPaths, ...AGENT_CONTEXT.skillFolders];
const { instructionFiles: INSTRUCTION_FILES, settingsFiles: SETTINGS_FILES } = AGENT_CONTEXT;
/** Folders never listed: dependencies, version control and agent-bench's own runs, not what the agent is given to read. */
const SKIPPED_FOLDERS = new Set([".git", "node_modules", ".agent-bench"]);

export async function buildTreatment(
  workspace: WorkspaceConfig | undefined,
  cwd: string,
  runners: readonly RunnerConfig[],
  roots: PortableRoots,
): Promise<TreatmentManifest> {
  return {
    workspace: await workspaceTreatment(workspace, cwd, roots),
    runners: Object.fromEntries(await Promise.all(runners.map(async (r) => [r.id, await runnerTreatment(r, roots)] as const))),
  };
}

async function workspaceTreatment(workspace: WorkspaceConfig | undefined, cwd: string, roots: PortableRoots): Promise<WorkspaceTreatment> {
  const mode = workspace?.mode === "repository" ? "isolated" : (workspace?.mode ?? "none");
  const bootstrap = workspace?.bootstrap
    ? {
        bootstrap: {
          command: portableText(workspace.bootstrap.command, roots),
          args: (workspace.bootstrap.args ?? []).map((a) => portableText(a, roots)),
          env: Object.keys(workspace.bootstrap.env ?? {}).sort(),
        },
      }
    : {};
  if (workspace?.mode === "repository") {
    // The agent sees the repository as in mode "none", in a copy of its own: recorded as isolated, with the context files of its folder.
    const dir = workspace.cwd ?? cwd;
    return {
      mode: "isolated",
      root: portablePath(dir, roots),
      scope: "context",
      ...(await hashed(dir, await contextFiles(dir, roots.repoRoot))),
      ...bootstrap,
    };
  }
  if (workspace?.templateDir) {
    const files = await listTree(workspace.templateDir, workspace.templateDir);
    return { mode, root: portablePath(workspace.templateDir, roots), scope: "template", ...(await hashed(workspace.templateDir, files)), ...bootstrap };
  }
  if (mode !== "none") return { mode, root: "", scope: "template", files: {}, ...bootstrap };
  const dir = workspace?.cwd ?? cwd;
  return { mode, root: portablePath(dir, roots), scope: "context", ...(await hashed(dir, await contextFiles(dir, roots.repoRoot))), ...bootstrap };
}

/** The context files an agent working in `dir` reads, relative to `dir` (parents' instruction files as ../X). */
async function contextFiles(dir: string, repoRoot: string): Promise<string[]> {
  const found = new Set<string>();
  for (const name of [...CONTEXT_FOLDERS, ...SETTINGS_FILES, ...INSTRUCTION_FILES]) {
    const full = path.join(dir, name);
    const info = statOrNull(full);
    if (info?.isFile()) found.add(name);
    else if (info?.isDirectory()) for (const f of await listTree(full, dir)) found.add(f);
  }
  // Claude Code, Codex and Gemini CLI also read instruction files of the folders above, up to the repository.
  const rel = path.relative(repoRoot, dir);
  if (rel && !rel.startsWith("..") && !path.isAbsolute(rel)) {
    let parent = path.dirname(dir);
    for (;;) {
      for (const name of INSTRUCTION_FILES.filter((n) => !n.includes("/"))) {
        if (statOrNull(path.join(parent, name))?.isFile()) found.add(path.relative(dir, path.join(parent, name)).split(path.sep).join("/"));
      }
      if (parent === repoRoot || path.dirname(parent) === parent) break;
      parent = path.dirname(parent);
    }
  }
  return [...found].sort();
}

/** Files under `dir`, relative to `base`, sorted; dependency and VCS folders left out. */
export async function listTree(dir: string, base: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(base, path.join(e.parentPath, e.name)).split(path.sep).join("/"))
    .filter((rel) => !rel.split("/").some((part) => SKIPPED_FOLDERS.has(part)))
    .sort();
}

async function hashed(base: string, files: readonly string[]): Promise<Pick<WorkspaceTreatment, "files" | "omitted">> {
  const listed = files.slice(0, MAX_TREATMENT_FILES);
  const entries: Array<[string, string]> = [];
  for (const rel of listed) entries.push([rel, await fileHash(path.join(base, rel))]);
  const rest = files.slice(MAX_TREATMENT_FILES);
  if (rest.length === 0) return { files: Object.fromEntries(entries) };
  const parts: string[] = [];
  for (const rel of rest) parts.push(`${rel}\0${await fileHash(path.join(base, rel))}`);
  return { files: Object.fromEntries(entries), omitted: { files: rest.length, hash: sha256(parts.join("\n")).slice(0, 12) } };
}

export async function fileHash(file: string): Promise<string> {
  return sha256(await readFile(file).catch(() => Buffer.from("<unreadable>"))).slice(0, 12);
}

export async function runnerTreatment(runner: RunnerConfig, roots: PortableRoots): Promise<RunnerTreatment> {
  const treatment: RunnerTreatment = {
    type: runner.type,
    ...(runner.model ? { model: runner.model } : {}),
    ...(runner.command ? { command: runner.command.map((c) => portableText(c, roots)) } : {}),
    args: runner.args.map((a) => portableText(a, roots)),
    env: Object.keys(runner.env).sort(),
    ...(runner.maxSteps !== undefined ? { maxSteps: runner.maxSteps } : {}),
    ...(runner.timeoutMs !== undefined ? { timeoutMs: runner.timeoutMs } : {}),
    options: boundedOptions(portableValue(runner.options, roots) as Record<string, unknown>),
  };
  const files = await namedFiles(runner, roots);
  if (Object.keys(files).length > 0) treatment.files = files;
  return treatment;
}

/**
 * A long option value (a scripted runner's steps, a request template) as a digest of its content: a change
 * still shows, and stability.json does not carry a copy of every script.
 */
function boundedOptions(options: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(options).map(([key, value]) => {
      const json = stableJson(value);
      return [key, json.length > MAX_OPTION_CHARS ? `sha256:${sha256(json).slice(0, 12)} (${formatCount(json.length)} characters)` : value];
    }),
  );
}

const MAX_OPTION_CHARS = 500;

/** Repository files that the runner's command, args, options or scripted model name: their content is part of the agent. */
async function namedFiles(runner: RunnerConfig, roots: PortableRoots): Promise<Record<string, string>> {
  const candidates = [...(runner.command ?? []), ...runner.args, ...strings(runner.options), ...(runner.scriptedModel ? [runner.scriptedModel] : [])];
  const files: Record<string, string> = {};
  for (const value of candidates.slice(0, 50)) {
    if (!/[/\\.]/u.test(value) || value.length > 500) continue;
    const full = path.resolve(runner.baseDir, value);
    const rel = path.relative(roots.repoRoot, full);
    if (rel.startsWith("..") || path.isAbsolute(rel) || !statOrNull(full)?.isFile()) continue;
    files[rel.split(path.sep).join("/")] = await fileHash(full);
  }
  return files;
}

function strings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value !== null && typeof value === "object") return Object.values(value).flatMap(strings);
  return [];
}

function statOrNull(file: string): ReturnType<typeof statSync> | null {
  return existsSync(file) ? statSync(file) : null;
}
