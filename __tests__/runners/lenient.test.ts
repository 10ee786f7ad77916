// Agent output is untrusted: whatever a CLI prints (a newer version's fields,
// a truncated line, a value of the wrong type), its parser returns a session
// whose fields have the types the model promises, and never throws.

import assert from "node:assert/strict";
import { readdirSync } from "node:fs";
import path from "node:path";
import { test } from "node:test";
import fc from "fast-check";
import type { Session } from "../../src/model/session.ts";
import { claudeCodeRunner } from "../../src/runners/claude-code/adapter.ts";
import { codexRunner } from "../../src/runners/codex/adapter.ts";
import { copilotRunner } from "../../src/runners/copilot/adapter.ts";
import { cursorRunner } from "../../src/runners/cursor/adapter.ts";
import { geminiRunner } from "../../src/runners/gemini/adapter.ts";
import { httpRunner } from "../../src/runners/http/adapter.ts";
import { openCodeRunner } from "../../src/runners/opencode/adapter.ts";
import { qwenRunner } from "../../src/runners/qwen/adapter.ts";
import type { RunnerAdapter } from "../../src/runners/runner.ts";
import { parseJsonLines } from "../../src/runners/stream.ts";
import { context, ended, recorded } from "./fixtures.ts";

const FIXTURES = path.join(import.meta.dirname, "..", "fixtures", "agents");

/** Every JSON object line of every recording of a CLI. */
function recordedEvents(cli: string): Record<string, unknown>[] {
  return readdirSync(path.join(FIXTURES, cli)).flatMap((scenario) =>
    parseJsonLines(recorded(cli, scenario).stdout).flatMap((l) =>
      l.kind === "json" && typeof l.value === "object" && l.value !== null && !Array.isArray(l.value) ? [l.value as Record<string, unknown>] : [],
    ),
  );
}

/** A recorded event with one top-level and one nested value replaced by arbitrary JSON. */
function mutated(events: Record<string, unknown>[]): fc.Arbitrary<string> {
  const keys = [...new Set(events.flatMap((e) => Object.keys(e)))];
  return fc
    .record({
      event: fc.constantFrom(...events),
      key: fc.constantFrom(...keys),
      value: fc.jsonValue(),
      nestedKey: fc.constantFrom(
        "content",
        "text",
        "input",
        "id",
        "name",
        "command",
        "changes",
        "usage",
        "model",
        "type",
        "parameters",
        "tool_id",
        "status",
        "error",
        "0",
        "state",
        "tokens",
        "arguments",
        "toolName",
        "shellExecution",
        "fileEdits",
        "tool_call",
        "result",
      ),
      nested: fc.jsonValue(),
      cut: fc.nat(),
    })
    .map(({ event, key, value, nestedKey, nested, cut }) => {
      const copy = structuredClone(event);
      copy[key] = value;
      const inner = Object.values(copy).find((v) => typeof v === "object" && v !== null) as Record<string, unknown> | undefined;
      if (inner) inner[nestedKey] = nested;
      const line = JSON.stringify(copy);
      // Now and then the line is cut off, as when a process is killed mid-write.
      return cut % 7 === 0 ? line.slice(0, cut % line.length) : line;
    });
}

function assertWellTyped(s: Session): void {
  assert.equal(typeof s.finalOutput, "string");
  for (const e of s.events) {
    if (e.type === "message") assert.equal(typeof e.text, "string");
    if (e.type === "command") assert.equal(typeof e.command, "string");
    if (e.type === "fileRead" || e.type === "fileWrite") assert.equal(typeof e.path, "string");
    if (e.type === "toolCall") assert.equal(typeof e.tool, "string");
    if (e.type === "toolResult") assert.equal(typeof e.output, "string");
    if (e.type === "skillSignal") assert.equal(typeof e.skill, "string");
  }
  for (const k of ["inputTokens", "outputTokens", "totalTokens", "cacheReadTokens", "reasoningTokens"] as const) {
    const v = s.usage[k];
    assert.ok(v === undefined || Number.isFinite(v), `${k} = ${String(v)}`);
  }
  assert.ok(s.costUsd === undefined || Number.isFinite(s.costUsd));
  JSON.stringify(s);
}

const CASES: Array<[RunnerAdapter, string]> = [
  [claudeCodeRunner, "claude-code"],
  [codexRunner, "codex"],
  [geminiRunner, "gemini"],
  [openCodeRunner, "opencode"],
  [copilotRunner, "copilot"],
  [qwenRunner, "qwen"],
  [cursorRunner, "cursor"],
];

