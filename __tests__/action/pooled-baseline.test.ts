// Issue 30's done-when, with the action's default inputs (only `suite` set: runs: auto, baseline-runs
// 20, baseline-max-age 14d) and the bundled dist/index.js run as the Actions runner runs it: three
// push runs on main build a pooled base (the first two run 10 runs per cell because the pool is thin,
// the third min-runs); a pull request that breaks one case of a 20-case suite gets a failing check
// whose comment, check summary, job summary and HTML report name the case and the pooled base; a pull
// request that changes nothing passes.
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, it } from "node:test";
import { parseHistory } from "../../src/history/schema.ts";
import type { DescribedComparison } from "../../src/model/comparison.ts";
import type { StabilityFile } from "../../src/model/stability.ts";
import { ROOT } from "../helpers/cli.ts";
import { pullRequestEvent, pushEvent } from "../helpers/github/events.ts";
import { seedArtifact } from "../helpers/github/seed.ts";
import { runAction, type ActionResult } from "../helpers/github/harness.ts";
import { randomSha } from "../helpers/github/records.ts";
import { startFakeGitHub, type FakeGitHub } from "../helpers/github/server.ts";
import { benchWorkspace, type BenchVariant } from "./bench-workspace.ts";

/** The default inputs: nothing but the suite. */
const DEFAULTS = { suite: "evals/suite.mjs" };
const CASES = 20;

async function run(github: FakeGitHub, event: "push" | number, variant: BenchVariant = {}): Promise<ActionResult> {
  const checkout = benchWorkspace({ cases: CASES, ...variant });
  try {
    if (event === "push") {
      github.state.repo.headSha = randomSha();
      return await runAction({ github, event: pushEvent(github), inputs: DEFAULTS, workspace: checkout.dir, timeoutMs: 300_000 });
    }
    const pr = github.state.addPull({ number: event });
    return await runAction({ github, event: pullRequestEvent(github, pr), inputs: DEFAULTS, workspace: checkout.dir, timeoutMs: 300_000 });
  } finally {
    checkout.remove();
  }
}

async function artifactJson<T>(github: FakeGitHub, runId: number, name: string, file: string): Promise<T> {
  const artifact = github.state.artifactsOf(runId).find((a) => a.name === name);
  assert.ok(artifact, `run ${runId} uploaded ${name}`);
  const data = (await github.artifactFiles(artifact.id)).get(file);
  assert.ok(data, `${name} holds ${file}`);
  return JSON.parse(data.toString("utf8")) as T;
}

function checkOf(github: FakeGitHub, pr: number) {
  const check = [...github.state.checkRuns.values()].find((c) => c.headSha === github.state.pulls.get(pr)!.head.sha);
  assert.ok(check, `a check run on PR ${pr}'s head`);
  return check;
}

