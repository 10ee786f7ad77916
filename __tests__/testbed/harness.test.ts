// The harness runs an action as the runner does; the probe action (real @actions/* packages)
// reports what it saw and did.
import assert from "node:assert/strict";
import { test } from "node:test";
import { pullRequestEvent, pushEvent, workflowRunEvent } from "../helpers/github/events.ts";
import { runAction } from "../helpers/github/harness.ts";
import { startFakeGitHub } from "../helpers/github/server.ts";

const PROBE = "__tests__/fixtures/github/probe";

test("push, pull_request and workflow_run runs see the context the runner gives them, and nothing from the test's environment", async (t) => {
  const github = await startFakeGitHub({ t });
  process.env.AGENT_BENCH_PROBE_LEAK = "leaked";
  t.after(() => delete process.env.AGENT_BENCH_PROBE_LEAK);

  const push = pushEvent(github);
  const onPush = await runAction({ github, action: PROBE, event: push, inputs: { steps: "context" } });
  assert.equal(onPush.exitCode, 0, onPush.stdout);
  assert.deepEqual(
    { ...onPush.outputs },
    {
      "event-name": "push",
      sha: github.state.repo.headSha,
      ref: "refs/heads/main",
      "run-id": String(onPush.run.id),
      repo: "acme/widgets",
      "issue-number": "",
      "head-sha": github.state.repo.headSha,
      "head-repo": "",
      "workflow-run-pulls": "",
      "server-url": "https://github.com",
      "env-leak": "none",
    },
  );
  assert.deepEqual([onPush.run.event, onPush.run.status, onPush.run.conclusion], ["push", "completed", "success"]);

  const pull = github.state.addPull({ number: 21 });
  const onPull = await runAction({ github, action: PROBE, event: pullRequestEvent(github, pull), inputs: { steps: "context" } });
  assert.equal(onPull.outputs.ref, "refs/pull/21/merge");
  assert.equal(onPull.outputs.sha, pull.mergeSha, "GITHUB_SHA is the merge commit");
  assert.equal(onPull.outputs["head-sha"], pull.head.sha);
  assert.equal(onPull.outputs["issue-number"], "21");
  assert.deepEqual(onPull.run.pullRequests, [21]);

  const report = await runAction({
    github,
    action: PROBE,
    event: workflowRunEvent(github, onPull.run),
    workflow: "bench-report.yml",
    inputs: { steps: "context" },
  });
  assert.equal(report.outputs["event-name"], "workflow_run");
  assert.equal(report.outputs["head-sha"], pull.head.sha);
  assert.equal(report.outputs["workflow-run-pulls"], "1");
});

test("a fork pull request gets a read-only token; the workflow_run report then reads its artifact and comments", async (t) => {
  const github = await startFakeGitHub({ t });
  const pull = github.state.addPull({ number: 31, head: { repo: "mallory/widgets", ref: "main" } });
  const fork = await runAction({
    github,
    action: PROBE,
    event: pullRequestEvent(github, pull),
    inputs: { steps: "context,upload,comment", "artifact-files": JSON.stringify({ "pr.json": '{"number":31}' }) },
  });
  assert.equal(fork.exitCode, 1);
  assert.equal(fork.outputs["head-repo"], "mallory/widgets");
  assert.equal(fork.commands.find((c) => c.command === "error")?.message, "comment: Resource not accessible by integration - https://docs.github.com/rest");
  assert.ok(fork.outputs["artifact-id"], "uploads use the runtime token, so a fork run can still upload");
  assert.equal(github.state.comments.size, 0);
  assert.equal(fork.requests.find((r) => r.route === "issues/create-comment")?.headers.authorization, "token <read token>");

  const report = await runAction({
    github,
    action: PROBE,
    event: workflowRunEvent(github, fork.run),
    workflow: "bench-report.yml",
    inputs: { steps: "context,download,comment", "source-run-id": fork.run.id, "pull-number": 31 },
  });
  assert.equal(report.exitCode, 0, report.stdout);
  assert.equal(report.outputs["workflow-run-pulls"], "0", "GitHub lists no pull requests for runs from forks");
  assert.equal(report.outputs["head-repo"], "mallory/widgets");
  assert.deepEqual(JSON.parse(report.outputs.downloaded ?? ""), { "pr.json": '{"number":31}' });
  assert.deepEqual(
    github.state.commentsOn(31).map((c) => c.user.login),
    ["github-actions[bot]"],
  );
});

