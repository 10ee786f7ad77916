import type { z } from "zod";
import type { armCountsSchema, cellComparisonSchema, cellTierSchema, comparisonSchema, costDeltaSchema, runnerDeltaSchema, suiteArmSchema, verdictSchema } from "./schema/comparison.js";
export type Verdict = z.output<typeof verdictSchema>;
/** "case-changed": the case's test changed since the baseline: head numbers shown, not compared. */
export type CellTier = z.output<typeof cellTierSchema>;
export type ArmCounts = z.output<typeof armCountsSchema>;
/** delta: head - base pass rate (negative is worse); pValue: one-sided exact test in the direction of the change; severe: a reliable cell broke outright. */
export type CellComparison = z.output<typeof cellComparisonSchema>;
export type SuiteArm = z.output<typeof suiteArmSchema>;
export type CostDelta = z.output<typeof costDeltaSchema>;
export type RunnerDelta = z.output<typeof runnerDeltaSchema>;
/** alpha: the false-alarm budget, split into levels (suite, cell); adjust: how per-cell p-values were adjusted (docs/comparison.md). */
export type Comparison = z.output<typeof comparisonSchema>;
