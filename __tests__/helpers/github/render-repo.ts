// Users, repositories and pull requests as GitHub returns them. Each starts from the documented
// example of the OpenAPI description (so every field GitHub sends is there) and overrides what the
// state knows; the router then checks the result against the schema.
import type { OpenApi } from "./openapi.ts";
import type { GitHubState, Pull, Repository, User } from "./state.ts";

export interface RenderContext {
  state: GitHubState;
  api: OpenApi;
  /** The fake REST origin, used where GitHub puts https://api.github.com. */
  apiUrl: string;
}

type Json = Record<string, unknown>;

/** Replaces text in every string of a template (URLs and names of the example). */
export function retarget<T>(value: T, pairs: [string, string][]): T {
  if (typeof value === "string") return pairs.reduce<string>((s, [from, to]) => s.split(from).join(to), value) as T;
  if (Array.isArray(value)) return value.map((v: unknown) => retarget(v, pairs)) as T;
  if (value !== null && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, retarget(v, pairs)])) as T;
  }
  return value;
}

/** Keeps only the top-level fields a component schema documents. */
export function pick(value: Json, api: OpenApi, schema: string): Json {
  const keep = new Set(api.schemaProperties(schema));
  return Object.fromEntries(Object.entries(value).filter(([k]) => keep.has(k)));
}

function nodeId(kind: string, id: number): string {
  return Buffer.from(`0${kind.length}:${kind}${id}`).toString("base64");
}

export function renderUser(ctx: RenderContext, user: User): Json {
  const template = (ctx.api.example("issues/get-comment") as Json).user as Json;
  const login = encodeURIComponent(user.login);
  const out = retarget(template, [
    ["https://api.github.com", ctx.apiUrl],
    ["/octocat", `/${login}`],
  ]);
  return { ...out, login: user.login, id: user.id, node_id: nodeId(user.type, user.id), type: user.type, site_admin: false };
}

function ownerOf(ctx: RenderContext, repo: Repository): User {
  const isBase = repo.fullName === ctx.state.repo.fullName;
  return { login: repo.owner, id: repo.id + 1_000_000, type: isBase ? "Organization" : "User" };
}

/** A repository in the shape of `schema`: "full-repository", "repository" or "minimal-repository". */
export function renderRepository(ctx: RenderContext, fullName: string, schema: string): Json {
  const repo = ctx.state.repositories.get(fullName);
  if (!repo) throw new Error(`the fake GitHub has no repository ${fullName}`);
  const template = ctx.api.example("repos/get") as Json;
  const full = retarget(template, [
    ["https://api.github.com", ctx.apiUrl],
    [String(template.full_name), repo.fullName],
  ]);
  delete full.parent;
  delete full.source;
  const owner = renderUser(ctx, ownerOf(ctx, repo));
  const out: Json = {
    ...full,
    id: repo.id,
    node_id: nodeId("Repository", repo.id),
    name: repo.name,
    full_name: repo.fullName,
    owner,
    organization: ctx.state.repo === repo ? owner : null,
    private: false,
    visibility: "public",
    fork: repo.fork,
    default_branch: repo.defaultBranch,
    language: "TypeScript",
    template_repository: null,
    description: repo.fork ? `Fork of ${ctx.state.repo.fullName}` : "Widgets for everyone",
    permissions: { admin: false, maintain: false, push: false, triage: false, pull: true },
  };
  return pick(out, ctx.api, schema);
}

function renderBranch(ctx: RenderContext, side: { ref: string; sha: string; repo: string }): Json {
  const repo = ctx.state.repositories.get(side.repo);
  if (!repo) throw new Error(`the fake GitHub has no repository ${side.repo}`);
  return {
    label: `${repo.owner}:${side.ref}`,
    ref: side.ref,
    sha: side.sha,
    user: renderUser(ctx, ownerOf(ctx, repo)),
    repo: renderRepository(ctx, side.repo, "repository"),
  };
}

/** A pull request: "pull-request" (pulls.get) or "pull-request-simple" (pulls.list). */
export function renderPull(ctx: RenderContext, pull: Pull, schema: "pull-request" | "pull-request-simple"): Json {
  const template = ctx.api.example("pulls/get") as Json;
  const base = ctx.state.repo;
  const out = retarget(template, [
    ["https://api.github.com", ctx.apiUrl],
    ["octocat/Hello-World", base.fullName],
    ["/1347", `/${pull.number}`],
  ]);
  const user = renderUser(ctx, pull.user);
  const links = out._links as Json;
  Object.assign(out, {
    id: pull.id,
    node_id: nodeId("PullRequest", pull.id),
    number: pull.number,
    state: pull.state,
    locked: false,
    active_lock_reason: null,
    title: pull.title,
    user,
    body: null,
    labels: [],
    milestone: null,
    created_at: pull.createdAt,
    updated_at: pull.updatedAt,
    closed_at: pull.state === "closed" ? pull.updatedAt : null,
    merged_at: null,
    merge_commit_sha: pull.mergeSha,
    assignee: null,
    assignees: [],
    requested_reviewers: [],
    requested_teams: [],
    statuses_url: `${ctx.apiUrl}/repos/${base.fullName}/statuses/${pull.head.sha}`,
    head: renderBranch(ctx, pull.head),
    base: renderBranch(ctx, { ...pull.base, repo: base.fullName }),
    _links: retarget(links, [["6dcb09b5b57875f334f61aebed695e2e4193db5e", pull.head.sha]]),
    author_association: pull.head.repo === base.fullName ? "MEMBER" : "CONTRIBUTOR",
    auto_merge: null,
    draft: false,
    merged: false,
    mergeable: true,
    rebaseable: true,
    mergeable_state: "clean",
    merged_by: null,
    maintainer_can_modify: pull.head.repo !== base.fullName,
  });
  return pick(out, ctx.api, schema);
}
