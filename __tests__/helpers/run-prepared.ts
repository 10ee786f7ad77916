// Runs a prepared suite in process, one execution at a time, with fixed
// identity and environment, so tests compare results without a CLI process.

import type { ResolvedRun } from "../../src/execute/prepare.ts";
import { runSuite, type RunOutcome, type RunRequest } from "../../src/execute/run-suite.ts";

export function runPrepared(prepared: ResolvedRun, cwd: string, extra: Partial<RunRequest> = {}): Promise<RunOutcome> {
  return runSuite({
    suite: prepared.suite,
    plan: prepared.plan,
    outDir: prepared.outDir,
    repoRoot: prepared.repoRoot,
    cwd,
    parallel: 1,
    failFast: false,
    user: "u",
    team: "t",
    signal: new AbortController().signal,
    listeners: [],
    environment: { user: "u", team: "t", node: process.version, platform: process.platform, agentBench: "test", ci: false },
    version: "test",
    ...extra,
  });
}
