// A push run on main whose gate failed still stores a usable baseline: its artifact says agent-bench
// finished (results.json summary.completed). A run cancelled mid-way never becomes a baseline.
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { isCompleteBaseline, isTrustedBaseline } from "../../src/github/baseline-select.ts";
import type { RunFile } from "../../src/model/result.ts";
import type { StabilityFile } from "../../src/model/stability.ts";
import { seedArtifact } from "../helpers/github/seed.ts";
import { startFakeGitHub } from "../helpers/github/server.ts";
import { prRun, pushRun } from "./scenario.ts";

describe("baselines from every complete main run", () => {
  it("the base branch's last push run failed its gate (fail-on: failure), and the PR still gets a verdict against it", async (t) => {
    const github = await startFakeGitHub({ t });
    const push = await pushRun(github, { failing: [0] }, { "fail-on": "failure" });
    assert.equal(push.exitCode, 1, "the push run's gate failed");
    assert.equal(github.state.run(push.run.id).conclusion, "failure");
    const result = await prRun(github, github.state.addPull({ number: 31 }), { failing: [0] }, { "fail-on": "failure" });
    assert.notEqual(result.outputs.verdict, "no-baseline", result.stdout);
    assert.ok(["no-change", "inconclusive"].includes(result.outputs.verdict), `a comparison verdict (got ${result.outputs.verdict})`);
    assert.ok(Number(result.outputs["base-pass-rate"]) < 100, "the failing run is the baseline");
    const body = github.state.commentsOn(31)[0].body;
    const sha = github.state.run(push.run.id).headSha;
    assert.match(body, new RegExp(`compared with base commit \`${sha.slice(0, 7)}\` \\(\\[run ${push.run.id}\\]\\([^)]*\\), \\d+ minutes? old\\)`));
  });

  it("a newer push run cancelled mid-way is passed over for the last complete one", async (t) => {
    const github = await startFakeGitHub({ t });
    const complete = await pushRun(github);
    assert.equal(complete.exitCode, 0);
    const artifact = [...github.state.artifacts.values()].find((a) => a.runId === complete.run.id && a.name === "agent-bench-results")!;
    const files = await github.artifactFiles(artifact.id);
    const results = JSON.parse(files.get("results.json")!.toString()) as RunFile;
    // The cancelled run's artifact: what finished before the cancel, all failing.
    const stability = JSON.parse(files.get("stability.json")!.toString()) as StabilityFile;
    for (const cell of stability.cells) Object.assign(cell, { passed: 0, failed: cell.runs, passRate: 0 });
    const cancelled = github.state.addRun({ event: "push", headBranch: "main", status: "completed", conclusion: "cancelled", headSha: "c".repeat(40) });
    await seedArtifact(github, {
      runId: cancelled.id,
      name: "agent-bench-results",
      files: {
        "results.json": JSON.stringify({ ...results, summary: { ...results.summary, cancelled: true, completed: false, notRun: 7 } }),
        "stability.json": JSON.stringify(stability),
      },
    });
    const result = await prRun(github, github.state.addPull({ number: 32 }));
    assert.equal(result.outputs["base-pass-rate"], "100.00", result.stdout);
    assert.match(github.state.commentsOn(32)[0].body, new RegExp(`\\[run ${complete.run.id}\\]`));
  });

  it("the rules: a push run of this repository, completed according to its artifact", () => {
    const run = { id: 1, event: "push", headSha: "a", headBranch: "main", headRepo: "acme/widgets", conclusion: "failure", createdAt: "2026-01-01T00:00:00Z" };
    const rules = { repository: "acme/widgets", branch: "main", artifactName: "agent-bench-results" };
    assert.equal(isTrustedBaseline(run, rules), true, "a failed gate does not disqualify");
    assert.equal(isTrustedBaseline({ ...run, conclusion: null }, rules), false, "still running");
    assert.equal(isTrustedBaseline({ ...run, event: "pull_request" }, rules), false);
    assert.equal(isCompleteBaseline(run, { completed: true, cancelled: false }), true);
    assert.equal(isCompleteBaseline(run, { completed: false, cancelled: true }), false);
    assert.equal(
      isCompleteBaseline({ ...run, conclusion: "cancelled" }, { completed: true, cancelled: false }),
      true,
      "cancelled after agent-bench finished (another job)",
    );
    assert.equal(isCompleteBaseline(run, undefined), false, "an older artifact without the marker, from a failed run, proves nothing");
    assert.equal(isCompleteBaseline({ ...run, conclusion: "success" }, { cancelled: false }), true, "older artifacts of successful runs still count");
  });
});
