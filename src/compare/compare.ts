// Baseline vs head → Comparison. Pure and deterministic: the only randomness
// (the Monte Carlo fallback of the sign-flip test) is seeded.

import type { Comparison } from "../model/comparison.ts";
import type { StabilityFile } from "../model/stability.ts";
import { formatPercent, plural } from "../report/format.ts";
import { compareCells } from "./cells.ts";
import { runnerDeltas, suiteArm, totals } from "./deltas.ts";
import { pairCells } from "./match.ts";
import { resolveOptions, type CompareOptions, type ResolvedOptions } from "./options.ts";
import { suiteTest } from "./suite-test.ts";
import { diffTreatment } from "./treatment.ts";
import { decideVerdict } from "./verdict.ts";
import { comparisonWarnings } from "./warnings.ts";

export type { CompareOptions } from "./options.ts";

export function compare(base: StabilityFile | null, head: StabilityFile, options: CompareOptions = {}): Comparison {
  const resolved = resolveOptions(options);
  if (base === null) return withoutBaseline(head, resolved);

  const treatment = diffTreatment(base.treatment, head.treatment, base.runners, head.runners);
  const pairs = pairCells(base, head);
  const cells = compareCells(pairs, resolved);
  const test = suiteTest(pairs, resolved);
  const { verdict, reason } = decideVerdict(test, cells, resolved);
  const comparison: Comparison = {
    schemaVersion: 2,
    verdict,
    reason,
    alpha: resolved.alpha,
    levels: { suite: resolved.suiteAlpha, cell: resolved.cellAlpha },
    adjust: resolved.adjust,
    margin: resolved.margin,
    suite: {
      base: suiteArm(base),
      head: suiteArm(head),
      delta: test.delta,
      ci: test.ci,
      pValue: test.delta === null ? null : test.delta < 0 ? test.pLess : test.pGreater,
      pairedCases: test.cells,
    },
    cells,
    runners: runnerDeltas(base, head),
    totals: totals(base, head),
    baseline: {
      createdAt: base.createdAt,
      runsPerCase: base.runsPerCase,
      ...(base.commit ? { commit: base.commit } : {}),
      ...(base.pool ? { pool: base.pool } : {}),
    },
    treatment,
    warnings: comparisonWarnings(base, head, cells, treatment, resolved.maxBaselineAgeDays),
  };
  if (test.cells > 0) {
    comparison.suite.power = {
      detectableDrop: test.detectableDrop,
      power: test.power,
      ...(test.runsPerCaseFor80 !== undefined ? { runsPerCaseFor80: test.runsPerCaseFor80 } : {}),
    };
  }
  return comparison;
}

function withoutBaseline(head: StabilityFile, resolved: ResolvedOptions): Comparison {
  const { alpha, margin } = resolved;
  const arm = suiteArm(head);
  const pairs = head.cells.map((cell) => ({ caseId: cell.caseId, runnerId: cell.runnerId, base: null, head: cell, testChanged: false }));
  const cells = compareCells(pairs, resolved);
  return {
    schemaVersion: 2,
    verdict: "no-baseline",
    reason: `No baseline to compare with: the head passed ${formatPercent(arm.passRate)} on average over ${plural(head.cells.length, "cell")} (${plural(arm.runs, "run")}). Run agent-bench on the base branch to get one.`,
    alpha,
    levels: { suite: resolved.suiteAlpha, cell: resolved.cellAlpha },
    adjust: resolved.adjust,
    margin,
    suite: { base: null, head: arm, delta: null, ci: null, pValue: null, pairedCases: 0 },
    cells,
    runners: runnerDeltas(null, head),
    totals: totals(null, head),
    warnings: [],
  };
}
