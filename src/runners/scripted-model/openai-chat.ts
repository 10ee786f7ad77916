// The OpenAI Chat Completions API (OpenCode, Copilot, Qwen Code):
// POST /v1/chat/completions, streamed as chat.completion.chunk lines, a usage
// chunk (clients ask for it with stream_options.include_usage) and [DONE].

import { isRecord, str, textOf } from "../stream.ts";
import type { AnswerBlock, ModelRequest } from "./conversation.ts";
import { eventStream, sendJson } from "./http.ts";
import { modelNotFound, openAiError } from "./openai-errors.ts";
import type { Protocol } from "./protocol.ts";
import type { ReplyUsage } from "./replies.ts";

let completions = 0;

const RETRY_NOW = { "retry-after-ms": "1", "retry-after": "0" };

export const openaiChat: Protocol = {
  read(body) {
    const b = isRecord(body) ? body : {};
    const tools = (Array.isArray(b.tools) ? b.tools : []).filter(isRecord).map((t) => {
      const fn = isRecord(t.function) ? t.function : isRecord(t.custom) ? t.custom : t;
      return {
        name: str(fn.name) ?? "",
        kind: t.type === "custom" ? ("custom" as const) : ("function" as const),
        params: Object.keys(isRecord(fn.parameters) && isRecord(fn.parameters.properties) ? fn.parameters.properties : {}),
      };
    });
    const msgs = (Array.isArray(b.messages) ? b.messages : []).filter(isRecord);
    const opening: string[] = [];
    for (const m of msgs) {
      if (m.role === "assistant" || m.role === "tool") break;
      if (m.role === "user") opening.push(textOf(m.content));
    }
    const request: ModelRequest = {
      model: str(b.model) ?? "",
      tools,
      conversation: opening.join("\n"),
      toolResults: msgs.filter((m) => m.role === "tool").length,
    };
    const format = isRecord(b.response_format) ? b.response_format : undefined;
    if (format?.type === "json_schema") request.schema = isRecord(format.json_schema) ? (format.json_schema.schema ?? {}) : {};
    else if (format?.type === "json_object") request.schema = {};
    return request;
  },

  write(res, answer, ctx) {
    if (answer.kind === "hang") return;
    // retry-after-ms (as OpenAI sends it) makes the clients that retry (OpenCode, Copilot) do so at once.
    if (answer.kind === "fail") return sendJson(res, answer.status, openAiError(answer.status, answer.message), RETRY_NOW);
    if (answer.kind === "reject-model") return sendJson(res, 404, modelNotFound(ctx.model, answer.message));
    const id = `chatcmpl-ab-${++completions}`;
    const created = Math.floor(Date.now() / 1000);
    const calls = answer.blocks.filter((b): b is Extract<AnswerBlock, { type: "call" }> => b.type === "call");
    const text = answer.blocks
      .filter((b) => b.type === "text")
      .map((b) => (b as { text: string }).text)
      .join("\n\n");
    const reasoning = answer.blocks
      .filter((b) => b.type === "thinking")
      .map((b) => (b as { text: string }).text)
      .join("\n\n");
    const finish = calls.length > 0 ? "tool_calls" : "stop";
    const toolCalls = calls.map((c, index) => ({
      index,
      id: `call_${c.id}`,
      type: "function",
      function: { name: c.name, arguments: c.kind === "custom" ? (c.input ?? "") : JSON.stringify(c.args) },
    }));
    if (!ctx.stream) {
      const message: Record<string, unknown> = { role: "assistant", content: text || null };
      if (reasoning) message.reasoning_content = reasoning;
      if (toolCalls.length > 0) message.tool_calls = toolCalls.map(({ index: _index, ...call }) => call);
      return sendJson(res, 200, {
        id,
        object: "chat.completion",
        created,
        model: ctx.model,
        choices: [{ index: 0, message, finish_reason: finish }],
        usage: usage(answer.usage),
      });
    }
    const events = eventStream(res);
    const chunk = (choices: unknown[], extra: Record<string, unknown> = {}) =>
      events.send({ id, object: "chat.completion.chunk", created, model: ctx.model, choices, ...extra });
    chunk([{ index: 0, delta: { role: "assistant", content: "" }, finish_reason: null }]);
    if (reasoning) chunk([{ index: 0, delta: { reasoning_content: reasoning }, finish_reason: null }]);
    if (text) chunk([{ index: 0, delta: { content: text }, finish_reason: null }]);
    if (toolCalls.length > 0) chunk([{ index: 0, delta: { tool_calls: toolCalls }, finish_reason: null }]);
    chunk([{ index: 0, delta: {}, finish_reason: finish }]);
    chunk([], { usage: usage(answer.usage) });
    events.send("[DONE]");
    events.end();
  },
};

function usage(u: ReplyUsage): Record<string, unknown> {
  return {
    prompt_tokens: u.input,
    completion_tokens: u.output,
    total_tokens: u.input + u.output,
    prompt_tokens_details: { cached_tokens: u.cacheRead },
    completion_tokens_details: { reasoning_tokens: u.reasoning },
  };
}
