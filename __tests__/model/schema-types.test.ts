// The saved formats' types are written out in src/model/*.ts because the
// published declarations (dist/types, reached from the suite API's
// ReportModel and RunnerResult) must not need zod; each must be exactly the
// output type of its schema in src/model/schema/, which every reader parses
// with. `npm run typecheck` fails when one drifts from the other.
import assert from "node:assert/strict";
import { test } from "node:test";
import type { z } from "zod";
import type { historyEntrySchema, historyFileSchema } from "../../src/history/schema.ts";
import type { HistoryEntry, HistoryFile } from "../../src/history/entry.ts";
import type { AdaptiveCell, AdaptiveRecord, StopReason } from "../../src/model/adaptive.ts";
import type { LiftFile, SkillLift } from "../../src/model/lift.ts";
import type { liftFileSchema, skillLiftSchema } from "../../src/model/schema/lift.ts";
import type { BehaviourChange, BehaviourProfile, ExecutionBehaviour } from "../../src/model/behaviour.ts";
import type {
  ArmCounts,
  CellComparison,
  ComparisonNote,
  CostDelta,
  DescribedComparison,
  RunnerDelta,
  SuiteArm,
  Verdict,
  VerdictWhy,
} from "../../src/model/comparison.ts";
import type {
  AssertionResult,
  CaseInfo,
  DialogRecord,
  ExecutionResult,
  ExecutionStatus,
  FailureClass,
  FailureOrigin,
  PlanInfo,
  RunEnvironment,
  RunEventLine,
  RunFile,
  RunInvocation,
  RunSummary,
  SerializedError,
  SourceLocation,
} from "../../src/model/result.ts";
import type { Session, SessionEvent, Usage } from "../../src/model/session.ts";
import type { sessionEventSchema, sessionSchema } from "../../src/model/schema/session.ts";
import type { Distribution, StabilityCell, StabilityFile, StabilityRunner, StabilitySummary } from "../../src/model/stability.ts";
import type { TreatmentChanges, TreatmentManifest } from "../../src/model/treatment.ts";
import type { adaptiveCellSchema, adaptiveRecordSchema, stopReasonSchema } from "../../src/model/schema/adaptive.ts";
import type { behaviourProfileSchema, executionBehaviourSchema } from "../../src/model/schema/behaviour.ts";
import type {
  armCountsSchema,
  behaviourChangeSchema,
  cellComparisonSchema,
  comparisonNoteSchema,
  comparisonSchema,
  costDeltaSchema,
  runnerDeltaSchema,
  suiteArmSchema,
  treatmentChangesSchema,
  verdictSchema,
  verdictWhySchema,
} from "../../src/model/schema/comparison.ts";
import type { runnerRefSchema } from "../../src/model/schema/primitives.ts";
import type {
  assertionResultSchema,
  caseInfoSchema,
  dialogRecordSchema,
  executionResultSchema,
  executionStatusSchema,
  failureClassSchema,
  failureOriginSchema,
  planInfoSchema,
  runEnvironmentSchema,
  runEventLineSchema,
  runFileSchema,
  runInvocationSchema,
  runSummarySchema,
  serializedErrorSchema,
  sourceLocationSchema,
  usageSchema,
} from "../../src/model/schema/run-file.ts";
import type {
  distributionSchema,
  stabilityCellSchema,
  stabilityFileReader,
  stabilityFileSchema,
  stabilitySummarySchema,
} from "../../src/model/schema/stability.ts";
import type { treatmentSchema } from "../../src/model/schema/treatment.ts";
import type { ExplainedExecution, ExplanationAnswer, ExplanationsFile } from "../../src/model/explanations.ts";
import type { explainedExecutionSchema, explanationAnswerSchema, explanationsFileSchema } from "../../src/model/schema/explanations.ts";

type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
type Out<S extends z.ZodType> = z.output<S>;

