import type { AdaptiveRecord } from "./adaptive.js";
import type { BehaviourProfile } from "./behaviour.js";
import type { BaselinePool } from "./pool.js";
import type { TreatmentManifest } from "./treatment.js";
export type StabilityClassification = "stable" | "mostly-stable" | "unstable" | "highly-unstable";
export interface Distribution {
    mean: number;
    min: number;
    max: number;
    p50: number;
    p90: number;
    /** Sample standard deviation (Bessel's correction, n - 1); 0 for one value. */
    std: number;
}
export interface StabilityCell {
    caseId: string;
    runnerId: string;
    /** The variant of a run with --variant (schema version 3); absent for an ordinary run. */
    variant?: string;
    /** Hash of what the case asks and how it is judged; "" when unknown (read from an older file). */
    testFingerprint: string;
    /** Executions that were not skipped. */
    runs: number;
    /** Expectation-aware passes (passed + expected-failed). */
    passed: number;
    /** Agent failures (failed + unexpected-passed). */
    failed: number;
    /** Infrastructure errors; they count as not passed in passRate. */
    errored: number;
    passRate: number;
    wilson: {
        low: number;
        high: number;
    };
    /** Unbiased pass@k for k = 1..runs, keyed by k. */
    passAtK: Record<string, number>;
    /** Unbiased pass^k for k = 1..runs, keyed by k. */
    passHatK: Record<string, number>;
    classification: StabilityClassification;
    /** Share of runs whose normalized final output equals the most common one (docs/stability-json.md). */
    consistency: number;
    durationMs: Distribution;
    tokens: {
        mean: number;
        total: number;
    } | null;
    costUsd: {
        mean: number;
        total: number;
    } | null;
    failureClasses: Record<string, number>;
    /** What the agent did over the non-errored runs (absent in files of an older agent-bench). */
    behaviour?: BehaviourProfile;
}
export interface StabilitySummary {
    cases: number;
    cells: number;
    executions: number;
    passed: number;
    failed: number;
    errored: number;
    passRate: number;
    stableCells: number;
    unstableCells: number;
    costUsd: number | null;
    durationMs: number;
}
export interface StabilityRunner {
    id: string;
    type: string;
    model?: string;
    version?: string;
}
export interface StabilityFile {
    /** 2 since the test/treatment split; a version-1 file (older agent-bench) is read with its fingerprints unknown. */
    schemaVersion: 1 | 2 | 3;
    tool: {
        name: string;
        version: string;
    };
    createdAt: string;
    suite: {
        path: string;
        fingerprint: string;
    };
    commit?: {
        sha: string;
        ref?: string;
    };
    runsPerCase: number;
    runners: StabilityRunner[];
    /** What the agent was given; absent in version-1 files. */
    treatment?: TreatmentManifest;
    cells: StabilityCell[];
    summary: StabilitySummary;
    /** --runs auto: the runs each cell got and why it stopped (model/adaptive.ts). */
    adaptive?: AdaptiveRecord;
    /** Set only on a pooled baseline (in memory, never written): the runs and commits each cell's counts span (model/pool.ts). */
    pool?: BaselinePool;
}
