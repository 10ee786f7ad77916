import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

// File-system names for cases, runners and executions.
function sha256(text) {
    return createHash("sha256").update(text).digest("hex");
}
/** Readable and safe: ids that are already safe stay as they are; others get a hash suffix so two ids never collide. */
function pathSegment(id) {
    const slug = id
        .replace(/[^a-zA-Z0-9._-]/g, "-")
        .replace(/^[.-]+/, "")
        .slice(0, 80) || "x";
    return slug === id ? id : `${slug}--${sha256(id).slice(0, 8)}`;
}
/** skillgym's RunnerInfo.pathKey: <slug(id)>--<first 8 hex chars of sha256(id)>. */
function runnerPathKey(id) {
    const slug = id.replace(/[^a-zA-Z0-9._-]/g, "-");
    return `${slug}--${sha256(id).slice(0, 8)}`;
}
/** executions/<case>/<runner>/run-<k>, relative to the out-dir. */
function executionDir(caseId, runnerId, run) {
    return `executions/${pathSegment(caseId)}/${pathSegment(runnerId)}/run-${run}`;
}
function workspaceDir(caseId, runnerId, run) {
    return `workspaces/${pathSegment(caseId)}/${pathSegment(runnerId)}/run-${run}`;
}
/** An ISO timestamp usable as a folder name: 2026-11-21T05-58-00-123Z. */
function timestampSlug(date = new Date()) {
    return date.toISOString().replace(/[:.]/g, "-");
}

// Skills a workspace offers, with their front-matter names, so that a read of
// <folder>/SKILL.md is reported under the skill's real name.
/** Skill folders the agent CLIs read (docs/runners.md lists which agent reads which). */
const SKILL_ROOTS = [
    ".claude/skills",
    ".agents/skills",
    ".codex/skills",
    ".gemini/skills",
    ".opencode/skills",
    ".github/skills",
    ".qwen/skills",
    ".cursor/skills",
];
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

export { SKILL_ROOTS as S, executionDir as e, findSkills as f, runnerPathKey as r, sha256 as s, timestampSlug as t, workspaceDir as w };
