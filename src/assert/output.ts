// assert.output.*: the agent's final output text.

import type { Session } from "../model/session.ts";
import { cutText } from "./bound.ts";
import { compose, describeMatcher, matchesText, safeJson } from "./format.ts";
import { helper, type Verdict } from "./helper.ts";
import { jsonEqual } from "./json/compare.ts";
import { extractJson } from "./json/extract.ts";
import { jsonPathProblem, queryJsonPath } from "./json/path.ts";
import type { AssertionOptions, JsonValue, Matcher, OutputAssertions } from "./types.ts";

const SHOWN = 500;

export function observedOutput(text: string): string {
  if (text === "") return "Observed final output: (empty)";
  return `Observed final output (${text.length} characters): ${JSON.stringify(cutText(text, SHOWN))}`;
}

function verdict(
  report: Session,
  passed: boolean,
  detail: string,
  options: AssertionOptions | undefined,
  expected: unknown,
  actual: unknown = report.finalOutput,
): Verdict {
  return { passed, ...(passed ? {} : { message: compose(detail, observedOutput(report.finalOutput), options?.message) }), expected, actual };
}

const checks = {
  includes: (report: Session, matcher: Matcher, options?: AssertionOptions): Verdict => {
    if (typeof matcher !== "string" && !(matcher instanceof RegExp))
      throw new TypeError(`assert.output.includes: the matcher must be a string or a RegExp, got ${typeof matcher}`);
    const what = typeof matcher === "string" ? `to include ${describeMatcher(matcher)}` : `to match ${describeMatcher(matcher)}`;
    return verdict(report, matchesText(report.finalOutput, matcher), `Expected the final output ${what}.`, options, describeMatcher(matcher));
  },
  matches: (report: Session, pattern: RegExp, options?: AssertionOptions): Verdict => {
    if (!(pattern instanceof RegExp)) throw new TypeError(`assert.output.matches: the pattern must be a RegExp, got ${typeof pattern}`);
    return verdict(report, matchesText(report.finalOutput, pattern), `Expected the final output to match ${pattern}.`, options, String(pattern));
  },
  notEmpty: (report: Session, options?: AssertionOptions): Verdict => {
    return verdict(report, report.finalOutput.length > 0, "Expected a non-empty final output.", options, "non-empty");
  },
  json: (report: Session, path: string, ...rest: [JsonValue?, AssertionOptions?]): Verdict => {
    const problem = typeof path === "string" ? jsonPathProblem(path) : "the path must be a string";
    if (problem) throw new TypeError(`assert.output.json: invalid JSONPath ${JSON.stringify(path)}: ${problem}`);
    const hasExpected = rest.length > 0 && rest[0] !== undefined;
    const [expected, options] = rest;
    const want = hasExpected ? `to equal ${safeJson(expected)}` : "to exist";
    const detail = (reason: string) => `Expected JSON at ${path} in the final output ${want}, but ${reason}.`;
    const extracted = extractJson(report.finalOutput);
    if (!extracted.found) return verdict(report, false, detail("the output contains no JSON"), options, expected ?? path, null);
    const values = queryJsonPath(extracted.value, path);
    if (values.length === 0) return verdict(report, false, detail("the path matched nothing"), options, expected ?? path, extracted.value);
    const actual = values.length === 1 ? values[0] : values;
    if (!hasExpected) return verdict(report, true, "", options, path, actual);
    return verdict(report, jsonEqual(actual, expected), detail(`found ${safeJson(actual)}`), options, expected, actual);
  },
};

export function outputAssertions(soft: boolean): OutputAssertions {
  return {
    includes: helper("output.includes", checks.includes, soft),
    matches: helper("output.matches", checks.matches, soft),
    notEmpty: helper("output.notEmpty", checks.notEmpty, soft),
    json: helper("output.json", checks.json, soft),
  };
}
