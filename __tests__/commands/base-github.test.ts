// `--base github:OWNER/REPO[@BRANCH]` for compare and run: the newest trusted baseline artifact of the
// branch through the REST API (@octokit/rest), against the offline GitHub test bed (GITHUB_API_URL).
import assert from "node:assert/strict";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { after, describe, it } from "node:test";
import { parseGithubBase } from "../../src/github/remote-baseline.ts";
import { benchWorkspace } from "../action/bench-workspace.ts";
import { prRun, pushRun } from "../action/scenario.ts";
import { runCli } from "../helpers/cli.ts";
import { startFakeGitHub, type FakeGitHub } from "../helpers/github/server.ts";
import { stabilityFile } from "../helpers/stability.ts";

const work = mkdtempSync(path.join(os.tmpdir(), "agent-bench-base-github-"));
after(() => rmSync(work, { recursive: true, force: true }));

function remoteEnv(github: FakeGitHub, token = github.readToken.value) {
  return { GITHUB_TOKEN: token, GH_TOKEN: undefined, GITHUB_API_URL: github.restUrl };
}

/** The HTML report's data block: the side-by-side pairs it shows (case ids). */
function sideBySideCases(htmlFile: string): string[] {
  const html = readFileSync(htmlFile, "utf8");
  const json = /<script type="application\/json" id="agent-bench-data">([^]*?)<\/script>/.exec(html)?.[1];
  assert.ok(json, "the report has its data block");
  const payload = JSON.parse(json) as { pairs?: { caseId: string }[] };
  return (payload.pairs ?? []).map((p) => p.caseId).sort();
}

/** Downloaded baselines left in the temporary folder (agent-bench-base-*). */
function leftoverDownloads(tmp: string): string[] {
  return existsSync(tmp) ? readdirSync(tmp).filter((n) => n.startsWith("agent-bench-base-")) : [];
}

/** A push run, then a PR whose action run regressed; `out`: its results folder as the developer has it locally (the files `keep` picks). */
async function regressedPullRequest(github: FakeGitHub, number: number, name: string, keep: (file: string) => boolean) {
  assert.equal((await pushRun(github)).exitCode, 0);
  const action = await prRun(github, github.state.addPull({ number }), { failing: [0, 1, 2, 3, 4, 5] });
  assert.equal(action.outputs.verdict, "regression", action.stdout);
  const artifact = [...github.state.artifacts.values()].find((a) => a.runId === action.run.id)!;
  const out = path.join(work, name);
  for (const [file, data] of await github.artifactFiles(artifact.id)) {
    if (!keep(file)) continue;
    mkdirSync(path.dirname(path.join(out, file)), { recursive: true });
    writeFileSync(path.join(out, file), data);
  }
  return { action, out };
}

