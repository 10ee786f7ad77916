// The process helper that starts agents (src/execute/spawner.ts): agents'
// parent is the helper, never agent-bench itself, and nothing it started
// outlives agent-bench, whatever ends it.

import assert from "node:assert/strict";
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { after, describe, it } from "node:test";
import { setTimeout as sleep } from "node:timers/promises";
import { fileURLToPath } from "node:url";
import { runProcess } from "../../src/execute/process.ts";
import { holdSpawner } from "../../src/execute/spawner.ts";
import type { SpawnSpec } from "../../src/runners/runner.ts";
import { alive, parentOf } from "../helpers/processes.ts";
import { tempProject } from "../helpers/project.ts";

const project = tempProject();
after(() => project.remove());
const SPAWNER = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../src/execute/spawner.ts");

function spec(script: string): SpawnSpec {
  return { kind: "spawn", executable: "sh", args: ["-c", script], env: { PATH: process.env.PATH ?? "" }, cwd: project.dir };
}

function limits(name: string) {
  return { timeoutMs: 20_000, signal: new AbortController().signal, stdoutPath: project.file(`${name}.out`), stderrPath: project.file(`${name}.err`) };
}

async function until(check: () => boolean, ms = 10_000): Promise<boolean> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (check()) return true;
    await sleep(50);
  }
  return check();
}

async function readPid(file: string): Promise<number> {
  let pid = 0;
  await until(() => {
    try {
      pid = Number(readFileSync(file, "utf8").trim());
    } catch {
      return false;
    }
    return pid > 0;
  });
  return pid;
}

describe("the process helper", () => {
  it("starts agents as its own children, not agent-bench's", async () => {
    const out = await runProcess(spec("echo $PPID"), limits("parent"));
    const helper = Number(out.stdout.trim());
    assert.notEqual(helper, process.pid);
    assert.equal(parentOf(helper), process.pid, "the helper is agent-bench's child");
  });

  it("ends what an agent left running in its group once it exited, whether or not that still holds its output", async () => {
    const quiet = project.file("background-quiet.pid");
    const holding = project.file("background-holding.pid");
    // One let go of the agent's output (the helper ends it as soon as the agent exited), the other still
    // holds it (ended after the grace, when agent-bench finishes the agent).
    for (const [name, script] of [
      ["quiet", `sleep 30 >/dev/null 2>&1 & echo $! > ${quiet}; echo done`],
      ["holding", `sleep 30 & echo $! > ${holding}; echo done`],
    ]) {
      const out = await runProcess(spec(script), limits(`background-${name}`));
      assert.deepEqual(out.end, { kind: "exited", code: 0 });
      assert.equal(out.stdout, "done\n");
    }
    for (const file of [quiet, holding]) {
      const pid = await readPid(file);
      assert.ok(await until(() => !alive(pid), 5_000), `the background sleep ${pid} is killed`);
    }
  });

  it("when the helper dies mid-run, the agents it ran end as errors and are killed; the next agent starts a new helper", async () => {
    const pidFile = project.file("orphan.pid");
    const running = runProcess(spec(`sleep 60 & echo $! > ${pidFile}; echo $PPID; wait`), limits("orphan"));
    const grandchild = await readPid(pidFile);
    const helper = parentOf(parentOf(grandchild));
    process.kill(helper, "SIGKILL");
    const out = await running;
    assert.ok(out.end.kind === "spawn-failed" && out.end.error.code === "EHELPER", JSON.stringify(out.end));
    assert.match(out.end.error.message, /process helper was killed by SIGKILL/);
    assert.ok(await until(() => !alive(grandchild)), "the agent's own children are killed too");
    const next = await runProcess(spec("echo $PPID"), limits("after"));
    assert.deepEqual(next.end, { kind: "exited", code: 0 });
    assert.notEqual(Number(next.stdout.trim()), helper);
  });

  it("is stopped, and waited for, when the run that held it ends", async () => {
    const release = holdSpawner();
    const out = await runProcess(spec("echo $PPID"), limits("held"));
    const helper = Number(out.stdout.trim());
    assert.equal(alive(helper), true, "idle between executions, the helper stays for the run");
    await release();
    assert.equal(alive(helper), false);
  });

  it("with agents running side by side, finds each one's strays however their scans interleave", async () => {
    // Each agent leaves a process that left its group, then exits at its own moment: every scan reads the
    // others' agents and strays (its own mark or another's) before their own scans; none may be missed.
    const agents = [0.4, 0.1, 0.3, 0.2, 0.5, 0.05].map((delay, i) =>
      runProcess(spec(`setsid sleep 60 < /dev/null > /dev/null 2>&1 & echo $! > ${project.file(`side-${i}.pid`)}; sleep ${delay}`), limits(`side-${i}`)),
    );
    const results = await Promise.all(agents);
    assert.deepEqual(
      results.map((r) => r.strayProcesses),
      results.map(() => 1),
      "each execution killed its one stray",
    );
    for (let i = 0; i < results.length; i++) {
      const pid = Number(readFileSync(project.file(`side-${i}.pid`), "utf8").trim());
      assert.ok(await until(() => !alive(pid)), `agent ${i}'s stray ${pid} is gone`);
    }
  });

  const survivors = [
    { name: "kills every agent still running when agent-bench itself is killed", agent: "sleep 60 & echo $! > PID; wait", file: "survivor" },
    {
      name: "when agent-bench itself is killed, also kills what the agent started that left its process group",
      agent: "setsid sleep 60 < /dev/null > /dev/null 2>&1 & echo $! > PID; wait",
      file: "setsid-survivor",
    },
  ];
  for (const { name, agent, file } of survivors) {
    it(name, async () => {
      const pidFile = project.file(`${file}.pid`);
      const script = `
        import { runProcess } from ${JSON.stringify(SPAWNER.replace("spawner.ts", "process.ts"))};
        const limits = { ...${JSON.stringify({ ...limits(file), signal: undefined })}, signal: new AbortController().signal };
        await runProcess(${JSON.stringify(spec(agent.replace("PID", pidFile)))}, limits);
      `;
      const orchestrator = spawn(process.execPath, ["--input-type=module", "-e", script], { stdio: "ignore" });
      try {
        const started = await readPid(pidFile);
        assert.ok(started > 0, "the agent started");
        orchestrator.kill("SIGKILL");
        assert.ok(await until(() => !alive(started)), "nothing the agent started outlives a killed agent-bench");
      } finally {
        orchestrator.kill("SIGKILL");
      }
    });
  }
});
