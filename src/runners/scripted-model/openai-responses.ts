// The OpenAI Responses API (Codex): POST /v1/responses, streamed as
// response.created, output items (reasoning, message, function_call,
// custom_tool_call) and response.completed with the usage.

import { isRecord, str, textOf } from "../stream.ts";
import type { AnswerBlock, ModelRequest } from "./conversation.ts";
import { eventStream, sendJson } from "./http.ts";
import { modelNotFound, openAiError } from "./openai-errors.ts";
import type { Protocol } from "./protocol.ts";
import type { ReplyUsage } from "./replies.ts";

const TOOL_OUTPUTS = new Set(["function_call_output", "custom_tool_call_output", "local_shell_call_output", "mcp_tool_call_output", "tool_search_output"]);

let responses = 0;

export const openaiResponses: Protocol = {
  read(body) {
    const b = isRecord(body) ? body : {};
    const tools = (Array.isArray(b.tools) ? b.tools : []).filter(isRecord).map((t) => ({
      name: str(t.name) ?? str(t.type) ?? "",
      kind: t.type === "custom" ? ("custom" as const) : ("function" as const),
      params: Object.keys(isRecord(t.parameters) && isRecord(t.parameters.properties) ? t.parameters.properties : {}),
    }));
    const input =
      typeof b.input === "string" ? [{ type: "message", role: "user", content: b.input }] : (Array.isArray(b.input) ? b.input : []).filter(isRecord);
    const opening: string[] = [];
    for (const item of input) {
      const isMessage = item.type === "message" || (item.type === undefined && typeof item.role === "string");
      if (!isMessage || item.role === "assistant") break;
      if (item.role === "user") opening.push(textOf(item.content));
    }
    const request: ModelRequest = {
      model: str(b.model) ?? "",
      tools,
      conversation: opening.join("\n"),
      toolResults: input.filter((item) => TOOL_OUTPUTS.has(String(item.type))).length,
    };
    const format = isRecord(b.text) && isRecord(b.text.format) ? b.text.format : undefined;
    if (format?.type === "json_schema") request.schema = format.schema ?? {};
    return request;
  },

  write(res, answer, ctx) {
    if (answer.kind === "hang") return;
    if (answer.kind === "fail") return sendJson(res, answer.status, openAiError(answer.status, answer.message));
    if (answer.kind === "reject-model") return sendJson(res, 404, modelNotFound(ctx.model, answer.message));
    const n = ++responses;
    const id = `resp_ab_${n}`;
    const items = answer.blocks.map((b, i) => item(b, `${n}_${i}`));
    const base = { id, object: "response", created_at: Math.floor(Date.now() / 1000), model: ctx.model };
    const completed = { ...base, status: "completed", output: items, usage: usage(answer.usage) };
    if (!ctx.stream) return sendJson(res, 200, completed);
    const events = eventStream(res);
    let seq = 0;
    const send = (type: string, data: Record<string, unknown>) => events.send({ type, sequence_number: seq++, ...data }, type);
    send("response.created", { response: { ...base, status: "in_progress", output: [] } });
    send("response.in_progress", { response: { ...base, status: "in_progress", output: [] } });
    items.forEach((it, output_index) => {
      const item_id = String(it.id);
      if (it.type === "reasoning") {
        const text = (it.summary as Array<{ text: string }>)[0].text;
        send("response.output_item.added", { output_index, item: { ...it, summary: [] } });
        send("response.reasoning_summary_part.added", { item_id, output_index, summary_index: 0, part: { type: "summary_text", text: "" } });
        send("response.reasoning_summary_text.delta", { item_id, output_index, summary_index: 0, delta: text });
        send("response.reasoning_summary_text.done", { item_id, output_index, summary_index: 0, text });
        send("response.reasoning_summary_part.done", { item_id, output_index, summary_index: 0, part: { type: "summary_text", text } });
      } else if (it.type === "message") {
        const text = (it.content as Array<{ text: string }>)[0].text;
        send("response.output_item.added", { output_index, item: { ...it, status: "in_progress", content: [] } });
        send("response.content_part.added", { item_id, output_index, content_index: 0, part: { type: "output_text", text: "", annotations: [] } });
        send("response.output_text.delta", { item_id, output_index, content_index: 0, delta: text });
        send("response.output_text.done", { item_id, output_index, content_index: 0, text });
        send("response.content_part.done", { item_id, output_index, content_index: 0, part: { type: "output_text", text, annotations: [] } });
      } else if (it.type === "function_call") {
        send("response.output_item.added", { output_index, item: { ...it, arguments: "", status: "in_progress" } });
        send("response.function_call_arguments.delta", { item_id, output_index, delta: it.arguments });
        send("response.function_call_arguments.done", { item_id, output_index, arguments: it.arguments });
      } else {
        send("response.output_item.added", { output_index, item: { ...it, input: "", status: "in_progress" } });
        send("response.custom_tool_call_input.delta", { item_id, output_index, delta: it.input });
        send("response.custom_tool_call_input.done", { item_id, output_index, input: it.input });
      }
      send("response.output_item.done", { output_index, item: it });
    });
    send("response.completed", { response: completed });
    events.end();
  },
};

function item(b: AnswerBlock, key: string): Record<string, unknown> {
  if (b.type === "thinking") return { type: "reasoning", id: `rs_ab_${key}`, summary: [{ type: "summary_text", text: b.text }] };
  if (b.type === "text") {
    return { type: "message", id: `msg_ab_${key}`, role: "assistant", status: "completed", content: [{ type: "output_text", text: b.text, annotations: [] }] };
  }
  if (b.kind === "custom")
    return { type: "custom_tool_call", id: `ctc_${b.id}`, call_id: `call_${b.id}`, name: b.name, input: b.input ?? "", status: "completed" };
  return { type: "function_call", id: `fc_${b.id}`, call_id: `call_${b.id}`, name: b.name, arguments: JSON.stringify(b.args), status: "completed" };
}

/** OpenAI counts cached input inside input_tokens and reasoning inside output_tokens. */
function usage(u: ReplyUsage): Record<string, unknown> {
  return {
    input_tokens: u.input,
    input_tokens_details: { cached_tokens: u.cacheRead },
    output_tokens: u.output,
    output_tokens_details: { reasoning_tokens: u.reasoning },
    total_tokens: u.input + u.output,
  };
}
