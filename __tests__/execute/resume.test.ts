import assert from "node:assert/strict";
import { existsSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { after, describe, it } from "node:test";
import type { RunFile } from "../../src/model/result.ts";
import { runCli } from "../helpers/cli.ts";
import { tempProject } from "../helpers/project.ts";

// An agent that answers at once unless the file "hang" exists, and fails with an API-like
// error while "down" exists: lets a test interrupt a run and then complete it.
const project = tempProject({
  "agent.sh":
    'if [ -e "$AGENT_BENCH_STATE/hang" ]; then sleep 60; fi\nif [ -e "$AGENT_BENCH_STATE/down" ]; then echo \'{"type":"error","status":503,"message":"overloaded"}\'; exit 1; fi\necho "ok $AGENT_BENCH_CASE_ID"\n',
  "suite.jsonl": ['{"id":"a","input":"x","assert":[]}', '{"id":"b","input":"x","assert":[]}', '{"id":"c","input":"x","assert":[]}'].join("\n") + "\n",
  "agent-bench.config.json": JSON.stringify({
    runners: { sh: { type: "command", command: ["sh", "./agent.sh"] }, api: { type: "scripted", script: "./script.json" } },
  }),
  "script.json": JSON.stringify({ steps: [{ text: "fine" }] }),
});
after(() => project.remove());

function readRun(dir: string): RunFile {
  return JSON.parse(readFileSync(`${dir}/results.json`, "utf8")) as RunFile;
}

describe("--resume", () => {
  it("completes an interrupted run without re-running what finished", async () => {
    const state = project.file("state1");
    project.write("state1/.keep", "");
    const out = project.file("out1");
    let child: import("node:child_process").ChildProcess | undefined;
    // Case "a" finishes; then every later execution hangs until the run is stopped.
    const pending = runCli(["run", "suite.jsonl", "-r", "sh", "-n", "2", "-p", "1", "--out-dir", out], {
      cwd: project.dir,
      env: { AGENT_BENCH_STATE: state },
      onSpawn: (c) => (child = c),
    });
    for (let i = 0; i < 6000; i++) {
      const text = existsSync(`${out}/results.jsonl`) ? readFileSync(`${out}/results.jsonl`, "utf8") : "";
      if ((text.match(/"type":"execution"/g) ?? []).length >= 1) break;
      await new Promise((res) => setTimeout(res, 10));
    }
    writeFileSync(`${state}/hang`, "");
    await new Promise((res) => setTimeout(res, 300));
    child!.kill("SIGINT");
    const first = await pending;
    assert.equal(first.code, 130, first.stderr);
    const interrupted = readRun(out);
    const finishedBefore = interrupted.results.filter((r) => r.status === "passed");
    assert.ok(finishedBefore.length >= 1);
    assert.ok(interrupted.summary.notRun + interrupted.summary.errored > 0);

    // The agent is healthy again: resume.
    const { rmSync } = await import("node:fs");
    rmSync(`${state}/hang`);
    const resumed = await runCli(["run", "--resume", out], { cwd: project.dir, env: { AGENT_BENCH_STATE: state } });
    assert.equal(resumed.code, 0, resumed.stderr);
    const run = readRun(out);
    assert.equal(run.results.length, 6);
    assert.ok(run.results.every((r) => r.status === "passed"));
    // What had finished was not run again: same start time, same artifacts.
    for (const before of finishedBefore) {
      const after = run.results.find((r) => r.caseId === before.caseId && r.run === before.run)!;
      assert.equal(after.startedAt, before.startedAt);
    }
    // The cancelled execution's artifacts were set aside, not overwritten.
    const cancelled = interrupted.results.find((r) => r.status === "errored");
    if (cancelled) assert.ok(existsSync(`${out}/${cancelled.artifactDir}.errored-1/stdout.log`));
    const lines = readFileSync(`${out}/results.jsonl`, "utf8")
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l) as { type: string });
    assert.equal(lines.filter((l) => l.type === "start").length, 1);
    assert.equal(lines.filter((l) => l.type === "resume").length, 1);
  });

  it("re-runs executions that errored for infrastructure reasons", async () => {
    const out = project.file("out2");
    // The provider's state lives outside the repository (a file that is not part of what the agent is given).
    const provider = `${project.dir}-provider.json`;
    writeFileSync(provider, JSON.stringify({ cases: { b: [{ fail: 503 }] }, steps: [{ text: "fine" }] }));
    after(() => rmSync(provider, { force: true }));
    project.write("provider.config.json", JSON.stringify({ runners: { api: { type: "scripted", script: provider } } }));
    const r1 = await runCli(["run", "suite.jsonl", "-c", "provider.config.json", "--out-dir", out], { cwd: project.dir });
    assert.equal(r1.code, 1);
    assert.equal(readRun(out).results.find((r) => r.caseId === "b")!.failureOrigin, "api");
    // The provider is healthy again; nothing the agent is given changed.
    writeFileSync(provider, JSON.stringify({ steps: [{ text: "fine" }] }));
    const r2 = await runCli(["run", "--resume", out], { cwd: project.dir });
    assert.equal(r2.code, 0, r2.stderr);
    const run = readRun(out);
    assert.ok(run.results.every((r) => r.status === "passed"));
    assert.ok(readdirSync(`${out}/executions/b/api`).includes("run-1.errored-1"));
  });

  it("refuses plan flags and a folder without a run", async () => {
    const clash = await runCli(["run", "--resume", project.file("out2"), "-n", "3"], { cwd: project.dir });
    assert.equal(clash.code, 2);
    assert.match(clash.stderr, /--resume takes the plan from the run it resumes; drop --runs/);
    const none = await runCli(["run", "--resume", project.dir], { cwd: project.dir });
    assert.equal(none.code, 2);
    assert.match(none.stderr, /holds no run/);
  });

  it("refuses to resume when a case changed since the run started", async () => {
    const out = project.file("out3");
    const r1 = await runCli(["run", "suite.jsonl", "-r", "api", "--out-dir", out], { cwd: project.dir });
    assert.equal(r1.code, 0, r1.stderr);
    project.write(
      "suite.jsonl",
      ['{"id":"a","input":"CHANGED","assert":[]}', '{"id":"b","input":"x","assert":[]}', '{"id":"c","input":"x","assert":[]}'].join("\n") + "\n",
    );
    const r2 = await runCli(["run", "--resume", out], { cwd: project.dir });
    assert.equal(r2.code, 2);
    assert.match(r2.stderr, /case "a" changed since the run started \(its prompt, assertions, expected values or timeout\)/);
  });

  it("refuses to resume when what the agent is given changed since the run started, naming it", async () => {
    const out = project.file("out4");
    const r1 = await runCli(["run", "suite.jsonl", "-r", "api", "--out-dir", out], { cwd: project.dir });
    assert.equal(r1.code, 0, r1.stderr);
    project.write("script.json", JSON.stringify({ steps: [{ text: "different" }] }));
    const r2 = await runCli(["run", "--resume", out], { cwd: project.dir });
    assert.equal(r2.code, 2);
    assert.match(r2.stderr, /what the agent is given changed since the run started \(runner api script\.json\)/);
    assert.doesNotMatch(r2.stderr, /\n\s+at /u, "no stack trace");
  });
});
