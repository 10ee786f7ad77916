// A streamed chat completion (chat.completion.chunk events) put back together
// into the chat.completion it stands for: content and reasoning joined, tool
// calls assembled by index, the usage chunk, an error event.

import { arr, isRecord, num, rec, str } from "../stream.ts";

interface ToolCall {
  id?: string;
  type: string;
  function: { name: string; arguments: string };
}

export function assembleStream(chunks: unknown[]): { completion: Record<string, unknown>; error?: Record<string, unknown> } {
  let id: string | undefined;
  let model: string | undefined;
  let content = "";
  let reasoning = "";
  let finish: string | undefined;
  let usage: unknown;
  let error: Record<string, unknown> | undefined;
  const calls = new Map<number, ToolCall>();
  for (const chunk of chunks) {
    const c = rec(chunk);
    if (!c) continue;
    if (isRecord(c.error)) error = c.error;
    id ??= str(c.id);
    model ??= str(c.model);
    if (isRecord(c.usage)) usage = c.usage;
    for (const choice of arr(c.choices).filter(isRecord)) {
      const delta = rec(choice.delta) ?? {};
      content += str(delta.content) ?? "";
      reasoning += str(delta.reasoning_content) ?? str(delta.reasoning) ?? "";
      finish = str(choice.finish_reason) ?? finish;
      for (const [i, call] of arr(delta.tool_calls).filter(isRecord).entries()) {
        const index = num(call.index) ?? i;
        const fn = rec(call.function) ?? rec(call.custom) ?? {};
        const current = calls.get(index) ?? { type: str(call.type) ?? "function", function: { name: "", arguments: "" } };
        current.id ??= str(call.id);
        current.function.name += str(fn.name) ?? "";
        current.function.arguments += str(fn.arguments) ?? str(fn.input) ?? "";
        calls.set(index, current);
      }
    }
  }
  const message: Record<string, unknown> = { role: "assistant", content: content === "" && calls.size > 0 ? null : content };
  if (reasoning) message.reasoning_content = reasoning;
  if (calls.size > 0) message.tool_calls = [...calls.entries()].sort(([a], [b]) => a - b).map(([, call]) => call);
  const completion: Record<string, unknown> = { object: "chat.completion", choices: [{ index: 0, message, finish_reason: finish ?? null }] };
  if (id) completion.id = id;
  if (model) completion.model = model;
  if (usage) completion.usage = usage;
  return { completion, ...(error ? { error } : {}) };
}
