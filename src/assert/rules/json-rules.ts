// Rules on the JSON in the final output: json_path (real JSONPath; a missing
// path fails) and json_schema (Ajv).

import { readFileSync } from "node:fs";
import path from "node:path";
import type { AssertionRule } from "../../model/case.ts";
import { jsonEqual } from "../json/compare.ts";
import { compileSchema, schemaErrors } from "../json/schema.ts";
import { pathOf, structured, subject } from "./subject.ts";
import type { CompileContext, RuleDefinition, RuleOutcome } from "./types.ts";
import { show } from "./values.ts";

export const jsonRules: Record<string, RuleDefinition> = {
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
        if (!hasValue) return { passed: true, message: `${JSON.stringify(p)} exists (${show(s.value)})`, expected: p, actual: s.value };
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
        return ctx.fail(
          `invalid JSON Schema: ${(error as Error).message}`,
          "value is a JSON Schema object (draft-07 by default; set $schema for 2019-09 or 2020-12), or the path of a .json file holding one",
        );
      }
      return ({ output }) => {
        const json = structured(output);
        if (!json.found) return { passed: false, message: "output contains no JSON to validate", expected: "JSON matching the schema", actual: output };
        const passed = validate(json.value) === true;
        return {
          passed,
          message: passed ? "output JSON matches the schema" : `output JSON does not match the schema: ${schemaErrors(validate)}`,
          expected: "JSON matching the schema",
          actual: json.value,
        };
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
  const q = JSON.stringify(p);
  const message = passed
    ? `${q} ${how} ${show(value)}`
    : `expected ${q} ${how === "equals" ? "to equal" : how === "all equal" ? "to all equal" : "to be one of"} ${show(value)}, got ${show(actual)}`;
  return { passed, message, expected: value, actual };
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
