// The event log as JSON Lines: start, one line per execution, one per cell's
// stability, then the summary. The engine streams the same lines into
// results.jsonl and every -o *.jsonl while the run goes (src/execute/sink.ts);
// this renders them after the fact, for a finished run.

import type { RunEventLine } from "../model/result.ts";
import type { ReportModel } from "./model.ts";

export function* runEvents(model: ReportModel): Generator<RunEventLine> {
  const { run } = model;
  yield { type: "start", at: run.startedAt, tool: run.tool, suite: run.suite, plan: run.plan, environment: run.environment, cases: run.cases };
  for (const result of run.results) yield { type: "execution", at: result.endedAt, result };
  for (const cell of model.stability?.cells ?? []) yield { type: "stability", at: run.endedAt, cell };
  yield { type: "summary", at: run.endedAt, summary: run.summary };
}

export function renderJsonl(model: ReportModel): string {
  let text = "";
  for (const line of runEvents(model)) text += `${JSON.stringify(line)}\n`;
  return text;
}
