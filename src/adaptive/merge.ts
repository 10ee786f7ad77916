// The shards of an adaptive run, merged: each shard adapted its own cells, so
// the merged record lists every shard's cells and adds up their runs. Pure.

import type { AdaptiveRecord } from "../model/adaptive.ts";
import { adaptiveMessage } from "./rounds.ts";

export function mergeAdaptive(records: readonly (AdaptiveRecord | undefined)[]): AdaptiveRecord | undefined {
  const present = records.filter((r): r is AdaptiveRecord => r !== undefined);
  if (present.length === 0) return undefined;
  const first = present[0];
  const cells = present.flatMap((r) => r.cells);
  const executions = present.reduce((s, r) => s + r.executions, 0);
  const maxExecutions = present.reduce((s, r) => s + r.maxExecutions, 0);
  const undecided = present.reduce((s, r) => s + r.undecided, 0);
  const budgetStop = present.find((r) => r.budgetStop)?.budgetStop;
  const cancelled = cells.some((c) => c.stop === "cancelled");
  const { budgetStop: _, ...rest } = first;
  void _;
  return {
    ...rest,
    withBaseline: present.every((r) => r.withBaseline),
    rounds: Math.max(...present.map((r) => r.rounds)),
    executions,
    maxExecutions,
    ...(budgetStop ? { budgetStop } : {}),
    undecided,
    message: adaptiveMessage(
      budgetStop,
      cancelled,
      executions,
      maxExecutions,
      undecided,
      present.every((r) => r.withBaseline),
    ),
    cells,
  };
}
