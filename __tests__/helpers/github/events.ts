// Event payloads shaped like the webhooks the runner writes to GITHUB_EVENT_PATH, built from the
// fake's state so that what the event says and what the API answers agree. Each event also says
// how the runner sets GITHUB_REF/GITHUB_SHA for it and how the run it starts looks in the API.
import { renderRun } from "./render-actions.ts";
import { renderPull, renderRepository, renderUser } from "./render-repo.ts";
import type { FakeGitHub } from "./server.ts";
import { randomSha, type Pull, type User, type WorkflowRun } from "./state.ts";

export interface GitHubEvent {
  name: string;
  payload: Record<string, unknown>;
  /** GITHUB_REF and GITHUB_SHA as the runner sets them for this event. */
  ref: string;
  sha: string;
  /** GITHUB_HEAD_REF / GITHUB_BASE_REF (pull_request events only). */
  headRef?: string;
  baseRef?: string;
  /** The workflow run this event starts, as the Actions API will list it. */
  run: { event: string; headBranch: string; headSha: string; headRepository: string; pullRequests: number[] };
}

const SENDER: User = { login: "octocat", id: 583231, type: "User" };

function repository(github: FakeGitHub): Record<string, unknown> {
  return renderRepository(github.render, github.state.repo.fullName, "repository");
}

/** A push to `branch` (default: the default branch) whose head is `sha`. */
export function pushEvent(github: FakeGitHub, options: { branch?: string; sha?: string; before?: string; sender?: User } = {}): GitHubEvent {
  const { state } = github;
  const branch = options.branch ?? state.repo.defaultBranch;
  const sha = options.sha ?? (branch === state.repo.defaultBranch ? state.repo.headSha : randomSha());
  const before = options.before ?? randomSha();
  const sender = options.sender ?? SENDER;
  const commit = {
    id: sha,
    tree_id: randomSha(),
    distinct: true,
    message: `Commit ${sha.slice(0, 7)}`,
    timestamp: new Date().toISOString(),
    url: `https://github.com/${state.repo.fullName}/commit/${sha}`,
    author: { name: sender.login, email: `${sender.login}@users.noreply.github.com`, username: sender.login },
    committer: { name: "GitHub", email: "noreply@github.com", username: "web-flow" },
    added: [],
    removed: [],
    modified: ["README.md"],
  };
  return {
    name: "push",
    payload: {
      ref: `refs/heads/${branch}`,
      before,
      after: sha,
      repository: repository(github),
      pusher: { name: sender.login, email: commit.author.email },
      sender: renderUser(github.render, sender),
      created: false,
      deleted: false,
      forced: false,
      base_ref: null,
      compare: `https://github.com/${state.repo.fullName}/compare/${before.slice(0, 12)}...${sha.slice(0, 12)}`,
      commits: [commit],
      head_commit: commit,
    },
    ref: `refs/heads/${branch}`,
    sha,
    run: { event: "push", headBranch: branch, headSha: sha, headRepository: state.repo.fullName, pullRequests: [] },
  };
}

/** A pull_request event for `pull`; from a fork when the pull's head repository is not the base. */
export function pullRequestEvent(github: FakeGitHub, pull: Pull, options: { action?: string } = {}): GitHubEvent {
  return {
    name: "pull_request",
    payload: {
      action: options.action ?? "synchronize",
      number: pull.number,
      pull_request: renderPull(github.render, pull, "pull-request"),
      repository: repository(github),
      sender: renderUser(github.render, pull.user),
    },
    ref: `refs/pull/${pull.number}/merge`,
    sha: pull.mergeSha,
    headRef: pull.head.ref,
    baseRef: pull.base.ref,
    run: { event: "pull_request", headBranch: pull.head.ref, headSha: pull.head.sha, headRepository: pull.head.repo, pullRequests: [pull.number] },
  };
}

/** A workflow_run event about `run` (usually a finished benchmark run), delivered to the default branch. */
export function workflowRunEvent(github: FakeGitHub, run: WorkflowRun, options: { action?: string } = {}): GitHubEvent {
  const { state } = github;
  const workflow = state.workflows.get(run.workflowId);
  if (!workflow) throw new Error(`run ${run.id} has no workflow`);
  const workflowUrl = `${github.restUrl}/repos/${state.repo.fullName}/actions/workflows/${workflow.id}`;
  return {
    name: "workflow_run",
    payload: {
      action: options.action ?? "completed",
      // renderRun leaves pull_requests empty for fork runs, as GitHub does.
      workflow_run: renderRun(github.render, run),
      workflow: {
        id: workflow.id,
        node_id: Buffer.from(`Workflow${workflow.id}`).toString("base64"),
        name: workflow.name,
        path: workflow.path,
        state: "active",
        created_at: run.createdAt,
        updated_at: run.createdAt,
        url: workflowUrl,
        html_url: `https://github.com/${state.repo.fullName}/blob/${state.repo.defaultBranch}/${workflow.path}`,
        badge_url: `https://github.com/${state.repo.fullName}/workflows/${encodeURIComponent(workflow.name)}/badge.svg`,
      },
      repository: repository(github),
      sender: renderUser(github.render, run.actor),
    },
    ref: `refs/heads/${state.repo.defaultBranch}`,
    sha: state.repo.headSha,
    run: {
      event: "workflow_run",
      headBranch: state.repo.defaultBranch,
      headSha: state.repo.headSha,
      headRepository: state.repo.fullName,
      pullRequests: [],
    },
  };
}
