// The HTML report's file, without a browser: self-contained, locked down by
// its Content-Security-Policy, data that cannot close its script element,
// and transcripts under a size budget, failures first. html-browser.test.ts
// checks what the page does in Chromium.

import assert from "node:assert/strict";
import { createHash } from "node:crypto";
import { rmSync } from "node:fs";
import path from "node:path";
import { after, before, describe, it } from "node:test";
import vm from "node:vm";
import type { RunFile } from "../../src/model/result.ts";
import type { Session } from "../../src/model/session.ts";
import { loadTranscripts } from "../../src/report/html/load-transcripts.ts";
import type { HtmlPayload } from "../../src/report/html/payload-types.ts";
import { CLIENT_SCRIPT } from "../../src/report/html/client-script.ts";
import { renderHtml } from "../../src/report/html/render.ts";
import { toTranscript, transcriptSize, usageNote } from "../../src/report/html/transcript.ts";
import { runFixture, type FixtureRun } from "./_fixture.ts";

let head: FixtureRun;
before(async () => {
  head = await runFixture();
});
after(() => head?.remove());

function payloadOf(html: string): HtmlPayload {
  const json = /<script type="application\/json" id="agent-bench-data">(.*?)<\/script>/su.exec(html)![1];
  return JSON.parse(json) as HtmlPayload;
}

