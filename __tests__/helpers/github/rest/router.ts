// The REST origin (GITHUB_API_URL): faults, authentication, rate-limit headers, the OpenAPI check
// of each request and response, permissions, then the route. Every request is recorded.
import { randomBytes } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { BlobStore } from "../blob-store.ts";
import { serveRestFault, type Faults } from "../faults.ts";
import { queryObject, readBody, recordBody, recordHeaders, type Journal } from "../http.ts";
import type { OpenApi, RouteMatch } from "../openapi.ts";
import type { RenderContext } from "../render-repo.ts";
import type { GitHubState, Token } from "../state.ts";
import { actionsRoutes } from "./actions.ts";
import { checkRoutes } from "./checks.ts";
import { commentRoutes } from "./comments.ts";
import { invalidRequest, notFound, type RestReply, type RestRoute } from "./common.ts";
import { handleGraphql } from "./graphql.ts";
import { repoRoutes } from "./repos.ts";
import { scopesOf, tokenAllows } from "./scopes.ts";

const ROUTES: Record<string, RestRoute> = { ...repoRoutes, ...commentRoutes, ...checkRoutes, ...actionsRoutes };
const DOCS = "https://docs.github.com/rest";

function message(status: number, text: string): RestReply {
  return { status, body: { message: text, documentation_url: DOCS, status: String(status) } };
}

export class RestApi {
  private readonly state: GitHubState;
  private readonly journal: Journal;
  private readonly faults: Faults;
  private readonly blobs: BlobStore;
  private readonly api: OpenApi;
  private ctx: RenderContext | undefined;

  constructor(state: GitHubState, journal: Journal, faults: Faults, blobs: BlobStore, api: OpenApi) {
    this.state = state;
    this.journal = journal;
    this.faults = faults;
    this.blobs = blobs;
    this.api = api;
  }

  listen(apiUrl: string): void {
    this.ctx = { state: this.state, api: this.api, apiUrl };
  }

  async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const ctx = this.ctx as RenderContext;
    const url = new URL(req.url ?? "/", ctx.apiUrl);
    const raw = await readBody(req);
    const method = req.method ?? "GET";
    const graphql = url.pathname === "/graphql";
    const match = graphql ? undefined : this.api.match(method, url.pathname);
    const route = graphql ? "graphql" : match?.operation.operationId;
    const [scheme = "", credential = ""] = (req.headers.authorization ?? "").split(" ");
    const token = /^(token|bearer)$/i.test(scheme) ? this.state.tokens.get(credential) : undefined;
    const rateHeaders = this.countRequest(graphql ? "graphql" : "core");
    const fault = route === undefined ? undefined : this.faults.take(route);
    res.on("close", () =>
      this.journal.record({
        origin: "rest",
        method,
        path: url.pathname,
        query: queryObject(url.searchParams),
        headers: recordHeaders(req, token ? `${scheme} <${token.permission} token>` : undefined),
        body: recordBody(raw, req.headers["content-type"] ?? "application/json"),
        status: fault?.kind === "drop-connection" ? 0 : res.statusCode,
        ...(route ? { route } : {}),
        ...(fault ? { fault: fault.kind } : {}),
      }),
    );
    if (fault) {
      serveRestFault(res, fault, rateHeaders);
      return;
    }
    const reply = this.answer(ctx, url, method, raw, match, token, req.headers.authorization !== undefined);
    this.send(res, reply, rateHeaders, graphql);
  }

  private answer(
    ctx: RenderContext,
    url: URL,
    method: string,
    raw: Buffer,
    match: RouteMatch | undefined,
    token: Token | undefined,
    sentAuth: boolean,
  ): RestReply {
    if (!token) return message(401, sentAuth ? "Bad credentials" : "Requires authentication");
    if (this.state.rateLimit.used > this.state.rateLimit.limit) return message(403, "API rate limit exceeded for installation ID 1234567.");
    let body: unknown;
    if (raw.length > 0) {
      try {
        body = JSON.parse(raw.toString("utf8"));
      } catch {
        this.violate(method, url, match?.operation.operationId, "request", ["the body is not valid JSON"]);
        return message(400, "Problems parsing JSON");
      }
    }
    if (url.pathname === "/graphql") {
      if (method !== "POST") return notFound();
      const result = handleGraphql(this.state, token, body);
      if (result.problems.length > 0) this.violate(method, url, "graphql", "request", result.problems);
      return result;
    }
    if (!match) {
      const known = this.api.knowsPath(url.pathname) ? "this path is in the subset, but not with this method" : "no operation in the OpenAPI subset matches";
      this.violate(method, url, undefined, "request", [`${known}: add the operation to scripts/extract-openapi.mjs and a route to the fake`]);
      return notFound();
    }
    const { operation, params } = match;
    const { owner = "", repo = "" } = params;
    if (`${owner}/${repo}`.toLowerCase() !== this.state.repo.fullName.toLowerCase()) return notFound();
    if (!tokenAllows(token, scopesOf(operation.operationId), method !== "GET" && method !== "HEAD"))
      return message(403, "Resource not accessible by integration");
    const check = this.api.checkRequest(operation, params, url.searchParams, body);
    if (check.ignored.length > 0) this.violate(method, url, operation.operationId, "request", check.ignored);
    if (check.errors.length > 0) {
      this.violate(method, url, operation.operationId, "request", check.errors);
      return invalidRequest(check.errors);
    }
    const handler = ROUTES[operation.operationId];
    if (!handler) throw new Error(`the fake has no route for ${operation.operationId}`);
    // Validated against the operation's schema above: an object where the operation takes a body.
    const reply = handler({ ctx, params, query: check.query, body: (body ?? {}) as Record<string, unknown>, token, url, blobs: this.blobs });
    if (reply.status < 400) {
      const problems = this.api.checkResponse(operation, reply.status, reply.body);
      if (problems.length > 0) this.violate(method, url, operation.operationId, "response", problems);
    }
    return reply;
  }

  private violate(method: string, url: URL, route: string | undefined, kind: "request" | "response", problems: string[]): void {
    this.journal.violate({ origin: "rest", method, path: url.pathname, ...(route ? { route } : {}), kind, problems });
  }

  // The GITHUB_TOKEN budget is per repository and hour; every request, failed or not, spends it.
  private countRequest(resource: string): Record<string, string> {
    const limit = this.state.rateLimit;
    const now = Math.floor(Date.now() / 1000);
    if (now >= limit.resetAt) Object.assign(limit, { used: 0, resetAt: now + 3600 });
    limit.used += 1;
    return {
      "x-ratelimit-limit": String(limit.limit),
      "x-ratelimit-remaining": String(Math.max(limit.limit - limit.used, 0)),
      "x-ratelimit-reset": String(limit.resetAt),
      "x-ratelimit-used": String(Math.min(limit.used, limit.limit)),
      "x-ratelimit-resource": resource,
    };
  }

  private send(res: ServerResponse, reply: RestReply, rateHeaders: Record<string, string>, graphql: boolean): void {
    const headers: Record<string, string> = {
      ...rateHeaders,
      "x-github-request-id": randomBytes(8).toString("hex").toUpperCase(),
      "x-github-api-version-selected": "2022-11-28",
      ...(graphql ? {} : { "x-github-media-type": "github.v3; format=json" }),
      ...reply.headers,
    };
    if (reply.body === undefined) {
      res.writeHead(reply.status, headers).end();
      return;
    }
    headers["content-type"] = "application/json; charset=utf-8";
    res.writeHead(reply.status, headers).end(JSON.stringify(reply.body));
  }
}
