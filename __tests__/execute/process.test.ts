import assert from "node:assert/strict";
import { existsSync, readFileSync } from "node:fs";
import { after, describe, it } from "node:test";
import { setTimeout as sleep } from "node:timers/promises";
import { runProcess } from "../../src/execute/process.ts";
import type { SpawnSpec } from "../../src/runners/runner.ts";
import { alive } from "../helpers/processes.ts";
import { tempProject } from "../helpers/project.ts";

const project = tempProject();
after(() => project.remove());

function spec(script: string, extra: Partial<SpawnSpec> = {}): SpawnSpec {
  return { kind: "spawn", executable: "sh", args: ["-c", script], env: { PATH: process.env.PATH ?? "" }, cwd: project.dir, ...extra };
}

function limits(name: string, extra: Partial<Parameters<typeof runProcess>[1]> = {}) {
  return {
    timeoutMs: 10_000,
    signal: new AbortController().signal,
    stdoutPath: project.file(`${name}.out`),
    stderrPath: project.file(`${name}.err`),
    ...extra,
  };
}

describe("running an agent process", () => {
  it("captures stdout and stderr to files and in memory, with the exit code", async () => {
    const out = await runProcess(spec("echo hello; echo oops >&2; exit 3"), limits("basic"));
    assert.deepEqual(out.end, { kind: "exited", code: 3 });
    assert.equal(out.stdout, "hello\n");
    assert.equal(out.stderr, "oops\n");
    assert.equal(readFileSync(project.file("basic.out"), "utf8"), "hello\n");
    assert.equal(readFileSync(project.file("basic.err"), "utf8"), "oops\n");
  });

  it("always writes stdout.log, empty when the agent printed nothing; stderr.log only when it wrote to stderr", async () => {
    const quiet = await runProcess(spec("exit 0"), limits("quiet"));
    assert.equal(quiet.stdout, "");
    assert.equal(readFileSync(project.file("quiet.out"), "utf8"), "");
    assert.equal(existsSync(project.file("quiet.err")), false);
    const inProcess = await runProcess({ kind: "in-process", cwd: project.dir, run: () => Promise.resolve({ exitCode: 0 }) }, limits("quiet-in-process"));
    assert.deepEqual(inProcess.end, { kind: "exited", code: 0 });
    assert.equal(readFileSync(project.file("quiet-in-process.out"), "utf8"), "");
    assert.equal(existsSync(project.file("quiet-in-process.err")), false);
  });

  it("reports an output file it cannot write as the outcome's write error, stops the agent, and keeps the other stream", async () => {
    const pidFile = project.file("unwritable.pid");
    const out = await runProcess(
      spec(`echo $$ > ${pidFile}; echo oops >&2; echo hello; sleep 30`),
      limits("unwritable", { stdoutPath: project.file("missing-folder/stdout.log") }),
    );
    assert.ok(out.end.kind === "write-failed", `stopped at the failed write, not by the timeout: ${JSON.stringify(out.end)}`);
    assert.equal(out.end.error.code, "ENOENT");
    assert.match(out.end.error.path, /missing-folder\/stdout\.log$/);
    assert.equal(out.end.exit.kind, "signalled", "the agent was killed");
    assert.equal(alive(Number(readFileSync(pidFile, "utf8"))), false);
    assert.equal(readFileSync(project.file("unwritable.err"), "utf8"), "oops\n", "the other stream is still written");
  });

  it("closes stdin, so an agent waiting for input ends instead of hanging", async () => {
    const out = await runProcess(spec("cat; echo after-stdin"), limits("stdin"));
    assert.equal(out.stdout, "after-stdin\n");
  });

  it("writes the prompt to stdin when asked, then closes it", async () => {
    const out = await runProcess(spec("cat", { stdin: "the prompt" }), limits("stdin2"));
    assert.equal(out.stdout, "the prompt");
  });

  it("on timeout kills the whole process tree and keeps what was printed", async () => {
    const pidFile = project.file("child.pid");
    const out = await runProcess(spec(`sleep 60 & echo $! > ${pidFile}; echo started; wait`), limits("timeout", { timeoutMs: 500 }));
    assert.equal(out.end.kind, "timed-out");
    assert.ok(out.end.kind === "timed-out" && out.end.afterMs === 500);
    assert.equal(out.stdout, "started\n");
    const childPid = Number(readFileSync(pidFile, "utf8"));
    await sleep(100);
    assert.equal(alive(childPid), false, "the agent's child process must be killed too");
  });

  it("does not wait for a daemon the agent left holding its output", async () => {
    const pidFile = project.file("daemon.pid");
    const started = Date.now();
    const out = await runProcess(spec(`(setsid sleep 30 & echo $! > ${pidFile}); echo done`), limits("daemon"));
    assert.deepEqual(out.end, { kind: "exited", code: 0 });
    assert.equal(out.stdout, "done\n");
    assert.ok(Date.now() - started < 20_000, "must not wait for the daemon's 30 s");
    assert.equal(out.strayProcesses, 1, "the setsid daemon left the agent's group: it is found by its mark, killed and counted");
    assert.equal(alive(Number(readFileSync(pidFile, "utf8"))), false);
  });

  it("reports an executable that does not exist as a spawn error, not a crash", async () => {
    const out = await runProcess({ ...spec(""), executable: "agent-bench-no-such-agent" }, limits("enoent"));
    assert.ok(out.end.kind === "spawn-failed" && out.end.error.code === "ENOENT", JSON.stringify(out.end));
    assert.ok(existsSync(project.file("enoent.out")));
  });

  it("stops an agent that exceeds its step budget", async () => {
    const script = 'for i in 1 2 3 4 5 6 7 8 9 10; do echo "{\\"step\\":$i}"; sleep 0.05; done';
    let steps = 0;
    const out = await runProcess(spec(script), limits("steps", { maxSteps: 3, stepCounter: (line) => (line.includes('"step"') ? ++steps : steps) }));
    assert.equal(out.end.kind, "step-limit");
    assert.ok(out.end.kind === "step-limit" && out.end.steps === 4 && out.end.maxSteps === 3);
    assert.equal(out.steps, 4);
    assert.ok(out.stdout.split("\n").filter(Boolean).length < 10);
  });

  it("on cancel kills the agent and says so", async () => {
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 200);
    const out = await runProcess(spec("echo begin; sleep 30"), limits("cancel", { signal: controller.signal }));
    assert.equal(out.end.kind, "cancelled");
    assert.equal(out.stdout, "begin\n");
  });

  it("runs an in-process agent under the same limits", async () => {
    const out = await runProcess(
      {
        kind: "in-process",
        cwd: project.dir,
        async run(io) {
          io.stdout('{"type":"turn"}');
          await new Promise((resolve) => io.signal.addEventListener("abort", resolve));
          return { exitCode: 0 };
        },
      },
      limits("inproc", { timeoutMs: 100 }),
    );
    assert.deepEqual(out.end, { kind: "timed-out", afterMs: 100, exit: { kind: "signalled", signal: "SIGKILL" } });
    assert.equal(out.stdout, '{"type":"turn"}\n');
  });
});
