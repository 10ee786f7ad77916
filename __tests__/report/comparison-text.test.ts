import assert from "node:assert/strict";
import { test } from "node:test";
import { compareInWords } from "../helpers/compare-words.ts";
import { renderComparisonText } from "../../src/report/text/comparison.ts";
import { stabilityFile } from "../helpers/stability.ts";

// A crafted stability file (case ids are checked when a suite loads, not when a file is read back).
const HOSTILE_CASE = "\u001b[2J\u001b]0;pwned\u0007wipe_*it*\r[x]|y\\z";
const HOSTILE_RUNNER = "agent\u009b31m_1";
const cells = (passed: number) => [
  { caseId: HOSTILE_CASE, runnerId: HOSTILE_RUNNER, passed, runs: 6 },
  ...Array.from({ length: 6 }, (_, i) => ({ caseId: `c${i}`, runnerId: HOSTILE_RUNNER, passed, runs: 6 })),
];

test("compare in a terminal: agent text keeps its Markdown characters, loses its control characters", () => {
  const comparison = compareInWords(stabilityFile(cells(6)), stabilityFile(cells(0)));
  comparison.warnings.push("warned \u001b[31mred\u001b[0m *not bold*");
  const text = renderComparisonText(comparison);
  assert.doesNotMatch(text, /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/u, "no control character reaches the terminal");
  const row = text.split("\n").find((l) => l.startsWith("regressed") && l.includes("wipe"));
  assert.ok(row, text);
  assert.ok(row.includes("?[2J?]0;pwned?wipe_*it*?[x]|y\\z"), row);
  assert.ok(row.includes("agent?31m_1"), row);
  assert.match(text, /^warning: warned \?\[31mred\?\[0m \*not bold\*$/mu);
  assert.match(text, /^Regression: .*wipe_\*it\*/mu);
  // Nothing Markdown: no headings, table rules, escapes or entities.
  assert.doesNotMatch(text, /^#|\| ?-|\\[*_[|]|&lt;|&amp;/mu);
});

test("a runner's file that changed reads as a sentence in the terminal and in Markdown, not as `content` → `modified`", async () => {
  const { renderComparisonMarkdown } = await import("../../src/report/markdown/comparison.ts");
  const comparison = compareInWords(stabilityFile(cells(6)), stabilityFile(cells(0)));
  comparison.treatment = {
    known: true,
    files: { added: [], removed: [], modified: [".claude/skills/greet/SKILL.md"], omittedChanged: false },
    settings: [
      { runnerId: "scripted", field: "evals/scripted-agent.json", base: "content", head: "modified" },
      { runnerId: "bot", field: "bin/agent.mjs", base: "(none)", head: "content" },
      { runnerId: "bot", field: "model", base: "m1", head: "m2" },
    ],
    versions: [],
  };
  const text = renderComparisonText(comparison);
  assert.match(
    text,
    /^What changed for the agent:\n {2}Modified: \.claude\/skills\/greet\/SKILL\.md\n {2}Runner scripted's file evals\/scripted-agent\.json was modified\n {2}Runner bot's file bin\/agent\.mjs was added\n {2}Runner bot model: m1 → m2$/mu,
  );
  const md = renderComparisonMarkdown(comparison);
  assert.match(md, /^- Runner `scripted`'s file `evals\/scripted-agent\.json` was modified$/mu);
  assert.doesNotMatch(md + text, /content`? → `?modified/u);
});
