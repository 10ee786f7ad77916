// What a newcomer sees first in the HTML report, in a real headless Chromium: the search box's
// placeholder is whole, durations of a few milliseconds (the scripted agent) get a sentence instead
// of a chart of noise while real durations get bins of round widths, and a cell that never passed
// is called "fails every run" (the yao classification, highly-unstable, stays in stability.json);
// a runner's file that changed reads as a sentence.

import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import type { Browser } from "playwright-core";
import { compareInWords } from "../helpers/compare-words.ts";
import { computeStability } from "../../src/stability/accumulate.ts";
import { renderHtml } from "../../src/report/html/render.ts";
import { launchChromium, openReport } from "../helpers/chromium.ts";
import { tempProject } from "../helpers/project.ts";
import { deterministic, runFixture, type FixtureRun } from "./_fixture.ts";

const project = tempProject();
let browser: Browser;
let head: FixtureRun;

before(async () => {
  browser = await launchChromium();
  head = await runFixture({ runs: 3 });
});
after(async () => {
  await browser?.close();
  head?.remove();
  project.remove();
});

describe("the HTML report's first look", () => {
  it("shows the whole search placeholder, on a desktop and on a phone", async () => {
    const file = project.write("plain.html", renderHtml({ run: head.run, stability: head.stability }));
    for (const viewport of [
      { width: 1280, height: 900 },
      { width: 390, height: 844 },
    ]) {
      const { page, problems } = await openReport(browser, file, viewport);
      const fit = await page.evaluate<{ placeholder: string; text: number; room: number }>(`(() => {
        const input = document.getElementById("search");
        const style = getComputedStyle(input);
        const context = document.createElement("canvas").getContext("2d");
        context.font = style.font;
        // Chromium keeps room for the clear button at the right of a search field.
        const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - 16;
        return { placeholder: input.placeholder, text: context.measureText(input.placeholder).width, room };
      })()`);
      assert.match(fit.placeholder, /^Search cases, prompts, outputs, failures/);
      assert.ok(fit.text <= fit.room, `${viewport.width}px: the placeholder needs ${fit.text}px, the box has ${fit.room}px`);
      assert.deepEqual(problems, []);
      await page.close();
    }
  });

  it("says the scripted agent's millisecond durations are too short for a chart", async () => {
    // The fixture's agents sleep in some cases; the scripted agent itself takes a few milliseconds.
    const run = structuredClone(head.run);
    run.results.forEach((r, i) => (r.durationMs = r.status === "skipped" ? 0 : 1 + (i % 7)));
    const file = project.write("tiny.html", renderHtml({ run, stability: computeStability(run) }));
    const { page } = await openReport(browser, file);
    const box = page.locator("#chart-durations");
    assert.match(await box.innerText(), /^Every execution took under 50ms \(median \d+ms\): too short for a chart of durations\.$/u);
    assert.equal(await box.locator("svg").count(), 0);
    await page.close();
  });

  it("bins real durations in round widths, labelled from 0 to the top", async () => {
    const run = deterministic(head.run, head.outDir);
    const file = project.write("seconds.html", renderHtml({ run, stability: computeStability(run) }));
    const { page } = await openReport(browser, file);
    const figure = page.locator("#chart-durations figure").first();
    const labels = await figure.locator("svg > text").allTextContents();
    assert.equal(labels[0], "0");
    assert.match(labels.at(-1)!, /^\d+(\.\d)?s\+$/u, labels.join(" | "));
    const titles = await figure.locator("rect.bar title").allTextContents();
    assert.ok(titles.length > 1, titles.join(" | "));
    // Every bin's edges are whole multiples of one round width.
    for (const t of titles) assert.match(t, /executions?, (\d+ms|\d+(\.\d)?s)–(\d+ms|\d+(\.\d)?s)$/u, t);
    await page.close();
  });

  it("calls a cell that never passed 'fails every run'", async () => {
    const failing = head.stability.cells.find((c) => c.passed === 0 && c.runs > c.errored);
    assert.ok(failing, "the fixture has a cell that fails every run");
    assert.equal(failing.classification, "highly-unstable", "stability.json keeps the yao classification");
    const file = project.write("cells.html", renderHtml({ run: head.run, stability: head.stability }));
    const { page } = await openReport(browser, file);
    const titles = await page.evaluate<string[]>(`[...document.querySelectorAll("#grid [title]")].map((e) => e.getAttribute("title") ?? "")`);
    const title = titles.find((t) => t.startsWith(`${failing.caseId} × ${failing.runnerId}: `));
    assert.ok(title, titles.join("\n"));
    assert.match(title, /0\/\d+ passed, .*, fails every run/u);
    assert.ok(!titles.some((t) => /highly-unstable/u.test(t)), titles.join("\n"));
    const cards = await page.locator("#cards").innerText();
    assert.match(cards, /\d+ failing every run/u);
    await page.close();
  });

  it("says a runner's file changed in a sentence", async () => {
    const comparison = compareInWords(head.stability, head.stability);
    comparison.treatment = {
      known: true,
      files: { added: [], removed: [], modified: [], omittedChanged: false },
      settings: [{ runnerId: "scripted", field: "evals/scripted-agent.json", base: "content", head: "modified" }],
      versions: [],
    };
    const file = project.write("treatment.html", renderHtml({ run: head.run, stability: head.stability, comparison }));
    const { page } = await openReport(browser, file);
    assert.equal((await page.locator("#treatment-changes").innerText()).trim(), "Runner scripted's file evals/scripted-agent.json was modified");
    await page.close();
  });
});
