// Each agent's facts live in its runner adapter: the files it reads from its
// working folder (recorded in the treatment manifest), the skill folders where a
// SKILL.md read maps to its skill, and what `agent-bench init` installs for it.
// Treatment, skills and init read them from the registry, so an agent's folder
// is the one place to change.
import assert from "node:assert/strict";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { after, describe, it } from "node:test";
import { findSkills } from "../../src/runners/skills.ts";
import { buildTreatment } from "../../src/execute/treatment.ts";
import { detectRepository } from "../../src/init/detect.ts";
import { INIT_AGENTS } from "../../src/init/agents.ts";
import { getAdapter, runnerTypes } from "../../src/runners/registry.ts";
import { ROOT } from "../helpers/cli.ts";

const made: string[] = [];
after(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

function repo(files: readonly string[]): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), "agent-bench-registry-"));
  made.push(dir);
  for (const rel of files) {
    mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    writeFileSync(path.join(dir, rel), rel.endsWith("SKILL.md") ? `---\nname: ${path.basename(path.dirname(rel))}-skill\n---\nDo it.\n` : "x\n");
  }
  return dir;
}

/** What each agent CLI reads, as docs/runners.md and the CLIs' own docs say. */
const READS: Record<string, { instructions: string[]; skills: string[] }> = {
  "claude-code": { instructions: ["CLAUDE.md", "CLAUDE.local.md"], skills: [".claude/skills"] },
  codex: { instructions: ["AGENTS.md", "AGENTS.override.md"], skills: [".agents/skills", ".codex/skills"] },
  gemini: { instructions: ["GEMINI.md"], skills: [".gemini/skills", ".agents/skills"] },
  opencode: { instructions: ["AGENTS.md"], skills: [".opencode/skills", ".claude/skills", ".agents/skills"] },
  copilot: { instructions: [".github/copilot-instructions.md", "AGENTS.md"], skills: [".github/skills", ".claude/skills", ".agents/skills"] },
  qwen: { instructions: ["QWEN.md"], skills: [".qwen/skills", ".agents/skills"] },
  cursor: { instructions: [".cursorrules"], skills: [".cursor/skills"] },
};

describe("each runner adapter declares what its agent reads", () => {
  for (const [type, reads] of Object.entries(READS)) {
    it(`${type}: its instruction files are in the treatment manifest, its skills are found by name`, async () => {
      const skillFiles = reads.skills.map((folder) => `${folder}/${folder.split("/")[0].replace(/^\./u, "")}/SKILL.md`);
      const dir = repo([...reads.instructions, ...skillFiles, "src/index.ts"]);
      const manifest = await buildTreatment(undefined, dir, [], { repoRoot: dir, home: "/home/x", tmp: "/tmp/x" });
      assert.deepEqual(Object.keys(manifest.workspace.files).sort(), [...reads.instructions, ...skillFiles].sort());
      const found = findSkills(dir).map((s) => path.relative(dir, s.dir).split(path.sep).join("/"));
      for (const file of skillFiles) assert.ok(found.includes(path.posix.dirname(file)), `${file} in ${found.join(", ")}`);
      assert.deepEqual(
        findSkills(dir)
          .map((s) => s.name)
          .filter((n) => !n.endsWith("-skill")),
        [],
        "front-matter names",
      );
      // The adapter itself says so: its folder is the one place these facts live.
      assert.deepEqual(getAdapter(type)?.context?.skillFolders, reads.skills);
      for (const file of reads.instructions) assert.ok(getAdapter(type)?.context?.instructionFiles?.includes(file), file);
    });
  }

  it("docs/runners.md names the skill folders each adapter declares", () => {
    const doc = readFileSync(path.join(ROOT, "docs/runners.md"), "utf8");
    for (const type of runnerTypes()) {
      const section = doc.split(/^## /mu).find((s) => s.startsWith(`${type}\n`));
      assert.ok(section, `docs/runners.md has a ## ${type} section`);
      const line = /^\*\*Skill folders?:\*\*(.*)$/mu.exec(section)?.[1];
      const declared = getAdapter(type)?.context?.skillFolders ?? [];
      if (!line) {
        assert.deepEqual(declared, [], `${type} declares skill folders docs/runners.md does not name`);
        continue;
      }
      // `<workspace>/.x/skills/<name>/SKILL.md` and `.x/skills` alike; a "(not …)" aside is no folder.
      const named = [...line.replace(/\([^)]*\)/gu, "").matchAll(/`(?:<workspace>\/)?([^`<]+?)(?:\/<name>\/SKILL\.md)?`/gu)].map((m) => m[1]);
      assert.deepEqual(named, [...declared], type);
    }
  });

  it("init offers every agent with install details, detects it by its markers and finds skills in every agent's folders", () => {
    const offered = INIT_AGENTS.map((a) => a.type);
    assert.deepEqual(offered, ["claude-code", "codex", "gemini", "opencode", "copilot", "qwen", "cursor", "scripted"]);
    for (const agent of INIT_AGENTS) assert.deepEqual(agent.markers, getAdapter(agent.type)?.init?.markers);
    const dir = repo(["QWEN.md", ".cursor/rules/a.mdc", ".qwen/skills/lint/SKILL.md", ".agents/skills/lint/SKILL.md", "skills/publish/SKILL.md"]);
    const found = detectRepository(dir);
    assert.deepEqual(found.agents, [
      { type: "qwen", marker: "QWEN.md" },
      { type: "cursor", marker: ".cursor" },
    ]);
    // The same skill linked into several agents' folders is one skill; a repository's own skills/ counts too.
    assert.deepEqual(found.skills, [
      { name: "lint", file: ".agents/skills/lint/SKILL.md" },
      { name: "publish", file: "skills/publish/SKILL.md" },
    ]);
  });
});
