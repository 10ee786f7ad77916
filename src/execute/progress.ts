// What the terminal shows while a run goes: on a TTY one live line (done/total,
// passed, elapsed and an ETA from the durations so far) under the finished
// executions; in CI (no TTY) one plain line per finished execution.

import type { CaseSource } from "../model/case.ts";
import { CellSet, sameCell } from "../model/cell.ts";
import type { ExecutionResult } from "../model/result.ts";
import type { RunListener } from "./run-suite.ts";
import { cellIdOfPlanned, type Plan, type PlannedExecution } from "../plan/plan.ts";
import { formatDuration, plural } from "../report/format.ts";
import { STATUS_LABELS } from "../report/labels.ts";
import { firstLine, terminalSafe } from "../report/sanitize.ts";
import { untrustedBlock } from "./actions-log.ts";
import { failureDetails } from "./failure-details.ts";

export interface ProgressOptions {
  stream: NodeJS.WriteStream;
  interactive: boolean;
  verbose: boolean;
  /** --runs auto: every cell gets minRuns first (the plan), then rounds up to maxRuns where undecided. */
  adaptive?: { minRuns: number; maxRuns: number };
  /** Clock for the live line (tests pass their own). */
  now?: () => number;
}

/** `atMost`: an adaptive run's max-runs, where the run number is not out of a known total. */
export function describeResult(r: ExecutionResult, runs: number, atMost?: number): string {
  const run = atMost !== undefined ? ` · run ${r.run} (of at most ${atMost})` : runs > 1 ? ` · run ${r.run}/${runs}` : "";
  const what = `${terminalSafe(r.caseId)} · ${terminalSafe(r.runnerId)}${r.variant !== undefined ? ` · ${terminalSafe(r.variant)}` : ""}${run}`;
  const time = r.status === "skipped" ? "" : ` · ${formatDuration(r.durationMs)}`;
  const label = r.status === "passed" ? "" : ` ${r.status}${r.failureClass ? ` (${r.failureClass.id})` : ""}`;
  const why = !r.passed || r.status === "expected-failed" ? (r.error ? `: ${firstLine(r.error.message)}` : "") : "";
  return `${STATUS_LABELS[r.status].mark} ${what}${time}${label}${why}`;
}

/**
 * Time left: the mean duration of the executions finished so far, for the ones
 * left, spread over the executions in flight at once. Undefined before the first one ends.
 */
export function estimateRemainingMs(durations: readonly number[], remaining: number, parallel: number): number | undefined {
  if (durations.length === 0 || remaining <= 0) return remaining <= 0 ? 0 : undefined;
  const mean = durations.reduce((a, b) => a + b, 0) / durations.length;
  return (mean * remaining) / Math.max(1, parallel);
}

/** "2 cases × 1 runner × 5 runs = 10 executions"; adaptive: "× 3 to 10 runs per cell = 6 to 20 executions". */
export function planLine(plan: Plan, adaptive: ProgressOptions["adaptive"]): string {
  const variants = plan.variants ? ` × ${plural(plan.variants.length, "variant")}` : "";
  const cells = `${plural(plan.cases.length, "case")} × ${plural(plan.runners.length, "runner")}${variants}`;
  if (!adaptive) return `${cells} × ${plural(plan.runs, "run")} = ${plural(plan.executions.length, "execution")}`;
  const n = plan.cells.length;
  return `${cells} × ${adaptive.minRuns} to ${adaptive.maxRuns} runs per cell = ${n * adaptive.minRuns} to ${plural(n * adaptive.maxRuns, "execution")}`;
}

/** A failed assertion, or an error whose message says more than its first line. */
function worthDetails(r: ExecutionResult): boolean {
  return r.status !== "skipped" && (r.assertions.some((a) => !a.passed) || (r.error?.message.trim().includes("\n") ?? false));
}

export interface LiveState {
  done: number;
  total: number;
  /** An adaptive run's most executions (cells × max-runs): the total is then not known. */
  atMost?: number;
  passed: number;
  running: number;
  elapsedMs: number;
  etaMs?: number;
}

