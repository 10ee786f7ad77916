// 1,000 executions of an instant scripted agent at -p 4 (250 cases × 4 runs),
// through the CLI: the time agent-bench itself adds when the agent costs
// nothing and spawns nothing (the scripted runner runs in process). With
// --against, nine runs of each build alternate, judged from the pairs.

import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { againstBuild, benchEnv, NO_COPY, runArgs } from "../lib/agent-bench.mjs";
import { check, measure, median } from "../lib/measure.mjs";
import { pairedRow } from "../lib/paired.mjs";
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
    const other = againstBuild();
    const builds = other ? ["this", "against"] : ["this"];
    const measured = { this: { wallMs: [], cpuMs: [], peakRssMb: [] }, against: { wallMs: [], cpuMs: [], peakRssMb: [] } };
    for (let rep = 0; rep < (other ? 9 : 1); rep++) {
      for (let k = 0; k < builds.length; k++) {
        const build = builds[(k + rep) % builds.length];
        // Each run's output stays until the item ends (docs/performance.md: deleted files slow the next run's).
        const args = ["suite.jsonl", "-n", String(runs), "-p", String(parallel), "--out-dir", `out-${build}-${rep}`];
        const r = check(
          await measure(process.execPath, build === "against" ? other.runArgs(args) : runArgs(args), { cwd: dir, env: benchEnv() }),
          build === "against" ? `agent-bench run (${other.label})` : "agent-bench run",
        );
        measured[build].wallMs.push(r.wallMs);
        measured[build].cpuMs.push(r.cpuMs);
        measured[build].peakRssMb.push(r.peakRssMb);
      }
    }
    const executions = cases * runs;
    const mine = measured.this;
    const theirs = measured.against;
    return {
      rows: [
        row(ITEM, `${executions} instant scripted executions at -p ${parallel}: wall time`, median(mine.wallMs), "ms"),
        row(ITEM, "per execution", median(mine.wallMs) / executions, "ms"),
        row(ITEM, "CPU time per execution", median(mine.cpuMs) / executions, "ms"),
        ...(other
          ? [
              row(ITEM, `${other.label}: per execution, same run`, median(theirs.wallMs) / executions, "ms"),
              pairedRow(ITEM, "wall time", other.label, mine.wallMs, theirs.wallMs),
              pairedRow(ITEM, "CPU time", other.label, mine.cpuMs, theirs.cpuMs, { context: true }),
            ]
          : []),
      ],
      details: { executions, parallel, ...mine, ...(other ? { against: other.label, againstMeasured: theirs } : {}) },
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
