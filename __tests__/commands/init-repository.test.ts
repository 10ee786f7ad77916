// `agent-bench init` in repositories as they really are: a default branch called master, a config
// that exists, a lockfile, a .gitignore. What it writes passes GitHub's workflow schema, and on the
// offline GitHub test bed its workflow's push run stores the baseline on that branch and a pull
// request is compared with it.
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { after, describe, it } from "node:test";
import { validateWorkflow } from "@action-validator/core";
import { parse } from "yaml";
import { fakeClaude } from "../action/skill-repo.ts";
import { runCli } from "../helpers/cli.ts";
import { pullRequestEvent, pushEvent } from "../helpers/github/events.ts";
import { runAction } from "../helpers/github/harness.ts";
import { startFakeGitHub } from "../helpers/github/server.ts";
import { tempProject, type TempProject } from "../helpers/project.ts";

type Step = { uses?: string; run?: string; name?: string; with?: Record<string, string | number>; env?: Record<string, string> };
type Workflow = { on: { push: { branches: string[] } }; jobs: { bench: { if?: string; steps: Step[] } } };

const projects: TempProject[] = [];
after(() => projects.forEach((p) => p.remove()));

function repo(files: Record<string, string>, git?: { branch: string; origin?: string }): TempProject {
  const p = tempProject(files);
  projects.push(p);
  if (git) {
    const run = (...args: string[]) => execFileSync("git", args, { cwd: p.dir, stdio: "ignore" });
    run("init", "-q", "-b", git.branch);
    if (git.origin) {
      // What a clone leaves: origin's HEAD naming origin's default branch.
      run("-c", "user.name=t", "-c", "user.email=t@t", "commit", "-q", "--allow-empty", "-m", "first");
      run("update-ref", `refs/remotes/origin/${git.origin}`, "HEAD");
      run("symbolic-ref", "refs/remotes/origin/HEAD", `refs/remotes/origin/${git.origin}`);
    }
  }
  return p;
}

function workflowOf(p: TempProject): { text: string; workflow: Workflow; bench: Step } {
  const text = readFileSync(p.file(".github/workflows/agent-bench.yml"), "utf8");
  const state = validateWorkflow(text);
  assert.deepEqual(state.errors, [], JSON.stringify(state.errors, null, 2));
  const workflow = parse(text) as Workflow;
  const bench = workflow.jobs.bench.steps.find((s) => String(s.uses).startsWith("agent-bench/agent-bench@"))!;
  return { text, workflow, bench };
}

const CLAUDE_REPO = { "CLAUDE.md": "Be brief.\n", ".claude/skills/greet/SKILL.md": "---\nname: greet\ndescription: Greets.\n---\nAnswer with ok.\n" };

