// Turns a check into a public assertion: it records one result (passed or not,
// with the suite file and line of the call) and throws an AssertionError on
// failure, or, in soft mode, collects it to be thrown after assert() returns.

import { AssertionError } from "node:assert";
import { bound } from "./bound.ts";
import { callerFrame, locationIn, type CallerFrame } from "./location.ts";
import { helperQuestion } from "./questions.ts";
import { classStorage, currentStore, recordResult } from "./recording.ts";

export interface Verdict {
  passed: boolean;
  /** The failure message (what was expected, what was observed). */
  message?: string;
  expected?: unknown;
  actual?: unknown;
  /** A ready-made error (node:assert's own), used instead of building one. */
  error?: Error;
  /** The helper group's default follow-up question when it fails (skillgym's wording). */
  question?: string;
  /** What was looked at (skills, commands, …): `explain.question` functions get it. */
  observed?: unknown;
}

// Helpers call helpers (assert.throws(fn) runs fn; soft wraps hard): only the
// outermost call is the user's assertion and gets recorded.
let depth = 0;

export function helper<A extends unknown[]>(name: string, check: (...args: A) => Verdict, soft: boolean): (...args: A) => void {
  return (...args: A): void => {
    const top = depth === 0;
    const caller = top && currentStore() ? callerFrame() : undefined;
    depth++;
    let verdict: Verdict;
    try {
      verdict = check(...args);
    } finally {
      depth--;
    }
    settle(name, verdict, soft, top, caller, args);
  };
}

/** For node:assert's rejects / doesNotReject, which settle later. They are never soft (as in skillgym). */
export function asyncHelper<A extends unknown[]>(name: string, check: (...args: A) => Promise<Verdict>): (...args: A) => Promise<void> {
  return async (...args: A): Promise<void> => {
    const top = depth === 0;
    const caller = top && currentStore() ? callerFrame() : undefined;
    const verdict = await check(...args);
    settle(name, verdict, false, top, caller, args);
  };
}

function settle(name: string, verdict: Verdict, soft: boolean, top: boolean, caller: CallerFrame | undefined, args: readonly unknown[]): void {
  const error = verdict.passed
    ? undefined
    : (verdict.error ??
      new AssertionError({ message: verdict.message ?? `${name} failed`, actual: verdict.actual, expected: verdict.expected, operator: name }));
  const store = currentStore();
  if (top && store) {
    const location = caller && locationIn(caller, store.repoRoot);
    const question = error ? helperQuestion(args, verdict, verdict.question) : undefined;
    recordResult(
      {
        kind: "helper",
        name,
        passed: verdict.passed,
        ...(verdict.expected !== undefined ? { expected: bound(verdict.expected) } : {}),
        ...(verdict.actual !== undefined ? { actual: bound(verdict.actual) } : {}),
        ...(error ? { message: error.message } : {}),
        ...(soft ? { soft: true } : {}),
        ...(location ? { location } : {}),
        ...(question ? { question } : {}),
      },
      error,
    );
  }
  if (!error) return;
  if (soft && store) {
    store.softFailures.push({ error, failureClass: classStorage.getStore() });
    return;
  }
  throw error;
}
