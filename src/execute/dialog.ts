// yao's multi-turn ("dynamic") mode: the case's input is turn 1; from turn 2
// the simulated user answers the agent; after every agent turn the pending
// checkpoints are checked. The case passes as soon as every required
// checkpoint is reached, and fails when the simulator says the goal is
// achieved first, or max_turns is used up. The agent keeps its workspace and
// home across turns and continues its own session when its CLI can resume.

import { mkdirSync } from "node:fs";
import path from "node:path";
import type { EvaluateOptions, EvaluateOutcome } from "../assert/evaluate.ts";
import { evaluateCase } from "../assert/evaluate.ts";
import { repoRelative } from "../assert/location.ts";
import { allRequiredReached, checkCheckpoints, initialCheckpoints } from "../assert/rules/checkpoints.ts";
import type { Message, SuiteCase } from "../model/case.ts";
import type { AssertionResult, CheckpointRecord, DialogRecord, TurnRecord } from "../model/result.ts";
import type { Session } from "../model/session.ts";
import { promptOf } from "../suite/input.ts";
import type { ExecutionContext, RunnerAdapter } from "../runners/runner.ts";
import { runAgentTurn, type AgentTurn, type TurnPlace } from "./agent-turn.ts";
import { excerpt, writeSession } from "./artifacts.ts";
import type { ExecutionEnv } from "./execution-env.ts";
import type { ProcessVerdict } from "./outcome.ts";
import type { SimulatorRequest } from "./simulate.ts";

/** What an execution ran: the last agent call, how it was judged, and for a dialog its record. */
export interface Ran extends AgentTurn {
  evaluation?: EvaluateOutcome;
  dialog?: DialogRecord;
  /** Agent time over all turns. */
  durationMs?: number;
}

export interface DialogArgs {
  testCase: SuiteCase;
  adapter: RunnerAdapter;
  ctx: ExecutionContext;
  place: TurnPlace;
  env: ExecutionEnv;
  timeoutMs: number;
  evaluateOptions: EvaluateOptions;
}

export async function runDialog(args: DialogArgs): Promise<Ran> {
  const { testCase, adapter, ctx, place, env, timeoutMs, evaluateOptions } = args;
  const spec = testCase.dialog!;
  const records = initialCheckpoints(spec.checkpoints);
  const turns: TurnRecord[] = [];
  const conversation: Message[] = [...testCase.messages];
  const source = { where: `${testCase.source.file}${testCase.source.line ? `:${testCase.source.line}` : ""}`, suiteDir: path.dirname(testCase.source.file) };
  const location = { file: repoRelative(testCase.source.file, evaluateOptions.repoRoot), ...(testCase.source.line ? { line: testCase.source.line } : {}) };
  const started = Date.now();
  const sessions: Session[] = [];
  let last: AgentTurn = {};
  let sessionId: string | undefined;

  const done = (
    ended: DialogRecord["ended"],
    failure?: ProcessVerdict,
    judged?: { failure?: EvaluateOutcome["failure"]; assertions?: AssertionResult[] },
  ): Ran => {
    const assertions = [...checkpointResults(records, location), ...(judged?.assertions ?? [])];
    const session = last.session ? withTotals(last.session, sessions) : undefined;
    return {
      ...last,
      ...(session ? { session } : {}),
      failure,
      evaluation: { assertions, ...(judged?.failure ? { failure: judged.failure } : {}) },
      dialog: { turns, checkpoints: records, maxTurns: spec.maxTurns, ended },
      durationMs: sessions.reduce((sum, s) => sum + (s.durationMs ?? 0), 0),
    };
  };
  const missed = (why: string) => ({
    failure: {
      origin: "assertion" as const,
      error: {
        name: "AssertionError",
        message: `${why}; required checkpoints not reached: ${records
          .filter((r) => r.required && !r.reached)
          .map((r) => r.id)
          .join(", ")}`,
      },
    },
  });

  for (let turn = 1; turn <= spec.maxTurns; turn++) {
    const remaining = timeoutMs - (Date.now() - started);
    if (env.signal.aborted) return done("cancelled", { origin: "cancelled", message: `cancelled before turn ${turn}` });
    if (remaining <= 0)
      return done("timeout", { origin: "timeout", message: `timed out after ${timeoutMs} ms, before turn ${turn} of at most ${spec.maxTurns}` });
    const turnPlace = { absDir: path.join(place.absDir, `turn-${turn}`), relDir: `${place.relDir}/turn-${turn}` };
    mkdirSync(turnPlace.absDir, { recursive: true });
    const turnStarted = Date.now();
    let userText = testCase.prompt;
    if (turn > 1) {
      const reply = await askSimulator(env, {
        caseId: testCase.id,
        spec: spec.simulator,
        conversation,
        turn,
        maxTurns: spec.maxTurns,
        checkpoints: records,
        dir: turnPlace.absDir,
      });
      if (reply.kind === "error") {
        turns.push({ turn, user: "", reached: [], artifactDir: turnPlace.relDir, durationMs: Date.now() - turnStarted, error: reply.message });
        return done("simulator-error", { origin: "simulator", message: reply.message });
      }
      if (reply.kind === "goal-achieved") {
        turns.push({ turn, user: excerpt(reply.message), reached: [], artifactDir: turnPlace.relDir, durationMs: Date.now() - turnStarted });
        return done(
          "goal-achieved",
          undefined,
          allRequiredReached(records) ? undefined : missed(`the simulated user said the goal was achieved at turn ${turn}`),
        );
      }
      conversation.push({ role: "user", content: reply.message });
      userText = reply.message;
    }
    const turnCtx = await turnContext({ ctx, adapter, env, turn, userText, conversation, sessionId });
    last = await runAgentTurn(adapter, turnCtx, turnPlace, env, Math.min(remaining, timeoutMs));
    const session = last.session;
    if (session) {
      sessions.push(session);
      await writeSession(turnPlace.absDir, session);
      sessionId = session.sessionId ?? sessionId;
    }
    if (last.failure || !session) {
      const failure = last.failure ?? { origin: "runner" as const, message: "the agent gave no session" };
      turns.push({ turn, user: excerpt(userText), reached: [], artifactDir: turnPlace.relDir, durationMs: Date.now() - turnStarted, error: failure.message });
      return done("agent-failure", { ...failure, message: `turn ${turn}: ${failure.message}` });
    }
    conversation.push({ role: "assistant", content: session.finalOutput });
    const input = { session, output: session.finalOutput, input: turnCtx.case.prompt, testCase, judge: evaluateOptions.judge };
    const checked = await checkCheckpoints(spec.checkpoints, records, turn, input, source);
    turns.push({
      turn,
      user: excerpt(userText),
      agent: excerpt(session.finalOutput),
      reached: checked.reached,
      artifactDir: turnPlace.relDir,
      durationMs: Date.now() - turnStarted,
    });
    if (checked.crashes.length > 0) {
      return done("checkpoints", undefined, { failure: { origin: "assert-hook", error: { name: "RuleCrash", message: checked.crashes.join("\n") } } });
    }
    if (allRequiredReached(records)) {
      // The case's own rules (yao ignores them in this mode) judge the last turn.
      const final = testCase.rules || testCase.hasExpected ? await evaluateCase({ ...testCase, dialog: undefined }, session, evaluateOptions) : undefined;
      return done("checkpoints", undefined, final);
    }
  }
  return done("max-turns", undefined, missed(`max turns (${spec.maxTurns}) used up`));
}

