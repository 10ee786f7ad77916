// The HTML report at phone and desktop widths in a real headless Chromium
// (as html-browser.test.ts drives it): at 375 px no element is wider than the
// viewport, so nothing is clipped and nothing scrolls sideways (tables stack
// into labelled blocks). Screenshots go to
// __tests__/__outputs__/screenshots/ (git-ignored).

import assert from "node:assert/strict";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { after, before, describe, it } from "node:test";
import type { Browser } from "playwright-core";
import { compareInWords } from "../helpers/compare-words.ts";
import { loadTranscripts } from "../../src/report/html/load-transcripts.ts";
import { renderHtml } from "../../src/report/html/render.ts";
import { tempProject } from "../helpers/project.ts";
import { runFixture, type FixtureRun } from "./_fixture.ts";
import { launchChromium, SCREENSHOTS } from "../helpers/chromium.ts";

const project = tempProject();
let browser: Browser;
let head: FixtureRun;
let base: FixtureRun;
let report = "";

before(async () => {
  browser = await launchChromium();
  [base, head] = [await runFixture({ variant: "base" }), await runFixture()];
  const transcripts = loadTranscripts(head.outDir, head.run.results);
  const comparison = compareInWords(base.stability, head.stability);
  report = project.write("report.html", renderHtml({ run: head.run, stability: head.stability, comparison }, { transcripts }));
});

after(async () => {
  await browser?.close();
  head?.remove();
  base?.remove();
  project.remove();
});

/** Elements that stick out of the viewport: wider than it, or reaching past its left or right edge. Every element counts, also inside boxes that could scroll. */
const OVERFLOWING = `(() => {
  const width = document.documentElement.clientWidth;
  const out = [];
  for (const el of document.body.querySelectorAll("*")) {
    const r = el.getBoundingClientRect();
    if (r.width === 0) continue;
    if (r.width > width + 0.5 || r.right > width + 0.5 || r.left < -0.5) out.push(el.tagName.toLowerCase() + (el.id ? "#" + el.id : "") + (el.className && typeof el.className === "string" ? "." + el.className.trim().split(/\\s+/).join(".") : "") + " " + Math.round(r.left) + "→" + Math.round(r.right));
  }
  return { width, scrollWidth: document.documentElement.scrollWidth, out: out.slice(0, 20) };
})()`;

describe("HTML report labels", () => {
  it("says when only some executions reported tokens, instead of averaging over all", async () => {
    const run = structuredClone(head.run);
    // One runner's CLI reported no token counts: only characters, as the usage sources say.
    for (const r of run.results)
      if (r.runnerId === "beta" && r.usage)
        r.usage = {
          ...r.usage,
          inputTokens: undefined,
          outputTokens: undefined,
          totalTokens: undefined,
          source: { input: "chars", output: "chars", reasoning: "chars" },
        };
    run.summary = { ...run.summary, totalTokens: run.results.reduce((t, r) => t + (r.usage?.totalTokens ?? 0), 0) };
    const file = project.write("partial.html", renderHtml({ run }));
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(pathToFileURL(file).href);
    await page.waitForSelector("html[data-ready=true]", { state: "attached" });
    const reporting = run.results.filter((r) => r.status !== "skipped" && r.usage?.totalTokens !== undefined).length;
    const executions = run.results.filter((r) => r.status !== "skipped").length;
    const card = (await page.locator(".card", { hasText: "Tokens" }).textContent()) ?? "";
    assert.ok(reporting > 0 && reporting < executions);
    assert.match(card, new RegExp(`reported by ${reporting} of ${executions} executions; [\\d.]+k? per reporting execution`));
    await page.close();
  });
});

describe("HTML report at phone width", () => {
  for (const [name, viewport] of [
    ["phone", { width: 375, height: 812 }],
    ["desktop", { width: 1280, height: 900 }],
  ] as const) {
    it(`${name} (${viewport.width} px): no element wider than the viewport, no sideways scroll, also with a transcript open`, async () => {
      const page = await browser.newPage({ viewport, deviceScaleFactor: 1 });
      const errors: string[] = [];
      page.on("pageerror", (e) => errors.push(e.message));
      await page.goto(pathToFileURL(report).href);
      await page.waitForSelector("html[data-ready=true]", { state: "attached" });
      let found = await page.evaluate<{ width: number; scrollWidth: number; out: string[] }>(OVERFLOWING);
      assert.equal(found.width, viewport.width);
      assert.deepEqual(found.out, [], `elements wider than ${viewport.width} px`);
      assert.ok(found.scrollWidth <= viewport.width, `the page scrolls sideways: ${found.scrollWidth} px`);
      await page.screenshot({ path: path.join(SCREENSHOTS, `report-${name}.png`), fullPage: true });
      await page.fill("#search", "hostile");
      await page.locator("#exec-body tr.exec button.toggle").first().click();
      found = await page.evaluate<typeof found>(OVERFLOWING);
      assert.deepEqual(found.out, [], `with a transcript open, elements wider than ${viewport.width} px`);
      assert.ok(found.scrollWidth <= viewport.width, `with a transcript open the page scrolls sideways: ${found.scrollWidth} px`);
      await page.screenshot({ path: path.join(SCREENSHOTS, `report-${name}-transcript.png`), fullPage: true });
      assert.deepEqual(errors, []);
      await page.close();
    });
  }
});
