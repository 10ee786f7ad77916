// What the terminal shows while a run goes: on a TTY one live line (done/total,
// passed, elapsed and an ETA from the durations so far) under the finished
// executions; in CI (no TTY) one plain line per finished execution.

import type { CaseSource } from "../model/case.ts";
import type { ExecutionResult } from "../model/result.ts";
import type { RunListener } from "./run-suite.ts";
import type { Plan, PlannedExecution } from "../plan/plan.ts";
import { formatDuration, plural } from "../report/format.ts";
import { firstLine, terminalSafe } from "../report/sanitize.ts";
import { untrustedBlock } from "./actions-log.ts";
import { failureDetails } from "./failure-details.ts";

const ICONS: Record<ExecutionResult["status"], string> = {
  passed: "✓",
  "expected-failed": "✓",
  failed: "✗",
  "unexpected-passed": "✗",
  errored: "!",
  skipped: "-",
};

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
  const what = `${terminalSafe(r.caseId)} · ${terminalSafe(r.runnerId)}${run}`;
  const time = r.status === "skipped" ? "" : ` · ${formatDuration(r.durationMs)}`;
  const label = r.status === "passed" ? "" : ` ${r.status}${r.failureClass ? ` (${r.failureClass.id})` : ""}`;
  const why = !r.passed || r.status === "expected-failed" ? (r.error ? `: ${firstLine(r.error.message)}` : "") : "";
  return `${ICONS[r.status]} ${what}${time}${label}${why}`;
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
  const cells = `${plural(plan.cases.length, "case")} × ${plural(plan.runners.length, "runner")}`;
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
  const out = options.stream;
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
  const detailed = new Set<string>();
  let drawn = false;
  let timer: NodeJS.Timeout | undefined;

  const clear = () => {
    if (drawn) out.write("\r\x1b[2K");
    drawn = false;
  };
  const draw = () => {
    if (!options.interactive) return;
    const width = Math.max(20, (out.columns || 100) - 1);
    const line = liveLine({
      done,
      total,
      ...(atMost !== undefined ? { atMost } : {}),
      passed,
      running: inFlight.size,
      elapsedMs: now() - started,
      etaMs: estimateRemainingMs(durations, total - done, parallel),
    });
    out.write(`\r\x1b[2K${line.slice(0, width)}`);
    drawn = true;
  };
  // Result lines, failure details and warnings quote the agent's output.
  const print = (text: string) => {
    if (options.interactive) clear();
    out.write(untrustedBlock(`${text}\n`));
    draw();
  };

  return {
    onStart({ plan, outDir: dir, parallel: p }) {
      total = plan.executions.length;
      if (options.adaptive) atMost = plan.cells.length * options.adaptive.maxRuns;
      runs = plan.runs;
      parallel = p;
      outDir = dir;
      started = now();
      out.write(`agent-bench: ${planLine(plan, options.adaptive)}, parallel ${p}\n`);
      out.write(`results: ${dir}\n`);
      if (options.interactive) {
        draw();
        timer = setInterval(draw, 500).unref();
      }
    },
    onExecutionStart(p) {
      inFlight.set(p, now());
    },
    onExecutionEnd(r) {
      let source: CaseSource | undefined;
      for (const p of inFlight.keys()) {
        if (p.case.id === r.caseId && p.runner.id === r.runnerId && p.run === r.run) {
          source = p.case.source;
          inFlight.delete(p);
        }
      }
      done++;
      if (r.passed) passed++;
      if (r.status !== "skipped") durations.push(r.durationMs);
      const lines = [describeResult(r, runs, options.adaptive?.maxRuns)];
      // Without -v, the first failure of each cell says why in full (later runs of the cell would repeat it).
      const cell = `${r.caseId}\u0000${r.runnerId}`;
      if (!r.passed && (options.verbose || (!detailed.has(cell) && worthDetails(r)))) {
        detailed.add(cell);
        lines.push(...failureDetails(r, outDir, source, { verbose: options.verbose }));
      }
      if (options.verbose && r.strayProcesses) lines.push(`    ${r.strayProcesses} process(es) the agent left running were killed`);
      print(lines.join("\n"));
    },
    onWarning(message) {
      print(`warning: ${terminalSafe(message)}`);
    },
    onFinish() {
      if (timer) clearInterval(timer);
      if (options.interactive) clear();
    },
  };
}
