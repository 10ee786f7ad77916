// Checks of Agent Skills eval suites that need the run's settings: `--skill`
// must name the skill of some trigger eval set, expectations need a judge,
// and files copied into a shared folder stay there.

import { docUrl } from "../doc-link.ts";
import { configError } from "../errors.ts";
import type { LoadedSuite, WorkspaceConfig } from "../model/case.ts";

/** `--skill` with no Agent Skills eval file among the suites would change nothing: a mistake. */
export function checkSkillFlag(skill: string | undefined, suites: readonly LoadedSuite[]): void {
  if (skill === undefined) return;
  if (suites.some((s) => s.format === "trigger-evals" || s.format === "skill-evals")) return;
  throw configError(`--skill ${skill}: none of the suites is a trigger eval set or an evals.json`, {
    where: "--skill",
    hint: '--skill names the skill of a trigger eval set ([{"query", "should_trigger"}]); drop it for other suites',
  });
}

/** Expectations are graded by the config's judge: without one the run cannot grade them, so it does not start. */
export function checkExpectationJudge(suite: LoadedSuite, judge: string | undefined, configFile: string | undefined): void {
  if (judge !== undefined) return;
  const graded = suite.cases.filter((c) => c.skillEval?.kind === "task" && c.skillEval.expectations.length > 0);
  if (graded.length === 0) return;
  const first = graded[0];
  const where = `${first.source.file}${first.source.line ? `:${first.source.line}` : ""}`;
  const count = graded.length === 1 ? `eval ${first.id} has` : `${graded.length} evals (${graded.map((c) => c.id).join(", ")}) have`;
  throw configError(`${where}: ${count} expectations, which an LLM judge grades, but no judge is configured${configFile ? ` in ${configFile}` : ""}`, {
    hint: `add a runner for the judge and "judge: <its id>" to agent-bench.config.* (e.g. runners: { grader: { type: claude-code } }, judge: grader); see ${docUrl("assertions.md#the-llm-judge")}`,
  });
}

/** evals.json `files` in a folder the executions share (the repository itself in mode none) stay there after the run. */
export function sharedFilesWarning(suite: LoadedSuite, workspace: WorkspaceConfig): string[] {
  const { mode } = workspace;
  if (mode === "isolated" || mode === "repository" || !suite.cases.some((c) => c.files && c.files.length > 0)) return [];
  return [
    `the evals' "files" are copied into the ${mode === "none" ? "folder the agent runs in" : "shared workspace"} (workspace mode ${mode}) ` +
      "and left there (one the folder already has with other content is never replaced); an isolated workspace gives every execution its own copy",
  ];
}
