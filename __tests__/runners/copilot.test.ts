import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, test } from "node:test";
import type { Session } from "../../src/model/session.ts";
import { copilotRunner as copilot } from "../../src/runners/copilot/adapter.ts";
import type { CapturedOutput } from "../../src/runners/runner.ts";
import { context, countSteps, originOf, recorded } from "./fixtures.ts";

const FIXTURES = path.join(import.meta.dirname, "..", "fixtures", "agents", "copilot");
const commands = (s: Session) => s.events.flatMap((e) => (e.type === "command" ? [{ command: e.command, exitCode: e.exitCode }] : []));
const fileWrites = (s: Session) => s.events.flatMap((e) => (e.type === "fileWrite" ? [`${e.kind} ${e.path}`] : []));

/** A recording with its --usage-output-file, as the engine collects it. */
function withUsage(scenario: string): CapturedOutput {
  const output = recorded("copilot", scenario);
  let usage: string | undefined;
  try {
    usage = readFileSync(path.join(FIXTURES, scenario, "usage.json"), "utf8");
  } catch {
    usage = undefined;
  }
  return { ...output, files: usage ? { usage } : {} };
}

const parse = (scenario: string, cwd = "/tmp/scratch/ws") => copilot.parse(withUsage(scenario), context("copilot", { cwd }));

describe("copilot: recorded streams", () => {
  test("cp1: ephemeral lines dropped, one command with its exit code, no tokens in the stream", () => {
    const s = parse("cp1", "/ws/cp1");
    assert.equal(s.sessionId, "5152c8fb-b75a-406d-a7f6-1f7bdbb52620");
    assert.equal(s.model, "gpt-5.4");
    // 51 lines, 41 ephemeral: the skill list stays (raw), the rest is progress.
    assert.deepEqual(
      s.events.map((e) => e.type),
      ["raw", "message", "toolCall", "command", "toolResult", "message"],
    );
    assert.deepEqual(commands(s), [{ command: "echo hi", exitCode: 0 }]);
    const result = s.events[4];
    assert.ok(result.type === "toolResult" && result.output === "hi\n<shellId: 0 completed with exit code 0>" && !result.isError);
    assert.equal(s.finalOutput, "All done. The command printed hi.");
    assert.equal(s.usage.inputTokens, undefined);
    assert.equal(s.usage.source.input, "chars");
    assert.equal(s.costUsd, undefined);
    assert.equal(s.turns, 2);
    assert.deepEqual(s.errors, []);
    assert.equal(countSteps(copilot, recorded("copilot", "cp1")), 2);
  });

  test("cp2: the skill tool is an explicit skill use; toolTelemetry does not repeat it", () => {
    const s = parse("cp2", "/ws/cp2");
    assert.equal(s.sessionId, "b7ee912a-836b-453c-b4e0-ce27ed15b7bd");
    assert.deepEqual(s.detectedSkills, [{ skill: "greet", confidence: "explicit", evidence: ["tool:skill"] }]);
    assert.deepEqual(commands(s), []);
    assert.equal(s.events.filter((e) => e.type === "toolCall").length, 1);
    assert.equal(s.finalOutput, "done");
    const loaded = s.events.find((e) => e.type === "raw");
    assert.ok(
      loaded?.type === "raw" && JSON.stringify(loaded.raw).includes('"path":"/ws/cp2/.claude/skills/greet2/SKILL.md"'),
      "the loaded-skills list is kept",
    );
  });
});

