import assert from "node:assert/strict";
import { readFile, writeFile } from "node:fs/promises";
import { test } from "node:test";
import { compareInWords } from "../helpers/compare-words.ts";
import { renderComparisonMarkdown } from "../../src/report/markdown/comparison.ts";
import { stabilityFile, type CellSpec } from "../helpers/stability.ts";

const SAMPLE = new URL("../__outputs__/comparison.md", import.meta.url);

function sampleComparison() {
  const steady: CellSpec[] = Array.from({ length: 12 }, (_, i) => ({
    caseId: `steady-${i + 1}`,
    runnerId: "claude",
    passed: 4 + (i % 2),
    runs: 5,
    durationMs: 41_000,
    tokens: 52_000,
    costUsd: 0.31,
  }));
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
      { caseId: "brand-new|case `with` ticks", runnerId: "claude", passed: 5, runs: 5 },
      ...steady,
    ],
    { createdAt: "2026-01-12T09:30:00.000Z" },
  );
  head.runners = [{ id: "claude", type: "scripted", model: "m2", version: "1.1.0" }];
  return compareInWords(base, head);
}

test("the rendered sample matches the committed one (npm run samples rewrites it)", async () => {
  const markdown = renderComparisonMarkdown(sampleComparison());
  if (process.env.UPDATE_OUTPUTS === "1") await writeFile(SAMPLE, markdown);
  assert.equal(markdown, await readFile(SAMPLE, "utf8"));
});

test("the verdict, the test that decided it and its figure come first; the suite row's p is labelled as the other test's", () => {
  const markdown = renderComparisonMarkdown(sampleComparison());
  const lines = markdown.split("\n");
  assert.match(lines[0], /^### 🔴 agent-bench comparison: Regression$/u);
  assert.equal(lines[2], "> [!CAUTION]");
  assert.equal(
    lines[3],
    "> **🔴 Regression.** Case fix-login-bug on claude broke: 5/5 → 0/5 (adjusted p = 0.004 among the 2 cells that could reach significance).",
  );
  // The suite-level test did not decide: its p comes first and says whose it is, so 0.044 under a regression is no
  // contradiction; the interval is the mean over cells' (wide: one case broke among unchanged ones).
  assert.match(
    markdown,
    /\| Pass rate \(mean over cells\) \| 85\.9% \| 77\.6% \| −11\.2 pts over 16 cells, suite-level test p = 0\.044 \(the verdict comes from the cells below\) \(95% CI of the mean over cells −34\.3 pts to \+11\.8 pts\) \|/u,
  );
});

test("changed cells are listed by tier with counts and intervals for both arms; the rest are counted", () => {
  const markdown = renderComparisonMarkdown(sampleComparison());
  assert.match(
    markdown,
    /\| 🔴 regressed \(broke outright\) \| `fix-login-bug` \| `claude` \| 5\/5 100% \[57–100%\] \| 0\/5 0% \[0–43%\] \| −100\.0 pts \| 0\.004 \(0\.004\) \|/u,
  );
  assert.match(markdown, /4\/4 100% \[51–100%\], 1 errored/u);
  assert.match(markdown, /🆕 new \| ``brand-new\\\|case `with` ticks``/u);
  assert.match(markdown, /with no significant change/u);
  assert.doesNotMatch(markdown, /Unchanged|unchanged/u);
});

test("one collapsed line explains the cell family, adjusted p, power and the margin; no advice to add runs under a regression", () => {
  const regressed = renderComparisonMarkdown(sampleComparison());
  assert.match(
    regressed,
    /<details><summary>How to read these numbers<\/summary>\n\np is Fisher's exact test per cell, one-sided\. Only the cells whose passes could reach significance at all count in the adjustment: a cell that passed every run on both sides \(or failed every run\) cannot, so it is left out\. Adjusted p corrects p over the 2 cells that could \(Holm, each cell counted by the chance it had of a p that small\)\. A cell regresses when its adjusted p is at most 0\.01; the suite regresses when its pass rate falls by at least the margin of 5\.0 pts with a suite-level p of at most 0\.04\./u,
  );
  assert.doesNotMatch(regressed, /runs per case would give/u);
  const steady = Array.from({ length: 20 }, (_, i) => ({ caseId: `c${i}`, passed: 4, runs: 5 }));
  const unsure = renderComparisonMarkdown(compareInWords(stabilityFile(steady), stabilityFile(steady.map((c, i) => ({ ...c, passed: i % 4 === 0 ? 3 : 4 })))));
  assert.match(unsure, /power to detect a drop of 5\.0 pts; about \d+ runs per case would give 80%/u);
  // Every cell passing every run on both sides: no cell could reach significance, and the line says so.
  const few = Array.from({ length: 3 }, (_, i) => ({ caseId: `c${i}`, passed: 3, runs: 3 }));
  const untested = renderComparisonMarkdown(compareInWords(stabilityFile(few), stabilityFile(few)));
  assert.match(untested, /cannot, so it is left out\. Here no cell could, so none was adjusted\./u);
  assert.doesNotMatch(untested, /over the 0 cells/u);
});

test("what changed for the agent is its own section", () => {
  const markdown = renderComparisonMarkdown(sampleComparison());
  assert.match(
    markdown,
    /##### What changed for the agent\n\n- Runner `claude` `model`: `m1` → `m2`\n- ⚠️ Runner `claude` agent CLI version: `1\.0\.0` → `1\.1\.0`/u,
  );
});

test("ids never become markup, mentions, issue links or broken tables", () => {
  const markdown = renderComparisonMarkdown(sampleComparison());
  // Inside a code span HTML, mentions and references are literal text; outside, none may appear.
  const outside = markdown.replace(/(`+)(?!`)[^\n]*?(?<!`)\1(?!`)/gu, "");
  assert.ok(!outside.includes("<img"), "raw HTML from an id");
  assert.ok(!outside.includes("@octocat"), "a mention from an id");
  assert.match(markdown, /`@octocat <img src=x onerror=alert\(1\)> #12`/u);
  // Every table row has the same number of unescaped pipes as its header.
  for (const block of markdown.split("\n\n")) {
    const rows = block.split("\n").filter((l) => l.startsWith("|"));
    if (rows.length === 0) continue;
    const pipes = (row: string): number => row.replace(/\\\|/gu, "").split("|").length;
    for (const row of rows) assert.equal(pipes(row), pipes(rows[0]), row);
  }
});

test("no baseline: the verdict says so, with no comparison table", () => {
  const markdown = renderComparisonMarkdown(compareInWords(null, stabilityFile([{ caseId: "a", passed: 3, runs: 5 }])));
  assert.match(markdown, /: No baseline/u);
  assert.doesNotMatch(markdown, /\| Case \|/u);
});

test("a long list of changed cells is cut with a count of what was left out", () => {
  const cells = Array.from({ length: 8 }, (_, i) => ({ caseId: `c${i}`, passed: 3, runs: 5 }));
  const markdown = renderComparisonMarkdown(compareInWords(stabilityFile(cells), stabilityFile(cells.map((c) => ({ ...c, fingerprint: "edited" })))), {
    maxRows: 5,
  });
  assert.match(markdown, /… and 3 more changed cells/u);
  assert.equal((markdown.match(/\| `c\d` \|/gu) ?? []).length, 5);
});
