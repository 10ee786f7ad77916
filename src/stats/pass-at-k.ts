// Unbiased pass@k (Chen et al. 2021) and pass^k (τ-bench) estimators from c
// passes in n runs, k ≤ n (statistics.md §3). Products instead of binomial
// coefficients, so large n neither overflows nor loses precision.

/** P(at least one of k runs passes) = 1 - C(n-c, k) / C(n, k). */
export function passAtK(runs: number, passed: number, k: number): number {
  checkArguments(runs, passed, k);
  // pass@1 is exactly the pass rate (1 - (n-c)/n can differ in the last bit).
  if (k === 1) return passed / runs;
  const failed = runs - passed;
  if (failed < k) return 1;
  let allFail = 1;
  for (let i = 0; i < k; i++) allFail *= (failed - i) / (runs - i);
  return 1 - allFail;
}

/** P(all k runs pass) = C(c, k) / C(n, k). */
export function passHatK(runs: number, passed: number, k: number): number {
  checkArguments(runs, passed, k);
  if (passed < k) return 0;
  let allPass = 1;
  for (let i = 0; i < k; i++) allPass *= (passed - i) / (runs - i);
  return allPass;
}

/** Both estimators for k = 1..runs, keyed by k as a string (the stability.json shape). */
export function passKTable(runs: number, passed: number): { passAtK: Record<string, number>; passHatK: Record<string, number> } {
  const at: Record<string, number> = {};
  const hat: Record<string, number> = {};
  for (let k = 1; k <= runs; k++) {
    at[String(k)] = passAtK(runs, passed, k);
    hat[String(k)] = passHatK(runs, passed, k);
  }
  return { passAtK: at, passHatK: hat };
}

function checkArguments(runs: number, passed: number, k: number): void {
  if (!(Number.isInteger(runs) && Number.isInteger(passed) && Number.isInteger(k)) || passed < 0 || passed > runs || k < 1 || k > runs) {
    throw new RangeError(`pass@k needs integers 0 <= passed <= runs and 1 <= k <= runs (got runs ${runs}, passed ${passed}, k ${k})`);
  }
}
