// What the three origins share: reading bodies, the request log and the violation log.
import type { IncomingMessage } from "node:http";

export type Origin = "rest" | "results" | "blob";

export interface RecordedRequest {
  origin: Origin;
  method: string;
  /** Path without the query string. */
  path: string;
  query: Record<string, string>;
  /** Lower-cased names; Authorization shows only who it is ("token <write|read|unknown>", "Bearer <runtime>"). */
  headers: Record<string, string>;
  /** Parsed JSON, the text of other text bodies, or { bytes } for binary uploads; undefined when empty. */
  body: unknown;
  /** 0 when the connection was dropped (an injected fault). */
  status: number;
  /** The route name faults use: an operationId, "graphql", "results/<Method>", "blob/upload" or "blob/download". */
  route?: string;
  /** Set when the response was an injected fault. */
  fault?: string;
}

export interface Violation {
  origin: Origin;
  method: string;
  path: string;
  route?: string;
  /** "request": the client sent something GitHub's description does not allow; "response": the fake did. */
  kind: "request" | "response";
  problems: string[];
}

export function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => resolve(Buffer.concat(chunks)));
    req.on("error", reject);
  });
}

/** Headers as recorded: one string each, credentials replaced by who they belong to. */
export function recordHeaders(req: IncomingMessage, authorization: string | undefined): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    headers[name] = Array.isArray(value) ? value.join(", ") : value;
  }
  if (headers.authorization !== undefined) headers.authorization = authorization ?? "<unrecognized>";
  return headers;
}

export function recordBody(raw: Buffer, contentType: string | undefined): unknown {
  if (raw.length === 0) return undefined;
  if (contentType?.includes("json")) {
    try {
      return JSON.parse(raw.toString("utf8"));
    } catch {
      return raw.toString("utf8");
    }
  }
  if (contentType?.startsWith("text/") || contentType?.includes("xml")) return raw.toString("utf8");
  return { bytes: raw.length };
}

export function queryObject(search: URLSearchParams): Record<string, string> {
  return Object.fromEntries(search.entries());
}

/** The request and violation logs all three origins write to. */
export class Journal {
  readonly requests: RecordedRequest[] = [];
  readonly violations: Violation[] = [];

  record(entry: RecordedRequest): void {
    this.requests.push(entry);
  }

  violate(entry: Violation): void {
    this.violations.push(entry);
  }
}
