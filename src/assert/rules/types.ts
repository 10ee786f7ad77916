// What a rule family provides: how to validate and compile a rule at load
// time, and the check it compiles to.

import type { AssertionRule, SuiteCase } from "../../model/case.ts";
import type { Session } from "../../model/session.ts";
import type { JudgeRequest, JudgeVerdict } from "../judge-types.ts";

export interface RuleInput {
  session: Session;
  /** The agent's final output. */
  output: string;
  /** The case's prompt. */
  input: string;
  testCase: SuiteCase;
  judge?: (request: JudgeRequest) => Promise<JudgeVerdict>;
}

export interface RuleOutcome {
  passed: boolean;
  /** What was found, true or not ("output contains …" / "output does not contain …"): negation reuses it. */
  message: string;
  expected?: unknown;
  actual?: unknown;
}

export type RuleCheck = (input: RuleInput) => RuleOutcome | Promise<RuleOutcome>;

export interface CompileContext {
  /** "suite.jsonl:12" */
  where: string;
  suiteDir: string;
  /** "assert[2]" (or "assert" for a single rule), for messages. */
  label: string;
  /** Throws the configuration error for this rule. */
  fail(problem: string, hint: string): never;
  /**
   * A feature agent-bench cannot run (a Yao process): the case is reported errored instead of run,
   * when the loader collects such features; otherwise a configuration error.
   */
  unsupported(field: string, reason: string, hint: string): RuleCheck;
}

export interface RuleDefinition {
  /** Whether `value` must be present. */
  value: "required" | "optional";
  /** Fields beyond type, value, message and negate this rule accepts. */
  fields?: readonly (keyof AssertionRule)[];
  /** A one-line example for hints. */
  example: string;
  compile(rule: AssertionRule, ctx: CompileContext): RuleCheck;
}

/** A failure of the check itself (a script that throws, no judge configured): origin "assert-hook". */
export class RuleCrash extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "RuleCrash";
  }
}
