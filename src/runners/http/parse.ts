// The HTTP runner's JSON lines → session. A streamed chat completion is first
// put back together into the chat.completion it stands for, so both forms are
// read the same way: the output at responsePath, the tool calls at
// toolCallsPath (OpenAI's {id, function:{name, arguments}} or {name, args})
// and the usage at usagePath.

import { queryJsonPath } from "../../assert/json/path.ts";
import type { Session, SessionError } from "../../model/session.ts";
import { kindForStatus } from "../api-errors.ts";
import type { CapturedOutput, ParseContext } from "../runner.ts";
import { SessionBuilder } from "../session-builder.ts";
import { isRecord, num, rec, str, textOf } from "../stream.ts";
import { assembleStream } from "./stream.ts";
import { optionsSchema, responsePathOf, toolCallsPathOf, usagePathOf, type HttpOptions } from "./options.ts";
import { exitCodeOf } from "../../model/process-end.ts";

const MODEL_REJECTED = /model_not_found|does not exist or you do not have access|model \S+ (?:is )?not (?:found|supported)|unknown model/i;

export function parseHttp(output: CapturedOutput, ctx: ParseContext): Session {
  const b = new SessionBuilder(ctx.runner, ctx.prompt, ctx.cwd, ctx.knownSkills, ctx.skillRoots);
  const parsed = optionsSchema.safeParse(ctx.options ?? {});
  const options: HttpOptions = parsed.success ? parsed.data : optionsSchema.parse({});
  let response: Record<string, unknown> | undefined;
  const chunks: unknown[] = [];
  let ended = false;
  for (const e of b.records(output.stdout)) {
    if (e.type === "http.request") continue;
    else if (e.type === "http.response") response = e;
    else if (e.type === "http.chunk") chunks.push(e.data);
    else if (e.type === "http.end") ended = true;
    else if (e.type === "http.failure")
      b.error({
        kind: num(e.status) ? kindForStatus(num(e.status)) : "api",
        message: `the request failed: ${str(e.message) ?? "unknown error"}`,
        ...(num(e.status) ? { status: num(e.status) } : {}),
      });
    else b.unknown(e, String(e.type));
  }
  if (response) readResponse(b, response, chunks, ended, options);
  return b.finish({ exitCode: exitCodeOf(output.end), stdoutPath: ctx.stdoutPath, stderrPath: ctx.stderrPath });
}

function readResponse(b: SessionBuilder, response: Record<string, unknown>, chunks: unknown[], ended: boolean, options: HttpOptions): void {
  const status = num(response.status) ?? 0;
  if (status < 200 || status >= 300) {
    b.error(httpError(status, response.body ?? response.text));
    return;
  }
  const streamed = chunks.length > 0 || str(response.contentType)?.includes("text/event-stream");
  const stream = streamed ? assembleStream(chunks) : undefined;
  if (stream?.error) {
    b.error(httpError(num(stream.error.code) ?? status, { error: stream.error }));
    return;
  }
  const body = stream ? stream.completion : response.body;
  if (body === undefined) {
    b.error({
      kind: "output",
      message: `the response is not JSON (${str(response.contentType) || "no content type"}): ${(str(response.text) ?? "").slice(0, 200)}`,
    });
    return;
  }
  if (streamed && !ended) b.error({ kind: "output", message: "the event stream ended before it was complete" });
  b.turns = 1;
  const b0 = rec(body);
  b.sessionId ??= str(b0?.id);
  b.model ??= str(b0?.model);
  const reasoning = firstString(queryJsonPath(body, "$.choices[0].message.reasoning_content"));
  if (options.format === "openai-chat" && reasoning) b.push({ type: "message", role: "assistant", phase: "thinking", text: reasoning });
  toolCalls(b, body, options);
  const path = responsePathOf(options);
  const found = queryJsonPath(body, path);
  const hasCalls = b.events.some((e) => e.type === "toolCall");
  if (found.length === 0 || (found[0] === null && !hasCalls)) {
    b.error({
      kind: "output",
      message: `responsePath ${path} found no answer in the response${options.responsePath ? "" : " (set responsePath to where the agent's answer is)"}`,
    });
  } else if (found[0] !== null) {
    const text = textOf(found[0]);
    b.push({ type: "message", role: "assistant", phase: "final", text });
    b.finalOutput = text;
  }
  usage(b, queryJsonPath(body, usagePathOf(options))[0]);
}

function toolCalls(b: SessionBuilder, body: unknown, options: HttpOptions): void {
  const path = toolCallsPathOf(options);
  if (!path) return;
  const calls = queryJsonPath(body, path)
    .flatMap((v): unknown[] => (Array.isArray(v) ? v : [v]))
    .filter(isRecord);
  calls.forEach((call, i) => {
    const fn = rec(call.function);
    const tool = str(fn?.name) ?? str(call.name) ?? str(call.tool) ?? "unknown";
    const raw = fn?.arguments ?? call.arguments ?? call.args ?? call.input;
    const id = str(call.id) ?? `call_${i + 1}`;
    b.push({ type: "toolCall", id, tool, args: parseArgs(raw) });
    // Agents that report what their tools returned (yao's trace: result / error) give a result too.
    const result = call.result ?? call.output;
    const error = call.error;
    if (result !== undefined || (error !== undefined && error !== null && error !== "")) {
      b.push({
        type: "toolResult",
        id,
        tool,
        output: textOf(error !== undefined && error !== null && error !== "" ? error : result),
        isError: error !== undefined && error !== null && error !== "",
      });
    }
  });
}

function usage(b: SessionBuilder, value: unknown): void {
  const u = rec(value);
  if (!u) return;
  const input = num(u.prompt_tokens) ?? num(u.input_tokens) ?? num(u.inputTokens);
  const output = num(u.completion_tokens) ?? num(u.output_tokens) ?? num(u.outputTokens);
  if (input === undefined && output === undefined) return;
  const cached = num(rec(u.prompt_tokens_details)?.cached_tokens) ?? num(rec(u.input_tokens_details)?.cached_tokens) ?? num(u.cacheReadTokens);
  const reasoning = num(rec(u.completion_tokens_details)?.reasoning_tokens) ?? num(rec(u.output_tokens_details)?.reasoning_tokens) ?? num(u.reasoningTokens);
  b.usage = {
    inputTokens: input,
    outputTokens: output,
    ...(cached !== undefined ? { cacheReadTokens: cached } : {}),
    ...(reasoning !== undefined ? { reasoningTokens: reasoning } : {}),
    totalTokens: num(u.total_tokens) ?? num(u.totalTokens) ?? (input ?? 0) + (output ?? 0),
  };
}

function httpError(status: number, body: unknown): SessionError {
  const b = rec(body);
  const message =
    str(rec(b?.error)?.message) ??
    str(b?.error) ??
    str(b?.message) ??
    (typeof body === "string" ? body.trim().slice(0, 500) : JSON.stringify(body ?? "").slice(0, 500));
  const text = `HTTP ${status}: ${message || "no body"}`;
  const code = str(rec(b?.error)?.code) ?? "";
  if (status === 404 && MODEL_REJECTED.test(`${code} ${message}`)) return { kind: "model-rejected", message: text, status };
  return { kind: kindForStatus(status), message: text, status };
}

function parseArgs(raw: unknown): unknown {
  if (typeof raw !== "string") return raw ?? {};
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return raw;
  }
}

function firstString(values: unknown[]): string | undefined {
  return values.find((v): v is string => typeof v === "string" && v !== "");
}
