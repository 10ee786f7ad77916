// The engine's side of `--runs auto`: after each round, asks decideRound which
// cells get more runs, turns that into executions (closest to a decision
// first), keeps the cost and time budgets, and records per cell how many runs
// it got and why it stopped. The plan's executions (min-runs of every cell in
// this shard) are round 1; each shard adapts only its own cells. A resumed
// run starts from what it finished: its cost and time so far count against the
// budget, and new runs take the run numbers still free.

import type { AdaptiveCell, AdaptiveRecord } from "../model/adaptive.ts";
import { isFinished, type ExecutionResult } from "../model/result.ts";
import type { StabilityCell, StabilityFile } from "../model/stability.ts";
import { CellMap, CellSet, type CellId } from "../model/cell.ts";
import { cellIdOfPlanned, type Plan, type PlannedExecution } from "../plan/plan.ts";
import { decideRound, type CellCounts } from "./decide.ts";
import { looks } from "./options.ts";
import type { AdaptiveSettings } from "../model/adaptive.ts";
import { costPerRun, formatBudgetUsd } from "./estimate.ts";
import type { RoundSource } from "./round-source.ts";

export interface RoundsOptions {
  plan: Plan;
  settings: AdaptiveSettings;
  baseline: StabilityFile | null;
  /** Milliseconds; injectable for tests. */
  now?: () => number;
  /** --resume: when the run started and every result it logged. */
  resumed?: { startedAt: string; results: readonly ExecutionResult[] };
  /**
   * Without a baseline, on a push whose runs main's pooled base will take: the runs each cell needs (cell → runs),
   * from the stability after round 1 (its treatment, CLI versions and test fingerprints). Asked once.
   */
  poolTargets?: (stability: StabilityFile) => CellMap<number>;
}

export class AdaptiveRounds implements RoundSource {
  readonly #plan: Plan;
  readonly #settings: AdaptiveSettings;
  readonly #baseline: StabilityFile | null;
  readonly #baseCells: CellMap<StabilityCell>;
  readonly #now: () => number;
  readonly #startedAt: number;
  #spentUsd = 0;
  #budgetStop: AdaptiveRecord["budgetStop"];
  /** Cells whose next round the budget cut. */
  readonly #cut = new CellSet();
  /** Run numbers each cell has results for (a resumed run may have gaps where a cancelled run was set aside). */
  readonly #taken = new CellMap<Set<number>>();
  /** A resumed run's first round completes the round the interruption cut short before any cell goes further. */
  #catchUp = false;
  readonly #poolTargets: RoundsOptions["poolTargets"];
  #targets: CellMap<number> | undefined;

  constructor(options: RoundsOptions) {
    this.#plan = options.plan;
    this.#settings = options.settings;
    this.#baseline = options.baseline;
    this.#baseCells = CellMap.of(options.baseline?.cells ?? []);
    this.#now = options.now ?? Date.now;
    this.#startedAt = this.#now();
    this.#poolTargets = options.baseline ? undefined : options.poolTargets;
    const resumed = options.resumed;
    if (resumed) {
      // The time from the run's start to its last logged result counts against the time budget (not the idle time after it).
      const started = Date.parse(resumed.startedAt);
      // A reduce, not Math.max(...): a log can hold more results than a call has room for arguments.
      const ended = resumed.results.reduce((latest, r) => Math.max(latest, Date.parse(r.endedAt) || latest), started);
      this.#startedAt -= Math.max(0, ended - started) || 0;
      for (const r of resumed.results) this.#charge(r);
      for (const r of resumed.results.filter(isFinished)) this.#take(r);
      this.#catchUp = true;
    }
  }

  record(result: ExecutionResult): void {
    this.#charge(result);
    this.#take(result);
  }

