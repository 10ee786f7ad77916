// A Comparison on its own as GitHub-flavoured Markdown (`agent-bench compare`,
// `agent-bench run --base`): the title and verdict, then the same comparison
// section the PR comment and the Markdown report use (markdown/comparison.ts),
// the per-runner changes and the warnings. Pure.

import type { Comparison } from "../model/comparison.ts";
import { VERDICT_LABELS } from "./labels.ts";
import { comparisonSection, runnerDeltaTable } from "./markdown/comparison.ts";
import { verdictAlert } from "./markdown/summary.ts";
import { mdText } from "./sanitize.ts";

export interface ComparisonMarkdownOptions {
  /** Heading text (default "agent-bench comparison"). */
  title?: string;
  /** Rows of the changed-cells table before "… and N more" (default 100). */
  maxRows?: number;
}

export function renderComparisonMarkdown(comparison: Comparison, options: ComparisonMarkdownOptions = {}): string {
  const verdict = VERDICT_LABELS[comparison.verdict];
  const parts = [`### ${verdict.icon} ${mdText(options.title ?? "agent-bench comparison")}: ${verdict.label}`, verdictAlert(comparison)];
  parts.push(comparisonSection(comparison, 4, options.maxRows ?? 100, false, Infinity));
  if (comparison.suite.base && comparison.runners.length > 0) parts.push(`#### Runners\n\n${runnerDeltaTable(comparison)}`);
  if (comparison.warnings.length > 0) parts.push(["> [!WARNING]", ...comparison.warnings.map((w) => `> - ${mdText(w)}`)].join("\n"));
  return `${parts.filter(Boolean).join("\n\n")}\n`;
}
