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

interface Folder {
  from: string;
  to: string;
  mode: number;
}

/**
 * Copies `source` into `target` (created if missing; existing files are
 * overwritten): files with their modes, folders, dotfiles, and symlinks as
 * symlinks with their target text unchanged.
 */
export async function copyTree(source: string, target: string): Promise<void> {
  const root = await stat(source);
  if (!root.isDirectory()) throw new Error(`${source} is not a folder`);
  await mkdir(target, { recursive: true });
  const folders: Folder[] = [{ from: source, to: target, mode: root.mode }];
  const files: Array<[string, string]> = [];
  let level = folders.slice();
  while (level.length > 0) {
    const next: Folder[] = [];
    await eachLimited(level, async (folder) => {
      for (const entry of await readdir(folder.from, { withFileTypes: true })) {
        const from = path.join(folder.from, entry.name);
        const to = path.join(folder.to, entry.name);
        if (entry.isDirectory()) {
          await mkdir(to, { recursive: true });
          next.push({ from, to, mode: (await lstat(from)).mode });
        } else if (entry.isSymbolicLink()) {
          await copySymlink(from, to);
        } else if (entry.isFile()) {
          files.push([from, to]);
        } else {
          throw new Error(`${from} is not a file, folder or symlink (a socket, FIFO or device cannot be copied into a workspace)`);
        }
      }
    });
    folders.push(...next);
    level = next;
  }
  await eachLimited(files, ([from, to]) => copyFile(from, to, constants.COPYFILE_FICLONE));
  // Folder modes last: a read-only folder could not have been filled.
  await eachLimited(folders, (f) => chmod(f.to, f.mode & 0o7777));
}

async function copySymlink(from: string, to: string): Promise<void> {
  const link = await readlink(from);
  try {
    await symlink(link, to);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    await unlink(to);
    await symlink(link, to);
  }
}

async function eachLimited<T>(items: readonly T[], fn: (item: T) => Promise<void>): Promise<void> {
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
