// Calibration of the adaptive design by simulation (used by the tests and by
// the `adaptive` bench item): simulated pull requests are compared once with a
// fixed number of head runs and once adaptively, on the same random runs (the
// adaptive head sees a prefix of the fixed head's runs), so the difference
// between the two designs is the design, not the dice. Pure and seeded.

import { compare } from "../compare/compare.ts";
import type { StabilityFile } from "../model/stability.ts";
import { cellStability, type RunRecord } from "../stability/cell-stats.ts";
import { createRng, type Rng } from "../stats/prng.ts";
import { decideRound, type CellCounts } from "./decide.ts";
import type { AdaptiveSettings } from "./options.ts";

export interface Scenario {
  cases: number;
  /** Share of cells whose pass rate drops, and by how much (0.2 = 20 points). */
  dropShare: number;
  drop: number | readonly [number, number];
  /** Base runs per cell (the baseline). */
  baseRuns: number;
  /** Head runs per cell of the fixed design. */
  fixedRuns: number;
  pullRequests: number;
  seed: number;
  /** True pass rates are uniform over this range (0.3–1.0). */
  rates?: readonly [number, number];
}

export interface DesignResult {
  /** Share of PRs whose verdict is `regression`. */
  regression: number;
  /** Mean head executions per PR. */
  executions: number;
}

export interface ScenarioResult {
  fixed: DesignResult;
  adaptive: DesignResult;
  /** On the same runs: PRs only the fixed design flagged, and PRs only the adaptive one flagged. */
  onlyFixed: number;
  onlyAdaptive: number;
  /** Monte Carlo standard error of adaptive − fixed `regression` rates, paired PR by PR. */
  pairedSe: number;
}

export function simulateScenario(scenario: Scenario, settings: AdaptiveSettings): ScenarioResult {
  const rng = createRng(scenario.seed);
  let fixedRegressions = 0;
  let adaptiveRegressions = 0;
  let fixedExecutions = 0;
  let adaptiveExecutions = 0;
  let onlyFixed = 0;
  let onlyAdaptive = 0;
  // Enough runs drawn per cell for any design up to 20 runs, so designs with different max-runs see the same runs.
  const headRuns = Math.max(scenario.fixedRuns, settings.maxRuns, 20);
  for (let pr = 0; pr < scenario.pullRequests; pr++) {
    // Pass rates spread over 0.3–1.0; some cells drop.
    const [low, high] = scenario.rates ?? [0.3, 1];
    const rates = Array.from({ length: scenario.cases }, () => low + (high - low) * rng.next());
    const headRates = rates.map((p) => (rng.next() < scenario.dropShare ? Math.max(0, p - dropOf(scenario.drop, rng)) : p));
    const basePasses = rates.map((p) => rng.binomial(scenario.baseRuns, p));
    const outcomes = headRates.map((p) => Array.from({ length: headRuns }, () => rng.next() < p));
    const base = file(basePasses.map((passed) => ({ passed, runs: scenario.baseRuns })));
    const fixedHead = file(outcomes.map((o) => prefixCounts(o, scenario.fixedRuns)));
    const fixedFlags = compare(base, fixedHead, { alpha: settings.alpha, margin: settings.margin }).verdict === "regression";
    fixedExecutions += scenario.cases * scenario.fixedRuns;

    const runs = adaptiveRuns(basePasses, scenario.baseRuns, outcomes, settings);
    const adaptiveHead = file(outcomes.map((o, i) => prefixCounts(o, runs[i])));
    const adaptiveFlags = compare(base, adaptiveHead, { alpha: settings.alpha, margin: settings.margin }).verdict === "regression";
    adaptiveExecutions += runs.reduce((s, n) => s + n, 0);
    if (fixedFlags) fixedRegressions++;
    if (adaptiveFlags) adaptiveRegressions++;
    if (fixedFlags && !adaptiveFlags) onlyFixed++;
    if (adaptiveFlags && !fixedFlags) onlyAdaptive++;
  }
  const n = scenario.pullRequests;
  const difference = (onlyAdaptive - onlyFixed) / n;
  return {
    fixed: { regression: fixedRegressions / n, executions: fixedExecutions / n },
    adaptive: { regression: adaptiveRegressions / n, executions: adaptiveExecutions / n },
    onlyFixed,
    onlyAdaptive,
    // Only the discordant PRs carry the difference: its variance is ((b + c)/n − d²)/n.
    pairedSe: Math.sqrt(Math.max(0, (onlyFixed + onlyAdaptive) / n - difference * difference) / n),
  };
}

/** Rounds of the adaptive design over pre-drawn head outcomes; the runs each cell got. */
export function adaptiveRuns(basePasses: readonly number[], baseRuns: number, outcomes: readonly (readonly boolean[])[], settings: AdaptiveSettings): number[] {
  const runs = outcomes.map(() => 0);
  for (;;) {
    const counts: CellCounts[] = outcomes.map((o, i) => {
      const { passed } = prefixCounts(o, runs[i]);
      return { caseId: `case-${i + 1}`, runnerId: "agent", base: { passed: basePasses[i], runs: baseRuns }, head: { passed, runs: runs[i], total: runs[i] } };
    });
    const decision = decideRound(counts, settings, true);
    let more = 0;
    decision.cells.forEach((c, i) => {
      runs[i] += c.next;
      more += c.next;
    });
    if (more === 0) return runs;
  }
}

function dropOf(drop: Scenario["drop"], rng: Rng): number {
  return typeof drop === "number" ? drop : drop[0] + (drop[1] - drop[0]) * rng.next();
}

function prefixCounts(outcomes: readonly boolean[], runs: number): { passed: number; runs: number } {
  let passed = 0;
  for (let i = 0; i < runs; i++) if (outcomes[i]) passed++;
  return { passed, runs };
}

function file(cells: readonly { passed: number; runs: number }[]): StabilityFile {
  const built = cells.map((c, i) => {
    const records: RunRecord[] = Array.from({ length: c.runs }, (_, r) => ({ outcome: r < c.passed ? "passed" : "failed", durationMs: 1000 }));
    return cellStability(`case-${i + 1}`, "agent", `fp-${i + 1}`, records);
  });
  const executions = built.reduce((s, c) => s + c.runs, 0);
  const passed = built.reduce((s, c) => s + c.passed, 0);
  return {
    schemaVersion: 2,
    tool: { name: "agent-bench", version: "simulation" },
    createdAt: "2026-01-01T00:00:00.000Z",
    suite: { path: "simulated", fingerprint: "simulated" },
    runsPerCase: Math.max(0, ...cells.map((c) => c.runs)),
    runners: [{ id: "agent", type: "simulated" }],
    cells: built,
    summary: {
      cases: built.length,
      cells: built.length,
      executions,
      passed,
      failed: executions - passed,
      errored: 0,
      passRate: executions === 0 ? 0 : passed / executions,
      stableCells: 0,
      unstableCells: 0,
      costUsd: null,
      durationMs: executions * 1000,
    },
  };
}
