// One cell's statistics from the records of its runs.

import { roundCost } from "../model/result-math.ts";
import type { StabilityCell, StabilityClassification } from "../model/stability.ts";
import { distribution } from "../stats/descriptive.ts";
import { passKTable } from "../stats/pass-at-k.ts";
import { wilsonInterval } from "../stats/wilson.ts";
import { behaviourProfile, type BehaviourRecord } from "./behaviour.ts";

/** What the accumulator keeps of one execution: no text, only labels for the behaviour profile. */
export interface RunRecord extends BehaviourRecord {
  outcome: "passed" | "failed" | "errored";
  durationMs: number;
  tokens?: number;
  costUsd?: number;
  /** outputHash() of the final output; absent for errored runs. */
  output?: string;
  failureClass?: string;
}

export function classify(passRate: number): StabilityClassification {
  if (passRate >= 1) return "stable";
  if (passRate >= 0.8) return "mostly-stable";
  if (passRate >= 0.5) return "unstable";
  return "highly-unstable";
}

/**
 * Share of the non-errored runs whose normalized final output is the most
 * common one: 1 when all agree, 1/n when all differ, 0 when every run errored.
 */
export function consistency(outputs: readonly string[]): number {
  if (outputs.length === 0) return 0;
  const counts = new Map<string, number>();
  let most = 0;
  for (const output of outputs) {
    const count = (counts.get(output) ?? 0) + 1;
    counts.set(output, count);
    most = Math.max(most, count);
  }
  return most / outputs.length;
}

export function cellStability(caseId: string, runnerId: string, testFingerprint: string, records: readonly RunRecord[], variant?: string): StabilityCell {
  const runs = records.length;
  let passed = 0;
  let failed = 0;
  let errored = 0;
  const failureClasses: Record<string, number> = {};
  for (const record of records) {
    if (record.outcome === "passed") passed++;
    else if (record.outcome === "failed") failed++;
    else errored++;
    if (record.failureClass !== undefined) failureClasses[record.failureClass] = (failureClasses[record.failureClass] ?? 0) + 1;
  }
  const passRate = runs === 0 ? 0 : passed / runs;
  const tokens = records.flatMap((r) => (r.tokens === undefined ? [] : [r.tokens]));
  const costs = records.flatMap((r) => (r.costUsd === undefined ? [] : [r.costUsd]));
  return {
    caseId,
    runnerId,
    ...(variant !== undefined ? { variant } : {}),
    testFingerprint,
    runs,
    passed,
    failed,
    errored,
    passRate,
    wilson: wilsonInterval(passed, runs),
    ...passKTable(runs, passed),
    classification: classify(passRate),
    consistency: consistency(records.flatMap((r) => (r.outcome === "errored" || r.output === undefined ? [] : [r.output]))),
    durationMs: distribution(records.map((r) => r.durationMs)),
    tokens: sumAndMean(tokens),
    costUsd: roundedCost(sumAndMean(costs)),
    failureClasses,
    // Results from an older agent-bench carry no behaviour: no profile rather than an empty one.
    ...(records.some((r) => r.behaviour) ? { behaviour: behaviourProfile(records.filter((r) => r.outcome !== "errored")) } : {}),
  };
}

function sumAndMean(values: readonly number[]): { mean: number; total: number } | null {
  if (values.length === 0) return null;
  const total = values.reduce((sum, v) => sum + v, 0);
  return { mean: total / values.length, total };
}

/** Dollars to 1e-10: sums of binary fractions otherwise print as 0.010499999999999999. */
function roundedCost(value: { mean: number; total: number } | null): { mean: number; total: number } | null {
  return value === null ? null : { mean: roundCost(value.mean), total: roundCost(value.total) };
}
