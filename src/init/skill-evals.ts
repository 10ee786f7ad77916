// What `agent-bench init` adds for skills that ship skill-creator evals
// (`<skill>/evals/evals.json`): a judge for their expectations in the config,
// and the files among the workflow's suites. Pure.

import type { FoundSkill } from "./detect.ts";

/** The part of init's plan these need (render.ts's InitPlan has it). */
interface EvalsPlan {
  agents: string[];
  skills: FoundSkill[];
  suite: string;
}

/** The judge's runner id in the starter config. */
const JUDGE_ID = "judge";

/** Repository-relative evals.json files of the skills found. */
export function skillEvalFiles(plan: Pick<EvalsPlan, "skills">): string[] {
  return plan.skills.flatMap((s) => (s.evals ? [s.evals] : []));
}

/**
 * The config's judge, when there are expectations to grade: a runner of the first real agent's type; with only
 * the scripted agent, a scripted judge that passes everything (an offline placeholder, and it says so).
 */
export function judgeConfig(plan: EvalsPlan): { judge: string; runner: Record<string, unknown> } | undefined {
  if (skillEvalFiles(plan).length === 0) return undefined;
  const real = plan.agents.find((t) => t !== "scripted");
  const reason = "the scripted judge passes every expectation; make this runner a real agent (e.g. claude-code) to grade them";
  const runner = real ? { type: real } : { type: "scripted", steps: [{ text: JSON.stringify({ passed: true, reason }) }] };
  return { judge: JUDGE_ID, runner };
}

/** The workflow's `suite` input: the starter suite, or a glob of it and every evals.json (one comment and check each). */
export function workflowSuite(plan: EvalsPlan): string {
  const files = skillEvalFiles(plan);
  return files.length === 0 ? plan.suite : `{${[plan.suite, ...files].join(",")}}`;
}
