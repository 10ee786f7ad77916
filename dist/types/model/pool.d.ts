/** Why a cell's pool holds no earlier runs (or stopped short of `maxRuns`). */
export type PoolStop = "no-history" | "older-history" | "test" | "treatment" | "cli" | "age" | "unverified" | "history-start";
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
