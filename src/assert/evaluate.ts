// Runs a case's checks against a session: the suite module's assert(report, ctx)
// or the JSONL case's rules / expected value. Returns every assertion that ran.

import { isDeepStrictEqual } from "node:util";
import type { AssertionContext, SuiteCase } from "../model/case.ts";
import type { AssertionResult, FailureClass, FailureOrigin, SerializedError } from "../model/result.ts";
import type { Session } from "../model/session.ts";

export interface EvaluateOptions {
  caseId: string;
  runnerId: string;
  run: number;
  workspace: string;
  /** Repository root, to make assertion locations repository-relative. */
  repoRoot: string;
  /** Asks the judge runner (JSONL `judge` rule). Absent when no judge is configured. */
  judge?: (request: JudgeRequest) => Promise<JudgeVerdict>;
}

export interface JudgeRequest {
  output: string;
  input: string;
  criteria: unknown;
  runnerId?: string;
}

export interface JudgeVerdict {
  passed: boolean;
  reason: string;
  raw?: unknown;
}

export interface EvaluateOutcome {
  assertions: AssertionResult[];
  failure?: {
    origin: Extract<FailureOrigin, "assertion" | "assert-hook">;
    error: SerializedError;
    /** Set by assert.classify(); classifyFailure and defaults are applied by the engine. */
    failureClass?: FailureClass;
  };
}

export function createContext(session: Session, options: EvaluateOptions): AssertionContext {
  return {
    caseId: options.caseId,
    runnerId: options.runnerId,
    run: options.run,
    workspace: options.workspace,
    events: session.events,
    getCommands: () => session.events.flatMap((e) => (e.type === "command" ? [e.command] : [])),
    getToolCalls: (tool) => session.events.flatMap((e) => (e.type === "toolCall" && (tool === undefined || e.tool === tool) ? [e] : [])),
    getFileReads: () => session.files.observedReads,
    getFileWrites: () => session.files.observedWrites,
    detectedSkills: () => session.detectedSkills,
    finalOutput: () => session.finalOutput,
  };
}

export async function evaluateCase(testCase: SuiteCase, session: Session, options: EvaluateOptions): Promise<EvaluateOutcome> {
  const assertions: AssertionResult[] = [];
  if (testCase.assert) {
    try {
      await testCase.assert(session, createContext(session, options));
      assertions.push({ kind: "hook", name: "assert", passed: true });
    } catch (error) {
      const serialized = serialize(error);
      const origin = serialized.name === "AssertionError" ? "assertion" : "assert-hook";
      assertions.push({ kind: "hook", name: "assert", passed: false, message: serialized.message });
      return { assertions, failure: { origin, error: serialized } };
    }
  }
  if (testCase.hasExpected) {
    const passed = isDeepStrictEqual(session.finalOutput, testCase.expected);
    assertions.push({ kind: "expected", name: "equals", passed, expected: testCase.expected, actual: session.finalOutput });
    if (!passed) {
      return { assertions, failure: { origin: "assertion", error: { name: "AssertionError", message: "output does not equal expected" } } };
    }
  }
  return { assertions };
}

export function serialize(error: unknown): SerializedError {
  if (error instanceof Error) return { name: error.name, message: error.message, stack: error.stack };
  return { name: "Error", message: String(error) };
}
