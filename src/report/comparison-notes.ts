// The comparison's notes in words: what a reader should know before trusting
// it, with the remedy that fits where it was made. Plain text: renderers
// escape it.

import type { ComparisonNote } from "../model/comparison.ts";
import type { ComparisonSetting } from "./comparison-setting.ts";
import { plural } from "../format.ts";

export function noteText(note: ComparisonNote, setting: ComparisonSetting): string {
  const branch = setting.base === "branch";
  switch (note.code) {
    case "no-fingerprints":
      return `The baseline was written by agent-bench ${note.toolVersion}, which did not record what each case tests: a changed prompt or assertion cannot be detected against it, so every cell is compared. ${branch ? "The next run on the base branch fixes this." : "A baseline made by this agent-bench fixes this."}`;
    case "adaptive-baseline":
      return `The baseline is an adaptive run that adapted to a baseline of its own (--runs auto with a base): it stopped cells whose runs looked fine, so its pass rates lean high and this comparison leans towards a drop. ${branch ? "Compare with a push run's baseline instead." : "Compare with a baseline run without --base instead."}`;
    case "cli-version":
      return `Runner "${note.runnerId}" ran a different agent CLI version (${note.base} → ${note.head}): its effect is mixed into this comparison. Pin the CLI version if ${setting.pullRequest ? "this pull request did not mean to change it" : "the head was not meant to run another one"}.`;
    case "case-changed":
      return `${plural(note.cells, "cell")} changed ${note.cells === 1 ? "its case" : "their cases"} since the baseline (prompt, assertions, expected values or timeout): head numbers shown, not compared.`;
    case "new-cells":
      return `${plural(note.cells, "cell")} not in the baseline (new): not compared.`;
    case "removed-cells":
      return `${plural(note.cells, "cell")} of the baseline did not run on the head (removed, filtered out or skipped): a missing cell is not a pass.`;
    case "errored-runs":
      return `${plural(note.runs, "run")} errored (infrastructure, not the agent) and ${note.runs === 1 ? "was" : "were"} left out of the tests.`;
    case "old-baseline":
      return `The baseline is ${note.days} days older than this run: agents and their APIs drift, so refresh it with ${branch ? "a run on the base branch" : "a new run of the base"}.`;
  }
}
