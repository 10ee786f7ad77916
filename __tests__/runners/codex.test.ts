import assert from "node:assert/strict";
import { describe, test } from "node:test";
import type { Session } from "../../src/model/session.ts";
import { codexRunner as codex } from "../../src/runners/codex/adapter.ts";
import { countSteps, originOf, parseRecorded, recorded } from "./fixtures.ts";

const commands = (s: Session) => s.events.flatMap((e) => (e.type === "command" ? [{ command: e.command, exitCode: e.exitCode }] : []));
const fileWrites = (s: Session) => s.events.flatMap((e) => (e.type === "fileWrite" ? [`${e.kind} ${e.path}`] : []));

describe("codex: recorded streams", () => {
  test("codex1: a non-fatal warning item, one command, the answer", () => {
    const s = parseRecorded(codex, "codex", "codex1", { cwd: "/ws/codex1" });
    assert.equal(s.sessionId, "01a1fc75-4098-71b2-92f6-cd20f6ac80a8");
    // Commands come from the command_execution items, unwrapped from bash -lc.
    assert.deepEqual(commands(s), [{ command: "echo hi", exitCode: 0 }]);
    const call = s.events.find((e) => e.type === "toolCall");
    assert.ok(call?.type === "toolCall" && call.tool === "command_execution");
    assert.deepEqual(call.args, { command: "/bin/bash -lc 'echo hi'" });
    const result = s.events.find((e) => e.type === "toolResult");
    assert.ok(result?.type === "toolResult" && result.output === "hi\n" && result.exitCode === 0 && result.isError === false);
    const warning = s.events[0];
    assert.ok(warning.type === "error" && warning.fatal === false && /Model metadata for `gpt-fake` not found/.test(warning.message));
    assert.deepEqual(s.errors, []);
    assert.equal(s.finalOutput, "All done. The command printed hi.");
    assert.equal(s.usage.inputTokens, 201);
    assert.equal(s.usage.outputTokens, 40);
    assert.equal(s.usage.cacheReadTokens, 0);
    assert.equal(s.usage.reasoningTokens, 0);
    assert.equal(s.usage.totalTokens, 241);
    assert.equal(s.costUsd, undefined);
    // Two model responses: the command, then the answer.
    assert.equal(s.turns, 2);
    assert.equal(originOf(codex, recorded("codex", "codex1"), s), undefined);
  });

  test("codex2: an apply_patch file change is a file write", () => {
    const s = parseRecorded(codex, "codex", "codex2", { cwd: "/ws/codex2" });
    assert.deepEqual(commands(s), [{ command: "echo hi", exitCode: 0 }]);
    assert.deepEqual(fileWrites(s), ["create /ws/codex2/hello.txt"]);
    assert.deepEqual(s.files.observedReads, []);
    assert.deepEqual(s.detectedSkills, []);
    assert.equal(s.finalOutput, "Patched.");
    assert.equal(s.usage.inputTokens, 303);
    assert.equal(s.usage.outputTokens, 60);
    assert.equal(s.turns, 3);
  });

  test("codex-401: reconnects are not fatal, the failed turn is an authentication error", () => {
    const output = recorded("codex", "codex-401");
    const s = parseRecorded(codex, "codex", "codex-401");
    const retries = s.events.filter((e) => e.type === "error" && e.fatal === false);
    assert.equal(retries.length, 5);
    assert.deepEqual(s.errors, [
      { kind: "authentication", status: 401, message: "unexpected status 401 Unauthorized: fake failure 401, url: http://127.0.0.1:18080/v1/responses" },
    ]);
    assert.equal(s.finalOutput, "");
    assert.equal(s.usage.inputTokens, undefined);
    assert.equal(s.usage.source.input, "chars");
    assert.equal(originOf(codex, output, s), "api");
  });
});

