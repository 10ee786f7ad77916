// What a suite's rules may need, loaded before its rules compile (rule
// compilation is synchronous, to report every problem with its line in one
// pass): RE2 for patterns, Ajv for JSON Schemas. Most suites need neither,
// and what loads before the first agent is start-up. Script rules need
// nothing more: their modules load synchronously (module-loader.ts).

import { loadSchemaEngine } from "./json/schema.ts";
import { loadRegexEngine } from "./user-regex.ts";

/**
 * Loads what the rules written in `text` can use: RE2 when it holds "regex" (the `regex` rule and "regex:"
 * values), Ajv when it holds "json_schema". A JSON escape
 * ("\u0072egex") can spell any of them, so a text with escapes gets all; without a text (rules built in
 * code), all.
 */
export async function loadRuleEngines(text?: string): Promise<void> {
  const escaped = text === undefined || text.includes("\\u");
  await Promise.all([
    escaped || text.includes("regex") ? loadRegexEngine() : undefined,
    escaped || text.includes("json_schema") ? loadSchemaEngine() : undefined,
  ]);
}
