// HTTP plumbing shared by the protocol modules: request bodies (compressed or
// not), JSON replies and server-sent events.

import type { IncomingMessage, ServerResponse } from "node:http";
import { brotliDecompressSync, gunzipSync, inflateSync, zstdDecompressSync } from "node:zlib";

export async function readBody(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  let raw = Buffer.concat(chunks);
  const encoding = String(req.headers["content-encoding"] ?? "").toLowerCase();
  if (encoding === "gzip") raw = gunzipSync(raw);
  else if (encoding === "deflate") raw = inflateSync(raw);
  else if (encoding === "br") raw = brotliDecompressSync(raw);
  else if (encoding === "zstd") raw = zstdDecompressSync(raw);
  if (raw.length === 0) return {};
  return JSON.parse(raw.toString("utf8"));
}

export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { ...headers, "content-type": "application/json", "content-length": Buffer.byteLength(text) });
  res.end(text);
}

/** Starts an event stream; `send(data, event?)` writes one event. */
export function eventStream(res: ServerResponse, separator = "\n\n"): { send(data: unknown, event?: string): void; end(): void } {
  res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache", connection: "keep-alive" });
  return {
    send(data, event) {
      const payload = typeof data === "string" ? data : JSON.stringify(data);
      res.write(`${event ? `event: ${event}\n` : ""}data: ${payload}${separator}`);
    },
    end() {
      res.end();
    },
  };
}
