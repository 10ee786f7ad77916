import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { after, describe, it } from "node:test";
import { parse } from "yaml";
import { runCli } from "../helpers/cli.ts";
import { tempProject } from "../helpers/project.ts";

const projects: Array<{ remove(): void }> = [];
after(() => projects.forEach((p) => p.remove()));

function repo(files: Record<string, string>) {
  const p = tempProject(files);
  projects.push(p);
  return p;
}

describe("agent-bench init", () => {
  it("finds the agents and skills, writes a runner per agent, a case per skill and a workflow, and says what is next", async () => {
    const p = repo({
      "CLAUDE.md": "# rules\n",
      ".gemini/settings.json": "{}\n",
      ".claude/skills/greet/SKILL.md": "---\nname: greet\n---\n",
      ".agents/skills/deploy-app/SKILL.md": "---\nname: deploy-app\n---\n",
      ".gemini/skills/greet/SKILL.md": "the same skill linked for Gemini\n",
      ".claude/skills/notes/README.md": "not a skill: no SKILL.md\n",
    });
    const r = await runCli(["init"], { cwd: p.dir });
    assert.equal(r.code, 0, r.stderr);
    assert.match(r.stdout, /found claude-code \(CLAUDE\.md\), gemini \(\.gemini\)/);
    assert.match(r.stdout, /found 2 skills: greet, deploy-app/);
    for (const file of ["agent-bench.config.json", "evals/suite.ts", ".github/workflows/agent-bench.yml"])
      assert.match(r.stdout, new RegExp(`wrote    ${file.replace(/\./g, "\\.")}`));
    assert.match(r.stdout, /^next:\n {2}write each case's prompt in evals\/suite\.ts \(a prompt that still starts with TODO is not sent to a real agent\)\n/m);
    assert.match(r.stdout, /^ {2}npx agent-bench run evals\/suite\.ts$/m);
    assert.match(r.stdout, /^ {2}then add the repository secrets ANTHROPIC_API_KEY, GEMINI_API_KEY and push \.github\/workflows\/agent-bench\.yml$/m);

    const config = JSON.parse(readFileSync(p.file("agent-bench.config.json"), "utf8")) as { runners: Record<string, unknown> };
    assert.deepEqual(Object.keys(config.runners), ["claude-code", "gemini"]);
    const suite = readFileSync(p.file("evals/suite.ts"), "utf8");
    assert.match(suite, /id: "uses-greet"[\s\S]*assert\.skills\.has\(report, "greet"\)/);
    assert.match(suite, /id: "uses-deploy-app"[\s\S]*assert\.skills\.has\(report, "deploy-app"\)/);
    assert.match(suite, /prompt: "TODO: ask for something the greet skill is for"/);
    const workflow = parse(readFileSync(p.file(".github/workflows/agent-bench.yml"), "utf8")) as {
      permissions: unknown;
      jobs: { bench: { steps: Array<{ run?: string; env?: unknown }> } };
    };
    const steps = workflow.jobs.bench.steps;
    assert.deepEqual(
      steps.filter((s) => s.run).map((s) => s.run),
      ["npm install -g @anthropic-ai/claude-code@2.1.329", "npm install -g @google/gemini-cli@0.61.0"],
    );
    assert.deepEqual(steps.at(-1)!.env, { ANTHROPIC_API_KEY: "${{ secrets.ANTHROPIC_API_KEY }}", GEMINI_API_KEY: "${{ secrets.GEMINI_API_KEY }}" });
    assert.deepEqual(workflow.permissions, { contents: "read", actions: "read", "pull-requests": "write", checks: "write" });
  });

  it("never overwrites: a second init keeps every file and says so; the config only gains the runner --agent names", async () => {
    const p = repo({ "agent-bench.config.json": '{"runners": {"mine": {"type": "codex"}}}\n' });
    const first = await runCli(["init", "--agent", "scripted"], { cwd: p.dir });
    assert.equal(first.code, 0, first.stderr);
    assert.match(first.stdout, /updated {2}agent-bench\.config\.json \(added runner scripted\)/);
    assert.match(first.stdout, /wrote {4}evals\/suite\.ts/);
    const config = readFileSync(p.file("agent-bench.config.json"), "utf8");
    assert.deepEqual(JSON.parse(config), { runners: { mine: { type: "codex" }, scripted: { type: "scripted", script: "./evals/scripted-agent.json" } } });
    const suite = readFileSync(p.file("evals/suite.ts"), "utf8");
    p.write("evals/suite.ts", `${suite}// edited\n`);
    const second = await runCli(["init", "--agent", "scripted"], { cwd: p.dir });
    assert.equal(second.code, 0, second.stderr);
    assert.doesNotMatch(second.stdout, /wrote|updated/);
    assert.match(second.stdout, /kept {5}agent-bench\.config\.json \(exists; its runners: mine \(codex\), scripted\)/);
    assert.equal(readFileSync(p.file("agent-bench.config.json"), "utf8"), config);
    assert.match(readFileSync(p.file("evals/suite.ts"), "utf8"), /\/\/ edited\n$/);
  });

  it("takes every choice as a flag, without prompting when stdin is not a TTY, and its suite passes against the scripted agent", async () => {
    const p = repo({ ".cursor/rules.md": "x\n", "skills/summarize/SKILL.md": "x\n" });
    const r = await runCli(
      [
        "init",
        "--agent",
        "scripted",
        "--suite",
        "bench/agent.ts",
        "--config",
        "bench/agent-bench.config.json",
        "--script",
        "bench/fake.json",
        "--no-workflow",
        "--runs",
        "2",
        "--base-branch",
        "trunk",
      ],
      { cwd: p.dir },
    );
    assert.equal(r.code, 0, r.stderr);
    assert.doesNotMatch(r.stdout, /workflow/);
    assert.equal(
      (JSON.parse(readFileSync(p.file("bench/agent-bench.config.json"), "utf8")) as { runners: { scripted: { script: string } } }).runners.scripted.script,
      "./fake.json",
    );
    const run = await runCli(["run", "bench/agent.ts"], { cwd: p.dir });
    assert.equal(run.code, 0, run.stdout + run.stderr);
    assert.match(run.stdout, /2\/2 passed \(100%\)/);
  });

  it("with no agent set-up found, uses the scripted agent and says how to choose one", async () => {
    const p = repo({});
    const r = await runCli(["init", "--no-workflow"], { cwd: p.dir });
    assert.equal(r.code, 0, r.stderr);
    assert.match(r.stdout, /found no agent set-up .*choose one with --agent claude-code/);
    assert.match(r.stdout, /found no skills/);
    const run = await runCli(["run", "evals/suite.ts", "-n", "1"], { cwd: p.dir });
    assert.equal(run.code, 0, run.stdout + run.stderr);
  });

  it("rejects an unknown agent with exit 2, naming the flag and the choices", async () => {
    const p = repo({});
    const r = await runCli(["init", "--agent", "claude"], { cwd: p.dir });
    assert.equal(r.code, 2);
    assert.match(r.stderr, /--agent claude: unknown agent/);
    assert.match(r.stderr, /claude-code, codex, gemini/);
    assert.doesNotMatch(r.stderr, /\n\s+at /);
  });
});
