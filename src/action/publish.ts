// Publishes one suite's results where people look: the artifact (redacted),
// the sticky PR comment, the check run, the job summary and the outputs.
// Every write to GitHub degrades gracefully: a read-only token (fork PRs) or
// a failing endpoint is a warning, never a lost result.

import * as core from "@actions/core";
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { compare } from "../compare/compare.ts";
import type { DescribedComparison, Verdict } from "../model/comparison.ts";
import type { RunFile } from "../model/result.ts";
import type { StabilityFile } from "../model/stability.ts";
import { describeComparison } from "../report/describe-comparison.ts";
import type { ReportLinks, ReportModel } from "../report/model.ts";
import { renderMarkdown } from "../report/markdown/render.ts";
import { VERDICT_LABELS } from "../report/labels.ts";
import { formatPercent } from "../report/format.ts";
import { mdText, shortSha } from "../report/sanitize.ts";
import { unknownEventNotes } from "../report/unknown-events.ts";
import { poolPhrase, poolShortfall } from "../report/pool-phrase.ts";
import { buildAnnotations } from "../github/annotations.ts";
import { findBaseline, type BaselineSearch } from "../github/baseline.ts";
import { completeCheck, startCheck, CHECK_SUMMARY_LIMIT } from "../github/check-run.ts";
import { commentOverhead, COMMENT_LIMIT, legacyMarkerFor, markerFor, upsertComment } from "../github/comment.ts";
import { runUrl, type ActionContext } from "../github/context.ts";
import type { Octokit } from "../github/octokit.ts";
import { Redactor } from "../github/redact.ts";
import { writeJobSummary } from "../github/summary.ts";
import { ageOf } from "../github/baseline-select.ts";
import { sha256 } from "../execute/paths.ts";
import { gate, type GateResult } from "./gate.ts";
import type { ActionInputs } from "./inputs.ts";
import type { Warnings } from "./warnings.ts";
import type { Trend } from "../history/trend.ts";
import type { ExplanationsFile } from "../model/explanations.ts";

/** The HTML report's own artifact (report-upload.ts). */
export interface UploadedReport {
  url: string;
  /** Set when it went up zipped: why the unzipped upload failed. */
  zipped?: string;
}

export interface SuiteResults {
  /** Repository-relative suite path: the comment marker and the check name use it. */
  suiteKey: string;
  outDir: string;
  run: RunFile;
  stability: StabilityFile;
  artifactId?: number;
  /** Secret values replaced by *** in the results folder before upload. */
  redactions?: number;
  /** The workflow run that produced the results (the triggering run in report mode). */
  runId: number;
  /** The HTML report's own artifact (report-upload.ts). */
  report?: UploadedReport;
  /** The default branch's history as trends (history.ts). */
  trend?: Trend;
  /** explain: true — the agents' answers for regressed cells (explain.ts). */
  explanations?: ExplanationsFile;
}

export interface Published {
  comparison?: DescribedComparison;
  gate: GateResult;
  commentId?: number;
  baseline?: BaselineSearch;
}

export interface PublishContext {
  inputs: ActionInputs;
  ctx: ActionContext;
  octokit?: Octokit;
  redactor: Redactor;
  warnings: Warnings;
  /** Several suites in one job: names get the suite appended. */
  multiSuite: boolean;
  /** The pull request to comment on (verified in report mode). */
  pr?: { number: number; baseRef: string; baseSha: string };
}

/** `found`: the search an adaptive run already made before it started (runs: auto needs the baseline first). */
export async function compareWithBaseline(
  p: PublishContext,
  results: SuiteResults,
  found?: BaselineSearch,
): Promise<{ comparison?: DescribedComparison; search?: BaselineSearch }> {
  if (!p.pr || !p.octokit) return {};
  const search = found ?? (await lookUpBaseline(p, results.suiteKey, results.outDir));
  const setting = { base: "branch", pullRequest: true, ...(!search.baseline && search.reason ? { noBaseline: search.reason } : {}) } as const;
  const comparison = describeComparison(compare(search.baseline?.stability ?? null, results.stability), setting);
  await writeFile(path.join(results.outDir, "comparison.json"), `${JSON.stringify(comparison, null, 2)}\n`);
  return { comparison, search };
}

