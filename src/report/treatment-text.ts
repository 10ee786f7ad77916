// One runner setting that changed since the baseline, as a phrase every
// report shares: "Runner `claude` model: `sonnet` → `opus`", and for a file
// a runner's settings name (a script, an agent program) a sentence instead of
// the data's "content → modified": "Runner `scripted`'s file
// `evals/agent.json` was modified". Markdown passes its code-span maker, the
// terminal and the HTML page their own.

import type { TreatmentChanges } from "../model/treatment.ts";

type SettingChange = TreatmentChanges["settings"][number];

/** How a runner's file changed, from the markers the comparison records ("content", "modified", "(none)"); undefined for any other setting. */
export function runnerFileChange(base: string, head: string): "added" | "removed" | "modified" | undefined {
  if (base === "content" && head === "modified") return "modified";
  if (base === "(none)" && head === "content") return "added";
  if (base === "content" && head === "(none)") return "removed";
  return undefined;
}

/** The setting's change as one phrase; `text` makes plain words safe (Markdown escapes them), `code` shows a value. */
export function settingPhrase(s: SettingChange, code: (value: string) => string, text: (words: string) => string = (w) => w): string {
  if (s.runnerId === "") return `${text(s.field.replace(/^workspace /u, "Workspace "))}: ${code(s.base)} → ${code(s.head)}`;
  const file = runnerFileChange(s.base, s.head);
  if (file) return `Runner ${code(s.runnerId)}'s file ${code(s.field)} was ${file}`;
  return `Runner ${code(s.runnerId)} ${code(s.field)}: ${code(s.base)} → ${code(s.head)}`;
}
