// What every REST route shares: the request it gets, the reply it gives, GitHub's error bodies and
// Link-header pagination.
import type { BlobStore } from "../blob-store.ts";
import type { RenderContext } from "../render-repo.ts";
import type { Token } from "../state.ts";

export interface RestRequest {
  ctx: RenderContext;
  params: Record<string, string>;
  /** Query parameters, integers and booleans already read as GitHub reads them. */
  query: Record<string, unknown>;
  // The body passed OpenAPI validation before a route sees it (bodyText reads its strings).
  body: Record<string, unknown>;
  token: Token;
  url: URL;
  blobs: BlobStore;
}

export interface RestReply {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

export type RestRoute = (req: RestRequest) => RestReply;

const DOCS = "https://docs.github.com/rest";

/** A string field of the request body or query, undefined when absent (or not a string). */
export function text(fields: Record<string, unknown>, key: string): string | undefined {
  const value = fields[key];
  return typeof value === "string" ? value : undefined;
}

export function notFound(): RestReply {
  return { status: 404, body: { message: "Not Found", documentation_url: DOCS, status: "404" } };
}

/** GitHub's "Validation Failed" body. */
export function validationFailed(resource: string, field: string, code: string, message?: string): RestReply {
  const error: Record<string, string> = { resource, code, field };
  if (message) error.message = message;
  return { status: 422, body: { message: "Validation Failed", errors: [error], documentation_url: DOCS, status: "422" } };
}

/** GitHub's answer to a body that does not match the operation's schema. */
export function invalidRequest(problems: string[]): RestReply {
  return { status: 422, body: { message: `Invalid request.\n\n${problems.join("\n")}`, documentation_url: DOCS, status: "422" } };
}

export function integer(value: string | undefined): number {
  return /^\d+$/.test(value ?? "") ? Number(value) : Number.NaN;
}

/** One page of `items` (per_page default 30, at most 100) and its Link header. */
export function paginate<T>(items: T[], req: RestRequest): { page: T[]; headers: Record<string, string> } {
  const perPage = Math.min(Math.max(Number(req.query.per_page ?? 30), 1), 100);
  const page = Math.max(Number(req.query.page ?? 1), 1);
  const last = Math.max(Math.ceil(items.length / perPage), 1);
  const link = (n: number, rel: string): string => {
    const url = new URL(req.url);
    url.searchParams.set("per_page", String(perPage));
    url.searchParams.set("page", String(n));
    return `<${url.href}>; rel="${rel}"`;
  };
  const links: string[] = [];
  if (page > 1) links.push(link(page - 1, "prev"));
  if (page < last) links.push(link(page + 1, "next"), link(last, "last"));
  if (page > 1) links.push(link(1, "first"));
  const headers: Record<string, string> = links.length > 0 ? { link: links.join(", ") } : {};
  return { page: items.slice((page - 1) * perPage, page * perPage), headers };
}

/** Resolves a branch name, tag-less ref or sha to a commit sha the way /commits/{ref} does. */
export function resolveRef(req: RestRequest, ref: string): string | undefined {
  const { state } = req.ctx;
  const name = ref.replace(/^refs\/heads\//, "");
  if (name === state.repo.defaultBranch) return state.repo.headSha;
  for (const pull of state.pulls.values()) if (pull.head.repo === state.repo.fullName && pull.head.ref === name) return pull.head.sha;
  return /^[0-9a-f]{7,40}$/.test(ref) ? ref : undefined;
}
