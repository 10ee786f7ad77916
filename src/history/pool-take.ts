// Which of main's earlier runs of a cell may join a pooled baseline. Pure:
// history entries, the conditions to match and the base branch's push runs
// (as the REST API lists them) in, runs per cell out. The rules
// (docs/comparison.md, "Pooled baseline"):
//   - newest first, and a change stops the pool for good: the treatment (what
//     the agent was given) or the runner's agent CLI version for every cell
//     concerned, the case's test fingerprint for that case; an entry written
//     by an older agent-bench (no fingerprints, or a run with variants whose
//     cells it did not tell apart) stops it too;
//   - only entries of push runs of this repository on the base branch, with
//     the commit the API names for that run (else the pool stops there), and
//     none older than the age bound;
//   - each run once: an entry whose run was already taken adds nothing;
//   - whole runs, errored ones left out, until the cell has `room` runs;
//   - a cell pairs by its full identity: an earlier run's cell of variant
//     `default` is the unmodified treatment (it pools into a cell without a
//     variant), one of any other variant never pools into it.

import { CellMap, CellSet, type CellId } from "../model/cell.ts";
import type { PoolStop } from "../model/pool.ts";
import { pairingId } from "../model/variant.ts";
import { historyCellId, type HistoryEntry } from "./entry.ts";

/** What the earlier runs must share with the baseline: the treatment hash, runner id → CLI version, case id → test fingerprint. */
export interface PoolConditions {
  treatment?: string;
  cli: Readonly<Record<string, string>>;
  tests: Readonly<Record<string, string>>;
}

/** A push run of the base branch of this repository, as the REST API lists it. */
export interface TrustedRun {
  id: number;
  sha: string;
  createdAt: string;
}

export interface TakeCell extends CellId {
  /** Non-errored runs it may still take. */
  room: number;
}

export interface Taken {
  passed: number;
  runs: number;
  /** Commits and runs that added runs, newest first. */
  commits: string[];
  runIds: number[];
  /** Why it stopped before filling its room. */
  stop?: PoolStop;
}

export interface TakeInput {
  /** Earlier entries, newest first. */
  entries: readonly HistoryEntry[];
  conditions: PoolConditions;
  trusted: ReadonlyMap<number, TrustedRun>;
  maxAgeDays: number;
  now: Date;
  /** Runs already counted (the latest baseline's): never taken again. */
  exclude?: readonly number[];
}

const FULL_SHA = /^[0-9a-f]{40}$/;
const DAY_MS = 86_400_000;

export function takeEarlierRuns(cells: readonly TakeCell[], input: TakeInput): CellMap<Taken> {
  const taken = new CellMap<Taken>(cells.map((c) => [pairingId(c), { passed: 0, runs: 0, commits: [], runIds: [] }]));
  const open = new CellMap(cells.filter((c) => c.room > 0).map((c) => [pairingId(c), c]));
  const seen = new Set(input.exclude ?? []);
  const stopAll = (stop: PoolStop) => {
    for (const k of open.keys()) taken.get(k)!.stop = stop;
    open.clear();
  };
  for (const entry of input.entries) {
    if (open.size === 0) break;
    if (entry.runId !== undefined && seen.has(entry.runId)) continue;
    const problem = entryProblem(entry, input);
    if (problem) {
      stopAll(problem);
      break;
    }
    seen.add(entry.runId!);
    const cellsOf = new CellMap(entry.cells.map((c) => [pairingId(historyCellId(c)), c]));
    for (const [k, want] of [...open]) {
      const t = taken.get(k)!;
      const stop = cellProblem(entry, want, input.conditions);
      if (stop) {
        t.stop = stop;
        open.delete(k);
        continue;
      }
      // Not run then (filtered out, or the case did not exist yet): not a change.
      const outcomes = cellsOf.get(k)?.[4];
      if (outcomes === undefined) continue;
      const before = t.runs;
      for (const o of outcomes) {
        if (t.runs >= want.room) break;
        if (o === "e") continue;
        t.runs++;
        if (o === "p") t.passed++;
      }
      if (t.runs > before) {
        t.commits.push(entry.commit);
        t.runIds.push(entry.runId!);
      }
      if (t.runs >= want.room) open.delete(k);
    }
  }
  stopAll("history-start");
  return taken;
}

/** Why this entry and every earlier one cannot be pooled, or undefined. */
function entryProblem(entry: HistoryEntry, input: TakeInput): PoolStop | undefined {
  if (entry.tests === undefined || entry.cells.some((c) => c[4] === undefined) || flattenedVariants(entry)) return "older-history";
  const run = entry.runId === undefined ? undefined : input.trusted.get(entry.runId);
  if (!run || !FULL_SHA.test(entry.commit) || run.sha !== entry.commit) return "unverified";
  const created = Date.parse(run.createdAt);
  if (!Number.isFinite(created) || input.now.getTime() - created > input.maxAgeDays * DAY_MS) return "age";
  if (entry.treatment === undefined || input.conditions.treatment === undefined || entry.treatment !== input.conditions.treatment) return "treatment";
  return undefined;
}

/** A run with --variant as a build before version 4 kept it: each variant's cells under one case × runner, not told apart. */
function flattenedVariants(entry: HistoryEntry): boolean {
  const ids = new CellSet();
  for (const c of entry.cells) {
    const id = historyCellId(c);
    if (ids.has(id)) return true;
    ids.add(id);
  }
  return false;
}

/** Why this cell's pool stops at this entry, or undefined. */
function cellProblem(entry: HistoryEntry, cell: TakeCell, conditions: PoolConditions): PoolStop | undefined {
  if ((own(entry.cli, cell.runnerId) ?? "") !== (own(conditions.cli, cell.runnerId) ?? "")) return "cli";
  const test = own(conditions.tests, cell.caseId);
  if (!test) return "older-history";
  const then = entry.tests ? own(entry.tests, cell.caseId) : undefined;
  if (then !== undefined && then !== test) return "test";
  return undefined;
}

/** A record's own value (ids come from files: "constructor" is a case id, not Object's). */
function own(record: Readonly<Record<string, string>>, key: string): string | undefined {
  return Object.hasOwn(record, key) ? record[key] : undefined;
}
