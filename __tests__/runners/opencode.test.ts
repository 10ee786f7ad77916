import assert from "node:assert/strict";
import { describe, test } from "node:test";
import type { Session } from "../../src/model/session.ts";
import { openCodeRunner as opencode } from "../../src/runners/opencode/adapter.ts";
import { countSteps, originOf, parseRecorded, recorded } from "./fixtures.ts";

const commands = (s: Session) => s.events.flatMap((e) => (e.type === "command" ? [{ command: e.command, exitCode: e.exitCode }] : []));
const fileWrites = (s: Session) => s.events.flatMap((e) => (e.type === "fileWrite" ? [`${e.kind} ${e.path}`] : []));

describe("opencode: recorded streams", () => {
  test("oc1: shell call, text; tokens summed over the two steps", () => {
    const output = recorded("opencode", "oc1");
    const s = parseRecorded(opencode, "opencode", "oc1", { cwd: "/ws/oc1" });
    assert.equal(s.sessionId, "ses_e03803e89ffeTrwW6SrYrTqBJV");
    assert.deepEqual(commands(s), [{ command: "echo hi", exitCode: 0 }]);
    assert.deepEqual(
      s.events.map((e) => e.type),
      ["toolCall", "command", "toolResult", "message"],
    );
    const call = s.events[0];
    assert.ok(call.type === "toolCall" && call.tool === "bash" && call.id === "call_fake_2");
    const result = s.events[2];
    assert.ok(result.type === "toolResult" && result.output === "hi\n" && result.isError === false && result.exitCode === 0);
    assert.equal(s.finalOutput, "All done. The command printed hi.");
    assert.equal(s.usage.inputTokens, 201);
    assert.equal(s.usage.outputTokens, 40);
    assert.equal(s.usage.reasoningTokens, 0);
    assert.equal(s.usage.cacheReadTokens, 0);
    assert.equal(s.usage.totalTokens, 241);
    // No cost configured for the model: OpenCode says 0.
    assert.equal(s.costUsd, 0);
    assert.equal(s.turns, 2);
    assert.deepEqual(s.errors, []);
    assert.equal(s.exitCode, 0);
    assert.equal(countSteps(opencode, output), 2);
    assert.equal(originOf(opencode, output, s), undefined);
  });

  test("oc-files: write, read, edit, a failing bash whose status still says completed; cost summed", () => {
    const s = parseRecorded(opencode, "opencode", "oc-files", { cwd: "/ws/oc-files" });
    assert.deepEqual(commands(s), [{ command: "cat a.txt; exit 3", exitCode: 3 }]);
    const bash = s.events.find((e) => e.type === "toolResult" && e.tool === "bash");
    assert.ok(bash?.type === "toolResult" && bash.isError === true && bash.exitCode === 3 && bash.output === "one\nthree\n");
    assert.deepEqual(fileWrites(s), ["create /ws/oc-files/a.txt", "edit /ws/oc-files/a.txt"]);
    // `cat a.txt` reads it too, relative to the workspace.
    assert.deepEqual(s.files.observedReads, ["/ws/oc-files/a.txt"]);
    assert.deepEqual(s.files.observedWrites, ["/ws/oc-files/a.txt"]);
    assert.equal(s.finalOutput, "Files done.");
    assert.equal(s.usage.inputTokens, 510);
    assert.equal(s.usage.outputTokens, 100);
    assert.equal(s.usage.totalTokens, 610);
    assert.ok(Math.abs((s.costUsd ?? 0) - 0.00303) < 1e-12, `cost ${s.costUsd}`);
    assert.equal(s.turns, 5);
    assert.deepEqual(s.errors, []);
  });
});

