// The git side of a repository copy. The copy gets a .git of its own: HEAD at
// the same commit (on the same branch), the same index (so staged changes stay
// staged and `git status` in the copy says what it says in your folder), and
// the objects of your repository borrowed read-only through
// objects/info/alternates. Whatever the agent does with git there (add,
// commit, reset, checkout) writes into the copy's .git only; without one, its
// git commands would find your repository in the folders above the workspace.

import { execFile } from "node:child_process";
import { constants } from "node:fs";
import { copyFile, mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);

export interface GitRepository {
  /** The work tree's root (git's own spelling: symlinks resolved). */
  root: string;
  /** This work tree's git folder (index, HEAD) and the repository's common one (objects, refs). */
  gitDir: string;
  commonDir: string;
  objectFormat: string;
  /** The text of HEAD ("ref: refs/heads/main" or a commit), and the commit it names (none before the first commit). */
  head: string;
  commit?: string;
  /** The branch HEAD is on (none when detached or before the first commit). */
  branch?: string;
}

/** Variables that would point git at another repository than the folder it runs in (set inside git hooks). */
const REDIRECTS = ["GIT_DIR", "GIT_WORK_TREE", "GIT_INDEX_FILE", "GIT_OBJECT_DIRECTORY", "GIT_ALTERNATE_OBJECT_DIRECTORIES", "GIT_COMMON_DIR", "GIT_NAMESPACE"];

export function gitEnv(): NodeJS.ProcessEnv {
  const env = { ...process.env };
  for (const name of REDIRECTS) delete env[name];
  return env;
}

export async function git(cwd: string, args: string[]): Promise<string> {
  const { stdout } = await run("git", args, { cwd, env: gitEnv(), maxBuffer: 1024 ** 3, encoding: "utf8" });
  return stdout;
}

// git's words when no repository holds the folder (in English; in another language the question is just asked twice).
const NOT_A_REPOSITORY = /not a git repository/u;

/** git's answer about a folder: the repository that holds it, or why none does. */
export type RepositoryProbe = GitRepository | { error: string };

/**
 * The repository that holds `dir`, with its commit and branch, in one git process (each is a fork of
 * agent-bench before the first agent); else git's complaint ("not a git repository", "detected dubious
 * ownership", no git).
 */
export async function probeRepository(dir: string): Promise<RepositoryProbe> {
  const ask = ["rev-parse", "--show-toplevel", "--absolute-git-dir", "--git-common-dir", "--show-object-format"];
  let lines: string[];
  let commit: string | undefined;
  let branch: string | undefined;
  try {
    lines = (await git(dir, [...ask, "HEAD", "--abbrev-ref", "HEAD"])).split("\n");
    [commit, branch] = [lines[4], lines[5]];
  } catch (error) {
    // Not a repository: asking again without HEAD would fail the same way (one git process less before the first agent).
    if (NOT_A_REPOSITORY.test(stderrOf(error))) return { error: complaint(error) };
    // Before the first commit HEAD names nothing yet; anything else means no repository here.
    try {
      lines = (await git(dir, ask)).split("\n");
    } catch (again) {
      return { error: complaint(again) };
    }
  }
  if (lines.length < 4 || !lines[0]) return { error: "no work tree" };
  const gitDir = lines[1];
  const head = (await readFile(path.join(gitDir, "HEAD"), "utf8").catch(() => "")).trim();
  return {
    root: lines[0],
    gitDir,
    commonDir: path.resolve(dir, lines[2]),
    objectFormat: lines[3] || "sha1",
    head,
    ...(commit ? { commit } : {}),
    // Detached, git names the branch "HEAD".
    ...(branch && branch !== "HEAD" ? { branch } : {}),
  };
}

/** The repository whose work tree holds `root`; undefined when git does not know it as one (or git is missing). */
export async function gitRepository(root: string): Promise<GitRepository | undefined> {
  const found = await probeRepository(root);
  return "error" in found ? undefined : found;
}

function stderrOf(error: unknown): string {
  const said = (error as { stderr?: unknown }).stderr;
  return typeof said === "string" ? said : "";
}

/** git's first line without "fatal: ", or the error itself (git missing). */
function complaint(error: unknown): string {
  const said = stderrOf(error).trim().split("\n")[0];
  return said.replace(/^fatal: /u, "") || (error as Error).message;
}

/** Writes `<copy>/.git`: HEAD, the branch's ref, a config, the index, the excludes, and the borrowed objects. */
export async function writeGitDir(repo: GitRepository, copy: string): Promise<void> {
  const dir = path.join(copy, ".git");
  await mkdir(path.join(dir, "objects", "info"), { recursive: true });
  await mkdir(path.join(dir, "refs", "heads"), { recursive: true });
  await mkdir(path.join(dir, "refs", "tags"), { recursive: true });
  await mkdir(path.join(dir, "info"), { recursive: true });
  const sha256 = repo.objectFormat !== "sha1";
  await writeFile(
    path.join(dir, "config"),
    [
      "[core]",
      `\trepositoryformatversion = ${sha256 ? 1 : 0}`,
      `\tfilemode = ${process.platform === "win32" ? "false" : "true"}`,
      "\tbare = false",
      ...(sha256 ? ["[extensions]", `\tobjectformat = ${repo.objectFormat}`] : []),
      "",
    ].join("\n"),
  );
  await writeFile(path.join(dir, "objects", "info", "alternates"), `${path.join(repo.commonDir, "objects")}\n`);
  const branch = /^ref: (refs\/\S+)$/u.exec(repo.head)?.[1];
  await writeFile(path.join(dir, "HEAD"), `${branch ? `ref: ${branch}` : (repo.commit ?? repo.head)}\n`);
  if (branch && repo.commit) {
    await mkdir(path.dirname(path.join(dir, branch)), { recursive: true });
    await writeFile(path.join(dir, branch), `${repo.commit}\n`);
  }
  // What is staged, what is ignored, the other refs (tags, remote branches) and a shallow clone's boundary.
  await copyIfPresent(path.join(repo.gitDir, "index"), path.join(dir, "index"));
  await copyIfPresent(path.join(repo.commonDir, "info", "exclude"), path.join(dir, "info", "exclude"));
  await copyIfPresent(path.join(repo.commonDir, "packed-refs"), path.join(dir, "packed-refs"));
  await copyIfPresent(path.join(repo.commonDir, "shallow"), path.join(dir, "shallow"));
}

async function copyIfPresent(from: string, to: string): Promise<void> {
  await copyFile(from, to, constants.COPYFILE_FICLONE).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== "ENOENT") throw error;
  });
}
