/** One execution's behaviour (ExecutionResult.behaviour). */
export interface ExecutionBehaviour {
    /** Skills the session shows the agent used (medium confidence or more). */
    skills: string[];
    /** Tool name → calls. */
    tools: Record<string, number>;
    /** Commands run, as "program subcommand" (arguments dropped), each once. */
    commands: string[];
    /** Files written, edited or deleted, relative to the workspace, each once. */
    writes: string[];
}
/** Counts over the non-errored runs of one cell (StabilityCell.behaviour). */
export interface BehaviourProfile {
    /** Runs the counts are over: those that did not error. */
    runs: number;
    /** Skill → runs that used it. */
    skills: Record<string, number>;
    /** Tool → runs that called it, and calls over all runs. */
    tools: Record<string, {
        runs: number;
        calls: number;
    }>;
    /** "program subcommand" → runs that ran it. */
    commands: Record<string, number>;
    /** Workspace-relative path → runs that wrote it. */
    writes: Record<string, number>;
    /** Failed assertion label → runs in which it failed. */
    failedAssertions: Record<string, number>;
    turns: {
        mean: number;
        std: number;
    } | null;
    tokens: {
        mean: number;
        std: number;
    } | null;
    /** Entries left out of each list past its limit (the least frequent). */
    other?: Partial<Record<"skills" | "tools" | "commands" | "writes" | "failedAssertions", number>>;
}
export type BehaviourAspect = "skill" | "tool" | "command" | "write" | "failed-assertion" | "failure-class" | "tokens" | "turns" | "duration";
/** One difference between a cell's base and head behaviour. */
export interface BehaviourChange {
    aspect: BehaviourAspect;
    /** The skill, tool, command, path, assertion or failure class; absent for tokens, turns and duration. */
    label?: string;
    /** Runs showing it, for counts; the mean, for tokens, turns and duration. */
    base: number;
    head: number;
    /** Runs each count is over (counts only). */
    baseRuns?: number;
    headRuns?: number;
    /** How unlikely a change this large is under noise (two-sided). */
    pValue: number;
}
export declare const BEHAVIOUR_LIST_LIMIT = 15;
