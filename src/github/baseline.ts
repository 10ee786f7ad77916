// Finds the base branch's baseline: the newest completed push run on the base
// branch of the repository (never a fork's branch of the same name) whose
// artifact says agent-bench finished, even when its gate failed, preferring
// the run of the PR's base commit, and downloads its artifact. The action
// looks through its own workflow's runs; `--base github:` (remote-baseline.ts)
// through the repository's, with the same rules. With pool settings, the
// base branch's earlier runs of each cell are pooled in (baseline-pool.ts).

import { existsSync } from "node:fs";
import { mkdir } from "node:fs/promises";
import path from "node:path";
import type { RunFile } from "../model/result.ts";
import { readRunFile } from "../model/run-file.ts";
import type { StabilityFile } from "../model/stability.ts";
import { loadStability } from "../stability/load.ts";
import type { ActionContext } from "./context.ts";
import { downloadArtifact } from "./artifacts.ts";
import { isCompleteBaseline, isTrustedBaseline, usableArtifact, type CandidateArtifact, type CandidateRun } from "./baseline-select.ts";
import type { Octokit } from "./octokit.ts";
import { poolFoundBaseline, type PoolOptions } from "./baseline-pool.ts";

export interface Baseline {
  /** What the comparison uses: the latest baseline's stability, with main's earlier runs pooled in (`stability.pool`) when pooling is on. */
  stability: StabilityFile;
  runId: number;
  sha: string;
  createdAt: string;
  artifactId: number;
  exact: boolean;
  /** Where the artifact was downloaded: the base run's results and sessions (the latest run's only). */
  dir: string;
  /** Why main's earlier runs could not be pooled in (an unreadable history), for the warnings. */
  poolWarning?: string;
}

export interface BaselineSearch {
  baseline?: Baseline;
  /** Why there is none, in words for the comment. */
  reason?: string;
}

/** Where runs and artifacts come from: the action's client, or the REST API for the CLI. */
export interface BaselineSource {
  /** Completed push runs on the branch (and commit), newest first; 30 a page. */
  listRuns(filter: { branch: string; head_sha?: string }, page: number): Promise<CandidateRun[]>;
  listArtifacts(runId: number, name: string): Promise<CandidateArtifact[]>;
  download(artifact: CandidateArtifact, run: CandidateRun, dir: string): Promise<void>;
}

export interface SearchOptions {
  /** owner/repo: only its own runs are trusted. */
  repository: string;
  branch: string;
  preferSha?: string;
  artifactName: string;
  dir: string;
  /** Pool the base branch's earlier runs into the baseline (`baseline-runs`, `baseline-max-age`); absent: the latest run alone. */
  pool?: PoolOptions;
}

const MAX_RUNS_SCANNED = 50;
const PAGE = 30;

export async function searchBaseline(uncached: BaselineSource, options: SearchOptions): Promise<BaselineSearch> {
  const rules = { repository: options.repository, branch: options.branch, preferSha: options.preferSha, artifactName: options.artifactName };
  // The pool lists the branch's runs again to check its entries: each page is fetched once.
  const pages = new Map<string, Promise<CandidateRun[]>>();
  const source: BaselineSource = {
    ...uncached,
    listRuns(filter, page) {
      const key = JSON.stringify([filter.branch, filter.head_sha ?? null, page]);
      if (!pages.has(key)) pages.set(key, uncached.listRuns(filter, page));
      return pages.get(key)!;
    },
  };
  let expired = 0;
  let incomplete = 0;
  let scanned = 0;
  const tried = new Set<number>();
  const attempt = async (run: CandidateRun, exact: boolean): Promise<Baseline | undefined> => {
    if (tried.has(run.id) || !isTrustedBaseline(run, rules)) return undefined;
    tried.add(run.id);
    const candidates = await source.listArtifacts(run.id, options.artifactName);
    const artifact = usableArtifact(candidates, options.artifactName);
    if (!artifact) {
      if (candidates.some((a) => a.name === options.artifactName && a.expired)) expired++;
      return undefined;
    }
    const dir = path.join(options.dir, String(run.id));
    await mkdir(dir, { recursive: true });
    await source.download(artifact, run, dir);
    if (!isCompleteBaseline(run, await runSummary(dir))) {
      incomplete++;
      return undefined;
    }
    const latest = await loadStability(dir);
    const pooled = options.pool ? await poolFoundBaseline(source, rules, { run, stability: latest, dir }, options.pool) : {};
    return {
      stability: pooled.stability ?? latest,
      runId: run.id,
      sha: run.headSha,
      createdAt: run.createdAt,
      artifactId: artifact.id,
      exact,
      dir,
      ...(pooled.warning ? { poolWarning: pooled.warning } : {}),
    };
  };

  if (options.preferSha) {
    for (const run of await source.listRuns({ branch: options.branch, head_sha: options.preferSha }, 1)) {
      const found = await attempt(run, true);
      if (found) return { baseline: found };
    }
  }
  for (let page = 1; scanned < MAX_RUNS_SCANNED; page++) {
    const runs = await source.listRuns({ branch: options.branch }, page);
    if (runs.length === 0) break;
    for (const run of runs) {
      scanned++;
      const found = await attempt(run, run.headSha === options.preferSha);
      if (found) return { baseline: found };
    }
    if (runs.length < PAGE) break;
  }
  if (incomplete > 0 && expired === 0)
    return {
      reason: `the newest push runs on ${options.branch} did not finish their agent-bench run (cancelled mid-way); the next complete push run makes a baseline`,
    };
  if (expired > 0) return { reason: `the newest baseline artifact on ${options.branch} has expired; the next push to ${options.branch} will make a new one` };
  return {
    reason: `no completed push run of this workflow on ${options.branch} has an "${options.artifactName}" artifact yet; the first push to ${options.branch} with agent-bench makes one`,
  };
}

