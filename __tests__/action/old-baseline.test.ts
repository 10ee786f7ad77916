// Upgrading the action keeps the baselines main already stored: a pull request run by this build
// (dist/index.js) compares with the artifact of a push run made by agent-bench 0.1.0 (its own
// stability.json and results.json, __tests__/fixtures/baselines/v1/), and says once that a changed
// case cannot be detected against it.
import assert from "node:assert/strict";
import { copyFileSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, it } from "node:test";
import { ROOT } from "../helpers/cli.ts";
import { pullRequestEvent } from "../helpers/github/events.ts";
import { runAction } from "../helpers/github/harness.ts";
import { seedArtifact } from "../helpers/github/seed.ts";
import { startFakeGitHub } from "../helpers/github/server.ts";

const V1 = path.join(ROOT, "__tests__/fixtures/baselines/v1");

describe("a baseline stored by agent-bench 0.1.0", () => {
  it("is found, compared cell by cell, and named once in the comment's warnings", async (t) => {
    const github = await startFakeGitHub({ t });
    const push = github.state.addRun({ event: "push", headBranch: "main", status: "completed", conclusion: "success" });
    await seedArtifact(github, {
      runId: push.id,
      name: "agent-bench-results",
      files: { "stability.json": readFileSync(path.join(V1, "stability.json")), "results.json": readFileSync(path.join(V1, "results.json")) },
    });
    const checkout = mkdtempSync(path.join(os.tmpdir(), "agent-bench-checkout-"));
    t.after(() => rmSync(checkout, { recursive: true, force: true }));
    for (const file of ["suite.jsonl", "scripted-agent.json", "agent-bench.config.json"]) copyFileSync(path.join(V1, file), path.join(checkout, file));

    const result = await runAction({
      github,
      event: pullRequestEvent(github, github.state.addPull({ number: 41 })),
      inputs: { suite: "suite.jsonl", runs: 3 },
      workspace: checkout,
      timeoutMs: 120_000,
    });
    assert.equal(result.exitCode, 0, result.stdout);
    assert.notEqual(result.outputs.verdict, "no-baseline", result.stdout);
    assert.equal(result.outputs["base-pass-rate"], "88.89", "the 0.1.0 run's 8 of 9 passes");
    const body = github.state.commentsOn(41)[0].body;
    assert.equal(body.match(/written by agent-bench 0\.1\.0/g)?.length, 1, body);
    assert.match(body, /a changed prompt or assertion cannot be detected against it/);
    assert.doesNotMatch(body, /case-changed|not in the baseline/i, "every cell is compared");
    // flaky-answer failed its run 2 in its copy of the repository: the action keeps no copy, so none is uploaded.
    const uploaded = [...github.state.artifacts.values()].find((a) => a.runId === result.run.id && a.name === "agent-bench-results")!;
    const files = [...(await github.artifactFiles(uploaded.id)).keys()];
    assert.ok(files.includes("executions/flaky-answer/scripted/run-2/session.json"), files.join(", "));
    assert.deepEqual(
      files.filter((f) => f.startsWith("workspaces/")),
      [],
    );
  });
});
