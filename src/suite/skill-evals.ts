// skill-creator's evals.json (anthropics/skills, skill-creator/references/schemas.md)
// as a suite, unchanged: each of `evals[]` is a case with the file's `id`;
// `files` are copied into the execution's workspace; each of `expectations`
// is one assertion an LLM judge grades, with `expected_output` as context.

import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, realpathSync, statSync } from "node:fs";
import path from "node:path";
import { configError } from "../errors.ts";
import type { CaseFile, Expectation, LoadedSuite, SkillRef, SuiteCase } from "../model/case.ts";
import { CASE_ID_HINT, caseIdProblem } from "../model/case-id.ts";
import { Problems } from "./problems.ts";
import { checkFields, isRecord, resolveSkill, skillFolderOf, warnIfHidden, whereIn, type SkillFile, type SkillFormatOptions } from "./skill-formats.ts";

const TOP = { known: ["skill_name", "evals"], verdict: ["evals"], aliases: { skill: "skill_name", skillName: "skill_name", name: "skill_name" } };

/** skill-creator's SKILL.md calls the expectations "assertions" in evals.json; its schema calls them "expectations". */
const EVAL = {
  known: ["id", "prompt", "expected_output", "files", "expectations", "assertions"],
  verdict: ["prompt", "expected_output", "files", "expectations"],
  aliases: { expectation: "expectations", assertion: "expectations", expected: "expected_output", expectedOutput: "expected_output", file: "files" },
};

export interface SkillEvalsLoad {
  suite: LoadedSuite;
  warnings: string[];
}

export function loadSkillEvals(f: SkillFile, options: SkillFormatOptions): SkillEvalsLoad {
  const root = f.value as Record<string, unknown>;
  const warnings: string[] = [];
  const warn = (message: string) => warnings.push(message);
  const problems = new Problems(f.file);
  const skill = problems.collect(() => {
    checkFields(root, TOP, f.file, warn);
    return resolveSkill(f, root.skill_name, options, false, warn);
  });
  const { dir } = skillFolderOf(f.file);
  const evals = root.evals as unknown[];
  const ids = new Map<string, number>();
  const cases: SuiteCase[] = [];
  const unchecked: string[] = [];
  evals.forEach((item, index) => {
    const where = `${whereIn(f, ["evals", index])}: evals[${index}]`;
    const parsed = problems.collect(() => toCase(item, index, where, f, dir, skill, ids, warn));
    if (!parsed) return;
    cases.push(parsed);
    if (parsed.measureOnly) unchecked.push(parsed.id);
  });
  problems.throwIfAny();
  if (cases.length === 0) throw configError(`${f.file}: no evals`, { hint: 'add evals: {"id": 1, "prompt": "…", "expectations": ["…"]}' });
  if (unchecked.length > 0) {
    warn(
      `${f.file}: ${unchecked.length === 1 ? "eval" : "evals"} ${unchecked.join(", ")} ${unchecked.length === 1 ? "has" : "have"} no expectations: ` +
        "they run and pass whenever the agent finishes without an error; add expectations for the judge to grade",
    );
  }
  if (skill) warnIfHidden(skill, f.file, warn);
  return { suite: { path: f.file, format: "skill-evals", cases }, warnings };
}

function toCase(
  item: unknown,
  index: number,
  where: string,
  f: SkillFile,
  skillDir: string,
  skill: SkillRef | undefined,
  ids: Map<string, number>,
  warn: (message: string) => void,
): SuiteCase {
  if (!isRecord(item)) throw configError(`${where} must be an object`, { hint: '{"id": 1, "prompt": "…", "expectations": ["…"]}' });
  const id = caseId(item.id, where);
  const label = `${where} (id ${id})`;
  const first = ids.get(id);
  if (first !== undefined) throw configError(`${label}: duplicate id (first in evals[${first}])`, { hint: "every eval needs its own id" });
  ids.set(id, index);
  checkFields(item, EVAL, label, warn);
  if (typeof item.prompt !== "string" || item.prompt.trim() === "")
    throw configError(`${label}: "prompt" must be the task, a non-empty string`, { hint: '"prompt": "…"' });
  if (item.expected_output !== undefined && typeof item.expected_output !== "string")
    throw configError(`${label}: "expected_output" must be a string`, { hint: "a description of success, given to the judge with each expectation" });
  const expectations = expectationsOf(item, label, f, index, warn);
  const files = filesOf(item.files, label, skillDir);
  const prompt = files.length > 0 ? `${item.prompt}\n\nInput files: ${files.map((c) => c.path).join(", ")}` : item.prompt;
  const line = f.lineOf?.(["evals", index]);
  return {
    id,
    prompt,
    messages: [{ role: "user", content: prompt }],
    tags: [],
    expectedFail: false,
    hasExpected: false,
    ...(expectations.length === 0 ? { measureOnly: true } : {}),
    ...(files.length > 0 ? { files } : {}),
    skillEval: {
      kind: "task",
      ...(skill ? { skill } : {}),
      expectations,
      ...(item.expected_output !== undefined ? { expectedOutput: item.expected_output } : {}),
    },
    source: { file: f.file, ...(line ? { line } : {}) },
    definition: JSON.stringify({
      expectations: expectations.map((e) => e.text),
      expected_output: item.expected_output ?? null,
      files: files.map((c) => [c.path, fileDigest(c.source)]),
    }),
  };
}

