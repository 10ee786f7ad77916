// Positions in user modules as written. sucrase keeps every line where it was
// but not columns (types are removed; for CommonJS, imported names are
// rewritten), and Node applies no source map unless run with
// --enable-source-maps. sucrase's own source map cannot be trusted for columns:
// a template literal with an empty span (`id-${i}`) shifts every mapping after
// it (sucrase issue #825), so a column is found by aligning the transformed
// line with the line as written. Every stack position shown to the user goes
// through originalPosition.

/** A transformed file beside its text as written, line by line, aligned on demand. */
export class LineAlignment {
  readonly #written: string[];
  readonly #transformed: string[];
  readonly #columns = new Map<number, Int32Array | null>();

  constructor(written: string, transformed: string) {
    this.#written = written.split("\n");
    this.#transformed = transformed.split("\n");
  }

  /** 1-based line and column as written, for a position in the transformed code. */
  position(line: number, column: number): { line: number; column: number } {
    const columns = this.#columnsOf(line);
    if (!columns) return { line, column };
    const at = Math.min(Math.max(column - 1, 0), columns.length - 1);
    return { line, column: columns[at] + 1 };
  }

  /** For each transformed column of a line (and one past its end), the written column; null when they are equal. */
  #columnsOf(line: number): Int32Array | null {
    let known = this.#columns.get(line);
    if (known === undefined) {
      const written = this.#written[line - 1];
      const transformed = this.#transformed[line - 1];
      known = written === undefined || transformed === undefined || written === transformed ? null : alignLine(written, transformed);
      this.#columns.set(line, known);
    }
    return known;
  }
}

// Above this many cells the alignment table would cost more than a position is worth (a minified line).
const MAX_CELLS = 4_000_000;

/** Words, numbers, runs of spaces, and single other characters: what a line is aligned by. */
const TOKEN = /[\p{L}\p{Nl}_$][\p{L}\p{Nl}\p{Mn}\p{Mc}\p{Nd}\p{Pc}$\u200c\u200d]*|\d[\w.]*|\s+|[^]/gu;

function tokensOf(line: string): { text: string[]; start: number[] } {
  const text: string[] = [];
  const start: number[] = [];
  for (const match of line.matchAll(TOKEN)) {
    text.push(match[0]);
    start.push(match.index);
  }
  return { text, start };
}

/**
 * Aligns two versions of a line by the longest common subsequence of their tokens: what sucrase removed
 * (types) or added (`_mod.` before an imported name) is unmatched. Ties match the latest written token
 * (a type removed before a token), and tokens are whole words, so a removed type after a token rarely
 * holds the same one. An added character maps to the written character its text stands before.
 */
function alignLine(written: string, transformed: string): Int32Array {
  const columns = new Int32Array(transformed.length + 1).fill(-1);
  columns[transformed.length] = written.length;
  const w = tokensOf(written);
  const t = tokensOf(transformed);
  const n = w.text.length;
  const m = t.text.length;
  if ((n + 1) * (m + 1) > MAX_CELLS) return alignEnds(written, transformed, columns);
  // common[i * width + j]: the longest common subsequence of the first i written and first j transformed tokens.
  const width = m + 1;
  const common = new Int32Array((n + 1) * width);
  for (let i = 1; i <= n; i++) {
    for (let j = 1; j <= m; j++) {
      common[i * width + j] =
        w.text[i - 1] === t.text[j - 1] ? common[(i - 1) * width + j - 1] + 1 : Math.max(common[(i - 1) * width + j], common[i * width + j - 1]);
    }
  }
  let i = n;
  let j = m;
  while (i > 0 && j > 0) {
    if (w.text[i - 1] === t.text[j - 1]) {
      for (let k = 0; k < t.text[j - 1].length; k++) columns[t.start[j - 1] + k] = w.start[i - 1] + k;
      i--;
      j--;
    } else if (common[(i - 1) * width + j] >= common[i * width + j - 1]) {
      i--;
    } else {
      j--;
    }
  }
  return fillUnmatched(columns);
}

/** A line too long to align: what both versions start and end with is matched, the rest is unmatched. */
function alignEnds(written: string, transformed: string, columns: Int32Array): Int32Array {
  const n = written.length;
  const m = transformed.length;
  let start = 0;
  while (start < n && start < m && written[start] === transformed[start]) columns[start] = start++;
  for (let end = 1; end <= n - start && end <= m - start && written[n - end] === transformed[m - end]; end++) columns[m - end] = n - end;
  return fillUnmatched(columns);
}

/** An unmatched transformed character takes the written column of the next matched one. */
function fillUnmatched(columns: Int32Array): Int32Array {
  for (let j = columns.length - 2; j >= 0; j--) if (columns[j] < 0) columns[j] = columns[j + 1];
  return columns;
}

const alignments = new Map<string, LineAlignment>();

/** Remembers what a user file was transformed into, for its positions. */
export function rememberTransform(file: string, written: string, transformed: string): void {
  alignments.set(file, new LineAlignment(written, transformed));
}

/** 1-based line and column in the file as written, for a position in its transformed code. */
export function originalPosition(file: string, line: number, column: number): { line: number; column: number } {
  return mapPosition(alignments.get(file), line, column);
}

/** 1-based line and column through `alignment` (unchanged without one). */
export function mapPosition(alignment: LineAlignment | undefined, line: number, column: number): { line: number; column: number } {
  return alignment ? alignment.position(line, column) : { line, column };
}
