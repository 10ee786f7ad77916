// Failures (the agent did not do what the case asks) and errored executions
// (infrastructure: the agent could not run), listed apart. Each failing cell
// is a <details> block with its failed assertions, a short sanitized excerpt of
// the agent's final output and the path of its artifacts.

import { caseLabel } from "../../model/cell.ts";
import type { AssertionResult, ExecutionResult } from "../../model/result.ts";
import { formatCount, formatDuration, plural } from "../format.ts";
import { STATUS_LABELS } from "../labels.ts";
import { htmlCode, htmlText, mdCode, mdCodeBlock, mdText } from "../sanitize.ts";
import { failureMessage, isFailure, type CellView, type ReportView } from "../view.ts";
import { dialogLines } from "./dialog.ts";
import { mdTable } from "./table.ts";

export interface FailureOptions {
  maxCells: number;
  maxRunsPerCell: number;
  excerptChars: number;
}

function failingCells(view: ReportView): CellView[] {
  return view.cells.filter((c) => c.results.some(isFailure));
}

export function failuresSection(view: ReportView, level: number, options: FailureOptions, compact: boolean): string {
  const cells = failingCells(view);
  if (cells.length === 0) return "";
  const runs = cells.reduce((n, c) => n + c.results.filter(isFailure).length, 0);
  const heading = `${"#".repeat(level)} Failures (${plural(cells.length, "cell")}, ${plural(runs, "run")})`;
  const shown = cells.slice(0, options.maxCells);
  const body = compact ? shown.map(compactLine) : shown.map((c) => cellDetails(c, options));
  const more = cells.length > shown.length ? [`… and ${plural(cells.length - shown.length, "more failing cell")} (see the HTML report).`] : [];
  return [heading, compact ? body.join("\n") : body.join("\n\n"), ...more].join("\n\n");
}

function failedRunsText(cell: CellView): string {
  const failed = cell.results.filter(isFailure).length;
  return `${formatCount(failed)} of ${plural(cell.counts.runs, "run")} failed`;
}

function compactLine(cell: CellView): string {
  const first = cell.results.find(isFailure)!;
  return `- ❌ ${mdCode(caseLabel(cell), "text", 120)} · ${mdCode(cell.runnerId, "text")} · ${failedRunsText(cell)}: ${mdText(failureMessage(first), 160)}`;
}

function cellDetails(cell: CellView, options: FailureOptions): string {
  const failed = cell.results.filter(isFailure);
  const summary = `❌ ${htmlCode(caseLabel(cell), 120)} · ${htmlCode(cell.runnerId)} · ${failedRunsText(cell)}: ${htmlText(failureMessage(failed[0]), 160)}`;
  const groups = groupAlike(failed);
  const shown = groups.slice(0, options.maxRunsPerCell).map((g) => runDetails(g, options.excerptChars));
  const rest = groups.slice(options.maxRunsPerCell).flat();
  const more = rest.length
    ? [
        `… and ${plural(rest.length, "more failed run")}: ${rest
          .slice(0, 20)
          .map((r) => `run ${r.run}`)
          .join(", ")}${rest.length > 20 ? ", …" : ""}.`,
      ]
    : [];
  // A blank line after <summary> lets GitHub render the Markdown inside; the closing tag stands on its own line.
  return [`<details><summary>${summary}</summary>`, "", [...shown, ...more].join("\n\n"), "", "</details>"].join("\n");
}

/** Failed runs with the same failure and the same output, shown once (a cell failing 10 times alike is one story). */
function groupAlike(results: ExecutionResult[]): ExecutionResult[][] {
  const groups = new Map<string, ExecutionResult[]>();
  for (const r of results) {
    const key = `${r.status}\u0000${failureMessage(r)}\u0000${r.outputDigest ?? r.finalOutput ?? ""}`;
    const group = groups.get(key);
    if (group) group.push(r);
    else groups.set(key, [r]);
  }
  return [...groups.values()];
}

