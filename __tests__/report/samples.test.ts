// The committed report samples under __tests__/__outputs__, rendered again from
// real runs of the fixture suite made deterministic (fixed times, durations,
// commit and paths): a rendering that differs fails here. `npm run samples`
// rewrites them (UPDATE_OUTPUTS=1), so a deliberate change shows in the PR's diff.

import assert from "node:assert/strict";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { after, before, describe, it } from "node:test";
import { compareInWords } from "../helpers/compare-words.ts";
import type { ReportModel } from "../../src/report/model.ts";
import { loadTranscripts } from "../../src/report/html/load-transcripts.ts";
import { renderHtml } from "../../src/report/html/render.ts";
import { renderJunit } from "../../src/report/junit.ts";
import { renderMarkdown } from "../../src/report/markdown/render.ts";
import { deterministic, deterministicStability, deterministicTranscripts, OUTPUTS, runFixture, type FixtureRun } from "./_fixture.ts";
import { shape } from "./_markdown.ts";

let head: FixtureRun;
let base: FixtureRun;
let model: ReportModel;
let compared: ReportModel;

before(async () => {
  [base, head] = [await runFixture({ variant: "base" }), await runFixture()];
  const run = deterministic(head.run, head.outDir);
  const baseRun = deterministic(base.run, base.outDir, "0a1b2c3d4e5f60718293a4b5c6d7e8f901234567");
  baseRun.startedAt = "2026-01-14T09:00:00.000Z";
  baseRun.endedAt = "2026-01-14T09:00:42.000Z";
  model = { run, stability: deterministicStability(run) };
  compared = {
    ...model,
    comparison: compareInWords(deterministicStability(baseRun), model.stability!),
    links: {
      htmlReportUrl: "https://example.com/acme/agents/actions/runs/1/report.html",
      artifactUrl: "https://example.com/acme/agents/actions/runs/1/artifacts/2",
      runUrl: "https://example.com/acme/agents/actions/runs/1",
    },
  };
});
after(() => {
  head?.remove();
  base?.remove();
});

/** Compares a rendering with its committed sample (rewrites the sample under `npm run samples`), and returns it. */
function sample(name: string, content: string): string {
  const file = path.join(OUTPUTS, name);
  if (process.env.UPDATE_OUTPUTS === "1") {
    if (!existsSync(file) || readFileSync(file, "utf8") !== content) writeFileSync(file, content);
    return content;
  }
  assert.ok(existsSync(file), `no committed sample ${name}: run npm run samples and commit it`);
  assert.equal(content, readFileSync(file, "utf8"), `${name} differs from the committed sample: run npm run samples and review its diff`);
  return content;
}

describe("committed report samples", () => {
  it("report.md and report-comparison.md: deterministic and well-formed", () => {
    const md = sample("report.md", renderMarkdown(model));
    assert.equal(renderMarkdown(structuredClone(model)), md, "the same model renders the same text");
    const withBase = sample("report-comparison.md", renderMarkdown(compared));
    sample("report-comment.md", renderMarkdown(compared, { maxChars: 6_000, title: "agent-bench: reports fixture" }));
    for (const text of [md, withBase]) {
      const s = shape(text);
      assert.equal(s.openFence || s.detailsBalance !== 0 || !s.tablesAligned, false);
    }
    assert.doesNotMatch(md, /<out-dir>|<repo>|\/tmp\//u, "no machine paths");
    assert.match(withBase, /\[HTML report\]\(https:\/\/example\.com\/acme\/agents\/actions\/runs\/1\/report\.html\)/u);
  });

  it("report.html: deterministic, with transcripts", () => {
    const transcripts = deterministicTranscripts(loadTranscripts(head.outDir, head.run.results), model.run);
    const html = sample("report.html", renderHtml(compared, { transcripts, title: "agent-bench report: reports fixture" }));
    assert.equal(renderHtml(compared, { transcripts, title: "agent-bench report: reports fixture" }), html);
    assert.doesNotMatch(html, new RegExp(head.outDir.replace(/[.*+?^${}()|[\]\\]/gu, "\\$&"), "u"), "paths are relative to the out-dir");
  });

  it("junit.xml: deterministic", () => {
    const xml = sample("junit.xml", renderJunit(model));
    assert.equal(renderJunit(structuredClone(model)), xml);
  });
});
