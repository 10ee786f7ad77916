// Finds the base branch's baseline: the newest completed push run of this
// workflow on the base branch of this repository (never a fork's branch of
// the same name) whose artifact says agent-bench finished, even when its gate
// failed, preferring the run of the PR's base commit, and downloads its artifact.

import { existsSync } from "node:fs";
import { mkdir, readFile } from "node:fs/promises";
import path from "node:path";
import type { StabilityFile } from "../model/stability.ts";
import { loadStability } from "../stability/load.ts";
import type { ActionContext } from "./context.ts";
import { downloadArtifact } from "./artifacts.ts";
import { isCompleteBaseline, isTrustedBaseline, usableArtifact, type CandidateRun } from "./baseline-select.ts";
import type { RunFile } from "../model/result.ts";
import type { Octokit } from "./octokit.ts";

export interface Baseline {
  stability: StabilityFile;
  runId: number;
  sha: string;
  createdAt: string;
  artifactId: number;
  exact: boolean;
}

export interface BaselineSearch {
  baseline?: Baseline;
  /** Why there is none, in words for the comment. */
  reason?: string;
}

const MAX_RUNS_SCANNED = 50;

export async function findBaseline(octokit: Octokit, ctx: ActionContext, options: { branch: string; preferSha?: string; artifactName: string; token: string; dir: string }): Promise<BaselineSearch> {
  const repository = `${ctx.owner}/${ctx.repo}`;
  const rules = { repository, branch: options.branch, preferSha: options.preferSha, artifactName: options.artifactName };
  let expired = 0;
  let incomplete = 0;
  let scanned = 0;
  const tried = new Set<number>();
  const attempt = async (run: CandidateRun, exact: boolean): Promise<Baseline | undefined> => {
    if (tried.has(run.id) || !isTrustedBaseline(run, rules)) return undefined;
    tried.add(run.id);
    const { data } = await octokit.rest.actions.listWorkflowRunArtifacts({ owner: ctx.owner, repo: ctx.repo, run_id: run.id, name: options.artifactName, per_page: 100 });
    const candidates = data.artifacts.map((a) => ({ id: a.id, name: a.name, expired: a.expired }));
    const artifact = usableArtifact(candidates, options.artifactName);
    if (!artifact) {
      if (candidates.some((a) => a.name === options.artifactName && a.expired)) expired++;
      return undefined;
    }
    const dir = path.join(options.dir, String(run.id));
    await mkdir(dir, { recursive: true });
    await downloadArtifact(artifact.id, dir, { token: options.token, workflowRunId: run.id, repositoryOwner: ctx.owner, repositoryName: ctx.repo });
    if (!isCompleteBaseline(run, await runSummary(dir))) {
      incomplete++;
      return undefined;
    }
    return { stability: await loadStability(dir), runId: run.id, sha: run.headSha, createdAt: run.createdAt, artifactId: artifact.id, exact };
  };

  if (options.preferSha) {
    for (const run of await listRuns(octokit, ctx, { branch: options.branch, head_sha: options.preferSha }, 1)) {
      const found = await attempt(run, true);
      if (found) return { baseline: found };
    }
  }
  for (let page = 1; scanned < MAX_RUNS_SCANNED; page++) {
    const runs = await listRuns(octokit, ctx, { branch: options.branch }, page);
    if (runs.length === 0) break;
    for (const run of runs) {
      scanned++;
      const found = await attempt(run, run.headSha === options.preferSha);
      if (found) return { baseline: found };
    }
    if (runs.length < 30) break;
  }
  if (incomplete > 0 && expired === 0) return { reason: `the newest push runs on ${options.branch} did not finish their agent-bench run (cancelled mid-way); the next complete push run makes a baseline` };
  if (expired > 0) return { reason: `the newest baseline artifact on ${options.branch} has expired; the next push to ${options.branch} will make a new one` };
  return { reason: `no completed push run of this workflow on ${options.branch} has an "${options.artifactName}" artifact yet; the first push to ${options.branch} with agent-bench makes one` };
}

async function listRuns(octokit: Octokit, ctx: ActionContext, filter: { branch: string; head_sha?: string }, page: number): Promise<CandidateRun[]> {
  const params = { owner: ctx.owner, repo: ctx.repo, branch: filter.branch, event: "push", status: "completed" as const, per_page: 30, page, ...(filter.head_sha ? { head_sha: filter.head_sha } : {}) };
  const { data } = ctx.workflowFile
    ? await octokit.rest.actions.listWorkflowRuns({ ...params, workflow_id: ctx.workflowFile })
    : await octokit.rest.actions.listWorkflowRunsForRepo(params);
  return data.workflow_runs.map((r) => ({
    id: r.id,
    event: r.event,
    headSha: r.head_sha,
    headBranch: r.head_branch ?? "",
    headRepo: r.head_repository?.full_name ?? "",
    conclusion: r.conclusion,
    createdAt: r.created_at,
  }));
}

async function runSummary(dir: string): Promise<RunFile["summary"] | undefined> {
  const file = path.join(dir, "results.json");
  if (!existsSync(file)) return undefined;
  try {
    return (JSON.parse(await readFile(file, "utf8")) as RunFile).summary;
  } catch {
    return undefined;
  }
}
