import assert from "node:assert/strict";
import { mkdtemp, mkdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, before, test } from "node:test";
import { AgentBenchError } from "../../src/errors.ts";
import { loadStability } from "../../src/stability/load.ts";
import { stabilityFile } from "../helpers/stability.ts";

let dir: string;
before(async () => {
  dir = await mkdtemp(join(tmpdir(), "agent-bench-load-"));
});
after(async () => {
  await rm(dir, { recursive: true, force: true });
});

const valid = stabilityFile([
  { caseId: "a", passed: 4, runs: 5 },
  { caseId: "b", passed: 5, runs: 5, errored: 0 },
]);

async function put(name: string, content: unknown): Promise<string> {
  const path = join(dir, name);
  await mkdir(join(path, ".."), { recursive: true });
  await writeFile(path, typeof content === "string" ? content : JSON.stringify(content));
  return path;
}

async function rejects(path: string, pattern: RegExp, where?: RegExp): Promise<void> {
  await assert.rejects(loadStability(path), (error: unknown) => {
    assert.ok(error instanceof AgentBenchError, String(error));
    assert.equal(error.kind, "config");
    assert.match(error.message, pattern);
    if (where) assert.match(error.where ?? "", where);
    return true;
  });
}

test("loads a stability.json file and an out-dir holding one", async () => {
  const file = await put("run1/stability.json", valid);
  assert.deepEqual(await loadStability(file), valid);
  assert.deepEqual(await loadStability(join(dir, "run1")), valid);
});

test("an out-dir with only results.json gets its stability computed", async () => {
  await put("run2/results.json", {
    schemaVersion: 2,
    tool: { name: "agent-bench", version: "0.1.0" },
    startedAt: "2026-02-01T00:00:00Z",
    endedAt: "2026-02-01T00:01:00Z",
    suite: { path: "s.jsonl", format: "jsonl", fingerprint: "f" },
    plan: { cases: ["x"], runners: [{ id: "r", type: "scripted" }], runs: 2, executions: 2, filters: {} },
    environment: { user: "u", team: "t", node: "v24", platform: "linux", agentBench: "0.1.0", ci: false },
    cases: [{ id: "x", tags: [], prompt: "p", expectedFail: false, source: { file: "s.jsonl", line: 1 }, testFingerprint: "fx" }],
    results: [
      { caseId: "x", runnerId: "r", run: 1, status: "passed", passed: true, assertions: [], startedAt: "", endedAt: "", durationMs: 10, artifactDir: "e" },
      { caseId: "x", runnerId: "r", run: 2, status: "failed", passed: false, assertions: [], startedAt: "", endedAt: "", durationMs: 30, artifactDir: "e" },
    ],
    summary: {
      executions: 2,
      passed: 1,
      failed: 1,
      errored: 0,
      skipped: 0,
      expectedFailed: 0,
      unexpectedPassed: 0,
      passRate: 0.5,
      durationMs: 40,
      notRun: 0,
      cancelled: false,
    },
  });
  const file = await loadStability(join(dir, "run2"));
  assert.deepEqual(await loadStability(join(dir, "run2", "results.json")), file);
  assert.equal(file.cells[0].passRate, 0.5);
  assert.equal(file.cells[0].testFingerprint, "fx");
  assert.equal(file.schemaVersion, 2);
  assert.equal(file.createdAt, "2026-02-01T00:01:00Z");
});

test("a missing path or an empty out-dir is a config error naming the path", async () => {
  await rejects(join(dir, "nope.json"), /nope\.json does not exist/u, /nope\.json/u);
  await mkdir(join(dir, "empty"), { recursive: true });
  await rejects(join(dir, "empty"), /holds neither stability\.json nor results\.json/u);
});

test("invalid JSON is a config error, not a stack trace", async () => {
  await rejects(await put("broken.json", "{ not json"), /broken\.json: \(top level\): not valid JSON/u);
  await rejects(await put("array.json", "[1, 2]"), /array\.json: \(top level\): expected a JSON object, found an array/u);
});

test("an unknown schemaVersion says which version this agent-bench reads and what to do", async () => {
  const path = await put("future.json", { ...valid, schemaVersion: 4 });
  await assert.rejects(loadStability(path), (error: AgentBenchError) => {
    assert.match(error.message, /future\.json: schemaVersion: unknown version 4; this agent-bench reads schemaVersion 1, 2 and 3/u);
    assert.match(error.hint ?? "", /upgrade agent-bench/u);
    return true;
  });
  await rejects(await put("other.json", { hello: "world" }), /other\.json: schemaVersion: missing/u);
});

test("a wrong field is reported with its path", async () => {
  const bad = structuredClone(valid) as unknown as { cells: Array<Record<string, unknown>> };
  bad.cells[1].passRate = "high";
  await rejects(await put("bad-field.json", bad), /bad-field\.json: cells\[1\]\.passRate: /u, /bad-field\.json/u);
});

test("counts that do not add up are rejected", async () => {
  const bad = structuredClone(valid);
  bad.cells[0].failed = 3;
  await rejects(await put("bad-counts.json", bad), /passed \+ failed \+ errored must equal runs/u);
});
