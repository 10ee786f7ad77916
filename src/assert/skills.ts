// assert.skills.*: the skills the runner detected (one detection per skill,
// with its strongest confidence). `minConfidence` counts only detections at or
// above it: weak < medium < strong < explicit.

import { SKILL_CONFIDENCE_ORDER, type Session, type SkillConfidence, type SkillDetection } from "../model/session.ts";
import { compose, quoteList } from "./format.ts";
import { helper, type Verdict } from "./helper.ts";
import { skillQuestions } from "./questions.ts";
import type { SkillAssertionOptions, SkillAssertions } from "./types.ts";

function meets(detection: SkillDetection, min: SkillConfidence | undefined): boolean {
  if (min === undefined) return true;
  if (!SKILL_CONFIDENCE_ORDER.includes(min))
    throw new TypeError(`minConfidence must be one of ${SKILL_CONFIDENCE_ORDER.join(", ")}, got ${JSON.stringify(min)}`);
  return SKILL_CONFIDENCE_ORDER.indexOf(detection.confidence) >= SKILL_CONFIDENCE_ORDER.indexOf(min);
}

function matching(report: Session, skill: string, options?: SkillAssertionOptions): SkillDetection[] {
  return report.detectedSkills.filter((d) => d.skill === skill && meets(d, options?.minConfidence));
}

function atConfidence(options?: SkillAssertionOptions): string {
  return options?.minConfidence === undefined ? "" : ` with confidence ${options.minConfidence} or higher`;
}

function observed(report: Session): string {
  const skills = report.detectedSkills;
  if (skills.length === 0) return "Observed skills: (none)";
  return `Observed skills: ${skills.map((d) => `${d.skill} (${d.confidence}${d.evidence.length ? `: ${d.evidence.slice(0, 3).join("; ")}` : ""})`).join(", ")}`;
}

function verdict(
  report: Session,
  passed: boolean,
  detail: string,
  options: SkillAssertionOptions | undefined,
  expected: unknown,
  actual: unknown,
  question: string,
): Verdict {
  return {
    passed,
    ...(passed ? {} : { message: compose(detail, observed(report), options?.message), question }),
    expected,
    actual,
    observed: report.detectedSkills,
  };
}

const summary = (report: Session) => report.detectedSkills.map((d) => `${d.skill} (${d.confidence})`);

const checks = {
  has: (report: Session, skill: string, options?: SkillAssertionOptions): Verdict => {
    const found = matching(report, skill, options);
    return verdict(
      report,
      found.length > 0,
      `Expected skill ${JSON.stringify(skill)} to be detected${atConfidence(options)}, but it was not.`,
      options,
      skill,
      summary(report),
      skillQuestions.has(skill, options?.minConfidence),
    );
  },
  notHas: (report: Session, skill: string, options?: SkillAssertionOptions): Verdict => {
    const found = matching(report, skill, options);
    const how = found.map((d) => d.confidence).join(", ");
    return verdict(
      report,
      found.length === 0,
      `Expected skill ${JSON.stringify(skill)} not to be detected${atConfidence(options)}, but it was (${how}).`,
      options,
      `not ${skill}`,
      summary(report),
      skillQuestions.notHas(skill, options?.minConfidence),
    );
  },
  includes: (report: Session, skills: readonly string[], options?: SkillAssertionOptions): Verdict => {
    const missing = skills.filter((s) => matching(report, s, options).length === 0);
    const detail = `Expected skills ${quoteList(skills)} to be detected${atConfidence(options)}, but ${quoteList(missing)} ${missing.length === 1 ? "was" : "were"} not.`;
    return verdict(report, missing.length === 0, detail, options, [...skills], summary(report), skillQuestions.includes(missing, options?.minConfidence));
  },
  count: (report: Session, skill: string, expected: number, options?: SkillAssertionOptions): Verdict => {
    const actual = matching(report, skill, options).length;
    return verdict(
      report,
      actual === expected,
      `Expected skill ${JSON.stringify(skill)} to be detected ${expected} time(s)${atConfidence(options)}, but found ${actual}.`,
      options,
      expected,
      actual,
      skillQuestions.count(skill, expected, actual, options?.minConfidence),
    );
  },
  exactlyOne: (report: Session, skill: string, options?: SkillAssertionOptions): Verdict => {
    const actual = matching(report, skill, options).length;
    return verdict(
      report,
      actual === 1,
      `Expected skill ${JSON.stringify(skill)} to be detected exactly once${atConfidence(options)}, but found ${actual}.`,
      options,
      1,
      actual,
      skillQuestions.exactlyOne(skill, actual, options?.minConfidence),
    );
  },
  only: (report: Session, skills: readonly string[], options?: SkillAssertionOptions): Verdict => {
    const extra = report.detectedSkills.filter((d) => meets(d, options?.minConfidence) && !skills.includes(d.skill));
    const detail = `Expected only skills ${quoteList(skills) || "(none)"} to be detected${atConfidence(options)}, but also found ${extra.map((d) => `${JSON.stringify(d.skill)} (${d.confidence})`).join(", ")}.`;
    return verdict(
      report,
      extra.length === 0,
      detail,
      options,
      [...skills],
      extra.map((d) => d.skill),
      skillQuestions.only(
        skills,
        extra.map((d) => `${d.skill} (${d.confidence})`),
        options?.minConfidence,
      ),
    );
  },
};

export function skillAssertions(soft: boolean): SkillAssertions {
  return {
    has: helper("skills.has", checks.has, soft),
    notHas: helper("skills.notHas", checks.notHas, soft),
    includes: helper("skills.includes", checks.includes, soft),
    count: helper("skills.count", checks.count, soft),
    exactlyOne: helper("skills.exactlyOne", checks.exactlyOne, soft),
    only: helper("skills.only", checks.only, soft),
  };
}
