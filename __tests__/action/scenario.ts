// Shared steps of the action tests: a push run that stores the baseline and a
// pull request run, each from its own checkout of a bench workspace variant.

import { pullRequestEvent, pushEvent } from "../helpers/github/events.ts";
import { runAction, type ActionResult } from "../helpers/github/harness.ts";
import type { FakeGitHub } from "../helpers/github/server.ts";
import type { Pull } from "../helpers/github/state.ts";
import { benchWorkspace, type BenchVariant } from "./bench-workspace.ts";

export const INPUTS = { suite: "evals/suite.mjs", runs: 4 };

type Inputs = Record<string, string | number>;

export async function pushRun(github: FakeGitHub, variant: BenchVariant = {}, inputs: Inputs = {}, env: Record<string, string> = {}): Promise<ActionResult> {
  const checkout = benchWorkspace(variant);
  try {
    return await runAction({ github, event: pushEvent(github), inputs: { ...INPUTS, ...inputs }, workspace: checkout.dir, env, timeoutMs: 120_000 });
  } finally {
    checkout.remove();
  }
}

export async function prRun(
  github: FakeGitHub,
  pr: Pull,
  variant: BenchVariant = {},
  inputs: Inputs = {},
  options: { env?: Record<string, string>; token?: string } = {},
): Promise<ActionResult> {
  const checkout = benchWorkspace(variant);
  try {
    return await runAction({
      github,
      event: pullRequestEvent(github, pr),
      inputs: { ...INPUTS, ...inputs },
      workspace: checkout.dir,
      env: options.env,
      token: options.token,
      timeoutMs: 120_000,
    });
  } finally {
    checkout.remove();
  }
}
