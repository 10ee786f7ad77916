import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { c as configError } from './errors-Cn0EvSBK.js';

// Skills a workspace offers, with their front-matter names, so that a read of
// <folder>/SKILL.md is reported under the skill's real name.
/** Skill folders the agent CLIs read (docs/runners.md lists which agent reads which). */
const SKILL_ROOTS = [".claude/skills", ".agents/skills", ".codex/skills", ".gemini/skills", ".opencode/skills", ".github/skills", ".qwen/skills", ".cursor/skills"];
function findSkills(workspace) {
    const found = [];
    for (const root of SKILL_ROOTS) {
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

// node:util parseArgs with errors that name the flag and say what it takes.
function parseFlags(argv, options, usage) {
    try {
        return parseArgs({ args: argv, options, allowPositionals: true, strict: true });
    }
    catch (error) {
        const message = error.message;
        const code = error.code;
        const flag = /'(-[^' ]+)/.exec(message)?.[1];
        if (code === "ERR_PARSE_ARGS_UNKNOWN_OPTION") {
            throw configError(`unknown flag ${flag ?? message}`, { where: flag, hint: usage });
        }
        if (code === "ERR_PARSE_ARGS_INVALID_OPTION_VALUE") {
            throw configError(`${flag ?? "a flag"} needs a value`, { where: flag, hint: usage });
        }
        throw configError(message.split("\n")[0], { hint: usage });
    }
}
function intFlag(value, flag, min = 1) {
    if (value === undefined)
        return undefined;
    const n = Number(value);
    if (!Number.isInteger(n) || n < min) {
        throw configError(`${flag}: "${value}" is not a whole number ≥ ${min}`, { where: flag, hint: `e.g. ${flag} ${Math.max(min, 3)}` });
    }
    return n;
}

export { findSkills as f, intFlag as i, parseFlags as p };
