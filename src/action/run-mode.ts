// mode: run — run each suite, keep and upload what finished (even when the
// job is cancelled), compare pull requests with the base branch, publish.

import * as core from "@actions/core";
import { logUntrusted } from "../execute/actions-log.ts";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import type { RunSettings } from "../config/settings.ts";
import { adaptiveRounds, execute } from "../execute/engine.ts";
import { prepareRun, type ResolvedRun } from "../execute/prepare.ts";
import { repoRelative, findRepoRoot } from "../execute/repo.ts";
import { uploadFolder } from "../github/artifacts.ts";
import { runUrl } from "../github/context.ts";
import { compareWithBaseline, lookUpBaseline } from "./baseline.ts";
import type { PublishContext, SuiteResults, SuiteRun } from "./context.ts";
import type { BaselineSearch } from "../github/baseline.ts";
import type { DescribedComparison } from "../model/comparison.ts";
import { resultsArtifactName, suiteCheckName } from "./naming.ts";
import { publish } from "./publish.ts";
import { writeArtifactReports } from "./reports.ts";
import { redactedProgress } from "./redacted-progress.ts";
import { failCheck, openSuiteCheck, type SuiteCheck } from "./check-guard.ts";
import { explainRegressions } from "./explain.ts";
import { carryHistory } from "./history.ts";
import { lookUpPoolTargets } from "./pool-targets.ts";
import { uploadReport } from "./report-upload.ts";
import { expandSuites } from "./suites.ts";
import type { SuiteOutcome } from "./outputs.ts";
import { prMetadata, PR_METADATA_FILE } from "./pr-metadata.ts";
import { htmlText } from "../report/sanitize.ts";
import { changedSkills, measureLifts, prepareLiftArms, type LiftArm } from "./lift.ts";

export async function runMode(job: PublishContext, workspace: string, signal: AbortSignal): Promise<SuiteOutcome[]> {
  const cwd = path.resolve(workspace, job.inputs.workingDirectory ?? ".");
  const suites = await expandSuites(job.inputs.suite!, cwd);
  const p: PublishContext = { ...job, multiSuite: suites.length > 1 };
  const changed = await changedSkills(p, findRepoRoot(cwd));
  const outcomes: SuiteOutcome[] = [];
  for (const suite of suites) {
    if (signal.aborted) break;
    outcomes.push(await runOne(p, suite, cwd, workspace, signal, changed));
  }
  return outcomes;
}

async function runOne(
  p: PublishContext,
  suiteFile: string,
  cwd: string,
  workspace: string,
  signal: AbortSignal,
  changed: readonly string[] | undefined,
): Promise<SuiteOutcome> {
  const { inputs, ctx } = p;
  const suiteKey = repoRelative(suiteFile, findRepoRoot(path.dirname(suiteFile)));
  const shard = inputs.shard;
  const outDir = suiteOutDir(suiteKey, workspace, shard);
  core.startGroup(`agent-bench: ${suiteKey}${shard ? ` (shard ${shard.index}/${shard.total})` : ""}`);
  // Shard jobs do not comment or check: the merge job does, once. Opening the check run is a
  // round trip to GitHub: it goes on while the suite loads and the first agents start.
  const checkOpened = shard ? Promise.resolve(undefined) : openSuiteCheck(p, suiteCheckName(p, suiteKey), ctx.sha, runUrl(ctx));
  const ran = await runSuite(p, { suiteFile, suiteKey, cwd, outDir }, signal, changed, checkOpened);
  const { run, stability } = ran.outcome;
  core.endGroup();
  if (p.pr) await writeFile(path.join(outDir, PR_METADATA_FILE), JSON.stringify(prMetadata(ctx, p.pr), null, 2));
  const lifts = ran.liftArms.length ? await measureLifts(p, ran.liftArms, run.results, signal) : [];
  const suite: SuiteRun = { suiteKey, outDir, run, stability, runId: ctx.runId, ...(lifts.length ? { lifts } : {}) };
  const finished = !shard && !signal.aborted;

  // Compare before writing the reports, so the reports in the artifact carry the comparison too;
  // a cancelled job skips the lookup: it only has seconds left to upload what finished.
  const { comparison, search } = finished ? await compareWithBaseline(p, suite, ran.found) : {};
  const trend = finished ? await carryHistory(p, suite) : undefined;
  const explanations =
    inputs.explain && comparison && !signal.aborted ? await explainRegressions(p, suite, comparison, ran.prepared.config, signal) : undefined;
  const results = await keepResults(p, suite, { comparison, trend, explanations, baseDir: search?.baseline?.dir }, signal);
  if (shard) {
    await writeShardSummary(results, shard);
    return { results, published: undefined };
  }
  const published = await publish(p, results, comparison, search, ran.check);
  return { results, published, checkRunId: ran.check?.id };
}

/** The suite's results folder in the runner's temp folder, one per suite and shard. */
function suiteOutDir(suiteKey: string, workspace: string, shard: PublishContext["inputs"]["shard"]): string {
  return path.join(
    process.env.RUNNER_TEMP ?? path.join(workspace, ".agent-bench"),
    "agent-bench",
    `${suiteKey.replace(/[^A-Za-z0-9._-]+/g, "-")}${shard ? `-shard-${shard.index}-of-${shard.total}` : ""}`,
  );
}

interface SuiteRan {
  outcome: Awaited<ReturnType<typeof execute>>;
  prepared: ResolvedRun;
  liftArms: LiftArm[];
  /** The base branch's baseline when it was needed before the run (runs: auto). */
  found: BaselineSearch | undefined;
  check: SuiteCheck | undefined;
}

