// What an adaptive run (`--runs auto`) decided: recorded in results.json and
// stability.json (`adaptive`) and shown by every report. Documented in
// docs/stability-json.md and docs/comparison.md ("Adaptive runs").

// The types come from the schema (model/schema/adaptive.ts): the file and the code cannot disagree.

import type { z } from "zod";
import type { adaptiveCellSchema, adaptiveRecordSchema, stopReasonSchema } from "./schema/adaptive.ts";

/**
 * Why a cell got no more runs: "no-drop" (the head is within noise of the base), "regression" (the drop stays
 * significant whatever the remaining runs give), "verdict-decided" (another cell decided the verdict),
 * "max-runs", "settled" (no baseline: its interval is narrow enough), "not-compared" (no baseline for the
 * cell: min-runs), "errored" (every run errored), "budget", "cancelled".
 */
export type StopReason = z.output<typeof stopReasonSchema>;

/** runs: runs it got (errored included); undecided: the budget or a cancellation stopped it while still undecided. */
export type AdaptiveCell = z.output<typeof adaptiveCellSchema>;

/** What an adaptive run decided; `message` is one sentence for reports. */
export type AdaptiveRecord = z.output<typeof adaptiveRecordSchema>;
