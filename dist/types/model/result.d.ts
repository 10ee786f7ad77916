import type { AdaptiveRecord } from "./adaptive.js";
import type { ExecutionBehaviour } from "./behaviour.js";
import type { TreatmentManifest } from "./treatment.js";
import type { Usage } from "./session.js";
import type { VariantDefinition } from "./variant.js";
export type ExecutionStatus = "passed" | "failed" | "expected-failed" | "unexpected-passed" | "errored" | "skipped";
/** Where a failure came from. Origins in ERRORED_ORIGINS are infrastructure, not the agent. */
export type FailureOrigin = "assertion" | "assert-hook" | "runner" | "timeout" | "max-steps" | "api" | "model-rejected" | "spawn" | "workspace" | "workspace-bootstrap" | "collection" | "normalization" | "simulator" | "output-limit" | "disk" | "cancelled" | "unsupported" | "snapshot";
/**
 * Failures that say nothing about the agent: the process could not start, the
 * provider's API failed, the workspace could not be prepared, the run was
 * cancelled, the case uses a feature agent-bench cannot run (a yao hook). They are counted apart (status "errored") and `--resume` re-runs them.
 */
export declare const ERRORED_ORIGINS: ReadonlySet<FailureOrigin>;
export interface FailureClass {
    id: string;
    label?: string;
}
export declare const DEFAULT_FAILURE_CLASSES: Record<FailureOrigin, FailureClass>;
export declare const UNEXPECTED_PASS_CLASS: FailureClass;
export interface SourceLocation {
    /** Repository-relative when the file is inside the repository (never a file:// URL). */
    file: string;
    line?: number;
    column?: number;
}
export interface AssertionResult {
    /**
     * "helper" (assert.* in a suite module), "rule" (JSONL rule), "expected" (JSONL expected), "hook" (the assert function as a whole),
     * "checkpoint" (a multi-turn checkpoint), "expectation" (an evals.json expectation, named by its text), "trigger" (a trigger eval).
     */
    kind: "helper" | "rule" | "expected" | "hook" | "checkpoint" | "expectation" | "trigger";
    /** e.g. "commands.includes", "contains", "json_path". */
    name: string;
    passed: boolean;
    expected?: unknown;
    actual?: unknown;
    message?: string;
    soft?: boolean;
    location?: SourceLocation;
    /** A failed check's follow-up question for `agent-bench explain` (a helper's `explain` option, skillgym's default, or a generic one). */
    question?: string;
}
export interface SerializedError {
    name: string;
    message: string;
    stack?: string;
}
export interface ExecutionResult {
    caseId: string;
    runnerId: string;
    /** The variant it ran under (--variant); absent for an ordinary run. */
    variant?: string;
    /** 1-based repetition number. */
    run: number;
    status: ExecutionStatus;
    /** Expectation-aware: true for passed and expected-failed. */
    passed: boolean;
    failureOrigin?: FailureOrigin;
    failureClass?: FailureClass;
    error?: SerializedError;
    assertions: AssertionResult[];
    startedAt: string;
    endedAt: string;
    durationMs: number;
    usage?: Usage;
    costUsd?: number;
    turns?: number;
    exitCode?: number | null;
    /** The agent's final output, cut to a few KB (the full text is in session.json). */
    finalOutput?: string;
    /** Hash of the whole normalized final output (src/stability/normalize-output.ts): consistency without holding the text. */
    outputDigest?: string;
    /** Relative to the out-dir: executions/<case>/<runner>/run-<k>. */
    artifactDir: string;
    /** Kept only when the workspace was preserved (failed isolated executions). */
    workspacePath?: string;
    /** Version of the agent CLI, when the session reported one. */
    cliVersion?: string;
    /** What the agent did, as labels (skills, tools, commands, files written): for the cell's behaviour profile. */
    behaviour?: ExecutionBehaviour;
    model?: string;
    /** A multi-turn case: the conversation turn by turn and each checkpoint's result. */
    dialog?: DialogRecord;
    /** Processes the agent left running after it ended (daemons, setsid children) that agent-bench killed. */
    strayProcesses?: number;
    /** Events of types the runner's parser does not understand, counted by type (the agent CLI may have changed its output format). */
    unknownEvents?: Record<string, number>;
    /**
     * Workspace mode "none": files created, changed or deleted in the folder every execution shares while this one ran
     * (relative to it, at most 20; `count` is how many in all). Executions running at the same time may have made them.
     */
    sharedChanges?: {
        files: string[];
        count: number;
    };
    /** Earlier attempts of this run, when retries (skillgym repeatFailure) re-ran a failure. */
    retries?: Array<Pick<ExecutionResult, "status" | "failureOrigin" | "error" | "artifactDir" | "durationMs">>;
}
/** One exchange of a multi-turn case: the user's message (initial input or the simulator's) and the agent's reply. */
export interface TurnRecord {
    turn: number;
    /** The user message of this turn, cut to a few KB. */
    user: string;
    /** The agent's final output of this turn, cut to a few KB (absent when the agent did not answer). */
    agent?: string;
    /** Checkpoints first reached at this turn. */
    reached: string[];
    /** Relative to the out-dir: the turn's logs and session. */
    artifactDir: string;
    durationMs: number;
    error?: string;
}
export interface CheckpointRecord {
    id: string;
    description?: string;
    required: boolean;
    reached: boolean;
    reachedAtTurn?: number;
    /** The last message of its assertion: why it passed, or why it has not been reached yet. */
    message?: string;
}
export interface DialogRecord {
    turns: TurnRecord[];
    checkpoints: CheckpointRecord[];
    maxTurns: number;
    /** Why the conversation stopped. */
    ended: "checkpoints" | "max-turns" | "goal-achieved" | "agent-failure" | "simulator-error" | "timeout" | "cancelled";
}
export interface PlannedRunner {
    id: string;
    type: string;
    model?: string;
    /** The agent CLI's version when known (from its session). */
    version?: string;
}
export interface RunEnvironment {
    user: string;
    team: string;
    node: string;
    platform: string;
    agentBench: string;
    ci: boolean;
    commit?: {
        sha: string;
        ref?: string;
    };
}
export interface RunSummary {
    executions: number;
    passed: number;
    failed: number;
    errored: number;
    skipped: number;
    expectedFailed: number;
    unexpectedPassed: number;
    /** passed / (executions - skipped); errored runs count as not passed. */
    passRate: number;
    durationMs: number;
    costUsd?: number;
    totalTokens?: number;
    /** Planned executions that never started (--fail-fast, cancellation). */
    notRun: number;
    cancelled: boolean;
    /**
     * Every planned execution ran and the run was not cancelled: the run can serve as a baseline even
     * when its gate failed. Absent in files from older agent-bench.
     */
    completed?: boolean;
}
export interface PlanInfo {
    cases: string[];
    runners: PlannedRunner[];
    runs: number;
    executions: number;
    /** --variant: the variants every cell ran under, in order; absent for an ordinary run. */
    variants?: string[];
    shard?: {
        index: number;
        total: number;
    };
    filters: {
        cases?: string[];
        tags?: string[];
        runners?: string[];
    };
}
/** What was asked for, with absolute paths, so `--resume` can rebuild the same plan. */
export interface RunInvocation {
    suites: string[];
    inline?: string;
    config?: string;
    runners?: string[];
    runs?: number;
    tags?: string[];
    cases?: string[];
    shard?: {
        index: number;
        total: number;
    };
    model?: string;
    user?: string;
    team?: string;
    /** --runs auto: its settings, so --resume continues the rounds. */
    adaptive?: {
        minRuns: number;
        maxRuns: number;
        maxCostUsd?: number;
        maxMinutes?: number;
    };
    /** --skill: the skill of trigger eval sets that name none. */
    skill?: string;
    /** --base as given (a path made absolute, or github:…), so --resume compares with the same baseline. */
    base?: string;
    /** --variant ids and a program's variant definitions (paths relative to cwd), so --resume runs the same variants. */
    variants?: Array<string | VariantDefinition>;
    cwd: string;
}
/** How a suite file is written: a module, a JSONL file, `-i`, an Agent Skills evals.json or a trigger eval set. */
export type SuiteFormat = "module" | "jsonl" | "inline" | "skill-evals" | "trigger-evals";
/** results.json */
export interface RunFile {
    /** 2 since the test/treatment split; 1 files (older agent-bench) are still read. */
    schemaVersion: 1 | 2 | 3;
    tool: {
        name: "agent-bench";
        version: string;
    };
    startedAt: string;
    endedAt: string;
    suite: {
        path: string;
        format: SuiteFormat;
        fingerprint: string;
    };
    plan: PlanInfo;
    environment: RunEnvironment;
    /** Per case: the data reports need (tags, source line, fingerprint). */
    cases: CaseInfo[];
    /** What the agent was given (absent in files of an older agent-bench). */
    treatment?: TreatmentManifest;
    invocation?: RunInvocation;
    results: ExecutionResult[];
    summary: RunSummary;
    /** --runs auto: the runs each cell got and why it stopped (model/adaptive.ts). */
    adaptive?: AdaptiveRecord;
}
export interface CaseInfo {
    id: string;
    tags: string[];
    prompt: string;
    expectedFail: boolean;
    skip?: string;
    /** The case checks nothing: it passes whenever the agent finishes without an error (measure-only, or a yao case with no assert or expected). */
    noCheck?: true;
    source: SourceLocation;
    /** Hash of what the case asks and how it is judged (execute/fingerprint.ts); "" when unknown (an older file). */
    testFingerprint: string;
    /** A trigger eval: the skill and whether the query should make the agent use it (for precision and recall). */
    trigger?: {
        skill: string;
        shouldTrigger: boolean;
    };
}
/** One line of results.jsonl (and of a `.jsonl` report). */
export type RunEventLine = {
    type: "start";
    at: string;
    tool: {
        name: "agent-bench";
        version: string;
    };
    suite: RunFile["suite"];
    plan: PlanInfo;
    environment: RunEnvironment;
    cases: CaseInfo[];
    treatment?: TreatmentManifest;
    invocation?: RunInvocation;
} | {
    type: "resume";
    at: string;
    pending: number;
} | {
    type: "execution";
    at: string;
    result: ExecutionResult;
} | {
    type: "stability";
    at: string;
    cell: import("./stability.js").StabilityCell;
} | {
    type: "summary";
    at: string;
    summary: RunSummary;
};
/** Finished means anything but errored: errored executions said nothing about the agent. */
export declare function isFinished(result: ExecutionResult): boolean;
