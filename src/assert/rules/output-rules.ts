// Rules on the agent's final output: equals, contains, not_contains, regex,
// type, json_path, json_schema. With `path`, a rule checks the value that
// JSONPath selects in the JSON found in the output instead of the whole text.

import { readFileSync } from "node:fs";
import path from "node:path";
import type { AssertionRule } from "../../model/case.ts";
import { jsonContains, jsonEqual, jsonType } from "../json/compare.ts";
import { extractJson } from "../json/extract.ts";
import { jsonPathProblem, queryJsonPath } from "../json/path.ts";
import { compileSchema, schemaErrors } from "../json/schema.ts";
import type { CompileContext, RuleDefinition, RuleOutcome } from "./types.ts";
import { regexOrFail, show } from "./values.ts";

const TYPES = ["string", "number", "boolean", "object", "array", "null"];

type Subject = { ok: true; value: unknown; text: boolean; label: string; count: number } | { ok: false; outcome: RuleOutcome };

function pathOf(rule: AssertionRule, ctx: CompileContext, required: boolean): string | undefined {
  if (rule.path === undefined) {
    if (required) ctx.fail(`"${rule.type}" needs a "path"`, 'e.g. {"type": "json_path", "path": "$.status", "value": "ok"}');
    return undefined;
  }
  if (typeof rule.path !== "string") ctx.fail('"path" must be a JSONPath string', 'e.g. "$.items[0].id" or "$..price"');
  const problem = jsonPathProblem(rule.path);
  if (problem) ctx.fail(`invalid JSONPath ${JSON.stringify(rule.path)}: ${problem}`, 'JSONPath syntax: "$.a.b", "$.items[*].id", "$.items[?(@.price < 10)]", "$..name"');
  return rule.path;
}

/** The value a rule looks at: the output text, or what `path` selects in its JSON (several matches: their list). */
function subject(output: string, jsonPath: string | undefined, expected: unknown): Subject {
  if (jsonPath === undefined) return { ok: true, value: output, text: true, label: "output", count: 1 };
  const extracted = extractJson(output);
  if (!extracted.found) return { ok: false, outcome: { passed: false, message: `output contains no JSON to read ${jsonPath} from`, expected, actual: output } };
  const values = queryJsonPath(extracted.value, jsonPath);
  if (values.length === 0) return { ok: false, outcome: { passed: false, message: `${jsonPath} matched nothing in the output's JSON`, expected, actual: extracted.value } };
  return { ok: true, value: values.length === 1 ? values[0] : values, text: false, label: jsonPath, count: values.length };
}

/** Structured values compare with the JSON found in the text. */
function structured(output: string): { found: true; value: unknown } | { found: false } {
  const extracted = extractJson(output);
  return extracted.found ? { found: true, value: extracted.value } : { found: false };
}

function equalsOutcome(s: Extract<Subject, { ok: true }>, value: unknown): RuleOutcome {
  if (s.text && typeof value === "string") {
    const passed = (s.value as string).trim() === value.trim();
    return { passed, message: passed ? `output equals ${show(value)}` : `expected ${show(value)}, got ${show(s.value)}`, expected: value, actual: s.value };
  }
  let actual = s.value;
  if (s.text) {
    const json = structured(s.value as string);
    if (!json.found) return { passed: false, message: `expected JSON equal to ${show(value)}, but the output contains no JSON`, expected: value, actual: s.value };
    actual = json.value;
  }
  const passed = jsonEqual(actual, value);
  return { passed, message: passed ? `${s.label} equals ${show(value)}` : `expected ${s.label} to equal ${show(value)}, got ${show(actual)}`, expected: value, actual };
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
  return { passed, message: `${s.label} ${passed ? "contains" : "does not contain"} ${show(value)}${passed ? "" : `; found ${show(actual)}`}`, expected: value, actual };
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
      const contains = outputRules.contains!.compile(rule, ctx);
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
        regex.lastIndex = 0;
        const passed = regex.test(text);
        return { passed, message: `${s.label} ${passed ? "matches" : "does not match"} ${regex}`, expected: String(regex), actual: s.value };
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
  json_path: {
    value: "optional",
    fields: ["path"],
    example: '{"type": "json_path", "path": "$.status", "value": "ok"}',
    compile(rule: AssertionRule, ctx: CompileContext) {
      const p = pathOf(rule, ctx, true)!;
      const hasValue = "value" in rule;
      return ({ output }) => {
        const s = subject(output, p, rule.value);
        if (!s.ok) return s.outcome;
        if (!hasValue) return { passed: true, message: `${p} exists (${show(s.value)})`, expected: p, actual: s.value };
        return jsonPathOutcome(p, s.value, rule.value, s.count > 1);
      };
    },
  },
  json_schema: {
    value: "required",
    fields: [],
    example: '{"type": "json_schema", "value": {"type": "object", "required": ["id"]}}',
    compile(rule: AssertionRule, ctx: CompileContext) {
      const schema = typeof rule.value === "string" ? readSchema(rule.value, ctx) : rule.value;
      let validate: ReturnType<typeof compileSchema>;
      try {
        validate = compileSchema(schema);
      } catch (error) {
        return ctx.fail(`invalid JSON Schema: ${(error as Error).message}`, "value is a JSON Schema object (draft-07 by default; set $schema for 2019-09 or 2020-12), or the path of a .json file holding one");
      }
      return ({ output }) => {
        const json = structured(output);
        if (!json.found) return { passed: false, message: "output contains no JSON to validate", expected: "JSON matching the schema", actual: output };
        const passed = validate(json.value) === true;
        return { passed, message: passed ? "output JSON matches the schema" : `output JSON does not match the schema: ${schemaErrors(validate)}`, expected: "JSON matching the schema", actual: json.value };
      };
    },
  },
};

/** yao's json_path: one match equals the value (or is one of an array value); several matches equal an array value, or each equals the value. */
function jsonPathOutcome(p: string, actual: unknown, value: unknown, several: boolean): RuleOutcome {
  let passed: boolean;
  let how = "equals";
  if (several && !Array.isArray(value)) {
    passed = (actual as unknown[]).every((a) => jsonEqual(a, value));
    how = "all equal";
  } else if (!several && Array.isArray(value) && !Array.isArray(actual)) {
    passed = value.some((v) => jsonEqual(actual, v));
    how = "is one of";
  } else {
    passed = jsonEqual(actual, value);
  }
  const message = passed ? `${p} ${how} ${show(value)}` : `expected ${p} ${how === "equals" ? "to equal" : how === "all equal" ? "to all equal" : "to be one of"} ${show(value)}, got ${show(actual)}`;
  return { passed, message, expected: value, actual };
}

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

function readSchema(file: string, ctx: CompileContext): unknown {
  const abs = path.resolve(ctx.suiteDir, file);
  let text: string;
  try {
    text = readFileSync(abs, "utf8");
  } catch {
    return ctx.fail(`schema file not found: ${abs}`, "value is a JSON Schema object, or a .json file path relative to the suite file");
  }
  try {
    return JSON.parse(text);
  } catch (error) {
    return ctx.fail(`${abs} is not valid JSON: ${(error as Error).message}`, "the schema file must hold one JSON Schema object");
  }
}
