// Decides an execution's status, failure origin and class from what the
// process did, what the session says and what the assertions found. Pure.

import type { EvaluateOutcome } from "../assert/evaluate.ts";
import type { SuiteCase } from "../model/case.ts";
import {
  DEFAULT_FAILURE_CLASSES,
  ERRORED_ORIGINS,
  UNEXPECTED_PASS_CLASS,
  type ExecutionStatus,
  type FailureClass,
  type FailureOrigin,
  type SerializedError,
} from "../model/result.ts";
import { unreachable, type ProcessExit } from "../model/process-end.ts";
import type { Session } from "../model/session.ts";
import type { ProcessOutcome } from "./process.ts";

export interface ProcessVerdict {
  origin: FailureOrigin;
  message: string;
}

/** A failure before assertions: the agent could not start, hung, crashed, was cut off or its provider failed. */
export function processFailure(
  p: ProcessOutcome,
  session: Session | undefined,
  ctx: { executable?: string; runnerId: string; runnerType: string; modelRejection?: string; parseError?: string },
): ProcessVerdict | undefined {
  const { end } = p;
  switch (end.kind) {
    case "cancelled":
      return { origin: "cancelled", message: "cancelled before the agent finished" };
    case "spawn-failed": {
      const { code, message } = end.error;
      if (code === "ENOENT") return { origin: "spawn", message: `could not start "${ctx.executable}": not found (is it installed and on PATH?)` };
      if (code === "EHELPER")
        return { origin: "spawn", message: `"${ctx.executable}" was stopped because ${message}; --resume runs it again (output so far is in stdout.log)` };
      return { origin: "spawn", message: `could not start "${ctx.executable}": ${message}` };
    }
    case "write-failed": {
      const { code, message, path } = end.error;
      const file = path.split(/[\\/]/).pop();
      const why = code === "ENOSPC" || code === "EDQUOT" ? `the disk is full (${code})` : message;
      return { origin: "disk", message: `could not write ${file}: ${why}; the agent was stopped (what fit is in ${file})` };
    }
    case "output-limit":
      return {
        origin: "output-limit",
        message: `the agent printed more than maxOutputBytes (${formatBytes(end.maxBytes)}): ${formatBytes(end.receivedBytes)} by the time it was stopped; stdout.log keeps the first ${formatBytes(end.maxBytes)}`,
      };
    case "timed-out":
      return { origin: "timeout", message: `timed out after ${formatMs(end.afterMs)}; the agent's process tree was killed (output so far is in stdout.log)` };
    case "step-limit":
      return {
        origin: "max-steps",
        message: `Exceeded maxSteps: observed ${end.steps} steps with limit ${end.maxSteps} for runner "${ctx.runnerId}" (${ctx.runnerType}). Agent terminated by agent-bench. Raw output preserved.`,
      };
    case "exited":
    case "signalled":
      return sessionFailure(session, ctx) ?? exitFailure(end, p.stderr, session) ?? fatalError(session);
    default:
      return unreachable(end);
  }
}

/** The agent ended by itself, but its output could not be read or shows the provider or model failing. */
function sessionFailure(session: Session | undefined, ctx: { parseError?: string; modelRejection?: string }): ProcessVerdict | undefined {
  if (ctx.parseError) return { origin: "normalization", message: `could not read the agent's output: ${ctx.parseError}` };
  if (ctx.modelRejection) return { origin: "model-rejected", message: ctx.modelRejection };
  const errors = session?.errors ?? [];
  const api = errors.find((e) => e.kind === "api" || e.kind === "authentication" || e.kind === "rate-limit");
  if (api) return { origin: "api", message: `provider API error${api.status ? ` ${api.status}` : ""}: ${api.message}` };
  const maxTurns = errors.find((e) => e.kind === "max-turns");
  if (maxTurns) return { origin: "max-steps", message: maxTurns.message };
  const output = errors.find((e) => e.kind === "output");
  if (output) return { origin: "normalization", message: output.message };
  return undefined;
}

function exitFailure(exit: ProcessExit & { kind: "exited" | "signalled" }, stderr: string, session: Session | undefined): ProcessVerdict | undefined {
  if (exit.kind === "signalled") return { origin: "runner", message: `agent was killed by ${exit.signal}` };
  if (exit.code === 0) return undefined;
  const detail = session?.errors[0]?.message ?? lastLine(stderr);
  return { origin: "runner", message: `agent exited with code ${exit.code}${detail ? `: ${detail}` : ""}` };
}

// A permission denial is the agent's behaviour under the tools it was given (maybe on purpose):
// the assertions judge it, not the engine.
function fatalError(session: Session | undefined): ProcessVerdict | undefined {
  const fatal = session?.errors.find((e) => e.kind === "crash" || e.kind === "other");
  return fatal ? { origin: "runner", message: fatal.message } : undefined;
}

export interface OutcomeInput {
  testCase: SuiteCase;
  failure?: ProcessVerdict;
  evaluation?: EvaluateOutcome;
}

export interface Decided {
  status: ExecutionStatus;
  passed: boolean;
  failureOrigin?: FailureOrigin;
  failureClass?: FailureClass;
  error?: SerializedError;
}

export function decide(input: OutcomeInput): Decided {
  const { testCase, failure, evaluation } = input;
  if (failure) {
    return {
      status: ERRORED_ORIGINS.has(failure.origin) ? "errored" : "failed",
      passed: false,
      failureOrigin: failure.origin,
      failureClass: DEFAULT_FAILURE_CLASSES[failure.origin],
      error: { name: "ExecutionError", message: failure.message },
    };
  }
  const f = evaluation?.failure;
  if (!f) {
    if (testCase.expectedFail) {
      return {
        status: "unexpected-passed",
        passed: false,
        failureClass: UNEXPECTED_PASS_CLASS,
        error: { name: "UnexpectedPass", message: "the case is marked expectedFail but every assertion passed" },
      };
    }
    return { status: "passed", passed: true };
  }
  // expectedFail excuses assertion failures only; a crash in the assert hook stays a failure.
  if (testCase.expectedFail && f.origin === "assertion") {
    return {
      status: "expected-failed",
      passed: true,
      failureOrigin: f.origin,
      failureClass: f.failureClass ?? DEFAULT_FAILURE_CLASSES.assertion,
      error: f.error,
    };
  }
  return { status: "failed", passed: false, failureOrigin: f.origin, failureClass: f.failureClass ?? DEFAULT_FAILURE_CLASSES[f.origin], error: f.error };
}

/** 64 MB, 1.5 GB, 512 KB, 100 bytes: sizes as people read them (1 MB = 1024 × 1024 bytes). */
export function formatBytes(bytes: number): string {
  const units = [
    ["GB", 1024 ** 3],
    ["MB", 1024 ** 2],
    ["KB", 1024],
  ] as const;
  for (const [unit, size] of units) {
    if (bytes >= size) {
      const value = bytes / size;
      return `${Number.isInteger(value) ? value : value.toFixed(1)} ${unit}`;
    }
  }
  return `${bytes} bytes`;
}

function formatMs(ms: number): string {
  return ms % 1000 === 0 ? `${ms / 1000}s` : `${ms}ms`;
}

function lastLine(text: string): string | undefined {
  const lines = text
    .trim()
    .split("\n")
    .filter((l) => l.trim() !== "");
  return lines.at(-1)?.slice(0, 300);
}

/** A full disk while writing an execution's files: that execution errors (origin disk), the run goes on. */
export function diskFailure(what: string, error: unknown): ProcessVerdict {
  return { origin: "disk", message: `could not write ${what}: the disk is full (${(error as NodeJS.ErrnoException).code})` };
}
