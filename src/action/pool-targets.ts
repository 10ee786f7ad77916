// A push run on the default branch with runs: auto sizes itself for the next
// pull request's pooled base (docs/action.md, "The pooled base"): after its
// first round, each cell runs up to the runs main's earlier runs of it (same
// test, treatment and CLI version, within the age bound) do not supply, so
// the first push after a change runs more than min-runs and later ones
// min-runs. Reading the history is a warning when it fails: the run then
// adapts as it would without one.

import * as core from "@actions/core";
import path from "node:path";
import { sha256 } from "../execute/paths.ts";
import { trustedRuns } from "../github/baseline-pool.ts";
import { listRuns } from "../github/baseline.ts";
import { findHistory } from "../github/history.ts";
import { conditionsOf, poolTargets, type TrustedRun } from "../history/pool.ts";
import type { CellMap } from "../model/cell.ts";
import type { StabilityFile } from "../model/stability.ts";
import { historyArtifactName } from "./naming.ts";
import type { PublishContext } from "./context.ts";

const DAY_MS = 86_400_000;

export type PoolTargets = (stability: StabilityFile) => CellMap<number>;

/** The targets' source for this suite's push run, or undefined (not a push on the default branch, no runs: auto, pooling or history off). */
export async function lookUpPoolTargets(p: PublishContext, suiteKey: string, outDir: string): Promise<PoolTargets | undefined> {
  const { ctx, inputs } = p;
  const onDefault = !p.pr && ctx.eventName === "push" && ctx.defaultBranch !== undefined && ctx.ref === ctx.defaultBranch;
  if (!inputs.adaptive || !onDefault || !p.octokit || inputs.historyLength === 0 || inputs.pool.maxRuns <= 0) return undefined;
  const octokit = p.octokit;
  const branch = ctx.defaultBranch!;
  const artifactName = historyArtifactName(p, suiteKey);
  const now = new Date();
  try {
    const dir = path.join(process.env.RUNNER_TEMP ?? outDir, "agent-bench-pool", sha256(suiteKey).slice(0, 8));
    const found = await findHistory(octokit, ctx, { branch, artifactName, token: inputs.githubToken, dir });
    const history = found.history?.suite === suiteKey ? found.history : undefined;
    const rules = { repository: `${ctx.owner}/${ctx.repo}`, branch, artifactName };
    const trusted = history?.entries.some((e) => e.tests)
      ? await trustedRuns({ listRuns: (filter, page) => listRuns(octokit, ctx, filter, page) }, rules, now.getTime() - inputs.pool.maxAgeDays * DAY_MS)
      : new Map<number, TrustedRun>();
    return (stability) => {
      const targets = poolTargets(
        stability.cells,
        conditionsOf(stability),
        history,
        { settings: inputs.pool, trusted, now, exclude: [ctx.runId] },
        inputs.adaptive!,
      );
      const values = [...targets.values()];
      const [low, high] = [Math.min(...values), Math.max(...values)];
      core.info(
        `adaptive runs: main's pooled base takes ${inputs.pool.maxRuns} runs per case; with the earlier runs it can pool, this push runs ${low === high ? low : `${low}–${high}`} per case`,
      );
      return targets;
    };
  } catch (error) {
    p.warnings.add(`could not read the history of ${branch} to size this run for the pooled baseline: ${(error as Error).message}`);
    return undefined;
  }
}
