/** Cuts a string to `max` characters, saying how much was left out. */
export declare function cutText(text: string, max?: number): string;
/**
 * A JSON-safe copy of `value` with long strings, long arrays, wide objects and
 * deep nesting cut (each cut says what was left out). RegExps become "/x/i",
 * functions "[function name]".
 */
export declare function bound(value: unknown, depth?: number): unknown;
