// 1,000 executions of an instant scripted agent at -p 4, through the bundled
// CLI: the time agent-bench itself adds when the agent costs nothing.
// Run: sh scripts/with-node24.sh node bench/scripted-1000.mjs
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

export function scripted1000({ cases = 250, runs = 4, parallel = 4 } = {}) {
  const dir = mkdtempSync(path.join(os.tmpdir(), "agent-bench-bench-"));
  try {
    const lines = Array.from({ length: cases }, (_, i) => JSON.stringify({ id: `case-${i}`, input: `task ${i}`, assert: { type: "contains", value: "done" } }));
    writeFileSync(path.join(dir, "suite.jsonl"), `${lines.join("\n")}\n`);
    const steps = [{ tool: "shell", command: "ls" }, { tool: "read", path: "README.md", output: "x" }, { text: "done" }, { usage: { input: 100, output: 20 }, cost: 0.001 }];
    writeFileSync(path.join(dir, "agent-bench.config.json"), JSON.stringify({ runners: { fast: { type: "scripted", steps } } }));
    const started = process.hrtime.bigint();
    const r = spawnSync(process.execPath, [path.join(root, "bin/agent-bench.js"), "run", "suite.jsonl", "-n", String(runs), "-p", String(parallel), "--out-dir", "out"], { cwd: dir, encoding: "utf8", env: { ...process.env, CI: "true" } });
    const wallMs = Number(process.hrtime.bigint() - started) / 1e6;
    if (r.status !== 0) throw new Error(`agent-bench exited ${r.status}: ${r.stderr.slice(-2000)}`);
    const executions = cases * runs;
    return { executions, parallel, wallMs: Math.round(wallMs), perExecutionMs: +(wallMs / executions).toFixed(3) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.main) {
  const result = scripted1000();
  console.log(JSON.stringify(result, null, 2));
}
