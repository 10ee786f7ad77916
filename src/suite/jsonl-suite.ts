// JSONL suites (yao agent test format): one case per line. Every problem in
// the file is reported in one go, each naming file:line and what to do.

import { readFile } from "node:fs/promises";
import path from "node:path";
import { configError } from "../errors.ts";
import { parseDuration, durationHint } from "../duration.ts";
import { compileRules } from "../assert/rules/compile.ts";
import type { LoadedSuite, SuiteCase, UnsupportedFeature } from "../model/case.ts";
import { parseInput, promptOf } from "./input.ts";
import { checkCaseFields } from "./jsonl-fields.ts";
import { parseDialog } from "./jsonl-dialog.ts";
import { Problems } from "./problems.ts";
import { normalizeTags } from "./tags.ts";
import { CASE_ID_HINT, caseIdProblem } from "../model/case-id.ts";
import { noCheckWarning, strictError } from "./case-checks.ts";
import { loadRuleEngines } from "../assert/rule-engines.ts";

export interface JsonlSuite extends LoadedSuite {
  warnings: string[];
}

export interface SuiteLoadOptions {
  /** --strict: a case using a feature agent-bench cannot run is a load error instead of an errored case. */
  strict?: boolean;
}

export async function loadJsonlSuite(file: string, options: SuiteLoadOptions = {}): Promise<JsonlSuite> {
  const text = await readFile(file, "utf8");
  await loadRuleEngines(text);
  const baseDir = path.dirname(file);
  const cases: SuiteCase[] = [];
  const warnings: string[] = [];
  const problems = new Problems(file);
  const ids = new Map<string, number>();
  const unchecked: string[] = [];
  const lines = text.split(/\r?\n/);
  for (let i = 0; i < lines.length; i++) {
    const raw = lines[i].trim();
    if (raw === "" || raw.startsWith("//")) continue;
    const where = `${file}:${i + 1}`;
    const parsed = problems.collect(() => {
      const c = parseLine(raw, where);
      const unsupported: UnsupportedFeature[] = [];
      checkCaseFields(
        c,
        where,
        (w) => warnings.push(w),
        (f) => unsupported.push(f),
      );
      if (typeof c.id !== "string" || c.id.trim() === "")
        throw configError(`${where}: missing "id"`, { hint: 'every case needs a string id, e.g. "id": "T001"' });
      const idProblem = caseIdProblem(c.id);
      if (idProblem) throw configError(`${where}: ${idProblem}`, { hint: CASE_ID_HINT });
      if (!("input" in c)) throw configError(`${where}: case "${c.id}" has no "input"`, { hint: 'add "input": "the prompt"' });
      const first = ids.get(c.id);
      if (first !== undefined) throw configError(`${where}: duplicate id "${c.id}" (first on line ${first})`, { hint: "ids must be unique within a suite" });
      ids.set(c.id, i + 1);
      const suiteCase = toCase(c, where, file, i + 1, baseDir, unsupported);
      if (options.strict && unsupported.length > 0) throw strictError(suiteCase, where);
      if (suiteCase.measureOnly && c.assert === undefined && unsupported.length === 0) unchecked.push(suiteCase.id);
      return suiteCase;
    });
    if (parsed) cases.push(parsed);
  }
  problems.throwIfAny();
  if (cases.length === 0) throw configError(`${file}: no cases`, { hint: 'add one JSON object per line: {"id": "T001", "input": "..."}' });
  if (unchecked.length > 0) warnings.push(noCheckWarning(file, unchecked));
  return { path: file, format: "jsonl", cases, warnings };
}

function parseLine(raw: string, where: string): Record<string, unknown> {
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch (error) {
    throw configError(`${where}: not valid JSON: ${(error as Error).message}`, {
      hint: "each line must be one complete JSON object (a case cannot span lines)",
    });
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    throw configError(`${where}: a case must be a JSON object`, { hint: '{"id": "T001", "input": "..."}' });
  }
  return value as Record<string, unknown>;
}

