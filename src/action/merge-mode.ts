// mode: merge — a job that `needs:` the shard jobs: download every shard
// artifact of this workflow run, check the set is whole, merge into one
// result (uploaded under the plain artifact name, which later PRs use as their
// baseline), then compare and report once.

import { logUntrusted } from "../execute/actions-log.ts";
import { mkdir } from "node:fs/promises";
import path from "node:path";
import { configError } from "../errors.ts";
import { downloadArtifact, listRunArtifacts, uploadFolder } from "../github/artifacts.ts";
import { runUrl } from "../github/context.ts";
import { readRunFile } from "../model/run-file.ts";
import { mergeRuns } from "../merge/merge.ts";
import { writeMergedRun } from "../merge/write.ts";
import type { SuiteOutcome } from "./outputs.ts";
import { compareWithBaseline, openSuiteCheck, publish, suiteCheckName, type PublishContext, type SuiteCheck, type SuiteResults } from "./publish.ts";
import { closingCheckOnError } from "./check-guard.ts";
import { writeArtifactReports } from "./reports.ts";
import { carryHistory } from "./history.ts";
import { uploadReport } from "./report-upload.ts";

const SHARD_NAME = /^(.*)-shard-(\d+)-of-(\d+)$/;

export async function mergeMode(p: PublishContext): Promise<SuiteOutcome[]> {
  const { inputs, ctx } = p;
  const all = await listRunArtifacts();
  const groups = new Map<string, Array<{ id: number; name: string }>>();
  for (const a of all) {
    const m = SHARD_NAME.exec(a.name);
    if (!m || !(m[1] === inputs.artifactName || m[1].startsWith(`${inputs.artifactName}-`))) continue;
    groups.set(m[1], [...(groups.get(m[1]) ?? []), a]);
  }
  if (groups.size === 0) {
    throw configError(`no "${inputs.artifactName}-shard-I-of-N" artifacts in this workflow run`, {
      where: "with.mode",
      hint: "the merge job must `needs:` the shard jobs, which run with `shard: I/N` and the same artifact-name",
    });
  }
  p.multiSuite = groups.size > 1;
  const outcomes: SuiteOutcome[] = [];
  const temp = process.env.RUNNER_TEMP ?? ".";
  for (const [name, artifacts] of groups) {
    const shardDirs: string[] = [];
    for (const a of artifacts) {
      const dir = path.join(temp, "agent-bench-shards", a.name);
      await mkdir(dir, { recursive: true });
      await downloadArtifact(a.id, dir);
      shardDirs.push(dir);
    }
    const shards = await Promise.all(shardDirs.map(async (dir, i) => ({ source: `artifact ${artifacts[i].name}`, run: await readRunFile(dir) })));
    const run = mergeRuns(shards);
    const outDir = path.join(temp, "agent-bench", `${name}-merged`);
    const stability = await writeMergedRun(outDir, run, shardDirs);
    logUntrusted(`merged ${shards.length} shards of ${run.suite.path}: ${run.summary.executions} executions`);
    const results: SuiteResults = { suiteKey: run.suite.path, outDir, run, stability, runId: ctx.runId };
    const check = await openSuiteCheck(p, suiteCheckName(p, results.suiteKey), ctx.sha, runUrl(ctx));
    outcomes.push(await closingCheckOnError(p, check, () => reportMerged(p, name, outDir, results, check)));
  }
  return outcomes;
}

/** Compare, write the reports, upload, publish: everything after the merged suite's check was opened. */
async function reportMerged(p: PublishContext, name: string, outDir: string, results: SuiteResults, check: SuiteCheck | undefined): Promise<SuiteOutcome> {
  const { inputs } = p;
  const { run, stability } = results;
  const { comparison, search } = await compareWithBaseline(p, results);
  results.trend = await carryHistory(p, results);
  const redaction = await writeArtifactReports(
    outDir,
    { run, stability, ...(comparison ? { comparison } : {}), ...(results.trend ? { trend: results.trend } : {}) },
    p.redactor,
    search?.baseline?.dir,
  );
  results.redactions = redaction.redactions;
  try {
    results.artifactId = (await uploadFolder(name, outDir, { exclude: redaction.unscannable, retentionDays: inputs.retentionDays })).id;
  } catch (error) {
    p.warnings.add(`could not upload the merged artifact ${name}: ${(error as Error).message}`);
  }
  results.report = await uploadReport(p, results);
  return { results, published: await publish(p, results, comparison, search, check), checkRunId: check?.id };
}
