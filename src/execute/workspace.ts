// Workspaces: "none" runs in a folder as it is; "shared" prepares one copy of
// the template for the whole suite; "isolated" prepares a fresh copy per
// execution, kept when the execution failed and removed when it passed
// (--keep-workspaces keeps them all). No empty folder is left behind.

import { mkdir, readdir, rm, rmdir, writeFile } from "node:fs/promises";
import path from "node:path";
import type { WorkspaceConfig } from "../model/case.ts";
import { copyTree } from "./copy-tree.ts";

export interface PreparedWorkspace {
  path: string;
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
 * links: an agent writing through one would change the template.
 */
export async function copyTemplate(templateDir: string, target: string): Promise<void> {
  await copyTree(templateDir, target);
}

export async function prepareWorkspace(config: WorkspaceConfig, target: string, env: BootstrapEnv, logDir: string): Promise<PreparedWorkspace> {
  try {
    if (config.templateDir) await copyTemplate(config.templateDir, target);
    else await mkdir(target, { recursive: true });
  } catch (error) {
    return { path: target, failure: { origin: "workspace", message: `could not copy template ${config.templateDir}: ${(error as Error).message}` } };
  }
  if (!config.bootstrap) return { path: target };
  const b = config.bootstrap;
  const started = Date.now();
  // Loaded here, not with the engine: most runs have no bootstrap, and execa with its dependencies is ~340 KB of bundle.
  const { execa } = await import("execa");
  const result = await execa(b.command, b.args ?? [], {
    cwd: target,
    env: {
      ...b.env,
      AGENT_BENCH_WORKSPACE: target,
      AGENT_BENCH_OUT_DIR: env.outDir,
      AGENT_BENCH_ARTIFACT_DIR: env.artifactDir,
      SKILLGYM_WORKSPACE: target,
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
        workspacePath: target,
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
      path: target,
      failure: { origin: "workspace-bootstrap", message: `bootstrap "${[b.command, ...(b.args ?? [])].join(" ")}" failed: ${why} (see bootstrap.stderr.log)` },
    };
  }
  return { path: target };
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
