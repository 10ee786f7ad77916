// What sucrase made of a user file, kept beside Node's compile cache: Node
// caches what it compiles (and, for the TypeScript it strips itself, what
// stripping gave), but a suite agent-bench transforms was transformed again on
// every run: ~100 ms of the main thread, and as much again of V8's compiler
// threads, for a 200-case suite.ts (docs/performance.md).
//
// On only when Node's compile cache is (bin/agent-bench.js turns it on;
// NODE_DISABLE_COMPILE_CACHE=1 turns both off), in a folder next to it. What
// is read from there runs as the user's code, so the folder must be this
// user's alone: created 0700, owned by this user, and its parent writable by
// no one else; otherwise nothing is cached. Entries are named by a hash of
// everything the output depends on, written whole (temp file, then rename),
// and never trusted for anything but that input.

import { createHash } from "node:crypto";
import { lstatSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { getCompileCacheDir } from "node:module";
import path from "node:path";

const FOLDER = "agent-bench-typescript";

let folder: string | null | undefined;

/** The cache folder, or null when there is none to trust (decided once per process). */
function cacheFolder(): string | null {
  if (folder !== undefined) return folder;
  folder = null;
  const compileCache = getCompileCacheDir();
  if (!compileCache) return folder;
  const parent = path.dirname(compileCache);
  const dir = path.join(parent, FOLDER);
  try {
    mkdirSync(dir, { mode: 0o700 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") return folder;
  }
  if (ownedPrivately(dir, 0o077) && ownedPrivately(parent, 0o022, true)) folder = dir;
  return folder;
}

/** A real folder (not a link) of this user's (or root's, for a parent), that no one else can write to (`forbidden` mode bits unset; a sticky parent may be shared). */
function ownedPrivately(dir: string, forbidden: number, parent = false): boolean {
  try {
    const stat = lstatSync(dir);
    const uid = process.getuid?.();
    const owner = uid === undefined || stat.uid === uid || (parent && stat.uid === 0);
    const sticky = parent && (stat.mode & 0o1000) !== 0;
    return stat.isDirectory() && owner && (sticky || (stat.mode & forbidden) === 0);
  } catch {
    return false;
  }
}

/** The entry's name: a hash of the transform's version and options, the file's path and its text. */
export function transformKey(parts: readonly string[]): string {
  const hash = createHash("sha256");
  for (const part of parts) hash.update(`${part.length}:${part}`);
  return hash.digest("hex");
}

export function cachedTransform(key: string): string | undefined {
  const dir = cacheFolder();
  if (!dir) return undefined;
  try {
    return readFileSync(path.join(dir, `${key}.js`), "utf8");
  } catch {
    return undefined;
  }
}

/** Keeps `code` under `key`; a cache that cannot be written is no error (the next run transforms again). */
export function keepTransform(key: string, code: string): void {
  const dir = cacheFolder();
  if (!dir) return;
  const file = path.join(dir, `${key}.js`);
  const temp = `${file}.${process.pid}.tmp`;
  try {
    writeFileSync(temp, code, { mode: 0o600 });
    renameSync(temp, file);
  } catch {
    rmSync(temp, { force: true });
  }
}
