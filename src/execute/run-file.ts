// results.json's content at the end of a run: the header recorded at its
// start, every result in plan order, the CLI versions seen and the summary.

import type { ExecutionResult, RunEnvironment, RunFile, RunInvocation } from "../model/result.ts";
import type { Plan } from "../plan/plan.ts";
import type { RunHeader } from "./run-header.ts";
import { summarize } from "./summary.ts";

interface RunFileRequest {
  plan: Plan;
  version: string;
  environment: RunEnvironment;
  invocation?: RunInvocation;
  signal: AbortSignal;
}

export function buildRunFile(req: RunFileRequest, header: RunHeader, results: ExecutionResult[], startedAt: Date, endedAt: Date): RunFile {
  const { suite, plan, cases, treatment } = header;
  return {
    // A reader that knows no variants must not take a variant's cells for ordinary ones: such a file is version 3.
    schemaVersion: req.plan.variants ? 3 : 2,
    tool: { name: "agent-bench", version: req.version },
    startedAt: startedAt.toISOString(),
    endedAt: endedAt.toISOString(),
    suite,
    plan: { ...plan, runners: plan.runners.map((r) => ({ ...r, ...versionOf(results, r.id) })) },
    environment: req.environment,
    cases,
    treatment,
    ...(req.invocation ? { invocation: req.invocation } : {}),
    results: sortResults(results, req.plan),
    summary: summarize(results, req.plan.executions.length, endedAt.getTime() - startedAt.getTime(), req.signal.aborted),
  };
}

/** Results in plan order (case, runner, run), whatever order they finished in. */
function sortResults(results: ExecutionResult[], plan: Plan): ExecutionResult[] {
  const caseIndex = new Map(plan.cases.map((c, i) => [c.id, i]));
  const runnerIndex = new Map(plan.runners.map((r, i) => [r.id, i]));
  const variantIndex = new Map((plan.variants ?? []).map((v, i) => [v.variant.id, i]));
  const variantOf = (r: ExecutionResult) => (r.variant === undefined ? -1 : (variantIndex.get(r.variant) ?? Number.MAX_SAFE_INTEGER));
  return [...results].sort(
    (a, b) =>
      caseIndex.get(a.caseId)! - caseIndex.get(b.caseId)! ||
      runnerIndex.get(a.runnerId)! - runnerIndex.get(b.runnerId)! ||
      variantOf(a) - variantOf(b) ||
      a.run - b.run,
  );
}

function versionOf(results: ExecutionResult[], runnerId: string): { version?: string } {
  const version = results.find((r) => r.runnerId === runnerId && r.cliVersion)?.cliVersion;
  return version ? { version } : {};
}
