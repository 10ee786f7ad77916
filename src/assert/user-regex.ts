// Regular expressions written in a suite (JSONL `regex` rules, "regex:"
// patterns, scripted agents' prompt patterns) run on RE2 (re2js, pure
// JavaScript): matching takes time linear in the text, so no pattern can hang
// a run the way `^(a+)+$` hangs a backtracking engine (V8's own would block
// the event loop for minutes, and every other execution with it). RE2's
// syntax is Go's, which yao's rules were written for; JavaScript-style
// `\uXXXX` escapes work too. Lookaround and backreferences need backtracking,
// so they are refused when the suite loads.

import { RE2JS } from "re2js";

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

const FLAGS: Record<string, number> = { i: RE2JS.CASE_INSENSITIVE, m: RE2JS.MULTILINE, s: RE2JS.DOTALL };

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
  let bits = 0;
  for (const f of flags) {
    if (f in FLAGS) bits |= FLAGS[f];
    else if (!"guy".includes(f)) throw new SyntaxError(`flag "${f}" is not supported (use i, m or s)`);
  }
  let re: RE2JS;
  try {
    re = RE2JS.compile(RE2JS.translateRegExp(pattern), bits);
  } catch (error) {
    const known = UNSUPPORTED.find(([shape]) => shape.test(pattern));
    throw new SyntaxError(known ? known[1] : (error as Error).message.replace(/^error parsing regexp: /u, ""), { cause: error });
  }
  return new LinearRegExp(re, `/${pattern}/${[...new Set(flags)].filter((f) => f in FLAGS).join("")}`);
}
