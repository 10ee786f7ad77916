// Builds the data the HTML report embeds (its types: payload-types.ts), one
// section at a time: meta, summary, runners, cases, cells, executions
// (payload-executions.ts), the comparison (payload-comparison.ts), the
// side-by-side pairs and the notes. Every text is plain (control and bidi
// characters removed); the page only ever shows it with textContent.

import type { CellTier } from "../../model/comparison.ts";
import { TIER_LABELS, TIER_ORDER } from "../labels.ts";
import type { ReportModel } from "../model.ts";
import type { ReportView } from "../view.ts";
import type { HtmlPayload, PairSide, PayloadCase, PayloadCell, PayloadMeta, PayloadPair, PayloadRunner, PayloadSummary } from "./payload-types.ts";
import type { TranscriptSet } from "./load-transcripts.ts";
import type { SideBySide } from "./side-by-side.ts";
import { unknownEventNotes } from "../unknown-events.ts";
import { sharedChangesNote } from "../shared-changes.ts";
import { comparisonFields, comparisonPayload } from "./payload-comparison.ts";
import { executionsPayload } from "./payload-executions.ts";
import { payloadText as text } from "./payload-text.ts";
import { formatCount } from "../../format.ts";

export interface PayloadOptions {
  title: string;
  transcripts?: TranscriptSet;
  /** Characters of final output per failing execution (default 2,000) and per other execution (default 300). */
  failureOutputChars?: number;
  otherOutputChars?: number;
  /** Characters of output excerpts all together (default 20,000,000); past it, passing executions lose theirs. */
  excerptBudget?: number;
  /** Flipped cells' base and head runs, step by step (when the base run's folder was at hand). */
  sideBySide?: readonly SideBySide[];
}

/** Cases, runners and tags by their index in the payload's lists (the grid refers to them by index). */
interface PayloadIndex {
  cases: Map<string, number>;
  runners: Map<string, number>;
  tags: Map<string, number>;
}

export function buildPayload(model: ReportModel, view: ReportView, options: PayloadOptions): HtmlPayload {
  const { run } = model;
  const tags = [...new Set(run.cases.flatMap((c) => c.tags))].sort();
  const index = payloadIndex(model, view, tags);
  const { executions, transcripts, excerptsDropped } = executionsPayload(run.results, index, options);
  return {
    v: 1,
    title: text(options.title, 200),
    meta: metaPayload(model),
    summary: summaryPayload(model, view),
    runners: view.runners.map(runnerPayload),
    tags: tags.map((t) => text(t, 100)),
    cases: casesPayload(model, index),
    cells: view.cells.map((c) => cellPayload(c, index)),
    executions,
    comparison: model.comparison ? comparisonPayload(model.comparison) : null,
    tierLabels: Object.fromEntries(Object.entries(TIER_LABELS).map(([tier, l]) => [tier, l.label])) as Record<CellTier, string>,
    tierOrder: TIER_ORDER,
    transcripts,
    pairs: (options.sideBySide ?? []).flatMap((p) => pairPayload(p, index)),
    notes: payloadNotes(model, options.transcripts, excerptsDropped),
  };
}

/** The plan's cases first, in plan order, then any other case a cell has. */
function payloadIndex(model: ReportModel, view: ReportView, tags: readonly string[]): PayloadIndex {
  const cases = new Map(model.run.plan.cases.map((id, i) => [id, i]));
  for (const c of view.cells) if (!cases.has(c.caseId)) cases.set(c.caseId, cases.size);
  return {
    cases,
    runners: new Map(view.runners.map((r, i) => [r.runner.id, i])),
    tags: new Map(tags.map((t, i) => [t, i])),
  };
}

function metaPayload(model: ReportModel): PayloadMeta {
  const { run } = model;
  return {
    suite: text(run.suite.path, 500),
    startedAt: run.startedAt,
    endedAt: run.endedAt,
    version: text(run.tool.version, 50),
    commit: run.environment.commit ? { sha: text(run.environment.commit.sha, 64), ref: text(run.environment.commit.ref, 200) } : null,
    runsPerCase: run.plan.runs,
    shard: run.plan.shard ?? null,
    node: text(run.environment.node, 50),
    platform: text(run.environment.platform, 50),
    links: safeLinks(model.links),
  };
}

function summaryPayload(model: ReportModel, view: ReportView): PayloadSummary {
  const { run } = model;
  const counts = view.counts;
  const st = view.stability.summary;
  const failing = view.runners.reduce((n, r) => n + r.failingCells, 0);
  return {
    runs: counts.runs,
    passed: counts.passed,
    failed: counts.failed,
    errored: counts.errored,
    skipped: counts.skipped,
    xf: counts.expectedFailed,
    xp: counts.unexpectedPassed,
    durationMs: run.summary.durationMs,
    tokens: run.summary.totalTokens ?? null,
    cost: run.summary.costUsd ?? null,
    cells: st.cells,
    stable: st.stableCells,
    unstable: st.unstableCells - failing,
    failing,
    notRun: run.summary.notRun,
    cancelled: run.summary.cancelled,
  };
}

