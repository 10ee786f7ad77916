// Workspaces: "none" runs in a folder as it is; "shared" prepares one copy of
// the template for the whole suite; "isolated" prepares a fresh copy per
// execution, and "repository" (the default) a fresh copy of the repository's
// snapshot (repository.ts), each kept when the execution failed and removed
// when it passed (--keep-workspaces keeps them all). No empty folder is left
// behind.

import { mkdir, readdir, rm, rmdir, writeFile } from "node:fs/promises";
import path from "node:path";
import type { WorkspaceConfig } from "../model/case.ts";
import { copyTree } from "./copy-tree.ts";
import { isOwnFolder } from "./own-folders.ts";
import { agentFolder } from "./repository.ts";

export interface PreparedWorkspace {
  /** Where the agent works. */
  path: string;
  /** The copy it works in, when that is not `path` itself (a repository copy, with the agent in one of its folders). */
  root?: string;
  /** Failure while copying the template or running bootstrap. */
  failure?: { origin: "workspace" | "workspace-bootstrap"; message: string };
}

export interface BootstrapEnv {
  outDir: string;
  artifactDir: string;
  caseId?: string;
  runnerId?: string;
}

const DEFAULT_BOOTSTRAP_TIMEOUT_MS = 120_000;

/**
 * Copies the template (dotfiles, .git and symlinks as symlinks included),
 * cloning files where the file system can (see copy-tree.ts). Never hard
 * links: an agent writing through one would change the template. Never the
 * run's out-dir or another folder agent-bench wrote (own-folders.ts), even
 * when the template holds it.
 */
export async function copyTemplate(templateDir: string, target: string, outDir?: string): Promise<void> {
  await copyTree(templateDir, target, { skipFolder: isOwnFolder(outDir) });
}

/** A fresh workspace at `target`: a copy of `snapshot` (the repository's, for "repository") or of the template, then the bootstrap. */
export async function prepareWorkspace(
  config: WorkspaceConfig,
  target: string,
  env: BootstrapEnv,
  logDir: string,
  snapshot?: string,
): Promise<PreparedWorkspace> {
  const source = snapshot ?? config.templateDir;
  let at: PreparedWorkspace = { path: target };
  try {
    if (source) await copyTemplate(source, target, env.outDir);
    else await mkdir(target, { recursive: true });
    if (config.mode === "repository") at = { path: await agentFolder(config, target), root: target };
  } catch (error) {
    const what = config.mode === "repository" ? `the repository ${config.templateDir}` : `template ${config.templateDir}`;
    return { path: target, failure: { origin: "workspace", message: `could not copy ${what}: ${(error as Error).message}` } };
  }
  if (!config.bootstrap) return at;
  const b = config.bootstrap;
  const started = Date.now();
  // Loaded here, not with the engine: most runs have no bootstrap, and execa with its dependencies is ~340 KB of bundle.
  const { execa } = await import("execa");
  const result = await execa(b.command, b.args ?? [], {
    cwd: at.path,
    env: {
      ...b.env,
      AGENT_BENCH_WORKSPACE: at.path,
      AGENT_BENCH_OUT_DIR: env.outDir,
      AGENT_BENCH_ARTIFACT_DIR: env.artifactDir,
      SKILLGYM_WORKSPACE: at.path,
      SKILLGYM_OUTPUT_DIR: env.outDir,
      SKILLGYM_ARTIFACT_DIR: env.artifactDir,
      ...(env.caseId ? { AGENT_BENCH_CASE_ID: env.caseId, SKILLGYM_CASE_ID: env.caseId } : {}),
      ...(env.runnerId ? { AGENT_BENCH_RUNNER_ID: env.runnerId, SKILLGYM_RUNNER_ID: env.runnerId } : {}),
    },
    stdin: "ignore",
    reject: false,
    all: false,
    timeout: b.timeoutMs ?? DEFAULT_BOOTSTRAP_TIMEOUT_MS,
    forceKillAfterDelay: 2000,
  });
  await mkdir(logDir, { recursive: true });
  await writeFile(path.join(logDir, "bootstrap.stdout.log"), String(result.stdout ?? ""));
  await writeFile(path.join(logDir, "bootstrap.stderr.log"), String(result.stderr ?? ""));
  await writeFile(
    path.join(logDir, "workspace.json"),
    JSON.stringify(
      {
        mode: config.mode,
        workspacePath: at.path,
        templateDir: config.templateDir,
        bootstrap: { command: b.command, args: b.args ?? [], durationMs: Date.now() - started, exitCode: result.exitCode ?? null },
      },
      null,
      2,
    ),
  );
  if (result.failed) {
    const why = result.timedOut
      ? `timed out after ${b.timeoutMs ?? DEFAULT_BOOTSTRAP_TIMEOUT_MS}ms`
      : result.exitCode !== undefined
        ? `exit ${result.exitCode}`
        : ((result.cause as Error | undefined)?.message ?? result.shortMessage);
    return {
      ...at,
      failure: { origin: "workspace-bootstrap", message: `bootstrap "${[b.command, ...(b.args ?? [])].join(" ")}" failed: ${why} (see bootstrap.stderr.log)` },
    };
  }
  return at;
}

export async function removeWorkspace(target: string): Promise<string | undefined> {
  try {
    await rm(target, { recursive: true, force: true, maxRetries: 2 });
    return undefined;
  } catch (error) {
    return (error as Error).message;
  }
}

/** Removes the folders under `root` (and root itself) that hold nothing once removed workspaces are gone. */
export async function pruneEmptyFolders(root: string): Promise<void> {
  let entries;
  try {
    entries = await readdir(root, { withFileTypes: true });
  } catch {
    return;
  }
  for (const e of entries) if (e.isDirectory()) await pruneEmptyFolders(path.join(root, e.name));
  // rmdir refuses a folder that still holds something: exactly the ones to keep.
  await rmdir(root).catch(() => {});
}
