// The process helper (src/execute/spawner.ts) boots while the config and the suite load, so that it is ready for
// the first agent. A run whose runners all work in-process (scripted, http) never needs it: once the config says
// so, the helper is stopped rather than left to finish booting (a fresh Node's CPU) and idle through the run.
import assert from "node:assert/strict";
import { after, describe, it } from "node:test";
import { setTimeout as sleep } from "node:timers/promises";
import { prepareRun } from "../../src/execute/prepare.ts";
import { childrenRunning } from "../helpers/processes.ts";
import { tempProject } from "../helpers/project.ts";

const project = tempProject({
  "in-process/agent-bench.config.json": JSON.stringify({
    runners: { fake: { type: "scripted", steps: [{ text: "ok" }] }, api: { type: "http", url: "http://127.0.0.1:9/chat" } },
  }),
  "in-process/suite.jsonl": '{"id":"a","input":"x","expected":"ok"}\n',
  "with-process/agent-bench.config.json": JSON.stringify({
    runners: { fake: { type: "scripted", steps: [{ text: "ok" }] }, cli: { type: "command", command: ["sh", "-c", "echo ok"] } },
  }),
  "with-process/suite.jsonl": '{"id":"a","input":"x","expected":"ok"}\n',
});
after(() => project.remove());

const helpers = () => childrenRunning(process.pid, "spawnerHelperMain");

/** The helpers once `want` of them run (or after a second): a killed one is gone once reaped, a new one shows its command line once it exec'd. */
async function settled(want = 0): Promise<number[]> {
  for (let i = 0; i < 40 && helpers().length !== want; i++) await sleep(25);
  return helpers();
}

describe("the process helper's warm-up", () => {
  it("is stopped when every runner of the run works in-process", async () => {
    const run = await prepareRun({ suites: ["suite.jsonl"], outputs: [], cwd: project.file("in-process") });
    assert.deepEqual(run.plan.runners.map((r) => r.type).sort(), ["http", "scripted"]);
    assert.deepEqual(await settled(), []);
  });

  it("is kept, ready for the first agent, when a runner starts a process", async () => {
    await prepareRun({ suites: ["suite.jsonl"], outputs: [], cwd: project.file("with-process") });
    const running = await settled(1);
    assert.equal(running.length, 1, "one helper, booting or ready");
  });

  it("is not stopped when --runner adds an agent CLI to a config of in-process runners", async () => {
    const run = await prepareRun({ suites: ["suite.jsonl"], outputs: [], runners: ["fake", "claude-code"], cwd: project.file("in-process") });
    assert.deepEqual(run.plan.runners.map((r) => r.type).sort(), ["claude-code", "scripted"]);
    const running = await settled(1);
    assert.equal(running.length, 1, "one helper, booting or ready");
    for (const pid of running) process.kill(pid, "SIGKILL");
  });
});
