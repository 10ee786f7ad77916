// Where the repository is and which commit is being run: paths in results and
// annotations are repository-relative, never absolute or file:// URLs.

import { existsSync } from "node:fs";
import path from "node:path";
import type { RepositoryProbe } from "./git-copy.ts";

/** The nearest folder at or above `start` with a `.git` (a folder, or a file for a worktree or submodule); else `start`. */
export function findRepoRoot(start: string): string {
  return findGitRoot(start) ?? path.resolve(start);
}

/** The nearest folder at or above `start` with a `.git`, or undefined. */
export function findGitRoot(start: string): string | undefined {
  let dir = path.resolve(start);
  for (;;) {
    if (existsSync(path.join(dir, ".git"))) return dir;
    const parent = path.dirname(dir);
    if (parent === dir) return undefined;
    dir = parent;
  }
}

export function repoRelative(file: string, repoRoot: string): string {
  const rel = path.relative(repoRoot, file);
  return rel.startsWith("..") || path.isAbsolute(rel) ? file : rel.split(path.sep).join("/");
}

const COMMIT_ID = /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/iu;

/**
 * The commit under test when the caller did not say: AGENT_BENCH_COMMIT_SHA/_REF (for other CI systems), GITHUB_SHA, or
 * git's answer (probeRepository, which prepareRun asks once for the commit and the workspace alike). The environment is
 * read when called; git's answer is awaited only for what the environment does not say.
 */
export async function detectCommit(repository: Promise<RepositoryProbe>): Promise<{ sha: string; ref?: string } | undefined> {
  const ref = process.env.AGENT_BENCH_COMMIT_REF ?? process.env.GITHUB_HEAD_REF ?? process.env.GITHUB_REF_NAME;
  // Only a git object id: results files refuse anything else (a commit id reaches comments and links).
  const givenSha = [process.env.AGENT_BENCH_COMMIT_SHA, process.env.GITHUB_SHA].find((sha) => sha !== undefined && COMMIT_ID.test(sha));
  const found = givenSha && ref ? undefined : await repository;
  const repo = found && !("error" in found) ? found : undefined;
  const sha = givenSha ?? repo?.commit;
  if (!sha) return undefined;
  const branch = ref || repo?.branch;
  return { sha, ...(branch ? { ref: branch } : {}) };
}
