// Reads executions' session.json files for the HTML report under a size
// budget (the report's only I/O). Failing and errored executions come first,
// then the other runs of unstable cells (to compare a pass with a failure),
// then the rest; when the budget runs out the rest stay summary-only, and the
// page says so and points at the artifacts.

import os from "node:os";
import path from "node:path";
import { CellMap, CellSet } from "../../model/cell.ts";
import type { ExecutionResult } from "../../model/result.ts";
import { readSession } from "./read-session.ts";
import { DEFAULT_TRANSCRIPT_LIMITS, toTranscript, transcriptSize, type Transcript, type TranscriptLimits } from "./transcript.ts";

export interface TranscriptOptions {
  /** Characters of transcripts in the page, all together (default 40,000,000). */
  totalChars?: number;
  limits?: TranscriptLimits;
}

export interface TranscriptSet {
  /** Keyed by ExecutionResult.artifactDir. */
  byArtifactDir: Map<string, Transcript>;
  /** Executions that have a session (not skipped). */
  candidates: number;
  /** Executions left summary-only because the budget ran out. */
  overBudget: number;
  /** Executions whose session.json was missing or unreadable. */
  unreadable: number;
  /** Transcripts that lost events or text to the per-transcript limits. */
  shortened: number;
  totalChars: number;
}

/** After this many sessions in a row that do not fit, the budget is spent: stop reading. */
const MAX_MISSES = 50;

export function loadTranscripts(outDir: string, results: readonly ExecutionResult[], options: TranscriptOptions = {}): TranscriptSet {
  const totalChars = options.totalChars ?? 40_000_000;
  const limits = options.limits ?? DEFAULT_TRANSCRIPT_LIMITS;
  const ordered = priorityOrder(results);
  const set: TranscriptSet = { byArtifactDir: new Map(), candidates: ordered.length, overBudget: 0, unreadable: 0, shortened: 0, totalChars };
  const clean = pathCleaner(outDir);
  let used = 0;
  let misses = 0;
  for (let i = 0; i < ordered.length; i++) {
    if (misses >= MAX_MISSES) {
      set.overBudget += ordered.length - i;
      break;
    }
    const result = ordered[i];
    const session = readSession(path.join(outDir, result.artifactDir, "session.json"));
    if (!session) {
      set.unreadable++;
      continue;
    }
    const transcript = toTranscript(session, limits, clean);
    const size = transcriptSize(transcript);
    if (used + size > totalChars) {
      set.overBudget++;
      misses++;
      continue;
    }
    misses = 0;
    used += size;
    if (transcript.omittedEvents > 0 || transcript.cutChars > 0) set.shortened++;
    set.byArtifactDir.set(result.artifactDir, transcript);
  }
  return set;
}

function priorityOrder(results: readonly ExecutionResult[]): ExecutionResult[] {
  const mixed = new CellSet();
  const outcomes = new CellMap<Set<boolean>>();
  for (const r of results) {
    if (r.status === "skipped") continue;
    const seen = outcomes.upsert(r, () => new Set());
    seen.add(r.passed);
    if (seen.size === 2) mixed.add(r);
  }
  const rank = (r: ExecutionResult): number => (!r.passed ? 0 : mixed.has(r) ? 1 : 2);
  return results
    .filter((r) => r.status !== "skipped")
    .map((r, index) => ({ r, index, rank: rank(r) }))
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map((x) => x.r);
}

/** Absolute paths of this machine become relative to the out-dir (where the artifacts are) or "~". */
function pathCleaner(outDir: string): (text: string) => string {
  const out = path.resolve(outDir) + path.sep;
  const home = os.homedir();
  return (text) => {
    let t = text.includes(out) ? text.split(out).join("") : text;
    if (home.length > 1 && t.includes(home)) t = t.split(home).join("~");
    return t;
  };
}
