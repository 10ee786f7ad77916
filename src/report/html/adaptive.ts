// The HTML report's adaptive-runs section (--runs auto): per cell the runs it
// got and why it stopped, folded. Rendered here, as static HTML beside the
// client's page (like the trends), every text escaped.

import type { AdaptiveRecord } from "../../model/adaptive.ts";
import { escapeHtml } from "../sanitize.ts";
import { STOP_LABELS } from "../labels.ts";

export const ADAPTIVE_STYLE = `
#adaptive { max-width: 1400px; margin: 0 auto; padding: 0 24px 24px; }
#adaptive table { border-collapse: collapse; font-size: 13px; } #adaptive th, #adaptive td { text-align: left; padding: 2px 12px 2px 0; border-bottom: 1px solid var(--line); }
#adaptive td.n { text-align: right; } #adaptive .undecided { color: var(--warn); }
`;

/** At most this many rows: a 1,000-cell suite's table would dwarf the page. */
const MAX_ROWS = 500;

export function adaptiveHtml(record: AdaptiveRecord): string {
  const rows = record.cells.slice(0, MAX_ROWS).map((c) => {
    const why = escapeHtml(STOP_LABELS[c.stop]);
    return `<tr><td><code>${escapeHtml(c.caseId)}</code></td><td><code>${escapeHtml(c.runnerId)}</code></td><td class="n">${c.runs}</td><td${c.undecided ? ' class="undecided"' : ""}>${why}</td></tr>`;
  });
  const more = record.cells.length > MAX_ROWS ? `<p>… and ${record.cells.length - MAX_ROWS} more cells (results.json has them all)</p>` : "";
  return [
    '<section id="adaptive">',
    `<details><summary>Adaptive runs (${record.minRuns}–${record.maxRuns} per cell): ${escapeHtml(record.message)}. Runs per cell and why each stopped</summary>`,
    "<table><thead><tr><th>case</th><th>runner</th><th>runs</th><th>stopped because</th></tr></thead><tbody>",
    ...rows,
    `</tbody></table>${more}</details>`,
    "</section>",
  ].join("\n");
}
