// Reads what the HTML report's side-by-side view needs (its only I/O besides
// the transcripts): for each cell that flipped, a passing and a failing run's
// session.json from the base run's folder and the head's. The base folder is
// a downloaded artifact, so nothing in it is trusted: its results.json is
// parsed with the results.json schema and no path in it may lead outside the folder.

import { existsSync } from "node:fs";
import path from "node:path";
import { sameCell, type CellId } from "../../model/cell.ts";
import type { CellComparison, Comparison } from "../../model/comparison.ts";
import { readRunFile } from "../../model/run-file.ts";
import type { Session } from "../../model/session.ts";
import { readSession } from "./read-session.ts";
import { sideBySide, type SideBySide } from "./side-by-side.ts";

/** Cells shown side by side, at most. */
const MAX_CELLS = 20;
const REGRESSION_TIERS = new Set<CellComparison["tier"]>(["regressed", "possible-regression"]);
const IMPROVEMENT_TIERS = new Set<CellComparison["tier"]>(["improved", "possible-improvement"]);

export interface RunRef {
  caseId: string;
  runnerId: string;
  run: number;
  passed: boolean;
  status: string;
  artifactDir: string;
}

export async function loadSideBySide(baseDir: string, headDir: string, headResults: readonly RunRef[], comparison: Comparison): Promise<SideBySide[]> {
  const baseResults = await readResults(baseDir);
  if (!baseResults) return [];
  const out: SideBySide[] = [];
  for (const cell of comparison.cells) {
    if (out.length >= MAX_CELLS) break;
    const regression = REGRESSION_TIERS.has(cell.tier);
    if (!regression && !IMPROVEMENT_TIERS.has(cell.tier)) continue;
    const base = pick(baseResults, cell, regression);
    const head = pick(headResults, cell, !regression);
    if (!base || !head) continue;
    const baseSession = readSessionIn(baseDir, base.artifactDir);
    const headSession = readSessionIn(headDir, head.artifactDir);
    if (!baseSession || !headSession) continue;
    out.push(sideBySide(cell, { run: base.run, passed: base.passed, session: baseSession }, { run: head.run, passed: head.passed, session: headSession }));
  }
  return out;
}

/** A run folder and its results: where each result's artifactDir is. */
export interface RunSource {
  dir: string;
  results: readonly RunRef[];
}

/**
 * One run of a cell from each of two sources side by side (a lift's arm with the skill, `a`, and without it, `b`):
 * a passing `a` against a failing `b` when the arms differ that way, else the reverse, else each arm's first run.
 */
export function loadPair(cell: CellId, a: RunSource, b: RunSource): SideBySide | undefined {
  const first = (s: RunSource) => s.results.filter((r) => sameCell(r, cell) && r.status !== "skipped").sort((x, y) => x.run - y.run)[0];
  const pa = pick(a.results, cell, true) && pick(b.results, cell, false);
  const pb = pick(a.results, cell, false) && pick(b.results, cell, true);
  const [ra, rb] = pa
    ? [pick(a.results, cell, true), pick(b.results, cell, false)]
    : pb
      ? [pick(a.results, cell, false), pick(b.results, cell, true)]
      : [first(a), first(b)];
  if (!ra || !rb) return undefined;
  const sa = readSessionIn(a.dir, ra.artifactDir);
  const sb = readSessionIn(b.dir, rb.artifactDir);
  if (!sa || !sb) return undefined;
  return sideBySide(cell, { run: ra.run, passed: ra.passed, session: sa }, { run: rb.run, passed: rb.passed, session: sb });
}

/** The first run of the cell that passed (or failed, not errored). */
function pick(results: readonly RunRef[], cell: CellId, passed: boolean): RunRef | undefined {
  return results.filter((r) => sameCell(r, cell) && r.passed === passed && (passed || r.status === "failed")).sort((a, b) => a.run - b.run)[0];
}

async function readResults(dir: string): Promise<RunRef[] | undefined> {
  // A base given as a stability.json alone has no runs to show.
  if (!existsSync(path.join(dir, "results.json"))) return undefined;
  return (await readRunFile(dir)).results;
}

function readSessionIn(dir: string, artifactDir: string): Session | undefined {
  const root = path.resolve(dir);
  const file = path.resolve(root, artifactDir, "session.json");
  if (!file.startsWith(root + path.sep)) return undefined;
  return readSession(file);
}