describe("codex: streams recorded against the scripted model server", () => {
  test("ab-tools: reads through cat, patches, and a skill read is a strong skill signal", () => {
    const s = parseRecorded(codex, "codex", "ab-tools", {
      cwd: "/tmp/scratch/ws",
      knownSkills: [{ name: "greet", dir: "/tmp/scratch/ws/.agents/skills/greet" }],
    });
    assert.deepEqual(
      commands(s).map((c) => c.command),
      ["echo hi", "cat README.md", "cat .agents/skills/greet/SKILL.md"],
    );
    assert.deepEqual(s.files.observedReads, ["/tmp/scratch/ws/README.md", "/tmp/scratch/ws/.agents/skills/greet/SKILL.md"]);
    assert.deepEqual(s.files.observedSkillReads, ["/tmp/scratch/ws/.agents/skills/greet/SKILL.md"]);
    assert.deepEqual(s.detectedSkills, [{ skill: "greet", confidence: "strong", evidence: ["Read /tmp/scratch/ws/.agents/skills/greet/SKILL.md"] }]);
    assert.deepEqual(fileWrites(s), ["create /tmp/scratch/ws/out.txt", "edit /tmp/scratch/ws/out.txt", "edit /tmp/scratch/ws/out.txt"]);
    const thinking = s.events.find((e) => e.type === "message" && e.phase === "thinking");
    assert.ok(thinking?.type === "message" && thinking.text === "hmm");
    assert.equal(s.finalOutput, "All done.");
    assert.equal(s.usage.inputTokens, 721);
    assert.equal(s.usage.outputTokens, 140);
    assert.equal(s.turns, 7);
    assert.equal(countSteps(codex, recorded("codex", "ab-tools")), 7);
  });

  test("ab-model-rejected: model_not_found is a model rejection", () => {
    const output = recorded("codex", "ab-model-rejected");
    const s = parseRecorded(codex, "codex", "ab-model-rejected");
    assert.deepEqual(s.errors, [{ kind: "model-rejected", status: undefined, message: "The model `gpt-5.5` does not exist or you do not have access to it." }]);
    assert.equal(codex.detectModelRejection!(output, s), "The model `gpt-5.5` does not exist or you do not have access to it.");
    assert.equal(originOf(codex, output, s), "model-rejected");
  });

  test("ab-500 and ab-429: server errors and rate limits are API errors", () => {
    const s500 = parseRecorded(codex, "codex", "ab-500");
    assert.deepEqual(
      s500.errors.map((e) => e.kind),
      ["api"],
    );
    assert.match(s500.errors[0].message, /high demand/);
    assert.equal(originOf(codex, recorded("codex", "ab-500"), s500), "api");
    const s429 = parseRecorded(codex, "codex", "ab-429");
    assert.deepEqual(
      s429.errors.map((e) => [e.kind, e.status]),
      [["rate-limit", 429]],
    );
  });
});

describe("codex: lenient parsing", () => {
  test("unknown events and items are kept raw; an error without turn.failed still fails the session", () => {
    const stdout = [
      '{"type":"thread.started","thread_id":"t1"}',
      '{"type":"turn.started"}',
      '{"type":"item.completed","item":{"id":"i0","type":"todo_list","items":[{"text":"a","completed":false}]}}',
      '{"type":"request_user_input","id":"q1"}',
      "not json at all",
      '{"type":"error","message":"stream disconnected before completion"}',
    ].join("\n");
    const s = codex.parse(
      { stdout, stderr: "", end: { kind: "exited", code: 1 }, files: {} },
      { runner: { id: "x", pathKey: "x", agent: { type: "codex", model: "" } }, prompt: "p", cwd: "/ws" },
    );
    assert.deepEqual(
      s.events.map((e) => e.type),
      ["raw", "raw", "unparsed", "error"],
    );
    assert.deepEqual(s.errors, [{ kind: "api", status: undefined, message: "stream disconnected before completion" }]);
  });

  test("the CLI version comes from the collected package.json", () => {
    const output = { ...recorded("codex", "codex1"), files: { package: '{"name":"@openai/codex","version":"0.169.0"}' } };
    const s = codex.parse(output, { runner: { id: "x", pathKey: "x", agent: { type: "codex", model: "" } }, prompt: "p", cwd: "/ws" });
    assert.equal(s.cliVersion, "0.169.0");
  });
});

describe("codex: errors the turn recovered from", () => {
  test("an error followed by a completed turn does not fail the session", () => {
    const stdout = [
      '{"type":"turn.started"}',
      '{"type":"error","message":"stream disconnected; retrying"}',
      '{"type":"item.completed","item":{"id":"i1","type":"agent_message","text":"ok"}}',
      '{"type":"turn.completed","usage":{"input_tokens":5,"output_tokens":1}}',
    ].join("\n");
    const s = codex.parse(
      { stdout, stderr: "", end: { kind: "exited", code: 0 }, files: {} },
      { runner: { id: "x", pathKey: "x", agent: { type: "codex", model: "" } }, prompt: "p", cwd: "/ws" },
    );
    assert.deepEqual(s.errors, []);
    assert.equal(s.finalOutput, "ok");
  });
});
