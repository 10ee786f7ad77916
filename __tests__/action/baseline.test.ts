// Which baseline a pull request is compared with, and what it says when there is none.
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { seedArtifact } from "../helpers/github/seed.ts";
import { startFakeGitHub } from "../helpers/github/server.ts";
import { prRun, pushRun } from "./scenario.ts";

describe("the baseline", () => {
  it("with no baseline yet, says so and still reports the head results", async (t) => {
    const github = await startFakeGitHub({ t });
    const result = await prRun(github, github.state.addPull({ number: 11 }), { failing: [2] });
    assert.equal(result.exitCode, 0, result.stdout);
    assert.equal(result.outputs.verdict, "no-baseline");
    assert.equal(result.outputs["base-pass-rate"], "");
    const body = github.state.commentsOn(11)[0].body;
    assert.match(body, /No baseline: no completed push run of this workflow on main has an "agent-bench-results" artifact yet/);
    assert.match(body, /case-2/, "the head's failures are still reported");
    assert.match(body, /no baseline to compare with/);
  });

  it("with an expired baseline artifact, says that it expired", async (t) => {
    const github = await startFakeGitHub({ t });
    assert.equal((await pushRun(github)).exitCode, 0);
    for (const a of github.state.artifacts.values()) github.state.expireArtifact(a.id);
    const result = await prRun(github, github.state.addPull({ number: 12 }));
    assert.equal(result.outputs.verdict, "no-baseline");
    assert.match(github.state.commentsOn(12)[0].body, /the newest baseline artifact on main has expired/);
    assert.equal(github.requestsTo("actions/download-artifact").length, 0, "an expired artifact is never downloaded");
  });

  it("ignores a fork's run on a branch called main, even a newer one", async (t) => {
    const github = await startFakeGitHub({ t });
    assert.equal((await pushRun(github)).exitCode, 0);
    // A fork pushes to its own "main" later, with an artifact of the same name claiming everything failed.
    const evil = github.state.addRun({ event: "push", headBranch: "main", headRepository: "mallory/widgets", conclusion: "success", status: "completed" });
    const cells = Array.from({ length: 12 }, (_, i) => ({ caseId: `case-${i}`, runnerId: "bot", runs: 4, passed: 0, failed: 4, errored: 0, passRate: 0 }));
    await seedArtifact(github, { runId: evil.id, name: "agent-bench-results", files: { "stability.json": JSON.stringify({ schemaVersion: 1, cells }) } });
    const result = await prRun(github, github.state.addPull({ number: 13 }));
    assert.equal(result.exitCode, 0, result.stdout);
    assert.notEqual(result.outputs.verdict, "improvement");
    assert.equal(result.outputs["base-pass-rate"], "100.00", "the baseline is the repository's own push run");
    assert.ok(
      !github.requestsTo("actions/list-workflow-run-artifacts").some((r) => r.path.includes(`/runs/${evil.id}/`)),
      "the fork's run is not even looked at",
    );
  });

  it("prefers the run of the PR's base commit over a newer one", async (t) => {
    const github = await startFakeGitHub({ t });
    assert.equal((await pushRun(github)).exitCode, 0);
    const baseSha = github.state.repo.headSha;
    // main moves on, and its newer baseline has a failing case.
    github.state.repo.headSha = "b".repeat(40);
    assert.equal((await pushRun(github, { failing: [0] })).exitCode, 0);
    const result = await prRun(github, github.state.addPull({ number: 14, base: { sha: baseSha } }));
    assert.equal(result.outputs["base-pass-rate"], "100.00");
    assert.match(github.state.commentsOn(14)[0].body, new RegExp(`compared with base commit \`${baseSha.slice(0, 7)}\``));
  });
});
