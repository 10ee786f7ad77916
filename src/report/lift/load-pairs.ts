// Reads what a lift report's side-by-side views need: per skill and per cell,
// one run with the skill and one without it (opposite outcomes when the arms
// have them), step by step. The same view compare shows between a base run and
// a head run (report/html/side-by-side.ts), read from the runs' folders.

import { cellKey, type CellId } from "../../model/cell.ts";
import type { SkillLift } from "../../model/lift.ts";
import { loadPair, type RunRef, type RunSource } from "../html/load-side-by-side.ts";
import type { SideBySide } from "../html/side-by-side.ts";

/** Cells shown side by side per skill, at most (the changed ones first). */
const MAX_PAIRS = 20;

/** A run folder and its results, each with the variant it ran under (absent: `default`). */
export interface LiftRunSource {
  dir: string;
  results: ReadonlyArray<RunRef & { variant?: string }>;
}

/** Skill → its cells' pairs (base: with the skill, head: without), keyed by cellKey. */
export type LiftPairs = Map<string, Map<string, SideBySide>>;

export function loadLiftPairs(lifts: readonly SkillLift[], sources: readonly LiftRunSource[]): LiftPairs {
  const out: LiftPairs = new Map();
  for (const lift of lifts) {
    const pairs = new Map<string, SideBySide>();
    const changed = (c: SkillLift["cells"][number]) => (c.tier === "helps" || c.tier === "hurts" ? 0 : c.behaviour?.length ? 1 : 2);
    const cells = [...lift.cells].sort((a, b) => changed(a) - changed(b)).slice(0, MAX_PAIRS);
    for (const cell of cells) {
      const id: CellId = { caseId: cell.caseId, runnerId: cell.runnerId };
      // The arms may sit in different folders (the action runs the one without the skill on its own).
      const combos = sources.flatMap((a) => sources.map((b) => [a, b] as const));
      for (const [a, b] of combos) {
        const pair = loadPair(id, arm(a, lift.treatment), arm(b, lift.control));
        if (pair) {
          pairs.set(cellKey(id), pair);
          break;
        }
      }
    }
    out.set(lift.skill, pairs);
  }
  return out;
}

function arm(source: LiftRunSource, variant: string): RunSource {
  return { dir: source.dir, results: source.results.filter((r) => (r.variant ?? "default") === variant).map(({ variant: _v, ...r }) => r) };
}
