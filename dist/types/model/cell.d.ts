export interface CellId {
    readonly caseId: string;
    readonly runnerId: string;
    /** The treatment a case ran under when a suite compares several; absent for an ordinary run. */
    readonly variant?: string;
}
export declare function cellKey(cell: CellId): string;
/** One execution slot: a cell's run k. */
export declare function executionKey(cell: CellId, run: number): string;
/** The identity alone, without the rest of the object that carries it (a result, a stability cell). */
export declare function cellIdOf(cell: CellId): CellId;
/** The case as reports name a cell's row: "case" for an ordinary run, "case · variant" for a run with variants (raw text: each renderer escapes it). */
export declare function caseLabel(cell: CellId): string;
export declare function sameCell(a: CellId, b: CellId): boolean;
/** A Map keyed by cell identity, in insertion order; it keeps each key's CellId so callers can iterate cells. */
export declare class CellMap<V> {
    #private;
    constructor(entries?: Iterable<readonly [CellId, V]>);
    /** Items indexed by their own identity (a later item with the same cell replaces an earlier one). */
    static of<T extends CellId>(items: Iterable<T>): CellMap<T>;
    get size(): number;
    get(id: CellId): V | undefined;
    has(id: CellId): boolean;
    set(id: CellId, value: V): this;
    /** The cell's value, made by `create` and stored the first time it is asked for. */
    upsert(id: CellId, create: () => V): V;
    delete(id: CellId): boolean;
    clear(): void;
    keys(): IterableIterator<CellId>;
    values(): IterableIterator<V>;
    entries(): IterableIterator<[CellId, V]>;
    [Symbol.iterator](): IterableIterator<[CellId, V]>;
}
/** A set of cells. */
export declare class CellSet {
    #private;
    constructor(cells?: Iterable<CellId>);
    get size(): number;
    add(cell: CellId): this;
    has(cell: CellId): boolean;
    [Symbol.iterator](): IterableIterator<CellId>;
}
