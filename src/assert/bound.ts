// Keeps what an assertion result stores small: results.json holds one entry
// per assertion per execution, and agent output can be megabytes.

const MAX_STRING = 2000;
const MAX_ITEMS = 50;
const MAX_KEYS = 50;
const MAX_DEPTH = 6;

/** Cuts a string to `max` characters, saying how much was left out. */
export function cutText(text: string, max = MAX_STRING): string {
  if (text.length <= max) return text;
  let end = max;
  const code = text.charCodeAt(end - 1);
  // Never split a surrogate pair.
  if (code >= 0xd800 && code <= 0xdbff) end--;
  return `${text.slice(0, end)}… [${text.length - end} more characters]`;
}

/**
 * A JSON-safe copy of `value` with long strings, long arrays, wide objects and
 * deep nesting cut (each cut says what was left out). RegExps become "/x/i",
 * functions "[function name]".
 */
export function bound(value: unknown, depth = 0): unknown {
  if (value === null || typeof value === "boolean") return value;
  if (typeof value === "number") return Number.isFinite(value) ? value : String(value);
  if (typeof value === "string") return cutText(value);
  if (typeof value === "bigint") return value.toString();
  if (value === undefined) return undefined;
  if (value instanceof RegExp) return value.toString();
  if (typeof value === "function") return `[function ${value.name || "anonymous"}]`;
  if (typeof value === "symbol") return value.toString();
  if (depth >= MAX_DEPTH) return Array.isArray(value) ? `[array of ${value.length}]` : "[object]";
  if (Array.isArray(value)) {
    const items = value.slice(0, MAX_ITEMS).map((v) => bound(v, depth + 1) ?? null);
    if (value.length > MAX_ITEMS) items.push(`… ${value.length - MAX_ITEMS} more`);
    return items;
  }
  if (value instanceof Error) return { name: value.name, message: cutText(value.message) };
  if (value instanceof Map || value instanceof Set) return bound([...value], depth);
  const entries = Object.entries(value as Record<string, unknown>);
  const out: Record<string, unknown> = {};
  for (const [key, v] of entries.slice(0, MAX_KEYS)) {
    const b = bound(v, depth + 1);
    if (b !== undefined) out[key] = b;
  }
  if (entries.length > MAX_KEYS) out["…"] = `${entries.length - MAX_KEYS} more keys`;
  return out;
}