function toCase(c: Record<string, unknown>, where: string, file: string, line: number, baseDir: string, unsupported: UnsupportedFeature[]): SuiteCase {
  const id = c.id as string;
  const messages = parseInput(c.input, { where, baseDir });
  let timeoutMs: number | undefined;
  if (c.timeout !== undefined) {
    timeoutMs = typeof c.timeout === "string" || typeof c.timeout === "number" ? parseDuration(c.timeout) : undefined;
    if (timeoutMs === undefined) throw configError(`${where}: invalid timeout ${JSON.stringify(c.timeout)}`, { hint: durationHint(c.timeout) });
  }
  if (c.tags !== undefined && (!Array.isArray(c.tags) || c.tags.some((t) => typeof t !== "string"))) {
    throw configError(`${where}: tags must be an array of strings`, { hint: '"tags": ["smoke"]' });
  }
  for (const key of ["user", "team"] as const) {
    if (c[key] !== undefined && typeof c[key] !== "string") throw configError(`${where}: ${key} must be a string`, { hint: `"${key}": "..."` });
  }
  for (const key of ["metadata", "env", "options"] as const) {
    if (c[key] !== undefined && (typeof c[key] !== "object" || c[key] === null || Array.isArray(c[key]))) {
      throw configError(`${where}: ${key} must be an object`, { hint: `"${key}": {"key": "value"}` });
    }
  }
  if (c.skip !== undefined && typeof c.skip !== "boolean" && typeof c.skip !== "string") {
    throw configError(`${where}: skip must be true, false or a reason`, { hint: '"skip": "flaky upstream"' });
  }
  if (c.expectedFail !== undefined && typeof c.expectedFail !== "boolean")
    throw configError(`${where}: expectedFail must be a boolean`, { hint: '"expectedFail": true' });
  // `"assert": []` is the documented way to say "only measure this case".
  const onlyMeasures = Array.isArray(c.assert) && c.assert.length === 0;
  const collect = (f: UnsupportedFeature) => unsupported.push(f);
  const rules = c.assert !== undefined && !onlyMeasures ? compileRules(c.assert, { where, suiteDir: baseDir, unsupported: collect }) : undefined;
  const dialog = parseDialog(c, where, baseDir, collect);
  // yao: with "assert", "expected" is only copied into the report.
  const hasExpected = "expected" in c && c.assert === undefined;
  // yao: a case with neither assert nor expected passes when the agent answers without an error (a warning names it).
  const noCheck = !rules && !hasExpected && !dialog && !onlyMeasures;
  const measureOnly = onlyMeasures || noCheck;
  if (onlyMeasures && "expected" in c)
    throw configError(`${where}: "assert": [] only measures the case, so "expected" would never be checked`, {
      hint: 'drop "expected", or drop "assert": [] to check it',
    });
  return {
    id,
    prompt: promptOf(messages),
    messages,
    tags: normalizeTags((c.tags as string[] | undefined) ?? []),
    timeoutMs,
    expectedFail: c.expectedFail ?? false,
    skip: c.skip === true ? "skipped" : typeof c.skip === "string" && c.skip !== "" ? c.skip : undefined,
    user: c.user as string | undefined,
    team: c.team as string | undefined,
    metadata: c.metadata as Record<string, unknown> | undefined,
    ...(c.options !== undefined ? { options: c.options as Record<string, unknown> } : {}),
    env: envOf(c),
    expected: c.expected,
    hasExpected,
    rules,
    ...(measureOnly ? { measureOnly } : {}),
    ...(unsupported.length > 0 ? { unsupported } : {}),
    ...(dialog ? { dialog } : {}),
    source: { file, line },
    definition: JSON.stringify({
      assert: c.assert ?? null,
      expected: c.expected ?? null,
      ...(dialog ? { simulator: c.simulator, checkpoints: c.checkpoints, max_turns: dialog.maxTurns } : {}),
    }),
  };
}

/** The case's env, plus yao `options` for the agent (AGENT_BENCH_OPTIONS, JSON). */
function envOf(c: Record<string, unknown>): Record<string, string> | undefined {
  const env = c.env ? Object.fromEntries(Object.entries(c.env).map(([k, v]) => [k, String(v)])) : undefined;
  if (c.options === undefined) return env;
  return { ...env, AGENT_BENCH_OPTIONS: JSON.stringify(c.options) };
}
