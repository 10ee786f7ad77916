// A cell's identity (case × runner, and the variant a treatment comparison
// adds) and the one key built from it. Every lookup of a cell or of one
// execution slot goes through cellKey/executionKey or a CellMap, so adding an
// axis changes this file, not the fifteen places that pair results with cells.
// No id holds a NUL (a suite's case ids are checked for unprintable
// characters when it loads), so the joined parts never run into each other;
// a key without a variant is the string the code used before variants existed.
const SEP = "\u0000";
function cellKey(cell) {
    const base = cell.caseId + SEP + cell.runnerId;
    return cell.variant === undefined ? base : base + SEP + cell.variant;
}
/** One execution slot: a cell's run k. */
function executionKey(cell, run) {
    return `${cellKey(cell)}${SEP}${run}`;
}
/** The identity alone, without the rest of the object that carries it (a result, a stability cell). */
function cellIdOf(cell) {
    return cell.variant === undefined
        ? { caseId: cell.caseId, runnerId: cell.runnerId }
        : { caseId: cell.caseId, runnerId: cell.runnerId, variant: cell.variant };
}
/** The case as reports name a cell's row: "case" for an ordinary run, "case · variant" for a run with variants (raw text: each renderer escapes it). */
function caseLabel(cell) {
    return cell.variant === undefined ? cell.caseId : `${cell.caseId} · ${cell.variant}`;
}
function sameCell(a, b) {
    return a.caseId === b.caseId && a.runnerId === b.runnerId && a.variant === b.variant;
}
/** A Map keyed by cell identity, in insertion order; it keeps each key's CellId so callers can iterate cells. */
class CellMap {
    #entries = new Map();
    constructor(entries) {
        if (entries)
            for (const [id, value] of entries)
                this.set(id, value);
    }
    /** Items indexed by their own identity (a later item with the same cell replaces an earlier one). */
    static of(items) {
        const map = new CellMap();
        for (const item of items)
            map.set(item, item);
        return map;
    }
    get size() {
        return this.#entries.size;
    }
    get(id) {
        return this.#entries.get(cellKey(id))?.value;
    }
    has(id) {
        return this.#entries.has(cellKey(id));
    }
    set(id, value) {
        const key = cellKey(id);
        const entry = this.#entries.get(key);
        if (entry)
            entry.value = value;
        else
            this.#entries.set(key, { id: cellIdOf(id), value });
        return this;
    }
    /** The cell's value, made by `create` and stored the first time it is asked for. */
    upsert(id, create) {
        const key = cellKey(id);
        let entry = this.#entries.get(key);
        if (!entry) {
            entry = { id: cellIdOf(id), value: create() };
            this.#entries.set(key, entry);
        }
        return entry.value;
    }
    delete(id) {
        return this.#entries.delete(cellKey(id));
    }
    clear() {
        this.#entries.clear();
    }
    *keys() {
        for (const e of this.#entries.values())
            yield e.id;
    }
    *values() {
        for (const e of this.#entries.values())
            yield e.value;
    }
    *entries() {
        for (const e of this.#entries.values())
            yield [e.id, e.value];
    }
    [Symbol.iterator]() {
        return this.entries();
    }
}
/** A set of cells. */
class CellSet {
    #map = new CellMap();
    constructor(cells) {
        if (cells)
            for (const c of cells)
                this.add(c);
    }
    get size() {
        return this.#map.size;
    }
    add(cell) {
        this.#map.set(cell, true);
        return this;
    }
    has(cell) {
        return this.#map.has(cell);
    }
    [Symbol.iterator]() {
        return this.#map.keys();
    }
}

export { CellMap as C, CellSet as a, cellIdOf as b, caseLabel as c, cellKey as d, executionKey as e, sameCell as s };