describe("opencode: streams recorded against the scripted model server", () => {
  test("ab-tools: every tool kind, the skill tool, reasoning; the final text follows the thinking", () => {
    const output = recorded("opencode", "ab-tools");
    const s = parseRecorded(opencode, "opencode", "ab-tools", { cwd: "/tmp/scratch/ws", prompt: "hi there" });
    assert.deepEqual(commands(s), [{ command: "echo hi; exit 3", exitCode: 3 }]);
    assert.deepEqual(s.files.observedReads, ["/tmp/scratch/ws/README.md"]);
    assert.deepEqual(fileWrites(s), ["create /tmp/scratch/ws/out.txt", "edit /tmp/scratch/ws/out.txt"]);
    assert.deepEqual(s.detectedSkills, [{ skill: "greet", confidence: "explicit", evidence: ["tool:skill"] }]);
    const messages = s.events.flatMap((e) => (e.type === "message" ? [[e.phase, e.text]] : []));
    assert.deepEqual(messages, [
      ["thinking", "hmm"],
      ["final", "All done."],
    ]);
    assert.equal(s.finalOutput, "All done.");
    // Default scripted usage: 100 + i input and 20 output tokens per request, 6 requests.
    assert.equal(s.usage.inputTokens, 615);
    assert.equal(s.usage.outputTokens, 120);
    assert.equal(s.usage.totalTokens, 735);
    assert.equal(s.turns, 6);
    assert.equal(countSteps(opencode, output), 6);
  });

  test("ab-model-rejected: the provider's 404 model_not_found is a model rejection", () => {
    const output = recorded("opencode", "ab-model-rejected");
    const s = parseRecorded(opencode, "opencode", "ab-model-rejected");
    assert.deepEqual(s.errors, [{ kind: "model-rejected", status: 404, message: "The model `gpt-4.1` does not exist or you do not have access to it." }]);
    assert.equal(opencode.detectModelRejection!(output, s), s.errors[0].message);
    assert.equal(originOf(opencode, output, s), "model-rejected");
  });

  test("ab-503: an APIError line is a provider failure (origin api), not the agent's crash", () => {
    const output = recorded("opencode", "ab-503");
    const s = parseRecorded(opencode, "opencode", "ab-503");
    assert.deepEqual(s.errors, [{ kind: "api", status: 503, message: "scripted failure 503" }]);
    assert.deepEqual(output.end, { kind: "exited", code: 1 });
    assert.equal(originOf(opencode, output, s), "api");
  });
});

describe("opencode: lenient parsing", () => {
  const parse = (stdout: string, stderr = "", exitCode = 0) =>
    opencode.parse(
      { stdout, stderr, end: { kind: "exited", code: exitCode }, files: {} },
      { runner: { id: "o", pathKey: "o", agent: { type: "opencode", model: "" } }, prompt: "p", cwd: "/ws" },
    );

  test("the final output is the last text of the step that stopped, not a later step's text", () => {
    const lines = [
      { type: "step_start", part: {} },
      { type: "text", part: { text: "first" } },
      { type: "text", part: { text: "answer" } },
      { type: "step_finish", part: { reason: "stop", tokens: { input: 10, output: 2, reasoning: 1, cache: { read: 5, write: 0 } } } },
      { type: "step_start", part: {} },
      { type: "text", part: { text: "stray text of an unfinished step" } },
    ];
    const s = parse(lines.map((l) => JSON.stringify(l)).join("\n"));
    assert.equal(s.finalOutput, "answer");
    // Input counts the cached tokens, output the reasoning; no step total given, so the total is their sum.
    assert.equal(s.usage.inputTokens, 15);
    assert.equal(s.usage.outputTokens, 3);
    assert.equal(s.usage.totalTokens, 18);
    assert.equal(s.turns, 2);
  });

  test("unknown lines are kept, a failed tool writes nothing, an unknown model named on stderr is a rejection", () => {
    const lines = [
      '{"type":"file","part":{"url":"x"}}',
      '{"type":"tool_use","part":{"tool":"write","callID":"c1","state":{"status":"error","input":{"filePath":"/etc/x"},"error":"denied"}}}',
      '{"type":"tool_use","part":{"tool":"apply_patch","callID":"c2","state":{"status":"completed","input":{"patchText":"*** Begin Patch\\n*** Add File: new.txt\\n+x\\n*** Delete File: old.txt\\n*** End Patch"}}}}',
      "not json",
    ];
    const s = parse(lines.join("\n"), "ERROR ProviderModelNotFoundError: Model not found: acme/x", 1);
    assert.deepEqual(
      s.events.map((e) => e.type),
      ["raw", "toolCall", "toolResult", "toolCall", "fileWrite", "fileWrite", "toolResult", "unparsed", "error"],
    );
    assert.deepEqual(s.files.observedWrites, ["/ws/new.txt", "/ws/old.txt"]);
    const failed = s.events[2];
    assert.ok(failed.type === "toolResult" && failed.isError && failed.output === "denied");
    assert.equal(s.errors[0].kind, "model-rejected");
  });

  test("stdout without one JSON event is a normalization failure", () => {
    const s = parse("Error: unknown option --format\n");
    assert.equal(s.errors[0].kind, "output");
  });
});
