// The Markdown report (-o report.md), and the sections the GitHub Action
// reuses for the PR comment, the check-run summary and the job summary.
// Pure: model in, string out. Only non-empty sections are shown.

import { CellMap } from "../../model/cell.ts";
import type { ReportModel } from "../model.ts";
import { buildView, type ReportView } from "../view.ts";
import { fitSections, joinSections, type MarkdownSection } from "./budget.ts";
import { adaptiveSection } from "./adaptive.ts";
import { explanationsNote } from "./explanations.ts";
import { comparisonSection } from "./comparison.ts";
import { erroredSection, failuresSection } from "./failures.ts";
import { footer, headline, runNotes, titleSection, verdictAlert } from "./summary.ts";
import { grid, runnerTable } from "./tables.ts";
import { formatCount } from "../../format.ts";
import { mdLink } from "../sanitize.ts";
import { reportLinkSection } from "./report-link.ts";
import { flakySection, trendChartSection } from "./trend.ts";
import { triggerReports } from "../triggers.ts";
import { triggersSection } from "./triggers.ts";
import { liftSection } from "./lift.ts";

export interface MarkdownOptions {
  /** Heading text (default "agent-bench"). */
  title?: string;
  /** Level of the title heading (default 2); sections are one deeper. */
  headingLevel?: number;
  /** Size budget in characters (a PR comment holds 65,536). Default: no limit. */
  maxChars?: number;
  /** Failing cells listed with details (default 20). */
  maxFailureCells?: number;
  /** Failed runs detailed per cell (default 3). */
  maxRunsPerCell?: number;
  /** Characters of the agent's final output per failed run (default 600). */
  excerptChars?: number;
  /** Rows of the grid, the changed cells and the errored table before "… and N more" (default 100). */
  maxRows?: number;
}

export function markdownSections(model: ReportModel, options: MarkdownOptions = {}, view: ReportView = buildView(model)): MarkdownSection[] {
  const level = Math.min(5, Math.max(1, options.headingLevel ?? 2));
  const sub = level + 1;
  const maxRows = options.maxRows ?? 100;
  const failure = { maxCells: options.maxFailureCells ?? 20, maxRunsPerCell: options.maxRunsPerCell ?? 3, excerptChars: options.excerptChars ?? 600 };
  const comparison = model.comparison;
  const multiRunner = view.runners.length > 1;
  const now = model.trend?.flaky.length ? headCells(model) : undefined;
  const sections: MarkdownSection[] = [
    { id: "title", title: "title", variants: [titleSection(view, options.title ?? "agent-bench", level)] },
    { id: "verdict", title: "verdict", variants: [comparison ? verdictAlert(comparison) : ""] },
    { id: "headline", title: "summary", variants: [headline(view)] },
    { id: "notes", title: "notes", variants: [runNotes(view)] },
    { id: "explanations", title: "the explanations link", variants: [explanationsNote(model.explanations, model.links?.htmlReportUrl)] },
    // --runs auto: the budget stop is never dropped.
    { id: "adaptive", title: "the runs per cell", variants: [adaptiveSection(model.run.adaptive, maxRows)] },
    { id: "triggers", title: "skill triggering", dropOrder: 4.5, variants: triggerVariants(model, sub, maxRows) },
    { id: "report-link", title: "the report link", variants: [reportLinkSection(model.links)] },
    {
      id: "comparison",
      title: "the changed cells",
      dropOrder: 5,
      variants: comparison ? [comparisonSection(comparison, sub, maxRows, false), comparisonSection(comparison, sub, Math.min(maxRows, 20), true)] : [""],
    },
    {
      id: "lift",
      title: "the skill lift",
      dropOrder: 4.8,
      variants: [liftSection(model.lifts, sub, maxRows), liftSection(model.lifts, sub, 5), liftSection(model.lifts, sub, 0)],
    },
    { id: "flaky", title: "the flaky-on-main list", dropOrder: 6, variants: [flakySection(model.trend, sub, now), flakySection(model.trend, sub, now, 5)] },
    { id: "trend", title: "the trend chart", dropOrder: 1.5, variants: [trendChartSection(model.trend, 30), trendChartSection(model.trend, 10)] },
    {
      id: "runners",
      title: "the per-runner table",
      dropOrder: 4,
      // One runner: the headline already says it all, unless there are cell counts to show.
      variants: [multiRunner || view.model.run.plan.runs > 1 ? `${"#".repeat(sub)} Runners\n\n${runnerTable(view)}` : ""],
    },
    {
      id: "failures",
      title: "failure details",
      dropOrder: 2,
      variants: [failuresSection(view, sub, failure, false), failuresSection(view, sub, { ...failure, maxCells: Math.min(failure.maxCells, 20) }, true)],
    },
    {
      id: "errored",
      title: "errored executions",
      dropOrder: 3,
      variants: [erroredSection(view, sub, maxRows, false), erroredSection(view, sub, maxRows, true)],
    },
    { id: "grid", title: "the full grid", dropOrder: 1, variants: [grid(view, maxRows, false), grid(view, Math.min(maxRows, 50), true)] },
    { id: "footer", title: "footer", variants: [footer(view)] },
  ];
  return sections.filter((s) => s.variants[0] !== "");
}

/** Trigger evals: the table and every false trigger and miss; shortened, at most five of each. */
function triggerVariants(model: ReportModel, level: number, maxRows: number): string[] {
  const reports = triggerReports(model.run);
  return [triggersSection(reports, level, maxRows), triggersSection(reports, level, Math.min(maxRows, 5))];
}

function headCells(model: ReportModel): CellMap<{ passed: number; runs: number }> {
  const cells = new CellMap<{ passed: number; runs: number }>();
  for (const r of model.run.results) {
    if (r.status === "skipped") continue;
    const cell = cells.upsert(r, () => ({ passed: 0, runs: 0 }));
    cell.runs++;
    if (r.passed) cell.passed++;
  }
  return cells;
}

export function renderMarkdown(model: ReportModel, options: MarkdownOptions = {}): string {
  const sections = markdownSections(model, options);
  if (options.maxChars === undefined) return joinSections(sections.map((s) => s.variants[0]));
  const more = mdLink("full report", model.links?.htmlReportUrl) ?? mdLink("artifacts", model.links?.artifactUrl);
  const note = (left: string[]) =>
    `<sub>Shortened to fit ${formatCount(options.maxChars!)} characters: left out or shortened ${left.join(", ")}.${more ? ` See the ${more}.` : " The HTML report and the artifacts have everything."}</sub>`;
  return fitSections(sections, options.maxChars, note).text;
}
