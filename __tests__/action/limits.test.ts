// GitHub's limits and failures: comment size, annotation batches, rate limits, 5xx.
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { startFakeGitHub } from "../helpers/github/server.ts";
import { prRun, pushRun } from "./scenario.ts";

describe("GitHub limits", () => {
  it("keeps an oversized comment under 65,536 characters, marker first, details dropped before the verdict", async (t) => {
    const github = await startFakeGitHub({ t });
    const variant = { cases: 120, idChars: 400 };
    assert.equal((await pushRun(github, variant, { runs: 2 })).exitCode, 0);
    const failing = Array.from({ length: 120 }, (_, i) => i);
    const result = await prRun(github, github.state.addPull({ number: 31 }), { ...variant, failing, outputChars: 20_000 }, { runs: 2 });
    assert.equal(result.outputs.verdict, "regression", result.stdout);
    const body = github.state.commentsOn(31)[0].body;
    assert.ok(body.length <= 65_536, `comment is ${body.length} characters`);
    assert.ok(body.startsWith("<!-- agent-bench:v1:evals/suite.mjs -->"));
    assert.match(body, /\[!CAUTION\]/);
    assert.match(body, /Shortened to fit/, `a ${body.length}-character comment was not shortened`);
  });

  it("sends more than 50 annotations in batches of 50", async (t) => {
    const github = await startFakeGitHub({ t });
    const failing = Array.from({ length: 60 }, (_, i) => i);
    const result = await prRun(github, github.state.addPull({ number: 32 }), { cases: 60, failing }, { runs: 1, "fail-on": "failure" });
    assert.equal(result.exitCode, 1);
    const check = github.state.checkRunsFor(github.state.pulls.get(32)!.head.sha)[0];
    assert.equal(check.annotations.length, 60);
    const updates = github.requestsTo("checks/update");
    assert.equal(updates.length, 2);
    assert.ok(updates.every((u) => ((u.body as { output?: { annotations?: unknown[] } }).output?.annotations?.length ?? 0) <= 50));
  });

  it("survives a secondary rate limit and a 5xx while commenting, and comments once", async (t) => {
    const github = await startFakeGitHub({ t });
    github.faults.inject({ route: "issues/list-comments", kind: "server-error", status: 502, times: 1 });
    github.faults.inject({ route: "issues/create-comment", kind: "secondary-rate-limit", retryAfter: 1, times: 1 });
    const result = await prRun(github, github.state.addPull({ number: 33 }));
    assert.equal(result.exitCode, 0, result.stdout);
    assert.equal(github.state.commentsOn(33).length, 1);
    assert.deepEqual(github.faults.unused(), []);
  });
});
