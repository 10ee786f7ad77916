// A cell's identity (case × runner, and the variant a treatment comparison
// adds) and the one key built from it. Every lookup of a cell or of one
// execution slot goes through cellKey/executionKey or a CellMap, so adding an
// axis changes this file, not the fifteen places that pair results with cells.

export interface CellId {
  readonly caseId: string;
  readonly runnerId: string;
  /** The treatment a case ran under when a suite compares several; absent for an ordinary run. */
  readonly variant?: string;
}

// No id holds a NUL (a suite's case ids are checked for unprintable
// characters when it loads), so the joined parts never run into each other;
// a key without a variant is the string the code used before variants existed.
const SEP = "\u0000";

export function cellKey(cell: CellId): string {
  const base = cell.caseId + SEP + cell.runnerId;
  return cell.variant === undefined ? base : base + SEP + cell.variant;
}

/** One execution slot: a cell's run k. */
export function executionKey(cell: CellId, run: number): string {
  return `${cellKey(cell)}${SEP}${run}`;
}

/** The identity alone, without the rest of the object that carries it (a result, a stability cell). */
export function cellIdOf(cell: CellId): CellId {
  return cell.variant === undefined
    ? { caseId: cell.caseId, runnerId: cell.runnerId }
    : { caseId: cell.caseId, runnerId: cell.runnerId, variant: cell.variant };
}

/** The case as reports name a cell's row: "case" for an ordinary run, "case · variant" for a run with variants (raw text: each renderer escapes it). */
export function caseLabel(cell: CellId): string {
  return cell.variant === undefined ? cell.caseId : `${cell.caseId} · ${cell.variant}`;
}

export function sameCell(a: CellId, b: CellId): boolean {
  return a.caseId === b.caseId && a.runnerId === b.runnerId && a.variant === b.variant;
}

/** A Map keyed by cell identity, in insertion order; it keeps each key's CellId so callers can iterate cells. */
export class CellMap<V> {
  readonly #entries = new Map<string, { id: CellId; value: V }>();

  constructor(entries?: Iterable<readonly [CellId, V]>) {
    if (entries) for (const [id, value] of entries) this.set(id, value);
  }

  /** Items indexed by their own identity (a later item with the same cell replaces an earlier one). */
  static of<T extends CellId>(items: Iterable<T>): CellMap<T> {
    const map = new CellMap<T>();
    for (const item of items) map.set(item, item);
    return map;
  }

  get size(): number {
    return this.#entries.size;
  }

  get(id: CellId): V | undefined {
    return this.#entries.get(cellKey(id))?.value;
  }

  has(id: CellId): boolean {
    return this.#entries.has(cellKey(id));
  }

  set(id: CellId, value: V): this {
    const key = cellKey(id);
    const entry = this.#entries.get(key);
    if (entry) entry.value = value;
    else this.#entries.set(key, { id: cellIdOf(id), value });
    return this;
  }

  /** The cell's value, made by `create` and stored the first time it is asked for. */
  upsert(id: CellId, create: () => V): V {
    const key = cellKey(id);
    let entry = this.#entries.get(key);
    if (!entry) {
      entry = { id: cellIdOf(id), value: create() };
      this.#entries.set(key, entry);
    }
    return entry.value;
  }

  delete(id: CellId): boolean {
    return this.#entries.delete(cellKey(id));
  }

  clear(): void {
    this.#entries.clear();
  }

  *keys(): IterableIterator<CellId> {
    for (const e of this.#entries.values()) yield e.id;
  }

  *values(): IterableIterator<V> {
    for (const e of this.#entries.values()) yield e.value;
  }

  *entries(): IterableIterator<[CellId, V]> {
    for (const e of this.#entries.values()) yield [e.id, e.value];
  }

  [Symbol.iterator](): IterableIterator<[CellId, V]> {
    return this.entries();
  }
}

/** A set of cells. */
export class CellSet {
  readonly #map = new CellMap<true>();

  constructor(cells?: Iterable<CellId>) {
    if (cells) for (const c of cells) this.add(c);
  }

  get size(): number {
    return this.#map.size;
  }

  add(cell: CellId): this {
    this.#map.set(cell, true);
    return this;
  }

  has(cell: CellId): boolean {
    return this.#map.has(cell);
  }

  [Symbol.iterator](): IterableIterator<CellId> {
    return this.#map.keys();
  }
}
