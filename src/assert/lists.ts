// The eleven ordered-list assertions shared by commands, file reads and file
// writes: includes, notIncludes, count, atLeast, atMost, before, only, size,
// exactlyOne, first, last. Each failure names what was expected and lists what
// was observed, numbered, so "#3" in a message points into the list.

import type { Session } from "../model/session.ts";
import { plural } from "../format.ts";
import { compose, observedList } from "./format.ts";
import { helper, type Verdict } from "./helper.ts";
import type { ListQuestions } from "./questions.ts";
import type { AssertionOptions, ListAssertions } from "./types.ts";

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

type Check = (...args: never[]) => Verdict;

export function listChecks<M>(spec: ListSpec<M>) {
  const kit = listKit(spec);
  const has = membershipChecks(kit);
  const counts = countChecks(kit);
  const order = orderChecks(kit);
  return {
    includes: has.includes,
    notIncludes: has.notIncludes,
    count: counts.count,
    atLeast: counts.atLeast,
    atMost: counts.atMost,
    before: order.before,
    only: has.only,
    size: counts.size,
    exactlyOne: counts.exactlyOne,
    first: order.first,
    last: order.last,
  } satisfies Record<keyof ListAssertions<M>, Check>;
}

/** What every check of one list shares: its spec, and how it counts matches and words a verdict. */
interface ListKit<M> {
  spec: ListSpec<M>;
  observed: (values: string[], matchers: readonly M[]) => string;
  counted: (report: Session, matcher: M) => { values: string[]; count: number };
  verdict: (
    passed: boolean,
    detail: string,
    values: string[],
    matchers: readonly M[],
    options: AssertionOptions | undefined,
    extra: Omit<Verdict, "passed" | "message">,
  ) => Verdict;
}

function listKit<M>(spec: ListSpec<M>): ListKit<M> {
  const observed = (values: string[], matchers: readonly M[]) => observedList(spec.many, values, spec.show?.(matchers));
  return {
    spec,
    observed,
    counted: (report, matcher) => {
      const values = spec.values(report);
      return { values, count: indexes(values, spec.predicate(matcher)).length };
    },
    verdict: (passed, detail, values, matchers, options, extra) => ({
      passed,
      ...(passed ? {} : { message: compose(detail, observed(values, matchers), options?.message) }),
      observed: values,
      ...extra,
    }),
  };
}

/** Where in the list the values passing the test are. */
function indexes(values: string[], test: (v: string) => boolean): number[] {
  return values.flatMap((v, i) => (test(v) ? [i] : []));
}

/** "#2, #5": positions as the observed list numbers them. */
function refs(list: number[]): string {
  return list.map((i) => `#${i + 1}`).join(", ");
}

/** includes, notIncludes, only: whether values matching (or not matching) are in the list. */
function membershipChecks<M>({ spec, verdict }: ListKit<M>) {
  const { one, many, questions: ask } = spec;
  return {
    includes: (report: Session, matcher: M, options?: AssertionOptions): Verdict => {
      const values = spec.values(report);
      const passed = values.some(spec.predicate(matcher));
      return verdict(passed, `Expected a ${one} matching ${spec.describe(matcher)}, but none did.`, values, [matcher], options, {
        expected: spec.describe(matcher),
        actual: values,
        question: ask.includes(spec.describe(matcher)),
      });
    },
    notIncludes: (report: Session, matcher: M, options?: AssertionOptions): Verdict => {
      const values = spec.values(report);
      const hits = indexes(values, spec.predicate(matcher));
      const detail = `Expected no ${one} matching ${spec.describe(matcher)}, but ${plural(hits.length, one, many)} did (${refs(hits)}).`;
      return verdict(hits.length === 0, detail, values, [matcher], options, {
        expected: spec.describe(matcher),
        actual: hits.map((i) => values[i]),
        question: ask.notIncludes(spec.describe(matcher)),
      });
    },
    only: (report: Session, matchers: readonly M[], options?: AssertionOptions): Verdict => {
      const values = spec.values(report);
      const tests = matchers.map((m) => spec.predicate(m));
      const bad = indexes(values, (v) => !tests.some((t) => t(v)));
      const list = matchers.map((m) => spec.describe(m)).join(", ") || "(none)";
      const detail = `Expected every ${one} to match one of: ${list}, but ${plural(bad.length, one, many)} did not (${refs(bad)}).`;
      return verdict(bad.length === 0, detail, values, matchers, options, {
        expected: matchers.map((m) => spec.describe(m)),
        actual: bad.map((i) => values[i]),
        question: ask.only(list),
      });
    },
  };
}

