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
export interface Comparison {
    /** 2 since the test/treatment split. */
    schemaVersion: 2;
    verdict: Verdict;
    /** One sentence a reader can act on ("12 more runs per case would detect a 10-point drop"). */
    reason: string;
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
    warnings: string[];
}
