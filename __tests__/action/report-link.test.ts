// The HTML report one click from the PR: report.html uploaded as its own
// unzipped artifact that GitHub serves as a page, linked from the PR comment,
// the check run and the job summary ("Open the full report"); and, where the
// unzipped upload is refused (an older GitHub Enterprise Server), the report
// zipped on its own, linked, with the reason said.
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { workflowRunEvent } from "../helpers/github/events.ts";
import { runAction } from "../helpers/github/harness.ts";
import { startFakeGitHub, type FakeGitHub } from "../helpers/github/server.ts";
import { prRun } from "./scenario.ts";

const LINK = /\[Open the full report\]\((https:\/\/github\.com\/acme\/widgets\/actions\/runs\/(\d+)\/artifacts\/(\d+))\)/u;

/** What a browser gets for an artifact: the REST download's redirect, followed without the token. */
async function download(github: FakeGitHub, artifactId: number): Promise<{ status: number; contentType: string; body: string }> {
  const redirect = await fetch(`${github.restUrl}/repos/acme/widgets/actions/artifacts/${artifactId}/zip`, {
    headers: { authorization: `token ${github.writeToken.value}` },
    redirect: "manual",
  });
  assert.equal(redirect.status, 302);
  const blob = await fetch(redirect.headers.get("location")!);
  return { status: blob.status, contentType: blob.headers.get("content-type") ?? "", body: await blob.text() };
}

describe("the HTML report one click from the PR", () => {
  it("uploads report.html unzipped, served as text/html, and links it from the comment, the check run and the job summary", async (t) => {
    const github = await startFakeGitHub({ t });
    const result = await prRun(github, github.state.addPull({ number: 21 }), { failing: [1] });
    assert.equal(result.exitCode, 0, result.stdout);

    const body = github.state.commentsOn(21)[0].body;
    const link = LINK.exec(body);
    assert.ok(link, `no "Open the full report" link in:\n${body}`);
    assert.equal(Number(link[2]), result.run.id, "the artifact is this run's");
    const artifact = github.state.artifacts.get(Number(link[3]))!;
    assert.equal(artifact.name, "agent-bench-results-report.html", "named after the file, one per suite");
    assert.match(body, /\(report\.html, opens in the browser\)/u);

    const served = await download(github, artifact.id);
    assert.equal(served.status, 200);
    assert.equal(served.contentType, "text/html");
    assert.match(served.body, /^<!doctype html>/u);
    assert.match(served.body, /case-1/u);

    const check = [...github.state.checkRuns.values()].find((c) => c.headSha === github.state.pulls.get(21)!.head.sha)!;
    assert.match(check.output?.summary ?? "", new RegExp(`\\[Open the full report\\]\\(${link[1].replace(/[./]/g, "\\$&")}\\)`, "u"));
    assert.match(result.summary, /Open the full report/u);
    assert.ok(result.summary.includes(link[1]), "the job summary links the same artifact");

    // The zipped artifact with everything is kept as before.
    const zipped = github.state.artifactsOf(result.run.id).find((a) => a.name === "agent-bench-results")!;
    assert.ok((await github.artifactFiles(zipped.id)).has("report.html"));
  });

  it("where unzipped uploads are refused, uploads the report zipped on its own and says why", async (t) => {
    const github = await startFakeGitHub({ t, refuseUnzippedArtifacts: true });
    const result = await prRun(github, github.state.addPull({ number: 22 }));
    assert.equal(result.exitCode, 0, result.stdout);
    assert.equal(github.requestsTo("results/CreateArtifact").filter((r) => r.status === 400).length, 1, "the unzipped upload was tried once and refused");

    const body = github.state.commentsOn(22)[0].body;
    const link = LINK.exec(body);
    assert.ok(link, `no "Open the full report" link in:\n${body}`);
    const artifact = github.state.artifacts.get(Number(link[3]))!;
    assert.equal(artifact.name, "agent-bench-results-report");
    const files = await github.artifactFiles(artifact.id);
    assert.deepEqual([...files.keys()], ["agent-bench-results-report.html"]);
    assert.match(body, /zipped: the unzipped upload was refused: .*unzipped artifacts are not supported by this server.*; download it and open report\.html/u);
    assert.match(result.summary, /zipped: the unzipped upload was refused/u);
    const check = [...github.state.checkRuns.values()][0];
    assert.match(check.output?.summary ?? "", /zipped: the unzipped upload was refused/u);
    assert.ok(
      result.commands.some((c) => c.command === "warning" && /uploading it zipped instead/u.test(c.message)),
      "the log says so too",
    );
  });
});

describe("the HTML report in the fork-safe report workflow", () => {
  it("mode: report renders report.html again from the validated results, uploads it unzipped in its own run and links it", async (t) => {
    const github = await startFakeGitHub({ t });
    const pr = github.state.addPull({ number: 23, head: { repo: "contributor/widgets", ref: "patch-3" } });
    const bench = await prRun(github, pr, { failing: [2] }, {}, { token: "read" });
    assert.equal(bench.exitCode, 0, bench.stdout);
    const report = await runAction({
      github,
      event: workflowRunEvent(github, github.state.run(bench.run.id)),
      inputs: { mode: "report" },
      workflow: "bench-report.yml",
      timeoutMs: 120_000,
    });
    assert.equal(report.exitCode, 0, report.stdout);
    const link = LINK.exec(github.state.commentsOn(23)[0].body);
    assert.ok(link, "the comment links the report");
    assert.equal(Number(link[2]), report.run.id, "the linked artifact is the report run's own");
    const served = await download(github, Number(link[3]));
    assert.equal(served.contentType, "text/html");
    assert.match(served.body, /case-2/u);
  });
});
