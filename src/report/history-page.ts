// The history on its own: a text table for the terminal, Markdown, and a
// self-contained HTML page (the trend section with the report's stylesheet,
// no script, no request). Pure.

import { caseLabel } from "../model/cell.ts";
import { formatConfidence, formatCost, formatDuration, formatRateWithInterval, plural } from "../format.ts";
import { points } from "./lift/words.ts";
import { alignTable } from "./text/table.ts";
import { flakySection, liftTrendSection, trendChartSection } from "./markdown/trend.ts";
import { htmlHead } from "./html/head.ts";
import { STYLE } from "./html/style.ts";
import { TREND_STYLE, trendsHtml } from "./html/trends.ts";
import { LIFT_STYLE } from "./html/lift.ts";
import { escapeHtml, mdCode, oneLine } from "./sanitize.ts";
import type { Trend } from "../history/trend.ts";

export function historyText(trend: Trend): string {
  const rows = trend.main.map((p) => [
    p.commit ? p.commit.slice(0, 7) : "-",
    p.time.replace("T", " ").replace(/\.\d+Z$/u, "Z"),
    `${p.passed}/${p.runs}`,
    formatRateWithInterval(p.passed, p.runs),
    p.costUsd !== undefined ? formatCost(p.costUsd) : "-",
    formatDuration(p.durationMs),
    oneLine(p.changes.join("; ")),
  ]);
  const header = ["commit", "time", "passed", `pass rate [${formatConfidence()}]`, "cost", "duration", "changes"];
  const flaky = trend.flaky.map(
    (f) => `  ${oneLine(caseLabel(f))} × ${oneLine(f.runnerId)}: ${f.passed}/${f.runs} runs passed, ${formatRateWithInterval(f.passed, f.runs)}`,
  );
  return [
    `${oneLine(trend.suite)}: ${plural(trend.main.length, "run")}`,
    "",
    alignTable([header, ...rows]),
    "",
    trend.flaky.length ? `Flaky (the ${formatConfidence()} interval of the pass rate within 5–95%):\n${flaky.join("\n")}` : "No flaky cells.",
    "",
    ...liftLines(trend),
  ].join("\n");
}

/** Each skill main measured: its lift per run, newest last. */
function liftLines(trend: Trend): string[] {
  if (!trend.skills?.length) return [];
  const lines = trend.skills.map((s) => {
    const runs = s.points.flatMap((l, i) =>
      l ? [`${trend.main[i].commit.slice(0, 7) || `run ${i + 1}`} ${l.verdict} ${l.lift === null ? "–" : points(l.lift)}`] : [],
    );
    return `  ${oneLine(s.skill)}: ${runs.join(", ")}`;
  });
  return ["Skill lift (with the skill against without it):", ...lines, ""];
}

export function historyMarkdown(trend: Trend): string {
  const sections = [
    `## History of ${mdCode(trend.suite, "text")}`,
    trendChartSection(trend, 50),
    liftTrendSection(trend, 50),
    flakySection(trend, 3, undefined, 100),
  ];
  return `${sections.filter(Boolean).join("\n\n")}\n`;
}

export function historyHtml(trend: Trend): string {
  const title = `agent-bench history: ${trend.suite}`;
  return [
    ...htmlHead({ title, style: `${STYLE}${TREND_STYLE}${trend.skills ? LIFT_STYLE : ""}` }),
    "<body>",
    `<main><h1>${escapeHtml(title)}</h1></main>`,
    trendsHtml(trend),
    "</body>",
    "</html>",
    "",
  ].join("\n");
}
