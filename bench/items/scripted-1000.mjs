// 1,000 executions of an instant scripted agent at -p 4 (250 cases × 4 runs),
// through the CLI: the time agent-bench itself adds when the agent costs
// nothing and spawns nothing (the scripted runner runs in process).

import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { benchEnv, NO_COPY, runArgs } from "../lib/agent-bench.mjs";
import { check, measure } from "../lib/measure.mjs";
import { row } from "../lib/table.mjs";

const ITEM = "scripted";

export async function scripted1000() {
  const cases = 250;
  const runs = 4;
  const parallel = 4;
  const dir = mkdtempSync(path.join(os.tmpdir(), "agent-bench-bench-scripted-"));
  try {
    const lines = Array.from({ length: cases }, (_, i) => JSON.stringify({ id: `case-${i}`, input: `task ${i}`, assert: { type: "contains", value: "done" } }));
    writeFileSync(path.join(dir, "suite.jsonl"), `${lines.join("\n")}\n`);
    const steps = [
      { tool: "shell", command: "ls" },
      { tool: "read", path: "README.md", output: "x" },
      { text: "done" },
      { usage: { input: 100, output: 20 }, cost: 0.001 },
    ];
    // Orchestration only, as in earlier runs: no workspace copy (item 3b measures that).
    writeFileSync(path.join(dir, "agent-bench.config.json"), JSON.stringify({ defaults: NO_COPY, runners: { fast: { type: "scripted", steps } } }));
    const r = check(
      await measure(process.execPath, runArgs(["suite.jsonl", "-n", String(runs), "-p", String(parallel), "--out-dir", "out"]), { cwd: dir, env: benchEnv() }),
      "agent-bench run",
    );
    const executions = cases * runs;
    return {
      rows: [
        row(ITEM, `${executions} instant scripted executions at -p ${parallel}: wall time`, r.wallMs, "ms"),
        row(ITEM, "per execution", r.wallMs / executions, "ms"),
        row(ITEM, "CPU time per execution", r.cpuMs / executions, "ms"),
      ],
      details: { executions, parallel, wallMs: r.wallMs, cpuMs: r.cpuMs, peakRssMb: r.peakRssMb },
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
