// Comparisons of JSON values. Key order never matters (yao compared serialized
// text, so two equal objects could differ at random).

import { isDeepStrictEqual } from "node:util";

export function jsonEqual(actual: unknown, expected: unknown): boolean {
  return isDeepStrictEqual(actual, expected);
}

/**
 * `actual` contains `expected`: objects by a subset of keys (recursively),
 * arrays when every expected element is contained in some actual element,
 * other values by equality. An array also contains any value one of its
 * elements contains ({"id": 2} is in [{"id": 1}, {"id": 2, "x": 0}], "b" in ["a", "b"]).
 */
export function jsonContains(actual: unknown, expected: unknown): boolean {
  if (Array.isArray(expected)) {
    return Array.isArray(actual) && expected.every((e) => actual.some((a) => jsonContains(a, e)));
  }
  if (Array.isArray(actual)) return actual.some((a) => jsonContains(a, expected));
  if (isObject(expected)) {
    return isObject(actual) && Object.entries(expected).every(([k, v]) => Object.hasOwn(actual, k) && jsonContains(actual[k], v));
  }
  return isDeepStrictEqual(actual, expected);
}

export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** "null", "array", "object", "string", "number", "boolean" (the `type` rule's names). */
export function jsonType(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "array";
  return typeof value;
}
