import type nodeAssert from "node:assert/strict";
import type { FailureClass } from "../model/result.js";
import type { Session, SkillConfidence, ToolCallEvent } from "../model/session.js";
export type { SkillConfidence };
/** A substring (strings) or a regular expression. */
export type Matcher = string | RegExp;
/** An option value: a matcher for the value, or `true` for a flag without a value. */
export type CommandValueMatcher = Matcher | true;
export interface StructuredCommandMatcher {
    /** The program, compared with the whole first token (`"pnpm"`, not `"/usr/bin/pnpm"`), or a RegExp. */
    executable?: Matcher;
    /** Positional arguments in order; others may sit between them unless `strict`. Strings compare whole tokens. */
    positionals?: readonly Matcher[];
    options?: Readonly<Record<string, CommandValueMatcher | readonly CommandValueMatcher[]>>;
    /** Whether the command has a `--`. */
    endOfOptions?: boolean;
    /** Same as `strict` (skillgym treats both alike). */
    exact?: boolean;
    /** No other positionals or options than those listed, positionals in the same places. */
    strict?: boolean;
}
export interface CommandMatcherBuilderLike {
    build(): StructuredCommandMatcher;
}
export type CommandMatcher = Matcher | StructuredCommandMatcher | CommandMatcherBuilderLike;
export interface ToolCallMatcher {
    /** The tool name: a substring (skillgym's rule) or a RegExp such as /^Read$/. */
    tool?: Matcher;
    where?: (args: unknown, event: ToolCallEvent) => boolean;
}
export interface ExplainQuestionContext {
    report: Session;
    expected?: unknown;
    actual?: unknown;
    observed?: unknown;
}
/** skillgym's follow-up question for `skillgym explain`; accepted for compatibility. */
export interface ExplainOptions {
    question: string | ((ctx: ExplainQuestionContext) => string | undefined);
}
export interface AssertionOptions {
    /** Shown before the generated message. */
    message?: string;
    explain?: ExplainOptions;
}
export interface SkillAssertionOptions extends AssertionOptions {
    /** Count a detection only at or above this confidence (weak < medium < strong < explicit). */
    minConfidence?: SkillConfidence;
}
export interface SkillAssertions {
    has(report: Session, skill: string, options?: SkillAssertionOptions): void;
    notHas(report: Session, skill: string, options?: SkillAssertionOptions): void;
    includes(report: Session, skills: readonly string[], options?: SkillAssertionOptions): void;
    count(report: Session, skill: string, expected: number, options?: SkillAssertionOptions): void;
    exactlyOne(report: Session, skill: string, options?: SkillAssertionOptions): void;
    only(report: Session, skills: readonly string[], options?: SkillAssertionOptions): void;
}
/** Assertions over an ordered list of observed values (commands, file reads, file writes). */
export interface ListAssertions<M> {
    includes(report: Session, matcher: M, options?: AssertionOptions): void;
    notIncludes(report: Session, matcher: M, options?: AssertionOptions): void;
    count(report: Session, matcher: M, expected: number, options?: AssertionOptions): void;
    atLeast(report: Session, matcher: M, min: number, options?: AssertionOptions): void;
    atMost(report: Session, matcher: M, max: number, options?: AssertionOptions): void;
    before(report: Session, firstMatcher: M, secondMatcher: M, options?: AssertionOptions): void;
    only(report: Session, matchers: readonly M[], options?: AssertionOptions): void;
    size(report: Session, expected: number, options?: AssertionOptions): void;
    exactlyOne(report: Session, matcher: M, options?: AssertionOptions): void;
    first(report: Session, matcher: M, options?: AssertionOptions): void;
    last(report: Session, matcher: M, options?: AssertionOptions): void;
}
export type CommandAssertions = ListAssertions<CommandMatcher>;
export type FileReadAssertions = ListAssertions<Matcher>;
export type FileWriteAssertions = ListAssertions<Matcher>;
export interface ToolCallAssertions {
    has(report: Session, matcher: ToolCallMatcher, options?: AssertionOptions): void;
    count(report: Session, matcher: ToolCallMatcher, expected: number, options?: AssertionOptions): void;
    atLeast(report: Session, matcher: ToolCallMatcher, min: number, options?: AssertionOptions): void;
    atMost(report: Session, matcher: ToolCallMatcher, max: number, options?: AssertionOptions): void;
    before(report: Session, firstMatcher: ToolCallMatcher, secondMatcher: ToolCallMatcher, options?: AssertionOptions): void;
    /** The matchers match tool calls in this order (other calls may come between them). */
    sequence(report: Session, matchers: readonly ToolCallMatcher[], options?: AssertionOptions): void;
    only(report: Session, matchers: readonly ToolCallMatcher[], options?: AssertionOptions): void;
}
/** A JSON value, as `assert.output.json` compares it. */
export type JsonValue = string | number | boolean | null | readonly JsonValue[] | {
    readonly [key: string]: JsonValue;
};
export interface OutputAssertions {
    includes(report: Session, matcher: Matcher, options?: AssertionOptions): void;
    matches(report: Session, pattern: RegExp, options?: AssertionOptions): void;
    notEmpty(report: Session, options?: AssertionOptions): void;
    /**
     * The JSON in the final output (the whole text, a ```json block, or JSON between prose) has a
     * value at this JSONPath; with `expected`, that value deep-equals it (key order never matters).
     */
    json(report: Session, path: string, expected?: JsonValue, options?: AssertionOptions): void;
}
export type FailureClassInput = string | FailureClass;
export interface AssertionClassifier {
    <T>(failureClass: FailureClassInput, callback: () => T): T;
}
type NodeAssert = typeof nodeAssert;
export type AgentBenchSoftAssert = NodeAssert & {
    skills: SkillAssertions;
    commands: CommandAssertions;
    fileReads: FileReadAssertions;
    fileWrites: FileWriteAssertions;
    toolCalls: ToolCallAssertions;
    output: OutputAssertions;
};
export type AgentBenchAssert = NodeAssert & {
    soft: AgentBenchSoftAssert;
    skills: SkillAssertions;
    commands: CommandAssertions;
    fileReads: FileReadAssertions;
    fileWrites: FileWriteAssertions;
    toolCalls: ToolCallAssertions;
    output: OutputAssertions;
    classify: AssertionClassifier;
};
