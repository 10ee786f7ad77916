// Regular expressions written in a suite (JSONL `regex` rules, "regex:"
// patterns, scripted agents' prompt patterns) run on RE2 (re2js, pure
// JavaScript): matching takes time linear in the text, so no pattern can hang
// a run the way `^(a+)+$` hangs a backtracking engine (V8's own would block
// the event loop for minutes, and every other execution with it). RE2's
// syntax is Go's, which yao's rules were written for; JavaScript-style
// `\uXXXX` escapes work too. Lookaround and backreferences need backtracking,
// so they are refused when the suite loads.

import { infraError } from "../errors.ts";
import type { RE2JS } from "re2js";

// re2js (a quarter of a megabyte) loads only for a suite or script that holds a pattern: most runs have
// none, and every module loaded before the first agent is start-up (bench/items/startup.mjs).
let engine: typeof import("re2js") | undefined;

/** Loads RE2: awaited (rule-engines.ts) before anything compiles a user pattern. */
export async function loadRegexEngine(): Promise<void> {
  engine ??= await import("re2js");
}

function re2(): typeof RE2JS {
  if (!engine) throw infraError("the regular-expression engine was used before it was loaded (a bug in agent-bench)");
  return engine.RE2JS;
}

/**
 * A RegExp whose matching runs on RE2: `exec` is what `test`, `match`, `replace` and `split` call
 * (RegExpExec in the spec), so every consumer of a RegExp (the assertion helpers, command matchers)
 * gets linear-time matching. Always matches from the start of the text (no `lastIndex` state).
 */
class LinearRegExp extends RegExp {
  readonly #re: RE2JS;
  readonly #shown: string;

  constructor(re: RE2JS, shown: string) {
    super("(?:)");
    this.#re = re;
    this.#shown = shown;
  }

  override exec(text: string): RegExpExecArray | null {
    return this.#re.exec(String(text)) as RegExpExecArray | null;
  }

  override test(text: string): boolean {
    return this.#re.test(String(text));
  }

  override toString(): string {
    return this.#shown;
  }
}

export type UserRegex = RegExp;

const FLAGS = new Set(["i", "m", "s"]);

function flagBits(flag: string, RE2: typeof RE2JS): number {
  return flag === "i" ? RE2.CASE_INSENSITIVE : flag === "m" ? RE2.MULTILINE : RE2.DOTALL;
}

/** Why RE2 refuses what a JavaScript or Perl pattern may hold. */
const UNSUPPORTED: Array<[RegExp, string]> = [
  [/\(\?<?[=!]/u, "lookahead and lookbehind ((?=…), (?!…), (?<=…), (?<!…)) are not supported"],
  [/\\[1-9]|\\k</u, "backreferences (\\1, \\k<name>) are not supported"],
];

export const USER_REGEX_HINT =
  "regexes use RE2 syntax (as in Go) and match in linear time, so lookaround and backreferences are not available; " +
  'split the check into two rules (one with "negate": true), or use a script rule';

/** Compiles a pattern with flags ("i", "m", "s"; "g", "u" and "y" change nothing); throws a SyntaxError that says what is wrong. */
export function compileUserRegex(pattern: string, flags = ""): UserRegex {
  const RE2 = re2();
  let bits = 0;
  for (const f of flags) {
    if (FLAGS.has(f)) bits |= flagBits(f, RE2);
    else if (!"guy".includes(f)) throw new SyntaxError(`flag "${f}" is not supported (use i, m or s)`);
  }
  let re: RE2JS;
  try {
    re = RE2.compile(RE2.translateRegExp(pattern), bits);
  } catch (error) {
    const known = UNSUPPORTED.find(([shape]) => shape.test(pattern));
    throw new SyntaxError(known ? known[1] : (error as Error).message.replace(/^error parsing regexp: /u, ""), { cause: error });
  }
  return new LinearRegExp(re, `/${pattern}/${[...new Set(flags)].filter((f) => FLAGS.has(f)).join("")}`);
}
