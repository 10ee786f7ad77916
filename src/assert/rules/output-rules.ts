// Rules on the agent's final output: equals, contains, not_contains, regex,
// type. With `path`, a rule checks the value that JSONPath selects in the JSON
// found in the output instead of the whole text.

import type { AssertionRule } from "../../model/case.ts";
import { jsonContains, jsonEqual, jsonType } from "../json/compare.ts";
import { pathOf, structured, subject, type Subject } from "./subject.ts";
import type { CompileContext, RuleDefinition, RuleOutcome } from "./types.ts";
import { regexOrFail, show } from "./values.ts";

const TYPES = ["string", "number", "boolean", "object", "array", "null"];

function equalsOutcome(s: Extract<Subject, { ok: true }>, value: unknown): RuleOutcome {
  if (s.text && typeof value === "string") {
    const passed = (s.value as string).trim() === value.trim();
    return { passed, message: passed ? `output equals ${show(value)}` : `expected ${show(value)}, got ${show(s.value)}`, expected: value, actual: s.value };
  }
  let actual = s.value;
  if (s.text) {
    const json = structured(s.value as string);
    if (!json.found)
      return { passed: false, message: `expected JSON equal to ${show(value)}, but the output contains no JSON`, expected: value, actual: s.value };
    actual = json.value;
  }
  const passed = jsonEqual(actual, value);
  return {
    passed,
    message: passed ? `${s.label} equals ${show(value)}` : `expected ${s.label} to equal ${show(value)}, got ${show(actual)}`,
    expected: value,
    actual,
  };
}

function containsOutcome(s: Extract<Subject, { ok: true }>, value: unknown): RuleOutcome {
  if (typeof s.value === "string" && (typeof value === "string" || typeof value === "number" || typeof value === "boolean")) {
    const passed = s.value.includes(String(value));
    return { passed, message: `${s.label} ${passed ? "contains" : "does not contain"} ${show(String(value))}`, expected: value, actual: s.value };
  }
  let actual = s.value;
  if (s.text) {
    const json = structured(s.value as string);
    if (!json.found) return { passed: false, message: `output does not contain ${show(value)} (it contains no JSON)`, expected: value, actual: s.value };
    actual = json.value;
  }
  const passed = jsonContains(actual, value);
  return {
    passed,
    message: `${s.label} ${passed ? "contains" : "does not contain"} ${show(value)}${passed ? "" : `; found ${show(actual)}`}`,
    expected: value,
    actual,
  };
}

const withPath = (rule: AssertionRule, ctx: CompileContext) => pathOf(rule, ctx, false);

export const outputRules: Record<string, RuleDefinition> = {
  equals: {
    value: "required",
    fields: ["path"],
    example: '{"type": "equals", "value": "42"}',
    compile(rule: AssertionRule, ctx: CompileContext) {
      const p = withPath(rule, ctx);
      return ({ output }) => {
        const s = subject(output, p, rule.value);
        return s.ok ? equalsOutcome(s, rule.value) : s.outcome;
      };
    },
  },
  contains: {
    value: "required",
    fields: ["path"],
    example: '{"type": "contains", "value": "hello"}',
    compile(rule: AssertionRule, ctx: CompileContext) {
      if (rule.value === "") ctx.fail('"value" is an empty string, which every output contains', 'give the text to look for, e.g. "value": "hello"');
      const p = withPath(rule, ctx);
      return ({ output }) => {
        const s = subject(output, p, rule.value);
        return s.ok ? containsOutcome(s, rule.value) : s.outcome;
      };
    },
  },
  not_contains: {
    value: "required",
    fields: ["path"],
    example: '{"type": "not_contains", "value": "error"}',
    compile(rule: AssertionRule, ctx: CompileContext) {
      const contains = outputRules.contains.compile(rule, ctx);
      return async (input) => {
        const o = await contains(input);
        return { ...o, passed: !o.passed };
      };
    },
  },
  regex: {
    value: "required",
    fields: ["path", "flags"],
    example: '{"type": "regex", "value": "^done", "flags": "im"}',
    compile(rule: AssertionRule, ctx: CompileContext) {
      if (typeof rule.value !== "string") ctx.fail('"value" must be a regular expression string', 'e.g. "value": "\\\\d+ files"');
      if (rule.flags !== undefined && typeof rule.flags !== "string") ctx.fail('"flags" must be a string such as "i" or "ims"', '"flags": "i"');
      const regex = regexOrFail(rule.value, rule.flags, ctx);
      const p = withPath(rule, ctx);
      return ({ output }) => {
        const s = subject(output, p, String(regex));
        if (!s.ok) return s.outcome;
        const text = typeof s.value === "string" ? s.value : JSON.stringify(s.value);
        const passed = regex.test(text);
        return { passed, message: `${s.label} ${passed ? "matches" : "does not match"} ${String(regex)}`, expected: String(regex), actual: s.value };
      };
    },
  },
  type: {
    value: "required",
    fields: ["path"],
    example: '{"type": "type", "value": "object"}',
    compile(rule: AssertionRule, ctx: CompileContext) {
      if (typeof rule.value !== "string" || !TYPES.includes(rule.value)) ctx.fail(`"value" must be one of ${TYPES.join(", ")}`, '"value": "object"');
      const p = withPath(rule, ctx);
      return ({ output }) => {
        const s = subject(output, p, rule.value);
        if (!s.ok) return s.outcome;
        const actual = s.text ? wholeJsonType(output) : jsonType(s.value);
        const passed = actual === rule.value;
        return { passed, message: `${s.label} is ${article(actual)}${passed ? "" : `, not ${article(rule.value as string)}`}`, expected: rule.value, actual };
      };
    },
  },
};

/** The type of the whole output: JSON when the text (or its only fenced block) is JSON, else "string". */
function wholeJsonType(output: string): string {
  const trimmed = output.trim();
  const fence = /^```[\w+-]*[^\n]*\n([\s\S]*?)```$/.exec(trimmed);
  for (const candidate of [trimmed, fence?.[1]?.trim()]) {
    if (candidate === undefined || candidate === "") continue;
    try {
      return jsonType(JSON.parse(candidate));
    } catch {
      // not JSON: try the next form
    }
  }
  return "string";
}

function article(type: string): string {
  return type === "null" ? "null" : `${/^[aeiou]/.test(type) ? "an" : "a"} ${type}`;
}
