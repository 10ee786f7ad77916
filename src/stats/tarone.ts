// The cell family for discrete tests (statistics.md §6.1): a test whose
// smallest attainable p-value cannot reach the level only weakens the
// adjustment of the others, so it is left out. Conditional on what the
// attainable p-values depend on (a cell's margins), the family is fixed
// before any p-value is looked at, so an adjustment over it keeps its
// guarantee:
//   holm  every test that can reach the level at all is a member, and Holm's
//         step-down counts each member by the chance it had of a p-value that
//         small (Tarone's idea taken to each step, Hommel & Krummenauer 1998;
//         Westfall & Wolfinger 1997): a member that cannot get below p adds
//         nothing to the adjustment of p, one that can adds at most p.
//         Family-wise error at most the level.
//   bh    Tarone's (1990) family (with K the smallest number such that at
//         most K tests can reach level / K, those tests) and
//         Benjamini–Hochberg over it (Gilbert 2005): false discovery rate at
//         most the level, which is the family-wise error when nothing changed.

/** Relative slack for p-values that equal a level mathematically but were computed in floating point (1/20 against 0.05). */
const LEVEL_TOLERANCE = 1e-9;

/** p reaches the level: at most it (a level-α test rejects when p ≤ α), up to floating-point noise. */
export function reaches(p: number, level: number): boolean {
  return p <= level * (1 + LEVEL_TOLERANCE);
}

/**
 * One discrete test: its p-value and every p-value it could have given (under
 * "no change", P(p ≤ a) = a for each). `counted`, when given, is what it
 * counts for in the others' adjustments instead: a mixture of margins, each
 * with its chance (a cell an adaptive run stopped early counts as its margins
 * would have been at max-runs, averaged over what its remaining runs could have
 * given); its own p-value is judged on its own margins.
 */
export interface DiscreteTest {
  p: number;
  attainable: readonly number[];
  counted?: ReadonlyArray<{ weight: number; attainable: readonly number[] }>;
}

export interface FamilyAdjustment {
  /** Per test: in the family. */
  members: boolean[];
  /** Per test: the adjusted p-value; null outside the family. */
  adjusted: Array<number | null>;
  /** The family's size K: the cells the adjustment counts. */
  size: number;
}

/** The family at `level` and the adjusted p-values of its members (`null` tests are never members). */
export function adjustInFamily(tests: ReadonlyArray<DiscreteTest | null>, level: number, method: "holm" | "bh"): FamilyAdjustment {
  const minimums = tests.map((t) => (t ? Math.min(...t.attainable, ...(t.counted ?? []).flatMap((c) => c.attainable)) : null));
  const members = method === "holm" ? minimums.map((p) => p !== null && reaches(p, level)) : taroneFamily(minimums, level);
  const inFamily = tests.flatMap((t, index) => (t && members[index] ? [{ ...t, index }] : []));
  const adjusted: Array<number | null> = tests.map(() => null);
  const m = inFamily.length;
  const ascending = [...inFamily].sort((a, b) => a.p - b.p || a.index - b.index);
  if (method === "holm") {
    // p̃(i) = max over j ≤ i of min(1, Σ over the members not yet rejected of P(their p ≤ p(j))).
    let running = 0;
    ascending.forEach(({ p, index }, i) => {
      const mass = ascending
        .slice(i)
        .reduce((sum, other) => sum + (other.index === index || !other.counted ? attainedBelow(other.attainable, p) : countedBelow(other.counted, p)), 0);
      running = Math.max(running, Math.min(1, mass));
      adjusted[index] = running;
    });
  } else {
    // p̃(i) = min over j ≥ i of min(1, m p(j) / j).
    let running = 1;
    for (let i = m - 1; i >= 0; i--) {
      running = Math.min(running, Math.min(1, (m * ascending[i].p) / (i + 1)));
      adjusted[ascending[i].index] = running;
    }
  }
  return { members, adjusted, size: m };
}

/** The members of Tarone's family, given each test's smallest attainable p-value (null: no test). */
export function taroneFamily(minimums: ReadonlyArray<number | null>, level: number): boolean[] {
  const attainable = minimums.filter((p): p is number => p !== null);
  for (let k = 1; k < attainable.length; k++) {
    if (attainable.filter((p) => reaches(p, level / k)).length <= k) return minimums.map((p) => p !== null && reaches(p, level / k));
  }
  return minimums.map((p) => p !== null && reaches(p, level / Math.max(1, attainable.length)));
}

/** A mixture's P(p ≤ x): each component's, weighted by its chance. */
function countedBelow(counted: NonNullable<DiscreteTest["counted"]>, x: number): number {
  return counted.reduce((sum, c) => sum + c.weight * attainedBelow(c.attainable, x), 0);
}

/** P(p ≤ x) under "no change": the largest attainable p-value not above x (0 when none is). */
function attainedBelow(attainable: readonly number[], x: number): number {
  let best = 0;
  for (const a of attainable) if (reaches(a, x) && a > best) best = Math.min(a, x);
  return best;
}
