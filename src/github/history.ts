// The history artifact: each push run on the default branch downloads the
// previous push run's history, appends its own entry and uploads it again.
// The previous run is found with the baseline's trust rules (a successful
// push run of this repository on that branch, never a fork's namesake).

import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { HISTORY_FILE, type HistoryFile } from "../history/entry.ts";
import { readHistoryFile } from "../history/schema.ts";
import { downloadArtifact, uploadFolder } from "./artifacts.ts";
import { listRuns } from "./baseline.ts";
import { isTrustedBaseline, usableArtifact } from "./baseline-select.ts";
import type { ActionContext } from "./context.ts";
import type { Octokit } from "./octokit.ts";

const MAX_RUNS_SCANNED = 30;

export interface HistorySearch {
  history?: HistoryFile;
  runId?: number;
  /** Why there is none. */
  reason?: string;
}

export async function findHistory(
  octokit: Octokit,
  ctx: ActionContext,
  options: { branch: string; artifactName: string; token: string; dir: string },
): Promise<HistorySearch> {
  const rules = { repository: `${ctx.owner}/${ctx.repo}`, branch: options.branch, artifactName: options.artifactName };
  let scanned = 0;
  for (let page = 1; scanned < MAX_RUNS_SCANNED; page++) {
    const runs = await listRuns(octokit, ctx, { branch: options.branch }, page);
    if (runs.length === 0) break;
    for (const run of runs) {
      scanned++;
      if (run.id === ctx.runId || !isTrustedBaseline(run, rules)) continue;
      const { data } = await octokit.rest.actions.listWorkflowRunArtifacts({
        owner: ctx.owner,
        repo: ctx.repo,
        run_id: run.id,
        name: options.artifactName,
        per_page: 100,
      });
      const artifact = usableArtifact(
        data.artifacts.map((a) => ({ id: a.id, name: a.name, expired: a.expired })),
        options.artifactName,
      );
      // The newest trusted run decides: an older history would drop the runs in between.
      if (!artifact) return { reason: `the newest push run on ${options.branch} (run ${run.id}) has no "${options.artifactName}" artifact` };
      const dir = path.join(options.dir, String(run.id));
      await mkdir(dir, { recursive: true });
      await downloadArtifact(artifact.id, dir, { token: options.token, workflowRunId: run.id, repositoryOwner: ctx.owner, repositoryName: ctx.repo });
      return { history: await readHistoryFile(path.join(dir, HISTORY_FILE)), runId: run.id };
    }
    if (runs.length < 30) break;
  }
  return { reason: `no successful push run on ${options.branch} has a history yet` };
}

export async function uploadHistory(history: HistoryFile, artifactName: string, dir: string, retentionDays?: number): Promise<number | undefined> {
  await mkdir(dir, { recursive: true });
  await writeFile(path.join(dir, HISTORY_FILE), `${JSON.stringify(history)}\n`);
  return (await uploadFolder(artifactName, dir, retentionDays ? { retentionDays } : {})).id;
}
