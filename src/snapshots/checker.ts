// skillgym's token snapshots during a run: each case × runner is checked once
// its last run of a round ends, on the metric averaged over its passing runs.
// A failed check fails that last run (origin "snapshot"; expectedFail does not
// excuse it). Locally a missing snapshot is recorded, as skillgym does; in CI
// the file is never rewritten: a missing or stale snapshot fails the cell (or
// only warns, with --snapshots-warn). --update-snapshots records every cell
// that ran.

import type { SuiteCase } from "../model/case.ts";
import { DEFAULT_FAILURE_CLASSES, type ExecutionResult } from "../model/result.ts";
import type { PlannedExecution } from "../plan/plan.ts";
import { applyClassifyFailure } from "../assert/classify.ts";
import { changeText, formatNumber, judgeSnapshot, toleranceText, type SnapshotSettings, type SnapshotSubject } from "./check.ts";
import { snapshotKey, writeSnapshots, type SnapshotEntry } from "./file.ts";

export interface SnapshotOptions {
  /** Absolute path of the snapshot file, and how messages name it. */
  file: string;
  shownFile: string;
  settings: SnapshotSettings;
  entries: Map<string, SnapshotEntry>;
  /** --update-snapshots */
  update: boolean;
  /** --snapshots-warn: in CI, a missing or stale snapshot warns instead of failing. */
  warnOnly: boolean;
  ci: boolean;
  /** Each runner as a snapshot records it (skillgym's agent type names). */
  runners: ReadonlyMap<string, { agentType: string; model?: string }>;
  /** The command that re-records one cell's snapshot. */
  acceptCommand(caseId: string, runnerId: string): string;
  now?: () => Date;
}

interface CellState {
  left: number;
  values: number[];
  /** Passing runs that did not report the metric. */
  unreported: number;
}

export interface CheckedResult {
  result: ExecutionResult;
  warnings: string[];
}

export class SnapshotChecks {
  private readonly options: SnapshotOptions;
  private readonly cells = new Map<string, CellState>();
  private readonly changed = new Set<string>();

  constructor(options: SnapshotOptions) {
    this.options = options;
  }

  /** A round's executions (and, when resuming, the results already there): a cell is checked when its last one ends. */
  expect(executions: readonly PlannedExecution[], kept: readonly ExecutionResult[] = []): void {
    for (const e of executions) this.cell(e.case.id, e.runner.id).left++;
    for (const r of kept) this.record(r);
  }

  /** The finished result, failed when it ends its cell and the cell's check fails. */
  check(result: ExecutionResult, testCase: SuiteCase): CheckedResult {
    const state = this.record(result);
    state.left = Math.max(0, state.left - 1);
    if (state.left > 0 || state.values.length + state.unreported === 0) return { result, warnings: [] };
    const failure = this.verdict(result.caseId, result.runnerId, state);
    if (failure.message === undefined) return { result, warnings: failure.warnings };
    if (!result.passed) {
      // The run already failed on its own: it keeps that failure, and the check is said aside.
      return { result, warnings: [...failure.warnings, `${cellName(result)}: snapshot: ${failure.message}`] };
    }
    const failed: ExecutionResult = {
      ...result,
      status: "failed",
      passed: false,
      failureOrigin: "snapshot",
      failureClass: DEFAULT_FAILURE_CLASSES.snapshot,
      error: { name: "SnapshotError", message: failure.message },
    };
    const classified = applyClassifyFailure(testCase, failed);
    return { result: classified.result, warnings: [...failure.warnings, ...(classified.warning ? [classified.warning] : [])] };
  }

  /** Writes the file when a snapshot was recorded; the line to print, if any. */
  async save(): Promise<string | undefined> {
    if (this.changed.size === 0) return undefined;
    await writeSnapshots(this.options.file, this.options.entries);
    return `snapshots: ${this.changed.size} recorded in ${this.options.shownFile}; review and commit it like any test fixture`;
  }

