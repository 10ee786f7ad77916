// The engine's side of `--runs auto`: after each round, asks decideRound which
// cells get more runs, turns that into executions (closest to a decision
// first), keeps the cost and time budgets, and records per cell how many runs
// it got and why it stopped. The plan's executions (min-runs of every cell in
// this shard) are round 1; each shard adapts only its own cells.

import type { RoundSource } from "../execute/run-suite.ts";
import type { AdaptiveCell, AdaptiveRecord } from "../model/adaptive.ts";
import type { ExecutionResult, RunFile } from "../model/result.ts";
import type { StabilityCell, StabilityFile } from "../model/stability.ts";
import { cellKey, type Plan, type PlannedExecution } from "../plan/plan.ts";
import { decideRound, type CellCounts } from "./decide.ts";
import type { AdaptiveSettings } from "./options.ts";
import { costPerRun, formatBudgetUsd } from "./estimate.ts";

export interface RoundsOptions {
  plan: Plan;
  settings: AdaptiveSettings;
  baseline: StabilityFile | null;
  /** Milliseconds; injectable for tests. */
  now?: () => number;
}

export class AdaptiveRounds implements RoundSource {
  readonly #plan: Plan;
  readonly #settings: AdaptiveSettings;
  readonly #baseline: StabilityFile | null;
  readonly #baseCells: Map<string, StabilityCell>;
  readonly #now: () => number;
  readonly #startedAt: number;
  #spentUsd = 0;
  #rounds = 1;
  #budgetStop: AdaptiveRecord["budgetStop"];
  /** Cells whose next round the budget cut. */
  readonly #cut = new Set<string>();

  constructor(options: RoundsOptions) {
    this.#plan = options.plan;
    this.#settings = options.settings;
    this.#baseline = options.baseline;
    this.#baseCells = new Map((options.baseline?.cells ?? []).map((c) => [cellKey(c.caseId, c.runnerId), c]));
    this.#now = options.now ?? Date.now;
    this.#startedAt = this.#now();
  }

  record(result: ExecutionResult): void {
    // An agent that does not report its cost is charged the baseline's mean for its cell.
    this.#spentUsd += result.costUsd ?? costPerRun(this.#baseCells.get(cellKey(result.caseId, result.runnerId))) ?? 0;
  }

