// Each execution as the HTML report embeds it: status, failure, an output
// excerpt within the page's budget, assertions, a dialog's turns, and the
// index of its transcript.

import type { DialogRecord, ExecutionResult } from "../../model/result.ts";
import { resultTokens } from "../../model/result-math.ts";
import { plainText, truncate } from "../sanitize.ts";
import { failureMessage, isFailure } from "../view.ts";
import type { TranscriptSet } from "./load-transcripts.ts";
import type { PayloadDialog, PayloadExecution } from "./payload-types.ts";
import { payloadText as text } from "./payload-text.ts";
import type { Transcript } from "./transcript.ts";

export interface ExecutionsOptions {
  transcripts?: TranscriptSet;
  failureOutputChars?: number;
  otherOutputChars?: number;
  excerptBudget?: number;
}

export interface ExecutionsPayload {
  executions: PayloadExecution[];
  /** The transcripts the executions point into (`x`). */
  transcripts: Transcript[];
  /** Passing executions left without an output excerpt once the budget ran out. */
  excerptsDropped: number;
}

/** Characters of output excerpts still to give out, and how many executions found none left. */
interface ExcerptBudget {
  left: number;
  dropped: number;
}

export function executionsPayload(
  results: readonly ExecutionResult[],
  index: { cases: ReadonlyMap<string, number>; runners: ReadonlyMap<string, number> },
  options: ExecutionsOptions,
): ExecutionsPayload {
  const transcripts: Transcript[] = [];
  const budget: ExcerptBudget = { left: options.excerptBudget ?? 20_000_000, dropped: 0 };
  const executions = results.map((r): PayloadExecution => {
    const e: PayloadExecution = {
      c: index.cases.get(r.caseId)!,
      r: index.runners.get(r.runnerId)!,
      k: r.run,
      s: r.status,
      d: Math.round(r.durationMs),
      a: r.artifactDir,
      x: -1,
    };
    const tokens = resultTokens(r);
    if (tokens !== undefined) e.t = tokens;
    if (r.costUsd !== undefined) e.$ = r.costUsd;
    const failing = !r.passed && r.status !== "skipped";
    if (failing) addFailure(e, r);
    if (r.finalOutput) addExcerpt(e, r.finalOutput, failing, options, budget);
    if (r.assertions.length > 0) e.as = assertionsPayload(r.assertions);
    if (r.dialog) e.dl = dialogPayload(r.dialog);
    const transcript = options.transcripts?.byArtifactDir.get(r.artifactDir);
    if (transcript) e.x = transcripts.push(transcript) - 1;
    return e;
  });
  return { executions, transcripts, excerptsDropped: budget.dropped };
}

function addFailure(e: PayloadExecution, r: ExecutionResult): void {
  e.m = text(failureMessage(r), 500);
  if (r.failureClass?.label) e.fc = text(r.failureClass.label, 100);
  if (r.error && !isFailure(r)) e.e = text(`${r.error.name}: ${r.error.message}`, 2_000);
}

/** A failure's excerpt always; a passing one's while the page's budget lasts. */
function addExcerpt(e: PayloadExecution, output: string, failing: boolean, options: ExecutionsOptions, budget: ExcerptBudget): void {
  const max = failing ? (options.failureOutputChars ?? 2_000) : (options.otherOutputChars ?? 300);
  if (failing || budget.left > 0) {
    const cut = truncate(plainText(output), max);
    e.o = cut.text;
    if (cut.cut > 0) e.oc = cut.cut;
    budget.left -= cut.text.length;
  } else budget.dropped++;
}

function assertionsPayload(assertions: ExecutionResult["assertions"]): NonNullable<PayloadExecution["as"]> {
  return assertions
    .slice(0, 50)
    .map((a) => [
      a.passed,
      text(a.name, 200),
      text(a.message ?? "", 1_000),
      a.location ? `${a.location.file}${a.location.line ? `:${a.location.line}` : ""}` : "",
      a.soft ?? false,
    ]);
}

function dialogPayload(d: DialogRecord): PayloadDialog {
  return {
    end: d.ended,
    max: d.maxTurns,
    turns: d.turns
      .slice(0, 100)
      .map((t) => [
        t.turn,
        text(t.user, 1_000),
        t.agent === undefined ? null : text(t.agent, 2_000),
        t.reached.map((id) => text(id, 200)),
        text(t.error ?? "", 500),
      ]),
    cps: d.checkpoints.slice(0, 100).map((c) => [text(c.id, 200), c.required, c.reached, c.reachedAtTurn ?? 0]),
  };
}
