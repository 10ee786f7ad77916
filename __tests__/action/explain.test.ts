// The action's `explain: true`: on a pull request with a regression, the agent
// of each regressed cell is asked, in its own resumed session, why its check
// failed, and its answer is in the HTML report, with one line in the comment
// pointing to it. Off by default: no agent call is spent without it.
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { startFakeGitHub } from "../helpers/github/server.ts";
import { prRun, pushRun } from "./scenario.ts";

const ANSWER = "I printed broken because I misread the task";
const FAILING = [0, 1, 2, 3, 4, 5];

describe("the action's explain input", () => {
  it("puts the agent's answers for regressed cells in the HTML report and points to them from the comment", async (t) => {
    const github = await startFakeGitHub({ t });
    assert.equal((await pushRun(github)).exitCode, 0);
    const variant = { failing: FAILING, explainAnswer: ANSWER };
    const result = await prRun(github, github.state.addPull({ number: 31 }), variant, { explain: "true" });
    assert.equal(result.outputs.verdict, "regression", result.stdout);
    assert.equal(result.exitCode, 1, "explaining does not change the verdict or the gate");

    const comment = github.state.commentsOn(31)[0].body;
    assert.match(
      comment,
      /🔎 The agent explained 6 failed runs of the regressed cells in its own words: see "Why the agent failed, in its own words" in the \[HTML report\]\(https:\/\/github\.com\/acme\/widgets\/actions\/runs\/\d+\/artifacts\/\d+\)\./u,
    );
    assert.doesNotMatch(comment, new RegExp(ANSWER, "u"), "the answers themselves stay in the report");

    const report = github.state.artifactsOf(result.run.id).find((a) => a.name === "agent-bench-results-report.html")!;
    const html = (await github.artifactFiles(report.id)).get("agent-bench-results-report.html")!.toString("utf8");
    assert.match(html, /<section id="explanations">\n<h2>Why the agent failed, in its own words<\/h2>/u);
    for (const i of FAILING) assert.ok(html.includes(`${ANSWER} (case-${i})`), `the answer of case-${i}`);
    assert.ok(html.includes("The check &quot;match&quot; failed: the agent should answer ok. Why did your run not meet it?"), "the question asked");

    const zipped = github.state.artifactsOf(result.run.id).find((a) => a.name === "agent-bench-results")!;
    const files = await github.artifactFiles(zipped.id);
    assert.ok(files.has("explanations.json"), "explanations.json travels with the results");
    const asked = [...files.keys()].filter((f) => /\/explain-1\/session\.json$/u.test(f));
    assert.equal(asked.length, 6, "one failed run of each regressed cell was asked, once");
  });

  it("is off by default: no agent is asked and the report has no such section", async (t) => {
    const github = await startFakeGitHub({ t });
    assert.equal((await pushRun(github)).exitCode, 0);
    const result = await prRun(github, github.state.addPull({ number: 32 }), { failing: FAILING, explainAnswer: ANSWER });
    assert.equal(result.outputs.verdict, "regression", result.stdout);
    const zipped = github.state.artifactsOf(result.run.id).find((a) => a.name === "agent-bench-results")!;
    const files = await github.artifactFiles(zipped.id);
    assert.equal(files.has("explanations.json"), false);
    assert.doesNotMatch(files.get("report.html")!.toString("utf8"), /id="explanations"/u);
    assert.doesNotMatch(github.state.commentsOn(32)[0].body, /🔎/u);
  });
});
