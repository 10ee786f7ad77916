// The test fingerprint tells a comparison when a case itself changed: what it
// asks (prompt or messages) and how it is judged (assertion source or rules,
// expected values, expectedFail, classifyFailure, its timeout). What the agent
// is given (workspace, skills, runner settings) is the treatment
// (treatment.ts): a PR changes it on purpose, and those cells are compared.
// Nothing machine-specific enters: the same case hashes the same anywhere.

import type { SuiteCase } from "../model/case.ts";
import { sha256 } from "./paths.ts";

export function testFingerprint(testCase: SuiteCase): string {
  const test = JSON.stringify({
    prompt: testCase.prompt,
    messages: testCase.messages.length > 1 ? testCase.messages : undefined,
    // Assertion function and classifyFailure source and expectedFail (modules), or the rules and `expected` (JSONL).
    definition: testCase.definition,
    expected: testCase.hasExpected ? testCase.expected : undefined,
    expectedFail: testCase.expectedFail,
    timeoutMs: testCase.timeoutMs ?? null,
  });
  return sha256(test).slice(0, 16);
}

/** One hash for a run's plan: its cases' tests and the treatment (shards of one plan must agree on it). */
export function suiteFingerprint(cases: readonly SuiteCase[], treatment: string): string {
  return sha256(cases.map((c) => `${c.id}\0${testFingerprint(c)}`).join("\n") + `\n${treatment}`).slice(0, 16);
}
