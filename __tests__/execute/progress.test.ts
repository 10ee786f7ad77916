import assert from "node:assert/strict";
import { after, describe, it } from "node:test";
import { createProgress, estimateRemainingMs, liveLine } from "../../src/execute/progress.ts";
import type { SuiteCase } from "../../src/model/case.ts";
import type { ExecutionResult } from "../../src/model/result.ts";
import { buildPlan } from "../../src/plan/plan.ts";
import type { RunnerConfig } from "../../src/runners/runner.ts";
import { runCli } from "../helpers/cli.ts";
import { tempProject } from "../helpers/project.ts";

const testCase = (id: string): SuiteCase => ({
  id,
  prompt: id,
  messages: [],
  tags: [],
  expectedFail: false,
  hasExpected: false,
  source: { file: "/repo/suite.ts", line: 3 },
  definition: "",
});
const runner: RunnerConfig = { id: "agent", type: "scripted", args: [], env: {}, options: {}, baseDir: "/repo" };
const plan = buildPlan({ cases: [testCase("a"), testCase("b")], runners: [runner], runs: 2 });

function result(p: (typeof plan.executions)[number], passed: boolean, durationMs: number): ExecutionResult {
  return {
    caseId: p.case.id,
    runnerId: p.runner.id,
    run: p.run,
    status: passed ? "passed" : "failed",
    passed,
    assertions: [],
    startedAt: "",
    endedAt: "",
    durationMs,
    artifactDir: `executions/${p.case.id}/agent/run-${p.run}`,
  };
}

/** A terminal to write to: what was written, in order. */
function terminal() {
  const writes: string[] = [];
  return { writes, stream: { columns: 120, write: (s: string) => (writes.push(s), true) } as unknown as NodeJS.WriteStream };
}

describe("progress", () => {
  it("estimates the time left from the durations so far, spread over the parallel executions", () => {
    assert.equal(estimateRemainingMs([], 4, 2), undefined);
    assert.equal(estimateRemainingMs([10_000, 30_000], 4, 2), 40_000);
    assert.equal(estimateRemainingMs([10_000], 0, 2), 0);
  });

  it("on a TTY: one live line with done/total, passed, elapsed and the time left, redrawn in place", async () => {
    const t = terminal();
    let clock = 0;
    const progress = createProgress({ stream: t.stream, interactive: true, verbose: false, now: () => clock });
    progress.onStart!({ plan, outDir: "/out", parallel: 2 });
    const [first, second] = plan.executions;
    progress.onExecutionStart!(first);
    progress.onExecutionStart!(second);
    clock = 20_000;
    progress.onExecutionEnd!(result(first, true, 20_000));
    const live = t.writes.at(-1)!;
    assert.equal(live, `\r\x1b[2K${liveLine({ done: 1, total: 4, passed: 1, running: 1, elapsedMs: 20_000, etaMs: 30_000 })}`);
    assert.equal(live, "\r\x1b[2K1/4 done · 1 passed · 1 running · 20s elapsed · about 30s left");
    // The finished execution is printed above the live line, which is cleared first.
    assert.ok(t.writes.includes("✓ a · agent · run 1/2 · 20s\n"));
    clock = 30_000;
    progress.onExecutionEnd!(result(second, false, 30_000));
    assert.equal(t.writes.at(-1), "\r\x1b[2K2/4 done · 1 passed · 1 not passed · 30s elapsed · about 25s left");
    await progress.onFinish!({} as never, {} as never);
    assert.equal(t.writes.at(-1), "\r\x1b[2K", "the live line is gone when the run ends");
  });

  it("in CI: plain lines, one per finished execution, and no control characters", () => {
    const t = terminal();
    const progress = createProgress({ stream: t.stream, interactive: false, verbose: false });
    progress.onStart!({ plan, outDir: "/out", parallel: 2 });
    progress.onExecutionStart!(plan.executions[0]);
    progress.onExecutionEnd!(result(plan.executions[0], true, 1500));
    assert.ok(t.writes.every((w) => !w.includes("\r") && !w.includes("\x1b")));
    assert.equal(t.writes.at(-1), "✓ a · agent · run 1/2 · 1.5s\n");
  });
});

describe("-v", () => {
  const project = tempProject({
    "suite.ts": `import { assert } from "agent-bench";
export default [
  { id: "greets", prompt: "say hello", assert(r) { assert.match(r.finalOutput, /goodbye/); } },
  { id: "fine", prompt: "say hello", assert(r) { assert.match(r.finalOutput, /hello/); } },
];
`,
    "agent-bench.config.json": JSON.stringify({ runners: { agent: { type: "scripted", steps: [{ text: "line one\nline two\nhello there" }] } } }),
  });
  after(() => project.remove());

  it("shows, for each failed execution, the failed assertion with file:line, the agent's last lines and the transcript", async () => {
    const r = await runCli(["run", "suite.ts", "-v", "--out-dir", "out"], { cwd: project.dir });
    assert.equal(r.code, 1, r.stderr);
    const block = r.stderr.slice(r.stderr.indexOf("✗ greets"));
    assert.match(block, /^ {4}match \(suite\.ts:3\): The input did not match the regular expression \/goodbye\//m);
    assert.match(block, /last lines of the agent's output:\n {4}│ line one\n {4}│ line two\n {4}│ hello there\n/);
    assert.match(block, /transcript: out\/executions\/greets\/agent\/run-1\/session\.json \(raw: stdout\.log\)/);
    // A passed execution gets its one line only.
    assert.match(r.stderr, /✓ fine · agent · \S+\n(?! {4})/);
  });
});
