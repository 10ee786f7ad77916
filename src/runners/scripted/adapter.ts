// type: scripted — a deterministic agent replaying a script, with no API key
// and no process. What the quick start and most tests use.

import { docUrl } from "../../doc-link.ts";
import path from "node:path";
import { z } from "zod";
import { configError } from "../../errors.ts";
import type { RunnerAdapter } from "../runner.ts";
import { stepsSchema } from "../script-steps.ts";
import { runScript } from "./agent.ts";
import { fromScript, loadScript, type StepSource } from "./load-script.ts";
import { parseScripted } from "./parse.ts";

const optionsSchema = z.strictObject({
  /** A script file (JSON, YAML, or a module), relative to the config file. */
  script: z.string().min(1).optional(),
  /** Inline steps used for every case. */
  steps: stepsSchema.optional(),
});

type Options = z.infer<typeof optionsSchema>;

const sources = new Map<string, Promise<StepSource>>();

function sourceFor(options: Options, baseDir: string, runnerId: string): Promise<StepSource> {
  if (options.steps) return Promise.resolve(fromScript(options.steps));
  if (!options.script) {
    throw configError(`runners.${runnerId}: a scripted runner needs "script" (a file) or "steps"`, {
      hint: `agent-bench init --agent scripted adds one with a script file to your config; or write e.g. script: "./scripts/agent.json" (${docUrl("runners.md#scripted")})`,
    });
  }
  const file = path.resolve(baseDir, options.script);
  let source = sources.get(file);
  if (!source) {
    source = loadScript(file);
    sources.set(file, source);
  }
  return source;
}

export const scriptedRunner: RunnerAdapter<Options> = {
  type: "scripted",
  displayName: "Scripted agent",
  // The in-process fake agent: runs offline, no key, nothing to install.
  init: { markers: [], install: "" },
  inProcess: true,
  // Stateless: each turn of a multi-turn case picks its own steps (a script's "turns").
  resumes: true,
  optionsSchema,
  async preflight(runner) {
    await sourceFor(runner.options, runner.baseDir, runner.id);
  },
  async prepare(ctx) {
    const { options } = ctx.runner;
    const source = await sourceFor(options, ctx.runner.baseDir, ctx.runner.id);
    const steps = await source({
      caseId: ctx.case.id,
      prompt: ctx.case.prompt,
      run: ctx.run,
      runnerId: ctx.runner.id,
      turn: Number(ctx.env.AGENT_BENCH_TURN) || 1,
    });
    return {
      kind: "in-process",
      cwd: ctx.workspace,
      run: (io) =>
        runScript(
          {
            steps: steps ?? [{ text: `no scripted steps for case "${ctx.case.id}"` }, { exit: 2, stderr: `scripted: no steps for case "${ctx.case.id}"\n` }],
            prompt: ctx.case.prompt,
            model: ctx.runner.model,
          },
          io,
        ),
    };
  },
  parse: parseScripted,
  createStepCounter() {
    let steps = 0;
    return (line) => {
      if (line.startsWith('{"type":"turn"')) steps++;
      return steps;
    };
  },
  detectModelRejection(_output, session) {
    return session.errors.find((e) => e.kind === "model-rejected")?.message;
  },
};
