// Two runs that share no cell (case × runner) ran different suites or
// runners: a comparison of them says nothing but "every cell new, every cell
// missing". `compare` and `run --base` stop with exit 2 and say so, naming
// both sides, before anything is printed (or, for run, before any agent starts).

import { configError } from "../errors.ts";
import { CellSet, type CellId } from "../model/cell.ts";
import { plural } from "../format.ts";

interface Side {
  suite: { path: string };
  cells: readonly CellId[];
}

export function checkComparable(base: Side, head: Side, names: { base: string; head: string; hint: string }): void {
  if (base.cells.length === 0 || head.cells.length === 0) return;
  const inBase = new CellSet(base.cells);
  if (head.cells.some((c) => inBase.has(c))) return;
  const describe = (side: Side) => {
    const cases = new Set(side.cells.map((c) => c.caseId)).size;
    const runners = [...new Set(side.cells.map((c) => c.runnerId))];
    return `${side.suite.path || "an unnamed suite"}: ${plural(cases, "case")} on ${runners.slice(0, 3).join(", ")}${runners.length > 3 ? ", …" : ""}`;
  };
  const suites = base.suite.path !== head.suite.path ? "they ran different suites" : "they ran the same suite file with other cases or runners";
  throw configError(
    `${names.base} and ${names.head} have no cell (case × runner) in common: ${suites} (${names.base} ${describe(base)}; ${names.head} ${describe(head)})`,
    {
      where: names.base,
      hint: names.hint,
    },
  );
}
