import type { DescribedComparison } from "../model/comparison.js";
import type { RunFile } from "../model/result.js";
import type { StabilityFile } from "../model/stability.js";
import type { Trend } from "../history/trend.js";
import type { ExplanationsFile } from "../model/explanations.js";
import type { SkillLift } from "../model/lift.js";
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
