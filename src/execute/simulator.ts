// The simulated user of a multi-turn case (yao `simulator`): a runner that gets
// yao's simulator input as JSON and answers {"message", "goal_achieved",
// "reasoning"}; a reply with no JSON is the message itself, as in yao.

import path from "node:path";
import { extractJson } from "../assert/json/extract.ts";
import type { RunnerConfig } from "../runners/runner.ts";
import type { ModelExecution } from "../runners/scripted-model/run-models.ts";
import type { Simulate, SimulatorRequest, SimulatorTurn } from "./simulate.ts";
import { runHelper } from "./helper-run.ts";

const SIMULATOR_TIMEOUT_MS = 120_000;

/** yao's SimulatorInput: persona and goal by name, the rest of the metadata as `extra`. */
export function simulatorInput(request: SimulatorRequest): Record<string, unknown> {
  const { persona, goal, ...extra } = request.spec.metadata;
  return {
    ...(typeof persona === "string" ? { persona } : {}),
    ...(typeof goal === "string" ? { goal } : {}),
    conversation: request.conversation,
    turn_number: request.turn,
    max_turns: request.maxTurns,
    checkpoints_reached: request.checkpoints.filter((c) => c.reached).map((c) => c.id),
    checkpoints_pending: request.checkpoints.filter((c) => !c.reached).map((c) => c.id),
    ...(Object.keys(extra).length > 0 ? { extra } : {}),
  };
}

/** The simulator's reply text → its turn; throws when it holds no message. */
export function parseSimulatorReply(text: string): SimulatorTurn {
  const json = extractJson(text, { embedded: true });
  if (!json.found || typeof json.value !== "object" || json.value === null || Array.isArray(json.value)) {
    if (text.trim() === "") throw new Error("the simulator returned an empty message");
    return { message: text, goalAchieved: false };
  }
  const v = json.value as Record<string, unknown>;
  const message = typeof v.message === "string" ? v.message : "";
  if (message === "" && v.goal_achieved !== true) throw new Error('the simulator\'s reply has no "message"');
  return { message, goalAchieved: v.goal_achieved === true, ...(typeof v.reasoning === "string" ? { reasoning: v.reasoning } : {}) };
}

export function createSimulator(options: {
  runners: readonly RunnerConfig[];
  signal: AbortSignal;
  modelServerUrl?: (runner: RunnerConfig, execution: ModelExecution) => Promise<string | undefined>;
}): Simulate {
  return async (request) => {
    const runner = options.runners.find((r) => r.id === request.spec.runner);
    if (!runner) throw new Error(`no runner "${request.spec.runner}" to simulate the user with`);
    const session = await runHelper({
      runner,
      role: "simulator",
      caseId: request.caseId,
      prompt: JSON.stringify(simulatorInput(request)),
      call: request.turn,
      dir: path.join(request.dir, "simulator"),
      timeoutMs: SIMULATOR_TIMEOUT_MS,
      env: { AGENT_BENCH_CASE_ID: request.caseId, AGENT_BENCH_TURN: String(request.turn) },
      signal: options.signal,
      modelServerUrl: options.modelServerUrl,
    });
    return parseSimulatorReply(session.finalOutput);
  };
}
