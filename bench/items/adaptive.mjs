// Adaptive runs (`--runs auto`, the defaults: 3 to 10 runs per cell) against
// fixed `runs: 10`, by simulation: no agent runs, only the decision rule and the
// comparison, on simulated pull requests against the baselines users have: 3
// runs per cell (a push run with `runs: 3` or `runs: auto`), a pooled 20 runs
// per cell from main's history, and 10. Suites shaped like real ones (70% of
// the cells pass every run, the rest spread over 0.3–0.95) and suites whose
// pass rates spread over 0.3–1.0. Both designs see the same random runs (the
// adaptive head a prefix of them). Measures the `regression` rate (false alarms
// on no-change PRs, power otherwise), PR by PR against fixed runs, and the mean
// head executions per PR. docs/performance.md.

import { resolveAdaptive } from "../../src/adaptive/options.ts";
import { simulateScenario } from "../../src/adaptive/simulate.ts";
import { atMost, row } from "../lib/table.mjs";

const ITEM = "adaptive";

const REAL = { perfectShare: 0.7, rates: [0.3, 0.95] };
const SCENARIOS = [
  { name: "20 cases, no change", cases: 20, dropShare: 0, drop: 0, ...REAL },
  { name: "50 cases, no change", cases: 50, dropShare: 0, drop: 0, ...REAL },
  { name: "100 cases, no change", cases: 100, dropShare: 0, drop: 0, ...REAL },
  { name: "20 cases, 2 cells break", cases: 20, dropShare: 0, drop: 0, breaks: 2, ...REAL },
  { name: "20 cases (rates 0.3–1.0), no change", cases: 20, dropShare: 0, drop: 0 },
  { name: "50 cases (rates 0.3–1.0), no change", cases: 50, dropShare: 0, drop: 0 },
  { name: "100 cases (rates 0.3–1.0), no change", cases: 100, dropShare: 0, drop: 0 },
  { name: "20 cases (rates 0.3–1.0), 30% of cells −20 pts", cases: 20, dropShare: 0.3, drop: 0.2 },
  { name: "50 cases (rates 0.3–1.0), 30% of cells −20 pts", cases: 50, dropShare: 0.3, drop: 0.2 },
  { name: "20 cases (rates 0.3–1.0), 10% of cells −20…−100 pts", cases: 20, dropShare: 0.1, drop: [0.2, 1] },
  { name: "50 cases (rates 0.3–1.0), 10% of cells −20…−100 pts", cases: 50, dropShare: 0.1, drop: [0.2, 1] },
];
const BASELINES = [
  ["3-run baseline", 3, 60],
  ["pooled 20-run baseline", 20, 50],
  ["10-run baseline", 10, 60],
];

/** Power no worse than fixed runs' beyond 2 standard errors of the paired difference (0 when the designs never disagree). */
function noWorse(r) {
  const slack = 2 * r.pairedSe * 100;
  return { text: `≥ fixed − 2 paired SE (${slack.toFixed(2)} pts)`, pass: r.adaptive.regression >= r.fixed.regression - 2 * r.pairedSe - 1e-12 };
}

export async function adaptive({ quick = false } = {}) {
  const settings = resolveAdaptive({});
  const rows = [];
  const table = [];
  for (const [b, [baseline, baseRuns, bound]] of BASELINES.entries()) {
    for (const [i, s] of SCENARIOS.entries()) {
      const pullRequests = quick ? 40 : s.cases === 100 ? 100 : 300;
      const r = simulateScenario({ ...s, baseRuns, fixedRuns: 10, pullRequests, seed: 4000 + 100 * b + i }, settings);
      const noChange = s.dropShare === 0 && !s.breaks;
      const share = (r.adaptive.executions / r.fixed.executions) * 100;
      table.push({ baseline, scenario: s.name, pullRequests, fixed: r.fixed, adaptive: r.adaptive, onlyFixed: r.onlyFixed, onlyAdaptive: r.onlyAdaptive });
      const what = noChange ? "false alarms" : "power";
      const agreement = `fixed 10: ${(r.fixed.regression * 100).toFixed(1)}%; only fixed ${r.onlyFixed}, only adaptive ${r.onlyAdaptive}`;
      rows.push(
        row(
          ITEM,
          `${baseline}, ${s.name}: ${what}, adaptive (${agreement})`,
          r.adaptive.regression * 100,
          "%",
          noChange ? atMost(5, "%", r.adaptive.regression * 100) : noWorse(r),
        ),
      );
      // The Done-when's bounds are on real-shaped suites that change nothing; the rest is context.
      const target = noChange && s.perfectShare !== undefined && baseRuns !== 10 ? atMost(bound, "%", share) : undefined;
      rows.push(row(ITEM, `${baseline}, ${s.name}: executions vs fixed 10`, share, "%", target));
    }
  }
  return { rows, details: { table } };
}
