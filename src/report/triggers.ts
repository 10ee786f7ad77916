// Trigger evals in numbers, per skill × runner: precision (when the agent used
// the skill, it should have), recall (when it should have, it did) and F1,
// with intervals, plus the queries it triggered on wrongly or missed. Counted
// over executions with a verdict; one that errored, crashed or timed out has
// none and is counted apart. Pure: results in, numbers out.

import { sameCell } from "../model/cell.ts";
import type { RunFile } from "../model/result.ts";
import { formatRateWithInterval, formatScore } from "../format.ts";
import { f1Interval, f1Score, F1_BOOTSTRAP, type F1Counts } from "../stats/f1.ts";
import { wilsonInterval, type Interval } from "../stats/wilson.ts";

export interface TriggerRate {
  /** Successes of `n`: TP of TP+FP (precision), TP of TP+FN (recall). */
  k: number;
  n: number;
  value: number;
  /** Wilson, 95%, over executions. */
  interval: Interval;
}

export interface TriggerQuery {
  caseId: string;
  query: string;
  shouldTrigger: boolean;
  /** Executions in which the agent used the skill, of those with a verdict. */
  used: number;
  runs: number;
}

export interface TriggerReport {
  skill: string;
  runner: string;
  queries: number;
  /** Executions with a verdict (the agent ran and its session was read). */
  executions: number;
  /** Executions without one (errored, crashed, timed out): in no count below. */
  noVerdict: number;
  truePositives: number;
  falsePositives: number;
  falseNegatives: number;
  trueNegatives: number;
  /** null when the agent never used the skill (nothing to be precise about). */
  precision: TriggerRate | null;
  /** null when no query should trigger the skill. */
  recall: TriggerRate | null;
  /** null when nothing was scored (no positive expected or observed); its interval: bootstrap over queries, seeded. */
  f1: { value: number; interval: Interval | null } | null;
  /** Queries that should not trigger the skill but did in some run. */
  falseTriggers: TriggerQuery[];
  /** Queries that should trigger it but did not in some run. */
  misses: TriggerQuery[];
}

export const TRIGGER_METHOD = `precision and recall: Wilson 95% over executions; F1: percentile bootstrap over queries (${F1_BOOTSTRAP.resamples} resamples, seed ${F1_BOOTSTRAP.seed})`;

export function triggerReports(run: RunFile): TriggerReport[] {
  const cases = run.cases.filter((c) => c.trigger);
  if (cases.length === 0) return [];
  const skills = [...new Set(cases.map((c) => c.trigger!.skill))];
  const reports: TriggerReport[] = [];
  for (const skill of skills) {
    const ofSkill = cases.filter((c) => c.trigger!.skill === skill);
    for (const runner of run.plan.runners) {
      const queries = ofSkill.map((c): TriggerQuery & { noVerdict: number } => {
        const results = run.results.filter((r) => sameCell(r, { caseId: c.id, runnerId: runner.id }) && r.status !== "skipped");
        const verdicts = results.flatMap((r) => r.assertions.filter((a) => a.kind === "trigger"));
        const used = verdicts.filter((a) => (a.actual as { used?: unknown } | undefined)?.used === true).length;
        return {
          caseId: c.id,
          query: c.prompt,
          shouldTrigger: c.trigger!.shouldTrigger,
          used,
          runs: verdicts.length,
          noVerdict: results.length - verdicts.length,
        };
      });
      if (queries.every((q) => q.runs + q.noVerdict === 0)) continue;
      reports.push(reportOf(skill, runner.id, queries));
    }
  }
  return reports;
}

function reportOf(skill: string, runner: string, queries: ReadonlyArray<TriggerQuery & { noVerdict: number }>): TriggerReport {
  const groups: F1Counts[] = queries.map((q) => (q.shouldTrigger ? { tp: q.used, fp: 0, fn: q.runs - q.used } : { tp: 0, fp: q.used, fn: 0 }));
  const tp = sum(groups.map((g) => g.tp));
  const fp = sum(groups.map((g) => g.fp));
  const fn = sum(groups.map((g) => g.fn));
  const executions = sum(queries.map((q) => q.runs));
  const f1 = f1Score({ tp, fp, fn });
  const strip = ({ noVerdict: _, ...q }: TriggerQuery & { noVerdict: number }): TriggerQuery => q;
  return {
    skill,
    runner,
    queries: queries.length,
    executions,
    noVerdict: sum(queries.map((q) => q.noVerdict)),
    truePositives: tp,
    falsePositives: fp,
    falseNegatives: fn,
    trueNegatives: executions - tp - fp - fn,
    precision: rate(tp, tp + fp),
    recall: rate(tp, tp + fn),
    f1: f1 === undefined ? null : { value: f1, interval: f1Interval(groups.filter((_, i) => queries[i].runs > 0)) ?? null },
    falseTriggers: queries.filter((q) => !q.shouldTrigger && q.used > 0).map(strip),
    misses: queries.filter((q) => q.shouldTrigger && q.used < q.runs).map(strip),
  };
}

function rate(k: number, n: number): TriggerRate | null {
  return n === 0 ? null : { k, n, value: k / n, interval: wilsonInterval(k, n) };
}

function sum(values: readonly number[]): number {
  return values.reduce((a, b) => a + b, 0);
}

/** The table's cells as plain text (each renderer escapes them): precision, recall, F1, executions. */
export function triggerCells(r: TriggerReport): string[] {
  const none = r.executions === 0 ? "– (no verdict)" : undefined;
  const shown = (x: TriggerRate | null, missing: string) => (x ? `${formatRateWithInterval(x.k, x.n)} (${x.k}/${x.n})` : (none ?? missing));
  return [
    shown(r.precision, "– (never used)"),
    shown(r.recall, "– (no should-trigger query)"),
    r.f1 ? formatScore(r.f1.value, r.f1.interval) : (none ?? "–"),
    `${r.executions}${r.noVerdict > 0 ? ` (+${r.noVerdict} without a verdict)` : ""}`,
  ];
}

export const TRIGGER_COLUMNS = ["skill", "runner", "precision", "recall", "F1", "executions"] as const;
