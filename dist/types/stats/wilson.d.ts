export interface Interval {
    low: number;
    high: number;
}
/** Two-sided (1 - alpha) Wilson interval for `passed` of `runs`; [0, 1] when there are no runs. */
export declare function wilsonInterval(passed: number, runs: number, alpha?: number): Interval;