describe("HTML report file", () => {
  it("is one file that allows only its own script and style and no request", () => {
    const html = renderHtml({ run: head.run, stability: head.stability }, { transcripts: loadTranscripts(head.outDir, head.run.results) });
    const csp = /<meta http-equiv="Content-Security-Policy" content="([^"]+)">/u.exec(html)![1];
    assert.match(csp, /^default-src 'none'; /u);
    const script = /<script>(.*)<\/script>/su.exec(html)![1];
    assert.equal(script, CLIENT_SCRIPT);
    assert.ok(csp.includes(`script-src 'sha256-${createHash("sha256").update(script).digest("base64")}'`), "the inline script is allowed by its hash only");
    // Agent output in the data block may mention URLs; it is data, never markup.
    const markup = html.replace(/<script type="application\/json" id="agent-bench-data">.*?<\/script>/su, "");
    assert.doesNotMatch(markup, /\s(src|href)=/u, "no resource is loaded");
    assert.doesNotMatch(markup, /https?:\/\/(?!www\.w3\.org\/2000\/svg)/u, "no URL at all, except the SVG namespace");
    assert.doesNotThrow(() => new vm.Script(CLIENT_SCRIPT), "the page script parses");
  });

  it("embeds agent output as data that cannot end its <script> element", () => {
    const html = renderHtml({ run: head.run }, { transcripts: loadTranscripts(head.outDir, head.run.results) });
    const block = /<script type="application\/json" id="agent-bench-data">(.*?)<\/script>/su.exec(html)![1];
    assert.doesNotMatch(block, /[<>&\u2028\u2029]/u);
    const payload = payloadOf(html);
    const hostile = payload.executions.find((e) => payload.cases[e.c].id === "hostile-output")!;
    assert.match(hostile.o!, /^Done\. <script>window\.__pwned = 1<\/script>/u, "the text itself is kept, for textContent");
    assert.doesNotMatch(hostile.o!, /\u001b|\u202e/u);
    assert.ok(hostile.x >= 0, "failures have their transcript");
    const t = payload.transcripts[hostile.x];
    assert.deepEqual(
      t.events.map((e) => e.k),
      ["call", "read", "result", "call", "cmd", "result", "msg", "msg"],
    );
    assert.ok(
      t.events.every((e) => !("path" in e) || !String(e.path).includes(head.outDir)),
      "paths are relative to the out-dir",
    );
  });

  it("includes transcripts failures first and says when the budget left the rest summary-only", () => {
    const all = loadTranscripts(head.outDir, head.run.results);
    const failing = head.run.results.filter((r) => !r.passed && r.status !== "skipped");
    const failingSize = failing.reduce((n, r) => n + transcriptSize(all.byArtifactDir.get(r.artifactDir)!), 0);
    const set = loadTranscripts(head.outDir, head.run.results, { totalChars: failingSize + 500 });
    assert.ok(
      failing.every((r) => set.byArtifactDir.has(r.artifactDir)),
      "every failure has its transcript",
    );
    assert.ok(set.byArtifactDir.size < 42 && set.overBudget > 0, "passing executions are left out");
    const payload = payloadOf(renderHtml({ run: head.run }, { transcripts: set }));
    assert.ok(
      payload.notes.some((n) => new RegExp(`^Transcripts are included for ${set.byArtifactDir.size} of 42 executions \\(failures first\\)`, "u").test(n)),
      payload.notes.join("\n"),
    );
  });

  it("counts a missing session.json instead of failing", () => {
    const victim = head.run.results.find((r) => r.caseId === "lists-files" && r.runnerId === "beta")!;
    rmSync(path.join(head.outDir, victim.artifactDir, "session.json"));
    const set = loadTranscripts(head.outDir, head.run.results);
    assert.equal(set.unreadable, 1);
    assert.equal(set.byArtifactDir.has(victim.artifactDir), false);
  });

  it("shortens a huge session: events from the middle, long texts cut, and says so", () => {
    const events: Session["events"] = Array.from({ length: 2_000 }, (_, i) => ({
      type: "message",
      role: "assistant",
      text: `step ${i} ${"x".repeat(i === 5 ? 50_000 : 10)}`,
    }));
    const session = {
      prompt: "p",
      events,
      finalOutput: "done",
      usage: { inputChars: 0, outputChars: 0, reasoningChars: 0, source: { input: "chars", output: "chars", reasoning: "chars" } },
      files: { observedReads: [], observedSkillReads: [], observedWrites: [] },
      detectedSkills: [],
      errors: [],
    } as unknown as Session;
    const t = toTranscript(session, { eventChars: 1_000, events: 100, totalChars: 200_000 });
    assert.equal(t.events.length, 100);
    assert.equal(t.omittedEvents, 1_900);
    assert.match((t.events[0] as { text: string }).text, /^step 0 /u);
    assert.match((t.events.at(-1) as { text: string }).text, /^step 1999 /u);
    assert.ok(t.cutChars > 49_000);
    assert.match((t.events[5] as { text: string }).text, /… \(49,\d{3} characters cut\)$/u);
  });

  it('labels usage honestly: estimated where the CLI reported no token count, never a bare "chars/chars"', () => {
    const usage = (input: string, output: string, extra: Record<string, number> = {}) =>
      ({ inputChars: 1_240, outputChars: 80, reasoningChars: 0, source: { input, output, reasoning: "chars" }, ...extra }) as unknown as Session["usage"];
    assert.equal(usageNote(usage("chars", "chars")), "the CLI reported no token counts: estimated from 1,240 characters in and 80 characters out");
    assert.equal(
      usageNote(usage("provider", "chars", { inputTokens: 300 })),
      "output estimated from 80 characters (the CLI did not report it); the rest as reported",
    );
    assert.equal(usageNote(usage("provider", "provider", { inputTokens: 300, outputTokens: 20 })), "as reported by the CLI");
    assert.equal(usageNote(usage("provider", "derived", { inputTokens: 300, outputTokens: 20 })), "derived from the counts the CLI reported");
    const session = {
      prompt: "p",
      events: [],
      finalOutput: "done",
      usage: usage("chars", "chars"),
      files: { observedReads: [], observedSkillReads: [], observedWrites: [] },
      detectedSkills: [],
      errors: [],
    } as unknown as Session;
    const t = toTranscript(session);
    assert.match(t.usage.note, /estimated/);
    // The page shows the note, not the raw sources.
    assert.match(CLIENT_SCRIPT, / \(\$\{u\.note\}\)/);
    assert.doesNotMatch(CLIENT_SCRIPT, /u\.source/);
  });

  it("stays small for a very large run: about a few hundred bytes per execution past the transcript budget", () => {
    const copies = 500;
    const run: RunFile = structuredClone(head.run);
    run.results = head.run.results.flatMap((r) =>
      Array.from({ length: copies }, (_, i) => ({ ...r, caseId: `${r.caseId}-${i}`, artifactDir: `${r.artifactDir}-${i}` })),
    );
    run.cases = head.run.cases.flatMap((c) => Array.from({ length: copies }, (_, i) => ({ ...c, id: `${c.id}-${i}` })));
    run.plan = { ...run.plan, cases: run.cases.map((c) => c.id), executions: run.results.length };
    const html = renderHtml({ run });
    const perExecution = html.length / run.results.length;
    assert.equal(run.results.length, 24_000);
    assert.ok(perExecution < 700, `${Math.round(perExecution)} characters per execution`);
  });
});
