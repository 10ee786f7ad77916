// The HTML report in a real headless Chromium (Debian's chromium, driven by
// playwright-core): it loads from file:// with no console error and no
// request, filters and search narrow it, expansion shows a transcript, agent
// output never runs as script, and 5,000 executions keep the DOM small.
// Screenshots go to __tests__/__outputs__/screenshots/ (git-ignored).

import assert from "node:assert/strict";
import path from "node:path";
import { after, before, describe, it } from "node:test";
import type { Browser, Page } from "playwright-core";
import { compareInWords } from "../helpers/compare-words.ts";
import type { DescribedComparison } from "../../src/model/comparison.ts";
import { suiteChange, suiteP } from "../../src/report/comparison-phrases.ts";
import { formatRateWithInterval } from "../../src/format.ts";
import { loadTranscripts } from "../../src/report/html/load-transcripts.ts";
import { renderHtml } from "../../src/report/html/render.ts";
import { renderJunit } from "../../src/report/junit.ts";
import { launchChromium, openReport, SCREENSHOTS, type OpenedReport } from "../helpers/chromium.ts";
import { runCli } from "../helpers/cli.ts";
import { tempProject } from "../helpers/project.ts";
import { runFixture, type FixtureRun } from "./_fixture.ts";

const project = tempProject();
let browser: Browser;
let head: FixtureRun;
let base: FixtureRun;
let compared: DescribedComparison;
const pages: Record<"plain" | "compared" | "big", string> = { plain: "", compared: "", big: "" };

before(async () => {
  browser = await launchChromium();
  [base, head] = [await runFixture({ variant: "base" }), await runFixture()];
  const transcripts = loadTranscripts(head.outDir, head.run.results);
  pages.plain = project.write("plain.html", renderHtml({ run: head.run, stability: head.stability }, { transcripts }));
  const comparison = compareInWords(base.stability, head.stability);
  compared = comparison;
  // What changed for the agent, with file names a pull request controls.
  comparison.treatment = {
    known: true,
    files: { added: [], removed: [], modified: [".claude/skills/<img src=x onerror=alert(1)>/SKILL.md"], omittedChanged: false },
    settings: [{ runnerId: "alpha", field: "model", base: "alpha-1", head: "alpha-2" }],
    versions: [{ runnerId: "beta", base: "1.0.0", head: "1.1.0" }],
  };
  pages.compared = project.write("compared.html", renderHtml({ run: head.run, stability: head.stability, comparison }, { transcripts }));
  pages.big = await bigReport();
});

after(async () => {
  await browser?.close();
  head?.remove();
  base?.remove();
  project.remove();
});

/** 250 cases × 2 runners × 10 runs = 5,000 real scripted executions, reported by the CLI. */
async function bigReport(): Promise<string> {
  const lines = Array.from({ length: 250 }, (_, i) =>
    JSON.stringify({ id: `case-${String(i).padStart(3, "0")}`, input: `task ${i}`, tags: [`t${i % 5}`], assert: [{ type: "contains", value: "ok" }] }),
  );
  project.write("big/suite.jsonl", `${lines.join("\n")}\n`);
  project.write(
    "big/agent.mjs",
    `export default ({ caseId, run, runnerId }) => {
  const i = Number(caseId.slice(5));
  const ok = (i * 7 + run * 3 + (runnerId === "b" ? 1 : 0)) % 10 !== 0;
  return [{ tool: "shell", command: "echo " + i, output: i + "\\n" }, { text: (ok ? "ok " : "no ") + i }, { usage: { input: 100 + i, output: 20 }, cost: 0.001 }];
};`,
  );
  project.write(
    "big/agent-bench.config.json",
    JSON.stringify({
      runners: { a: { type: "scripted", script: "./agent.mjs" }, b: { type: "scripted", script: "./agent.mjs" } },
      defaults: { runs: 10, parallel: 4 },
    }),
  );
  const file = project.file("big/report.html");
  const r = await runCli(["run", "big/suite.jsonl", "--out-dir", project.file("big/run"), "-o", file], { cwd: project.dir, timeoutMs: 300_000 });
  assert.equal(r.code, 1, r.stderr.slice(-2000));
  return file;
}

type Opened = OpenedReport;

const open = (file: string): Promise<Opened> => openReport(browser, file);