for (const [adapter, cli] of CASES) {
  test(`${adapter.type}: mutated recorded streams never throw and give a well-typed session`, () => {
    const line = fc.oneof(
      { arbitrary: mutated(recordedEvents(cli)), weight: 4 },
      { arbitrary: fc.string(), weight: 1 },
      { arbitrary: fc.jsonValue().map((v) => JSON.stringify(v)), weight: 1 },
    );
    fc.assert(
      fc.property(fc.array(line, { maxLength: 15 }), fc.option(fc.integer({ min: 0, max: 255 })), (lines, exitCode) => {
        const output = { stdout: lines.join("\n"), stderr: lines.slice(0, 2).join("\n"), end: ended(exitCode), files: {} };
        const session = adapter.parse(
          output,
          context(adapter.type, { prompt: "/greet hi", knownSkills: [{ name: "greet", dir: "/ws/.claude/skills/greet" }] }),
        );
        assertWellTyped(session);
        adapter.detectModelRejection?.(output, session);
        const counter = adapter.createStepCounter!();
        for (const l of lines) assert.ok(Number.isInteger(counter(l)));
      }),
      { numRuns: 400, seed: 20261121 },
    );
  });
}

for (const [adapter, cli] of CASES.filter(([a]) => a.type !== "qwen")) {
  test(`${adapter.type}: lines it cannot read stay in the transcript, and text with no JSON at all is an output error`, () => {
    const parse = (stdout: string) => adapter.parse({ stdout, stderr: "", end: { kind: "exited", code: 0 }, files: {} }, context(adapter.type));
    const mixed = parse(`Warning: plain text first\n[1,2]\n${JSON.stringify(recordedEvents(cli)[0])}\n"a string"`);
    assert.deepEqual(
      mixed.events.flatMap((e) => (e.type === "unparsed" ? [e.raw] : [])),
      ["Warning: plain text first", '"a string"'],
    );
    assert.deepEqual(
      mixed.events.find((e) => e.type === "raw"),
      { type: "raw", raw: [1, 2] },
    );
    assert.ok(!mixed.errors.some((e) => e.kind === "output"), "JSON lines were there: the stream format was kept");
    const text = parse("Usage: agent [options]\nunknown option --output-format");
    assert.deepEqual(
      text.errors.map((e) => e.kind),
      ["output"],
    );
    assert.match(text.errors[0].message, /printed no .*events/);
    assert.deepEqual(
      parse("").errors.filter((e) => e.kind === "output"),
      [],
    );
  });
}

test("http: any response body, chunk or option never throws and gives a well-typed session", () => {
  const event = fc.oneof(
    fc.record({
      type: fc.constant("http.response"),
      status: fc.oneof(fc.constant(200), fc.integer({ min: 100, max: 599 })),
      contentType: fc.constantFrom("application/json", "text/event-stream", "text/html"),
      body: fc.jsonValue(),
      text: fc.option(fc.string()),
    }),
    fc.record({
      type: fc.constant("http.chunk"),
      data: fc.oneof(
        fc.jsonValue(),
        fc.record({
          choices: fc.array(fc.record({ delta: fc.record({ content: fc.jsonValue(), tool_calls: fc.jsonValue() }), finish_reason: fc.jsonValue() })),
        }),
      ),
    }),
    fc.record({ type: fc.constantFrom("http.end", "http.failure", "http.request"), message: fc.jsonValue(), status: fc.jsonValue() }),
  );
  const options = fc.record({
    format: fc.constantFrom("openai-chat", "json"),
    responsePath: fc.constantFrom(undefined, "$.a", "$..text", "$.choices[0].message.content"),
    toolCallsPath: fc.constantFrom(undefined, "$.calls", "$..tool_calls"),
  });
  fc.assert(
    fc.property(fc.array(event, { maxLength: 8 }), options, (events, opts) => {
      const output = { stdout: events.map((e) => JSON.stringify(e)).join("\n"), stderr: "", end: ended(0), files: {} };
      const clean = Object.fromEntries(Object.entries(opts).filter(([, v]) => v !== undefined));
      const session = httpRunner.parse(output, context("http", { options: httpRunner.optionsSchema.parse(clean) }));
      assertWellTyped(session);
    }),
    { numRuns: 300, seed: 20261121 },
  );
});
