// What the engine asks of adaptive runs (--runs auto): the engine runs rounds,
// adaptive/ decides them. Here, beside its implementation (rounds.ts), so that
// adaptive/ needs nothing from execute/.

import type { AdaptiveRecord } from "../model/adaptive.ts";
import type { ExecutionResult } from "../model/result.ts";
import type { StabilityFile } from "../model/stability.ts";
import type { PlannedExecution } from "../plan/plan.ts";

/** Where later rounds come from: the plan's executions are round 1. */
export interface RoundSource {
  /** After a round: the next one's executions, given the stability so far (empty: done). */
  next(stability: StabilityFile): PlannedExecution[];
  /** Checked before each execution starts: true stops scheduling (a budget ran out); runs in flight finish. */
  shouldStop(): boolean;
  /** Each finished result (its cost counts against the budget). */
  record(result: ExecutionResult): void;
  /** What the rounds decided, given the final stability: it goes into both files. */
  finish(stability: StabilityFile, cancelled: boolean): AdaptiveRecord;
}
