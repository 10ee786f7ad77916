// Workflow runs and artifacts as the Actions REST API returns them.
import { renderRepository, renderUser, type RenderContext } from "./render-repo.ts";
import type { Artifact, WorkflowRun } from "./state.ts";

type Json = Record<string, unknown>;

export function renderRun(ctx: RenderContext, run: WorkflowRun): Json {
  const { state, apiUrl } = ctx;
  const repo = state.repo;
  const workflow = state.workflows.get(run.workflowId);
  if (!workflow) throw new Error(`run ${run.id} points at unknown workflow ${run.workflowId}`);
  const runUrl = `${apiUrl}/repos/${repo.fullName}/actions/runs/${run.id}`;
  const repoRef = { id: repo.id, url: `${apiUrl}/repos/${repo.fullName}`, name: repo.name };
  // GitHub leaves pull_requests empty for runs whose head is in a fork (actions/runner#3444).
  const fromFork = run.headRepository !== repo.fullName;
  const pulls = fromFork ? [] : run.pullRequests.map((n) => state.pulls.get(n)).filter((p) => p !== undefined);
  const template = ctx.api.example("actions/get-workflow-run") as Json;
  const actor = renderUser(ctx, run.actor);
  return {
    ...template,
    id: run.id,
    name: run.name,
    node_id: Buffer.from(`WorkflowRun${run.id}`).toString("base64"),
    check_suite_id: run.id + 1,
    check_suite_node_id: Buffer.from(`CheckSuite${run.id + 1}`).toString("base64"),
    head_branch: run.headBranch,
    head_sha: run.headSha,
    path: workflow.path,
    run_number: run.runNumber,
    event: run.event,
    display_title: `${run.name} #${run.runNumber}`,
    status: run.status,
    conclusion: run.conclusion,
    workflow_id: run.workflowId,
    url: runUrl,
    html_url: `https://github.com/${repo.fullName}/actions/runs/${run.id}`,
    pull_requests: pulls.map((p) => ({
      url: `${apiUrl}/repos/${repo.fullName}/pulls/${p.number}`,
      id: p.id,
      number: p.number,
      head: { ref: p.head.ref, sha: p.head.sha, repo: repoRef },
      base: { ref: p.base.ref, sha: p.base.sha, repo: repoRef },
    })),
    created_at: run.createdAt,
    updated_at: run.updatedAt,
    actor,
    run_attempt: run.runAttempt,
    referenced_workflows: [],
    run_started_at: run.createdAt,
    triggering_actor: actor,
    jobs_url: `${runUrl}/jobs`,
    logs_url: `${runUrl}/logs`,
    check_suite_url: `${apiUrl}/repos/${repo.fullName}/check-suites/${run.id + 1}`,
    artifacts_url: `${runUrl}/artifacts`,
    cancel_url: `${runUrl}/cancel`,
    rerun_url: `${runUrl}/rerun`,
    previous_attempt_url: null,
    workflow_url: `${apiUrl}/repos/${repo.fullName}/actions/workflows/${run.workflowId}`,
    head_commit: {
      id: run.headSha,
      tree_id: run.headSha.split("").reverse().join(""),
      message: `Commit ${run.headSha.slice(0, 7)}`,
      timestamp: run.createdAt,
      author: { name: run.actor.login, email: `${run.actor.login}@users.noreply.github.com` },
      committer: { name: "GitHub", email: "noreply@github.com" },
    },
    repository: renderRepository(ctx, repo.fullName, "minimal-repository"),
    head_repository: renderRepository(ctx, run.headRepository, "minimal-repository"),
  };
}

export function renderArtifact(ctx: RenderContext, artifact: Artifact): Json {
  const { state, apiUrl } = ctx;
  const run = state.run(artifact.runId);
  const headRepo = state.repositories.get(run.headRepository);
  const url = `${apiUrl}/repos/${state.repo.fullName}/actions/artifacts/${artifact.id}`;
  return {
    id: artifact.id,
    node_id: Buffer.from(`Artifact${artifact.id}`).toString("base64"),
    name: artifact.name,
    size_in_bytes: artifact.sizeInBytes,
    url,
    archive_download_url: `${url}/zip`,
    expired: state.isExpired(artifact),
    created_at: artifact.createdAt,
    expires_at: artifact.expiresAt,
    updated_at: artifact.updatedAt,
    digest: artifact.digest,
    workflow_run: {
      id: run.id,
      repository_id: state.repo.id,
      head_repository_id: headRepo?.id ?? state.repo.id,
      head_branch: run.headBranch,
      head_sha: run.headSha,
    },
  };
}