function runDetails(group: ExecutionResult[], excerptChars: number): string {
  const r = group[0];
  const status = STATUS_LABELS[r.status];
  const which = group.length === 1 ? `Run ${r.run}` : `Runs ${group.map((g) => g.run).join(", ")}`;
  const alike = group.length > 1 ? " (same failure and output)" : "";
  const head = `**${which}** · ${status.label}${alike}${r.failureClass?.label ? ` · ${mdText(r.failureClass.label)}` : ""} · ${formatDuration(r.durationMs)} · artifacts ${mdCode(r.artifactDir, "text")}`;
  const lines = [head, ""];
  const failedAssertions = r.assertions.filter((a) => !a.passed);
  if (failedAssertions.length > 0) {
    lines.push(...failedAssertions.slice(0, 10).map(assertionLine));
    if (failedAssertions.length > 10) lines.push(`- … and ${plural(failedAssertions.length - 10, "more failed assertion")}`);
    lines.push("");
  } else if (r.status === "unexpected-passed") {
    lines.push("- The case is marked as expected to fail, but every assertion passed.", "");
  } else if (r.error) {
    lines.push(`- ${mdText(`${r.error.name}: ${r.error.message}`, 300)}`, "");
  }
  if (r.dialog) {
    lines.push(...dialogLines(r.dialog, Math.max(80, Math.floor(excerptChars / 4))));
  } else if (r.finalOutput !== undefined && r.finalOutput.trim() !== "") {
    lines.push("Final output:", "", mdCodeBlock(r.finalOutput, { max: excerptChars, cutWhere: `${r.artifactDir}/session.json` }));
  } else {
    lines.push("The agent gave no final output.");
  }
  return lines.join("\n");
}

function assertionLine(a: AssertionResult): string {
  const where = a.location ? ` (${mdCode(`${a.location.file}${a.location.line ? `:${a.location.line}` : ""}`, "text")})` : "";
  const soft = a.soft ? " (soft)" : "";
  const detail = a.message ?? (a.expected !== undefined ? `expected ${preview(a.expected)}, got ${preview(a.actual)}` : "failed");
  return `- ❌ ${mdCode(a.name, "text")}${soft}: ${mdText(detail, 300)}${where}`;
}

function preview(value: unknown): string {
  const text = typeof value === "string" ? JSON.stringify(value) : (JSON.stringify(value) ?? String(value));
  return text.length > 120 ? `${text.slice(0, 119)}…` : text;
}

/** Errored executions: the agent never got a fair run, so they are not failures. */
export function erroredSection(view: ReportView, level: number, maxRows: number, compact: boolean): string {
  const errored = view.model.run.results.filter((r) => r.status === "errored");
  if (errored.length === 0) return "";
  const heading = `${"#".repeat(level)} 💥 Errored (${plural(errored.length, "execution")})`;
  const intro =
    "These executions could not give the agent a fair run (the agent could not start, the provider failed, the workspace could not be prepared, the run was cancelled, or the case uses a feature agent-bench cannot run: unsupported). They count as not passed, apart from failures.";
  if (compact) {
    const byOrigin = new Map<string, number>();
    for (const r of errored)
      byOrigin.set(r.failureClass?.label ?? r.failureOrigin ?? "error", (byOrigin.get(r.failureClass?.label ?? r.failureOrigin ?? "error") ?? 0) + 1);
    return [heading, [...byOrigin].map(([label, n]) => `${mdText(label)}: ${formatCount(n)}`).join(" · ")].join("\n\n");
  }
  const rows = errored
    .slice(0, maxRows)
    .map((r) => [
      mdCode(r.caseId, "table", 120),
      mdCode(r.runnerId),
      String(r.run),
      mdText(r.failureClass?.label ?? r.failureOrigin ?? "error"),
      mdText(failureMessage(r), 200),
      mdCode(r.artifactDir),
    ]);
  const more = errored.length > maxRows ? [`… and ${plural(errored.length - maxRows, "more errored execution")}.`] : [];
  return [heading, intro, mdTable(["Case", "Runner", "Run", "Cause", "Message", "Artifacts"], rows, "llrlll"), ...more].join("\n\n");
}
