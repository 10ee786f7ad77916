// The scripted model server over real HTTP on 127.0.0.1, with request bodies
// recorded from the real CLIs (trimmed, as the fixtures README says).

import assert from "node:assert/strict";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { after, before, describe, test } from "node:test";
import { planReplies } from "../../src/runners/scripted-model/replies.ts";
import { startModelServer, type ModelServer } from "../../src/runners/scripted-model/server.ts";
import type { Step } from "../../src/runners/script-steps.ts";

const FIXTURES = path.join(import.meta.dirname, "..", "fixtures", "agents");
const readText = (file: string) => {
  try {
    return readFileSync(file, "utf8");
  } catch {
    return "";
  }
};
const recordedBody = (file: string) => (JSON.parse(readFileSync(path.join(FIXTURES, file), "utf8")) as { body: Record<string, unknown> }).body;

let server: ModelServer;
const tmp = mkdtempSync(path.join(os.tmpdir(), "ab-model-server-"));
const logFile = path.join(tmp, "model-server.log");
before(async () => {
  server = await startModelServer({ logFile });
});
after(async () => {
  await server.close();
  rmSync(tmp, { recursive: true, force: true });
});

function register(steps: Step[], label = "case") {
  return server.register({ replies: planReplies(steps), cwd: "/ws", skills: [], label });
}

interface SseEvent {
  event?: string;
  data: unknown;
}

