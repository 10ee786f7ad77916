// Duration, token and cost deltas: per runner as the average per run (so a
// different number of runs does not look like a change), and for the suite as
// totals (what each run cost).

import type { CostDelta, RunnerDelta, SuiteArm } from "../model/comparison.ts";
import type { StabilityCell, StabilityFile } from "../model/stability.ts";
import { roundCost } from "../model/result-math.ts";
import { agentRate } from "./cells.ts";

export function suiteArm(file: StabilityFile): SuiteArm {
  return {
    passRate: meanRate(file.cells) ?? 0,
    runs: file.summary.executions,
    cases: file.summary.cases,
    errored: file.summary.errored,
    costUsd: file.summary.costUsd,
    durationMs: file.summary.durationMs,
    tokens: totalTokens(file.cells),
  };
}

export function runnerDeltas(base: StabilityFile | null, head: StabilityFile): RunnerDelta[] {
  const ids = [
    ...new Set([
      ...head.runners.map((r) => r.id),
      ...head.cells.map((c) => c.runnerId),
      ...(base?.runners.map((r) => r.id) ?? []),
      ...(base?.cells.map((c) => c.runnerId) ?? []),
    ]),
  ];
  return ids.map((runnerId) => {
    const b = base ? base.cells.filter((c) => c.runnerId === runnerId) : null;
    const h = head.cells.filter((c) => c.runnerId === runnerId);
    const of = (pick: (cells: readonly StabilityCell[]) => number | null): CostDelta =>
      delta(b && b.length > 0 ? pick(b) : null, h.length > 0 ? pick(h) : null);
    return {
      runnerId,
      passRate: of(meanRate),
      durationMs: of((cells) => perRun(cells, (c) => c.durationMs.mean)),
      tokens: of((cells) => perRun(cells, (c) => c.tokens?.mean ?? null)),
      costUsd: dollars(of((cells) => perRun(cells, (c) => c.costUsd?.mean ?? null))),
    };
  });
}

export function totals(base: StabilityFile | null, head: StabilityFile): { durationMs: CostDelta; tokens: CostDelta; costUsd: CostDelta } {
  return {
    durationMs: delta(base ? base.summary.durationMs : null, head.summary.durationMs),
    tokens: delta(base ? totalTokens(base.cells) : null, totalTokens(head.cells)),
    costUsd: dollars(delta(base ? base.summary.costUsd : null, head.summary.costUsd)),
  };
}

function dollars(value: CostDelta): CostDelta {
  const round = (n: number | null): number | null => (n === null ? null : roundCost(n));
  return { base: round(value.base), head: round(value.head), delta: round(value.delta) };
}

function delta(base: number | null, head: number | null): CostDelta {
  return { base, head, delta: base === null || head === null ? null : head - base };
}

/** Unweighted mean over cells of the pass rate over non-errored runs: each cell counts once. */
function meanRate(cells: readonly StabilityCell[]): number | null {
  const rates = cells.flatMap((c) => {
    const rate = agentRate(c);
    return rate === null ? [] : [rate];
  });
  return rates.length === 0 ? null : rates.reduce((sum, r) => sum + r, 0) / rates.length;
}

/** Run-weighted mean of a per-cell mean over the cells that report it. */
function perRun(cells: readonly StabilityCell[], pick: (c: StabilityCell) => number | null): number | null {
  let sum = 0;
  let runs = 0;
  for (const cell of cells) {
    const value = pick(cell);
    if (value === null || cell.runs === 0) continue;
    sum += value * cell.runs;
    runs += cell.runs;
  }
  return runs === 0 ? null : sum / runs;
}

function totalTokens(cells: readonly StabilityCell[]): number | null {
  const reported = cells.filter((c) => c.tokens !== null);
  return reported.length === 0 ? null : reported.reduce((sum, c) => sum + c.tokens!.total, 0);
}
