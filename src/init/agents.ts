// The agent CLIs `agent-bench init` knows, as each runner adapter declares them
// (src/runners/*/adapter.ts: how to recognise that a repository uses one, the
// pinned npm package a workflow installs, and the secret it needs).

import { AGENT_CONTEXT, initAgents } from "../runners/registry.ts";
import type { InitDetails } from "../runners/runner.ts";

type InitAgent = InitDetails & {
  /** The runner type in the config. */
  type: string;
};

export const INIT_AGENTS: readonly InitAgent[] = initAgents();

export function initAgent(type: string): InitAgent | undefined {
  return INIT_AGENTS.find((a) => a.type === type);
}

/**
 * Folders (under the repository) that hold skills as <folder>/<name>/SKILL.md: every agent's, and
 * skills/, where a repository that publishes skills keeps them (no agent reads it by itself).
 */
export const SKILL_FOLDERS = [...AGENT_CONTEXT.skillFolders, "skills"];
