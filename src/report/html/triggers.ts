// The HTML report's skill-triggering section (trigger evals): precision,
// recall and F1 per skill × runner with intervals, and the false triggers and
// misses. Static HTML beside the client's page (like the adaptive runs), every
// text escaped.

import { escapeHtml, htmlText } from "../sanitize.ts";
import { TRIGGER_COLUMNS, TRIGGER_METHOD, triggerCells, type TriggerQuery, type TriggerReport } from "../triggers.ts";

export const TRIGGERS_STYLE = `
#triggers { max-width: 1400px; margin: 0 auto; padding: 0 24px 24px; }
#triggers table { border-collapse: collapse; font-size: 13px; } #triggers th, #triggers td { text-align: left; padding: 2px 12px 2px 0; border-bottom: 1px solid var(--line); }
#triggers .method { color: var(--muted); font-size: 12px; }
`;

/** At most this many queries per list. */
const MAX_QUERIES = 200;

export function triggersHtml(reports: readonly TriggerReport[]): string {
  const rows = reports.map((r) => {
    const cells = [`<code>${escapeHtml(r.skill)}</code>`, `<code>${escapeHtml(r.runner)}</code>`, ...triggerCells(r).map(escapeHtml)];
    return `<tr>${cells.map((c) => `<td>${c}</td>`).join("")}</tr>`;
  });
  const lists = reports.flatMap((r) => [
    ...queryList(`False triggers of ${r.skill} on ${r.runner} (used though it should not be)`, r.falseTriggers),
    ...queryList(`Misses of ${r.skill} on ${r.runner} (not used though it should be)`, r.misses),
  ]);
  return [
    '<section id="triggers">',
    "<h2>Skill triggering</h2>",
    `<table><thead><tr>${TRIGGER_COLUMNS.map((c) => `<th>${c}</th>`).join("")}</tr></thead><tbody>`,
    ...rows,
    "</tbody></table>",
    `<p class="method">${escapeHtml(TRIGGER_METHOD)}</p>`,
    ...lists,
    "</section>",
  ].join("\n");
}

function queryList(title: string, queries: readonly TriggerQuery[]): string[] {
  if (queries.length === 0) return [];
  const items = queries.slice(0, MAX_QUERIES).map((q) => `<li><code>${escapeHtml(q.caseId)}</code> ${q.used}/${q.runs} runs: ${htmlText(q.query, 500)}</li>`);
  const more = queries.length > MAX_QUERIES ? [`<li>… and ${queries.length - MAX_QUERIES} more</li>`] : [];
  return [`<h3>${escapeHtml(title)}</h3>`, "<ul>", ...items, ...more, "</ul>"];
}
