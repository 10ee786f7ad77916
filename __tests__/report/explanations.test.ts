// The agents' answers in Markdown (explanations.md, the CLI) and in the HTML
// report (explain: true): every answer and question is untrusted text, so
// nothing in it becomes markup, a mention or a closed fence; and the PR
// comment's one line points to them.
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import type { ExplanationsFile } from "../../src/model/explanations.ts";
import { explanationsHtml } from "../../src/report/html/explanations.ts";
import { explanationsMarkdown, explanationsNote } from "../../src/report/markdown/explanations.ts";

const HOSTILE = "Done.\n```\n</pre><script>alert(1)</script> @octocat see #12\n\u202Eevil";

const FILE: ExplanationsFile = {
  schemaVersion: 1,
  tool: { name: "agent-bench", version: "0.1.0" },
  updatedAt: "2026-11-26T00:00:00.000Z",
  executions: [
    {
      caseId: "greet<img src=x>",
      runnerId: "claude",
      run: 2,
      status: "failed",
      failureOrigin: "assertion",
      artifactDir: "executions/greet/claude/run-2",
      mode: "resume",
      sessionId: "abc-123",
      askedAt: "2026-11-26T00:00:00.000Z",
      answers: [
        {
          question: 'You were expected to load the skill "greet". Why did you not load it? <b>',
          check: { kind: "helper", name: "skills.has", location: { file: "evals/suite.ts", line: 12 } },
          answer: HOSTILE,
          durationMs: 1500,
          artifactDir: "executions/greet/claude/run-2/explain-1",
        },
        {
          question: "Why no output?",
          check: { kind: "rule", name: "contains" },
          error: "agent exited with code 3",
          durationMs: 10,
          artifactDir: "executions/greet/claude/run-2/explain-2",
        },
      ],
    },
  ],
};

describe("the agents' answers in reports", () => {
  it("Markdown: a section per execution, the answer in a fence nothing inside can close, the question as inert text", () => {
    const md = explanationsMarkdown(FILE);
    assert.match(md, /^## Why the agent failed, in its own words\n\nagent-bench asked 1 failed execution 2 questions/u);
    assert.match(md, /### `greet<img src=x>` × `claude` · run 2 · failed \(assertion\)\n\n<sub>resumed session `abc-123`<\/sub>/u);
    assert.match(
      md,
      /\*\*Q:\*\* You were expected to load the skill "greet"\. Why did you not load it\? &lt;b&gt; <sub>`skills\.has` · evals\/suite\.ts:12<\/sub>/u,
    );
    assert.match(md, /````text\nDone\.\n```\n<\/pre><script>alert\(1\)<\/script> @octocat see #12\nevil\n````/u, "a longer fence; bidi overrides removed");
    assert.match(md, /_No answer: agent exited with code 3_/u);
  });

  it("HTML: everything escaped, no element from the answer", () => {
    const html = explanationsHtml(FILE);
    assert.ok(!html.includes("<script>"), html);
    assert.ok(!html.includes("<img"), html);
    assert.ok(html.includes("&lt;/pre&gt;&lt;script&gt;alert(1)&lt;/script&gt;"));
    assert.ok(!html.includes("\u202E"));
    assert.match(html, /<p class="q">You were expected to load the skill &quot;greet&quot;\. Why did you not load it\? &lt;b&gt;<\/p>/u);
    assert.match(html, /No answer: agent exited with code 3/u);
  });

  it("the comment gets one line pointing to the HTML report, only when some agent answered", () => {
    assert.equal(
      explanationsNote(FILE, "https://github.com/acme/widgets/actions/runs/1/artifacts/2"),
      '🔎 The agent explained 1 failed run of the regressed cells in its own words: see "Why the agent failed, in its own words" in the [HTML report](https://github.com/acme/widgets/actions/runs/1/artifacts/2).',
    );
    assert.match(explanationsNote(FILE, undefined), /in the HTML report \(in the artifacts\)\.$/u);
    const unanswered = { ...FILE, executions: [{ ...FILE.executions[0], answers: [FILE.executions[0].answers[1]] }] };
    assert.equal(explanationsNote(unanswered, undefined), "");
    assert.equal(explanationsNote(undefined, undefined), "");
  });
});
