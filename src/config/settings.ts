// What a run asks for, whether it came from CLI flags or action inputs.

import type { AdaptiveSettings } from "../adaptive/options.ts";
import type { Shard } from "../plan/shard.ts";
import type { VariantDefinition } from "../model/variant.ts";

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
  /** --allow-todo: send a prompt that still starts with init's TODO to an agent that costs money. */
  allowTodo?: boolean;
  /**
   * true (--keep-workspaces): keep every execution's workspace; false (the action, whose out-dir is uploaded: a copy of
   * the repository per failed execution would be most of the artifact): keep none; unset: keep failed executions' only.
   */
  keepWorkspaces?: boolean;
  /**
   * --variant: run every cell under each of these variants: an id names the config's variant (or `default`, the
   * unmodified treatment); a definition is a program's own (`lift`: `default` and `without:<skill>`), its paths relative
   * to `cwd`. Absent: an ordinary run (cells without a variant).
   */
  variants?: ReadonlyArray<string | VariantDefinition>;
  /** --skill: the skill a trigger eval set tests when the file names none. */
  skill?: string;
  /** A baseline stability.json (or out-dir) to compare with after the run. */
  base?: string;
  /** --baseline-runs and --baseline-max-age as given: how a github: base pools (checked once the base is known, --resume included). */
  poolFlags?: { "baseline-runs"?: string; "baseline-max-age"?: string };
  reporters?: string[];
  /** --strict: a case using a feature agent-bench cannot run (a yao hook) is a load error, not an errored case. */
  strict?: boolean;
  /** --update-snapshots: record the token snapshots of the cells that ran, replacing the old ones. */
  updateSnapshots?: boolean;
  /** --snapshots-warn: in CI, a missing, stale or exceeded snapshot is a warning, not a failure. */
  snapshotsWarn?: boolean;
  /** --snapshots FILE: the snapshot file instead of the config's. */
  snapshotsPath?: string;
  /** --resume: the out-dir of the run to complete. */
  resume?: string;
  /** --resume of an adaptive run: budgets that replace the ones it started with (e.g. a higher one after a budget stop). */
  resumeBudget?: Pick<AdaptiveSettings, "maxCostUsd" | "maxMinutes">;
  /** The folder relative paths and "none" workspaces resolve against. */
  /** The commit under test, when the caller knows it (the action: a PR's head, never the merge commit); else detected. */
  commit?: { sha: string; ref?: string };
  cwd: string;
}
