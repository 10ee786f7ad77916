// The PR comment's "Skill lift" section (the action's `lift`): the table in
// the lift's words, a hostile skill name inert, and the size budget: the
// changed cells go first, the section before the comparison with the base.
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, it } from "node:test";
import { liftOf } from "../../src/compare/lift.ts";
import type { LiftRecord } from "../../src/compare/lift-input.ts";
import type { RunFile } from "../../src/model/result.ts";
import { renderMarkdown } from "../../src/report/markdown/render.ts";
import { renderHtml } from "../../src/report/html/render.ts";
import { liftCellsMarkdown } from "../../src/report/lift/cell-views.ts";
import { ROOT } from "../helpers/cli.ts";

const RUN = JSON.parse(readFileSync(path.join(ROOT, "__tests__/fixtures/runs/quickstart-base/results.json"), "utf8")) as RunFile;

/** `cases` cases × 10 runs: every run passes with the skill; without it, only case 0 passes. */
function lift(skill: string, cases: number) {
  const records: LiftRecord[] = [];
  for (let c = 0; c < cases; c++) {
    for (let r = 0; r < 10; r++) {
      const base = { caseId: `case-${c}`, runnerId: "bot", durationMs: 100, costUsd: 0.01, turns: 2 };
      records.push({ ...base, status: "passed" });
      records.push({ ...base, status: c === 0 ? "passed" : "failed", variant: `without:${skill}` });
    }
  }
  return liftOf(records, { skill, treatment: "default", control: `without:${skill}` });
}

describe("the Skill lift section", () => {
  it("shows each skill's pass rate with and without, the lift and the verdict; the cells that changed on their own", () => {
    const md = renderMarkdown({ run: RUN, lifts: [lift("greet", 4)] });
    assert.match(md, /### Skill lift/u);
    assert.match(md, /\| `greet` \| 100% \| 25% \| \+75 points \[\+\d+, \+\d+\] \| 🟢 helps \|/u);
    assert.match(md, /^\*\*`greet`: helps\*\*$/mu);
    assert.match(md, /^- 🟢 helps in `case-1` on `bot`: 10\/10 → 0\/10$/mu);
  });

  it("a hostile skill name is inert in Markdown and HTML", () => {
    const name = "</details><img src=x>|`x`";
    const md = renderMarkdown({ run: RUN, lifts: [lift(name, 3)] });
    // Only inside code spans (GitHub shows them as text), the table's pipe escaped.
    assert.match(md, /\| `` <\/details><img src=x>\\\|`x` `` \|/u);
    assert.doesNotMatch(md.replace(/``[^`\n]*(?:`[^`\n]+`)?[^`\n]*``/gu, ""), /<img src=x>|<\/details><img/u);
    const html = renderHtml({ run: RUN, lifts: [lift(name, 3)] });
    assert.match(html, /<section id="lift">/u);
    assert.doesNotMatch(html, /<img src=x>/u);
  });

  it("HTML: each cell's behaviour lines between the arms and what the arm without the skill changed, names escaped", () => {
    const name = "<b>greet</b>";
    const l = lift(name, 2);
    const withBehaviour = {
      ...l,
      cells: l.cells.map((c) =>
        c.caseId === "case-1"
          ? { ...c, behaviour: [{ aspect: "skill" as const, label: name, base: 10, head: 0, baseRuns: 10, headRuns: 10, pValue: 0.0001 }] }
          : c,
      ),
    };
    const html = renderHtml({ run: RUN, lifts: [withBehaviour] }, { liftViews: { changes: new Map([[l.control, [{ kind: "skill-removed", skill: name }]]]) } });
    const section = html.slice(html.indexOf('<section id="lift">'), html.indexOf("</section>"));
    assert.ok(section.includes("<li>Without the skill: skill <code>&lt;b&gt;greet&lt;/b&gt;</code> removed</li>"), section);
    assert.ok(
      section.includes(
        '<details class="pair"><summary><code>case-1</code> on <code>bot</code></summary><ul><li>skill <code>&lt;b&gt;greet&lt;/b&gt;</code> used in 10/10 → 0/10 runs</li></ul></details>',
      ),
      section,
    );
    assert.doesNotMatch(section, /case-0<\/code> on/u, "a cell without changes or runs to show is not listed");
    assert.doesNotMatch(section, /<b>/u);
  });

  it("Markdown: a hostile case id in a cell's <details> line is escaped as HTML (GitHub reads no Markdown there)", () => {
    const hostile = "</summary><img src=x>`x`";
    const l = lift("greet", 2);
    const cells = l.cells.map((c) =>
      c.caseId === "case-1"
        ? { ...c, caseId: hostile, behaviour: [{ aspect: "skill" as const, label: "greet", base: 10, head: 0, baseRuns: 10, headRuns: 10, pValue: 0.0001 }] }
        : c,
    );
    const md = liftCellsMarkdown({ ...l, cells }, undefined).join("\n");
    assert.ok(md.includes("<details><summary><code>&lt;/summary&gt;&lt;img src=x&gt;`x`</code> on <code>bot</code></summary>"), md);
    assert.doesNotMatch(md, /<img src=x>|<\/summary><img/u);
  });

  it("no lift: no section, and the HTML page's style as before", () => {
    assert.doesNotMatch(renderMarkdown({ run: RUN }), /Skill lift/u);
    const html = renderHtml({ run: RUN });
    assert.doesNotMatch(html, /id="lift"|#lift /u);
  });

  it("under a tight budget the changed cells are dropped first, and the table stays", () => {
    const model = { run: RUN, lifts: [lift("greet", 60)] };
    const full = renderMarkdown(model);
    assert.match(full, /helps in `case-59`/u);
    const tight = renderMarkdown(model, { maxChars: full.length - 500 });
    assert.match(tight, /\| `greet` \| 100% \|/u);
    assert.doesNotMatch(tight, /helps in `case-59`/u);
    assert.ok(tight.length <= full.length - 500);
  });
});
