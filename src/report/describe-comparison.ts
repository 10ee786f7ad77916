// A comparison with its words: report/ alone turns compare()'s codes and
// figures into the reason and the warnings, once, where the comparison is
// made; every report, comparison.json and `compare --format json` then show
// the same sentences.

import type { Comparison, DescribedComparison } from "../model/comparison.ts";
import { noteText } from "./comparison-notes.ts";
import type { ComparisonSetting } from "./comparison-setting.ts";
import { verdictReason } from "./verdict-reason.ts";

export type { ComparisonSetting } from "./comparison-setting.ts";

/** The reason follows the verdict and the warnings the notes, as a reader of the JSON looks for them. */
export function describeComparison(comparison: Comparison, setting: ComparisonSetting): DescribedComparison {
  const { schemaVersion, verdict, ...rest } = comparison;
  const warnings = comparison.notes.map((note) => noteText(note, setting));
  return { schemaVersion, verdict, reason: verdictReason(comparison, setting), ...rest, warnings };
}
