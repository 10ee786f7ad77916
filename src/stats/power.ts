// Power of a one-sided test of a mean difference by the normal approximation
// (statistics.md §5.1), and the runs per arm that would reach a target power.

import { normalCdf, normalQuantile } from "./distributions.ts";

/** P(detect a drop of `drop`) when the mean difference has standard error `se`. */
export function powerForDrop(drop: number, se: number, alpha: number): number {
  if (se <= 0) return drop > 0 ? 1 : alpha;
  return normalCdf(drop / se - normalQuantile(1 - alpha));
}

/**
 * Runs per arm for the target power, scaling today's standard error: the
 * binomial part of the variance of a pass-rate difference falls as 1/runs.
 */
export function runsForPower(drop: number, se: number, runsPerArm: number, alpha: number, power = 0.8): number {
  if (se <= 0) return runsPerArm;
  const needed = ((normalQuantile(1 - alpha) + normalQuantile(power)) * se) / drop;
  return Math.max(1, Math.ceil(runsPerArm * needed * needed - 1e-9));
}

/** statistics.md's closed form: m cases, r runs per arm, a typical pass rate p. */
export function binomialPower(input: { cases: number; runs: number; passRate: number; drop: number; alpha: number }): number {
  return powerForDrop(input.drop, binomialStandardError(input.passRate, input.cases, input.runs), input.alpha);
}

export function binomialRunsForPower(input: { cases: number; passRate: number; drop: number; alpha: number; power?: number }): number {
  const z = normalQuantile(1 - input.alpha) + normalQuantile(input.power ?? 0.8);
  return (z * z * 2 * input.passRate * (1 - input.passRate)) / (input.cases * input.drop * input.drop);
}

/** SE(mean d) ≈ sqrt(2 p(1 - p) / (m r)). */
export function binomialStandardError(passRate: number, cases: number, runs: number): number {
  return Math.sqrt((2 * passRate * (1 - passRate)) / (cases * runs));
}
