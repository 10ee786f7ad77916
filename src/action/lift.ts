// lift: the skills' "without" arms of one suite. The head's own run is the arm
// with each skill (it is not run again); each measured skill gets one more run
// of the same cases and runs with the variant `without:<skill>` (the skill
// removed from every agent skill folder of each execution's workspace copy),
// and compare/lift.ts pairs the two by case × runner. Prepared before any
// agent starts, so a skill that cannot be removed costs nothing; run after the
// head, so a cancelled job keeps the head's results first.

import * as core from "@actions/core";
import path from "node:path";
import type { RunSettings } from "../config/settings.ts";
import { liftOf } from "../compare/lift.ts";
import { LIFT_DEFAULTS } from "../compare/lift-options.ts";
import { withLiftBehaviour } from "../compare/lift-behaviour.ts";
import { execute } from "../execute/engine.ts";
import { pathSegment } from "../execute/paths.ts";
import { prepareRun, type ResolvedRun } from "../execute/prepare.ts";
import { configError, isAgentBenchError } from "../errors.ts";
import { listPullFiles } from "../github/pull-files.ts";
import type { SkillLift } from "../model/lift.ts";
import type { ExecutionResult } from "../model/result.ts";
import { DEFAULT_VARIANT } from "../model/variant.ts";
import type { PublishContext } from "./context.ts";
import { selectLiftSkills, skillsOfFiles, workspaceSkills } from "./lift-skills.ts";
import { redactedProgress } from "./redacted-progress.ts";
import { logUntrusted } from "../execute/actions-log.ts";
import { withoutVariant } from "../model/variant.ts";

/** The folder of a skill's "without" arm: inside the suite's out-dir, so its sessions travel in the artifact. */
export function liftOutDir(outDir: string, skill: string): string {
  return path.join(outDir, "lift", pathSegment(skill));
}

/** The runs' folders of a skill's "without" arm: the first look, and the second one with runs: auto. */
export function liftArmDirs(outDir: string, skill: string): string[] {
  const first = liftOutDir(outDir, skill);
  return [first, path.join(first, SECOND_LOOK)];
}

const SECOND_LOOK = "more";

/** lift: changed — the skills the pull request edits (once per job); undefined when nothing is to be measured. */
export async function changedSkills(p: PublishContext, repoRoot: string): Promise<string[] | undefined> {
  if (p.inputs.lift.kind !== "changed" || p.inputs.mode !== "run" || p.inputs.shard) return undefined;
  if (!p.pr) {
    core.info("lift: changed measures the skills a pull request edits; this run is not a pull request's");
    return undefined;
  }
  if (!p.octokit) {
    p.warnings.add("lift: changed needs the github-token input to list the pull request's files: no skill's lift was measured");
    return undefined;
  }
  try {
    const files = await listPullFiles(p.octokit, { owner: p.ctx.owner, repo: p.ctx.repo, pullNumber: p.pr.number });
    if (files.cut)
      p.warnings.add(`lift: the pull request changes more files than GitHub lists (${files.paths.length}): a skill edited only in the others is not measured`);
    const skills = skillsOfFiles(files.paths, repoRoot);
    // Skill names come from the pull request's folders and front matter.
    logUntrusted(skills.length ? `lift: the pull request edits skill(s) ${skills.join(", ")}` : "lift: the pull request edits no skill");
    return skills;
  } catch (error) {
    p.warnings.add(`lift: could not list the pull request's files (${(error as Error).message}): no skill's lift was measured`);
    return undefined;
  }
}

export interface LiftArm {
  skill: string;
  variant: string;
  prepared: ResolvedRun;
}

/** Each measured skill's "without" arm, prepared (checked) but not run. A sharded job measures none (it says so). */
export async function prepareLiftArms(p: PublishContext, head: ResolvedRun, changed: readonly string[] | undefined, suiteKey: string): Promise<LiftArm[]> {
  const input = p.inputs.lift;
  if (input.kind === "off") return [];
  if (p.inputs.shard) {
    p.warnings.add("lift: a sharded job does not measure a skill's lift (each shard has only part of the cells); run it in an unsharded job");
    return [];
  }
  const selection = selectLiftSkills(input, changed, workspaceSkills(head), suiteKey);
  for (const note of selection.skipped) p.warnings.add(note);
  const arms: LiftArm[] = [];
  for (const skill of selection.skills) {
    const variant = withoutVariant(skill);
    const settings: RunSettings = {
      ...head.settings,
      variants: [{ id: variant, skills: { remove: [skill] } }],
      outDir: liftOutDir(head.outDir, skill),
      outputs: [],
    };
    try {
      arms.push({ skill, variant, prepared: await prepareRun(settings) });
    } catch (error) {
      if (!isAgentBenchError(error)) throw error;
      // The variant cannot apply (a workspace the agent shares with the checkout): the user's setting, named by the input.
      throw configError(`input "lift": skill "${skill}" cannot be removed for its lift in ${suiteKey}: ${error.message}`, {
        where: "with.lift",
        ...(error.hint ? { hint: error.hint } : {}),
      });
    }
  }
  return arms;
}

/**
 * Runs each arm (until the job is cancelled) and pairs it with the head's results. With runs: auto, as the `lift`
 * command does: two looks at half the level each, the first after min-runs of the without arm, the second after
 * max-runs in all, only for a skill the first left undecided (the head's own runs stay as they were).
 */
export async function measureLifts(p: PublishContext, arms: readonly LiftArm[], head: readonly ExecutionResult[], signal: AbortSignal): Promise<SkillLift[]> {
  const auto = p.inputs.adaptive;
  const alpha = auto ? LIFT_DEFAULTS.alpha / 2 : LIFT_DEFAULTS.alpha;
  const lifts: SkillLift[] = [];
  for (const arm of arms) {
    if (signal.aborted) break;
    core.startGroup(`agent-bench: lift of skill ${arm.skill}: the suite without it`);
    try {
      const without = await runArm(p, arm.prepared, signal);
      const lift = () => {
        const records = [...head, ...without];
        return withLiftBehaviour(liftOf(records, { skill: arm.skill, treatment: DEFAULT_VARIANT, control: arm.variant }, { alpha }), records);
      };
      let measured = lift();
      if (auto && measured.verdict === "no-detectable-difference" && auto.maxRuns > auto.minRuns && !signal.aborted) {
        const more = await prepareRun({ ...arm.prepared.settings, runs: auto.maxRuns - auto.minRuns, outDir: path.join(arm.prepared.outDir, SECOND_LOOK) });
        without.push(...(await runArm(p, more, signal)));
        measured = lift();
      }
      // An arm cut short by a cancel says too little: the head's results are what the job keeps.
      if (signal.aborted) break;
      lifts.push(measured);
    } finally {
      core.endGroup();
    }
  }
  return lifts;
}

async function runArm(p: PublishContext, prepared: ResolvedRun, signal: AbortSignal): Promise<ExecutionResult[]> {
  // The engine gives each result its variant.
  const { run } = await execute(prepared, { listeners: [redactedProgress(p.redactor)], signal });
  return run.results;
}
