// What every renderer derives from a ReportModel: results grouped into cells
// (case × runner, in plan order) with their stability and comparison, and the
// per-runner totals. Derived once, read by Markdown, JUnit and HTML alike.

import type { CellComparison } from "../model/comparison.ts";
import type { CaseInfo, ExecutionResult, ExecutionStatus, PlannedRunner } from "../model/result.ts";
import type { StabilityCell, StabilityFile } from "../model/stability.ts";
import { computeStability } from "../stability/accumulate.ts";
import { roundCost } from "../stability/cell-stats.ts";
import { failsEveryRun } from "../stability/fails-every-run.ts";
import type { ReportModel } from "./model.ts";

export interface StatusCounts {
  /** Executions that were not skipped. */
  runs: number;
  /** Expectation-aware: passed + expected-failed. */
  passed: number;
  /** Agent failures: failed + unexpected-passed. */
  failed: number;
  errored: number;
  skipped: number;
  expectedFailed: number;
  unexpectedPassed: number;
}

export interface CellView {
  caseId: string;
  runnerId: string;
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

export function emptyCounts(): StatusCounts {
  return { runs: 0, passed: 0, failed: 0, errored: 0, skipped: 0, expectedFailed: 0, unexpectedPassed: 0 };
}

export function addStatus(counts: StatusCounts, status: ExecutionStatus): void {
  if (status === "skipped") {
    counts.skipped++;
    return;
  }
  counts.runs++;
  if (status === "passed" || status === "expected-failed") counts.passed++;
  else if (status === "errored") counts.errored++;
  else counts.failed++;
  if (status === "expected-failed") counts.expectedFailed++;
  if (status === "unexpected-passed") counts.unexpectedPassed++;
}

/** The CLI's own total when it reported one, else input + output. */
export function resultTokens(result: ExecutionResult): number | undefined {
  const u = result.usage;
  if (!u) return undefined;
  if (u.totalTokens !== undefined) return u.totalTokens;
  return u.inputTokens === undefined && u.outputTokens === undefined ? undefined : (u.inputTokens ?? 0) + (u.outputTokens ?? 0);
}

export function isFailure(result: ExecutionResult): boolean {
  return result.status === "failed" || result.status === "unexpected-passed";
}

export function buildView(model: ReportModel): ReportView {
  const { run } = model;
  const stability = model.stability ?? computeStability(run);
  const key = (caseId: string, runnerId: string) => `${caseId}\u0000${runnerId}`;
  const cases = new Map(run.cases.map((c) => [c.id, c]));
  const cellMap = new Map<string, CellView>();
  const cell = (caseId: string, runnerId: string): CellView => {
    let found = cellMap.get(key(caseId, runnerId));
    if (!found) {
      found = { caseId, runnerId, case: cases.get(caseId), results: [], counts: emptyCounts() };
      cellMap.set(key(caseId, runnerId), found);
    }
    return found;
  };
  // Plan order first, so a cell with no results yet (cancelled run) still shows.
  for (const caseId of run.plan.cases) for (const r of run.plan.runners) cell(caseId, r.id);
  for (const result of run.results) {
    const c = cell(result.caseId, result.runnerId);
    c.results.push(result);
    addStatus(c.counts, result.status);
  }
  for (const s of stability.cells) cell(s.caseId, s.runnerId).stability = s;
  for (const cmp of model.comparison?.cells ?? []) {
    // Removed cells exist only in the baseline; they are shown by the comparison, not the grid.
    const existing = cellMap.get(key(cmp.caseId, cmp.runnerId));
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
  const counts = emptyCounts();
  for (const r of run.results) addStatus(counts, r.status);
  return { model, stability, cells, runners, counts };
}

function runnerView(runner: PlannedRunner, cells: CellView[]): RunnerView {
  const counts = emptyCounts();
  let durationMs = 0;
  let tokens: number | null = null;
  let costUsd: number | null = null;
  for (const c of cells) {
    for (const r of c.results) {
      addStatus(counts, r.status);
      if (r.status === "skipped") continue;
      durationMs += r.durationMs;
      const t = resultTokens(r);
      if (t !== undefined) tokens = (tokens ?? 0) + t;
      if (r.costUsd !== undefined) costUsd = (costUsd ?? 0) + r.costUsd;
    }
  }
  const measured = cells.filter((c) => c.stability);
  const stableCells = measured.filter((c) => c.stability!.classification === "stable").length;
  const failingCells = measured.filter((c) => failsEveryRun(c.stability!)).length;
  return {
    runner,
    cells,
    counts,
    durationMs,
    tokens,
    costUsd: costUsd === null ? null : roundCost(costUsd),
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
