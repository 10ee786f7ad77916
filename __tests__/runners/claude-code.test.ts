import assert from "node:assert/strict";
import { describe, test } from "node:test";
import type { Session } from "../../src/model/session.ts";
import { claudeCodeRunner as claude } from "../../src/runners/claude-code/adapter.ts";
import type { CapturedOutput, KnownSkill } from "../../src/runners/runner.ts";
import { detectSkills } from "../../src/runners/session-builder.ts";
import { context, countSteps, originOf, parseRecorded, recorded } from "./fixtures.ts";

const commands = (s: Session) => s.events.flatMap((e) => (e.type === "command" ? [{ command: e.command, exitCode: e.exitCode }] : []));
const kinds = (s: Session) => s.events.map((e) => e.type);
const fileWrites = (s: Session) => s.events.flatMap((e) => (e.type === "fileWrite" ? [`${e.kind} ${e.path}`] : []));

describe("claude-code: recorded streams", () => {
  test("claude2: one shell call then the answer", () => {
    const s = parseRecorded(claude, "claude-code", "claude2", { cwd: "/ws/claude" });
    assert.equal(s.sessionId, "44dd3ad7-243f-4e3c-8ed5-0348f7eef398");
    assert.equal(s.cliVersion, "2.1.197");
    assert.equal(s.model, "claude-opus-4-8");
    assert.deepEqual(commands(s), [{ command: "echo hi", exitCode: 0 }]);
    assert.deepEqual(kinds(s), ["toolCall", "command", "toolResult", "message"]);
    const call = s.events[0];
    assert.ok(call.type === "toolCall" && call.tool === "Bash" && call.id === "toolu_fake_1");
    assert.deepEqual(call.args, { command: "echo hi", description: "Run echo hi" });
    const result = s.events[2];
    assert.ok(result.type === "toolResult" && result.tool === "Bash" && result.output === "hi" && result.isError === false && result.exitCode === 0);
    assert.equal(s.finalOutput, "All done. The command printed hi.");
    assert.deepEqual(s.events[3], { type: "message", role: "assistant", phase: "final", text: "All done. The command printed hi." });
    // The per-line usage (output_tokens 1) is a snapshot; the result line has the totals.
    assert.equal(s.usage.inputTokens, 201);
    assert.equal(s.usage.outputTokens, 40);
    assert.equal(s.usage.cacheReadTokens, 0);
    assert.equal(s.usage.cacheWriteTokens, 0);
    assert.equal(s.usage.totalTokens, 241);
    assert.deepEqual(s.usage.source, { input: "provider", output: "provider", reasoning: "chars" });
    assert.equal(s.costUsd, 0.002005);
    assert.equal(s.turns, 2);
    assert.deepEqual(s.errors, []);
    assert.equal(originOf(claude, recorded("claude-code", "claude2"), s), undefined);
  });

  test("claude-files: Write, Read, Edit and a failing Bash", () => {
    const s = parseRecorded(claude, "claude-code", "claude-files", { cwd: "/ws/claude-files" });
    assert.deepEqual(fileWrites(s), ["create /ws/claude-files/a.txt", "edit /ws/claude-files/a.txt"]);
    assert.deepEqual(s.files.observedWrites, ["/ws/claude-files/a.txt"]);
    // Read, and the `cat a.txt` inside the failing command: the same file.
    assert.deepEqual(s.files.observedReads, ["/ws/claude-files/a.txt"]);
    assert.deepEqual(commands(s), [{ command: "cat a.txt; exit 3", exitCode: 3 }]);
    const failed = s.events.find((e) => e.type === "toolResult" && e.tool === "Bash");
    assert.ok(failed?.type === "toolResult" && failed.isError === true && failed.exitCode === 3 && failed.output === "Exit code 3\none\nthree");
    assert.deepEqual(s.detectedSkills, []);
    assert.equal(s.finalOutput, "Files done.");
    assert.equal(s.usage.inputTokens, 510);
    assert.equal(s.usage.outputTokens, 100);
    assert.equal(s.costUsd, 0.00505);
    assert.equal(s.turns, 5);
    // A failing tool does not fail the session.
    assert.deepEqual(s.errors, []);
  });

  test("claude-skill: the Skill tool is an explicit skill use", () => {
    const s = parseRecorded(claude, "claude-code", "claude-skill", { cwd: "/ws/claude-skill" });
    assert.deepEqual(s.detectedSkills, [{ skill: "greet", confidence: "explicit", evidence: ["tool:Skill"] }]);
    assert.deepEqual(commands(s), [{ command: "echo hello-from-skill", exitCode: 0 }]);
    const body = s.events.find((e) => e.type === "message" && e.role === "system");
    assert.ok(body?.type === "message" && body.text.startsWith("Base directory for this skill: /ws/claude-skill/.claude/skills/greet"));
    assert.equal(s.finalOutput, "Greeted you.");
    assert.equal(s.usage.inputTokens, 303);
    assert.equal(s.usage.outputTokens, 60);
    assert.equal(s.costUsd, 0.003015);
    assert.equal(s.turns, 4);
  });

  test("a Skill call Claude Code refuses (no such skill, e.g. a lift's without-variant) is no use of the skill", () => {
    const output = recorded("claude-code", "claude-skill");
    const lines = output.stdout.split("\n").map((line) => {
      if (!line.includes('"tool_result"')) return line;
      const event = JSON.parse(line) as { message: { content: Array<Record<string, unknown>> } };
      for (const block of event.message.content) if (block.type === "tool_result") Object.assign(block, { is_error: true, content: "Unknown skill: greet" });
      return JSON.stringify(event);
    });
    const refused = claude.parse({ ...output, stdout: lines.join("\n") }, context("claude-code", { cwd: "/ws/claude-skill" }));
    assert.deepEqual(refused.detectedSkills, []);
  });

  test("a read of SKILL.md in an agent skill folder that holds no such skill found nothing: no use", () => {
    const read = (knownSkills: KnownSkill[]) =>
      detectSkills([], ["/ws/.claude/skills/greet/SKILL.md"], knownSkills, ["/ws/.claude/skills", "/ws/.agents/skills"]).map((d) => d.skill);
    assert.deepEqual(read([]), []);
    assert.deepEqual(read([{ name: "greet", dir: "/ws/.claude/skills/greet" }]), ["greet"]);
    // A SKILL.md outside the agents' skill folders is still a read of that skill.
    assert.deepEqual(
      detectSkills([], ["/ws/docs/pdf/SKILL.md"], [], ["/ws/.claude/skills"]).map((d) => d.skill),
      ["pdf"],
    );
  });

  test("a user-typed /skill is detected from the prompt when the CLI offers that skill", () => {
    const typed = parseRecorded(claude, "claude-code", "claude-skill", { prompt: "/greet Bob" });
    const greet = typed.detectedSkills.find((d) => d.skill === "greet");
    assert.deepEqual(greet?.evidence, ["prompt:/greet", "tool:Skill"]);
    // /review is a slash command, not a skill: no detection.
    const command = parseRecorded(claude, "claude-code", "claude2", { prompt: "/review the diff" });
    assert.deepEqual(command.detectedSkills, []);
  });

  test("claude-maxturns: error_max_turns is a max-turns error with no final text", () => {
    const output = recorded("claude-code", "claude-maxturns");
    const s = claude.parse(output, { runner: { id: "c", pathKey: "c", agent: { type: "claude-code", model: "" } }, prompt: "count", cwd: "/ws" });
    assert.deepEqual(s.errors, [{ kind: "max-turns", message: "Reached maximum number of turns (2)" }]);
    assert.equal(s.finalOutput, "");
    assert.deepEqual(
      commands(s).map((c) => c.command),
      ["echo 1", "echo 2"],
    );
    assert.equal(s.usage.inputTokens, 201);
    assert.equal(s.usage.outputTokens, 40);
    assert.equal(s.costUsd, 0.002005);
    assert.equal(s.turns, 3);
    assert.equal(originOf(claude, output, s), "max-steps");
  });

  test("claude-401b: an API error is an authentication error, origin api", () => {
    const output = recorded("claude-code", "claude-401b");
    const s = parseRecorded(claude, "claude-code", "claude-401b");
    assert.deepEqual(s.errors, [{ kind: "authentication", status: 401, message: "Failed to authenticate. API Error: 401 fake failure 401" }]);
    // The synthetic assistant line is the error, not an answer.
    assert.equal(s.events.filter((e) => e.type === "message").length, 0);
    assert.equal(s.finalOutput, "Failed to authenticate. API Error: 401 fake failure 401");
    assert.equal(s.usage.inputTokens, 0);
    assert.equal(s.usage.outputTokens, 0);
    assert.equal(s.costUsd, 0);
    assert.equal(originOf(claude, output, s), "api");
  });

  test("claude-latest-2.1.329: reordered result keys and new fields", () => {
    const s = parseRecorded(claude, "claude-code", "claude-latest-2.1.329");
    assert.equal(s.cliVersion, "2.1.329");
    assert.equal(s.model, "claude-opus-5-5");
    assert.equal(s.finalOutput, "ok");
    assert.deepEqual(commands(s), [{ command: "echo hi", exitCode: 0 }]);
    assert.equal(s.usage.inputTokens, 201);
    assert.equal(s.usage.outputTokens, 40);
    assert.equal(s.usage.reasoningTokens, 0);
    assert.equal(s.costUsd, 0.001604);
    assert.equal(s.turns, 2);
    assert.ok(s.events.some((e) => e.type === "toolCall" && e.at === "2026-11-21T05:13:28.008Z"));
  });

  test("claude-json: --output-format json gives the result without events", () => {
    const s = parseRecorded(claude, "claude-code", "claude-json");
    assert.equal(s.sessionId, "5f0ee4e2-e078-420c-99eb-e2db6c71b5f3");
    assert.equal(s.model, "claude-opus-4-8");
    assert.equal(s.finalOutput, "All done. The command printed hi.");
    assert.equal(s.usage.totalTokens, 241);
    assert.equal(s.costUsd, 0.002005);
    assert.deepEqual(s.errors, []);
  });
});

