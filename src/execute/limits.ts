// Which of a flag, a case, a runner and the config sets an execution's time
// and step limits: decided here, once per run (prepareRun), and nowhere else.

import type { SuiteCase } from "../model/case.ts";
import type { RunnerConfig } from "../runners/runner.ts";

const DEFAULT_TIMEOUT_MS = 120_000;

export interface Limits {
  /** The case's own timeout, then --timeout, the runner's, the config's and 2 minutes (docs/suites.md). */
  timeoutFor: (testCase: Pick<SuiteCase, "timeoutMs">, runner: Pick<RunnerConfig, "timeoutMs">) => number;
  /** --max-steps, then the runner's and the config's; none: no step limit. */
  maxStepsFor: (runner: Pick<RunnerConfig, "maxSteps">) => number | undefined;
}

interface LimitSettings {
  timeoutMs?: number;
  maxSteps?: number;
}

/** `flags`: --timeout and --max-steps (or the action's inputs); `defaults`: the config's. */
export function resolveLimits(flags: LimitSettings, defaults: LimitSettings): Limits {
  return Object.freeze({
    timeoutFor: (c, r) => c.timeoutMs ?? flags.timeoutMs ?? r.timeoutMs ?? defaults.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    maxStepsFor: (r) => flags.maxSteps ?? r.maxSteps ?? defaults.maxSteps,
  } satisfies Limits);
}
