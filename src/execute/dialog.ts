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
import { withTotals } from "./session-totals.ts";
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

/** A dialog so far: its checkpoints, turns, conversation, every turn's session and the last agent call. */
interface DialogState {
  args: DialogArgs;
  records: CheckpointRecord[];
  turns: TurnRecord[];
  conversation: Message[];
  sessions: Session[];
  last: AgentTurn;
  sessionId: string | undefined;
  started: number;
  /** Where the case is, for checkpoint rules' messages and their assertion results. */
  source: { where: string; suiteDir: string };
  location: AssertionResult["location"];
}

/** Where one turn keeps its artifacts, and when it started. */
interface TurnStep {
  turn: number;
  place: TurnPlace;
  started: number;
}

/** A step's result, or the dialog's end when the step ended it. */
type OrEnd<T> = T | { ended: Ran };

export async function runDialog(args: DialogArgs): Promise<Ran> {
  const { testCase, evaluateOptions } = args;
  const spec = testCase.dialog!;
  const state: DialogState = {
    args,
    records: initialCheckpoints(spec.checkpoints),
    turns: [],
    conversation: [...testCase.messages],
    sessions: [],
    last: {},
    sessionId: undefined,
    started: Date.now(),
    source: { where: `${testCase.source.file}${testCase.source.line ? `:${testCase.source.line}` : ""}`, suiteDir: path.dirname(testCase.source.file) },
    location: { file: repoRelative(testCase.source.file, evaluateOptions.repoRoot), ...(testCase.source.line ? { line: testCase.source.line } : {}) },
  };
  for (let turn = 1; turn <= spec.maxTurns; turn++) {
    const ended = await dialogTurn(state, turn);
    if (ended) return ended;
  }
  return done(state, "max-turns", undefined, missed(state.records, `max turns (${spec.maxTurns}) used up`));
}

/** One turn: the user's message, the agent's reply, the checkpoints; the dialog's end when this turn ends it. */
async function dialogTurn(state: DialogState, turn: number): Promise<Ran | undefined> {
  const { place, env, timeoutMs } = state.args;
  const maxTurns = state.args.testCase.dialog!.maxTurns;
  const remaining = timeoutMs - (Date.now() - state.started);
  if (env.signal.aborted) return done(state, "cancelled", { origin: "cancelled", message: `cancelled before turn ${turn}` });
  if (remaining <= 0)
    return done(state, "timeout", { origin: "timeout", message: `timed out after ${timeoutMs} ms, before turn ${turn} of at most ${maxTurns}` });
  const turnPlace = { absDir: path.join(place.absDir, `turn-${turn}`), relDir: `${place.relDir}/turn-${turn}` };
  mkdirSync(turnPlace.absDir, { recursive: true });
  const step: TurnStep = { turn, place: turnPlace, started: Date.now() };
  const user = turn > 1 ? await simulatedUser(state, step) : state.args.testCase.prompt;
  if (typeof user !== "string") return user.ended;
  const reply = await agentReply(state, step, user, Math.min(remaining, timeoutMs));
  if ("ended" in reply) return reply.ended;
  return checkTurn(state, step, user, reply);
}

/** From turn 2: the simulated user's message, or the dialog's end when it fails or says the goal is achieved. */
async function simulatedUser(state: DialogState, step: TurnStep): Promise<OrEnd<string>> {
  const { testCase, env } = state.args;
  const spec = testCase.dialog!;
  const { turn } = step;
  const reply = await askSimulator(env, {
    caseId: testCase.id,
    spec: spec.simulator,
    conversation: state.conversation,
    turn,
    maxTurns: spec.maxTurns,
    checkpoints: state.records,
    dir: step.place.absDir,
  });
  if (reply.kind === "error") {
    state.turns.push({ turn, user: "", reached: [], artifactDir: step.place.relDir, durationMs: Date.now() - step.started, error: reply.message });
    return { ended: done(state, "simulator-error", { origin: "simulator", message: reply.message }) };
  }
  if (reply.kind === "goal-achieved") {
    state.turns.push({ turn, user: excerpt(reply.message), reached: [], artifactDir: step.place.relDir, durationMs: Date.now() - step.started });
    const judged = allRequiredReached(state.records) ? undefined : missed(state.records, `the simulated user said the goal was achieved at turn ${turn}`);
    return { ended: done(state, "goal-achieved", undefined, judged) };
  }
  state.conversation.push({ role: "user", content: reply.message });
  return reply.message;
}

