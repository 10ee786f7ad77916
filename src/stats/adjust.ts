// Multiple-comparison adjustment of p-values (statistics.md §6). The adjusted
// values come back in the input order; null entries (no test) stay null and do
// not count towards the number of tests.

export type AdjustMethod = "bh" | "by" | "holm";

export function adjustPValues(pValues: ReadonlyArray<number | null>, method: AdjustMethod): Array<number | null> {
  const tested = pValues.flatMap((p, index) => (p === null ? [] : [{ p, index }]));
  const m = tested.length;
  const result: Array<number | null> = pValues.map(() => null);
  if (m === 0) return result;
  const ascending = [...tested].sort((a, b) => a.p - b.p || a.index - b.index);
  if (method === "holm") {
    // p̃(i) = max over j ≤ i of min(1, (m - j + 1) p(j)), ranks from 1.
    let running = 0;
    ascending.forEach(({ p, index }, i) => {
      running = Math.max(running, Math.min(1, (m - i) * p));
      result[index] = running;
    });
    return result;
  }
  // Benjamini–Hochberg: p̃(i) = min over j ≥ i of min(1, m p(j) / j); BY multiplies by Σ 1/j.
  const dependence = method === "by" ? harmonic(m) : 1;
  let running = 1;
  for (let i = m - 1; i >= 0; i--) {
    const { p, index } = ascending[i];
    running = Math.min(running, Math.min(1, (dependence * m * p) / (i + 1)));
    result[index] = running;
  }
  return result;
}

function harmonic(m: number): number {
  let sum = 0;
  for (let j = 1; j <= m; j++) sum += 1 / j;
  return sum;
}
