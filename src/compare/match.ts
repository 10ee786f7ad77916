// Pairs the base's and the head's cells by case id and runner id, and says
// which pairs are not like for like: the case's test changed. A changed
// treatment (skills, workspace, runner settings, CLI version) is what a pull
// request measures, so it never makes a pair incomparable.

import { CellMap, CellSet } from "../model/cell.ts";
import type { StabilityCell, StabilityFile } from "../model/stability.ts";

export interface CellPair {
  caseId: string;
  runnerId: string;
  base: StabilityCell | null;
  head: StabilityCell | null;
  testChanged: boolean;
}

/** Head cells in head order, then the base's cells missing from the head. */
export function pairCells(base: StabilityFile, head: StabilityFile): CellPair[] {
  const baseCells = CellMap.of(base.cells);
  const pairs: CellPair[] = [];
  const seen = new CellSet();
  for (const cell of head.cells) {
    seen.add(cell);
    const other = baseCells.get(cell) ?? null;
    pairs.push({
      caseId: cell.caseId,
      runnerId: cell.runnerId,
      base: other,
      head: cell,
      // An empty fingerprint means "unknown" (an older or hand-made file): not evidence of a change.
      testChanged: other !== null && other.testFingerprint !== "" && cell.testFingerprint !== "" && other.testFingerprint !== cell.testFingerprint,
    });
  }
  for (const cell of base.cells) {
    if (!seen.has(cell)) pairs.push({ caseId: cell.caseId, runnerId: cell.runnerId, base: cell, head: null, testChanged: false });
  }
  return pairs;
}
