// One PR comment per suite, found again by a hidden marker among the bot's
// own comments (every page of them), and updated in place.

import { createHash } from "node:crypto";
import type { Octokit } from "./octokit.ts";

export const COMMENT_LIMIT = 65_536;

export type CommentMode = "update" | "new" | "on-change" | "off";

export interface CommentTarget {
  owner: string;
  repo: string;
  issueNumber: number;
}

export interface CommentOutcome {
  id?: number;
  action: "created" | "updated" | "unchanged" | "off";
}

/**
 * `<!-- agent-bench:v1:<key> -->`: the key tells suites apart; never shown. A key is a suite path (from
 * an artifact in report mode): kept as it is when it holds only `[A-Za-z0-9._/@-]`, which nothing can
 * read as HTML or Markdown, else replaced by its hash (`sha256:` and 16 hex digits).
 */
export function markerFor(key: string): string {
  const safe = SAFE_KEY.test(key) ? key : `sha256:${createHash("sha256").update(key).digest("hex").slice(0, 16)}`;
  return `<!-- agent-bench:v1:${safe} -->`;
}

const SAFE_KEY = /^[A-Za-z0-9._/@-]{1,200}$/u;

/**
 * The marker agent-bench 0.1 wrote for a key that is now hashed (a suite path with a space, say), so
 * that comment is still found and updated (with the new marker) instead of a second one appearing.
 * Only for keys that could never break out of the comment; undefined otherwise.
 */
export function legacyMarkerFor(key: string): string | undefined {
  if (SAFE_KEY.test(key) || /[\p{Cc}\p{Cf}<>&`]|--/u.test(key) || key.length > 1000) return undefined;
  return `<!-- agent-bench:v1:${key} -->`;
}

export function digestLine(digest: string): string {
  return `<!-- agent-bench:digest:${digest} -->`;
}

export function isOwnComment(comment: { body?: string | null; user?: { type?: string; login?: string } | null }, marker: string): boolean {
  // Our comments start with the marker; quoting one in a reply does not put it first.
  return (comment.body ?? "").startsWith(marker) && comment.user?.type === "Bot";
}

export async function findComment(
  octokit: Octokit,
  target: CommentTarget,
  marker: string,
  legacyMarker?: string,
): Promise<{ id: number; body: string } | undefined> {
  let found: { id: number; body: string } | undefined;
  for await (const page of octokit.paginate.iterator(octokit.rest.issues.listComments, {
    owner: target.owner,
    repo: target.repo,
    issue_number: target.issueNumber,
    per_page: 100,
  })) {
    for (const c of page.data) {
      // The newest matching comment wins if someone duplicated it.
      if (isOwnComment(c, marker) || (legacyMarker !== undefined && isOwnComment(c, legacyMarker))) found = { id: c.id, body: c.body ?? "" };
    }
  }
  return found;
}

export async function upsertComment(
  octokit: Octokit,
  target: CommentTarget,
  body: string,
  options: { marker: string; legacyMarker?: string; mode: CommentMode; digest: string },
): Promise<CommentOutcome> {
  if (options.mode === "off") return { action: "off" };
  const full = `${options.marker}\n${digestLine(options.digest)}\n${body}`;
  if (options.mode !== "new") {
    const existing = await findComment(octokit, target, options.marker, options.legacyMarker);
    if (existing) {
      if (options.mode === "on-change" && existing.body.includes(digestLine(options.digest))) return { id: existing.id, action: "unchanged" };
      await octokit.rest.issues.updateComment({ owner: target.owner, repo: target.repo, comment_id: existing.id, body: full });
      return { id: existing.id, action: "updated" };
    }
  }
  const { data } = await octokit.rest.issues.createComment({ owner: target.owner, repo: target.repo, issue_number: target.issueNumber, body: full });
  return { id: data.id, action: "created" };
}

/** The comment's fixed overhead (marker and digest lines), so the body can be budgeted. */
export function commentOverhead(marker: string, digest: string): number {
  return marker.length + digestLine(digest).length + 2;
}
