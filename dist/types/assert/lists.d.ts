import type { Session } from "../model/session.js";
import { type Verdict } from "./helper.js";
import type { ListQuestions } from "./questions.js";
import type { AssertionOptions, ListAssertions } from "./types.js";
export interface ListSpec<M> {
    /** Prefix of recorded names: "commands" → "commands.includes". */
    group: string;
    one: string;
    many: string;
    values(session: Session): string[];
    predicate(matcher: M): (value: string) => boolean;
    describe(matcher: M): string;
    /** How an observed value is shown when these matchers are in play (e.g. parsed commands). */
    show?(matchers: readonly M[]): ((value: string) => string) | undefined;
    /** The follow-up question each failed method records (questions.ts). */
    questions: ListQuestions;
}
export declare function listChecks<M>(spec: ListSpec<M>): {
    includes: (report: Session, matcher: M, options?: AssertionOptions) => Verdict;
    notIncludes: (report: Session, matcher: M, options?: AssertionOptions) => Verdict;
    count: (report: Session, matcher: M, n: number, options?: AssertionOptions) => Verdict;
    atLeast: (report: Session, matcher: M, n: number, options?: AssertionOptions) => Verdict;
    atMost: (report: Session, matcher: M, n: number, options?: AssertionOptions) => Verdict;
    before: (report: Session, first: M, second: M, options?: AssertionOptions) => Verdict;
    only: (report: Session, matchers: readonly M[], options?: AssertionOptions) => Verdict;
    size: (report: Session, n: number, options?: AssertionOptions) => Verdict;
    exactlyOne: (report: Session, matcher: M, options?: AssertionOptions) => Verdict;
    first: (report: Session, matcher: M, options?: AssertionOptions) => Verdict;
    last: (report: Session, matcher: M, options?: AssertionOptions) => Verdict;
};
/** The public group (assert.commands, …) built from the checks, hard or soft. */
export declare function listGroup<M>(spec: ListSpec<M>, soft: boolean): ListAssertions<M>;
