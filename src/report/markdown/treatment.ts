// "What changed for the agent": the treatment diff between the baseline and
// the head, the first thing a reviewer checks against the verdict (did this PR
// change the skill the failing case uses?). File paths and settings come from
// the repository and the config, so they are shown as code.

import type { TreatmentChanges } from "../../model/treatment.ts";
import { plural } from "../../format.ts";
import { mdCode, mdText } from "../sanitize.ts";
import { settingPhrase } from "../treatment-text.ts";

export function treatmentSection(changes: TreatmentChanges | undefined, level: number, compact: boolean): string {
  if (!changes) return "";
  const heading = `${"#".repeat(level)} What changed for the agent`;
  const maxFiles = compact ? 5 : 30;
  const lines: string[] = [];
  const files = (label: string, list: readonly string[]) => {
    if (list.length === 0) return;
    const shown = list.slice(0, maxFiles).map((f) => mdCode(f, "text", 200));
    const more = list.length > maxFiles ? ` and ${plural(list.length - maxFiles, "more file")}` : "";
    lines.push(`- ${label}: ${shown.join(", ")}${more}`);
  };
  files("Modified", changes.files.modified);
  files("Added", changes.files.added);
  files("Removed", changes.files.removed);
  if (changes.files.omittedChanged) lines.push("- Some of the workspace files past the listing limit changed (see stability.json)");
  for (const s of changes.settings.slice(0, compact ? 10 : 50)) lines.push(`- ${settingPhrase(s, (v) => mdCode(v, "text", 200), mdText)}`);
  for (const v of changes.versions) {
    lines.push(
      `- ⚠️ Runner ${mdCode(v.runnerId, "text")} agent CLI version: ${mdCode(v.base, "text")} → ${mdCode(v.head, "text")} (pin it if this pull request did not mean to change it)`,
    );
  }
  if (lines.length === 0) {
    return changes.known
      ? `${heading}\n\nNothing: the same workspace files, skills, instruction files, runner settings and CLI versions as the baseline.`
      : `${heading}\n\nUnknown: the baseline was written by an older agent-bench that did not record what the agent was given.`;
  }
  const unknown = changes.known
    ? ""
    : "\n\nThe baseline did not record its workspace files and runner settings (older agent-bench): only these differences could be seen.";
  return `${heading}\n\n${lines.join("\n")}${unknown}`;
}
