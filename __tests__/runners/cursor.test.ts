// Cursor agent cannot run offline: these streams were written from its
// documented schema (__tests__/fixtures/agents/cursor/README.md).

import assert from "node:assert/strict";
import { describe, test } from "node:test";
import type { Session } from "../../src/model/session.ts";
import { cursorRunner as cursor } from "../../src/runners/cursor/adapter.ts";
import { context, countSteps, originOf, parseRecorded, recorded } from "./fixtures.ts";

const commands = (s: Session) => s.events.flatMap((e) => (e.type === "command" ? [{ command: e.command, exitCode: e.exitCode }] : []));
const fileWrites = (s: Session) => s.events.flatMap((e) => (e.type === "fileWrite" ? [`${e.kind} ${e.path}`] : []));

describe("cursor: documented streams", () => {
  test("doc-tools: each tool call once (started and completed are one call), results, files, skill, final answer", () => {
    const output = recorded("cursor", "doc-tools");
    const s = parseRecorded(cursor, "cursor", "doc-tools", { cwd: "/ws/cursor" });
    assert.equal(s.sessionId, "9f3c1a52-7d4e-4b8a-a1c2-5e6f7a8b9c0d");
    assert.equal(s.model, "Claude 4 Sonnet");
    const calls = s.events.flatMap((e) => (e.type === "toolCall" ? [e.tool] : []));
    assert.deepEqual(calls, ["shell", "read", "write", "edit", "read", "read", "delete"]);
    assert.equal(s.events.filter((e) => e.type === "toolResult").length, 7);
    assert.deepEqual(commands(s), [{ command: "echo hi; exit 3", exitCode: 3 }]);
    assert.deepEqual(s.files.observedReads, ["/ws/cursor/README.md", "/ws/cursor/.cursor/skills/greet/SKILL.md", "/ws/cursor/missing.txt"]);
    assert.deepEqual(fileWrites(s), ["write /ws/cursor/out.txt", "edit /ws/cursor/out.txt", "delete /ws/cursor/tmp.txt"]);
    const failedRead = s.events.find((e) => e.type === "toolResult" && e.id === "toolu_6");
    assert.ok(failedRead?.type === "toolResult" && failedRead.isError && /File not found/.test(failedRead.output));
    assert.deepEqual(
      s.detectedSkills.map((d) => [d.skill, d.confidence]),
      [["greet", "strong"]],
    );
    const thinking = s.events.find((e) => e.type === "message" && e.phase === "thinking");
    assert.ok(thinking?.type === "message" && thinking.text === "Let me look.", "deltas joined into one thought");
    // The result joins every assistant text; the answer is the last one.
    assert.equal(s.finalOutput, "All done.");
    assert.equal(s.usage.inputTokens, undefined);
    assert.equal(s.costUsd, undefined);
    assert.equal(s.turns, 7);
    assert.equal(countSteps(cursor, output), 7);
    assert.deepEqual(s.errors, []);
    assert.equal(originOf(cursor, output, s), undefined);
  });

  test("doc-rejected: stderr `Cannot use this model:` is a model rejection", () => {
    const output = recorded("cursor", "doc-rejected");
    const s = parseRecorded(cursor, "cursor", "doc-rejected");
    assert.equal(s.errors[0].kind, "model-rejected");
    assert.match(cursor.detectModelRejection!(output, s)!, /^Cannot use this model: gpt-9/);
    assert.equal(originOf(cursor, output, s), "model-rejected");
  });

  test("doc-auth: a missing login is an authentication error (origin api)", () => {
    const output = recorded("cursor", "doc-auth");
    const s = parseRecorded(cursor, "cursor", "doc-auth");
    assert.deepEqual(
      s.errors.map((e) => e.kind),
      ["authentication"],
    );
    assert.equal(originOf(cursor, output, s), "api");
  });

  test("doc-failed: no result line, a non-zero exit; stderr gives the reason (origin runner)", () => {
    const output = recorded("cursor", "doc-failed");
    const s = parseRecorded(cursor, "cursor", "doc-failed");
    assert.deepEqual(
      s.errors.map((e) => [e.kind, e.message]),
      [["crash", "Error: Connection lost while streaming the response (ECONNRESET)"]],
    );
    assert.equal(originOf(cursor, output, s), "runner");
  });
});

describe("cursor: lenient parsing", () => {
  test("a function tool named like a skill loads that skill; usage is read when a result carries it", () => {
    const stdout = [
      '{"type":"tool_call","subtype":"started","call_id":"c1","tool_call":{"function":{"name":"load_skill","arguments":"{\\"name\\":\\"greet\\"}"}}}',
      '{"type":"assistant","message":{"content":[{"type":"text","text":"hi"}]}}',
      '{"type":"result","subtype":"success","is_error":false,"result":"hi","usage":{"inputTokens":100,"outputTokens":20,"cacheReadTokens":40}}',
      '{"type":"future_event","x":1}',
    ].join("\n");
    const s = cursor.parse({ stdout, stderr: "", end: { kind: "exited", code: 0 }, files: {} }, context("cursor"));
    assert.deepEqual(s.detectedSkills, [{ skill: "greet", confidence: "explicit", evidence: ["tool:load_skill"] }]);
    assert.equal(s.usage.inputTokens, 100);
    assert.equal(s.usage.totalTokens, 120);
    assert.equal(s.events.at(-1)!.type, "raw");
  });

  test("an error result fails the session", () => {
    const s = cursor.parse(
      {
        stdout: '{"type":"result","subtype":"error","is_error":true,"result":"Request failed with status 500"}',
        stderr: "",
        end: { kind: "exited", code: 1 },
        files: {},
      },
      context("cursor"),
    );
    assert.deepEqual(
      s.errors.map((e) => [e.kind, e.status]),
      [["api", 500]],
    );
  });
});
