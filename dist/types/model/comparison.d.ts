import type { BehaviourChange } from "./behaviour.js";
import type { BaselinePool } from "./pool.js";
import type { TreatmentChanges } from "./treatment.js";
export type Verdict = "regression" | "possible-regression" | "inconclusive" | "no-change" | "improvement" | "no-baseline";
export type CellTier = "regressed" | "possible-regression" | "improved" | "possible-improvement" | "no-significant-change" | "insufficient-data"
/** The case's test changed since the baseline: head numbers shown, not compared. */
 | "case-changed" | "new" | "removed";
export interface ArmCounts {
    passed: number;
    runs: number;
    passRate: number;
    errored?: number;
    wilson?: {
        low: number;
        high: number;
    };
}
export interface CellComparison {
    caseId: string;
    runnerId: string;
    /** The head's variant (run --variant), else the base's; absent when neither ran with variants. */
    variant?: string;
    tier: CellTier;
    base: ArmCounts | null;
    head: ArmCounts | null;
    /** head.passRate - base.passRate (negative is worse). */
    delta: number | null;
    /** Fisher's exact test, one-sided in the direction of the change (for "lower" when the rates are equal). */
    pValue: number | null;
    /** pValue adjusted over the cell family of its direction; null when the cell is not in it (its margins cannot reach the cell level) or was not tested. */
    adjustedPValue: number | null;
    /** In the cell family of its direction: its passes could reach the cell level (set for every tested cell). */
    inFamily?: boolean;
    /** The severity guard fired: a reliable cell broke outright (no runs pass on the head). */
    severe?: boolean;
    /** The case's test changed (prompt, assertions, expected values, timeout): shown, not compared. */
    testChanged: boolean;
    /** What the agent did differently, most telling first (cells that changed or may have; docs/comparison.md). */
    behaviour?: BehaviourChange[];
}
/**
 * A cell family (docs/comparison.md): the cells whose observed margins (each
 * arm's runs and the cell's total passes) could reach `level` at all
 * (Tarone's procedure); the adjustment counts only these `size` cells.
 */
export interface CellFamily {
    level: number;
    size: number;
}
/** The tests that can decide a verdict: the suite-level test, the cell family, the severity guard. */
export type DecidingTest = "suite" | "cells" | "severity";
export interface SuiteArm {
    passRate: number;
    runs: number;
    cases: number;
    errored: number;
    costUsd: number | null;
    durationMs: number;
    tokens: number | null;
}
export interface CostDelta {
    base: number | null;
    head: number | null;
    delta: number | null;
}
export interface RunnerDelta {
    runnerId: string;
    passRate: CostDelta;
    durationMs: CostDelta;
    tokens: CostDelta;
    costUsd: CostDelta;
}
/**
 * A cell a reason names, the clearest (lowest p) of `count` such cells; its counts are its entry in `cells`.
 * `p` is adjusted over `family` when it has one, else the cell's own p (it was not in the family).
 */
export interface ReasonCell {
    caseId: string;
    runnerId: string;
    variant?: string;
    count: number;
    p: number;
    family?: CellFamily;
    /** No run passed on the head. */
    broke: boolean;
}
/** The suite-level test's figure a reason quotes: the change over the comparable cells and its one-sided p. */
export interface ReasonSuite {
    delta: number;
    cells: number;
    p: number;
}
/** The suite's figure in a possible regression: `significant` at alpha (it decided), or only the suite's own figure. */
export interface ReasonSuiteAtAlpha extends ReasonSuite {
    significant: boolean;
}
/**
 * Why the verdict is what it is, as a code and the figures behind it (report/verdict-reason.ts says it in words;
 * docs/comparison.md, "One story"). The first test named leads: cells before the severity guard before the suite.
 */
