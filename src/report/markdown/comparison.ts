// The base comparison of a Markdown report: the suite's change with its
// interval, then only the cells that changed, each arm with its Wilson
// interval ("never a red arrow without its interval").

import type { ArmCounts, CellComparison, Comparison, CostDelta } from "../../model/comparison.ts";
import { formatCost, formatCount, formatDuration, formatP, formatPercent, formatRateWithInterval, formatRelative, formatSigned, formatSignedPoints, formatTokens, plural } from "../format.ts";
import { CHANGED_TIERS, TIER_LABELS, TIER_ORDER } from "../labels.ts";
import { mdCode, mdText } from "../sanitize.ts";

export function comparisonSection(comparison: Comparison, level: number, maxRows: number, compact: boolean): string {
  if (!comparison.suite.base) return "";
  const heading = `${"#".repeat(level)} Compared with the base${baselineText(comparison)}`;
  const changed = TIER_ORDER.flatMap((tier) => comparison.cells.filter((c) => c.tier === tier && CHANGED_TIERS.has(tier)));
  const shown = compact ? changed.filter((c) => c.tier === "regressed" || c.tier === "possible-regression" || c.tier === "removed") : changed;
  const parts = [heading];
  if (!compact) parts.push(suiteTable(comparison));
  if (shown.length > 0) parts.push(cellTable(shown, maxRows));
  else if (!compact) parts.push("No cell changed.");
  parts.push(quietCells(comparison, compact ? changed.length - shown.length : 0));
  return parts.filter(Boolean).join("\n\n");
}

function baselineText(comparison: Comparison): string {
  const b = comparison.baseline;
  if (!b) return "";
  const commit = b.commit ? ` ${mdCode(b.commit.sha.slice(0, 7), "text")}` : "";
  return `${commit} (${plural(b.runsPerCase, "run")} per case, ${mdText(b.createdAt.slice(0, 10))})`;
}

function suiteTable(comparison: Comparison): string {
  const { base, head, delta, ci, pValue, pairedCases } = comparison.suite;
  const change =
    delta === null
      ? "–"
      : `${formatSignedPoints(delta)} over ${plural(pairedCases, "cell")}${ci ? ` (95% CI ${formatSignedPoints(ci[0])} to ${formatSignedPoints(ci[1])})` : ""}${pValue === null ? "" : `, p ${pValue < 0.001 ? "< 0.001" : `= ${formatP(pValue)}`}`}`;
  const t = comparison.totals;
  return [
    "| | Base | Head | Change |",
    "|---|---:|---:|---|",
    `| Pass rate (mean over cells) | ${base ? formatPercent(base.passRate) : "–"} | ${formatPercent(head.passRate)} | ${change} |`,
    `| Runs (errored) | ${base ? `${formatCount(base.runs)} (${formatCount(base.errored)})` : "–"} | ${formatCount(head.runs)} (${formatCount(head.errored)}) | |`,
    costRow("Duration", t.durationMs, formatDuration),
    costRow("Tokens", t.tokens, formatTokens),
    costRow("Cost", t.costUsd, formatCost),
  ].join("\n");
}

function costRow(label: string, d: CostDelta, format: (n: number) => string): string {
  const cell = (n: number | null) => (n === null ? "–" : format(n));
  const relative = formatRelative(d.base, d.delta);
  const change = d.delta === null ? "" : `${formatSigned(d.delta, format)}${relative ? ` (${relative})` : ""}`;
  return `| ${label} | ${cell(d.base)} | ${cell(d.head)} | ${change} |`;
}

function cellTable(cells: readonly CellComparison[], maxRows: number): string {
  const rows = cells.slice(0, maxRows).map((c) => {
    const tier = TIER_LABELS[c.tier];
    const notes = [c.severe ? "broke outright" : "", c.definitionChanged ? "case changed" : "", c.runnerChanged ? "runner changed" : ""].filter(Boolean);
    const p = c.pValue === null ? "–" : `${formatP(c.pValue)}${c.adjustedPValue === null ? "" : ` (${formatP(c.adjustedPValue)})`}`;
    return `| ${tier.icon} ${tier.label}${notes.length ? ` (${notes.join(", ")})` : ""} | ${mdCode(c.caseId, "table", 120)} | ${mdCode(c.runnerId)} | ${arm(c.base)} | ${arm(c.head)} | ${c.delta === null ? "–" : formatSignedPoints(c.delta)} | ${p} |`;
  });
  const more = cells.length > maxRows ? [`\n… and ${plural(cells.length - maxRows, "more changed cell")} (see the HTML report).`] : [];
  return ["| Tier | Case | Runner | Base | Head | Change | p (adjusted) |", "|---|---|---|---:|---:|---:|---:|", ...rows, ...more].join("\n");
}

/** "9/10 [60–98%]", with errored runs (left out of the rate) named apart. */
export function arm(counts: ArmCounts | null): string {
  if (!counts) return "–";
  const errored = counts.errored ?? 0;
  const valid = counts.runs - errored;
  const rate = valid > 0 ? ` ${formatRateWithInterval(counts.passed, valid, counts.wilson)}` : "";
  return `${formatCount(counts.passed)}/${formatCount(valid)}${rate}${errored ? `, ${formatCount(errored)} errored` : ""}`;
}

function quietCells(comparison: Comparison, hiddenChanges: number): string {
  const count = (tier: CellComparison["tier"]) => comparison.cells.filter((c) => c.tier === tier).length;
  const parts = [
    hiddenChanges > 0 ? `${plural(hiddenChanges, "other changed cell")} not listed` : "",
    count("unchanged") ? `${plural(count("unchanged"), "cell")} unchanged` : "",
    count("insufficient-data") ? `${plural(count("insufficient-data"), "cell")} with too few runs to tell (insufficient data)` : "",
  ].filter(Boolean);
  return parts.length ? `${parts.join(" · ")}.` : "";
}
