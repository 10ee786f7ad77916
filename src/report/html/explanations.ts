// The HTML report's "Why the agent failed, in its own words" section (the
// action's `explain: true`): each explained run's questions and the agent's
// answers. Rendered here, as static HTML beside the client's page (like the
// adaptive table), every text escaped: answers are the agent's own words.

import type { ExplanationsFile } from "../../model/explanations.ts";
import { formatDuration } from "../../format.ts";
import { EXPLANATIONS_TITLE } from "../markdown/explanations.ts";
import { escapeHtml, plainText, truncate } from "../sanitize.ts";

export const EXPLANATIONS_STYLE = `
#explanations { max-width: 1400px; margin: 0 auto; padding: 0 24px 24px; }
#explanations .q { font-weight: 600; margin: 12px 0 4px; } #explanations .meta { color: var(--muted); font-size: 12px; }
#explanations pre { white-space: pre-wrap; background: var(--panel); border: 1px solid var(--line); padding: 8px; border-radius: 4px; }
`;

const ANSWER_CHARS = 20_000;

export function explanationsHtml(file: ExplanationsFile): string {
  const runs = file.executions.map((e) => {
    const how = e.mode === "resume" ? "its own session, resumed" : "a fresh session given the original prompt (it did not see its run)";
    const answers = e.answers.map((a) => {
      const where = a.check.location ? ` · ${a.check.location.file}${a.check.location.line ? `:${a.check.location.line}` : ""}` : "";
      const { text, cut } = truncate(plainText(a.answer ?? ""), ANSWER_CHARS);
      const body =
        a.answer !== undefined
          ? `<pre>${escapeHtml(text)}${cut > 0 ? escapeHtml(`\n… ${cut} more characters in explanations.json`) : ""}</pre>`
          : `<p class="meta">No answer: ${escapeHtml(plainText(a.error ?? "the agent gave none"))}</p>`;
      return `<p class="q">${escapeHtml(plainText(a.question))}</p><p class="meta">${escapeHtml(plainText(`${a.check.name}${where} · ${formatDuration(a.durationMs)}`))}</p>${body}`;
    });
    const title = plainText(`${e.caseId} × ${e.runnerId} · run ${e.run} · ${e.status}${e.failureOrigin ? ` (${e.failureOrigin})` : ""}`);
    return `<details open><summary><code>${escapeHtml(title)}</code> <span class="meta">${escapeHtml(how)}</span></summary>${answers.join("")}</details>`;
  });
  return [
    '<section id="explanations">',
    `<h2>${escapeHtml(EXPLANATIONS_TITLE)}</h2>`,
    '<p class="meta">agent-bench asked each agent about the checks its run failed. The answers are the agent\'s own account, not a diagnosis.</p>',
    ...runs,
    "</section>",
  ].join("\n");
}
