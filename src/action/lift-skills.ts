// Which skills a run measures the lift of: the ones `lift:` names, or with
// `lift: changed` the ones a pull request edits. A skill is a folder with a
// SKILL.md in an agent's skill folder (the runner registry lists them), or one
// an evals.json sits beside; a changed file belongs to the nearest such folder
// above it. Only a skill the suite's workspace offers its agents can be
// removed for the "without" arm.

import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { didYouMean } from "../did-you-mean.ts";
import { configError } from "../errors.ts";
import { AGENT_CONTEXT } from "../runners/registry.ts";
import { findSkills, frontMatterName } from "../runners/skills.ts";
import type { ResolvedRun } from "../execute/prepare.ts";
import type { LiftInput } from "./inputs.ts";

/** The skills (their SKILL.md names) the changed files belong to; `repoRoot` is the head's checkout. */
export function skillsOfFiles(files: readonly string[], repoRoot: string): string[] {
  const names = new Set<string>();
  for (const file of files) {
    const parts = file.split("/");
    // The nearest folder above the file (or the file's own folder, for SKILL.md itself) that is a skill.
    for (let n = parts.length - 1; n >= 1; n--) {
      const rel = parts.slice(0, n).join("/");
      const name = skillAt(repoRoot, rel);
      if (name !== undefined) {
        names.add(name);
        break;
      }
    }
  }
  return [...names].sort();
}

function skillAt(repoRoot: string, rel: string): string | undefined {
  const dir = path.join(repoRoot, ...rel.split("/"));
  const skillMd = path.join(dir, "SKILL.md");
  if (!existsSync(skillMd)) return undefined;
  const parent = path.posix.dirname(rel);
  const inAgentFolder = AGENT_CONTEXT.skillFolders.some((root) => parent === root || parent.endsWith(`/${root}`));
  const withEvals = existsSync(path.join(dir, "evals", "evals.json")) || existsSync(path.join(dir, "evals.json"));
  if (!inAgentFolder && !withEvals) return undefined;
  try {
    return frontMatterName(readFileSync(skillMd, "utf8")) ?? path.basename(dir);
  } catch {
    return path.basename(dir);
  }
}

/** The skills the suite's workspace gives its agents (the folder a variant removes them from). */
export function workspaceSkills(prepared: ResolvedRun): string[] {
  const folder = prepared.workspace?.cwd ?? prepared.workspace?.templateDir ?? prepared.cwd;
  return [...new Set(findSkills(folder).map((s) => s.name))].sort();
}

export interface LiftSelection {
  skills: string[];
  /** Why a changed skill is not measured (a note for the job's warnings). */
  skipped: string[];
}

/**
 * The skills to measure in one suite. Named skills must all be in its workspace (else an error naming the input,
 * before any agent runs); changed skills the workspace does not offer are skipped with a note.
 */
export function selectLiftSkills(input: LiftInput, changed: readonly string[] | undefined, present: readonly string[], suiteKey: string): LiftSelection {
  if (input.kind === "off") return { skills: [], skipped: [] };
  if (input.kind === "skills") {
    const missing = input.skills.filter((s) => !present.includes(s));
    if (missing.length > 0) {
      throw configError(`input "lift": no skill ${missing.map((m) => `"${m}"${didYouMean(m, present)}`).join(", ")} in the workspace of ${suiteKey}`, {
        where: "with.lift",
        hint: present.length
          ? `its agents' skills: ${present.join(", ")}; name one of them, or use lift: changed`
          : `its workspace has no skills (${AGENT_CONTEXT.skillFolders[0]}/<name>/SKILL.md); use lift: off`,
      });
    }
    return { skills: [...input.skills], skipped: [] };
  }
  const edited = changed ?? [];
  return {
    skills: edited.filter((s) => present.includes(s)),
    skipped: edited
      .filter((s) => !present.includes(s))
      .map(
        (s) => `lift: the pull request edits skill "${s}", which is not in an agent skill folder of ${suiteKey}'s workspace: its lift is not measured there`,
      ),
  };
}
