import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { processFailure } from "../../src/execute/outcome.ts";
import { exitCodeOf, type ProcessEnd } from "../../src/model/process-end.ts";
import type { Session } from "../../src/model/session.ts";

const killed = { kind: "signalled", signal: "SIGTERM" } as const;

function failureOf(end: ProcessEnd, session?: Session) {
  const outcome = { stdout: "", stderr: "boom\n", end, files: {}, startedAt: new Date(0), durationMs: 1, steps: 0 };
  return processFailure(outcome, session, { executable: "claude", runnerId: "r", runnerType: "claude-code" });
}

describe("process outcomes: one state each", () => {
  it("gives every state its failure origin and message", () => {
    const rows: Array<[ProcessEnd, string | undefined, RegExp]> = [
      [{ kind: "exited", code: 0 }, undefined, /^$/],
      [{ kind: "exited", code: 2 }, "runner", /agent exited with code 2: boom/],
      [{ kind: "signalled", signal: "SIGSEGV" }, "runner", /killed by SIGSEGV/],
      [{ kind: "spawn-failed", error: { code: "ENOENT", message: "spawn claude ENOENT" } }, "spawn", /could not start "claude": not found/],
      [{ kind: "spawn-failed", error: { code: "EHELPER", message: "agent-bench's process helper was killed by SIGKILL" } }, "spawn", /--resume runs it again/],
      [{ kind: "timed-out", afterMs: 90_000, exit: killed }, "timeout", /timed out after 90s/],
      [{ kind: "cancelled", exit: killed }, "cancelled", /cancelled before the agent finished/],
      [{ kind: "step-limit", steps: 4, maxSteps: 3, exit: killed }, "max-steps", /observed 4 steps with limit 3/],
      [{ kind: "output-limit", maxBytes: 1024, receivedBytes: 4096, exit: killed }, "output-limit", /more than maxOutputBytes \(1 KB\): 4 KB/],
      [
        { kind: "write-failed", error: { code: "ENOSPC", message: "no space", path: "/out/run-1/stdout.log" }, exit: killed },
        "disk",
        /could not write stdout\.log: the disk is full \(ENOSPC\)/,
      ],
    ];
    for (const [end, origin, message] of rows) {
      const failure = failureOf(end);
      assert.equal(failure?.origin, origin, end.kind);
      assert.match(failure?.message ?? "", message, end.kind);
    }
  });

  it("a stopped agent that exited by itself on SIGTERM keeps its exit code (results.json exitCode), and the stop is still the failure", () => {
    const end: ProcessEnd = { kind: "timed-out", afterMs: 500, exit: { kind: "exited", code: 143 } };
    assert.equal(exitCodeOf(end), 143);
    assert.equal(failureOf(end)?.origin, "timeout");
    assert.equal(exitCodeOf({ kind: "signalled", signal: "SIGKILL" }), null);
    assert.equal(exitCodeOf({ kind: "spawn-failed", error: { message: "x" } }), null);
  });

  it("a clean exit with a provider error in the session is an api failure, before the exit code", () => {
    const session = { errors: [{ kind: "api", status: 529, message: "overloaded" }] } as unknown as Session;
    assert.equal(failureOf({ kind: "exited", code: 1 }, session)?.origin, "api");
  });
});
