// Finds many literal strings in one pass over a text (Aho–Corasick over UTF-16
// code units): the redactor looks for every form of every secret at once, so
// a multi-megabyte log costs one scan however many secrets there are
// (bench/items/redact.mjs). Pure.

export interface Span {
  start: number;
  end: number;
}

export class NeedleMatcher {
  /** Transitions of the root, dense: most characters of a text leave the matcher at the root. */
  private readonly root = new Int32Array(65_536);
  private readonly next: Array<Map<number, number>> = [new Map<number, number>()];
  private readonly fail: number[] = [0];
  /** The longest needle that ends at a state (its own or through its failure chain); 0 for none. */
  private readonly longest: number[] = [0];

  constructor(needles: readonly string[]) {
    for (const needle of needles) if (needle.length > 0) this.add(needle);
    this.link();
  }

  get empty(): boolean {
    return this.next.length === 1;
  }

  private add(needle: string): void {
    let state = 0;
    for (let i = 0; i < needle.length; i++) {
      const code = needle.charCodeAt(i);
      let to = this.next[state].get(code);
      if (to === undefined) {
        to = this.next.length;
        this.next.push(new Map<number, number>());
        this.fail.push(0);
        this.longest.push(0);
        this.next[state].set(code, to);
      }
      state = to;
    }
    this.longest[state] = Math.max(this.longest[state], needle.length);
  }

  /** Failure links breadth first, so a state's link is final before its children's. */
  private link(): void {
    const queue: number[] = [];
    for (const [code, to] of this.next[0]) {
      this.root[code] = to;
      queue.push(to);
    }
    for (let head = 0; head < queue.length; head++) {
      const state = queue[head];
      for (const [code, to] of this.next[state]) {
        let f = this.fail[state];
        while (f !== 0 && !this.next[f].has(code)) f = this.fail[f];
        const target = this.next[f].get(code) ?? 0;
        this.fail[to] = target === to ? 0 : target;
        this.longest[to] = Math.max(this.longest[to], this.longest[this.fail[to]]);
        queue.push(to);
      }
    }
  }

  /** Every stretch of the text covered by some needle, overlapping matches merged, in order. */
  spans(text: string): Span[] {
    const spans: Span[] = [];
    if (this.empty) return spans;
    let state = 0;
    for (let i = 0; i < text.length; i++) {
      const code = text.charCodeAt(i);
      if (state === 0) {
        state = this.root[code];
        if (state === 0) continue;
      } else {
        let to = this.next[state].get(code);
        while (to === undefined && state !== 0) {
          state = this.fail[state];
          to = state === 0 ? this.root[code] : this.next[state].get(code);
        }
        state = to ?? 0;
      }
      const length = this.longest[state];
      if (length === 0) continue;
      // A longer match can start before spans found earlier: it absorbs them.
      let start = i + 1 - length;
      while (spans.length > 0 && start <= spans[spans.length - 1].end) start = Math.min(start, spans.pop()!.start);
      spans.push({ start, end: i + 1 });
    }
    return spans;
  }
}
