// What a run tells whoever follows it (the terminal's progress, the Actions
// log, custom reporters) as it goes. The engine calls it; report/ owns it, so
// a reporter needs nothing from execute/.

import type { ExecutionResult, RunFile } from "../model/result.ts";
import type { StabilityFile } from "../model/stability.ts";
import type { Plan, PlannedExecution } from "../plan/plan.ts";

export interface RunListener {
  onStart?(info: { plan: Plan; outDir: string; parallel: number }): void;
  onExecutionStart?(execution: PlannedExecution): void;
  onExecutionEnd?(result: ExecutionResult): void;
  onWarning?(message: string): void;
  onFinish?(run: RunFile, stability: StabilityFile): void | Promise<void>;
}
