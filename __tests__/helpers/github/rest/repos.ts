// The repository, its pull requests (and the files they change) and commit statuses.
import { createHash } from "node:crypto";
import { renderStatus } from "../render-activity.ts";
import { renderPull, renderRepository } from "../render-repo.ts";
import { timestamp, type Pull } from "../state.ts";
import { integer, notFound, paginate, resolveRef, text, validationFailed, type RestRoute } from "./common.ts";

function sha256Hex(text: string): string {
  return createHash("sha256").update(text).digest("hex");
}

/** GitHub keeps at most this many statuses per sha and context. */
const MAX_STATUSES = 1000;

const getRepo: RestRoute = (req) => ({
  status: 200,
  body: renderRepository(req.ctx, req.ctx.state.repo.fullName, "full-repository"),
});

const getPull: RestRoute = (req) => {
  const pull = req.ctx.state.pulls.get(integer(req.params.pull_number));
  return pull ? { status: 200, body: renderPull(req.ctx, pull, "pull-request") } : notFound();
};

function sortKey(pull: Pull, sort: string): number {
  if (sort === "updated") return Date.parse(pull.updatedAt) * 1e6 + pull.number;
  return Date.parse(pull.createdAt) * 1e6 + pull.number;
}

const listPulls: RestRoute = (req) => {
  const { state } = req.ctx;
  const wanted = text(req.query, "state") ?? "open";
  const sort = text(req.query, "sort") ?? "created";
  // GitHub: descending for "created" (the default), ascending otherwise, unless direction says.
  const direction = req.query.direction ?? (sort === "created" ? "desc" : "asc");
  let pulls = [...state.pulls.values()].filter((p) => wanted === "all" || p.state === wanted);
  if (typeof req.query.head === "string") {
    // "user:ref" (or "org:ref"); a bare ref matches nothing on GitHub.
    const [owner, ref] = req.query.head.split(":");
    pulls = pulls.filter((p) => ref !== undefined && p.head.ref === ref && p.head.repo.split("/")[0] === owner);
  }
  if (typeof req.query.base === "string") pulls = pulls.filter((p) => p.base.ref === req.query.base);
  pulls.sort((a, b) => (direction === "asc" ? 1 : -1) * (sortKey(a, sort) - sortKey(b, sort)));
  const { page, headers } = paginate(pulls, req);
  return { status: 200, body: page.map((p) => renderPull(req.ctx, p, "pull-request-simple")), headers };
};

/** GitHub lists at most 3000 files of a pull request. */
const MAX_PULL_FILES = 3000;

const listPullFiles: RestRoute = (req) => {
  const { state, apiUrl } = req.ctx;
  const pull = state.pulls.get(integer(req.params.pull_number));
  if (!pull) return notFound();
  const repo = state.repo.fullName;
  const { page, headers } = paginate(pull.files.slice(0, MAX_PULL_FILES), req);
  const body = page.map((f) => {
    const blobSha = sha256Hex(`${pull.head.sha}:${f.filename}`).slice(0, 40);
    const path = f.filename.split("/").map(encodeURIComponent).join("/");
    const changed = f.status === "removed" ? { additions: 0, deletions: 3 } : { additions: 3, deletions: f.status === "added" ? 0 : 1 };
    return {
      sha: f.status === "removed" ? null : blobSha,
      filename: f.filename,
      status: f.status,
      ...changed,
      changes: changed.additions + changed.deletions,
      blob_url: `https://github.com/${repo}/blob/${pull.head.sha}/${path}`,
      raw_url: `https://github.com/${repo}/raw/${pull.head.sha}/${path}`,
      contents_url: `${apiUrl}/repos/${repo}/contents/${path}?ref=${pull.head.sha}`,
      ...(f.previousFilename ? { previous_filename: f.previousFilename } : {}),
    };
  });
  return { status: 200, body, headers };
};

const createStatus: RestRoute = (req) => {
  const { state } = req.ctx;
  const sha = req.params.sha ?? "";
  const context = text(req.body, "context") ?? "default";
  if (!/^[0-9a-f]{40}$/.test(sha)) return validationFailed("Status", "sha", "invalid", `No commit found for SHA: ${sha}`);
  if (state.statuses.filter((s) => s.sha === sha && s.context === context).length >= MAX_STATUSES) {
    return validationFailed("Status", "context", "custom", `This SHA and context has reached the maximum number of statuses.`);
  }
  const now = timestamp();
  const status = {
    id: state.nextId("status"),
    sha,
    state: text(req.body, "state") ?? "",
    context,
    description: text(req.body, "description") ?? null,
    targetUrl: text(req.body, "target_url") ?? null,
    creator: req.token.user,
    createdAt: now,
    updatedAt: now,
  };
  state.statuses.push(status);
  return { status: 201, body: renderStatus(req.ctx, status) };
};

const listStatuses: RestRoute = (req) => {
  const sha = resolveRef(req, req.params.ref ?? "");
  if (!sha) return notFound();
  const statuses = req.ctx.state.statusesFor(sha).sort((a, b) => b.id - a.id);
  const { page, headers } = paginate(statuses, req);
  return { status: 200, body: page.map((s) => renderStatus(req.ctx, s)), headers };
};

export const repoRoutes: Record<string, RestRoute> = {
  "repos/get": getRepo,
  "pulls/get": getPull,
  "pulls/list": listPulls,
  "pulls/list-files": listPullFiles,
  "repos/create-commit-status": createStatus,
  "repos/list-commit-statuses-for-ref": listStatuses,
};
