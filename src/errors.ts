// The one error class. Misconfiguration and infrastructure faults throw it;
// everything an agent does is a result, never an exception.

export type ErrorKind = "config" | "infrastructure";

export interface ErrorOptions {
  /** What the user should do about it. */
  hint?: string;
  /** file, file:line, flag (--runs), key path (runners.x.type) or action input (runs). */
  where?: string;
  cause?: unknown;
}

export class AgentBenchError extends Error {
  readonly kind: ErrorKind;
  readonly hint?: string;
  readonly where?: string;

  constructor(kind: ErrorKind, message: string, options: ErrorOptions = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = "AgentBenchError";
    this.kind = kind;
    this.hint = options.hint;
    this.where = options.where;
  }

  /** 2 for configuration or input errors, 3 when agent-bench itself could not run. */
  get exitCode(): 2 | 3 {
    return this.kind === "config" ? 2 : 3;
  }
}

export function configError(message: string, options?: ErrorOptions): AgentBenchError {
  return new AgentBenchError("config", message, options);
}

export function infraError(message: string, options?: ErrorOptions): AgentBenchError {
  return new AgentBenchError("infrastructure", message, options);
}

export function isAgentBenchError(error: unknown): error is AgentBenchError {
  return error instanceof AgentBenchError;
}

/** The user-facing text: "<where>: <message>" plus a "hint:" line; `where` once, even when the message starts with it. */
export function formatError(error: AgentBenchError): string {
  const named = !error.where || error.message.includes(error.where);
  const head = named ? error.message : `${error.where}: ${error.message}`;
  return error.hint ? `${head}\n  hint: ${error.hint}` : head;
}

export function errorMessage(error: unknown): string {
  if (error instanceof Error) return error.message;
  return String(error);
}
