// What the simulated user of a multi-turn case is asked and answers: the
// types the executions share, apart from the simulator that implements them.

import type { Message, SimulatorSpec } from "../model/case.ts";
import type { CheckpointRecord } from "../model/result.ts";

export interface SimulatorTurn {
  message: string;
  goalAchieved: boolean;
  reasoning?: string;
}

export interface SimulatorRequest {
  caseId: string;
  spec: SimulatorSpec;
  conversation: Message[];
  turn: number;
  maxTurns: number;
  checkpoints: readonly CheckpointRecord[];
  /** The turn's artifact folder; the simulator's call goes to its simulator/ subfolder. */
  dir: string;
}

export type Simulate = (request: SimulatorRequest) => Promise<SimulatorTurn>;