async function post(url: string, body: unknown): Promise<{ status: number; type: string; events: SseEvent[]; json?: unknown }> {
  const res = await fetch(url, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
  const text = await res.text();
  const type = res.headers.get("content-type") ?? "";
  if (!type.startsWith("text/event-stream")) return { status: res.status, type, events: [], json: JSON.parse(text) };
  const events = text
    .split(/\r?\n\r?\n/)
    .filter((chunk) => chunk.trim() !== "")
    .map((chunk) => {
      const event = /^event: (.*)$/m.exec(chunk)?.[1];
      const data = /^data: (.*)$/m.exec(chunk)![1];
      return { event, data: data === "[DONE]" ? data : (JSON.parse(data) as unknown) };
    });
  return { status: res.status, type, events };
}

describe("scripted model server: Anthropic Messages (Claude Code)", () => {
  test("a tool_use reply, then after the tool result the final text", async () => {
    const base = register([{ tool: "shell", command: "echo hi" }, { text: "All done." }]);
    const body = recordedBody("claude-code/claude2/request.json");
    const first = await post(`${base}/v1/messages?beta=true`, body);
    assert.equal(first.status, 200);
    assert.deepEqual(
      first.events.map((e) => e.event),
      ["message_start", "content_block_start", "content_block_delta", "content_block_stop", "message_delta", "message_stop"],
    );
    const start = first.events[0].data as { message: { model: string; usage: Record<string, number> } };
    assert.equal(start.message.model, "claude-opus-4-8");
    assert.equal(start.message.usage.input_tokens, 100);
    const block = first.events[1].data as { content_block: { type: string; name: string; id: string } };
    assert.equal(block.content_block.type, "tool_use");
    assert.equal(block.content_block.name, "Bash");
    const input = JSON.parse((first.events[2].data as { delta: { partial_json: string } }).delta.partial_json) as unknown;
    assert.deepEqual(input, { command: "echo hi", description: "Run echo hi" });
    assert.deepEqual(first.events[4].data, { type: "message_delta", delta: { stop_reason: "tool_use", stop_sequence: null }, usage: { output_tokens: 20 } });

    const messages = [
      ...(body.messages as unknown[]),
      { role: "assistant", content: [{ type: "tool_use", id: block.content_block.id, name: "Bash", input }] },
      { role: "user", content: [{ type: "tool_result", tool_use_id: block.content_block.id, content: "hi" }] },
    ];
    const second = await post(`${base}/v1/messages?beta=true`, { ...body, messages });
    const text = second.events.find((e) => e.event === "content_block_delta")!.data as { delta: { text: string } };
    assert.equal(text.delta.text, "All done.");
    assert.equal((second.events.at(-2)!.data as { delta: { stop_reason: string } }).delta.stop_reason, "end_turn");
  });

  test("a failure step is an HTTP error with Anthropic's error body; a rejected model is a 404", async () => {
    const failing = await post(`${register([{ fail: 529, message: "overloaded" }])}/v1/messages`, {
      model: "m",
      stream: true,
      tools: [{ name: "Bash" }],
      messages: [{ role: "user", content: "hi" }],
    });
    assert.equal(failing.status, 529);
    assert.deepEqual(failing.json, { type: "error", error: { type: "overloaded_error", message: "overloaded" } });
    const rejected = await post(`${register([{ rejectModel: true }])}/v1/messages`, {
      model: "claude-nope",
      stream: true,
      tools: [{ name: "Bash" }],
      messages: [{ role: "user", content: "hi" }],
    });
    assert.equal(rejected.status, 404);
    assert.deepEqual(rejected.json, { type: "error", error: { type: "not_found_error", message: "model: claude-nope" } });
  });
});

describe("scripted model server: OpenAI Responses (Codex)", () => {
  test("a function call for a shell step, a custom apply_patch call for a write step", async () => {
    const base = register([
      { tool: "shell", command: "echo hi" },
      { tool: "write", path: "hello.txt", content: "hello\n" },
      { thinking: "wrap up" },
      { text: "Patched." },
    ]);
    const body = recordedBody("codex/codex2/request.json");
    const first = await post(`${base}/v1/responses`, body);
    const done = first.events.filter((e) => e.event === "response.output_item.done").map((e) => (e.data as { item: Record<string, unknown> }).item);
    assert.equal(done.length, 1);
    assert.equal(done[0].type, "function_call");
    assert.equal(done[0].name, "exec_command");
    assert.deepEqual(JSON.parse(done[0].arguments as string), { cmd: "echo hi" });
    const seqs = first.events.map((e) => (e.data as { sequence_number: number }).sequence_number);
    assert.deepEqual(
      seqs,
      seqs.map((_, i) => i),
    );
    const completed = first.events.at(-1)!.data as { type: string; response: { usage: Record<string, unknown> } };
    assert.equal(completed.type, "response.completed");
    assert.deepEqual(completed.response.usage, {
      input_tokens: 100,
      input_tokens_details: { cached_tokens: 0 },
      output_tokens: 20,
      output_tokens_details: { reasoning_tokens: 0 },
      total_tokens: 120,
    });

    const input = [...(body.input as unknown[]), done[0], { type: "function_call_output", call_id: done[0].call_id, output: "hi\n" }];
    const second = await post(`${base}/v1/responses`, { ...body, input });
    const patch = second.events.filter((e) => e.event === "response.output_item.done").map((e) => (e.data as { item: Record<string, unknown> }).item)[0];
    assert.equal(patch.type, "custom_tool_call");
    assert.equal(patch.name, "apply_patch");
    assert.equal(patch.input, "*** Begin Patch\n*** Add File: hello.txt\n+hello\n*** End Patch\n");

    const third = await post(`${base}/v1/responses`, {
      ...body,
      input: [...input, patch, { type: "custom_tool_call_output", call_id: patch.call_id, output: "ok" }],
    });
    const items = third.events.filter((e) => e.event === "response.output_item.done").map((e) => (e.data as { item: { type: string } }).item.type);
    assert.deepEqual(items, ["reasoning", "message"]);
    const text = third.events.find((e) => e.event === "response.output_text.done")!.data as { text: string };
    assert.equal(text.text, "Patched.");
  });

  test("errors in OpenAI's shape; a rejected model is model_not_found", async () => {
    const rejected = await post(`${register([{ rejectModel: true }])}/v1/responses`, {
      model: "gpt-x",
      stream: true,
      tools: [{ type: "function", name: "exec_command" }],
      input: "hi",
    });
    assert.equal(rejected.status, 404);
    assert.deepEqual(rejected.json, {
      error: {
        message: "The model `gpt-x` does not exist or you do not have access to it.",
        type: "invalid_request_error",
        param: null,
        code: "model_not_found",
      },
    });
    const limited = await post(`${register([{ fail: 429 }])}/v1/responses`, {
      model: "gpt-x",
      stream: true,
      tools: [{ type: "function", name: "exec_command" }],
      input: "hi",
    });
    assert.equal(limited.status, 429);
    assert.deepEqual(limited.json, { error: { message: "scripted failure 429", type: "rate_limit_error", param: null, code: null } });
  });
});

describe("scripted model server: OpenAI Chat Completions", () => {
  test("tool calls, a usage chunk and [DONE]; the title request gets plain text", async () => {
    const base = register([{ tool: "shell", command: "echo hi" }, { text: "ok" }]);
    const tools = [{ type: "function", function: { name: "bash", parameters: { type: "object", properties: { command: {}, description: {} } } } }];
    const title = await post(`${base}/v1/chat/completions`, {
      model: "fake",
      stream: true,
      messages: [
        { role: "system", content: "You are a title generator" },
        { role: "user", content: "hi" },
      ],
    });
    assert.equal((title.events[0].data as { choices: Array<{ delta: { content: string } }> }).choices[0].delta.content, "");
    assert.ok(title.events.some((e) => (e.data as { choices?: Array<{ delta: { content?: string } }> }).choices?.[0]?.delta.content === "ok"));

    const first = await post(`${base}/v1/chat/completions`, {
      model: "fake",
      stream: true,
      stream_options: { include_usage: true },
      tools,
      messages: [{ role: "user", content: "hi" }],
    });
    const call = first.events.find((e) => (e.data as { choices?: Array<{ delta: { tool_calls?: unknown } }> }).choices?.[0]?.delta.tool_calls);
    const toolCall = (call!.data as { choices: Array<{ delta: { tool_calls: Array<{ id: string; function: { name: string; arguments: string } }> } }> })
      .choices[0].delta.tool_calls[0];
    assert.equal(toolCall.function.name, "bash");
    assert.deepEqual(JSON.parse(toolCall.function.arguments), { command: "echo hi", description: "Run echo hi" });
    assert.ok(first.events.some((e) => (e.data as { choices?: Array<{ finish_reason: string }> }).choices?.[0]?.finish_reason === "tool_calls"));
    assert.deepEqual((first.events.at(-2)!.data as { usage: Record<string, unknown> }).usage.total_tokens, 120);
    assert.equal(first.events.at(-1)!.data, "[DONE]");

    const second = await post(`${base}/v1/chat/completions`, {
      model: "fake",
      stream: false,
      tools,
      messages: [
        { role: "user", content: "hi" },
        { role: "assistant", tool_calls: [{ id: toolCall.id }] },
        { role: "tool", tool_call_id: toolCall.id, content: "hi" },
      ],
    });
    const json = second.json as { choices: Array<{ message: { content: string }; finish_reason: string }>; usage: { prompt_tokens: number } };
    assert.equal(json.choices[0].message.content, "ok");
    assert.equal(json.choices[0].finish_reason, "stop");
    assert.equal(json.usage.prompt_tokens, 101);
  });
});

describe("scripted model server: what OpenCode, Copilot, Qwen Code and HTTP agents need", () => {
  test("a failure carries retry-after-ms, so clients that retry (OpenCode, Copilot, Qwen Code) do so at once", async () => {
    const res = await fetch(`${register([{ fail: 503, message: "overloaded" }])}/v1/chat/completions`, {
      method: "POST",
      body: JSON.stringify({ model: "m", tools: [{ type: "function", function: { name: "bash" } }], messages: [{ role: "user", content: "hi" }] }),
    });
    assert.equal(res.status, 503);
    assert.equal(res.headers.get("retry-after-ms"), "1");
    assert.deepEqual(await res.json(), { error: { message: "overloaded", type: "server_error", param: null, code: null } });
  });

  test("a tool-less request is a side request, unless the HTTP runner marks it as the conversation", async () => {
    const base = register([{ text: "Looking it up." }, { tool: "lookup", args: { q: "paris" } }, { text: "never reached" }]);
    const body = { model: "m", stream: false, messages: [{ role: "user", content: "Where is Paris?" }] };
    const side = await post(`${base}/v1/chat/completions`, body);
    assert.equal((side.json as { choices: Array<{ message: { content: string } }> }).choices[0].message.content, "ok");
    const res = await fetch(`${base}/v1/chat/completions`, { method: "POST", headers: { "x-agent-bench-main": "1" }, body: JSON.stringify(body) });
    const main = (await res.json()) as {
      choices: Array<{ message: { content: string; tool_calls: Array<{ function: { name: string; arguments: string } }> }; finish_reason: string }>;
    };
    assert.equal(main.choices[0].message.content, "Looking it up.");
    assert.deepEqual(
      main.choices[0].message.tool_calls.map((c) => [c.function.name, JSON.parse(c.function.arguments) as unknown]),
      [["lookup", { q: "paris" }]],
    );
    assert.equal(main.choices[0].finish_reason, "tool_calls");
  });
});

describe("scripted model server: Gemini (Gemini CLI)", () => {
  test("a functionCall for a shell step; the JSON router call gets schema-shaped JSON", async () => {
    const base = register([{ tool: "shell", command: "echo hi" }, { text: "All done." }]);
    const body = recordedBody("gemini/gem4/request.json");
    // The recording keeps only the first 6 tool declarations; the shell tool is among the rest.
    const declarations = (body.tools as Array<{ functionDeclarations: unknown[] }>)[0].functionDeclarations;
    declarations.push({ name: "run_shell_command", parametersJsonSchema: { type: "object", properties: { command: {}, description: {} } } });
    const router = await post(`${base}/v1beta/models/gemini-3.5-flash-lite:generateContent`, {
      contents: [{ role: "user", parts: [{ text: "route this" }] }],
      generationConfig: {
        responseMimeType: "application/json",
        responseJsonSchema: { type: "object", properties: { complexity_reasoning: { type: "string" }, complexity_score: { type: "integer" } } },
      },
    });
    const routed = router.json as { candidates: Array<{ content: { parts: Array<{ text: string }> } }> };
    assert.deepEqual(JSON.parse(routed.candidates[0].content.parts[0].text), { complexity_reasoning: "ok", complexity_score: 1 });

    const first = await post(`${base}/v1beta/models/gemini-2.5-flash:streamGenerateContent?alt=sse`, body);
    assert.equal(first.status, 200);
    assert.equal(first.events.length, 1);
    const chunk = first.events[0].data as {
      candidates: Array<{ content: { parts: unknown[] }; finishReason: string }>;
      usageMetadata: Record<string, number>;
      modelVersion: string;
    };
    assert.deepEqual(chunk.candidates[0].content.parts, [
      { functionCall: { name: "run_shell_command", args: { command: "echo hi", description: "Run echo hi" } } },
    ]);
    assert.equal(chunk.candidates[0].finishReason, "STOP");
    assert.equal(chunk.modelVersion, "gemini-2.5-flash");
    assert.equal(chunk.usageMetadata.promptTokenCount, 100);

    const contents = [
      ...(body.contents as unknown[]),
      { role: "model", parts: chunk.candidates[0].content.parts },
      { role: "user", parts: [{ functionResponse: { name: "run_shell_command", response: { output: "hi" } } }] },
    ];
    const second = await post(`${base}/v1beta/models/gemini-2.5-flash:streamGenerateContent?alt=sse`, { ...body, contents });
    assert.deepEqual((second.events[0].data as { candidates: Array<{ content: { parts: unknown[] } }> }).candidates[0].content.parts, [{ text: "All done." }]);
  });

  test("a rejected model is Gemini's 404 NOT_FOUND", async () => {
    const rejected = await post(`${register([{ rejectModel: true }])}/v1beta/models/gemini-9:streamGenerateContent?alt=sse`, {
      contents: [{ role: "user", parts: [{ text: "hi" }] }],
      tools: [{ functionDeclarations: [{ name: "run_shell_command" }] }],
    });
    assert.equal(rejected.status, 404);
    const error = (rejected.json as { error: { code: number; status: string; message: string } }).error;
    assert.equal(error.code, 404);
    assert.equal(error.status, "NOT_FOUND");
    assert.match(error.message, /^models\/gemini-9 is not found for API version v1beta/);
  });
});

describe("scripted model server: routing, logging, shutdown", () => {
  test("an unregistered execution and an unknown route are 404s that say so", async () => {
    const unknown = await post(`${server.origin}/x/nope/v1/messages`, {});
    assert.equal(unknown.status, 404);
    assert.match((unknown.json as { error: { message: string } }).error.message, /no execution is registered/);
    const route = await post(`${register([])}/v2/whatever`, {});
    assert.equal(route.status, 404);
    assert.match((route.json as { error: { message: string } }).error.message, /no route for POST \/v2\/whatever/);
  });

  test("every request is logged with its execution, route, tools and answer", async () => {
    const base = register([{ tool: "shell", command: "ls" }], 'case "logged" run 1');
    await post(`${base}/v1/messages`, { model: "m", stream: true, tools: [{ name: "Bash" }, { name: "Read" }], messages: [{ role: "user", content: "hi" }] });
    const lines = readFileSync(logFile, "utf8")
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l) as Record<string, unknown>);
    const entry = lines.find((l) => l.execution === 'case "logged" run 1')!;
    assert.equal(entry.method, "POST");
    assert.equal(entry.path, "/v1/messages");
    assert.equal(entry.protocol, "anthropic");
    assert.deepEqual(entry.tools, ["Bash", "Read"]);
    assert.equal(entry.role, "main");
    assert.equal(entry.answer, "call Bash");
  });

  test("close() ends hung requests instead of waiting for them", async () => {
    const hangLog = path.join(tmp, "hang.log");
    const own = await startModelServer({ logFile: hangLog });
    const base = own.register({ replies: planReplies([{ hang: true }]), cwd: "/ws", skills: [], label: "hang" });
    const pending = fetch(`${base}/v1/messages`, {
      method: "POST",
      body: JSON.stringify({ model: "m", stream: true, tools: [{ name: "Bash" }], messages: [] }),
    }).then(
      () => "answered",
      () => "closed",
    );
    // Close only once the server has taken the request (it logs it before hanging).
    while (!readText(hangLog).includes('"answer":"hang"')) await new Promise((resolve) => setTimeout(resolve, 10));
    await own.close();
    assert.equal(await pending, "closed");
  });
});
