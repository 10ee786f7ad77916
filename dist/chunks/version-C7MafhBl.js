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
/** The user-facing text: "<where>: <message>" plus a "hint:" line; `where` once, even when the message starts with it. */
function formatError(error) {
    const named = !error.where || error.message.includes(error.where);
    const head = named ? error.message : `${error.where}: ${error.message}`;
    return error.hint ? `${head}\n  hint: ${error.hint}` : head;
}
function errorMessage(error) {
    if (error instanceof Error)
        return error.message;
    return String(error);
}

var version = "0.1.0";
var engines = {
	node: ">=22.15.0"
};
const pkg = {
	version: version,
	engines: engines};

const VERSION = pkg.version;

export { VERSION as V, infraError as a, configError as c, errorMessage as e, formatError as f, isAgentBenchError as i, pkg as p };
