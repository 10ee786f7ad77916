// Small pieces the rule families share: regexes (RE2, as in Go: yao's rules
// were written for Go), "regex:" string patterns, and short value text for messages.

import { cutText } from "../bound.ts";
import { compileUserRegex, USER_REGEX_HINT, type UserRegex } from "../user-regex.ts";
import { safeJson } from "../format.ts";
import type { CompileContext } from "./types.ts";

/** Compiles a rule's regex or fails the load naming the pattern (RE2 syntax, linear time: src/assert/user-regex.ts). */
export function regexOrFail(pattern: string, flags: string | undefined, ctx: CompileContext): UserRegex {
  try {
    return compileUserRegex(pattern, flags);
  } catch (error) {
    return ctx.fail(`invalid regex ${JSON.stringify(pattern)}${flags ? ` with flags "${flags}"` : ""}: ${(error as Error).message}`, USER_REGEX_HINT);
  }
}

export type TextMatcher = { kind: "substring"; text: string } | { kind: "regex"; regex: UserRegex };

/** A string value: "regex:<pattern>" is a pattern, anything else a substring. */
export function textMatcher(value: string, flags: string | undefined, ctx: CompileContext): TextMatcher {
  return value.startsWith("regex:") ? { kind: "regex", regex: regexOrFail(value.slice(6), flags, ctx) } : { kind: "substring", text: value };
}

export function matchText(text: string, matcher: TextMatcher): boolean {
  if (matcher.kind === "substring") return text.includes(matcher.text);
  return matcher.regex.test(text);
}

export function describeText(matcher: TextMatcher): string {
  return matcher.kind === "substring" ? JSON.stringify(matcher.text) : String(matcher.regex);
}

/** A value as it appears in a message: JSON, cut to a readable length. */
export function show(value: unknown, max = 300): string {
  return cutText(typeof value === "string" ? JSON.stringify(value) : safeJson(value), max);
}

/** A list of strings, or one string, as a non-empty string list; undefined when it is neither. */
export function stringList(value: unknown): string[] | undefined {
  if (typeof value === "string" && value !== "") return [value];
  if (Array.isArray(value) && value.length > 0 && value.every((v) => typeof v === "string" && v !== "")) return value as string[];
  return undefined;
}
