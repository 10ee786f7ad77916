// The full report as one JSON document (-o report.json): summary,
// environment, plan, cases, results, stability and comparison.

import type { ReportModel } from "./model.ts";
import { triggerReports, type TriggerReport } from "./triggers.ts";

export function renderJson(model: ReportModel): string {
  return `${JSON.stringify(jsonReport(model), null, 2)}\n`;
}

/** The document renderJson prints; `agent-bench run -o` writes it streaming (src/execute/json-file.ts). */
export function jsonReport(model: ReportModel): Record<string, unknown> {
  const { run } = model;
  return {
    schemaVersion: 1,
    tool: run.tool,
    summary: run.summary,
    environment: run.environment,
    suite: run.suite,
    plan: run.plan,
    startedAt: run.startedAt,
    endedAt: run.endedAt,
    cases: run.cases,
    results: run.results,
    stability: model.stability ?? null,
    comparison: model.comparison ?? null,
    ...(run.adaptive ? { adaptive: run.adaptive } : {}),
    ...withTriggers(triggerReports(run)),
    ...(model.links ? { links: model.links } : {}),
  };
}

/** Trigger evals: precision, recall and F1 per skill × runner (report/triggers.ts). */
function withTriggers(reports: TriggerReport[]): { triggers?: TriggerReport[] } {
  return reports.length > 0 ? { triggers: reports } : {};
}
