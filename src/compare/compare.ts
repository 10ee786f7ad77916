// Baseline vs head → Comparison. Pure and deterministic: the same inputs
// always give the same comparison.

import type { Comparison } from "../model/comparison.ts";
import type { StopReason } from "../model/adaptive.ts";
import type { StabilityFile } from "../model/stability.ts";
import { CellMap, cellIdOf } from "../model/cell.ts";
import { compareCells } from "./cells.ts";
import { runnerDeltas, suiteArm, totals } from "./deltas.ts";
import { pairCells } from "./match.ts";
import { resolveOptions, type CompareOptions, type ResolvedOptions } from "./options.ts";
import { suiteTest } from "./suite-test.ts";
import { diffTreatment } from "./treatment.ts";
import { decideVerdict } from "./verdict.ts";
import { comparisonNotes } from "./notes.ts";

export type { CompareOptions } from "./options.ts";

export function compare(base: StabilityFile | null, head: StabilityFile, options: CompareOptions = {}): Comparison {
  const resolved = resolveOptions(options);
  if (base === null) return withoutBaseline(head, resolved);

  const treatment = diffTreatment(base.treatment, head.treatment, base.runners, head.runners);
  const pairs = pairCells(base, head);
  const results = compareCells(pairs, resolved, stoppedEarly(head));
  const cells = results.cells;
  const test = suiteTest(pairs, resolved);
  const { verdict, why, decidedBy } = decideVerdict(test, results, resolved);
  const comparison: Comparison = {
    schemaVersion: 3,
    verdict,
    why,
    alpha: resolved.alpha,
    levels: { suite: resolved.suiteAlpha, cell: resolved.cellAlpha },
    adjust: resolved.adjust,
    families: results.families,
    decidedBy,
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
    notes: comparisonNotes(base, head, cells, treatment, resolved.maxBaselineAgeDays),
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

/** The cells an adaptive head stopped before max-runs for no drop (or any stop but a regression), with that max-runs. */
function stoppedEarly(head: StabilityFile): CellMap<number> | undefined {
  const record = head.adaptive;
  if (!record?.withBaseline) return undefined;
  const early = record.cells.filter((c) => c.runs < record.maxRuns && !FINAL_STOPS.has(c.stop));
  return new CellMap(early.map((c) => [c, record.maxRuns] as const));
}

/** Stops after which more runs were never going to come or could not change the cell's margins' reach. */
const FINAL_STOPS = new Set<StopReason>(["regression", "max-runs", "not-compared", "errored"]);

function withoutBaseline(head: StabilityFile, resolved: ResolvedOptions): Comparison {
  const { alpha, margin } = resolved;
  const pairs = head.cells.map((cell) => ({ ...cellIdOf(cell), base: null, head: cell, testChanged: false }));
  const { cells } = compareCells(pairs, resolved);
  return {
    schemaVersion: 3,
    verdict: "no-baseline",
    why: { code: "no-baseline" },
    alpha,
    levels: { suite: resolved.suiteAlpha, cell: resolved.cellAlpha },
    adjust: resolved.adjust,
    decidedBy: [],
    margin,
    suite: { base: null, head: suiteArm(head), delta: null, ci: null, pValue: null, pairedCases: 0 },
    cells,
    runners: runnerDeltas(null, head),
    totals: totals(null, head),
    notes: [],
  };
}
