// Copies a template folder into a workspace, many entries at a time.
//
// fs.cp works through a tree one entry after another (stat, open, copy, close,
// each waiting for the last), which made a 10,000-file template several times
// slower than `cp -r` (bench/items/workspace.mjs, docs/performance.md). Here the
// folders are read level by level and the files copied with a bounded number
// in flight, so libuv's thread pool stays busy. Each file is cloned where the
// file system can (COPYFILE_FICLONE: btrfs, xfs, APFS; blocks shared until
// written) and copied where it cannot. Never hard links: an agent writing
// through one would change the template.

import { constants } from "node:fs";
import { chmod, copyFile, lstat, mkdir, readdir, readlink, stat, symlink, unlink } from "node:fs/promises";
import path from "node:path";

/** Operations in flight: enough to keep the thread pool fed, few enough to stay far below file-descriptor limits. */
const IN_FLIGHT = 32;

/** A folder met on the way: its path, the names it holds, and its identity on disk. */
export interface FolderSeen {
  path: string;
  names: readonly string[];
  dev: number;
  ino: number;
}

export interface CopyOptions {
  /** True for a folder to leave out with everything in it. Never asked about the source itself. */
  skipFolder?: (folder: FolderSeen) => boolean;
  /** Leave sockets, FIFOs and devices out instead of failing (a dev server's socket in a repository). */
  skipSpecial?: boolean;
}

interface Folder {
  from: string;
  to: string;
}

/**
 * Copies `source` into `target` (created if missing; existing files are
 * overwritten): files with their modes, folders, dotfiles, and symlinks as
 * symlinks with their target text unchanged.
 */
export async function copyTree(source: string, target: string, options: CopyOptions = {}): Promise<void> {
  const root = await stat(source);
  if (!root.isDirectory()) throw new Error(`${source} is not a folder`);
  const copied: Array<[string, number]> = [];
  const files: Array<[string, string]> = [];
  let level: Folder[] = [{ from: source, to: target }];
  while (level.length > 0) {
    const next: Folder[] = [];
    await eachLimited(level, async (folder) => {
      const [entries, info] = await Promise.all([readdir(folder.from, { withFileTypes: true }), lstat(folder.from)]);
      const seen = { path: folder.from, names: entries.map((e) => e.name), dev: info.dev, ino: info.ino };
      if (folder.from !== source && options.skipFolder?.(seen)) return;
      await mkdir(folder.to, { recursive: true });
      copied.push([folder.to, info.mode]);
      for (const entry of entries) {
        const from = path.join(folder.from, entry.name);
        const to = path.join(folder.to, entry.name);
        if (entry.isDirectory()) next.push({ from, to });
        else if (entry.isSymbolicLink()) await copySymlink(from, to);
        else if (entry.isFile()) files.push([from, to]);
        else if (!options.skipSpecial) {
          throw new Error(`${from} is not a file, folder or symlink (a socket, FIFO or device cannot be copied into a workspace)`);
        }
      }
    });
    level = next;
  }
  await eachLimited(files, ([from, to]) => copyFile(from, to, constants.COPYFILE_FICLONE));
  // Folder modes last: a read-only folder could not have been filled.
  await eachLimited(copied, ([to, mode]) => chmod(to, mode & 0o7777));
}

/**
 * Copies the listed entries of `source` (relative paths, "/"-separated) into `target`: regular files
 * with their modes, symlinks as symlinks (their text through `link`); a listed path that is gone or is
 * neither is left out.
 * Folders are created as needed with the default mode.
 */
export async function copyListed(
  source: string,
  target: string,
  listed: readonly string[],
  link: (text: string, rel: string) => string = (text) => text,
): Promise<void> {
  const present: Array<[string, "file" | "link"]> = [];
  await eachLimited(listed, async (rel) => {
    const info = await lstat(path.join(source, rel)).catch(() => null);
    if (info?.isFile()) present.push([rel, "file"]);
    else if (info?.isSymbolicLink()) present.push([rel, "link"]);
  });
  const folders = new Set<string>([""]);
  for (const [rel] of present) for (let dir = path.posix.dirname(rel); dir !== "." && !folders.has(dir); dir = path.posix.dirname(dir)) folders.add(dir);
  // Shallow folders first, so that each mkdir finds its parent.
  const byDepth = [...folders].sort((a, b) => depth(a) - depth(b) || a.localeCompare(b));
  await mkdir(target, { recursive: true });
  for (let d = 1, i = 1; i < byDepth.length; d++) {
    const level: string[] = [];
    while (i < byDepth.length && depth(byDepth[i]) === d) level.push(byDepth[i++]);
    await eachLimited(level, (rel) => mkdir(path.join(target, rel)).catch(ignoreExisting));
  }
  await eachLimited(present, async ([rel, kind]) => {
    const from = path.join(source, rel);
    const to = path.join(target, rel);
    if (kind === "file") await copyFile(from, to, constants.COPYFILE_FICLONE);
    else await placeSymlink(link(await readlink(from), rel), to);
  });
}

const depth = (rel: string) => (rel === "" ? 0 : rel.split("/").length);

function ignoreExisting(error: NodeJS.ErrnoException): void {
  if (error.code !== "EEXIST") throw error;
}

async function copySymlink(from: string, to: string): Promise<void> {
  await placeSymlink(await readlink(from), to);
}

async function placeSymlink(link: string, to: string): Promise<void> {
  try {
    await symlink(link, to);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    await unlink(to);
    await symlink(link, to);
  }
}

/** Runs `fn` over the items with a bounded number in flight; the first error stops the rest and is thrown. */
export async function eachLimited<T>(items: readonly T[], fn: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  let failed = false;
  const lane = async () => {
    try {
      while (next < items.length && !failed) await fn(items[next++]);
    } catch (error) {
      // The other lanes stop taking work; the first error is the one reported.
      failed = true;
      throw error;
    }
  };
  await Promise.all(Array.from({ length: Math.min(IN_FLIGHT, items.length) }, lane));
}
