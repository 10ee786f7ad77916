// Prompts `agent-bench init` wrote and nobody replaced yet ("TODO: ask for
// something the greet skill is for"): sending one to a real agent spends money
// on nothing. The run warns about them at plan time, and the CLI will not send
// them to an agent that costs money without --allow-todo. Pure.

import { configError } from "../errors.ts";
import { plural } from "../format.ts";
import type { Plan } from "./plan.ts";

const STARTER = /^\s*TODO\b/u;

/** Ids of the planned cases whose prompt (or first message) still starts with TODO. */
export function starterPromptCases(plan: Plan): string[] {
  const ids = new Set(plan.cells.map((c) => c.case.id));
  return plan.cases.filter((c) => ids.has(c.id) && STARTER.test(c.prompt)).map((c) => c.id);
}

/** Planned runners whose executions cost money: every agent but the scripted one and CLIs driven by the scripted model. */
export function paidRunners(plan: Plan): string[] {
  const ids = new Set(plan.cells.map((c) => c.runner.id));
  return plan.runners.filter((r) => ids.has(r.id) && r.type !== "scripted" && !r.scriptedModel).map((r) => r.id);
}

/** The warning for the run's log, or undefined when every prompt was written. */
export function starterPromptWarning(plan: Plan): string | undefined {
  const todo = starterPromptCases(plan);
  if (todo.length === 0) return undefined;
  return `${plural(todo.length, "case")} still ${todo.length === 1 ? "has" : "have"} the starter prompt that begins with TODO: ${todo.join(", ")}; write the task the agent should do`;
}

/** Throws before any agent starts when a starter prompt would go to an agent that costs money and `allowed` is not set. */
export function checkStarterPrompts(plan: Plan, suitePath: string, allowed: boolean): void {
  const todo = starterPromptCases(plan);
  const paid = paidRunners(plan);
  if (todo.length === 0 || paid.length === 0 || allowed) return;
  throw configError(
    `${plural(todo.length, "case")} still ${todo.length === 1 ? "has" : "have"} the starter TODO prompt (${todo.join(", ")}); nothing was sent to ${paid.join(", ")}`,
    {
      where: suitePath,
      hint: `write each case's prompt in ${suitePath}, or pass --allow-todo to send these prompts as they are`,
    },
  );
}
