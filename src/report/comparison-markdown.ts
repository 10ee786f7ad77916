// A Comparison as GitHub-flavoured Markdown (`agent-bench compare --format md`,
// and the core of the PR comment). Pure. Case ids, runner ids and warnings are
// user-controlled or agent-controlled text: ids go into code spans, other text
// is escaped, so nothing becomes markup, a link, a mention or an issue reference.

import type { CellComparison, CellTier, Comparison, CostDelta } from "../model/comparison.ts";
import { VERDICT_LABELS } from "./labels.ts";

export interface ComparisonMarkdownOptions {
  /** Heading text (default "agent-bench comparison"). */
  title?: string;
  /** Rows per cell section before "… and N more" (default 50). */
  maxRowsPerSection?: number;
}

const SECTIONS: ReadonlyArray<{ tier: CellTier; title: string; collapsed: boolean }> = [
  { tier: "regressed", title: "🔴 Regressed", collapsed: false },
  { tier: "possible-regression", title: "🟠 Possible regressions", collapsed: false },
  { tier: "improved", title: "🟢 Improved", collapsed: false },
  { tier: "possible-improvement", title: "🟢 Possible improvements", collapsed: false },
  { tier: "insufficient-data", title: "⚪ Insufficient data", collapsed: true },
  { tier: "removed", title: "➖ Removed", collapsed: false },
  { tier: "new", title: "🆕 New", collapsed: true },
  { tier: "unchanged", title: "Unchanged", collapsed: true },
];

export function renderComparisonMarkdown(comparison: Comparison, options: ComparisonMarkdownOptions = {}): string {
  const maxRows = options.maxRowsPerSection ?? 50;
  const verdict = VERDICT_LABELS[comparison.verdict];
  const lines: string[] = [`### ${verdict.icon} ${escapeText(options.title ?? "agent-bench comparison")}: ${verdict.label}`, ""];
  lines.push(`> [!${verdict.alert}]`, `> ${escapeText(comparison.reason)}`, "");
  lines.push(...suiteTable(comparison), "");
  if (comparison.suite.power) {
    const { power, detectableDrop, runsPerCaseFor80 } = comparison.suite.power;
    const minCells = Math.floor(Math.log2(1 / comparison.alpha)) + 1;
    const text =
      runsPerCaseFor80 === undefined
        ? `Power: none; with ${comparison.suite.pairedCases} comparable cells the suite-level test cannot reach significance (it needs at least ${minCells})`
        : `Power to detect a drop of ${points(detectableDrop)}: ${percent(power)}; about ${runsPerCaseFor80} runs per case give 80%`;
    lines.push(`${text}. Significance level ${comparison.alpha}, margin ${points(comparison.margin)}.`, "");
  }
  for (const section of SECTIONS) {
    const cells = comparison.cells.filter((c) => c.tier === section.tier);
    if (cells.length === 0) continue;
    const table = cellTable(cells, maxRows, comparison.suite.base !== null);
    if (section.collapsed) lines.push(`<details><summary>${section.title} (${cells.length})</summary>`, "", ...table, "", "</details>", "");
    else lines.push(`#### ${section.title} (${cells.length})`, "", ...table, "");
  }
  if (comparison.runners.length > 0) lines.push(...runnerTable(comparison), "");
  if (comparison.warnings.length > 0) {
    lines.push("> [!WARNING]", ...comparison.warnings.map((w) => `> - ${escapeText(w)}`), "");
  }
  if (comparison.baseline) {
    const commit = comparison.baseline.commit ? ` at commit ${code(comparison.baseline.commit.sha.slice(0, 12))}` : "";
    lines.push(`<sub>Baseline${commit} from ${escapeText(comparison.baseline.createdAt)}, ${comparison.baseline.runsPerCase} runs per case.</sub>`, "");
  }
  return lines.join("\n");
}

function suiteTable(comparison: Comparison): string[] {
  const { base, head, delta, ci, pValue, pairedCases } = comparison.suite;
  const change = delta === null ? "" : `${signedPoints(delta)} over ${pairedCases} cells${ci ? ` (CI ${signedPoints(ci[0])} to ${signedPoints(ci[1])})` : ""}${pValue === null ? "" : `, ${formatP(pValue)}`}`;
  const t = comparison.totals;
  return [
    "| | Base | Head | Change |",
    "|---|---:|---:|---|",
    `| Pass rate (mean over cells) | ${base ? percent(base.passRate) : "—"} | ${percent(head.passRate)} | ${change} |`,
    `| Runs (errored) | ${base ? `${base.runs} (${base.errored})` : "—"} | ${head.runs} (${head.errored}) | |`,
    costRow("Total duration", t.durationMs, duration),
    costRow("Total tokens", t.tokens, tokens),
    costRow("Total cost", t.costUsd, dollars),
  ];
}

function costRow(label: string, value: CostDelta, format: (n: number) => string): string {
  const cell = (n: number | null): string => (n === null ? "—" : format(n));
  const change = value.delta === null ? "" : `${value.delta >= 0 ? "+" : "-"}${format(Math.abs(value.delta))}${relative(value)}`;
  return `| ${label} | ${cell(value.base)} | ${cell(value.head)} | ${change} |`;
}

function relative(value: CostDelta): string {
  if (value.base === null || value.delta === null || value.base === 0) return "";
  const r = value.delta / value.base;
  return ` (${r >= 0 ? "+" : "-"}${Math.abs(r * 100).toFixed(1)}%)`;
}