export type VerdictWhy = {
    code: "no-baseline";
}
/** Some cells could not be compared at all, counted by why: none was. */
 | {
    code: "nothing-comparable";
    new: number;
    removed: number;
    caseChanged: number;
    oneSideErrored: number;
}
/** `cells` regressed at the cell level, and/or `suite` fell by the margin at the suite level. */
 | {
    code: "regression";
    cells?: ReasonCell;
    suite?: ReasonSuite;
}
/**
 * Evidence short of a regression: `cells` significant at alpha, `severity` a reliable case that broke outright
 * (its family is the cell level's), `suite` significant at alpha (`significant`) or only the suite's own figure.
 */
 | {
    code: "possible-regression";
    cells?: ReasonCell;
    severity?: ReasonCell;
    suite?: ReasonSuiteAtAlpha;
} | {
    code: "improvement";
    suite: ReasonSuite;
}
/** `significant`: at the suite level, though smaller than the margin; `power` to detect a drop of `detectableDrop`. */
 | {
    code: "no-change";
    suite: ReasonSuite;
    significant: boolean;
    power: number;
    detectableDrop: number;
}
/** The suite-level test cannot reach its level with these runs, whatever they had been. */
 | {
    code: "cannot-reach";
    suite: ReasonSuite;
}
/**
 * Inconclusive: `large` when the change is at least the detectable drop (so "not significant"); `power` when it
 * was short of 80%, with the runs per case that would give 80% when more than these.
 */
 | {
    code: "undecided";
    suite: ReasonSuite;
    large: boolean;
    power?: {
        power: number;
        detectableDrop: number;
        runsPerCaseFor80?: number;
    };
};
/** What a reader should know before trusting a comparison, as a code and its figures (report/comparison-notes.ts words it). */
export type ComparisonNote = 
/** The baseline's agent-bench did not record test fingerprints: a changed case cannot be told. */
{
    code: "no-fingerprints";
    toolVersion: string;
}
/** The baseline is an adaptive run that adapted to a baseline of its own: its pass rates lean high. */
 | {
    code: "adaptive-baseline";
} | {
    code: "cli-version";
    runnerId: string;
    base: string;
    head: string;
} | {
    code: "case-changed";
    cells: number;
} | {
    code: "new-cells";
    cells: number;
} | {
    code: "removed-cells";
    cells: number;
} | {
    code: "errored-runs";
    runs: number;
}
/** The baseline is `days` older than the head, more than the limit. */
 | {
    code: "old-baseline";
    days: number;
};
/** What compare() returns: verdicts, codes and the numbers behind them; no words (report/ says them). */
export interface Comparison {
    /** 3 since the reason and warnings became data (`why`, `notes`); 2 since the test/treatment split. */
    schemaVersion: 3;
    verdict: Verdict;
    why: VerdictWhy;
    /** The overall false-alarm budget, split between the suite-level test and the cell family (docs/comparison.md). */
    alpha: number;
    /** The levels each way to `regression` is tested at; they add up to alpha. */
    levels: {
        suite: number;
        cell: number;
    };
    /** How the per-cell p-values were adjusted over the cell family. */
    adjust: "bh" | "holm";
    /**
     * The cell families: drops at the cell level (a member at most `level` after the adjustment is `regressed`),
     * rises at the cell level (`improved`), and drops at alpha (a member at most alpha after the adjustment makes the
     * verdict at least `possible-regression`). Absent without a baseline.
     */
    families?: {
        regression: CellFamily;
        improvement: CellFamily;
        possibleRegression: CellFamily;
    };
    /** The tests that decided the verdict, the first leading its reason; empty when no test decided it (nothing to compare, no baseline). */
    decidedBy?: DecidingTest[];
    margin: number;
    suite: {
        base: SuiteArm | null;
        head: SuiteArm;
        /** head - base pass rate over the paired cases. */
        delta: number | null;
        ci: [number, number] | null;
        pValue: number | null;
        /** Estimated power to detect a drop of `margin`, and the runs per case that would give 80%. */
        power?: {
            detectableDrop: number;
            power: number;
            runsPerCaseFor80?: number;
        };
        pairedCases: number;
    };
    cells: CellComparison[];
    runners: RunnerDelta[];
    totals: {
        durationMs: CostDelta;
        tokens: CostDelta;
        costUsd: CostDelta;
    };
    /** `pool`: the base's counts pool the base branch's earlier runs (which, per cell, and over which commits). */
    baseline?: {
        commit?: {
            sha: string;
            ref?: string;
        };
        createdAt: string;
        runsPerCase: number;
        pool?: BaselinePool;
    };
    /** What changed for the agent (absent without a baseline). */
    treatment?: TreatmentChanges;
    notes: ComparisonNote[];
}
/**
 * A comparison with its words, as report/describe-comparison.ts says them for where it was made (a pull request,
 * a local base): what every report shows and comparison.json, `compare --format json` and report.json hold.
 */
export interface DescribedComparison extends Comparison {
    /** One sentence a reader can act on, naming the test that decided the verdict and leading with its figure. */
    reason: string;
    /** `notes` in words. */
    warnings: string[];
}
