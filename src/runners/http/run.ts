// The HTTP call itself, in process: one request, the response written to
// stdout as JSON lines (the response, or each server-sent event), which parse()
// turns into the session. The engine's AbortSignal ends it on timeout or
// cancel. Header values and URL secrets never reach the lines: the URL is
// shown as configured and any secret value is replaced by ***.

import type { InProcessIO } from "../runner.ts";
import type { HttpOptions } from "./options.ts";
import type { HttpRequest } from "./request.ts";
import { redact } from "./template.ts";

export async function runHttp(request: HttpRequest, options: HttpOptions, io: InProcessIO): Promise<{ exitCode: number }> {
  const emit = (line: Record<string, unknown>) => io.stdout(redact(JSON.stringify(line), request.secrets));
  emit({ type: "http.request", method: request.method, url: request.shownUrl, format: options.format, stream: options.stream });
  let response: Response;
  try {
    response = await fetch(request.url, { method: request.method, headers: request.headers, body: request.body, signal: io.signal });
  } catch (error) {
    emit({ type: "http.failure", message: failureMessage(error, io.signal) });
    return { exitCode: 1 };
  }
  const contentType = response.headers.get("content-type") ?? "";
  try {
    if (response.ok && contentType.includes("text/event-stream") && response.body) {
      emit({ type: "http.response", status: response.status, contentType });
      for await (const data of serverSentEvents(response.body)) emit({ type: "http.chunk", data: asJson(data) });
      emit({ type: "http.end" });
    } else {
      const text = await response.text();
      const body = asJson(text);
      emit({ type: "http.response", status: response.status, contentType, ...(typeof body === "string" ? { text: body } : { body }) });
    }
  } catch (error) {
    emit({ type: "http.failure", status: response.status, message: failureMessage(error, io.signal) });
    return { exitCode: 1 };
  }
  return { exitCode: response.ok ? 0 : 1 };
}

/** The data of each event of a text/event-stream body ("[DONE]" included). */
export async function* serverSentEvents(body: ReadableStream<Uint8Array>): AsyncGenerator<string> {
  const decoder = new TextDecoder();
  let buffer = "";
  for await (const chunk of body as unknown as AsyncIterable<Uint8Array>) {
    buffer += decoder.decode(chunk, { stream: true });
    let end: RegExpExecArray | null;
    while ((end = /\r?\n\r?\n/.exec(buffer))) {
      const event = buffer.slice(0, end.index);
      buffer = buffer.slice(end.index + end[0].length);
      const data = eventData(event);
      if (data !== undefined) yield data;
    }
  }
  buffer += decoder.decode();
  const data = eventData(buffer);
  if (data !== undefined) yield data;
}

function eventData(event: string): string | undefined {
  const lines = event
    .split(/\r?\n/)
    .filter((l) => l.startsWith("data:"))
    .map((l) => l.slice(5).replace(/^ /, ""));
  return lines.length > 0 ? lines.join("\n") : undefined;
}

function asJson(text: string): unknown {
  const t = text.trim();
  if (t.startsWith("{") || t.startsWith("[")) {
    try {
      return JSON.parse(t);
    } catch {
      // not JSON after all
    }
  }
  return text;
}

function failureMessage(error: unknown, signal: AbortSignal): string {
  if (signal.aborted) return "the request was aborted (timeout or cancel)";
  const e = error as { message?: string; cause?: { message?: string; code?: string } };
  const cause = e.cause?.code ?? e.cause?.message;
  return `${e.message ?? String(error)}${cause ? ` (${cause})` : ""}`;
}
