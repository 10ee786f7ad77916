// Issue comments, check runs, annotations and commit statuses as GitHub returns them.
import { renderUser, retarget, type RenderContext } from "./render-repo.ts";
import type { Annotation, CheckRun, Comment, CommitStatus } from "./state.ts";

type Json = Record<string, unknown>;

/** The app that owns check runs created with a workflow's GITHUB_TOKEN. */
const GITHUB_ACTIONS_APP = { id: 15368, slug: "github-actions", name: "GitHub Actions", node_id: "MDM6QXBwMTUzNjg=" };

export function commentNodeId(id: number): string {
  return `IC_kwDO${Buffer.from(String(id)).toString("base64url")}`;
}

export function renderComment(ctx: RenderContext, comment: Comment): Json {
  const repo = ctx.state.repo.fullName;
  const template = ctx.api.example("issues/get-comment") as Json;
  return {
    ...template,
    id: comment.id,
    node_id: commentNodeId(comment.id),
    url: `${ctx.apiUrl}/repos/${repo}/issues/comments/${comment.id}`,
    html_url: `https://github.com/${repo}/pull/${comment.issueNumber}#issuecomment-${comment.id}`,
    body: comment.body,
    user: renderUser(ctx, comment.user),
    created_at: comment.createdAt,
    updated_at: comment.updatedAt,
    issue_url: `${ctx.apiUrl}/repos/${repo}/issues/${comment.issueNumber}`,
    author_association: comment.user.type === "Bot" ? "NONE" : "MEMBER",
    pin: null,
    minimized: comment.minimized,
  };
}

export function renderCheckRun(ctx: RenderContext, check: CheckRun): Json {
  const repo = ctx.state.repo.fullName;
  const template = ctx.api.example("checks/get") as Json;
  const app = retarget(template.app as Json, [["https://api.github.com", ctx.apiUrl]]);
  const pulls = [...ctx.state.pulls.values()].filter((p) => p.head.sha === check.headSha && p.head.repo === repo);
  const repoRef = { id: ctx.state.repo.id, url: `${ctx.apiUrl}/repos/${repo}`, name: ctx.state.repo.name };
  return {
    ...template,
    id: check.id,
    head_sha: check.headSha,
    node_id: Buffer.from(`CheckRun${check.id}`).toString("base64"),
    external_id: check.externalId,
    url: `${ctx.apiUrl}/repos/${repo}/check-runs/${check.id}`,
    html_url: `https://github.com/${repo}/runs/${check.id}`,
    details_url: check.detailsUrl ?? `https://github.com/${repo}/runs/${check.id}`,
    status: check.status,
    conclusion: check.conclusion,
    started_at: check.startedAt,
    completed_at: check.completedAt,
    output: {
      title: check.output.title,
      summary: check.output.summary,
      text: check.output.text,
      annotations_count: check.annotations.length,
      annotations_url: `${ctx.apiUrl}/repos/${repo}/check-runs/${check.id}/annotations`,
    },
    name: check.name,
    check_suite: { id: check.id + 1 },
    app: {
      ...app,
      ...GITHUB_ACTIONS_APP,
      html_url: "https://github.com/apps/github-actions",
      external_url: "https://help.github.com/en/actions",
      description: "Automate your workflow from idea to production",
    },
    pull_requests: pulls.map((p) => ({
      url: `${ctx.apiUrl}/repos/${repo}/pulls/${p.number}`,
      id: p.id,
      number: p.number,
      head: { ref: p.head.ref, sha: p.head.sha, repo: repoRef },
      base: { ref: p.base.ref, sha: p.base.sha, repo: repoRef },
    })),
  };
}

export function renderAnnotation(ctx: RenderContext, check: CheckRun, a: Annotation): Json {
  const repo = ctx.state.repo.fullName;
  return {
    path: a.path,
    start_line: a.start_line,
    end_line: a.end_line,
    start_column: a.start_column ?? null,
    end_column: a.end_column ?? null,
    annotation_level: a.annotation_level,
    title: a.title ?? null,
    message: a.message,
    raw_details: a.raw_details ?? null,
    blob_href: `https://github.com/${repo}/blob/${check.headSha}/${a.path}`,
  };
}

export function renderStatus(ctx: RenderContext, status: CommitStatus): Json {
  const repo = ctx.state.repo.fullName;
  const template = ctx.api.example("repos/create-commit-status", 201) as Json;
  return {
    ...template,
    url: `${ctx.apiUrl}/repos/${repo}/statuses/${status.sha}`,
    avatar_url: "https://avatars.githubusercontent.com/in/15368?v=4",
    id: status.id,
    node_id: Buffer.from(`StatusContext${status.id}`).toString("base64"),
    state: status.state,
    description: status.description,
    target_url: status.targetUrl,
    context: status.context,
    created_at: status.createdAt,
    updated_at: status.updatedAt,
    creator: renderUser(ctx, status.creator),
  };
}
