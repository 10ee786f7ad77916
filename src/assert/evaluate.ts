// Runs a case's checks against a session: the suite module's assert(report, ctx)
// or the JSONL case's rules / expected value. Returns every assertion that ran
// and, when the case failed, where the failure came from: an AssertionError
// (from node:assert or the helpers) is "assertion", anything else "assert-hook".

import { AssertionError } from "node:assert";
import path from "node:path";
import type { SuiteCase } from "../model/case.ts";
import type { AssertionResult, FailureClass, FailureOrigin, SerializedError, SourceLocation } from "../model/result.ts";
import type { Session } from "../model/session.ts";
import { cutText } from "./bound.ts";
import { failureClassOf } from "./classify.ts";
import type { JudgeRequest, JudgeVerdict } from "./judge-types.ts";
import { repoRelative, userLocation, userStack } from "./location.ts";
import { newStore, withStore } from "./recording.ts";
import { runExpected, runRules } from "./rules/run.ts";
import { createContext } from "./session-views.ts";
import { evaluateSkillEval } from "./skill-evals.ts";
import { partsOf, settleSoft } from "./soft.ts";

export type { JudgeRequest, JudgeVerdict };

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

export interface EvaluateOutcome {
  assertions: AssertionResult[];
  failure?: {
    origin: Extract<FailureOrigin, "assertion" | "assert-hook">;
    error: SerializedError;
    /** Set by assert.classify(); classifyFailure and defaults are applied by the engine. */
    failureClass?: FailureClass;
  };
}

export async function evaluateCase(testCase: SuiteCase, session: Session, options: EvaluateOptions): Promise<EvaluateOutcome> {
  if (testCase.skillEval) return evaluateSkillEval(testCase, session, options);
  if (testCase.assert) return evaluateHook(testCase, session, options);
  return evaluateDeclarative(testCase, session, options);
}

async function evaluateHook(testCase: SuiteCase, session: Session, options: EvaluateOptions): Promise<EvaluateOutcome> {
  const store = newStore(options.repoRoot);
  const assertFn = testCase.assert!;
  const thrown = await withStore(store, async () => {
    let caught: unknown;
    try {
      await assertFn(session, createContext(session, options));
    } catch (error) {
      caught = error ?? new Error(`assert threw ${String(error)}`);
    }
    return settleSoft(store, caught);
  });
  const assertions = store.results;
  if (thrown === undefined) {
    // A case whose assert ran no recorded check still shows that it ran.
    if (assertions.length === 0) assertions.push({ kind: "hook", name: "assert", passed: true, ...caseLocation(testCase, options) });
    return { assertions };
  }
  // Failures a helper already recorded are not listed twice; anything else (a plain throw,
  // another copy of node:assert) gets a hook entry at the line that threw.
  for (const part of partsOf(thrown)) {
    if (part instanceof Error && store.recorded.has(part)) continue;
    const location = userLocation(part instanceof Error ? part.stack : undefined, options.repoRoot);
    assertions.push({
      kind: "hook",
      name: "assert",
      passed: false,
      message: cutText(part instanceof Error ? part.message : String(part)),
      ...(location ? { location } : caseLocation(testCase, options)),
    });
  }
  const error = serialize(thrown, options.repoRoot);
  const failureClass = failureClassOf(thrown);
  return {
    assertions,
    failure: { origin: isAssertionError(thrown) ? "assertion" : "assert-hook", error, ...(failureClass ? { failureClass } : {}) },
  };
}

async function evaluateDeclarative(testCase: SuiteCase, session: Session, options: EvaluateOptions): Promise<EvaluateOutcome> {
  const input = { session, output: session.finalOutput, input: testCase.prompt, testCase, judge: options.judge };
  const { location } = caseLocation(testCase, options);
  const source = { where: `${testCase.source.file}${testCase.source.line ? `:${testCase.source.line}` : ""}`, suiteDir: path.dirname(testCase.source.file) };
  const assertions: AssertionResult[] = [];
  const failures: string[] = [];
  const crashes: string[] = [];
  if (testCase.rules && testCase.rules.length > 0) {
    const outcome = await runRules(testCase.rules, input, source, location);
    assertions.push(...outcome.results);
    failures.push(...outcome.failures);
    crashes.push(...outcome.crashes);
  } else if (testCase.hasExpected) {
    const result = await runExpected(testCase, input, location);
    assertions.push(result);
    if (!result.passed) failures.push(`expected: ${result.message}`);
  }
  if (crashes.length > 0) {
    return { assertions, failure: { origin: "assert-hook", error: { name: "RuleCrash", message: [...crashes, ...failures].join("\n") } } };
  }
  if (failures.length > 0) {
    const count = failures.length;
    const head = count === 1 ? failures[0] : `${count} of ${assertions.length} rules failed:\n${failures.map((f, i) => `${i + 1}. ${f}`).join("\n")}`;
    return { assertions, failure: { origin: "assertion", error: { name: "AssertionError", message: head } } };
  }
  return { assertions };
}

function caseLocation(testCase: SuiteCase, options: EvaluateOptions): { location?: SourceLocation } {
  const file = testCase.source.file;
  if (!file || file === "<inline>") return {};
  return { location: { file: repoRelative(file, options.repoRoot), ...(testCase.source.line ? { line: testCase.source.line } : {}) } };
}

function isAssertionError(error: unknown): boolean {
  return (
    error instanceof AssertionError || (error instanceof Error && (error.name === "AssertionError" || (error as { code?: unknown }).code === "ERR_ASSERTION"))
  );
}

const MAX_ERROR_TEXT = 8000;

/** With `repoRoot` (an assertion failure), the stack keeps only the suite's own frames, repository-relative, and long texts are cut. */
export function serialize(error: unknown, repoRoot?: string): SerializedError {
  if (error instanceof Error) {
    if (repoRoot === undefined) return { name: error.name, message: error.message, ...(error.stack ? { stack: error.stack } : {}) };
    const stack = error.stack ? cutText(userStack(error.stack, repoRoot), MAX_ERROR_TEXT) : undefined;
    return { name: error.name, message: cutText(error.message, MAX_ERROR_TEXT), ...(stack ? { stack } : {}) };
  }
  return { name: "Error", message: String(error) };
}
