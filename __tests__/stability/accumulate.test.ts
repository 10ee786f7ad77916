import assert from "node:assert/strict";
import { test } from "node:test";
import vm from "node:vm";
import v8 from "node:v8";
import type { ExecutionResult, ExecutionStatus, RunFile } from "../../src/model/result.ts";
import { StabilityAccumulator, computeStability } from "../../src/stability/accumulate.ts";

let clock = 0;
function result(caseId: string, run: number, status: ExecutionStatus, extra: Partial<ExecutionResult> = {}): ExecutionResult {
  clock++;
  return {
    caseId,
    runnerId: "claude",
    run,
    status,
    passed: status === "passed" || status === "expected-failed",
    assertions: [],
    startedAt: new Date(clock * 1000).toISOString(),
    endedAt: new Date(clock * 1000 + 500).toISOString(),
    durationMs: 1000,
    artifactDir: `executions/${caseId}/claude/run-${run}`,
    ...extra,
  };
}

function runFile(results: ExecutionResult[], cases = ["b-case", "a-case"]): RunFile {
  return {
    schemaVersion: 2,
    tool: { name: "agent-bench", version: "0.1.0" },
    startedAt: "2026-02-01T10:00:00.000Z",
    endedAt: "2026-02-01T10:05:00.000Z",
    suite: { path: "evals/suite.ts", format: "module", fingerprint: "suite-fp" },
    plan: { cases, runners: [{ id: "claude", type: "claude-code", model: "sonnet" }], runs: 5, executions: 10, filters: {} },
    environment: { user: "u", team: "t", node: "v24", platform: "linux", agentBench: "0.1.0", ci: false, commit: { sha: "abc123", ref: "main" } },
    cases: cases.map((id) => ({ id, tags: [], prompt: "p", expectedFail: false, source: { file: "evals/suite.ts" }, testFingerprint: `fp-${id}` })),
    results,
    summary: {
      executions: 0,
      passed: 0,
      failed: 0,
      errored: 0,
      skipped: 0,
      expectedFailed: 0,
      unexpectedPassed: 0,
      passRate: 0,
      durationMs: 0,
      cancelled: false,
    } as RunFile["summary"],
  };
}

test("statuses count as the issue says: expected-failed passes, unexpected-passed fails, errored apart, skipped is not a run", () => {
  const file = computeStability(
    runFile([
      result("a-case", 1, "passed"),
      result("a-case", 2, "expected-failed"),
      result("a-case", 3, "failed", { failureClass: { id: "assertion" } }),
      result("a-case", 4, "unexpected-passed"),
      result("a-case", 5, "errored", { failureOrigin: "api" }),
      result("a-case", 6, "skipped"),
    ]),
  );
  const [cell] = file.cells;
  assert.equal(file.cells.length, 1);
  assert.deepEqual([cell.runs, cell.passed, cell.failed, cell.errored], [5, 2, 2, 1]);
  // Errored runs count as not passed in passRate.
  assert.equal(cell.passRate, 0.4);
  assert.equal(cell.classification, "highly-unstable");
  assert.deepEqual(cell.failureClasses, { assertion: 1, "unexpected-passed": 1, "api-error": 1 });
  assert.equal(cell.testFingerprint, "fp-a-case");
});

test("Wilson interval, pass@k and pass^k follow the counts (4 of 5: pass^3 = 0.4, pass@3 = 1)", () => {
  const results = [1, 2, 3, 4].map((run) => result("a-case", run, "passed")).concat(result("a-case", 5, "failed"));
  const [cell] = computeStability(runFile(results)).cells;
  assert.equal(cell.passRate, 0.8);
  assert.equal(cell.classification, "mostly-stable");
  assert.equal(Number(cell.wilson.low.toPrecision(6)), 0.375535);
  assert.equal(cell.passHatK["3"], 0.4);
  assert.equal(cell.passAtK["3"], 1);
  assert.deepEqual(Object.keys(cell.passAtK), ["1", "2", "3", "4", "5"]);
});

test("classification boundaries: 100% stable, ≥ 80% mostly-stable, ≥ 50% unstable, below highly-unstable", () => {
  const make = (passes: number): string => {
    const results = Array.from({ length: 10 }, (_, i) => result("a-case", i + 1, i < passes ? "passed" : "failed"));
    return computeStability(runFile(results)).cells[0].classification;
  };
  assert.deepEqual([make(10), make(8), make(7), make(5), make(4)], ["stable", "mostly-stable", "unstable", "unstable", "highly-unstable"]);
});

test("consistency measures agreement of final outputs, not the pass rate", () => {
  const outputs = ["The answer is 42.", "the   answer is 42.\n", "The answer is 41.", "THE ANSWER IS 42."];
  const results = outputs.map((finalOutput, i) => result("a-case", i + 1, "passed", { finalOutput }));
  const [cell] = computeStability(runFile(results)).cells;
  // All four passed, yet only three agree once case and whitespace are set aside.
  assert.equal(cell.passRate, 1);
  assert.equal(cell.consistency, 0.75);

  const failing = ["nope", "nope", "nope"].map((finalOutput, i) => result("b-case", i + 1, "failed", { finalOutput }));
  assert.equal(computeStability(runFile(failing)).cells[0].consistency, 1);
});

