// The OpenAPI check: malformed requests are answered as GitHub answers them AND recorded as
// violations, which fail the test that made them; the fake's own responses are held to the
// description too.
import assert from "node:assert/strict";
import { test, type TestContext } from "node:test";
import { openApi } from "../helpers/github/openapi.ts";
import { seedArtifact } from "../helpers/github/seed.ts";
import { testOctokit } from "../helpers/github/octokit.ts";
import { runtimeToken } from "../helpers/github/runtime-token.ts";
import { startFakeGitHub } from "../helpers/github/server.ts";

const repo = { owner: "acme", repo: "widgets" };

function status(expected: number) {
  return (error: { status?: number; message?: string }) => {
    assert.equal(error.status, expected, error.message);
    return true;
  };
}

test("a status that is neither a status nor a conclusion gets 422 and is recorded", async (t) => {
  const github = await startFakeGitHub({ t });
  const octokit = testOctokit(github, { plugins: false });
  // @ts-expect-error "succeeded" is not a run status: the point of the test.
  await assert.rejects(octokit.rest.actions.listWorkflowRuns({ ...repo, workflow_id: "bench.yml", status: "succeeded" }), status(422));
  const [violation, ...rest] = github.takeViolations();
  assert.equal(rest.length, 0);
  assert.equal(violation?.route, "actions/list-workflow-runs");
  assert.match(violation?.problems[0] ?? "", /query\/status: "succeeded" is not one of \["completed",/);
});

test("an unknown query parameter is ignored as GitHub ignores it, but recorded", async (t) => {
  const github = await startFakeGitHub({ t });
  github.state.addRun({ headBranch: "feature" });
  const octokit = testOctokit(github, { plugins: false });
  const { data } = await octokit.request("GET /repos/{owner}/{repo}/actions/runs", { ...repo, brnch: "main" });
  assert.equal(data.total_count, 1, "the typo filters nothing, exactly the bug a user would hit");
  const [violation] = github.takeViolations();
  assert.match(violation?.problems[0] ?? "", /unknown parameter "brnch".*takes: actor, branch,/);
});

test("a comment without a body, and a check run without head_sha, with 51 annotations or a made-up conclusion get 422", async (t) => {
  const github = await startFakeGitHub({ t });
  const pull = github.state.addPull({ number: 6 });
  const octokit = testOctokit(github, { plugins: false });
  // @ts-expect-error body is required.
  await assert.rejects(octokit.request("POST /repos/{owner}/{repo}/issues/{issue_number}/comments", { ...repo, issue_number: 6 }), status(422));
  // @ts-expect-error head_sha is required.
  await assert.rejects(octokit.rest.checks.create({ ...repo, name: "bench" }), status(422));
  const annotations = Array.from({ length: 51 }, (_, i) => ({
    path: "a.ts",
    start_line: i + 1,
    end_line: i + 1,
    annotation_level: "warning" as const,
    message: "m",
  }));
  await assert.rejects(
    octokit.rest.checks.create({ ...repo, name: "bench", head_sha: pull.head.sha, output: { title: "t", summary: "s", annotations } }),
    status(422),
  );
  // @ts-expect-error "passed" is not a conclusion.
  await assert.rejects(octokit.rest.checks.create({ ...repo, name: "bench", head_sha: pull.head.sha, conclusion: "passed" }), status(422));
  const problems = github.takeViolations().map((v) => v.problems.join(" | "));
  assert.equal(problems.length, 4);
  assert.match(problems[0] ?? "", /body: a JSON body is required/);
  assert.match(problems[1] ?? "", /body: required field "head_sha" is missing/);
  assert.match(problems[2] ?? "", /body\/output\/annotations: must NOT have more than 50 items/);
  assert.match(problems[3] ?? "", /body\/conclusion: "passed" is not one of/);
  assert.equal(github.state.comments.size + github.state.checkRuns.size, 0, "nothing was created");
});

test("an unknown body field is accepted as GitHub does, but recorded", async (t) => {
  const github = await startFakeGitHub({ t });
  github.state.addPull({ number: 6 });
  const octokit = testOctokit(github, { plugins: false });
  await octokit.request("POST /repos/{owner}/{repo}/issues/{issue_number}/comments", { ...repo, issue_number: 6, body: "hi", bdoy: "typo" });
  assert.match(github.takeViolations()[0]?.problems[0] ?? "", /body: unknown field "bdoy"/);
});

test("an endpoint outside the description subset is a 404 and a violation naming the fix", async (t) => {
  const github = await startFakeGitHub({ t });
  await assert.rejects(testOctokit(github, { plugins: false }).rest.repos.listReleases(repo), status(404));
  assert.match(github.takeViolations()[0]?.problems[0] ?? "", /scripts\/extract-openapi\.mjs/);
});

test("a malformed twirp body is rejected with a JSON error and recorded", async (t) => {
  const github = await startFakeGitHub({ t });
  const run = github.state.addRun();
  const response = await fetch(`${github.resultsUrl}twirp/github.actions.results.api.v1.ArtifactService/CreateArtifact`, {
    method: "POST",
    headers: { authorization: `Bearer ${runtimeToken(run.backendId, run.jobBackendId)}`, "content-type": "application/json" },
    body: JSON.stringify({ workflow_run_backend_id: run.backendId, workflow_job_run_backend_id: run.jobBackendId, name: "x", version: "7", size: 3 }),
  });
  assert.equal(response.status, 400);
  assert.equal(((await response.json()) as { code: string }).code, "invalid_argument");
  const problems = github.takeViolations()[0]?.problems ?? [];
  assert.ok(problems.some((p) => /unknown field "size"/.test(p)));
  assert.ok(problems.some((p) => /version: must be integer/.test(p)));
});

test("violations left untaken fail the test: assertNoViolations and the t.after hook", async () => {
  const hooks: (() => Promise<void>)[] = [];
  const fakeContext = { after: (fn: () => Promise<void>) => hooks.push(fn) } as unknown as TestContext;
  const github = await startFakeGitHub({ t: fakeContext });
  await fetch(`${github.restUrl}/repos/acme/widgets?unexpected=1`, { headers: { authorization: `token ${github.writeToken.value}` } });
  assert.throws(
    () => github.assertNoViolations(),
    /1 request\(s\) or response\(s\).*\n.*GET \/repos\/acme\/widgets \(repos\/get\):\n.*unknown parameter "unexpected"/,
  );
  assert.equal(hooks.length, 1);
  await assert.rejects(hooks[0]?.() ?? Promise.resolve(), /GitHub's description does not allow/);
});

test("a crash inside the fake answers 500 and is recorded, so it cannot pass unnoticed", async (t) => {
  const github = await startFakeGitHub({ t });
  const now = new Date().toISOString();
  // An artifact of a run that does not exist: state no route can render.
  github.state.artifacts.set(1, {
    id: 1,
    runId: 42,
    name: "x",
    sizeInBytes: 1,
    digest: null,
    createdAt: now,
    updatedAt: now,
    expiresAt: null,
    blob: "x",
    finalized: true,
  });
  const response = await fetch(`${github.restUrl}/repos/acme/widgets/actions/artifacts/1`, { headers: { authorization: `token ${github.writeToken.value}` } });
  assert.equal(response.status, 500);
  const [violation] = github.takeViolations();
  assert.match(violation?.problems[0] ?? "", /^the fake crashed: Error: no workflow run 42 in the fake GitHub/);
});

test("the fake's responses are held to the description: an invented or missing field is a problem", () => {
  const api = openApi();
  const getComment = api.operations.find((o) => o.operationId === "issues/get-comment");
  assert.ok(getComment);
  const example = api.example("issues/get-comment") as Record<string, unknown>;
  assert.deepEqual(api.checkResponse(getComment, 200, example), []);
  assert.deepEqual(api.checkResponse(getComment, 200, { ...example, sha: "abc" }), ['response: unknown field "sha"']);
  const { node_id: _dropped, ...missing } = example;
  assert.deepEqual(api.checkResponse(getComment, 200, missing), ['response: required field "node_id" is missing']);
  assert.deepEqual(api.checkResponse(getComment, 201, example), ["status 201 is not a documented response of issues/get-comment"]);
});

test("every operation of the subset is served, and each answer matches its documented response", async (t) => {
  const github = await startFakeGitHub({ t });
  const pull = github.state.addPull({ number: 5 });
  const run = github.state.addRun({ event: "pull_request", headBranch: pull.head.ref, headSha: pull.head.sha, pullRequests: [5] });
  const artifact = await seedArtifact(github, { runId: run.id, name: "bench-results", files: { "a.json": "{}" } });
  const doomed = await seedArtifact(github, { runId: run.id, name: "old", files: { "b.json": "{}" } });
  const octokit = testOctokit(github, { plugins: false });
  const r = octokit.rest;
  const sha = pull.head.sha;
  await r.repos.get(repo);
  await r.pulls.get({ ...repo, pull_number: 5 });
  await r.pulls.list({ ...repo, state: "all", head: `acme:${pull.head.ref}`, sort: "updated", direction: "desc" });
  const edited = github.state.addPull({
    number: 6,
    files: [
      { filename: ".claude/skills/greet/SKILL.md", status: "modified" },
      { filename: "old.md", status: "removed" },
      { filename: "docs/new name.md", status: "renamed", previousFilename: "docs/old.md" },
    ],
  });
  // Every page (two per page here), in GitHub's shape: a removed file has no blob sha, a renamed one its old name.
  const files = await octokit.paginate(r.pulls.listFiles, { ...repo, pull_number: edited.number, per_page: 2 });
  assert.deepEqual(
    files.map((f) => [f.filename, f.status, f.sha === null, f.previous_filename ?? null]),
    [
      [".claude/skills/greet/SKILL.md", "modified", false, null],
      ["old.md", "removed", true, null],
      ["docs/new name.md", "renamed", false, "docs/old.md"],
    ],
  );
  const { data: comment } = await r.issues.createComment({ ...repo, issue_number: 5, body: "x" });
  await r.issues.listComments({ ...repo, issue_number: 5, per_page: 100 });
  await r.issues.getComment({ ...repo, comment_id: comment.id });
  await r.issues.updateComment({ ...repo, comment_id: comment.id, body: "y" });
  await r.issues.deleteComment({ ...repo, comment_id: comment.id });
  const { data: check } = await r.checks.create({
    ...repo,
    name: "bench",
    head_sha: sha,
    status: "in_progress",
    details_url: "https://example.com/bench",
    external_id: "e1",
  });
  await r.checks.update({
    ...repo,
    check_run_id: check.id,
    conclusion: "neutral",
    output: {
      title: "t",
      summary: "s",
      text: "x",
      annotations: [
        { path: "a", start_line: 1, end_line: 2, start_column: 1, end_column: 3, annotation_level: "notice", message: "m", title: "t", raw_details: "d" },
      ],
    },
  });
  await r.checks.get({ ...repo, check_run_id: check.id });
  await r.checks.listForRef({ ...repo, ref: sha, filter: "all", check_name: "bench", status: "completed" });
  await r.checks.listAnnotations({ ...repo, check_run_id: check.id });
  await r.repos.createCommitStatus({ ...repo, sha, state: "pending", context: "bench", description: "running", target_url: "https://example.com" });
  await r.repos.listCommitStatusesForRef({ ...repo, ref: sha });
  await r.actions.listWorkflowRuns({ ...repo, workflow_id: "bench.yml", event: "pull_request", exclude_pull_requests: true });
  await r.actions.listWorkflowRunsForRepo({ ...repo, head_sha: sha });
  await r.actions.getWorkflowRun({ ...repo, run_id: run.id });
  await r.actions.listWorkflowRunArtifacts({ ...repo, run_id: run.id, direction: "asc" });
  await r.actions.listArtifactsForRepo({ ...repo, name: "bench-results" });
  await r.actions.getArtifact({ ...repo, artifact_id: artifact.id });
  await r.actions.downloadArtifact({ ...repo, artifact_id: artifact.id, archive_format: "zip", request: { redirect: "manual" } });
  await r.actions.deleteArtifact({ ...repo, artifact_id: doomed.id });

  const served = new Set(github.requests.map((req) => req.route));
  assert.deepEqual(
    openApi()
      .operations.map((o) => o.operationId)
      .filter((id) => !served.has(id)),
    [],
  );
  assert.ok(
    github.requests.every((req) => req.status < 400),
    "every call succeeded",
  );
  assert.deepEqual(github.violations, [], "no request or response strayed from the description");
});
