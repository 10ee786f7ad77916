// Workspace mode "none": every execution works in the same folder (yours), so
// a file one agent writes is there for every execution after it, and runs are
// no longer independent. After each execution the folder is compared with how
// it was before (each file's size, modification time and inode; the folders'
// modification times tell when to list again), and what changed is recorded
// on that execution's result and said as a warning. The files compared are
// those git tracks or does not ignore (every file outside git, but
// node_modules), never agent-bench's own folders.
//
// The check runs after every execution, before its slot is given to the next: its
// lstat calls are synchronous. A stat of a cached inode costs ~2 µs on the main
// thread; through the thread pool ~20 µs of promise and callback work, plus a round
// trip that held the slot (bench item 1: docs/performance.md).

import { docUrl } from "../doc-link.ts";
import { lstatSync, type Stats } from "node:fs";
import { lstat, readdir } from "node:fs/promises";
import path from "node:path";
import { eachLimited } from "./copy-tree.ts";
import { git } from "./git-copy.ts";
import { plural } from "../format.ts";
import type { ExecutionReport } from "./execution-result.ts";
import { isOwnFolder, withoutOwnFolders } from "./own-folders.ts";
import { findGitRoot } from "./repo.ts";

/** Paths recorded on one result; `count` says how many changed in all. */
const MAX_LISTED = 20;
/** Folders a listing outside git leaves out: version control and dependencies. */
const UNWATCHED = new Set([".git", "node_modules"]);

export interface SharedChanges {
  files: string[];
  count: number;
}

type Listing = { files: string[]; folders: string[] };

export class SharedFolderWatch {
  private files = new Map<string, string>();
  private folders = new Map<string, number>();
  private checking: Promise<unknown> = Promise.resolve();

  readonly dir: string;
  private readonly outDir: string;
  private readonly inGit: boolean;

  private constructor(dir: string, outDir: string, inGit: boolean) {
    this.dir = dir;
    this.outDir = outDir;
    this.inGit = inGit;
  }

  /** Records how the folder is now; undefined when it cannot be read (then nothing is watched). */
  static async start(dir: string, outDir: string): Promise<SharedFolderWatch | undefined> {
    // One git process before the first agent: ls-files fails outside a work tree (or without git), and then
    // every file is listed instead. With no .git above the folder (and no GIT_DIR naming one elsewhere) it can
    // only fail: the process (a fork of this one, ~3 ms of the main thread, and git's own start) is not started.
    const mayBeInGit = process.env.GIT_DIR !== undefined || findGitRoot(dir) !== undefined;
    const tracked = mayBeInGit ? await listGit(dir, outDir).catch(() => undefined) : undefined;
    const watch = new SharedFolderWatch(dir, outDir, tracked !== undefined);
    try {
      watch.update(tracked ? withFolders(tracked) : await watch.list());
    } catch {
      return undefined;
    }
    return watch;
  }

  /** What changed since the last check (created, changed or deleted files, relative to the folder); checks run one at a time. */
  check(): Promise<SharedChanges | undefined> {
    const next = this.checking.then(() => this.compare());
    this.checking = next.catch(() => undefined);
    return next.catch(() => undefined);
  }

  private async compare(): Promise<SharedChanges | undefined> {
    const moved = someFolderChanged(this.dir, this.folders);
    const before = this.files;
    this.update(moved ? await this.list() : { files: [...before.keys()], folders: [...this.folders.keys()] });
    const changed = new Set<string>();
    for (const [rel, signature] of this.files) if (before.get(rel) !== signature) changed.add(rel);
    for (const rel of before.keys()) if (!this.files.has(rel)) changed.add(rel);
    if (changed.size === 0) return undefined;
    const files = [...changed].sort();
    return { files: files.slice(0, MAX_LISTED), count: files.length };
  }

  private update(listing: Listing): void {
    const files = new Map<string, string>();
    for (const rel of listing.files) {
      const info = statOf(path.join(this.dir, rel));
      if (info && !info.isDirectory()) files.set(rel, `${info.size}:${info.mtimeMs}:${info.ino}:${info.mode}`);
    }
    const folders = new Map<string, number>();
    for (const rel of listing.folders) {
      const info = statOf(path.join(this.dir, rel));
      if (info?.isDirectory()) folders.set(rel, info.mtimeMs);
    }
    this.files = files;
    this.folders = folders;
  }

  private async list(): Promise<Listing> {
    return withFolders(this.inGit ? await listGit(this.dir, this.outDir) : await listFolder(this.dir, this.outDir));
  }
}

/** The files git tracks or does not ignore under `dir`, without agent-bench's folders; rejects outside a work tree. */
async function listGit(dir: string, outDir: string): Promise<string[]> {
  const out = await git(dir, ["ls-files", "--cached", "--others", "--exclude-standard", "-z"]);
  const listed = [...new Set(out.split("\0").filter((rel) => rel && !rel.endsWith("/")))];
  return withoutOwnFolders(listed, dir, outDir);
}

/** The files with every folder that holds one (the folders' modification times say when to list again). */
function withFolders(files: string[]): Listing {
  const folders = new Set<string>([""]);
  for (const rel of files) for (let d = path.posix.dirname(rel); d !== "." && !folders.has(d); d = path.posix.dirname(d)) folders.add(d);
  return { files, folders: [...folders] };
}

function someFolderChanged(dir: string, folders: ReadonlyMap<string, number>): boolean {
  for (const [rel, mtime] of folders) if (statOf(path.join(dir, rel))?.mtimeMs !== mtime) return true;
  return false;
}

function statOf(file: string): Stats | undefined {
  try {
    return lstatSync(file);
  } catch {
    return undefined;
  }
}

/** Every file under `dir` (relative, "/"-separated), without agent-bench's folders, .git and node_modules. */
async function listFolder(dir: string, outDir: string): Promise<string[]> {
  const own = isOwnFolder(outDir);
  const files: string[] = [];
  let level = [""];
  while (level.length > 0) {
    const next: string[] = [];
    await eachLimited(level, async (rel) => {
      const abs = path.join(dir, rel);
      const [entries, info] = await Promise.all([readdir(abs, { withFileTypes: true }), lstat(abs)]);
      if (rel && own({ path: abs, names: entries.map((e) => e.name), dev: info.dev, ino: info.ino })) return;
      for (const e of entries) {
        const child = rel ? `${rel}/${e.name}` : e.name;
        if (e.isDirectory()) {
          if (!UNWATCHED.has(e.name)) next.push(child);
        } else files.push(child);
      }
    });
    level = next;
  }
  return files;
}

/** The result with what it changed in the shared folder, and the warning that says so. */
export function withSharedChanges(report: ExecutionReport, changes: SharedChanges | undefined, dir: string, alongside: number): ExecutionReport {
  if (!changes) return report;
  const { result } = report;
  const shown = changes.files.slice(0, 5).join(", ") + (changes.count > 5 ? ` and ${changes.count - 5} more` : "");
  const others =
    alongside === 1 ? " or the execution running beside it" : alongside > 1 ? ` or one of the ${plural(alongside, "execution")} running beside it` : "";
  const who = `run ${result.run} of "${result.caseId}" (${result.runnerId})${others}`;
  return {
    result: { ...result, sharedChanges: changes },
    warnings: [
      ...report.warnings,
      `${who} changed ${shown} in ${dir}, the folder every execution works in (workspace mode "none"): the executions after it see the change, so runs are not independent (${docUrl("suites.md#workspaces")})`,
    ],
  };
}
