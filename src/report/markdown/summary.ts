// The top of a Markdown report: title, verdict alert, suite headline, run
// notes, and the footer with links. Each function returns one section's text.

import type { DescribedComparison } from "../../model/comparison.ts";
import { formatCost, formatCount, formatDuration, formatRateWithInterval, formatTokens, plural } from "../../format.ts";
import { VERDICT_LABELS } from "../labels.ts";
import { mdCode, mdLink, mdText } from "../sanitize.ts";
import { sharedChangesNote } from "../shared-changes.ts";
import type { ReportView } from "../view.ts";
import { unknownEventNotes } from "../unknown-events.ts";

export function titleSection(view: ReportView, title: string, level: number): string {
  const icon = view.model.comparison ? VERDICT_LABELS[view.model.comparison.verdict].icon : runIcon(view);
  return `${"#".repeat(level)} ${icon} ${mdText(title)}`;
}

function runIcon(view: ReportView): string {
  const c = view.counts;
  if (c.runs === 0) return "⏭️";
  if (c.failed > 0) return "❌";
  if (c.errored > 0) return "💥";
  return "✅";
}

/** The verdict first, as a GitHub alert, in words a reader can act on. */
export function verdictAlert(comparison: DescribedComparison): string {
  const v = VERDICT_LABELS[comparison.verdict];
  return [`> [!${v.alert}]`, `> **${v.icon} ${v.label}.** ${mdText(comparison.reason)}`].join("\n");
}

/** "8 of 9 executions passed: 89% [57–98%]" and the counts, cells, time, tokens and cost. */
export function headline(view: ReportView): string {
  const { run } = view.model;
  const c = view.counts;
  const s = run.summary;
  const first = [
    `**${formatCount(c.passed)} of ${plural(c.runs, "execution")} passed: ${formatRateWithInterval(c.passed, c.runs)}**`,
    c.failed ? `${formatCount(c.failed)} failed` : "",
    c.errored ? `💥 ${formatCount(c.errored)} errored (${erroredCause(run)}, not counted as agent failures)` : "",
    c.skipped ? `${formatCount(c.skipped)} skipped` : "",
    c.expectedFailed ? `${formatCount(c.expectedFailed)} failed as expected` : "",
  ].filter(Boolean);
  const cells = view.stability.summary;
  const failing = view.runners.reduce((n, r) => n + r.failingCells, 0);
  const runners = run.plan.runners.length;
  const second = [
    run.suite.path ? mdCode(run.suite.path, "text") : "",
    `${plural(run.plan.cases.length, "case")} × ${plural(runners, "runner")} × ${plural(run.plan.runs, "run")}`,
    cells.cells > 0
      ? `${formatCount(cells.stableCells)} of ${plural(cells.cells, "cell")} stable${failing > 0 ? `, ${formatCount(failing)} failing every run` : ""}`
      : "",
    `${formatDuration(s.durationMs)} wall time`,
    s.totalTokens !== undefined ? `${formatTokens(s.totalTokens)} tokens` : "",
    s.costUsd !== undefined ? formatCost(s.costUsd) : "",
    run.plan.shard ? `shard ${run.plan.shard.index}/${run.plan.shard.total}` : "",
  ].filter(Boolean);
  return `${first.join(" · ")}\n${second.join(" · ")}`;
}

/** Why executions errored: the infrastructure, or cases using a feature agent-bench cannot run (yao hooks). */
function erroredCause(run: ReportView["model"]["run"]): string {
  const errored = run.results.filter((r) => r.status === "errored");
  const unsupported = errored.filter((r) => r.failureOrigin === "unsupported").length;
  if (unsupported === 0) return "infrastructure";
  return unsupported === errored.length ? "unsupported features" : `${formatCount(unsupported)} unsupported features, the rest infrastructure`;
}

/** Things a reader must not miss about the run itself: cancellation, executions that never ran, runs that shared files, comparison warnings, unknown agent events. */
export function runNotes(view: ReportView): string {
  const s = view.model.run.summary;
  const notes: string[] = [];
  if (s.cancelled) notes.push(`The run was cancelled: ${plural(s.notRun, "planned execution")} did not run, so these numbers are partial.`);
  else if (s.notRun > 0) notes.push(`${plural(s.notRun, "planned execution")} did not run (--fail-fast stopped scheduling after the first failure).`);
  const shared = sharedChangesNote(view.model.run.results);
  if (shared) notes.push(mdText(shared));
  for (const w of view.model.comparison?.warnings ?? []) notes.push(mdText(w));
  for (const w of unknownEventNotes(view.model.run.results)) notes.push(mdText(w));
  if (notes.length === 0) return "";
  return ["> [!WARNING]", ...notes.map((n) => `> - ${n}`)].join("\n");
}

export function footer(view: ReportView): string {
  const { run, links } = view.model;
  const parts = [mdLink("HTML report", links?.htmlReportUrl), mdLink("artifacts", links?.artifactUrl), mdLink("workflow run", links?.runUrl)].filter(
    (p): p is string => p !== undefined,
  );
  const commit = run.environment.commit;
  const commitText = commit ? (mdLink(commit.sha.slice(0, 7), links?.commitUrl) ?? mdCode(commit.sha.slice(0, 7), "text")) : "";
  const made = `agent-bench ${mdText(run.tool.version)}${commitText ? ` · commit ${commitText}` : ""} · ${mdText(run.startedAt.replace("T", " ").replace(/\.\d+Z$/u, " UTC"))}`;
  return `<sub>${[made, ...parts].join(" · ")}</sub>`;
}
