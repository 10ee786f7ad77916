// The behaviour diff between a lift's two arms, per cell: the same test a
// comparison runs between base and head (compare/behaviour.ts), with the arm
// that has the skill as the base and the one without it as the head, so a
// cell reads "skill `greet` used in 5/5 → 0/5 runs", "tool `Bash` called in
// 5/5 → 1/5 runs", "turns per run up 80%". Pure; from the arms' full results.

import { CellMap } from "../model/cell.ts";
import type { SkillLift } from "../model/lift.ts";
import type { ExecutionResult } from "../model/result.ts";
import { resultsStability } from "../stability/accumulate.ts";
import { diffBehaviour } from "./behaviour.ts";
import { variantOf } from "./lift-input.ts";

type VariantResult = ExecutionResult & { variant?: string };

/** The lift with each cell's behaviour changes added (a cell with none listed gets none). */
export function withLiftBehaviour(lift: SkillLift, results: Iterable<VariantResult>, defaultVariant = "default"): SkillLift {
  const arms = new CellMap<{ treatment: ExecutionResult[]; control: ExecutionResult[] }>();
  for (const r of results) {
    const variant = variantOf(r, defaultVariant);
    if (variant !== lift.treatment && variant !== lift.control) continue;
    const cell = arms.upsert({ caseId: r.caseId, runnerId: r.runnerId }, () => ({ treatment: [], control: [] }));
    (variant === lift.treatment ? cell.treatment : cell.control).push(r);
  }
  const cells = lift.cells.map((cell) => {
    const arm = arms.get(cell);
    if (!arm || arm.treatment.length === 0 || arm.control.length === 0) return cell;
    const changes = diffBehaviour(resultsStability(cell, arm.treatment), resultsStability(cell, arm.control));
    return changes.length > 0 ? { ...cell, behaviour: changes } : cell;
  });
  return { ...lift, cells };
}
