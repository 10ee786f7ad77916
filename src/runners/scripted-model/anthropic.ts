// The Anthropic Messages API (Claude Code): POST /v1/messages, streamed as
// message_start, content blocks (thinking, text, tool_use) and message_delta.

import type { ServerResponse } from "node:http";
import { isRecord, str, textOf } from "../stream.ts";
import type { AnswerBlock, ModelRequest } from "./conversation.ts";
import { eventStream, sendJson } from "./http.ts";
import type { Protocol } from "./protocol.ts";
import type { ReplyUsage } from "./replies.ts";

const ERROR_TYPES: Record<number, string> = {
  400: "invalid_request_error",
  401: "authentication_error",
  403: "permission_error",
  404: "not_found_error",
  413: "request_too_large",
  429: "rate_limit_error",
  529: "overloaded_error",
};

let messages = 0;

export const anthropic: Protocol = {
  read(body) {
    const b = isRecord(body) ? body : {};
    const tools = (Array.isArray(b.tools) ? b.tools : []).filter(isRecord).map((t) => ({
      name: str(t.name) ?? str(t.type) ?? "",
      kind: "function" as const,
      params: Object.keys(isRecord(t.input_schema) && isRecord(t.input_schema.properties) ? t.input_schema.properties : {}),
    }));
    const msgs = (Array.isArray(b.messages) ? b.messages : []).filter(isRecord);
    const opening: string[] = [];
    for (const m of msgs) {
      if (m.role === "assistant") break;
      if (m.role === "user") opening.push(textBlocks(m.content));
    }
    let toolResults = 0;
    for (const m of msgs) {
      if (m.role === "user" && Array.isArray(m.content)) toolResults += m.content.filter((c) => isRecord(c) && c.type === "tool_result").length;
    }
    const format = isRecord(b.output_format) ? b.output_format : undefined;
    const request: ModelRequest = { model: str(b.model) ?? "", tools, conversation: opening.join("\n"), toolResults };
    if (format?.type === "json_schema") request.schema = format.schema ?? {};
    return request;
  },

  write(res, answer, ctx) {
    if (answer.kind === "hang") return;
    if (answer.kind === "fail") return sendError(res, answer.status, answer.message);
    if (answer.kind === "reject-model") return sendError(res, 404, answer.message ?? `model: ${ctx.model}`);
    const id = `msg_ab_${++messages}`;
    const stop = answer.blocks.some((b) => b.type === "call") ? "tool_use" : "end_turn";
    if (!ctx.stream) {
      return sendJson(res, 200, {
        id,
        type: "message",
        role: "assistant",
        model: ctx.model,
        content: answer.blocks.map(block),
        stop_reason: stop,
        stop_sequence: null,
        usage: usage(answer.usage, answer.usage.output),
      });
    }
    const events = eventStream(res);
    const send = (data: Record<string, unknown>) => events.send(data, String(data.type));
    send({
      type: "message_start",
      message: { id, type: "message", role: "assistant", model: ctx.model, content: [], stop_reason: null, stop_sequence: null, usage: usage(answer.usage, 1) },
    });
    answer.blocks.forEach((b, index) => {
      if (b.type === "thinking") {
        send({ type: "content_block_start", index, content_block: { type: "thinking", thinking: "", signature: "" } });
        send({ type: "content_block_delta", index, delta: { type: "thinking_delta", thinking: b.text } });
        send({ type: "content_block_delta", index, delta: { type: "signature_delta", signature: "agent-bench-scripted" } });
      } else if (b.type === "text") {
        send({ type: "content_block_start", index, content_block: { type: "text", text: "" } });
        send({ type: "content_block_delta", index, delta: { type: "text_delta", text: b.text } });
      } else {
        send({ type: "content_block_start", index, content_block: { type: "tool_use", id: `toolu_${b.id}`, name: b.name, input: {} } });
        send({ type: "content_block_delta", index, delta: { type: "input_json_delta", partial_json: JSON.stringify(b.args) } });
      }
      send({ type: "content_block_stop", index });
    });
    send({ type: "message_delta", delta: { stop_reason: stop, stop_sequence: null }, usage: { output_tokens: answer.usage.output } });
    send({ type: "message_stop" });
    events.end();
  },
};

function block(b: AnswerBlock): Record<string, unknown> {
  if (b.type === "thinking") return { type: "thinking", thinking: b.text, signature: "agent-bench-scripted" };
  if (b.type === "text") return { type: "text", text: b.text };
  return { type: "tool_use", id: `toolu_${b.id}`, name: b.name, input: b.args };
}

/** Anthropic's input_tokens leaves out cached input; the script's input is gross. */
function usage(u: ReplyUsage, output: number): Record<string, number> {
  return {
    input_tokens: u.input - u.cacheRead - u.cacheWrite,
    output_tokens: output,
    cache_creation_input_tokens: u.cacheWrite,
    cache_read_input_tokens: u.cacheRead,
  };
}

function sendError(res: ServerResponse, status: number, message: string): void {
  sendJson(res, status, { type: "error", error: { type: ERROR_TYPES[status] ?? "api_error", message } });
}

function textBlocks(content: unknown): string {
  if (!Array.isArray(content)) return textOf(content);
  return content
    .filter((c) => isRecord(c) && c.type === "text")
    .map(textOf)
    .join("\n");
}
