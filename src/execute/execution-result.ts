// An execution's result, however it ended: its identity and timing added,
// Case.classifyFailure applied, its session written next to its logs (a full
// disk there errors this execution, not the run).

import type { SuiteCase } from "../model/case.ts";
import type { ExecutionResult } from "../model/result.ts";
import type { Session } from "../model/session.ts";
import { writeSession } from "./artifacts.ts";
import { applyClassifyFailure } from "../assert/classify.ts";
import { decide, diskFailure } from "./outcome.ts";
import { isDiskFull } from "./output-capture.ts";

export interface ExecutionReport {
  result: ExecutionResult;
  warnings: string[];
}

/** What the execution decided; the rest of the result is filled in by finish. */
export type ResultFields = Omit<
  ExecutionResult,
  "caseId" | "runnerId" | "variant" | "run" | "artifactDir" | "startedAt" | "endedAt" | "durationMs" | "assertions"
> & {
  assertions?: ExecutionResult["assertions"];
};

export interface ExecutionPlace {
  testCase: SuiteCase;
  runnerId: string;
  variant?: string;
  run: number;
  /** The artifact folder, relative to the out-dir (as results record it) and absolute. */
  relDir: string;
  absDir: string;
  startedAt: Date;
}

/** The finished result. durationMs: the agent's own time when it ran (otherwise the time since the execution started). */
export function finishResult(place: ExecutionPlace, fields: ResultFields, session?: Session, durationMs?: number): ExecutionReport {
  const { testCase } = place;
  const endedAt = new Date();
  // assertions comes first here, so results keep their key order (before what the execution decided).
  const identity = {
    caseId: testCase.id,
    runnerId: place.runnerId,
    ...(place.variant !== undefined ? { variant: place.variant } : {}),
    run: place.run,
    artifactDir: place.relDir,
    assertions: [],
  };
  const classified = applyClassifyFailure(testCase, {
    ...identity,
    ...fields,
    assertions: fields.assertions ?? [],
    startedAt: place.startedAt.toISOString(),
    endedAt: endedAt.toISOString(),
    durationMs: durationMs ?? endedAt.getTime() - place.startedAt.getTime(),
  });
  let result = compact(classified.result);
  try {
    writeSession(place.absDir, session);
  } catch (error) {
    // A full disk ends this execution, not the run: its result still goes to results.jsonl.
    if (!isDiskFull(error)) throw error;
    if (result.failureOrigin !== "disk") result = { ...result, ...decide({ testCase, failure: diskFailure("session.json", error) }) };
  }
  return { result, warnings: classified.warning ? [classified.warning] : [] };
}

/**
 * The result as plain JSON data with strings of its own. A run keeps every
 * result until its end, and an excerpt or message cut from an agent's output
 * would otherwise keep the whole output alive (V8 strings made by slice, split
 * or a regex match point into the string they came from): 100 KB outputs ×
 * 100,000 executions (bench/items/scale.mjs). Results are JSON by contract
 * (results.jsonl), so the round trip loses nothing.
 */
function compact(result: ExecutionResult): ExecutionResult {
  return JSON.parse(JSON.stringify(result)) as ExecutionResult;
}