const count = (page: Page) => page.locator("#f-count").textContent();
const execRows = (page: Page) => page.locator("#exec-body tr.exec").count();
const gridRows = (page: Page) => page.locator("#grid-body table.grid tbody tr").count();
// Page-side code as strings: the tests' TypeScript has no DOM types.
const domSize = (page: Page) => page.evaluate<number>('document.getElementsByTagName("*").length');

describe("HTML report in Chromium", () => {
  it("loads from file:// with no console error and no request, and shows the run's numbers", async () => {
    const { page, problems } = await open(pages.plain);
    const s = head.run.summary;
    const card = await page.locator(".card").first().textContent();
    assert.ok(card?.includes(formatRateWithInterval(s.passed, s.executions - s.skipped)), `the page and the Markdown agree on the interval: ${card}`);
    assert.equal(await count(page), "Showing 48 of 48 executions");
    assert.equal(await gridRows(page), 8);
    await page.screenshot({ path: path.join(SCREENSHOTS, "report.png"), fullPage: true });
    assert.deepEqual(problems, []);
    await page.close();
  });

  it("narrows the grid and the executions with the runner, tag and status filters and the search", async () => {
    const { page, problems } = await open(pages.plain);
    await page.selectOption("#f-status", "errored");
    assert.equal(await count(page), "Showing 3 of 48 executions");
    assert.equal(await gridRows(page), 1);
    assert.match((await page.locator("#grid-body tbody tr").first().textContent()) ?? "", /provider-error/u);
    await page.selectOption("#f-runner", { label: "beta" });
    assert.equal(await count(page), "Showing 0 of 48 executions");
    assert.equal(await page.locator("#exec-body .empty").textContent(), "No execution matches the filters.");
    await page.click("#f-clear");
    await page.selectOption("#f-tag", { label: "security" });
    assert.equal(await count(page), "Showing 6 of 48 executions");
    await page.click("#f-clear");
    await page.fill("#search", "GREET skill");
    assert.equal(await count(page), "Showing 6 of 48 executions", "search is case-insensitive and covers prompts and failures");
    assert.equal(await gridRows(page), 1);
    await page.fill("#search", "");
    await page.selectOption("#f-status", "flaky");
    assert.equal(await gridRows(page), 2, "flaky-greeting and edits-config have cells that sometimes pass");
    assert.deepEqual(problems, []);
    await page.close();
  });

  it("expands an execution into its transcript, and agent output never runs", async () => {
    const { page, problems } = await open(pages.plain);
    await page.fill("#search", "hostile");
    const toggle = page.locator("#exec-body tr.exec button.toggle").first();
    await toggle.click();
    assert.equal(await toggle.getAttribute("aria-expanded"), "true");
    const detail = page.locator("#exec-body tr.detail").first();
    const kinds = await detail.locator(".ev .kind").allTextContents();
    assert.deepEqual(kinds.slice(0, 6), ["tool call", "read", "result", "tool call", "command", "result"]);
    const text = (await detail.textContent()) ?? "";
    for (const part of [
      "Assertions",
      "Prompt",
      "Transcript",
      "Final output",
      "Usage: input 1,200",
      "<script>window.__pwned = 1</script>",
      "@octocat",
      "The notes look suspicious",
    ]) {
      assert.ok(text.includes(part), `the detail shows ${JSON.stringify(part)}`);
    }
    assert.equal(await page.evaluate<string>("typeof window.__pwned"), "undefined", "no script in agent output ran");
    assert.equal(await page.locator("#app script, #app img, #app iframe").count(), 0, "agent output made no element");
    await detail.screenshot({ path: path.join(SCREENSHOTS, "report-transcript.png") });
    await toggle.click();
    assert.equal(await page.locator("#exec-body tr.detail").count(), 0, "collapsing removes the transcript");

    await page.fill("#search", "");
    await page.locator("#grid-body button.cell", { hasText: "0/3" }).first().click();
    assert.match((await page.locator("#cell-filter").textContent()) ?? "", /Showing the runs of flaky-greeting × beta/u);
    assert.equal(await execRows(page), 3);
    assert.deepEqual(problems, []);
    await page.close();
  });

  it("shows the comparison: verdict first, tiers as filters, intervals in the chart", async () => {
    const { page, problems } = await open(pages.compared);
    assert.match((await page.locator("#verdict").textContent()) ?? "", /^(Regression|Possible regression)\. /u);
    // One story: the verdict is the reason that names the deciding test; the suite's figures lead with the suite-level
    // test's p, named as such (and, when the cells decided, saying so), as in the terminal and the Markdown.
    assert.ok((await page.locator("#verdict").textContent())?.endsWith(compared.reason));
    const decidedBy = compared.decidedBy ?? [];
    assert.ok(decidedBy.length > 0);
    const suiteCard = (await page.locator(".card", { hasText: "Change from base" }).textContent()) ?? "";
    assert.ok(suiteCard.includes(`${suiteP(compared)} · 95% CI of the mean over cells`), suiteCard);
    assert.match(suiteP(compared), /^suite-level test p/u);
    if (!decidedBy.includes("suite")) assert.match(suiteCard, /\(the verdict comes from /u);
    assert.ok(((await page.locator(".suite-table").textContent()) ?? "").includes(suiteChange(compared)));
    const chip = page.locator("#tier-chips button", { hasText: /regress/u }).first();
    await chip.click();
    assert.equal(await page.locator("#comparison-body tr.cmp-row").count(), 3);
    assert.match((await page.locator("#comparison-body tr.cmp-row").first().textContent()) ?? "", /3\/3 100% \[44–100%\].*0\/3 0% \[0–56%\].*−100\.0 pts/u);
    assert.equal(await gridRows(page), 2);
    await page.click("#f-clear");
    assert.equal(await page.locator("#chart-rates circle").count(), 14, "one point per cell, each with its interval");
    assert.equal(await page.locator("#chart-rates line.ci").count(), 14);
    const changed = page.locator("#treatment-changes li");
    assert.deepEqual(await changed.allTextContents(), [
      "Modified: .claude/skills/<img src=x onerror=alert(1)>/SKILL.md",
      "Runner alpha model: alpha-1 → alpha-2",
      "⚠ Runner beta agent CLI version: 1.0.0 → 1.1.0",
    ]);
    assert.equal(await page.locator("#treatment-changes img").count(), 0, "a file name stays text");
    await page.screenshot({ path: path.join(SCREENSHOTS, "report-comparison.png"), fullPage: true });
    assert.deepEqual(problems, []);
    await page.close();
  });

  it("keeps 5,000 executions responsive: pages of rows, bounded DOM, transcripts only when expanded", async () => {
    const { page, problems } = await open(pages.big);
    assert.equal(await count(page), "Showing 5,000 of 5,000 executions");
    assert.equal(await execRows(page), 50);
    assert.equal(await gridRows(page), 50);
    assert.ok((await page.locator("#chart-rates circle").count()) <= 40);
    const initial = await domSize(page);
    assert.ok(initial < 4_000, `${initial} elements for 5,000 executions`);
    await page.locator("#exec-body .pager button.next").click();
    assert.match((await page.locator("#exec-body .pager").textContent()) ?? "", /executions 51–100 of 5,000/u);
    await page.locator("#exec-body tr.exec button.toggle").first().click();
    assert.ok((await page.locator("#exec-body tr.detail .ev").count()) > 0);
    const expanded = await domSize(page);
    assert.ok(expanded - initial < 400, `one transcript adds ${expanded - initial} elements`);
    await page.fill("#search", "case-007");
    assert.equal(await count(page), "Showing 20 of 5,000 executions");
    assert.equal(await gridRows(page), 1);
    await page.screenshot({ path: path.join(SCREENSHOTS, "report-5000.png") });
    assert.deepEqual(problems, []);
    await page.close();
  });

  it("JUnit XML parses in the browser's XML parser", async () => {
    const page = await browser.newPage();
    const xml = renderJunit({ run: head.run, stability: head.stability });
    const parsed = await page.evaluate<{ error: string | null; cases: number; failure: string }>(`(() => {
      const doc = new DOMParser().parseFromString(${JSON.stringify(xml)}, "application/xml");
      const error = doc.querySelector("parsererror");
      const failure = doc.querySelector('testcase[name="hostile-output"] failure');
      return { error: error ? error.textContent : null, cases: doc.querySelectorAll("testcase").length, failure: failure ? failure.textContent : "" };
    })()`);
    assert.equal(parsed.error, null);
    assert.equal(parsed.cases, 16);
    assert.match(parsed.failure, /Done\. <script>window\.__pwned = 1<\/script>/u, "escaped text reads back as the agent wrote it");
    await page.close();
  });
});
