// Small pieces the rule families share: Go/RE2-style regexes (yao's rules were
// written for Go), "regex:" string patterns, and short value text for messages.

import { cutText } from "../bound.ts";
import { safeJson } from "../format.ts";
import type { CompileContext } from "./types.ts";

/**
 * A JS RegExp from a pattern written for Go: leading inline flags `(?i)`, `(?s)`,
 * `(?m)` become flags, `(?P<name>` becomes `(?<name>`. Throws on an invalid pattern.
 */
export function compileRegex(pattern: string, flags = ""): RegExp {
  let source = pattern;
  let all = flags;
  for (let m = /^\(\?([a-zA-Z]+)\)/.exec(source); m; m = /^\(\?([a-zA-Z]+)\)/.exec(source)) {
    for (const f of m[1]) {
      if (!"ims".includes(f)) throw new SyntaxError(`inline flag (?${f}) is not supported (use i, m or s)`);
      if (!all.includes(f)) all += f;
    }
    source = source.slice(m[0].length);
  }
  source = source.replaceAll("(?P<", "(?<");
  return new RegExp(source, all);
}

/** Compiles a rule's regex or fails the load naming the pattern. */
export function regexOrFail(pattern: string, flags: string | undefined, ctx: CompileContext): RegExp {
  try {
    return compileRegex(pattern, flags);
  } catch (error) {
    return ctx.fail(
      `invalid regex ${JSON.stringify(pattern)}${flags ? ` with flags "${flags}"` : ""}: ${(error as Error).message}`,
      "JavaScript regular expression syntax; inline (?i), (?m), (?s) at the start work too",
    );
  }
}

export type TextMatcher = { kind: "substring"; text: string } | { kind: "regex"; regex: RegExp };

/** A string value: "regex:<pattern>" is a pattern, anything else a substring. */
export function textMatcher(value: string, flags: string | undefined, ctx: CompileContext): TextMatcher {
  return value.startsWith("regex:") ? { kind: "regex", regex: regexOrFail(value.slice(6), flags, ctx) } : { kind: "substring", text: value };
}

export function matchText(text: string, matcher: TextMatcher): boolean {
  if (matcher.kind === "substring") return text.includes(matcher.text);
  matcher.regex.lastIndex = 0;
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
