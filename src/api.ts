// The suite-author API: what `import { assert, type Case } from "agent-bench"`
// (and from "skillgym") gives a suite module.

import nodeAssert from "node:assert/strict";

export const assert = nodeAssert;

export type { AssertionContext, Case, Suite, TestCase, TestSuite, WorkspaceConfig as SuiteWorkspaceConfig } from "./model/case.ts";
export type {
  Session,
  SessionReport,
  SessionEvent,
  SkillDetection,
  SkillConfidence,
  Usage as UsageReport,
  RunnerInfo,
} from "./model/session.ts";
export type { ExecutionResult as RunnerResult, FailureClass, FailureOrigin as RunnerFailureOrigin } from "./model/result.ts";
