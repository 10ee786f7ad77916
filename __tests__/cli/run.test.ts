import assert from "node:assert/strict";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { after, describe, it } from "node:test";
import type { RunFile } from "../../src/model/result.ts";
import { runCli } from "../helpers/cli.ts";
import { tempProject } from "../helpers/project.ts";

const project = tempProject({
  "suite.jsonl": '{"id":"greets","input":"say hello","assert":{"type":"contains","value":"hello there"}}\n{"id":"counts","input":"count","assert":[]}\n',
  "agent-bench.config.json": JSON.stringify({
    runners: {
      good: { type: "scripted", script: "./good.json" },
      echo: {
        type: "command",
        command: ["sh", "-c", 'echo "user=$AGENT_BENCH_USER team=$AGENT_BENCH_TEAM model=$1 prompt=$2"', "agent"],
        args: ["{model}", "{prompt}"],
      },
      missing: { type: "command", command: "agent-bench-not-installed" },
      hangs: { type: "scripted", steps: [{ text: "thinking" }, { hang: true }] },
    },
  }),
  "good.json": JSON.stringify({ cases: { greets: [{ text: "hello there" }], counts: [{ tool: "shell", command: "wc -l" }, { text: "3" }] } }),
});
after(() => project.remove());

function readRun(dir: string): RunFile {
  return JSON.parse(readFileSync(`${dir}/results.json`, "utf8")) as RunFile;
}

