// The default branch's history in a run: a push run on the default branch
// carries it forward (downloads the previous push run's, appends its entry,
// uploads it); a pull request run reads its base branch's, for the trend
// chart and the flaky-on-main list. Failures are warnings: history is extra.

import * as core from "@actions/core";
import { logUntrusted } from "../execute/actions-log.ts";
import path from "node:path";
import { appendEntry, emptyHistory, historyEntry, type HistoryFile } from "../history/entry.ts";
import { buildTrend, type Trend } from "../history/trend.ts";
import { sha256 } from "../execute/paths.ts";
import { findHistory, uploadHistory } from "../github/history.ts";
import type { PublishContext, SuiteRun } from "./context.ts";
import { historyArtifactName } from "./naming.ts";

/** The trend to show, or undefined (history off, no token, not main or a PR, nothing found). */
export async function carryHistory(p: PublishContext, results: SuiteRun): Promise<Trend | undefined> {
  const { ctx, inputs } = p;
  if (!p.octokit || inputs.historyLength === 0) return undefined;
  const onDefault = !p.pr && ctx.eventName === "push" && ctx.defaultBranch !== undefined && ctx.ref === ctx.defaultBranch;
  const branch = p.pr ? (inputs.baseBranch ?? p.pr.baseRef) : onDefault ? ctx.defaultBranch! : undefined;
  if (!branch) return undefined;
  const name = historyArtifactName(p, results.suiteKey);
  const dir = path.join(process.env.RUNNER_TEMP ?? results.outDir, "agent-bench-history", sha256(results.suiteKey).slice(0, 8));
  let previous: HistoryFile | undefined;
  try {
    const found = await findHistory(p.octokit, ctx, { branch, artifactName: name, token: inputs.githubToken, dir: path.join(dir, "previous") });
    previous = found.history;
    logUntrusted(found.history ? `history: ${found.history.entries.length} entries from run ${found.runId}` : `history: ${found.reason}`);
  } catch (error) {
    p.warnings.add(`could not read the history of ${branch}: ${(error as Error).message}`);
  }
  if (previous && previous.suite !== results.suiteKey) {
    logUntrusted(`history: the previous history is of ${previous.suite}, not ${results.suiteKey}; starting a new one`);
    previous = undefined;
  }
  const entry = historyEntry(results.run, results.runId, results.lifts);
  if (p.pr) {
    if (!previous || previous.entries.length === 0) return undefined;
    return buildTrend(previous, { entry, label: `PR #${p.pr.number}` });
  }
  const history = appendEntry(previous ?? emptyHistory(results.suiteKey), entry, inputs.historyLength);
  try {
    // Every file that leaves the machine is redacted; a history holds ids and counts, rarely more.
    const id = await uploadHistory(p.redactor.redactValue(history).value, name, path.join(dir, "next"), inputs.retentionDays);
    core.info(`uploaded ${name} (${id}): ${history.entries.length} entries`);
  } catch (error) {
    p.warnings.add(`could not upload the history artifact ${name}: ${(error as Error).message}`);
  }
  return buildTrend(history);
}
