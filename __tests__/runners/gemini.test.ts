import assert from "node:assert/strict";
import { describe, test } from "node:test";
import type { Session } from "../../src/model/session.ts";
import { geminiRunner as gemini } from "../../src/runners/gemini/adapter.ts";
import { countSteps, originOf, parseRecorded, recorded } from "./fixtures.ts";

const commands = (s: Session) => s.events.flatMap((e) => (e.type === "command" ? [{ command: e.command, exitCode: e.exitCode }] : []));
const fileWrites = (s: Session) => s.events.flatMap((e) => (e.type === "fileWrite" ? [`${e.kind} ${e.path}`] : []));

describe("gemini: recorded streams", () => {
  test("gem4: shell call, text in one delta, stats", () => {
    const s = parseRecorded(gemini, "gemini", "gem4", { cwd: "/ws/gem4" });
    assert.equal(s.sessionId, "5c678c26-e103-4a0f-9589-2a4d8313e539");
    assert.equal(s.model, "gemini-2.5-flash");
    // Gemini CLI reports no exit code for a successful shell call.
    assert.deepEqual(commands(s), [{ command: "echo hi", exitCode: undefined }]);
    assert.deepEqual(
      s.events.map((e) => e.type),
      ["message", "toolCall", "command", "toolResult", "message"],
    );
    const call = s.events[1];
    assert.ok(call.type === "toolCall" && call.tool === "run_shell_command" && call.id === "run_shell_command__run_shell_command_1795237288690_0");
    const result = s.events[3];
    assert.ok(result.type === "toolResult" && result.output === "hi" && result.isError === false && result.tool === "run_shell_command");
    assert.equal(s.finalOutput, "All done. The command printed hi.");
    assert.equal(s.usage.inputTokens, 201);
    assert.equal(s.usage.outputTokens, 40);
    assert.equal(s.usage.cacheReadTokens, 0);
    assert.equal(s.usage.totalTokens, 241);
    assert.equal(s.costUsd, undefined);
    assert.equal(s.turns, 2);
    assert.deepEqual(s.errors, []);
  });

  test("gem5: deltas are joined into one message", () => {
    const s = parseRecorded(gemini, "gemini", "gem5");
    const texts = s.events.filter((e) => e.type === "message" && e.role === "assistant");
    assert.equal(texts.length, 1);
    assert.equal(s.finalOutput, "All done. The command printed hi.");
    assert.equal(s.usage.totalTokens, 241);
  });

  test("gem-err: a failed read_file is a failed tool, not a failed session", () => {
    const output = recorded("gemini", "gem-err");
    const s = parseRecorded(gemini, "gemini", "gem-err", { cwd: "/ws/gem-err" });
    assert.deepEqual(s.files.observedReads, ["/nonexistent/x.txt"]);
    const result = s.events.find((e) => e.type === "toolResult");
    assert.ok(result?.type === "toolResult" && result.isError === true && result.tool === "read_file");
    assert.match(result.output, /^Path not in workspace/);
    assert.equal(s.finalOutput, "x");
    assert.deepEqual(s.errors, []);
    assert.equal(originOf(gemini, output, s), undefined);
  });

  test("gem-min: --output-format json", () => {
    const s = parseRecorded(gemini, "gemini", "gem-min");
    assert.equal(s.sessionId, "7272b838-df70-4d39-870a-0ebe6fbed274");
    assert.equal(s.finalOutput, "All done.");
    assert.equal(s.model, "gemini-2.5-flash");
    assert.equal(s.usage.inputTokens, 201);
    assert.equal(s.usage.outputTokens, 40);
    assert.equal(s.usage.reasoningTokens, 0);
    assert.equal(s.usage.totalTokens, 241);
    assert.equal(s.turns, 2);
  });
});

