// A check run opened `in_progress` must never stay that way: a required
// status check left running blocks the pull request. When anything after the
// check was opened fails, the check is completed as a failure that names the
// error, and the error goes on to the one catch in main.ts.

import { formatError, isAgentBenchError } from "../errors.ts";
import { completeCheck, startCheck } from "../github/check-run.ts";
import { mdText } from "../report/sanitize.ts";
import type { PublishContext } from "./context.ts";

/** One suite's check run: each suite opens and completes its own (never the one before it). */
export interface SuiteCheck {
  id: number;
  name: string;
  headSha: string;
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

export async function closingCheckOnError<T>(p: PublishContext, check: SuiteCheck | undefined, steps: () => Promise<T>): Promise<T> {
  try {
    return await steps();
  } catch (error) {
    await failCheck(p, check, error);
    throw error;
  }
}

/** Completes an open check as a failure naming the error (redacted); a refused request is a warning. */
export async function failCheck(p: PublishContext, check: SuiteCheck | undefined, error: unknown): Promise<void> {
  if (!check || !p.octokit) return;
  const message = p.redactor.redact(isAgentBenchError(error) ? formatError(error) : String((error as Error)?.message ?? error)).text;
  try {
    await completeCheck(p.octokit, { owner: p.ctx.owner, repo: p.ctx.repo, headSha: check.headSha, name: check.name }, check.id, {
      conclusion: "failure",
      title: "agent-bench could not finish",
      summary: `agent-bench stopped before it could report: ${mdText(message, 2000)}`,
      annotations: [],
    });
  } catch (closeError) {
    p.warnings.githubWrite("the check run", closeError);
  }
}