describe("init in a repository whose default branch is master", () => {
  it("stores the baseline on master: the workflow's push trigger, and on the test bed a push run a pull request is compared with", async (t) => {
    const p = repo(CLAUDE_REPO, { branch: "master" });
    const r = await runCli(["init"], { cwd: p.dir });
    assert.equal(r.code, 0, r.stderr);
    assert.match(r.stdout, /^base branch: master \(the current branch; if the default branch is another, run init again with --base-branch NAME\)/m);
    const { workflow, bench } = workflowOf(p);
    assert.deepEqual(workflow.on.push.branches, ["master"]);
    assert.equal(bench.with?.runs, "auto");
    assert.equal(workflow.jobs.bench.if, "${{ !github.event.pull_request.head.repo.fork }}", "fork PRs (no secrets) skip the agent");

    // The workflow's step on the offline GitHub test bed: the pinned CLI is a fake of that version on PATH.
    const github = await startFakeGitHub({ t, defaultBranch: "master" });
    const install = workflow.jobs.bench.steps.find((s) => /claude-code@/.test(s.run ?? ""))!;
    const claude = fakeClaude(/@(\d+\.\d+\.\d+)/.exec(install.run!)![1]);
    t.after(() => claude.remove());
    const env: Record<string, string> = { PATH: `${claude.bin}${path.delimiter}${process.env.PATH ?? ""}`, ANTHROPIC_API_KEY: "sk-ant-test-0123456789" };
    const inputs = { ...bench.with };
    const push = await runAction({ github, event: pushEvent(github), inputs, workspace: p.dir, env, timeoutMs: 180_000 });
    assert.equal(push.exitCode, 0, push.stdout);
    const pr = github.state.addPull({ number: 7 });
    assert.equal(pr.base.ref, "master");
    const result = await runAction({ github, event: pullRequestEvent(github, pr), inputs, workspace: p.dir, env, timeoutMs: 180_000 });
    assert.equal(result.exitCode, 0, result.stdout);
    assert.notEqual(result.outputs.verdict, "no-baseline", "the pull request found the baseline master's push stored");
  });

  it("names origin's default branch over the current one, and --base-branch over both", async () => {
    const p = repo({}, { branch: "feature", origin: "trunk" });
    const r = await runCli(["init", "--agent", "scripted"], { cwd: p.dir });
    assert.equal(r.code, 0, r.stderr);
    assert.match(r.stdout, /^base branch: trunk \(origin's default branch\)/m);
    assert.deepEqual(workflowOf(p).workflow.on.push.branches, ["trunk"]);
    const q = repo({}, { branch: "feature", origin: "trunk" });
    const flagged = await runCli(["init", "--agent", "scripted", "--base-branch", "release"], { cwd: q.dir });
    assert.match(flagged.stdout, /^base branch: release \(--base-branch\)/m);
    assert.deepEqual(workflowOf(q).workflow.on.push.branches, ["release"]);
  });
});

describe("init in a repository with a config", () => {
  it("adds the runner --agent names to a YAML config (its comments kept), benchmarks only the real agent in CI, and its next line runs", async () => {
    const yaml = "# our agents\nrunners:\n  claude:\n    type: claude-code # pinned in CI\n    model: sonnet\n";
    const p = repo({ ...CLAUDE_REPO, "agent-bench.config.yaml": yaml });
    const r = await runCli(["init", "--agent", "scripted"], { cwd: p.dir });
    assert.equal(r.code, 0, r.stderr);
    assert.match(r.stdout, /^updated {2}agent-bench\.config\.yaml \(added runner scripted\)$/m);
    const text = readFileSync(p.file("agent-bench.config.yaml"), "utf8");
    assert.match(text, /^# our agents\nrunners:\n {2}claude:\n/);
    assert.match(text, /type: claude-code # pinned in CI/);
    assert.deepEqual((parse(text) as { runners: Record<string, unknown> }).runners.scripted, { type: "scripted", script: "./evals/scripted-agent.json" });
    assert.doesNotMatch(r.stdout, /agent-bench\.config\.json/, "no second config");

    const { workflow, bench } = workflowOf(p);
    assert.equal(bench.with?.config, "agent-bench.config.yaml");
    assert.equal(bench.with?.runners, "claude", "CI runs the agent it installs, not the scripted one");
    assert.deepEqual(
      workflow.jobs.bench.steps.filter((s) => s.run).map((s) => s.run),
      ["npm install -g @anthropic-ai/claude-code@2.1.329"],
    );

    const line = /^ {2}offline, against the scripted agent \(no API key\): npx agent-bench run (.+)$/m.exec(r.stdout);
    assert.ok(line, r.stdout);
    const run = await runCli(["run", ...line[1].split(" ")], { cwd: p.dir });
    assert.equal(run.code, 0, run.stdout + run.stderr);
  });

  it("prints the exact lines to add to a module config, and changes nothing in it", async () => {
    const ts = 'export default { runners: { mine: { type: "codex" } } };\n';
    const p = repo({ "agent-bench.config.ts": ts });
    const r = await runCli(["init", "--agent", "scripted"], { cwd: p.dir });
    assert.equal(r.code, 0, r.stderr);
    assert.match(
      r.stdout,
      /^kept {5}agent-bench\.config\.ts \(a module: add runner scripted to its runners yourself:\)\n {11}scripted: \{ type: "scripted", script: "\.\/evals\/scripted-agent\.json" \},$/m,
    );
    assert.equal(readFileSync(p.file("agent-bench.config.ts"), "utf8"), ts);
  });

  it("with a kept workflow that runs every runner, names the runners: line to add", async () => {
    const p = repo(CLAUDE_REPO);
    assert.equal((await runCli(["init"], { cwd: p.dir })).code, 0);
    const r = await runCli(["init", "--agent", "scripted"], { cwd: p.dir });
    assert.match(
      r.stdout,
      /^kept {5}\.github\/workflows\/agent-bench\.yml \(exists; not overwritten\)\n {9}it benchmarks every configured runner: add runners: "claude-code" to its agent-bench step's with:$/m,
    );
  });
});

describe("init in a repository with a lockfile", () => {
  const cases = [
    { lockfile: "package-lock.json", run: "npm ci" },
    { lockfile: "pnpm-lock.yaml", run: "pnpm install --frozen-lockfile", setup: "pnpm/action-setup@v4" },
    { lockfile: "yarn.lock", run: "yarn install --frozen-lockfile" },
    { lockfile: "yarn.lock", berry: true, run: "corepack enable && yarn install --immutable" },
    { lockfile: "bun.lock", run: "bun install --frozen-lockfile", setup: "oven-sh/setup-bun@v2" },
  ];
  for (const c of cases) {
    it(`${c.lockfile}${c.berry ? " (Yarn 2+)" : ""}: installs the project with ${c.run} before the benchmark`, async () => {
      const p = repo(
        {
          ...CLAUDE_REPO,
          "package.json": '{"name": "app", "private": true}\n',
          [c.lockfile]: "\n",
          ...(c.berry ? { ".yarnrc.yml": "nodeLinker: node-modules\n" } : {}),
        },
        { branch: "master" },
      );
      const r = await runCli(["init"], { cwd: p.dir });
      assert.equal(r.code, 0, r.stderr);
      const { workflow } = workflowOf(p);
      const steps = workflow.jobs.bench.steps;
      const install = steps.findIndex((s) => s.run === c.run);
      assert.ok(install > 0, JSON.stringify(steps));
      assert.ok(install < steps.findIndex((s) => String(s.uses).startsWith("agent-bench/")), "before the benchmark");
      if (c.setup)
        assert.ok(
          steps.some((s) => s.uses === c.setup),
          `${c.setup} sets up the package manager`,
        );
      assert.deepEqual(workflow.on.push.branches, ["master"]);
    });
  }

  it("no lockfile, no install step", async () => {
    const p = repo({ ...CLAUDE_REPO, "package.json": "{}\n" });
    await runCli(["init"], { cwd: p.dir });
    assert.ok(!workflowOf(p).text.includes("Install the project's dependencies"));
  });
});

describe("init and .gitignore", () => {
  it("creates it, appends to it once, and leaves one that already ignores the runs", async () => {
    const p = repo({});
    await runCli(["init", "--agent", "scripted", "--no-workflow"], { cwd: p.dir });
    assert.equal(readFileSync(p.file(".gitignore"), "utf8"), "# agent-bench runs: results, transcripts, kept workspaces\n.agent-bench/\n");
    const q = repo({ ".gitignore": "node_modules" });
    const first = await runCli(["init", "--agent", "scripted", "--no-workflow"], { cwd: q.dir });
    assert.match(first.stdout, /^updated {2}\.gitignore \(ignores \.agent-bench\/: runs, transcripts and kept workspaces\)$/m);
    const second = await runCli(["init", "--agent", "scripted", "--no-workflow"], { cwd: q.dir });
    assert.match(second.stdout, /^kept {5}\.gitignore \(it already ignores \.agent-bench\/\)$/m);
    assert.equal(readFileSync(q.file(".gitignore"), "utf8"), "node_modules\n\n# agent-bench runs: results, transcripts, kept workspaces\n.agent-bench/\n");
    const r = repo({ ".gitignore": "/.agent-bench\n" });
    await runCli(["init", "--agent", "scripted", "--no-workflow"], { cwd: r.dir });
    assert.equal(readFileSync(r.file(".gitignore"), "utf8"), "/.agent-bench\n");
  });
});

describe("init's next lines work on this machine", () => {
  it("an agent CLI not on PATH: its install command and the offline alternative; on PATH: neither", async () => {
    const p = repo(CLAUDE_REPO);
    const bare = await runCli(["init", "--no-workflow"], { cwd: p.dir, env: { PATH: path.dirname(process.execPath) } });
    assert.match(bare.stdout, /^ {2}install the claude-code CLI \(claude is not on PATH\): npm install -g @anthropic-ai\/claude-code@2\.1\.329$/m);
    assert.match(
      bare.stdout,
      /^ {2}to try the suite offline first, against the scripted agent: npx agent-bench init --agent scripted, then npx agent-bench run evals\/suite\.ts -r scripted$/m,
    );
    assert.match(bare.stdout, /^ {2}to type-check evals\/suite\.ts with tsc: npm install --save-dev typescript @types\/node/m);
    const claude = fakeClaude("2.1.329");
    after(() => claude.remove());
    const q = repo(CLAUDE_REPO);
    const found = await runCli(["init", "--no-workflow"], { cwd: q.dir, env: { PATH: `${claude.bin}${path.delimiter}${process.env.PATH ?? ""}` } });
    assert.doesNotMatch(found.stdout, /not on PATH|offline/);
    assert.match(found.stdout, /^ {2}npx agent-bench run evals\/suite\.ts$/m);
  });
});
