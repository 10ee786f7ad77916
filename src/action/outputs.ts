// The step's outputs, combined over the suites it ran.

import * as core from "@actions/core";
import path from "node:path";
import type { Verdict } from "../model/comparison.ts";
import type { SkillLift } from "../model/lift.ts";
import type { SuiteResults } from "./context.ts";
import type { Published } from "./publish.ts";

export interface SuiteOutcome {
  results: SuiteResults;
  published?: Published;
  checkRunId?: number;
}

/** Every output, as in action.yml (a test keeps the two in agreement). */
export const OUTPUT_NAMES = [
  "verdict",
  "pass-rate",
  "base-pass-rate",
  "regressions",
  "improvements",
  "executions",
  "failed",
  "cost-usd",
  "results-dir",
  "stability-path",
  "artifact-id",
  "comment-id",
  "check-run-id",
  "lift",
] as const;

/** Worst first: the step's verdict is its worst suite's. */
const SEVERITY: Verdict[] = ["regression", "possible-regression", "inconclusive", "no-change", "improvement", "no-baseline"];

export function setOutputs(outcomes: readonly SuiteOutcome[]): void {
  if (outcomes.length === 0) return;
  const verdicts = outcomes.map((o) => o.published?.comparison?.verdict ?? "no-baseline");
  const verdict = SEVERITY.find((v) => verdicts.includes(v)) ?? "no-baseline";
  const counted = outcomes.reduce((n, o) => n + o.results.run.summary.executions - o.results.run.summary.skipped, 0);
  const passed = outcomes.reduce((n, o) => n + o.results.run.summary.passed, 0);
  const executions = outcomes.reduce((n, o) => n + o.results.run.summary.executions, 0);
  const failed = outcomes.reduce((n, o) => n + o.results.run.summary.failed + o.results.run.summary.errored, 0);
  const cells = outcomes.flatMap((o) => o.published?.comparison?.cells ?? []);
  const bases = outcomes.map((o) => o.published?.comparison?.suite.base?.passRate).filter((x): x is number => x !== undefined);
  const costs = outcomes.map((o) => o.results.run.summary.costUsd).filter((x): x is number => x !== undefined);
  const last = outcomes.at(-1)!;
  core.setOutput("verdict", verdict);
  core.setOutput("pass-rate", counted ? ((passed / counted) * 100).toFixed(2) : "0");
  core.setOutput("base-pass-rate", bases.length ? ((bases.reduce((a, b) => a + b, 0) / bases.length) * 100).toFixed(2) : "");
  core.setOutput("regressions", String(cells.filter((c) => c.tier === "regressed").length));
  core.setOutput("improvements", String(cells.filter((c) => c.tier === "improved").length));
  core.setOutput("executions", String(executions));
  core.setOutput("failed", String(failed));
  core.setOutput("cost-usd", costs.length ? costs.reduce((a, b) => a + b, 0).toFixed(4) : "");
  core.setOutput("results-dir", outcomes.length === 1 ? last.results.outDir : path.dirname(last.results.outDir));
  core.setOutput("stability-path", path.join(last.results.outDir, "stability.json"));
  core.setOutput("artifact-id", last.results.artifactId !== undefined ? String(last.results.artifactId) : "");
  core.setOutput("comment-id", last.published?.commentId !== undefined ? String(last.published.commentId) : "");
  core.setOutput("check-run-id", last.checkRunId !== undefined ? String(last.checkRunId) : "");
  const lifts = outcomes.flatMap((o) => (o.results.lifts ?? []).map((lift) => ({ lift, suite: o.results.suiteKey })));
  core.setOutput("lift", lifts.length ? JSON.stringify(liftOutput(lifts)) : "");
}

/**
 * The `lift` output: per skill its verdict and lift ({"greet": {"verdict": "helps", "passRate": {...}}}). A skill
 * measured in several suites of one job is keyed "greet (evals/a.ts)" after the first.
 */
function liftOutput(lifts: ReadonlyArray<{ lift: SkillLift; suite: string }>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const { lift: l, suite } of lifts) {
    const key = l.skill in out ? `${l.skill} (${suite})` : l.skill;
    const cost = l.measures.find((m) => m.measure === "costUsd");
    out[key] = {
      verdict: l.verdict,
      passRate: {
        with: l.passRate.treatment,
        without: l.passRate.control,
        lift: l.passRate.lift,
        low: l.passRate.interval?.low ?? null,
        high: l.passRate.interval?.high ?? null,
        pValue: l.passRate.pValue,
        detectable: l.passRate.detectable,
      },
      ...(cost && cost.change !== null ? { cost: { change: cost.change, low: cost.interval?.low ?? null, high: cost.interval?.high ?? null } } : {}),
      ...(l.skillUse ? { skillUse: { with: l.skillUse.treatment, without: l.skillUse.control } } : {}),
    };
  }
  return out;
}