/** The agent's turn; its session is kept (and continued next turn), its failure ends the dialog. */
async function agentReply(state: DialogState, step: TurnStep, userText: string, timeoutMs: number): Promise<OrEnd<{ session: Session; prompt: string }>> {
  const { adapter, ctx, env } = state.args;
  const { turn } = step;
  const turnCtx = await turnContext({ ctx, adapter, env, turn, userText, conversation: state.conversation, sessionId: state.sessionId });
  state.last = await runAgentTurn(adapter, turnCtx, step.place, env, timeoutMs);
  const session = state.last.session;
  if (session) {
    state.sessions.push(session);
    writeSession(step.place.absDir, session);
    state.sessionId = session.sessionId ?? state.sessionId;
  }
  if (state.last.failure || !session) {
    const failure = state.last.failure ?? { origin: "runner" as const, message: "the agent gave no session" };
    state.turns.push({
      turn,
      user: excerpt(userText),
      reached: [],
      artifactDir: step.place.relDir,
      durationMs: Date.now() - step.started,
      error: failure.message,
    });
    return { ended: done(state, "agent-failure", { ...failure, message: `turn ${turn}: ${failure.message}` }) };
  }
  state.conversation.push({ role: "assistant", content: session.finalOutput });
  return { session, prompt: turnCtx.case.prompt };
}

/** The pending checkpoints against the agent's reply; when every required one is reached, the case's own rules judge it. */
async function checkTurn(state: DialogState, step: TurnStep, userText: string, reply: { session: Session; prompt: string }): Promise<Ran | undefined> {
  const { testCase, evaluateOptions } = state.args;
  const spec = testCase.dialog!;
  const { session } = reply;
  const input = { session, output: session.finalOutput, input: reply.prompt, testCase, judge: evaluateOptions.judge };
  const checked = await checkCheckpoints(spec.checkpoints, state.records, step.turn, input, state.source);
  state.turns.push({
    turn: step.turn,
    user: excerpt(userText),
    agent: excerpt(session.finalOutput),
    reached: checked.reached,
    artifactDir: step.place.relDir,
    durationMs: Date.now() - step.started,
  });
  if (checked.crashes.length > 0) {
    return done(state, "checkpoints", undefined, { failure: { origin: "assert-hook", error: { name: "RuleCrash", message: checked.crashes.join("\n") } } });
  }
  if (!allRequiredReached(state.records)) return undefined;
  // The case's own rules (yao ignores them in this mode) judge the last turn.
  const final = testCase.rules || testCase.hasExpected ? await evaluateCase({ ...testCase, dialog: undefined }, session, evaluateOptions) : undefined;
  return done(state, "checkpoints", undefined, final);
}

/** The execution's outcome: the last agent call with every turn's totals, the checkpoints as assertions, the dialog's record. */
function done(
  state: DialogState,
  ended: DialogRecord["ended"],
  failure?: ProcessVerdict,
  judged?: { failure?: EvaluateOutcome["failure"]; assertions?: AssertionResult[] },
): Ran {
  const { last, sessions, records } = state;
  const assertions = [...checkpointResults(records, state.location), ...(judged?.assertions ?? [])];
  const session = last.session ? withTotals(last.session, sessions) : undefined;
  return {
    ...last,
    ...(session ? { session } : {}),
    failure,
    evaluation: { assertions, ...(judged?.failure ? { failure: judged.failure } : {}) },
    dialog: { turns: state.turns, checkpoints: records, maxTurns: state.args.testCase.dialog!.maxTurns, ended },
    durationMs: sessions.reduce((sum, s) => sum + (s.durationMs ?? 0), 0),
  };
}

/** The dialog ended without every required checkpoint: an assertion failure naming the missing ones. */
function missed(records: readonly CheckpointRecord[], why: string) {
  return {
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
  };
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
