// Calibration of a skill's lift by simulation (docs/lift.md, "Calibration"):
// a skill that changes nothing must be called `helps` or `hurts` at most 5% of
// the time at the run counts and suite sizes users have (3, 5, 10 runs × 1 to
// 50 cases, pass rates as real suites have them, cost with its spread, a few
// errored runs); a 30-point lift over 10 cases × 5 runs must be found at least
// 80% of the time; a skill that halves the cost at an equal pass rate helps.
// Seeded, so every run gives the same numbers; the rates are printed as test
// diagnostics. A configuration's rate is a Monte Carlo estimate of a few
// hundred simulations: each must be consistent with at most 5% (above it by no
// more than its sampling error, one-sided 95%), and all together, a few
// thousand simulations, at most 5%. The design guarantees it: the three tests'
// levels add up to 5% (docs/lift.md).

import assert from "node:assert/strict";
import { test } from "node:test";
import { liftOf } from "../../src/compare/lift.ts";
import type { LiftVerdict } from "../../src/model/lift.ts";
import { createRng } from "../../src/stats/prng.ts";
import { mixedRate, simulateRuns, WITH, WITHOUT, type Scenario } from "../helpers/lift-runs.ts";

const ARMS = { skill: "greet", treatment: WITH, control: WITHOUT };

function rates(scenario: (rng: ReturnType<typeof createRng>) => Scenario, sims: number, seed: number): Record<LiftVerdict, number> {
  const rng = createRng(seed);
  const counts: Record<LiftVerdict, number> = { helps: 0, hurts: 0, "no-detectable-difference": 0 };
  for (let s = 0; s < sims; s++) counts[liftOf(simulateRuns(scenario(rng), rng), ARMS).verdict]++;
  return { helps: counts.helps / sims, hurts: counts.hurts / sims, "no-detectable-difference": counts["no-detectable-difference"] / sims };
}

test("a skill that changes nothing: helps or hurts at most 5% of the time over 3, 5, 10 runs × 1 to 50 cases", (t) => {
  const wolves: string[] = [];
  let alarms = 0;
  let all = 0;
  for (const runs of [3, 5, 10]) {
    for (const cases of [1, 3, 10, 50]) {
      const sims = cases === 50 ? 200 : 300;
      const r = rates((rng) => ({ cases, runs, rate: mixedRate(rng), errorRate: 0.03 }), sims, runs * 100 + cases);
      const alarm = r.helps + r.hurts;
      t.diagnostic(`${runs} runs × ${cases} cases: helps ${r.helps.toFixed(3)}, hurts ${r.hurts.toFixed(3)}`);
      if (alarm > 0.05 + 1.645 * Math.sqrt((0.05 * 0.95) / sims)) wolves.push(`${runs} runs × ${cases} cases: ${alarm}`);
      alarms += alarm * sims;
      all += sims;
    }
  }
  assert.deepEqual(wolves, []);
  t.diagnostic(`all together: ${(alarms / all).toFixed(4)} of ${all}`);
  assert.ok(alarms / all <= 0.05, `false-alarm rate ${alarms / all}`);
});

test("a 30-point lift over 10 cases × 5 runs is found (helps) at least 80% of the time, and a 30-point fall (hurts)", (t) => {
  // Pass rates from 30% to 70% without the skill, 30 points higher with it.
  const rate = (i: number) => 0.3 + 0.4 * ((i * 0.618) % 1);
  const up = rates(() => ({ cases: 10, runs: 5, rate, lift: (c) => c + 0.3 }), 300, 11);
  const down = rates(() => ({ cases: 10, runs: 5, rate: (i) => rate(i) + 0.3, lift: (c) => c - 0.3 }), 300, 12);
  t.diagnostic(`+30 points: helps ${up.helps}; −30 points: hurts ${down.hurts}`);
  assert.ok(up.helps >= 0.8, `helps ${up.helps}`);
  assert.ok(down.hurts >= 0.8, `hurts ${down.hurts}`);
  assert.ok(up.hurts === 0 && down.helps === 0);
});

test("a skill that halves the cost at an equal pass rate helps", (t) => {
  const half = rates((rng) => ({ cases: 10, runs: 5, rate: mixedRate(rng), costRatio: 0.5 }), 100, 13);
  const double = rates((rng) => ({ cases: 10, runs: 5, rate: mixedRate(rng), costRatio: 2 }), 100, 14);
  t.diagnostic(`half the cost: helps ${half.helps}; twice the cost: hurts ${double.hurts}`);
  assert.ok(half.helps >= 0.95, `helps ${half.helps}`);
  assert.ok(double.hurts >= 0.95, `hurts ${double.hurts}`);
});
