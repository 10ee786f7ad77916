// Where a suite's results came from, for the comment's footer and the
// report's links (the commit, the workflow run, the artifacts and the
// baseline), and the redacted model the published reports render.

import { ageOf } from "../github/baseline-select.ts";
import type { BaselineSearch } from "../github/baseline.ts";
import { runUrl } from "../github/context.ts";
import type { DescribedComparison } from "../model/comparison.ts";
import type { ReportLinks, ReportModel } from "../report/model.ts";
import { shortSha } from "../report/sanitize.ts";
import type { PublishContext, SuiteResults } from "./context.ts";

export function linksFor(p: PublishContext, results: SuiteResults, search?: BaselineSearch): ReportLinks {
  const repoUrl = `${p.ctx.serverUrl}/${p.ctx.owner}/${p.ctx.repo}`;
  return {
    runUrl: runUrl(p.ctx, results.runId),
    ...(results.artifactId ? { artifactUrl: `${runUrl(p.ctx, results.runId)}/artifacts/${results.artifactId}` } : {}),
    ...(results.report ? { htmlReportUrl: results.report.url, ...(results.report.zipped ? { htmlReportZipped: results.report.zipped } : {}) } : {}),
    ...(results.run.environment.commit ? { commitUrl: `${repoUrl}/commit/${results.run.environment.commit.sha}` } : {}),
    ...(search?.baseline ? { baselineUrl: runUrl(p.ctx, search.baseline.runId) } : {}),
  };
}

/** "Results for commit abc1234, compared with base commit def5678 (run 42, 3 hours old)." */
export function provenance(p: PublishContext, results: SuiteResults, search?: BaselineSearch): string {
  // Commit ids come from artifacts too: only a hex object id is shown, never other text.
  const sha = shortSha(results.run.environment.commit?.sha);
  const head = sha ? `Results for commit \`${sha}\`` : "Results";
  if (!p.pr) return `${head}.`;
  const b = search?.baseline;
  if (!b) return `${head}; no baseline to compare with.`;
  const prBase = shortSha(p.pr.baseSha);
  const exact = b.exact || !prBase ? "" : ` (the PR's base is \`${prBase}\`; this is the newest baseline found)`;
  const base = shortSha(b.sha);
  return `${head}, compared with ${base ? `base commit \`${base}\`` : "the base branch"} ([run ${b.runId}](${runUrl(p.ctx, b.runId)}), ${ageOf(b.createdAt, new Date())} old)${exact}.`;
}

/** The report model the comment, the check and the summary render: secrets redacted before any escaping. */
export function publishedModel(p: PublishContext, results: SuiteResults, comparison: DescribedComparison | undefined, search?: BaselineSearch): ReportModel {
  const safe = p.redactor.redactValue({
    run: results.run,
    stability: results.stability,
    comparison,
    trend: results.trend,
    explanations: results.explanations,
    lifts: results.lifts,
  }).value;
  return {
    run: safe.run,
    stability: safe.stability,
    ...(safe.comparison ? { comparison: safe.comparison } : {}),
    links: linksFor(p, results, search),
    ...(safe.trend ? { trend: safe.trend } : {}),
    ...(safe.explanations ? { explanations: safe.explanations } : {}),
    ...(safe.lifts?.length ? { lifts: safe.lifts } : {}),
  };
}