function caseId(raw: unknown, where: string): string {
  if (raw === undefined) throw configError(`${where} has no "id"`, { hint: 'give every eval an id: "id": 1' });
  if (!(typeof raw === "string" && raw.trim() !== "") && !(typeof raw === "number" && Number.isFinite(raw)))
    throw configError(`${where}: "id" must be a number or a string`, { hint: '"id": 1' });
  const id = String(raw);
  const problem = caseIdProblem(id);
  if (problem) throw configError(`${where}: ${problem}`, { hint: CASE_ID_HINT });
  return id;
}

function expectationsOf(item: Record<string, unknown>, label: string, f: SkillFile, index: number, warn: (message: string) => void): Expectation[] {
  if (item.expectations !== undefined && item.assertions !== undefined)
    throw configError(`${label}: both "expectations" and "assertions"`, { hint: 'keep one list: "expectations" (skill-creator\'s schema)' });
  const key = item.assertions !== undefined ? "assertions" : "expectations";
  const raw = item[key];
  if (raw === undefined) return [];
  if (!Array.isArray(raw) || raw.some((e) => typeof e !== "string" || e.trim() === ""))
    throw configError(`${label}: "${key}" must be a list of statements (non-empty strings)`, { hint: `"${key}": ["The output includes X"]` });
  const seen = new Set<string>();
  const out: Expectation[] = [];
  (raw as string[]).forEach((text, i) => {
    if (seen.has(text)) return warn(`${label}: expectation "${text}" is listed twice; it is graded once`);
    seen.add(text);
    const line = f.lineOf?.(["evals", index, key, i]);
    out.push({ text, ...(line ? { line } : {}) });
  });
  return out;
}

/** `files`: paths relative to the skill folder, each a file or folder inside it; copied to the same relative path in the workspace. */
function filesOf(raw: unknown, label: string, skillDir: string): CaseFile[] {
  if (raw === undefined) return [];
  if (!Array.isArray(raw)) throw configError(`${label}: "files" must be a list of paths`, { hint: '"files": ["evals/files/sample.pdf"]' });
  const realSkill = realpathSync(skillDir);
  const out = new Map<string, CaseFile>();
  raw.forEach((entry, i) => {
    const at = `${label}: files[${i}]`;
    if (typeof entry !== "string" || entry.trim() === "") throw configError(`${at} must be a path`, { hint: '"files": ["evals/files/sample.pdf"]' });
    const hint = `paths in "files" are relative to the skill folder ${skillDir} and stay inside it`;
    if (path.isAbsolute(entry) || /^[a-zA-Z]:[\\/]/.test(entry)) throw configError(`${at}: "${entry}" is an absolute path`, { hint });
    const source = path.resolve(skillDir, entry);
    const rel = path.relative(skillDir, source);
    if (rel === "" || rel.startsWith("..") || path.isAbsolute(rel)) throw configError(`${at}: "${entry}" is outside the skill folder`, { hint });
    if (!existsSync(source)) throw configError(`${at}: "${entry}" does not exist (looked for ${source})`, { hint });
    const real = realpathSync(source);
    if (path.relative(realSkill, real).startsWith("..")) throw configError(`${at}: "${entry}" links outside the skill folder (to ${real})`, { hint });
    const target = rel.split(path.sep).join("/");
    out.set(target, { source, path: target });
  });
  return [...out.values()];
}

/** What a file (or a folder's files) holds, for the test fingerprint: a changed input file is a changed test. */
function fileDigest(file: string): string {
  const hash = createHash("sha256");
  const add = (p: string, rel: string) => {
    const st = statSync(p);
    if (st.isDirectory()) {
      for (const name of readdirSync(p).sort()) add(path.join(p, name), `${rel}/${name}`);
    } else {
      hash.update(`${rel}\0`);
      hash.update(readFileSync(p));
    }
  };
  add(file, ".");
  return hash.digest("hex").slice(0, 16);
}