describe("gemini: streams recorded against the scripted model server", () => {
  test("ab-tools: every tool kind and activate_skill", () => {
    const s = parseRecorded(gemini, "gemini", "ab-tools", { cwd: "/tmp/scratch/ws", prompt: "hi there" });
    // `exit 3` is reported as success with output "hi": Gemini CLI loses the exit code.
    assert.deepEqual(commands(s), [{ command: "echo hi; exit 3", exitCode: undefined }]);
    assert.deepEqual(s.files.observedReads, ["/tmp/scratch/ws/README.md"]);
    assert.deepEqual(fileWrites(s), ["write /tmp/scratch/ws/out.txt", "edit /tmp/scratch/ws/out.txt"]);
    assert.deepEqual(s.detectedSkills, [{ skill: "greet", confidence: "explicit", evidence: ["tool:activate_skill"] }]);
    assert.equal(s.finalOutput, "All done.");
    assert.equal(s.usage.inputTokens, 615);
    assert.equal(s.usage.outputTokens, 120);
    assert.equal(s.usage.totalTokens, 735);
    assert.equal(s.turns, 6);
    assert.equal(countSteps(gemini, recorded("gemini", "ab-tools")), 6);
  });

  test("ab-model-rejected: models/… is not found is a model rejection", () => {
    const output = recorded("gemini", "ab-model-rejected");
    const s = parseRecorded(gemini, "gemini", "ab-model-rejected");
    assert.equal(s.errors.length, 1);
    assert.equal(s.errors[0].kind, "model-rejected");
    assert.match(s.errors[0].message, /models\/gemini-2\.5-flash is not found for API version v1beta/);
    assert.equal(gemini.detectModelRejection!(output, s), s.errors[0].message);
    assert.equal(originOf(gemini, output, s), "model-rejected");
  });

  test("ab-500 and ab-429: API errors, the status read from the message or the exit code", () => {
    const s500 = parseRecorded(gemini, "gemini", "ab-500");
    assert.deepEqual(
      s500.errors.map((e) => [e.kind, e.status]),
      [["api", 500]],
    );
    assert.equal(originOf(gemini, recorded("gemini", "ab-500"), s500), "api");
    // "[API Error: scripted failure 429]" names no status; exit code 173 = 429 mod 256.
    const s429 = parseRecorded(gemini, "gemini", "ab-429");
    assert.deepEqual(
      s429.errors.map((e) => [e.kind, e.status]),
      [["rate-limit", 429]],
    );
  });
});

describe("gemini: lenient parsing", () => {
  test("unknown types are kept; a fatal error event fails the session, a warning does not", () => {
    const stdout = [
      '{"type":"init","session_id":"s","model":"m"}',
      '{"type":"thought","text":"hmm"}',
      '{"type":"error","severity":"warning","message":"Loop detection is slow"}',
      '{"type":"error","severity":"error","message":"Maximum session turns exceeded"}',
      "{broken",
    ].join("\n");
    const s = gemini.parse(
      { stdout, stderr: "", end: { kind: "exited", code: 53 }, files: {} },
      { runner: { id: "g", pathKey: "g", agent: { type: "gemini", model: "" } }, prompt: "p", cwd: "/ws" },
    );
    assert.deepEqual(
      s.events.map((e) => e.type),
      ["raw", "error", "error", "unparsed"],
    );
    assert.deepEqual(s.errors, [{ kind: "max-turns", message: "Maximum session turns exceeded" }]);
  });

  test("an error event and the failed result repeating it are one error", () => {
    const stdout = [
      '{"type":"error","severity":"error","message":"[API Error: boom (500)]"}',
      '{"type":"result","status":"error","error":{"type":"unknown","message":"[API Error: boom (500)]"}}',
    ].join("\n");
    const s = gemini.parse(
      { stdout, stderr: "", end: { kind: "exited", code: 244 }, files: {} },
      { runner: { id: "g", pathKey: "g", agent: { type: "gemini", model: "" } }, prompt: "p", cwd: "/ws" },
    );
    assert.deepEqual(s.errors, [{ kind: "api", status: 500, message: "[API Error: boom (500)]" }]);
  });

  test("json mode writes its errors to stderr", () => {
    const stderr = 'Warning: Basic terminal\n{"session_id":"s1","error":{"type":"Error","message":"[API Error: quota]","code":429}}\n';
    const s = gemini.parse(
      { stdout: "", stderr, end: { kind: "exited", code: 173 }, files: {} },
      { runner: { id: "g", pathKey: "g", agent: { type: "gemini", model: "" } }, prompt: "p", cwd: "/ws" },
    );
    assert.deepEqual(
      s.errors.map((e) => [e.kind, e.status]),
      [["rate-limit", 429]],
    );
  });
});