describe("claude-code: streams recorded against the scripted model server", () => {
  test("ab-tools: Bash, Read, Write, Edit, Skill, thinking", () => {
    const s = parseRecorded(claude, "claude-code", "ab-tools-2.1.329", { cwd: "/tmp/scratch/ws" });
    assert.deepEqual(commands(s), [{ command: "echo hi", exitCode: 0 }]);
    assert.deepEqual(s.files.observedReads, ["/tmp/scratch/ws/README.md"]);
    assert.deepEqual(fileWrites(s), ["create /tmp/scratch/ws/out.txt", "edit /tmp/scratch/ws/out.txt"]);
    assert.deepEqual(s.detectedSkills, [{ skill: "greet", confidence: "explicit", evidence: ["tool:Skill"] }]);
    const thinking = s.events.find((e) => e.type === "message" && e.phase === "thinking");
    assert.ok(thinking?.type === "message" && thinking.text === "hmm");
    assert.equal(s.usage.reasoningChars, 3);
    assert.equal(s.finalOutput, "All done.");
    // Six replies of the scripted model: 100..105 in, 20 out each.
    assert.equal(s.usage.inputTokens, 615);
    assert.equal(s.usage.outputTokens, 120);
    // The CLI's own count: six requests plus the synthetic skill message.
    assert.equal(s.turns, 7);
    assert.equal(countSteps(claude, recorded("claude-code", "ab-tools-2.1.329")), 6);
  });

  test("ab-subagent: a background sub-agent, two result lines, totals counted once", () => {
    const s = parseRecorded(claude, "claude-code", "ab-subagent-2.1.329");
    const sub = s.events.flatMap((e) => (e.type === "subagent" ? [`${e.status} ${e.toolCallId}`] : []));
    assert.deepEqual(sub, ["started toolu_ab_1", "completed toolu_ab_1"]);
    // The sub-agent's own text carries its parent; the final answer is the main agent's.
    assert.ok(s.events.some((e) => e.type === "message" && e.text === "done" && e.parentToolCallId === "toolu_ab_1"));
    assert.equal(s.finalOutput, "Sub-agent finished.");
    // modelUsage is the running total (302 = 100 + 101 + 101); the per-result usage lines are not added to it.
    assert.equal(s.usage.inputTokens, 302);
    assert.equal(s.usage.outputTokens, 60);
    assert.equal(s.costUsd, 0.001204);
    assert.equal(s.turns, 3);
    assert.deepEqual(s.errors, []);
  });

  test("ab-model-rejected: a 404 for the model is a model rejection", () => {
    const output = recorded("claude-code", "ab-model-rejected-2.1.329");
    const s = claude.parse(output, { runner: { id: "c", pathKey: "c", agent: { type: "claude-code", model: "sonnet" } }, prompt: "hi", cwd: "/ws" });
    assert.equal(s.errors.length, 1);
    assert.equal(s.errors[0].kind, "model-rejected");
    assert.equal(s.errors[0].status, 404);
    assert.match(s.errors[0].message, /issue with the selected model \(claude-sonnet-5-5\)/);
    assert.equal(claude.detectModelRejection!(output, s), s.errors[0].message);
    assert.equal(originOf(claude, output, s), "model-rejected");
  });

  test("ab-rate-limit: a 429 is a rate-limit error, origin api", () => {
    const output = recorded("claude-code", "ab-rate-limit-2.1.329");
    const s = parseRecorded(claude, "claude-code", "ab-rate-limit-2.1.329");
    assert.deepEqual(
      s.errors.map((e) => [e.kind, e.status]),
      [["rate-limit", 429]],
    );
    assert.equal(claude.detectModelRejection!(output, s), undefined);
    assert.equal(originOf(claude, output, s), "api");
  });
});

