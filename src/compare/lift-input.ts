// What a lift reads: execution results of one run with variants, each with the
// variant it ran under. Grouped into cells (case × runner) with the
// treatment's and the control's results side by side. Skipped results are not
// runs; errored ones are counted but say nothing about the agent.

import { CellMap } from "../model/cell.ts";
import type { ExecutionResult } from "../model/result.ts";
import type { Usage } from "../model/session.ts";

/** The part of an ExecutionResult a lift reads, and the variant it ran under (absent: the unmodified treatment). */
export type LiftRecord = Pick<ExecutionResult, "caseId" | "runnerId" | "status" | "durationMs" | "costUsd" | "turns"> & {
  variant?: string;
  usage?: Pick<Usage, "totalTokens" | "inputTokens" | "outputTokens">;
  behaviour?: { skills: readonly string[] };
};

export interface ArmRecords {
  caseId: string;
  runnerId: string;
  treatment: LiftRecord[];
  control: LiftRecord[];
}

/** The variant a record ran under, `default` when it names none. */
export function variantOf(record: LiftRecord, defaultVariant: string): string {
  return record.variant ?? defaultVariant;
}

/** Cells in the order their first result came, each with the results of both variants (others left out). */
export function groupArms(records: Iterable<LiftRecord>, treatment: string, control: string, defaultVariant = "default"): ArmRecords[] {
  const cells = new CellMap<ArmRecords>();
  for (const record of records) {
    if (record.status === "skipped") continue;
    const variant = variantOf(record, defaultVariant);
    if (variant !== treatment && variant !== control) continue;
    const cell = cells.upsert({ caseId: record.caseId, runnerId: record.runnerId }, () => ({
      caseId: record.caseId,
      runnerId: record.runnerId,
      treatment: [],
      control: [],
    }));
    (variant === treatment ? cell.treatment : cell.control).push(record);
  }
  return [...cells.values()];
}