/** The action's search: this workflow's runs, artifacts through @actions/artifact. */
export async function findBaseline(
  octokit: Octokit,
  ctx: ActionContext,
  options: { branch: string; preferSha?: string; artifactName: string; token: string; dir: string; pool?: PoolOptions },
): Promise<BaselineSearch> {
  const source: BaselineSource = {
    listRuns: (filter, page) => listRuns(octokit, ctx, filter, page),
    async listArtifacts(runId, name) {
      const { data } = await octokit.rest.actions.listWorkflowRunArtifacts({ owner: ctx.owner, repo: ctx.repo, run_id: runId, name, per_page: 100 });
      return data.artifacts.map((a) => ({ id: a.id, name: a.name, expired: a.expired }));
    },
    async download(artifact, run, dir) {
      await downloadArtifact(artifact.id, dir, { token: options.token, workflowRunId: run.id, repositoryOwner: ctx.owner, repositoryName: ctx.repo });
    },
  };
  return searchBaseline(source, {
    repository: `${ctx.owner}/${ctx.repo}`,
    branch: options.branch,
    preferSha: options.preferSha,
    artifactName: options.artifactName,
    dir: options.dir,
    ...(options.pool ? { pool: options.pool } : {}),
  });
}

/** Completed push runs of this workflow on `branch` (and commit), newest first: one page of 30. The history lookup reads them too. */
export async function listRuns(octokit: Octokit, ctx: ActionContext, filter: { branch: string; head_sha?: string }, page: number): Promise<CandidateRun[]> {
  const params = {
    owner: ctx.owner,
    repo: ctx.repo,
    branch: filter.branch,
    event: "push",
    status: "completed" as const,
    per_page: PAGE,
    page,
    ...(filter.head_sha ? { head_sha: filter.head_sha } : {}),
  };
  const { data } = ctx.workflowFile
    ? await octokit.rest.actions.listWorkflowRuns({ ...params, workflow_id: ctx.workflowFile })
    : await octokit.rest.actions.listWorkflowRunsForRepo(params);
  return data.workflow_runs.map(candidateRun);
}

/** A workflow run as the REST API gives it → what the rules look at. */
export function candidateRun(r: {
  id: number;
  event: string;
  head_sha: string;
  head_branch: string | null;
  head_repository?: { full_name: string } | null;
  conclusion: string | null;
  created_at: string;
}): CandidateRun {
  return {
    id: r.id,
    event: r.event,
    headSha: r.head_sha,
    headBranch: r.head_branch ?? "",
    headRepo: r.head_repository?.full_name ?? "",
    conclusion: r.conclusion,
    createdAt: r.created_at,
  };
}

async function runSummary(dir: string): Promise<RunFile["summary"] | undefined> {
  // A baseline may hold only stability.json; a results.json that is there is parsed like any other.
  if (!existsSync(path.join(dir, "results.json"))) return undefined;
  return (await readRunFile(dir)).summary;
}
