// Snapshot semantics with the scripted agent, whose token usage each run scripts: the check is on
// the mean over the cell's passing runs, expectedFail does not excuse it, an agent that reports no
// tokens fails it, a snapshot of another metric is stale (CI fails and leaves the file alone), and
// a snapshot flag without a snapshots config, or a damaged file, stops the run before it starts.
import assert from "node:assert/strict";
import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { after, afterEach, describe, it } from "node:test";
import type { RunSettings } from "../../src/config/settings.ts";
import { isAgentBenchError } from "../../src/errors.ts";
import { execute } from "../../src/execute/engine.ts";
import { prepareRun } from "../../src/execute/prepare.ts";
import type { ExecutionResult } from "../../src/model/result.ts";
import { tempProject } from "../helpers/project.ts";

const steps = (tokens: number, text = "ok") => [{ usage: { input: tokens - 100, output: 100 } }, { text }];
const config = (script: string) => JSON.stringify({ runners: { agent: { type: "scripted", script } }, snapshots: { tolerance: { absolute: 100 } } });
const project = tempProject({
  "agent-bench.config.json": config("./agent.json"),
  "suite.jsonl": [
    '{"id": "mean", "input": "x", "assert": {"type": "contains", "value": "ok"}}',
    '{"id": "known-bug", "input": "x", "expectedFail": true, "assert": {"type": "contains", "value": "never"}}',
    '{"id": "silent", "input": "x", "assert": {"type": "contains", "value": "ok"}}',
  ].join("\n"),
});
after(() => project.remove());
const savedCi = process.env.CI;
afterEach(() => {
  if (savedCi === undefined) delete process.env.CI;
  else process.env.CI = savedCi;
});

const snapshotFile = project.file("skillgym.snapshots.json");
const entry = (caseId: string, value: number, metric = "totalTokens") => ({
  caseId,
  runnerId: "agent",
  metric,
  value,
  agentType: "scripted",
  updatedAt: "2026-01-01T00:00:00.000Z",
});
let outs = 0;

async function run(script: object, extra: Partial<RunSettings> = {}, ci = false): Promise<ExecutionResult[]> {
  // A new script file each run: the scripted runner reads a script once per process.
  const scriptFile = `agent-${++outs}.json`;
  writeFileSync(project.file(scriptFile), JSON.stringify(script));
  writeFileSync(project.file("agent-bench.config.json"), config(`./${scriptFile}`));
  if (ci) process.env.CI = "true";
  else delete process.env.CI;
  const prepared = await prepareRun({
    suites: [project.file("suite.jsonl")],
    outputs: [],
    cwd: project.dir,
    parallel: 1,
    outDir: project.file(`out-${++outs}`),
    ...extra,
  });
  const { run } = await execute(prepared, { listeners: [], signal: new AbortController().signal });
  return run.results;
}

