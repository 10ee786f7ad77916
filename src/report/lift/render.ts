// A lift in each format the command prints or writes: a table for the
// terminal, a Markdown section, an HTML page, JUnit XML and lift.json. Pure:
// lifts in, text out; every untrusted name escaped for where it goes.

import type { LiftFile, SkillLift } from "../../model/lift.ts";
import { xmlAttr, xmlText } from "../junit.ts";
import { escapeHtml, mdCode, mdText, terminalSafe } from "../sanitize.ts";
import { mdTable } from "../markdown/table.ts";
import { alignTable } from "../text/table.ts";
import type { VariantChange } from "../../compare/variant-changes.ts";
import { variantChangePhrase } from "../variant-text.ts";
import { htmlHead } from "../html/head.ts";
import { liftCellsHtml, liftCellsMarkdown } from "./cell-views.ts";
import type { LiftPairs } from "./load-pairs.ts";
import { cellCounts, measureLine, methodLine, points, pointsInterval, skillUseLine, VERDICT_WORDS, verdictLine, whyLine } from "./words.ts";

/** What the lift's runs show beyond the figures: each cell's runs side by side, and what the arm without the skill changed. */
export interface LiftViews {
  pairs?: LiftPairs;
  /** Control variant → its changes to the treatment (from the run's treatment manifest). */
  changes?: ReadonlyMap<string, readonly VariantChange[]>;
}

/** "Without the skill: skill `greet` removed", when the run's manifest recorded the arm. */
function armLine(l: SkillLift, views: LiftViews, code: (s: string) => string): string | undefined {
  const changes = views.changes?.get(l.control);
  return changes?.length ? `Without the skill: ${changes.map((c) => variantChangePhrase(c, code)).join("; ")}` : undefined;
}

export function liftFile(lifts: readonly SkillLift[]): LiftFile {
  return { kind: "agent-bench-lift", version: 1, skills: [...lifts] };
}

export function liftJson(lifts: readonly SkillLift[]): string {
  return `${JSON.stringify(liftFile(lifts), null, 2)}\n`;
}

const COLUMNS = ["skill", "with", "without", "lift", "verdict"];

function rateCell(rate: number | null): string {
  return rate === null ? "–" : `${Math.round(rate * 100)}%`;
}

function liftCell(l: SkillLift): string {
  return l.passRate.lift === null ? "–" : `${points(l.passRate.lift)} ${pointsInterval(l.passRate.interval)}`;
}

const CASE_COLUMNS = ["case", "runner", "with → without", "lift", "p (adjusted)"];

/** Every case × runner with runs in both arms: its counts, lift and interval, and adjusted p (plain text, escaped where shown). */
function caseRows(l: SkillLift): string[][] {
  return l.cells
    .filter((c) => c.lift !== null)
    .map((c) => [
      c.caseId,
      c.runnerId,
      cellCounts(c),
      `${points(c.lift!)} ${pointsInterval(c.interval)}`,
      c.adjustedPValue === null ? "–" : c.adjustedPValue.toPrecision(2),
    ]);
}

/** The lines under a skill's row: why, the skill's use, each measure. */
function details(l: SkillLift): string[] {
  const use = skillUseLine(l.skill, l.skillUse);
  return [whyLine(l), ...(use ? [use] : []), ...l.measures.map(measureLine)];
}

export function liftText(lifts: readonly SkillLift[]): string {
  const rows = [
    COLUMNS,
    ...lifts.map((l) => [terminalSafe(l.skill), rateCell(l.passRate.treatment), rateCell(l.passRate.control), liftCell(l), verdictLine(l)]),
  ];
  const lines = ["skill lift (with → without the skill):", alignTable(rows)];
  for (const l of lifts) {
    lines.push("", `${terminalSafe(l.skill)}: ${VERDICT_WORDS[l.verdict]}`, ...details(l).map((d) => `  ${terminalSafe(d)}`));
    const changed = l.cells.filter((c) => c.tier === "helps" || c.tier === "hurts");
    for (const c of changed) lines.push(`  ${c.tier} in ${terminalSafe(c.caseId)} on ${terminalSafe(c.runnerId)}: ${cellCounts(c)}`);
  }
  if (lifts.length > 0) lines.push("", `(${methodLine(lifts[0])})`);
  return lines.join("\n");
}

export function liftMarkdown(lifts: readonly SkillLift[], views: LiftViews = {}): string {
  const lines = [
    "## Skill lift",
    "",
    mdTable(
      COLUMNS,
      lifts.map((l) => [mdCode(l.skill), rateCell(l.passRate.treatment), rateCell(l.passRate.control), mdText(liftCell(l)), mdText(verdictLine(l))]),
    ),
  ];
  for (const l of lifts) {
    lines.push("", `**${mdCode(l.skill, "text")}: ${VERDICT_WORDS[l.verdict]}**`, "", ...details(l).map((d) => `- ${mdText(d)}`));
    const arm = armLine(l, views, (s) => mdCode(s, "text"));
    if (arm) lines.push(`- ${arm}`);
    const cells = caseRows(l);
    if (cells.length > 0) {
      const rows = cells.map(([caseId, runnerId, ...figures]) => [mdCode(caseId), mdCode(runnerId), ...figures.map((f) => mdText(f))]);
      lines.push("", "<details><summary>Cases</summary>", "", mdTable(CASE_COLUMNS, rows), "", "</details>");
    }
    lines.push(...liftCellsMarkdown(l, views.pairs));
  }
  if (lifts.length > 0) lines.push("", `<sub>${mdText(methodLine(lifts[0]))}</sub>`);
  return `${lines.join("\n")}\n`;
}