describe("a pooled base from main's push runs, at the action's defaults", () => {
  it("three pushes, then a PR that breaks one case of 20 fails its check naming the case and the pooled base; an unchanged PR passes", async (t) => {
    const github = await startFakeGitHub({ t });
    const pushes: ActionResult[] = [];
    for (let i = 0; i < 3; i++) {
      const push = await run(github, "push");
      assert.equal(push.exitCode, 0, push.stdout);
      pushes.push(push);
    }
    const shas = pushes.map((p) => p.run.headSha);

    // The pool is thin after a change (here: no history at all): the first two pushes run 10 runs per cell, the
    // third finds 20 earlier runs to pool and runs min-runs.
    const perCell: number[][] = [];
    for (const push of pushes) {
      const stability = await artifactJson<StabilityFile>(github, push.run.id, "agent-bench-results", "stability.json");
      perCell.push([...new Set(stability.adaptive!.cells.map((c) => c.runs))]);
      assert.ok(
        stability.adaptive!.cells.every((c) => c.stop === "pool-target"),
        JSON.stringify(stability.adaptive!.cells.slice(0, 2)),
      );
    }
    assert.deepEqual(perCell, [[10], [10], [3]]);
    assert.match(pushes[0].stdout, /this push runs 10 per case/);
    assert.match(pushes[0].summary, /\| `case-0` \| `bot` \| 10 \| enough runs for main's pooled base \|/u);
    assert.match(pushes[2].stdout, /this push runs 3 per case/);

    // Every push recorded what pooling needs (history version 2 and later; 3 adds skills' lifts).
    const history = parseHistory(await artifactJson(github, pushes[2].run.id, "agent-bench-results-history", "history.json"), "history.json");
    assert.equal(history.version, 3);
    assert.deepEqual(
      history.entries.map((e) => e.cells[0][4]),
      ["pppppppppp", "pppppppppp", "ppp"],
    );

    // The PR breaks case-7 (its agent now answers wrong).
    const broken = await run(github, 61, { failing: [7] });
    assert.equal(broken.exitCode, 1, broken.stdout);
    assert.equal(broken.outputs.verdict, "regression", broken.stdout);
    assert.equal(checkOf(github, 61).conclusion, "failure");
    const pooledLine = `base: 20 runs over 3 commits (${shas[0].slice(0, 7)}…${shas[2].slice(0, 7)})`;
    const comment = github.state.commentsOn(61)[0].body;
    assert.ok(comment.includes(pooledLine), comment);
    assert.match(
      comment,
      /\| [^|\n]*regressed[^|\n]*\| `case-7` \| `bot` \| 20\/20 100% \[84–100%\] \| 0\/\d+ 0%/u,
      "the broken case, against its pooled base",
    );
    assert.ok(checkOf(github, 61).output.summary?.includes(pooledLine), "the check summary says it too");
    assert.ok(broken.summary.includes(pooledLine), "and the job summary");
    assert.match(broken.stdout, new RegExp(`^${pooledLine.replace(/[()]/g, "\\$&")}$`, "mu"), "and the step log");

    // The comparison carries the pool as data: the commits (full shas, newest first) and the runs per cell.
    const comparison = await artifactJson<DescribedComparison>(github, broken.run.id, "agent-bench-results", "comparison.json");
    assert.deepEqual(comparison.baseline?.pool?.commits, [...shas].reverse());
    assert.deepEqual(comparison.baseline?.pool?.runIds, pushes.map((p) => p.run.id).reverse());
    assert.ok(comparison.baseline?.pool?.cells.every((c) => c.runs === 20 && c.commits === 3 && c.stop === undefined));
    const cell = comparison.cells.find((c) => c.caseId === "case-7")!;
    assert.equal(cell.tier, "regressed");
    assert.deepEqual([cell.base?.passed, cell.base?.runs], [20, 20]);

    // The HTML report (its data block) says where the base came from.
    const artifact = github.state.artifactsOf(broken.run.id).find((a) => a.name === "agent-bench-results")!;
    const html = (await github.artifactFiles(artifact.id)).get("report.html")!.toString("utf8");
    const data = JSON.parse(/<script type="application\/json" id="agent-bench-data">([^]*?)<\/script>/.exec(html)![1]) as { comparison: { pool: string } };
    assert.ok(data.comparison.pool.startsWith(pooledLine), data.comparison.pool);

    const unchanged = await run(github, 62);
    assert.equal(unchanged.exitCode, 0, unchanged.stdout);
    assert.notEqual(unchanged.outputs.verdict, "regression");
    assert.equal(checkOf(github, 62).conclusion, "success");
    assert.ok(github.state.commentsOn(62)[0].body.includes(pooledLine));
    // A pull request that changes nothing needs few runs against a 20-run base (issue 30: at most half of a fixed 10; today 3 per case).
    assert.ok(Number(unchanged.outputs.executions) <= CASES * 5, unchanged.outputs.executions);
  });

  it("a history the previous build wrote is read and kept but never pooled, and the comment says why the base is thin", async (t) => {
    const github = await startFakeGitHub({ t });
    // A push run of the previous agent-bench (history version 1): its artifacts as that build uploaded them.
    const fixture = path.join(ROOT, "__tests__/fixtures/history/v1");
    const old = github.state.addRun({ event: "push", headBranch: "main" });
    await seedArtifact(github, { runId: old.id, name: "agent-bench-results", files: { "stability.json": readFileSync(path.join(fixture, "stability.json")) } });
    await seedArtifact(github, {
      runId: old.id,
      name: "agent-bench-results-history",
      files: { "history.json": readFileSync(path.join(fixture, "history.json")) },
    });
    const oldEntries = parseHistory(JSON.parse(readFileSync(path.join(fixture, "history.json"), "utf8")), "history.json").entries;

    // Nothing in it can pool: this push runs max-runs, and keeps the old entries.
    const push = await run(github, "push", { cases: 12 });
    assert.equal(push.exitCode, 0, push.stdout);
    assert.match(push.stdout, /this push runs 10 per case/);
    const history = parseHistory(await artifactJson(github, push.run.id, "agent-bench-results-history", "history.json"), "history.json");
    assert.equal(history.version, 3);
    assert.deepEqual(history.entries.slice(0, 3), oldEntries, "the old entries are kept as they were");
    assert.equal(history.entries.length, 4);

    const pr = await run(github, 63, { cases: 12 });
    assert.equal(pr.exitCode, 0, pr.stdout);
    const line = `base: 10 runs from commit ${push.run.headSha.slice(0, 7)} (fewer than 20 runs: the earlier runs were recorded by an older agent-bench)`;
    assert.ok(github.state.commentsOn(63)[0].body.includes(line), github.state.commentsOn(63)[0].body);
  });
});
