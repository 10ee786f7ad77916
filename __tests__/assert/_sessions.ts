// Real normalized sessions for assertion tests: the scripted agent replays the
// steps in a temporary workspace and its parser builds the session, exactly as
// in a run.

import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { SuiteCase } from "../../src/model/case.ts";
import type { Session } from "../../src/model/session.ts";
import type { KnownSkill } from "../../src/runners/runner.ts";
import type { Step } from "../../src/runners/script-steps.ts";
import { compileRules } from "../../src/assert/rules/compile.ts";
import { loadRuleEngines } from "../../src/assert/rule-engines.ts";
import { runScript } from "../../src/runners/scripted/agent.ts";
import { parseScripted } from "../../src/runners/scripted/parse.ts";

export const REPO_ROOT = path.resolve(import.meta.dirname, "../..");

// rulesCase compiles rules as the suite loader does, after it loaded the engines they use.
await loadRuleEngines();

/** The session, plus the (already removed) workspace it ran in, to write expected paths. */
export type TestSession = Session & { workspace: string };

export async function scriptedSession(steps: Step[], options: { prompt?: string; knownSkills?: (cwd: string) => KnownSkill[] } = {}): Promise<TestSession> {
  const cwd = mkdtempSync(path.join(tmpdir(), "ab-assert-"));
  try {
    const lines: string[] = [];
    const prompt = options.prompt ?? "do the task";
    const { exitCode } = await runScript({ steps, prompt }, { stdout: (l) => lines.push(l), stderr: () => {}, signal: new AbortController().signal, cwd });
    const session = parseScripted(
      { stdout: lines.join("\n"), stderr: "", end: { kind: "exited", code: exitCode }, files: {} },
      {
        runner: { id: "scripted", pathKey: "scripted--00000000", agent: { type: "scripted", model: "scripted" } },
        prompt,
        cwd,
        knownSkills: options.knownSkills?.(cwd),
      },
    );
    return Object.assign(session, { workspace: cwd });
  } finally {
    rmSync(cwd, { recursive: true, force: true });
  }
}

/** A module-style case around an assert function, as the loader would build it. */
export function moduleCase(assert: SuiteCase["assert"], extra: Partial<SuiteCase> = {}): SuiteCase {
  return {
    id: "case",
    prompt: "do the task",
    messages: [{ role: "user", content: "do the task" }],
    tags: [],
    expectedFail: false,
    hasExpected: false,
    assert,
    source: { file: path.join(REPO_ROOT, "__tests__/assert/suite.ts"), line: 1 },
    definition: "",
    ...extra,
  };
}

export const EVAL_OPTIONS = { caseId: "case", runnerId: "scripted", run: 1, workspace: "/ws", repoRoot: REPO_ROOT };

/** The message of what fn throws (fails the test when it does not throw). */
export function thrownMessage(fn: () => unknown): string {
  try {
    fn();
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error("expected the assertion to fail, but it passed");
}

export const SUITES_DIR = path.join(REPO_ROOT, "__tests__/fixtures/suites");

/** A JSONL-style case: rules compiled as the loader compiles them (or an `expected`). */
export function rulesCase(rules: unknown, extra: Partial<SuiteCase> & { expected?: unknown } = {}): SuiteCase {
  const file = path.join(SUITES_DIR, "rules.jsonl");
  const compiled = rules === undefined ? undefined : compileRules(rules, { where: `${file}:3`, suiteDir: SUITES_DIR });
  return {
    id: "T001",
    prompt: "What is the capital of France?",
    messages: [{ role: "user", content: "What is the capital of France?" }],
    tags: [],
    expectedFail: false,
    hasExpected: "expected" in extra && compiled === undefined,
    rules: compiled,
    source: { file, line: 3 },
    definition: "",
    ...extra,
  };
}