describe("snapshots with the scripted agent", () => {
  it("checks the mean over the cell's passing runs: a failed run's tokens do not count; the run that ends the cell carries the failure", async () => {
    writeFileSync(snapshotFile, JSON.stringify({ version: 1, entries: { "mean::agent": entry("mean", 1000) } }));
    const within = await run({ cases: { mean: { runs: [steps(1000), steps(1100), steps(9000, "no")] } } }, { runs: 3, cases: ["mean"] });
    // Mean of the passing runs: 1050, within +100; the failed run's 9000 is left out.
    assert.deepEqual(
      within.map((r) => [r.run, r.status, r.failureOrigin]),
      [
        [1, "passed", undefined],
        [2, "passed", undefined],
        [3, "failed", "assertion"],
      ],
    );
    const over = await run({ cases: { mean: { runs: [steps(1000), steps(1300), steps(1250)] } } }, { runs: 3, cases: ["mean"] });
    // Mean 1183.33 > 1100: the third run ended the cell and fails with origin snapshot.
    assert.deepEqual(
      over.map((r) => [r.run, r.status, r.failureOrigin]),
      [
        [1, "passed", undefined],
        [2, "passed", undefined],
        [3, "failed", "snapshot"],
      ],
    );
    assert.match(
      over[2].error!.message,
      /^totalTokens rose 1000 → 1183\.33 \(\+183\.33, \+18\.3%\) over 3 passing runs, past the tolerance \(\+100 tokens: at most 1100\)/,
    );
  });

  it("expectedFail does not excuse a snapshot failure", async () => {
    writeFileSync(snapshotFile, JSON.stringify({ version: 1, entries: { "known-bug::agent": entry("known-bug", 1000) } }));
    const [ok] = await run({ cases: { "known-bug": steps(1000) } }, { cases: ["known-bug"] });
    assert.equal(ok.status, "expected-failed");
    const [result] = await run({ cases: { "known-bug": steps(2000) } }, { cases: ["known-bug"] });
    assert.equal(result.status, "failed");
    assert.equal(result.passed, false);
    assert.equal(result.failureOrigin, "snapshot");
  });

  it("an agent that reports no tokens fails the check (no fallback to characters), as in skillgym", async () => {
    writeFileSync(snapshotFile, JSON.stringify({ version: 1, entries: {} }));
    const [result] = await run({ cases: { silent: [{ text: "ok" }] } }, { cases: ["silent"] });
    assert.equal(result.failureOrigin, "snapshot");
    assert.match(result.error!.message, /^Snapshot check requires provider token metric totalTokens, but it was unavailable for silent \/ agent/);
  });

  it("a snapshot of another metric is stale: CI fails it and leaves the file as it was; locally it is recorded again", async () => {
    const stale = `${JSON.stringify({ version: 1, entries: { "mean::agent": entry("mean", 5, "inputTokens") } }, null, 2)}\n`;
    writeFileSync(snapshotFile, stale);
    const [ci] = await run({ cases: { mean: steps(1000) } }, { cases: ["mean"] }, true);
    assert.equal(ci.failureOrigin, "snapshot");
    assert.match(ci.error!.message, /is stale: it was recorded for inputTokens, and the config now checks totalTokens/);
    assert.equal(readFileSync(snapshotFile, "utf8"), stale);
    const [local] = await run({ cases: { mean: steps(1000) } }, { cases: ["mean"] });
    assert.equal(local.status, "passed");
    assert.equal(
      (JSON.parse(readFileSync(snapshotFile, "utf8")) as { entries: Record<string, { metric: string; value: number }> }).entries["mean::agent"].value,
      1000,
    );
  });

  it("in CI with no snapshot file at all, none is created", async () => {
    rmSync(snapshotFile, { force: true });
    const [result] = await run({ cases: { mean: steps(1000) } }, { cases: ["mean"] }, true);
    assert.equal(result.failureOrigin, "snapshot");
    assert.equal(existsSync(snapshotFile), false);
  });

  it("a snapshot flag without a snapshots config, or a damaged snapshot file, stops the run before any agent starts", async () => {
    const bare = tempProject({
      "agent-bench.config.json": JSON.stringify({ runners: { agent: { type: "scripted", steps: [{ text: "ok" }] } } }),
      "s.jsonl": '{"id": "a", "input": "x", "assert": []}\n',
    });
    try {
      await assert.rejects(
        prepareRun({ suites: [bare.file("s.jsonl")], outputs: [], cwd: bare.dir, updateSnapshots: true }),
        (e: unknown) => isAgentBenchError(e) && e.exitCode === 2 && /--update-snapshots: the config has no snapshots/.test(e.message),
      );
    } finally {
      bare.remove();
    }
    writeFileSync(snapshotFile, '{"version": 1, "entries": {"mean::agent": {"value": "lots"}}}');
    await assert.rejects(
      prepareRun({ suites: [project.file("suite.jsonl")], outputs: [], cwd: project.dir }),
      (e: unknown) => isAgentBenchError(e) && e.exitCode === 2 && /skillgym\.snapshots\.json: not a snapshot file: entries\.mean::agent/.test(e.message),
    );
  });
});
