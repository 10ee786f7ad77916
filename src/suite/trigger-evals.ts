// Trigger eval sets as suites: skill-creator's description optimizer reads a
// list of `{"query", "should_trigger"}`; other tools write `{"skill_name"?,
// "evals": [{"prompt"|"query", "should_trigger"}]}`. Each query is a case
// that passes when the agent used the skill exactly when it should have.

import { configError } from "../errors.ts";
import type { LoadedSuite, SkillRef, SuiteCase } from "../model/case.ts";
import { Problems } from "./problems.ts";
import { checkFields, isRecord, resolveSkill, warnIfHidden, whereIn, type SkillFile, type SkillFormatOptions } from "./skill-formats.ts";

const TOP = { known: ["skill_name", "evals"], verdict: ["skill_name", "evals"], aliases: { skill: "skill_name", skillName: "skill_name", name: "skill_name" } };
const QUERY = {
  known: ["query", "prompt", "should_trigger"],
  verdict: ["query", "prompt", "should_trigger"],
  aliases: { shouldTrigger: "should_trigger", trigger: "should_trigger", expected: "should_trigger" },
};

export interface TriggerEvalsLoad {
  suite: LoadedSuite;
  warnings: string[];
}

export function loadTriggerEvals(f: SkillFile, options: SkillFormatOptions): TriggerEvalsLoad {
  const warnings: string[] = [];
  const warn = (message: string) => warnings.push(message);
  const listed = Array.isArray(f.value);
  const root = listed ? {} : (f.value as Record<string, unknown>);
  const items = (listed ? f.value : root.evals) as unknown[];
  const base = listed ? [] : ["evals"];
  if (!listed) checkFields(root, TOP, f.file, warn);
  const skill = resolveSkill(f, root.skill_name, options, true, warn);
  if (!skill) {
    throw configError(`${f.file}: a trigger eval set needs the skill it tests`, {
      hint: 'keep the file in <skill>/evals/ next to the skill\'s SKILL.md, write it as {"skill_name": "pdf", "evals": [...]}, or pass --skill NAME',
    });
  }
  warnIfHidden(skill, f.file, warn);
  const problems = new Problems(f.file);
  const cases: SuiteCase[] = [];
  items.forEach((item, index) => {
    const key = [...base, index];
    const where = `${whereIn(f, key)}: ${listed ? "" : "evals"}[${index}]`;
    const parsed = problems.collect(() => toCase(item, index, where, f, key, skill, warn));
    if (parsed) cases.push(parsed);
  });
  problems.throwIfAny();
  if (cases.length === 0)
    throw configError(`${f.file}: no queries`, { hint: '[{"query": "…", "should_trigger": true}, {"query": "…", "should_trigger": false}]' });
  return { suite: { path: f.file, format: "trigger-evals", cases }, warnings };
}

function toCase(item: unknown, index: number, where: string, f: SkillFile, key: PropertyKey[], skill: SkillRef, warn: (message: string) => void): SuiteCase {
  if (!isRecord(item)) throw configError(`${where} must be an object`, { hint: '{"query": "…", "should_trigger": true}' });
  checkFields(item, QUERY, where, warn);
  if (item.query !== undefined && item.prompt !== undefined) throw configError(`${where}: both "query" and "prompt"`, { hint: "keep one of them" });
  const query = item.query ?? item.prompt;
  if (typeof query !== "string" || query.trim() === "")
    throw configError(`${where}: "query" (or "prompt") must be the user's request, a non-empty string`, { hint: '"query": "…"' });
  if (typeof item.should_trigger !== "boolean")
    throw configError(`${where}: "should_trigger" must be true or false`, {
      hint: `${item.should_trigger === undefined ? "add" : "write"} "should_trigger": true (or false, for a query the skill is not for)`,
    });
  const line = f.lineOf?.(key);
  // The skill in the id: trigger sets of several skills run together without clashing.
  const id = `${skill.name}-trigger-${index + 1}`;
  return {
    id,
    prompt: query,
    messages: [{ role: "user", content: query }],
    tags: ["trigger"],
    expectedFail: false,
    hasExpected: false,
    skillEval: { kind: "trigger", skill, shouldTrigger: item.should_trigger },
    source: { file: f.file, ...(line ? { line } : {}) },
    definition: JSON.stringify({ skill: skill.name, should_trigger: item.should_trigger }),
  };
}
