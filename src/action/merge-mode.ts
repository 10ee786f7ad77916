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
import { compareWithBaseline } from "./baseline.ts";
import type { PublishContext, SuiteRun } from "./context.ts";
import { suiteCheckName } from "./naming.ts";
import { publish } from "./publish.ts";
import { closingCheckOnError, openSuiteCheck, type SuiteCheck } from "./check-guard.ts";
import { writeArtifactReports } from "./reports.ts";
import { carryHistory } from "./history.ts";
import { uploadReport } from "./report-upload.ts";

const SHARD_NAME = /^(.*)-shard-(\d+)-of-(\d+)$/;

export async function mergeMode(job: PublishContext): Promise<SuiteOutcome[]> {
  const { inputs, ctx } = job;
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
  const p: PublishContext = { ...job, multiSuite: groups.size > 1 };
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
    const suite: SuiteRun = { suiteKey: run.suite.path, outDir, run, stability, runId: ctx.runId };
    const check = await openSuiteCheck(p, suiteCheckName(p, suite.suiteKey), ctx.sha, runUrl(ctx));
    outcomes.push(await closingCheckOnError(p, check, () => reportMerged(p, name, suite, check)));
  }
  return outcomes;
}

/** Compare, write the reports, upload, publish: everything after the merged suite's check was opened. */
async function reportMerged(p: PublishContext, name: string, suite: SuiteRun, check: SuiteCheck | undefined): Promise<SuiteOutcome> {
  const { run, stability, outDir } = suite;
  const { comparison, search } = await compareWithBaseline(p, suite);
  const trend = await carryHistory(p, suite);
  const redaction = await writeArtifactReports(
    outDir,
    { run, stability, ...(comparison ? { comparison } : {}), ...(trend ? { trend } : {}) },
    p.redactor,
    search?.baseline?.dir,
  );
  let artifactId: number | undefined;
  try {
    artifactId = (await uploadFolder(name, outDir, { exclude: redaction.unscannable, retentionDays: p.inputs.retentionDays })).id;
  } catch (error) {
    p.warnings.add(`could not upload the merged artifact ${name}: ${(error as Error).message}`);
  }
  const uploaded: SuiteRun = { ...suite, ...(artifactId !== undefined ? { artifactId } : {}) };
  const report = await uploadReport(p, uploaded);
  const results = { ...uploaded, redactions: redaction.redactions, ...(report ? { report } : {}), ...(trend ? { trend } : {}) };
  return { results, published: await publish(p, results, comparison, search, check), checkRunId: check?.id };
}
