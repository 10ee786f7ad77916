// What the action's modes pass along: the job's context (read-only: a mode
// that needs another pull request or more suites makes its own copy) and one
// suite's results, built once when everything about them is known.

import type { RunFile } from "../model/result.ts";
import type { StabilityFile } from "../model/stability.ts";
import type { ExplanationsFile } from "../model/explanations.ts";
import type { SkillLift } from "../model/lift.ts";
import type { Trend } from "../history/trend.ts";
import type { ActionContext } from "../github/context.ts";
import type { Octokit } from "../github/octokit.ts";
import type { Redactor } from "../github/redact.ts";
import type { ActionInputs } from "./inputs.ts";
import type { Warnings } from "./warnings.ts";

export interface PublishContext {
  readonly inputs: ActionInputs;
  readonly ctx: ActionContext;
  readonly octokit?: Octokit;
  readonly redactor: Redactor;
  /** Collected over the whole job (every suite's), shown in the job summary. */
  readonly warnings: Warnings;
  /** Several suites in one job: names get the suite appended (naming.ts). */
  readonly multiSuite: boolean;
  /** The pull request to comment on (verified in report mode). */
  readonly pr?: { number: number; baseRef: string; baseSha: string };
}

/** A suite's run as it finished: what comparing, history, explaining and uploading start from. */
export interface SuiteRun {
  /** Repository-relative suite path: the comment marker and the check name use it. */
  suiteKey: string;
  outDir: string;
  run: RunFile;
  stability: StabilityFile;
  /** The workflow run that produced the results (the triggering run in report mode). */
  runId: number;
  /** The results' artifact (report mode: the one downloaded). */
  artifactId?: number;
  /** lift: each measured skill's lift, the head's run against the suite run without the skill (lift.ts). */
  lifts?: SkillLift[];
}

/** The HTML report's own artifact (report-upload.ts). */
export interface UploadedReport {
  url: string;
  /** Set when it went up zipped: why the unzipped upload failed. */
  zipped?: string;
}

/** A suite's run with everything made from it, ready to publish. */
export interface SuiteResults extends SuiteRun {
  /** Secret values replaced by *** in the results folder before upload. */
  redactions?: number;
  report?: UploadedReport;
  /** The default branch's history as trends (history.ts). */
  trend?: Trend;
  /** explain: true — the agents' answers for regressed cells (explain.ts). */
  explanations?: ExplanationsFile;
}