/** count, atLeast, atMost, exactlyOne, size: how many values match, or how many there are. */
function countChecks<M>({ spec, verdict, counted }: ListKit<M>) {
  const { one, many, questions: ask } = spec;
  const countCheck =
    (label: (n: number) => string, ok: (count: number, n: number) => boolean, question: (d: string, n: number) => string) =>
    (report: Session, matcher: M, n: number, options?: AssertionOptions): Verdict => {
      const { values, count } = counted(report, matcher);
      return verdict(ok(count, n), `Expected ${label(n)} matching ${spec.describe(matcher)}, but found ${count}.`, values, [matcher], options, {
        expected: n,
        actual: count,
        question: question(spec.describe(matcher), n),
      });
    };
  return {
    count: countCheck(
      (n) => plural(n, one, many),
      (c, n) => c === n,
      ask.count,
    ),
    atLeast: countCheck(
      (n) => `at least ${plural(n, one, many)}`,
      (c, n) => c >= n,
      ask.atLeast,
    ),
    atMost: countCheck(
      (n) => `at most ${plural(n, one, many)}`,
      (c, n) => c <= n,
      ask.atMost,
    ),
    exactlyOne: (report: Session, matcher: M, options?: AssertionOptions): Verdict => {
      const { values, count } = counted(report, matcher);
      return verdict(count === 1, `Expected exactly one ${one} matching ${spec.describe(matcher)}, but found ${count}.`, values, [matcher], options, {
        expected: 1,
        actual: count,
        question: ask.exactlyOne(spec.describe(matcher)),
      });
    },
    size: (report: Session, n: number, options?: AssertionOptions): Verdict => {
      const values = spec.values(report);
      return verdict(values.length === n, `Expected ${plural(n, one, many)} in total, but found ${values.length}.`, values, [], options, {
        expected: n,
        actual: values.length,
        question: ask.size(n, values.length),
      });
    },
  };
}

/** before, first, last: where in the list the matching values are. */
function orderChecks<M>(kit: ListKit<M>) {
  const { spec, verdict } = kit;
  const { one } = spec;
  return {
    before: (report: Session, first: M, second: M, options?: AssertionOptions): Verdict => {
      const values = spec.values(report);
      const a = values.findIndex(spec.predicate(first));
      const b = values.findIndex(spec.predicate(second));
      const da = spec.describe(first);
      const db = spec.describe(second);
      const reason =
        a === -1
          ? `no ${one} matched ${da}`
          : b === -1
            ? `no ${one} matched ${db}`
            : `the first match of ${da} is #${a + 1} and the first match of ${db} is #${b + 1}`;
      return verdict(
        a !== -1 && b !== -1 && a < b,
        `Expected a ${one} matching ${da} before a ${one} matching ${db}, but ${reason}.`,
        values,
        [first, second],
        options,
        {
          expected: [da, db],
          actual: { first: a === -1 ? null : a + 1, second: b === -1 ? null : b + 1 },
          question: spec.questions.before(da, db),
        },
      );
    },
    first: endCheck(kit, "first", (values) => values[0]),
    last: endCheck(kit, "last", (values) => values.at(-1)),
  };
}

function endCheck<M>({ spec, observed }: ListKit<M>, which: "first" | "last", pick: (values: string[]) => string | undefined) {
  return (report: Session, matcher: M, options?: AssertionOptions): Verdict => {
    const values = spec.values(report);
    const value = pick(values);
    const passed = value !== undefined && spec.predicate(matcher)(value);
    const reason = value === undefined ? `there were no ${spec.many}` : "it did not";
    return {
      passed,
      ...(passed
        ? {}
        : {
            message: compose(
              `Expected the ${which} ${spec.one} to match ${spec.describe(matcher)}, but ${reason}.`,
              observed(values, [matcher]),
              options?.message,
            ),
            question: spec.questions[which](spec.describe(matcher)),
          }),
      expected: spec.describe(matcher),
      actual: value ?? null,
      observed: values,
    };
  };
}

/** The public group (assert.commands, …) built from the checks, hard or soft. */
export function listGroup<M>(spec: ListSpec<M>, soft: boolean): ListAssertions<M> {
  const checks = listChecks(spec);
  const group = {} as Record<string, unknown>;
  for (const [method, check] of Object.entries(checks)) group[method] = helper(`${spec.group}.${method}`, check as (...args: unknown[]) => Verdict, soft);
  return group as unknown as ListAssertions<M>;
}
