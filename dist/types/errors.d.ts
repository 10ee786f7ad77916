export type ErrorKind = "config" | "infrastructure";
export interface ErrorOptions {
    /** What the user should do about it. */
    hint?: string;
    /** file, file:line, flag (--runs), key path (runners.x.type) or action input (runs). */
    where?: string;
    cause?: unknown;
}
export declare class AgentBenchError extends Error {
    readonly kind: ErrorKind;
    readonly hint?: string;
    readonly where?: string;
    constructor(kind: ErrorKind, message: string, options?: ErrorOptions);
    /** 2 for configuration or input errors, 3 when agent-bench itself could not run. */
    get exitCode(): 2 | 3;
}
export declare function configError(message: string, options?: ErrorOptions): AgentBenchError;
export declare function infraError(message: string, options?: ErrorOptions): AgentBenchError;
export declare function isAgentBenchError(error: unknown): error is AgentBenchError;
/** The user-facing text: "<where>: <message>" plus a "hint:" line; `where` once, even when the message starts with it. */
export declare function formatError(error: AgentBenchError): string;
export declare function errorMessage(error: unknown): string;
