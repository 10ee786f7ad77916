// Adaptive runs (`--runs auto`) against fixed `runs: 10`, by simulation: no
// agent runs, only the decision rule and the comparison, on simulated pull
// requests (pass rates spread over 0.3–1.0, a baseline of 10 runs per cell).
// Both designs see the same random runs (the adaptive head a prefix of them).
// Measures the `regression` rate (false alarms on no-change PRs, power
// otherwise) and the mean head executions per PR. docs/performance.md.

import { resolveAdaptive } from "../../src/adaptive/options.ts";
import { simulateScenario } from "../../src/adaptive/simulate.ts";
import { atMost, row } from "../lib/table.mjs";

const ITEM = "adaptive";

const SCENARIOS = [
  { name: "20 cases, no change", cases: 20, dropShare: 0, drop: 0 },
  { name: "50 cases, no change", cases: 50, dropShare: 0, drop: 0 },
  { name: "100 cases, no change", cases: 100, dropShare: 0, drop: 0 },
  { name: "20 cases, every cell −20 pts", cases: 20, dropShare: 1, drop: 0.2 },
  { name: "50 cases, 30% of cells −20 pts", cases: 50, dropShare: 0.3, drop: 0.2 },
  { name: "50 cases, 10% of cells −20…−100 pts", cases: 50, dropShare: 0.1, drop: [0.2, 1] },
  { name: "100 cases, 10% of cells −20…−100 pts", cases: 100, dropShare: 0.1, drop: [0.2, 1] },
];

export async function adaptive({ quick = false } = {}) {
  const pullRequests = quick ? 60 : 300;
  const designs = [
    ["3–10 (defaults)", resolveAdaptive({})],
    ["3–12", resolveAdaptive({ maxRuns: 12 })],
  ];
  const rows = [];
  const table = [];
  for (const [i, s] of SCENARIOS.entries()) {
    const results = designs.map(([label, settings]) => [label, simulateScenario({ ...s, baseRuns: 10, fixedRuns: 10, pullRequests, seed: 4000 + i }, settings)]);
    const fixed = results[0][1].fixed;
    const noChange = s.dropShare === 0;
    table.push({ scenario: s.name, fixed, adaptive: Object.fromEntries(results.map(([label, r]) => [label, r.adaptive])) });
    for (const [label, r] of results) {
      const what = noChange ? "false alarms" : "power";
      rows.push(row(ITEM, `${s.name}: ${what}, adaptive ${label} (fixed 10: ${(fixed.regression * 100).toFixed(1)}%)`, r.adaptive.regression * 100, "%", noChange ? atMost(5, "%", r.adaptive.regression * 100) : undefined));
      rows.push(row(ITEM, `${s.name}: executions, adaptive ${label} vs fixed 10`, (r.adaptive.executions / fixed.executions) * 100, "%", noChange ? atMost(60, "%", (r.adaptive.executions / fixed.executions) * 100) : undefined));
    }
  }
  return { rows, details: { pullRequests, table } };
}
