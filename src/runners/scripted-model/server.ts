// The scripted model server: one HTTP server on 127.0.0.1 that speaks the
// Anthropic Messages, OpenAI Responses, OpenAI Chat Completions and Gemini
// APIs and answers from scripts. Each execution gets its own path prefix
// (/x/<token>/…), so one server serves every execution of a run, each with
// its own script and state. Every request is logged as one JSON line.

import { randomBytes } from "node:crypto";
import { appendFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { ScriptedConversation, type ConversationSetup } from "./conversation.ts";
import { handleRequest, type Executions } from "./handler.ts";
import { sendJson } from "./http.ts";

export interface ModelServer {
  /** http://127.0.0.1:<port> */
  readonly origin: string;
  /** Registers one execution; returns its base URL (the origin plus its own path prefix). */
  register(setup: ConversationSetup): string;
  close(): Promise<void>;
}

export async function startModelServer(options: { logFile?: string } = {}): Promise<ModelServer> {
  const executions: Executions = new Map();
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
    handleRequest(req, res, { executions, log, abort: abort.signal }).catch((error: unknown) => {
      if (!res.headersSent) sendJson(res, 500, { error: { message: `agent-bench scripted model: ${(error as Error).message}` } });
      else res.end();
    });
  });

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
