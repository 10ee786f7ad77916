// The comparison's explanations for a terminal, the same sections the
// Markdown shows: "What the agent did differently" (the behaviour changes of
// each changed cell) and "What changed for the agent" (files, runner settings,
// CLI versions). Plain indented text; every label, path and value from the
// repository or the agent is made terminal-safe.

import { caseLabel } from "../../model/cell.ts";
import type { CellComparison } from "../../model/comparison.ts";
import type { TreatmentChanges } from "../../model/treatment.ts";
import { behaviourPhrase } from "../behaviour-text.ts";
import { plural } from "../format.ts";
import { TIER_LABELS } from "../labels.ts";
import { oneLine, terminalSafe, truncate } from "../sanitize.ts";
import { settingPhrase } from "../treatment-text.ts";

/** One line of untrusted text for the terminal, cut to `max` characters. */
function label(text: string, max = 120): string {
  const { text: kept, cut } = truncate(oneLine(text), max);
  return terminalSafe(cut > 0 ? `${kept} …` : kept);
}

export function behaviourText(cells: readonly CellComparison[]): string {
  const explained = cells.filter((c) => c.behaviour && c.behaviour.length > 0);
  if (explained.length === 0) return "";
  const lines = ["What the agent did differently:"];
  for (const cell of explained) {
    lines.push(`  ${TIER_LABELS[cell.tier].label}: ${label(caseLabel(cell))} on ${label(cell.runnerId, 60)}`);
    for (const change of cell.behaviour ?? []) lines.push(`    - ${behaviourPhrase(change, (l) => label(l))}`);
  }
  return lines.join("\n");
}

export function treatmentText(changes: TreatmentChanges | undefined): string {
  if (!changes) return "";
  const heading = "What changed for the agent:";
  const lines: string[] = [];
  const files = (name: string, list: readonly string[]) => {
    if (list.length === 0) return;
    const shown = list.slice(0, 30).map((f) => label(f, 200));
    lines.push(`  ${name}: ${shown.join(", ")}${list.length > 30 ? ` and ${plural(list.length - 30, "more file")}` : ""}`);
  };
  files("Modified", changes.files.modified);
  files("Added", changes.files.added);
  files("Removed", changes.files.removed);
  if (changes.files.omittedChanged) lines.push("  Some of the workspace files past the listing limit changed (see stability.json)");
  for (const s of changes.settings.slice(0, 50))
    lines.push(
      `  ${settingPhrase(
        s,
        (v) => label(v, 200),
        (w) => label(w, 200),
      )}`,
    );
  for (const v of changes.versions) {
    lines.push(
      `  Runner ${label(v.runnerId, 60)} agent CLI version: ${label(v.base, 60)} → ${label(v.head, 60)} (pin it if this change did not mean to change it)`,
    );
  }
  if (lines.length === 0) {
    return changes.known
      ? `${heading} nothing (the same workspace files, skills, instruction files, runner settings and CLI versions as the baseline)`
      : `${heading} unknown (the baseline was written by an older agent-bench that did not record what the agent was given)`;
  }
  const unknown = changes.known ? "" : "\n  (the baseline did not record its workspace files and runner settings: only these differences could be seen)";
  return `${heading}\n${lines.join("\n")}${unknown}`;
}
