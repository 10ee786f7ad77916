// Builds the data the HTML report embeds (its types: payload-types.ts). Every
// text is plain (control and bidi characters removed); the page only ever
// shows it with textContent.

import type { CellComparison, CellTier, DescribedComparison } from "../../model/comparison.ts";
import { plainText, truncate } from "../sanitize.ts";
import { TIER_LABELS, TIER_ORDER, VERDICT_LABELS } from "../labels.ts";
import type { TreatmentChanges } from "../../model/treatment.ts";
import type { ReportModel } from "../model.ts";
import { resultTokens } from "../../model/result-math.ts";
import { failureMessage, isFailure, type ReportView } from "../view.ts";
import type { Transcript } from "./transcript.ts";
import type {
  HtmlPayload,
  PairSide,
  PayloadArm,
  PayloadCase,
  PayloadCell,
  PayloadCellComparison,
  PayloadComparison,
  PayloadExecution,
  PayloadTreatment,
} from "./payload-types.ts";
import type { TranscriptSet } from "./load-transcripts.ts";
import type { SideBySide } from "./side-by-side.ts";
import { behaviourPhrase } from "../behaviour-text.ts";
import { unknownEventNotes } from "../unknown-events.ts";
import { poolPhrase, poolShortfall } from "../pool-phrase.ts";
import { sharedChangesNote } from "../shared-changes.ts";

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

