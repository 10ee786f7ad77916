// The step vocabulary of scripts: the scripted runner replays them as an
// agent, and the scripted model server answers real agent CLIs with them.
// Generic steps (shell, read, write, skill, text) map onto each agent's own tools.

import { z } from "zod";
import { compileUserRegex } from "../assert/user-regex.ts";

const durationLike = z.union([z.number().nonnegative(), z.string()]);

export const stepSchema = z.union([
  z.strictObject({ text: z.string(), final: z.boolean().optional() }),
  z.strictObject({ thinking: z.string() }),
  z.strictObject({
    tool: z.literal("shell"),
    command: z.string(),
    output: z.string().optional(),
    exitCode: z.number().int().optional(),
    description: z.string().optional(),
  }),
  z.strictObject({ tool: z.literal("read"), path: z.string(), output: z.string().optional() }),
  z.strictObject({ tool: z.literal("write"), path: z.string(), content: z.string() }),
  z.strictObject({ tool: z.literal("edit"), path: z.string(), old: z.string(), new: z.string() }),
  z.strictObject({ tool: z.literal("skill"), name: z.string() }),
  z.strictObject({ tool: z.string(), args: z.record(z.string(), z.unknown()).optional(), output: z.string().optional(), isError: z.boolean().optional() }),
  z.strictObject({ fail: z.number().int().min(400).max(599), message: z.string().optional() }),
  z.strictObject({
    usage: z.strictObject({
      input: z.number().nonnegative().optional(),
      output: z.number().nonnegative().optional(),
      reasoning: z.number().nonnegative().optional(),
      cacheRead: z.number().nonnegative().optional(),
      cacheWrite: z.number().nonnegative().optional(),
    }),
    cost: z.number().nonnegative().optional(),
  }),
  z.strictObject({ cost: z.number().nonnegative() }),
  z.strictObject({ delay: durationLike }),
  z.strictObject({ exit: z.number().int().min(0).max(255), stderr: z.string().optional() }),
  z.strictObject({ hang: z.literal(true) }),
  z.strictObject({ stdout: z.string() }),
  z.strictObject({ stderr: z.string() }),
  z.strictObject({ rejectModel: z.literal(true), message: z.string().optional() }),
]);

export type Step = z.infer<typeof stepSchema>;

export const stepsSchema = z.array(stepSchema);

/**
 * Per case: one list of steps, one list per run (run k uses runs[(k - 1) % runs.length]), or one
 * list per turn of a multi-turn case (turn k uses turns[k - 1], the last list once they run out).
 */
export const caseScriptSchema = z.union([
  stepsSchema,
  z.strictObject({ runs: z.array(stepsSchema).min(1) }),
  z.strictObject({ turns: z.array(stepsSchema).min(1) }),
]);

export const scriptSchema = z.union([
  stepsSchema,
  z.strictObject({
    $schema: z.string().optional(),
    /** Steps for cases without their own entry. */
    steps: caseScriptSchema.optional(),
    cases: z.record(z.string(), caseScriptSchema).optional(),
    /** First match wins: a regular expression on the prompt. */
    match: z.array(z.strictObject({ prompt: z.string(), steps: caseScriptSchema })).optional(),
  }),
]);

export type Script = z.infer<typeof scriptSchema>;
export type CaseScript = z.infer<typeof caseScriptSchema>;

/** The steps for one execution, or undefined when the script has none for this case. */
export function selectSteps(script: Script, caseId: string, prompt: string, run: number, turn = 1): Step[] | undefined {
  const pick = (entry: CaseScript): Step[] => {
    if (Array.isArray(entry)) return entry;
    if ("turns" in entry) return entry.turns[Math.min(turn, entry.turns.length) - 1];
    return entry.runs[(run - 1) % entry.runs.length];
  };
  if (Array.isArray(script)) return script;
  const own = script.cases?.[caseId];
  if (own) return pick(own);
  for (const m of script.match ?? []) {
    if (compileUserRegex(m.prompt).test(prompt)) return pick(m.steps);
  }
  return script.steps ? pick(script.steps) : undefined;
}
