// A fresh, empty home for each execution, outside the artifact tree so that
// whatever an agent CLI writes there (settings, credentials it was pointed at,
// caches) never ends up in an uploaded artifact. It has a tmp/ folder, the
// agent's TMPDIR (a missing TMPDIR breaks mktemp and the CLIs' own temp files;
// the XDG folders are created on use).

import { mkdir, mkdtemp, rm, rmdir } from "node:fs/promises";
import os from "node:os";
import path from "node:path";

export async function createHome(): Promise<string> {
  const home = await mkdtemp(path.join(os.tmpdir(), "agent-bench-home-"));
  await mkdir(path.join(home, "tmp"));
  return home;
}

export async function removeHome(home: string): Promise<void> {
  // Most homes are left as they were made: removed in two calls instead of
  // fs.rm's walk, which cost ~2 ms per execution (bench/items/overhead.mjs).
  try {
    await rmdir(path.join(home, "tmp")).catch(ignoreMissing);
    await rmdir(home);
    return;
  } catch {
    // The agent left something: remove it all.
  }
  await rm(home, { recursive: true, force: true, maxRetries: 2 }).catch(() => {});
}

function ignoreMissing(error: NodeJS.ErrnoException): void {
  if (error.code !== "ENOENT") throw error;
}
