// A skill's lift in words: the table and lines each format shows, the
// documented phrases ("no detectable difference (these runs could have
// detected a lift of ±N points)", "skill greet used in 5/5 → 0/5 runs"), and
// untrusted names kept inert in each format.

import assert from "node:assert/strict";
import { describe, it } from "node:test";
import type { LiftRecord } from "../../src/compare/lift-input.ts";
import { liftOf } from "../../src/compare/lift.ts";
import { liftFileSchema } from "../../src/model/schema/lift.ts";
import { liftHtml, liftJson, liftJunit, liftMarkdown, liftText } from "../../src/report/lift/render.ts";

function records(skill: string, cases: number, withPasses: number, withoutPasses: number, runs = 5): LiftRecord[] {
  const out: LiftRecord[] = [];
  for (let i = 0; i < cases; i++) {
    for (const [variant, passes] of [
      ["default", withPasses],
      [`without:${skill}`, withoutPasses],
    ] as const) {
      for (let r = 0; r < runs; r++) {
        out.push({
          caseId: `case-${i}`,
          runnerId: "claude",
          variant,
          status: r < passes ? "passed" : "failed",
          durationMs: 1000,
          costUsd: 0.1,
          behaviour: { skills: variant === "default" ? [skill] : [] },
        });
      }
    }
  }
  return out;
}

const lift = (skill: string, cases: number, w: number, wo: number, runs = 5) =>
  liftOf(records(skill, cases, w, wo, runs), { skill, treatment: "default", control: `without:${skill}` });

describe("lift words", () => {
  it("helps: the table, the pass rates 100% → 0% with the lift's interval, why, and the skill's use", () => {
    const text = liftText([lift("greet", 3, 5, 0)]);
    assert.match(text, /greet\s+100%\s+0%\s+\+100 points \[\+\d+, \+100\]\s+helps/u);
    assert.match(text, /pass rate \+100 points over 3 cases \(p < 0\.0001, level 0\.03\)/u);
    assert.match(text, /skill greet used in 15\/15 → 0\/15 runs/u);
    // The suite's cost: the sum of each case's mean per run.
    assert.match(text, /cost \$0\.30 with, \$0\.30 without \(0% \[0%, 0%\]\)/u);
    // The rest of docs/lift.md's "Reading a lift" example.
    assert.ok(text.startsWith("skill lift (with → without the skill):\n"), text);
    assert.match(text, /^skill\s+with\s+without\s+lift\s+verdict$/mu);
    assert.match(text, /^greet: helps$/mu);
    assert.match(text, /^ {2}duration 3\.0s with, 3\.0s without \(0% \[0%, 0%\]\)$/mu);
  });

  it("Markdown and HTML list every case with its counts, its lift and interval, and its adjusted p-value (docs/lift.md)", () => {
    const l = lift("greet", 3, 5, 0);
    const p = l.cells[0].adjustedPValue!.toPrecision(2);
    const md = liftMarkdown([l]);
    for (const c of ["case-0", "case-1", "case-2"]) {
      // Markdown escapes the interval's brackets.
      assert.match(md, new RegExp(`^\\| \`${c}\` \\| \`claude\` \\| 5/5 → 0/5 \\| \\+100 points \\\\\\[\\+\\d+, \\+100\\\\\\] \\| ${p} \\|$`, "mu"));
    }
    const html = liftHtml([l]);
    assert.match(
      html,
      /<details><summary>Cases<\/summary><table><thead><tr><th>case<\/th><th>runner<\/th><th>with → without<\/th><th>lift<\/th><th>p \(adjusted\)<\/th>/u,
    );
    for (const c of ["case-0", "case-1", "case-2"]) {
      assert.match(
        html,
        new RegExp(
          `<tr><td><code>${c}</code></td><td><code>claude</code></td><td>5/5 → 0/5</td><td>\\+100 points \\[\\+\\d+, \\+100\\]</td><td>${p}</td></tr>`,
          "u",
        ),
      );
    }
  });

  it("no detectable difference says what these runs could have detected", () => {
    const text = liftText([lift("greet", 10, 3, 3)]);
    assert.match(text, /no detectable difference \(these runs could have detected a lift of ±\d+ points\)/u);
    const one = liftText([lift("greet", 1, 2, 2, 3)]);
    assert.match(one, /these runs are too few to detect any lift: run more cases or more runs/u);
  });

  it("Markdown, HTML and JUnit keep a hostile skill name inert; JSON keeps it as data", () => {
    const name = "<img src=x onerror=alert(1)>@team `x` | y";
    const l = lift(name, 3, 0, 5);
    assert.equal(l.verdict, "hurts");
    const md = liftMarkdown([l]);
    // Code spans show it as text; outside them nothing is markup or a mention.
    const outsideCode = md.replace(/(`+)[^`].*?\1/gu, "");
    assert.ok(!outsideCode.includes("<img") && !outsideCode.includes("@team"), outsideCode);
    assert.match(md, /## Skill lift/u);
    const html = liftHtml([l]);
    assert.ok(!html.includes("<img"), html);
    assert.match(html, /&lt;img/u);
    const xml = liftJunit([l]);
    assert.ok(!xml.includes("<img"));
    assert.match(xml, /failures="1"/u);
    assert.match(xml, /<failure message="pass rate −100 points/u);
    // lift.json is what docs/schema/lift.schema.json describes.
    const parsed = liftFileSchema.parse(JSON.parse(liftJson([l, lift("greet", 1, 2, 2)])));
    assert.deepEqual([parsed.kind, parsed.version, parsed.skills[0].skill, parsed.skills[0].verdict], ["agent-bench-lift", 1, name, "hurts"]);
  });

  it("JUnit: no detectable difference is skipped with its reading, helps passes", () => {
    const xml = liftJunit([lift("greet", 10, 3, 3), lift("other", 3, 5, 0)]);
    assert.match(xml, /<skipped message="no detectable difference \(these runs could have detected a lift of ±\d+ points\)"\/>/u);
    assert.match(xml, /tests="2" failures="0" skipped="1"/u);
  });
});
