// What a variant may give the agent (docs/configuration.md#variants): its
// `files` sources and `skills.add` folders come from the repository the run is
// of; one that leaves it, with `..` or through a symlink, is refused before any
// agent starts, naming the variant's key. A variant that changes files needs a
// copy per execution: workspace mode "shared" is an error with a hint.
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { mkdirSync, symlinkSync } from "node:fs";
import { after, describe, it } from "node:test";
import { isAgentBenchError } from "../../src/errors.ts";
import { prepareRun } from "../../src/execute/prepare.ts";
import { runCli } from "../helpers/cli.ts";
import { tempProject } from "../helpers/project.ts";

const skill = (name: string) => `---\nname: ${name}\ndescription: ${name} things\n---\nDo ${name} things.\n`;
const config = (variants: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
  JSON.stringify({ runners: { agent: { type: "command", command: ["sh", "./agent.sh"] } }, variants, ...extra });

// repo/ is the repository; outside/ is next to it, not in it.
const project = tempProject({
  "outside/secret.md": "not the repository's\n",
  "outside/skill/SKILL.md": skill("outsider"),
  "repo/suite.jsonl": '{"id":"a","input":"x"}\n',
  "repo/agent.sh": "echo hi\n",
  "repo/variants/terse.md": "be terse\n",
  "repo/skills/extra/SKILL.md": skill("extra"),
  "repo/agent-bench.config.json": config({
    up: { files: { "CLAUDE.md": "../outside/secret.md" } },
    "linked-file": { files: { "CLAUDE.md": "./variants/linked.md" } },
    "up-skill": { skills: { add: ["../outside/skill"] } },
    "linked-skill": { skills: { add: ["./skills/linked"] } },
    fine: { files: { "CLAUDE.md": "./variants/terse.md" }, skills: { add: ["./skills/extra"] } },
  }),
});
symlinkSync(project.file("outside/secret.md"), project.file("repo/variants/linked.md"));
symlinkSync(project.file("outside/skill"), project.file("repo/skills/linked"));
const repo = project.file("repo");
execFileSync("sh", ["-c", "git init -q -b main && git add -A && git -c user.name=t -c user.email=t@example.com commit -qm fixture"], { cwd: repo });
after(() => project.remove());

async function mistake(variants: string[], cwd = repo): Promise<string> {
  try {
    await prepareRun({ suites: ["suite.jsonl"], outputs: [], cwd, variants });
  } catch (error) {
    assert.ok(isAgentBenchError(error) && error.kind === "config", `a config error, got ${String(error)}`);
    return `${error.message}\nhint: ${error.hint ?? ""}`;
  }
  return assert.fail("expected a config error");
}

describe("a variant's paths stay in the repository", () => {
  it("a files source that escapes with .. is refused, naming the variant's key", async () => {
    const message = await mistake(["up"]);
    assert.match(message, /agent-bench\.config\.json:\d+: variants\.up\.files\.CLAUDE\.md: \.\.\/outside\/secret\.md is outside the repository /);
    assert.match(message, /a variant gives the agent files from the repository only/);
  });

  it("a files source that is a symlink out of the repository is refused, naming where it leads", async () => {
    const message = await mistake(["linked-file"]);
    assert.match(
      message,
      /variants\.linked-file\.files\.CLAUDE\.md: \.\/variants\/linked\.md \(a symlink to .*outside\/secret\.md\) is outside the repository/,
    );
  });

  it("a skills.add folder that escapes with .. or through a symlink is refused, naming the variant's key", async () => {
    assert.match(await mistake(["up-skill"]), /variants\.up-skill\.skills\.add\[0\]: \.\.\/outside\/skill is outside the repository/);
    assert.match(
      await mistake(["linked-skill"]),
      /variants\.linked-skill\.skills\.add\[0\]: \.\/skills\/linked \(a symlink to .*outside\/skill\) is outside the repository/,
    );
  });

  it("paths inside the repository are taken as they are", async () => {
    const run = await prepareRun({ suites: ["suite.jsonl"], outputs: [], cwd: repo, variants: ["fine"] });
    assert.equal(run.plan.cells.length, 1);
  });

  it("the CLI exits 2 with the one message, before any agent starts, never a stack trace", async () => {
    const r = await runCli(["run", "suite.jsonl", "--variant", "up", "--out-dir", "never"], { cwd: repo });
    assert.equal(r.code, 2, r.stderr);
    assert.match(r.stderr, /variants\.up\.files\.CLAUDE\.md: \.\.\/outside\/secret\.md is outside the repository/);
    assert.doesNotMatch(r.stderr, /\n\s+at /u);
  });
});

describe('workspace mode "shared" with a variant', () => {
  it("that changes files is an error with a hint; one that only overrides runners is not", async () => {
    const dir = tempProject({
      "suite.jsonl": '{"id":"a","input":"x"}\n',
      "agent.sh": "echo hi\n",
      "variants/terse.md": "be terse\n",
      "agent-bench.config.json": config(
        { terse: { files: { "CLAUDE.md": "./variants/terse.md" } }, patient: { runners: { agent: { timeout: "45s" } } } },
        { defaults: { workspace: { mode: "shared" } } },
      ),
    });
    mkdirSync(dir.file(".git"));
    try {
      const message = await mistake(["terse"], dir.dir);
      assert.match(message, /variant "terse" changes workspace files, and workspace mode "shared" shares one folder between executions/);
      assert.match(message, /hint: drop the workspace mode for the default \(a copy of the repository per execution\), or use mode: "isolated"/);
      const run = await prepareRun({ suites: ["suite.jsonl"], outputs: [], cwd: dir.dir, variants: ["patient", "default"] });
      assert.equal(run.plan.cells.length, 2);
    } finally {
      dir.remove();
    }
  });
});
