// Where the fake answers as GitHub does and a careless action would break: comment size, the
// read-only token of fork pull requests, credentials, rate-limit headers, check-run rules.
import assert from "node:assert/strict";
import { test } from "node:test";
import { testOctokit } from "../helpers/github/octokit.ts";
import { seedArtifact } from "../helpers/github/seed.ts";
import { startFakeGitHub } from "../helpers/github/server.ts";

const repo = { owner: "acme", repo: "widgets" };

type HttpError = { status?: number; response?: { data?: unknown } };

function failsWith(status: number, body?: unknown) {
  return (error: HttpError) => {
    assert.equal(error.status, status);
    if (body !== undefined) assert.deepEqual(error.response?.data, body);
    return true;
  };
}

test("a comment body over 65,536 characters gets GitHub's 422; exactly 65,536 is accepted", async (t) => {
  const github = await startFakeGitHub({ t });
  github.state.addPull({ number: 8 });
  const octokit = testOctokit(github, { plugins: false });
  const tooLong = {
    message: "Validation Failed",
    errors: [{ resource: "IssueComment", code: "unprocessable", field: "data", message: "Body is too long (maximum is 65536 characters)" }],
    documentation_url: "https://docs.github.com/rest",
    status: "422",
  };
  await assert.rejects(octokit.rest.issues.createComment({ ...repo, issue_number: 8, body: "x".repeat(65_537) }), failsWith(422, tooLong));
  const { data } = await octokit.rest.issues.createComment({ ...repo, issue_number: 8, body: "x".repeat(65_536) });
  await assert.rejects(octokit.rest.issues.updateComment({ ...repo, comment_id: data.id, body: "é".repeat(65_537) }), failsWith(422, tooLong));
  assert.equal(github.state.comments.get(data.id)?.body.length, 65_536, "a rejected update leaves the comment as it was");
});

test("a read-only token (fork pull requests) gets 403 on every write and still reads", async (t) => {
  const github = await startFakeGitHub({ t });
  const pull = github.state.addPull({ number: 9 });
  const run = github.state.addRun();
  const artifact = await seedArtifact(github, { runId: run.id, name: "bench-results", files: { "a.json": "{}" } });
  const existing = github.state.addComment({ issueNumber: 9, body: "by a human" });
  const octokit = testOctokit(github, { token: github.readToken.value, plugins: false });
  const forbidden = { message: "Resource not accessible by integration", documentation_url: "https://docs.github.com/rest", status: "403" };
  await assert.rejects(octokit.rest.issues.createComment({ ...repo, issue_number: 9, body: "hi" }), failsWith(403, forbidden));
  await assert.rejects(octokit.rest.issues.updateComment({ ...repo, comment_id: existing.id, body: "edited" }), failsWith(403));
  await assert.rejects(octokit.rest.checks.create({ ...repo, name: "bench", head_sha: pull.head.sha }), failsWith(403));
  await assert.rejects(octokit.rest.repos.createCommitStatus({ ...repo, sha: pull.head.sha, state: "success" }), failsWith(403));
  await assert.rejects(octokit.rest.actions.deleteArtifact({ ...repo, artifact_id: artifact.id }), failsWith(403));
  const minimize = await octokit.request("POST /graphql", {
    query: "mutation($id: ID!) { minimizeComment(input: {subjectId: $id, classifier: OUTDATED}) { minimizedComment { isMinimized } } }",
    variables: { id: "IC_whatever" },
  });
  assert.deepEqual(
    (minimize.data as { errors: { type: string }[] }).errors.map((e) => e.type),
    ["FORBIDDEN"],
  );

  assert.equal((await octokit.rest.pulls.get({ ...repo, pull_number: 9 })).data.number, 9);
  assert.equal((await octokit.rest.issues.listComments({ ...repo, issue_number: 9 })).data.length, 1);
  assert.equal(github.state.comments.size, 1);
  assert.equal(github.state.checkRuns.size, 0);
  assert.ok(github.state.artifacts.has(artifact.id));
});

test("a missing or unknown token gets 401", async (t) => {
  const github = await startFakeGitHub({ t });
  const bare = await fetch(`${github.restUrl}/repos/acme/widgets`);
  assert.equal(bare.status, 401);
  assert.equal(((await bare.json()) as { message: string }).message, "Requires authentication");
  await assert.rejects(testOctokit(github, { token: "ghs_not_a_token", plugins: false }).rest.repos.get(repo), failsWith(401));
});

