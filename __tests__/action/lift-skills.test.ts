// Which skills `lift:` measures: a pull request's changed files mapped to the
// skills they belong to (a SKILL.md folder in an agent's skill folder, or one
// an evals.json sits beside), and the named skills checked against the
// suite's workspace before anything runs.
import assert from "node:assert/strict";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { after, describe, it } from "node:test";
import { selectLiftSkills, skillsOfFiles } from "../../src/action/lift-skills.ts";
import { isAgentBenchError } from "../../src/errors.ts";

const repo = mkdtempSync(path.join(os.tmpdir(), "agent-bench-lift-skills-"));
after(() => rmSync(repo, { recursive: true, force: true }));

function write(rel: string, text = "x\n"): void {
  mkdirSync(path.dirname(path.join(repo, rel)), { recursive: true });
  writeFileSync(path.join(repo, rel), text);
}

write(".claude/skills/greet/SKILL.md", "---\nname: greet\ndescription: Greets.\n---\n");
write(".claude/skills/greet/scripts/hello.sh");
// The folder's name is not the skill's: agents report the front matter's name.
write(".agents/skills/pdf-tools/SKILL.md", "---\nname: pdf\ndescription: PDFs.\n---\n");
write("skills/review/SKILL.md", "---\nname: review\ndescription: Reviews.\n---\n");
write("skills/review/evals/evals.json", '{"skill_name": "review", "evals": []}');
// A SKILL.md outside every agent skill folder and without evals: not a skill the action measures.
write("docs/example/SKILL.md", "---\nname: example\n---\n");

describe("the skills a pull request edits", () => {
  it("maps each changed file to the nearest skill folder above it, by the SKILL.md name", () => {
    const files = [
      ".claude/skills/greet/scripts/hello.sh",
      ".agents/skills/pdf-tools/SKILL.md",
      "skills/review/evals/evals.json",
      "docs/example/SKILL.md",
      "README.md",
      "evals/suite.ts",
    ];
    assert.deepEqual(skillsOfFiles(files, repo), ["greet", "pdf", "review"]);
  });

  it("a file the PR removed from a skill that is still there counts; a removed skill (no SKILL.md left) does not", () => {
    assert.deepEqual(skillsOfFiles([".claude/skills/greet/old-notes.md", ".claude/skills/gone/SKILL.md"], repo), ["greet"]);
  });

  it("no skill file: nothing to measure", () => {
    assert.deepEqual(skillsOfFiles(["src/index.ts", ".claude/settings.json"], repo), []);
  });
});

describe("the skills a suite measures", () => {
  it("changed: those its workspace offers; the others are named in a note", () => {
    const selected = selectLiftSkills({ kind: "changed" }, ["greet", "review"], ["greet", "pdf"], "evals/suite.ts");
    assert.deepEqual(selected.skills, ["greet"]);
    assert.equal(selected.skipped.length, 1);
    assert.match(selected.skipped[0], /skill "review", which is not in an agent skill folder of evals\/suite\.ts's workspace/u);
  });

  it("named skills that the workspace lacks: an error naming the input, the nearest name and the skills there are", () => {
    assert.throws(
      () => selectLiftSkills({ kind: "skills", skills: ["greet", "pfd"] }, undefined, ["greet", "pdf"], "evals/suite.ts"),
      (e: unknown) =>
        isAgentBenchError(e) &&
        e.exitCode === 2 &&
        e.where === "with.lift" &&
        /input "lift": no skill "pfd" \(did you mean "pdf"\?\) in the workspace of evals\/suite\.ts/u.test(e.message) &&
        /its agents' skills: greet, pdf/u.test(e.hint ?? ""),
    );
    assert.throws(
      () => selectLiftSkills({ kind: "skills", skills: ["greet"] }, undefined, [], "evals/suite.ts"),
      (e: unknown) => isAgentBenchError(e) && /its workspace has no skills/u.test(e.hint ?? ""),
    );
  });

  it("off: nothing", () => {
    assert.deepEqual(selectLiftSkills({ kind: "off" }, ["greet"], ["greet"], "s"), { skills: [], skipped: [] });
  });
});
