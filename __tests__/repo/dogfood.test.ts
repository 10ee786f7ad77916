// The dogfood workflows (.github/workflows/agent-bench.yml and agent-bench-report.yml) run on the
// offline GitHub test bed exactly as written: each job's `uses: ./` step with the `with:` inputs and
// `env:` read from the YAML (expressions evaluated by GitHub's evaluator), a GITHUB_TOKEN with the
// job's `permissions:` (capped at read for a fork, as GitHub does), the report job's `if:` evaluated
// on the event, in a checkout of examples/quickstart. A push stores the baseline and the history; a
// pull request gets the comment and the check; a fork's pull request is reported by the second
// workflow.
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { after, describe, it } from "node:test";
import { parse } from "yaml";
import { ROOT } from "../helpers/cli.ts";
import { evaluateCondition, interpolate, type Contexts } from "../helpers/expressions.ts";
import { pullRequestEvent, pushEvent, workflowRunEvent, type GitHubEvent } from "../helpers/github/events.ts";
import { runAction, type ActionResult } from "../helpers/github/harness.ts";
import { startFakeGitHub, type FakeGitHub } from "../helpers/github/server.ts";

interface Step {
  uses?: string;
  with?: Record<string, string | number | boolean>;
  env?: Record<string, string>;
}
interface Job {
  if?: string;
  permissions?: Record<string, string>;
  env?: Record<string, string>;
  steps: Step[];
}
interface Workflow {
  name: string;
  on: Record<string, unknown>;
  permissions?: Record<string, string>;
  env?: Record<string, string>;
  jobs: Record<string, Job>;
}

function workflow(file: string): { file: string; doc: Workflow; job: Job; step: Step } {
  const doc = parse(readFileSync(path.join(ROOT, ".github/workflows", file), "utf8")) as Workflow;
  const jobs = Object.values(doc.jobs);
  assert.equal(jobs.length, 1, `${file} has one job`);
  const step = jobs[0].steps.find((s) => s.uses === "./");
  assert.ok(step, `${file} runs the action of this commit (uses: ./)`);
  return { file, doc, job: jobs[0], step };
}

const BENCH = workflow("agent-bench.yml");
const REPORT = workflow("agent-bench-report.yml");

// A checkout of this repository as far as the dogfood step reads it: the quickstart and package.json.
const checkout = mkdtempSync(path.join(os.tmpdir(), "agent-bench-dogfood-"));
after(() => rmSync(checkout, { recursive: true, force: true }));
cpSync(path.join(ROOT, "examples/quickstart"), path.join(checkout, "examples/quickstart"), { recursive: true });
cpSync(path.join(ROOT, "package.json"), path.join(checkout, "package.json"));
writeFileSync(path.join(checkout, ".gitignore"), ".agent-bench/\n");
for (const args of [
  ["init", "-q", "-b", "main"],
  ["add", "-A"],
  ["-c", "user.name=t", "-c", "user.email=t@example.com", "commit", "-q", "-m", "checkout"],
]) {
  assert.equal(spawnSync("git", args, { cwd: checkout }).status, 0, `git ${args.join(" ")}`);
}

function contexts(github: FakeGitHub, event: GitHubEvent): Contexts {
  return {
    github: { event_name: event.name, event: event.payload, repository: github.state.repo.fullName, ref: event.ref, sha: event.sha, token: "***" },
    env: {},
    vars: {},
  };
}

/** Runs the workflow's `uses: ./` step for `event`, as GitHub would, or returns undefined when the job's `if:` skips it. */
async function runStep(
  github: FakeGitHub,
  wf: ReturnType<typeof workflow>,
  event: GitHubEvent,
  options: { fork?: boolean } = {},
): Promise<ActionResult | undefined> {
  const ctx = contexts(github, event);
  if (wf.job.if !== undefined && !evaluateCondition(wf.job.if, ctx)) return undefined;
  const evaluate = (values: Record<string, unknown> = {}) => Object.fromEntries(Object.entries(values).map(([k, v]) => [k, interpolate(String(v), ctx)]));
  const permissions = wf.job.permissions ?? wf.doc.permissions ?? {};
  const token = github.state.addScopedToken(permissions, { readOnly: options.fork }).value;
  return runAction({
    github,
    event,
    inputs: evaluate(wf.step.with),
    env: evaluate({ ...wf.doc.env, ...wf.job.env, ...wf.step.env }),
    token,
    workspace: checkout,
    workflow: wf.file,
    timeoutMs: 180_000,
  });
}

