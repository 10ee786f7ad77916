// The check run: created in progress as the run starts, completed with the
// same summary the comment shows and with annotations, 50 per request.

import type { Octokit } from "./octokit.ts";
import type { Annotation } from "./annotations.ts";

export const CHECK_SUMMARY_LIMIT = 65_535;
const ANNOTATIONS_PER_REQUEST = 50;

export interface CheckTarget {
  owner: string;
  repo: string;
  headSha: string;
  name: string;
}

export async function startCheck(octokit: Octokit, target: CheckTarget, detailsUrl?: string): Promise<{ id: number; url: string }> {
  const { data } = await octokit.rest.checks.create({
    owner: target.owner,
    repo: target.repo,
    name: target.name,
    head_sha: target.headSha,
    status: "in_progress",
    started_at: new Date().toISOString(),
    ...(detailsUrl ? { details_url: detailsUrl } : {}),
    output: { title: "Running", summary: "agent-bench is running the suite." },
  });
  return { id: data.id, url: data.html_url ?? "" };
}

export async function completeCheck(
  octokit: Octokit,
  target: CheckTarget,
  checkId: number,
  result: { conclusion: "success" | "failure" | "neutral" | "cancelled"; title: string; summary: string; annotations: readonly Annotation[] },
): Promise<void> {
  const batches: Annotation[][] = [];
  for (let i = 0; i < result.annotations.length; i += ANNOTATIONS_PER_REQUEST) batches.push(result.annotations.slice(i, i + ANNOTATIONS_PER_REQUEST));
  const output = (annotations: Annotation[]) => ({ title: result.title, summary: result.summary, ...(annotations.length ? { annotations } : {}) });
  // Annotations sent with an update are appended, so the first request completes the check
  // and the rest add the remaining batches.
  await octokit.rest.checks.update({
    owner: target.owner,
    repo: target.repo,
    check_run_id: checkId,
    status: "completed",
    conclusion: result.conclusion,
    completed_at: new Date().toISOString(),
    output: output(batches[0] ?? []),
  });
  for (const batch of batches.slice(1)) {
    await octokit.rest.checks.update({ owner: target.owner, repo: target.repo, check_run_id: checkId, output: output(batch) });
  }
}
