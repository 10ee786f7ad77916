import assert from "node:assert/strict";
import { readFile, writeFile } from "node:fs/promises";
import { test } from "node:test";
import { compare } from "../../src/compare/compare.ts";
import { code, escapeText, renderComparisonMarkdown } from "../../src/report/comparison-markdown.ts";
import { stabilityFile, type CellSpec } from "../helpers/stability.ts";

const SAMPLE = new URL("../__outputs__/comparison.md", import.meta.url);

function sampleComparison() {
  const steady: CellSpec[] = Array.from({ length: 12 }, (_, i) => ({ caseId: `steady-${i + 1}`, runnerId: "claude", passed: 4 + (i % 2), runs: 5, durationMs: 41_000, tokens: 52_000, costUsd: 0.31 }));
  const base = stabilityFile(
    [
      { caseId: "fix-login-bug", runnerId: "claude", passed: 5, runs: 5, durationMs: 38_000, tokens: 48_000, costUsd: 0.28 },
      { caseId: "refactor|pipes `and` ticks", runnerId: "claude", passed: 5, runs: 5, durationMs: 60_000 },
      { caseId: "@octocat <img src=x onerror=alert(1)> #12", runnerId: "claude", passed: 1, runs: 5 },
      { caseId: "flaky-two-runs", runnerId: "claude", passed: 2, runs: 2 },
      { caseId: "dropped-case", runnerId: "claude", passed: 3, runs: 5 },
      ...steady,
    ],
    { commit: { sha: "0123456789abcdef0123", ref: "main" } },
  );
  const head = stabilityFile(
    [
      { caseId: "fix-login-bug", runnerId: "claude", passed: 0, runs: 5, durationMs: 95_000, tokens: 130_000, costUsd: 0.74 },
      { caseId: "refactor|pipes `and` ticks", runnerId: "claude", passed: 2, runs: 5, durationMs: 61_000 },
      { caseId: "@octocat <img src=x onerror=alert(1)> #12", runnerId: "claude", passed: 4, runs: 5, errored: 1 },
      { caseId: "flaky-two-runs", runnerId: "claude", passed: 0, runs: 2 },
      { caseId: "brand-new-case", runnerId: "claude", passed: 5, runs: 5 },
      ...steady,
    ],
    { createdAt: "2026-01-12T09:30:00.000Z" },
  );
  return compare(base, head);
}

test("the rendered sample matches the committed one (set UPDATE_OUTPUTS=1 to rewrite it)", async () => {
  const markdown = renderComparisonMarkdown(sampleComparison());
  if (process.env.UPDATE_OUTPUTS === "1") await writeFile(SAMPLE, markdown);
  assert.equal(markdown, await readFile(SAMPLE, "utf8"));
});

test("the verdict, its reason and the suite numbers come first", () => {
  const markdown = renderComparisonMarkdown(sampleComparison());
  const lines = markdown.split("\n");
  assert.match(lines[0]!, /^### 🟠 agent\\-bench comparison: Possible regression$/u);
  assert.equal(lines[2], "> [!WARNING]");
  assert.match(lines[3]!, /^> 1 cell broke outright/u);
  assert.match(markdown, /\| Pass rate \(mean over cells\) \| /u);
});

test("only tiers that have cells get a section; counts and intervals are shown for both arms", () => {
  const markdown = renderComparisonMarkdown(sampleComparison());
  assert.match(markdown, /#### 🔴 Regressed \(1\)/u);
  assert.match(markdown, /#### 🟠 Possible regressions \(1\)/u);
  assert.doesNotMatch(markdown, /Improved/u);
  assert.match(markdown, /\| `fix-login-bug` \| `claude` \| 5\/5 \[57–100%\] \| 0\/5 \[0–43%\] \| −100\.0 pts \| < 0\.001 \| 0\.015 \| broke outright \|/u);
  assert.match(markdown, /4\/4 \[51–100%\], 1 errored/u);
  assert.match(markdown, /<details><summary>⚪ Insufficient data \(1\)<\/summary>/u);
});

test("ids never become markup, mentions, issue links or broken tables", () => {
  const markdown = renderComparisonMarkdown(sampleComparison());
  // Inside a code span HTML, mentions and references are literal text; outside, none may appear.
  const outside = markdown.replace(/(`+)(?!`)[^\n]*?(?<!`)\1(?!`)/gu, "");
  assert.ok(!outside.includes("<img"), "raw HTML from an id");
  assert.ok(!outside.includes("@octocat"), "a mention from an id");
  assert.match(markdown, /`@octocat <img src=x onerror=alert\(1\)> #12`/u);
  assert.match(markdown, /``refactor\\\|pipes `and` ticks``/u);
  // Every table row has the same number of unescaped pipes as its header.
  for (const block of markdown.split("\n\n")) {
    const rows = block.split("\n").filter((l) => l.startsWith("|"));
    if (rows.length === 0) continue;
    const pipes = (row: string): number => row.replace(/\\\|/gu, "").split("|").length;
    for (const row of rows) assert.equal(pipes(row), pipes(rows[0]!), row);
  }
});

test("escapeText makes agent text inert", () => {
  const text = escapeText("@team see #42 <script>x</script> **bold** [link](http://x)\nnext");
  assert.ok(!text.includes("<script>"));
  assert.ok(!/@team/u.test(text), "mention");
  assert.ok(!/#42/u.test(text.replace(/\\/gu, "")), "issue link");
  assert.ok(!text.includes("\n"));
  assert.match(text, /\\\*\\\*bold\\\*\\\*/u);
});

test("code spans survive backticks, pipes and control characters", () => {
  assert.equal(code("plain"), "`plain`");
  assert.equal(code("a`b"), "``a`b``");
  assert.equal(code("`edge`"), "`` `edge` ``");
  assert.equal(code("a|b\nc"), "`a\\|b c`");
});

test("no baseline: one column for the head", () => {
  const markdown = renderComparisonMarkdown(compare(null, stabilityFile([{ caseId: "a", passed: 3, runs: 5 }])));
  assert.match(markdown, /: No baseline/u);
  assert.match(markdown, /\| Case \| Runner \| Head \|/u);
  assert.doesNotMatch(markdown, /> \[!WARNING\]/u);
});

test("long sections are cut with a count of what was left out, keeping the table intact", () => {
  const cells = Array.from({ length: 8 }, (_, i) => ({ caseId: `c${i}`, passed: 3, runs: 5 }));
  const markdown = renderComparisonMarkdown(compare(stabilityFile(cells), stabilityFile(cells)), { maxRowsPerSection: 5 });
  assert.match(markdown, /\| … and 3 more \| \| \| \| \| \| \| \|/u);
  assert.equal((markdown.match(/\| `c\d` \|/gu) ?? []).length, 5);
});
