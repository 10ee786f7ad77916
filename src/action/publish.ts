// Publishes one suite's results where people look: the sticky PR comment, the
// check run, the job summary. Every write to GitHub degrades gracefully: a
// read-only token (fork PRs) or a failing endpoint is a warning, never a lost
// result. The results arrive complete (compared, uploaded, named elsewhere).

import * as core from "@actions/core";
import type { DescribedComparison, Verdict } from "../model/comparison.ts";
import type { RunFile } from "../model/result.ts";
import { renderMarkdown } from "../report/markdown/render.ts";
import { VERDICT_LABELS } from "../report/labels.ts";
import { formatPercent } from "../format.ts";
import { mdText } from "../report/sanitize.ts";
import { unknownEventNotes } from "../report/unknown-events.ts";
import { buildAnnotations } from "../github/annotations.ts";
import type { BaselineSearch } from "../github/baseline.ts";
import { completeCheck, CHECK_SUMMARY_LIMIT } from "../github/check-run.ts";
import { commentOverhead, COMMENT_LIMIT, legacyMarkerFor, markerFor, upsertComment } from "../github/comment.ts";
import { writeJobSummary } from "../github/summary.ts";
import { sha256 } from "../execute/paths.ts";
import type { SuiteCheck } from "./check-guard.ts";
import type { PublishContext, SuiteResults } from "./context.ts";
import { suiteGate, type GateResult } from "./gate.ts";
import { commentMarkerKey, suiteTitle } from "./naming.ts";
import { provenance, publishedModel } from "./provenance.ts";

export interface Published {
  comparison?: DescribedComparison;
  gate: GateResult;
  commentId?: number;
  baseline?: BaselineSearch;
}

export async function publish(
  p: PublishContext,
  results: SuiteResults,
  comparison: DescribedComparison | undefined,
  search: BaselineSearch | undefined,
  check?: SuiteCheck,
): Promise<Published> {
  // Redacted before rendering: escaping for Markdown must never run on a secret.
  const model = publishedModel(p, results, comparison, search);
  const verdict = comparison?.verdict ?? "no-baseline";
  const g = suiteGate(p.inputs, results.run, verdict, results.lifts);
  for (const note of unknownEventNotes(results.run.results)) p.warnings.add(note);
  const title = suiteTitle(p, results.suiteKey);
  const footer = provenance(p, results, search);
  const redact = (text: string) => p.redactor.redact(text).text;
  const render = (maxChars: number, more: { maxRows?: number; maxFailureCells?: number } = {}) =>
    redact(`${renderMarkdown(model, { title, maxChars, ...more })}\n${footer}\n`);
  let commentId: number | undefined;

  if (p.pr && p.octokit && p.inputs.comment !== "off") {
    const markerKey = commentMarkerKey(p, results.suiteKey);
    const marker = markerFor(markerKey);
    const digest = comparisonDigest(verdict, comparison, results.run);
    // As much as fits: the budget drops detail sections (grid, failure details) before anything else.
    const body = render(COMMENT_LIMIT - commentOverhead(marker, digest) - footer.length - 200, { maxRows: 1000, maxFailureCells: 100 });
    try {
      const repo = { owner: p.ctx.owner, repo: p.ctx.repo, issueNumber: p.pr.number };
      const outcome = await upsertComment(p.octokit, repo, body, { marker, legacyMarker: legacyMarkerFor(markerKey), mode: p.inputs.comment, digest });
      commentId = outcome.id;
      core.info(`PR comment ${outcome.action}${outcome.id ? ` (${outcome.id})` : ""}`);
    } catch (error) {
      p.warnings.githubWrite("the PR comment", error);
    }
  }

  if (check && p.octokit) {
    const annotations = buildAnnotations(model.run, model.comparison).map((a) => ({ ...a, title: redact(a.title), message: redact(a.message) }));
    try {
      await completeCheck(p.octokit, { owner: p.ctx.owner, repo: p.ctx.repo, headSha: check.headSha, name: check.name }, check.id, {
        conclusion: g.conclusion,
        title: checkTitle(verdict, results.run, g, comparison),
        summary: render(CHECK_SUMMARY_LIMIT - footer.length - 200),
        annotations,
      });
    } catch (error) {
      p.warnings.githubWrite("the check run", error);
    }
  }

  const redactionNote = results.redactions ? `\n<sub>${results.redactions} secret value(s) were redacted from the results before upload.</sub>\n` : "";
  const warnings = p.warnings.list();
  const warningNote = warnings.length ? `\n> [!WARNING]\n${warnings.map((w) => `> ${mdText(w)}`).join("\n>\n")}\n` : "";
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
