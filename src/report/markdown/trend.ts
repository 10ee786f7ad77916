// The history in Markdown: the cells that are flaky on main (so a reviewer
// does not blame the PR for them), and a Mermaid chart of the suite's pass
// rate on main with this PR's point, in a collapsed section.

import { caseLabel, type CellMap } from "../../model/cell.ts";
import { FLAKY_WINDOW } from "../../history/flaky.ts";
import type { Trend, TrendPoint } from "../../history/trend.ts";
import { formatConfidence, formatCount, formatDecimal, formatRateWithInterval, plural } from "../../format.ts";
import { points, VERDICT_WORDS } from "../lift/words.ts";
import { mdCode, mdText } from "../sanitize.ts";
import { mdTable } from "./table.ts";

export const FLAKY_HEADING = "⚠️ Flaky on main";

/** Cells flaky on main; with `head`, what they did in this run. */
export function flakySection(trend: Trend | undefined, level: number, headCells?: CellMap<{ passed: number; runs: number }>, maxRows = 20): string {
  if (!trend || trend.flaky.length === 0) return "";
  const window = Math.min(trend.main.length, FLAKY_WINDOW);
  const rows = trend.flaky.slice(0, maxRows).map((f) => {
    const here = headCells?.get(f);
    return [
      mdCode(caseLabel(f)),
      mdCode(f.runnerId),
      `${f.passed}/${f.runs} runs passed, ${formatRateWithInterval(f.passed, f.runs)}`,
      here ? `${here.passed}/${here.runs}` : "–",
    ];
  });
  const more = trend.flaky.length > maxRows ? `\n\n… and ${formatCount(trend.flaky.length - maxRows)} more.` : "";
  return (
    [
      `${"#".repeat(level)} ${FLAKY_HEADING}`,
      "",
      `${plural(trend.flaky.length, "cell")} passed and failed on main${trend.head ? " too" : ""}, over its last ${plural(window, "run")}${trend.head ? ": a failure here is weak evidence against this change" : ""}. (Flaky: the ${formatConfidence()} interval of the pass rate on main lies within 5–95%.)`,
      "",
      mdTable(["Case", "Runner", "On main", "This run"], rows),
    ].join("\n") + more
  );
}

function label(p: TrendPoint, i: number): string {
  return p.commit ? p.commit.slice(0, 7) : `run ${i + 1}`;
}

/** The Mermaid xychart (GitHub renders it), collapsed; the last `maxPoints` of main. */
export function trendChartSection(trend: Trend | undefined, maxPoints: number): string {
  if (!trend || trend.main.length === 0) return "";
  const main = trend.main.slice(-maxPoints);
  const offset = trend.main.length - main.length;
  const labels = main.map((p, i) => label(p, offset + i));
  const rates = main.map((p) => formatDecimal(p.rate * 100));
  const head = trend.head;
  if (head) {
    labels.push(head.label);
    rates.push(formatDecimal(head.rate * 100));
  }
  const quoted = labels.map((l) => `"${chartLabel(l)}"`);
  const chart = [
    "```mermaid",
    "xychart-beta",
    `  title "Pass rate on main (%)${head ? `, then ${chartLabel(head.label)}` : ""}"`,
    `  x-axis [${quoted.join(", ")}]`,
    '  y-axis "pass rate (%)" 0 --> 100',
    ...(head ? [`  bar [${rates.map((r, i) => (i === rates.length - 1 ? r : "0")).join(", ")}]`] : []),
    `  line [${rates.join(", ")}]`,
    "```",
  ];
  const last = main.at(-1)!;
  const changes = main.flatMap((p, i) => p.changes.map((c) => `${label(p, offset + i)}: ${c}`));
  const lines = [
    `Main's last ${plural(main.length, "run")}: the newest passed ${formatRateWithInterval(last.passed, last.runs)}${head ? `; ${mdText(head.label)} (the bar) passed ${formatRateWithInterval(head.passed, head.runs)}` : ""}.`,
    ...(changes.length ? [`Changes along the way: ${changes.map((c) => mdText(c)).join("; ")}.`] : []),
  ];
  return ["<details>", `<summary>Pass rate on main over the last ${plural(main.length, "run")}</summary>`, "", ...chart, "", ...lines, "", "</details>"].join(
    "\n",
  );
}

/** A label inside the Mermaid block: letters, digits and a few marks only, so nothing can end the string or the fence. */
function chartLabel(text: string): string {
  return text.replace(/[^\w #.-]/gu, "").slice(0, 40);
}

/** Each skill's lift over main (points) as a Mermaid chart, collapsed; "" when main measured none. */
export function liftTrendSection(trend: Trend | undefined, maxPoints: number): string {
  if (!trend?.skills?.length) return "";
  const offset = Math.max(0, trend.main.length - maxPoints);
  const main = trend.main.slice(offset);
  const labels = main.map((p, i) => `"${chartLabel(label(p, offset + i))}"`);
  const charts = trend.skills.map((s) => {
    const values = s.points.slice(offset).map((l) => (l?.lift != null ? formatDecimal(l.lift * 100) : "0"));
    const measured = s.points.slice(offset).filter((l) => l?.lift != null);
    const last = measured.at(-1);
    return [
      "```mermaid",
      "xychart-beta",
      `  title "Lift of ${chartLabel(s.skill)} on main (points)"`,
      `  x-axis [${labels.join(", ")}]`,
      '  y-axis "lift (points)" -100 --> 100',
      `  line [${values.join(", ")}]`,
      "```",
      "",
      `${mdCode(s.skill, "text")}: measured in ${plural(measured.length, "run")} of ${main.length}${last ? `; the newest: ${mdText(VERDICT_WORDS[last.verdict])}, ${last.lift === null ? "–" : points(last.lift)}` : ""} (a run that did not measure it shows 0).`,
    ].join("\n");
  });
  return ["<details>", `<summary>Skill lift on main over the last ${plural(main.length, "run")}</summary>`, "", charts.join("\n\n"), "", "</details>"].join(
    "\n",
  );
}
