// One call of the agent under test: prepare its process, run it, read its
// session, and say whether the process itself failed. A single-turn execution
// is one call; a multi-turn case makes one per turn in the same workspace and home.

import { writeFile } from "node:fs/promises";
import path from "node:path";
import { serialize } from "../assert/evaluate.ts";
import type { Session } from "../model/session.ts";
import type { ExecutionContext, RunnerAdapter } from "../runners/runner.ts";
import { emptySession } from "../runners/session-builder.ts";
import { ensureDir } from "./artifacts.ts";
import type { ExecutionEnv } from "./execution-env.ts";
import { diskFailure, processFailure, type ProcessVerdict } from "./outcome.ts";
import { isDiskFull } from "./output-capture.ts";
import { DEFAULT_MAX_OUTPUT_BYTES, runProcess, type ProcessOutcome } from "./process.ts";
import { findSkills } from "../runners/skills.ts";
import { AGENT_CONTEXT } from "../runners/registry.ts";

export interface AgentTurn {
  /** Absent when the process could not even be prepared. */
  outcome?: ProcessOutcome;
  session?: Session;
  failure?: ProcessVerdict;
}

export interface TurnPlace {
  /** Absolute folder for stdout.log / stderr.log. */
  absDir: string;
  /** The same folder relative to the out-dir, as the session records it. */
  relDir: string;
}

export async function runAgentTurn(
  adapter: RunnerAdapter,
  ctx: ExecutionContext,
  place: TurnPlace,
  env: Pick<ExecutionEnv, "signal" | "maxStepsFor" | "rejectedModels">,
  timeoutMs: number,
): Promise<AgentTurn> {
  const { runner } = ctx;
  const maxSteps = env.maxStepsFor(runner);
  let outcome: ProcessOutcome;
  let executable: string | undefined;
  try {
    const spec = await adapter.prepare(ctx);
    if (spec.kind === "spawn") {
      executable = spec.executable;
      for (const file of spec.files ?? []) {
        await ensureDir(path.dirname(file.path));
        await writeFile(file.path, file.content);
      }
    }
    outcome = await runProcess(spec, {
      timeoutMs,
      maxSteps,
      stepCounter: maxSteps !== undefined ? adapter.createStepCounter?.() : undefined,
      signal: env.signal,
      stdoutPath: path.join(place.absDir, "stdout.log"),
      stderrPath: path.join(place.absDir, "stderr.log"),
      maxOutputBytes: runner.maxOutputBytes ?? DEFAULT_MAX_OUTPUT_BYTES,
    });
  } catch (error) {
    return {
      failure: isDiskFull(error)
        ? diskFailure("the agent's files", error)
        : { origin: "spawn", message: `could not run the agent: ${serialize(error).message}` },
    };
  }
  const parseCtx = {
    runner: ctx.runnerInfo,
    prompt: ctx.case.prompt,
    cwd: ctx.workspace,
    stdoutPath: path.join(place.relDir, "stdout.log"),
    // stderr.log exists only when the agent wrote to it.
    ...(outcome.stderr ? { stderrPath: path.join(place.relDir, "stderr.log") } : {}),
    options: runner.options,
    knownSkills: findSkills(ctx.workspace),
    skillRoots: AGENT_CONTEXT.skillFolders.map((root) => path.join(ctx.workspace, root)),
  };
  let session: Session;
  let parseError: string | undefined;
  try {
    session = adapter.parse(outcome, parseCtx);
  } catch (error) {
    parseError = serialize(error).message;
    session = emptySession(ctx.runnerInfo, ctx.case.prompt);
  }
  session.startedAt = outcome.startedAt.toISOString();
  session.durationMs = outcome.durationMs;
  session.endedAt = new Date(outcome.startedAt.getTime() + outcome.durationMs).toISOString();
  const modelRejection = adapter.detectModelRejection?.(outcome, session);
  if (modelRejection) env.rejectedModels.set(runner.id, modelRejection);
  const failure = processFailure(outcome, session, { executable, runnerId: runner.id, runnerType: runner.type, modelRejection, parseError });
  return { outcome, session, ...(failure ? { failure } : {}) };
}
