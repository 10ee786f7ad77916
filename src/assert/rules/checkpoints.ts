// yao's checkpoints, turn by turn: after each agent turn, every checkpoint not
// yet reached whose `after` checkpoints are all reached (earlier turns, or
// earlier in the list this turn) is checked against that turn; it is reached
// when all its rules pass. Reached checkpoints stay reached.

import type { CheckpointSpec } from "../../model/case.ts";
import type { CheckpointRecord } from "../../model/result.ts";
import { runRules } from "./run.ts";
import type { RuleSource } from "./compile.ts";
import type { RuleInput } from "./types.ts";

export function initialCheckpoints(specs: readonly CheckpointSpec[]): CheckpointRecord[] {
  return specs.map((s) => ({ id: s.id, ...(s.description ? { description: s.description } : {}), required: s.required, reached: false }));
}

export interface CheckpointTurn {
  /** Checkpoints first reached this turn. */
  reached: string[];
  /** Rules whose check itself broke (a judge that could not decide): the case cannot be judged. */
  crashes: string[];
}

/** Checks the pending checkpoints against one turn; updates `records` in place. */
export async function checkCheckpoints(
  specs: readonly CheckpointSpec[],
  records: CheckpointRecord[],
  turn: number,
  input: RuleInput,
  source: RuleSource,
): Promise<CheckpointTurn> {
  const result: CheckpointTurn = { reached: [], crashes: [] };
  const byId = new Map(records.map((r) => [r.id, r]));
  for (const spec of specs) {
    const record = byId.get(spec.id)!;
    if (record.reached) continue;
    if (!spec.after.every((dep) => byId.get(dep)?.reached)) {
      record.message = `waits for ${spec.after
        .filter((dep) => !byId.get(dep)?.reached)
        .map((d) => JSON.stringify(d))
        .join(", ")}`;
      continue;
    }
    const outcome = await runRules(spec.rules, input, source, undefined);
    if (outcome.crashes.length > 0) {
      result.crashes.push(...outcome.crashes.map((c) => `checkpoint "${spec.id}": ${c}`));
      record.message = outcome.crashes.join("; ");
      continue;
    }
    const messages = outcome.results.map((r) => r.message).filter((m): m is string => typeof m === "string" && m !== "");
    if (outcome.failures.length === 0) {
      record.reached = true;
      record.reachedAtTurn = turn;
      record.message = messages.join("; ");
      result.reached.push(spec.id);
    } else {
      record.message = `turn ${turn}: ${outcome.failures.join("; ")}`;
    }
  }
  return result;
}

export function allRequiredReached(records: readonly CheckpointRecord[]): boolean {
  return records.every((r) => !r.required || r.reached);
}