describe("--base github:OWNER/REPO[@BRANCH]", () => {
  it("agent-bench compare github:OWNER/REPO@main out/ gives the same verdict as the action on that PR", async (t) => {
    const github = await startFakeGitHub({ t });
    const { action, out } = await regressedPullRequest(github, 41, "out", (name) => !name.includes("/"));

    const r = await runCli(["compare", `github:${github.state.repo.fullName}@main`, out, "--format", "json"], { cwd: work, env: remoteEnv(github) });
    assert.equal(r.code, 1, r.stderr);
    assert.equal((JSON.parse(r.stdout) as { verdict: string }).verdict, action.outputs.verdict);
    const push = [...github.state.runs.values()].find((run) => run.event === "push")!;
    assert.match(r.stderr, new RegExp(`baseline: github:acme/widgets@main, run ${push.id}, commit ${push.headSha.slice(0, 7)}, \\d+ minutes? old`));
    assert.ok(github.requestsTo("actions/download-artifact").length >= 1, "downloaded through the REST API");
  });

  it("compare github:OWNER/REPO@main HEAD -o report.html shows base and head runs side by side from the downloaded artifact, removed at exit", async (t) => {
    const github = await startFakeGitHub({ t });
    // The PR's whole run folder, executions included.
    const { out } = await regressedPullRequest(github, 42, "out-html", () => true);
    const tmp = path.join(work, "tmp-compare");
    mkdirSync(tmp, { recursive: true });
    const report = path.join(work, "compare-report.html");
    const r = await runCli(["compare", `github:${github.state.repo.fullName}@main`, out, "-o", report], {
      cwd: work,
      env: { ...remoteEnv(github), TMPDIR: tmp },
    });
    assert.equal(r.code, 1, r.stderr);
    const shown = sideBySideCases(report);
    assert.ok(shown.length > 0, "flipped cells are shown side by side");
    assert.deepEqual(leftoverDownloads(tmp), [], "the downloaded artifact is removed when the command ends");
  });

  it("run --base github:OWNER/REPO -o report.html shows the side-by-side too, from the downloaded artifact, removed at exit", async (t) => {
    const github = await startFakeGitHub({ t });
    assert.equal((await pushRun(github)).exitCode, 0);
    const checkout = benchWorkspace({ failing: [0, 1, 2, 3, 4, 5, 6] });
    t.after(() => checkout.remove());
    const tmp = path.join(work, "tmp-run");
    mkdirSync(tmp, { recursive: true });
    const r = await runCli(["run", "evals/suite.mjs", "-n", "4", "--base", "github:acme/widgets@main", "-o", "report.html"], {
      cwd: checkout.dir,
      env: { ...remoteEnv(github), TMPDIR: tmp },
    });
    assert.equal(r.code, 1, r.stdout + r.stderr);
    assert.ok(sideBySideCases(path.join(checkout.dir, "report.html")).length > 0, "flipped cells are shown side by side");
    assert.deepEqual(leftoverDownloads(tmp), [], "the downloaded artifact is removed when the command ends");
  });

  it("agent-bench run --base github:OWNER/REPO compares a local run with the default branch's baseline, even one whose gate failed", async (t) => {
    const github = await startFakeGitHub({ t });
    assert.equal((await pushRun(github, { failing: [3] }, { "fail-on": "failure" })).exitCode, 1);
    const checkout = benchWorkspace({ failing: [0, 1, 2, 3, 4, 5, 6] });
    t.after(() => checkout.remove());
    const r = await runCli(["run", "evals/suite.mjs", "-n", "4", "--base", "github:acme/widgets"], { cwd: checkout.dir, env: remoteEnv(github) });
    assert.equal(r.code, 1, r.stdout + r.stderr);
    assert.match(r.stderr, /baseline: github:acme\/widgets@main, run \d+/);
    assert.match(r.stdout, /regression/i);
    assert.equal(github.requestsTo("repos/get").length, 1, "the default branch comes from the repository");
  });

  it("rides out a flaky API as the action does: a 5xx and a secondary rate limit are retried, and the verdict is the same", async (t) => {
    const github = await startFakeGitHub({ t });
    const { action, out } = await regressedPullRequest(github, 44, "out-flaky", (name) => !name.includes("/"));
    github.faults.inject({ route: "actions/list-workflow-runs-for-repo", kind: "server-error", status: 502 });
    github.faults.inject({ route: "actions/list-workflow-run-artifacts", kind: "secondary-rate-limit", retryAfter: 1 });

    const r = await runCli(["compare", `github:${github.state.repo.fullName}@main`, out, "--format", "json"], { cwd: work, env: remoteEnv(github) });
    assert.equal(r.code, 1, r.stderr);
    assert.equal((JSON.parse(r.stdout) as { verdict: string }).verdict, action.outputs.verdict);
    assert.deepEqual(github.faults.unused(), [], "both faults were met");
    assert.deepEqual(
      github
        .requestsTo("actions/list-workflow-runs-for-repo")
        .slice(-2)
        .map((q) => q.status),
      [502, 200],
    );
    assert.match(r.stderr, /warning: GitHub secondary rate limit on GET .*artifacts.*; retrying in 1s/);
  });

  it("says what is missing: a token, a well-formed spec, a baseline", async (t) => {
    const github = await startFakeGitHub({ t });
    const head = path.join(work, "head.json");
    writeFileSync(head, JSON.stringify(stabilityFile([{ caseId: "a", passed: 3, runs: 3 }])));
    const noToken = await runCli(["compare", "github:acme/widgets@main", head], {
      cwd: work,
      env: { GITHUB_TOKEN: undefined, GH_TOKEN: undefined, GITHUB_API_URL: github.restUrl },
    });
    assert.equal(noToken.code, 2);
    assert.match(noToken.stderr, /needs a token.*\n.*GITHUB_TOKEN or GH_TOKEN/);
    const none = await runCli(["compare", "github:acme/widgets@main", head], { cwd: work, env: remoteEnv(github) });
    assert.equal(none.code, 2);
    assert.match(none.stderr, /no baseline: no completed push run/);
    const wrongRepo = await runCli(["compare", "github:acme/gadgets", head], { cwd: work, env: remoteEnv(github) });
    assert.equal(wrongRepo.code, 2);
    assert.match(wrongRepo.stderr, /github:acme\/gadgets: Not Found/);
    assert.throws(() => parseGithubBase("github:acme", "--base"), /not github:OWNER\/REPO\[@BRANCH\]/);
    assert.deepEqual(parseGithubBase("github:acme/widgets@release/2.x", "--base"), { owner: "acme", repo: "widgets", branch: "release/2.x" });
  });
});
