// A Comparison as plain aligned text for a terminal (`agent-bench compare` on
// a TTY): the verdict and its reason, the suite's change, the cells that
// changed, what the agent did differently, what changed for it and the
// per-runner numbers. No Markdown: nothing to escape, nothing
// to render. Agent-controlled text (case and runner ids) is made terminal-safe.

import { caseLabel } from "../../model/cell.ts";
import type { CellComparison, Comparison, CostDelta, DescribedComparison } from "../../model/comparison.ts";
import { arm, cellP, suiteChange } from "../comparison-phrases.ts";
import { formatCost, formatDuration, formatPercent, formatSigned, formatSignedPoints, formatTokens, plural } from "../format.ts";
import { CHANGED_TIERS, TIER_LABELS, TIER_ORDER, VERDICT_LABELS } from "../labels.ts";
import { terminalSafe } from "../sanitize.ts";
import { poolPhrase, poolShortfall } from "../pool-phrase.ts";
import { behaviourText, treatmentText } from "./sections.ts";
import { alignTable } from "./table.ts";

export function renderComparisonText(comparison: DescribedComparison, maxRows = 100): string {
  const verdict = VERDICT_LABELS[comparison.verdict];
  const parts = [`${verdict.label}: ${terminalSafe(comparison.reason)}`];
  if (comparison.suite.base) {
    const pool = comparison.baseline?.pool;
    if (pool) parts.push([poolPhrase(pool), poolShortfall(pool)].filter(Boolean).join("; "));
    parts.push(suiteLines(comparison));
    const changed = TIER_ORDER.flatMap((tier) => comparison.cells.filter((c) => c.tier === tier && CHANGED_TIERS.has(tier)));
    parts.push(changed.length ? cellLines(changed, maxRows) : "No cell changed significantly.");
    const quiet = comparison.cells.filter((c) => !CHANGED_TIERS.has(c.tier)).length;
    if (quiet && changed.length) parts.push(`${plural(quiet, "other cell")} with no significant change or too few runs to tell.`);
    parts.push(behaviourText(changed.slice(0, maxRows)), treatmentText(comparison.treatment));
    if (comparison.runners.length) parts.push(runnerLines(comparison));
  }
  if (comparison.warnings.length) parts.push(comparison.warnings.map((w) => `warning: ${terminalSafe(w)}`).join("\n"));
  return `${parts.filter(Boolean).join("\n\n")}\n`;
}

function suiteLines(comparison: Comparison): string {
  const { base, head } = comparison.suite;
  const t = comparison.totals;
  const row = (label: string, d: CostDelta, format: (n: number) => string) => [
    label,
    d.base === null ? "–" : format(d.base),
    d.head === null ? "–" : format(d.head),
    d.delta === null ? "" : formatSigned(d.delta, format),
  ];
  return alignTable([
    ["", "base", "head", "change"],
    ["pass rate", base ? formatPercent(base.passRate) : "–", formatPercent(head.passRate), suiteChange(comparison)],
    row("duration", t.durationMs, formatDuration),
    row("tokens", t.tokens, formatTokens),
    row("cost", t.costUsd, formatCost),
  ]);
}

function cellLines(cells: readonly CellComparison[], maxRows: number): string {
  const rows = cells
    .slice(0, maxRows)
    .map((c) => [
      `${TIER_LABELS[c.tier].label}${c.severe ? " (broke outright)" : ""}`,
      terminalSafe(caseLabel(c)),
      terminalSafe(c.runnerId),
      arm(c.base),
      arm(c.head),
      c.delta === null ? "–" : formatSignedPoints(c.delta),
      cellP(c),
    ]);
  const more = cells.length > maxRows ? `\n… and ${plural(cells.length - maxRows, "more changed cell")}` : "";
  return `${alignTable([["tier", "case", "runner", "base", "head", "change", "p (adjusted)"], ...rows])}${more}`;
}

function runnerLines(comparison: Comparison): string {
  const pair = (d: CostDelta, format: (n: number) => string) =>
    d.base === null && d.head === null ? "–" : `${d.base === null ? "–" : format(d.base)} → ${d.head === null ? "–" : format(d.head)}`;
  return alignTable([
    ["runner", "pass rate", "duration per run", "tokens per run", "cost per run"],
    ...comparison.runners.map((r) => [
      terminalSafe(r.runnerId),
      pair(r.passRate, (n) => formatPercent(n)),
      pair(r.durationMs, formatDuration),
      pair(r.tokens, formatTokens),
      pair(r.costUsd, formatCost),
    ]),
  ]);
}
