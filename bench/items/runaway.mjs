// Item 7: peak memory of a run with one runaway agent. 20 healthy executions
// (`echo`) at -p 4, then the same with one more agent that prints without end
// (`yes`): once stopped at the default maxOutputBytes (64 MB), once under a
// 1 GB cap (the whole 1 GB goes through agent-bench). The engine keeps a
// bounded window of an agent's output, never the output, so the peak must not
// grow with what the agent prints: both stay under the fault-injection tests'
// budget (__tests__/execute/faults.test.ts). Before the cap, 512 MB of `yes`
// ended the run with a RangeError at 730 MB RSS.

import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { benchEnv, NO_COPY, runArgs } from "../lib/agent-bench.mjs";
import { check, measure } from "../lib/measure.mjs";
import { below, row } from "../lib/table.mjs";

const ITEM = "7 runaway";
const BUDGET_MB = 400;

export async function runaway({ quick }) {
  const root = mkdtempSync(path.join(os.tmpdir(), "agent-bench-bench-runaway-"));
  try {
    const healthy = Array.from({ length: 20 }, (_, i) => ({ id: `healthy-${i + 1}`, input: "say ok", assert: { type: "contains", value: "ok" } }));
    const suite = (withRunaway) => {
      const file = path.join(root, withRunaway ? "runaway.jsonl" : "healthy.jsonl");
      const cases = withRunaway ? [{ id: "runaway", input: "print forever", env: { RUNAWAY: "1" } }, ...healthy] : healthy;
      writeFileSync(file, cases.map((c) => JSON.stringify(c)).join("\n"));
      return file;
    };
    const agent = path.join(root, "agent.sh");
    writeFileSync(agent, '#!/bin/sh\nif [ -n "$RUNAWAY" ]; then exec yes "runaway output"; fi\necho ok\n');
    const bigCap = quick ? "256MB" : "1GB";
    writeFileSync(
      path.join(root, "agent-bench.config.json"),
      JSON.stringify({
        defaults: NO_COPY,
        runners: {
          capped: { type: "command", command: ["sh", agent] },
          wide: { type: "command", command: ["sh", agent], maxOutputBytes: bigCap },
        },
      }),
    );
    const run = async (name, file, runner, allowed) => {
      const r = check(
        await measure(process.execPath, runArgs([file, "-r", runner, "-p", "4", "--out-dir", path.join(root, name)]), { cwd: root, env: benchEnv() }),
        `agent-bench run (${name})`,
        allowed,
      );
      return r.peakRssMb;
    };
    const base = await run("healthy", suite(false), "capped", [0]);
    const capped = await run("runaway-64mb", suite(true), "capped", [1]);
    const wide = await run("runaway-wide", suite(true), "wide", [1]);
    return {
      rows: [
        row(ITEM, "peak RSS, 20 healthy executions at -p 4", base, "MB"),
        row(ITEM, "peak RSS, the same + one `yes` agent stopped at maxOutputBytes 64 MB", capped, "MB", below(BUDGET_MB, "MB", capped)),
        row(ITEM, `peak RSS, the same with maxOutputBytes ${bigCap} (all of it goes through agent-bench)`, wide, "MB", below(BUDGET_MB, "MB", wide)),
      ],
      details: { budgetMb: BUDGET_MB, baseMb: base, cappedMb: capped, wideMb: wide, wideCap: bigCap },
    };
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}