/** "7/20 done · 6 passed · 2 running · 1m12s elapsed · about 2m30s left" */
export function liveLine(s: LiveState): string {
  // --runs auto plans one round at a time: there is no total, and no time left to show.
  const open = s.atMost !== undefined || s.done > s.total;
  const done = s.atMost !== undefined ? `${s.done} done (of at most ${s.atMost})` : open ? `${s.done} done` : `${s.done}/${s.total} done`;
  const parts = [done, `${s.passed} passed`];
  if (s.done > s.passed) parts.push(`${s.done - s.passed} not passed`);
  if (s.running > 0) parts.push(`${s.running} running`);
  parts.push(`${formatDuration(s.elapsedMs)} elapsed`);
  if (!open) parts.push(s.etaMs === undefined ? "estimating time left" : `about ${formatDuration(s.etaMs)} left`);
  return parts.join(" · ");
}

export function createProgress(options: ProgressOptions): RunListener {
  const now = options.now ?? Date.now;
  let total = 0;
  let atMost: number | undefined;
  let runs = 1;
  let parallel = 1;
  let outDir = "";
  let done = 0;
  let passed = 0;
  let started = now();
  const durations: number[] = [];
  const inFlight = new Map<PlannedExecution, number>();
  const detailed = new CellSet();
  const live = liveDisplay(options, () => ({
    done,
    total,
    ...(atMost !== undefined ? { atMost } : {}),
    passed,
    running: inFlight.size,
    elapsedMs: now() - started,
    etaMs: estimateRemainingMs(durations, total - done, parallel),
  }));

  return {
    onStart({ plan, outDir: dir, parallel: p }) {
      total = plan.executions.length;
      if (options.adaptive) atMost = plan.cells.length * options.adaptive.maxRuns;
      runs = plan.runs;
      parallel = p;
      outDir = dir;
      started = now();
      options.stream.write(`agent-bench: ${planLine(plan, options.adaptive)}, parallel ${p}\n`);
      options.stream.write(`results: ${dir}\n`);
      live.start();
    },
    onExecutionStart(p) {
      inFlight.set(p, now());
    },
    onExecutionEnd(r) {
      const source = takeInFlight(inFlight, r);
      done++;
      if (r.passed) passed++;
      if (r.status !== "skipped") durations.push(r.durationMs);
      const lines = [describeResult(r, runs, options.adaptive?.maxRuns)];
      // Without -v, the first failure of each cell says why in full (later runs of the cell would repeat it).
      if (!r.passed && (options.verbose || (!detailed.has(r) && worthDetails(r)))) {
        detailed.add(r);
        lines.push(...failureDetails(r, outDir, source, { verbose: options.verbose }));
      }
      if (options.verbose && r.strayProcesses) lines.push(`    ${r.strayProcesses} process(es) the agent left running were killed`);
      live.print(lines.join("\n"));
    },
    onWarning(message) {
      live.print(`warning: ${terminalSafe(message)}`);
    },
    onFinish() {
      live.stop();
    },
  };
}

/** Drops the finished execution from those in flight; its case's source, for the failure details. */
function takeInFlight(inFlight: Map<PlannedExecution, number>, r: ExecutionResult): CaseSource | undefined {
  let source: CaseSource | undefined;
  for (const p of inFlight.keys()) {
    if (p.run === r.run && sameCell(cellIdOfPlanned(p), r)) {
      source = p.case.source;
      inFlight.delete(p);
    }
  }
  return source;
}

/** On a TTY, the live line under the printed lines: redrawn after each print and every half second. */
function liveDisplay(options: ProgressOptions, state: () => LiveState): { start(): void; print(text: string): void; stop(): void } {
  const out = options.stream;
  let drawn = false;
  let timer: NodeJS.Timeout | undefined;
  const clear = () => {
    if (drawn) out.write("\r\x1b[2K");
    drawn = false;
  };
  const draw = () => {
    if (!options.interactive) return;
    const width = Math.max(20, (out.columns || 100) - 1);
    out.write(`\r\x1b[2K${liveLine(state()).slice(0, width)}`);
    drawn = true;
  };
  return {
    start() {
      if (!options.interactive) return;
      draw();
      timer = setInterval(draw, 500).unref();
    },
    // Result lines, failure details and warnings quote the agent's output.
    print(text) {
      if (options.interactive) clear();
      out.write(untrustedBlock(`${text}\n`));
      draw();
    },
    stop() {
      if (timer) clearInterval(timer);
      if (options.interactive) clear();
    },
  };
}