test("every REST answer carries the x-ratelimit headers of the shared 1,000-per-hour budget", async (t) => {
  const github = await startFakeGitHub({ t });
  const octokit = testOctokit(github, { plugins: false });
  const first = await octokit.rest.repos.get(repo);
  const second = await octokit.rest.repos.get(repo);
  assert.equal(first.headers["x-ratelimit-limit"], "1000");
  assert.equal(first.headers["x-ratelimit-resource"], "core");
  assert.equal(Number(first.headers["x-ratelimit-remaining"]) - 1, Number(second.headers["x-ratelimit-remaining"]));
  assert.ok(Number(first.headers["x-ratelimit-reset"]) > Date.now() / 1000);
  assert.equal(first.headers["x-github-api-version-selected"], "2022-11-28");
  github.state.rateLimit.used = github.state.rateLimit.limit;
  const exhausted = await fetch(`${github.restUrl}/repos/acme/widgets`, { headers: { authorization: `token ${github.writeToken.value}` } });
  assert.equal(exhausted.status, 403);
  assert.equal(exhausted.headers.get("x-ratelimit-remaining"), "0");
});

test("check runs: annotations append across updates, a conclusion completes the run, completing needs one", async (t) => {
  const github = await startFakeGitHub({ t });
  const pull = github.state.addPull();
  const octokit = testOctokit(github, { plugins: false });
  const annotation = (line: number) => ({ path: "suite.ts", start_line: line, end_line: line, annotation_level: "warning" as const, message: `m${line}` });
  const { data: created } = await octokit.rest.checks.create({
    ...repo,
    name: "bench",
    head_sha: pull.head.sha,
    status: "in_progress",
    output: { title: "t", summary: "s", annotations: [annotation(1)] },
  });
  await octokit.rest.checks.update({
    ...repo,
    check_run_id: created.id,
    output: { summary: "s", annotations: Array.from({ length: 50 }, (_, i) => annotation(i + 2)) },
  });
  const { data: done } = await octokit.rest.checks.update({ ...repo, check_run_id: created.id, conclusion: "failure" });
  assert.equal(done.status, "completed");
  assert.equal(done.output.annotations_count, 51);
  assert.ok(done.completed_at);
  assert.deepEqual(
    github.state.checkRuns.get(created.id)?.annotations.map((a) => a.start_line),
    Array.from({ length: 51 }, (_, i) => i + 1),
  );
  const onPull = await octokit.rest.checks.listForRef({ ...repo, ref: pull.head.ref });
  assert.deepEqual(
    onPull.data.check_runs.map((c) => [c.id, c.pull_requests.map((p) => p.number)]),
    [[created.id, [pull.number]]],
  );
  await assert.rejects(octokit.rest.checks.create({ ...repo, name: "bench", head_sha: pull.head.sha, status: "completed" }), failsWith(422));
  await assert.rejects(
    octokit.rest.checks.create({ ...repo, name: "bench", head_sha: pull.head.sha, output: { title: "t", summary: "s".repeat(65_536) } }),
    failsWith(422),
  );
  assert.equal(github.takeViolations().length, 1, "the over-long summary breaks the description's maxLength");
});

test("minimizeComment marks the comment minimized, visible in the REST comment", async (t) => {
  const github = await startFakeGitHub({ t });
  github.state.addPull({ number: 2 });
  const octokit = testOctokit(github, { plugins: false });
  const { data: comment } = await octokit.rest.issues.createComment({ ...repo, issue_number: 2, body: "old results" });
  const result = await octokit.graphql<{ minimizeComment: { minimizedComment: { isMinimized: boolean; minimizedReason: string } } }>(
    "mutation($input: MinimizeCommentInput!) { minimizeComment(input: $input) { minimizedComment { isMinimized minimizedReason } } }",
    { input: { subjectId: comment.node_id, classifier: "OFF_TOPIC" } },
  );
  assert.deepEqual(result.minimizeComment.minimizedComment, { isMinimized: true, minimizedReason: "off-topic" });
  const { data } = await octokit.rest.issues.getComment({ ...repo, comment_id: comment.id });
  // The installed @octokit/openapi-types predate the `minimized` field of description 23.0.2.
  assert.deepEqual((data as { minimized?: unknown }).minimized, { reason: "off-topic" });
  assert.equal(github.requestsTo("graphql")[0]?.headers["content-type"]?.startsWith("application/json"), true);
});