describe("copilot: streams recorded against the scripted model server", () => {
  test("ab-tools (Claude id, Anthropic provider): create/edit, a failing command is success:true with its exit code, usage from the file", () => {
    const s = parse("ab-tools");
    assert.deepEqual(commands(s), [{ command: "echo hi; exit 3", exitCode: 3 }]);
    const failed = s.events.find((e) => e.type === "toolResult" && e.tool === "bash");
    assert.ok(failed?.type === "toolResult" && failed.isError && failed.exitCode === 3);
    assert.deepEqual(s.files.observedReads, ["/tmp/scratch/ws/README.md"]);
    assert.deepEqual(fileWrites(s), ["create /tmp/scratch/ws/out.txt", "edit /tmp/scratch/ws/out.txt"]);
    assert.deepEqual(
      s.detectedSkills.map((d) => [d.skill, d.confidence]),
      [["greet", "explicit"]],
    );
    assert.deepEqual(
      s.events.filter((e) => e.type === "message" && e.role === "assistant").map((e) => e.type === "message" && [e.phase, e.text]),
      [
        ["thinking", "hmm"],
        ["final", "All done."],
      ],
    );
    assert.equal(s.model, "claude-sonnet-4.5");
    assert.equal(s.usage.inputTokens, 615);
    assert.equal(s.usage.outputTokens, 120);
    assert.equal(s.usage.cacheReadTokens, 0);
    assert.equal(s.usage.totalTokens, 735);
    assert.equal(s.usage.source.input, "provider");
    assert.equal(s.turns, 6);
    assert.equal(countSteps(copilot, recorded("copilot", "ab-tools")), 6);
  });

  test("ab-tools-gpt (GPT id, Chat Completions): apply_patch writes from fileEdits", () => {
    const s = parse("ab-tools-gpt");
    const patch = s.events.find((e) => e.type === "toolCall" && e.tool === "apply_patch");
    assert.ok(patch?.type === "toolCall" && typeof patch.args === "string" && patch.args.includes("*** Add File: out.txt"));
    assert.deepEqual(fileWrites(s), ["create /tmp/scratch/ws/out.txt", "edit /tmp/scratch/ws/out.txt"]);
    assert.equal(s.usage.reasoningTokens, 0);
    assert.equal(s.usage.totalTokens, 735);
  });

  test("ab-model-rejected: \"Model '…' not found on provider\" is a model rejection", () => {
    const output = withUsage("ab-model-rejected");
    const s = copilot.parse(output, context("copilot"));
    assert.equal(s.errors.length, 1);
    assert.equal(s.errors[0].kind, "model-rejected");
    assert.equal(s.errors[0].status, 404);
    assert.match(s.errors[0].message, /^Model 'claude-sonnet-4\.5' not found on provider/);
    assert.equal(originOf(copilot, output, s), "model-rejected");
  });

  test("ab-503: the retried failures are kept as non-fatal events, session.error fails the session", () => {
    const output = withUsage("ab-503");
    const s = copilot.parse(output, context("copilot"));
    const retries = s.events.filter((e) => e.type === "error" && e.fatal === false);
    assert.equal(retries.length, 6);
    assert.deepEqual(
      s.errors.map((e) => [e.kind, e.status]),
      [["api", 503]],
    );
    assert.match(s.errors[0].message, /retried 5 times/);
    assert.equal(originOf(copilot, output, s), "api");
  });
});

describe("copilot: lenient parsing", () => {
  const line = (type: string, data: unknown, extra: Record<string, unknown> = {}) => JSON.stringify({ type, data, ...extra });

  test("a tool announced twice is one call; a broken usage file is no usage; an authentication error is named", () => {
    const stdout = [
      line("tool.execution_start", { toolCallId: "t1", toolName: "bash", arguments: { command: "cat README.md" } }),
      line("tool.execution_start", { toolCallId: "t1", toolName: "bash", arguments: { command: "cat README.md" } }),
      line("tool.execution_complete", { toolCallId: "t1", success: false, error: { message: "killed" } }),
      line("session.error", { errorType: "authentication", message: "Authentication failed with provider (HTTP 401).", statusCode: 401 }),
      line("assistant.message_delta", { deltaContent: "x" }, { ephemeral: true }),
    ].join("\n");
    const s = copilot.parse({ stdout, stderr: "", end: { kind: "exited", code: 1 }, files: { usage: "{not json" } }, context("copilot"));
    assert.deepEqual(commands(s), [{ command: "cat README.md", exitCode: undefined }]);
    assert.deepEqual(s.files.observedReads, ["/ws/README.md"]);
    const result = s.events.find((e) => e.type === "toolResult");
    assert.ok(result?.type === "toolResult" && result.isError && result.output === "killed");
    assert.deepEqual(
      s.errors.map((e) => [e.kind, e.status]),
      [["authentication", 401]],
    );
    assert.equal(s.usage.inputTokens, undefined);
  });
});
