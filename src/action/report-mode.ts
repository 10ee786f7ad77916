// mode: report — in a workflow_run workflow (the fork-safe two-workflow
// pattern): download the triggering run's artifact, verify which pull request
// it belongs to, compare with the base branch, comment and check. The artifact
// came from untrusted code: it is validated, and only data is read from it.

import { logUntrusted } from "../execute/actions-log.ts";
import { existsSync } from "node:fs";
import { mkdir, rm, stat } from "node:fs/promises";
import path from "node:path";
import { configError } from "../errors.ts";
import { downloadArtifact } from "../github/artifacts.ts";
import { ARTIFACT_LIMITS } from "../github/unzip.ts";
import { closingCheckOnError, openSuiteCheck } from "./check-guard.ts";
import { runUrl } from "../github/context.ts";
import { RUN_FILE_FORMAT, readRunFile } from "../model/run-file.ts";
import { readSavedFile } from "../model/saved-file.ts";
import { loadStability } from "../stability/load.ts";
import { COMPARISON_FILE } from "../report/comparison-file.ts";
import type { SuiteOutcome } from "./outputs.ts";
import { PR_METADATA_FORMAT, prMetadataSchema, PR_METADATA_FILE } from "./pr-metadata.ts";
import { compareWithBaseline } from "./baseline.ts";
import type { PublishContext, SuiteRun } from "./context.ts";
import { suiteCheckName } from "./naming.ts";
import { publish } from "./publish.ts";
import { carryHistory } from "./history.ts";
import { isCompanionArtifact, uploadReport } from "./report-upload.ts";
import { writeArtifactReports } from "./reports.ts";

const MAX_RESULTS_BYTES = 200 * 1024 * 1024;
const ARTIFACT_HINT = "the artifact was not written by a compatible agent-bench (or was altered); re-run the benchmark workflow";

export async function reportMode(job: PublishContext): Promise<SuiteOutcome[]> {
  const { ctx, inputs } = job;
  const wr = ctx.workflowRun;
  if (!wr)
    throw configError(`mode "report" runs in a workflow_run workflow, not on "${ctx.eventName}"`, {
      where: "with.mode",
      hint: "on: workflow_run: { workflows: [<the benchmark workflow>], types: [completed] }",
    });
  if (!job.octokit) throw configError('mode "report" needs a token', { where: "with.github-token" });
  const { data } = await job.octokit.rest.actions.listWorkflowRunArtifacts({ owner: ctx.owner, repo: ctx.repo, run_id: wr.id, per_page: 100 });
  const artifacts = data.artifacts.filter(
    (a) =>
      !a.expired &&
      (a.name === inputs.artifactName || a.name.startsWith(`${inputs.artifactName}-`)) &&
      !/-shard-\d+-of-\d+$/.test(a.name) &&
      !isCompanionArtifact(a.name),
  );
  if (artifacts.length === 0) {
    job.warnings.add(`run ${wr.id} has no "${inputs.artifactName}" artifact (did the benchmark job fail before uploading?); nothing to report`);
    return [];
  }
  const outcomes: SuiteOutcome[] = [];
  // Baselines are the push runs of the benchmark workflow, not of this report workflow.
  const p: PublishContext = { ...job, multiSuite: artifacts.length > 1, ...(wr.workflowFile ? { ctx: { ...ctx, workflowFile: wr.workflowFile } } : {}) };
  for (const artifact of artifacts) {
    const dir = path.join(process.env.RUNNER_TEMP ?? ".", "agent-bench-report", String(artifact.id));
    checkListedSize(artifact);
    await mkdir(dir, { recursive: true });
    await downloadArtifact(artifact.id, dir, { token: inputs.githubToken, workflowRunId: wr.id, repositoryOwner: ctx.owner, repositoryName: ctx.repo });
    const suite = await readArtifact(dir, wr.id, artifact.id);
    const pr = await verifiedPullRequest(p, dir);
    if (!pr) {
      outcomes.push({ results: suite });
      continue;
    }
    const forPr: PublishContext = { ...p, pr };
    // The check opens only once the artifact was accepted, and is closed on every failure after that.
    const check = await openSuiteCheck(forPr, suiteCheckName(forPr, suite.suiteKey), wr.headSha, runUrl(ctx, wr.id));
    outcomes.push(
      await closingCheckOnError(forPr, check, async () => {
        // The artifact's comparison and reports came from untrusted code (a file, a folder, anything): they are made here again, from the validated results.
        for (const name of REPORT_FILES) await rm(path.join(dir, name), { recursive: true, force: true });
        const { comparison, search } = await compareWithBaseline(forPr, suite);
        const trend = await carryHistory(forPr, suite);
        const { run, stability } = suite;
        await writeArtifactReports(
          dir,
          { run, stability, ...(comparison ? { comparison } : {}), ...(trend ? { trend } : {}) },
          forPr.redactor,
          search?.baseline?.dir,
        );
        const report = await uploadReport(forPr, suite);
        const results = { ...suite, ...(report ? { report } : {}), ...(trend ? { trend } : {}) };
        return { results, published: await publish(forPr, results, comparison, search, check), checkRunId: check?.id };
      }),
    );
  }
  return outcomes;
}

