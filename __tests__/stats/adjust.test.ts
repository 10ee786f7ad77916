import assert from "node:assert/strict";
import { test } from "node:test";
import { adjustPValues } from "../../src/stats/adjust.ts";

const round6 = (values: Array<number | null>): Array<number | null> => values.map((v) => (v === null ? null : Number(v.toPrecision(6))));

test("statistics.md §9.5: Benjamini–Hochberg, Benjamini–Yekutieli and Holm", () => {
  const p = [0.005, 0.01, 0.03, 0.04, 0.2];
  assert.deepEqual(round6(adjustPValues(p, "bh")), [0.025, 0.025, 0.05, 0.05, 0.2]);
  assert.deepEqual(round6(adjustPValues(p, "by")), [0.0570833, 0.0570833, 0.114167, 0.114167, 0.456667]);
  assert.deepEqual(round6(adjustPValues(p, "holm")), [0.025, 0.04, 0.09, 0.09, 0.2]);
});

// Unsorted input with ties. BH: SciPy 1.17.1 false_discovery_control(p, method="bh");
// Holm: its definition, computed with NumPy in the same environment.
test("unsorted input with ties keeps its order (SciPy / NumPy reference)", () => {
  const p = [0.04, 0.001, 0.2, 0.04, 0.5, 0.03];
  assert.deepEqual(round6(adjustPValues(p, "bh")), [0.06, 0.006, 0.24, 0.06, 0.5, 0.06]);
  assert.deepEqual(round6(adjustPValues(p, "holm")), [0.16, 0.006, 0.4, 0.16, 0.5, 0.15]);
});

test("cells without a test (null) stay null and do not count towards m", () => {
  assert.deepEqual(round6(adjustPValues([null, 0.01, null, 0.04], "bh")), [null, 0.02, null, 0.04]);
  assert.deepEqual(round6(adjustPValues([null, 0.01, null, 0.04], "holm")), [null, 0.02, null, 0.04]);
  assert.deepEqual(adjustPValues([null, null], "bh"), [null, null]);
});

test("adjusted p-values never exceed 1 and never fall below the raw ones", () => {
  const p = [0.9, 0.8, 0.95, 0.01];
  for (const method of ["bh", "by", "holm"] as const) {
    adjustPValues(p, method).forEach((a, i) => {
      assert.ok(a !== null && a <= 1 && a >= p[i], `${method}: ${a} for ${p[i]}`);
    });
  }
});
