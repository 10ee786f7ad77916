// Whether the check and the step fail: from fail-on, min-pass-rate and, with
// fail-if-not-helping, the measured skills' lifts. Pure.

import type { Verdict } from "../model/comparison.ts";
import type { LiftVerdict } from "../model/lift.ts";
import type { RunFile } from "../model/result.ts";
import type { FailOn } from "./inputs.ts";
import { formatPercent } from "../format.ts";

export interface GateInput {
  failOn: FailOn;
  minPassRate?: number;
  verdict: Verdict;
  /** Head pass rate, 0..1. */
  passRate: number;
  /** Executions that did not pass (failed, unexpected-passed, errored). */
  notPassed: number;
  executions: number;
  /** fail-if-not-helping: the measured skills' verdicts (a skill that does not help fails the check). */
  notHelping?: ReadonlyArray<{ skill: string; verdict: LiftVerdict }>;
}

export interface GateResult {
  conclusion: "success" | "failure" | "neutral";
  reasons: string[];
}

export function gate(input: GateInput): GateResult {
  const reasons: string[] = [];
  if (input.failOn === "regression" && input.verdict === "regression") reasons.push("the comparison with the base branch found a regression");
  if (input.failOn === "possible-regression" && (input.verdict === "regression" || input.verdict === "possible-regression")) {
    reasons.push(`the comparison with the base branch found a ${input.verdict}`);
  }
  if (input.failOn === "failure" && input.notPassed > 0) reasons.push(`${input.notPassed} of ${input.executions} executions did not pass`);
  if (input.minPassRate !== undefined && input.passRate * 100 < input.minPassRate) {
    reasons.push(`the pass rate ${formatPercent(input.passRate)} is below min-pass-rate ${input.minPassRate}%`);
  }
  for (const l of input.notHelping ?? []) {
    if (l.verdict !== "helps") reasons.push(`skill "${l.skill}" ${l.verdict === "hurts" ? "hurts" : "shows no detectable difference"} (fail-if-not-helping)`);
  }
  if (reasons.length > 0) return { conclusion: "failure", reasons };
  // Nothing ran (every case filtered out, or skipped): say so without blocking the PR.
  if (input.executions === 0) return { conclusion: "neutral", reasons: ["no executions ran"] };
  return { conclusion: "success", reasons: [] };
}

/** A suite's gate: its run's pass rate and failures against the inputs. */
export function suiteGate(
  inputs: { failOn: FailOn; minPassRate?: number; failIfNotHelping?: boolean },
  run: RunFile,
  verdict: Verdict,
  lifts: ReadonlyArray<{ skill: string; verdict: LiftVerdict }> = [],
): GateResult {
  const { summary } = run;
  const notPassed = run.results.filter((r) => r.status !== "skipped" && !r.passed).length;
  return gate({
    failOn: inputs.failOn,
    ...(inputs.minPassRate !== undefined ? { minPassRate: inputs.minPassRate } : {}),
    verdict,
    passRate: summary.passRate,
    notPassed,
    executions: summary.executions - summary.skipped,
    ...(inputs.failIfNotHelping ? { notHelping: lifts } : {}),
  });
}