type SimulatorReply = { kind: "reply" | "goal-achieved" | "error"; message: string };

/** The simulated user's next message; its failure is the dialog's end, not the run's. */
async function askSimulator(env: Pick<ExecutionEnv, "simulate">, request: SimulatorRequest): Promise<SimulatorReply> {
  try {
    if (!env.simulate) throw new Error("no simulator is set up for this run");
    const reply = await env.simulate(request);
    return { kind: reply.goalAchieved ? "goal-achieved" : "reply", message: reply.message };
  } catch (error) {
    return {
      kind: "error",
      message: `the simulated user ("${request.spec.runner}") failed at turn ${request.turn}: ${(error as Error)?.message ?? String(error)}`,
    };
  }
}

/** Turn n's context: a CLI that resumes its own session gets only the new message; any other agent the conversation so far. */
async function turnContext(t: {
  ctx: ExecutionContext;
  adapter: RunnerAdapter;
  env: Pick<ExecutionEnv, "modelServerUrl">;
  turn: number;
  userText: string;
  conversation: readonly Message[];
  sessionId: string | undefined;
}): Promise<ExecutionContext> {
  const { ctx, adapter, turn, sessionId } = t;
  const testCase = ctx.case;
  const continues = turn > 1 && adapter.resumes === true && (sessionId !== undefined || adapter.inProcess === true);
  const turnCtx: ExecutionContext = {
    ...ctx,
    case: { ...testCase, prompt: turn === 1 ? testCase.prompt : continues ? t.userText : promptOf([...t.conversation]), messages: [...t.conversation] },
    env: { ...ctx.env, AGENT_BENCH_TURN: String(turn) },
    ...(continues ? { resume: { sessionId: sessionId ?? "", turn } } : {}),
  };
  if (turn > 1) turnCtx.scriptedModelUrl = await t.env.modelServerUrl(ctx.runner, { case: turnCtx.case, run: ctx.run, turn, workspace: ctx.workspace });
  return turnCtx;
}

/** One assertion result per checkpoint: a required one passes when reached; an optional one never fails the case. */
function checkpointResults(records: readonly CheckpointRecord[], location: AssertionResult["location"]): AssertionResult[] {
  return records.map((r) => ({
    kind: "checkpoint",
    name: r.id,
    passed: r.reached || !r.required,
    message: r.reached
      ? `reached at turn ${r.reachedAtTurn}${r.message ? `: ${r.message}` : ""}`
      : `${r.required ? "not reached" : "optional, not reached"}${r.message ? `: ${r.message}` : ""}`,
    ...(location ? { location } : {}),
  }));
}

/** The last turn's session with token counts and cost summed over every turn. */
function withTotals(last: Session, sessions: readonly Session[]): Session {
  if (sessions.length <= 1) return last;
  const usage = { ...last.usage };
  for (const key of [
    "inputTokens",
    "outputTokens",
    "reasoningTokens",
    "cacheReadTokens",
    "cacheWriteTokens",
    "cacheTokens",
    "totalTokens",
    "inputChars",
    "outputChars",
    "reasoningChars",
  ] as const) {
    const values = sessions.map((s) => s.usage?.[key]).filter((v): v is number => typeof v === "number");
    if (values.length > 0) (usage as unknown as Record<string, number>)[key] = values.reduce((a, b) => a + b, 0);
  }
  const costs = sessions.map((s) => s.costUsd).filter((c): c is number => typeof c === "number");
  const turnCount = sessions.map((s) => s.turns).filter((t): t is number => typeof t === "number");
  return {
    ...last,
    usage,
    ...(costs.length > 0 ? { costUsd: costs.reduce((a, b) => a + b, 0) } : {}),
    ...(turnCount.length > 0 ? { turns: turnCount.reduce((a, b) => a + b, 0) } : {}),
  };
}
