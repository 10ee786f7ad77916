// The history's core: compact entries, "flaky on main" (a case alternating
// pass and fail is flagged; a steady or a broken one is not), change markers,
// the Mermaid chart within the comment budget, and `agent-bench history`.
import assert from "node:assert/strict";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { after, describe, it } from "node:test";
import { COMMENT_LIMIT } from "../../src/github/comment.ts";
import { appendEntry, emptyHistory, historyEntry, type HistoryEntry, type HistoryFile } from "../../src/history/entry.ts";
import { flakyOnMain } from "../../src/history/flaky.ts";
import { parseHistory } from "../../src/history/schema.ts";
import { buildTrend } from "../../src/history/trend.ts";
import type { RunFile } from "../../src/model/result.ts";
import { renderMarkdown } from "../../src/report/markdown/render.ts";
import { runCli, ROOT } from "../helpers/cli.ts";

const RUN = JSON.parse(readFileSync(path.join(ROOT, "__tests__/fixtures/runs/quickstart-base/results.json"), "utf8")) as RunFile;
const scratch = mkdtempSync(path.join(os.tmpdir(), "agent-bench-history-unit-"));
after(() => rmSync(scratch, { recursive: true, force: true }));

function entry(i: number, cells: HistoryEntry["cells"], extra: Partial<HistoryEntry> = {}): HistoryEntry {
  const passed = cells.reduce((s, c) => s + c[2], 0);
  const runs = cells.reduce((s, c) => s + c[3], 0);
  return {
    commit: i.toString(16).padStart(40, "a"),
    time: `2026-11-${String(i + 1).padStart(2, "0")}T10:00:00.000Z`,
    runId: 100 + i,
    passed,
    runs,
    durationMs: 1000 + i,
    cli: { bot: "1.0.0" },
    treatment: "abc",
    cells,
    ...extra,
  };
}

function historyOf(entries: HistoryEntry[]): HistoryFile {
  return { version: 1, suite: "evals/suite.mjs", entries };
}

describe("history entries", () => {
  it("keep commit, time, per-cell pass counts, cost, duration and CLI versions", () => {
    const e = historyEntry(RUN, 42);
    assert.equal(e.commit, RUN.environment.commit!.sha);
    assert.equal(e.time, RUN.startedAt);
    assert.equal(e.runId, 42);
    assert.equal(e.passed, 15);
    assert.equal(e.runs, 15);
    assert.equal(e.costUsd, RUN.summary.costUsd);
    assert.deepEqual(e.cli, { scripted: "scripted" });
    assert.deepEqual(
      e.cells.find((c) => c[0] === "lists-files"),
      ["lists-files", "scripted", 5, 5, "ppppp"],
    );
    assert.deepEqual(parseHistory(JSON.parse(JSON.stringify(historyOf([e]))), "h.json").entries[0], e, "what is written reads back");
  });

  it("are bounded to the last N, and a re-run of the same run replaces its entry", () => {
    let h = emptyHistory("s");
    for (let i = 0; i < 5; i++) h = appendEntry(h, entry(i, [["a", "bot", 1, 1]]), 3);
    assert.deepEqual(
      h.entries.map((e) => e.runId),
      [102, 103, 104],
    );
    h = appendEntry(h, entry(4, [["a", "bot", 0, 1]]), 3);
    assert.deepEqual(
      h.entries.map((e) => e.runId),
      [102, 103, 104],
    );
    assert.equal(h.entries.at(-1)!.passed, 0);
  });

  it("a damaged history file is an error naming what is wrong", () => {
    assert.throws(() => parseHistory({ version: 1, suite: "s", entries: [{ commit: "zz" }] }, "history.json"), /history\.json: entries\[0\]\.commit: /u);
  });
});

describe("flaky on main", () => {
  const steady: HistoryEntry["cells"][number] = ["steady", "bot", 4, 4];
  it("flags a case that alternates pass and fail over main's runs, and only that one", () => {
    const entries = Array.from({ length: 5 }, (_, i) => entry(i, [steady, ["alternating", "bot", i % 2 ? 0 : 4, 4], ["broken", "bot", 0, 4]]));
    const flaky = flakyOnMain(entries);
    assert.deepEqual(
      flaky.map((f) => f.caseId),
      ["alternating"],
    );
    assert.equal(flaky[0].passed, 12);
    assert.equal(flaky[0].runs, 20);
  });

  it("flags a case that passes about half its runs within each run too", () => {
    const entries = Array.from({ length: 3 }, (_, i) => entry(i, [["coin", "bot", 2, 4]]));
    assert.deepEqual(
      flakyOnMain(entries).map((f) => f.caseId),
      ["coin"],
    );
  });

  it("does not flag one failure in twenty, one run of main, or too few runs", () => {
    const rare = Array.from({ length: 5 }, (_, i) => entry(i, [["rare", "bot", i === 2 ? 3 : 4, 4]]));
    assert.deepEqual(flakyOnMain(rare), [], "19/20: the interval reaches past 95%");
    assert.deepEqual(flakyOnMain([entry(0, [["once", "bot", 5, 10]])]), [], "a single run of main is not a history");
    assert.deepEqual(flakyOnMain([entry(0, [["few", "bot", 1, 2]]), entry(1, [["few", "bot", 1, 2]])]), [], "4 runs are too few to tell");
  });
});