test("a sticky comment is created once and then updated in place; 120 annotations arrive in batches of 50", async (t) => {
  const github = await startFakeGitHub({ t });
  const pull = github.state.addPull({ number: 40 });
  for (let i = 0; i < 3; i++) github.state.addComment({ issueNumber: 40, body: `review ${i}` });
  const event = pullRequestEvent(github, pull);
  const first = await runAction({
    github,
    action: PROBE,
    event,
    inputs: { steps: "comment,check", "comment-body": "run 1", annotations: 120, conclusion: "failure" },
  });
  assert.equal(first.exitCode, 0, first.stdout);
  const second = await runAction({ github, action: PROBE, event, inputs: { steps: "comment", "comment-body": "run 2" } });
  assert.equal(second.outputs["comment-action"], "updated");
  assert.equal(second.outputs["comment-id"], first.outputs["comment-id"]);
  const mine = github.state.commentsOn(40).filter((c) => c.user.type === "Bot");
  assert.deepEqual(
    mine.map((c) => c.body),
    ["<!-- agent-bench-probe -->\nrun 2"],
  );

  const check = github.state.checkRuns.get(Number(first.outputs["check-run-id"]));
  assert.equal(check?.headSha, pull.head.sha, "the check goes on the head sha, not the merge commit");
  assert.equal(check?.annotations.length, 120);
  assert.deepEqual([check?.status, check?.conclusion], ["completed", "failure"]);
  const batches = first.requests
    .filter((r) => r.route === "checks/update")
    .map((r) => (r.body as { output?: { annotations?: unknown[] } }).output?.annotations?.length ?? 0);
  assert.deepEqual(batches, [50, 50, 20, 0]);
});

test("outputs, summary, state, exported variables, warnings and masks come back as the runner would read them", async (t) => {
  const github = await startFakeGitHub({ t });
  const result = await runAction({
    github,
    action: PROBE,
    event: pushEvent(github),
    inputs: { steps: "summary,state,export,warn,mask,fail", summary: "**3** cells", secret: "hunter2-s3cret", "fail-message": "2 cells regressed" },
  });
  assert.equal(result.exitCode, 1);
  assert.equal(result.run.conclusion, "failure");
  assert.equal(result.summary, "<h1>Probe</h1>\n**3** cells");
  assert.deepEqual(result.state, { "probe-state": "saved\nacross lines" });
  assert.deepEqual(result.exportedEnv, { PROBE_VAR: "exported" });
  assert.deepEqual(result.addedPath, ["/opt/probe/bin"]);
  const warning = result.commands.find((c) => c.command === "warning");
  assert.deepEqual(warning, {
    command: "warning",
    properties: { title: "flaky, maybe", file: "suite.ts", line: "3" },
    message: "probe warning: 50% done, a:b",
  });
  assert.deepEqual(
    result.commands.filter((c) => c.command === "error").map((c) => c.message),
    ["2 cells regressed"],
  );
  assert.ok(result.stdout.includes("the secret is hunter2-s3cret"));
  assert.ok(result.log.includes("the secret is ***"));
  assert.ok(!result.log.includes("hunter2-s3cret"));
});

test("a hung action is killed at the timeout, and runAction rejects with its output once it is gone", async (t) => {
  const github = await startFakeGitHub({ t });
  let pid = 0;
  // Long enough for the probe to start and print its warning on a loaded machine (2 cores, load 20); the hang then
  // outlasts any budget.
  await assert.rejects(runAction({ github, action: PROBE, event: pushEvent(github), inputs: { steps: "warn,hang" }, timeoutMs: 8000 }), (error: Error) => {
    assert.match(error.message, /did not finish within 8000 ms and was killed\n--- stdout \(tail\)\n::warning [^\n]*probe warning/);
    pid = Number(/pid (\d+)/.exec(error.message)?.[1]);
    return true;
  });
  assert.throws(() => process.kill(pid, 0), { code: "ESRCH" });
});

test("an input the action does not declare is refused, as a mistake in the test", async (t) => {
  const github = await startFakeGitHub({ t });
  await assert.rejects(
    runAction({ github, action: PROBE, event: pushEvent(github), inputs: { steps: "context", stpes: "x" } }),
    /input "stpes" is not declared/,
  );
});
