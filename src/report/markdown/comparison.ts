// The one comparison renderer in Markdown: the section the PR comment, the
// check summary, the job summary and the Markdown report show (the suite's
// change with its interval, then only the cells that changed, each arm with
// its Wilson interval: "never a red arrow without its interval"), and the same
// section as a document of its own for `agent-bench compare` and `run --base`.

import { caseLabel } from "../../model/cell.ts";
import type { CellComparison, Comparison, CostDelta, DescribedComparison } from "../../model/comparison.ts";
import { arm, cellP, suiteChange } from "../comparison-phrases.ts";
import {
  formatCost,
  formatCount,
  formatDuration,
  formatLevel,
  formatPercent,
  formatPoints,
  formatRelative,
  formatSigned,
  formatSignedPoints,
  formatTokens,
  plural,
} from "../format.ts";
import { CHANGED_TIERS, TIER_LABELS, TIER_ORDER, VERDICT_LABELS } from "../labels.ts";
import { mdCode, mdText } from "../sanitize.ts";
import { poolPhrase, poolShortfall } from "../pool-phrase.ts";
import { behaviourSection } from "./behaviour.ts";
import { verdictAlert } from "./summary.ts";
import { mdTable } from "./table.ts";
import { treatmentSection } from "./treatment.ts";

export interface ComparisonMarkdownOptions {
  /** Heading text (default "agent-bench comparison"). */
  title?: string;
  /** Rows of the changed-cells table before "… and N more" (default 100). */
  maxRows?: number;
}

/** A Comparison on its own: the title and verdict, the comparison section with every behaviour change, the per-runner changes and the warnings. */
export function renderComparisonMarkdown(comparison: DescribedComparison, options: ComparisonMarkdownOptions = {}): string {
  const verdict = VERDICT_LABELS[comparison.verdict];
  const parts = [`### ${verdict.icon} ${mdText(options.title ?? "agent-bench comparison")}: ${verdict.label}`, verdictAlert(comparison)];
  parts.push(comparisonSection(comparison, 4, options.maxRows ?? 100, false, Infinity));
  if (comparison.suite.base && comparison.runners.length > 0) parts.push(`#### Runners\n\n${runnerDeltaTable(comparison)}`);
  if (comparison.warnings.length > 0) parts.push(["> [!WARNING]", ...comparison.warnings.map((w) => `> - ${mdText(w)}`)].join("\n"));
  return `${parts.filter(Boolean).join("\n\n")}\n`;
}

/** `behaviourLines`: behaviour changes listed per changed cell (the PR comment shows 3, `compare` all). */
export function comparisonSection(comparison: Comparison, level: number, maxRows: number, compact: boolean, behaviourLines = 3): string {
  if (!comparison.suite.base) return "";
  const heading = `${"#".repeat(level)} Compared with the base${baselineText(comparison)}`;
  const changed = TIER_ORDER.flatMap((tier) => comparison.cells.filter((c) => c.tier === tier && CHANGED_TIERS.has(tier)));
  const shown = compact ? changed.filter((c) => c.tier === "regressed" || c.tier === "possible-regression" || c.tier === "removed") : changed;
  const parts = [heading, poolLine(comparison)];
  if (!compact) parts.push(suiteTable(comparison));
  const quiet = quietCells(comparison, compact ? changed.length - shown.length : 0);
  if (shown.length > 0) parts.push(cellTable(shown, maxRows));
  else if (!compact && !quiet) parts.push("No cell changed significantly.");
  parts.push(quiet);
  parts.push(behaviourSection(shown.slice(0, maxRows), level + 1, behaviourLines));
  parts.push(treatmentSection(comparison.treatment, level + 1, compact));
  if (!compact) parts.push(readingNote(comparison));
  return parts.filter(Boolean).join("\n\n");
}

/** One collapsed line on adjusted p, the cell family, power and the margin; no advice to add runs once a regression is found. */
function readingNote(comparison: Comparison): string {
  const { suite, cell } = comparison.levels;
  // The family compare() counted (present whenever there is a base, the only time this note shows).
  const family = comparison.families?.regression.size ?? 0;
  const power = comparison.suite.power;
  let powerText = "";
  if (power && comparison.verdict !== "regression") {
    powerText =
      power.runsPerCaseFor80 === undefined
        ? " With so few runs the suite-level test cannot reach significance, even if every base run passed and every head run failed."
        : ` These runs had ${formatPercent(power.power, 0)} power to detect a drop of ${formatPoints(power.detectableDrop)}${power.power < 0.8 ? `; about ${power.runsPerCaseFor80} runs per case would give 80%` : ""}.`;
  }
  const method = comparison.adjust === "holm" ? "Holm, each cell counted by the chance it had of a p that small" : "Benjamini–Hochberg";
  const perCell =
    `p is Fisher's exact test per cell, one-sided. Only the cells whose passes could reach significance at all count in the adjustment: a cell that passed every run on both sides (or failed every run) cannot, so it is left out. ` +
    (family === 0 ? "Here no cell could, so none was adjusted. " : `Adjusted p corrects p over the ${plural(family, "cell")} that could (${method}). `);
  const text =
    perCell +
    `A cell regresses when its adjusted p is at most ${formatLevel(cell)}; the suite regresses when its pass rate falls by at least the margin of ${formatPoints(comparison.margin)} with a suite-level p of at most ${formatLevel(suite)}. ` +
    `The two levels add up to α = ${comparison.alpha}, so a pull request that changes nothing fails at most ${formatPercent(comparison.alpha, 0)} of the time.${powerText}`;
  return `<details><summary>How to read these numbers</summary>\n\n${text}\n\n</details>`;
}

