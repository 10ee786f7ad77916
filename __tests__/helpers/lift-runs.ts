// Simulated runs of a suite with and without a skill, for the lift's
// calibration tests: each case has its own pass rate and cost scale; a run
// passes with the arm's rate and costs a log-normal amount around the case's
// scale (about 30% spread, as real agent runs vary). Seeded.

import type { LiftRecord } from "../../src/compare/lift-input.ts";
import type { Rng } from "../../src/stats/prng.ts";

export const WITH = "default";
export const WITHOUT = "without:greet";

export interface Scenario {
  cases: number;
  runs: number;
  /** The control's pass rate of case i. */
  rate: (i: number) => number;
  /** The treatment's, from the control's (no-op: the same). */
  lift?: (control: number) => number;
  /** Treatment cost / control cost (1: no change). */
  costRatio?: number;
  /** The share of runs that error (infrastructure). */
  errorRate?: number;
}

/** Typical suites: most cases pass almost always, some are flaky, a few rarely pass. */
export function mixedRate(rng: Rng): (i: number) => number {
  const rates = new Map<number, number>();
  return (i) => {
    if (!rates.has(i)) {
      const u = rng.next();
      rates.set(i, u < 0.5 ? 0.9 + 0.1 * rng.next() : u < 0.85 ? 0.4 + 0.5 * rng.next() : 0.1 * rng.next());
    }
    return rates.get(i)!;
  };
}

export function simulateRuns(s: Scenario, rng: Rng): LiftRecord[] {
  const records: LiftRecord[] = [];
  for (let i = 0; i < s.cases; i++) {
    const control = s.rate(i);
    const treatment = s.lift ? Math.min(1, Math.max(0, s.lift(control))) : control;
    const scale = 0.02 + 0.2 * rng.next();
    for (const [variant, rate, ratio] of [
      [WITH, treatment, s.costRatio ?? 1],
      [WITHOUT, control, 1],
    ] as const) {
      for (let r = 0; r < s.runs; r++) {
        const errored = rng.next() < (s.errorRate ?? 0);
        const passed = rng.next() < rate;
        const cost = scale * ratio * Math.exp(0.3 * gaussian(rng));
        records.push({
          caseId: `case-${i + 1}`,
          runnerId: "claude",
          variant,
          status: errored ? "errored" : passed ? "passed" : "failed",
          durationMs: Math.round(20_000 * Math.exp(0.4 * gaussian(rng))),
          costUsd: cost,
          usage: { totalTokens: Math.round(cost * 1e6) },
          turns: 3 + rng.int(6),
          behaviour: { skills: variant === WITH && rng.next() < 0.9 ? ["greet"] : [] },
        });
      }
    }
  }
  return records;
}

function gaussian(rng: Rng): number {
  const u = 1 - rng.next();
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * rng.next());
}
