// Item 2: scheduling against the physical limit. A fake agent that only sleeps
// (a `command` runner running `sleep S`); `agent-bench run` at -p P over
// E = P × waves executions. The ideal is ceil(E / P) × S: no orchestrator can
// finish sooner. The ratio is agent-bench's whole wall time (start-up, suite
// loading and results.json included) over that ideal; the span from the first
// execution's start to the last one's end shows the scheduler alone.

import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { benchEnv, NO_COPY, runArgs } from "../lib/agent-bench.mjs";
import { check, measure } from "../lib/measure.mjs";
import { atMost, row } from "../lib/table.mjs";

const ITEM = "2 scheduling";

export async function scheduling({ quick }) {
  const sleepMs = quick ? 500 : 2000;
  const waves = quick ? 4 : 10;
  const dir = mkdtempSync(path.join(os.tmpdir(), "agent-bench-bench-sched-"));
  const rows = [];
  const details = { sleepMs, waves, runs: [] };
  try {
    writeFileSync(
      path.join(dir, "agent-bench.config.json"),
      // The scheduler only: no workspace copy (item 3b measures that).
      JSON.stringify({ defaults: NO_COPY, runners: { sleeper: { type: "command", command: ["sleep", String(sleepMs / 1000)], promptVia: "env" } } }, null, 2),
    );
    for (const parallel of [1, 4, 16]) {
      const executions = parallel * waves;
      const suite = path.join(dir, `suite-${parallel}.jsonl`);
      writeFileSync(suite, Array.from({ length: executions }, (_, i) => `${JSON.stringify({ id: `case-${i}`, input: `task ${i}`, assert: [] })}\n`).join(""));
      const out = path.join(dir, `out-${parallel}`);
      const r = check(
        await measure(process.execPath, runArgs([suite, "-p", String(parallel), "--out-dir", out]), { cwd: dir, env: benchEnv() }),
        `agent-bench run -p ${parallel}`,
      );
      const ideal = Math.ceil(executions / parallel) * sleepMs;
      const ratio = r.wallMs / ideal;
      const span = executionSpan(path.join(out, "results.json"));
      details.runs.push({ parallel, executions, idealMs: ideal, wallMs: r.wallMs, executionSpanMs: span, peakRssMb: r.peakRssMb });
      rows.push(
        row(
          ITEM,
          `-p ${parallel}: ${executions} × ${sleepMs} ms sleep, wall / ideal (${ideal} ms)`,
          ratio * 100,
          "%",
          parallel === 1 ? undefined : atMost(105, "%", ratio * 100),
        ),
        row(ITEM, `-p ${parallel}: first execution start → last end, / ideal`, (span / ideal) * 100, "%"),
      );
      rmSync(out, { recursive: true, force: true });
    }
    return { rows, details };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** From the first execution's start to the last one's end: the scheduler alone, without start-up and results writing. */
function executionSpan(resultsFile) {
  const { results } = JSON.parse(readFileSync(resultsFile, "utf8"));
  const starts = results.map((r) => Date.parse(r.startedAt));
  const ends = results.map((r) => Date.parse(r.endedAt));
  return Math.max(...ends) - Math.min(...starts);
}
