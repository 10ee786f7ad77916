// The scripted model server: one HTTP server on 127.0.0.1 that speaks the
// Anthropic Messages, OpenAI Responses, OpenAI Chat Completions and Gemini
// APIs and answers from scripts. Each execution gets its own path prefix
// (/x/<token>/…), so one server serves every execution of a run, each with
// its own script and state. Every request is logged as one JSON line.

import { randomBytes } from "node:crypto";
import { appendFileSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { setTimeout as sleep } from "node:timers/promises";
import { isRecord } from "../stream.ts";
import { anthropic } from "./anthropic.ts";
import { ScriptedConversation, type ConversationSetup, type Decision } from "./conversation.ts";
import { gemini } from "./gemini.ts";
import { readBody, sendJson } from "./http.ts";
import { openaiChat } from "./openai-chat.ts";
import { openaiResponses } from "./openai-responses.ts";
import type { Protocol } from "./protocol.ts";

export interface ModelServer {
  /** http://127.0.0.1:<port> */
  readonly origin: string;
  /** Registers one execution; returns its base URL (the origin plus its own path prefix). */
  register(setup: ConversationSetup): string;
  close(): Promise<void>;
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

export async function startModelServer(options: { logFile?: string } = {}): Promise<ModelServer> {
  const executions = new Map<string, { conversation: ScriptedConversation; label: string }>();
  const abort = new AbortController();
  // Written as each request comes in, so the log is whole even when the run is killed.
  const log = (line: string) => {
    if (options.logFile) appendFileSync(options.logFile, line);
  };
  let counter = 0;

  // Not a static import: importing node:http from ESM reads all its exports, which loads undici
  // (~35 ms of every run's start-up, with or without a scripted model).
  const { createServer } = process.getBuiltinModule("node:http");
  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (!res.headersSent) sendJson(res, 500, { error: { message: `agent-bench scripted model: ${(error as Error).message}` } });
      else res.end();
    });
  });

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    const method = req.method ?? "GET";
    const match = /^\/x\/([^/]+)(\/.*)?$/.exec(url.pathname);
    const execution = match ? executions.get(match[1]) : undefined;
    const pathname = match?.[2] ?? "/";
    const entry: Record<string, unknown> = { at: new Date().toISOString(), execution: execution?.label, method, path: `${pathname}${url.search}`, userAgent: req.headers["user-agent"] };
    const finish = (status: number, extra: Record<string, unknown> = {}) => log(`${JSON.stringify({ ...entry, status, ...extra })}\n`);
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
    const b = isRecord(body) ? body : {};
    const request = target.protocol.read(b, { model: target.model });
    if (req.headers[MAIN_HEADER]) request.main = true;
    const decision = execution.conversation.decide(request);
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
        await sleep(decision.delayMs, undefined, { signal: abort.signal });
      } catch {
        return void res.destroy();
      }
    }
    target.protocol.write(res, decision.answer, { model, stream: target.stream(b) });
  }

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    register(setup) {
      const token = `${++counter}-${randomBytes(4).toString("hex")}`;
      executions.set(token, { conversation: new ScriptedConversation(setup), label: setup.label });
      return `${origin}/x/${token}`;
    },
    async close() {
      abort.abort();
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      // Hung replies and idle keep-alive sockets would hold close() open.
      server.closeAllConnections();
      await closed;
    },
  };
}

function summarize(decision: Decision): string {
  const a = decision.answer;
  if (a.kind === "fail") return `fail ${a.status}: ${a.message}`;
  if (a.kind === "reject-model") return "reject model";
  if (a.kind === "hang") return "hang";
  return a.blocks.map((b) => (b.type === "call" ? `call ${b.name}` : b.type)).join(", ");
}
