// Fork pull requests get a read-only token: the run degrades cleanly, and the
// fork-safe report workflow (workflow_run, mode: report) comments afterwards.
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { workflowRunEvent } from "../helpers/github/events.ts";
import { runAction } from "../helpers/github/harness.ts";
import { startFakeGitHub } from "../helpers/github/server.ts";
import { prRun, pushRun } from "./scenario.ts";

describe("fork pull requests", () => {
  it("with a read-only token: no comment or check, one warning, the job summary, and the step fails only on the verdict", async (t) => {
    const github = await startFakeGitHub({ t });
    assert.equal((await pushRun(github)).exitCode, 0);
    const pr = github.state.addPull({ number: 21, head: { repo: "contributor/widgets", ref: "patch-1" } });
    const result = await prRun(github, pr, { failing: [1] }, {}, { token: "read" });
    // case-1 broken outright (4/4 → 0/4 among 12) is a regression: the read-only token hides the comment, not the verdict.
    assert.equal(result.outputs.verdict, "regression", result.stdout);
    assert.equal(result.exitCode, 1, result.stdout);
    assert.equal(github.state.commentsOn(21).length, 0);
    const warnings = result.commands.filter((c) => c.command === "warning");
    assert.equal(warnings.filter((w) => /read-only/.test(w.message)).length, 1, "explained once");
    assert.match(result.summary, /case-1/);
    assert.ok(result.outputs.verdict);
    // The artifact carries the PR for the report workflow.
    const artifact = [...github.state.artifacts.values()].find((a) => a.runId === result.run.id)!;
    const files = await github.artifactFiles(artifact.id);
    assert.equal((JSON.parse(files.get("agent-bench-pr.json")!.toString()) as { number: number }).number, 21);
  });

  it("mode: report in a workflow_run workflow verifies the PR, compares and comments with the write token", async (t) => {
    const github = await startFakeGitHub({ t });
    assert.equal((await pushRun(github)).exitCode, 0);
    const pr = github.state.addPull({ number: 22, head: { repo: "contributor/widgets", ref: "patch-2" } });
    const bench = await prRun(github, pr, { failing: [0, 1, 2, 3, 4, 5] }, {}, { token: "read" });
    assert.equal(bench.exitCode, 1, "the benchmark run itself still fails on a regression");
    assert.equal(github.state.commentsOn(22).length, 0);
    // GitHub lists no pull requests on a fork's run: the PR comes from the artifact, checked against the API.
    const report = await runAction({
      github,
      event: workflowRunEvent(github, github.state.run(bench.run.id)),
      inputs: { mode: "report" },
      workflow: "bench-report.yml",
      timeoutMs: 120_000,
    });
    assert.equal(report.outputs.verdict, "regression", report.stdout);
    const comments = github.state.commentsOn(22);
    assert.equal(comments.length, 1);
    assert.match(comments[0].body, /\[!CAUTION\]/);
    const checks = github.state.checkRunsFor(pr.head.sha);
    assert.equal(checks.length, 1);
    assert.equal(checks[0].conclusion, "failure");
  });

  it("mode: report refuses an artifact whose PR does not match the run", async (t) => {
    const github = await startFakeGitHub({ t });
    const pr = github.state.addPull({ number: 23, head: { repo: "contributor/widgets" } });
    const bench = await prRun(github, pr, {}, {}, { token: "read" });
    // The PR moved on after the run: the run's commit is no longer its head.
    github.state.pulls.get(23)!.head.sha = "c".repeat(40);
    const report = await runAction({
      github,
      event: workflowRunEvent(github, github.state.run(bench.run.id)),
      inputs: { mode: "report" },
      workflow: "bench-report.yml",
      timeoutMs: 120_000,
    });
    assert.equal(report.exitCode, 0, report.stdout);
    assert.equal(github.state.commentsOn(23).length, 0);
    assert.ok(report.commands.some((c) => c.command === "warning" && /not commenting/.test(c.message)));
  });
});
