// JSONL `assert` → validated rules, at load time: a bad rule is a
// configuration error naming file:line, never a failure at run time.

import { configError } from "../../errors.ts";
import type { AssertionRule } from "../../model/case.ts";

export interface RuleSource {
  /** "suite.jsonl:12" */
  where: string;
  /** Folder of the suite file, for script paths. */
  suiteDir: string;
}

export function compileRules(raw: unknown, source: RuleSource): AssertionRule[] {
  const list = Array.isArray(raw) ? raw : [raw];
  return list.map((item, index) => {
    const rule = typeof item === "string" ? { type: item } : item;
    if (typeof rule !== "object" || rule === null || Array.isArray(rule)) {
      throw configError(`${source.where}: assert[${index}] must be an object with a "type"`, { hint: 'e.g. {"type": "contains", "value": "hello"}' });
    }
    const r = rule as Record<string, unknown>;
    const type = r.type === "" || r.type === undefined ? "equals" : r.type;
    if (typeof type !== "string") throw configError(`${source.where}: assert[${index}].type must be a string`, { hint: "see docs/assertions.md for the rule types" });
    return { ...(r as object), type } as AssertionRule;
  });
}
