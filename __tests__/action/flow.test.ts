// The action end to end, run as the Actions runner runs dist/index.js, against
// the local GitHub test bed: baseline on push, comment and check on PRs.
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { pullRequestEvent, pushEvent } from "../helpers/github/events.ts";
import { runAction } from "../helpers/github/harness.ts";
import { startFakeGitHub, type FakeGitHub } from "../helpers/github/server.ts";
import { benchWorkspace, type BenchVariant } from "./bench-workspace.ts";

const INPUTS = { suite: "evals/suite.mjs", runs: 4 };

async function push(github: FakeGitHub, variant: BenchVariant = {}) {
  const checkout = benchWorkspace(variant);
  try {
    return await runAction({ github, event: pushEvent(github), inputs: INPUTS, workspace: checkout.dir, timeoutMs: 120_000 });
  } finally {
    checkout.remove();
  }
}

async function pull(github: FakeGitHub, number: number, variant: BenchVariant = {}, inputs: Record<string, string | number> = {}) {
  const checkout = benchWorkspace(variant);
  const pr = github.state.pulls.get(number) ?? github.state.addPull({ number });
  try {
    return await runAction({ github, event: pullRequestEvent(github, pr), inputs: { ...INPUTS, ...inputs }, workspace: checkout.dir, timeoutMs: 120_000 });
  } finally {
    checkout.remove();
  }
}

describe("the action on push and pull requests", () => {
  it("push stores the baseline; an unchanged PR compares with it and says so; a second run updates the same comment", async (t) => {
    const github = await startFakeGitHub({ t });
    const base = await push(github);
    assert.equal(base.exitCode, 0, base.stdout);
    const uploads = [...github.state.artifacts.values()].filter((a) => a.name === "agent-bench-results");
    assert.equal(uploads.length, 1, "the push run uploads the baseline artifact");
    assert.equal(base.outputs.executions, "48");
    assert.equal(base.outputs.verdict, "no-baseline");
    assert.equal(github.state.commentsOn(7).length, 0);

    const first = await pull(github, 7);
    assert.equal(first.exitCode, 0, first.stdout);
    assert.ok(["no-change", "inconclusive"].includes(first.outputs.verdict), first.outputs.verdict);
    const comments = github.state.commentsOn(7);
    assert.equal(comments.length, 1);
    assert.match(comments[0].body, /^<!-- agent-bench:v1:evals\/suite\.mjs -->/);
    assert.match(comments[0].body, /compared with base commit `[0-9a-f]{7}`/);
    assert.equal(first.outputs["comment-id"], String(comments[0].id));
    const check = [...github.state.checkRuns.values()].find((c) => c.headSha === github.state.pulls.get(7)!.head.sha)!;
    assert.equal(check.status, "completed");
    assert.equal(check.conclusion, "success");
    assert.match(first.summary, /agent-bench/);

    const second = await pull(github, 7);
    assert.equal(second.exitCode, 0, second.stdout);
    assert.equal(github.state.commentsOn(7).length, 1, "the same comment is updated, not a new one");
    assert.equal(github.requestsTo("issues/update-comment").length, 1);
    assert.equal(second.outputs["comment-id"], first.outputs["comment-id"]);
  });

  it("a real regression gets a regression verdict, a failing check, annotations on the case lines, and fails the step", async (t) => {
    const github = await startFakeGitHub({ t });
    assert.equal((await push(github, { cases: 12 })).exitCode, 0);
    const result = await pull(github, 8, { cases: 12, failing: [0, 1, 2, 3, 4, 5] });
    assert.equal(result.outputs.verdict, "regression", result.stdout);
    assert.equal(result.exitCode, 1);
    assert.ok(result.commands.some((c) => c.command === "error" && /regression/.test(c.message)));
    // 4/4 → 0/4 gives each cell p = 1/70, above the cell level of 0.01 whatever the family: no single cell is
    // proven (the `regressions` output counts regressed cells), and the suite-level test decides the verdict.
    assert.equal(result.outputs.regressions, "0");
    const check = [...github.state.checkRuns.values()].find((c) => c.headSha === github.state.pulls.get(8)!.head.sha)!;
    assert.equal(check.conclusion, "failure");
    const annotations = check.annotations;
    assert.equal(annotations.length, 6);
    assert.ok(annotations.every((a) => a.path === "evals/suite.mjs" && a.annotation_level === "warning" && /possible regression/i.test(a.title ?? "")));
    assert.deepEqual(
      annotations.map((a) => a.start_line).sort((x, y) => x - y),
      [4, 5, 6, 7, 8, 9],
    );
    const comment = github.state.commentsOn(8)[0].body;
    assert.match(comment, /\[!CAUTION\]/);
    assert.match(comment, /suite-level test p < 0\.001/);
    for (let i = 0; i < 6; i++) assert.match(comment, new RegExp(`possible regression \\| \`case-${i}\``));
  });
});
