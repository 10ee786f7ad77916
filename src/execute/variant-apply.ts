// Applies a variant to one execution's own workspace copy, after the workspace
// is prepared and before the agent starts. Never writes outside the copy: a
// file or folder in the copy that is a symlink to elsewhere is replaced, not
// written through.

import { cp, mkdir, realpath, rm } from "node:fs/promises";
import path from "node:path";
import { isAgentBenchError } from "../errors.ts";
import type { ResolvedVariant } from "../model/variant.ts";
import { AGENT_CONTEXT, getAdapter } from "../runners/registry.ts";
import type { RunnerConfig } from "../runners/runner.ts";
import { findSkills } from "../runners/skills.ts";
import type { ProcessVerdict } from "./outcome.ts";
import { missingSkills } from "./variants.ts";

/**
 * `workspace`: where the agent works; `root`: the copy that holds it. A problem errors the execution (origin workspace),
 * with the message naming the variant.
 */
export async function applyVariant(variant: ResolvedVariant, runner: RunnerConfig, workspace: string, root: string): Promise<ProcessVerdict | undefined> {
  try {
    if (variant.removeSkills.length > 0) {
      const present = findSkills(workspace);
      missingSkills(
        variant,
        present.map((s) => s.name),
      );
      for (const skill of present.filter((s) => variant.removeSkills.includes(s.name))) await rm(skill.dir, { recursive: true, force: true });
    }
    const folder = skillFolderOf(runner);
    for (const skill of variant.addSkills) {
      const target = await inside(root, path.join(workspace, folder, path.basename(skill.dir)));
      await rm(target, { recursive: true, force: true });
      await cp(skill.dir, target, { recursive: true });
    }
    for (const file of variant.files) {
      const target = await inside(root, path.join(workspace, ...file.target.split("/")));
      await rm(target, { recursive: true, force: true });
      await cp(file.source, target);
    }
    return undefined;
  } catch (error) {
    const message = isAgentBenchError(error) ? `${error.message}${error.hint ? ` (${error.hint})` : ""}` : (error as Error).message;
    return { origin: "workspace", message: message.startsWith("variant ") ? message : `variant "${variant.id}": ${message}` };
  }
}

/** The runner's own skill folder (its adapter declares it); runners that declare none (command, scripted, http) get the first agent's. */
function skillFolderOf(runner: RunnerConfig): string {
  return getAdapter(runner.type)?.context?.skillFolders?.[0] ?? AGENT_CONTEXT.skillFolders[0];
}

/** `target` with its parent folder made, when that folder (symlinks resolved) is inside the copy. */
async function inside(root: string, target: string): Promise<string> {
  await mkdir(path.dirname(target), { recursive: true });
  const [realRoot, realParent] = await Promise.all([realpath(root), realpath(path.dirname(target))]);
  const rel = path.relative(realRoot, realParent);
  if (rel.startsWith("..") || path.isAbsolute(rel))
    throw new Error(`${path.relative(root, target)} is in a folder that links outside the workspace copy; not written`);
  return target;
}
