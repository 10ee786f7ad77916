// Everything a report renders: the run, its stability and, with a baseline, the
// comparison; plus the links the GitHub Action knows (artifact, workflow run,
// published HTML report), which the CLI leaves out.

import type { Comparison } from "../model/comparison.ts";
import type { RunFile } from "../model/result.ts";
import type { StabilityFile } from "../model/stability.ts";

export interface ReportLinks {
  /** The workflow run (or CI job) that produced the results. */
  runUrl?: string;
  /** The uploaded out-dir (results, sessions, logs). */
  artifactUrl?: string;
  /** The published HTML report. */
  htmlReportUrl?: string;
  /** The head commit's page. */
  commitUrl?: string;
  /** The run (or commit) the baseline came from. */
  baselineUrl?: string;
}

export interface ReportModel {
  run: RunFile;
  /** Computed from `run` when absent. */
  stability?: StabilityFile;
  comparison?: Comparison;
  /** Only http(s) URLs are rendered; anything else is ignored. */
  links?: ReportLinks;
}
