// Trends of the agent's quality over main's history: five push runs on main
// carry a history artifact forward (one entry each); the sixth run, a pull
// request, shows the trend in its HTML report (in Chromium: drawn, no console
// error, no request) and a Mermaid chart in its comment within the size
// budget; a case that alternates pass and fail on main is flagged "flaky on main".
import assert from "node:assert/strict";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { after, before, describe, it } from "node:test";
import type { Browser } from "playwright-core";
import { COMMENT_LIMIT } from "../../src/github/comment.ts";
import { parseHistory } from "../../src/history/schema.ts";
import { launchChromium, openReport } from "../helpers/chromium.ts";
import { seedArtifact } from "../helpers/github/seed.ts";
import { startFakeGitHub, type FakeGitHub } from "../helpers/github/server.ts";
import { randomSha } from "../helpers/github/records.ts";
import { prRun, pushRun } from "./scenario.ts";

let browser: Browser;
const scratch = mkdtempSync(path.join(os.tmpdir(), "agent-bench-history-"));
before(async () => {
  browser = await launchChromium();
});
after(async () => {
  await browser?.close();
  rmSync(scratch, { recursive: true, force: true });
});

async function historyOf(github: FakeGitHub, runId: number) {
  const artifact = github.state.artifactsOf(runId).find((a) => a.name === "agent-bench-results-history");
  assert.ok(artifact, `run ${runId} uploaded no history`);
  const json = (await github.artifactFiles(artifact.id)).get("history.json");
  assert.ok(json, "the history artifact holds history.json");
  return parseHistory(JSON.parse(json.toString("utf8")), "history.json");
}