export function liftHtml(lifts: readonly SkillLift[], views: LiftViews = {}): string {
  const cell = (tag: string, text: string) => `<${tag}>${escapeHtml(text)}</${tag}>`;
  const rows = lifts
    .map(
      (l) =>
        `<tr>${[l.skill, rateCell(l.passRate.treatment), rateCell(l.passRate.control), liftCell(l), verdictLine(l)].map((t) => cell("td", t)).join("")}</tr>`,
    )
    .join("\n");
  const sections = lifts
    .map(
      (l) =>
        `<section class="lift-${l.verdict}"><h2>${escapeHtml(`${l.skill}: ${VERDICT_WORDS[l.verdict]}`)}</h2><ul>${details(l)
          .map((d) => cell("li", d))
          .join("")}${armHtml(l, views)}</ul>${casesHtml(l)}${liftCellsHtml(l, views.pairs)}</section>`,
    )
    .join("\n");
  const method = lifts.length > 0 ? `<p><small>${escapeHtml(methodLine(lifts[0]))}</small></p>` : "";
  return [
    ...htmlHead({ title: "agent-bench skill lift", style: LIFT_PAGE_STYLE }),
    "<body><h1>Skill lift</h1>",
    `<table><thead><tr>${COLUMNS.map((c) => cell("th", c)).join("")}</tr></thead><tbody>`,
    rows,
    "</tbody></table>",
    sections,
    method,
    "</body></html>",
    "",
  ].join("\n");
}

function casesHtml(l: SkillLift): string {
  const rows = caseRows(l);
  if (rows.length === 0) return "";
  const cell = (tag: string, text: string, i: number) => `<${tag}>${i < 2 && tag === "td" ? `<code>${escapeHtml(text)}</code>` : escapeHtml(text)}</${tag}>`;
  const line = (cells: readonly string[], tag: string) => `<tr>${cells.map((c, i) => cell(tag, c, i)).join("")}</tr>`;
  return `<details><summary>Cases</summary><table><thead>${line(CASE_COLUMNS, "th")}</thead><tbody>${rows.map((r) => line(r, "td")).join("")}</tbody></table></details>`;
}

const PAIR_STYLE =
  "details.pair{margin:.5em 0}table.side-by-side tr.only td.step:not(.none){background:#fff8c5}table.side-by-side tr.diverge{outline:2px solid #cf222e}.kind{color:#57606a;font-size:12px}";

const LIFT_PAGE_STYLE = `body{font:14px system-ui,sans-serif;margin:2em;max-width:60em}table{border-collapse:collapse}td,th{border:1px solid #ccc;padding:.3em .6em}.lift-helps h2{color:#1a7f37}.lift-hurts h2{color:#cf222e}${PAIR_STYLE}`;

/** What the arm without the skill changed, as an HTML list item (empty when the run's manifest did not record it). */
export function armHtml(l: SkillLift, views: LiftViews): string {
  const line = armLine(l, views, (s) => `\u0000${s}\u0000`);
  if (!line) return "";
  // Names (skills, files, runners) as code, the rest as text: each part escaped.
  return `<li>${line
    .split("\u0000")
    .map((part, i) => (i % 2 === 1 ? `<code>${escapeHtml(part)}</code>` : escapeHtml(part)))
    .join("")}</li>`;
}

/** One <testcase> per skill: `hurts` fails, `no detectable difference` is skipped with its reading, `helps` passes. */
export function liftJunit(lifts: readonly SkillLift[]): string {
  const failures = lifts.filter((l) => l.verdict === "hurts").length;
  const skipped = lifts.filter((l) => l.verdict === "no-detectable-difference").length;
  const cases = lifts.map((l) => {
    const body = details(l).join("\n");
    const open = `    <testcase classname="skill-lift" name="${xmlAttr(l.skill)}">`;
    if (l.verdict === "hurts") return `${open}\n      <failure message="${xmlAttr(whyLine(l))}">${xmlText(body)}</failure>\n    </testcase>`;
    if (l.verdict === "no-detectable-difference") return `${open}\n      <skipped message="${xmlAttr(verdictLine(l))}"/>\n    </testcase>`;
    return `${open}\n      <system-out>${xmlText(body)}</system-out>\n    </testcase>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="agent-bench lift" tests="${lifts.length}" failures="${failures}" skipped="${skipped}">`,
    `  <testsuite name="skill lift" tests="${lifts.length}" failures="${failures}" skipped="${skipped}">`,
    ...cases,
    "  </testsuite>",
    "</testsuites>",
    "",
  ].join("\n");
}
