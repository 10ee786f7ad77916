// The one error class. Misconfiguration and infrastructure faults throw it;
// everything an agent does is a result, never an exception.
class AgentBenchError extends Error {
    kind;
    hint;
    where;
    constructor(kind, message, options = {}) {
        super(message, options.cause === undefined ? undefined : { cause: options.cause });
        this.name = "AgentBenchError";
        this.kind = kind;
        this.hint = options.hint;
        this.where = options.where;
    }
    /** 2 for configuration or input errors, 3 when agent-bench itself could not run. */
    get exitCode() {
        return this.kind === "config" ? 2 : 3;
    }
}
function configError(message, options) {
    return new AgentBenchError("config", message, options);
}
function infraError(message, options) {
    return new AgentBenchError("infrastructure", message, options);
}
function isAgentBenchError(error) {
    return error instanceof AgentBenchError;
}
/** The user-facing text: "<where>: <message>" plus a "hint:" line. */
function formatError(error) {
    const head = error.where ? `${error.where}: ${error.message}` : error.message;
    return error.hint ? `${head}\n  hint: ${error.hint}` : head;
}
function errorMessage(error) {
    if (error instanceof Error)
        return error.message;
    return String(error);
}

export { infraError as a, configError as c, errorMessage as e, formatError as f, isAgentBenchError as i };
