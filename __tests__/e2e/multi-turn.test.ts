// A yao multi-turn case run by every drivable agent CLI, offline against the
// scripted model server in a loopback-only network namespace: from turn 2 each
// CLI resumes its own session (same session id, only the new message as the
// prompt) and the case passes once its checkpoints are reached. Never skipped.
import assert from "node:assert/strict";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { after, test } from "node:test";
import type { Session } from "../../src/model/session.ts";
import { assertNamespace, installed, runFolder, runIsolated } from "./isolated-run.ts";

const CLIS: Array<[string, string]> = [
  ["claude-code", "sonnet"],
  ["codex", "gpt-5.5"],
  ["gemini", "gemini-2.5-flash"],
  ["opencode", "gpt-4.1"],
  ["copilot", "claude-sonnet-4.5"],
  ["qwen", "qwen3-coder-plus"],
];

const MODEL = {
  cases: {
    tea: {
      turns: [
        // A tool call in turn 1: turn 2's resumed request carries its result, and must still get turn 2's replies.
        [{ tool: "shell", command: "echo kettle-on" }, { text: "Welcome! Which tea would you like?" }],
        [{ tool: "shell", command: "echo brewing" }, { text: "Green tea: order placed." }],
      ],
    },
  },
};

const CASE = {
  id: "tea",
  input: "I want tea",
  simulator: { use: "customer", options: { metadata: { goal: "Order green tea" } } },
  checkpoints: [
    { id: "asks", assert: { type: "contains", value: "Which tea" } },
    {
      id: "done",
      after: ["asks"],
      assert: [
        { type: "contains", value: "order placed" },
        { type: "command_ran", value: "echo brewing" },
      ],
    },
  ],
  max_turns: 3,
};

const tmp = mkdtempSync(path.join(os.tmpdir(), "ab-e2e-turns-"));
after(() => rmSync(tmp, { recursive: true, force: true }));

test("every agent CLI continues its own session between the turns of a multi-turn case", async () => {
  const runners: Record<string, unknown> = { customer: { type: "scripted", steps: [{ text: '{"message": "Green, please.", "goal_achieved": false}' }] } };
  for (const [type, model] of CLIS) runners[type] = { type, model, command: [installed(type).path], scriptedModel: "./model.json" };
  writeFileSync(path.join(tmp, "model.json"), JSON.stringify(MODEL));
  writeFileSync(path.join(tmp, "agent-bench.config.json"), JSON.stringify({ runners, defaults: { timeout: "4m" } }));
  writeFileSync(path.join(tmp, "cases.jsonl"), `${JSON.stringify(CASE)}\n`);
  const run = await runIsolated(tmp, ["cases.jsonl", "--out-dir", "out", "-p", "3"]);
  assertNamespace(run);
  const out = runFolder(path.join(tmp, "out"));
  for (const [type] of CLIS) {
    const r = out.result("tea", type);
    assert.equal(r.status, "passed", `${type}: ${out.why(r)}`);
    assert.deepEqual(
      r.dialog!.turns.map((t) => [t.user, t.agent, t.reached]),
      [
        ["I want tea", "Welcome! Which tea would you like?", ["asks"]],
        ["Green, please.", "Green tea: order placed.", ["done"]],
      ],
      type,
    );
    const [first, second] = [1, 2].map((n) => JSON.parse(readFileSync(path.join(tmp, "out", r.artifactDir, `turn-${n}`, "session.json"), "utf8")) as Session);
    assert.ok(first.sessionId, `${type}: turn 1 has a session id`);
    assert.equal(second.sessionId, first.sessionId, `${type} resumed its session`);
    assert.equal(second.prompt, "Green, please.", `${type} got only the new message`);
  }
  assert.equal(run.code, 0, run.stderr);
});
