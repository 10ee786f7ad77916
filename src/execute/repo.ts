// Where the repository is and which commit is being run: paths in results and
// annotations are repository-relative, never absolute or file:// URLs.

import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";

export function findRepoRoot(start: string): string {
  let dir = path.resolve(start);
  for (;;) {
    if (existsSync(path.join(dir, ".git"))) return dir;
    const parent = path.dirname(dir);
    if (parent === dir) return path.resolve(start);
    dir = parent;
  }
}

export function repoRelative(file: string, repoRoot: string): string {
  const rel = path.relative(repoRoot, file);
  return rel.startsWith("..") || path.isAbsolute(rel) ? file : rel.split(path.sep).join("/");
}

const COMMIT_ID = /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/iu;

/**
 * The commit under test when the caller did not say: AGENT_BENCH_COMMIT_SHA/_REF (for other CI systems), GITHUB_SHA, or git.
 * The environment is read when called; git answers while the caller goes on (prepareRun loads the suite meanwhile).
 */
export async function detectCommit(repoRoot: string): Promise<{ sha: string; ref?: string } | undefined> {
  const ref = process.env.AGENT_BENCH_COMMIT_REF ?? process.env.GITHUB_HEAD_REF ?? process.env.GITHUB_REF_NAME;
  // Only a git object id: results files refuse anything else (a commit id reaches comments and links).
  const givenSha = [process.env.AGENT_BENCH_COMMIT_SHA, process.env.GITHUB_SHA].find((sha) => sha !== undefined && COMMIT_ID.test(sha));
  // One git process at most (each one is a fork of agent-bench, before the first agent starts).
  const asked = givenSha ? (ref ? [] : ["--abbrev-ref", "HEAD"]) : ["HEAD", ...(ref ? [] : ["--abbrev-ref", "HEAD"])];
  const answers = asked.length > 0 ? ((await git(repoRoot, ["rev-parse", ...asked]))?.split("\n") ?? []) : [];
  const sha = givenSha ?? answers[0];
  if (!sha) return undefined;
  const branch = ref || (givenSha ? answers[0] : answers[1]);
  return { sha, ...(branch && branch !== "HEAD" ? { ref: branch } : {}) };
}

const execFileAsync = promisify(execFile);

async function git(cwd: string, args: string[]): Promise<string | undefined> {
  try {
    return (await execFileAsync("git", args, { cwd, timeout: 5000 })).stdout.trim() || undefined;
  } catch {
    return undefined;
  }
}