const checks = {
  StopReason: true satisfies Equal<StopReason, Out<typeof stopReasonSchema>>,
  AdaptiveCell: true satisfies Equal<AdaptiveCell, Out<typeof adaptiveCellSchema>>,
  AdaptiveRecord: true satisfies Equal<AdaptiveRecord, Out<typeof adaptiveRecordSchema>>,
  ExecutionBehaviour: true satisfies Equal<ExecutionBehaviour, Out<typeof executionBehaviourSchema>>,
  BehaviourProfile: true satisfies Equal<BehaviourProfile, Out<typeof behaviourProfileSchema>>,
  BehaviourChange: true satisfies Equal<BehaviourChange, Out<typeof behaviourChangeSchema>>,
  TreatmentManifest: true satisfies Equal<TreatmentManifest, Out<typeof treatmentSchema>>,
  TreatmentChanges: true satisfies Equal<TreatmentChanges, Out<typeof treatmentChangesSchema>>,
  Distribution: true satisfies Equal<Distribution, Out<typeof distributionSchema>>,
  StabilityCell: true satisfies Equal<StabilityCell, Out<typeof stabilityCellSchema>>,
  StabilitySummary: true satisfies Equal<StabilitySummary, Out<typeof stabilitySummarySchema>>,
  StabilityRunner: true satisfies Equal<StabilityRunner, Out<typeof runnerRefSchema>>,
  StabilityFile: true satisfies Equal<StabilityFile, Out<typeof stabilityFileSchema>>,
  Verdict: true satisfies Equal<Verdict, Out<typeof verdictSchema>>,
  ArmCounts: true satisfies Equal<ArmCounts, Out<typeof armCountsSchema>>,
  CellComparison: true satisfies Equal<CellComparison, Out<typeof cellComparisonSchema>>,
  SuiteArm: true satisfies Equal<SuiteArm, Out<typeof suiteArmSchema>>,
  CostDelta: true satisfies Equal<CostDelta, Out<typeof costDeltaSchema>>,
  RunnerDelta: true satisfies Equal<RunnerDelta, Out<typeof runnerDeltaSchema>>,
  DescribedComparison: true satisfies Equal<DescribedComparison, Out<typeof comparisonSchema>>,
  VerdictWhy: true satisfies Equal<VerdictWhy, Out<typeof verdictWhySchema>>,
  ComparisonNote: true satisfies Equal<ComparisonNote, Out<typeof comparisonNoteSchema>>,
  ExecutionStatus: true satisfies Equal<ExecutionStatus, Out<typeof executionStatusSchema>>,
  FailureOrigin: true satisfies Equal<FailureOrigin, Out<typeof failureOriginSchema>>,
  FailureClass: true satisfies Equal<FailureClass, Out<typeof failureClassSchema>>,
  SourceLocation: true satisfies Equal<SourceLocation, Out<typeof sourceLocationSchema>>,
  AssertionResult: true satisfies Equal<AssertionResult, Out<typeof assertionResultSchema>>,
  SerializedError: true satisfies Equal<SerializedError, Out<typeof serializedErrorSchema>>,
  Usage: true satisfies Equal<Usage, Out<typeof usageSchema>>,
  DialogRecord: true satisfies Equal<DialogRecord, Out<typeof dialogRecordSchema>>,
  ExecutionResult: true satisfies Equal<ExecutionResult, Out<typeof executionResultSchema>>,
  RunEnvironment: true satisfies Equal<RunEnvironment, Out<typeof runEnvironmentSchema>>,
  RunSummary: true satisfies Equal<RunSummary, Out<typeof runSummarySchema>>,
  PlanInfo: true satisfies Equal<PlanInfo, Out<typeof planInfoSchema>>,
  RunInvocation: true satisfies Equal<RunInvocation, Out<typeof runInvocationSchema>>,
  CaseInfo: true satisfies Equal<CaseInfo, Out<typeof caseInfoSchema>>,
  RunFile: true satisfies Equal<RunFile, Out<typeof runFileSchema>>,
  RunEventLine: true satisfies Equal<RunEventLine, Out<typeof runEventLineSchema>>,
  SessionEvent: true satisfies Equal<SessionEvent, Out<typeof sessionEventSchema>>,
  Session: true satisfies Equal<Session, Out<typeof sessionSchema>>,
  HistoryEntry: true satisfies Equal<HistoryEntry, Out<typeof historyEntrySchema>>,
  HistoryFile: true satisfies Equal<HistoryFile, Out<typeof historyFileSchema>>,
  ExplanationAnswer: true satisfies Equal<ExplanationAnswer, Out<typeof explanationAnswerSchema>>,
  ExplainedExecution: true satisfies Equal<ExplainedExecution, Out<typeof explainedExecutionSchema>>,
  ExplanationsFile: true satisfies Equal<ExplanationsFile, Out<typeof explanationsFileSchema>>,
  SkillLift: true satisfies Equal<SkillLift, Out<typeof skillLiftSchema>>,
  LiftFile: true satisfies Equal<LiftFile, Out<typeof liftFileSchema>>,
  // What readers return (a version-1 stability.json read as the current one) is a StabilityFile.
  StabilityReader: true satisfies Equal<Out<typeof stabilityFileReader> extends StabilityFile ? true : false, true>,
};

test("every saved format's type is exactly its schema's output (checked by the type checker)", () => {
  assert.ok(Object.values(checks).every(Boolean));
  assert.equal(Object.keys(checks).length, 48);
});
