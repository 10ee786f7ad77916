// A run's state at its start: the results a resumed run keeps, the executions
// still to run, the event log (results.jsonl and -o *.jsonl) with its first
// event, and the stability accumulator fed with what was kept.

import path from "node:path";
import { errorMessage, infraError } from "../errors.ts";
import { isFinished, type CaseInfo, type ExecutionResult, type RunEnvironment, type RunInvocation } from "../model/result.ts";
import type { TreatmentManifest } from "../model/treatment.ts";
import type { Plan, PlannedExecution } from "../plan/plan.ts";
import { StabilityAccumulator } from "../stability/accumulate.ts";
import type { RunHeader } from "./run-header.ts";
import { checkUnchanged, pendingExecutions, setAside } from "./resume.ts";
import { ResultsLog } from "./sink.ts";

interface OpenRun {
  /** The finished results of a resumed run (none for a new run). */
  kept: ExecutionResult[];
  /** What is left to run of the plan. */
  executions: PlannedExecution[];
  log: ResultsLog;
  stability: StabilityAccumulator;
}

interface OpenRequest {
  plan: Plan;
  outDir: string;
  version: string;
  environment: RunEnvironment;
  invocation?: RunInvocation;
  resume?: { cases: CaseInfo[]; treatment?: TreatmentManifest; results: ExecutionResult[] };
  jsonlOutputs?: string[];
}

export async function openRun(req: OpenRequest, header: RunHeader, startedAt: Date): Promise<OpenRun> {
  const { suite, plan, cases, treatment } = header;
  if (req.resume) checkUnchanged(req.resume, { cases, treatment });
  const kept = (req.resume?.results ?? []).filter(isFinished);
  const executions = req.resume ? pendingExecutions(req.plan.executions, kept) : req.plan.executions;
  for (const old of req.resume?.results.filter((r) => !isFinished(r)) ?? []) await setAside(req.outDir, old);
  const log = openLog([path.join(req.outDir, "results.jsonl"), ...(req.jsonlOutputs ?? [])]);
  if (req.resume) log.append({ type: "resume", at: new Date().toISOString(), pending: executions.length });
  else
    log.append({
      type: "start",
      at: startedAt.toISOString(),
      tool: { name: "agent-bench", version: req.version },
      suite,
      plan,
      environment: req.environment,
      cases,
      treatment,
      ...(req.invocation ? { invocation: req.invocation } : {}),
    });
  return { kept, executions, log, stability: runStability(req, header, kept) };
}

function runStability(req: OpenRequest, header: RunHeader, kept: readonly ExecutionResult[]): StabilityAccumulator {
  const fingerprintOf = new Map(header.cases.map((c) => [c.id, c.testFingerprint]));
  const stability = new StabilityAccumulator({
    tool: { name: "agent-bench", version: req.version },
    suite: { path: header.suite.path, fingerprint: header.suite.fingerprint },
    ...(req.environment.commit ? { commit: req.environment.commit } : {}),
    runsPerCase: req.plan.runs,
    runners: header.plan.runners,
    testFingerprint: (caseId) => fingerprintOf.get(caseId) ?? "",
    treatment: header.treatment,
    cases: req.plan.cases.map((c) => c.id),
    ...(header.plan.variants ? { variants: header.plan.variants } : {}),
  });
  for (const r of kept) stability.add(r);
  return stability;
}

function openLog(files: string[]): ResultsLog {
  try {
    return new ResultsLog(files);
  } catch (error) {
    throw infraError(`cannot write the event log: ${errorMessage(error)}`, { where: "--out-dir / -o", hint: "choose files in a folder you can write to" });
  }
}