describe("agent-bench run", () => {
  it("exits 0 when every execution passed, and writes results.json, results.jsonl and per-execution artifacts", async () => {
    const out = project.file("out-ok");
    const r = await runCli(["run", "suite.jsonl", "-r", "good", "-n", "2", "--out-dir", out], { cwd: project.dir });
    assert.equal(r.code, 0, r.stderr);
    const run = readRun(out);
    assert.equal(run.summary.executions, 4);
    assert.equal(run.summary.passed, 4);
    const lines = readFileSync(`${out}/results.jsonl`, "utf8")
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l) as { type: string });
    assert.deepEqual(
      lines.map((l) => l.type),
      ["start", "execution", "execution", "execution", "execution", "stability", "stability", "summary"],
    );
    const stability = JSON.parse(readFileSync(`${out}/stability.json`, "utf8")) as { cells: Array<{ caseId: string; runs: number; passRate: number }> };
    assert.deepEqual(
      stability.cells.map((c) => [c.caseId, c.runs, c.passRate]),
      [
        ["greets", 2, 1],
        ["counts", 2, 1],
      ],
    );
    // An execution's folder: its raw output and session. Its result is in results.json(l) only, and
    // stderr.log exists only when the agent wrote to stderr (this one did not).
    assert.deepEqual(readdirSync(`${out}/executions/greets/good/run-1`).sort(), ["session.json", "stdout.log"]);
    // CI output: one line per finished execution, and the summary table.
    assert.equal(r.stderr.split("\n").filter((l) => l.startsWith("✓ ")).length, 4);
    assert.match(r.stdout, /good\s+100%\s+4\s+0\s+0\s+4/);
  });

  it("exits 1 when an execution failed", async () => {
    const r = await runCli(["run", "suite.jsonl", "-r", "echo", "--out-dir", project.file("out-fail")], { cwd: project.dir });
    assert.equal(r.code, 1, r.stderr);
    assert.match(r.stderr, /✗ greets · echo · .* failed \(assertion\)/);
  });

  it("exits 2 with a message naming the flag, never a stack trace", async () => {
    const r = await runCli(["run", "suite.jsonl", "--runs", "many"], { cwd: project.dir });
    assert.equal(r.code, 2);
    assert.match(r.stderr, /--runs: "many" is not a whole number/);
    assert.doesNotMatch(r.stderr, /\n\s+at /);
    const unknown = await runCli(["run", "suite.jsonl", "--colour"], { cwd: project.dir });
    assert.equal(unknown.code, 2);
    assert.match(unknown.stderr, /unknown flag --colour/);
  });

  it("exits 3 when the agent cannot be started for any execution, and still writes results", async () => {
    const out = project.file("out-missing");
    const r = await runCli(["run", "suite.jsonl", "-r", "missing", "--out-dir", out], { cwd: project.dir });
    assert.equal(r.code, 3, r.stderr);
    const run = readRun(out);
    assert.ok(run.results.every((x) => x.status === "errored" && x.failureOrigin === "spawn"));
    assert.match(run.results[0].error!.message, /could not start "agent-bench-not-installed": not found/);
  });

  it("passes user and team to the agent, with -u/--team overriding, and --model overriding the runner's model", async () => {
    const r = await runCli(
      ["run", "-i", "hi there", "-r", "echo", "-u", "alice", "--team", "infra", "--model", "big-model", "--out-dir", project.file("out-env")],
      { cwd: project.dir },
    );
    assert.equal(r.code, 0, r.stderr);
    assert.equal(r.stdout.trim(), "user=alice team=infra model=big-model prompt=hi there");
    const defaults = await runCli(["run", "-i", "x", "-r", "echo", "--out-dir", project.file("out-env2")], { cwd: project.dir });
    assert.match(defaults.stdout, /^user=test-user team=test-team /);
  });

  it("writes -o reports by extension and rejects an unknown one before running", async () => {
    const out = project.file("out-o");
    const r = await runCli(
      ["run", "suite.jsonl", "-r", "good", "--out-dir", out, "-o", project.file("reports/r.json"), "-o", project.file("reports/r.jsonl")],
      { cwd: project.dir },
    );
    assert.equal(r.code, 0, r.stderr);
    const report = JSON.parse(readFileSync(project.file("reports/r.json"), "utf8")) as { summary: { executions: number }; results: unknown[] };
    assert.equal(report.summary.executions, 2);
    assert.equal(report.results.length, 2);
    const lines = readFileSync(project.file("reports/r.jsonl"), "utf8").trim().split("\n");
    assert.equal((JSON.parse(lines.at(-1)!) as { type: string }).type, "summary");
    const bad = await runCli(["run", "suite.jsonl", "-o", "report.docx"], { cwd: project.dir });
    assert.equal(bad.code, 2);
    assert.match(bad.stderr, /-o report\.docx: unknown report format "\.docx"/);
  });

  it("never overwrites a previous run", async () => {
    const out = project.file("out-ok");
    const r = await runCli(["run", "suite.jsonl", "-r", "good", "--out-dir", out], { cwd: project.dir });
    assert.equal(r.code, 2);
    assert.match(r.stderr, /already holds a run/);
  });

  it("on SIGTERM stops, kills its agents and still writes every finished result", async () => {
    const out = project.file("out-term");
    let child: import("node:child_process").ChildProcess | undefined;
    const pending = runCli(["run", "suite.jsonl", "-r", "good,hangs", "-p", "4", "--out-dir", out], { cwd: project.dir, onSpawn: (c) => (child = c) });
    // Wait until the two "good" executions are in results.jsonl, then stop the run.
    for (let i = 0; i < 2400; i++) {
      const text = existsSync(`${out}/results.jsonl`) ? readFileSync(`${out}/results.jsonl`, "utf8") : "";
      if ((text.match(/"type":"execution"/g) ?? []).length >= 2) break;
      await new Promise((res) => setTimeout(res, 25));
    }
    child!.kill("SIGTERM");
    const r = await pending;
    assert.equal(r.code, 143, r.stderr);
    const run = readRun(out);
    assert.equal(run.summary.cancelled, true);
    assert.equal(run.results.filter((x) => x.runnerId === "good" && x.status === "passed").length, 2);
    const hung = run.results.filter((x) => x.runnerId === "hangs");
    assert.ok(hung.every((x) => x.status === "errored" && x.failureOrigin === "cancelled"));
    assert.ok(existsSync(`${out}/executions/greets/hangs/run-1/stdout.log`));
  });

  it('runs a skillgym suite importing "skillgym" from the bundled dist/, with neither package installed', async () => {
    const p = tempProject({
      "suite.ts": `import { assert, type Case } from "skillgym";
export default [
  { id: "always-passes", prompt: "anything", assert(report) { assert.ok(report.finalOutput.length > 0); } },
  { id: "expected-to-fail", prompt: "anything", expectedFail: true, assert() { assert.fail("known bug"); } },
] satisfies Case[];
`,
      "agent-bench.config.json": JSON.stringify({ runners: { s: { type: "scripted", steps: [{ text: "done" }] } } }),
    });
    try {
      const r = await runCli(["run", "suite.ts", "--out-dir", p.file("out")], { cwd: p.dir, entry: "dist" });
      assert.equal(r.code, 0, r.stderr);
      const run = readRun(p.file("out"));
      assert.deepEqual(
        run.results.map((x) => x.status),
        ["passed", "expected-failed"],
      );
    } finally {
      p.remove();
    }
  });

  it("prints help and version", async () => {
    const help = await runCli(["run", "--help"], { cwd: project.dir });
    assert.equal(help.code, 0);
    assert.match(help.stdout, /--shard I\/N/);
    const version = await runCli(["--version"], { cwd: project.dir });
    assert.match(version.stdout.trim(), /^\d+\.\d+\.\d+$/);
  });
});
