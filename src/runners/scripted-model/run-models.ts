// The scripted model server as one run uses it: runners with `scriptedModel`
// are checked before the run, the server starts at the first execution that
// needs it, each execution registers its own steps, and the server closes when
// the run ends (cancelled runs included).

import path from "node:path";
import { configError } from "../../errors.ts";
import { findSkills } from "../skills.ts";
import type { SuiteCase } from "../../model/case.ts";
import { getAdapter } from "../registry.ts";
import type { RunnerConfig } from "../runner.ts";
import { loadScript, type StepSource } from "../scripted/load-script.ts";
import { planReplies } from "./replies.ts";
import { startModelServer, type ModelServer } from "./server.ts";

export interface ModelExecution {
  case: SuiteCase;
  run: number;
  /** The turn of a multi-turn case: each turn gets its own replies (a script's "turns"). */
  turn?: number;
  /** The agent's working directory: relative paths in steps resolve against it. */
  workspace: string;
}

export interface ScriptedModels {
  /** Throws a configError for a runner that cannot use a scripted model or whose script is invalid. */
  check(runners: readonly RunnerConfig[]): Promise<void>;
  /** The base URL for one execution, or undefined when its runner has no scriptedModel. */
  urlFor: (runner: RunnerConfig, execution: ModelExecution) => Promise<string | undefined>;
  close(): Promise<void>;
}

/** `logFile`: every request the server gets, one JSON line each (model-server.log in the run folder). */
export function createScriptedModels(options: { logFile: string }): ScriptedModels {
  const scripts = new Map<string, Promise<StepSource>>();
  let server: Promise<ModelServer> | undefined;

  const scriptFor = (file: string) => {
    let source = scripts.get(file);
    if (!source) {
      source = loadScript(file);
      scripts.set(file, source);
    }
    return source;
  };

  return {
    async check(runners) {
      for (const runner of runners) {
        if (!runner.scriptedModel) continue;
        const adapter = getAdapter(runner.type);
        if (!adapter?.modelProtocol) {
          throw configError(`runners.${runner.id}.scriptedModel: runner type "${runner.type}" does not call a model API that agent-bench can stand in for`, {
            hint: 'use scriptedModel with an agent CLI runner (claude-code, codex, gemini, …), or use type "scripted" with a script for a process-free dry run',
          });
        }
        await scriptFor(runner.scriptedModel);
      }
    },
    async urlFor(runner, execution) {
      if (!runner.scriptedModel) return undefined;
      const steps = await (
        await scriptFor(runner.scriptedModel)
      )({ caseId: execution.case.id, prompt: execution.case.prompt, run: execution.run, runnerId: runner.id, turn: execution.turn ?? 1 });
      server ??= startModelServer({ logFile: options.logFile });
      const label = `case "${execution.case.id}" run ${execution.run}${execution.turn ? ` turn ${execution.turn}` : ""} of runner "${runner.id}" (${path.basename(runner.scriptedModel)})`;
      return (await server).register({
        replies: steps ? planReplies(steps) : undefined,
        cwd: execution.workspace,
        skills: findSkills(execution.workspace),
        label,
      });
    },
    async close() {
      if (server) await (await server).close();
    },
  };
}
