// The base branch's baseline for a pull request's suite, found with the same
// search `--base github:` uses (github/baseline.ts), and the comparison with
// it, saved beside the results as the CLI saves it.

import * as core from "@actions/core";
import path from "node:path";
import { compare } from "../compare/compare.ts";
import { sha256 } from "../execute/paths.ts";
import { findBaseline, type BaselineSearch } from "../github/baseline.ts";
import type { DescribedComparison } from "../model/comparison.ts";
import { describeComparison } from "../report/describe-comparison.ts";
import { writeComparisonFile } from "../report/comparison-file.ts";
import { poolPhrase, poolShortfall } from "../report/pool-phrase.ts";
import type { PublishContext, SuiteRun } from "./context.ts";
import { resultsArtifactName } from "./naming.ts";

/** `found`: the search an adaptive run already made before it started (runs: auto needs the baseline first). */
export async function compareWithBaseline(
  p: PublishContext,
  suite: SuiteRun,
  found?: BaselineSearch,
): Promise<{ comparison?: DescribedComparison; search?: BaselineSearch }> {
  if (!p.pr || !p.octokit) return {};
  const search = found ?? (await lookUpBaseline(p, suite.suiteKey, suite.outDir));
  const setting = { base: "branch", pullRequest: true, ...(!search.baseline && search.reason ? { noBaseline: search.reason } : {}) } as const;
  const comparison = describeComparison(compare(search.baseline?.stability ?? null, suite.stability), setting);
  await writeComparisonFile(suite.outDir, comparison);
  return { comparison, search };
}

/** The base branch's latest baseline for a suite (PRs only); a failed lookup is a warning and no baseline. */
export async function lookUpBaseline(p: PublishContext, suiteKey: string, outDir: string): Promise<BaselineSearch> {
  const branch = p.inputs.baseBranch ?? p.pr!.baseRef;
  try {
    const search = await findBaseline(p.octokit!, p.ctx, {
      branch,
      preferSha: p.pr!.baseSha,
      artifactName: resultsArtifactName(p, suiteKey),
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
