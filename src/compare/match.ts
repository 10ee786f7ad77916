// Pairs the base's and the head's cells by case id and runner id, and says
// which pairs are not like for like (the case or the runner changed).

import type { StabilityCell, StabilityFile, StabilityRunner } from "../model/stability.ts";

export interface CellPair {
  caseId: string;
  runnerId: string;
  base: StabilityCell | null;
  head: StabilityCell | null;
  definitionChanged: boolean;
  runnerChanged: boolean;
}

export interface RunnerChange {
  runnerId: string;
  field: "type" | "model" | "version";
  base: string;
  head: string;
}

/** Head cells in head order, then the base's cells missing from the head. */
export function pairCells(base: StabilityFile, head: StabilityFile, changedRunners: ReadonlySet<string>): CellPair[] {
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
      definitionChanged: other !== null && other.caseFingerprint !== "" && cell.caseFingerprint !== "" && other.caseFingerprint !== cell.caseFingerprint,
      runnerChanged: other !== null && changedRunners.has(cell.runnerId),
    });
  }
  for (const cell of base.cells) {
    if (!seen.has(key(cell))) pairs.push({ caseId: cell.caseId, runnerId: cell.runnerId, base: cell, head: null, definitionChanged: false, runnerChanged: false });
  }
  return pairs;
}

/** Type, model or CLI version differences; a model or version known on one side only is not a difference. */
export function runnerChanges(base: readonly StabilityRunner[], head: readonly StabilityRunner[]): RunnerChange[] {
  const changes: RunnerChange[] = [];
  for (const h of head) {
    const b = base.find((r) => r.id === h.id);
    if (!b) continue;
    if (b.type !== h.type) changes.push({ runnerId: h.id, field: "type", base: b.type, head: h.type });
    if (b.model !== undefined && h.model !== undefined && b.model !== h.model) changes.push({ runnerId: h.id, field: "model", base: b.model, head: h.model });
    if (b.version !== undefined && h.version !== undefined && b.version !== h.version) {
      changes.push({ runnerId: h.id, field: "version", base: b.version, head: h.version });
    }
  }
  return changes;
}
