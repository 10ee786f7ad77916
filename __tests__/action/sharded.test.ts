// A sharded plan on GitHub: three shard jobs and a merge job in one workflow run give one
// comment, one check and one merged baseline artifact.
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { pullRequestEvent } from "../helpers/github/events.ts";
import { runAction } from "../helpers/github/harness.ts";
import { startFakeGitHub } from "../helpers/github/server.ts";
import { benchWorkspace } from "./bench-workspace.ts";
import { pushRun } from "./scenario.ts";

describe("sharding over a matrix", () => {
  it("3 shard jobs and a merge job: one comment, one check, a merged artifact equal to the whole plan", async (t) => {
    const github = await startFakeGitHub({ t });
    assert.equal((await pushRun(github, { cases: 12 })).exitCode, 0);
    const pr = github.state.addPull({ number: 51 });
    const event = pullRequestEvent(github, pr);
    const run = github.state.addRun({ ...event.run, workflow: "bench.yml", status: "in_progress", conclusion: null });
    const checkout = benchWorkspace({ cases: 12, failing: [0, 1, 2, 3, 4, 5] });
    t.after(() => checkout.remove());
    for (const shard of [1, 2, 3]) {
      const job = await runAction({
        github,
        event,
        runId: run.id,
        completeRun: false,
        workspace: checkout.dir,
        inputs: { suite: "evals/suite.mjs", runs: 4, shard: `${shard}/3` },
        timeoutMs: 120_000,
      });
      assert.equal(job.exitCode, 0, job.stdout);
      assert.equal(github.state.commentsOn(51).length, 0, "shard jobs do not comment");
      assert.equal(github.state.checkRunsFor(pr.head.sha).length, 0, "shard jobs do not create a check");
    }
    const shards = github.state
      .artifactsOf(run.id)
      .map((a) => a.name)
      .sort();
    assert.deepEqual(shards, ["agent-bench-results-shard-1-of-3", "agent-bench-results-shard-2-of-3", "agent-bench-results-shard-3-of-3"]);

    const merge = await runAction({ github, event, runId: run.id, workspace: checkout.dir, inputs: { mode: "merge" }, timeoutMs: 120_000 });
    assert.equal(merge.outputs.executions, "48", merge.stdout);
    assert.equal(merge.outputs.verdict, "regression");
    assert.equal(github.state.commentsOn(51).length, 1);
    assert.equal(github.state.checkRunsFor(pr.head.sha).length, 1);
    const merged = github.state.artifactsOf(run.id).find((a) => a.name === "agent-bench-results")!;
    const files = await github.artifactFiles(merged.id);
    const results = JSON.parse(files.get("results.json")!.toString()) as { results: unknown[]; plan: { shard?: unknown } };
    assert.equal(results.results.length, 48);
    assert.equal(results.plan.shard, undefined);
    assert.ok(files.has("stability.json") && files.has("report.html"));
  });

  it("a missing shard fails the merge job clearly", async (t) => {
    const github = await startFakeGitHub({ t });
    const pr = github.state.addPull({ number: 52 });
    const event = pullRequestEvent(github, pr);
    const run = github.state.addRun({ ...event.run, workflow: "bench.yml", status: "in_progress", conclusion: null });
    const checkout = benchWorkspace({ cases: 6 });
    t.after(() => checkout.remove());
    for (const shard of [1, 3]) {
      await runAction({
        github,
        event,
        runId: run.id,
        completeRun: false,
        workspace: checkout.dir,
        inputs: { suite: "evals/suite.mjs", runs: 2, shard: `${shard}/3` },
        timeoutMs: 120_000,
      });
    }
    const merge = await runAction({ github, event, runId: run.id, workspace: checkout.dir, inputs: { mode: "merge" }, timeoutMs: 120_000 });
    assert.equal(merge.exitCode, 1);
    assert.ok(
      merge.commands.some((c) => c.command === "error" && /missing shard 2\/3 \(have 1, 3\)/.test(c.message)),
      merge.stdout,
    );
    assert.equal(github.state.commentsOn(52).length, 0);
  });
});
