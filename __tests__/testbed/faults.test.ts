// Each injected fault, and the recovery the real Octokit plugins make from it (retry-after stays
// at 1 s so these stay quick). Twirp faults go through the action, whose client does not retry
// network errors.
import assert from "node:assert/strict";
import { test } from "node:test";
import { pushEvent } from "../helpers/github/events.ts";
import { runAction } from "../helpers/github/harness.ts";
import { testOctokit } from "../helpers/github/octokit.ts";
import { startFakeGitHub } from "../helpers/github/server.ts";

const repo = { owner: "acme", repo: "widgets" };

test("a secondary rate limit (403 with retry-after) is waited out by plugin-throttling", async (t) => {
  const github = await startFakeGitHub({ t });
  github.state.addPull({ number: 4 });
  github.faults.inject({ route: "issues/create-comment", kind: "secondary-rate-limit", retryAfter: 1 });
  const { data } = await testOctokit(github).rest.issues.createComment({ ...repo, issue_number: 4, body: "hello" });
  const attempts = github.requestsTo("issues/create-comment");
  assert.deepEqual(
    attempts.map((r) => [r.status, r.fault]),
    [
      [403, "secondary-rate-limit"],
      [201, undefined],
    ],
  );
  assert.deepEqual(
    github.state.commentsOn(4).map((c) => c.id),
    [data.id],
    "exactly one comment, despite the retry",
  );
  assert.deepEqual(github.faults.unused(), []);
});

test("a 429 secondary limit is waited out too", async (t) => {
  const github = await startFakeGitHub({ t });
  const pull = github.state.addPull();
  github.faults.inject({ route: "pulls/get", kind: "too-many-requests" });
  const { data } = await testOctokit(github).rest.pulls.get({ ...repo, pull_number: pull.number });
  assert.equal(data.head.sha, pull.head.sha);
  assert.deepEqual(
    github.requestsTo("pulls/get").map((r) => r.status),
    [429, 200],
  );
});

test("an exhausted primary rate limit (x-ratelimit-remaining: 0) is waited out until the reset", async (t) => {
  const github = await startFakeGitHub({ t });
  github.faults.inject({ route: "repos/get", kind: "rate-limit", retryAfter: 1 });
  const { data } = await testOctokit(github).rest.repos.get(repo);
  assert.equal(data.full_name, "acme/widgets");
  assert.deepEqual(
    github.requestsTo("repos/get").map((r) => r.status),
    [403, 200],
  );
});

test("one 5xx is retried by plugin-retry", async (t) => {
  const github = await startFakeGitHub({ t });
  const run = github.state.addRun();
  github.faults.inject({ route: "actions/list-workflow-runs", kind: "server-error", status: 502 });
  const { data } = await testOctokit(github).rest.actions.listWorkflowRuns({ ...repo, workflow_id: "bench.yml" });
  assert.deepEqual(
    data.workflow_runs.map((r) => r.id),
    [run.id],
  );
  assert.deepEqual(
    github.requestsTo("actions/list-workflow-runs").map((r) => r.status),
    [502, 200],
  );
});

test("a dropped connection is retried by plugin-retry", async (t) => {
  const github = await startFakeGitHub({ t });
  github.state.addPull({ number: 5 });
  github.state.addComment({ issueNumber: 5, body: "hi" });
  github.faults.inject({ route: "issues/list-comments", kind: "drop-connection" });
  const { data } = await testOctokit(github).rest.issues.listComments({ ...repo, issue_number: 5 });
  assert.equal(data.length, 1);
  assert.deepEqual(
    github.requestsTo("issues/list-comments").map((r) => [r.status, r.fault]),
    [
      [0, "drop-connection"],
      [200, undefined],
    ],
  );
});

test("without the plugins a fault reaches the caller: a bare 5xx fails the request", async (t) => {
  const github = await startFakeGitHub({ t });
  github.faults.inject({ route: "repos/get", kind: "server-error", status: 503 });
  const response = await fetch(`${github.restUrl}/repos/acme/widgets`, { headers: { authorization: `token ${github.writeToken.value}` } });
  assert.equal(response.status, 503);
  assert.equal(((await response.json()) as { message: string }).message, "Server Error");
  const again = await fetch(`${github.restUrl}/repos/acme/widgets`, { headers: { authorization: `token ${github.writeToken.value}` } });
  assert.equal(again.status, 200, "a fault fires only as many times as asked");
});

test("a dropped connection on the results service fails the upload at once (no twirp retry on network errors)", async (t) => {
  const github = await startFakeGitHub({ t });
  github.faults.inject({ route: "results/CreateArtifact", kind: "drop-connection" });
  const result = await runAction({ github, action: "__tests__/fixtures/github/probe", event: pushEvent(github), inputs: { steps: "upload" } });
  assert.equal(result.exitCode, 1);
  assert.match(result.commands.find((c) => c.command === "error")?.message ?? "", /upload: .*ECONNRESET/);
  assert.equal(github.requestsTo("results/CreateArtifact").length, 1);
  assert.equal(github.state.artifacts.size, 0);
});

test("faults that never fire are reported, so a misspelled route is noticed", async (t) => {
  const github = await startFakeGitHub({ t });
  github.faults.inject({ route: "issues/create-coment", kind: "server-error" });
  assert.deepEqual(github.faults.unused(), [{ route: "issues/create-coment", kind: "server-error" }]);
  assert.throws(() => github.faults.inject({ route: "x", kind: "server-error", status: 404 }), /5xx/);
});
