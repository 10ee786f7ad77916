// Builds stability files from pass counts, for compare tests and simulations.

import type { StabilityFile, StabilityRunner } from "../../src/model/stability.ts";
import { cellStability, type RunRecord } from "../../src/stability/cell-stats.ts";
import type { Rng } from "../../src/stats/prng.ts";

export interface CellSpec {
  caseId: string;
  runnerId?: string;
  passed: number;
  runs: number;
  errored?: number;
  fingerprint?: string;
  durationMs?: number;
  tokens?: number;
  costUsd?: number;
  /** More of each run's record (behaviour labels, turns, failure class), by run index 0..runs-1. */
  record?: (run: number, outcome: RunRecord["outcome"]) => Partial<RunRecord>;
}

export function stabilityFile(cells: readonly CellSpec[], extra: Partial<StabilityFile> = {}): StabilityFile {
  const built = cells.map((spec) => {
    const records: RunRecord[] = [];
    const errored = spec.errored ?? 0;
    for (let i = 0; i < spec.runs; i++) {
      const outcome = i < spec.passed ? "passed" : i < spec.runs - errored ? "failed" : "errored";
      const record: RunRecord = { outcome, durationMs: spec.durationMs ?? 1000 };
      if (spec.tokens !== undefined) record.tokens = spec.tokens;
      if (spec.costUsd !== undefined) record.costUsd = spec.costUsd;
      if (outcome !== "errored") record.output = "same";
      records.push({ ...record, ...spec.record?.(i, outcome) });
    }
    return cellStability(spec.caseId, spec.runnerId ?? "agent", spec.fingerprint ?? `fp-${spec.caseId}`, records);
  });
  const runnerIds = [...new Set(built.map((c) => c.runnerId))];
  const runners: StabilityRunner[] = runnerIds.map((id) => ({ id, type: "scripted", model: "m1", version: "1.0.0" }));
  const executions = built.reduce((s, c) => s + c.runs, 0);
  const passed = built.reduce((s, c) => s + c.passed, 0);
  const costs = built.filter((c) => c.costUsd !== null);
  return {
    schemaVersion: 2,
    tool: { name: "agent-bench", version: "0.1.0" },
    createdAt: "2026-01-10T00:00:00.000Z",
    suite: { path: "suite.jsonl", fingerprint: "suite" },
    runsPerCase: Math.max(0, ...cells.map((c) => c.runs)),
    runners,
    cells: built,
    summary: {
      cases: new Set(built.map((c) => c.caseId)).size,
      cells: built.length,
      executions,
      passed,
      failed: built.reduce((s, c) => s + c.failed, 0),
      errored: built.reduce((s, c) => s + c.errored, 0),
      passRate: executions === 0 ? 0 : passed / executions,
      stableCells: built.filter((c) => c.classification === "stable").length,
      unstableCells: built.filter((c) => c.classification !== "stable").length,
      costUsd: costs.length === 0 ? null : costs.reduce((s, c) => s + c.costUsd!.total, 0),
      durationMs: built.reduce((s, c) => s + c.durationMs.mean * c.runs, 0),
    },
    ...extra,
  };
}

/** Heterogeneous true pass rates like a real suite: mostly reliable, some flaky, a few hard (mean ≈ 0.75). */
export function suiteRates(cases: number, rng: Rng): number[] {
  return Array.from({ length: cases }, () => {
    const u = rng.next();
    if (u < 0.4) return 0.9 + 0.1 * rng.next();
    if (u < 0.8) return 0.6 + 0.3 * rng.next();
    return 0.2 + 0.4 * rng.next();
  });
}
