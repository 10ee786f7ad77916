// A fresh, empty home for each execution, outside the artifact tree so that
// whatever an agent CLI writes there (settings, credentials it was pointed at,
// caches) never ends up in an uploaded artifact. It has a tmp/ folder, the
// agent's TMPDIR (a missing TMPDIR breaks mktemp and the CLIs' own temp files;
// the XDG folders are created on use).
//
// A home the agent left exactly as it was made (nothing but an empty tmp/) is
// as fresh as a new one, so a run hands it to its next execution instead of
// removing it and making another: creating and deleting two folders per
// execution was a large share of a fast agent's execution on a file system
// that skips recently deleted inodes when allocating (ext4 without a journal;
// docs/performance.md). A home with anything in it is removed and never reused.

import { readdirSync } from "node:fs";
import { mkdir, mkdtemp, rm, rmdir } from "node:fs/promises";
import os from "node:os";
import path from "node:path";

export async function createHome(): Promise<string> {
  const home = await mkdtemp(path.join(os.tmpdir(), "agent-bench-home-"));
  await mkdir(path.join(home, "tmp"), { mode: 0o700 });
  return home;
}

export async function removeHome(home: string): Promise<void> {
  // A home left as it was made goes in two calls instead of fs.rm's walk.
  try {
    await rmdir(path.join(home, "tmp")).catch(ignoreMissing);
    await rmdir(home);
    return;
  } catch {
    // The agent left something: remove it all.
  }
  await rm(home, { recursive: true, force: true, maxRetries: 2 }).catch(() => {});
}

/** The homes of one run: taken by an execution, given back after it; closed at the run's end. */
export class HomePool {
  private readonly idle: string[] = [];
  private closed = false;

  async take(): Promise<string> {
    return this.idle.pop() ?? (await createHome());
  }

  async give(home: string): Promise<void> {
    if (!this.closed && asMade(home)) this.idle.push(home);
    else await removeHome(home);
  }

  async close(): Promise<void> {
    this.closed = true;
    await Promise.all(this.idle.splice(0).map(removeHome));
  }
}

/** Nothing in it but tmp/, a real folder (not a symlink), itself empty. Two small reads, on the main thread. */
function asMade(home: string): boolean {
  try {
    const entries = readdirSync(home, { withFileTypes: true });
    return entries.length === 1 && entries[0].name === "tmp" && entries[0].isDirectory() && readdirSync(path.join(home, "tmp")).length === 0;
  } catch {
    return false;
  }
}

function ignoreMissing(error: NodeJS.ErrnoException): void {
  if (error.code !== "ENOENT") throw error;
}
