import assert from "node:assert/strict";
import { describe, test } from "node:test";
import type { Session } from "../../src/model/session.ts";
import { qwenRunner as qwen } from "../../src/runners/qwen/adapter.ts";
import { context, countSteps, originOf, parseRecorded, recorded } from "./fixtures.ts";

const commands = (s: Session) => s.events.flatMap((e) => (e.type === "command" ? [{ command: e.command, exitCode: e.exitCode }] : []));
const fileWrites = (s: Session) => s.events.flatMap((e) => (e.type === "fileWrite" ? [`${e.kind} ${e.path}`] : []));
const raw = (stdout: string, exitCode = 0, stderr = "") => qwen.parse({ stdout, stderr, end: { kind: "exited", code: exitCode }, files: {} }, context("qwen"));

describe("qwen: recorded streams", () => {
  test("qw2: Claude-like stream-json read by the Claude Code parser, Qwen's tool names mapped", () => {
    const output = recorded("qwen", "qw2");
    const s = parseRecorded(qwen, "qwen", "qw2", { cwd: "/ws/qw2" });
    assert.equal(s.sessionId, "be6f3b2d-fdbc-4449-a617-3a4bf2b9d39c");
    assert.equal(s.cliVersion, "0.15.10");
    assert.equal(s.model, "fake-model");
    assert.deepEqual(
      s.events.map((e) => e.type),
      ["toolCall", "command", "toolResult", "message"],
    );
    assert.deepEqual(commands(s), [{ command: "echo hi", exitCode: 0 }]);
    assert.equal(s.finalOutput, "All done. The command printed hi.");
    assert.equal(s.usage.inputTokens, 201);
    assert.equal(s.usage.outputTokens, 40);
    assert.equal(s.usage.cacheReadTokens, 0);
    assert.equal(s.usage.totalTokens, 241);
    assert.equal(s.costUsd, undefined);
    assert.equal(s.turns, 2);
    assert.deepEqual(s.errors, []);
    assert.equal(countSteps(qwen, output), 2);
  });

  test("qw-strace: --output-format json (one array) gives the same session", () => {
    const s = parseRecorded(qwen, "qwen", "qw-strace", { cwd: "/ws/qstrace" });
    assert.equal(s.sessionId, "32a62235-72c3-49a9-9d2e-5a3d955ee12c");
    assert.deepEqual(commands(s), [{ command: "echo hi", exitCode: 0 }]);
    assert.equal(s.finalOutput, "ok");
    assert.equal(s.usage.inputTokens, 201);
    assert.equal(s.usage.outputTokens, 40);
    assert.equal(s.usage.totalTokens, 241);
    assert.equal(s.turns, 2);
    assert.ok(!s.events.some((e) => e.type === "raw"), "no line left unread");
  });
});

describe("qwen: streams recorded against the scripted model server (0.24.4)", () => {
  test("ab-tools: the exit code from the shell's display text, write_file creating a file, the skill tool", () => {
    const output = recorded("qwen", "ab-tools");
    const s = parseRecorded(qwen, "qwen", "ab-tools", { cwd: "/tmp/scratch/ws", prompt: "hi there" });
    assert.equal(s.cliVersion, "0.24.4");
    assert.deepEqual(commands(s), [{ command: "echo hi; exit 3", exitCode: 3 }]);
    const shell = s.events.find((e) => e.type === "toolResult" && e.tool === "run_shell_command");
    assert.ok(shell?.type === "toolResult" && shell.isError && shell.exitCode === 3);
    assert.deepEqual(s.files.observedReads, ["/tmp/scratch/ws/README.md"]);
    assert.deepEqual(fileWrites(s), ["create /tmp/scratch/ws/out.txt", "edit /tmp/scratch/ws/out.txt"]);
    assert.deepEqual(s.detectedSkills, [{ skill: "greet", confidence: "explicit", evidence: ["tool:skill"] }]);
    assert.equal(s.finalOutput, "All done.");
    assert.equal(s.usage.inputTokens, 615);
    assert.equal(s.usage.outputTokens, 120);
    assert.equal(s.usage.totalTokens, 735);
    assert.equal(s.turns, 6);
    // Six responses; the thinking arrives on a line of its own and is not a seventh.
    assert.equal(countSteps(qwen, output), 6);
  });

  test("ab-model-rejected: the [API Error: 404 …] text is a model rejection, not the answer", () => {
    const output = recorded("qwen", "ab-model-rejected");
    const s = parseRecorded(qwen, "qwen", "ab-model-rejected");
    assert.deepEqual(s.errors, [
      { kind: "model-rejected", status: 404, message: "404 The model `qwen3-coder-plus` does not exist or you do not have access to it." },
    ]);
    assert.equal(s.finalOutput, "");
    assert.ok(!s.events.some((e) => e.type === "message"));
    assert.equal(originOf(qwen, output, s), "model-rejected");
    assert.equal(countSteps(qwen, output), 0);
  });

  test("ab-503: an API error once, though both the text and the result say it", () => {
    const output = recorded("qwen", "ab-503");
    const s = parseRecorded(qwen, "qwen", "ab-503");
    assert.deepEqual(s.errors, [{ kind: "api", status: 503, message: "503 scripted failure 503" }]);
    assert.equal(originOf(qwen, output, s), "api");
  });

  test("ab-max-turns: --max-session-turns ends the run with no result line; stderr says why", () => {
    const output = recorded("qwen", "ab-max-turns");
    const s = parseRecorded(qwen, "qwen", "ab-max-turns");
    assert.deepEqual(commands(s), [
      { command: "echo 1", exitCode: 0 },
      { command: "echo 2", exitCode: 0 },
    ]);
    assert.deepEqual(
      s.errors.map((e) => e.kind),
      ["max-turns"],
    );
    assert.deepEqual(output.end, { kind: "exited", code: 53 });
    assert.equal(originOf(qwen, output, s), "max-steps");
  });
});

