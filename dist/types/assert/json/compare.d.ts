export declare function jsonEqual(actual: unknown, expected: unknown): boolean;
/**
 * `actual` contains `expected`: objects by a subset of keys (recursively),
 * arrays when every expected element is contained in some actual element,
 * other values by equality. An array also contains any value one of its
 * elements contains ({"id": 2} is in [{"id": 1}, {"id": 2, "x": 0}], "b" in ["a", "b"]).
 */
export declare function jsonContains(actual: unknown, expected: unknown): boolean;
export declare function isObject(value: unknown): value is Record<string, unknown>;
/** "null", "array", "object", "string", "number", "boolean" (the `type` rule's names). */
export declare function jsonType(value: unknown): string;
