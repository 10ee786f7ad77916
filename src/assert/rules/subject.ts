// What an output rule looks at: the final output text, or, with `path`, the
// value JSONPath selects in the JSON found in it.

import type { AssertionRule } from "../../model/case.ts";
import { extractJson } from "../json/extract.ts";
import { jsonPathProblem, queryJsonPath } from "../json/path.ts";
import type { CompileContext, RuleOutcome } from "./types.ts";

export type Subject = { ok: true; value: unknown; text: boolean; label: string; count: number } | { ok: false; outcome: RuleOutcome };

export function pathOf(rule: AssertionRule, ctx: CompileContext, required: boolean): string | undefined {
  if (rule.path === undefined) {
    if (required) ctx.fail(`"${rule.type}" needs a "path"`, 'e.g. {"type": "json_path", "path": "$.status", "value": "ok"}');
    return undefined;
  }
  if (typeof rule.path !== "string") ctx.fail('"path" must be a JSONPath string', 'e.g. "$.items[0].id" or "$..price"');
  const problem = jsonPathProblem(rule.path);
  if (problem)
    ctx.fail(`invalid JSONPath ${JSON.stringify(rule.path)}: ${problem}`, 'JSONPath syntax: "$.a.b", "$.items[*].id", "$.items[?(@.price < 10)]", "$..name"');
  return rule.path;
}

/** The value a rule looks at: the output text, or what `path` selects in its JSON (several matches: their list). */
export function subject(output: string, jsonPath: string | undefined, expected: unknown): Subject {
  if (jsonPath === undefined) return { ok: true, value: output, text: true, label: "output", count: 1 };
  const extracted = extractJson(output);
  if (!extracted.found)
    return { ok: false, outcome: { passed: false, message: `output contains no JSON to read ${JSON.stringify(jsonPath)} from`, expected, actual: output } };
  const values = queryJsonPath(extracted.value, jsonPath);
  if (values.length === 0)
    return {
      ok: false,
      outcome: { passed: false, message: `${JSON.stringify(jsonPath)} matched nothing in the output's JSON`, expected, actual: extracted.value },
    };
  return { ok: true, value: values.length === 1 ? values[0] : values, text: false, label: JSON.stringify(jsonPath), count: values.length };
}

/** Structured values compare with the JSON found in the text. */
export function structured(output: string): { found: true; value: unknown } | { found: false } {
  const extracted = extractJson(output);
  return extracted.found ? { found: true, value: extracted.value } : { found: false };
}
