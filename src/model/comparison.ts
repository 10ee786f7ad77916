// The comparison of a head run with the base branch's baseline.
// Explained in docs/comparison.md.

export type Verdict = "regression" | "possible-regression" | "inconclusive" | "no-change" | "improvement" | "no-baseline";

export type CellTier =
  | "regressed"
  | "possible-regression"
  | "improved"
  | "possible-improvement"
  | "unchanged"
  | "insufficient-data"
  | "new"
  | "removed";

export interface ArmCounts {
  passed: number;
  runs: number;
  passRate: number;
  errored?: number;
  wilson?: { low: number; high: number };
}

export interface CellComparison {
  caseId: string;
  runnerId: string;
  tier: CellTier;
  base: ArmCounts | null;
  head: ArmCounts | null;
  /** head.passRate - base.passRate (negative is worse). */
  delta: number | null;
  /** One-sided exact test in the direction of the change. */
  pValue: number | null;
  adjustedPValue: number | null;
  /** The severity guard fired: a reliable cell broke outright. */
  severe?: boolean;
  definitionChanged: boolean;
  runnerChanged: boolean;
}

export interface SuiteArm {
  passRate: number;
  runs: number;
  cases: number;
  errored: number;
  costUsd: number | null;
  durationMs: number;
  tokens: number | null;
}

export interface CostDelta {
  base: number | null;
  head: number | null;
  delta: number | null;
}

export interface RunnerDelta {
  runnerId: string;
  passRate: CostDelta;
  durationMs: CostDelta;
  tokens: CostDelta;
  costUsd: CostDelta;
}

export interface Comparison {
  schemaVersion: 1;
  verdict: Verdict;
  /** One sentence a reader can act on ("12 more runs per case would detect a 10-point drop"). */
  reason: string;
  alpha: number;
  margin: number;
  suite: {
    base: SuiteArm | null;
    head: SuiteArm;
    /** head - base pass rate over the paired cases. */
    delta: number | null;
    ci: [number, number] | null;
    pValue: number | null;
    /** Estimated power to detect a drop of `margin`, and the runs per case that would give 80%. */
    power?: { detectableDrop: number; power: number; runsPerCaseFor80?: number };
    pairedCases: number;
  };
  cells: CellComparison[];
  runners: RunnerDelta[];
  totals: { durationMs: CostDelta; tokens: CostDelta; costUsd: CostDelta };
  baseline?: { commit?: { sha: string; ref?: string }; createdAt: string; runsPerCase: number };
  warnings: string[];
}
