// Why an adaptive run's cell stopped, in words: shared by the Markdown and
// HTML reports (results.json keeps the ids).

import type { StopReason } from "../model/adaptive.ts";

export const STOP_LABELS: Record<StopReason, string> = {
  "no-drop": "no drop",
  regression: "regressed whatever the remaining runs give",
  "verdict-decided": "verdict already decided",
  "max-runs": "max-runs",
  settled: "pass rate settled",
  "not-compared": "not compared",
  errored: "every run errored",
  budget: "budget ran out (undecided)",
  cancelled: "cancelled (undecided)",
};
