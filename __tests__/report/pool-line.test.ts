// "base: 20 runs over 6 commits (a1b2c3d…f4e5d6c)": where a pooled base came from, in every renderer
// (Markdown for the comment, check and job summary; text for the terminal; the HTML report in
// Chromium), with the range when cells differ, why some cells hold fewer runs, and shas shown only
// when they are full 40-hex ones.
import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import type { Browser } from "playwright-core";
import { compareInWords } from "../helpers/compare-words.ts";
import type { BaselinePool } from "../../src/model/pool.ts";
import { renderHtml } from "../../src/report/html/render.ts";
import { renderComparisonMarkdown } from "../../src/report/markdown/comparison.ts";
import { poolPhrase, poolShortfall } from "../../src/report/pool-phrase.ts";
import { renderComparisonText } from "../../src/report/text/comparison.ts";
import { launchChromium, openReport } from "../helpers/chromium.ts";
import { tempProject } from "../helpers/project.ts";
import { stabilityFile } from "../helpers/stability.ts";
import { runFixture, type FixtureRun } from "./_fixture.ts";

const shas = ["f4e5d6c", "a2", "a3", "a4", "a5", "a1b2c3d"].map((s) => s.padEnd(40, "0"));

function pool(runs: number[], extra: Partial<BaselinePool> = {}): BaselinePool {
  return {
    maxRuns: 20,
    maxAgeDays: 14,
    commits: shas,
    runIds: shas.map((_, i) => 100 - i),
    cells: runs.map((r, i) => ({ caseId: `c${i}`, runnerId: "agent", runs: r, commits: 6, ...(r < 20 ? { stop: "treatment" as const } : {}) })),
    ...extra,
  };
}

describe("the pool line", () => {
  it("says the runs and the commits, oldest…newest", () => {
    assert.equal(poolPhrase(pool([20, 20])), "base: 20 runs over 6 commits (a1b2c3d…f4e5d6c)");
    assert.equal(poolPhrase(pool([9, 20, 14])), "base: 9–20 runs per case over 6 commits (a1b2c3d…f4e5d6c)");
    assert.equal(poolPhrase(pool([3], { commits: [shas[0]] })), "base: 3 runs from commit f4e5d6c");
    assert.equal(poolPhrase(pool([1], { commits: [shas[0]] })), "base: 1 run from commit f4e5d6c");
  });

  it("shows only full 40-hex shas", () => {
    assert.equal(poolPhrase(pool([20], { commits: ["<img src=x>", shas[0], "abc1234"] })), "base: 20 runs from commit f4e5d6c");
  });

  it("says why cells hold fewer than baseline-runs, and for how many", () => {
    assert.equal(poolShortfall(pool([20, 20])), undefined);
    assert.equal(poolShortfall(pool([3, 3])), "fewer than 20 runs: the treatment changed");
    assert.equal(poolShortfall(pool([3, 20])), "fewer than 20 runs for 1 of 2 cells: the treatment changed");
    const aged = pool([8], { maxAgeDays: 7 });
    aged.cells[0].stop = "age";
    assert.equal(poolShortfall(aged), "fewer than 20 runs: the earlier runs are older than 7 days");
  });
});

describe("the renderers", () => {
  const base = stabilityFile([{ caseId: "a", passed: 20, runs: 20 }], { commit: { sha: shas[0], ref: "main" }, pool: pool([20]) });
  const head = stabilityFile([{ caseId: "a", passed: 0, runs: 3 }]);
  const comparison = compareInWords(base, head);

  it("Markdown (the comment, the check summary, the job summary): under the heading, which no longer claims runs per case", () => {
    const md = renderComparisonMarkdown(comparison);
    assert.match(
      md,
      /#### Compared with the base `f4e5d6c` \(2026-01-10\)\n\nbase: 20 runs over 6 commits \(a1b2c3d…f4e5d6c\), pooled from the base branch's push runs while each case's test, the treatment and the agent CLI versions stayed the same\.\n/u,
    );
    const unpooled = renderComparisonMarkdown(compareInWords({ ...base, pool: undefined }, head));
    assert.match(unpooled, /#### Compared with the base `f4e5d6c` \(20 runs per case, 2026-01-10\)\n\n\|/u);
    assert.doesNotMatch(unpooled, /^base: /mu);
  });

  it("text (compare and run --base on a terminal)", () => {
    const text = renderComparisonText(compareInWords({ ...base, pool: pool([3], { commits: [shas[0]] }) }, head));
    assert.match(text, /\n\nbase: 3 runs from commit f4e5d6c; fewer than 20 runs: the treatment changed\n\n/u);
  });

  describe("the HTML report, in Chromium", () => {
    const project = tempProject();
    let browser: Browser;
    let run: FixtureRun;
    before(async () => {
      browser = await launchChromium();
      run = await runFixture();
    });
    after(async () => {
      await browser?.close();
      run?.remove();
      project.remove();
    });

    it("shows the line in the comparison section", async () => {
      const pooled = compareInWords({ ...run.stability, commit: { sha: shas[0] }, pool: pool([20]) }, run.stability);
      const file = project.write("pooled.html", renderHtml({ run: run.run, stability: run.stability, comparison: pooled }, {}));
      const { page, problems } = await openReport(browser, file);
      const text = await page.locator("#comparison").innerText();
      assert.match(text, /Baseline f4e5d6c, 2026-\d\d-\d\d\. base: 20 runs over 6 commits \(a1b2c3d…f4e5d6c\)\./u);
      assert.deepEqual(problems, []);
      await page.close();
    });
  });
});
