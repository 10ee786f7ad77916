import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { A as AGENT_CONTEXT } from './registry-VHIKjkbx.js';

// Skills a workspace offers, with their front-matter names, so that a read of
// <folder>/SKILL.md is reported under the skill's real name.
/** Skills in every agent's skill folders (each runner adapter declares its own; docs/runners.md lists them). */
function findSkills(workspace) {
    const found = [];
    for (const root of AGENT_CONTEXT.skillFolders) {
        const dir = path.join(workspace, root);
        if (!existsSync(dir))
            continue;
        for (const entry of readdirSync(dir, { withFileTypes: true })) {
            const skillDir = path.join(dir, entry.name);
            const file = path.join(skillDir, "SKILL.md");
            if (!existsSync(file))
                continue;
            found.push({ name: frontMatterName(readFileSync(file, "utf8")) ?? entry.name, dir: skillDir });
        }
    }
    return found;
}
function frontMatterName(text) {
    const match = /^---\r?\n([\s\S]*?)\r?\n---/.exec(text);
    const name = match ? /^name:\s*["']?([^"'\r\n]+?)["']?\s*$/m.exec(match[1]) : null;
    return name?.[1]?.trim() || undefined;
}

export { findSkills as a, frontMatterName as f };
