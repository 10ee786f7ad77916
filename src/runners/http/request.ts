// The HTTP request for one execution: the case's conversation, and the
// case's user, team and metadata passed along (OpenAI: `user` and `metadata`;
// json: the body template's placeholders).

import type { Message } from "../../model/case.ts";
import type { ExecutionContext } from "../runner.ts";
import { MAIN_HEADER } from "../scripted-model/handler.ts";
import { DEFAULT_JSON_BODY, type HttpOptions } from "./options.ts";
import { expandEnv, fillTemplate, type PlaceholderName } from "./template.ts";

export interface HttpRequest {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: string;
  /** The URL as configured, with `${NAME}` unexpanded: what the artifacts show. */
  shownUrl: string;
  /** Values read from the environment, redacted from everything written. */
  secrets: Set<string>;
}

export function buildRequest(ctx: ExecutionContext, options: HttpOptions): HttpRequest {
  const secrets = new Set<string>();
  const scripted = ctx.scriptedModelUrl;
  const configured = scripted ? `${scripted}/v1/chat/completions` : options.url!;
  const url = scripted ? configured : expandEnv(configured, ctx.env, secrets);
  const headers: Record<string, string> = { "content-type": "application/json", accept: options.stream ? "text/event-stream" : "application/json" };
  for (const [name, value] of Object.entries(options.headers)) headers[name.toLowerCase()] = expandEnv(value, ctx.env, secrets);
  // The scripted model server answers tool-less requests as side requests unless told this is the conversation.
  if (scripted) headers[MAIN_HEADER] = "1";
  const values = placeholderValues(ctx);
  const body = options.format === "json" ? fillTemplate(options.body ?? DEFAULT_JSON_BODY, values) : chatBody(ctx, options, values);
  return { url, method: options.method, headers, body: JSON.stringify(body), shownUrl: configured, secrets };
}

function chatBody(ctx: ExecutionContext, options: HttpOptions, values: Record<PlaceholderName, unknown>): Record<string, unknown> {
  // OpenAI's metadata is a map of strings.
  const metadata: Record<string, string> = { team: ctx.team, caseId: ctx.case.id };
  for (const [k, v] of Object.entries(ctx.case.metadata ?? {})) metadata[k] = typeof v === "string" ? v : JSON.stringify(v);
  const extra =
    options.body !== undefined && typeof options.body === "object" && options.body !== null
      ? (fillTemplate(options.body, values) as Record<string, unknown>)
      : {};
  return {
    ...(ctx.runner.model ? { model: ctx.runner.model } : {}),
    messages: ctx.case.messages.length > 0 ? ctx.case.messages : [{ role: "user", content: ctx.case.prompt }],
    user: ctx.user,
    metadata,
    ...(options.stream ? { stream: true, stream_options: { include_usage: true } } : {}),
    ...extra,
  };
}

function placeholderValues(ctx: ExecutionContext): Record<PlaceholderName, unknown> {
  const messages: Message[] = ctx.case.messages.length > 0 ? ctx.case.messages : [{ role: "user", content: ctx.case.prompt }];
  return {
    input: lastUserText(messages) ?? ctx.case.prompt,
    prompt: ctx.case.prompt,
    messages,
    user: ctx.user,
    team: ctx.team,
    metadata: ctx.case.metadata ?? {},
    options: ctx.case.options ?? {},
    model: ctx.runner.model ?? "",
    caseId: ctx.case.id,
    run: ctx.run,
  };
}

function lastUserText(messages: Message[]): string | undefined {
  const m = messages.findLast((x) => x.role === "user");
  if (!m) return undefined;
  if (typeof m.content === "string") return m.content;
  return m.content.map((p) => (p.type === "text" && typeof (p as { text?: unknown }).text === "string" ? (p as { text: string }).text : "")).join("\n");
}