  shouldStop(): boolean {
    const { maxCostUsd, maxMinutes } = this.#settings;
    if (maxCostUsd !== undefined && this.#spentUsd >= maxCostUsd) {
      this.#budgetStop ??= { kind: "cost", limit: maxCostUsd, spentUsd: this.#spentUsd };
      return true;
    }
    const minutes = (this.#now() - this.#startedAt) / 60_000;
    if (maxMinutes !== undefined && minutes >= maxMinutes) {
      this.#budgetStop ??= { kind: "time", limit: maxMinutes, minutes };
      return true;
    }
    return false;
  }

  next(stability: StabilityFile): PlannedExecution[] {
    const decision = decideRound(this.#counts(stability), this.#settings, this.#baseline !== null, this.#baseline?.cells.length ?? 0);
    if (this.shouldStop()) {
      for (const d of decision.cells) if (d.next > 0) this.#cut.add(cellKey(d.caseId, d.runnerId));
      return [];
    }
    const wanted = decision.cells.filter((d) => d.next > 0).sort((a, b) => a.priority - b.priority);
    if (wanted.length === 0) return [];
    this.#rounds++;
    const byKey = new Map(this.#plan.cells.map((c) => [cellKey(c.case.id, c.runner.id), c]));
    const executions: PlannedExecution[] = [];
    // Run-major within the round, closest cells first: when the budget runs out mid-round, those got their runs.
    const most = Math.max(...wanted.map((d) => d.next));
    for (let k = 0; k < most; k++) {
      for (const d of wanted) {
        const cell = byKey.get(cellKey(d.caseId, d.runnerId));
        if (cell && k < d.next) executions.push({ case: cell.case, runner: cell.runner, run: d.runs + k + 1 });
      }
    }
    return executions;
  }

  finish(run: RunFile, stability: StabilityFile, cancelled: boolean): void {
    const counts = new Map(this.#counts(stability).map((c) => [cellKey(c.caseId, c.runnerId), c]));
    // The final decision on the final counts: a round cut short leaves some cells between looks.
    const final = decideRound([...counts.values()], this.#settings, this.#baseline !== null, this.#baseline?.cells.length ?? 0).cells;
    const budget = this.#budgetStop !== undefined;
    const cells: AdaptiveCell[] = final.map((d) => {
      const key = cellKey(d.caseId, d.runnerId);
      if (d.stop) return { caseId: d.caseId, runnerId: d.runnerId, runs: d.runs, stop: d.stop };
      return { caseId: d.caseId, runnerId: d.runnerId, runs: d.runs, stop: budget || this.#cut.has(key) ? "budget" : "cancelled", undecided: true };
    });
    const executions = cells.reduce((s, c) => s + c.runs, 0);
    const maxExecutions = cells.length * this.#settings.maxRuns;
    const undecided = cells.filter((c) => c.undecided).length;
    const record: AdaptiveRecord = {
      minRuns: this.#settings.minRuns,
      maxRuns: this.#settings.maxRuns,
      ...(this.#settings.maxCostUsd !== undefined ? { maxCostUsd: this.#settings.maxCostUsd } : {}),
      ...(this.#settings.maxMinutes !== undefined ? { maxMinutes: this.#settings.maxMinutes } : {}),
      withBaseline: this.#baseline !== null,
      rounds: this.#rounds,
      executions,
      maxExecutions,
      ...(this.#budgetStop ? { budgetStop: this.#budgetStop } : {}),
      undecided,
      message: adaptiveMessage(this.#budgetStop, cancelled && !budget, executions, maxExecutions, undecided, this.#baseline !== null),
      cells,
    };
    run.adaptive = record;
    stability.adaptive = record;
  }

  /** Counts per plan cell (a cell with no result yet has none). */
  #counts(stability: StabilityFile): CellCounts[] {
    const head = new Map(stability.cells.map((c) => [cellKey(c.caseId, c.runnerId), c]));
    return this.#plan.cells.map(({ case: c, runner: r }) => {
      const key = cellKey(c.id, r.id);
      const h = head.get(key);
      const b = this.#baseCells.get(key);
      const comparable = b !== undefined && !(b.testFingerprint !== "" && h !== undefined && h.testFingerprint !== "" && b.testFingerprint !== h.testFingerprint);
      return {
        caseId: c.id,
        runnerId: r.id,
        base: comparable ? { passed: b.passed, runs: b.runs - b.errored } : null,
        head: { passed: h?.passed ?? 0, runs: h ? h.runs - h.errored : 0, total: h?.runs ?? 0 },
      };
    });
  }
}

/** "stopped at the $20 budget after 312 of at most 600 runs; 4 cells undecided" (plain text: renderers escape it). */
export function adaptiveMessage(budgetStop: AdaptiveRecord["budgetStop"], cancelled: boolean, executions: number, maxExecutions: number, undecided: number, withBaseline: boolean): string {
  const after = `after ${executions} of at most ${maxExecutions} runs`;
  const open = `${undecided} cell${undecided === 1 ? "" : "s"} undecided`;
  if (budgetStop?.kind === "cost") return `stopped at the ${formatBudgetUsd(budgetStop.limit)} budget ${after}; ${open}`;
  if (budgetStop?.kind === "time") return `stopped at the ${budgetStop.limit}-minute budget ${after}; ${open}`;
  if (cancelled) return `cancelled ${after}; ${open}`;
  return withBaseline ? `${executions} of at most ${maxExecutions} runs; every cell decided or at max-runs` : `${executions} of at most ${maxExecutions} runs, more where a cell's pass rate was least certain`;
}