  #charge(result: ExecutionResult): void {
    // An agent that does not report its cost is charged the baseline's mean for its cell.
    this.#spentUsd += result.costUsd ?? costPerRun(this.#baseCells.get(result)) ?? 0;
  }

  #take(result: ExecutionResult): void {
    this.#taken.upsert(result, () => new Set<number>()).add(result.run);
  }

  /** The cell's next `count` free run numbers. */
  #freeRuns(cell: CellId, count: number): number[] {
    const taken = this.#taken.get(cell) ?? new Set<number>();
    const out: number[] = [];
    for (let run = 1; out.length < count; run++) if (!taken.has(run)) out.push(run);
    return out;
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

  /** The pool's targets, asked for once, after round 1 (undefined: the pass-rate interval decides). */
  #targetsAfter(stability: StabilityFile): CellMap<number> | undefined {
    if (this.#poolTargets && !this.#targets) this.#targets = this.#poolTargets(stability);
    return this.#targets;
  }

  next(stability: StabilityFile): PlannedExecution[] {
    const family = this.#baseline?.cells.length ?? 0;
    const decision = decideRound(this.#counts(stability), this.#settings, this.#baseline !== null, family, this.#targetsAfter(stability));
    if (this.shouldStop()) {
      for (const d of decision.cells) if (d.next > 0) this.#cut.add(d);
      return [];
    }
    let wanted = decision.cells.filter((d) => d.next > 0).sort((a, b) => a.priority - b.priority);
    if (this.#catchUp) {
      // The cells the interruption left a look behind get their runs first, the others wait for them: the rounds
      // (and the looks at the suite) then fall where an uninterrupted run's would.
      this.#catchUp = false;
      const target = Math.min(...wanted.map((d) => d.runs + d.next));
      wanted = wanted.map((d) => ({ ...d, next: Math.max(0, target - d.runs) })).filter((d) => d.next > 0);
    }
    if (wanted.length === 0) return [];
    const planned = new CellMap(this.#plan.cells.map((c) => [cellIdOfPlanned(c), c]));
    const executions: PlannedExecution[] = [];
    // Run-major within the round, closest cells first: when the budget runs out mid-round, those got their runs.
    const runs = new CellMap(wanted.map((d) => [d, this.#freeRuns(d, d.next)]));
    const most = Math.max(...wanted.map((d) => d.next));
    for (let k = 0; k < most; k++) {
      for (const d of wanted) {
        const cell = planned.get(d);
        const run = runs.get(d)?.[k];
        if (cell && run !== undefined) executions.push({ case: cell.case, runner: cell.runner, run });
      }
    }
    return executions;
  }

  /** What the rounds decided, for both finished files (the engine puts it into results.json and stability.json). */
  finish(stability: StabilityFile, cancelled: boolean): AdaptiveRecord {
    const counts = CellMap.of(this.#counts(stability));
    // The final decision on the final counts: a round cut short leaves some cells between looks.
    const final = decideRound(
      [...counts.values()],
      this.#settings,
      this.#baseline !== null,
      this.#baseline?.cells.length ?? 0,
      this.#targetsAfter(stability),
    ).cells;
    const budget = this.#budgetStop !== undefined;
    const cells: AdaptiveCell[] = final.map((d) => {
      if (d.stop) return { caseId: d.caseId, runnerId: d.runnerId, runs: d.runs, stop: d.stop };
      return { caseId: d.caseId, runnerId: d.runnerId, runs: d.runs, stop: budget || this.#cut.has(d) ? "budget" : "cancelled", undecided: true };
    });
    const executions = cells.reduce((s, c) => s + c.runs, 0);
    const maxExecutions = cells.length * this.#settings.maxRuns;
    const undecided = cells.filter((c) => c.undecided).length;
    return {
      minRuns: this.#settings.minRuns,
      maxRuns: this.#settings.maxRuns,
      ...(this.#settings.maxCostUsd !== undefined ? { maxCostUsd: this.#settings.maxCostUsd } : {}),
      ...(this.#settings.maxMinutes !== undefined ? { maxMinutes: this.#settings.maxMinutes } : {}),
      withBaseline: this.#baseline !== null,
      // Toward the pool's targets a cell goes in one round after the first.
      rounds: this.#targets ? (cells.some((c) => c.runs > this.#settings.minRuns) ? 2 : 1) : roundsRun(cells, this.#settings),
      executions,
      maxExecutions,
      ...(this.#budgetStop ? { budgetStop: this.#budgetStop } : {}),
      undecided,
      message: adaptiveMessage(
        this.#budgetStop,
        cancelled && !budget,
        executions,
        maxExecutions,
        undecided,
        this.#baseline !== null,
        this.#targets !== undefined,
      ),
      cells,
    };
  }

  /** Counts per plan cell (a cell with no result yet has none). */
  #counts(stability: StabilityFile): CellCounts[] {
    const head = CellMap.of(stability.cells);
    return this.#plan.cells.map((planned) => {
      const id = cellIdOfPlanned(planned);
      const h = head.get(id);
      const b = this.#baseCells.get(id);
      const comparable =
        b !== undefined && !(b.testFingerprint !== "" && h !== undefined && h.testFingerprint !== "" && b.testFingerprint !== h.testFingerprint);
      return {
        ...id,
        base: comparable ? { passed: b.passed, runs: b.runs - b.errored } : null,
        head: { passed: h?.passed ?? 0, runs: h ? h.runs - h.errored : 0, total: h?.runs ?? 0 },
      };
    });
  }
}

/** The rounds that ran, from the runs the cells got: every round takes the undecided cells to the next look, so the most runs any cell got says how many began (a resumed run gets the same count as an uninterrupted one). */
function roundsRun(cells: readonly AdaptiveCell[], settings: AdaptiveSettings): number {
  const most = cells.reduce((m, c) => Math.max(m, c.runs), 0);
  const schedule = looks(settings);
  return 1 + schedule.slice(1).filter((_, j) => schedule[j] < most).length;
}

/** "stopped at the $20 budget after 312 of at most 600 runs; 4 cells undecided" (plain text: renderers escape it). */
export function adaptiveMessage(
  budgetStop: AdaptiveRecord["budgetStop"],
  cancelled: boolean,
  executions: number,
  maxExecutions: number,
  undecided: number,
  withBaseline: boolean,
  pooled = false,
): string {
  const after = `after ${executions} of at most ${maxExecutions} runs`;
  const open = `${undecided} cell${undecided === 1 ? "" : "s"} undecided`;
  if (budgetStop?.kind === "cost") return `stopped at the ${formatBudgetUsd(budgetStop.limit)} budget ${after}; ${open}`;
  if (budgetStop?.kind === "time") return `stopped at the ${budgetStop.limit}-minute budget ${after}; ${open}`;
  if (cancelled) return `cancelled ${after}; ${open}`;
  if (withBaseline) return `${executions} of at most ${maxExecutions} runs; every cell decided or at max-runs`;
  return pooled
    ? `${executions} of at most ${maxExecutions} runs, more where main's pooled base for the next pull request needed them`
    : `${executions} of at most ${maxExecutions} runs: min-runs per cell, as there is no baseline to compare with`;
}
