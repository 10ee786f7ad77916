// Grades an Agent Skills eval: each evals.json expectation by the judge (one
// call per expectation, with expected_output, the agent's steps and the files
// it wrote as context), or a trigger eval by the runner's skill detection.

import type { Expectation, SuiteCase } from "../model/case.ts";
import type { AssertionResult, SerializedError, SourceLocation } from "../model/result.ts";
import type { Session, SkillDetection } from "../model/session.ts";
import { agentSteps, writtenFiles } from "./agent-steps.ts";
import { cutText } from "./bound.ts";
import type { JudgeRequest, JudgeVerdict } from "./judge-types.ts";
import { repoRelative } from "./location.ts";

/** What evaluate.ts passes (a subset of its options). */
interface SkillEvalOptions {
  workspace: string;
  repoRoot: string;
  judge?: (request: JudgeRequest) => Promise<JudgeVerdict>;
}

interface SkillEvalOutcome {
  assertions: AssertionResult[];
  failure?: { origin: "assertion" | "assert-hook"; error: SerializedError };
}

/** Detections that count as using the skill: the skill tool, or a read of its SKILL.md. */
const USED = new Set<SkillDetection["confidence"]>(["explicit", "strong"]);

export async function evaluateSkillEval(testCase: SuiteCase, session: Session, options: SkillEvalOptions): Promise<SkillEvalOutcome> {
  const spec = testCase.skillEval!;
  const file = repoRelative(testCase.source.file, options.repoRoot);
  if (spec.kind === "trigger") {
    const result = triggerResult(spec.skill.name, spec.shouldTrigger, session, { file, ...(testCase.source.line ? { line: testCase.source.line } : {}) });
    if (result.passed) return { assertions: [result] };
    return { assertions: [result], failure: { origin: "assertion", error: { name: "AssertionError", message: result.message! } } };
  }
  const assertions: AssertionResult[] = [];
  const crashes: string[] = [];
  const request = {
    output: session.finalOutput,
    input: testCase.prompt,
    ...(spec.expectedOutput !== undefined ? { expectedOutput: spec.expectedOutput } : {}),
    steps: agentSteps(session, options.workspace),
    written: { workspace: options.workspace, files: writtenFiles(session, options.workspace) },
  };
  for (const expectation of spec.expectations) {
    const location = { file, ...(expectation.line ? { line: expectation.line } : {}) };
    try {
      if (!options.judge) throw new Error("no judge runner is configured (set judge: in agent-bench.config)");
      const verdict = await options.judge({ ...request, criteria: expectation.text });
      if (typeof verdict?.passed !== "boolean") throw new Error('the judge\'s reply has no boolean "passed"');
      const reason = verdict.reason?.trim() || (verdict.passed ? "the judge found it met" : "the judge found it not met");
      assertions.push(expectationResult(expectation, verdict.passed, cutText(reason), location));
    } catch (error) {
      const message = `the judge could not decide: ${(error as Error)?.message ?? String(error)}`;
      crashes.push(`${quoted(expectation)}: ${message}`);
      assertions.push(expectationResult(expectation, false, cutText(message), location));
    }
  }
  // A judge that cannot answer says nothing about the agent: a crash of the check (as a JSONL judge rule's), not an unmet expectation.
  if (crashes.length > 0) return { assertions, failure: { origin: "assert-hook", error: { name: "JudgeError", message: crashes.join("\n") } } };
  const failed = assertions.filter((a) => !a.passed);
  if (failed.length === 0) return { assertions };
  return { assertions, failure: { origin: "assertion", error: { name: "AssertionError", message: expectationsMessage(failed, assertions.length) } } };
}

function expectationResult(e: Expectation, passed: boolean, reason: string, location: SourceLocation): AssertionResult {
  return { kind: "expectation", name: cutText(e.text, 1000), passed, actual: { passed, reason }, message: reason, location };
}

/** One line naming every unmet expectation by its text (the terminal shows the first line), then the judge's reasons. */
function expectationsMessage(failed: readonly AssertionResult[], total: number): string {
  const head =
    failed.length === 1
      ? `expectation not met: ${JSON.stringify(failed[0].name)}`
      : `${failed.length} of ${total} expectations not met: ${failed.map((a) => JSON.stringify(a.name)).join("; ")}`;
  return [head, ...failed.map((a) => `- ${JSON.stringify(a.name)}: ${a.message}`)].join("\n");
}

function quoted(e: Expectation): string {
  return JSON.stringify(e.text);
}

function triggerResult(skill: string, shouldTrigger: boolean, session: Session, location: SourceLocation): AssertionResult {
  const detection = session.detectedSkills.find((d) => d.skill === skill && USED.has(d.confidence));
  const used = detection !== undefined;
  const others = session.detectedSkills.filter((d) => d !== detection).map((d) => `${d.skill} (${d.confidence})`);
  const seen = detection ? `was used (${detection.confidence}: ${detection.evidence.slice(0, 2).join("; ") || "detected"})` : "was not used";
  const also = others.length > 0 ? `; other skills detected: ${others.join(", ")}` : "";
  const verdict = used === shouldTrigger ? "" : shouldTrigger ? "missed: " : "false trigger: ";
  return {
    kind: "trigger",
    name: `${skill} ${shouldTrigger ? "should trigger" : "should not trigger"}`,
    passed: used === shouldTrigger,
    expected: { skill, shouldTrigger },
    actual: { used, ...(detection ? { confidence: detection.confidence } : {}) },
    message: cutText(`${verdict}skill ${JSON.stringify(skill)} ${seen}${also}`),
    location,
  };
}
