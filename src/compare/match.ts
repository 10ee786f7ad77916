// Pairs the base's and the head's cells by their identity (case, runner and
// variant), and says which pairs are not like for like: the case's test
// changed. A changed treatment (skills, workspace, runner settings, CLI
// version) is what a pull request measures, so it never makes a pair
// incomparable.

import { CellMap, CellSet, type CellId } from "../model/cell.ts";
import type { StabilityCell, StabilityFile } from "../model/stability.ts";
import { pairingId } from "../model/variant.ts";

export interface CellPair extends CellId {
  base: StabilityCell | null;
  head: StabilityCell | null;
  testChanged: boolean;
}

/** Head cells in head order, then the base's cells missing from the head. */
export function pairCells(base: StabilityFile, head: StabilityFile): CellPair[] {
  const baseCells = new CellMap(base.cells.map((c) => [pairingId(c), c] as const));
  const pairs: CellPair[] = [];
  const seen = new CellSet();
  for (const cell of head.cells) {
    seen.add(pairingId(cell));
    const other = baseCells.get(pairingId(cell)) ?? null;
    pairs.push({
      ...identity(cell, other),
      base: other,
      head: cell,
      // An empty fingerprint means "unknown" (an older or hand-made file): not evidence of a change.
      testChanged: other !== null && other.testFingerprint !== "" && cell.testFingerprint !== "" && other.testFingerprint !== cell.testFingerprint,
    });
  }
  for (const cell of base.cells) {
    if (!seen.has(pairingId(cell))) pairs.push({ ...identity(cell, null), base: cell, head: null, testChanged: false });
  }
  return pairs;
}

/** The head's identity (its variant), else the base's. */
function identity(cell: StabilityCell, other: StabilityCell | null): CellId {
  const variant = cell.variant ?? other?.variant;
  return variant === undefined ? { caseId: cell.caseId, runnerId: cell.runnerId } : { caseId: cell.caseId, runnerId: cell.runnerId, variant };
}
