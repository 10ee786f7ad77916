// Calibration of the adaptive design by simulation (used by the tests and by
// the `adaptive` bench item): simulated pull requests are compared once with a
// fixed number of head runs and once adaptively, on the same random runs (the
// adaptive head sees a prefix of the fixed head's runs), so the difference
// between the two designs is the design, not the dice. The baseline is fixed
// (`baseRuns` per cell: 3, 10, or 20 as a pooled base from main's history) or
// adaptive (a push run with `runs: auto`). Pure and seeded.

import { compare } from "../compare/compare.ts";
import type { AdaptiveRecord, StopReason } from "../model/adaptive.ts";
import type { StabilityFile } from "../model/stability.ts";
import { cellStability, type RunRecord } from "../stability/cell-stats.ts";
import { createRng, type Rng } from "../stats/prng.ts";
import { decideRound, type CellCounts } from "./decide.ts";
import { resolveAdaptive } from "./options.ts";
import type { AdaptiveSettings } from "../model/adaptive.ts";

export interface Scenario {
  cases: number;
  /** Share of cells whose pass rate drops, and by how much (0.2 = 20 points). */
  dropShare: number;
  drop: number | readonly [number, number];
  /** Cells that break outright (to a pass rate of 0), chosen at random: the real suite's failure. */
  breaks?: number;
  /** Base runs per cell (the baseline); "adaptive": a push run with `runs: auto`, which has no baseline to adapt against. */
  baseRuns: number | "adaptive";
  /** Head runs per cell of the fixed design. */
  fixedRuns: number;
  pullRequests: number;
  seed: number;
  /** True pass rates are uniform over this range (0.3–1.0)… */
  rates?: readonly [number, number];
  /** …except this share of the cells, which pass every run (real suites: about 0.7). */
  perfectShare?: number;
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

/** Runs drawn per cell: enough for any design up to 20 runs, so designs with different max-runs see the same runs. */
const DRAWN = 20;

export function simulateScenario(scenario: Scenario, settings: AdaptiveSettings): ScenarioResult {
  const rng = createRng(scenario.seed);
  let fixedRegressions = 0;
  let adaptiveRegressions = 0;
  let fixedExecutions = 0;
  let adaptiveExecutions = 0;
  let onlyFixed = 0;
  let onlyAdaptive = 0;
  const headRuns = Math.max(scenario.fixedRuns, settings.maxRuns, DRAWN);
  for (let pr = 0; pr < scenario.pullRequests; pr++) {
    const rates = suiteRates(scenario, rng);
    const headRates = dropped(scenario, rates, rng);
    const base = baseline(scenario, rates, rng);
    const outcomes = headRates.map((p) => draw(p, headRuns, rng));
    const fixedHead = stabilityOf(outcomes.map((o) => prefixCounts(o, scenario.fixedRuns)));
    const fixedFlags = compare(base.file, fixedHead, { alpha: settings.alpha, margin: settings.margin }).verdict === "regression";
    fixedExecutions += scenario.cases * scenario.fixedRuns;

    const { runs, stops } = adaptiveRuns(base.counts, outcomes, settings);
    const adaptiveHead = stabilityOf(outcomes.map((o, i) => prefixCounts(o, runs[i])));
    adaptiveHead.adaptive = record(runs, stops, settings);
    const adaptiveFlags = compare(base.file, adaptiveHead, { alpha: settings.alpha, margin: settings.margin }).verdict === "regression";
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

/** Rounds of the adaptive design over pre-drawn head outcomes: the runs each cell got and why it stopped. */
export function adaptiveRuns(
  base: readonly { passed: number; runs: number }[] | null,
  outcomes: readonly (readonly boolean[])[],
  settings: AdaptiveSettings,
): { runs: number[]; stops: StopReason[] } {
  const runs = outcomes.map(() => 0);
  const stops: StopReason[] = outcomes.map(() => "max-runs");
  for (;;) {
    const counts: CellCounts[] = outcomes.map((o, i) => {
      const { passed } = prefixCounts(o, runs[i]);
      return { caseId: `case-${i + 1}`, runnerId: "agent", base: base ? base[i] : null, head: { passed, runs: runs[i], total: runs[i] } };
    });
    const decision = decideRound(counts, settings, base !== null);
    let more = 0;
    decision.cells.forEach((c, i) => {
      runs[i] += c.next;
      more += c.next;
      if (c.stop) stops[i] = c.stop;
    });
    if (more === 0) return { runs, stops };
  }
}

/** True pass rates: `perfectShare` of the cells at 1, the rest uniform over `rates`. */
function suiteRates(scenario: Scenario, rng: Rng): number[] {
  const [low, high] = scenario.rates ?? [0.3, 1];
  return Array.from({ length: scenario.cases }, () => (scenario.perfectShare && rng.next() < scenario.perfectShare ? 1 : low + (high - low) * rng.next()));
}

/** The head's rates: `dropShare` of the cells drop, and `breaks` cells (distinct, at random) break to 0. */
function dropped(scenario: Scenario, rates: readonly number[], rng: Rng): number[] {
  const head = rates.map((p) => (rng.next() < scenario.dropShare ? Math.max(0, p - dropOf(scenario.drop, rng)) : p));
  const order = head.map((_, i) => i);
  for (let k = 0; k < Math.min(scenario.breaks ?? 0, head.length); k++) {
    const j = k + rng.int(order.length - k);
    [order[k], order[j]] = [order[j], order[k]];
    head[order[k]] = 0;
  }
  return head;
}

/** The baseline's counts and file: fixed runs, or a push run with `runs: auto`. */
function baseline(scenario: Scenario, rates: readonly number[], rng: Rng): { counts: { passed: number; runs: number }[]; file: StabilityFile } {
  const n = scenario.baseRuns;
  const counts = n === "adaptive" ? adaptiveBaseline(rates, rng) : rates.map((p) => ({ passed: rng.binomial(n, p), runs: n }));
  return { counts, file: stabilityOf(counts) };
}

/**
 * A baseline as a push run with `runs: auto` stores it: no baseline to adapt against, so every cell gets min-runs
 * and then more while its own pass-rate interval is wide (the defaults: 3 to 10 runs per cell).
 */
export function adaptiveBaseline(rates: readonly number[], rng: Rng): Array<{ passed: number; runs: number }> {
  const outcomes = rates.map((p) => draw(p, DRAWN, rng));
  const { runs } = adaptiveRuns(null, outcomes, resolveAdaptive({}));
  return outcomes.map((o, i) => prefixCounts(o, runs[i]));
}

/** The adaptive record the final comparison reads: the runs each cell got and why it stopped. */
function record(runs: readonly number[], stops: readonly StopReason[], settings: AdaptiveSettings): AdaptiveRecord {
  const executions = runs.reduce((s, n) => s + n, 0);
  return {
    minRuns: settings.minRuns,
    maxRuns: settings.maxRuns,
    withBaseline: true,
    rounds: 0,
    executions,
    maxExecutions: runs.length * settings.maxRuns,
    undecided: 0,
    message: "",
    cells: runs.map((n, i) => ({ caseId: `case-${i + 1}`, runnerId: "agent", runs: n, stop: stops[i] })),
  };
}

function draw(p: number, runs: number, rng: Rng): boolean[] {
  return Array.from({ length: runs }, () => rng.next() < p);
}

function dropOf(drop: Scenario["drop"], rng: Rng): number {
  return typeof drop === "number" ? drop : drop[0] + (drop[1] - drop[0]) * rng.next();
}

function prefixCounts(outcomes: readonly boolean[], runs: number): { passed: number; runs: number } {
  let passed = 0;
  for (let i = 0; i < runs; i++) if (outcomes[i]) passed++;
  return { passed, runs };
}

/** A stability file of one runner's cells with these counts (case-1, case-2, …). */
export function stabilityOf(cells: readonly { passed: number; runs: number }[]): StabilityFile {
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
