import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { I as INIT_AGENTS, S as SKILL_FOLDERS } from './agents-B1ZWOeQX.js';

// What `agent-bench init` finds in a repository: the agents it is set up for
// and the skills it ships.
function detectRepository(root) {
    const agents = INIT_AGENTS.flatMap((agent) => {
        const marker = agent.markers.find((m) => existsSync(path.join(root, m)));
        return marker ? [{ type: agent.type, marker }] : [];
    });
    const skills = new Map();
    for (const folder of SKILL_FOLDERS) {
        const dir = path.join(root, folder);
        if (!existsSync(dir))
            continue;
        for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
            if (!entry.isDirectory() || !existsSync(path.join(dir, entry.name, "SKILL.md")))
                continue;
            // The same skill linked into several agents' folders is one skill.
            if (skills.has(entry.name))
                continue;
            const evals = `${folder}/${entry.name}/evals/evals.json`;
            skills.set(entry.name, { name: entry.name, file: `${folder}/${entry.name}/SKILL.md`, ...(existsSync(path.join(root, evals)) ? { evals } : {}) });
        }
    }
    return { agents, skills: [...skills.values()] };
}

export { detectRepository as d };
