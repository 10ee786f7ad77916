// The action tells the engine the commit under test, and each suite of a job has its own check run. With one PublishContext shared by
// all suites, a suite whose check run could not be created completed the check
// run of the suite before it, with its own results. Merge mode and report mode
// open one check per suite the same way run mode does.
import assert from "node:assert/strict";
import { copyFileSync } from "node:fs";
import path from "node:path";
import { describe, it } from "node:test";
import type { RunFile } from "../../src/model/result.ts";
import { pullRequestEvent } from "../helpers/github/events.ts";
import { runAction } from "../helpers/github/harness.ts";
import { startFakeGitHub } from "../helpers/github/server.ts";
import { benchWorkspace } from "./bench-workspace.ts";

describe("the commit under test", () => {
  it("a pull request records its head commit, not the merge commit GITHUB_SHA names (passed to the engine as a setting)", async (t) => {
    const github = await startFakeGitHub({ t });
    const pr = github.state.addPull({ number: 62 });
    const event = pullRequestEvent(github, pr);
    assert.notEqual(event.sha, pr.head.sha, "GITHUB_SHA is the merge commit");
    const checkout = benchWorkspace({ cases: 1 });
    t.after(() => checkout.remove());
    const result = await runAction({ github, event, workspace: checkout.dir, inputs: { suite: "evals/suite.mjs", runs: 1 }, timeoutMs: 120_000 });
    assert.equal(result.exitCode, 0, result.stdout);
    const artifact = github.state.artifactsOf(result.run.id).find((a) => a.name === "agent-bench-results")!;
    const run = JSON.parse((await github.artifactFiles(artifact.id)).get("results.json")!.toString()) as RunFile;
    assert.equal(run.environment.commit?.sha, pr.head.sha);
    assert.match(github.state.commentsOn(62)[0].body, new RegExp(`Results for commit \`${pr.head.sha.slice(0, 7)}\``, "u"));
  });
});

describe("one check run per suite", () => {
  it("merge mode, two suites, the second suite's check run cannot be created: the first suite's check keeps its own result", async (t) => {
    const github = await startFakeGitHub({ t });
    const pr = github.state.addPull({ number: 61 });
    const event = pullRequestEvent(github, pr);
    const run = github.state.addRun({ ...event.run, workflow: "bench.yml", status: "in_progress", conclusion: null });
    const checkout = benchWorkspace({ cases: 2, failing: [1] });
    t.after(() => checkout.remove());
    copyFileSync(path.join(checkout.dir, "evals", "suite.mjs"), path.join(checkout.dir, "evals", "a.mjs"));
    copyFileSync(path.join(checkout.dir, "evals", "suite.mjs"), path.join(checkout.dir, "evals", "b.mjs"));
    const shard = await runAction({
      github,
      event,
      runId: run.id,
      completeRun: false,
      workspace: checkout.dir,
      inputs: { suite: "evals/[ab].mjs", runs: 1, shard: "1/1" },
      timeoutMs: 120_000,
    });
    assert.equal(shard.exitCode, 0, shard.stdout);

    // The first suite's check run is created; the next one fails every attempt (the client retries a 5xx three times).
    github.faults.inject({ route: "checks/create", kind: "server-error", status: 500, after: 1, times: 4 });
    const merge = await runAction({ github, event, runId: run.id, workspace: checkout.dir, inputs: { mode: "merge" }, timeoutMs: 120_000 });
    assert.deepEqual(github.faults.unused(), [], "the second creation was refused");
    const checks = github.state.checkRunsFor(pr.head.sha);
    assert.equal(checks.length, 1, merge.stdout);
    const [check] = checks;
    const own = /\(evals\/([ab])\.mjs\)$/u.exec(check.name)?.[1];
    assert.ok(own, check.name);
    const other = own === "a" ? "b" : "a";
    assert.equal(check.status, "completed");
    // Its summary is its own suite's, never the next suite's.
    assert.match(check.output.summary ?? "", new RegExp(`agent-bench: evals/${own}\\.mjs`, "u"));
    assert.doesNotMatch(check.output.summary ?? "", new RegExp(`evals/${other}\\.mjs`, "u"));
    assert.ok(
      merge.commands.some((c) => c.command === "warning" && /check run/.test(c.message)),
      "the refused check run is a warning",
    );
    assert.equal(github.state.commentsOn(61).length, 2, "each suite still gets its comment");
  });
});
