// A pooled baseline: the base branch's latest baseline plus its earlier push
// runs of the same cells while nothing that matters changed (history/pool.ts).
// Carried on the pooled StabilityFile and copied into the comparison
// (`baseline.pool`), so every report can say where the base came from.
// Documented in docs/comparison.md ("Pooled baseline") and docs/action.md.

/** Why a cell's pool holds no earlier runs (or stopped short of `maxRuns`). */
export type PoolStop =
  | "no-history" // the baseline's run carried no history (history off, or an agent-bench without it)
  | "older-history" // the next earlier entry was written by an older agent-bench (no test fingerprints)
  | "test" // the case's test changed
  | "treatment" // what the agent was given changed
  | "cli" // the runner's agent CLI version changed
  | "age" // the earlier runs are older than the age bound
  | "unverified" // an entry that is not one of the base branch's push runs of this repository
  | "history-start"; // the history holds no earlier run

export interface PoolCell {
  caseId: string;
  runnerId: string;
  /** Non-errored base runs in the pool (the latest baseline's included). */
  runs: number;
  /** Commits those runs came from. */
  commits: number;
  /** Set when the pool holds fewer than `maxRuns` runs of this cell: why no earlier run was added. */
  stop?: PoolStop;
}

export interface BaselinePool {
  /** `baseline-runs`: the runs per cell the pool takes, newest first (the latest baseline's runs always count). */
  maxRuns: number;
  /** The age bound in days: earlier runs older than this are not pooled. */
  maxAgeDays: number;
  /** The commits the pooled runs came from, newest first: full 40-hex shas, each checked against the base branch's push runs. */
  commits: string[];
  /** The workflow runs pooled, newest first (the latest baseline's first). */
  runIds: number[];
  cells: PoolCell[];
}