function runnerPayload(r: ReportView["runners"][number]): PayloadRunner {
  return {
    id: text(r.runner.id, 200),
    type: text(r.runner.type, 100),
    model: text(r.runner.model, 200),
    version: text(r.runner.version, 100),
    n: r.counts.runs,
    p: r.counts.passed,
    f: r.counts.failed,
    e: r.counts.errored,
    durationMs: r.durationMs,
    tokens: r.tokens,
    cost: r.costUsd,
    stable: r.stableCells,
    unstable: r.unstableCells,
    failing: r.failingCells,
  };
}

function casesPayload(model: ReportModel, index: PayloadIndex): PayloadCase[] {
  const caseInfo = new Map(model.run.cases.map((c) => [c.id, c]));
  return [...index.cases.keys()].map((id): PayloadCase => {
    const info = caseInfo.get(id);
    return {
      id: text(id, 500),
      tags: (info?.tags ?? []).map((t) => index.tags.get(t)!),
      prompt: text(info?.prompt, 4_000),
      src: info ? `${info.source.file}${info.source.line ? `:${info.source.line}` : ""}` : "",
      xf: info?.expectedFail ?? false,
      ...(info?.skip ? { skip: text(info.skip, 500) } : {}),
      ...(info?.noCheck ? { nc: true as const } : {}),
    };
  });
}

function cellPayload(c: ReportView["cells"][number], index: PayloadIndex): PayloadCell {
  const s = c.stability;
  const cmp = c.comparison;
  return {
    c: index.cases.get(c.caseId)!,
    r: index.runners.get(c.runnerId)!,
    n: c.counts.runs,
    p: c.counts.passed,
    f: c.counts.failed,
    e: c.counts.errored,
    sk: c.counts.skipped,
    xf: c.counts.expectedFailed,
    ...(s
      ? {
          lo: s.wilson.low,
          hi: s.wilson.high,
          cls: s.classification,
          cons: s.consistency,
          dur: [s.durationMs.mean, s.durationMs.p50, s.durationMs.p90, s.durationMs.min, s.durationMs.max],
        }
      : {}),
    ...(cmp ? comparisonFields(cmp) : {}),
  };
}

/** A flipped cell's base and head runs step by step; none for a cell the grid does not show. */
function pairPayload(p: SideBySide, index: PayloadIndex): PayloadPair[] {
  const c = index.cases.get(p.caseId);
  const r = index.runners.get(p.runnerId);
  if (c === undefined || r === undefined) return [];
  const side = (s: SideBySide["base"]): PairSide => ({ k: s.run, ok: s.passed, steps: s.steps.map(([kind, t]) => [kind, text(t, 300)]), more: s.omitted });
  return [{ c, r, b: side(p.base), h: side(p.head), rows: p.rows, div: p.diverge }];
}

/** What the page leaves out or shortens, and why; the run's own notes (adaptive runs, shared changes, unknown events). */
function payloadNotes(model: ReportModel, set: TranscriptSet | undefined, excerptsDropped: number): string[] {
  const { run } = model;
  const notes: string[] = [];
  if (!set) notes.push("Transcripts are not included in this report; each execution's session.json is in the artifacts.");
  else {
    if (set.overBudget > 0)
      notes.push(
        `Transcripts are included for ${formatCount(set.byArtifactDir.size)} of ${formatCount(set.candidates)} executions (failures first) to keep this page under ${Math.round(set.totalChars / 1e6)} MB; the others are summary-only, and their session.json is in the artifacts.`,
      );
    if (set.shortened > 0)
      notes.push(`${formatCount(set.shortened)} long transcripts were shortened (events from the middle or long texts cut); the artifacts hold them whole.`);
    if (set.unreadable > 0) notes.push(`${formatCount(set.unreadable)} executions have no readable session.json.`);
  }
  // --runs auto: the runs spent, and the budget stop when one ended the run (untrusted text is escaped by the client).
  if (run.adaptive) notes.unshift(text(`Adaptive runs (${run.adaptive.minRuns}–${run.adaptive.maxRuns} per cell): ${run.adaptive.message}.`, 500));
  const shared = sharedChangesNote(run.results);
  if (shared) notes.unshift(text(shared, 2_000));
  if (excerptsDropped > 0) notes.push(`${formatCount(excerptsDropped)} passing executions show no output excerpt, to keep the page small.`);
  for (const note of unknownEventNotes(run.results)) notes.push(text(note, 1_000));
  return notes;
}

function safeLinks(links: ReportModel["links"]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(links ?? {})) if (typeof v === "string" && /^https?:\/\//iu.test(v)) out[k] = v;
  return out;
}
