// What `agent-bench init` finds in a repository: the agents it is set up for
// and the skills it ships.

import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { INIT_AGENTS, SKILL_FOLDERS } from "./agents.ts";

export interface FoundSkill {
  name: string;
  /** Repository-relative SKILL.md path. */
  file: string;
  /** Repository-relative path of its skill-creator evals (`<skill>/evals/evals.json`), when it has them. */
  evals?: string;
}

export interface Detected {
  /** Runner types, with the marker that gave each away. */
  agents: Array<{ type: string; marker: string }>;
  skills: FoundSkill[];
}

export function detectRepository(root: string): Detected {
  const agents = INIT_AGENTS.flatMap((agent) => {
    const marker = agent.markers.find((m) => existsSync(path.join(root, m)));
    return marker ? [{ type: agent.type, marker }] : [];
  });
  const skills = new Map<string, FoundSkill>();
  for (const folder of SKILL_FOLDERS) {
    const dir = path.join(root, folder);
    if (!existsSync(dir)) continue;
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      if (!entry.isDirectory() || !existsSync(path.join(dir, entry.name, "SKILL.md"))) continue;
      // The same skill linked into several agents' folders is one skill.
      if (skills.has(entry.name)) continue;
      const evals = `${folder}/${entry.name}/evals/evals.json`;
      skills.set(entry.name, { name: entry.name, file: `${folder}/${entry.name}/SKILL.md`, ...(existsSync(path.join(root, evals)) ? { evals } : {}) });
    }
  }
  return { agents, skills: [...skills.values()] };
}
