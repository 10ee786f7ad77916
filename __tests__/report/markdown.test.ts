import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import { compareInWords } from "../helpers/compare-words.ts";
import type { DescribedComparison } from "../../src/model/comparison.ts";
import type { RunFile } from "../../src/model/result.ts";
import { markdownSections, renderMarkdown } from "../../src/report/markdown/render.ts";
import { runFixture, type FixtureRun } from "./_fixture.ts";
import { shape } from "./_markdown.ts";

let head: FixtureRun;
let base: FixtureRun;
let comparison: DescribedComparison;

before(async () => {
  [base, head] = [await runFixture({ variant: "base" }), await runFixture()];
  comparison = compareInWords(base.stability, head.stability);
});
after(() => {
  head?.remove();
  base?.remove();
});

function wellFormed(md: string): void {
  const s = shape(md);
  assert.equal(s.openFence, false, "every code fence closes");
  assert.equal(s.detailsBalance, 0, "every <details> closes");
  assert.equal(s.inlineDetailsClose, false, "</details> stands on its own line");
  assert.equal(s.tablesAligned, true, "no table row has extra cells");
}

describe("Markdown report from a real run", () => {
  it("leads with the counts and interval of the whole run", () => {
    const md = renderMarkdown({ run: head.run, stability: head.stability });
    const s = head.run.summary;
    const counted = s.executions - s.skipped;
    assert.match(md, /^## ❌ agent-bench\n/u);
    assert.match(md, new RegExp(`\\*\\*${s.passed} of ${counted} executions passed: \\d+% \\[\\d+–\\d+%\\]\\*\\*`, "u"));
    assert.match(md, /8 cases × 2 runners × 3 runs/u);
    wellFormed(md);
  });

  it("lists failures with their failed assertion, output excerpt and artifacts, and errored runs apart", () => {
    const md = renderMarkdown({ run: head.run, stability: head.stability });
    const failures = md.slice(md.indexOf("### Failures"), md.indexOf("### 💥 Errored"));
    assert.ok(failures.length > 0 && md.includes("### 💥 Errored (3 executions)"));
    assert.match(
      failures,
      /<summary>❌ <code>flaky-greeting<\/code> · <code>beta<\/code> · 3 of 3 runs failed: the agent should load the greet skill<\/summary>/u,
    );
    assert.match(failures, /\*\*Runs 1, 2, 3\*\* · failed \(same failure and output\)/u, "alike failures are shown once");
    assert.match(failures, /artifacts `executions\/flaky-greeting\/beta\/run-1`/u);
    assert.match(failures, /suite\.ts:\d+`\)/u, "the failed assertion's location");
    assert.match(failures, /passed, but the case is expected to fail/u, "unexpected passes are failures");
    assert.doesNotMatch(failures, /provider-error/u, "errored executions are not failures");
    assert.doesNotMatch(failures, /expected-to-fail|not-ready/u, "expected failures and skips are not failures");
    const errored = md.slice(md.indexOf("### 💥 Errored"));
    assert.match(errored, /\| `provider-error` \| `alpha` \| 1 \| Provider API error \| .*503/u);
  });

  it("keeps hostile agent output inert: no markup, mention, reference or link outside code blocks", () => {
    const md = renderMarkdown({ run: head.run, stability: head.stability });
    wellFormed(md);
    const prose = shape(md).prose.join("\n");
    assert.doesNotMatch(prose, /<script|<img|onerror=/u);
    assert.doesNotMatch(prose, /@octocat|@acme|other\/repo#1|GH-12|https:\/\/evil|www\.evil/u);
    // The hostile text is shown, inside a fence longer than its own backtick runs, and cut with a note.
    const block = md.slice(md.indexOf("`````text"));
    assert.match(block, /^`````text\nDone\. <script>window\.__pwned = 1<\/script>/u);
    assert.match(block, /more characters; the whole text is in executions\/hostile-output\/alpha\/run-1\/session\.json\n`````/u);
    assert.doesNotMatch(block.slice(0, block.indexOf("\n`````\n")), /\u001b|\u202e/u, "no terminal escapes or bidi overrides");
  });

  it("shows the full grid in a <details> block with every cell's counts", () => {
    const md = renderMarkdown({ run: head.run, stability: head.stability });
    assert.match(md, /<details><summary>All cells \(8 cases × 2 runners\)<\/summary>/u);
    assert.match(md, /\| `flaky-greeting` \| `skills` \| 🟡 2\/3 \| ❌ 0\/3 \|/u);
    assert.match(md, /\| `provider-error` \| \| 💥 0\/3 \(3 errored\) \| ✅ 3\/3 \|/u);
    assert.match(md, /\| `not-ready` \| \| ⏭️ skipped \| ⏭️ skipped \|/u);
  });
});

describe("Markdown report with a base comparison", () => {
  it("puts the verdict first, as a GitHub alert, then only the cells that changed with both intervals", () => {
    const md = renderMarkdown({ run: head.run, stability: head.stability, comparison });
    const lines = md.split("\n");
    assert.match(lines[0], /^## (🔴|🟠) agent-bench$/u);
    assert.match(lines[2], /^> \[!(CAUTION|WARNING)\]$/u);
    assert.match(lines[3], /^> \*\*(🔴 Regression|🟠 Possible regression)\.\*\* /u);
    const section = md.slice(md.indexOf("### Compared with the base"), md.indexOf("### Runners"));
    assert.match(section, /\| `hostile-output` \| `alpha` \| 3\/3 100% \[44–100%\] \| 0\/3 0% \[0–56%\] \| −100\.0 pts \|/u);
    assert.doesNotMatch(section, /`lists-files`/u, "unchanged cells are only counted");
    assert.match(section, /cells with no significant change/u);
    wellFormed(md);
  });

  it("says inconclusive plainly when the data cannot tell", () => {
    const same = compareInWords(head.stability, head.stability);
    const md = renderMarkdown({ run: head.run, stability: head.stability, comparison: same });
    if (same.verdict === "inconclusive") assert.match(md, /> \[!NOTE\]\n> \*\*⚪ Inconclusive\.\*\* /u);
    else assert.equal(same.verdict, "no-change");
    assert.match(md, /\d+ cells? with no significant change/u);
    assert.doesNotMatch(md, /No cell changed significantly/u, "said once, by the count");
  });
});

describe("Markdown size budget", () => {
  /** The real run's results repeated under new case ids, so the report is far over a PR comment's 65,536 characters. */
  function bigRun(copies: number): RunFile {
    const run = structuredClone(head.run);
    const cases = run.cases.flatMap((c) => Array.from({ length: copies }, (_, i) => ({ ...c, id: `${c.id}-${i}` })));
    const results = run.results.flatMap((r) => Array.from({ length: copies }, (_, i) => ({ ...r, caseId: `${r.caseId}-${i}` })));
    return { ...run, cases, results, plan: { ...run.plan, cases: cases.map((c) => c.id), executions: results.length } };
  }

  it("fits 65,536 characters by shortening detail sections first, and says what it left out", () => {
    const run = bigRun(60);
    const model = { run, comparison };
    const detail = { maxRows: 500, maxFailureCells: 100 };
    const full = renderMarkdown(model, detail);
    assert.ok(full.length > 65_536, `the unbudgeted report is ${full.length} characters`);
    const fitted = renderMarkdown(model, { ...detail, maxChars: 65_536 });
    assert.ok(fitted.length <= 65_536, `${fitted.length} characters`);
    wellFormed(fitted);
    assert.match(fitted, /> \[!(CAUTION|WARNING)\]/u, "the verdict stays");
    assert.match(fitted, /### Compared with the base/u, "the changed cells stay");
    // Failure details are too long for the budget: they become one line per cell; the room left goes back to the grid.
    assert.match(fitted, /<sub>Shortened to fit 65,536 characters: left out or shortened failure details\./u);
    assert.doesNotMatch(fitted, /<summary>❌/u);
    assert.match(fitted, /^- ❌ `flaky-greeting-0` · `beta` · 3 of 3 runs failed: the agent should load the greet skill$/mu);
    assert.ok(fitted.length > 65_536 * 0.8, "the budget is used, not wasted");
  });

  it("cuts at a section boundary when even the lean sections do not fit", () => {
    const fitted = renderMarkdown({ run: bigRun(60), comparison }, { maxChars: 2_000 });
    assert.ok(fitted.length <= 2_000, `${fitted.length} characters`);
    wellFormed(fitted);
    assert.match(fitted, /^## /u);
    assert.match(fitted, /Shortened to fit 2,000 characters/u);
  });

  it("exposes its sections so the action can pick them", () => {
    const ids = markdownSections({ run: head.run, stability: head.stability, comparison }).map((s) => s.id);
    assert.deepEqual(ids, ["title", "verdict", "headline", "notes", "comparison", "runners", "failures", "errored", "grid", "footer"]);
    const noCompare = markdownSections({ run: head.run }).map((s) => s.id);
    assert.ok(!noCompare.includes("verdict") && !noCompare.includes("comparison"), "empty sections are left out");
  });
});