export function buildPayload(model: ReportModel, view: ReportView, options: PayloadOptions): HtmlPayload {
  const { run } = model;
  const text = (s: string | undefined, max: number) => truncate(plainText(s ?? ""), max).text;
  const caseIndex = new Map(run.plan.cases.map((id, i) => [id, i]));
  const caseInfo = new Map(run.cases.map((c) => [c.id, c]));
  for (const c of view.cells) if (!caseIndex.has(c.caseId)) caseIndex.set(c.caseId, caseIndex.size);
  const runnerIndex = new Map(view.runners.map((r, i) => [r.runner.id, i]));
  const tags = [...new Set(run.cases.flatMap((c) => c.tags))].sort();
  const tagIndex = new Map(tags.map((t, i) => [t, i]));

  const cases = [...caseIndex.keys()].map((id): PayloadCase => {
    const info = caseInfo.get(id);
    return {
      id: text(id, 500),
      tags: (info?.tags ?? []).map((t) => tagIndex.get(t)!),
      prompt: text(info?.prompt, 4_000),
      src: info ? `${info.source.file}${info.source.line ? `:${info.source.line}` : ""}` : "",
      xf: info?.expectedFail ?? false,
      ...(info?.skip ? { skip: text(info.skip, 500) } : {}),
      ...(info?.noCheck ? { nc: true as const } : {}),
    };
  });

  const cells = view.cells.map((c): PayloadCell => {
    const s = c.stability;
    const cmp = c.comparison;
    return {
      c: caseIndex.get(c.caseId)!,
      r: runnerIndex.get(c.runnerId)!,
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
  });

  const transcripts: Transcript[] = [];
  let excerptBudget = options.excerptBudget ?? 20_000_000;
  let excerptsDropped = 0;
  const executions = run.results.map((r): PayloadExecution => {
    const failing = !r.passed && r.status !== "skipped";
    const e: PayloadExecution = {
      c: caseIndex.get(r.caseId)!,
      r: runnerIndex.get(r.runnerId)!,
      k: r.run,
      s: r.status,
      d: Math.round(r.durationMs),
      a: r.artifactDir,
      x: -1,
    };
    const tokens = resultTokens(r);
    if (tokens !== undefined) e.t = tokens;
    if (r.costUsd !== undefined) e.$ = r.costUsd;
    if (failing) {
      e.m = text(failureMessage(r), 500);
      if (r.failureClass?.label) e.fc = text(r.failureClass.label, 100);
      if (r.error && !isFailure(r)) e.e = text(`${r.error.name}: ${r.error.message}`, 2_000);
    }
    if (r.finalOutput) {
      const max = failing ? (options.failureOutputChars ?? 2_000) : (options.otherOutputChars ?? 300);
      if (failing || excerptBudget > 0) {
        const cut = truncate(plainText(r.finalOutput), max);
        e.o = cut.text;
        if (cut.cut > 0) e.oc = cut.cut;
        excerptBudget -= cut.text.length;
      } else excerptsDropped++;
    }
    if (r.assertions.length > 0) {
      e.as = r.assertions
        .slice(0, 50)
        .map((a) => [
          a.passed,
          text(a.name, 200),
          text(a.message ?? "", 1_000),
          a.location ? `${a.location.file}${a.location.line ? `:${a.location.line}` : ""}` : "",
          a.soft ?? false,
        ]);
    }
    if (r.dialog) {
      const d = r.dialog;
      e.dl = {
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
    const transcript = options.transcripts?.byArtifactDir.get(r.artifactDir);
    if (transcript) e.x = transcripts.push(transcript) - 1;
    return e;
  });

  const set = options.transcripts;
  const notes: string[] = [];
  if (!set) notes.push("Transcripts are not included in this report; each execution's session.json is in the artifacts.");
  else {
    if (set.overBudget > 0)
      notes.push(
        `Transcripts are included for ${set.byArtifactDir.size.toLocaleString("en-US")} of ${set.candidates.toLocaleString("en-US")} executions (failures first) to keep this page under ${Math.round(set.totalChars / 1e6)} MB; the others are summary-only, and their session.json is in the artifacts.`,
      );
    if (set.shortened > 0)
      notes.push(
        `${set.shortened.toLocaleString("en-US")} long transcripts were shortened (events from the middle or long texts cut); the artifacts hold them whole.`,
      );
    if (set.unreadable > 0) notes.push(`${set.unreadable.toLocaleString("en-US")} executions have no readable session.json.`);
  }
  // --runs auto: the runs spent, and the budget stop when one ended the run (untrusted text is escaped by the client).
  if (run.adaptive) notes.unshift(text(`Adaptive runs (${run.adaptive.minRuns}–${run.adaptive.maxRuns} per cell): ${run.adaptive.message}.`, 500));
  const shared = sharedChangesNote(run.results);
  if (shared) notes.unshift(text(shared, 2_000));
  if (excerptsDropped > 0) notes.push(`${excerptsDropped.toLocaleString("en-US")} passing executions show no output excerpt, to keep the page small.`);
  for (const note of unknownEventNotes(run.results)) notes.push(text(note, 1_000));

  const counts = view.counts;
  const st = view.stability.summary;
  const failing = view.runners.reduce((n, r) => n + r.failingCells, 0);
  return {
    v: 1,
    title: text(options.title, 200),
    meta: {
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
    },
    summary: {
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
    },
    runners: view.runners.map((r) => ({
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
    })),
    tags: tags.map((t) => text(t, 100)),
    cases,
    cells,
    executions,
    comparison: model.comparison ? comparisonPayload(model.comparison, text) : null,
    tierLabels: Object.fromEntries(Object.entries(TIER_LABELS).map(([tier, l]) => [tier, l.label])) as Record<CellTier, string>,
    tierOrder: TIER_ORDER,
    transcripts,
    pairs: (options.sideBySide ?? []).flatMap((p) => {
      const c = caseIndex.get(p.caseId);
      const r = runnerIndex.get(p.runnerId);
      if (c === undefined || r === undefined) return [];
      const side = (s: SideBySide["base"]): PairSide => ({ k: s.run, ok: s.passed, steps: s.steps.map(([kind, t]) => [kind, text(t, 300)]), more: s.omitted });
      return [{ c, r, b: side(p.base), h: side(p.head), rows: p.rows, div: p.diverge }];
    }),
    notes,
  };
}

function arm(a: CellComparison["base"]): PayloadArm {
  if (!a) return null;
  const valid = a.runs - (a.errored ?? 0);
  return [a.passed, valid, a.wilson?.low ?? 0, a.wilson?.high ?? 1];
}

function comparisonFields(c: CellComparison): PayloadCellComparison {
  return {
    tier: c.tier,
    base: arm(c.base),
    head: arm(c.head),
    delta: c.delta,
    pv: c.pValue,
    padj: c.adjustedPValue,
    ...(c.severe ? { severe: true } : {}),
    ...(c.behaviour?.length ? { bh: c.behaviour.map(behaviourSegments) } : {}),
  };
}

// The phrase in segments, odd ones labels (shown as code): labels are what the agent ran or wrote.
const LABEL_MARK = "\u0000";

function behaviourSegments(change: NonNullable<CellComparison["behaviour"]>[number]): string[] {
  return behaviourPhrase(change, (label) => `${LABEL_MARK}${label.replaceAll(LABEL_MARK, "")}${LABEL_MARK}`)
    .split(LABEL_MARK)
    .map((part) => truncate(plainText(part), 200).text);
}

function comparisonPayload(c: DescribedComparison, text: (s: string | undefined, max: number) => string): PayloadComparison {
  const v = VERDICT_LABELS[c.verdict];
  return {
    verdict: c.verdict,
    label: v.label,
    reason: text(c.reason, 2_000),
    hasBase: c.suite.base !== null,
    suite: c.suite,
    decidedBy: c.decidedBy ?? [],
    totals: c.totals,
    alpha: c.alpha,
    margin: c.margin,
    baseline: c.baseline
      ? { createdAt: c.baseline.createdAt, runsPerCase: c.baseline.runsPerCase, ...(c.baseline.commit ? { commit: c.baseline.commit } : {}) }
      : null,
    pool: c.baseline?.pool ? text([poolPhrase(c.baseline.pool), poolShortfall(c.baseline.pool)].filter(Boolean).join("; "), 1_000) : null,
    warnings: c.warnings.map((w) => text(w, 1_000)),
    treatment: c.treatment ? treatmentPayload(c.treatment, text) : null,
    // Cells only the baseline has: the grid cannot show them.
    removed: c.cells.filter((x) => x.tier === "removed").map((x) => ({ caseId: text(x.caseId, 500), runnerId: text(x.runnerId, 200), ...comparisonFields(x) })),
  };
}

function treatmentPayload(t: TreatmentChanges, text: (s: string | undefined, max: number) => string): PayloadTreatment {
  const list = (files: readonly string[]) => files.slice(0, 1_000).map((f) => text(f, 500));
  const more = (files: readonly string[]) => Math.max(0, files.length - 1_000);
  return {
    known: t.known,
    files: {
      added: list(t.files.added),
      removed: list(t.files.removed),
      modified: list(t.files.modified),
      omittedChanged: t.files.omittedChanged,
      more: more(t.files.added) + more(t.files.removed) + more(t.files.modified),
    },
    settings: t.settings
      .slice(0, 200)
      .map((s) => ({ runnerId: text(s.runnerId, 200), field: text(s.field, 500), base: text(s.base, 500), head: text(s.head, 500) })),
    versions: t.versions.map((v) => ({ runnerId: text(v.runnerId, 200), base: text(v.base, 100), head: text(v.head, 100) })),
  };
}

function safeLinks(links: ReportModel["links"]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(links ?? {})) if (typeof v === "string" && /^https?:\/\//iu.test(v)) out[k] = v;
  return out;
}
