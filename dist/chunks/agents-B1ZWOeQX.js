import { A as AGENT_CONTEXT, i as initAgents } from './skills-C4zYLUOw.js';

// The agent CLIs `agent-bench init` knows, as each runner adapter declares them
// (src/runners/*/adapter.ts: how to recognise that a repository uses one, the
// pinned npm package a workflow installs, and the secret it needs).
const INIT_AGENTS = initAgents();
function initAgent(type) {
    return INIT_AGENTS.find((a) => a.type === type);
}
/**
 * Folders (under the repository) that hold skills as <folder>/<name>/SKILL.md: every agent's, and
 * skills/, where a repository that publishes skills keeps them (no agent reads it by itself).
 */
const SKILL_FOLDERS = [...AGENT_CONTEXT.skillFolders, "skills"];

export { INIT_AGENTS as I, SKILL_FOLDERS as S, initAgent as i };
