import type { BehaviourChange } from "./behaviour.js";
/** What the runs say about a skill. */
export type LiftVerdict = "helps" | "hurts" | "no-detectable-difference";
/** Per-run measures whose lift is reported beside the pass rate. */
export type LiftMeasure = "tokens" | "costUsd" | "turns" | "durationMs";
export interface LiftInterval {
    low: number;
    high: number;
}
/** One arm of a cell: its non-errored runs are what the tests see. */
export interface LiftArm {
    passed: number;
    /** Runs that were not skipped, errored ones included. */
    runs: number;
    errored: number;
    /** passed / non-errored runs; null when every run errored. */
    passRate: number | null;
    wilson: LiftInterval;
}
/** How often the agent used the skill: runs whose session shows it, of the non-errored runs that recorded behaviour. */
export interface SkillUse {
    treatment: {
        used: number;
        runs: number;
    };
    control: {
        used: number;
        runs: number;
    };
}
export interface LiftCell {
    caseId: string;
    runnerId: string;
    treatment: LiftArm;
    control: LiftArm;
    /** Treatment − control pass rate; null when an arm has no non-errored run. */
    lift: number | null;
    /** Newcombe's interval for the lift at 1 − alpha. */
    interval: LiftInterval | null;
    /** Two-sided Fisher p; null when the cell cannot be tested (an arm without a non-errored run). */
    pValue: number | null;
    /** Adjusted over the cell family; null outside it. */
    adjustedPValue: number | null;
    /** In the cell family: its runs could reach the cells' level at all. */
    inFamily: boolean;
    tier: "helps" | "hurts" | "no-significant-change" | "insufficient-data";
    skillUse?: SkillUse;
    /** Mean of each measure per arm, over the non-errored runs that reported it. */
    measures: Partial<Record<LiftMeasure, {
        treatment: number;
        control: number;
    }>>;
    /** What the agent did differently without the skill (base: with it, head: without), as a comparison lists it for base → head. */
    behaviour?: BehaviourChange[];
}
/** The suite's lift in pass rate: the mean over comparable cells of treatment − control. */
export interface PassRateLift {
    /** Cells with a non-errored run in both arms. */
    cells: number;
    treatment: number | null;
    control: number | null;
    lift: number | null;
    interval: LiftInterval | null;
    /** Two-sided, conditional on each cell's margins. */
    pValue: number | null;
    /** The level it is judged at (its share of alpha). */
    level: number;
    /** Whether any outcome of these run counts could reach the level. */
    canReach: boolean;
    /** The smallest lift (either way) these runs would detect 80% of the time; null when no lift up to 100 points would be. */
    detectable: number | null;
}
/** The suite's lift in one measure: the sum over cells of the arm means, treatment against control. */
export interface MeasureLift {
    measure: LiftMeasure;
    cells: number;
    treatment: number;
    control: number;
    /** treatment / control − 1 (−0.5: half the cost); null when the control's total is 0. */
    change: number | null;
    interval: LiftInterval | null;
    /** Set on the measure the verdict reads (cost, or tokens when no run reported cost): two-sided permutation p, stratified by cell… */
    pValue?: number;
    /** …the level it is judged at… */
    level?: number;
    /** …and the smallest relative change these runs would detect 80% of the time (null: none could be). */
    detectable?: number | null;
}
/** Why the verdict is what it is: a code and the figures of the deciding test. */
export type LiftWhy = {
    code: "pass-rate";
    lift: number;
    pValue: number;
    cells: number;
} | {
    code: "cells";
    count: number;
    caseId: string;
    runnerId: string;
    lift: number;
    pValue: number;
    family: number;
    against: number;
} | {
    code: "measure";
    measure: LiftMeasure;
    change: number;
    pValue: number;
} | {
    code: "no-difference";
    detectable: number | null;
    measure?: {
        measure: LiftMeasure;
        detectable: number | null;
    };
} | {
    code: "nothing-comparable";
    cells: number;
};
export interface SkillLift {
    skill: string;
    /** The variant with the skill (the unmodified treatment) and the one without it. */
    treatment: string;
    control: string;
    verdict: LiftVerdict;
    why: LiftWhy;
    /** The levels the tests are judged at: alpha split between the suite's pass rate, the cell family and one measure. */
    alpha: number;
    margin: number;
    passRate: PassRateLift;
    cellFamily: {
        level: number;
        size: number;
    };
    measures: MeasureLift[];
    cells: LiftCell[];
    skillUse: SkillUse | null;
}
/** lift.json: `agent-bench lift -o lift.json` and `--format json` (docs/schema/lift.schema.json). */
export interface LiftFile {
    kind: "agent-bench-lift";
    version: 1;
    skills: SkillLift[];
}
