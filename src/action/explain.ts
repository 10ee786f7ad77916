// explain: true — after a pull request's comparison, the agent of each
// regressed cell is asked why it failed (agent-bench explain on the cell's
// last failed run, in its own resumed session) and the answers go into the
// HTML report. It never fails the job: a problem is a warning.

import * as core from "@actions/core";
import type { ResolvedConfig } from "../config/config.ts";
import { errorMessage } from "../errors.ts";
import { untrustedBlock } from "../execute/actions-log.ts";
import { explainRun } from "../explain/explain-run.ts";
import { isExplainable, questionsOf, type ExplainTarget } from "../explain/select.ts";
import { sameCell } from "../model/cell.ts";
import type { Comparison } from "../model/comparison.ts";
import type { ExplanationsFile } from "../model/explanations.ts";
import type { PublishContext, SuiteRun } from "./context.ts";

/** The cost cap: one failed run each of at most this many regressed cells. */
export const MAX_EXPLAINED_CELLS = 10;

export async function explainRegressions(
  p: PublishContext,
  results: SuiteRun,
  comparison: Comparison,
  config: ResolvedConfig,
  signal: AbortSignal,
): Promise<ExplanationsFile | undefined> {
  // A regression the suite-level test decided has no single proven cell: its possible regressions are why.
  const regressed = comparison.cells.filter((c) => c.tier === "regressed" || (comparison.verdict === "regression" && c.tier === "possible-regression"));
  const targets: ExplainTarget[] = [];
  for (const cell of regressed.slice(0, MAX_EXPLAINED_CELLS)) {
    const failed = results.run.results.filter((r) => sameCell(r, cell) && isExplainable(r) && questionsOf(r).length > 0);
    const last = failed.at(-1);
    if (last) targets.push({ result: last, questions: questionsOf(last) });
  }
  if (targets.length === 0) {
    if (regressed.length > 0) core.info("explain: the regressed cells' failed runs recorded no question to ask (they timed out or crashed)");
    return undefined;
  }
  if (regressed.length > MAX_EXPLAINED_CELLS) core.info(`explain: asking ${MAX_EXPLAINED_CELLS} of ${regressed.length} regressed cells`);
  core.startGroup(`agent-bench explain: ${targets.length} regressed cell(s)`);
  try {
    return await explainRun({
      runDir: results.outDir,
      run: results.run,
      config,
      targets,
      rerun: false,
      skipUnaskable: true,
      signal,
      onSkipped: (problems) => p.warnings.add(`explain: ${problems.length} regressed cell(s) could not be asked in their own session: ${problems.join("; ")}`),
      // Ids come from the suite: printed where they cannot act as workflow commands.
      onExplained: (e) =>
        process.stdout.write(
          untrustedBlock(`${e.caseId} × ${e.runnerId} run ${e.run}: ${e.answers.filter((a) => a.answer !== undefined).length}/${e.answers.length} answered\n`),
        ),
    });
  } catch (error) {
    p.warnings.add(`explain: could not ask the agents: ${errorMessage(error)}`);
    return undefined;
  } finally {
    core.endGroup();
  }
}
