// What a run asks for, whether it came from CLI flags or action inputs.

import type { AdaptiveSettings } from "../adaptive/options.ts";
import type { Shard } from "../plan/shard.ts";

export interface RunSettings {
  /** Suite files; empty with `inline`. */
  suites: string[];
  /** -i: a direct message (one ad-hoc case). */
  inline?: string;
  config?: string;
  runners?: string[];
  runs?: number;
  /** --runs auto: rounds of runs, only where the verdict is still undecided (runs is then min-runs). */
  adaptive?: AdaptiveSettings;
  parallel?: number;
  tags?: string[];
  cases?: string[];
  timeoutMs?: number;
  maxSteps?: number;
  outDir?: string;
  outputs: string[];
  shard?: Shard;
  failFast?: boolean;
  user?: string;
  team?: string;
  model?: string;
  verbose?: boolean;
  /** --keep-workspaces: keep every execution's workspace (by default only failed ones are kept). */
  keepWorkspaces?: boolean;
  /** --skill: the skill a trigger eval set tests when the file names none. */
  skill?: string;
  /** A baseline stability.json (or out-dir) to compare with after the run. */
  base?: string;
  reporters?: string[];
  /** --resume: the out-dir of the run to complete. */
  resume?: string;
  /** --resume of an adaptive run: budgets that replace the ones it started with (e.g. a higher one after a budget stop). */
  resumeBudget?: Pick<AdaptiveSettings, "maxCostUsd" | "maxMinutes">;
  /** The folder relative paths and "none" workspaces resolve against. */
  /** The commit under test, when the caller knows it (the action: a PR's head, never the merge commit); else detected. */
  commit?: { sha: string; ref?: string };
  cwd: string;
}
