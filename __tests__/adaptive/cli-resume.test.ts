// `agent-bench run --resume` of an adaptive run (`--runs auto`) interrupted
// after its first round: the resumed run goes on with the rounds (not just the
// first round's missing runs), compares with the same baseline, and ends with
// the same runs per cell, and the same reasons, as a run that was never
// interrupted; results.json and stability.json keep the `adaptive` record.

import assert from "node:assert/strict";
import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import type { ChildProcess } from "node:child_process";
import { after, before, describe, it } from "node:test";
import type { RunFile } from "../../src/model/result.ts";
import type { StabilityFile } from "../../src/model/stability.ts";
import { runCli } from "../helpers/cli.ts";
import { tempProject } from "../helpers/project.ts";

const CASES = ["alpha", "beta", "gamma", "delta"];
const runner = (script: string) => JSON.stringify({ runners: { agent: { type: "command", command: ["sh", script] } } });

// The base passes every case; the pull request broke the agent, so no cell stops after the first round.
// While the file "hang" exists in $AGENT_BENCH_STATE the broken agent hangs: the test interrupts the run then.
const project = tempProject({
  "suite.jsonl": CASES.map((id) => JSON.stringify({ id, input: `do ${id}`, assert: { type: "contains", value: "done" } })).join("\n") + "\n",
  "good.sh": 'echo "done"\n',
  "broken.sh": 'if [ -e "$AGENT_BENCH_STATE/hang" ]; then sleep 60; fi\necho "gave up"\n',
  "good.config.json": runner("./good.sh"),
  "broken.config.json": runner("./broken.sh"),
  // The same broken agent, at a known $0.50 a run.
  "costly.config.json": JSON.stringify({
    runners: { agent: { type: "scripted", steps: [{ text: "gave up" }, { usage: { input: 100, output: 10 }, cost: 0.5 }] } },
  }),
  "state/.keep": "",
});
after(() => project.remove());

const read = <T>(file: string): T => JSON.parse(readFileSync(project.file(file), "utf8")) as T;
const executionsLogged = (dir: string): number =>
  existsSync(project.file(`${dir}/results.jsonl`)) ? (readFileSync(project.file(`${dir}/results.jsonl`), "utf8").match(/"type":"execution"/g) ?? []).length : 0;

describe("agent-bench run --resume of a --runs auto run", () => {
  before(async () => {
    const base = await runCli(["run", "suite.jsonl", "-c", "good.config.json", "-n", "5", "--out-dir", "base"], { cwd: project.dir });
    assert.equal(base.code, 0, base.stderr);
  });

  it("continues the adaptive rounds after an interruption and keeps the adaptive record", async () => {
    const env = { AGENT_BENCH_STATE: project.file("state") };
    const head = ["run", "suite.jsonl", "-c", "broken.config.json", "--runs", "auto", "--base", "base", "-p", "1"];
    // What the run gives when nothing interrupts it.
    const full = await runCli([...head, "--out-dir", "full"], { cwd: project.dir, env });
    assert.equal(full.code, 1, full.stderr);
    const reference = read<RunFile>("full/results.json").adaptive!;
    assert.ok(reference.rounds > 1 && reference.executions > 12, `${reference.rounds} rounds, ${reference.executions} executions`);

    // Interrupted in its second round: round 1 (4 cells × 3 runs) and two more runs finished.
    let child: ChildProcess | undefined;
    const pending = runCli([...head, "--out-dir", "head"], { cwd: project.dir, env, onSpawn: (c) => (child = c) });
    for (let i = 0; i < 1000 && executionsLogged("head") < 14; i++) await new Promise((res) => setTimeout(res, 10));
    writeFileSync(project.file("state/hang"), "");
    await new Promise((res) => setTimeout(res, 300));
    child!.kill("SIGINT");
    const interrupted = await pending;
    assert.equal(interrupted.code, 130, interrupted.stderr);
    const before = read<RunFile>("head/results.json");
    assert.ok(
      before.adaptive!.executions >= 14 && before.adaptive!.executions < reference.executions,
      `${before.adaptive!.executions} executions before the interruption`,
    );
    assert.ok(before.adaptive!.cells.some((c) => c.stop === "cancelled"));

    rmSync(project.file("state/hang"));
    const resumed = await runCli(["run", "--resume", "head"], { cwd: project.dir, env });
    assert.equal(resumed.code, 1, resumed.stderr);
    const run = read<RunFile>("head/results.json");
    const adaptive = run.adaptive!;
    // The same runs per cell and the same reasons as the run that was never interrupted.
    assert.deepEqual(
      adaptive.cells.map((c) => [c.caseId, c.runs, c.stop]),
      reference.cells.map((c) => [c.caseId, c.runs, c.stop]),
    );
    assert.equal(adaptive.executions, reference.executions);
    assert.equal(adaptive.message, reference.message);
    assert.equal(adaptive.rounds, reference.rounds);
    assert.equal(adaptive.undecided, 0);
    assert.deepEqual(read<StabilityFile>("head/stability.json").adaptive, adaptive);
    // What had finished was not run again, and no run number was used twice.
    for (const r of before.results.filter((x) => x.status !== "errored")) {
      assert.equal(run.results.find((x) => x.caseId === r.caseId && x.run === r.run)?.startedAt, r.startedAt);
    }
    const keys = run.results.map((r) => `${r.caseId}#${r.run}`);
    assert.equal(new Set(keys).size, keys.length);
    assert.equal(run.results.filter((r) => r.status !== "errored").length, reference.executions);
    // It compared with the baseline the run started with, and says what the rounds spent.
    assert.ok(resumed.stdout.includes(`adaptive runs: ${reference.executions} of at most ${reference.maxExecutions} runs; stopped: `), resumed.stdout);
    assert.equal(read<{ verdict: string }>("head/comparison.json").verdict, "regression");
  });

  it("resumes a run the cost budget stopped with a higher budget; a fixed run takes no budget", async () => {
    const first = await runCli(
      ["run", "suite.jsonl", "-c", "costly.config.json", "--runs", "auto", "--max-cost-usd", "8", "-p", "2", "--base", "base", "--out-dir", "budget"],
      { cwd: project.dir },
    );
    assert.equal(first.code, 1, first.stderr);
    const stopped = read<RunFile>("budget/results.json");
    assert.equal(stopped.adaptive!.budgetStop?.kind, "cost");
    const resumed = await runCli(["run", "--resume", "budget", "--max-cost-usd", "14"], { cwd: project.dir });
    assert.equal(resumed.code, 1, resumed.stderr);
    const run = read<RunFile>("budget/results.json");
    // What the first session spent counts: the resumed one stops once $14 is spent in all, within the runs in flight.
    assert.ok(run.adaptive!.executions > stopped.adaptive!.executions);
    assert.ok(run.summary.costUsd! >= 14 && run.summary.costUsd! <= 14 + 8 * 0.5, `spent ${run.summary.costUsd}`);
    assert.equal(run.adaptive!.message, `stopped at the $14 budget after ${run.summary.executions} of at most 40 runs; 4 cells undecided`);
    assert.equal(run.adaptive!.maxCostUsd, 14);

    const fixed = await runCli(["run", "--resume", "base", "--max-cost-usd", "5"], { cwd: project.dir });
    assert.equal(fixed.code, 2);
    assert.match(fixed.stderr, /--max-cost-usd: the run in .*base is not an adaptive run \(--runs auto\)/);
  });
});
