// Loads a script file (JSON, YAML, or a module exporting a script or a
// function of the execution) and validates it, naming the file and step.

import { docUrl } from "../../doc-link.ts";
import { configError } from "../../errors.ts";
import { issuesToError } from "../../issues.ts";
import { importModule, isModulePath, loadDataFile } from "../../load/load-file.ts";
import { loadRegexEngine } from "../../assert/user-regex.ts";
import { scriptSchema, selectSteps, stepsSchema, type Script, type Step } from "../script-steps.ts";

export interface StepContext {
  caseId: string;
  prompt: string;
  run: number;
  runnerId: string;
  /** The turn of a multi-turn case (1 otherwise). */
  turn: number;
}

/** A case's steps; a script module's function may compute them asynchronously. */
export type StepSource = (ctx: StepContext) => Step[] | undefined | Promise<Step[] | undefined>;

export async function loadScript(file: string): Promise<StepSource> {
  if (isModulePath(file)) {
    const exported = await importModule(file, "default");
    if (typeof exported === "function") {
      return async (ctx) => {
        const steps = await (exported as (c: StepContext) => unknown)(ctx);
        if (steps === undefined) return undefined;
        const parsed = stepsSchema.safeParse(steps);
        if (!parsed.success) throw issuesToError(parsed.error.issues, { file, prefix: [`(steps for ${ctx.caseId})`] });
        return parsed.data;
      };
    }
    return fromScript(validate(exported, file));
  }
  const loaded = await loadDataFile(file);
  return fromScript(validate(loaded.value, file, loaded.lineOf));
}

export function fromScript(script: Script): StepSource {
  const select: StepSource = (ctx) => selectSteps(script, ctx.caseId, ctx.prompt, ctx.run, ctx.turn);
  // Prompt patterns run on RE2, loaded with the first script that has them.
  if (Array.isArray(script) || !script.match?.length) return select;
  return async (ctx) => {
    await loadRegexEngine();
    return select(ctx);
  };
}

export function validate(value: unknown, file: string, lineOf?: (p: PropertyKey[]) => number | undefined): Script {
  const parsed = scriptSchema.safeParse(value);
  if (parsed.success) return parsed.data;
  // A union error says little; point at the first step that matches no step shape.
  const steps = Array.isArray(value) ? value : undefined;
  if (steps) {
    for (let i = 0; i < steps.length; i++) {
      const one = stepsSchema.safeParse([steps[i]]);
      if (!one.success) {
        const line = lineOf?.([i]);
        throw configError(`${file}${line ? `:${line}` : ""}: step ${i + 1} is not a known step: ${JSON.stringify(steps[i])}`, {
          hint: `steps look like {"text": "..."}, {"tool": "shell", "command": "ls"}, {"tool": "read", "path": "..."}, {"tool": "write", "path": "...", "content": "..."}, {"tool": "skill", "name": "..."}, {"fail": 500}, {"delay": "1s"}; see ${docUrl("runners.md#scripted")}`,
        });
      }
    }
  }
  throw issuesToError(parsed.error.issues, { file, lineOf });
}