describe("qwen: differences from Claude Code", () => {
  test("an [API Error] text with is_error:false (0.15.x) is still an API error, with its status", () => {
    const stdout = [
      '{"type":"system","subtype":"init","session_id":"s","qwen_code_version":"0.15.10","model":"m"}',
      '{"type":"assistant","message":{"id":"a","content":[{"type":"text","text":"[API Error: Connection error. (cause: fetch failed)]"}]}}',
      '{"type":"result","subtype":"success","is_error":false,"num_turns":1,"result":"[API Error: Connection error. (cause: fetch failed)]","usage":{"input_tokens":0,"output_tokens":0}}',
      '{"type":"assistant","message":{"id":"b","content":[{"type":"text","text":"[API Error: 429 quota exceeded]"}]}}',
    ].join("\n");
    const s = raw(stdout);
    assert.deepEqual(
      s.errors.map((e) => [e.kind, e.status]),
      [
        ["api", undefined],
        ["rate-limit", 429],
      ],
    );
    assert.equal(s.finalOutput, "");
  });

  test("cached input is already in input_tokens (not added again); a user-typed /name is a skill only when Qwen offers that command", () => {
    const stdout = [
      '{"type":"system","subtype":"init","session_id":"s","slash_commands":["review"]}',
      '{"type":"result","subtype":"success","is_error":false,"num_turns":1,"result":"ok","usage":{"input_tokens":1000,"output_tokens":200,"cache_read_input_tokens":300,"total_tokens":1200}}',
    ].join("\n");
    const greet = qwen.parse(
      { stdout, stderr: "", end: { kind: "exited", code: 0 }, files: {} },
      context("qwen", { prompt: "/greet now", knownSkills: [{ name: "greet", dir: "/ws/.qwen/skills/greet" }] }),
    );
    assert.equal(greet.usage.inputTokens, 1000);
    assert.equal(greet.usage.cacheReadTokens, 300);
    assert.equal(greet.usage.totalTokens, 1200);
    assert.deepEqual(greet.detectedSkills, []);
  });

  test("the agent tool is a sub-agent; its own lines carry the parent id and are never the final output", () => {
    const stdout = [
      '{"type":"assistant","message":{"id":"a","content":[{"type":"tool_use","id":"t1","name":"agent","input":{"description":"explore","prompt":"look"}}]}}',
      '{"type":"assistant","parent_tool_use_id":"t1","message":{"id":"b","content":[{"type":"text","text":"inner"}]}}',
      '{"type":"user","message":{"content":[{"type":"tool_result","tool_use_id":"t1","is_error":false,"content":"found it"}]}}',
      '{"type":"assistant","message":{"id":"c","content":[{"type":"text","text":"outer"}]}}',
    ].join("\n");
    const s = raw(stdout);
    assert.deepEqual(
      s.events.flatMap((e) => (e.type === "subagent" ? [e.status] : [])),
      ["started", "completed"],
    );
    assert.equal(s.finalOutput, "outer");
  });
});
