// JSONL `assert` → validated rules, at load time: a bad rule is a
// configuration error naming file:line and how to fix it, never a failure at
// run time. Each rule is compiled once (regexes, JSONPaths, schemas, script
// functions) and its check is kept for evaluation.

import { loadRuleEngines } from "../rule-engines.ts";
import { configError } from "../../errors.ts";
import type { AssertionRule, UnsupportedFeature } from "../../model/case.ts";
import { jsonRules } from "./json-rules.ts";
import { judgeRule } from "./judge-rule.ts";
import { outputRules } from "./output-rules.ts";
import { scriptRule } from "./script-rule.ts";
import { sessionRules } from "./session-rules.ts";
import { RuleCrash, type CompileContext, type RuleCheck, type RuleDefinition } from "./types.ts";
import { suggest } from "../../suggest.ts";

export interface RuleSource {
  /** "suite.jsonl:12" */
  where: string;
  /** Folder of the suite file, for script and schema paths. */
  suiteDir: string;
  /** Where the rules sit in the case, for messages: "assert" (the default) or "checkpoints[1].assert". */
  label?: string;
  /** Collects features agent-bench cannot run, so the case is reported errored; without it they are load errors. */
  unsupported?: (feature: UnsupportedFeature) => void;
}

const DEFINITIONS: Record<string, RuleDefinition> = {
  ...outputRules,
  ...jsonRules,
  ...sessionRules,
  script: scriptRule,
  judge: judgeRule,
  // yao's name for the LLM judge.
  agent: judgeRule,
};

export const RULE_TYPES: readonly string[] = Object.keys(DEFINITIONS);

const COMMON_FIELDS = new Set(["type", "value", "message", "negate"]);

const compiled = new WeakMap<AssertionRule, RuleCheck>();

export function compileRules(raw: unknown, source: RuleSource): AssertionRule[] {
  const list = Array.isArray(raw) ? raw : [raw];
  const base = source.label ?? "assert";
  if (list.length === 0)
    throw configError(`"${base}" is an empty list`, { where: source.where, hint: 'add rules, e.g. [{"type": "contains", "value": "hello"}]' });
  return list.map((item, index) => compileRule(item, source, Array.isArray(raw) ? `${base}[${index}]` : base));
}

function compileRule(item: unknown, source: RuleSource, label: string): AssertionRule {
  const ctx: CompileContext = {
    where: source.where,
    suiteDir: source.suiteDir,
    label,
    fail(problem, hint) {
      throw configError(`${label}: ${problem}`, { where: source.where, hint });
    },
    unsupported(field, reason, hint) {
      const feature = { field: `${label}.${field}`, reason, hint };
      if (!source.unsupported) throw configError(`${label}: "${field}" is not supported: it ${reason}`, { where: source.where, hint });
      source.unsupported(feature);
      // Never called: a case with an unsupported feature is not run.
      return () => {
        throw new RuleCrash(`${feature.field} is not supported: ${reason}`);
      };
    },
  };
  // yao: a bare string is the rule's type.
  const raw = typeof item === "string" ? { type: item } : item;
  if (typeof raw !== "object" || raw === null || Array.isArray(raw))
    ctx.fail('a rule must be an object with a "type"', '{"type": "contains", "value": "hello"}');
  const r = raw as Record<string, unknown>;
  if (!("type" in r)) ctx.fail('the rule has no "type"', `types: ${RULE_TYPES.join(", ")}`);
  if (typeof r.type !== "string") ctx.fail('"type" must be a string', `types: ${RULE_TYPES.join(", ")}`);
  const type = r.type === "" ? "equals" : r.type;
  const definition = DEFINITIONS[type];
  if (!definition)
    ctx.fail(`unknown rule type ${JSON.stringify(type)}`, `${UNSUPPORTED_TYPES[type] ?? didYouMean(type, RULE_TYPES)}types: ${RULE_TYPES.join(", ")}`);
  const allowed = new Set([...COMMON_FIELDS, ...(definition.fields ?? [])]);
  for (const key of Object.keys(r)) {
    if (!allowed.has(key)) ctx.fail(`"${type}" does not take "${key}"`, `${didYouMean(key, [...allowed])}fields for ${type}: ${[...allowed].join(", ")}`);
  }
  if (definition.value === "required" && !("value" in r)) ctx.fail(`"${type}" needs a "value"`, definition.example);
  if (r.negate !== undefined && typeof r.negate !== "boolean") ctx.fail('"negate" must be true or false', '"negate": true');
  if (r.message !== undefined && typeof r.message !== "string") ctx.fail('"message" must be a string', '"message": "the reply should greet the user"');
  const rule = { ...r, type } as AssertionRule;
  compiled.set(rule, definition.compile(rule, ctx));
  return rule;
}

/** The compiled check of a rule; rules built without compileRules are compiled here, once the engines they may use are loaded. */
export async function checkOf(rule: AssertionRule, source: RuleSource): Promise<RuleCheck> {
  const known = compiled.get(rule);
  if (known) return known;
  await loadRuleEngines();
  const [one] = compileRules(rule, source);
  return compiled.get(one)!;
}

function didYouMean(word: string, candidates: readonly string[]): string {
  const close = suggest(word, candidates);
  return close ? `did you mean "${close}"? ` : "";
}

/** Types other tools document but agent-bench does not evaluate, with what to use instead. */
const UNSUPPORTED_TYPES: Record<string, string> = {
  schema: 'yao lists "schema" but never implemented it; use "json_schema". ',
};
