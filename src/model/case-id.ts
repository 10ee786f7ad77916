// The rule for case ids, checked when a suite loads: an id names artifact
// folders, environment variables (AGENT_BENCH_CASE_ID), report rows and PR
// comments, so it is printable text of bounded length. A NUL or a newline in
// an id used to load, then fail at spawn time with a Node error about
// options.env.

/** The bound results files from other runs are held to (src/model/schema/primitives.ts). */
export const MAX_CASE_ID_LENGTH = 1000;

// Control (Cc), format (Cf: zero-width, bidi overrides), line/paragraph separators, and lone surrogates.
const NOT_PRINTABLE = /[\p{Cc}\p{Cf}\u2028\u2029]|\p{Cs}/u;

/** Why the id breaks the rule, or undefined when it follows it. */
export function caseIdProblem(id: string): string | undefined {
  if (id.length > MAX_CASE_ID_LENGTH) return `id is ${id.length} characters long; at most ${MAX_CASE_ID_LENGTH}`;
  if (!id.isWellFormed()) return "id holds a lone surrogate (not valid Unicode text)";
  const bad = NOT_PRINTABLE.exec(id);
  if (bad)
    return `id holds a character that cannot be printed: U+${bad[0].codePointAt(0)!.toString(16).toUpperCase().padStart(4, "0")} at position ${bad.index + 1}`;
  return undefined;
}

export const CASE_ID_HINT = `use printable characters (letters, digits, punctuation, spaces), at most ${MAX_CASE_ID_LENGTH} of them`;