/** The base branch's latest baseline for a suite (PRs only); a failed lookup is a warning and no baseline. */
export async function lookUpBaseline(p: PublishContext, suiteKey: string, outDir: string): Promise<BaselineSearch> {
  const branch = p.inputs.baseBranch ?? p.pr!.baseRef;
  try {
    const search = await findBaseline(p.octokit!, p.ctx, {
      branch,
      preferSha: p.pr!.baseSha,
      artifactName: p.inputs.artifactName + suiteSuffix(p, suiteKey),
      token: p.inputs.githubToken,
      dir: path.join(process.env.RUNNER_TEMP ?? outDir, "agent-bench-baseline", sha256(suiteKey).slice(0, 8)),
      pool: p.inputs.pool,
    });
    if (search.baseline?.poolWarning) p.warnings.add(search.baseline.poolWarning);
    const pool = search.baseline?.stability.pool;
    if (pool) core.info([poolPhrase(pool), poolShortfall(pool)].filter(Boolean).join("; "));
    return search;
  } catch (error) {
    p.warnings.add(`could not look up the baseline on ${branch}: ${(error as Error).message}`);
    return { reason: `the baseline could not be read (${(error as Error).message})` };
  }
}

export function suiteSuffix(p: Pick<PublishContext, "multiSuite">, suiteKey: string): string {
  return p.multiSuite ? `-${suiteKey.replace(/[^A-Za-z0-9._-]+/g, "-").replace(/^-+|-+$/g, "")}` : "";
}

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

/** One suite's check run: each suite opens and completes its own (never the one before it). */
export interface SuiteCheck {
  id: number;
  name: string;
  headSha: string;
}

/** The suite's check name: the input, with the suite appended when one job runs several. */
export function suiteCheckName(p: PublishContext, suiteKey: string): string {
  return p.multiSuite ? `${p.inputs.checkName} (${suiteKey})` : p.inputs.checkName;
}

/** Opens the suite's check run on `headSha`; a refused or failed request is a warning and no check. */
export async function openSuiteCheck(p: PublishContext, name: string, headSha: string, detailsUrl: string): Promise<SuiteCheck | undefined> {
  if (!p.octokit) return undefined;
  try {
    const check = await startCheck(p.octokit, { owner: p.ctx.owner, repo: p.ctx.repo, headSha, name }, detailsUrl);
    return { id: check.id, name, headSha };
  } catch (error) {
    p.warnings.githubWrite("the check run", error);
    return undefined;
  }
}

