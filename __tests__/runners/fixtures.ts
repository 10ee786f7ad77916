// Recorded agent streams (__tests__/fixtures/agents/<cli>/<scenario>/) as the
// engine hands them to a runner's parser.

import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { processFailure } from "../../src/execute/outcome.ts";
import type { ProcessEnd } from "../../src/model/process-end.ts";
import type { Session } from "../../src/model/session.ts";
import type { CapturedOutput, KnownSkill, ParseContext, RunnerAdapter, RunnerOptions } from "../../src/runners/runner.ts";

const ROOT = path.join(import.meta.dirname, "..", "fixtures", "agents");

export function recorded(cli: string, scenario: string): CapturedOutput {
  const dir = path.join(ROOT, cli, scenario);
  const read = (name: string) => (existsSync(path.join(dir, name)) ? readFileSync(path.join(dir, name), "utf8") : "");
  const exit = read("exit-code").trim();
  return { stdout: read("stdout.jsonl"), stderr: read("stderr.txt"), end: ended(exit === "" ? null : Number(exit)), files: {} };
}

/** A process that exited with this code; null: one killed by a signal (no code), as the engine reports it. */
export function ended(code: number | null): ProcessEnd {
  return code === null ? { kind: "signalled", signal: "SIGKILL" } : { kind: "exited", code };
}

/** O is inferred from overrides.options (parsed by the adapter's schema); without options the context fits any adapter. */
export function context<O extends RunnerOptions = never>(
  type: string,
  overrides: Partial<ParseContext<O>> & { knownSkills?: KnownSkill[] } = {},
): ParseContext<O> {
  return { runner: { id: type, pathKey: `${type}--00000000`, agent: { type, model: "" } }, prompt: "hi", cwd: "/ws", ...overrides };
}

export function parseRecorded(adapter: RunnerAdapter, cli: string, scenario: string, overrides: Partial<ParseContext> = {}): Session {
  return adapter.parse(recorded(cli, scenario), context(adapter.type, overrides));
}

/** The step counter's count after feeding every stdout line, as the engine does while the agent runs. */
export function countSteps(adapter: RunnerAdapter, output: CapturedOutput): number {
  const counter = adapter.createStepCounter!();
  let steps = 0;
  for (const line of output.stdout.split("\n")) steps = counter(line);
  return steps;
}

/** The failure origin the engine gives this output and session (undefined: the agent finished cleanly). */
export function originOf(adapter: RunnerAdapter, output: CapturedOutput, session: Session): string | undefined {
  const modelRejection = adapter.detectModelRejection?.(output, session);
  const outcome = { ...output, startedAt: new Date(0), durationMs: 1, steps: 0 };
  return processFailure(outcome, session, { runnerId: adapter.type, runnerType: adapter.type, modelRejection })?.origin;
}
