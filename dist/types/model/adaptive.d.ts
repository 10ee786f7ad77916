/** Why a cell got no more runs. */
export type StopReason = "no-drop" | "regression" | "verdict-decided" | "max-runs" | "settled" | "pool-target" | "not-compared" | "errored" | "budget" | "cancelled";
export interface AdaptiveCell {
    caseId: string;
    runnerId: string;
    /** Runs it got (errored included). */
    runs: number;
    /** Why it got no more; "undecided" only when the budget or a cancellation ended the run before it was decided. */
    stop: StopReason;
    /** The budget or a cancellation stopped it while it was still undecided. */
    undecided?: boolean;
}
export interface AdaptiveRecord {
    minRuns: number;
    maxRuns: number;
    maxCostUsd?: number;
    maxMinutes?: number;
    /** Compared with a baseline (the rounds stop decided cells) or not (extra runs where the pass-rate interval is widest). */
    withBaseline: boolean;
    rounds: number;
    executions: number;
    /** cells × max-runs: what a fixed `--runs max-runs` would have run. */
    maxExecutions: number;
    /** Set when a budget ended the run: which one and what was spent. */
    budgetStop?: {
        kind: "cost" | "time";
        limit: number;
        spentUsd?: number;
        minutes?: number;
    };
    /** Cells still undecided at the end. */
    undecided: number;
    /** One sentence for reports: "stopped at the $20 budget after 312 of at most 600 runs; 4 cells undecided". */
    message: string;
    cells: AdaptiveCell[];
}
/** The settings of an adaptive run (`--runs auto`), checked by adaptive/options.ts. */
export interface AdaptiveSettings {
    /** Runs every cell gets in the first round (3). */
    minRuns: number;
    /** No cell gets more (10). */
    maxRuns: number;
    /** Runs an undecided cell gets per later round (1): the looks are at min, min+step, …, max. */
    step: number;
    /** Stop scheduling once this much has been spent (USD), finishing the runs in flight. */
    maxCostUsd?: number;
    /** …or once this many minutes have passed since the run started. */
    maxMinutes?: number;
    /** The comparison's false-alarm budget and margin (compare's defaults). */
    alpha: number;
    margin: number;
}
