// One PR comment per suite, found again by a hidden marker among the bot's
// own comments (every page of them), and updated in place.

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

/** `<!-- agent-bench:v1:<key> -->`: the key tells suites apart; never shown. */
export function markerFor(key: string): string {
  return `<!-- agent-bench:v1:${key.replace(/-->/g, "—>")} -->`;
}

export function digestLine(digest: string): string {
  return `<!-- agent-bench:digest:${digest} -->`;
}

export function isOwnComment(comment: { body?: string | null; user?: { type?: string; login?: string } | null }, marker: string): boolean {
  // Our comments start with the marker; quoting one in a reply does not put it first.
  return (comment.body ?? "").startsWith(marker) && comment.user?.type === "Bot";
}

export async function findComment(octokit: Octokit, target: CommentTarget, marker: string): Promise<{ id: number; body: string } | undefined> {
  let found: { id: number; body: string } | undefined;
  for await (const page of octokit.paginate.iterator(octokit.rest.issues.listComments, {
    owner: target.owner,
    repo: target.repo,
    issue_number: target.issueNumber,
    per_page: 100,
  })) {
    for (const c of page.data) {
      // The newest matching comment wins if someone duplicated it.
      if (isOwnComment(c, marker)) found = { id: c.id, body: c.body ?? "" };
    }
  }
  return found;
}

export async function upsertComment(
  octokit: Octokit,
  target: CommentTarget,
  body: string,
  options: { marker: string; mode: CommentMode; digest: string },
): Promise<CommentOutcome> {
  if (options.mode === "off") return { action: "off" };
  const full = `${options.marker}\n${digestLine(options.digest)}\n${body}`;
  if (options.mode !== "new") {
    const existing = await findComment(octokit, target, options.marker);
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
