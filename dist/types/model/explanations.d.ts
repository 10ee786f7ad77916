import type { AssertionResult, ExecutionStatus, FailureOrigin, SourceLocation } from "./result.js";
export interface ExplanationsFile {
    schemaVersion: 1;
    tool: {
        name: "agent-bench";
        version: string;
    };
    /** When answers were last added. */
    updatedAt: string;
    /** One entry per explained execution; explaining it again replaces its entry. */
    executions: ExplainedExecution[];
}
export interface ExplainedExecution {
    caseId: string;
    runnerId: string;
    run: number;
    status: ExecutionStatus;
    failureOrigin?: FailureOrigin;
    /** The execution's folder, relative to the run folder. */
    artifactDir: string;
    /** "resume": the agent's own session, continued; "rerun": a fresh session given the original prompt and the question (--rerun). */
    mode: "resume" | "rerun";
    /** The session that was resumed. */
    sessionId?: string;
    askedAt: string;
    answers: ExplanationAnswer[];
}
export interface ExplanationAnswer {
    question: string;
    /** The failed check the question is about. */
    check: {
        kind: AssertionResult["kind"];
        name: string;
        location?: SourceLocation;
    };
    /** The agent's final output; absent when it gave none (`error` says why). */
    answer?: string;
    error?: string;
    /** The session that answered: the resumed one when the CLI continued it. */
    sessionId?: string;
    /** How the agent CLI was called (the question shown as <question>, the folders as <home> and <workspace>); absent for an in-process agent. */
    command?: string[];
    durationMs: number;
    costUsd?: number;
    /** The call's stdout.log, stderr.log and session.json, relative to the run folder. */
    artifactDir: string;
}
