// One run of the default branch, kept compact for the history that each push
// run carries forward: enough to draw trends, judge flakiness and pool main's
// recent runs into a pull request's baseline (pool.ts), nothing a reader would
// need the artifact for. Pure: results in, entry out.

import { CellMap, type CellId } from "../model/cell.ts";
import type { LiftVerdict, SkillLift } from "../model/lift.ts";
import type { RunFile } from "../model/result.ts";
import { treatmentHash } from "../model/treatment-hash.ts";
import { variantManifest } from "../model/variant-treatment.ts";

/**
 * [case id, runner id, runs passed, runs counted (skipped left out), outcomes, variant]. The outcomes
 * (version 2) are one letter per counted run in run order: p passed, f failed, e errored; a
 * pooled baseline takes whole runs from them. Version-1 entries have only the four counts. The
 * variant (version 4) is there only for a cell of a run with --variant.
 */
export type HistoryCell = [caseId: string, runnerId: string, passed: number, runs: number, outcomes?: string, variant?: string];

export interface HistoryEntry {
  /** Full sha of the commit under test ("" when unknown). */
  commit: string;
  /** When the run started (ISO 8601). */
  time: string;
  /** The workflow run that produced it, when known (links). */
  runId?: number;
  passed: number;
  runs: number;
  costUsd?: number;
  durationMs: number;
  /** Runner id → agent CLI version, where the sessions reported one. */
  cli: Record<string, string>;
  /** Hash of the treatment manifest (what the agent was given); absent from older results. */
  treatment?: string;
  /** Case id → test fingerprint (version 2; absent from older entries, which therefore never pool). */
  tests?: Record<string, string>;
  cells: HistoryCell[];
  /** Skill name → its lift on this run (version 3; the action's `lift` with skill names). */
  lifts?: Record<string, HistoryLift>;
}

/** A skill's lift kept in the history: its verdict and the pass rate with and without it, with the lift's interval. */
export interface HistoryLift {
  verdict: LiftVerdict;
  /** Pass rates (0..1) with and without the skill; null when an arm had no finished run. */
  with: number | null;
  without: number | null;
  lift: number | null;
  low: number | null;
  high: number | null;
}

export interface HistoryFile {
  /**
   * 4 when an entry holds a cell of a run with --variant (else 3, so a history without variants reads as before);
   * 3 since entries may keep skills' lifts; 2 since they record each case's test fingerprint and each run's outcome.
   */
  version: 1 | 2 | 3 | 4;
  /** Repository-relative suite path: one history per suite. */
  suite: string;
  /** Oldest first. */
  entries: HistoryEntry[];
}

export const HISTORY_FILE = "history.json";
export const HISTORY_VERSION = 3;
/** The version of a history with a cell of a run with --variant. */
const HISTORY_VARIANTS_VERSION = 4;
export const DEFAULT_HISTORY_LENGTH = 50;

export function historyEntry(run: RunFile, runId?: number, lifts: readonly SkillLift[] = []): HistoryEntry {
  const cells = new CellMap<Map<number, string>>();
  const cli: Record<string, string> = {};
  for (const r of run.plan.runners) if (r.version) cli[r.id] = r.version;
  for (const result of run.results) {
    if (result.cliVersion && !cli[result.runnerId]) cli[result.runnerId] = result.cliVersion;
    if (result.status === "skipped") continue;
    const outcomes = cells.upsert(result, () => new Map<number, string>());
    // Keyed by run number: a run done again (--resume) replaces the earlier result, as in stability.json.
    outcomes.set(result.run, result.status === "errored" ? "e" : result.passed ? "p" : "f");
  }
  const tests: Record<string, string> = {};
  for (const c of run.cases) if (c.testFingerprint) tests[c.id] = c.testFingerprint;
  const s = run.summary;
  return {
    commit: run.environment.commit?.sha ?? "",
    time: run.startedAt,
    ...(runId ? { runId } : {}),
    passed: s.passed,
    runs: s.executions - s.skipped,
    ...(s.costUsd !== undefined ? { costUsd: s.costUsd } : {}),
    durationMs: s.durationMs,
    cli,
    // The unmodified treatment's hash, with or without variants: the pool takes a variant-less head's
    // cells only from runs of that treatment (their `default` cells), never from the variants' changes.
    ...(run.treatment ? { treatment: treatmentHash(variantManifest(run.treatment, undefined)) } : {}),
    ...(Object.keys(tests).length > 0 ? { tests } : {}),
    cells: [...cells].map(([id, outcomes]) => historyCell(id, outcomes)),
    ...(lifts.length > 0 ? { lifts: Object.fromEntries(lifts.map((l) => [l.skill, historyLift(l)])) } : {}),
  };
}

function historyCell({ caseId, runnerId, variant }: CellId, outcomes: Map<number, string>): HistoryCell {
  const letters = [...outcomes.entries()]
    .sort((a, b) => a[0] - b[0])
    .map(([, o]) => o)
    .join("");
  const passed = [...letters].filter((o) => o === "p").length;
  return variant === undefined ? [caseId, runnerId, passed, letters.length, letters] : [caseId, runnerId, passed, letters.length, letters, variant];
}

/** A history cell's identity: case, runner and, for a run with --variant, its variant. */
export function historyCellId(cell: HistoryCell): CellId {
  const variant = cell[5];
  return variant === undefined ? { caseId: cell[0], runnerId: cell[1] } : { caseId: cell[0], runnerId: cell[1], variant };
}

/** The version a history with these entries is written as: 4 only when a cell has a variant. */
export function historyVersion(entries: readonly HistoryEntry[]): 3 | 4 {
  return entries.some((e) => e.cells.some((c) => c[5] !== undefined)) ? HISTORY_VARIANTS_VERSION : HISTORY_VERSION;
}

export function historyLift(l: SkillLift): HistoryLift {
  const p = l.passRate;
  return { verdict: l.verdict, with: p.treatment, without: p.control, lift: p.lift, low: p.interval?.low ?? null, high: p.interval?.high ?? null };
}

/** The history with `entry` appended, keeping the last `limit` entries; a re-run of the same commit and run replaces its entry. */
export function appendEntry(history: HistoryFile, entry: HistoryEntry, limit: number): HistoryFile {
  const kept = history.entries.filter((e) => !(e.commit === entry.commit && e.runId === entry.runId));
  // An older history goes on as the current version: its old entries stay as they were (they never pool).
  const entries = [...kept, entry].slice(-limit);
  return { ...history, version: historyVersion(entries), entries };
}

export function emptyHistory(suite: string): HistoryFile {
  return { version: HISTORY_VERSION, suite, entries: [] };
}
