// The suite-author API: what `import { assert, commandMatcher, type Case } from
// "agent-bench"` (and from "skillgym") gives a suite module. The names are
// skillgym's, so its suites run unchanged.

export { assert } from "./assert/assert.ts";
export { CommandMatcherBuilder, commandMatcher } from "./assert/command-matcher.ts";

export type {
  AssertionContext,
  Case,
  Suite,
  TestCase,
  TestSuite,
  BootstrapConfig as WorkspaceBootstrapConfig,
  WorkspaceConfig as SuiteWorkspaceConfig,
} from "./model/case.ts";
export type { MessageEvent, RunnerInfo, Session, SessionEvent, SessionReport, SkillDetection, ToolCallEvent, Usage as UsageReport } from "./model/session.ts";
export type {
  AssertionResult,
  ExecutionResult as RunnerResult,
  ExecutionStatus as RunnerResultStatus,
  FailureClass,
  FailureOrigin as RunnerFailureOrigin,
} from "./model/result.ts";
export type {
  AgentBenchAssert,
  AgentBenchAssert as SkillGymAssert,
  AgentBenchAssert as SkillgymAssert,
  AgentBenchSoftAssert,
  AgentBenchSoftAssert as SkillGymSoftAssert,
  AgentBenchSoftAssert as SkillgymSoftAssert,
  AssertionClassifier,
  AssertionOptions,
  CommandAssertions,
  CommandMatcher,
  CommandMatcherBuilderLike,
  CommandValueMatcher,
  ExplainOptions,
  FailureClassInput,
  FileReadAssertions,
  FileWriteAssertions,
  JsonValue,
  Matcher,
  OutputAssertions,
  SkillAssertionOptions,
  SkillAssertions,
  SkillConfidence,
  StructuredCommandMatcher,
  ToolCallAssertions,
  ToolCallMatcher,
} from "./assert/types.ts";
export type { Reporter, SuiteStartInfo, ReporterContext, RenderOptions, AskOptions } from "./report/reporters/types.ts";
export type { ReportModel, ReportLinks } from "./report/model.ts";
export { defineConfig } from "./config/types.ts";
export type { AgentBenchConfig, ConfigDefaults, Duration, RunnerConfig, VariantSettings, WorkspaceBootstrap, WorkspaceSettings } from "./config/types.ts";