function baselineText(comparison: Comparison): string {
  const b = comparison.baseline;
  if (!b) return "";
  const commit = b.commit ? ` ${mdCode(b.commit.sha.slice(0, 7), "text")}` : "";
  // A pooled base's runs per case are on the line below the heading.
  return `${commit} (${b.pool ? "" : `${plural(b.runsPerCase, "run")} per case, `}${mdText(b.createdAt.slice(0, 10))})`;
}

/** "base: 20 runs over 6 commits (a1b2c3d…f4e5d6c)": where a pooled base's counts came from, and why some fell short. */
function poolLine(comparison: Comparison): string {
  const pool = comparison.baseline?.pool;
  if (!pool) return "";
  const short = poolShortfall(pool);
  const pooled =
    pool.runIds.length > 1 ? ", pooled from the base branch's push runs while each case's test, the treatment and the agent CLI versions stayed the same" : "";
  return `${mdText(poolPhrase(pool))}${pooled}${short ? ` (${mdText(short)})` : ""}.`;
}

function suiteTable(comparison: Comparison): string {
  const { base, head } = comparison.suite;
  const t = comparison.totals;
  return mdTable(
    ["", "Base", "Head", "Change"],
    [
      ["Pass rate (mean over cells)", base ? formatPercent(base.passRate) : "–", formatPercent(head.passRate), suiteChange(comparison) || "–"],
      [
        "Runs (errored)",
        base ? `${formatCount(base.runs)} (${formatCount(base.errored)})` : "–",
        `${formatCount(head.runs)} (${formatCount(head.errored)})`,
        "",
      ],
      costRow("Duration", t.durationMs, formatDuration),
      costRow("Tokens", t.tokens, formatTokens),
      costRow("Cost", t.costUsd, formatCost),
    ],
    "lrrl",
  );
}

function costRow(label: string, d: CostDelta, format: (n: number) => string): string[] {
  const cell = (n: number | null) => (n === null ? "–" : format(n));
  const relative = formatRelative(d.base, d.delta);
  const change = d.delta === null ? "" : `${formatSigned(d.delta, format)}${relative ? ` (${relative})` : ""}`;
  return [label, cell(d.base), cell(d.head), change];
}

function cellTable(cells: readonly CellComparison[], maxRows: number): string {
  const rows = cells.slice(0, maxRows).map((c) => {
    const tier = TIER_LABELS[c.tier];
    const notes = [c.severe ? "broke outright" : ""].filter(Boolean);
    return [
      `${tier.icon} ${tier.label}${notes.length ? ` (${notes.join(", ")})` : ""}`,
      mdCode(caseLabel(c), "table", 120),
      mdCode(c.runnerId),
      arm(c.base),
      arm(c.head),
      c.delta === null ? "–" : formatSignedPoints(c.delta),
      cellP(c),
    ];
  });
  const more = cells.length > maxRows ? `\n\n… and ${plural(cells.length - maxRows, "more changed cell")} (see the HTML report).` : "";
  return mdTable(["Tier", "Case", "Runner", "Base", "Head", "Change", "p (adjusted)"], rows, "lllrrrr") + more;
}

function quietCells(comparison: Comparison, hiddenChanges: number): string {
  const count = (tier: CellComparison["tier"]) => comparison.cells.filter((c) => c.tier === tier).length;
  const parts = [
    hiddenChanges > 0 ? `${plural(hiddenChanges, "other changed cell")} not listed` : "",
    count("no-significant-change") ? `${plural(count("no-significant-change"), "cell")} with no significant change` : "",
    count("insufficient-data") ? `${plural(count("insufficient-data"), "cell")} with too few runs to tell (insufficient data)` : "",
  ].filter(Boolean);
  return parts.length ? `${parts.join(" · ")}.` : "";
}

/** Per runner, base → head: pass rate, and duration, tokens and cost per run. */
function runnerDeltaTable(comparison: Comparison): string {
  const pair = (d: CostDelta, format: (n: number) => string, signed: (n: number) => string): string => {
    if (d.base === null && d.head === null) return "–";
    const head = d.head === null ? "–" : format(d.head);
    if (d.base === null) return head;
    return `${format(d.base)} → ${head}${d.delta === null ? "" : ` (${signed(d.delta)})`}`;
  };
  const signed = (format: (n: number) => string) => (n: number) => formatSigned(n, format);
  return mdTable(
    ["Runner", "Pass rate", "Duration per run", "Tokens per run", "Cost per run"],
    comparison.runners.map((r) => [
      mdCode(r.runnerId),
      pair(r.passRate, (n) => formatPercent(n), formatSignedPoints),
      pair(r.durationMs, formatDuration, signed(formatDuration)),
      pair(r.tokens, formatTokens, signed(formatTokens)),
      pair(r.costUsd, formatCost, signed(formatCost)),
    ]),
  );
}