const warnings = (r: ActionResult) => r.commands.filter((c) => c.command === "warning").map((c) => c.message);

describe("the dogfood workflow on the offline GitHub test bed", () => {
  it("is triggered by pushes to main and by pull requests; its report partner by its completed runs", () => {
    assert.deepEqual(Object.keys(BENCH.doc.on).sort(), ["pull_request", "push"]);
    assert.deepEqual((BENCH.doc.on.push as { branches: string[] }).branches, ["main"]);
    assert.deepEqual(REPORT.doc.on.workflow_run, { workflows: [BENCH.doc.name], types: ["completed"] });
    assert.equal(BENCH.step.with?.suite, "examples/quickstart/suite.ts");
  });

  it("a push stores the baseline and the history; a pull request gets the comment and a green check", async (t) => {
    const github = await startFakeGitHub({ t });
    const push = (await runStep(github, BENCH, pushEvent(github)))!;
    assert.equal(push.exitCode, 0, push.stdout);
    assert.equal(push.outputs.verdict, "no-baseline");
    const stored = github.state.artifactsOf(push.run.id).map((a) => a.name);
    assert.ok(stored.includes("agent-bench-results"), `the baseline artifact (got ${stored.join(", ")})`);
    assert.ok(stored.includes("agent-bench-results-history"), `the history artifact (got ${stored.join(", ")})`);
    assert.deepEqual(warnings(push), []);

    const pr = github.state.addPull({ number: 7 });
    const result = (await runStep(github, BENCH, pullRequestEvent(github, pr)))!;
    assert.equal(result.exitCode, 0, result.stdout);
    assert.ok(["no-change", "inconclusive"].includes(result.outputs.verdict), `compared with the push's baseline (got ${result.outputs.verdict})`);
    assert.notEqual(result.outputs["base-pass-rate"], "", "a baseline was found with the job's permissions");
    assert.deepEqual(warnings(result), [], "the job's permissions are enough: no missing-permission warning");
    const comments = github.state.commentsOn(7);
    assert.equal(comments.length, 1);
    assert.match(comments[0].body, /^<!-- agent-bench:v1:/);
    assert.match(comments[0].body, /lists-files/);
    const checks = github.state.checkRunsFor(pr.head.sha);
    assert.equal(checks.length, 1);
    assert.equal(checks[0].status, "completed");
    assert.equal(checks[0].conclusion, "success");
    // agent-bench-report.yml leaves a same-repository pull request alone.
    assert.equal(await runStep(github, REPORT, workflowRunEvent(github, github.state.run(result.run.id))), undefined);
    assert.equal(await runStep(github, REPORT, workflowRunEvent(github, github.state.run(push.run.id))), undefined);
  });

  it("a fork's pull request: the bench run cannot comment and says so; the report workflow comments and checks", async (t) => {
    const github = await startFakeGitHub({ t });
    assert.equal((await runStep(github, BENCH, pushEvent(github)))!.exitCode, 0);
    const pr = github.state.addPull({ number: 8, head: { repo: "contributor/widgets", ref: "patch-1" } });
    const bench = (await runStep(github, BENCH, pullRequestEvent(github, pr), { fork: true }))!;
    assert.equal(bench.exitCode, 0, bench.stdout);
    assert.equal(github.state.commentsOn(8).length, 0);
    assert.equal(warnings(bench).filter((w) => /read-only/.test(w)).length, 1, warnings(bench).join("\n"));

    const report = await runStep(github, REPORT, workflowRunEvent(github, github.state.run(bench.run.id)));
    assert.ok(report, "the report job's if: lets a fork's run through");
    assert.equal(report.exitCode, 0, report.stdout);
    assert.ok(["no-change", "inconclusive"].includes(report.outputs.verdict), report.outputs.verdict);
    assert.equal(github.state.commentsOn(8).length, 1);
    const checks = github.state.checkRunsFor(pr.head.sha);
    assert.equal(checks.length, 1);
    assert.equal(checks[0].conclusion, "success");
  });
});
