// What `agent-bench lift -o lift.md -o lift.html` shows per skill and per
// case × runner beyond the figures: what the arm without the skill changed
// (from the treatment manifest: "skill `greet` removed"), the behaviour diff
// between the arms as a comparison words base → head, and one run with the
// skill beside one without, step by step (the side-by-side view compare uses).

import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { chmodSync, readFileSync } from "node:fs";
import { after, before, describe, it } from "node:test";
import { liftFileSchema } from "../../src/model/schema/lift.ts";
import { runCli } from "../helpers/cli.ts";
import { tempProject } from "../helpers/project.ts";

const project = tempProject({
  ".claude/skills/greet/SKILL.md": "---\nname: greet\ndescription: greet things\n---\nSay hi.\n",
  // The agent passes only when the greet skill is in its workspace.
  "agent.sh": 'if [ -f .claude/skills/greet/SKILL.md ]; then echo "greet present"; else echo "greet absent"; fi\n',
  "agent-bench.config.json": JSON.stringify({ runners: { agent: { type: "command", command: ["sh", "./agent.sh"] } } }),
  "suite.jsonl": '{"id":"sees-greet","input":"hi","assert":{"type":"contains","value":"greet present"}}\n',
});
chmodSync(project.file("agent.sh"), 0o755);
execFileSync("sh", ["-c", "git init -q -b main && git add -A && git -c user.name=t -c user.email=t@example.com commit -qm fixture"], { cwd: project.dir });
after(() => project.remove());

let stdout = "";
before(async () => {
  const r = await runCli(["lift", "suite.jsonl", "--skill", "greet", "-n", "5", "--format", "md", "-o", "lift.md", "-o", "lift.html", "-o", "lift.json"], {
    cwd: project.dir,
  });
  assert.equal(r.code, 0, r.stderr);
  stdout = r.stdout;
});

describe("the lift report's views of each cell", () => {
  it("Markdown: the arm's change, the behaviour diff and the two runs side by side", () => {
    const md = readFileSync(project.file("lift.md"), "utf8");
    assert.equal(stdout, md, "--format md prints what -o lift.md writes");
    assert.ok(md.includes("- Without the skill: skill `greet` removed"), md);
    assert.ok(md.includes("<details><summary><code>sees-greet</code> on <code>agent</code>: with the skill run 1 (passed) vs without it run 1 (failed);"), md);
    assert.match(md, /- failed assertion `contains[^`]*` in 0\/5 → 5\/5 runs/u);
    assert.ok(md.includes("| # | with the skill | without it |"), md);
    assert.match(md, /\| 1 \| says `greet present` \| says `greet absent` \|/u);
  });

  it("HTML: the same, every name escaped, the side-by-side as a table", () => {
    const html = readFileSync(project.file("lift.html"), "utf8");
    assert.ok(html.includes("<li>Without the skill: skill <code>greet</code> removed</li>"), html);
    assert.ok(
      html.includes(
        '<details class="pair"><summary><code>sees-greet</code> on <code>agent</code>: with the skill run 1 (passed) vs without it run 1 (failed);',
      ),
    );
    assert.match(html, /<li>failed assertion <code>contains[^<]*<\/code> in 0\/5 → 5\/5 runs<\/li>/u);
    assert.match(html, /<table class="side-by-side">.*<td class="step"><span class="kind">says<\/span> greet present<\/td>/u);
    assert.doesNotMatch(html, /<script/u);
  });

  it("lift.json carries each cell's behaviour changes, and parses with its schema", () => {
    const parsed = liftFileSchema.safeParse(JSON.parse(readFileSync(project.file("lift.json"), "utf8")));
    assert.ok(parsed.success);
    const change = parsed.data.skills[0].cells[0].behaviour?.[0];
    assert.equal(change?.aspect, "failed-assertion");
    assert.deepEqual([change?.base, change?.head], [0, 5]);
  });
});
