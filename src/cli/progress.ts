// What the terminal shows while a run goes: on a TTY a live view of
// executions in flight and done; in CI (no TTY) one line per finished execution.

import type { ExecutionResult } from "../model/result.ts";
import type { RunListener } from "../execute/run-suite.ts";
import type { PlannedExecution } from "../plan/plan.ts";
import { firstLine, formatDuration, terminalSafe } from "./format.ts";

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
}

export function describeResult(r: ExecutionResult, runs: number): string {
  const what = `${terminalSafe(r.caseId)} · ${terminalSafe(r.runnerId)}${runs > 1 ? ` · run ${r.run}/${runs}` : ""}`;
  const time = r.status === "skipped" ? "" : ` · ${formatDuration(r.durationMs)}`;
  const label = r.status === "passed" ? "" : ` ${r.status}${r.failureClass ? ` (${r.failureClass.id})` : ""}`;
  const why = !r.passed || r.status === "expected-failed" ? (r.error ? `: ${firstLine(r.error.message)}` : "") : "";
  return `${ICONS[r.status]} ${what}${time}${label}${why}`;
}

export function createProgress(options: ProgressOptions): RunListener {
  const out = options.stream;
  let total = 0;
  let runs = 1;
  let done = 0;
  let failed = 0;
  const inFlight = new Map<PlannedExecution, number>();
  let drawn = 0;
  let timer: NodeJS.Timeout | undefined;

  const clear = () => {
    if (drawn > 0) out.write(`\x1b[${drawn}A\x1b[J`);
    drawn = 0;
  };
  const draw = () => {
    if (!options.interactive) return;
    clear();
    const width = Math.max(40, (out.columns || 100) - 1);
    const lines = [...inFlight.entries()].slice(0, 8).map(([p, start]) => `  … ${terminalSafe(p.case.id)} · ${terminalSafe(p.runner.id)}${runs > 1 ? ` · run ${p.run}` : ""} · ${formatDuration(Date.now() - start)}`);
    if (inFlight.size > 8) lines.push(`  … and ${inFlight.size - 8} more`);
    // --runs auto plans one round at a time: past the first round there is no total to show.
    lines.push(`  ${done}${done <= total ? `/${total}` : ""} done${failed ? `, ${failed} not passed` : ""}`);
    out.write(lines.map((l) => l.slice(0, width)).join("\n") + "\n");
    drawn = lines.length;
  };

  return {
    onStart({ plan, outDir, parallel }) {
      total = plan.executions.length;
      runs = plan.runs;
      out.write(`agent-bench: ${plan.cases.length} case(s) × ${plan.runners.length} runner(s) × ${plan.runs} run(s) = ${total} execution(s), parallel ${parallel}\n`);
      out.write(`results: ${outDir}\n`);
      if (options.interactive) timer = setInterval(draw, 250).unref();
    },
    onExecutionStart(p) {
      inFlight.set(p, Date.now());
    },
    onExecutionEnd(r) {
      for (const p of inFlight.keys()) {
        if (p.case.id === r.caseId && p.runner.id === r.runnerId && p.run === r.run) inFlight.delete(p);
      }
      done++;
      if (!r.passed) failed++;
      if (options.interactive) clear();
      out.write(`${describeResult(r, runs)}\n`);
      if (options.verbose) {
        for (const a of r.assertions.filter((x) => !x.passed)) out.write(`    ${a.name}: ${firstLine(a.message, 300)}\n`);
        out.write(`    artifacts: ${r.artifactDir}\n`);
      }
      draw();
    },
    onWarning(message) {
      if (options.interactive) clear();
      out.write(`warning: ${terminalSafe(message)}\n`);
      draw();
    },
    onFinish() {
      if (timer) clearInterval(timer);
      if (options.interactive) clear();
    },
  };
}