describe("claude-code: lenient parsing", () => {
  test("unknown lines, non-JSON text and cut-off lines are kept, never thrown", () => {
    const stdout = [
      "Warning: something odd",
      '{"type":"mystery","payload":{"a":1}}',
      "[1,2,3]",
      '{"type":"assistant","message":{"id":"m1","model":"claude-x","content":[{"type":"text","text":"hello"},{"type":"new_block","x":1}]},"extra":true}',
      '{"type":"system","subtype":"brand_new_subtype","x":1}',
      '{"type":"result","subtype":"success","is_error":false,"result":"hello","num_turns":1,"total_cost_usd":0.5',
    ].join("\n");
    const s = claude.parse(
      { stdout, stderr: "", end: { kind: "exited", code: 0 }, files: {} },
      { runner: { id: "c", pathKey: "c", agent: { type: "claude-code", model: "" } }, prompt: "p", cwd: "/ws" },
    );
    // The unknown content block is kept as a raw event of its own (and counted among the unknown events).
    assert.deepEqual(kinds(s), ["unparsed", "raw", "raw", "message", "raw", "raw", "unparsed"]);
    assert.equal(s.model, "claude-x");
    assert.equal(s.finalOutput, "hello");
    assert.deepEqual(s.errors, []);
  });

  test("stdout with no stream-json at all is an output error (origin normalization)", () => {
    const output: CapturedOutput = { stdout: "All done, no JSON here\n", stderr: "", end: { kind: "exited", code: 0 }, files: {} };
    const s = claude.parse(output, { runner: { id: "c", pathKey: "c", agent: { type: "claude-code", model: "" } }, prompt: "p", cwd: "/ws" });
    assert.equal(s.errors[0]?.kind, "output");
    assert.equal(originOf(claude, output, s), "normalization");
  });

  test("permission denials are errors that name the tool", () => {
    const stdout = JSON.stringify({
      type: "result",
      subtype: "success",
      is_error: false,
      result: "could not",
      num_turns: 2,
      permission_denials: [{ tool_name: "Bash", tool_use_id: "t1", tool_input: { command: "touch x" } }],
    });
    const s = claude.parse(
      { stdout, stderr: "", end: { kind: "exited", code: 0 }, files: {} },
      { runner: { id: "c", pathKey: "c", agent: { type: "claude-code", model: "" } }, prompt: "p", cwd: "/ws" },
    );
    assert.equal(s.errors.length, 1);
    assert.equal(s.errors[0].kind, "permission");
    assert.match(s.errors[0].message, /permission denied for Bash \{"command":"touch x"\}/);
  });
});

describe("claude-code: steps for maxSteps", () => {
  test("a step is one model response, however many content lines it has", () => {
    assert.equal(countSteps(claude, recorded("claude-code", "claude2")), 2);
    assert.equal(countSteps(claude, recorded("claude-code", "claude-files")), 5);
    // The synthetic error message is not a model response.
    assert.equal(countSteps(claude, recorded("claude-code", "claude-401b")), 0);
  });
});