/** Loads and runs the suite (adaptively under runs: auto); a suite that does not load fails its check run. */
async function runSuite(
  p: PublishContext,
  where: { suiteFile: string; suiteKey: string; cwd: string; outDir: string },
  signal: AbortSignal,
  changed: readonly string[] | undefined,
  checkOpened: Promise<SuiteCheck | undefined>,
): Promise<SuiteRan> {
  const { inputs } = p;
  const { suiteKey, outDir } = where;
  const settings = suiteSettings(p, where.suiteFile, where.cwd, outDir);
  let outcome: SuiteRan["outcome"];
  let prepared: ResolvedRun;
  let liftArms: LiftArm[];
  let check: SuiteCheck | undefined;
  // runs: auto needs the baseline before the run (every shard too: each adapts its own cells); a push on the default
  // branch, what main's history already holds for the pooled base.
  const found = inputs.adaptive && p.pr && p.octokit ? await lookUpBaseline(p, suiteKey, outDir) : undefined;
  const targets = found ? undefined : await lookUpPoolTargets(p, suiteKey, outDir);
  try {
    prepared = await prepareRun(settings);
    for (const w of prepared.warnings) p.warnings.add(w);
    liftArms = await prepareLiftArms(p, prepared, changed, suiteKey);
    await mkdir(outDir, { recursive: true });
    const progress = redactedProgress(p.redactor, inputs.adaptive);
    const rounds = inputs.adaptive
      ? adaptiveRounds(prepared, inputs.adaptive, found?.baseline?.stability ?? null, (line) => logUntrusted(line.trimEnd()), undefined, targets)
      : undefined;
    outcome = await execute(prepared, { listeners: [progress], signal, ...(rounds ? { rounds } : {}) });
  } catch (error) {
    // A suite that does not load (or an engine fault) must not leave its check run in progress.
    await failCheck(p, await checkOpened, error);
    throw error;
  } finally {
    check = await checkOpened;
  }
  return { outcome, prepared, liftArms, found, check };
}

/** Writes the reports into the results folder (secrets redacted), uploads it and the HTML report: what finished is kept. */
async function keepResults(
  p: PublishContext,
  suite: SuiteRun,
  made: Pick<SuiteResults, "trend" | "explanations"> & { comparison?: DescribedComparison; baseDir?: string },
  signal: AbortSignal,
): Promise<SuiteResults> {
  const { inputs } = p;
  const { outDir, run, stability, lifts } = suite;
  const { comparison, trend, explanations } = made;
  const redaction = await writeArtifactReports(
    outDir,
    {
      run,
      stability,
      ...(comparison ? { comparison } : {}),
      ...(trend ? { trend } : {}),
      ...(explanations ? { explanations } : {}),
      ...(lifts?.length ? { lifts } : {}),
    },
    p.redactor,
    made.baseDir,
  );
  if (redaction.unscannable.length)
    p.warnings.add(
      `${redaction.unscannable.length} binary or oversized file(s) were left out of the artifact: they cannot be checked for secrets (first: ${redaction.unscannable[0]})`,
    );
  const artifactName = resultsArtifactName(p, suite.suiteKey, inputs.shard);
  let artifactId: number | undefined;
  try {
    artifactId = (await uploadFolder(artifactName, outDir, { exclude: redaction.unscannable, retentionDays: inputs.retentionDays })).id;
    core.info(`uploaded artifact ${artifactName} (${artifactId})`);
  } catch (error) {
    p.warnings.add(`could not upload the artifact ${artifactName}: ${(error as Error).message}; the results are in ${outDir}`);
  }
  const uploaded: SuiteRun = { ...suite, ...(artifactId !== undefined ? { artifactId } : {}) };
  const report = inputs.shard || signal.aborted ? undefined : await uploadReport(p, uploaded);
  return {
    ...uploaded,
    redactions: redaction.redactions,
    ...(report ? { report } : {}),
    ...(trend ? { trend } : {}),
    ...(explanations ? { explanations } : {}),
  };
}

async function writeShardSummary(results: SuiteResults, shard: { index: number; total: number }): Promise<void> {
  const s = results.run.summary;
  await core.summary
    // addHeading writes raw HTML: the suite path is escaped text.
    .addHeading(`agent-bench: ${htmlText(results.suiteKey)}, shard ${shard.index} of ${shard.total}`, 3)
    .addRaw(
      `${s.passed} of ${s.executions - s.skipped} executions passed${s.errored ? ` (${s.errored} errored)` : ""}. The merge job compares and reports the whole suite.\n`,
    )
    .write();
}

/** The run the action asks for one suite, from its inputs. */
function suiteSettings(p: PublishContext, suiteFile: string, cwd: string, outDir: string): RunSettings {
  const { inputs, ctx } = p;
  const shard = inputs.shard;
  return {
    suites: [suiteFile],
    ...(inputs.config ? { config: path.resolve(cwd, inputs.config) } : {}),
    ...(inputs.runners.length ? { runners: inputs.runners } : {}),
    runs: inputs.runs,
    ...(inputs.parallel ? { parallel: inputs.parallel } : {}),
    ...(inputs.tags.length ? { tags: inputs.tags } : {}),
    ...(inputs.cases.length ? { cases: inputs.cases } : {}),
    ...(inputs.timeoutMs ? { timeoutMs: inputs.timeoutMs } : {}),
    ...(inputs.maxSteps ? { maxSteps: inputs.maxSteps } : {}),
    ...(shard ? { shard } : {}),
    outDir,
    outputs: [],
    cwd,
    // The out-dir is uploaded: a failed execution's copy of the repository would be most of the artifact (its logs and session are kept).
    keepWorkspaces: false,
    // The commit under test: for a PR, its head, never the merge commit the checkout holds.
    commit: { sha: ctx.sha, ...(ctx.ref ? { ref: ctx.ref } : {}) },
  };
}
