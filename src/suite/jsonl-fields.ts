// Which JSONL case fields agent-bench acts on, which it accepts without effect,
// which it cannot run (yao's process hooks: the case is reported errored), and
// what an unknown field means: a likely typo of a field that decides the
// verdict is an error; anything else is a warning (yao itself ignores unknown
// fields), with a did-you-mean either way.

import { docUrl } from "../doc-link.ts";
import { configError } from "../errors.ts";
import type { UnsupportedFeature } from "../model/case.ts";
import { suggest } from "../suggest.ts";

/** Fields agent-bench evaluates or passes to the agent. */
export const CASE_FIELDS = [
  "id",
  "input",
  "expected",
  "assert",
  "user",
  "team",
  "metadata",
  "skip",
  "timeout",
  "tags",
  "env",
  "expectedFail",
  "options",
  "simulator",
  "checkpoints",
  "max_turns",
] as const;

/** Shown in no verdict: accepted as they are (yao's design uses `name` for a display name). */
export const DISPLAY_FIELDS = ["name", "description"] as const;

/** A misspelling of one of these could turn a failing case into a passing one. */
const VERDICT_FIELDS = ["assert", "expected", "expectedFail", "checkpoints", "simulator", "max_turns", "timeout", "skip"];

/** yao fields agent-bench cannot run: the case is reported errored (unsupported), the others run. */
const UNSUPPORTED: Record<string, string> = {
  before: `prepare the agent's workspace with a workspace bootstrap instead (${docUrl("suites.md#workspaces")})`,
  after: `clean up in a workspace bootstrap, or use isolated workspaces, instead (${docUrl("suites.md#workspaces")})`,
};

/** Names other tools' docs use for a field agent-bench calls something else. */
const ALIASES: Record<string, string> = { assertions: "assert", assertion: "assert", expect: "expected", maxTurns: "max_turns", "max-turns": "max_turns" };

/**
 * Checks the keys of one case: errors for verdict-changing unknown fields, warnings for the rest;
 * yao fields agent-bench cannot run go to `unsupported`.
 */
export function checkCaseFields(
  c: Record<string, unknown>,
  where: string,
  warn: (message: string) => void,
  unsupported: (feature: UnsupportedFeature) => void,
): void {
  const known = new Set<string>([...CASE_FIELDS, ...DISPLAY_FIELDS]);
  for (const key of Object.keys(c)) {
    if (known.has(key)) continue;
    if (UNSUPPORTED[key]) {
      const hook = c[key];
      // yao runs no hook for an empty name.
      if (hook === "" || hook === null) continue;
      if (typeof hook !== "string") throw configError(`${where}: "${key}" must be a Yao process name, got ${JSON.stringify(hook)}`, { hint: UNSUPPORTED[key] });
      unsupported({ field: key, reason: `calls the Yao process ${JSON.stringify(hook)}, which agent-bench cannot run`, hint: UNSUPPORTED[key] });
      continue;
    }
    const close = ALIASES[key] ?? verdictTypo(key) ?? suggest(key, [...CASE_FIELDS]);
    if (close && VERDICT_FIELDS.includes(close)) {
      throw configError(`${where}: unknown field "${key}" (did you mean "${close}"?)`, {
        hint: `a misspelt "${close}" would leave the case unchecked; rename the field`,
      });
    }
    warn(`${where}: unknown field "${key}" is ignored${close ? ` (did you mean "${close}"?)` : ""}`);
  }
}

/** "assertz", "expected_output", "asserts": a verdict field with a typo, a prefix or a suffix. */
function verdictTypo(key: string): string | undefined {
  const lower = key.toLowerCase();
  const affix = VERDICT_FIELDS.find((f) => f.length >= 4 && (lower.startsWith(f.toLowerCase()) || (lower.length >= 4 && f.toLowerCase().startsWith(lower))));
  return affix ?? suggest(key, VERDICT_FIELDS);
}
