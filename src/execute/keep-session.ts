// A failed execution keeps the agent CLI's session (the transcript files its
// resume option reads, from the execution's home) in its artifacts, so that
// `agent-bench explain` can resume it after the run, when the home is gone.

import { existsSync, lstatSync } from "node:fs";
import { cp } from "node:fs/promises";
import path from "node:path";
import type { RunnerAdapter } from "../runners/runner.ts";

/** In the execution's folder: the home-relative session folders, as they were. */
export const SESSION_DIR = "agent-session";

/** Copies the adapter's session folders; returns a warning when they could not be kept. */
export async function keepSession(adapter: RunnerAdapter, home: string, executionDir: string): Promise<string | undefined> {
  for (const rel of adapter.sessionFiles ?? []) {
    const from = path.join(home, rel);
    if (!existsSync(from)) continue;
    try {
      // Links are left behind: one could point at a credential file outside the home.
      await cp(from, path.join(executionDir, SESSION_DIR, rel), { recursive: true, filter: (source) => !lstatSync(source).isSymbolicLink() });
    } catch (error) {
      return `could not keep the agent's session for agent-bench explain: ${(error as Error).message}`;
    }
  }
  return undefined;
}