export async function publish(
  p: PublishContext,
  results: SuiteResults,
  comparison: DescribedComparison | undefined,
  search: BaselineSearch | undefined,
  check?: SuiteCheck,
): Promise<Published> {
  // Redacted before rendering: escaping for Markdown must never run on a secret.
  const safe = p.redactor.redactValue({
    run: results.run,
    stability: results.stability,
    comparison,
    trend: results.trend,
    explanations: results.explanations,
  }).value;
  const model: ReportModel = {
    run: safe.run,
    stability: safe.stability,
    ...(safe.comparison ? { comparison: safe.comparison } : {}),
    links: linksFor(p, results, search),
    ...(safe.trend ? { trend: safe.trend } : {}),
    ...(safe.explanations ? { explanations: safe.explanations } : {}),
  };
  const notPassed = results.run.results.filter((r) => r.status !== "skipped" && !r.passed).length;
  const verdict = comparison?.verdict ?? "no-baseline";
  const g = gate({
    failOn: p.inputs.failOn,
    minPassRate: p.inputs.minPassRate,
    verdict,
    passRate: results.run.summary.passRate,
    notPassed,
    executions: results.run.summary.executions - results.run.summary.skipped,
  });
  for (const note of unknownEventNotes(results.run.results)) p.warnings.add(note);
  const title = p.multiSuite ? `agent-bench: ${results.suiteKey}` : "agent-bench";
  const footer = provenance(p, results, search);
  const redact = (text: string) => p.redactor.redact(text).text;
  let commentId: number | undefined;

  if (p.pr && p.octokit && p.inputs.comment !== "off") {
    // Jobs of a matrix over runners share the suite: their artifact names keep their comments apart.
    const markerKey = p.inputs.artifactName === "agent-bench-results" ? results.suiteKey : `${results.suiteKey}@${p.inputs.artifactName}`;
    const marker = markerFor(markerKey);
    const digest = comparisonDigest(verdict, comparison, results.run);
    const budget = COMMENT_LIMIT - commentOverhead(marker, digest) - footer.length - 200;
    // As much as fits: the budget drops detail sections (grid, failure details) before anything else.
    const body = redact(`${renderMarkdown(model, { title, maxChars: budget, maxRows: 1000, maxFailureCells: 100 })}\n${footer}\n`);
    try {
      const outcome = await upsertComment(p.octokit, { owner: p.ctx.owner, repo: p.ctx.repo, issueNumber: p.pr.number }, body, {
        marker,
        legacyMarker: legacyMarkerFor(markerKey),
        mode: p.inputs.comment,
        digest,
      });
      commentId = outcome.id;
      core.info(`PR comment ${outcome.action}${outcome.id ? ` (${outcome.id})` : ""}`);
    } catch (error) {
      p.warnings.githubWrite("the PR comment", error);
    }
  }

  if (check && p.octokit) {
    const summary = redact(`${renderMarkdown(model, { title, maxChars: CHECK_SUMMARY_LIMIT - footer.length - 200 })}\n${footer}\n`);
    const annotations = buildAnnotations(safe.run, safe.comparison).map((a) => ({ ...a, title: redact(a.title), message: redact(a.message) }));
    try {
      await completeCheck(p.octokit, { owner: p.ctx.owner, repo: p.ctx.repo, headSha: check.headSha, name: check.name }, check.id, {
        conclusion: g.conclusion,
        title: checkTitle(verdict, results.run, g, comparison),
        summary,
        annotations,
      });
    } catch (error) {
      p.warnings.githubWrite("the check run", error);
    }
  }

  const redactionNote = results.redactions ? `\n<sub>${results.redactions} secret value(s) were redacted from the results before upload.</sub>\n` : "";
  const warningNote = p.warnings.list().length
    ? `\n> [!WARNING]\n${p.warnings
        .list()
        .map((w) => `> ${mdText(w)}`)
        .join("\n>\n")}\n`
    : "";
  await writeJobSummary(redact(`${renderMarkdown(model, { title, maxChars: 900_000 })}\n${footer}\n${redactionNote}${warningNote}`));
  return { comparison, gate: g, commentId, baseline: search };
}

/**
 * "Regression · 95.0% passed · Case login on claude broke: 5/5 → 0/5 (p = 0.004 among …)": the verdict, then what
 * else failed the gate, then the comparison's reason, which names the test that decided it (the same words the
 * comment and the summary lead with); at most 255 characters (GitHub's limit).
 */
function checkTitle(verdict: Verdict, run: RunFile, g: GateResult, comparison: DescribedComparison | undefined): string {
  const rate = `${formatPercent(run.summary.passRate)} passed`;
  const decided = comparison?.decidedBy?.length ? comparison.reason : "";
  const gateReasons = g.conclusion === "failure" ? g.reasons.filter((r) => !(decided && r.startsWith("the comparison with the base branch"))) : [];
  const title = [VERDICT_LABELS[verdict].label, rate, ...gateReasons.slice(0, 1), decided].filter(Boolean).join(" · ");
  return title.length <= 255 ? title : `${title.slice(0, 254)}…`;
}

/** What the comment says in substance: with comment: on-change, an unchanged digest skips the update. */
function comparisonDigest(verdict: Verdict, comparison: DescribedComparison | undefined, run: RunFile): string {
  const cells = (comparison?.cells ?? []).filter((c) => c.tier !== "no-significant-change").map((c) => `${c.caseId}/${c.runnerId}/${c.tier}`);
  return sha256(JSON.stringify({ verdict, cells, passed: run.summary.passed, executions: run.summary.executions })).slice(0, 16);
}