test("consistency prefers the engine's digest of the whole output and ignores errored runs", () => {
  const results = [
    result("a-case", 1, "passed", { finalOutput: "same start", outputDigest: "d1" }),
    result("a-case", 2, "passed", { finalOutput: "same start", outputDigest: "d2" }),
    result("a-case", 3, "errored", { finalOutput: "" }),
  ];
  assert.equal(computeStability(runFile(results)).cells[0].consistency, 0.5);
});

test("durations use the sample std; tokens and cost are summed over runs that report them", () => {
  const results = [
    result("a-case", 1, "passed", { durationMs: 1000, usage: usage(100, 50), costUsd: 0.01 }),
    result("a-case", 2, "passed", { durationMs: 2000, usage: { ...usage(0, 0), totalTokens: 400 }, costUsd: 0.03 }),
    result("a-case", 3, "failed", { durationMs: 3000 }),
  ];
  const file = computeStability(runFile(results));
  const cell = file.cells[0];
  assert.deepEqual(cell.durationMs, { mean: 2000, min: 1000, max: 3000, p50: 2000, p90: 2800, std: 1000 });
  assert.deepEqual(cell.tokens, { mean: 275, total: 550 });
  assert.ok(Math.abs(cell.costUsd!.total - 0.04) < 1e-12 && Math.abs(cell.costUsd!.mean - 0.02) < 1e-12);
  assert.equal(file.summary.durationMs, 6000);
  assert.ok(Math.abs(file.summary.costUsd! - 0.04) < 1e-12);
});

test("no tokens or cost reported anywhere gives null, not 0", () => {
  const cell = computeStability(runFile([result("a-case", 1, "passed")])).cells[0];
  assert.equal(cell.tokens, null);
  assert.equal(cell.costUsd, null);
  assert.equal(computeStability(runFile([result("a-case", 1, "passed")])).summary.costUsd, null);
});

test("a re-run of the same run number (--resume) replaces the earlier result", () => {
  const results = [result("a-case", 1, "errored"), result("a-case", 2, "passed"), result("a-case", 1, "passed")];
  const cell = computeStability(runFile(results)).cells[0];
  assert.deepEqual([cell.runs, cell.passed, cell.errored], [2, 2, 0]);
});

test("cells come out in suite order whatever order results arrive in; file metadata is carried", () => {
  const results = [result("a-case", 1, "passed"), result("zz-unknown", 1, "failed"), result("b-case", 1, "passed", { cliVersion: "2.0.1" })];
  const file = computeStability(runFile(results));
  assert.deepEqual(
    file.cells.map((c) => c.caseId),
    ["b-case", "a-case", "zz-unknown"],
  );
  assert.deepEqual(file.commit, { sha: "abc123", ref: "main" });
  assert.equal(file.createdAt, "2026-02-01T10:05:00.000Z");
  assert.equal(file.runsPerCase, 5);
  assert.deepEqual(file.runners, [{ id: "claude", type: "claude-code", model: "sonnet", version: "2.0.1" }]);
  assert.deepEqual(file.cells.find((c) => c.caseId === "zz-unknown")!.testFingerprint, "");
  assert.deepEqual(
    { ...file.summary },
    { cases: 3, cells: 3, executions: 3, passed: 2, failed: 1, errored: 0, passRate: 2 / 3, stableCells: 2, unstableCells: 1, costUsd: null, durationMs: 3000 },
  );
});

test("100,000 executions with 2 KB outputs keep no output text: the heap grows far less than the text fed in", () => {
  v8.setFlagsFromString("--expose-gc");
  const gc = vm.runInNewContext("gc") as () => void;
  const accumulator = new StabilityAccumulator({
    tool: { name: "agent-bench", version: "0.1.0" },
    suite: { path: "s", fingerprint: "f" },
    runsPerCase: 10,
    runners: [{ id: "claude", type: "claude-code" }],
    testFingerprint: () => "fp",
  });
  const filler = "x".repeat(2048);
  gc();
  const before = process.memoryUsage().heapUsed;
  for (let i = 0; i < 100_000; i++) {
    const output = `${i} ${filler}`; // a fresh 2 KB string each time: 200 MB in total
    accumulator.add(result(`case-${i % 10_000}`, Math.floor(i / 10_000) + 1, i % 3 === 0 ? "failed" : "passed", { finalOutput: output }));
  }
  gc();
  const grown = process.memoryUsage().heapUsed - before;
  const file = accumulator.stabilityAt("2026-02-01T00:00:00.000Z");
  assert.equal(file.summary.executions, 100_000);
  assert.equal(file.cells.length, 10_000);
  assert.ok(grown < 60 * 1024 * 1024, `heap grew by ${(grown / 1024 / 1024).toFixed(1)} MB`);
});

function usage(inputTokens: number, outputTokens: number): NonNullable<ExecutionResult["usage"]> {
  return {
    inputTokens,
    outputTokens,
    inputChars: 0,
    outputChars: 0,
    reasoningChars: 0,
    source: { input: "provider", output: "provider", reasoning: "provider" },
  };
}
