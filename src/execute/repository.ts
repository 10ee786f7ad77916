// The default workspace ("repository"): each execution works in its own copy
// of the repository that holds the suite: the files git tracks and the
// untracked ones it does not ignore (submodules and nested repositories
// included), or, outside git, the suite's folder. The repository is copied
// once when the run starts, into the out-dir, and every execution copies that
// snapshot: all runs get the same tree, even while you keep editing. Copies
// are clones where the file system can (copy-tree.ts). Folders agent-bench
// writes are never copied (own-folders.ts).

import { existsSync, realpathSync } from "node:fs";
import { lstat, mkdir, realpath } from "node:fs/promises";
import path from "node:path";
import { configError } from "../errors.ts";
import type { WorkspaceConfig } from "../model/case.ts";
import { copyListed, copyTree } from "./copy-tree.ts";
import { git, gitRepository, writeGitDir, type RepositoryProbe } from "./git-copy.ts";
import { isOwnFolder, withoutOwnFolders } from "./own-folders.ts";
import { findRepoRoot } from "./repo.ts";

/** Where the snapshot goes, under the out-dir's workspaces/ (a case's folder name never starts with a dot). */
export const SNAPSHOT_DIR = "workspaces/.repository";
/** Nested repositories and submodules deeper than this are copied as they are listed, not entered. */
const MAX_NESTING = 8;

/**
 * The repository workspace with what it copies (templateDir: the git work tree that holds the suite;
 * else the nearest folder above it with a .git, or the suite's folder) and where the agent works (cwd:
 * the configured folder, else the current folder when it is inside, else the root). A .git that git
 * cannot read (not a repository, "dubious ownership", no git) gets a warning: every file is copied then.
 * `found` is git's answer in the suite's folder (probeRepository).
 */
export function resolveRepositoryWorkspace(
  ws: WorkspaceConfig,
  suiteDir: string,
  cwd: string,
  found: RepositoryProbe,
): { workspace: WorkspaceConfig; warning?: string } {
  const dir = path.resolve(suiteDir);
  const top = "error" in found ? undefined : spelledAs(dir, found.root);
  const root = top ?? findRepoRoot(dir);
  if (ws.cwd && !isInside(root, ws.cwd)) {
    throw configError(`workspace: cwd ${ws.cwd} is outside the repository the agent gets a copy of (${root})`, {
      where: "workspace.cwd",
      hint: 'name a folder inside the repository, or use mode: "none" to run the agent in another folder',
    });
  }
  const workspace = { ...ws, templateDir: root, cwd: ws.cwd ?? (isInside(root, cwd) ? path.resolve(cwd) : root) };
  if (top !== undefined || !existsSync(path.join(root, ".git"))) return { workspace };
  return {
    workspace,
    warning: `git cannot read the repository at ${root} (${"error" in found ? found.error : ""}): each execution gets a copy of every file there but .git, ignored files included`,
  };
}

function isInside(root: string, dir: string): boolean {
  const rel = path.relative(root, path.resolve(dir));
  return !rel.startsWith("..") && !path.isAbsolute(rel);
}

/** The work tree's root `top` (git's spelling: symlinks resolved) as `dir`, inside it, spells it (paths in results stay as the user gave them). */
function spelledAs(dir: string, top: string): string {
  for (let at = dir; ; at = path.dirname(at)) {
    if (real(at) === top) return at;
    if (path.dirname(at) === at) return top;
  }
}

function real(dir: string): string {
  try {
    return realpathSync(dir);
  } catch {
    return dir;
  }
}

/**
 * Copies the repository (or folder) `root` into `target`, without agent-bench's folders; a git work tree gets its own .git.
 * `found`: git's answer for `root` when prepareRun already has it (asked again otherwise).
 */
export async function snapshotRepository(root: string, target: string, outDir: string, found?: RepositoryProbe): Promise<void> {
  const repo = found ? ("error" in found ? undefined : found) : await gitRepository(root);
  if (!repo) {
    const own = isOwnFolder(outDir);
    await copyTree(root, target, { skipFolder: (folder) => own(folder) || path.basename(folder.path) === ".git", skipSpecial: true });
    return;
  }
  const { files, repositories } = await listRepository(repo.root);
  const listed = withoutOwnFolders(files, repo.root, await realpath(outDir).catch(() => outDir));
  await copyListed(repo.root, target, listed, (link, rel) => relativeLink(link, rel, repo.root));
  await writeGitDir(repo, target);
  // Submodules and nested repositories get a .git of their own too (a submodule's .git file points into yours).
  for (const rel of repositories) {
    const inner = await gitRepository(path.join(repo.root, rel));
    if (inner) await writeGitDir(inner, path.join(target, rel));
  }
}

/** The agent's folder inside a copy at `copyRoot`. */
export async function agentFolder(ws: WorkspaceConfig, copyRoot: string): Promise<string> {
  const rel = path.relative(ws.templateDir!, ws.cwd ?? ws.templateDir!);
  if (!rel) return copyRoot;
  const dir = path.join(copyRoot, rel);
  // An ignored or empty folder is not in the copy: the agent still starts where it would have.
  await mkdir(dir, { recursive: true });
  return dir;
}

/** git ls-files of a work tree: tracked and untracked-not-ignored paths, entering submodules and nested repositories (listed in `repositories`). */
async function listRepository(root: string, depth = 0): Promise<{ files: string[]; repositories: string[] }> {
  const out = await git(root, ["ls-files", "--cached", "--others", "--exclude-standard", "--stage", "-z"]);
  const files = new Set<string>();
  const repositories: string[] = [];
  const nested: string[] = [];
  for (const entry of out.split("\0")) {
    if (!entry) continue;
    // Tracked entries come as "<mode> <object> <stage>\t<path>", untracked ones as the bare path.
    const staged = /^(\d{6}) [0-9a-f]+ \d\t/u.exec(entry);
    const rel = staged ? entry.slice(staged[0].length) : entry;
    if (staged?.[1] === "160000" || rel.endsWith("/")) nested.push(rel.replace(/\/$/u, ""));
    else files.add(rel);
  }
  for (const rel of nested) {
    const dir = path.join(root, rel);
    if (depth >= MAX_NESTING || !(await lstat(path.join(dir, ".git")).catch(() => null))) continue;
    const inner = await listRepository(dir, depth + 1).catch(() => undefined);
    if (!inner) continue;
    repositories.push(rel, ...inner.repositories.map((r) => `${rel}/${r}`));
    for (const file of inner.files) files.add(`${rel}/${file}`);
  }
  return { files: [...files], repositories };
}

/**
 * An absolute symlink into the repository becomes a relative one, so that in every copy it points at the
 * copy's own file (an agent writing through it would otherwise change yours); any other link stays as it is.
 */
function relativeLink(link: string, rel: string, root: string): string {
  if (!path.isAbsolute(link)) return link;
  const inRepo = path.relative(root, link);
  if (inRepo.startsWith("..") || path.isAbsolute(inRepo)) return link;
  return path.relative(path.dirname(path.join(root, rel)), link) || ".";
}
