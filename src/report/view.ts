// What every renderer derives from a ReportModel: results grouped into cells
// (case × runner, in plan order) with their stability and comparison, and the
// per-runner totals. Derived once, read by Markdown, JUnit and HTML alike.

import { CellMap, cellIdOf, type CellId } from "../model/cell.ts";
import type { CellComparison } from "../model/comparison.ts";
import type { CaseInfo, ExecutionResult, PlannedRunner } from "../model/result.ts";
import { addStatus, countStatuses, emptyCounts, outcomeOf, resultTotals, type StatusCounts } from "../model/result-math.ts";
import type { StabilityCell, StabilityFile } from "../model/stability.ts";
import { computeStability } from "../stability/accumulate.ts";
import { failsEveryRun } from "../stability/fails-every-run.ts";
import type { ReportModel } from "./model.ts";

export interface CellView {
  caseId: string;
  runnerId: string;
  /** The variant of a run with --variant. */
  variant?: string;
  case?: CaseInfo;
  /** In run order. */
  results: ExecutionResult[];
  counts: StatusCounts;
  stability?: StabilityCell;
  comparison?: CellComparison;
}

export interface RunnerView {
  runner: PlannedRunner;
  cells: CellView[];
  counts: StatusCounts;
  /** Sum over the runner's executions. */
  durationMs: number;
  tokens: number | null;
  costUsd: number | null;
  stableCells: number;
  /** Cells that neither always pass nor fail every run. */
  unstableCells: number;
  /** Cells no run of which passed ("fails every run"). */
  failingCells: number;
}

export interface ReportView {
  model: ReportModel;
  stability: StabilityFile;
  cells: CellView[];
  runners: RunnerView[];
  counts: StatusCounts;
}

export function isFailure(result: ExecutionResult): boolean {
  return outcomeOf(result.status) === "failed";
}

export function buildView(model: ReportModel): ReportView {
  const { run } = model;
  const stability = model.stability ?? computeStability(run);
  const cases = new Map(run.cases.map((c) => [c.id, c]));
  const cellMap = new CellMap<CellView>();
  const cell = (id: CellId): CellView => cellMap.upsert(id, () => ({ ...cellIdOf(id), case: cases.get(id.caseId), results: [], counts: emptyCounts() }));
  // Plan order first, so a cell with no results yet (cancelled run) still shows.
  const variants = run.plan.variants ?? [undefined];
  for (const caseId of run.plan.cases)
    for (const r of run.plan.runners)
      for (const variant of variants) cell(variant === undefined ? { caseId, runnerId: r.id } : { caseId, runnerId: r.id, variant });
  for (const result of run.results) {
    const c = cell(result);
    c.results.push(result);
    addStatus(c.counts, result.status);
  }
  for (const s of stability.cells) cell(s).stability = s;
  for (const cmp of model.comparison?.cells ?? []) {
    // Removed cells exist only in the baseline; they are shown by the comparison, not the grid.
    const existing = cellMap.get(cmp);
    if (existing) existing.comparison = cmp;
  }
  const cells = [...cellMap.values()];
  for (const c of cells) c.results.sort((a, b) => a.run - b.run);

  const runnerList: PlannedRunner[] = [...run.plan.runners];
  for (const c of cells) if (!runnerList.some((r) => r.id === c.runnerId)) runnerList.push({ id: c.runnerId, type: "unknown" });
  const runners = runnerList.map((runner) =>
    runnerView(
      runner,
      cells.filter((c) => c.runnerId === runner.id),
    ),
  );
  return { model, stability, cells, runners, counts: countStatuses(run.results) };
}

function runnerView(runner: PlannedRunner, cells: CellView[]): RunnerView {
  const results = cells.flatMap((c) => c.results);
  const ran = results.filter((r) => r.status !== "skipped");
  const { tokens, costUsd } = resultTotals(ran);
  const measured = cells.filter((c) => c.stability);
  const stableCells = measured.filter((c) => c.stability!.classification === "stable").length;
  const failingCells = measured.filter((c) => failsEveryRun(c.stability!)).length;
  return {
    runner,
    cells,
    counts: countStatuses(results),
    durationMs: ran.reduce((total, r) => total + r.durationMs, 0),
    tokens: tokens ?? null,
    costUsd: costUsd ?? null,
    stableCells,
    unstableCells: measured.length - stableCells - failingCells,
    failingCells,
  };
}

/** The most useful one-line reason a result did not pass: the first failed assertion, else the error. */
export function failureMessage(result: ExecutionResult): string {
  if (result.status === "unexpected-passed") return "passed, but the case is expected to fail";
  const assertion = result.assertions.find((a) => !a.passed && !a.soft) ?? result.assertions.find((a) => !a.passed);
  // An evals.json expectation is named by its text; the judge's reason alone would not say which one failed.
  if (assertion?.kind === "expectation") return `${JSON.stringify(assertion.name)}: ${assertion.message ?? "not met"}`;
  if (assertion) return assertion.message ?? `${assertion.name} failed`;
  return result.error?.message ?? result.failureClass?.label ?? result.status;
}
