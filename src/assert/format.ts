// Text for failure messages: how a matcher reads and what was observed.
// Observed lists are cut so one message stays readable in a PR comment.

import { cutText } from "./bound.ts";
import type { Matcher } from "./types.ts";

const MAX_LISTED = 30;
const MAX_ITEM = 300;

export function describeMatcher(matcher: Matcher): string {
  return typeof matcher === "string" ? JSON.stringify(matcher) : String(matcher);
}

export function quoteList(values: readonly string[]): string {
  return values.map((v) => JSON.stringify(v)).join(", ");
}

/** "Observed commands (2):\n  1. ls\n  2. pnpm test", or "Observed commands: (none)". */
export function observedList(label: string, values: readonly string[], show: (value: string) => string = (v) => v): string {
  if (values.length === 0) return `Observed ${label}: (none)`;
  const lines = values.slice(0, MAX_LISTED).map((v, i) => `  ${i + 1}. ${cutText(show(v), MAX_ITEM)}`);
  if (values.length > MAX_LISTED) lines.push(`  … and ${values.length - MAX_LISTED} more`);
  return `Observed ${label} (${values.length}):\n${lines.join("\n")}`;
}

/** The user's `message` option goes first; the generated detail always follows. */
export function compose(detail: string, observed: string | undefined, custom: string | undefined): string {
  const body = observed ? `${detail}\n${observed}` : detail;
  return custom ? `${custom}\n${body}` : body;
}

export function matchesText(value: string, matcher: Matcher): boolean {
  if (typeof matcher === "string") return value.includes(matcher);
  matcher.lastIndex = 0;
  return matcher.test(value);
}

export function safeJson(value: unknown): string {
  try {
    return JSON.stringify(value, (_k, v: unknown) => (v instanceof RegExp ? v.toString() : typeof v === "bigint" ? v.toString() : v)) ?? String(value);
  } catch {
    return String(value);
  }
}
