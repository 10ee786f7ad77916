// Everything a report renders: the run, its stability and, with a baseline, the
// comparison; plus the links the GitHub Action knows (artifact, workflow run,
// published HTML report), which the CLI leaves out.

import type { DescribedComparison } from "../model/comparison.ts";
import type { RunFile } from "../model/result.ts";
import type { StabilityFile } from "../model/stability.ts";
import type { Trend } from "../history/trend.ts";
import type { ExplanationsFile } from "../model/explanations.ts";
import type { SkillLift } from "../model/lift.ts";

export interface ReportLinks {
  /** The workflow run (or CI job) that produced the results. */
  runUrl?: string;
  /** The uploaded out-dir (results, sessions, logs). */
  artifactUrl?: string;
  /** The published HTML report. */
  htmlReportUrl?: string;
  /** Set when the HTML report could only be uploaded zipped: why (the unzipped upload's error). */
  htmlReportZipped?: string;
  /** The head commit's page. */
  commitUrl?: string;
  /** The run (or commit) the baseline came from. */
  baselineUrl?: string;
}

export interface ReportModel {
  run: RunFile;
  /** Computed from `run` when absent. */
  stability?: StabilityFile;
  /** In the words of where it was made (report/describe-comparison.ts). */
  comparison?: DescribedComparison;
  /** Only http(s) URLs are rendered; anything else is ignored. */
  links?: ReportLinks;
  /** The default branch's history (trend views, flaky on main), when one was carried forward. */
  trend?: Trend;
  /** The agents' own answers to `agent-bench explain` (the action's `explain: true`). */
  explanations?: ExplanationsFile;
  /** The action's `lift`: each measured skill's lift on this run (its "Skill lift" section). */
  lifts?: SkillLift[];
}
