import assert from "node:assert/strict";
import { existsSync, readFileSync } from "node:fs";
import { after, before, describe, it } from "node:test";
import type { ExecutionResult, RunFile } from "../../src/model/result.ts";
import type { StabilityFile } from "../../src/model/stability.ts";
import { runCli } from "../helpers/cli.ts";
import { tempProject } from "../helpers/project.ts";

const cases = Array.from({ length: 7 }, (_, i) => `{"id":"c${i}","input":"task ${i}","assert":{"type":"contains","value":"ok"}}`);
const project = tempProject({
  "suite.jsonl": cases.join("\n") + "\n",
  "agent-bench.config.json": JSON.stringify({
    runners: { alpha: { type: "scripted", script: "./alpha.json" }, beta: { type: "scripted", script: "./beta.json" } },
  }),
  // Deterministic but uneven: some cells fail on some runs.
  "alpha.json": JSON.stringify({
    cases: { c1: { runs: [[{ text: "ok" }], [{ text: "no" }]] }, c4: [{ text: "no" }] },
    steps: [{ tool: "shell", command: "ls" }, { text: "ok" }],
  }),
  "beta.json": JSON.stringify({
    cases: { c2: { runs: [[{ text: "no" }], [{ text: "ok" }], [{ text: "no" }]] } },
    steps: [{ text: "ok" }, { usage: { input: 10, output: 5 }, cost: 0.001 }],
  }),
});
after(() => project.remove());

function read<T>(file: string): T {
  return JSON.parse(readFileSync(file, "utf8")) as T;
}

/** What a run says about the agent, without timings. */
function essence(r: ExecutionResult) {
  return {
    caseId: r.caseId,
    runnerId: r.runnerId,
    run: r.run,
    status: r.status,
    failureOrigin: r.failureOrigin,
    assertions: r.assertions.map((a) => [a.name, a.passed]),
    finalOutput: r.finalOutput,
    outputDigest: r.outputDigest,
    usage: r.usage,
    costUsd: r.costUsd,
    artifactDir: r.artifactDir,
  };
}

describe("agent-bench merge", () => {
  before(async () => {
    const whole = await runCli(["run", "suite.jsonl", "-n", "3", "--out-dir", "whole"], { cwd: project.dir });
    assert.ok(whole.code === 0 || whole.code === 1, whole.stderr);
    for (const i of [1, 2, 3]) {
      const r = await runCli(["run", "suite.jsonl", "-n", "3", "--shard", `${i}/3`, "--out-dir", `shard-${i}`], { cwd: project.dir });
      assert.ok(r.code === 0 || r.code === 1, r.stderr);
    }
  });

  it("gives the same results and stability as the unsharded run of the same plan", async () => {
    const r = await runCli(["merge", "shard-3", "shard-1", "shard-2", "--out-dir", "merged"], { cwd: project.dir });
    assert.ok(r.code === 0 || r.code === 1, r.stderr);
    const whole = read<RunFile>(project.file("whole/results.json"));
    const merged = read<RunFile>(project.file("merged/results.json"));
    assert.equal(merged.plan.shard, undefined);
    assert.equal(merged.plan.executions, whole.plan.executions);
    assert.deepEqual(merged.results.map(essence), whole.results.map(essence));
    assert.deepEqual({ ...merged.summary, durationMs: 0 }, { ...whole.summary, durationMs: 0 });
    const strip = (s: StabilityFile) => s.cells.map((c) => ({ ...c, durationMs: null }));
    assert.deepEqual(strip(read<StabilityFile>(project.file("merged/stability.json"))), strip(read<StabilityFile>(project.file("whole/stability.json"))));
    // Every execution's artifacts came along.
    for (const result of merged.results) assert.ok(existsSync(project.file(`merged/${result.artifactDir}/stdout.log`)), result.artifactDir);
    const lines = readFileSync(project.file("merged/results.jsonl"), "utf8").trim().split("\n");
    assert.equal(lines.length, 1 + whole.results.length + 14 + 1);
  });

  it("refuses a missing shard, naming it", async () => {
    const r = await runCli(["merge", "shard-1", "shard-3", "--out-dir", "m2"], { cwd: project.dir });
    assert.equal(r.code, 2);
    assert.match(r.stderr, /missing shard 2\/3 \(have 1, 3\)/);
  });

  it("refuses a duplicated shard", async () => {
    const r = await runCli(["merge", "shard-1", "shard-2", "shard-2", "--out-dir", "m3"], { cwd: project.dir });
    assert.equal(r.code, 2);
    assert.match(r.stderr, /shard 2\/3 appears twice/);
  });

  it("refuses shards of a different plan and runs that were not sharded", async () => {
    const other = await runCli(["run", "suite.jsonl", "-n", "2", "--shard", "2/3", "--out-dir", "other-2"], { cwd: project.dir });
    assert.ok(other.code === 0 || other.code === 1);
    const r = await runCli(["merge", "shard-1", "other-2", "shard-3", "--out-dir", "m4"], { cwd: project.dir });
    assert.equal(r.code, 2);
    assert.match(r.stderr, /ran a different number of runs/);
    const unsharded = await runCli(["merge", "whole", "--out-dir", "m5"], { cwd: project.dir });
    assert.equal(unsharded.code, 2);
    assert.match(unsharded.stderr, /is not a shard run/);
  });
});
