// Issue (and pull request) comments: list with `since` and pagination, create, get, update, delete.
import { renderComment } from "../render-activity.ts";
import { timestamp, type Comment } from "../state.ts";
import { integer, notFound, paginate, text, validationFailed, type RestReply, type RestRequest, type RestRoute } from "./common.ts";

/** GitHub's limit for an issue comment body. Counted in UTF-16 code units, the stricter reading. */
export const MAX_COMMENT_LENGTH = 65536;

function tooLong(body: string): RestReply | undefined {
  if (body.length <= MAX_COMMENT_LENGTH) return undefined;
  return validationFailed("IssueComment", "data", "unprocessable", `Body is too long (maximum is ${MAX_COMMENT_LENGTH} characters)`);
}

function findComment(req: RestRequest): Comment | undefined {
  return req.ctx.state.comments.get(integer(req.params.comment_id));
}

function hasIssue(req: RestRequest): boolean {
  return req.ctx.state.pulls.has(integer(req.params.issue_number));
}

const list: RestRoute = (req) => {
  if (!hasIssue(req)) return notFound();
  const since = typeof req.query.since === "string" ? Date.parse(req.query.since) : Number.NEGATIVE_INFINITY;
  const all = req.ctx.state.commentsOn(integer(req.params.issue_number)).filter((c) => Date.parse(c.updatedAt) >= since);
  const { page, headers } = paginate(all, req);
  return { status: 200, body: page.map((c) => renderComment(req.ctx, c)), headers };
};

const create: RestRoute = (req) => {
  if (!hasIssue(req)) return notFound();
  const body = text(req.body, "body") ?? "";
  const rejected = tooLong(body);
  if (rejected) return rejected;
  const comment = req.ctx.state.addComment({ issueNumber: integer(req.params.issue_number), body, user: req.token.user });
  const rendered = renderComment(req.ctx, comment);
  return { status: 201, body: rendered, headers: { location: String(rendered.url) } };
};

const get: RestRoute = (req) => {
  const comment = findComment(req);
  return comment ? { status: 200, body: renderComment(req.ctx, comment) } : notFound();
};

const update: RestRoute = (req) => {
  const comment = findComment(req);
  if (!comment) return notFound();
  const body = text(req.body, "body") ?? "";
  const rejected = tooLong(body);
  if (rejected) return rejected;
  comment.body = body;
  comment.updatedAt = timestamp();
  return { status: 200, body: renderComment(req.ctx, comment) };
};

const remove: RestRoute = (req) => {
  const comment = findComment(req);
  if (!comment) return notFound();
  req.ctx.state.comments.delete(comment.id);
  return { status: 204 };
};

export const commentRoutes: Record<string, RestRoute> = {
  "issues/list-comments": list,
  "issues/create-comment": create,
  "issues/get-comment": get,
  "issues/update-comment": update,
  "issues/delete-comment": remove,
};
