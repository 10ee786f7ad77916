// mode: report runs with a write token on a fork's artifact: every string in
// it is outside text. A suite path carrying workflow commands, an HTML comment
// breakout, markup and mentions stays inert in the log (no command at a line
// start, no pause of the action's commands), in the comment's marker and in
// every posted body; a commit id that is not one is refused with one error
// (dist/index.js, end to end).
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { workflowRunEvent } from "../helpers/github/events.ts";
import { runAction } from "../helpers/github/harness.ts";
import { assertInertLog, assertInertMarkdown } from "../helpers/github/inert.ts";
import { seedArtifact } from "../helpers/github/seed.ts";
import { startFakeGitHub, type FakeGitHub } from "../helpers/github/server.ts";
import type { Pull } from "../helpers/github/state.ts";
import { prRun, pushRun } from "./scenario.ts";

const SUITE = "evals/suite.mjs";
const EVIL = [
  "evals/suite.mjs",
  "::warning file=INJECTED.ts,line=1::INJECTED warning",
  "::set-output name=verdict::INJECTED",
  "::add-mask::INJECTED",
  "::stop-commands::INJECTEDfork",
  "--!><img src=https://evil.example/x.png><h1>INJECTED</h1> [claim your prize](https://evil.example) @evil @acme/admins",
  '<details><summary>🟢 No change</summary><a href="https://evil.example">x</a> <!--',
].join("\n");

/** A fork's PR run, its artifact rewritten by the fork's code, under a new run of the same commit. */
async function craftedRun(github: FakeGitHub, pr: Pull, rewrite: (file: string, text: string) => string) {
  const bench = await prRun(github, pr, { failing: [0] }, {}, { token: "read" });
  const artifact = github.state.artifactsOf(bench.run.id).find((a) => a.name === "agent-bench-results")!;
  const files: Record<string, Buffer | string> = {};
  for (const [name, content] of await github.artifactFiles(artifact.id))
    files[name] = /\.json$/u.test(name) ? rewrite(name, content.toString("utf8")) : content;
  const run = github.state.addRun({ event: "pull_request", headRepository: "contributor/widgets", headBranch: pr.head.ref, headSha: pr.head.sha });
  await seedArtifact(github, { runId: run.id, name: "agent-bench-results", files });
  return run;
}

describe("mode: report with hostile text in a fork's artifact", () => {
  it("a suite path with workflow commands, a comment breakout, markup and mentions: inert in the log, the marker and every body", async (t) => {
    const github = await startFakeGitHub({ t });
    // Main's history names the real suite, so the report run logs both suite paths ("the previous history is of …").
    assert.equal((await pushRun(github)).exitCode, 0);
    const pr = github.state.addPull({ number: 51, head: { repo: "contributor/widgets", ref: "patch-51" } });
    const run = await craftedRun(github, pr, (name, text) =>
      name === "results.json" || name === "stability.json" ? text.replaceAll(JSON.stringify(SUITE), JSON.stringify(EVIL)) : text,
    );
    const report = await runAction({
      github,
      event: workflowRunEvent(github, run),
      inputs: { mode: "report" },
      workflow: "bench-report.yml",
      timeoutMs: 120_000,
    });
    assert.doesNotMatch(report.stdout, /internal error/u, report.stdout);
    assert.match(report.stdout, /history: the previous history is of evals\/suite\.mjs, not evals\/suite\.mjs ::warning/u, "the hostile path was printed");
    assertInertLog(report.stdout, "INJECTED");
    assert.notEqual(report.outputs.verdict, "INJECTED");

    const comments = github.state.commentsOn(51);
    assert.equal(comments.length, 1, report.stdout);
    assert.match(comments[0].body, /^<!-- agent-bench:v1:sha256:[0-9a-f]{16} -->\n/u, "the marker holds a hash of the hostile key");
    assert.match(comments[0].body, /Regression|regress/u, "the real verdict is shown, not folded away");
    assertInertMarkdown(comments[0].body, "the comment");
    const [check] = github.state.checkRunsFor(pr.head.sha);
    assert.equal(check.status, "completed");
    assertInertMarkdown(check.output.summary ?? "", "the check summary");
    for (const a of check.annotations) assertInertMarkdown(`${a.title}\n${a.message}`, "an annotation");
    assertInertMarkdown(report.summary, "the job summary");

    // The report page was rendered here, from the validated results: the hostile path is data in it, never markup.
    const page = [...github.state.artifacts.values()].find((a) => a.runId === report.run.id && a.name.endsWith("report.html"))!;
    const html = (await github.artifactFiles(page.id)).values().next().value!.toString("utf8");
    assert.doesNotMatch(html, /<img src=https:\/\/evil|<h1>INJECTED|--!>/u);
  });

  it("a commit id that is not 40 hex digits (a live mention in backticks): one error naming the field; no comment, no check", async (t) => {
    const github = await startFakeGitHub({ t });
    const pr = github.state.addPull({ number: 52, head: { repo: "contributor/widgets", ref: "patch-52" } });
    const run = await craftedRun(github, pr, (name, text) =>
      name === "results.json" ? text.replace(/("commit":\s*\{\s*"sha":\s*)"[0-9a-f]{40}"/gu, '$1"a`@evil"') : text,
    );
    const report = await runAction({
      github,
      event: workflowRunEvent(github, run),
      inputs: { mode: "report" },
      workflow: "bench-report.yml",
      timeoutMs: 120_000,
    });
    assert.notEqual(report.exitCode, 0, report.stdout);
    const errors = report.commands.filter((c) => c.command === "error");
    assert.equal(errors.length, 1, report.stdout);
    assert.match(errors[0].message, /results\.json: environment\.commit\.sha: a commit id is 40 \(or 64\) hexadecimal digits/u);
    assert.doesNotMatch(report.stdout, /internal error|\n\s+at /u);
    assert.equal(github.state.commentsOn(52).length, 0);
    assert.equal(github.state.checkRunsFor(pr.head.sha).length, 0);
  });
});
