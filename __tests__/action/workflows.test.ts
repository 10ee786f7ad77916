// Every workflow agent-bench ships (README, docs, examples/workflows, what `agent-bench init` writes)
// is valid against GitHub's workflow schema (@action-validator/core), installs its pinned agent CLI,
// passes the API key from a secret and declares the permissions it needs; the README's workflow runs
// green on the offline GitHub test bed; a missing permission is named in the warning.
import assert from "node:assert/strict";
import { copyFileSync, mkdtempSync, readFileSync, readdirSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { after, describe, it } from "node:test";
import { validateWorkflow } from "@action-validator/core";
import { parse } from "yaml";
import { CLIS } from "../../scripts/install-clis.mjs";
import { INIT_AGENTS } from "../../src/init/agents.ts";
import { renderWorkflow } from "../../src/init/render.ts";
import { ROOT } from "../helpers/cli.ts";
import { pullRequestEvent, pushEvent } from "../helpers/github/events.ts";
import { runAction } from "../helpers/github/harness.ts";
import { startFakeGitHub } from "../helpers/github/server.ts";
import { prRun, pushRun } from "./scenario.ts";
import { fakeClaude, skillRepo } from "./skill-repo.ts";

type Step = { uses?: string; run?: string; with?: Record<string, string | number>; env?: Record<string, string> };
type Workflow = { permissions?: Record<string, string>; jobs: Record<string, { env?: Record<string, string>; steps: Step[] }> };

/** YAML blocks of a Markdown file that are whole workflows (they have `jobs:`). */
function markdownWorkflows(file: string): Array<[string, string]> {
  const text = readFileSync(path.join(ROOT, file), "utf8");
  return [...text.matchAll(/```yaml\n([\s\S]*?)```/g)]
    .map((m, i) => [`${file} (yaml block ${i + 1})`, m[1]] as [string, string])
    .filter(([, yaml]) => /^jobs:/m.test(yaml));
}

const SHIPPED: Array<[string, string]> = [
  ...readdirSync(path.join(ROOT, "examples/workflows")).map(
    (f) => [`examples/workflows/${f}`, readFileSync(path.join(ROOT, "examples/workflows", f), "utf8")] as [string, string],
  ),
  ...[
    "README.md",
    ...readdirSync(path.join(ROOT, "docs"))
      .filter((f) => f.endsWith(".md"))
      .map((f) => `docs/${f}`),
  ].flatMap(markdownWorkflows),
  ...INIT_AGENTS.map(
    (a) =>
      [
        `agent-bench init --agent ${a.type}`,
        renderWorkflow({
          agents: [a.type],
          skills: [],
          suite: "evals/suite.ts",
          config: "agent-bench.config.json",
          script: "evals/fake.json",
          workflow: ".github/workflows/agent-bench.yml",
          runs: 5,
          baseBranch: "main",
        }),
      ] as [string, string],
  ),
];

const PINNED_INSTALL = /^npm install -g (?:@?[\w./-]+@\d+\.\d+\.\d+ ?)+$/;

describe("shipped workflows", () => {
  it("include the README's, every example and what init writes", () => {
    assert.ok(
      SHIPPED.some(([name]) => name.startsWith("README.md")),
      "the README has a whole workflow",
    );
    assert.ok(SHIPPED.filter(([name]) => name.startsWith("examples/")).length >= 6);
  });

  for (const [name, yaml] of SHIPPED) {
    it(`${name}: valid against the workflow schema`, () => {
      const state = validateWorkflow(yaml);
      assert.deepEqual(state.errors, [], JSON.stringify(state.errors, null, 2));
    });

    it(`${name}: installs a pinned agent CLI, passes its key from a secret, declares the permissions it needs`, () => {
      const workflow = parse(yaml) as Workflow;
      const benchSteps = Object.values(workflow.jobs).flatMap((job) =>
        job.steps.filter((s) => String(s.uses ?? "").startsWith("agent-bench/agent-bench@")).map((s) => ({ job, step: s })),
      );
      assert.ok(benchSteps.length > 0, "uses the action");
      const perms = workflow.permissions ?? {};
      assert.equal(perms.contents, "read");
      assert.equal(perms.actions, "read", "the baseline is another run's artifact");
      for (const { job, step } of benchSteps) {
        const mode = step.with?.mode ?? "run";
        if (step.with?.comment !== "off") {
          assert.equal(perms["pull-requests"], "write", "the PR comment");
          assert.equal(perms.checks, "write", "the check run");
        }
        if (mode !== "run" || name.endsWith("--agent scripted")) continue;
        const installs = job.steps.flatMap((s) => (typeof s.run === "string" && /npm install -g|install \| bash/.test(s.run) ? [s.run.trim()] : []));
        assert.ok(installs.length > 0, "installs the agent CLI");
        for (const cmd of installs.filter((c) => c.startsWith("npm"))) assert.match(cmd, PINNED_INSTALL, "pinned to an exact version");
        const env = { ...job.env, ...step.env };
        assert.ok(
          Object.values(env).some((v) => /^\$\{\{ secrets\.[A-Z_]+ \}\}$/.test(String(v))),
          "the API key comes from a secret",
        );
      }
    });
  }

  it("pin the versions the end-to-end tests drive", () => {
    const pinned = new Map(CLIS.map((c) => [c.package, c.version]));
    for (const [name, yaml] of SHIPPED) {
      for (const [, pkg, version] of yaml.matchAll(/npm install -g[^\n]*?((?:@[\w-]+\/)?[\w-]+)@(\d+\.\d+\.\d+)/g)) {
        if (pinned.has(pkg)) assert.equal(version, pinned.get(pkg), `${name}: ${pkg}`);
      }
    }
    for (const agent of INIT_AGENTS.filter((a) => a.install.startsWith("npm"))) {
      const [, pkg, version] = /((?:@[\w-]+\/)?[\w-]+)@(\d+\.\d+\.\d+)$/.exec(agent.install)!;
      assert.equal(version, pinned.get(pkg), `init's ${agent.type}`);
    }
  });
});

describe("the README's workflow on the offline GitHub test bed", () => {
  const [, yaml] = SHIPPED.find(([name]) => name.startsWith("README.md"))!;
  const workflow = parse(yaml) as Workflow;
  const job = Object.values(workflow.jobs)[0];
  const step = job.steps.find((s) => String(s.uses ?? "").startsWith("agent-bench/agent-bench@"))!;
  // The install step's pinned CLI, as a fake of that version on PATH (the test bed has no network).
  const install = job.steps.find((s) => /npm install -g @anthropic-ai\/claude-code@/.test(s.run ?? ""))!;
  const claude = fakeClaude(/@(\d+\.\d+\.\d+)/.exec(install.run!)![1]);
  const home = mkdtempSync(path.join(os.tmpdir(), "agent-bench-readme-home-"));
  after(() => {
    claude.remove();
    rmSync(home, { recursive: true, force: true });
  });
  // Secrets as the runner passes them: every secret the step names, with a value.
  const env: Record<string, string> = { HOME: home, PATH: `${claude.bin}${path.delimiter}${process.env.PATH ?? ""}` };
  for (const [key, value] of Object.entries(step.env ?? {})) if (/secrets\./.test(String(value))) env[key] = `sk-ant-test-${key.toLowerCase()}-0123456789`;

  it("push, then a pull request: green check, one comment, no warning", async (t) => {
    const github = await startFakeGitHub({ t });
    const checkout = skillRepo();
    t.after(() => checkout.remove());
    // The README's suite path: the same cases as a TypeScript file.
    copyFileSync(path.join(checkout.dir, "evals", "suite.mjs"), path.join(checkout.dir, String(step.with!.suite)));
    const inputs = Object.fromEntries(Object.entries(step.with!));
    const push = await runAction({ github, event: pushEvent(github), inputs, workspace: checkout.dir, env, timeoutMs: 180_000 });
    assert.equal(push.exitCode, 0, push.stdout);
    const pr = github.state.addPull({ number: 51 });
    const result = await runAction({ github, event: pullRequestEvent(github, pr), inputs, workspace: checkout.dir, env, timeoutMs: 180_000 });
    assert.equal(result.exitCode, 0, result.stdout);
    assert.ok(["no-change", "inconclusive"].includes(result.outputs.verdict), `compared with the push run's baseline (got ${result.outputs.verdict})`);
    assert.equal(result.commands.filter((c) => c.command === "warning").length, 0, result.log);
    assert.equal(github.state.commentsOn(51).length, 1);
    const check = [...github.state.checkRuns.values()].find((c) => c.headSha === pr.head.sha)!;
    assert.equal(check.conclusion, "success");
    assert.doesNotMatch(result.log, /sk-ant-test/, "the key never reaches the log");
  });
});

describe("a missing permission", () => {
  it("is named in the warning, not blamed on a read-only fork token", async (t) => {
    const github = await startFakeGitHub({ t });
    assert.equal((await pushRun(github)).exitCode, 0);
    // A pull request from a branch of this repository, with a token the workflow gave no write permission.
    const result = await prRun(github, github.state.addPull({ number: 52 }), {}, {}, { token: "read" });
    assert.equal(result.exitCode, 0, result.stdout);
    const warnings = result.commands.filter((c) => c.command === "warning").map((c) => c.message);
    assert.ok(
      warnings.some((w) => /could not write the PR comment: .*lacks the "pull-requests: write" permission/.test(w)),
      warnings.join("\n"),
    );
    assert.ok(
      warnings.some((w) => /could not write the check run: .*lacks the "checks: write" permission/.test(w)),
      warnings.join("\n"),
    );
    assert.ok(!warnings.some((w) => /fork|read-only/.test(w)), warnings.join("\n"));
  });
});