function cellTable(cells: readonly CellComparison[], maxRows: number, hasBase: boolean): string[] {
  const rows = cells.slice(0, maxRows).map((c) => {
    const flags = [c.severe ? "broke outright" : "", c.definitionChanged ? "case changed" : "", c.runnerChanged ? "runner changed" : ""].filter(Boolean).join(", ");
    const delta = c.delta === null ? "—" : signedPoints(c.delta);
    const p = c.pValue === null ? "—" : formatNumberP(c.pValue);
    const adjusted = c.adjustedPValue === null ? "—" : formatNumberP(c.adjustedPValue);
    return hasBase
      ? `| ${code(c.caseId)} | ${code(c.runnerId)} | ${arm(c.base)} | ${arm(c.head)} | ${delta} | ${p} | ${adjusted} | ${flags} |`
      : `| ${code(c.caseId)} | ${code(c.runnerId)} | ${arm(c.head)} |`;
  });
  const header = hasBase
    ? ["| Case | Runner | Base | Head | Change | p | Adjusted p | Note |", "|---|---|---:|---:|---:|---:|---:|---|"]
    : ["| Case | Runner | Head |", "|---|---|---:|"];
  const columns = hasBase ? 8 : 3;
  const more = cells.length > maxRows ? [`| … and ${cells.length - maxRows} more |${" |".repeat(columns - 1)}`] : [];
  return [...header, ...rows, ...more];
}

function arm(counts: CellComparison["base"]): string {
  if (!counts) return "—";
  const valid = counts.runs - (counts.errored ?? 0);
  const errored = counts.errored ? `, ${counts.errored} errored` : "";
  const interval = counts.wilson && valid > 0 ? ` [${Math.round(counts.wilson.low * 100)}–${Math.round(counts.wilson.high * 100)}%]` : "";
  return `${counts.passed}/${valid}${interval}${errored}`;
}

function runnerTable(comparison: Comparison): string[] {
  const pair = (d: CostDelta, format: (n: number) => string, signed: (n: number) => string): string => {
    if (d.base === null && d.head === null) return "—";
    const head = d.head === null ? "—" : format(d.head);
    if (d.base === null) return head;
    return `${format(d.base)} → ${head}${d.delta === null ? "" : ` (${signed(d.delta)})`}`;
  };
  const signedWith = (format: (n: number) => string) => (n: number) => `${n >= 0 ? "+" : "-"}${format(Math.abs(n))}`;
  return [
    "| Runner | Pass rate | Duration per run | Tokens per run | Cost per run |",
    "|---|---|---|---|---|",
    ...comparison.runners.map(
      (r) =>
        `| ${code(r.runnerId)} | ${pair(r.passRate, percent, signedPoints)} | ${pair(r.durationMs, duration, signedWith(duration))} | ${pair(r.tokens, tokens, signedWith(tokens))} | ${pair(r.costUsd, dollars, signedWith(dollars))} |`,
    ),
  ];
}

/** Untrusted text as inert Markdown: escaped punctuation, no HTML, no mentions, no issue links, one line. */
export function escapeText(text: string): string {
  return text
    .replace(/[\u0000-\u001f\u007f]+/gu, " ")
    .replace(/[\\`*_{}[\]()#+\-.!|~<>&"':]/gu, (ch) => (ch === "<" ? "&lt;" : ch === ">" ? "&gt;" : ch === "&" ? "&amp;" : `\\${ch}`))
    .replace(/@/gu, "@\u2060")
    .replace(/\\#/gu, "\\#\u2060");
}

/** An id as a code span that survives any content: a fence longer than its backtick runs, pipes escaped for tables. */
export function code(text: string): string {
  const clean = text.replace(/[\u0000-\u001f\u007f]+/gu, " ");
  const longestRun = Math.max(0, ...(clean.match(/`+/gu) ?? []).map((run) => run.length));
  const fence = "`".repeat(longestRun + 1);
  const pad = clean.startsWith("`") || clean.endsWith("`") || clean === "" ? " " : "";
  return `${fence}${pad}${clean.replace(/\|/gu, "\\|")}${pad}${fence}`;
}

function percent(x: number): string {
  return `${(x * 100).toFixed(1)}%`;
}

function points(x: number): string {
  return `${(Math.abs(x) * 100).toFixed(1)} points`;
}

function signedPoints(x: number): string {
  const rounded = Math.round(x * 1000) / 10;
  return `${rounded > 0 ? "+" : rounded < 0 ? "−" : "±"}${Math.abs(rounded).toFixed(1)} pts`;
}

function formatP(p: number): string {
  return p < 0.001 ? "p < 0.001" : `p = ${p.toFixed(3)}`;
}

function formatNumberP(p: number): string {
  return p < 0.001 ? "< 0.001" : p.toFixed(3);
}

function duration(ms: number): string {
  if (ms < 1000) return `${Math.round(ms)} ms`;
  if (ms < 59_950) return `${(ms / 1000).toFixed(1)} s`;
  const seconds = Math.round(ms / 1000);
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes}m ${String(seconds % 60).padStart(2, "0")}s`;
  return `${Math.floor(minutes / 60)}h ${String(minutes % 60).padStart(2, "0")}m`;
}

function tokens(n: number): string {
  if (Math.abs(n) >= 1e6) return `${(n / 1e6).toFixed(2)}M`;
  if (Math.abs(n) >= 1e4) return `${(n / 1e3).toFixed(1)}k`;
  return Math.round(n).toLocaleString("en-US");
}

function dollars(n: number): string {
  return n !== 0 && Math.abs(n) < 0.1 ? `$${n.toFixed(4)}` : `$${n.toFixed(2)}`;
}
