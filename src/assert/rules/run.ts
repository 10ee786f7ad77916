// Runs a JSONL case's rules (all of them, so every result is listed) and the
// `expected` check. `negate` flips a rule; `message` replaces its failure text.

import type { AssertionRule, SuiteCase } from "../../model/case.ts";
import type { AssertionResult, SourceLocation } from "../../model/result.ts";
import { bound, cutText } from "../bound.ts";
import { checkOf, type RuleSource } from "./compile.ts";
import { outputRules } from "./output-rules.ts";
import { RuleCrash, type RuleInput, type RuleOutcome } from "./types.ts";

export interface RulesOutcome {
  results: AssertionResult[];
  /** Messages of failed rules. */
  failures: string[];
  /** Messages of rules whose check itself broke (a script that threw, no judge). */
  crashes: string[];
}

export async function runRules(
  rules: readonly AssertionRule[],
  input: RuleInput,
  source: RuleSource,
  location: SourceLocation | undefined,
): Promise<RulesOutcome> {
  const outcome: RulesOutcome = { results: [], failures: [], crashes: [] };
  for (const [index, rule] of rules.entries()) {
    const label = rules.length > 1 ? `assert[${index}] ${rule.type}` : rule.type;
    let result: RuleOutcome;
    try {
      result = await (await checkOf(rule, source))(input);
    } catch (error) {
      const message = `${label}: ${error instanceof RuleCrash ? error.message : `the check failed to run: ${(error as Error)?.message ?? String(error)}`}`;
      outcome.crashes.push(message);
      outcome.results.push({ kind: "rule", name: rule.type, passed: false, expected: bound(rule.value), message, ...(location ? { location } : {}) });
      continue;
    }
    const passed = rule.negate ? !result.passed : result.passed;
    // Script and judge messages are user text: keep them short.
    const found = cutText(rule.negate ? `negated rule matched: ${result.message}` : result.message);
    const message = passed ? found : (rule.message ?? found);
    if (!passed) outcome.failures.push(`${label}: ${message}`);
    outcome.results.push({
      kind: "rule",
      name: rule.type,
      passed,
      ...(result.expected !== undefined ? { expected: bound(rule.negate ? { not: result.expected } : result.expected) } : {}),
      ...(result.actual !== undefined ? { actual: bound(result.actual) } : {}),
      message,
      ...(location ? { location } : {}),
    });
  }
  return outcome;
}

/**
 * JSONL `expected`: the output equals it. A string compares with the text
 * (surrounding whitespace ignored); anything else with the JSON in the output
 * (whole text, ```json block, or JSON between prose), key order ignored.
 */
export async function runExpected(testCase: SuiteCase, input: RuleInput, location: SourceLocation | undefined): Promise<AssertionResult> {
  const check = outputRules.equals.compile(
    { type: "equals", value: testCase.expected },
    {
      where: "",
      suiteDir: "",
      label: "expected",
      fail: (problem) => {
        throw new RuleCrash(problem);
      },
      unsupported: (field, reason) => {
        throw new RuleCrash(`"${field}" ${reason}`);
      },
    },
  );
  const result = await check(input);
  return {
    kind: "expected",
    name: "equals",
    passed: result.passed,
    expected: bound(testCase.expected),
    actual: bound(result.actual),
    message: result.message,
    ...(location ? { location } : {}),
  };
}
