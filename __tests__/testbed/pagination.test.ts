// Pagination past 100 items with octokit.paginate: comments, workflow runs, artifacts.
import assert from "node:assert/strict";
import { test } from "node:test";
import { testOctokit } from "../helpers/github/octokit.ts";
import { seedArtifact } from "../helpers/github/seed.ts";
import { startFakeGitHub } from "../helpers/github/server.ts";
import { timestamp } from "../helpers/github/state.ts";

const repo = { owner: "acme", repo: "widgets" };

test("150 comments come back in id order over two pages linked by rel=next", async (t) => {
  const github = await startFakeGitHub({ t });
  const pull = github.state.addPull({ number: 3 });
  const seeded = Array.from({ length: 150 }, (_, i) => github.state.addComment({ issueNumber: pull.number, body: `comment ${i}` }));
  github.state.addComment({ issueNumber: 99, body: "on another pull request" });
  github.state.addPull({ number: 99 });
  const octokit = testOctokit(github);

  const all = await octokit.paginate(octokit.rest.issues.listComments, { ...repo, issue_number: 3, per_page: 100 });
  assert.deepEqual(
    all.map((c) => c.id),
    seeded.map((c) => c.id),
  );
  const pages = github.requestsTo("issues/list-comments");
  assert.deepEqual(
    pages.map((r) => r.query.page ?? "1"),
    ["1", "2"],
  );

  const first = await octokit.rest.issues.listComments({ ...repo, issue_number: 3, per_page: 100 });
  assert.match(first.headers.link ?? "", /[?&]page=2[^>]*>; rel="next"/);
  assert.match(first.headers.link ?? "", /[?&]page=2[^>]*>; rel="last"/);
  const oversized = await octokit.rest.issues.listComments({ ...repo, issue_number: 3, per_page: 250 });
  assert.equal(oversized.data.length, 100, "per_page is capped at 100");
  const defaults = await octokit.rest.issues.listComments({ ...repo, issue_number: 3 });
  assert.equal(defaults.data.length, 30, "per_page defaults to 30");
});

test("comments filtered with since keep only those updated at or after it", async (t) => {
  const github = await startFakeGitHub({ t });
  github.state.addPull({ number: 3 });
  github.state.addComment({ issueNumber: 3, body: "old", createdAt: "2026-01-01T00:00:00Z" });
  const fresh = github.state.addComment({ issueNumber: 3, body: "new", createdAt: "2026-03-01T00:00:00Z" });
  const { data } = await testOctokit(github).rest.issues.listComments({ ...repo, issue_number: 3, since: "2026-02-01T00:00:00Z" });
  assert.deepEqual(
    data.map((c) => c.id),
    [fresh.id],
  );
});

test("230 workflow runs page newest first, and the filters narrow them", async (t) => {
  const github = await startFakeGitHub({ t });
  const start = Date.parse("2026-06-01T00:00:00Z");
  const runs = Array.from({ length: 230 }, (_, i) =>
    github.state.addRun({
      createdAt: timestamp(new Date(start + i * 60_000)),
      event: i % 2 === 0 ? "push" : "pull_request",
      conclusion: i % 3 === 0 ? "failure" : "success",
      headBranch: i % 2 === 0 ? "main" : `feature-${i}`,
    }),
  );
  github.state.addRun({ workflow: "other.yml" });
  const octokit = testOctokit(github);

  const all = await octokit.paginate(octokit.rest.actions.listWorkflowRuns, { ...repo, workflow_id: "bench.yml", per_page: 100 });
  assert.deepEqual(
    all.map((r) => r.id),
    runs.map((r) => r.id).reverse(),
  );
  assert.equal(github.requestsTo("actions/list-workflow-runs").length, 3);

  const baselines = await octokit.paginate(octokit.rest.actions.listWorkflowRuns, {
    ...repo,
    workflow_id: "bench.yml",
    branch: "main",
    event: "push",
    status: "success",
    per_page: 100,
  });
  const expected = runs
    .filter((r) => r.event === "push" && r.conclusion === "success")
    .map((r) => r.id)
    .reverse();
  assert.deepEqual(
    baselines.map((r) => r.id),
    expected,
  );

  const byId = await octokit.rest.actions.listWorkflowRuns({ ...repo, workflow_id: runs[0]?.workflowId ?? 0, head_sha: runs[5]?.headSha });
  assert.deepEqual(
    byId.data.workflow_runs.map((r) => r.id),
    [runs[5]?.id],
  );
  const everything = await octokit.rest.actions.listWorkflowRunsForRepo({ ...repo, per_page: 1 });
  assert.equal(everything.data.total_count, 231);
});

test("120 artifacts of a run page with paginate and can be filtered by name", async (t) => {
  const github = await startFakeGitHub({ t });
  const run = github.state.addRun();
  for (let i = 0; i < 120; i++) await seedArtifact(github, { runId: run.id, name: `shard-${i}`, files: { "r.json": String(i) } });
  const octokit = testOctokit(github);
  const all = await octokit.paginate(octokit.rest.actions.listWorkflowRunArtifacts, { ...repo, run_id: run.id, per_page: 100 });
  assert.equal(new Set(all.map((a) => a.name)).size, 120);
  const named = await octokit.rest.actions.listWorkflowRunArtifacts({ ...repo, run_id: run.id, name: "shard-7" });
  assert.deepEqual(
    named.data.artifacts.map((a) => a.name),
    ["shard-7"],
  );
  assert.equal(named.data.artifacts[0]?.workflow_run?.id, run.id);
  const repoWide = await octokit.paginate(octokit.rest.actions.listArtifactsForRepo, { ...repo, per_page: 100 });
  assert.equal(repoWide.length, 120);
});