/** Files report mode writes itself; whatever the artifact holds under these names is replaced. */
const REPORT_FILES = ["report.md", "report.html", COMPARISON_FILE];

/** The artifact's size as GitHub lists it, checked before anything is downloaded. */
function checkListedSize(artifact: { name: string; size_in_bytes: number }): void {
  if (artifact.size_in_bytes > ARTIFACT_LIMITS.zipBytes)
    throw configError(
      `the artifact ${artifact.name} is ${Math.round(artifact.size_in_bytes / 1024 / 1024)} MiB (limit: ${ARTIFACT_LIMITS.zipBytes / 1024 / 1024} MiB for the archive)`,
      { hint: ARTIFACT_HINT },
    );
}

async function readArtifact(dir: string, runId: number, artifactId: number): Promise<SuiteRun> {
  const file = path.join(dir, "results.json");
  if (!existsSync(file)) throw configError(`the artifact of run ${runId} has no results.json`, { hint: "it was not written by agent-bench" });
  if ((await stat(file)).size > MAX_RESULTS_BYTES)
    throw configError(`the artifact of run ${runId} holds a results.json over 200 MB`, { hint: "refusing to read it" });
  const run = await readRunFile(dir, { ...RUN_FILE_FORMAT, hint: ARTIFACT_HINT });
  return { suiteKey: run.suite.path, outDir: dir, run, stability: await loadStability(dir), runId, artifactId };
}

/** The PR the artifact claims, believed only when GitHub agrees that its head is the run's commit. */
async function verifiedPullRequest(p: PublishContext, dir: string): Promise<PublishContext["pr"]> {
  const wr = p.ctx.workflowRun!;
  const file = path.join(dir, PR_METADATA_FILE);
  let claimed: number | undefined = wr.pullRequests[0];
  if (existsSync(file)) {
    claimed ??= (await readSavedFile(file, prMetadataSchema, PR_METADATA_FORMAT)).number;
  }
  if (claimed === undefined) {
    logUntrusted(`run ${wr.id} (${wr.event} on ${wr.headBranch}) is not for a pull request: reporting to the job summary only`);
    return undefined;
  }
  const { data: pull } = await p.octokit!.rest.pulls.get({ owner: p.ctx.owner, repo: p.ctx.repo, pull_number: claimed });
  if (pull.head.sha !== wr.headSha) {
    p.warnings.add(
      `the artifact names pull request #${claimed}, but that PR's head is ${pull.head.sha.slice(0, 7)}, not the run's ${wr.headSha.slice(0, 7)}: not commenting`,
    );
    return undefined;
  }
  return { number: pull.number, baseRef: pull.base.ref, baseSha: pull.base.sha };
}
