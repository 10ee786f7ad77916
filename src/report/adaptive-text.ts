// The end line of an adaptive run (`--runs auto`) in the terminal: the runs
// spent and, per reason, how many cells stopped there, after how many runs,
// and whether that was a decision (more runs could not change what the
// comparison says), max-runs, or a budget. Plain text. Pure.

import type { AdaptiveRecord, StopReason } from "../model/adaptive.ts";
import { plural } from "../format.ts";
import { STOP_LABELS } from "./labels.ts";

/** Each reason in words, decided ones saying what was decided; the order they are listed in. */
const WHY: ReadonlyArray<[StopReason, string]> = [
  ["regression", `decided: ${STOP_LABELS.regression}`],
  ["verdict-decided", `decided: ${STOP_LABELS["verdict-decided"]} by another cell's regression`],
  ["no-drop", "decided: even max-runs could not show a drop"],
  ["settled", `decided: ${STOP_LABELS.settled} (no baseline to compare with)`],
  ["pool-target", STOP_LABELS["pool-target"]],
  ["max-runs", "at max-runs"],
  ["budget", STOP_LABELS.budget],
  ["cancelled", STOP_LABELS.cancelled],
  ["errored", STOP_LABELS.errored],
  ["not-compared", `${STOP_LABELS["not-compared"]} (no baseline for the cell): min-runs and no more`],
];

/** "adaptive runs: 20 of at most 50 runs; stopped: 5 cells after 4 runs, decided: no drop the remaining runs could still show" */
export function adaptiveEndLine(record: AdaptiveRecord): string {
  const lead =
    record.budgetStop || record.message.startsWith("cancelled") ? record.message : `${record.executions} of at most ${plural(record.maxExecutions, "run")}`;
  const groups = WHY.flatMap(([reason, why]) => {
    const cells = record.cells.filter((c) => c.stop === reason);
    if (cells.length === 0) return [];
    const runs = cells.map((c) => c.runs);
    const low = Math.min(...runs);
    const high = Math.max(...runs);
    return [`${plural(cells.length, "cell")} after ${low === high ? plural(low, "run") : `${low}–${high} runs`}, ${why}`];
  });
  return `adaptive runs: ${lead}${groups.length > 0 ? `; stopped: ${groups.join("; ")}` : ""}`;
}
