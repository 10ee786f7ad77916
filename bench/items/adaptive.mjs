// Adaptive runs (`--runs auto`) against fixed `runs: 10`, by simulation: no
// agent runs, only the decision rule and the comparison, on simulated pull
// requests (pass rates spread over 0.3–1.0, a baseline of 10 runs per cell).
// Both designs see the same random runs (the adaptive head a prefix of them).
// Measures the `regression` rate (false alarms on no-change PRs, power
// otherwise), PR by PR against fixed runs, and the mean head executions per
// PR. docs/performance.md.

import { resolveAdaptive } from "../../src/adaptive/options.ts";
import { simulateScenario } from "../../src/adaptive/simulate.ts";
import { atMost, row } from "../lib/table.mjs";

const ITEM = "adaptive";

const SCENARIOS = [
  { name: "20 cases, no change", cases: 20, dropShare: 0, drop: 0 },
  { name: "50 cases, no change", cases: 50, dropShare: 0, drop: 0 },
  { name: "100 cases, no change", cases: 100, dropShare: 0, drop: 0 },
  { name: "20 cases, every cell −20 pts", cases: 20, dropShare: 1, drop: 0.2 },
  { name: "20 cases, 30% of cells −20 pts", cases: 20, dropShare: 0.3, drop: 0.2 },
  { name: "50 cases, 30% of cells −20 pts", cases: 50, dropShare: 0.3, drop: 0.2 },
  { name: "100 cases, 30% of cells −20 pts", cases: 100, dropShare: 0.3, drop: 0.2 },
  { name: "20 cases, 10% of cells −20…−100 pts", cases: 20, dropShare: 0.1, drop: [0.2, 1] },
  { name: "50 cases, 10% of cells −20…−100 pts", cases: 50, dropShare: 0.1, drop: [0.2, 1] },
  { name: "100 cases, 10% of cells −20…−100 pts", cases: 100, dropShare: 0.1, drop: [0.2, 1] },
];

/** Power no worse than fixed runs' beyond 2 standard errors of the paired difference (0 when the designs never disagree). */
function noWorse(r) {
  const slack = 2 * r.pairedSe * 100;
  return { text: `≥ fixed − 2 paired SE (${slack.toFixed(2)} pts)`, pass: r.adaptive.regression >= r.fixed.regression - 2 * r.pairedSe - 1e-12 };
}

export async function adaptive({ quick = false } = {}) {
  const pullRequests = quick ? 60 : 300;
  const designs = [
    ["3–10 (defaults)", resolveAdaptive({})],
    ["3–12", resolveAdaptive({ maxRuns: 12 })],
  ];
  const rows = [];
  const table = [];
  const noChangeShares = [];
  for (const [i, s] of SCENARIOS.entries()) {
    const results = designs.map(([label, settings]) => [
      label,
      simulateScenario({ ...s, baseRuns: 10, fixedRuns: 10, pullRequests, seed: 4000 + i }, settings),
    ]);
    const fixed = results[0][1].fixed;
    const noChange = s.dropShare === 0;
    table.push({
      scenario: s.name,
      fixed,
      adaptive: Object.fromEntries(results.map(([label, r]) => [label, { ...r.adaptive, onlyFixed: r.onlyFixed, onlyAdaptive: r.onlyAdaptive }])),
    });
    for (const [label, r] of results) {
      const defaults = label === designs[0][0];
      const share = (r.adaptive.executions / fixed.executions) * 100;
      if (noChange && defaults) noChangeShares.push(share);
      const what = noChange ? "false alarms" : "power";
      const agreement = `fixed 10: ${(fixed.regression * 100).toFixed(1)}%; only fixed ${r.onlyFixed}, only adaptive ${r.onlyAdaptive}`;
      const target = noChange ? atMost(5, "%", r.adaptive.regression * 100) : defaults ? noWorse(r) : undefined;
      rows.push(row(ITEM, `${s.name}: ${what}, adaptive ${label} (${agreement})`, r.adaptive.regression * 100, "%", target));
      rows.push(row(ITEM, `${s.name}: executions, adaptive ${label} vs fixed 10`, share, "%"));
    }
  }
  const mean = noChangeShares.reduce((a, b) => a + b, 0) / noChangeShares.length;
  rows.push(row(ITEM, "no change, 20–100 cases: mean executions, adaptive 3–10 vs fixed 10", mean, "%", atMost(60, "%", mean)));
  // The Done-when's population: 80% of the PRs change nothing, 20% have cells dropping 20–100 points.
  const mixed = [20, 50, 100].map((cases) => {
    const of = (name) => table.find((r) => r.scenario === name);
    const executions = (r) => r.adaptive[designs[0][0]].executions / r.fixed.executions;
    const share = 0.8 * executions(of(`${cases} cases, no change`)) + 0.2 * executions(of(`${cases} cases, 10% of cells −20…−100 pts`));
    rows.push(row(ITEM, `${cases} cases, 80% no change / 20% 10% of cells −20…−100 pts: executions, adaptive 3–10 vs fixed 10`, share * 100, "%"));
    return share * 100;
  });
  const mixedMean = mixed.reduce((a, b) => a + b, 0) / mixed.length;
  rows.push(row(ITEM, "80% no change / 20% dropping, 20–100 cases: mean executions, adaptive 3–10 vs fixed 10", mixedMean, "%", atMost(60, "%", mixedMean)));
  return { rows, details: { pullRequests, table } };
}
