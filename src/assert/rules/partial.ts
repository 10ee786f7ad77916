// The tool_result rule's partial match (yao's semantics, without key-order
// flakiness): objects by a subset of keys, arrays element by element, strings
// equal (trimmed) or, when they start with "regex:", a pattern.

import { jsonEqual } from "../json/compare.ts";
import { extractJson } from "../json/extract.ts";
import type { CompileContext } from "./types.ts";
import { regexOrFail } from "./values.ts";
import type { UserRegex } from "../user-regex.ts";

export type Patterns = Map<string, UserRegex>;

/** Compiles every "regex:" string in an expected value at load time. */
export function compilePatterns(expected: unknown, flags: string | undefined, ctx: CompileContext, into: Patterns = new Map()): Patterns {
  if (typeof expected === "string" && expected.startsWith("regex:") && !into.has(expected)) into.set(expected, regexOrFail(expected.slice(6), flags, ctx));
  else if (Array.isArray(expected)) for (const e of expected) compilePatterns(e, flags, ctx, into);
  else if (typeof expected === "object" && expected !== null) for (const e of Object.values(expected)) compilePatterns(e, flags, ctx, into);
  return into;
}

export function partialMatch(actual: unknown, expected: unknown, patterns: Patterns): boolean {
  if (typeof expected === "string") {
    const pattern = patterns.get(expected);
    const text = typeof actual === "string" ? actual : (JSON.stringify(actual) ?? "");
    if (pattern) return pattern.test(text);
    return typeof actual === "string" ? actual.trim() === expected.trim() : String(actual) === expected;
  }
  // Tool output is text: compare structured expectations with the JSON in it.
  if (typeof actual === "string") {
    const extracted = extractJson(actual);
    if (!extracted.found) return false;
    actual = extracted.value;
  }
  if (Array.isArray(expected)) {
    return Array.isArray(actual) && actual.length === expected.length && expected.every((e, i) => partialMatch(actual[i], e, patterns));
  }
  if (typeof expected === "object" && expected !== null) {
    if (typeof actual !== "object" || actual === null || Array.isArray(actual)) return false;
    return Object.entries(expected).every(([k, v]) => Object.hasOwn(actual, k) && partialMatch((actual as Record<string, unknown>)[k], v, patterns));
  }
  return jsonEqual(actual, expected);
}
