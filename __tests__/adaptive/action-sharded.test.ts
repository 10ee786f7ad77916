// runs: auto in the action, over a sharded matrix: every shard job looks up the
// baseline first and adapts its own cells; the merge job's comment shows the
// runs each cell got.
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import type { RunFile } from "../../src/model/result.ts";
import { pullRequestEvent } from "../helpers/github/events.ts";
import { runAction } from "../helpers/github/harness.ts";
import { startFakeGitHub } from "../helpers/github/server.ts";
import { benchWorkspace } from "../action/bench-workspace.ts";
import { pushRun } from "../action/scenario.ts";

describe("runs: auto in the action", () => {
  it("2 shard jobs adapt their own cells against the baseline; the merged comment gives each cell's runs and why it stopped", async (t) => {
    const github = await startFakeGitHub({ t });
    assert.equal((await pushRun(github, { cases: 8 }, { runs: 5 })).exitCode, 0);
    const pr = github.state.addPull({ number: 61 });
    const event = pullRequestEvent(github, pr);
    const run = github.state.addRun({ ...event.run, workflow: "bench.yml", status: "in_progress", conclusion: null });
    const checkout = benchWorkspace({ cases: 8 });
    t.after(() => checkout.remove());
    const shardCells: string[][] = [];
    for (const shard of [1, 2]) {
      const job = await runAction({
        github,
        event,
        runId: run.id,
        completeRun: false,
        workspace: checkout.dir,
        inputs: { suite: "evals/suite.mjs", runs: "auto", "max-runs": 6, shard: `${shard}/2` },
        timeoutMs: 120_000,
      });
      assert.equal(job.exitCode, 0, job.stdout);
      assert.match(job.stdout, /adaptive runs: 3–6 per cell over 4 cells \(12–24 executions\); estimated \$0\.0120–\$0\.0240/);
      const artifact = github.state.artifactsOf(run.id).find((a) => a.name === `agent-bench-results-shard-${shard}-of-2`)!;
      const results = JSON.parse((await github.artifactFiles(artifact.id)).get("results.json")!.toString()) as RunFile;
      // Unchanged cells that passed every run: decided after min-runs.
      assert.deepEqual(new Set(results.adaptive!.cells.map((c) => `${c.runs} ${c.stop}`)), new Set(["3 no-drop"]));
      shardCells.push(results.adaptive!.cells.map((c) => c.caseId));
    }
    assert.equal(new Set(shardCells.flat()).size, 8);
    assert.equal(shardCells[0].filter((id) => shardCells[1].includes(id)).length, 0);

    const merge = await runAction({ github, event, runId: run.id, workspace: checkout.dir, inputs: { mode: "merge" }, timeoutMs: 120_000 });
    assert.equal(merge.exitCode, 0, merge.stdout);
    assert.equal(merge.outputs.executions, "24");
    const comment = github.state.commentsOn(61)[0].body;
    assert.match(comment, /\*\*Adaptive runs\*\* \(3–6 per cell\): 24 of at most 48 runs; every cell decided or at max-runs\./);
    assert.match(comment, /\| `case-0` \| `bot` \| 3 \| no drop \|/);
  });
});