describe("history on main", () => {
  it("five push runs build a history of five; the sixth run shows the trend, the Mermaid chart and the flaky case", async (t) => {
    const github = await startFakeGitHub({ t });
    const shas: string[] = [];
    // case-3 alternates: it passes every run of one push and fails every run of the next.
    for (let i = 0; i < 5; i++) {
      github.state.repo.headSha = randomSha();
      shas.push(github.state.repo.headSha);
      const result = await pushRun(github, i % 2 === 1 ? { failing: [3] } : {});
      assert.equal(result.exitCode, 0, result.stdout);
      const history = await historyOf(github, result.run.id);
      assert.equal(history.entries.length, i + 1, `push ${i + 1} adds one entry`);
      const entry = history.entries.at(-1)!;
      assert.equal(entry.commit, shas[i]);
      assert.equal(entry.runId, result.run.id);
      assert.equal(entry.runs, 48);
      assert.equal(entry.passed, i % 2 === 1 ? 44 : 48);
      assert.deepEqual(
        entry.cells.find((c) => c[0] === "case-3"),
        ["case-3", "bot", i % 2 === 1 ? 0 : 4, 4, i % 2 === 1 ? "ffff" : "pppp"],
      );
      assert.ok(entry.treatment, "the treatment hash is kept");
      assert.ok(entry.durationMs > 0);
    }
    const lastPush = github.state.runs.get([...github.state.runs.keys()].at(-1)!)!;
    assert.deepEqual(
      (await historyOf(github, lastPush.id)).entries.map((e) => e.commit),
      shas,
      "oldest first, one per push",
    );

    const pr = await prRun(github, github.state.addPull({ number: 31 }), { failing: [3] });
    // The base is the last push (case-3 at 4/4; the pushes' scripts differ, so nothing pools): one case of 12
    // broken outright is a regression (issue 30), whatever main's history says about it.
    assert.equal(pr.outputs.verdict, "regression", pr.stdout);
    assert.equal(pr.exitCode, 1, pr.stdout);
    assert.equal(
      github.state.artifactsOf(pr.run.id).filter((a) => a.name.endsWith("-history")).length,
      0,
      "a pull request reads main's history, never writes it",
    );

    // The comment: flaky on main, and the Mermaid chart collapsed, within the budget.
    const body = github.state.commentsOn(31)[0].body;
    assert.ok(body.length <= COMMENT_LIMIT, `${body.length} characters`);
    const flaky = /#+ ⚠️ Flaky on main\n\n([\s\S]*?)(?:\n\n|$)/u.exec(body);
    assert.ok(flaky, `no flaky-on-main section in:\n${body}`);
    assert.match(body, /\| `case-3` \| `bot` \| 12\/20 runs passed, 60% \[39–78%\] \| 0\/4 \|/u);
    assert.doesNotMatch(body, /\| `case-[0124-9]\d*` \| `bot` \| \d+\/20 runs passed/u, "only the alternating case is flaky");
    const chart = /<details>\n<summary>Pass rate on main over the last 5 runs<\/summary>\n\n```mermaid\nxychart-beta\n([\s\S]*?)```/u.exec(body);
    assert.ok(chart, `no collapsed Mermaid chart in:\n${body}`);
    assert.match(chart[1], new RegExp(`x-axis \\[${shas.map((s) => `"${s.slice(0, 7)}"`).join(", ")}, "PR #31"\\]`, "u"));
    assert.match(chart[1], /line \[100, 91\.7, 100, 91\.7, 100, 91\.7\]/u);
    assert.match(chart[1], /bar \[0, 0, 0, 0, 0, 91\.7\]/u);

    // The sixth run's HTML report (its unzipped artifact) in Chromium.
    const artifact = github.state.artifactsOf(pr.run.id).find((a) => a.name === "agent-bench-results-report.html")!;
    const file = path.join(scratch, "report.html");
    writeFileSync(file, (await github.artifactFiles(artifact.id)).get(artifact.name)!);
    const { page, problems } = await openReport(browser, file);
    const chartEl = page.locator("#trends svg.trend-rate");
    assert.equal(await chartEl.count(), 1, "the pass-rate chart is drawn");
    assert.ok((await chartEl.boundingBox())!.height > 100, "and visible");
    assert.equal(await page.locator("#trends svg.trend-rate circle.pt:not(.head)").count(), 5, "one point per run of main");
    assert.equal(await page.locator("#trends svg.trend-rate circle.pt.head").count(), 1, "and this PR's point");
    assert.equal(await page.locator("#trends svg.trend-rate polygon.band").count(), 1, "the interval band");
    assert.match((await page.locator("#trends svg.trend-rate circle.pt.head title").textContent()) ?? "", /PR #31 .*44\/48 passed/u);
    assert.ok((await page.locator("#trends svg.trend-rate .marker").count()) >= 1, "a marker where the treatment changed");
    assert.equal(await page.locator("#trends svg.trend-cost rect.bar").count(), 6, "cost per run");
    assert.equal(await page.locator("#trends svg.trend-duration rect.bar").count(), 6, "duration per run");
    assert.equal(await page.locator("#trends .small svg.spark").count(), 12, "a small chart per case");
    assert.match((await page.locator("#trends .small div").first().textContent()) ?? "", /case-3.*flaky on main/u);
    if (process.env.AGENT_BENCH_SCREENSHOTS) await page.locator("#trends").screenshot({ path: path.join(process.env.AGENT_BENCH_SCREENSHOTS, "trends.png") });
    assert.deepEqual(problems, [], "no console error and no network request");
    await page.close();
  });

  it("keeps only the last history-length entries", async (t) => {
    const github = await startFakeGitHub({ t });
    let last: Awaited<ReturnType<typeof pushRun>> | undefined;
    for (let i = 0; i < 3; i++) {
      github.state.repo.headSha = randomSha();
      last = await pushRun(github, { cases: 2 }, { "history-length": 2 });
      assert.equal(last.exitCode, 0, last.stdout);
    }
    const history = await historyOf(github, last!.run.id);
    assert.equal(history.entries.length, 2);
    assert.equal(history.entries.at(-1)!.commit, github.state.repo.headSha);
  });

  it("never carries a fork's history from a branch called main, and starts afresh from a damaged one", async (t) => {
    const github = await startFakeGitHub({ t });
    github.state.repo.headSha = randomSha();
    const first = await pushRun(github, { cases: 2 });
    assert.equal(first.exitCode, 0, first.stdout);
    // A fork pushes to its own "main" later, with a history claiming ten runs.
    const evil = github.state.addRun({ event: "push", headBranch: "main", headRepository: "mallory/widgets", conclusion: "success", status: "completed" });
    const forged = {
      version: 1,
      suite: "evals/suite.mjs",
      entries: Array.from({ length: 10 }, () => ({
        commit: "f".repeat(40),
        time: "2026-01-01T00:00:00.000Z",
        passed: 0,
        runs: 8,
        durationMs: 1,
        cli: {},
        cells: [["case-0", "bot", 0, 4]],
      })),
    };
    await seedArtifact(github, { runId: evil.id, name: "agent-bench-results-history", files: { "history.json": JSON.stringify(forged) } });
    github.state.repo.headSha = randomSha();
    const second = await pushRun(github, { cases: 2 });
    assert.equal(second.exitCode, 0, second.stdout);
    assert.deepEqual(
      (await historyOf(github, second.run.id)).entries.map((e) => e.runId),
      [first.run.id, second.run.id],
      "the fork's history is not even read",
    );
    assert.ok(!github.requestsTo("actions/list-workflow-run-artifacts").some((r) => r.path.includes(`/runs/${evil.id}/`)));

    // The repository's own newest history is damaged: a warning, and a new history from this run.
    const own = github.state.addRun({ event: "push", headBranch: "main", conclusion: "success", status: "completed" });
    await seedArtifact(github, {
      runId: own.id,
      name: "agent-bench-results-history",
      files: { "history.json": '{"version":1,"suite":"evals/suite.mjs","entries":[{"commit":"not a sha"}]}' },
    });
    const third = await pushRun(github, { cases: 2 });
    assert.equal(third.exitCode, 0, third.stdout);
    assert.ok(
      third.commands.some((c) => c.command === "warning" && /could not read the history of main: \S+history\.json: entries\[0\]\.commit: /u.test(c.message)),
      third.stdout,
    );
    assert.deepEqual(
      (await historyOf(github, third.run.id)).entries.map((e) => e.runId),
      [third.run.id],
    );
  });

  it("history-branch is refused until it is supported", async (t) => {
    const github = await startFakeGitHub({ t });
    const result = await pushRun(github, { cases: 1 }, { "history-branch": "gh-pages" });
    assert.notEqual(result.exitCode, 0);
    assert.ok(
      result.commands.some((c) => c.command === "error" && /with\.history-branch: input "history-branch" is not available yet/u.test(c.message)),
      result.stdout,
    );
  });
});
