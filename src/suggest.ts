// "did you mean …?" for misspelt names (fields, rule types, keys): the closest
// candidate by edit distance, when it is close enough to be a likely typo.

/** The candidate closest to `word`, or undefined when none is within a typo's reach. */
export function suggest(word: string, candidates: readonly string[]): string | undefined {
  const norm = (s: string) => s.toLowerCase().replaceAll("-", "_");
  const w = norm(word);
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const candidate of candidates) {
    const d = distance(w, norm(candidate));
    if (d < bestDistance) {
      best = candidate;
      bestDistance = d;
    }
  }
  // Short words need a closer match: "id" is not a typo of "tags".
  const reach = w.length <= 3 ? 1 : w.length <= 6 ? 2 : 3;
  return best !== undefined && bestDistance <= reach ? best : undefined;
}

/** Levenshtein distance, one row at a time. */
function distance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let prev = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const current = row[j]!;
      row[j] = Math.min(row[j]! + 1, row[j - 1]! + 1, prev + (a[i - 1] === b[j - 1] ? 0 : 1));
      prev = current;
    }
  }
  return row[b.length]!;
}
