// How the scripted model server answers one request: the execution named by
// its path prefix, the route (Anthropic, OpenAI Responses or Chat, Gemini, and
// the few side routes CLIs call), then the execution's script. Every request
// is logged as one JSON line.

import type { IncomingMessage, ServerResponse } from "node:http";
import { setTimeout as sleep } from "node:timers/promises";
import { isRecord } from "../stream.ts";
import { anthropic } from "./anthropic.ts";
import type { ScriptedConversation, Decision } from "./conversation.ts";
import { gemini } from "./gemini.ts";
import { readBody, sendJson } from "./http.ts";
import { openaiChat } from "./openai-chat.ts";
import { openaiResponses } from "./openai-responses.ts";
import type { Protocol } from "./protocol.ts";

/** Registered executions by their path token. */
export type Executions = Map<string, { conversation: ScriptedConversation; label: string }>;

interface ServerState {
  executions: Executions;
  log(line: string): void;
  /** Aborted when the server closes: delayed answers end. */
  abort: AbortSignal;
}

interface Route {
  protocol: Protocol;
  name: string;
  stream: (body: Record<string, unknown>) => boolean;
  model?: string;
}

/** Sent by agent-bench's HTTP runner: its requests carry no tools but are the conversation. */
export const MAIN_HEADER = "x-agent-bench-main";

const GEMINI_PATH = /^\/v1(?:beta|alpha)?\/models\/([^/:]+):(streamGenerateContent|generateContent|countTokens)$/;

function route(method: string, pathname: string): Route | "count-tokens" | "models" | "root" | undefined {
  if ((method === "HEAD" || method === "GET") && (pathname === "/" || pathname === "")) return "root";
  if (method === "GET" && /^\/v1(beta)?\/models$/.test(pathname)) return "models";
  if (method !== "POST") return undefined;
  const p = pathname.replace(/^\/v1(?=\/)/, "");
  if (p === "/messages") return { protocol: anthropic, name: "anthropic", stream: (b) => b.stream === true };
  if (p === "/messages/count_tokens") return "count-tokens";
  if (p === "/responses") return { protocol: openaiResponses, name: "openai-responses", stream: (b) => b.stream === true };
  if (p === "/chat/completions") return { protocol: openaiChat, name: "openai-chat", stream: (b) => b.stream === true };
  const g = GEMINI_PATH.exec(pathname);
  if (g) {
    if (g[2] === "countTokens") return "count-tokens";
    return { protocol: gemini, name: "gemini", model: decodeURIComponent(g[1]), stream: () => g[2] === "streamGenerateContent" };
  }
  return undefined;
}

/** Answers one request: the execution its path prefix names, then the route; a model call is answered from that execution's script. */
export async function handleRequest(req: IncomingMessage, res: ServerResponse, server: ServerState): Promise<void> {
  const url = new URL(req.url ?? "/", "http://127.0.0.1");
  const method = req.method ?? "GET";
  const match = /^\/x\/([^/]+)(\/.*)?$/.exec(url.pathname);
  const execution = match ? server.executions.get(match[1]) : undefined;
  const pathname = match?.[2] ?? "/";
  const entry: Record<string, unknown> = {
    at: new Date().toISOString(),
    execution: execution?.label,
    method,
    path: `${pathname}${url.search}`,
    userAgent: req.headers["user-agent"],
  };
  const finish = (status: number, extra: Record<string, unknown> = {}) => server.log(`${JSON.stringify({ ...entry, status, ...extra })}\n`);
  if (!execution) {
    finish(404);
    return sendJson(res, 404, { error: { message: `agent-bench scripted model: no execution is registered at ${url.pathname}` } });
  }
  const target = route(method, pathname);
  if (target === "root") {
    finish(200);
    res.writeHead(200).end();
    return;
  }
  if (target === "models") {
    finish(200);
    return sendJson(res, 200, { object: "list", data: [], models: [] });
  }
  if (!target) {
    finish(404);
    return sendJson(res, 404, { error: { message: `agent-bench scripted model: no route for ${method} ${pathname}` } });
  }
  let body: unknown;
  try {
    body = await readBody(req);
  } catch (error) {
    finish(400, { error: (error as Error).message });
    return sendJson(res, 400, { error: { message: `agent-bench scripted model: the request body is not JSON: ${(error as Error).message}` } });
  }
  if (target === "count-tokens") {
    finish(200);
    const tokens = Math.ceil(JSON.stringify(body).length / 4);
    return sendJson(res, 200, { input_tokens: tokens, totalTokens: tokens });
  }
  return answerModel(req, res, { target, body, conversation: execution.conversation, finish, abort: server.abort });
}

/** A model call: the script decides the answer (maybe after a delay), the route's protocol writes it. */
async function answerModel(
  req: IncomingMessage,
  res: ServerResponse,
  call: {
    target: Route;
    body: unknown;
    conversation: ScriptedConversation;
    finish: (status: number, extra?: Record<string, unknown>) => void;
    abort: AbortSignal;
  },
): Promise<void> {
  const { target, body, finish } = call;
  const b = isRecord(body) ? body : {};
  const request = target.protocol.read(b, { model: target.model });
  if (req.headers[MAIN_HEADER]) request.main = true;
  const decision = call.conversation.decide(request);
  const model = request.model || "scripted";
  finish(decision.answer.kind === "fail" ? decision.answer.status : decision.answer.kind === "reject-model" ? 404 : 200, {
    protocol: target.name,
    model,
    tools: request.tools.map((t) => t.name),
    toolResults: request.toolResults,
    role: decision.role,
    ...(decision.reply !== undefined ? { reply: decision.reply + 1 } : {}),
    answer: summarize(decision),
  });
  if (decision.delayMs > 0) {
    try {
      await sleep(decision.delayMs, undefined, { signal: call.abort });
    } catch {
      return void res.destroy();
    }
  }
  target.protocol.write(res, decision.answer, { model, stream: target.stream(b) });
}

function summarize(decision: Decision): string {
  const a = decision.answer;
  if (a.kind === "fail") return `fail ${a.status}: ${a.message}`;
  if (a.kind === "reject-model") return "reject model";
  if (a.kind === "hang") return "hang";
  return a.blocks.map((b) => (b.type === "call" ? `call ${b.name}` : b.type)).join(", ");
}
