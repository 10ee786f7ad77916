// The fields a suite module's case may have. A typo ("promt", "asserts") is an
// error with the field it meant, never a silently ignored key; a case without
// any check is an error unless it says it only measures (measureOnly: true).

import { suggest } from "../suggest.ts";

/** skillgym's Case fields plus agent-bench's extras (docs/suites.md). */
export const CASE_FIELDS = [
  "id",
  "prompt",
  "tags",
  "timeoutMs",
  "expectedFail",
  "classifyFailure",
  "assert",
  "env",
  "user",
  "team",
  "metadata",
  "skip",
  "measureOnly",
] as const;

export interface CaseProblem {
  what: string;
  hint: string;
}

/** An unknown field, named before anything else: "promt" is the cause of "no prompt". */
export function unknownFieldProblem(c: Record<string, unknown>): CaseProblem | undefined {
  for (const key of Object.keys(c)) {
    if ((CASE_FIELDS as readonly string[]).includes(key)) continue;
    const near = suggest(key, CASE_FIELDS);
    return {
      what: `unknown field "${key}"${near ? ` (did you mean "${near}"?)` : ""}`,
      hint: near ? `rename the field to "${near}"` : `a case's fields are ${CASE_FIELDS.join(", ")}`,
    };
  }
  return undefined;
}

/** The first problem with a case's fields, or undefined. */
export function caseFieldProblem(c: Record<string, unknown>): CaseProblem | undefined {
  const unknown = unknownFieldProblem(c);
  if (unknown) return unknown;
  if (c.measureOnly !== undefined && typeof c.measureOnly !== "boolean")
    return { what: "measureOnly must be true or false", hint: "measureOnly: true runs the case for its durations, tokens and cost, with no check" };
  if (c.assert === undefined && c.measureOnly !== true && !c.skip) {
    return {
      what: "no assert: nothing checks what the agent did",
      hint: "add assert(report, ctx) { … }, or measureOnly: true for a case that only measures durations, tokens and cost",
    };
  }
  if (c.assert !== undefined && c.measureOnly === true)
    return { what: "measureOnly: true and an assert", hint: "drop measureOnly (the case has a check) or drop the assert" };
  return undefined;
}
