// What an Agent Skills eval needs before its agent starts: a trigger eval
// runs only on a runner that can see skill use, and only in a workspace that
// has the skill; an eval's `files` are copied into the execution's workspace.

import { randomBytes } from "node:crypto";
import { cp, mkdir, readFile, rename, rm, stat } from "node:fs/promises";
import path from "node:path";
import type { SuiteCase, WorkspaceMode } from "../model/case.ts";
import { getAdapter } from "../runners/registry.ts";
import type { RunnerConfig } from "../runners/runner.ts";
import type { ResultFields } from "./execution-result.ts";
import type { ProcessVerdict } from "./outcome.ts";
import { AGENT_CONTEXT } from "../runners/registry.ts";
import { findSkills } from "../runners/skills.ts";

/** A trigger eval on a runner whose sessions never show skill use would pass or fail by accident: it is not run. */
export function cannotSeeSkills(testCase: SuiteCase, runner: RunnerConfig): ResultFields | undefined {
  if (testCase.skillEval?.kind !== "trigger" || getAdapter(runner.type)?.detectsSkills !== false) return undefined;
  return {
    status: "errored",
    passed: false,
    failureOrigin: "unsupported",
    failureClass: { id: "unsupported", label: "Unsupported feature" },
    error: {
      name: "Unsupported",
      message: `not run: runner "${runner.id}" (${runner.type}) cannot tell whether a skill was used, so a trigger eval cannot be graded on it; run it with an agent CLI runner`,
    },
  };
}

/** Copies the case's files into the workspace and checks a trigger eval's skill is there; a problem errors the execution (origin workspace). */
export async function setUpSkillEval(testCase: SuiteCase, workspace: string, mode: WorkspaceMode | undefined): Promise<ProcessVerdict | undefined> {
  for (const file of testCase.files ?? []) {
    const problem = await placeFile(file.source, path.join(workspace, ...file.path.split("/")), file.path, mode);
    if (problem) return { origin: "workspace", message: problem };
  }
  const spec = testCase.skillEval;
  if (spec?.kind !== "trigger") return undefined;
  if (findSkills(workspace).some((s) => s.name === spec.skill.name)) return undefined;
  return {
    origin: "workspace",
    message:
      `skill "${spec.skill.name}" is not in the workspace (${workspace}): no ${AGENT_CONTEXT.skillFolders[0]}/<name>/SKILL.md (or ${AGENT_CONTEXT.skillFolders.slice(1).join(", ")}) names it, ` +
      "so the agent cannot use it and the trigger eval would say nothing",
  };
}

/**
 * In a copy made for this execution the eval's file wins; in a folder the executions share (workspace mode none
 * or shared) a file of the user is never replaced: the same content is left as it is, different content errors.
 */
async function placeFile(source: string, target: string, rel: string, mode: WorkspaceMode | undefined): Promise<string | undefined> {
  if (path.resolve(source) === path.resolve(target)) return undefined;
  const shared = mode === undefined || mode === "none" || mode === "shared";
  const existing = await stat(target).catch(() => undefined);
  try {
    if (existing && shared) {
      if (existing.isFile() && (await stat(source)).isFile() && (await readFile(target)).equals(await readFile(source))) return undefined;
      return `"files": ${rel} already exists in the shared workspace ${path.dirname(target)} with other content; agent-bench does not replace it (use an isolated workspace, or remove it)`;
    }
    if (existing) await rm(target, { recursive: true, force: true });
    await mkdir(path.dirname(target), { recursive: true });
    // A temporary name first: executions sharing a folder never see half a file.
    const temp = `${target}.agent-bench-${randomBytes(4).toString("hex")}`;
    await cp(source, temp, { recursive: true, force: true });
    await rename(temp, target);
    return undefined;
  } catch (error) {
    return `could not copy "files": ${rel} into the workspace: ${(error as Error).message}`;
  }
}
