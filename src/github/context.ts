// What the workflow run is about, from the runner's environment and the event
// payload: which commit is under test, which pull request, which base.

import { readFileSync } from "node:fs";
import { infraError } from "../errors.ts";

export interface PullRequestInfo {
  number: number;
  headSha: string;
  headRef: string;
  /** owner/repo of the head branch: differs from the repository for fork PRs. */
  headRepo: string;
  baseRef: string;
  baseSha: string;
  fromFork: boolean;
}

export interface WorkflowRunInfo {
  id: number;
  event: string;
  headSha: string;
  headBranch: string;
  headRepo: string;
  conclusion?: string;
  /** PR numbers GitHub attached to the run (empty for fork PRs). */
  pullRequests: number[];
  /** The triggering run's workflow file: its push runs are the baselines. */
  workflowFile?: string;
}

export interface ActionContext {
  eventName: string;
  owner: string;
  repo: string;
  runId: number;
  runAttempt: number;
  /** The workflow file name (e.g. bench.yml), to find the same workflow's runs on the base branch. */
  workflowFile?: string;
  serverUrl: string;
  /** The commit under test: a PR's head sha (never the merge commit), else GITHUB_SHA. */
  sha: string;
  /** The branch under test. */
  ref: string;
  defaultBranch?: string;
  pr?: PullRequestInfo;
  workflowRun?: WorkflowRunInfo;
}

/** The fields of GitHub's event payload that agent-bench reads (pull_request, workflow_run events). */
interface Payload {
  number?: number;
  repository?: { default_branch?: string };
  pull_request?: {
    number: number;
    head: { sha: string; ref: string; repo?: { full_name?: string } | null };
    base: { sha: string; ref: string };
  };
  workflow_run?: {
    id: number;
    event: string;
    head_sha: string;
    head_branch: string;
    head_repository?: { full_name?: string } | null;
    conclusion?: string | null;
    pull_requests?: { number: number }[];
    path?: unknown;
  };
}

export function readPayload(env: Record<string, string | undefined>): Payload {
  const file = env.GITHUB_EVENT_PATH;
  if (!file) return {};
  try {
    return JSON.parse(readFileSync(file, "utf8")) as Payload;
  } catch (error) {
    throw infraError(`cannot read the event payload ${file}: ${(error as Error).message}`);
  }
}

export function readContext(env: Record<string, string | undefined>, payload: Payload): ActionContext {
  const [owner = "", repo = ""] = (env.GITHUB_REPOSITORY ?? "").split("/");
  const eventName = env.GITHUB_EVENT_NAME ?? "";
  const prPayload = payload.pull_request;
  const pr: PullRequestInfo | undefined = prPayload
    ? {
        number: prPayload.number ?? payload.number,
        headSha: prPayload.head?.sha,
        headRef: prPayload.head?.ref,
        headRepo: prPayload.head?.repo?.full_name ?? `${owner}/${repo}`,
        baseRef: prPayload.base?.ref,
        baseSha: prPayload.base?.sha,
        fromFork: (prPayload.head?.repo?.full_name ?? `${owner}/${repo}`) !== `${owner}/${repo}`,
      }
    : undefined;
  const wr = payload.workflow_run;
  const workflowRun: WorkflowRunInfo | undefined = wr
    ? {
        id: wr.id,
        event: wr.event,
        headSha: wr.head_sha,
        headBranch: wr.head_branch,
        headRepo: wr.head_repository?.full_name ?? `${owner}/${repo}`,
        conclusion: wr.conclusion ?? undefined,
        pullRequests: (wr.pull_requests ?? []).map((p) => p.number),
        ...(typeof wr.path === "string" ? { workflowFile: wr.path.split("/").pop() } : {}),
      }
    : undefined;
  const refName = env.GITHUB_HEAD_REF || env.GITHUB_REF_NAME || (env.GITHUB_REF ?? "").replace(/^refs\/heads\//, "");
  return {
    eventName,
    owner,
    repo,
    runId: Number(env.GITHUB_RUN_ID ?? 0),
    runAttempt: Number(env.GITHUB_RUN_ATTEMPT ?? 1),
    workflowFile: workflowFileOf(env.GITHUB_WORKFLOW_REF),
    serverUrl: env.GITHUB_SERVER_URL ?? "https://github.com",
    sha: pr?.headSha ?? env.GITHUB_SHA ?? "",
    ref: pr?.headRef ?? refName,
    defaultBranch: payload.repository?.default_branch,
    ...(pr ? { pr } : {}),
    ...(workflowRun ? { workflowRun } : {}),
  };
}

/** "acme/widgets/.github/workflows/bench.yml@refs/pull/7/merge" → "bench.yml". */
export function workflowFileOf(workflowRef: string | undefined): string | undefined {
  const match = /\/\.github\/workflows\/([^@/]+)@/.exec(workflowRef ?? "");
  return match?.[1];
}

export function runUrl(ctx: ActionContext, runId = ctx.runId): string {
  return `${ctx.serverUrl}/${ctx.owner}/${ctx.repo}/actions/runs/${runId}`;
}
