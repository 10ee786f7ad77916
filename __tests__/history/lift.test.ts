// Skills' lifts in main's history (the action's `lift` with skill names on a
// push): kept in the entry, read back (a version-2 history still reads), and
// charted per skill on the history page and in the HTML trend, every skill
// name escaped.
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, it } from "node:test";
import { liftOf } from "../../src/compare/lift.ts";
import type { LiftRecord } from "../../src/compare/lift-input.ts";
import { appendEntry, emptyHistory, historyEntry } from "../../src/history/entry.ts";
import { historyHtml, historyMarkdown, historyText } from "../../src/report/history-page.ts";
import { parseHistory } from "../../src/history/schema.ts";
import { buildTrend } from "../../src/history/trend.ts";
import type { RunFile } from "../../src/model/result.ts";
import { ROOT } from "../helpers/cli.ts";

const RUN = JSON.parse(readFileSync(path.join(ROOT, "__tests__/fixtures/runs/quickstart-base/results.json"), "utf8")) as RunFile;

/** 6 cases × 5 runs: with the skill `withPasses` of 5 pass per case, without it none. */
function lift(skill: string, withPasses: number) {
  const records: LiftRecord[] = [];
  for (let c = 0; c < 6; c++) {
    for (let r = 0; r < 5; r++) {
      const base = { caseId: `case-${c}`, runnerId: "bot", durationMs: 100, costUsd: 0.01, turns: 2 };
      records.push({ ...base, status: r < withPasses ? "passed" : "failed" });
      records.push({ ...base, status: "failed", variant: `without:${skill}` });
    }
  }
  return liftOf(records, { skill, treatment: "default", control: `without:${skill}` });
}

describe("skills' lifts in the history", () => {
  it("a push's entry keeps each measured skill's verdict, pass rates and interval; version 3 reads back", () => {
    const e = historyEntry(RUN, 7, [lift("greet", 5)]);
    assert.deepEqual(Object.keys(e.lifts!), ["greet"]);
    const kept = e.lifts!.greet;
    assert.equal(kept.verdict, "helps");
    assert.deepEqual([kept.with, kept.without, kept.lift], [1, 0, 1]);
    assert.ok(kept.low! > 0.5 && kept.high === 1, JSON.stringify(kept));
    const history = appendEntry(emptyHistory("evals/suite.mjs"), e, 50);
    assert.equal(history.version, 3);
    assert.deepEqual(parseHistory(JSON.parse(JSON.stringify(history)), "history.json"), history);
    assert.equal(historyEntry(RUN, 8).lifts, undefined, "no lift measured: no key");
  });

  it("a version-2 history (no lifts) still reads and goes on as version 3", () => {
    const v2 = { version: 2, suite: "evals/suite.mjs", entries: [historyEntry(RUN, 1)] };
    const read = parseHistory(JSON.parse(JSON.stringify(v2)), "history.json");
    const next = appendEntry(read, historyEntry(RUN, 2, [lift("greet", 5)]), 50);
    assert.equal(next.version, 3);
    assert.equal(next.entries.length, 2);
  });

  it("a lift that is not one (a rate above 1, an unknown verdict) is refused, naming where", () => {
    const bad = (lifts: unknown) => ({ version: 3, suite: "s", entries: [{ ...historyEntry(RUN, 1), lifts }] });
    assert.throws(() => parseHistory(bad({ greet: { verdict: "great", with: 1, without: 0, lift: 1, low: 0, high: 1 } }), "history.json"), /lifts/u);
    assert.throws(() => parseHistory(bad({ greet: { verdict: "helps", with: 2, without: 0, lift: 1, low: 0, high: 1 } }), "history.json"), /lifts/u);
  });

  it("the trend has each skill's lift per main run; the history page charts it and lists it, names escaped", () => {
    const skill = "<img src=x onerror=alert(1)>";
    let history = emptyHistory("evals/suite.mjs");
    history = appendEntry(history, { ...historyEntry(RUN, 1), commit: "a".repeat(40) }, 50);
    history = appendEntry(history, { ...historyEntry(RUN, 2, [lift("greet", 5), lift(skill, 0)]), commit: "b".repeat(40) }, 50);
    history = appendEntry(history, { ...historyEntry(RUN, 3, [lift("greet", 3)]), commit: "c".repeat(40) }, 50);
    const trend = buildTrend(history);
    assert.deepEqual(
      trend.skills!.map((s) => [s.skill, s.points.map((p) => p?.verdict ?? null)]),
      [
        [skill, [null, "no-detectable-difference", null]],
        ["greet", [null, "helps", "helps"]],
      ].sort((a, b) => String(a[0]).localeCompare(String(b[0]))),
    );
    const html = historyHtml(trend);
    assert.equal((html.match(/<svg class="trend-lift"/gu) ?? []).length, 2, "one chart per skill");
    assert.match(html, /Lift of skill greet in pass rate \(points\) over 2 measured runs on main/u);
    assert.match(html, /helps, 100% with → 0% without, \+100 points/u);
    assert.doesNotMatch(html, /<img/u);
    assert.match(html, /#trends \.lift-ci/u, "the lift chart's style is on the page");
    assert.match(historyText(trend), /greet: bbbbbbb helps \+100 points, ccccccc helps \+60 points/u);
    const md = historyMarkdown(trend);
    assert.match(md, /title "Lift of greet on main \(points\)"/u);
    assert.match(md, /line \[0, 100, 60\]/u);
    assert.doesNotMatch(md.replaceAll("`<img src=x onerror=alert(1)>`", ""), /<img/u, "the name only in a code span");
  });

  it("a history without lifts: no lift chart and the page's style as before", () => {
    const trend = buildTrend(appendEntry(emptyHistory("s"), historyEntry(RUN, 1), 50));
    assert.equal(trend.skills, undefined);
    const html = historyHtml(trend);
    assert.doesNotMatch(html, /trend-lift|lift-ci/u);
  });
});
