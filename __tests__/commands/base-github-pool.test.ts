// `--base github:OWNER/REPO[@BRANCH]` pools the branch's recent push runs as the action does (the same
// code: github/baseline.ts): after three push runs of the action on main, `run --base github:` and
// `compare github:` compare with a 20-run base over 3 commits and say so; --baseline-runs and
// --baseline-max-age change it, and are a mistake with a local baseline.
import assert from "node:assert/strict";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { after, before, describe, it } from "node:test";
import type { DescribedComparison } from "../../src/model/comparison.ts";
import { benchWorkspace } from "../action/bench-workspace.ts";
import { pushRun } from "../action/scenario.ts";
import { runCli } from "../helpers/cli.ts";
import { randomSha } from "../helpers/github/records.ts";
import { startFakeGitHub, type FakeGitHub } from "../helpers/github/server.ts";
import { stabilityFile } from "../helpers/stability.ts";

const work = mkdtempSync(path.join(os.tmpdir(), "agent-bench-base-pool-"));
let github: FakeGitHub;
const shas: string[] = [];
const checkout = benchWorkspace({ failing: [2] });

before(async () => {
  github = await startFakeGitHub({});
  for (let i = 0; i < 3; i++) {
    github.state.repo.headSha = randomSha();
    shas.push(github.state.repo.headSha);
    const push = await pushRun(github, {}, { runs: "auto" });
    assert.equal(push.exitCode, 0, push.stdout);
  }
});
after(async () => {
  github.assertNoViolations();
  await github.close();
  checkout.remove();
  rmSync(work, { recursive: true, force: true });
});

const env = () => ({ GITHUB_TOKEN: github.readToken.value, GH_TOKEN: undefined, GITHUB_API_URL: github.restUrl });
let outs = 0;

async function runWithBase(...flags: string[]) {
  const out = path.join(work, `out-${outs++}`);
  const r = await runCli(["run", "evals/suite.mjs", "-n", "3", "--base", "github:acme/widgets@main", "--out-dir", out, ...flags], {
    cwd: checkout.dir,
    env: env(),
  });
  const comparison = JSON.parse(readFileSync(path.join(out, "comparison.json"), "utf8")) as DescribedComparison;
  return { r, comparison, out };
}

describe("--base github: pools the branch's push runs", () => {
  it("run --base github: compares with 20 runs per case over 3 commits, says so, and finds the broken case", async () => {
    const { r, comparison } = await runWithBase();
    const line = `base: 20 runs over 3 commits (${shas[0].slice(0, 7)}…${shas[2].slice(0, 7)})`;
    assert.ok(r.stderr.includes(`commit ${shas[2].slice(0, 7)}, `) && r.stderr.includes(line), r.stderr);
    assert.ok(r.stdout.includes(line), "the comparison printed after the run says it too");
    assert.equal(r.code, 1, r.stdout);
    assert.equal(comparison.verdict, "regression");
    const broken = comparison.cells.find((c) => c.caseId === "case-2")!;
    assert.deepEqual([broken.tier, broken.base?.passed, broken.base?.runs], ["regressed", 20, 20]);
    assert.deepEqual(comparison.baseline?.pool?.commits, [...shas].reverse());
  });

  it("--baseline-runs sets how many (the latest run's always count whole); 0 compares with the latest run alone", async () => {
    const five = await runWithBase("--baseline-runs", "5");
    assert.deepEqual([...new Set(five.comparison.baseline?.pool?.cells.map((c) => c.runs))], [5]);
    assert.equal(five.comparison.baseline?.pool?.commits.length, 2);
    const none = await runWithBase("--baseline-runs", "0");
    assert.equal(none.comparison.baseline?.pool, undefined);
    assert.equal(none.comparison.cells.find((c) => c.caseId === "case-2")?.base?.runs, 3);
    assert.doesNotMatch(none.r.stderr, /base: /u);
  });

  it("compare github: takes the same flags; a bad value or a local baseline is exit 2 naming the flag", async () => {
    const head = path.join(work, "head.json");
    writeFileSync(head, JSON.stringify(stabilityFile([{ caseId: "case-0", runnerId: "bot", passed: 3, runs: 3 }])));
    const r = await runCli(["compare", "github:acme/widgets@main", head, "--format", "json", "--baseline-max-age", "36h"], { cwd: work, env: env() });
    assert.equal(r.code, 0, r.stderr);
    const pool = (JSON.parse(r.stdout) as DescribedComparison).baseline?.pool;
    assert.equal(pool?.maxAgeDays, 1.5);
    assert.equal(pool?.cells.find((c) => c.caseId === "case-0")?.runs, 20);

    const bad = await runCli(["compare", "github:acme/widgets@main", head, "--baseline-max-age", "14"], { cwd: work, env: env() });
    assert.equal(bad.code, 2);
    assert.match(bad.stderr, /--baseline-max-age: "14" is not valid\n {2}hint: an age with a unit, in days or hours, e\.g\. 14d or 36h/u);
    const local = await runCli(["compare", head, head, "--baseline-runs", "10"], { cwd: work, env: env() });
    assert.equal(local.code, 2);
    assert.match(
      local.stderr,
      /--baseline-runs pools a github: baseline's earlier runs; BASE is not one\n {2}hint: use it with BASE github:OWNER\/REPO\[@BRANCH\], or drop it/u,
    );
    const runLocal = await runCli(["run", "evals/suite.mjs", "-n", "1", "--base", head, "--baseline-runs", "10"], { cwd: checkout.dir, env: env() });
    assert.equal(runLocal.code, 2);
    assert.match(runLocal.stderr, /--baseline-runs pools a github: baseline's earlier runs; --base is not one/u);
  });
});
