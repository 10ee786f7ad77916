// Pairs the base's and the head's cells by case id and runner id, and says
// which pairs are not like for like: the case's test changed. A changed
// treatment (skills, workspace, runner settings, CLI version) is what a pull
// request measures, so it never makes a pair incomparable.

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
  const key = (c: StabilityCell): string => JSON.stringify([c.caseId, c.runnerId]);
  const baseCells = new Map(base.cells.map((c) => [key(c), c]));
  const pairs: CellPair[] = [];
  const seen = new Set<string>();
  for (const cell of head.cells) {
    const k = key(cell);
    seen.add(k);
    const other = baseCells.get(k) ?? null;
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
    if (!seen.has(key(cell))) pairs.push({ caseId: cell.caseId, runnerId: cell.runnerId, base: cell, head: null, testChanged: false });
  }
  return pairs;
}