describe("trend", () => {
  it("marks where the agent CLI version or the treatment changed", () => {
    const entries = [
      entry(0, [steadyCell()]),
      entry(1, [steadyCell()], { cli: { bot: "1.1.0" } }),
      entry(2, [steadyCell()], { cli: { bot: "1.1.0" }, treatment: "def" }),
    ];
    const trend = buildTrend(historyOf(entries));
    assert.deepEqual(
      trend.main.map((p) => p.changes),
      [[], ["bot 1.0.0 → 1.1.0"], ["treatment changed"]],
    );
  });

  it("a label cannot end the Mermaid string or its code fence", () => {
    const trend = buildTrend(historyOf([entry(0, [steadyCell()]), entry(1, [steadyCell()])]), {
      entry: entry(2, [steadyCell()]),
      label: 'PR #9"]\n```\n<img src=x onerror=alert(1)> @team',
    });
    const md = renderMarkdown({ run: RUN, trend });
    const chart = /```mermaid\n([\s\S]*?)\n```/u.exec(md)![1];
    assert.doesNotMatch(chart, /```|<img|@team/u);
    assert.match(chart, /x-axis \["aaaaaaa", "aaaaaaa", "PR #9img srcx onerroralert1 team"\]\n/u, "one string per label, the x-axis line closed");
  });

  it("the Mermaid chart stays in the comment within the size budget, shortened before it is dropped", () => {
    const cells = Array.from({ length: 400 }, (_, i): HistoryEntry["cells"][number] => [`case-${i}-${"x".repeat(60)}`, "bot", i % 7 ? 4 : 2, 4]);
    const trend = buildTrend(historyOf(Array.from({ length: 50 }, (_, i) => entry(i, cells))), { entry: entry(60, cells), label: "PR #9" });
    const model = { run: RUN, trend };
    const full = renderMarkdown(model, { maxChars: COMMENT_LIMIT });
    assert.ok(full.length <= COMMENT_LIMIT);
    assert.match(full, /```mermaid\nxychart-beta\n[\s\S]*"PR #9"\]/u);
    assert.equal((/x-axis \[([^\]]*)\]/u.exec(full)![1].match(/"/gu) ?? []).length / 2, 31, "the last 30 runs of main and the PR");
    // 400 characters short of the whole: the chart gives up its older points first.
    const budget = full.length - 400;
    const tight = renderMarkdown(model, { maxChars: budget });
    assert.ok(tight.length <= budget);
    assert.match(tight, /```mermaid/u, "the chart survives a tight budget");
    assert.equal((/x-axis \[([^\]]*)\]/u.exec(tight)![1].match(/"/gu) ?? []).length / 2, 11, "shortened to the last 10 runs");
  });
});

function steadyCell(): HistoryEntry["cells"][number] {
  return ["steady", "bot", 4, 4];
}

describe("agent-bench history", () => {
  const runs = path.join(scratch, "runs");
  for (let i = 0; i < 4; i++) {
    const run = structuredClone(RUN);
    run.startedAt = `2026-11-2${i}T06:00:00.000Z`;
    run.environment.commit = { sha: `${i}`.repeat(40), ref: "main" };
    // lists-files alternates: all pass, then all fail.
    for (const r of run.results) if (r.caseId === "lists-files" && i % 2) Object.assign(r, { passed: false, status: "failed" });
    run.summary.passed = run.results.filter((r) => r.passed).length;
    mkdirSync(path.join(runs, `run-${i}`), { recursive: true });
    writeFileSync(path.join(runs, `run-${i}`, "results.json"), JSON.stringify(run));
  }

  it("prints a folder of runs oldest first, with the flaky cells", async () => {
    const result = await runCli(["history", runs], { cwd: scratch });
    assert.equal(result.code, 0, result.stderr);
    const lines = result.stdout.split("\n");
    assert.match(lines[0], /^examples\/quickstart\/suite\.ts: 4 runs$/u);
    assert.deepEqual(
      lines.slice(3, 7).map((l) => l.slice(0, 7)),
      ["0000000", "1111111", "2222222", "3333333"],
    );
    assert.match(result.stdout, /1111111 .* 10\/15 /u);
    assert.match(result.stdout, /Flaky .*\n {2}lists-files × scripted: 10\/20 runs passed/u);
  });

  it("writes the history file and renders it again as Markdown and HTML", async () => {
    const json = path.join(scratch, "out", "history.json");
    assert.equal((await runCli(["history", runs, "-o", json], { cwd: scratch })).code, 0);
    assert.equal(parseHistory(JSON.parse(readFileSync(json, "utf8")), json).entries.length, 4);
    const md = await runCli(["history", json, "--format", "md", "--limit", "3"], { cwd: scratch });
    assert.equal(md.code, 0, md.stderr);
    assert.match(md.stdout, /```mermaid\nxychart-beta\n.*\n {2}x-axis \["1111111", "2222222", "3333333"\]/u);
    const html = path.join(scratch, "out", "history.html");
    assert.equal((await runCli(["history", json, "-o", html], { cwd: scratch })).code, 0);
    assert.match(readFileSync(html, "utf8"), /<svg class="trend-rate"/u);
  });

  it("a file that is not a history is exit 2, naming it", async () => {
    const bad = path.join(scratch, "bad.json");
    writeFileSync(bad, JSON.stringify({ version: 5 }));
    const result = await runCli(["history", bad], { cwd: scratch });
    assert.equal(result.code, 2);
    assert.match(result.stderr, /bad\.json: version: unknown version 5; this agent-bench reads version 1, 2, 3 and 4\n {2}hint: /u);
    assert.doesNotMatch(result.stderr, /\n\s+at /u, "no stack trace");
  });
});
