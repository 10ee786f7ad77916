// A fresh, empty home for each execution, outside the artifact tree so that
// whatever an agent CLI writes there (settings, credentials it was pointed at,
// caches) never ends up in an uploaded artifact.

import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";

export async function createHome(): Promise<string> {
  return mkdtemp(path.join(os.tmpdir(), "agent-bench-home-"));
}

export async function removeHome(home: string): Promise<void> {
  await rm(home, { recursive: true, force: true, maxRetries: 2 }).catch(() => {});
}
