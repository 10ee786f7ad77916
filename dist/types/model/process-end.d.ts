interface EndError {
    code?: string;
    message: string;
}
/** What the process itself did when it ended. */
export type ProcessExit = {
    kind: "exited";
    code: number;
}
/** Killed by a signal agent-bench did not send (the OOM killer, a crash). */
 | {
    kind: "signalled";
    signal: string;
}
/** It could not be started (ENOENT), or the process helper running it died (EHELPER). */
 | {
    kind: "spawn-failed";
    error: EndError;
};
/**
 * agent-bench stopped the agent. `exit` is what the process did once stopped: an agent that
 * handles SIGTERM may still exit with a code of its own, which results.json keeps.
 */
type ProcessStop = {
    kind: "timed-out";
    afterMs: number;
    exit: ProcessExit;
} | {
    kind: "cancelled";
    exit: ProcessExit;
} | {
    kind: "step-limit";
    steps: number;
    maxSteps: number;
    exit: ProcessExit;
} | {
    kind: "output-limit";
    maxBytes: number;
    receivedBytes: number;
    exit: ProcessExit;
}
/** A log file could not be written (disk full). */
 | {
    kind: "write-failed";
    error: EndError & {
        path: string;
    };
    exit: ProcessExit;
};
export type ProcessEnd = ProcessExit | ProcessStop;
/** The exit code the process reported (null: it was killed by a signal or never ran), as sessions and results.json record it. */
export declare function exitCodeOf(end: ProcessEnd): number | null;
/** The exhaustiveness check of a switch over a union: a new state is a type error at every switch that misses it. */
export declare function unreachable(value: never): never;
export {};
