// Agent Skills eval files as suites, recognized by their content whatever
// their name: skill-creator's evals.json (`{"skill_name", "evals": [{"id",
// "prompt", …}]}`) and trigger eval sets (`[{"query", "should_trigger"}]` or
// `{"evals": [{"prompt"|"query", "should_trigger"}]}`). What both share:
// reading the file with lines, which skill it tests, and unknown fields.

import { existsSync, readFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import type { LineOf } from "../issues.ts";
import { parseText } from "../load/load-file.ts";
import { configError, errorMessage } from "../errors.ts";
import { AGENT_CONTEXT } from "../runners/registry.ts";
import { frontMatterName } from "../runners/skills.ts";
import type { SkillRef } from "../model/case.ts";
import { suggest } from "../suggest.ts";

export type SkillFormat = "skill-evals" | "trigger-evals";

export interface SkillFile {
  file: string;
  value: unknown;
  lineOf?: LineOf;
}

export interface SkillFormatOptions {
  /** `run --skill NAME`: the skill of a trigger eval set that names none. */
  skill?: string;
}

/** Reads a suite file with the lines of its keys; a syntax error is a load error naming file and line. */
export async function readSkillFile(file: string): Promise<SkillFile> {
  let text: string;
  try {
    text = await readFile(file, "utf8");
  } catch (error) {
    throw configError(`cannot read ${file}: ${errorMessage(error)}`, { hint: "check that the file exists and that you may read it" });
  }
  // Any name: a .json file is read as JSON, another as YAML (which reads JSON too), both with lines.
  const { value, lineOf } = await parseText(text, file);
  return { file, value, ...(lineOf ? { lineOf } : {}) };
}

/** should_trigger, and the spellings of it the trigger loader points out. */
const TRIGGER_KEYS = ["should_trigger", "shouldTrigger"];

/** Which Agent Skills format a parsed file is, by its shape; undefined for anything else. */
export function skillFormatOf(value: unknown): SkillFormat | undefined {
  const items = Array.isArray(value) ? value : isRecord(value) && Array.isArray(value.evals) ? value.evals : undefined;
  if (!items) return undefined;
  if (items.some((e) => isRecord(e) && TRIGGER_KEYS.some((k) => k in e))) return "trigger-evals";
  // A bare list of queries is a trigger set even with should_trigger misspelt (the loader names the field);
  // any other bare list is neither: only evals.json's object form holds task evals.
  if (Array.isArray(value)) return items.some((e) => isRecord(e) && "query" in e) ? "trigger-evals" : undefined;
  return "skill-evals";
}

/** A `.json` file in the Agent Skills formats (a glob of suites keeps these and skips other JSON files). */
export async function isSkillFormatFile(file: string): Promise<boolean> {
  try {
    return skillFormatOf(JSON.parse(await readFile(file, "utf8"))) !== undefined;
  } catch {
    return false;
  }
}

/** "evals.json:12" for an item of the file (its first line when the line is unknown). */
export function whereIn(f: SkillFile, keyPath: PropertyKey[]): string {
  const line = f.lineOf?.(keyPath);
  return line ? `${f.file}:${line}` : f.file;
}

/**
 * The skill folder of an eval file: the folder holding `evals/` when the file is in one, else the file's
 * own folder. `skill` is set when that folder has a SKILL.md (its front-matter name, else the folder's).
 */
export function skillFolderOf(file: string): { dir: string; skill?: SkillRef } {
  const folder = path.dirname(file);
  const dir = path.basename(folder) === "evals" ? path.dirname(folder) : folder;
  const skillMd = path.join(dir, "SKILL.md");
  if (!existsSync(skillMd)) return { dir };
  let name: string | undefined;
  try {
    name = frontMatterName(readFileSync(skillMd, "utf8"));
  } catch {
    name = undefined;
  }
  return { dir, skill: { name: name ?? path.basename(dir), dir } };
}

/**
 * The skill a file tests: `--skill`, else its `skill_name`, else the skill folder it sits in. A name that
 * contradicts another source is an error when `strict` (it decides trigger verdicts), a warning otherwise.
 */
export function resolveSkill(
  f: SkillFile,
  declared: unknown,
  options: SkillFormatOptions,
  strict: boolean,
  warn: (message: string) => void,
): SkillRef | undefined {
  const where = whereIn(f, ["skill_name"]);
  if (declared !== undefined && (typeof declared !== "string" || declared.trim() === ""))
    throw configError(`${where}: "skill_name" must be the skill's name`, { hint: '"skill_name": "pdf" (the name in its SKILL.md)' });
  const located = skillFolderOf(f.file).skill;
  const flag = options.skill;
  const clash = (message: string, hint: string) => {
    if (strict) throw configError(message, { hint });
    warn(`${message} (${hint})`);
  };
  if (flag !== undefined && declared !== undefined && flag !== declared)
    clash(`${where}: --skill ${flag}, but the file says "skill_name": "${declared}"`, "drop --skill, or make them agree");
  if (declared !== undefined && located && declared !== located.name) {
    clash(
      `${where}: "skill_name": "${declared}", but the skill in ${path.join(located.dir!, "SKILL.md")} is named "${located.name}"`,
      `agents report a skill by the name in its SKILL.md: set "skill_name": "${located.name}"`,
    );
  }
  if (flag !== undefined && declared === undefined && located && flag !== located.name)
    clash(`--skill ${flag}: ${f.file} is in the folder of skill "${located.name}"`, `drop --skill, or pass --skill ${located.name}`);
  const name = flag ?? declared ?? located?.name;
  if (name === undefined) return undefined;
  return located && located.name === name ? located : { name };
}

/** A skill folder outside every folder agents read skills from: the agent would run without the skill it is tested on. */
export function warnIfHidden(skill: SkillRef, file: string, warn: (message: string) => void): void {
  if (!skill.dir) return;
  const parent = path.dirname(skill.dir).split(path.sep).join("/");
  if (AGENT_CONTEXT.skillFolders.some((root) => parent === root || parent.endsWith(`/${root}`))) return;
  warn(
    `${file}: skill "${skill.name}" is in ${skill.dir}, not in a folder agents read skills from (${AGENT_CONTEXT.skillFolders.map((r) => `${r}/`).join(", ")}): ` +
      "the agent runs without it unless the workspace puts it there",
  );
}

export interface FieldRules {
  /** Fields the format defines. */
  known: readonly string[];
  /** Fields whose misspelling would change a verdict: a field that looks like one is an error, not a warning. */
  verdict: readonly string[];
  /** Names other tools use for a known field. */
  aliases?: Record<string, string>;
}

/** An unknown field: an error when it looks like a field that decides the verdict, else a warning (as in JSONL suites). */
export function checkFields(item: Record<string, unknown>, rules: FieldRules, where: string, warn: (message: string) => void): void {
  for (const key of Object.keys(item)) {
    if (rules.known.includes(key)) continue;
    const close = rules.aliases?.[key] ?? suggest(key, rules.known);
    if (close && rules.verdict.includes(close)) {
      throw configError(`${where}: unknown field "${key}" (did you mean "${close}"?)`, {
        hint: `a misspelt "${close}" would change what the eval checks; rename the field`,
      });
    }
    warn(`${where}: unknown field "${key}" is ignored${close ? ` (did you mean "${close}"?)` : ""}`);
  }
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