  private cell(caseId: string, runnerId: string): CellState {
    const key = snapshotKey(caseId, runnerId);
    let state = this.cells.get(key);
    if (!state) this.cells.set(key, (state = { left: 0, values: [], unreported: 0 }));
    return state;
  }

  private record(result: ExecutionResult): CellState {
    const state = this.cell(result.caseId, result.runnerId);
    if (!result.passed || result.status === "skipped") return state;
    const value = result.usage?.[this.options.settings.metric];
    if (typeof value === "number" && Number.isFinite(value)) state.values.push(value);
    else state.unreported++;
    return state;
  }

  private verdict(caseId: string, runnerId: string, state: CellState): { message?: string; warnings: string[] } {
    const { settings, entries, shownFile } = this.options;
    const metric = settings.metric;
    const passing = state.values.length + state.unreported;
    if (state.unreported > 0) {
      return {
        message: `Snapshot check requires provider token metric ${metric}, but it was unavailable for ${caseId} / ${runnerId} (${state.unreported} of ${passing} passing runs did not report it)`,
        warnings: [],
      };
    }
    const actual = state.values.reduce((a, b) => a + b, 0) / state.values.length;
    const key = snapshotKey(caseId, runnerId);
    const runner = this.options.runners.get(runnerId);
    const subject: SnapshotSubject = { caseId, runnerId, agentType: runner?.agentType ?? "unknown", ...(runner?.model ? { model: runner.model } : {}) };
    const cell = `"${caseId}" × "${runnerId}"`;
    const over = `over ${passing} passing run${passing === 1 ? "" : "s"}`;
    if (this.options.update) {
      const before = entries.get(key);
      this.store(key, subject, actual);
      return {
        warnings: [
          `snapshot ${before ? "updated" : "recorded"}: ${cell} ${metric} ${before ? changeText(before.value, actual) : formatNumber(actual)} (${over})`,
        ],
      };
    }
    const verdict = judgeSnapshot(entries.get(key), actual, subject, settings);
    const accept = this.options.acceptCommand(caseId, runnerId);
    switch (verdict.kind) {
      case "within":
        return { warnings: [] };
      case "exceeded":
        return {
          message: `${metric} ${changeText(verdict.baseline, actual)} ${over}, past the tolerance (${toleranceText(settings.tolerance, verdict.allowed)}) of snapshot "${key}" in ${shownFile}. Run with --update-snapshots to accept the new baseline: ${accept}`,
          warnings: [],
        };
      case "missing":
      case "stale": {
        const what =
          verdict.kind === "missing"
            ? `no snapshot of ${metric} for ${cell} in ${shownFile} (this run: ${formatNumber(actual)} ${over})`
            : `the snapshot of ${cell} in ${shownFile} is stale: ${verdict.why} (this run: ${metric} ${formatNumber(actual)} ${over})`;
        if (!this.options.ci) {
          this.store(key, subject, actual);
          return { warnings: [`snapshot ${verdict.kind === "missing" ? "recorded" : "recorded again"}: ${what}`] };
        }
        const fix = `in CI the snapshot file is never rewritten; record it with ${accept} and commit ${shownFile}`;
        if (this.options.warnOnly) return { warnings: [`snapshot not checked: ${what}; ${fix}`] };
        return { message: `${what}; ${fix}`, warnings: [] };
      }
    }
  }

  private store(key: string, subject: SnapshotSubject, value: number): void {
    this.options.entries.set(key, {
      caseId: subject.caseId,
      runnerId: subject.runnerId,
      metric: this.options.settings.metric,
      value,
      agentType: subject.agentType,
      ...(subject.model !== undefined ? { model: subject.model } : {}),
      updatedAt: (this.options.now?.() ?? new Date()).toISOString(),
    });
    this.changed.add(key);
  }
}

function cellName(r: ExecutionResult): string {
  return `"${r.caseId}" × "${r.runnerId}"`;
}
