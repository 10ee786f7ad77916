// Fault injection per route: the failures GitHub really produces, served before the route runs.
// Routes are named "<operationId>" for REST (e.g. "issues/create-comment"), "graphql",
// "results/<Method>" for the results service (e.g. "results/CreateArtifact"), and "blob/upload" or
// "blob/download" for the blob store.
import type { ServerResponse } from "node:http";

export type FaultKind =
  /** 403 "You have exceeded a secondary rate limit" with retry-after (plugin-throttling retries). */
  | "secondary-rate-limit"
  /** 429 with the secondary-limit message and retry-after, the other form GitHub uses. */
  | "too-many-requests"
  /** 403 "API rate limit exceeded" with x-ratelimit-remaining: 0 and a reset one second ahead. */
  | "rate-limit"
  /** One 5xx (status, default 502). The twirp and blob clients sleep 3-15 s before retrying it. */
  | "server-error"
  /** The socket is destroyed before any response: ECONNRESET / "fetch failed" on the client. */
  | "drop-connection";

export interface FaultSpec {
  route: string;
  kind: FaultKind;
  /** How many requests in a row fail (default 1). */
  times?: number;
  /** How many requests on the route succeed before the first failure (default 0). */
  after?: number;
  /** Seconds in retry-after (default 1, so tests stay fast). */
  retryAfter?: number;
  /** Status for "server-error" (default 502). */
  status?: number;
}

export interface InjectedFault {
  kind: FaultKind;
  retryAfter: number;
  status: number;
}

export class Faults {
  private readonly pending: (FaultSpec & { left: number; skip: number })[] = [];

  inject(spec: FaultSpec): void {
    const times = spec.times ?? 1;
    if (!Number.isInteger(times) || times < 1) throw new Error(`fault "times" must be a positive integer, got ${spec.times}`);
    if (spec.kind === "server-error" && spec.status !== undefined && (spec.status < 500 || spec.status > 599)) {
      throw new Error(`a server-error fault needs a 5xx status, got ${spec.status}`);
    }
    this.pending.push({ ...spec, left: times, skip: spec.after ?? 0 });
  }

  /** Faults that were injected but never hit: usually a route name that does not match. */
  unused(): FaultSpec[] {
    return this.pending.filter((f) => f.left > 0).map(({ left: _left, skip: _skip, ...spec }) => spec);
  }

  clear(): void {
    this.pending.length = 0;
  }

  /** The fault to serve for this request, if any; counts it down. */
  take(route: string): InjectedFault | undefined {
    const fault = this.pending.find((f) => f.left > 0 && f.route === route);
    if (!fault) return undefined;
    if (fault.skip > 0) {
      fault.skip -= 1;
      return undefined;
    }
    fault.left -= 1;
    return { kind: fault.kind, retryAfter: fault.retryAfter ?? 1, status: fault.status ?? 502 };
  }
}

const SECONDARY_MESSAGE =
  "You have exceeded a secondary rate limit. Please wait a few minutes before you try again. If you reach out to GitHub Support for help, please include the request ID 0000:0000:0000000:0000000:00000000.";

/** Serves a REST/GraphQL fault as api.github.com does. */
export function serveRestFault(res: ServerResponse, fault: InjectedFault, rateHeaders: Record<string, string>): void {
  if (fault.kind === "drop-connection") {
    res.socket?.destroy();
    return;
  }
  const headers: Record<string, string> = { ...rateHeaders, "content-type": "application/json; charset=utf-8" };
  let status: number;
  let body: Record<string, string>;
  if (fault.kind === "server-error") {
    status = fault.status;
    body = { message: "Server Error" };
  } else if (fault.kind === "rate-limit") {
    status = 403;
    headers["x-ratelimit-remaining"] = "0";
    headers["x-ratelimit-reset"] = String(Math.floor(Date.now() / 1000) + fault.retryAfter);
    body = {
      message: "API rate limit exceeded for installation ID 1234567.",
      documentation_url: "https://docs.github.com/rest/overview/rate-limits-for-the-rest-api",
      status: "403",
    };
  } else {
    status = fault.kind === "too-many-requests" ? 429 : 403;
    headers["retry-after"] = String(fault.retryAfter);
    body = {
      message: SECONDARY_MESSAGE,
      documentation_url: "https://docs.github.com/rest/overview/rate-limits-for-the-rest-api#about-secondary-rate-limits",
      status: String(status),
    };
  }
  res.writeHead(status, headers).end(JSON.stringify(body));
}
